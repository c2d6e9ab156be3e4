package trace_test

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

// TestLiftDoesNotDependOnTheAlgorithm: a depth-limited search writes a won game as
// "win n" when some line of the game reaches the depth limit, and as the plain score
// when none does, whatever the algorithm visits: alpha-beta's cuts and the table's hits
// must not change how the same problem reads. (Before, stones 3 at depth 2 read
// "win 3" under minimax and "3" under alpha-beta with ordering.)
func TestLiftDoesNotDependOnTheAlgorithm(t *testing.T) {
	t.Parallel()
	positions := []struct{ game, pos string }{
		{"stones", "3"}, {"stones", "5"}, {"stones", "7"}, {"stones", "12"},
		{"tictactoe", "XO.X.O..."}, {"tictactoe", "XOXOX...."}, {"tictactoe", "X.O.X.O.."}, {"tictactoe", "........."},
		{"connect4", "4453"}, {"connect4", "44444433333"},
	}
	forms := []trace.Options{
		{Algorithm: trace.Minimax}, {Algorithm: trace.Negamax},
		{Algorithm: trace.AlphaBeta}, {Algorithm: trace.AlphaBeta, Order: true},
		{Algorithm: trace.AlphaBeta, Order: true, TT: trace.TTBounds},
		{Algorithm: trace.NegamaxAlphaBeta, Order: true, TT: trace.TTBounds},
		{Algorithm: trace.NegamaxAlphaBeta, Order: true, FailHard: true},
		{Algorithm: trace.Minimax, TT: trace.TTBounds},
	}
	checked := 0
	for _, p := range positions {
		for depth := 1; depth <= 6; depth++ {
			var want string
			for i, o := range forms {
				o.Depth = depth
				o.Record = i%2 == 0
				g, err := games.New(p.game, p.pos, games.Options{})
				require.NoError(t, err)
				tr, err := trace.Search(g.(trace.Game), o)
				require.NoError(t, err)
				_, lifted := trace.GameScore(tr.Value)
				got := fmt.Sprintf("%s (lifted %v)", trace.FormatValue(tr.Value), lifted)
				if i == 0 {
					want = got
					continue
				}
				require.Equal(t, want, got, "%s %s depth %d %+v", p.game, p.pos, depth, o)
				checked++
			}
		}
	}
	t.Logf("%d searches agree with minimax", checked)
}
