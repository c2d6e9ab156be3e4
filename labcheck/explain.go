package labcheck

import (
	"strconv"

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
func (c *checker) firstDivergence(rep *Report, p trace.Params) *Divergence {
	st, ref := rep.Student, rep.Reference
	for i := 0; ; i++ {
		switch {
		case i >= len(st) && i >= len(ref):
			return c.rootDivergence(rep, i)
		case i >= len(st):
			return c.diverge(i, "missing", nil, &ref[i], p)
		case i >= len(ref):
			return c.diverge(i, c.wrongKind(st[i]), &st[i], nil, p)
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

func (c *checker) rootDivergence(rep *Report, i int) *Divergence {
	if rep.Value != nil && *rep.Value == rep.Want {
		return nil
	}
	d := &Divergence{Index: i, Kind: "root", Node: 0, RefNode: 0, Step: c.ref.StepCount() - 1, Text: map[string]string{}}
	got := "?"
	if rep.Value != nil {
		got = strconv.Itoa(*rep.Value)
	}
	for _, l := range langs {
		d.Text[l] = msg.Format(l, "check.root", map[string]any{"v": got, "w": strconv.Itoa(rep.Want)})
	}
	return d
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
	v := strconv.Itoa(e.Value)
	if e.NotNumber {
		v = e.Returned
	}
	return msg.New("check.did_return", "name", e.Name, "v", v)
}

func algoName(p trace.Params) *msg.Error {
	code := "check.algo." + string(p.Options.Algorithm)
	if p.Options.FailHard && (p.Options.Algorithm == trace.AlphaBeta || p.Options.Algorithm == trace.NegamaxAlphaBeta) {
		code += ".hard"
	}
	return msg.New(code)
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
	for _, l := range langs {
		params := map[string]any{"k": i + 1, "algo": algoName(p), "sentence": ""}
		if d.Step >= 0 {
			params["sentence"] = sentence(c.ex.Explain(d.Step, l))
		}
		if st != nil {
			params["what"] = what(st)
			params["name"] = st.Name
			params["v"] = strconv.Itoa(st.Value)
			if st.NotNumber {
				params["v"] = st.Returned
			}
		}
		if ref != nil {
			params["refwhat"] = what(ref)
			params["w"] = strconv.Itoa(ref.Value)
		}
		d.Text[l] = msg.Format(l, "check."+kind, params)
	}
	return d
}

func summary(rep *Report, p trace.Params) map[string]string {
	out := map[string]string{}
	for _, l := range langs {
		if rep.OK {
			out[l] = msg.Format(l, "check.ok", map[string]any{"algo": algoName(p), "n": len(rep.Reference)})
		} else {
			out[l] = rep.First.Text[l]
		}
	}
	return out
}
