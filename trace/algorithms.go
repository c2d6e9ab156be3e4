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
	if v, kind, leaf := s.leafValue(ply, id, left); leaf {
		return s.leaf(ply, id, kind, s.toMax(ply, v), -Inf, Inf)
	}
	if v, hit := s.probe(ply, id, left, nil, nil, true); hit {
		return v
	}
	best, bestMove, pr := -Inf, games.Move(-1), newProof()
	for _, m := range s.movesAt(ply, left) {
		child, ok := s.play(id, ply, m, -Inf, Inf)
		if !ok {
			break
		}
		v := s.minValue(ply+1, child, left-1)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		pr.add(v, s.ret)
		if v > best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, best, -Inf, Inf)
	}
	return s.finish(ply, id, left, best, bestMove, -Inf, Inf, -Inf, Inf, pr, true)
}

// minValue is MIN's turn in plain minimax: the smallest of its children's values.
func (s *searcher) minValue(ply int, id int32, left int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(ply, id, left); leaf {
		return s.leaf(ply, id, kind, s.toMax(ply, v), -Inf, Inf)
	}
	if v, hit := s.probe(ply, id, left, nil, nil, true); hit {
		return v
	}
	best, bestMove, pr := Inf, games.Move(-1), newProof()
	for _, m := range s.movesAt(ply, left) {
		child, ok := s.play(id, ply, m, -Inf, Inf)
		if !ok {
			break
		}
		v := s.maxValue(ply+1, child, left-1)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		pr.add(-v, s.ret.flip())
		if v < best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, best, -Inf, Inf)
	}
	return s.finish(ply, id, left, best, bestMove, -Inf, Inf, -Inf, Inf, pr, true)
}

// negamax returns the node's value for the side to move and leaves its best line
// (the path) in s.pv[ply]: every player maximises the negation of its children's
// values, since what is good for one is bad for the other.
func (s *searcher) negamax(ply int, id int32, left int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(ply, id, left); leaf {
		s.leaf(ply, id, kind, s.toMax(ply, v), -Inf, Inf)
		return v
	}
	if v, hit := s.probe(ply, id, left, nil, nil, false); hit {
		return v
	}
	best, bestMove, pr := -Inf, games.Move(-1), newProof()
	for _, m := range s.movesAt(ply, left) {
		child, ok := s.play(id, ply, m, -Inf, Inf)
		if !ok {
			break
		}
		v := -s.negamax(ply+1, child, left-1)
		s.g.Undo(m)
		if s.stopped {
			break
		}
		pr.add(v, s.ret.flip())
		if v > best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, s.toMax(ply, best), -Inf, Inf)
	}
	return s.finish(ply, id, left, best, bestMove, -Inf, Inf, -Inf, Inf, pr, false)
}

// alphaBetaMax is MAX's turn in alpha-beta: alpha is the best MAX can already force
// elsewhere, beta the best MIN can. Once alpha >= beta, MIN will never let the game
// reach this node, so its remaining children are pruned.
func (s *searcher) alphaBetaMax(ply int, id int32, left, alpha, beta int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(ply, id, left); leaf {
		return s.leaf(ply, id, kind, s.toMax(ply, v), alpha, beta)
	}
	if v, hit := s.probe(ply, id, left, &alpha, &beta, true); hit {
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
		v := s.alphaBetaMin(ply+1, child, left-1, alpha, beta)
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
		if best > alpha {
			alpha = best
			s.rec.window(StepAlpha, id, best, true, alpha, beta)
		}
		if alpha >= beta {
			pr.skip(s.cutoff(id, ply, moves, i, best, alpha, beta))
			break
		}
	}
	return s.finish(ply, id, left, best, bestMove, alpha0, beta0, alpha, beta, pr, true)
}

// alphaBetaMin is MIN's turn in alpha-beta: it lowers beta; once beta <= alpha, MAX
// already has something better elsewhere and the remaining children are pruned.
func (s *searcher) alphaBetaMin(ply int, id int32, left, alpha, beta int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(ply, id, left); leaf {
		return s.leaf(ply, id, kind, s.toMax(ply, v), alpha, beta)
	}
	if v, hit := s.probe(ply, id, left, &alpha, &beta, true); hit {
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
		v := s.alphaBetaMax(ply+1, child, left-1, alpha, beta)
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
		if best < beta {
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

// negamaxAlphaBeta is alpha-beta in negamax form: one function for both players, the
// window (alpha, beta) seen from the side to move and negated and swapped for the
// child. It records everything in MAX's view, so a MIN node's alpha shows as beta.
func (s *searcher) negamaxAlphaBeta(ply int, id int32, left, alpha, beta int) int {
	s.pvClear(ply)
	if v, kind, leaf := s.leafValue(ply, id, left); leaf {
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
	best, bestMove, pr := -Inf, games.Move(-1), newProof()
	moves := s.movesAt(ply, left)
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
		pr.add(v, s.ret.flip())
		if v > best {
			best, bestMove = v, m
			s.pvSet(ply, m)
		}
		s.rec.backup(id, child, s.toMax(ply, best), ma, mb)
		if best > alpha {
			alpha = best
			ma, mb = s.windowToMax(ply, alpha, beta)
			s.rec.window(raised, id, s.toMax(ply, best), true, ma, mb)
		}
		if alpha >= beta {
			ma, mb = s.windowToMax(ply, alpha, beta)
			pr.skip(s.cutoff(id, ply, moves, i, s.toMax(ply, best), ma, mb))
			break
		}
	}
	return s.finish(ply, id, left, best, bestMove, alpha0, beta0, alpha, beta, pr, false)
}

// leaf records a leaf worth v (MAX's view) and returns v. A leaf's value is exact.
func (s *searcher) leaf(ply int, id int32, kind NodeKind, v, alpha, beta int) int {
	s.stats.Leaves++
	s.ret = Exact
	s.rec.leaf(id, kind, v, alpha, beta)
	return v
}

// proof gathers what a node's children prove about its true value, seen by the player
// who maximises there (MAX, or the side to move in negamax; a MIN node of the MAX/MIN
// functions adds its children negated). It is how a node knows whether the value it
// returns is its exact minimax value or only a bound: a value is exact when every
// child was searched and the best of them is exact.
type proof struct {
	// lo is the largest value a child proved the node reaches: a child's value that
	// is exact or a lower bound.
	lo int
	// open is set when the true value may lie above the best child's value: a child
	// returned only a lower bound, or children were skipped (a cutoff).
	open bool
}

func newProof() proof { return proof{lo: -Inf} }

// add takes a child's value v and its bound b, both in the maximiser's view.
func (p *proof) add(v int, b Bound) {
	if b != Upper && v > p.lo {
		p.lo = v
	}
	if b == Lower {
		p.open = true
	}
}

// skip notes that a cutoff left children unsearched.
func (p *proof) skip(skipped bool) {
	if skipped {
		p.open = true
	}
}

// bound says how v, the value a node returns when the best of its children is best
// (maximiser's view), relates to the node's true value. The true value lies in
// [lo, best], or [lo, +∞) when open: v is exact when both ends meet it, an upper bound
// when the top end does not exceed it, a lower bound when the bottom end reaches it.
// window is the classic rule from the search window, used if neither holds (which the
// property tests show does not happen).
func (p proof) bound(v, best int, window Bound) Bound {
	atMost := !p.open && best <= v
	atLeast := p.lo >= v
	switch {
	case atMost && atLeast:
		return Exact
	case atMost:
		return Upper
	case atLeast:
		return Lower
	}
	return window
}

// finish ends a node searched with window (alpha0, beta0), (-∞, +∞) for the algorithms
// without one: fail-hard clamps the value into the window, fail-soft (the default)
// returns it as found. The value is recorded with its bound, from pr, and stored in
// the transposition table. maxView says whether best is in MAX's view (the MAX/MIN
// functions) or the side to move's (negamax). A node the search stopped in returns the
// value its finished children prove, as a bound.
func (s *searcher) finish(ply int, id int32, left, best int, bestMove games.Move, alpha0, beta0, alpha, beta int, pr proof, maxView bool) int {
	// minimising: MAX-view values at a MIN node; pr holds them negated.
	minimising := maxView && s.player(ply) == Min
	ma, mb := alpha, beta
	if !maxView {
		ma, mb = s.windowToMax(ply, alpha, beta)
	}
	// toMaxView turns a value and bound in the function's own view into MAX's.
	toMaxView := func(v int, b Bound) (int, Bound) {
		if !maxView && s.player(ply) == Min {
			return -v, b.flip()
		}
		return v, b
	}
	if s.stopped {
		v, b := pr.lo, Lower // what the finished children prove
		if minimising {
			v, b = -v, Upper
		}
		s.ret = b
		vMax, bMax := toMaxView(v, b)
		s.rec.stop(id, vMax, bMax, pr.lo > -Inf, ma, mb)
		return v
	}
	v := best
	switch {
	case s.opt.FailHard:
		v = min(max(best, alpha0), beta0)
	case s.opt.FailCourse && minimising: // MIN returns β: min(β₀, its best)
		v = min(best, beta0)
	case s.opt.FailCourse: // MAX (and negamax, the side to move) returns α: max(α₀, its best)
		v = max(best, alpha0)
	}
	// the classic rule: a value at or beyond a bound of the window is only a bound
	window := Exact
	switch {
	case best <= alpha0:
		window = Upper
	case best >= beta0:
		window = Lower
	}
	var b Bound
	if minimising {
		b = pr.bound(-v, -best, window.flip()).flip()
	} else {
		b = pr.bound(v, best, window)
	}
	s.ret = b
	vMax, bMax := toMaxView(v, b)
	s.rec.ret(id, vMax, bMax, ma, mb)
	s.store(ply, left, v, b, bestMove, maxView)
	s.noteSearched(id)
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
