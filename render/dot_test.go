package render

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const textbook = "((3,5),(2,9),(0,7))"
const fig52 = "A(B(3,12,8),C(2,4,6),D(14,5,2))"

func TestDOTGolden(t *testing.T) {
	t.Parallel()
	tb := search(t, "tree", textbook, trace.Options{})
	rn := search(t, "tree", fig52, trace.Options{})
	ttt := search(t, "tictactoe", "XOX/OO./X..", trace.Options{})
	c4 := search(t, "connect4", "4453", trace.Options{Depth: 1})
	cases := []struct {
		file string
		tr   *trace.Trace
		opt  Options
	}{
		{"textbook-first.dot", tb, Options{Step: 0, Title: "Alpha-beta " + textbook}},
		{"textbook-middle.dot", tb, Options{Step: len(tracetest.Steps(tb)) / 2, Title: "Alpha-beta " + textbook}},
		{"textbook-last.dot", tb, Options{Step: len(tracetest.Steps(tb)) - 1, Title: "Alpha-beta " + textbook}},
		{"fig52.dot", rn, Options{Step: Finished, Title: "Russell & Norvig 5.2"}},
		{"fig52-es.dot", rn, Options{Step: Finished, Lang: "es"}},
		{"tictactoe.dot", ttt, Options{Step: Finished, Title: "XOX/OO./X.."}},
		{"connect4.dot", c4, Options{Step: Finished, Title: "4453"}},
	}
	for _, c := range cases {
		t.Run(c.file, func(t *testing.T) {
			t.Parallel()
			dot := DOT(c.tr, c.opt)
			golden.Check(t, c.file, dot)
			// and Graphviz takes it
			parseSVG(t, svgOf(t, dot))
		})
	}
}

// The DOT of every step, made one step at a time, is the DOT of that step made alone.
func TestEachStepDOTMatchesDOT(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", fig52, trace.Options{})
	n := 0
	err := EachStepDOT(tr, Options{Lang: "es"}, func(k int, dot []byte) error {
		assert.Equal(t, string(DOT(tr, Options{Step: k, Lang: "es"})), string(dot), "step %d", k)
		n++
		return nil
	})
	require.NoError(t, err)
	assert.Equal(t, len(tracetest.Steps(tr)), n)
}

// The SVG holds one element per trace node and one per edge, with the ids, classes
// and text cells the package documentation promises.
func TestSVGIdsAndClasses(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", fig52, trace.Options{})
	root := parseSVG(t, DrawSVG(tr, Options{Step: Finished}))
	ids := byID(root)
	assert.Contains(t, ids, "tree")
	nodes := 0
	root.walk(func(n *xnode) {
		if classes(n)["node"] {
			nodes++
		}
	})
	assert.Equal(t, len(tracetest.Nodes(tr)), nodes, "one node element per trace node")
	for i, nd := range tracetest.Nodes(tr) {
		g, ok := ids[fmt.Sprintf("n%d", i)]
		require.True(t, ok, "node n%d", i)
		cl := classes(g)
		assert.True(t, cl["node"] && cl[nd.Player.String()], "n%d classes %v", i, cl)
		assert.Equal(t, nd.Kind == trace.Pruned, cl["pruned"], "n%d pruned", i)
		assert.Equal(t, nd.Kind == trace.Pruned, cl["cut"], "n%d cut", i)
		assert.Equal(t, nd.PV, cl["pv"], "n%d pv", i)
		assert.False(t, cl["unreached"] || cl["open"] || cl["current"], "finished: n%d %v", i, cl)
		assert.Contains(t, ids, fmt.Sprintf("a_n%d-v", i), "value cell of n%d", i)
		if nd.Kind == trace.Inner {
			assert.True(t, cl["inner"])
			assert.Contains(t, ids, fmt.Sprintf("a_n%d-alpha", i))
			assert.Contains(t, ids, fmt.Sprintf("a_n%d-beta", i))
		} else {
			assert.True(t, cl["leaf"], "n%d %v", i, cl)
		}
		if i > 0 {
			e, ok := ids[fmt.Sprintf("e%d", i)]
			require.True(t, ok, "edge e%d", i)
			assert.True(t, classes(e)["edge"])
		}
	}
	assert.True(t, classes(ids["n0"])["root"])
	assert.Equal(t, []string{"≤2"}, ids["a_n5-v"].texts(), "C's value: fail-soft, as the course shows it")
	assert.Equal(t, []string{"β=2 ≤ α=3"}, ids["a_e7-cut"].texts(), "the cutoff rule on the edge into the first pruned child")
	assert.Contains(t, ids, "a_caption")
	assert.Contains(t, ids, "a_legend")
}

// At a middle step: reached, open, current and unreached nodes, values and windows as
// they were then.
func TestStepStates(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", fig52, trace.Options{})
	cut := -1
	for k, s := range tracetest.Steps(tr) {
		if s.Kind == trace.StepCutoff {
			cut = k
			break
		}
	}
	require.Positive(t, cut)
	cases := []struct {
		name   string
		step   int
		node   string
		want   []string
		absent []string
		value  string
		alpha  string
	}{
		{"root at the start", 0, "n0", []string{"open", "current", "max", "root"}, []string{"done"}, "\u00a0", "α=−∞"},
		{"D before it is reached", cut, "n9", []string{"unreached"}, []string{"open", "done"}, "\u00a0", "\u00a0"},
		{"C at its cutoff", cut, "n5", []string{"open", "current"}, []string{"done"}, "2", "α=3"},
		{"pruned leaf at the cutoff", cut, "n7", []string{"pruned", "cut"}, []string{"unreached"}, "4", ""},
		{"pruned leaf before the cutoff", cut - 1, "n7", []string{"unreached"}, []string{"cut", "pruned"}, "4", ""},
		{"B done, not yet known to be on the PV", cut, "n1", []string{"done"}, []string{"open", "current", "pv"}, "3", "\u00a0"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			ids := byID(parseSVG(t, DrawSVG(tr, Options{Step: c.step, Unreached: UnreachedGhost})))
			g := ids[c.node]
			require.NotNil(t, g)
			cl := classes(g)
			for _, w := range c.want {
				assert.True(t, cl[w], "%s should have class %q: %v", c.node, w, cl)
			}
			for _, a := range c.absent {
				assert.False(t, cl[a], "%s should not have class %q: %v", c.node, a, cl)
			}
			assert.Equal(t, []string{c.value}, ids["a_"+c.node+"-v"].texts())
			if c.alpha != "" {
				assert.Equal(t, []string{c.alpha}, ids["a_"+c.node+"-alpha"].texts())
			}
		})
	}
	// the cutoff rule is not in the picture before its step, and written from it on
	for _, u := range []Unreached{UnreachedGhost, UnreachedHide} {
		before := byID(parseSVG(t, DrawSVG(tr, Options{Step: cut - 1, Unreached: u})))
		after := byID(parseSVG(t, DrawSVG(tr, Options{Step: cut, Unreached: u})))
		assert.NotContains(t, before, "a_e7-cut", u)
		assert.Equal(t, []string{"β=2 ≤ α=3"}, after["a_e7-cut"].texts(), u)
	}
}

// Node positions never move from one step to the next in a tree drawn whole, its
// unreached nodes as ghosts (a step that hides them is laid out for what it has
// reached: TestStepLaidOutForReached).
func TestLayoutIsTheSameAtEveryStep(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name string
		tr   *trace.Trace
		opt  Options
	}{
		{"textbook", search(t, "tree", textbook, trace.Options{}), Options{Title: "t"}},
		{"fig52 es", search(t, "tree", fig52, trace.Options{}), Options{Lang: "es"}},
		{"tictactoe", search(t, "tictactoe", "XOX/OO./X..", trace.Options{}), Options{}},
		{"connect4", search(t, "connect4", "4453", trace.Options{Depth: 2}), Options{}},
		// (a tree folded to its budget unfolds each step's current node: TestFocusNeverFolded)
		{"ghost", search(t, "tree", fig52, trace.Options{}), Options{Unreached: UnreachedGhost}},
		{"stopped", search(t, "tictactoe", "", trace.Options{MaxNodes: 60}), Options{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			n := c.tr.StepCount()
			require.Positive(t, n)
			opt := c.opt
			opt.Step, opt.Unreached, opt.Ratio = Finished, UnreachedGhost, RatioFree // a slide's picture folds to fit each step
			want := geometry(parseSVG(t, DrawSVG(c.tr, opt)))
			require.NotEmpty(t, want)
			for _, k := range []int{0, 1, n / 3, n / 2, n - 2, n - 1} {
				opt.Step = k
				got := geometry(parseSVG(t, DrawSVG(c.tr, opt)))
				require.NotEmpty(t, got)
				assert.Len(t, got, len(want), "step %d", k)
				for id, g := range got { // invisible elements are not in the SVG
					assert.Equal(t, want[id], g, "step %d moved %s", k, id)
				}
			}
		})
	}
}

// Pruned explicit subtrees are drawn whole, dashed and grey.
func TestPrunedSubtreeDrawn(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", "A(B(5,6),C(D(1,2),E(3,4)))", trace.Options{})
	var pruned []int
	for i, nd := range tracetest.Nodes(tr) {
		if nd.Kind == trace.Pruned {
			pruned = append(pruned, i)
		}
	}
	require.NotEmpty(t, pruned)
	ids := byID(parseSVG(t, DrawSVG(tr, Options{Step: Finished})))
	for _, i := range pruned {
		g := ids[fmt.Sprintf("n%d", i)]
		require.NotNil(t, g, "pruned node %d is drawn", i)
		var dashed bool
		g.walk(func(n *xnode) {
			if n.attr("stroke-dasharray") != "" {
				dashed = true
			}
		})
		assert.True(t, dashed, "pruned node %d is dashed", i)
	}
}

// User text cannot break out of its place: quotes, brackets, tags, backslashes and
// line breaks come out as text.
func TestUserTextIsInert(t *testing.T) {
	t.Parallel()
	nasty := []string{`"];`, `<script>alert(1)</script>`, `a\b\N\G`, "two\nlines", `x" URL="javascript:alert(1)`, `'&amp;<`}
	cases := []struct {
		name   string
		boards bool
	}{{"explicit tree", false}, {"game", true}}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tr := handTrace(`root"];<b>`, c.boards, nasty...)
			opt := Options{Step: Finished, Title: `<script>"]; \N` + "\n"}
			for name, svg := range map[string][]byte{"graphviz": svgOf(t, DOT(tr, opt)), "drawn": DrawSVG(tr, opt)} {
				root := parseSVG(t, svg)
				var all []string
				root.walk(func(n *xnode) {
					switch n.XMLName.Local {
					case "script", "foreignObject", "iframe":
						t.Errorf("element <%s> in the SVG", n.XMLName.Local)
					}
					for _, a := range n.Attrs {
						if a.Name.Local == "href" && a.Value != "" {
							t.Errorf("link %q in the SVG", a.Value)
						}
						if strings.HasPrefix(strings.ToLower(a.Name.Local), "on") {
							t.Errorf("event attribute %s in the SVG", a.Name.Local)
						}
					}
					if n.XMLName.Local == "text" {
						all = append(all, n.Text)
					}
				})
				joined := strings.Join(all, "\n")
				limit := maxTextRunes
				if c.boards {
					limit = 16 // moves are cut shorter
				}
				for _, s := range nasty {
					assert.Contains(t, joined, clean(s, limit), "the label %q is shown as text", s)
				}
				assert.Contains(t, joined, `<script>"]; \N`, name)
				ids := byID(root)
				for i := range tracetest.Nodes(tr) {
					assert.Contains(t, ids, fmt.Sprintf("n%d", i), name)
				}
			}
		})
	}
}

func TestEscapers(t *testing.T) {
	t.Parallel()
	cases := []struct {
		in, html, quote string
	}{
		{`"];`, `&quot;];`, `"\"];"`},
		{`<script>`, `&lt;script&gt;`, `"<script>"`},
		{`a\b`, `a\\b`, `"a\\b"`},
		{`it's & co`, `it&#39;s &amp; co`, `"it's & co"`},
	}
	for _, c := range cases {
		assert.Equal(t, c.html, html(c.in), c.in)
		assert.Equal(t, c.quote, quote(c.in), c.in)
	}
	assert.Equal(t, "a b", clean("a\nb", 10))
	assert.Equal(t, "ab", clean("a\x00\x1b\u202eb", 10), "control and format characters go")
	assert.Equal(t, "abc…", clean("abcdef", 3))
	assert.Equal(t, "a\uFFFDb", clean("a\xffb", 10))
}

// Large traces fold into summaries within the budget; every node is drawn or inside
// exactly one summary, and the summaries count their nodes.
func TestFolding(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", "random:branching=3,depth=7,seed=11", trace.Options{})
	require.Greater(t, len(tracetest.Nodes(tr)), 1000)
	for _, budget := range []int{1, 40, 200, 900} {
		t.Run(fmt.Sprint(budget), func(t *testing.T) {
			t.Parallel()
			p := newPlan(tr, Options{Budget: budget, Step: Finished})
			drawn, covered := 0, 0
			for i := range tracetest.Nodes(tr) {
				switch p.mode[i] {
				case mShown, mExpanded:
					drawn++
					covered++
				case mFolded:
					drawn++
					covered += int(p.size[i])
				}
			}
			assert.LessOrEqual(t, drawn, max(budget, 1))
			assert.Equal(t, len(tracetest.Nodes(tr)), covered, "every node is drawn or folded once")
			dot := string(DOT(tr, Options{Budget: budget, Step: Finished, Lang: "es"}))
			assert.Contains(t, dot, ` folded `)
			assert.Contains(t, dot, "nodos")
		})
	}
	// the principal variation unfolds further than the other branches
	p := newPlan(tr, Options{Budget: 200, Step: Finished})
	deepest := map[bool]int{}
	for i, nd := range tracetest.Nodes(tr) {
		if p.mode[i] == mExpanded {
			deepest[nd.PV] = max(deepest[nd.PV], int(nd.Depth))
		}
	}
	assert.Greater(t, deepest[true], deepest[false])
}

func TestFoldedBigTrace(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("searches the whole tic-tac-toe tree")
	}
	// The whole game under -long; else the game after two moves, still 25 times
	// the budget.
	pos, nodes := "X...O....", 7332
	if testsize.Long() {
		pos, nodes = "", 549946
	}
	tr := search(t, "tictactoe", pos, trace.Options{Algorithm: trace.Minimax})
	require.Equal(t, nodes, tr.NodeCount())
	root := parseSVG(t, DrawSVG(tr, Options{Step: Finished, Budget: 300}))
	var drawn int
	var summaries []string
	root.walk(func(n *xnode) {
		cl := classes(n)
		if cl["node"] {
			drawn++
			if cl["folded"] {
				summaries = append(summaries, strings.Join(n.texts(), " "))
				assert.True(t, strings.HasPrefix(n.attr("id"), "f"), n.attr("id"))
			}
		}
	})
	assert.LessOrEqual(t, drawn, 300)
	require.NotEmpty(t, summaries)
	assert.Regexp(t, `^\+[0-9,]+ nodes value [-−]?[0-9]+$`, summaries[0]) // − is the minus sign
	// the whole game's first move: 9 children of the root, each folded or drawn
	ids := byID(root)
	for i := range tracetest.Nodes(tr)[:1] {
		assert.Contains(t, ids, fmt.Sprintf("n%d", i))
	}
}

func TestCountFormat(t *testing.T) {
	t.Parallel()
	en, es := langFor("en"), langFor("ES")
	for _, c := range []struct {
		n      int
		en, es string
	}{{0, "0", "0"}, {999, "999", "999"}, {1000, "1,000", "1.000"}, {12345, "12,345", "12.345"}, {549945, "549,945", "549.945"}, {1234567, "1,234,567", "1.234.567"}} {
		assert.Equal(t, c.en, en.count(c.n))
		assert.Equal(t, c.es, es.count(c.n))
	}
}

// Transposition hits and stopped searches are marked.
func TestTTAndStopped(t *testing.T) {
	t.Parallel()
	tt := search(t, "tictactoe", "XO./.X./...", trace.Options{TT: trace.TTBounds})
	require.Positive(t, tt.Stats.TTHits)
	dot := string(DOT(tt, Options{Step: Finished}))
	assert.Contains(t, dot, " tt ")
	assert.Contains(t, dot, "TT: transposition table hit")
	ids := byID(parseSVG(t, DrawSVG(tt, Options{Step: Finished})))
	found := false
	for id, n := range ids {
		if classes(n)["tt"] && strings.HasPrefix(id, "n") {
			found = true
		}
	}
	assert.True(t, found, "a node with class tt")

	st := search(t, "tictactoe", "", trace.Options{MaxNodes: 50})
	require.NotEmpty(t, st.Stopped)
	dot = string(DOT(st, Options{Step: Finished, Lang: "es"}))
	assert.Contains(t, dot, "Detenida: ")
	assert.Contains(t, dot, "stopped")
}

func TestEmptyTrace(t *testing.T) {
	t.Parallel()
	dot := DOT(&trace.Trace{}, Options{Step: Finished})
	assert.Contains(t, string(dot), "no recorded tree")
	parseSVG(t, svgOf(t, dot))
	assert.Contains(t, string(DrawSVG(&trace.Trace{}, Options{Step: Finished})), "no recorded tree")
	parseSVG(t, DrawSVG(&trace.Trace{}, Options{Step: Finished}))
	// recording off: no steps, but nodes none either; a hand trace without steps
	tr := handTraceSteps(false, "A", false, "1", "2")
	parseSVG(t, svgOf(t, DOT(tr, Options{Step: 3})))
	parseSVG(t, DrawSVG(tr, Options{Step: 3}))
}

func TestStepFileName(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "step-0001.svg", StepFileName(0, 39, FormatSVG))
	assert.Equal(t, "step-0039.png", StepFileName(38, 39, FormatPNG))
	assert.Equal(t, "step-00001.svg", StepFileName(0, 12345, FormatSVG))
}

func TestDOTIsDeterministic(t *testing.T) {
	t.Parallel()
	tr := search(t, "tictactoe", "XOX/OO./X..", trace.Options{})
	a := DOT(tr, Options{Step: 3})
	b := DOT(tr, Options{Step: 3})
	assert.True(t, bytes.Equal(a, b))
}
