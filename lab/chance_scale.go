package lab

import (
	"github.com/gametree/gametree/games"
)

// The scale of a student's game with chance. A search records every value times one
// whole number S (games.Stochastic.ValueScale), chosen before it starts; the lab cannot
// know it from the program, so it finds it: it walks the states the search can reach
// from the current one (to the search's depth, which Prefetch tells; to the end of the
// game without one) and takes the least common multiple, over the lines, of the
// product of the probabilities' denominators along each line. That S is exact (every
// expectiminimax value of those states times S is whole: a chance state's value is
// sum p_i v_i, and den(p_i) times the child's scale makes each term whole) and the
// least such product-of-denominators bound: two dice in a line need 36, a coin and a
// die 12. A line's leaves (result, and evaluate at the depth) are whole numbers.
//
// The depth counts decision plies only and a chance state at the depth is still walked
// through: S is then right whether a search spends a ply on chance or not (a larger S
// is never wrong). The walk expands what the search would (the program's answers are
// kept for it). It refuses, with coded errors, an S above games.MaxValueScale
// (lab.chance_scale: fewer chance states in a line, a smaller depth, or coarser
// probabilities), and a line that comes back to a state it left when the search could
// follow it for ever (lab.chance_cycle): to the end of the game any repetition, at a
// depth a loop of chance states with no decision in it.

// scaleKey is a state and the decision plies left below it (-1: to the end).
type scaleKey struct {
	state string
	left  int
}

// scaleWalk is one walk: the line being followed, each state's place on it, and
// whether each is a decision state.
type scaleWalk struct {
	g        *Game
	memo     map[scaleKey]int64
	onLine   map[string]int
	decision []bool
}

// scaleHere is the current state's scale within the horizon, found once.
func (g *Game) scaleHere() (int64, error) {
	if err := g.Err(); err != nil {
		return 1, err
	}
	sh := g.sh
	top := g.top()
	sh.mu.Lock()
	if sh.chance.scaleOf == top {
		defer sh.mu.Unlock()
		return sh.chance.scale, nil
	}
	if sh.chance.memo == nil {
		sh.chance.memo = map[scaleKey]int64{}
	}
	left := sh.chance.horizon
	if left <= 0 {
		left = -1
	}
	w := &scaleWalk{g: g, memo: sh.chance.memo, onLine: map[string]int{}}
	sh.mu.Unlock()
	s, err := w.walk(top, left)
	if err != nil {
		return 1, err
	}
	sh.mu.Lock()
	sh.chance.scaleOf, sh.chance.scale = top, s
	sh.mu.Unlock()
	return s, nil
}

// walk is state s's scale with left decision plies to go (-1: to the end).
func (w *scaleWalk) walk(s string, left int) (int64, error) {
	e, err := w.g.expandState(s)
	if err != nil {
		return 1, err
	}
	chance := len(e.Chance) > 0
	if e.Over || (!chance && left == 0) {
		return 1, nil // a leaf: result or evaluate, a whole number
	}
	key := scaleKey{s, left}
	w.g.sh.mu.Lock()
	v, done := w.memo[key]
	w.g.sh.mu.Unlock()
	if done {
		return v, nil
	}
	if i, on := w.onLine[s]; on && (left < 0 || !hasDecision(w.decision[i:])) {
		return 1, &Error{Kind: "lab.chance_cycle", Detail: shortState(s)}
	}
	before, was := w.onLine[s]
	w.onLine[s] = len(w.decision)
	w.decision = append(w.decision, !chance)
	defer func() {
		w.decision = w.decision[:len(w.decision)-1]
		if was {
			w.onLine[s] = before
		} else {
			delete(w.onLine, s)
		}
	}()
	next := left
	if !chance && left > 0 {
		next--
	}
	scale := int64(1)
	for i, c := range e.Children {
		cs, err := w.walk(c, next)
		if err != nil {
			return 1, err
		}
		if chance {
			cs *= e.Chance[i].Den // at most 2^20 times 2^20
		}
		if scale = lcm(scale, cs); scale > games.MaxValueScale {
			return 1, &Error{Kind: "lab.chance_scale", Limit: games.MaxValueScale}
		}
	}
	w.g.sh.mu.Lock()
	w.memo[key] = scale
	w.g.sh.mu.Unlock()
	return scale, nil
}

func hasDecision(line []bool) bool {
	for _, d := range line {
		if d {
			return true
		}
	}
	return false
}

// shortState is a state's text cut for a message.
func shortState(s string) string {
	if r := []rune(s); len(r) > 40 {
		return string(r[:40]) + "…"
	}
	return s
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// lcm of two positive numbers whose product fits in an int64.
func lcm(a, b int64) int64 { return a / gcd(a, b) * b }
