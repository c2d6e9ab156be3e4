package c4board

import "math/bits"

// Aligned reports whether the stones pos hold four in a row.
func Aligned(pos uint64) bool {
	h := pos & (pos >> 7)  // horizontal
	d1 := pos & (pos >> 6) // diagonal going down to the right
	d2 := pos & (pos >> 8) // diagonal going up to the right
	v := pos & (pos >> 1)  // vertical
	return h&(h>>14)|d1&(d1>>12)|d2&(d2>>16)|v&(v>>2) != 0
}

// WinningSpots is the empty cells (not in mask) that would complete four in a row of
// the stones pos.
func WinningSpots(pos, mask uint64) uint64 {
	// vertical
	r := (pos << 1) & (pos << 2) & (pos << 3)
	// horizontal
	q := (pos << 7) & (pos << 14)
	r |= q & (pos << 21)
	r |= q & (pos >> 7)
	q = (pos >> 7) & (pos >> 14)
	r |= q & (pos << 7)
	r |= q & (pos >> 21)
	// diagonal 1
	q = (pos << 6) & (pos << 12)
	r |= q & (pos << 18)
	r |= q & (pos >> 6)
	q = (pos >> 6) & (pos >> 12)
	r |= q & (pos << 6)
	r |= q & (pos >> 18)
	// diagonal 2
	q = (pos << 8) & (pos << 16)
	r |= q & (pos << 24)
	r |= q & (pos >> 8)
	q = (pos >> 8) & (pos >> 16)
	r |= q & (pos << 8)
	r |= q & (pos >> 24)
	return r & (BoardMask ^ mask)
}

// Possible is the cells that can be played now, one per column that is not full.
func (b *Board) Possible() uint64 { return (b.Mask + BottomMask) & BoardMask }

// Winning is the empty cells that would complete four in a row for the side to move;
// OpponentWinning the same for the opponent.
func (b *Board) Winning() uint64         { return WinningSpots(b.Current, b.Mask) }
func (b *Board) OpponentWinning() uint64 { return WinningSpots(b.Current^b.Mask, b.Mask) }

// CanWinNext reports whether the side to move can win with its next stone.
func (b *Board) CanWinNext() bool { return b.Winning()&b.Possible() != 0 }

// IsWinningMove reports whether playing column c (playable) makes four in a row for
// the side to move.
func (b *Board) IsWinningMove(c int) bool {
	return Aligned(b.Current | (b.Mask+BottomCell(c))&ColumnMask(c))
}

// NonLosingMoves is the cells the side to move can play without letting the opponent
// win at once: if the opponent threatens two playable cells it is none; if one, only
// that cell; never a cell right under an opponent's winning spot. The side to move
// must not be able to win at once.
func (b *Board) NonLosingMoves() uint64 { return b.NonLosing(b.OpponentWinning()) }

// NonLosing is NonLosingMoves with the opponent's winning spots opp known.
func (b *Board) NonLosing(opp uint64) uint64 {
	possible := b.Possible()
	if forced := possible & opp; forced != 0 {
		if forced&(forced-1) != 0 {
			return 0
		}
		possible = forced
	}
	return possible &^ (opp >> 1)
}

// MoveScore is how many winning spots the side to move has after playing move (the
// cell's bit, a move that does not win): the solver's move ordering (Pons' tutorial,
// part 10).
func (b *Board) MoveScore(move uint64) int {
	return bits.OnesCount64(WinningSpots(b.Current|move, b.Mask))
}
