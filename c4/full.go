package c4

// negamaxFull is negamaxSteps with every refinement on (tutorial part 12), written out
// without the switches: the solver's hot loop.
func (s *Solver) negamaxFull(p Position, alpha, beta int) int {
	s.nodes++
	if s.nodes >= s.checkAt {
		s.checkStop()
	}
	// Only non-losing moves (the side to move cannot win at once here).
	possible := (p.mask + bottomMask) & boardMask
	opp := winningSpots(p.current^p.mask, p.mask)
	if forced := possible & opp; forced != 0 {
		if forced&(forced-1) != 0 {
			return -(Cells - p.moves) / 2
		}
		possible = forced
	}
	next := possible &^ (opp >> 1)
	if next == 0 {
		return -(Cells - p.moves) / 2
	}
	if p.moves >= Cells-2 {
		return 0
	}
	if lo := -(Cells - 2 - p.moves) / 2; alpha < lo {
		alpha = lo
		if alpha >= beta {
			return alpha
		}
	}
	if hi := (Cells - 1 - p.moves) / 2; beta > hi {
		beta = hi
		if alpha >= beta {
			return beta
		}
	}
	t := s.table
	key := p.current + p.mask
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
		q := Position{current: p.current ^ p.mask, mask: p.mask | moves[n], moves: p.moves + 1}
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
