package labmatch

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
)

func courseF(t *testing.T) lab.Evaluator {
	src, ok := lab.ExampleSource("connect4_course")
	require.True(t, ok)
	p, err := lab.Load(lab.KindEval, src, lab.Limits{Steps: 1 << 62, Time: 1 << 40})
	require.NoError(t, err)
	return lab.Local{P: p}
}

// Seed 002's F against eval=course at the same depth: the same player, so every
// opening's two games are the same game with the colours swapped, and the tally is
// even.
func TestTournamentAgainstItself(t *testing.T) {
	t.Parallel()
	var seen []GameResult
	res, err := Run(Spec{Game: "connect4", Opponents: []string{PlayerCourse}, Depth: 2, Games: 6, Seed: 1}, courseF(t), func(g GameResult) { seen = append(seen, g) })
	require.NoError(t, err)
	require.Len(t, seen, 6)
	assert.Equal(t, seen, res.Games)
	for i, g := range seen {
		assert.Equal(t, i+1, g.N)
		assert.Equal(t, 6, g.Of)
	}
	tl := res.Tally[PlayerCourse]
	assert.Equal(t, 6, tl.Win+tl.Draw+tl.Loss)
	assert.Equal(t, tl.Win, tl.Loss, "%+v", tl)
	for i := 0; i < 6; i += 2 {
		assert.Equal(t, seen[i].Moves, seen[i+1].Moves, "the same game with the colours swapped")
	}
}

func TestTournamentSolverAndTicTacToe(t *testing.T) {
	t.Parallel()
	src, _ := lab.ExampleSource("tictactoe_lines")
	p, err := lab.Load(lab.KindEval, src, lab.Limits{})
	require.NoError(t, err)
	res, err := Run(Spec{Game: "tictactoe", Opponents: []string{PlayerSolver, PlayerCourse}, Depth: 2, Games: 4}, lab.Local{P: p}, nil)
	require.NoError(t, err)
	assert.Equal(t, 0, res.Tally[PlayerSolver].Win, "nobody beats perfect play")
	_, err = Run(Spec{Game: "tictactoe", Opponents: []string{"better"}}, lab.Local{P: p}, nil)
	assert.Error(t, err)
	_, err = Run(Spec{Game: "chess"}, lab.Local{P: p}, nil)
	assert.Error(t, err)
}

// The student's F scores what eval=course scores.
func TestQualityOfCourseF(t *testing.T) {
	t.Parallel()
	qs, err := Measure("connect4", 2, courseF(t), nil)
	require.NoError(t, err)
	require.Len(t, qs, 3)
	assert.Equal(t, PlayerLab, qs[0].Eval)
	assert.Equal(t, qs[1].Optimal, qs[0].Optimal)
	assert.Equal(t, 100, qs[0].Positions)
	t.Logf("quality at depth 2: %+v", qs)
}
