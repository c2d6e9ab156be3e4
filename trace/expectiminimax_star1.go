package trace

import (
	"errors"
	"fmt"
	"math/bits"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
)

// Star1 (Ballard 1983) prunes at a chance node. Every leaf lies in [L, U]
// (Options.ChanceLow, ChanceHigh). After outcomes 1..i, with probabilities totalling
// Pᵢ and weighted sum Σ = Σⱼ≤ᵢ pⱼ·vⱼ, the node's value lies in
// [Σ + (1−Pᵢ)·L, Σ + (1−Pᵢ)·U]: once the top of that interval is <= alpha, or its
// bottom >= beta, the other outcomes cannot change what the parent does with the node,
// and they are cut. Outcome i is searched with the window that decides it:
// αᵢ = (α − Σ − (1−Pᵢ)·U)/pᵢ and βᵢ = (β − Σ − (1−Pᵢ)·L)/pᵢ (Σ without i, Pᵢ with
// it), clipped to [L, U] and, since values are whole scaled numbers, rounded outward.

// expectiState is what expectiminimax keeps for one search.
type expectiState struct {
	// scale is S: every value is recorded times S (1 without chance nodes).
	scale int64
	// err is why the search failed (a leaf outside Star1's bounds): the caller gets it
	// instead of a trace.
	err error
}

// expectiSetup prepares a search: the scale. (With chance nodes checkChance has
// turned fail-hard and quiescence off.)
func (s *searcher) expectiSetup() {
	s.exp.scale = 1
	if s.stoch != nil {
		s.exp.scale = s.stoch.ValueScale()
	}
}

// expectiFail stops the search with err, which the caller gets.
func (s *searcher) expectiFail(err error) {
	if s.exp.err == nil {
		s.exp.err = err
	}
	s.halt("failed", err.Error())
}

// expectiLeaf is a leaf's value v (for the side to move at ply, unscaled) in MAX's
// view, scaled. At a chance node (at the depth limit) the side to move is the one who
// chooses next (MaxToMove), as the games with chance define it. With Star1 a leaf
// outside the bounds stops the search with an error.
func (s *searcher) expectiLeaf(ply, v int) int {
	switch {
	case s.player(ply) != Chance:
		v = s.toMax(ply, v)
	case !s.stoch.MaxToMove():
		v = -v
	}
	if s.opt.Star1 && (v < s.opt.ChanceLow || v > s.opt.ChanceHigh) {
		s.expectiFail(msg.New("search.star1_outside", "value", FormatValue(v), "lo", s.opt.ChanceLow, "hi", s.opt.ChanceHigh))
	}
	return v * int(s.exp.scale)
}

// chanceSum is a chance node's running account, in the view of the function
// searching it, scaled.
type chanceSum struct {
	// sum is Σ pⱼ·vⱼ over the outcomes searched so far.
	sum int
	// mass is their total probability Pᵢ times S.
	mass int64
	// bound is Exact, or the bound of the one outcome whose value was only a bound
	// (it ends the node: Star1 cuts right after it, or it was the last).
	bound Bound
}

// share is p times S, a whole number as S is a multiple of every denominator.
func (s *searcher) share(p games.Probability) int64 {
	if s.exp.scale%p.Den != 0 {
		s.expectiFail(errors.New("trace: the game's value scale is no multiple of a probability's denominator"))
		return 0
	}
	return p.Num * (s.exp.scale / p.Den)
}

// chanceAdd adds an outcome of probability p worth v (bound b) to c. lo, hi are the
// leaf bounds in the same view: a value at one of them is exact whatever the bound
// says. The product p·v is exact: S makes every value a multiple of the denominator.
func (s *searcher) chanceAdd(c *chanceSum, p games.Probability, v int, b Bound, lo, hi int) {
	if v%int(p.Den) != 0 {
		s.expectiFail(errors.New("trace: an expectiminimax mean is not a whole scaled number (the game's value scale is wrong)"))
		return
	}
	c.sum += v / int(p.Den) * int(p.Num)
	c.mass += s.share(p)
	S := int(s.exp.scale)
	if s.opt.Star1 && (b == Upper && v <= lo*S || b == Lower && v >= hi*S) {
		b = Exact // no value lies beyond the leaf bounds
	}
	if b != Exact {
		c.bound = b
	}
}

// star1Cut reports whether the outcomes not yet searched can be cut: the node's value
// is at most Σ + (1−P)·U <= alpha, or at least Σ + (1−P)·L >= beta. It returns the
// bound that decided, as the node's value (fail-soft), with its kind.
func (s *searcher) star1Cut(c chanceSum, lo, hi, alpha, beta int) (int, Bound, bool) {
	rest := int(s.exp.scale - c.mass)
	if upper := c.sum + rest*hi; c.bound != Lower && upper <= alpha {
		return upper, Upper, true
	}
	if lower := c.sum + rest*lo; c.bound != Upper && lower >= beta {
		return lower, Lower, true
	}
	return 0, Exact, false
}

// star1Window is the window of the next outcome (probability p) of a chance node with
// window (alpha, beta) and account c: the values of the outcome at which the node's
// value would be decided, clipped to the leaf bounds [lo, hi] and rounded outward.
func (s *searcher) star1Window(c chanceSum, p games.Probability, lo, hi, alpha, beta int) (int, int) {
	S := int(s.exp.scale)
	rest := S - int(c.mass+s.share(p)) // (1 − Pᵢ)·S, Pᵢ with this outcome
	ca, cb := lo*S, hi*S
	if alpha > -Inf {
		ca = max(ca, mulDiv(alpha-c.sum-rest*hi, p.Den, p.Num, false))
	}
	if beta < Inf {
		cb = min(cb, mulDiv(beta-c.sum-rest*lo, p.Den, p.Num, true))
	}
	return min(ca, hi*S), max(cb, lo*S)
}

// mulDiv is x·m/d rounded down (up when ceil), for m, d > 0, without overflow: a
// quotient too large for an int saturates to ±Inf.
func mulDiv(x int, m, d int64, ceil bool) int {
	neg := x < 0
	ux := uint64(x)
	if neg {
		ux = uint64(-x)
	}
	hi, lo := bits.Mul64(ux, uint64(m))
	if hi >= uint64(d) {
		if neg {
			return -Inf
		}
		return Inf
	}
	q, r := bits.Div64(hi, lo, uint64(d))
	if q > uint64(Inf) {
		q = uint64(Inf)
	}
	// |x|·m/d = q + r/d: round toward −∞ (floor) or +∞ (ceil)
	if r != 0 && neg != ceil {
		q++
	}
	if neg {
		return -int(q)
	}
	return int(q)
}

// chanceCutoffRule states Star1's rule at a chance node's cutoff step s, MAX's view:
// "upper bound 2.5 ≤ α=3" (the node's value can reach no more than alpha) or "lower
// bound 4 ≥ β=3".
func (t *Trace) chanceCutoffRule(s Step) string {
	if s.Value <= s.Alpha {
		return "upper bound " + t.Format(s.Value) + " ≤ α=" + t.Format(s.Alpha)
	}
	return "lower bound " + t.Format(s.Value) + " ≥ β=" + t.Format(s.Beta)
}

// expectiForm names expectiminimax's form for the text output: " with Star1 (leaves
// in [0, 8]), negamax form"; "" for the other algorithms.
func (t *Trace) expectiForm() string {
	o := t.Options
	if o.Algorithm != Expectiminimax {
		return ""
	}
	s := ""
	if o.Star1 {
		s += fmt.Sprintf(" with Star1 (leaves in [%d, %d])", o.ChanceLow, o.ChanceHigh)
	}
	if o.NegamaxForm {
		s += ", negamax form"
	}
	return s
}
