package render

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

var pathFoldIDRe = regexp.MustCompile(`^pf(\d+)$`)

// pathFoldBox finds the path fold's box in an SVG: its node (nil: none) and the trace
// node it ends at (the lowest node it stands for).
func pathFoldBox(t *testing.T, root *xnode) (box *xnode, low int32) {
	t.Helper()
	n := 0
	root.walk(func(x *xnode) {
		if classes(x)["fold-path"] {
			n++
			box = x
		}
	})
	require.LessOrEqual(t, n, 1, "one path fold at most")
	if box == nil {
		return nil, -1
	}
	m := pathFoldIDRe.FindStringSubmatch(box.attr("id"))
	require.NotNil(t, m, "the path fold's id: %q", box.attr("id"))
	v, err := strconv.Atoi(m[1])
	require.NoError(t, err)
	return box, int32(v)
}

// A tic-tac-toe step deep down its first line (a chain of ten boards) draws the top
// of its path as one box, and its node values at least MinValuePx high, on a 16:9 and
// on a 4:3 slide: the step's node, its parent and its children drawn as themselves,
// the root inside the box; the edge into the top of the path leaves the box. A path
// that fits the slide is drawn whole.
func TestPathFoldDeepPath(t *testing.T) {
	t.Parallel()
	tr := search(t, "tictactoe", "", trace.Options{})
	for _, c := range []struct {
		step  int
		ratio Ratio
		fold  bool // a 4:3 slide is high enough for step 5,000's path (6 plies)
	}{{200, Ratio16x9, true}, {200, Ratio4x3, true}, {5000, Ratio16x9, true}, {5000, Ratio4x3, false}} {
		step, ratio := c.step, c.ratio
		for _, region := range []bool{false, true} {
			t.Run(fmt.Sprintf("step %d ratio %s region %t", step, ratio, region), func(t *testing.T) {
				t.Parallel()
				opt := Options{Step: step - 1, Ratio: ratio, Region: region}
				svg := DrawSVG(tr, opt)
				px, values := smallestValuePx(t, svg)
				require.Positive(t, values)
				assert.GreaterOrEqual(t, px, MinValuePx-0.05)
				root := parseSVG(t, svg)
				ids := byID(root)
				box, low := pathFoldBox(t, root)
				if !c.fold {
					assert.Nil(t, box, "a path that fits is drawn whole")
					assert.Contains(t, ids, "n0")
					return
				}
				require.NotNil(t, box, "a path too deep for the slide folds its top")
				c := tr.Current(step - 1)
				par := tr.Parent(c)
				assert.NotContains(t, ids, "n0", "the root is inside the box")
				assert.NotContains(t, ids, "n"+strconv.Itoa(int(low)))
				require.Contains(t, ids, "n"+strconv.Itoa(int(c)))
				assert.True(t, classes(ids["n"+strconv.Itoa(int(c))])["current"])
				require.Contains(t, ids, "n"+strconv.Itoa(int(par)), "the step's node's parent stays")
				st := tr.States(step - 1)
				for _, ch := range tr.Children().Of(c) {
					if st[ch].Reached || st[ch].Open {
						assert.Contains(t, ids, "n"+strconv.Itoa(int(ch)), "the step's node's children stay")
					}
				}
				// the box is an ancestor of the step's node, and the top of the
				// path below it hangs from it
				top := c
				for tr.Parent(top) != low {
					top = tr.Parent(top)
					require.GreaterOrEqual(t, top, int32(0), "the box stands for an ancestor of the step's node")
				}
				e := ids["e"+strconv.Itoa(int(top))]
				require.NotNil(t, e)
				assert.Equal(t, "pf"+strconv.Itoa(int(low))+"->n"+strconv.Itoa(int(top)), titleOf(e))
			})
		}
	}
}

// titleOf is the text of an SVG group's <title>.
func titleOf(x *xnode) string {
	for _, c := range x.Children {
		if c.XMLName.Local == "title" {
			return c.Text
		}
	}
	return ""
}

// The path fold's box says only the moves from the root to the node it ends at, all
// on the step's path (so reached), and how many, in the picture's language: no
// value, no node off the path, nothing the search has not reached.
func TestPathFoldTextHoldsOnlyThePath(t *testing.T) {
	t.Parallel()
	tr := search(t, "tictactoe", "", trace.Options{})
	p := newPlan(tr, Options{})
	for _, step := range []int{200, 1000, 5000, 20000} {
		for _, lang := range []string{msg.EN, msg.ES} {
			t.Run(fmt.Sprintf("step %d %s", step, lang), func(t *testing.T) {
				t.Parallel()
				svg := DrawSVG(tr, Options{Step: step - 1, Lang: lang})
				box, low := pathFoldBox(t, parseSVG(t, svg))
				require.NotNil(t, box)
				st := tr.States(step - 1)
				var moves []string
				onPath := map[int32]bool{}
				for v := tr.Current(step - 1); v >= 0; v = tr.Parent(v) {
					onPath[v] = true
				}
				require.True(t, onPath[low], "the box ends on the step's path")
				for v := low; v > 0; v = tr.Parent(v) {
					assert.True(t, st[v].Reached || st[v].Open, "node %d reached at the step", v)
					moves = append([]string{p.moveName(v)}, moves...)
				}
				plies := "plies"
				if lang == msg.ES {
					plies = "jugadas"
				}
				want := strings.Join(moves, " ") + " · " + strconv.Itoa(len(moves)) + " " + plies
				if len(moves) == 1 {
					want = strings.TrimSuffix(strings.TrimSuffix(want, "s"), "plie") + "ply"
					if lang == msg.ES {
						want = moves[0] + " · 1 jugada"
					}
				}
				assert.Equal(t, []string{want}, box.texts(), "the box writes the path's moves and their count, nothing else")
			})
		}
	}
}

// The path fold is a slide's: the DOT (Graphviz lays it out), ratio=free and a
// picture whose values fit never fold the path.
func TestPathFoldOnlyOnSlides(t *testing.T) {
	t.Parallel()
	tr := search(t, "tictactoe", "", trace.Options{})
	for name, out := range map[string][]byte{
		"dot":       DOT(tr, Options{Step: 199}),
		"free":      DrawSVG(tr, Options{Step: 199, Ratio: RatioFree}),
		"graphviz":  DOT(tr, Options{Step: 199, Engine: EngineGraphviz}),
		"step 1":    DrawSVG(tr, Options{Step: 0}),
		"finished":  DrawSVG(tr, Options{Step: Finished}),
		"textbook":  DrawSVG(search(t, "tree", textbook, trace.Options{}), Options{Step: 10}),
		"full size": DrawSVG(tr, Options{Step: 199, MaxWidth: FullSize}),
	} {
		assert.NotContains(t, string(out), "fold-path", name)
		assert.NotContains(t, string(out), `"pf`, name)
	}
	assert.Contains(t, string(DrawSVG(tr, Options{Step: 199})), "fold-path")
}
