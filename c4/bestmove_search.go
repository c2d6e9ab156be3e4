package c4

import "cmp"

// bestMove is BestMove's search, on a position that is not over: one solve of p gives
// the best score v; then the columns are tried in BestColumn's order (centre first,
// mirrored as the canonical position is), and the first whose score is at least v is
// the answer, each tried with one null-window search of its child (atMost). An
// immediate win needs no search: its score is the highest a column can have.
//
// Every column before the answer scores below v, and the answer scores v: exactly
// the column BestColumn picks from Analyze's scores, after one solve and a few
// null-window searches instead of a solve of every column.
func (s *Solver) bestMove(p Position, weak bool) (col, score int) {
	_, mirrored := canonical(&p)
	if !weak && p.CanWinNext() {
		// No column scores as much as a win at once: the first in the order wins.
		for _, c := range centreFirst {
			if c = unmirror(c, mirrored); p.CanPlay(c) && p.IsWinningMove(c) {
				return c, (Cells + 1 - p.Moves) / 2
			}
		}
	}
	v := s.solve(p, weak)
	if weak {
		v = cmp.Compare(v, 0)
	}
	for _, c := range centreFirst {
		c = unmirror(c, mirrored)
		if !p.CanPlay(c) {
			continue
		}
		if p.IsWinningMove(c) {
			return c, max(v, 1) // strong: v is that win; weak: Analyze's 1
		}
		q := p
		q.Play(c)
		// Column c scores -(q's value), or its sign when weak: at least v when
		// q's value is at most -v (weak and v = -1: any column does).
		if weak && v < 0 || s.atMost(q, -v) {
			return c, v
		}
	}
	// Unreachable when the solver is right: the best column scores v.
	panic("c4: no column reaches the position's score")
}

// atMost reports whether q's value, for its side to move, is at most b: a null-window
// search on (b, b+1), as a pass of solveWith's, with the same search the solver
// solves with. q is not won.
func (s *Solver) atMost(q Position, b int) bool {
	switch {
	case q.Moves == Cells:
		return 0 <= b
	case q.CanWinNext():
		return (Cells+1-q.Moves)/2 <= b
	}
	var v int
	switch {
	case s.ref.beyond():
		v = s.searchFast(q, b, b+1)
	case s.ref.full():
		v = s.negamaxFull(q, b, b+1)
	default:
		v = s.negamaxSteps(q, b, b+1)
	}
	return v <= b
}
