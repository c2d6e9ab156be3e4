package lecture

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A step's tree draws only reached nodes, folds to its columns, never folds the
// current node's path or its children, and its folds count every reached node it does
// not draw; a tree that fits is not folded.
func TestStepTreeFolds(t *testing.T) {
	t.Parallel()
	p := textbook()
	p.Position = "random:b=4,d=4,seed=3"
	tr := searched(t, p)
	kids := tr.Children()
	st := tr.States(-1)
	folded := 0
	for k := range tr.StepCount() {
		tr.Apply(st, k)
		cur := tr.Current(k)
		reached := 0
		for _, ns := range st {
			if ns.Reached {
				reached++
			}
		}
		for _, cols := range []int{8, 1 << 30} {
			s := newStepTree(tr, kids, st, cur, cols)
			drawn := map[int32]bool{}
			var walk func(it *item)
			walk = func(it *item) {
				if it.id >= 0 {
					require.True(t, st[it.id].Reached, "step %d: node %d drawn before it is reached", k+1, it.id)
					drawn[it.id] = true
				}
				for _, c := range it.kids {
					walk(c)
				}
			}
			walk(s.root)
			assert.Equal(t, reached, size(s.root), "step %d: drawn and folded nodes are the reached ones", k+1)
			for n := cur; n >= 0; n = tr.Parent(n) {
				assert.True(t, drawn[n], "step %d: the path's node %d is drawn", k+1, n)
			}
			for _, c := range kids.Of(cur) {
				if st[c].Reached {
					assert.True(t, drawn[c], "step %d: the current node's child %d is drawn", k+1, c)
				}
			}
			if cols > 100 {
				assert.Len(t, drawn, reached, "step %d: nothing folded without a limit", k+1)
			} else if s.slots > cols {
				// only a path of wide nodes may overflow: every node beside it is folded
				assert.LessOrEqual(t, s.slots, cols+kids.Count(cur)+2*int(tr.Node(cur).Depth)+2, "step %d", k+1)
			}
			if len(drawn) < reached {
				folded++
			}
		}
	}
	assert.Positive(t, folded, "the random tree's later steps fold")
}
