package c4

import (
	"math/bits"

	"github.com/gametree/gametree/games/c4board"
)

// orderMoves writes the moves of next (playable cells of p, at most one a column) into
// moves as single-cell masks and returns how many, in the order to try them from
// moves[n-1] down to moves[0]: the move creating the most winning spots first, centre
// first on ties. The solver and its recorded twin share it, so that both search in the
// same order.
func orderMoves(p Position, next uint64, moves *[Width]uint64) (n int) {
	var scores [Width]int
	for i := Width - 1; i >= 0; i-- {
		m := next & c4board.ColumnMask(centreFirst[i])
		if m == 0 {
			continue
		}
		sc := bits.OnesCount64(c4board.WinningSpots(p.Current|m, p.Mask))
		j := n
		n++
		for ; j > 0 && scores[j-1] > sc; j-- {
			moves[j] = moves[j-1]
			scores[j] = scores[j-1]
		}
		moves[j] = m
		scores[j] = sc
	}
	return n
}
