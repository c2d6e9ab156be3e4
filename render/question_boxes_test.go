package render

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

// A question draws an answer box only where it asks something: the order question
// (Order alone) asks for the leaves' numbers, so its inner nodes have no empty box and
// every leaf's edge has one; every other question (values, pruning, the window, and the
// window with the order) keeps an empty box on every inner node. Trees and a game's
// boards, on screen and on a sheet.
func TestQuestionBoxesOnlyWhereAsked(t *testing.T) {
	t.Parallel()
	tree := search(t, "tree", fig52, trace.Options{Algorithm: trace.Minimax})
	game := search(t, "tictactoe", "XOX/OO./X..", trace.Options{Algorithm: trace.Minimax})
	for _, c := range []struct {
		name        string
		tr          *trace.Trace
		opt         Options
		innerBoxes  bool // an empty box on every inner node
		leafNumbers bool // an order box on the edge into every leaf
	}{
		{"values", tree, Options{Look: LookQuestion}, true, false},
		{"window", tree, Options{Look: LookQuestion, Window: true}, true, false},
		{"order", tree, Options{Look: LookQuestion, Order: true}, false, true},
		{"order sheet es", tree, Options{Look: LookQuestion, Order: true, Sheet: true, Header: HeaderCompact, Lang: "es"}, false, true},
		{"window and order", tree, Options{Look: LookQuestion, Window: true, Order: true}, true, true},
		{"game values", game, Options{Look: LookQuestion, MaxWidth: FullSize}, true, false},
		{"game order", game, Options{Look: LookQuestion, Order: true, MaxWidth: FullSize}, false, true},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			ids := byID(parseSVG(t, DrawSVG(c.tr, c.opt)))
			inner, leaves := 0, 0
			for i := range c.tr.NodeCount() {
				n := ids[fmt.Sprintf("a_n%d", i)]
				require.NotNil(t, n, "node %d", i)
				if c.tr.Children().Count(int32(i)) == 0 {
					leaves++
					if i > 0 {
						_, ok := ids[fmt.Sprintf("a_e%d-order", i)]
						assert.Equal(t, c.leafNumbers, ok, "leaf %d's order box", i)
					}
					assert.Zero(t, blanks(n), "leaf %d has a value: no empty box", i)
					continue
				}
				inner++
				want := 0
				if c.innerBoxes {
					want = 1
				}
				assert.Equal(t, want, blanks(n), "inner node %d's empty boxes", i)
			}
			require.Positive(t, inner)
			require.Positive(t, leaves)
		})
	}
}

// blanks counts the empty write-in boxes drawn in node n (svgBlank: a white box with
// a thin muted outline).
func blanks(n *xnode) int {
	k := 0
	n.walk(func(c *xnode) {
		if (c.XMLName.Local == "polygon" || c.XMLName.Local == "rect") && c.attr("fill") == "#ffffff" && c.attr("stroke") == colMuted {
			k++
		}
	})
	return k
}
