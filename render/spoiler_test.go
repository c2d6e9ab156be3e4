package render

import (
	"fmt"
	"strings"
	"testing"

	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// dashed reports whether an SVG group draws a dashed line.
func dashed(g *xnode) bool {
	d := false
	g.walk(func(n *xnode) {
		if n.attr("stroke-dasharray") != "" {
			d = true
		}
	})
	return d
}

// titles are the tooltips inside an SVG group.
func titles(g *xnode) string {
	var out []string
	g.walk(func(n *xnode) {
		if t := n.attr("title"); t != "" {
			out = append(out, t)
		}
		if n.XMLName.Local == "title" {
			out = append(out, n.Text)
		}
	})
	return strings.Join(out, " | ")
}

// A picture of step k shows what the trace says is known after step k, and nothing
// that happens later: pruned marks (classes, dashes) only once the cutoff happened,
// values only once found, cutoff rules only from their cutoff, the principal
// variation only when finished, and tooltips that tell nothing more.
func TestNoSpoilers(t *testing.T) {
	t.Parallel()
	l := langFor("en")
	for _, preset := range []string{"textbook", "figure-5.2"} {
		for _, hard := range []bool{false, true} {
			tr := search(t, "tree", preset, trace.Options{FailHard: hard})
			last := len(tracetest.Steps(tr)) - 1
			cutAt := map[int32]int{} // first pruned child -> cutoff step
			for k, s := range tracetest.Steps(tr) {
				if s.Kind == trace.StepCutoff {
					cutAt[s.Child] = k
				}
			}
			require.NotEmpty(t, cutAt, "%s has cutoffs", preset)
			for _, u := range []Unreached{UnreachedHide, UnreachedGhost} {
				name := fmt.Sprintf("%s/hard=%t/%s", preset, hard, u)
				t.Run(name, func(t *testing.T) {
					t.Parallel()
					for k := 0; k <= last; k++ {
						st := tr.States(k)
						ids := byID(parseSVG(t, DrawSVG(tr, Options{Step: k, Unreached: u})))
						for i, nd := range tracetest.Nodes(tr) {
							s := st[i]
							g, e := ids[fmt.Sprintf("n%d", i)], ids[fmt.Sprintf("e%d", i)]
							at := fmt.Sprintf("step %d, node %d (%s)", k+1, i, nd.Label)
							if u == UnreachedHide && !s.Reached {
								assert.Nil(t, g, "%s: not reached, not drawn", at)
								assert.Nil(t, e, "%s: not reached, no edge", at)
								continue
							}
							require.NotNil(t, g, at)
							cl := classes(g)
							assert.Equal(t, s.Cut, cl["pruned"], "%s: class pruned", at)
							assert.Equal(t, s.Cut, cl["cut"], "%s: class cut", at)
							assert.Equal(t, s.Cut, dashed(g), "%s: dashed", at)
							assert.Equal(t, k == last && nd.PV, cl["pv"], "%s: class pv", at)
							want := "\u00a0"
							leaf := nd.Kind == trace.Terminal || nd.Kind == trace.Pruned && len(tr.Children().Of(int32(i))) == 0
							switch {
							case leaf:
								want = nd.Label // a leaf's number is the problem's, not the search's
							case s.HasValue:
								want = l.bounded(s.Value, s.Bound)
							}
							assert.Equal(t, []string{want}, ids[fmt.Sprintf("a_n%d-v", i)].texts(), "%s: value", at)
							bold := false
							ids[fmt.Sprintf("a_n%d-v", i)].walk(func(n *xnode) { bold = bold || n.attr("font-weight") == "bold" })
							assert.Equal(t, k == last && nd.PV, bold, "%s: bold", at)
							tip := titles(g)
							assert.Equal(t, s.Cut, strings.Contains(tip, l.pruned), "%s: tooltip %q", at, tip)
							if !s.HasValue && !leaf {
								assert.NotContains(t, tip, l.value+" ", "%s: tooltip %q", at, tip)
							}
							if i > 0 {
								require.NotNil(t, e, at)
								ec := classes(e)
								assert.Equal(t, s.Cut, ec["pruned"], "%s: edge class pruned", at)
								assert.Equal(t, s.Cut, dashed(e), "%s: edge dashed", at)
								assert.Equal(t, k == last && nd.PV, ec["pv"], "%s: edge class pv", at)
							}
						}
						for child, c := range cutAt {
							rule, ok := ids[fmt.Sprintf("a_e%d-cut", child)]
							if c > k {
								assert.False(t, ok, "step %d: the rule of the cutoff at step %d", k+1, c+1)
								continue
							}
							require.True(t, ok, "step %d: the rule of the cutoff at step %d", k+1, c+1)
							assert.Equal(t, []string{tr.CutoffRule(c)}, rule.texts())
						}
					}
				})
			}
		}
	}
}
