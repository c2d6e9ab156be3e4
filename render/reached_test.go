package render

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// idNode reads the trace node an id of a picture stands for: n12, f12, e12, s12,
// es12, a_n12-v, ...
var idNode = regexp.MustCompile(`^(?:a_)?(?:es|e|s|n|f)(\d+)(?:-|$)`)

// drawnNodes lists the trace nodes a picture's node groups draw (n<i>, f<i>).
func drawnNodes(t *testing.T, svg []byte) map[int32]bool {
	t.Helper()
	drawn := map[int32]bool{}
	parseSVG(t, svg).walk(func(x *xnode) {
		if !classes(x)["node"] || classes(x)["summary"] {
			return
		}
		m := idNode.FindStringSubmatch(x.attr("id"))
		require.NotNil(t, m, "node id %q", x.attr("id"))
		i, _ := strconv.Atoi(m[1])
		drawn[int32(i)] = true
	})
	return drawn
}

// A step's picture is laid out for what the search has reached at the step: it
// draws exactly the reached nodes of a tree that needs no folding (and so is no
// wider than the finished search's); the finished search draws every node.
func TestStepLaidOutForReached(t *testing.T) {
	t.Parallel()
	for name, tr := range map[string]*trace.Trace{
		"textbook":    search(t, "tree", textbook, trace.Options{}),
		"figure 5.2":  search(t, "tree", fig52, trace.Options{Algorithm: trace.Minimax}),
		"tic-tac-toe": search(t, "tictactoe", "XOX/O../...", trace.Options{}),
		"connect-4":   search(t, "connect4", "4453", trace.Options{Depth: 2}),
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			n := tr.StepCount()
			finished := DrawSVG(tr, Options{Step: Finished, Budget: 100_000, MaxWidth: FullSize})
			assert.Len(t, drawnNodes(t, finished), tr.NodeCount(), "the finished search draws every node")
			fw := svgSize(t, finished)[0]
			for _, k := range []int{0, 1, 2, n / 4, n / 2, 3 * n / 4, n - 2} {
				svg := DrawSVG(tr, Options{Step: k, Budget: 100_000, MaxWidth: FullSize})
				st := tr.States(k)
				want := map[int32]bool{}
				for i := range st {
					if st[i].Reached || st[i].Open {
						want[int32(i)] = true
					}
				}
				assert.Equal(t, want, drawnNodes(t, svg), "step %d", k+1)
				assert.LessOrEqual(t, svgSize(t, svg)[0], fw+1, "step %d is no wider than the finished search", k+1)
			}
			if fw > 1500 { // a wide tree: its first step, the root alone, is laid out for the root
				assert.Less(t, svgSize(t, DrawSVG(tr, Options{Step: 0, Budget: 100_000, MaxWidth: FullSize}))[0], fw/2)
			}
		})
	}
}

// svgSize is an SVG's width and height, in points.
func svgSize(t *testing.T, svg []byte) [2]float64 {
	t.Helper()
	root := parseSVG(t, svg)
	var wh [2]float64
	for j, a := range []string{"width", "height"} {
		v, err := strconv.ParseFloat(trimUnit(root.attr(a)), 64)
		require.NoError(t, err, a)
		wh[j] = v
	}
	return wh
}

func trimUnit(s string) string {
	for _, u := range []string{"pt", "px"} {
		if len(s) > len(u) && s[len(s)-len(u):] == u {
			return s[:len(s)-len(u)]
		}
	}
	return s
}

// The ghosts draw a typed tree's whole shape; a game's would show the moves the
// search is going to explore: refused. A focus must name a node.
func TestOptionsCheck(t *testing.T) {
	t.Parallel()
	tree := search(t, "tree", textbook, trace.Options{})
	game := search(t, "tictactoe", "XOX/O../...", trace.Options{})
	code := func(err error) string {
		if m, ok := msg.Find(err); ok {
			return m.Code()
		}
		return ""
	}
	for _, c := range []struct {
		tr   *trace.Trace
		opt  Options
		want string
	}{
		{tree, Options{Unreached: UnreachedGhost, Step: 3}, ""},
		{tree, Options{Focus: tree.NodeCount() - 1}, ""},
		{game, Options{Unreached: UnreachedHide, Step: 3}, ""},
		{game, Options{Unreached: UnreachedGhost, Step: 3}, "picture.ghost_game"},
		{game, Options{Unreached: UnreachedGhost, Step: Finished}, "picture.ghost_game"},
		{tree, Options{Focus: tree.NodeCount()}, "picture.focus"},
		{game, Options{Unreached: UnreachedGhost, Look: LookQuestion}, ""},
	} {
		assert.Equal(t, c.want, code(c.opt.Check(c.tr)), "%+v", c.opt)
		if c.want != "" {
			_, err := Picture(t.Context(), nil, c.tr, c.opt, FormatSVG)
			assert.Equal(t, c.want, code(err), "Picture checks it")
		}
	}
}
