package c4

import "github.com/gametree/gametree/games/c4board"

// Keys of the search beyond the tutorial: the position's key current+mask, with the
// stones that can no longer matter counted as the side to move's (DeadStones), the
// smaller of it and its mirror image's (Mirror).

// colBits is one column of a key: 6 cells and the sentinel.
const colBits = 1<<7 - 1

// mirrorKey is the key of the mirror image: column c becomes column 6-c. A key's
// columns do not carry into each other (current is part of mask, which fills each
// column from the bottom), so it is a permutation of 7-bit groups.
func mirrorKey(k uint64) uint64 {
	return (k&colBits)<<42 | (k>>42)&colBits |
		(k>>7&colBits)<<35 | (k>>35&colBits)<<7 |
		(k>>14&colBits)<<28 | (k>>28&colBits)<<14 |
		k&(colBits<<21)
}

// The four directions of a line, as bit shifts: vertical, horizontal and the two
// diagonals.
var directions = [4]uint{1, 7, 6, 8}

// lineStarts[i] is the cells where a line of four in direction i starts (its four
// cells all on the board).
var lineStarts = func() (out [4]uint64) {
	for i, d := range directions {
		out[i] = c4board.BoardMask & (c4board.BoardMask >> d) & (c4board.BoardMask >> (2 * d)) & (c4board.BoardMask >> (3 * d))
	}
	return out
}()

// deadStones is the opponent's stones (b; a is the side to move's) that can be
// counted as the side to move's without changing anything that is left to play: every
// line of four through such a stone that still has an empty cell also holds a stone
// of the side to move and another of the opponent that some line without the side to
// move's stones needs (so it is never folded itself). Such a line is dead before and
// after, whatever the colour; a line without empty cells no longer matters. Two
// positions whose stones differ only there share their moves, threats, value and
// future.
func deadStones(a, b uint64) uint64 {
	empty := c4board.BoardMask &^ (a | b)
	var needed uint64 // b's stones on a line that a cannot block any more
	for i, d := range directions {
		open := lineStarts[i] & lineHas(empty, d)
		needed |= b & spread(open&^lineHas(a, d), d)
	}
	unsafe := needed
	for i, d := range directions {
		open := lineStarts[i] & lineHas(empty, d)
		unsafe |= spread(open&^(lineHas(a, d)&lineHas(needed, d)), d)
	}
	return b &^ unsafe
}

// lineHas marks the start of every line of four in direction d that holds a stone of
// x.
func lineHas(x uint64, d uint) uint64 {
	return x | x>>d | x>>(2*d) | x>>(3*d)
}

// spread marks the four cells of every line of direction d starting at starts.
func spread(starts uint64, d uint) uint64 {
	return starts | starts<<d | starts<<(2*d) | starts<<(3*d)
}

// searchKey is p's key in the search beyond the tutorial, and whether it is the
// mirror image's (the stored best move is then mirrored too).
func (b *Beyond) searchKey(p *Position) (key uint64, mirrored bool) {
	cur := p.Current
	if b.DeadStones {
		cur |= deadStones(p.Current, p.Current^p.Mask)
	}
	key = cur + p.Mask
	if b.Mirror {
		if m := mirrorKey(key); m < key {
			return m, true
		}
	}
	return key, false
}
