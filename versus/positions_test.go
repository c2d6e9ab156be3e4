package versus

import (
	"cmp"
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
)

func assertCode(t *testing.T, code string, err error) {
	t.Helper()
	c, ok := msg.Find(err)
	if assert.True(t, ok, "%v", err) {
		assert.Equal(t, code, c.Code(), "%v", err)
	}
}

// negamax is the reference: a plain negamax of tic-tac-toe, +1 a win, 0 a draw, -1 a
// loss for the side to move.
func negamax(g games.Game) int {
	if over, score := g.Result(); over {
		return cmp.Compare(score, 0)
	}
	best := -2
	var buf [9]games.Move
	for _, m := range g.Moves(buf[:0]) {
		g.Play(m)
		best = max(best, -negamax(g))
		g.Undo(m)
	}
	return best
}

// Tic-tac-toe's positions: distinct, of 1 to 4 stones, each telling, each move's
// outcome the reference's.
func TestTicTacToePositions(t *testing.T) {
	t.Parallel()
	ps, err := TicTacToePositions(context.Background(), 7, 30)
	require.NoError(t, err)
	require.Len(t, ps, 30)
	seen := map[string]bool{}
	for _, p := range ps {
		assert.False(t, seen[p.Position], p.Position)
		seen[p.Position] = true
		g, err := p.NewGame()
		require.NoError(t, err)
		s := stones(g)
		assert.True(t, s >= 1 && s <= 4, p.Position)
		var buf [9]games.Move
		for i, m := range g.Moves(buf[:0]) {
			assert.Equal(t, g.MoveName(m), p.Moves[i])
			g.Play(m)
			assert.Equal(t, -negamax(g), p.Outcomes[i], "%s %s", p.Position, p.Moves[i])
			g.Undo(m)
		}
		optimal := 0
		for _, m := range p.Moves {
			if p.Optimal(m) {
				optimal++
			}
		}
		assert.True(t, optimal > 0 && optimal < len(p.Moves), p.Position)
		assert.False(t, p.Optimal("zz"))
	}
}

// The kept connect-4 set: 40 positions of 8 to 14 stones, each telling; those of 14
// stones or more solved again agree (the others take the solver seconds).
func TestConnect4Set(t *testing.T) {
	t.Parallel()
	ps := Connect4Positions()
	require.Len(t, ps, connect4SetSize)
	s, err := c4.New(c4.Fastest, 1<<20)
	require.NoError(t, err)
	checked := 0
	for _, p := range ps {
		assert.True(t, len(p.Position) >= 8 && len(p.Position) <= 14, p.Position)
		assert.True(t, p.telling(), p.Position)
		if len(p.Position) < 14 {
			continue
		}
		pos, err := c4.Parse(p.Position)
		require.NoError(t, err)
		scores, ok, err := s.Analyze(pos, true)
		require.NoError(t, err)
		i := 0
		for col := range c4.Width {
			if ok[col] {
				assert.Equal(t, sign(scores[col]), p.Outcomes[i], "%s column %d", p.Position, col+1)
				i++
			}
		}
		checked++
	}
	assert.Equal(t, 5, checked)
	_, err = ReadConnect4(stringsReader("4453 +++"))
	assert.Error(t, err)
	_, err = ReadConnect4(stringsReader("4453 ++x++++"))
	assert.Error(t, err)
}

func TestPositionsOfGame(t *testing.T) {
	t.Parallel()
	ps, err := Positions(context.Background(), Connect4, 1, 5)
	require.NoError(t, err)
	assert.Equal(t, Connect4Positions()[:5], ps)
	_, err = Positions(context.Background(), "stones", 1, 5)
	assertCode(t, "versus.game", err)
}
