package c4board

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
)

// TestAgreesWithReference plays random games on the bitboard and on the plain
// reference board side by side and compares, at every position: whether the game is
// won, over and its score, the playable columns and cells, the winning moves, both
// sides' winning spots, the non-losing moves, the move scores, Child, Undo, and that
// the key is one per position (two positions with one key, or one with two keys,
// fail).
func TestAgreesWithReference(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(10, 4))
	byKey := map[uint64]string{}
	keyOf := map[string]uint64{}
	positions := 0
	for positions < testsize.Count(20_000, 100_000) {
		var b Board
		var r refBoard
		for {
			positions++
			at := r.text()
			if k, seen := keyOf[at]; seen {
				require.Equal(t, k, b.Key(), "one position, two keys")
			}
			if other, seen := byKey[b.Key()]; seen {
				require.Equal(t, other, at, "two positions, one key %x", b.Key())
			}
			byKey[b.Key()], keyOf[at] = at, b.Key()
			require.Less(t, b.Key(), uint64(1)<<49)
			checkPosition(t, &b, &r, at)
			if b.Over() {
				break
			}
			var cols []int
			for c := range Width {
				if b.CanPlay(c) {
					cols = append(cols, c)
				}
			}
			c := cols[rng.IntN(len(cols))]
			before := b
			cell := b.Possible() & ColumnMask(c)
			b.Play(c)
			require.Equal(t, before.Child(cell), b, at)
			b.Undo(c)
			require.Equal(t, before, b, "%s: undo of %d", at, c+1)
			b.Play(c)
			r.play(c)
		}
	}
	assert.Greater(t, len(byKey), positions/2, "distinct positions")
}

// checkPosition compares b with the reference r at one position (at names it).
func checkPosition(t *testing.T, b *Board, r *refBoard, at string) {
	t.Helper()
	last, mover := 3-r.toMove(), r.toMove()
	won := r.moves > 0 && r.four(last)
	require.Equal(t, won, b.Won(), at)
	require.Equal(t, r.moves, b.NumMoves(), at)
	require.Equal(t, r.moves == Cells, b.Full(), at)
	require.Equal(t, won || r.moves == Cells, b.Over(), at)
	score, over := b.FinalScore()
	require.Equal(t, b.Over(), over, at)
	if won {
		require.Equal(t, (r.moves+1)/2-22, score, at)
	} else {
		require.Zero(t, score, at)
	}
	if won {
		return
	}
	require.Equal(t, r.playable(), b.Possible(), at)
	require.Equal(t, r.spots(mover), b.Winning(), at)
	require.Equal(t, r.spots(last), b.OpponentWinning(), at)
	for c := range Width {
		require.Equal(t, r.height[c] < Height, b.CanPlay(c), "%s column %d", at, c+1)
		if !b.CanPlay(c) {
			continue
		}
		cell := b.Possible() & ColumnMask(c)
		require.Equal(t, r.completes(mover, c, r.height[c]), b.IsWinningMove(c), "%s column %d", at, c+1)
		if !b.IsWinningMove(c) {
			r.play(c)
			spots := bits.OnesCount64(r.spots(mover))
			r.undo(c)
			require.Equal(t, spots, b.MoveScore(cell), "%s column %d", at, c+1)
		}
	}
	require.Equal(t, b.Winning()&b.Possible() != 0, b.CanWinNext(), at)
	if !b.CanWinNext() {
		require.Equal(t, r.safe(), b.NonLosingMoves(), at)
	}
}

// TestAlignedDiagonals: both diagonals are lines, and four stones that wrap from the
// top of one column to the bottom of the next are not (the sentinel row breaks them).
func TestAlignedDiagonals(t *testing.T) {
	t.Parallel()
	var down, up uint64
	for k := range 4 {
		down |= 1 << uint(7*(2+k)+(4-k)) // columns 3..6, rows 5..2 (1-based)
		up |= 1 << uint(7*(1+k)+(1+k))   // columns 2..5, rows 2..5
	}
	assert.True(t, Aligned(down))
	assert.True(t, Aligned(up))
	assert.False(t, Aligned(down&^(1<<uint(7*2+4))))
	assert.False(t, Aligned(1<<4|1<<5|1<<7|1<<8))
}

// TestPlayColumns plays a written sequence and stops at its first bad move, with the
// move's offset and why.
func TestPlayColumns(t *testing.T) {
	t.Parallel()
	tests := []struct {
		moves  string
		at     int
		fault  Fault
		stones int
	}{
		{"", 0, NoFault, 0},
		{"4453", 4, NoFault, 4},
		{"44a5", 2, NotAColumn, 2},
		{"0", 0, NotAColumn, 0},
		{"8", 0, NotAColumn, 0},
		{"12121211", 7, AfterWin, 7},
		{"1111111", 6, ColumnFull, 6},
		{"162774561126356433137261227361424735755544", 42, NoFault, 42},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%q", tt.moves), func(t *testing.T) {
			var b Board
			at, fault := b.PlayColumns(tt.moves)
			assert.Equal(t, tt.at, at)
			assert.Equal(t, tt.fault, fault)
			assert.Equal(t, tt.stones, b.NumMoves())
		})
	}
}
