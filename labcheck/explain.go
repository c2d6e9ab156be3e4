package labcheck

import (
	"maps"
	"strconv"

	"go.starlark.net/starlark"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// sentence is a stepper's sentence in a message: written whole (msg shortens plain
// strings).
type sentence string

// langs are the languages of every text of a report.
var langs = []string{msg.EN, msg.ES}

func same(a, b Event) bool {
	return a.Kind == b.Kind && a.Node == b.Node && (a.Kind == EventVisit || a.Value == b.Value && !a.NotNumber)
}

// firstDivergence compares the events one by one; the first that differs is explained
// by the reference step that decides it.
func (c *checker) firstDivergence(rep *Report, p trace.Params, rv starlark.Value) *Divergence {
	st, ref := rep.Student, rep.Reference
	for i := 0; ; i++ {
		switch {
		case i >= len(st) && i >= len(ref):
			return c.rootDivergence(rep, i, p, rv)
		case i < len(st) && st[i].NotNumber:
			var r *Event
			if i < len(ref) {
				r = &ref[i]
			}
			return c.diverge(i, "not_number", &st[i], r, p)
		case i >= len(st):
			return c.diverge(i, "missing", nil, &ref[i], p)
		case i >= len(ref):
			kind := c.wrongKind(st[i])
			if kind == "order" {
				kind = "extra"
			}
			return c.diverge(i, kind, &st[i], nil, p)
		case !same(st[i], ref[i]):
			kind := c.wrongKind(st[i])
			if kind == "order" && st[i].Kind == ref[i].Kind && st[i].Node == ref[i].Node {
				kind = "value"
			}
			return c.diverge(i, kind, &st[i], &ref[i], p)
		}
	}
}

// wrongKind: pruned when the algorithm never visits the event's node, else order.
func (c *checker) wrongKind(e Event) string {
	if c.prunedAncestor(e.Node) >= 0 {
		return "pruned"
	}
	return "order"
}

// prunedAncestor is the node itself or its nearest ancestor that the reference
// pruned (whose FirstStep is the cutoff that pruned it), -1 if it was visited.
func (c *checker) prunedAncestor(id int32) int32 {
	found := int32(-1)
	for n := id; n >= 0; n = c.ref.Parent(n) {
		if c.ref.Kind(n) == trace.Pruned {
			found = n
		}
	}
	return found
}

// rootDivergence: every step matches; the root's value (search's return, or the value
// a function returned for the root) and move must be right.
func (c *checker) rootDivergence(rep *Report, i int, p trace.Params, rv starlark.Value) *Divergence {
	last := c.ref.StepCount() - 1
	d := &Divergence{Index: i, Kind: "root", Node: 0, RefNode: 0, Step: last, Text: map[string]string{}}
	switch {
	case rep.Value != nil && *rep.Value != rep.Want:
		for _, l := range langs {
			d.Text[l] = msg.Format(l, "check.root", map[string]any{"v": numberText(*rep.Value), "w": strconv.Itoa(rep.Want), "k": last + 1})
		}
		return d
	case rep.Value == nil && rep.Move < 0:
		// search returned neither a number nor a move
		for _, l := range langs {
			d.Text[l] = msg.Format(l, "check.root_not_number", map[string]any{"v": shortRepr(rv), "w": strconv.Itoa(rep.Want)})
		}
		return d
	}
	if rep.Move >= 0 {
		best := c.optimalMoves()
		for _, b := range best {
			if b == rep.Move {
				return nil
			}
		}
		d.Kind = "move"
		d.Node = rep.Move
		names := ""
		for j, b := range best {
			if j > 0 {
				names += ", "
			}
			names += c.names[b]
		}
		v := c.exact()
		for _, l := range langs {
			d.Text[l] = msg.Format(l, "check.move", map[string]any{"name": c.names[rep.Move], "v": strconv.Itoa(v[rep.Move]),
				"w": strconv.Itoa(v[0]), "best": names, "n": len(best)})
		}
		return d
	}
	return nil
}

// numberText writes a value, ±inf as such.
func numberText(v int) string {
	switch {
	case v >= Infinity:
		return "inf"
	case v <= -Infinity:
		return "-inf"
	}
	return strconv.Itoa(v)
}

// what says in words what an event did: "visited B", "evaluated leaf B1", "returned 3
// for B".
func what(e *Event) *msg.Error {
	switch e.Kind {
	case EventVisit:
		return msg.New("check.did_visit", "name", e.Name)
	case EventEval:
		return msg.New("check.did_eval", "name", e.Name, "v", strconv.Itoa(e.Value))
	}
	return msg.New("check.did_return", "name", e.Name, "v", eventValue(e))
}

// eventValue is what a return event holds, in words.
func eventValue(e *Event) string {
	if e.NotNumber {
		return e.Returned
	}
	return numberText(e.Value)
}

// algoName names the search params p describe ("alpha-beta (fail-hard)").
func algoName(p trace.Params) *msg.Error {
	return algoNameOf(p.Options)
}

func algoNameOf(o trace.Options) *msg.Error {
	code := "check.algo." + string(o.Algorithm)
	if o.Algorithm == trace.AlphaBeta || o.Algorithm == trace.NegamaxAlphaBeta {
		switch {
		case o.FailHard:
			code += ".hard"
		case o.FailCourse:
			code += ".course"
		}
	}
	return msg.New(code)
}

func isNegamax(a trace.Algorithm) bool {
	return a == trace.Negamax || a == trace.NegamaxAlphaBeta
}

func (c *checker) diverge(i int, kind string, st, ref *Event, p trace.Params) *Divergence {
	d := &Divergence{Index: i, Kind: kind, Node: -1, RefNode: -1, Step: -1, Text: map[string]string{}}
	if st != nil {
		d.Node = st.Node
	}
	if ref != nil {
		d.RefNode = ref.Node
		d.Step = ref.Step
	}
	if kind == "pruned" {
		// the cutoff that pruned it
		d.Step = int(c.ref.Node(c.prunedAncestor(st.Node)).FirstStep)
	}
	// the step the verdict names is the stepper's, the one the page opens (1-based)
	k := d.Step + 1
	if d.Step < 0 {
		k = c.ref.StepCount()
	}
	code := "check." + kind
	if kind == "value" && c.negamax && !c.isMax[ref.Node] {
		code = "check.value_negamax" // the side to move's value is not MAX's: both said
	}
	for _, l := range langs {
		params := map[string]any{"k": k, "algo": algoName(p), "sentence": ""}
		if d.Step >= 0 {
			params["sentence"] = sentence(c.ex.Explain(d.Step, l))
		}
		if st != nil {
			params["what"] = what(st)
			params["name"] = st.Name
			params["v"] = eventValue(st)
			params["func"] = st.Function
			params["side"] = "MIN" // the same word in both languages (value_negamax: MIN's nodes)
		}
		if ref != nil {
			params["refwhat"] = what(ref)
			if c.negamax && ref.Kind == EventReturn && !c.isMax[ref.Node] {
				params["refwhat"] = msg.New("check.did_return_negamax", "name", ref.Name, "v", strconv.Itoa(ref.Value), "vmax", strconv.Itoa(-ref.Value))
			}
			params["w"] = strconv.Itoa(ref.Value)
			if c.negamax && !c.isMax[ref.Node] {
				params["wmax"] = strconv.Itoa(-ref.Value)
			} else {
				params["wmax"] = strconv.Itoa(ref.Value)
			}
		}
		if kind == "not_number" && (ref == nil || ref.Kind != EventReturn || ref.Node != st.Node) {
			code = "check.not_number_bare"
		}
		d.Text[l] = msg.Format(l, code, params)
	}
	return d
}

// summary is the verdict; steps is the stepper's count of steps.
// summaryOfFailure is a failed check's verdict: its divergence's text.
func summaryOfFailure(rep *Report) map[string]string { return maps.Clone(rep.First.Text) }

func summary(rep *Report, p trace.Params, steps int) map[string]string {
	out := map[string]string{}
	for _, l := range langs {
		if !rep.OK {
			out[l] = rep.First.Text[l]
			continue
		}
		if len(rep.NotChecked) == 0 {
			out[l] = msg.Format(l, "check.ok", map[string]any{"algo": algoName(p), "n": steps})
		} else {
			out[l] = msg.Format(l, "check.ok_partial", map[string]any{"algo": algoName(p), "checked": sentence(rep.CheckedWords[l])})
		}
	}
	return out
}
