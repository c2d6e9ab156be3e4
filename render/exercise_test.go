package render

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"

	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The two halves of an exercise, kept: review the pictures, then
// go test ./render -run TestExerciseLookGolden -update.
func TestExerciseLookGolden(t *testing.T) {
	t.Parallel()
	ab := search(t, "tree", fig52, trace.Options{})
	mm := search(t, "tree", fig52, trace.Options{Algorithm: trace.Minimax})
	for _, c := range []struct {
		file string
		tr   *trace.Trace
		opt  Options
	}{
		{"question.svg", mm, Options{Look: LookQuestion, Title: "Exercise 1"}},
		{"question-window-order-es.svg", mm, Options{Look: LookQuestion, Window: true, Order: true, Lang: "es"}},
		{"solution.svg", ab, Options{Look: LookSolution, Title: "Exercise 1"}},
		{"solution-window-order-es.svg", ab, Options{Look: LookSolution, Window: true, Order: true, Lang: "es"}},
	} {
		t.Run(c.file, func(t *testing.T) {
			t.Parallel()
			svg := DrawSVG(c.tr, c.opt)
			parseSVG(t, svg)
			golden.Check(t, c.file, svg)
			_, err := svgconv.Rasterize(svg, 1)
			require.NoError(t, err)
		})
	}
}

// randomTree writes a uniform tree of branching b and depth d with leaves 0..9.
func randomTree(r *rand.Rand, b, d int) string {
	if d == 0 {
		return fmt.Sprint(r.IntN(10))
	}
	kids := make([]string, b)
	for i := range kids {
		kids[i] = randomTree(r, b, d-1)
	}
	return "(" + strings.Join(kids, ",") + ")"
}

// A question tells nothing of the search: drawn from the alpha-beta trace it is the
// same picture (SVG and DOT), byte for byte, as drawn from the minimax trace of the same tree, and
// it has no value but the leaves', no pruned, cut or bold mark, no rule, no caption.
func TestQuestionShowsNothingOfTheSearch(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(9, 9))
	pruned := 0
	rounds := testsize.Count(12, 40) // the shapes and fail-hard repeat every 6 rounds
	for round := range rounds {
		tree := randomTree(r, 2+round%2, 3+round%2)
		mm := search(t, "tree", tree, trace.Options{Algorithm: trace.Minimax})
		ab := search(t, "tree", tree, trace.Options{FailHard: round%3 == 0})
		for _, opt := range []Options{
			{Look: LookQuestion},
			{Look: LookQuestion, Window: true, Order: true, Lang: "es"},
		} {
			want := DrawSVG(mm, opt)
			got := DrawSVG(ab, opt)
			require.Equal(t, string(want), string(got), "round %d %s", round, tree)
			require.Equal(t, string(DOT(mm, opt)), string(DOT(ab, opt)), "round %d %s: the DOT text", round, tree)
			root := parseSVG(t, got)
			root.walk(func(n *xnode) {
				cl := classes(n)
				for _, bad := range []string{"pruned", "cut", "pv", "current", "open", "unreached"} {
					require.False(t, cl[bad], "round %d: class %s on %s", round, bad, n.attr("id"))
				}
				require.NotContains(t, n.attr("stroke-dasharray"), ",", "round %d: dashed %s", round, n.attr("id"))
				require.NotEqual(t, "bold", n.attr("font-weight"), "round %d", round)
			})
			s := string(got)
			assert.False(t, strings.ContainsAny(s, "≤≥"), "round %d: a bound", round)
			assert.False(t, strings.Contains(s, `id="a_caption"`), "round %d: a caption", round)
			for i := range ab.NodeCount() {
				if ab.Children().Count(int32(i)) > 0 {
					assert.True(t, strings.Contains(s, fmt.Sprintf(`<g id="a_n%d-v"><a xlink:title="`, i)), "round %d: node %d's value cell", round, i)
					assert.False(t, regexp.MustCompile(fmt.Sprintf(`id="a_n%d-v"><a[^>]*>\n<text[^>]*>[^\x{a0}<]`, i)).MatchString(s), "round %d: inner node %d shows a value", round, i)
				}
			}
		}
		for i := range ab.NodeCount() {
			if ab.Node(int32(i)).Kind == trace.Pruned {
				pruned++
			}
		}
	}
	t.Logf("%d pruned branches in %d rounds", pruned, rounds)
	require.Greater(t, pruned, rounds/2, "the trees must have pruned branches for this test to mean anything")
}

// A solution is the finished search: every inner value, the cutoffs, with Window the
// window each node returned with, with Order the leaves numbered in evaluation order.
func TestSolutionShowsTheSearch(t *testing.T) {
	t.Parallel()
	ab := search(t, "tree", fig52, trace.Options{})
	svg := string(DrawSVG(ab, Options{Look: LookSolution, Window: true, Order: true, Step: 3}))
	st := ab.States(ab.StepCount() - 1)
	for i := range ab.NodeCount() {
		nd := ab.Node(int32(i))
		if nd.Kind == trace.Inner {
			a := "α=" + strings.ReplaceAll(trace.FormatValue(st[i].Alpha), "-", "−")
			assert.True(t, strings.Contains(svg, a), "node %d: %s", i, a)
		}
	}
	assert.True(t, strings.Contains(svg, "β=2 ≤ α=3"), "the cutoff rule")
	assert.True(t, strings.Contains(svg, `class="edge pruned cut"`))
	assert.False(t, strings.Contains(svg, "current"), "an exercise's solution has no step's node (Step is ignored)")
	// leaves numbered 1..7 in the order they were evaluated (C's last two are pruned)
	for k := 1; k <= 7; k++ {
		assert.True(t, strings.Contains(svg, fmt.Sprintf(`font-size="10" fill="#222222">%d</text>`, k)), "leaf number %d", k)
	}
	assert.False(t, strings.Contains(svg, `font-size="10" fill="#222222">8</text>`))
	assert.True(t, strings.Contains(svg, "Value 3 · best move B"))
}

func TestLookOption(t *testing.T) {
	t.Parallel()
	var o Options
	require.NoError(t, o.Set("look", "Question"))
	assert.Equal(t, LookQuestion, o.Look)
	require.NoError(t, o.Set("look", "solution"))
	assert.Equal(t, LookSolution, o.Look)
	err := o.Set("look", "answer")
	var m *msg.Error
	require.ErrorAs(t, err, &m)
	assert.Equal(t, "picture.look", m.Code())
	assert.Contains(t, m.Text("es"), "pregunta")
}
