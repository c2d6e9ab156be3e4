package labcheck

import (
	"maps"
	"strings"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
)

// explain says a tutorial check's verdict in the student's terms: a fault on the
// board (runErr is the error that stopped the code, for its line) is the divergence
// when nothing went wrong before it; a wrong value says what the student's min or
// max kept; a leaf's wrong value why the board is worth what it is; a value that is
// not a number that min and max return the board's value.
func (r *tutorialRun) explain(rep *Report, runErr error) {
	if f := r.fault; f != nil && (rep.First == nil || rep.First.Index >= f.index) {
		r.faultDivergence(rep, runErr)
		return
	}
	d := rep.First
	if d == nil || d.Index >= len(rep.Student) {
		return
	}
	st := rep.Student[d.Index]
	var extra *msg.Error
	switch d.Kind {
	case "value":
		extra = r.keeps(rep, st)
	case "not_number":
		extra = msg.New("tutorial.not_number", "k", d.Step+1, "fn", st.fn, "v", st.Returned, "name", st.Name)
		for _, l := range langs {
			d.Text[l] = extra.Text(l)
		}
		d.plain = nil
		rep.Summary = maps.Clone(d.Text)
		return
	}
	if extra == nil {
		return
	}
	for _, l := range langs {
		plain := d.Text[l]
		if d.plain != nil {
			plain = d.plain[l]
		}
		hint := strings.TrimPrefix(d.Text[l], plain)
		d.Text[l] = plain + " " + extra.Text(l) + hint
	}
	rep.Summary = maps.Clone(d.Text)
}

// keeps explains a wrong value: a max that kept a smaller value than one of its
// moves gave (a min a larger), or a leaf the function valued wrongly.
func (r *tutorialRun) keeps(rep *Report, st Event) *msg.Error {
	if st.Kind == EventEval {
		n := r.byID(st.Node)
		if n == nil {
			return nil
		}
		return msg.New("tutorial.leaf_value", "why", msg.New(n.why), "fn", st.fn, "w", n.value)
	}
	fn := st.fn
	if fn == "movimientoAI" {
		fn = "max" // it plays the CPU, as max
	}
	if fn != "max" && fn != "min" {
		return nil
	}
	kid := map[int32]bool{}
	for _, k := range r.c.kids[st.Node] {
		kid[k] = true
	}
	best, found := 0, false
	for _, e := range rep.Student {
		if !kid[e.Node] || e.NotNumber || (e.Kind != EventEval && e.Kind != EventReturn) {
			continue
		}
		better := fn == "max" && e.Value > st.Value && (!found || e.Value > best) ||
			fn == "min" && e.Value < st.Value && (!found || e.Value < best)
		if better {
			best, found = e.Value, true
		}
	}
	if !found {
		return nil
	}
	return msg.New("tutorial.keeps_"+fn, "fn", st.fn, "v", numberText(st.Value), "c", numberText(best))
}

// byID is the tree's node whose trace id is id.
func (r *tutorialRun) byID(id int32) *tutNode {
	for i := range r.t.nodes {
		if r.t.nodes[i].id == id {
			return &r.t.nodes[i]
		}
	}
	return nil
}

// faultDivergence makes the fault the first divergence: at the reference's step it
// stopped before, at the student's line.
func (r *tutorialRun) faultDivergence(rep *Report, runErr error) {
	f := r.fault
	d := &Divergence{Index: f.index, Kind: "board", Node: r.t.nodes[f.node].id, RefNode: -1, Step: -1, Text: map[string]string{}}
	if f.index < len(rep.Reference) {
		d.RefNode, d.Step = rep.Reference[f.index].Node, rep.Reference[f.index].Step
	}
	k := d.Step + 1
	if d.Step < 0 {
		k = r.c.ref.StepCount()
	}
	line := 0
	if le, ok := runErr.(*lab.Error); ok {
		line = le.Line
	}
	what := msg.New(f.code, f.kv...)
	where := msg.New("tutorial.where", "k", k, "line", line, "what", what)
	if line == 0 {
		where = msg.New("tutorial.where_noline", "k", k, "what", what)
	}
	for _, l := range langs {
		d.Text[l] = where.Text(l)
	}
	rep.First, rep.OK, rep.Matches = d, false, nil
	rep.Summary = maps.Clone(d.Text)
}
