package c4

import (
	"math/rand/v2"
	"testing"

	"github.com/gametree/gametree/games"
	"github.com/stretchr/testify/require"
)

// TestAgreesWithGames plays random games in both this package's Position and package
// games' Connect4 and compares, at each of 100,000 positions, the playable columns,
// the winning moves, whether the game is won, the key, and the bitboard helpers the
// search uses against simple references.
func TestAgreesWithGames(t *testing.T) {
	rng := rand.New(rand.NewPCG(10, 4))
	var buf []games.Move
	positions := 0
	for positions < 100_000 {
		g := games.NewConnect4()
		var p Position
		for {
			positions++
			over, _ := g.Result()
			require.Equal(t, over, p.Won() || p.moves == Cells, g.Position())
			require.Equal(t, g.Key(), p.Key(), g.Position())
			require.Less(t, p.Key(), uint64(1)<<56)
			require.Equal(t, g.NumMoves(), p.NumMoves())
			buf = g.Moves(buf[:0])
			if over {
				require.Empty(t, buf)
				break
			}
			var playable [Width]bool
			for _, m := range buf {
				playable[m] = true
			}
			for c := 0; c < Width; c++ {
				require.Equal(t, playable[c], p.CanPlay(c), "%s column %d", g.Position(), c)
				if playable[c] {
					require.Equal(t, g.IsWinningMove(games.Move(c)), p.IsWinningMove(c), "%s column %d", g.Position(), c)
				}
			}
			checkHelpers(t, p, g.Position())
			m := buf[rng.IntN(len(buf))]
			g.Play(m)
			p.Play(int(m))
		}
	}
}

// checkHelpers compares winningSpots and nonLosingMoves with cell-by-cell references.
func checkHelpers(t *testing.T, p Position, name string) {
	t.Helper()
	var spots uint64
	for cell := uint64(1); cell != 0 && cell <= 1<<48; cell <<= 1 {
		if cell&boardMask != 0 && cell&p.mask == 0 && aligned(p.current|cell) {
			spots |= cell
		}
	}
	require.Equal(t, spots, p.winning(), name)
	if p.canWinNext() {
		return
	}
	// A move does not lose at once if the opponent has no immediate win after it.
	var safe uint64
	for c := 0; c < Width; c++ {
		if !p.CanPlay(c) {
			continue
		}
		q := p
		q.Play(c)
		if !q.canWinNext() {
			safe |= (p.mask + bottomCell(c)) & columnMask(c)
		}
	}
	require.Equal(t, safe, p.nonLosingMoves(), name)
}

// TestParse reads positions as package games does, errors included.
func TestParse(t *testing.T) {
	p, err := Parse(" 4453 ")
	require.NoError(t, err)
	require.Equal(t, 4, p.NumMoves())
	_, err = Parse("448")
	require.Error(t, err)
	_, err = Parse("1111111")
	require.Error(t, err)
}

func TestNextPrime(t *testing.T) {
	require.Equal(t, smallTableEntries, nextPrime(smallTableEntries))
	require.Equal(t, DefaultTableEntries, nextPrime(1<<23))
	tb := newTable(1000)
	require.Equal(t, 131101, tb.Entries()) // the first prime from 2^17
	for _, key := range []uint64{0, 1, 131100, 131101, 1<<49 - 1, 1<<56 - 1, ^uint64(0)} {
		require.Equal(t, key%tb.size, tb.index(key), key)
	}
}
