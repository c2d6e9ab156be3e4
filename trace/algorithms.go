package trace

import "github.com/gametree/gametree/games"

// The four algorithms of the course, one function (or pair) each, written the way the
// course teaches them. They share the searcher's helpers: play (budget, recording,
// making the move), leafValue (finished game or depth limit), movesAt (generation and
// ordering), probe/store (transposition table) and the recorder calls, which do
// nothing when recording is off.
//
// left is the remaining depth; ply the distance from the root; id the recorded node
// (-1 when not recording).

// maxValue is MAX's turn in plain minimax: the largest of its children's values, found
// by asking minValue for each. Values are from MAX's point of view.
func (s *searcher) maxValue(ply int, id int32, left int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(left); leaf {
		return s.leaf(ply, id, kind, s.toMax(ply, v), -Inf, Inf)
	}
	if v, hit := s.probe(ply, id, left, nil, nil, true); hit {
		return v
	}
	best, bestMove := -Inf, games.Move(-1)
	for _, m := range s.movesAt(ply) {
		child, ok := s.play(id, ply, m, -Inf, Inf)
		if !ok {
			break
		}
		v := s.minValue(ply+1, child, left-1)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		if v > best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, best, -Inf, Inf)
	}
	return s.done(ply, id, left, best, Exact, bestMove, -Inf, Inf, true)
}

// minValue is MIN's turn in plain minimax: the smallest of its children's values.
func (s *searcher) minValue(ply int, id int32, left int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(left); leaf {
		return s.leaf(ply, id, kind, s.toMax(ply, v), -Inf, Inf)
	}
	if v, hit := s.probe(ply, id, left, nil, nil, true); hit {
		return v
	}
	best, bestMove := Inf, games.Move(-1)
	for _, m := range s.movesAt(ply) {
		child, ok := s.play(id, ply, m, -Inf, Inf)
		if !ok {
			break
		}
		v := s.maxValue(ply+1, child, left-1)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		if v < best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, best, -Inf, Inf)
	}
	return s.done(ply, id, left, best, Exact, bestMove, -Inf, Inf, true)
}

// negamax returns the node's value for the side to move and leaves its best line
// (the path) in s.pv[ply]: every player maximises the negation of its children's
// values, since what is good for one is bad for the other.
func (s *searcher) negamax(ply int, id int32, left int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(left); leaf {
		s.leaf(ply, id, kind, s.toMax(ply, v), -Inf, Inf)
		return v
	}
	if v, hit := s.probe(ply, id, left, nil, nil, false); hit {
		return v
	}
	best, bestMove := -Inf, games.Move(-1)
	for _, m := range s.movesAt(ply) {
		child, ok := s.play(id, ply, m, -Inf, Inf)
		if !ok {
			break
		}
		v := -s.negamax(ply+1, child, left-1)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		if v > best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, s.toMax(ply, best), -Inf, Inf)
	}
	return s.done(ply, id, left, best, Exact, bestMove, -Inf, Inf, false)
}

// alphaBetaMax is MAX's turn in alpha-beta: alpha is the best MAX can already force
// elsewhere, beta the best MIN can. Once alpha >= beta, MIN will never let the game
// reach this node, so its remaining children are pruned.
func (s *searcher) alphaBetaMax(ply int, id int32, left, alpha, beta int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(left); leaf {
		return s.leaf(ply, id, kind, s.toMax(ply, v), alpha, beta)
	}
	if v, hit := s.probe(ply, id, left, &alpha, &beta, true); hit {
		return v
	}
	alpha0, beta0 := alpha, beta
	best, bestMove := -Inf, games.Move(-1)
	moves := s.movesAt(ply)
	for i, m := range moves {
		child, ok := s.play(id, ply, m, alpha, beta)
		if !ok {
			break
		}
		v := s.alphaBetaMin(ply+1, child, left-1, alpha, beta)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		if v > best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, best, alpha, beta)
		if best > alpha {
			alpha = best
			s.rec.window(StepAlpha, id, best, alpha, beta)
		}
		if alpha >= beta {
			s.cutoff(id, ply, moves, i, best, alpha, beta)
			break
		}
	}
	return s.doneWindow(ply, id, left, best, bestMove, alpha0, beta0, alpha, beta, true)
}

// alphaBetaMin is MIN's turn in alpha-beta: it lowers beta; once beta <= alpha, MAX
// already has something better elsewhere and the remaining children are pruned.
func (s *searcher) alphaBetaMin(ply int, id int32, left, alpha, beta int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(left); leaf {
		return s.leaf(ply, id, kind, s.toMax(ply, v), alpha, beta)
	}
	if v, hit := s.probe(ply, id, left, &alpha, &beta, true); hit {
		return v
	}
	alpha0, beta0 := alpha, beta
	best, bestMove := Inf, games.Move(-1)
	moves := s.movesAt(ply)
	for i, m := range moves {
		child, ok := s.play(id, ply, m, alpha, beta)
		if !ok {
			break
		}
		v := s.alphaBetaMax(ply+1, child, left-1, alpha, beta)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		if v < best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, best, alpha, beta)
		if best < beta {
			beta = best
			s.rec.window(StepBeta, id, best, alpha, beta)
		}
		if beta <= alpha {
			s.cutoff(id, ply, moves, i, best, alpha, beta)
			break
		}
	}
	return s.doneWindow(ply, id, left, best, bestMove, alpha0, beta0, alpha, beta, true)
}

// negamaxAlphaBeta is alpha-beta in negamax form: one function for both players, the
// window (alpha, beta) seen from the side to move and negated and swapped for the
// child. It records everything in MAX's view, so a MIN node's alpha shows as beta.
func (s *searcher) negamaxAlphaBeta(ply int, id int32, left, alpha, beta int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(left); leaf {
		ma, mb := s.windowToMax(ply, alpha, beta)
		s.leaf(ply, id, kind, s.toMax(ply, v), ma, mb)
		return v
	}
	if v, hit := s.probe(ply, id, left, &alpha, &beta, false); hit {
		return v
	}
	alpha0, beta0 := alpha, beta
	raised := StepAlpha // what raising alpha means in MAX's view
	if s.player(ply) == Min {
		raised = StepBeta
	}
	best, bestMove := -Inf, games.Move(-1)
	moves := s.movesAt(ply)
	for i, m := range moves {
		ma, mb := s.windowToMax(ply, alpha, beta)
		child, ok := s.play(id, ply, m, ma, mb)
		if !ok {
			break
		}
		v := -s.negamaxAlphaBeta(ply+1, child, left-1, -beta, -alpha)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		if v > best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, s.toMax(ply, best), ma, mb)
		if best > alpha {
			alpha = best
			ma, mb = s.windowToMax(ply, alpha, beta)
			s.rec.window(raised, id, s.toMax(ply, best), ma, mb)
		}
		if alpha >= beta {
			ma, mb = s.windowToMax(ply, alpha, beta)
			s.cutoff(id, ply, moves, i, s.toMax(ply, best), ma, mb)
			break
		}
	}
	return s.doneWindow(ply, id, left, best, bestMove, alpha0, beta0, alpha, beta, false)
}

// leaf records a leaf worth v (MAX's view) and returns v.
func (s *searcher) leaf(ply int, id int32, kind NodeKind, v, alpha, beta int) int {
	s.stats.Leaves++
	s.rec.leaf(id, kind, v, alpha, beta)
	return v
}

// done finishes a node of an algorithm without a window: it records the return and
// stores the value in the transposition table. maxView says whether best is in MAX's
// view (minimax) or the side to move's (negamax).
func (s *searcher) done(ply int, id int32, left, best int, b Bound, bestMove games.Move, alpha, beta int, maxView bool) int {
	vMax := best
	if !maxView {
		vMax = s.toMax(ply, best)
	}
	if s.stopped {
		s.rec.stop(id, alpha, beta)
		return best
	}
	s.rec.ret(id, vMax, b, alpha, beta)
	s.store(ply, left, best, b, bestMove, maxView)
	return best
}

// doneWindow finishes an alpha-beta node searched with window (alpha0, beta0): fail-hard
// clamps the value into the window, fail-soft returns it as found. Either way a value at
// or beyond a bound of the window is itself only a bound.
func (s *searcher) doneWindow(ply int, id int32, left, best int, bestMove games.Move, alpha0, beta0, alpha, beta int, maxView bool) int {
	// In the side to move's view (negamax) or at a MAX node, a value <= alpha0 is an
	// upper bound and >= beta0 a lower one; at a MIN node in MAX's view the window is
	// still (alpha0, beta0) and the same holds.
	b := Exact
	switch {
	case best <= alpha0:
		b = Upper
	case best >= beta0:
		b = Lower
	}
	v := best
	if s.opt.FailHard {
		v = min(max(best, alpha0), beta0)
	}
	ma, mb := alpha, beta
	vMax, bMax := v, b
	if !maxView {
		ma, mb = s.windowToMax(ply, alpha, beta)
		vMax = s.toMax(ply, v)
		if s.player(ply) == Min {
			bMax = b.flip()
		}
	}
	if s.stopped {
		s.rec.stop(id, ma, mb)
		return v
	}
	s.rec.ret(id, vMax, bMax, ma, mb)
	s.store(ply, left, v, b, bestMove, maxView)
	return v
}

func (b Bound) flip() Bound {
	switch b {
	case Lower:
		return Upper
	case Upper:
		return Lower
	}
	return Exact
}
