package c4

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

func mustGame(t *testing.T, moves string) trace.Game {
	t.Helper()
	g, err := games.ParseConnect4(moves, games.Options{})
	require.NoError(t, err)
	return g
}

// webNodeCap is the page's recording budget (web: Config.MaxNodes' default cap).
const webNodeCap = 600_000

// TestRecordedTwinVisitsTheSameNodes: the recorded twin of the hot loop visits the
// same nodes and gives the same score as negamaxFull, on the same window from the
// same (fresh) table, on End-Easy and Middle-Easy samples.
func TestRecordedTwinVisitsTheSameNodes(t *testing.T) {
	for _, set := range []string{"Test_L3_R1", "Test_L2_R1"} {
		for _, l := range every(readSet(t, set), 50) {
			if l.pos.canWinNext() {
				continue
			}
			lo, hi := -(Cells-l.pos.moves)/2, (Cells+1-l.pos.moves)/2
			plain := newAll(t)
			want := plain.negamaxFull(l.pos, lo, hi)

			rec := newAll(t)
			tr, err := TraceSolve(l.moves, MinTableEntries, 0, 0)
			require.NoError(t, err, l.moves)
			rc, err := trace.NewRecording(mustGame(t, l.moves), trace.Options{})
			require.NoError(t, err)
			got := rec.solveRecorded(l.pos, rc, 0)
			require.Equal(t, want, got, l.moves)
			require.Equal(t, plain.Nodes(), rec.Nodes(), "%s: the same nodes", l.moves)
			require.Equal(t, l.score, got, "%s: exact", l.moves)
			require.Equal(t, l.score, tr.Score, l.moves)
			require.EqualValues(t, plain.Nodes(), tr.Stats.Nodes, l.moves)
		}
	}
}

// TestTraceSolveMiddleEasy: every 10th Middle-Easy position solves, recorded, within
// the page's budget; the trace's value is the exact score, its best move is a best
// column, and its nodes are the visited ones plus the pruned ones.
func TestTraceSolveMiddleEasy(t *testing.T) {
	biggest := 0
	for _, l := range every(readSet(t, "Test_L2_R1"), 10) {
		tr, err := TraceSolve(l.moves, 0, webNodeCap, 0)
		require.NoError(t, err, l.moves)
		require.True(t, tr.Complete)
		require.Equal(t, l.score, tr.Value, l.moves)
		biggest = max(biggest, tr.NodeCount())
		require.NotEmpty(t, tr.BestMove, l.moves)
		s := newAll(t)
		scores, ok, err := s.Analyze(l.pos, false)
		require.NoError(t, err)
		col := int(tr.BestMove[0] - '1')
		require.True(t, ok[col], l.moves)
		require.Equal(t, l.score, scores[col], "%s: the trace's move %s is a best column", l.moves, tr.BestMove)
		visited, pruned := 0, 0
		for i := range tr.NodeCount() {
			if tr.Kind(int32(i)) == trace.Pruned {
				pruned++
			} else {
				visited++
			}
		}
		require.EqualValues(t, tr.Stats.Nodes, visited, l.moves)
		_ = pruned
	}
	t.Logf("largest Middle-Easy trace (every 10th line): %d nodes", biggest)
	assert.Less(t, biggest, webNodeCap)
}

// TestTraceSolveBudget: a recording that outgrows its budget stops with a coded error.
func TestTraceSolveBudget(t *testing.T) {
	_, err := TraceSolve("52753311433677442422121", 0, 20, 0)
	require.ErrorIs(t, err, ErrStopped)
	assert.Contains(t, err.Error(), "recording budget of 20")
}
