package trace

import "github.com/gametree/gametree/games"

// Expectiminimax in negamax form (Options.NegamaxForm): one function for both players.
// A decision node's value is for the side to move, who takes the largest of its
// children's values seen from its own side; a chance node's value is for the player
// who moved into it (its owner; MAX at a chance root), the weighted mean of its
// outcomes' values seen from that side. A child whose owner is the other player has
// its value negated and its window negated and swapped, as in negamax; a child owned
// by the same player (a chance node under a decision node, a chance node under a
// chance node) keeps them. Everything is recorded in MAX's view, as the plain form
// records it.

// owner is whose view the negamax form takes at ply: the side to move at a decision
// node, and at a chance node the player who moved into it (mover).
func (s *searcher) owner(ply int, mover Player) Player {
	if p := s.player(ply); p != Chance {
		return p
	}
	return mover
}

// ownerWindow turns a window in owner p's view into MAX's.
func ownerWindow(p Player, alpha, beta int) (int, int) {
	if p == Max {
		return alpha, beta
	}
	return -beta, -alpha
}

// expectiNegamax is the value of the node at ply for its owner (mover: the player who
// moved into it), searched with the window (alpha, beta) in that view.
func (s *searcher) expectiNegamax(ply int, id int32, left, alpha, beta int, mover Player) int {
	if s.player(ply) == Chance {
		return s.expectiNegamaxChance(ply, id, left, alpha, beta, mover)
	}
	return s.expectiNegamaxMove(ply, id, left, alpha, beta)
}

// expectiNegamaxChild searches the child just played at ply, for mover (the owner of
// its parent), with the window (alpha, beta) in mover's view, and returns its value
// and bound in mover's view.
func (s *searcher) expectiNegamaxChild(ply int, id int32, left, alpha, beta int, mover Player) (int, Bound) {
	if s.owner(ply, mover) == mover {
		v := s.expectiNegamax(ply, id, left, alpha, beta, mover)
		return v, s.ret
	}
	v := -s.expectiNegamax(ply, id, left, -beta, -alpha, mover)
	return v, s.ret.flip()
}

// expectiNegamaxMove is a decision node: the side to move takes the largest of its
// children's values, seen from its side (with Star1 as negamaxAlphaBeta).
func (s *searcher) expectiNegamaxMove(ply int, id int32, left, alpha, beta int) int {
	s.pvClear(ply)
	own := s.player(ply)
	if v, kind, leaf := s.leafValue(ply, id, left); leaf {
		vMax := s.expectiLeaf(ply, v)
		ma, mb := ownerWindow(own, alpha, beta)
		s.leaf(ply, id, kind, vMax, ma, mb)
		return int(own) * vMax
	}
	if v, hit := s.probeWindow(ply, id, left, &alpha, &beta, false); hit {
		return v
	}
	alpha0, beta0 := alpha, beta
	raised := StepAlpha // what raising alpha means in MAX's view
	if own == Min {
		raised = StepBeta
	}
	best, bestMove, pr := -Inf, games.Move(-1), newProof()
	moves := s.movesAt(ply, left)
	for i, m := range moves {
		ma, mb := ownerWindow(own, alpha, beta)
		child, ok := s.play(id, ply, m, ma, mb)
		if !ok {
			break
		}
		v, b := s.expectiNegamaxChild(ply+1, child, left-1, alpha, beta, own)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		pr.add(v, b)
		if v > best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, int(own)*best, ma, mb)
		if s.opt.Star1 && best > alpha {
			alpha = best
			ma, mb = ownerWindow(own, alpha, beta)
			s.rec.window(raised, id, int(own)*best, true, ma, mb)
		}
		if alpha >= beta {
			ma, mb = ownerWindow(own, alpha, beta)
			pr.skip(s.cutoff(id, ply, moves, i, int(own)*best, ma, mb))
			break
		}
	}
	return s.finish(ply, id, left, best, bestMove, alpha0, beta0, alpha, beta, pr, false)
}

// expectiNegamaxChance is a chance node for its owner (mover): the mean of its
// outcomes' values seen from the owner's side (with Star1 pruned as expectiChance,
// with the leaf bounds seen from that side).
func (s *searcher) expectiNegamaxChance(ply int, id int32, left, alpha, beta int, own Player) int {
	s.pvClear(ply)
	ma, mb := ownerWindow(own, alpha, beta)
	if v, kind, leaf := s.leafValue(ply, id, left); leaf {
		vMax := s.expectiLeaf(ply, v)
		s.leaf(ply, id, kind, vMax, ma, mb)
		return int(own) * vMax
	}
	lo, hi := ownerWindow(own, s.opt.ChanceLow, s.opt.ChanceHigh)
	moves := s.outcomesAt(ply)
	var c chanceSum
	for i, m := range moves {
		if s.opt.Star1 {
			if v, b, cut := s.star1Cut(c, lo, hi, alpha, beta); cut {
				s.chanceCutoff(id, ply, moves, i, int(own)*v, ma, mb)
				return s.chanceReturn(id, v, b, int(own)*v, ownerBound(own, b), ma, mb)
			}
		}
		p := s.stoch.Probability(m)
		ca, cb := -Inf, Inf
		if s.opt.Star1 {
			ca, cb = s.star1Window(c, p, lo, hi, alpha, beta)
		}
		cma, cmb := ownerWindow(own, ca, cb)
		child, ok := s.play(id, ply, m, cma, cmb)
		if !ok {
			break
		}
		v, b := s.expectiNegamaxChild(ply+1, child, left-1, ca, cb, own)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		s.chanceAdd(&c, p, v, b, lo, hi)
		s.rec.chance(id, child, int(own)*c.sum, ma, mb)
	}
	if s.stopped {
		return s.chanceStop(id, ma, mb)
	}
	return s.chanceReturn(id, c.sum, c.bound, int(own)*c.sum, ownerBound(own, c.bound), ma, mb)
}

// ownerBound is a bound in owner p's view seen from MAX's.
func ownerBound(p Player, b Bound) Bound {
	if p == Max {
		return b
	}
	return b.flip()
}
