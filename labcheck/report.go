package labcheck

import (
	"go.starlark.net/starlark"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// What a check compares (Report.Checked, Report.NotChecked).
const (
	CheckLeaves    = "leaves"     // the leaves evaluated, in order, and their values
	CheckExpanded  = "expanded"   // the nodes visited (expanded), in order
	CheckValues    = "values"     // the values returned for inner nodes
	CheckRootValue = "root_value" // the root's value
	CheckRootMove  = "root_move"  // the root's move (any optimal one)
)

// report compares what the student's search did (recorded in c.events, rv returned by
// search(root)) with the reference's events.
func (c *checker) report(g trace.Game, p trace.Params, rv starlark.Value, refEvents []Event) *Report {
	rep := &Report{Algorithm: p.Options.Algorithm, FailHard: p.Options.FailHard, FailCourse: p.Options.FailCourse,
		Names: c.names, Params: referenceParams(p), Move: c.returnedMove(rv)}
	rep.Want = c.ref.Value
	if c.negamax && c.ref.RootPlayer == trace.Min {
		rep.Want = -c.ref.Value // negamax's root value is the side to move's
	}
	if v, ok := returnedNumber(rv); ok {
		rep.Value = &v
	}
	st := settle(c.events)
	have := returned(st)
	if !have[0] && rep.Value != nil && len(c.kids[0]) > 0 {
		// the root's loop is in search(root) itself: its value is search's
		st = append(st, Event{Kind: EventReturn, Node: 0, Name: c.names[0], Value: *rep.Value, Function: "search"})
		have[0] = true
	}
	rep.Student = st
	rep.Reference, rep.Unchecked = comparable(refEvents, have)
	if !have[0] && rep.Unchecked > 0 {
		rep.Unchecked-- // the root's value is said apart (root_value)
	}
	c.fillChecked(rep, have[0] || rep.Value != nil)
	rep.First = c.firstDivergence(rep, p, rv)
	if rep.First != nil && rep.First.Kind == "missing" && rep.Value == nil && rep.Move < 0 {
		c.notNumberEarly(rep.First, rv)
	}
	rep.OK = rep.First == nil
	if !rep.OK {
		if rep.matched = c.matches(g, p, rep); len(rep.matched) > 0 {
			rep.Matches = &rep.matched[0]
		}
		addHint(rep, p)
	}
	rep.Summary = summary(rep, p, c.ref.StepCount())
	return rep
}

// fillChecked lists what the check compares and what the code's shape hides.
func (c *checker) fillChecked(rep *Report, rootValue bool) {
	rep.Checked = []string{CheckLeaves, CheckExpanded}
	rep.NotChecked = []string{}
	if rep.Unchecked == 0 {
		rep.Checked = append(rep.Checked, CheckValues)
	} else {
		rep.NotChecked = append(rep.NotChecked, CheckValues)
	}
	if rootValue {
		rep.Checked = append(rep.Checked, CheckRootValue)
	} else {
		rep.NotChecked = append(rep.NotChecked, CheckRootValue)
	}
	if rep.Move >= 0 {
		rep.Checked = append(rep.Checked, CheckRootMove)
	}
	rep.CheckedWords = checkedWords(rep)
}

// exact is every node's minimax value, from MAX's point of view (the pruned parts'
// too: the tree is whole).
func (c *checker) exact() []int {
	v := make([]int, len(c.kids))
	var walk func(id int32) int
	walk = func(id int32) int {
		kids := c.kids[id]
		if len(kids) == 0 {
			v[id] = c.leafValue[id]
			return v[id]
		}
		best := walk(kids[0])
		for _, k := range kids[1:] {
			x := walk(k)
			if c.isMax[id] && x > best || !c.isMax[id] && x < best {
				best = x
			}
		}
		v[id] = best
		return best
	}
	walk(0)
	return v
}

// optimalMoves are the root's children worth the root's value.
func (c *checker) optimalMoves() []int32 {
	v := c.exact()
	var out []int32
	for _, k := range c.kids[0] {
		if v[k] == v[0] {
			out = append(out, k)
		}
	}
	return out
}

// failedAfterNotNumber is the report of a code that failed (err) after one of its
// value functions returned something that is not a number (a None that the caller
// then compared, say): the not-a-number is the mistake to show, the failure follows
// from it. Nil when the failure has another cause.
func (c *checker) failedAfterNotNumber(g trace.Game, p trace.Params, refEvents []Event, err error) *Report {
	le, ok := err.(*lab.Error)
	if !ok || le.Kind != lab.CodeRuntime {
		return nil
	}
	rep := c.report(g, p, starlark.None, refEvents)
	if rep.First == nil || rep.First.Kind != "not_number" {
		return nil
	}
	for _, l := range langs {
		rep.First.Text[l] += " " + msg.Format(l, "check.then_failed", map[string]any{"error": sentence(le.Text(l))})
		rep.Summary[l] = rep.First.Text[l]
	}
	return rep
}

// notNumberEarly says of a search that stopped early and returned neither a number nor a
// move what it returned (a "return" forgotten, a name returned): that, not the steps it
// never took, is what the student must fix first.
func (c *checker) notNumberEarly(d *Divergence, rv starlark.Value) {
	d.Kind = "root"
	for _, l := range langs {
		d.Text[l] = msg.Format(l, "check.root_not_number_early", map[string]any{"v": shortRepr(rv),
			"k": d.Step + 1, "n": c.ref.StepCount()})
	}
}
