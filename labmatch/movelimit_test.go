package labmatch

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
)

// Each of the student's moves is bounded: an evaluation that goes endless after a few
// moves is stopped on that move, said by move and game, within about the limit; the
// moves before are reported one by one. A good evaluation plays the whole tournament.
func TestMoveLimit(t *testing.T) {
	t.Parallel()
	endlessLater := "def evaluate(board, player):\n    if sum([r.count('X') + r.count('O') for r in board]) >= 5:\n        while True:\n            pass\n    return 0\n"
	for _, c := range []struct {
		name     string
		src      string
		spec     Spec
		wantCode []string
	}{
		{"endless after a few moves, time", endlessLater, Spec{Game: "tictactoe", Depth: 1, Games: 2, MoveMillis: 300, MoveSteps: 1 << 40}, []string{"match.move_time"}},
		{"endless after a few moves, steps", endlessLater, Spec{Game: "tictactoe", Depth: 1, Games: 2, MoveMillis: 60_000, MoveSteps: 200_000}, []string{"match.move_steps"}},
		{"a good evaluation", "def evaluate(board, player):\n    return 0\n", Spec{Game: "tictactoe", Depth: 1, Games: 2, MoveMillis: 300}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p, err := lab.Load(lab.KindEval, c.src, lab.Limits{Steps: 1 << 40, Time: time.Minute})
			require.NoError(t, err)
			var moves []MoveProgress
			start := time.Now()
			res, err := RunMoves(c.spec, lab.Local{P: p}, nil, func(m MoveProgress) { moves = append(moves, m) })
			if c.wantCode == nil {
				require.NoError(t, err)
				assert.Len(t, res.Games, 2)
				assert.NotEmpty(t, moves)
				return
			}
			var le *lab.Error
			require.ErrorAs(t, err, &le)
			assert.Contains(t, c.wantCode, le.Kind)
			assert.Less(t, time.Since(start), 5*time.Second)
			assert.Equal(t, 1, le.Args["game"])
			assert.Equal(t, len(moves)+1, le.Args["move"], "the moves before were reported")
			assert.Contains(t, le.Text("en"), "on your move")
		})
	}
}

// A move's bound is the smaller of the move's and the budget left, and the budget
// comes back after the move, less the steps spent.
func TestBoundMoveRestores(t *testing.T) {
	t.Parallel()
	p, err := lab.Load(lab.KindEval, "def evaluate(board, player):\n    n = 0\n    for i in range(1000):\n        n += i\n    return 0\n", lab.Limits{Steps: 1 << 30, Time: time.Minute})
	require.NoError(t, err)
	ev := lab.Local{P: p}
	restore := ev.BoundMove(100, time.Second)
	_, err = ev.Evaluate([]string{"...", "...", "..."}, "X")
	require.Error(t, err, "1000 iterations are more than 100 steps")
	restore()
	// a move bounded to a little more than one evaluation: after it, the evaluation
	// runs again and again on the budget given back
	loop := "def evaluate(board, player):\n    n = 0\n    for i in range(1000):\n        n += i\n    return 1\n"
	q, err := lab.Load(lab.KindEval, loop, lab.Limits{Steps: 1 << 30, Time: time.Minute})
	require.NoError(t, err)
	ev = lab.Local{P: q}
	before := q.Steps()
	_, err = ev.Evaluate([]string{"...", "...", "..."}, "X")
	require.NoError(t, err)
	one := q.Steps() - before
	restore = ev.BoundMove(one*3/2, time.Second)
	v, err := ev.Evaluate([]string{"...", "...", "..."}, "X")
	require.NoError(t, err)
	assert.EqualValues(t, 1, v)
	restore()
	for range 3 {
		v, err = ev.Evaluate([]string{"...", "...", "..."}, "X")
		require.NoError(t, err, "the budget is back")
		assert.EqualValues(t, 1, v)
	}
}
