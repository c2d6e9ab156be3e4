package labcheck

import (
	"maps"
	"strings"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Match names the search a student's code does wholly when it is not the one chosen:
// another variant of alpha-beta (fail-soft, fail-hard, the course's), another
// algorithm (minimax, alpha-beta, their negamax forms), or seed 002's Java
// transcription (OverwritesAlpha: α overwritten by each child's value, β returned at
// a cutoff) or seed 003's root loop (FreshRootWindows), which are none of them.
type Match struct {
	Algorithm       trace.Algorithm `json:"algorithm"`
	FailHard        bool            `json:"fail_hard"`
	FailCourse      bool            `json:"fail_course"`
	OverwritesAlpha bool            `json:"overwrites_alpha,omitempty"`
	// FreshRootWindows: alpha-beta below the root, but every child of the root searched
	// with a fresh window (-∞, +∞), as seed 003's mejorMovimiento does.
	FreshRootWindows bool `json:"fresh_root_windows,omitempty"`
}

// maxMatchNodes bounds the trees of a student's own game on which the other searches
// are tried.
const maxMatchNodes = 2000

// candidates are the searches tried when the code differs from the chosen one: the
// chosen algorithm's other variants first, then the other algorithms.
func candidates(o trace.Options) []trace.Options {
	type v struct {
		a          trace.Algorithm
		hard, crse bool
	}
	ab := []v{{trace.AlphaBeta, false, false}, {trace.AlphaBeta, true, false}, {trace.AlphaBeta, false, true}, {trace.Minimax, false, false}}
	ng := []v{{trace.NegamaxAlphaBeta, false, false}, {trace.NegamaxAlphaBeta, true, false}, {trace.NegamaxAlphaBeta, false, true}, {trace.Negamax, false, false}}
	all := append(append([]v{}, ab...), ng...)
	if isNegamax(o.Algorithm) {
		all = append(append([]v{}, ng...), ab...)
	}
	var out []trace.Options
	for _, c := range all {
		if c.a == o.Algorithm && c.hard == o.FailHard && c.crse == o.FailCourse {
			continue
		}
		q := o
		q.Algorithm, q.FailHard, q.FailCourse = c.a, c.hard, c.crse
		out = append(out, q)
	}
	// the chosen algorithm's variants before the others
	first := out[:0:0]
	var rest []trace.Options
	for _, q := range out {
		if q.Algorithm == o.Algorithm {
			first = append(first, q)
		} else {
			rest = append(rest, q)
		}
	}
	return append(first, rest...)
}

// matches lists the candidate searches the student's events equal wholly (the same
// events, the same root value), in candidates' order; nil if none. On one tree several
// may (seed 002's variant and fail-hard agree wherever no MAX node's leaves pass β):
// CheckSuite keeps the one that holds on every tree of the set.
func (c *checker) matches(g trace.Game, p trace.Params, rep *Report) []Match {
	switch rep.First.Kind {
	case "not_number", "root", "move": // every step was the chosen search's, or a value is not one
		return nil
	}
	if _, own := g.(*lab.Game); own && c.ref.NodeCount() > maxMatchNodes {
		return nil // a student's game runs its code for every node of every candidate
	}
	byName := make(map[string]int32, len(c.names))
	for id, n := range c.names {
		byName[n] = int32(id)
	}
	var out []Match
	for _, o := range candidates(p.Options) {
		q := p
		q.Options = o
		t, _, evs, err := reference(g, q)
		if err != nil {
			continue
		}
		want := t.Value
		if isNegamax(o.Algorithm) && t.RootPlayer == trace.Min {
			want = -want
		}
		if c.equalWholly(rep, evs, want, byName) {
			out = append(out, Match{Algorithm: o.Algorithm, FailHard: o.FailHard, FailCourse: o.FailCourse})
		}
	}
	if len(out) > 0 || isNegamax(p.Options.Algorithm) {
		return out
	}
	if evs, want := c.overwritingAlpha(); c.equalWholly(rep, evs, want, byName) {
		return []Match{{Algorithm: p.Options.Algorithm, OverwritesAlpha: true}}
	}
	if evs, want := c.freshRootWindows(); c.equalWholly(rep, evs, want, byName) {
		return []Match{{Algorithm: p.Options.Algorithm, FreshRootWindows: true}}
	}
	return nil
}

// options is the search m names, on p's other options.
func (m Match) options(p trace.Options) trace.Options {
	p.Algorithm, p.FailHard, p.FailCourse = m.Algorithm, m.FailHard, m.FailCourse
	return p
}

// equalWholly: the student's events are evs (by the nodes' names; the returns the
// student's code does not show left out) and its root value is want.
func (c *checker) equalWholly(rep *Report, evs []Event, want int, byName map[string]int32) bool {
	if rep.Value != nil && *rep.Value != want {
		return false
	}
	have := returned(rep.Student)
	var cmp []Event
	for _, e := range evs {
		id, ok := byName[e.Name]
		if !ok {
			return false
		}
		e.Node = id
		if e.Kind == EventReturn && !have[id] {
			continue
		}
		cmp = append(cmp, e)
	}
	if len(cmp) != len(rep.Student) {
		return false
	}
	for i := range cmp {
		if !same(rep.Student[i], cmp[i]) {
			return false
		}
	}
	return true
}

// overwritingAlpha runs, on the checked tree, seed 002's Java transcription of
// alpha-beta (VAlfayBeta): MAX sets α to each child's value (alpha = VAlfayBeta(...))
// instead of raising it, keeps its best value apart, and returns β when α ≥ β; MIN
// the same with β, returning α. It lists the events and the root's value.
func (c *checker) overwritingAlpha() ([]Event, int) {
	var evs []Event
	var run func(id int32, alpha, beta int) int
	run = func(id int32, alpha, beta int) int {
		evs = append(evs, Event{Kind: EventVisit, Node: id, Name: c.names[id]})
		kids := c.kids[id]
		if len(kids) == 0 {
			evs = append(evs, Event{Kind: EventEval, Node: id, Name: c.names[id], Value: c.leafValue[id]})
			return c.leafValue[id]
		}
		best, first := 0, true
		ret := func(v int) int {
			evs = append(evs, Event{Kind: EventReturn, Node: id, Name: c.names[id], Value: v})
			return v
		}
		for _, k := range kids {
			if c.isMax[id] {
				alpha = run(k, alpha, beta)
				if alpha > best || first {
					best, first = alpha, false
				}
				if alpha >= beta {
					return ret(beta)
				}
			} else {
				beta = run(k, alpha, beta)
				if beta < best || first {
					best, first = beta, false
				}
				if alpha >= beta {
					return ret(alpha)
				}
			}
		}
		return ret(best)
	}
	v := run(0, -Infinity, Infinity)
	return evs, v
}

// addHint adds to the divergence's text what the code does instead, when it does
// another search wholly.
func addHint(rep *Report, p trace.Params) {
	m := rep.Matches
	if m == nil || rep.First == nil {
		return
	}
	if rep.First.plain == nil { // the verdict without a hint, to hint again (CheckSuite)
		rep.First.plain = maps.Clone(rep.First.Text)
	}
	rep.First.Text = maps.Clone(rep.First.plain)
	chosen := p.Options
	mo := chosen
	mo.Algorithm, mo.FailHard, mo.FailCourse = m.Algorithm, m.FailHard, m.FailCourse
	plain := mo
	plain.FailHard, plain.FailCourse = false, false
	var hint *msg.Error
	switch {
	case m.OverwritesAlpha:
		hint = msg.New("check.hint.overwrites")
	case m.FreshRootWindows:
		hint = msg.New("check.hint.fresh_root")
	case m.Algorithm == chosen.Algorithm && m.FailHard:
		hint = msg.New("check.hint.hard", "algo", algoNameOf(plain))
	case m.Algorithm == chosen.Algorithm && m.FailCourse:
		hint = msg.New("check.hint.course", "algo", algoNameOf(plain))
	case m.Algorithm == chosen.Algorithm:
		hint = msg.New("check.hint.soft", "algo", algoNameOf(plain))
	case m.Algorithm == trace.Minimax || m.Algorithm == trace.Negamax:
		hint = msg.New("check.hint.every_node", "algo", algoNameOf(mo))
	case isNegamax(m.Algorithm) != isNegamax(chosen.Algorithm):
		hint = msg.New("check.hint.view", "algo", algoNameOf(mo))
	default:
		hint = msg.New("check.hint.prunes", "algo", algoNameOf(mo))
	}
	for _, l := range langs {
		text := hint.Text(l)
		if l == msg.ES { // "la de el alfa-beta": "la del alfa-beta"
			text = strings.ReplaceAll(text, " de el ", " del ")
		}
		rep.First.Text[l] += " " + text
	}
}

// freshRootWindows runs, on the checked tree, fail-soft alpha-beta below a root loop
// that gives every child of the root a fresh window (-∞, +∞), as seed 003's
// mejorMovimiento does (alfabeta(nuevo, 9, INT_MIN, INT_MAX, false) for each move):
// right below the root, but the root's α (β at a MIN root) is never passed on. It
// lists the events and the root's value.
func (c *checker) freshRootWindows() ([]Event, int) {
	var evs []Event
	var run func(id int32, alpha, beta int) int
	run = func(id int32, alpha, beta int) int {
		evs = append(evs, Event{Kind: EventVisit, Node: id, Name: c.names[id]})
		kids := c.kids[id]
		if len(kids) == 0 {
			evs = append(evs, Event{Kind: EventEval, Node: id, Name: c.names[id], Value: c.leafValue[id]})
			return c.leafValue[id]
		}
		best := -Infinity
		if !c.isMax[id] {
			best = Infinity
		}
		for _, k := range kids {
			a, b := alpha, beta
			if id == 0 {
				a, b = -Infinity, Infinity
			}
			v := run(k, a, b)
			if c.isMax[id] {
				best = max(best, v)
				alpha = max(alpha, best)
			} else {
				best = min(best, v)
				beta = min(beta, best)
			}
			if alpha >= beta {
				break
			}
		}
		evs = append(evs, Event{Kind: EventReturn, Node: id, Name: c.names[id], Value: best})
		return best
	}
	v := run(0, -Infinity, Infinity)
	return evs, v
}
