package trace

import "github.com/gametree/gametree/games"

// liftCheckBudget bounds the positions endsWithinDepth explores.
const liftCheckBudget = 1_000_000

// endsWithinDepth reports whether every line of play from the root ends within the
// search's depth limit, so that no algorithm could meet a position at the limit.
//
// A depth-limited search writes wins lifted above the static evaluations ("win 3"),
// unless it met no position at its limit, when every value is a plain game score
// ("3"). Whether a search meets such a position depends on what it visits: alpha-beta
// prunes, a table skips subtrees. The same problem at the same depth must read the
// same under every algorithm, so the decision is taken on the game tree itself: a
// depth-first search for a line longer than the limit, which usually finds one at
// once. A game that bounds its length (games.Bounded) skips it when the limit is beyond
// the game's end. Past liftCheckBudget positions it answers no, and the wins stay
// lifted. Iterative deepening without a depth limit is a search of the whole game: it
// stops when an iteration meets no position at its limit, with the game's scores.
func (s *searcher) endsWithinDepth() bool {
	depth := s.opt.Depth
	if depth <= 0 {
		return true
	}
	if b, ok := s.g.(games.Bounded); ok && b.MaxPlies() <= depth {
		return true
	}
	budget := liftCheckBudget
	ends, ok := s.endsWithin(depth, &budget)
	return ends && ok
}

// endsWithin reports whether every line from the current position ends within left
// plies; ok is false when the budget ran out. It allocates nothing.
func (s *searcher) endsWithin(left int, budget *int) (ends, ok bool) {
	if over, _ := s.g.Result(); over {
		return true, true
	}
	if left <= 0 {
		return false, true
	}
	if *budget--; *budget < 0 {
		return false, false
	}
	var buf [64]games.Move
	for _, m := range s.g.Moves(buf[:0]) {
		s.g.Play(m)
		ends, ok = s.endsWithin(left-1, budget)
		s.g.Undo(m)
		if !ends || !ok {
			return ends, ok
		}
	}
	return true, true
}
