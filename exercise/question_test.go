package exercise

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

// A game exercise's question gives nothing away: its trace holds the full game tree
// (every position with all its moves, as the minimax exercise of the position has
// them) and every leaf has a value, pruned or not; pruned nodes stay pruned, and
// the cuts asked are still the edges from a visited parent into a pruned child.
func TestGameQuestionIsTheFullTree(t *testing.T) {
	t.Parallel()
	for _, spec := range []Spec{
		{Source: SourceTicTacToe, Position: "XOX.O.X..", Q: Prune},
		{Source: SourceTicTacToe, Position: "XOX.O.X..", Q: Window, FailHard: true},
		{Source: SourceStones, Position: "5", Q: Window},
		{Source: SourceStones, Position: "6", Q: Prune},
	} {
		e, err := New(spec)
		require.NoError(t, err, "%+v", spec)
		full := spec
		full.Q = Values
		mm, err := New(full)
		require.NoError(t, err)
		require.Equal(t, mm.NodeCount(), e.NodeCount(), "%+v", spec)

		pruned, prunedLeaves := 0, 0
		for id := range e.NodeCount() {
			nd := e.nodes[id]
			m, ok := mm.Lookup(nd.name)
			require.True(t, ok, "%+v: %q", spec, nd.name)
			assert.Len(t, e.children[id], len(mm.children[m]), "%+v: %q has all its moves", spec, nd.name)
			if len(e.children[id]) == 0 {
				assert.True(t, nd.HasValue, "%+v: leaf %q has a value", spec, nd.name)
				assert.Equal(t, mm.nodes[m].Value, nd.Value, "%+v: leaf %q", spec, nd.name)
			}
			if nd.Kind == trace.Pruned {
				pruned++
				if len(e.children[id]) == 0 {
					prunedLeaves++
				}
			}
		}
		assert.Positive(t, prunedLeaves, "%+v: a pruned finished position, valued", spec)
		assert.Greater(t, pruned, len(e.cutEdges()), "%+v: whole pruned subtrees", spec)
		for _, c := range e.cutEdges() {
			assert.NotEqual(t, trace.Pruned, e.nodes[c.parent].Kind)
		}
		assert.Equal(t, "true", e.Params.Values()["pruned-whole"], "the page's /api/trace and /api/render draw the same tree")
	}
}
