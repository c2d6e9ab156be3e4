package versus

import (
	"context"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/games"
)

func stringsReader(s string) *strings.Reader { return strings.NewReader(s) }

// A tally per opponent and colour, both colours, its counts summing to the games.
func TestPlayTally(t *testing.T) {
	t.Parallel()
	for _, game := range Games {
		t.Run(game, func(t *testing.T) {
			t.Parallel()
			sp := PlaySpec{Game: game, Opponents: []string{"ab1", "ab2"}, Games: 3, Iterations: 200, Seed: 5}
			var streamed []Tally
			ts, err := Play(context.Background(), sp, func(t Tally) error { streamed = append(streamed, t); return nil })
			require.NoError(t, err)
			assert.Equal(t, ts, streamed)
			require.Len(t, ts, 4)
			for i, tl := range ts {
				assert.Equal(t, sp.Opponents[i/2], tl.Opponent)
				assert.Equal(t, i%2 == 0, tl.MCTSFirst, "MCTS first, then second")
				assert.Equal(t, 3, tl.Games)
				assert.Equal(t, tl.Games, tl.Wins+tl.Draws+tl.Losses)
				assert.Greater(t, tl.MeanLength, 4.0)
			}
			again, err := Play(context.Background(), sp, nil)
			require.NoError(t, err)
			for i := range ts {
				assert.Equal(t, [3]int{ts[i].Wins, ts[i].Draws, ts[i].Losses}, [3]int{again[i].Wins, again[i].Draws, again[i].Losses}, "seeded")
			}
		})
	}
}

// Tic-tac-toe's perfect player (a full alpha-beta) never loses: against itself a draw,
// against a weak MCTS never a loss.
func TestTicTacToePerfect(t *testing.T) {
	t.Parallel()
	p, err := NewOpponent(TicTacToe, Perfect)
	require.NoError(t, err)
	o, n, err := PlayGame(context.Background(), TicTacToe, p, p, true)
	require.NoError(t, err)
	assert.Equal(t, Draw, o)
	assert.Equal(t, 9, n)
	ts, err := Play(context.Background(), PlaySpec{Game: TicTacToe, Opponents: []string{Perfect}, Games: 4, Iterations: 20, Seed: 1}, nil)
	require.NoError(t, err)
	for _, tl := range ts {
		assert.Zero(t, tl.Wins, "%+v", tl)
	}
}

// Connect-4's perfect player plays an optimal column of the kept positions of 14
// stones or more, and wins from a won position against MCTS.
func TestConnect4Perfect(t *testing.T) {
	t.Parallel()
	p, err := NewOpponent(Connect4, Perfect)
	require.NoError(t, err)
	for _, pos := range Connect4Positions() {
		if len(pos.Position) < 14 {
			continue
		}
		g, err := pos.NewGame()
		require.NoError(t, err)
		m, err := p.Move(context.Background(), g)
		require.NoError(t, err)
		assert.True(t, pos.Optimal(g.MoveName(m)), "%s: %s", pos.Position, g.MoveName(m))
	}
	// the book answers the empty board at once: the centre
	m, err := p.Move(context.Background(), games.NewConnect4())
	require.NoError(t, err)
	assert.Equal(t, games.Move(3), m)
	_ = c4.Width
}

func TestOpponents(t *testing.T) {
	t.Parallel()
	got, err := ParseOpponents(" Perfect,ab2, ab12")
	require.NoError(t, err)
	assert.Equal(t, []string{Perfect, "ab2", "ab12"}, got)
	for _, s := range []string{"", "ab", "ab0", "ab13", "abc", "minimax", "ab2,ab2"} {
		_, err := ParseOpponents(s)
		assertCode(t, "versus.opponent", err)
	}
	for _, tc := range []struct {
		sp   PlaySpec
		code string
	}{
		{PlaySpec{Game: "stones", Opponents: []string{"ab2"}, Games: 1, Iterations: 1}, "versus.game"},
		{PlaySpec{Game: TicTacToe, Games: 1, Iterations: 1}, "versus.opponent"},
		{PlaySpec{Game: TicTacToe, Opponents: []string{"ab99"}, Games: 1, Iterations: 1}, "versus.opponent"},
		{PlaySpec{Game: TicTacToe, Opponents: []string{"ab2"}, Games: 0, Iterations: 1}, "versus.games"},
		{PlaySpec{Game: TicTacToe, Opponents: []string{"ab2"}, Games: 1, Iterations: 0}, "versus.iterations"},
	} {
		_, err := Play(context.Background(), tc.sp, nil)
		assertCode(t, tc.code, err)
	}
}
