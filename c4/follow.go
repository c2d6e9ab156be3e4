package c4

// followAfter is how many nodes a null-window pass of a strong solve with FollowValue
// may search before the solve counts as a big one: its passes so far were the
// tutorial's, each small; from then on each window follows the value. Begin-Easy and
// the other benchmark sets of quick wins and losses stay within it (their counts are
// the step before's); the openings pass it at their first window. It is soloNodes, the
// size of a search worth starting on one core.
const followAfter = soloNodes

// solveFollowing is the strong driver of FollowValue for p's value in [lo, hi]. While
// the solve is small, the tutorial's windows (tutorialWindow), each pass capped at
// followAfter nodes on one core; the first pass that does not finish within them is
// given up (what it found stays in the table) and the solve is a big one: its first
// window halfway, then each next one where the last pass's fail-soft value points
// (followWindow), each pass a full search (searchFast, every core).
//
// Measured at one thread (nodes a position, solve --threads 1): openings after 8
// moves 1,051,541 -> 950,493 (Steininger's c4: 764,340); Begin-Easy, Middle-Easy,
// Middle-Medium unchanged (922, 149, 12,104); following from the first pass instead
// made Begin-Easy 20 times larger (18,156), its values being far from the middle.
// The small search before each big pass (searchFast) only before the first: openings
// after 8 moves 1,025,544 -> 985,159 nodes, after 4 moves (the first 10) 27.58 M ->
// 27.60 M; with none before the first either, 967,376 and 28.64 M.
func (s *Solver) solveFollowing(p Position, lo, hi int) int {
	big := false
	last, known := 0, false
	for lo < hi {
		var med, v int
		if !big {
			med = tutorialWindow(lo, hi)
			var ok bool
			if v, ok = s.searchSmall(p, med, med+1, followAfter); !ok {
				big = true
				continue
			}
		} else {
			med = followWindow(lo, hi, last, known)
			// Only the first big pass starts with a small search: its few nodes
			// fill the table near the root for the pass's move order; a later
			// pass finds the table full already, and the small search would cost
			// nodes for nothing.
			v = s.searchBig(p, med, med+1, s.solo > 0 && !known)
			last, known = v, true
		}
		if v <= med {
			hi = v
		} else {
			lo = v
		}
	}
	return lo
}

// followWindow is the next null window's lower end med (the pass asks whether the
// value is above med) for a value in [lo, hi], lo < hi, after a pass that returned
// last (known; else the first window is halfway): a value that failed low (an upper
// bound, now hi) is asked whether it is reached (med = last-1), one that failed high
// (a lower bound, now lo) whether it is passed (med = last); always within [lo, hi).
func followWindow(lo, hi, last int, known bool) int {
	guess := lo + (hi-lo)/2
	if known {
		guess = last
	}
	return min(max(guess, lo+1), hi) - 1
}
