package render

import (
	"bytes"
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The chance tree (MAX over a chance node over two MIN nodes: 2.5), and one
// whose second chance node Star1 cuts once its bound falls to α.
const (
	chanceTree = "A(?(1/2: B(3,5), 1/2: C(2,9)))"
	star1Tree  = "A(?(1/2: B(3,5), 1/2: C(2,9)), ?(1/2: E(0,1), 1/4: F(0,1), 1/4: G(9,9)))"
)

// chanceAndMCTSCases are the searches every step of which is drawn: expectiminimax
// with and without Star1, mcts on tic-tac-toe and on the textbook tree.
func chanceAndMCTSCases(t *testing.T) []struct {
	name   string
	tr     *trace.Trace
	chance bool
	mcts   bool
} {
	emm := trace.Options{Algorithm: trace.Expectiminimax}
	star1 := trace.Options{Algorithm: trace.Expectiminimax, Star1: true}
	star1b := trace.Options{Algorithm: trace.Expectiminimax, Star1: true, ChanceLow: 0, ChanceHigh: 10}
	mcts := func(n int) trace.Options {
		return trace.Options{Algorithm: trace.MCTS, Iterations: n, Seed: 7}
	}
	return []struct {
		name   string
		tr     *trace.Trace
		chance bool
		mcts   bool
	}{
		{"chance", search(t, "tree", chanceTree, emm), true, false},
		{"chance-star1", search(t, "tree", chanceTree, star1), true, false},
		{"chance-star1-cut", search(t, "tree", star1Tree, star1b), true, false},
		{"mcts-tictactoe-30", search(t, "tictactoe", "", mcts(30)), false, true},
		{"mcts-textbook-200", search(t, "tree", "textbook", mcts(200)), false, true},
	}
}

var (
	// a value cell: a number divided by the scale (a bound, a running sum), or an mcts
	// mean with two decimals; nothing ("\u00a0") before it is known
	valueText  = regexp.MustCompile(`^(\x{00a0}|Σ?[≤≥]?−?[0-9]+(\.[0-9]+)?(/[0-9]+)?)$`)
	meanText   = regexp.MustCompile(`^−?[0-9]+\.[0-9]{2}$`)
	visitText  = regexp.MustCompile(`^N=[0-9][0-9,]*$`)
	probText   = regexp.MustCompile(`^[0-9]+/[0-9]+$`)
	cellID     = regexp.MustCompile(`^a_(n|e)([0-9]+)-(v|n|p|cut)$`)
	visitClass = regexp.MustCompile(`\bv[0-5]\b`)
	edgeClass  = regexp.MustCompile(`class="edge [^"]*"`)
)

// firstEdgeClass is the class attribute of the first edge of an SVG ("" if none).
func firstEdgeClass(svg []byte) string { return string(edgeClass.Find(svg)) }

// garbage is what no picture may write: a printf error, a float's oddities, a word
// missing from the catalogue.
func noGarbage(t *testing.T, what string, doc []byte) {
	t.Helper()
	for _, bad := range []string{"%!", "NaN", "Inf", "picture.", "page.", "<nil>"} {
		require.False(t, bytes.Contains(doc, []byte(bad)), "%s writes %q", what, bad)
	}
}

// Every step of chance and mcts searches draws as valid SVG and DOT: chance nodes as
// circles with the probabilities on their edges and values divided by the scale (no
// ∞ nor garbage in a value), mcts nodes with N and a two-decimal mean, the rollout at
// a rollout step; a few steps also as PNG and PDF, and the DOT as Graphviz reads it.
func TestChanceAndMCTSEveryStep(t *testing.T) {
	t.Parallel()
	for _, c := range chanceAndMCTSCases(t) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tr := c.tr
			n := tr.StepCount()
			require.Positive(t, n)
			sawCircle, sawProb, sawSum, sawRollout, sawCut := false, false, false, false, false
			for j, lang := range []string{"en", "es"} {
				// every step is drawn and looked at; a long search's are parsed as XML
				// by a sample (XML parsing is most of the time), every rollout with them
				stride := max(1, n/150) * (j + 1)
				err := EachStepSVG(tr, Options{Lang: lang}, func(k int, svg []byte) error {
					what := fmt.Sprintf("%s step %d", lang, k+1)
					noGarbage(t, what, svg)
					s := tr.Step(k)
					if c.mcts && s.Kind != trace.StepBackprop {
						assert.Equal(t, s.Kind == trace.StepRollout, bytes.Contains(svg, []byte(`id="rollout"`)), what)
					}
					if k%stride != 0 && k != n-1 && !(s.Kind == trace.StepRollout && k%(3*stride) < 6) {
						return nil
					}
					root := parseSVG(t, svg)
					ids := byID(root)
					for id, el := range ids {
						m := cellID.FindStringSubmatch(id)
						if m == nil {
							continue
						}
						txt := strings.Join(el.texts(), "")
						switch m[3] {
						case "v":
							assert.Regexp(t, valueText, txt, "%s: %s", what, id)
							assert.NotContains(t, txt, "∞", "%s: %s", what, id)
							sawSum = sawSum || strings.HasPrefix(txt, "Σ")
							if c.mcts && txt != "\u00a0" && !classes(ids["n"+m[2]])["leaf"] {
								assert.Regexp(t, meanText, txt, "%s: %s", what, id)
							}
						case "n":
							assert.Regexp(t, visitText, txt, "%s: %s", what, id)
						case "p":
							assert.Regexp(t, probText, txt, "%s: %s", what, id)
							sawProb = true
						case "cut":
							sawCut = true
						}
					}
					for id, el := range ids {
						cl := classes(el)
						if !cl["node"] || cl["folded"] || cl["summary"] {
							continue
						}
						var shapes []string
						el.walk(func(x *xnode) {
							if x.XMLName.Local == "circle" || x.XMLName.Local == "polygon" {
								shapes = append(shapes, x.XMLName.Local)
							}
						})
						require.NotEmpty(t, shapes, "%s: %s", what, id)
						if cl["chance"] {
							assert.Equal(t, "circle", shapes[0], "%s: chance node %s is a circle", what, id)
							sawCircle = true
						} else if !cl["board"] {
							assert.Equal(t, "polygon", shapes[0], "%s: %s", what, id)
						}
						if c.mcts && !cl["unreached"] {
							require.Contains(t, ids, "a_"+id+"-n", "%s: %s shows N", what, id)
						}
						if !c.mcts {
							assert.NotContains(t, ids, "a_"+id+"-n", "%s: only mcts shows N", what)
						}
					}
					if s.Kind == trace.StepRollout {
						require.Contains(t, ids, "rollout", what)
						require.Contains(t, ids, "a_rollout-result", what)
						sawRollout = true
					}
					if e := firstEdgeClass(svg); c.mcts && e != "" {
						assert.Regexp(t, visitClass, e, what)
					}
					return nil
				})
				require.NoError(t, err)
			}
			assert.Equal(t, c.chance, sawCircle, "circles for chance nodes")
			assert.Equal(t, c.chance, sawProb, "probabilities on the edges")
			assert.Equal(t, c.chance, sawSum, "a running sum Σ")
			assert.Equal(t, c.mcts, sawRollout, "a rollout drawn")
			if c.name == "chance-star1-cut" {
				assert.True(t, sawCut, "Star1's cutoff drawn")
			}

			dotCircle, dotProb, dotN, dotRollout := false, false, false, false
			err := EachStepDOT(tr, Options{}, func(k int, dot []byte) error {
				what := fmt.Sprintf("DOT step %d", k+1)
				noGarbage(t, what, dot)
				dotCircle = dotCircle || bytes.Contains(dot, []byte("shape=circle"))
				dotProb = dotProb || bytes.Contains(dot, []byte(`-p" HREF`))
				dotN = dotN || bytes.Contains(dot, []byte(`-n" HREF`))
				roll := bytes.Contains(dot, []byte(`class="rollout"`))
				if k == n-1 || roll && !dotRollout {
					parseSVG(t, svgOf(t, dot)) // Graphviz reads it (a rollout's too)
				}
				dotRollout = dotRollout || roll
				return nil
			})
			require.NoError(t, err)
			assert.Equal(t, c.chance, dotCircle, "DOT: circles")
			assert.Equal(t, c.chance, dotProb, "DOT: probabilities")
			assert.Equal(t, c.mcts, dotN, "DOT: N")
			assert.Equal(t, c.mcts, dotRollout, "DOT: a rollout")

			for _, k := range []int{n / 3, Finished} {
				svg := DrawSVG(tr, Options{Step: k})
				png, err := svgconv.Rasterize(svg, 0)
				require.NoError(t, err)
				assert.True(t, bytes.HasPrefix(png, []byte("\x89PNG")))
				pdf, err := svgconv.PDF(svg)
				require.NoError(t, err)
				assert.True(t, bytes.HasPrefix(pdf, []byte("%PDF")))
			}
		})
	}
}

// A chance node's values are divided by the trace's scale in every text: the value,
// α and β, the caption, the cutoff rule and the tooltips ("2.5", never the scaled 10).
func TestChanceValuesScaled(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", star1Tree, trace.Options{Algorithm: trace.Expectiminimax, Star1: true, ChanceLow: 0, ChanceHigh: 10})
	require.Greater(t, tr.ValueScale(), int64(1))
	cut := -1
	for k := range tr.StepCount() {
		if s := tr.Step(k); s.Kind == trace.StepCutoff && tr.Node(s.Node).Player == trace.Chance {
			cut = k
		}
	}
	require.GreaterOrEqual(t, cut, 0, "Star1 cuts at the second chance node")
	for _, c := range []struct {
		lang, rule, value string
	}{
		{"en", "upper bound 2.5 ≤ α=2.5", "Value 2.5"},
		{"es", "cota superior 2.5 ≤ α=2.5", "Valor 2.5"},
	} {
		svg := string(DrawSVG(tr, Options{Step: cut, Lang: c.lang}))
		assert.Contains(t, svg, c.rule)
		assert.Contains(t, svg, "α=2.5")
		assert.NotContains(t, svg, "α=10<", "α scaled")
		fin := DrawSVG(tr, Options{Step: Finished, Lang: c.lang})
		ids := byID(parseSVG(t, fin))
		assert.Equal(t, "2.5", strings.Join(ids["a_n0-v"].texts(), ""))
		assert.Contains(t, strings.Join(ids["a_caption"].texts(), ""), c.value)
		dot := string(DOT(tr, Options{Step: Finished, Lang: c.lang}))
		assert.Contains(t, dot, ">2.5<")
		assert.Contains(t, dot, c.rule)
	}
}

// A step of mcts: the iteration's path, the chosen child lit at a selection, the
// updated nodes at a backpropagation, the edges' visit classes.
func TestMCTSStepClasses(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", "textbook", trace.Options{Algorithm: trace.MCTS, Iterations: 30, Seed: 7})
	sel, back := -1, -1
	for k := range tr.StepCount() {
		s := tr.Step(k)
		if s.Kind == trace.StepSelect && s.Node > 0 && sel < 0 {
			sel = k // a selection below the root
		}
		if s.Kind == trace.StepBackprop && tr.Step(k-1).Kind == trace.StepBackprop && tr.Step(k+1).Kind == trace.StepBackprop && back < 0 {
			back = k // a backpropagation halfway up
		}
	}
	require.Positive(t, sel)
	require.Positive(t, back)
	s := tr.Step(sel)
	ids := byID(parseSVG(t, DrawSVG(tr, Options{Step: sel})))
	child, node := fmt.Sprint(s.Child), fmt.Sprint(s.Node)
	assert.True(t, classes(ids["n"+child])["current"], "the chosen child is lit")
	assert.True(t, classes(ids["e"+child])["current"])
	assert.True(t, classes(ids["n"+node])["path"], "the node choosing is on the path")
	assert.True(t, classes(ids["n0"])["path"])
	assert.False(t, classes(ids["n"+node])["updated"])
	assert.Contains(t, strings.Join(ids["a_caption"].texts(), ""), "UCB1")

	b := tr.Step(back)
	ids = byID(parseSVG(t, DrawSVG(tr, Options{Step: back})))
	below := tr.Step(back - 1).Node
	assert.True(t, classes(ids[fmt.Sprint("n", b.Node)])["current"])
	assert.True(t, classes(ids[fmt.Sprint("n", b.Node)])["updated"])
	assert.True(t, classes(ids[fmt.Sprint("n", below)])["updated"], "updated below")
	assert.False(t, classes(ids["n0"])["updated"], "not yet the root")
	assert.True(t, classes(ids["n0"])["path"])
	assert.Equal(t, fmt.Sprint("N=", b.Visits), strings.Join(ids[fmt.Sprint("a_n", b.Node, "-n")].texts(), ""))

	// the finished search: the root's N is the iterations, and the most visited child's
	// edge is the widest class
	ids = byID(parseSVG(t, DrawSVG(tr, Options{Step: Finished})))
	assert.Equal(t, "N=30", strings.Join(ids["a_n0-n"].texts(), ""))
	widest := 0
	for _, c := range tr.Children().Of(0) {
		for v := 5; v >= 0; v-- {
			if classes(ids[fmt.Sprint("e", c)])[fmt.Sprint("v", v)] {
				widest = max(widest, v)
			}
		}
	}
	assert.GreaterOrEqual(t, widest, 2)
}

// Two small pictures, byte for byte: a chance tree mid-search (a running sum, the
// probabilities, a Star1 cutoff to come) and mcts on the textbook tree at a rollout.
// After a deliberate change: go test ./render -run TestChanceMCTSGolden -update.
func TestChanceMCTSGolden(t *testing.T) {
	t.Parallel()
	ch := search(t, "tree", star1Tree, trace.Options{Algorithm: trace.Expectiminimax, Star1: true, ChanceLow: 0, ChanceHigh: 10})
	mc := search(t, "tree", "textbook", trace.Options{Algorithm: trace.MCTS, Iterations: 30, Seed: 7})
	roll := -1
	for k := range mc.StepCount() {
		if mc.Step(k).Kind == trace.StepRollout && mc.Step(k).Node > 3 {
			roll = k
			break
		}
	}
	require.Positive(t, roll)
	golden.Check(t, "chance-star1-step34.svg", DrawSVG(ch, Options{Step: 33, Title: "Star1"}))
	golden.Check(t, "mcts-textbook-rollout.svg", DrawSVG(mc, Options{Step: roll, Title: "MCTS"}))
}

// The picture of every step made one step at a time (EachStepSVG, EachStepDOT) is the
// picture of that step made alone, for chance and mcts searches too (a sample of steps).
func TestChanceMCTSEachStepMatchesAlone(t *testing.T) {
	t.Parallel()
	for _, c := range chanceAndMCTSCases(t) {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			stride := max(1, c.tr.StepCount()/40)
			err := EachStepSVG(c.tr, Options{Lang: "es"}, func(k int, svg []byte) error {
				if k%stride == 0 {
					assert.Equal(t, string(DrawSVG(c.tr, Options{Step: k, Lang: "es"})), string(svg), "step %d", k)
				}
				return nil
			})
			require.NoError(t, err)
			err = EachStepDOT(c.tr, Options{}, func(k int, dot []byte) error {
				if k%stride == 0 {
					assert.Equal(t, string(DOT(c.tr, Options{Step: k})), string(dot), "step %d", k)
				}
				return nil
			})
			require.NoError(t, err)
		})
	}
}
