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
	end, next, same := forcedLine(q, opp)
	switch {
	case next == 0:
		return exactEntry(-(Cells - end.Moves) / 2), same
	case end.Moves >= Cells-2:
		return exactEntry(0), same
	}
	key, _ := w.b.searchKey(&end)
	return w.table(end.Moves).get(key), same
}

// forcedLine plays from q, whose opponent's winning spots are opp, the moves that are
// the only non-losing one, as worker.search does: the position at the end, its
// non-losing moves, and whether an odd number of moves was played.
func forcedLine(q Position, opp uint64) (end Position, next uint64, odd bool) {
	next = q.NonLosing(opp)
	for q.Moves < Cells-2 && next != 0 && next&(next-1) == 0 {
		opp = c4board.WinningSpots(q.Current|next, q.Mask|next)
		q.PlayCell(next)
		odd = !odd
		next = q.NonLosing(opp)
	}
	return q, next, odd
}

// exactEntry is an entry that holds only the exact value v (etcBound reads it).
func exactEntry(v int) entry {
	return entry(uint64(v+scoreBias)<<entryScoreShift | boundExact<<entryBoundShift)
}
