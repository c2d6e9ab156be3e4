package lanes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render/svgconv"
)

// The requests about one search share its slot: one of them may have heavy work of
// its own (a big trace's JSON), the others light work only (its SVG); the search's
// nodes are counted once; the slot goes when the last one leaves.
func TestHeavySlotSharedBySearch(t *testing.T) {
	t.Parallel()
	l := NewHeavy(1, 1<<30)
	search := Cost{Nodes: 550_000, Recorded: true}
	svg := Cost{}                             // an SVG the server draws: light
	png := Cost{Pixels: svgconv.MaxPNGPixels} // the largest PNG: heavy work of its own
	for _, order := range []string{"trace first", "picture first"} {
		var first, second *Ticket
		var err error
		if order == "trace first" {
			first, err = l.Admit("k", search, search)
			require.NoError(t, err)
			second, err = l.Admit("k", search.Add(svg), svg)
		} else {
			first, err = l.Admit("k", search.Add(svg), svg)
			require.NoError(t, err)
			second, err = l.Admit("k", search, search)
		}
		require.NoError(t, err, order)
		_, inUse := l.Stats()
		assert.Equal(t, search.Bytes()+svg.Bytes(), inUse, "%s: the search's nodes once", order)
		_, err = l.Admit("k", search, search)
		assert.Error(t, err, "%s: a second trace's JSON is heavy work too", order)
		_, err = l.Admit("other", search, search)
		assert.Error(t, err, "%s: another search", order)
		first.Release()
		running, _ := l.Stats()
		assert.Equal(t, 1, running, "%s: the slot stays with the second", order)
		second.Release()
		running, inUse = l.Stats()
		assert.Zero(t, running)
		assert.Zero(t, inUse)
	}
	tk, err := l.Admit("k", search.Add(svg), svg)
	require.NoError(t, err)
	big, err := l.Admit("k", search.Add(png), png)
	require.NoError(t, err, "the only heavy work of its own")
	big.Release()
	tk.Release()
	assert.Empty(t, l.bySpell)
}
