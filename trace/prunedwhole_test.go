package trace_test

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

// pathKey names node id by its moves from the root, so the nodes of two traces of
// one problem can be matched whatever their ids.
func pathKey(tr *trace.Trace, names *trace.Names, id int32) string {
	k := ""
	for ; id > 0; id = tr.Parent(id) {
		k = names.Move(id) + "/" + k
	}
	return k
}

// TestPrunedWholeRecordsTheFullTree: with Options.PrunedWhole, an alpha-beta search
// of a game records the same tree as minimax (every position with all its moves), a
// pruned finished position carries the value minimax gives it, and nothing the
// search did changes: steps, result, statistics, visited nodes.
func TestPrunedWholeRecordsTheFullTree(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		game, pos string
		failHard  bool
		alg       trace.Algorithm
	}{
		{"tictactoe", "XOX.O.X..", false, trace.AlphaBeta},
		{"tictactoe", "XO.XO....", true, trace.AlphaBeta},
		{"tictactoe", "X.O.X...O", false, trace.NegamaxAlphaBeta},
		{"stones", "6", false, trace.AlphaBeta},
		{"stones", "7", true, trace.NegamaxAlphaBeta},
	} {
		opt := trace.Options{Algorithm: tc.alg, FailHard: tc.failHard, Record: true}
		plain := search(t, newGame(t, tc.game, tc.pos, games.Options{}), opt)
		opt.PrunedWhole = true
		whole := search(t, newGame(t, tc.game, tc.pos, games.Options{}), opt)
		mm := search(t, newGame(t, tc.game, tc.pos, games.Options{}), trace.Options{Algorithm: trace.Minimax, Record: true})

		require.Equal(t, mm.NodeCount(), whole.NodeCount(), "%v: the minimax tree", tc)
		require.Greater(t, whole.NodeCount(), plain.NodeCount(), "%v: the search must prune", tc)
		assert.Equal(t, plain.Value, whole.Value, "%v", tc)
		assert.Equal(t, plain.PV, whole.PV, "%v", tc)
		plain.Stats.Elapsed, whole.Stats.Elapsed = 0, 0
		assert.Equal(t, plain.Stats, whole.Stats, "%v", tc)

		// every node of the minimax tree, at the same path, with the same kind of
		// position; a finished position with the same value
		mmNames, wNames, pNames := mm.Names(), whole.Names(), plain.Names()
		byPath := map[string]trace.Node{}
		for id := range whole.NodeCount() {
			byPath[pathKey(whole, wNames, int32(id))] = whole.Node(int32(id))
		}
		mmKids, wKids := mm.Children(), whole.Children()
		for id := range mm.NodeCount() {
			m := mm.Node(int32(id))
			key := pathKey(mm, mmNames, int32(id))
			w, ok := byPath[key]
			require.True(t, ok, "%v: %q recorded", tc, key)
			assert.Equal(t, mmKids.Count(m.ID), wKids.Count(w.ID), "%v: %q has all its children", tc, key)
			if m.Kind == trace.Terminal {
				assert.True(t, w.HasValue, "%v: leaf %q has a value", tc, key)
				assert.Equal(t, m.Value, w.Value, "%v: leaf %q", tc, key)
			}
			if w.Kind == trace.Pruned && wKids.Count(w.ID) > 0 {
				assert.False(t, w.HasValue, "%v: a pruned inner node %q has no value", tc, key)
			}
		}
		// the search itself: the visited nodes and the steps, the same
		visited := map[string]trace.Node{}
		for id := range plain.NodeCount() {
			if n := plain.Node(int32(id)); n.Kind != trace.Pruned {
				visited[pathKey(plain, pNames, int32(id))] = n
			}
		}
		for key, n := range visited {
			w := byPath[key]
			assert.Equal(t, n.Kind, w.Kind, "%v: %q", tc, key)
			assert.Equal(t, [4]int{n.Value, n.Alpha, n.Beta, int(n.Bound)}, [4]int{w.Value, w.Alpha, w.Beta, int(w.Bound)}, "%v: %q", tc, key)
		}
		require.Equal(t, plain.StepCount(), whole.StepCount(), "%v", tc)
		for k := range plain.StepCount() {
			a, b := plain.Step(k), whole.Step(k)
			assert.Equal(t, pathKey(plain, pNames, a.Node), pathKey(whole, wNames, b.Node), "%v: step %d", tc, k)
			a.Node, a.Child, b.Node, b.Child = 0, 0, 0, 0
			assert.Equal(t, a, b, "%v: step %d", tc, k)
		}
	}
}

// TestPrunedWholeDepthAndBudget: a pruned subtree stops at the depth limit (its
// positions there valued by the evaluation), and its nodes count against the
// recording budget.
func TestPrunedWholeDepthAndBudget(t *testing.T) {
	t.Parallel()
	opt := trace.Options{Algorithm: trace.AlphaBeta, Record: true, PrunedWhole: true, Depth: 2}
	tr := search(t, newGame(t, "tictactoe", "X........", games.Options{}), opt)
	kids := tr.Children()
	pruned := 0
	for id := range tr.NodeCount() {
		n := tr.Node(int32(id))
		assert.LessOrEqual(t, int(n.Depth), 2, "node %d", id)
		if n.Kind == trace.Pruned {
			pruned++
			if n.Depth == 2 {
				assert.True(t, n.HasValue, "pruned node %d at the limit is valued", id)
				assert.Zero(t, kids.Count(n.ID))
			}
		}
	}
	require.Positive(t, pruned)
	mm := search(t, newGame(t, "tictactoe", "X........", games.Options{}), trace.Options{Algorithm: trace.Minimax, Record: true, Depth: 2})
	assert.Equal(t, mm.NodeCount(), tr.NodeCount(), "the depth-2 tree, whole")

	opt = trace.Options{Algorithm: trace.AlphaBeta, Record: true, PrunedWhole: true, MaxNodes: 40}
	tr = search(t, newGame(t, "tictactoe", "XO.XO....", games.Options{}), opt)
	assert.True(t, tr.RecordTruncated, "157 nodes do not fit in 40")
	assert.LessOrEqual(t, tr.NodeCount(), 40)
}
