package games

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wins reports whether playing m wins at once for the side to move of g.
func wins(g Game, m Move) bool {
	c := g.(interface{ Clone() Game }).Clone()
	c.Play(m)
	over, score := c.Result()
	return over && score != 0
}

// TestConnect4Threats checks Threats against playing every column, for the side to
// move and (sides swapped) for its opponent, on random positions.
func TestConnect4Threats(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	seen := 0
	for range 3000 {
		g := NewConnect4()
		playRandom(g, rng, rng.IntN(30))
		got, own := g.Threats(nil)
		if over, _ := g.Result(); over {
			require.Empty(t, got)
			continue
		}
		swapped := *g
		swapped.b.Current ^= swapped.b.Mask // the opponent to move
		var wantOwn, wantOpp []Move
		for _, m := range g.Moves(nil) {
			switch {
			case wins(g, m):
				wantOwn = append(wantOwn, m)
			case wins(&swapped, m):
				wantOpp = append(wantOpp, m)
			}
		}
		require.Equal(t, len(wantOwn), own, g.Position())
		require.Equal(t, append(wantOwn, wantOpp...), got, g.Position())
		if len(got) > 0 {
			seen++
		}
	}
	assert.Greater(t, seen, 300, "positions with threats")
}

// TestTicTacToeThreats checks Threats against the 8 lines counted one by one.
func TestTicTacToeThreats(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 4))
	for range 2000 {
		g := NewTicTacToe()
		playRandom(g, rng, rng.IntN(8))
		got, own := g.Threats(nil)
		if over, _ := g.Result(); over {
			require.Empty(t, got)
			continue
		}
		me, opp := g.stones[g.n&1], g.stones[(g.n+1)&1]
		completes := func(stones uint16, c int) bool {
			for _, l := range tttLines {
				if l&(1<<c) != 0 && stones&l == l&^(1<<c) {
					return true
				}
			}
			return false
		}
		var wantOwn, wantOpp []Move
		for _, m := range g.Moves(nil) {
			switch {
			case completes(me, int(m)):
				wantOwn = append(wantOwn, m)
			case completes(opp, int(m)):
				wantOpp = append(wantOpp, m)
			}
		}
		require.Equal(t, len(wantOwn), own)
		require.True(t, slices.Equal(append(wantOwn, wantOpp...), got), "%s: %v, want %v + %v", g.Position(), got, wantOwn, wantOpp)
	}
}
