package games

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The checks the board games' tests share.

// requireParseError checks that err is game's *ParseError for input, at offset, and
// that its detail says want.
func requireParseError(t *testing.T, err error, game, input string, offset int, want string) {
	t.Helper()
	var pe *ParseError
	require.True(t, errors.As(err, &pe), "%T is a *ParseError", err)
	assert.Equal(t, game, pe.Game)
	assert.Equal(t, input, pe.Input)
	assert.Equal(t, offset, pe.Offset)
	assert.Contains(t, pe.Detail.Error(), want)
}

// checkResult checks g's result, and that a finished game has no moves and any other
// has some.
func checkResult(t *testing.T, g Game, over bool, score int) {
	t.Helper()
	gotOver, gotScore := g.Result()
	assert.Equal(t, over, gotOver)
	assert.Equal(t, score, gotScore)
	if over {
		assert.Empty(t, g.Moves(nil), "a finished game has no moves")
	} else {
		assert.NotEmpty(t, g.Moves(nil))
	}
}

// boarded is a game that draws its board.
type boarded interface {
	Game
	Board() []string
}

// distinctPositions walks every line of play from g up to depth moves, checks that no
// key stands for two boards, and counts the boards it met.
func distinctPositions(t *testing.T, g boarded, depth int) int {
	t.Helper()
	seen := map[uint64]string{}
	var walk func(d int)
	walk = func(d int) {
		board := strings.Join(g.Board(), "/")
		if q, ok := seen[g.Key()]; ok {
			require.Equal(t, q, board, "one key, two positions")
			return
		}
		seen[g.Key()] = board
		if d == 0 {
			return
		}
		for _, m := range g.Moves(nil) {
			g.Play(m)
			walk(d - 1)
			g.Undo(m)
		}
	}
	walk(depth)
	return len(seen)
}

// playRandom plays up to n random legal moves (fewer when the game ends).
func playRandom(g Game, rng *rand.Rand, n int) {
	for ; n > 0; n-- {
		ms := g.Moves(nil)
		if len(ms) == 0 {
			return
		}
		g.Play(ms[rng.IntN(len(ms))])
	}
}
