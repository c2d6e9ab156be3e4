package c4

import "github.com/gametree/gametree/games/c4board"

// negamaxSteps is negamax with the solver's refinements read as switches: the
// tutorial's path. It returns the score if it is inside (alpha, beta), else a bound
// on the same side of the window (fail-soft where the tutorial's code is).
func (s *Solver) negamaxSteps(p Position, alpha, beta int) int {
	s.nodes++
	if s.nodes >= s.checkAt {
		s.checkStop()
	}
	r := &s.ref
	next, v, done := s.stepsNext(&p, &alpha, beta)
	if done {
		return v
	}
	key := p.Key()
	if r.AlphaBeta {
		if v, done := s.stepsWindow(&p, key, &alpha, &beta); done {
			return v
		}
	}
	moves := s.stepsOrder(&p, next)
	best := -Cells
	for m := moves.next(); m != 0; m = moves.next() {
		q := p
		q.PlayCell(m)
		score := -s.negamaxSteps(q, -beta, -alpha)
		if !r.AlphaBeta {
			best = max(best, score)
			continue
		}
		if score >= beta {
			if r.LowerBounds {
				s.table.put(key, uint8(score+MaxScore-2*MinScore+2))
			}
			return score
		}
		if score > alpha {
			alpha = score
		}
	}
	if !r.AlphaBeta {
		return best
	}
	if r.Table {
		s.table.put(key, uint8(alpha-MinScore+1))
	}
	return alpha
}

// stepsNext is the moves negamaxSteps tries at p, or the node's value (done) when it
// needs no search: with AnticipateLosses the non-losing moves, alpha raised to the
// slowest loss; else every move, after an immediate win.
func (s *Solver) stepsNext(p *Position, alpha *int, beta int) (next uint64, v int, done bool) {
	r := &s.ref
	if !r.AnticipateLosses {
		if p.Moves == Cells {
			return 0, 0, true
		}
		if p.CanWinNext() {
			return 0, (Cells + 1 - p.Moves) / 2, true
		}
		return p.Possible(), 0, false
	}
	next = p.NonLosingMoves()
	if next == 0 {
		return 0, -(Cells - p.Moves) / 2, true
	}
	if p.Moves >= Cells-2 {
		return 0, 0, true
	}
	if r.AlphaBeta {
		if lo := -(Cells - 2 - p.Moves) / 2; *alpha < lo {
			*alpha = lo
			if *alpha >= beta {
				return 0, *alpha, true
			}
		}
	}
	return next, 0, false
}

// stepsWindow narrows the window (alpha, beta) with the fastest win left and the
// table's bounds; done when it closes, with the value to return.
func (s *Solver) stepsWindow(p *Position, key uint64, alpha, beta *int) (int, bool) {
	r := &s.ref
	hi := (Cells - 1 - p.Moves) / 2
	if r.Table && !r.LowerBounds {
		if v := s.table.get(key); v != 0 {
			hi = int(v) + MinScore - 1
		}
	}
	if *beta > hi {
		*beta = hi
		if *alpha >= *beta {
			return *beta, true
		}
	}
	if !r.LowerBounds {
		return 0, false
	}
	v := int(s.table.get(key))
	switch {
	case v == 0:
	case v > MaxScore-MinScore+1:
		if lo := v + 2*MinScore - MaxScore - 2; *alpha < lo {
			*alpha = lo
			if *alpha >= *beta {
				return *alpha, true
			}
		}
	default:
		if hi := v + MinScore - 1; *beta > hi {
			*beta = hi
			if *alpha >= *beta {
				return *beta, true
			}
		}
	}
	return 0, false
}

// stepsOrder is the moves of next in the order they are tried: by winning spots
// (WinningSpots), else the column order.
func (s *Solver) stepsOrder(p *Position, next uint64) moveSorter {
	var moves moveSorter
	for i := Width - 1; i >= 0; i-- {
		m := next & c4board.ColumnMask(s.order[i])
		switch {
		case m == 0:
		case s.ref.WinningSpots:
			moves.add(m, p.MoveScore(m))
		default:
			moves.push(m)
		}
	}
	return moves
}

// moveSorter holds up to 7 moves sorted by score, the highest returned first and, on
// equal scores, the last added first.
type moveSorter struct {
	size  int
	moves [Width]uint64
	score [Width]int
}

// add inserts a move by its score (insertion sort: at most 7 moves).
func (ms *moveSorter) add(move uint64, score int) {
	pos := ms.size
	ms.size++
	for ; pos > 0 && ms.score[pos-1] > score; pos-- {
		ms.moves[pos] = ms.moves[pos-1]
		ms.score[pos] = ms.score[pos-1]
	}
	ms.moves[pos] = move
	ms.score[pos] = score
}

// push appends a move that is returned before those already in (a stack).
func (ms *moveSorter) push(move uint64) {
	ms.moves[ms.size] = move
	ms.size++
}

// next returns the best move left, 0 when none is.
func (ms *moveSorter) next() uint64 {
	if ms.size == 0 {
		return 0
	}
	ms.size--
	return ms.moves[ms.size]
}
