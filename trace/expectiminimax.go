package trace

import "github.com/gametree/gametree/games"

// Expectiminimax, written the way the course teaches it: MAX's node takes the largest
// of its children's values, MIN's the smallest, and a chance node, where nobody
// chooses, the mean of its children's values weighted by their probabilities,
// Σ pᵢ·vᵢ. Values are from MAX's point of view and scaled: a leaf worth v is recorded
// as v·S (S = the game's ValueScale), so that every mean is a whole number, exact.
//
// With Options.Star1 the decision nodes are alpha-beta's (windows, cutoffs) and the
// chance nodes prune with Ballard's Star1 (expectiminimax_star1.go). Without chance
// nodes expectiminimax is minimax (Star1: alpha-beta), step for step.
//
// The negamax form (Options.NegamaxForm) is in expectiminimax_negamax.go.

// expectiminimaxRoot searches the root with expectiminimax and returns its value in
// MAX's view (s.ret: its bound, MAX's view too).
func (s *searcher) expectiminimaxRoot(root int32, left int) int {
	s.expectiSetup()
	if !s.opt.NegamaxForm {
		return s.expecti(0, root, left, -Inf, Inf)
	}
	v := s.expectiNegamax(0, root, left, -Inf, Inf, Max)
	if s.owner(0, Max) == Min {
		s.ret = s.ret.flip()
		return -v
	}
	return v
}

// expecti is the value of the node at ply: who moves there decides how it is found.
// Without Star1 the window (alpha, beta) stays (−∞, +∞).
func (s *searcher) expecti(ply int, id int32, left, alpha, beta int) int {
	switch s.player(ply) {
	case Max:
		return s.expectiMax(ply, id, left, alpha, beta)
	case Min:
		return s.expectiMin(ply, id, left, alpha, beta)
	}
	return s.expectiChance(ply, id, left, alpha, beta)
}

// probeWindow asks the transposition table about a decision node: with Star1 a bound
// in the table may narrow its window (as alpha-beta's), without it only an exact
// value counts (as plain minimax's).
func (s *searcher) probeWindow(ply int, id int32, left int, alpha, beta *int, maxView bool) (int, bool) {
	if !s.opt.Star1 {
		return s.probe(ply, id, left, nil, nil, maxView)
	}
	return s.probe(ply, id, left, alpha, beta, maxView)
}

// expectiMax is MAX's turn: the largest of its children's values (with Star1 as
// alphaBetaMax: alpha rises, and once alpha >= beta the rest is pruned).
func (s *searcher) expectiMax(ply int, id int32, left, alpha, beta int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(ply, id, left); leaf {
		return s.leaf(ply, id, kind, s.expectiLeaf(ply, v), alpha, beta)
	}
	if v, hit := s.probeWindow(ply, id, left, &alpha, &beta, true); hit {
		return v
	}
	alpha0, beta0 := alpha, beta
	best, bestMove, pr := -Inf, games.Move(-1), newProof()
	moves := s.movesAt(ply, left)
	for i, m := range moves {
		child, ok := s.play(id, ply, m, alpha, beta)
		if !ok {
			break
		}
		v := s.expecti(ply+1, child, left-1, alpha, beta)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		pr.add(v, s.ret)
		if v > best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, best, alpha, beta)
		if s.opt.Star1 && best > alpha {
			alpha = best
			s.rec.window(StepAlpha, id, best, true, alpha, beta)
		}
		if alpha >= beta { // never without Star1: the window stays (−∞, +∞)
			pr.skip(s.cutoff(id, ply, moves, i, best, alpha, beta))
			break
		}
	}
	return s.finish(ply, id, left, best, bestMove, alpha0, beta0, alpha, beta, pr, true)
}

// expectiMin is MIN's turn: the smallest of its children's values (with Star1 as
// alphaBetaMin).
func (s *searcher) expectiMin(ply int, id int32, left, alpha, beta int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(ply, id, left); leaf {
		return s.leaf(ply, id, kind, s.expectiLeaf(ply, v), alpha, beta)
	}
	if v, hit := s.probeWindow(ply, id, left, &alpha, &beta, true); hit {
		return v
	}
	alpha0, beta0 := alpha, beta
	best, bestMove, pr := Inf, games.Move(-1), newProof()
	moves := s.movesAt(ply, left)
	for i, m := range moves {
		child, ok := s.play(id, ply, m, alpha, beta)
		if !ok {
			break
		}
		v := s.expecti(ply+1, child, left-1, alpha, beta)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		pr.add(-v, s.ret.flip())
		if v < best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, best, alpha, beta)
		if s.opt.Star1 && best < beta {
			beta = best
			s.rec.window(StepBeta, id, best, true, alpha, beta)
		}
		if beta <= alpha {
			pr.skip(s.cutoff(id, ply, moves, i, best, alpha, beta))
			break
		}
	}
	return s.finish(ply, id, left, best, bestMove, alpha0, beta0, alpha, beta, pr, true)
}

// expectiChance is a chance node: the mean of its outcomes' values weighted by their
// probabilities. After each outcome a chance step records the running sum Σ pⱼ·vⱼ.
// With Star1 each outcome is searched with the window that would decide the node, and
// once the node's value, bounded by the sum so far and the leaf bounds for the rest,
// lies outside (alpha, beta), the remaining outcomes are cut.
func (s *searcher) expectiChance(ply int, id int32, left, alpha, beta int) int {
	s.pvClear(ply) // the principal variation ends where chance decides
	if v, kind, leaf := s.leafValue(ply, id, left); leaf {
		return s.leaf(ply, id, kind, s.expectiLeaf(ply, v), alpha, beta)
	}
	lo, hi := s.opt.ChanceLow, s.opt.ChanceHigh
	moves := s.outcomesAt(ply)
	var c chanceSum
	for i, m := range moves {
		if s.opt.Star1 {
			if v, b, cut := s.star1Cut(c, lo, hi, alpha, beta); cut {
				s.chanceCutoff(id, ply, moves, i, v, alpha, beta)
				return s.chanceReturn(id, v, b, v, b, alpha, beta)
			}
		}
		p := s.stoch.Probability(m)
		ca, cb := -Inf, Inf
		if s.opt.Star1 {
			ca, cb = s.star1Window(c, p, lo, hi, alpha, beta)
		}
		child, ok := s.play(id, ply, m, ca, cb)
		if !ok {
			break
		}
		v := s.expecti(ply+1, child, left-1, ca, cb)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		s.chanceAdd(&c, p, v, s.ret, lo, hi)
		s.rec.chance(id, child, c.sum, alpha, beta)
	}
	if s.stopped {
		return s.chanceStop(id, alpha, beta)
	}
	return s.chanceReturn(id, c.sum, c.bound, c.sum, c.bound, alpha, beta)
}

// outcomesAt lists the outcomes of the chance node at ply, in the game's order, in the
// ply's own buffer (no ordering: every outcome counts).
func (s *searcher) outcomesAt(ply int) []games.Move {
	s.growPly(ply)
	ms := s.g.Moves(s.moves[ply][:0])
	s.moves[ply] = ms
	return ms
}

// chanceReturn records that chance node id returns vMax with bound bMax (MAX's view)
// and returns v, b in the function's own view.
func (s *searcher) chanceReturn(id int32, v int, b Bound, vMax int, bMax Bound, alpha, beta int) int {
	s.ret = b
	s.rec.ret(id, vMax, bMax, alpha, beta)
	return v
}

// chanceStop records that the search stopped in chance node id: what its finished
// outcomes prove is no value without the others (the parent does not use it).
func (s *searcher) chanceStop(id int32, alpha, beta int) int {
	s.ret = Exact
	s.rec.stop(id, 0, Exact, false, alpha, beta)
	return 0
}

// chanceCutoff records and counts Star1's cutoff at chance node id before moves[i]:
// the outcomes from i on are pruned; v is the bound that decided.
func (s *searcher) chanceCutoff(id int32, ply int, moves []games.Move, i int, v, alpha, beta int) {
	s.stats.Cutoffs++
	if s.rec == nil {
		return
	}
	s.rec.cutoff(id, s.rec.nodeCount(), v, alpha, beta)
	s.prune(id, ply, moves, i)
}

// chance records that child returned to chance node id, whose weighted sum Σ pⱼ·vⱼ
// (scaled) is now sum.
func (r *recorder) chance(id, child int32, sum, alpha, beta int) {
	if r == nil || id < 0 {
		return
	}
	r.step(StepChance, id, child, Exact, true, sum, alpha, beta)
}
