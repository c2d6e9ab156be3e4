package c4

import "github.com/gametree/gametree/games/c4board"

// negamaxFull is negamaxSteps with every refinement on (tutorial part 12), written out
// without the switches: the solver's hot loop.
func (s *Solver) negamaxFull(p Position, alpha, beta int) int {
	s.nodes++
	if s.nodes >= s.checkAt {
		s.checkStop()
	}
	// Only non-losing moves (the side to move cannot win at once here).
	possible := (p.Mask + c4board.BottomMask) & c4board.BoardMask
	opp := c4board.WinningSpots(p.Current^p.Mask, p.Mask)
	if forced := possible & opp; forced != 0 {
		if forced&(forced-1) != 0 {
			return -(Cells - p.Moves) / 2
		}
		possible = forced
	}
	next := possible &^ (opp >> 1)
	if next == 0 {
		return -(Cells - p.Moves) / 2
	}
	if p.Moves >= Cells-2 {
		return 0
	}
	if lo := -(Cells - 2 - p.Moves) / 2; alpha < lo {
		alpha = lo
		if alpha >= beta {
			return alpha
		}
	}
	if hi := (Cells - 1 - p.Moves) / 2; beta > hi {
		beta = hi
		if alpha >= beta {
			return beta
		}
	}
	t := s.table
	key := p.Current + p.Mask
	if v := int(t.probe(t.index(key), key)); v != 0 {
		if v > MaxScore-MinScore+1 {
			if lo := v + 2*MinScore - MaxScore - 2; alpha < lo {
				alpha = lo
				if alpha >= beta {
					return alpha
				}
			}
		} else {
			if hi := v + MinScore - 1; beta > hi {
				beta = hi
				if alpha >= beta {
					return beta
				}
			}
		}
	}

	var moves [Width]uint64
	n := orderMoves(p, next, &moves)
	for n > 0 {
		n--
		q := Position{p.Child(moves[n])}
		score := -s.negamaxFull(q, -beta, -alpha)
		if score >= beta {
			t.put(key, uint8(score+MaxScore-2*MinScore+2))
			return score
		}
		if score > alpha {
			alpha = score
		}
	}
	t.put(key, uint8(alpha-MinScore+1))
	return alpha
}
