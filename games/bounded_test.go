package games

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMaxPliesBoundsEveryGame: random games never last longer than MaxPlies says.
func TestMaxPliesBoundsEveryGame(t *testing.T) {
	t.Parallel()
	r := rand.New(rand.NewPCG(3, 4))
	for _, c := range []struct{ game, pos string }{
		{"tictactoe", ""}, {"tictactoe", "XO.X....."}, {"connect4", ""}, {"connect4", "4453"},
		{"stones", "17"}, {"stones", "1"}, {"coin", "9"}, {"coin", "5t"},
	} {
		for range 300 {
			g, err := New(c.game, c.pos, Options{})
			require.NoError(t, err)
			bound := g.(Bounded).MaxPlies()
			plies := 0
			for {
				moves := g.Moves(nil)
				if len(moves) == 0 {
					break
				}
				g.Play(moves[r.IntN(len(moves))])
				plies++
				require.GreaterOrEqual(t, g.(Bounded).MaxPlies(), 0)
			}
			require.LessOrEqual(t, plies, bound, "%s %s", c.game, c.pos)
		}
	}
}
