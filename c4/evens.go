package c4

import "github.com/gametree/gametree/games/c4board"

// The evens strategy (Evens), as Christophe Steininger's c4 bounds a position with it
// (position.cpp, upper_bound_from_evens_strategy), written anew here: when the first
// player is to move (an even number of stones) and neither side can win on the next
// move, the second player can answer every move on top of it (claimeven) and so take
// every even cell (rows 2, 4 and 6 counted from 1 at the bottom) that is not playable
// now. Give the side to move every other cell: if it still cannot make a four that
// comes before the opponent's, the opponent's fours on even cells say how late, at the
// latest, the side to move loses; with no four for either, a draw at best.

// noBound is evensBound's answer when the strategy bounds nothing.
const noBound = Cells

// Four directions as bit shifts on the board's columns of 7 bits.
const (
	dirVertical = 1
	dirFlat     = c4board.Height + 1 // horizontal
	dirDown     = c4board.Height     // from top left to bottom right
	dirUp       = c4board.Height + 2 // from bottom left to top right
)

// fours marks, for each four of cells of b in direction d, the four's cell of the
// highest bit.
func fours(b uint64, d uint) uint64 {
	pairs := b & (b << (2 * d))
	return pairs & (pairs << d)
}

// fourCells is every cell of b that is part of a four of b in direction d.
func fourCells(b uint64, d uint) uint64 {
	pairs := b & (b << (2 * d))
	quads := pairs & (pairs << d)
	ends := quads | quads>>d
	return ends | ends>>(2*d)
}

// evensBound is an upper bound on the value of p for the side to move, which must be
// the first player (p.Moves even), with no win for either side on the next move:
// noBound when the strategy says nothing.
func evensBound(p *Position) int {
	const headers = c4board.BottomMask << c4board.Height
	cur, opp := p.Current, p.Current^p.Mask
	playable := p.Mask + c4board.BottomMask
	oppEvens := opp | oddRows&^cur&^playable
	mine := c4board.BoardMask &^ oppEvens
	if fours(mine, dirVertical) != 0 {
		return noBound
	}
	oFlat, oDown, oUp := fours(oppEvens, dirFlat), fours(oppEvens, dirDown), fours(oppEvens, dirUp)
	mFlat, mDown, mUp := fours(mine, dirFlat), fours(mine, dirDown), fours(mine, dirUp)
	// A four of the side to move below one of the opponent's in the same direction
	// (by bit order, as Steininger compares them) may come first: no bound.
	const below = headers + 1
	if mFlat&(oFlat-below) != 0 || mDown&(oDown-below) != 0 || mUp&(oUp-below) != 0 {
		return noBound
	}
	if oFlat|oDown|oUp == 0 {
		return 0
	}
	if oFlat != 0 {
		// the latest a flat four on row 2 or 4 completes
		for row := 3; row > 1; row-- {
			if oFlat&(headers>>(2*row-1)) != 0 {
				return -row
			}
		}
		return -1
	}
	// the opponent's diagonal fours: the highest empty cell they need says how late
	empties := ^p.Mask & (fourCells(oppEvens, dirUp) | fourCells(oppEvens, dirDown))
	for row := 1; row <= 3; row++ {
		if empties&(headers>>(2*row-1)) != 0 {
			return -row
		}
	}
	return -1
}

// evensChild reads the evens strategy for the child of a move (Evens): the mover's
// stones cur and the board mask after it, the mover's winning spots threats, moves
// stones (even). v is the least the move is worth to the mover (-Cells if nothing is
// known), cut when that reaches beta. The child is bounded only when the mover has
// no winning spot playable at once (the opponent, to move, cannot win at once: the
// move was a non-losing one).
func evensChild(cur, mask, threats uint64, moves, beta int) (v int, cut bool) {
	if threats&((mask+c4board.BottomMask)&c4board.BoardMask) != 0 {
		return -Cells, false
	}
	child := Position{c4board.Board{Current: cur ^ mask, Mask: mask, Moves: moves}}
	b := evensBound(&child)
	if b == noBound {
		return -Cells, false
	}
	return -b, -b >= beta
}
