package c4

import "github.com/gametree/gametree/games/c4board"

// forcedEntry is ETCForced's look at a child q whose side to move must block a
// winning spot of the mover (opp, the mover's winning spots): with ForcedMoves the
// search plays the forced line without a node and stores its entry at the line's
// end, so that is where the entry is. same reports that the side to move at the end
// is the mover (an odd number of forced moves), so that the entry's score is the
// mover's. A line that ends the game (no non-losing move left, or the board all but
// full) gives its value as an exact entry of its own making.
func (w *worker) forcedEntry(q Position, opp uint64) (e entry, same bool) {
	end := forcedLine(q, opp)
	return w.endEntry(&end), end.odd
}

// endEntry is the entry of a forced line's end: the table's, or the value of a line
// that ends the game as an exact entry.
func (w *worker) endEntry(end *forcedEnd) entry {
	switch {
	case end.next == 0:
		return exactEntry(-(Cells - end.p.Moves) / 2)
	case end.p.Moves >= Cells-2:
		return exactEntry(0)
	}
	key, _ := w.b.searchKey(&end.p)
	return w.table(end.p.Moves).get(key)
}

// forcedEnd is where a forced line ends: the position, its opponent's winning spots,
// its non-losing moves, and whether an odd number of moves led there (so that its
// side to move is the one that was not to move at the line's start).
type forcedEnd struct {
	p    Position
	opp  uint64
	next uint64
	odd  bool
	// lo, hi: the end's value range from its stones (Beyond.bounds), for its side to move
	lo, hi int
}

// forcedLine plays from q, whose opponent's winning spots are opp, the moves that are
// the only non-losing one (follow), and returns where the line ends.
func forcedLine(q Position, opp uint64) forcedEnd {
	var e forcedEnd
	e.follow(q, opp, q.NonLosing(opp))
	return e
}

// follow is forcedLine into e, with q's non-losing moves next known: worker.search
// plays forced moves with it.
func (e *forcedEnd) follow(q Position, opp, next uint64) {
	odd := false
	for q.Moves < Cells-2 && next != 0 && next&(next-1) == 0 {
		opp = c4board.WinningSpots(q.Current|next, q.Mask|next)
		q.PlayCell(next)
		odd = !odd
		next = q.NonLosing(opp)
	}
	e.p, e.opp, e.next, e.odd = q, opp, next, odd
}

// exactEntry is an entry that holds only the exact value v (etcBound reads it).
func exactEntry(v int) entry {
	return entry(uint64(v+scoreBias)<<entryScoreShift | boundExact<<entryBoundShift)
}

// bound reads the end e of a child's forced line for the mover of the node above the
// child, whose window is (alpha, beta), as the end's own node would before a search
// (Beyond.bounds): v is the least the move is worth to the mover, cut when that
// reaches beta; known when nothing more is to be learned from a search: the value is
// exact (then v), or it cannot pass alpha (then v is the most it is worth).
func (e *forcedEnd) bound(b *Beyond, alpha, beta int) (v int, cut, known bool) {
	// the end's mover is the node's mover after an odd number of moves
	a, z := -beta, -alpha
	if e.odd {
		a, z = alpha, beta
	}
	lo, hi := b.bounds(&e.p, e.opp, e.next, a, z, true)
	e.lo, e.hi = lo, hi
	if !e.odd {
		lo, hi = -hi, -lo
	}
	switch {
	case lo >= beta:
		return lo, true, false
	case lo == hi || hi <= alpha:
		return hi, false, true
	}
	return lo, false, false
}

// bounds is the range [lo, hi] of p's value for the side to move that its stones say
// without a search, p's non-losing moves being next and its opponent's winning spots
// opp, as worker.node reads them first: lo == hi when the game is decided. Only the
// score caps that can narrow the window (alpha, beta) are read (scoreCaps); evens:
// the evens bound is read too (Evens), unless the caller has read it already.
func (b *Beyond) bounds(p *Position, opp, next uint64, alpha, beta int, evens bool) (lo, hi int) {
	if next == 0 {
		v := -(Cells - p.Moves) / 2
		return v, v
	}
	if p.Moves >= Cells-2 {
		return 0, 0
	}
	lo, hi = -(Cells-2-p.Moves)/2, (Cells-1-p.Moves)/2
	if b.ScoreCaps {
		lo, hi = scoreCaps(p, lo, hi, alpha, beta)
	}
	if evens && b.Evens && p.Moves&1 == 0 && opp&p.Possible() == 0 {
		hi = min(hi, evensBound(p))
	}
	return lo, hi
}
