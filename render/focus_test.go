package render

import (
	"strconv"

	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

// assertKept checks that plan p draws f, the path to it and its children as themselves.
func assertKept(t *testing.T, p *plan, f int32, what string) {
	t.Helper()
	for v := p.t.Parent(f); v >= 0; v = p.t.Parent(v) {
		assert.Equal(t, mExpanded, p.mode[v], "%s: ancestor %d of %d", what, v, f)
	}
	assert.NotContains(t, []uint8{mHidden, mFolded}, p.mode[f], "%s: node %d", what, f)
	for _, ch := range p.children(f) {
		if p.drawable(ch) {
			assert.NotContains(t, []uint8{mHidden, mFolded}, p.mode[ch], "%s: child %d of %d", what, ch, f)
		}
	}
}

// A focus is never folded away, in a tree folded to the budget and in a region; a
// step's current node is its focus by default; without a focus, the same node folds.
func TestFocusNeverFolded(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", "random:branching=3,depth=6,seed=3", trace.Options{Algorithm: trace.Minimax})
	deep := int32(-1) // an inner node at depth 4
	for i := range tr.NodeCount() {
		d := 0
		for v := int32(i); v > 0; v = tr.Parent(v) {
			d++
		}
		if d == 4 && tr.Children().Count(int32(i)) > 0 {
			deep = int32(i)
		}
	}
	require.Positive(t, deep)
	folded := newPlan(tr, Options{Step: Finished, Budget: 30})
	require.Contains(t, []uint8{mHidden, mFolded}, folded.mode[deep], "the test needs a node the budget folds")

	for _, opt := range []Options{
		{Step: Finished, Budget: 30, Focus: int(deep)},
		{Step: Finished, Budget: 10, Focus: int(deep), Unreached: UnreachedGhost},
		{Step: Finished, Region: true, Focus: int(deep)},
		{Step: 3, Region: true, Focus: int(deep), Unreached: UnreachedGhost},
	} {
		assertKept(t, newPlan(tr, opt), deep, "focus")
	}
	// a step's current node, with no focus given
	for k := 0; k < tr.StepCount(); k += 37 {
		c := tr.Current(k)
		for _, opt := range []Options{{Step: k, Budget: 20, Focus: NoFocus}, {Step: k, Budget: 20}, {Step: k, Budget: 10, Unreached: UnreachedGhost}} {
			if c > 0 {
				assertKept(t, newPlan(tr, opt), c, "current")
			}
		}
	}
	// the picture draws it: its id, its children's
	svg := string(DrawSVG(tr, Options{Step: Finished, Budget: 30, Focus: int(deep)}))
	assert.Contains(t, svg, `id="n`+strconv.Itoa(int(deep))+`"`)
	assert.NotContains(t, string(DrawSVG(tr, Options{Step: Finished, Budget: 30})), `id="n`+strconv.Itoa(int(deep))+`"`)
}

func TestFocusOption(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		in   string
		want int
		ok   bool
	}{{"-1", NoFocus, true}, {"0", 0, true}, {" 17 ", 17, true}, {"-2", 0, false}, {"x", 0, false}, {"1073741825", 0, false}} {
		var o Options
		err := o.Set("focus", c.in)
		if !c.ok {
			assert.Error(t, err, c.in)
			continue
		}
		require.NoError(t, err, c.in)
		assert.Equal(t, c.want, o.Focus, c.in)
	}
}
