package trace

import (
	"io"
	"strings"
)

// WriteJSONColumns writes the trace in the columns form: the header of the object
// form, then "nodes" and "steps" as one array per field (numbers, or indexes into
// "strings", where every text is written once), written a column at a time and never
// held whole. Node i and step k of the columns are node i and step k of the object
// form; a board is its rows joined by "/". "alpha" and "beta" columns come only for
// the alpha-beta algorithms. See web/static/js/columns.js for the reader.
func (t *Trace) WriteJSONColumns(w io.Writer, p Problem) error {
	jw := newJSONWriter(w)
	t.writeHeader(jw, p)
	c := columnWriter{t: t, w: jw, strings: map[string]int{"": 0}, list: []string{""}}
	jw.raw([]byte(`,"form":"columns","node_kinds":`))
	c.names(nodeKindNames[:])
	jw.raw([]byte(`,"step_kinds":`))
	c.names(stepKindNames[:])
	jw.raw([]byte(`,"bounds":["exact","lower","upper"]`))
	c.nodes()
	c.steps()
	jw.raw([]byte(`,"strings":[`))
	for i, s := range c.list {
		if i > 0 {
			jw.byte(',')
		}
		jw.str(s)
	}
	jw.raw([]byte("]}\n"))
	return jw.flush()
}

type columnWriter struct {
	t       *Trace
	w       *jsonWriter
	strings map[string]int
	list    []string
}

// intern returns the index of s in the strings list, adding it the first time.
func (c *columnWriter) intern(s string) int {
	if i, ok := c.strings[s]; ok {
		return i
	}
	c.strings[s] = len(c.list)
	c.list = append(c.list, s)
	return len(c.list) - 1
}

func (c *columnWriter) names(list []string) {
	c.w.byte('[')
	for i, s := range list {
		if i > 0 {
			c.w.byte(',')
		}
		c.w.str(s)
	}
	c.w.byte(']')
}

// column writes `,"name":[f(0),f(1),...]`.
func (c *columnWriter) column(name string, n int, f func(i int)) {
	c.w.raw([]byte(`,"` + name + `":[`))
	for i := range n {
		if i > 0 {
			c.w.byte(',')
		}
		f(i)
	}
	c.w.byte(']')
}

func (c *columnWriter) windowed() bool {
	a := c.t.Options.Algorithm
	return a == AlphaBeta || a == NegamaxAlphaBeta
}

func (c *columnWriter) nodes() {
	t, w := c.t, c.w
	n := t.NodeCount()
	w.raw([]byte(`,"nodes":{"count":`))
	w.int(n)
	node := func(i int) Node { return t.Node(int32(i)) }
	c.column("parent", n, func(i int) { w.int(int(t.Parent(int32(i)))) })
	c.column("depth", n, func(i int) { w.int(int(node(i).Depth)) })
	c.column("player", n, func(i int) { w.int(int(node(i).Player)) })
	c.column("kind", n, func(i int) { w.int(int(t.Kind(int32(i)))) })
	names := t.Names()
	c.column("move", n, func(i int) { w.int(c.intern(names.Move(int32(i)))) })
	c.column("label", n, func(i int) { w.int(c.intern(names.Label(int32(i)))) })
	if t.hasChanceNode() { // the probability of the move from a chance node, or ""
		c.column("prob", n, func(i int) { w.int(c.intern(names.Prob(int32(i)))) })
	}
	if n > 0 && names.Board(0) != nil {
		c.column("board", n, func(i int) { w.int(c.intern(strings.Join(names.Board(int32(i)), "/"))) })
	}
	c.column("value", n, func(i int) { nd := node(i); w.value(nd.Value, nd.HasValue) })
	c.column("bound", n, func(i int) {
		nd := node(i)
		if !nd.HasValue {
			w.int(0)
			return
		}
		w.int(int(nd.Bound))
	})
	if c.windowed() {
		c.column("alpha", n, func(i int) { w.value(node(i).Alpha, true) })
		c.column("beta", n, func(i int) { w.value(node(i).Beta, true) })
	}
	c.column("pv", n, func(i int) {
		if node(i).PV {
			w.int(1)
		} else {
			w.int(0)
		}
	})
	c.column("same", n, func(i int) { w.int(int(node(i).Same)) })
	c.column("first_step", n, func(i int) { w.int(int(node(i).FirstStep)) })
	c.column("last_step", n, func(i int) { w.int(int(node(i).LastStep)) })
	c.mctsNodeColumns(n)
	w.byte('}')
}

func (c *columnWriter) steps() {
	t, w := c.t, c.w
	n := t.StepCount()
	w.raw([]byte(`,"steps":{"count":`))
	w.int(n)
	c.column("kind", n, func(k int) { kind, _ := t.StepKindAt(k); w.int(int(kind)) })
	c.column("node", n, func(k int) { _, node := t.StepKindAt(k); w.int(int(node)) })
	c.column("child", n, func(k int) { w.int(int(t.Step(k).Child)) })
	c.column("depth", n, func(k int) { w.int(int(t.Step(k).Depth)) })
	c.column("value", n, func(k int) { s := t.Step(k); w.value(s.Value, s.HasValue) })
	c.column("bound", n, func(k int) {
		s := t.Step(k)
		if !s.HasValue || !stepHasBound(s.Kind) {
			w.int(0)
			return
		}
		w.int(int(s.Bound))
	})
	if c.windowed() {
		c.column("alpha", n, func(k int) { w.value(t.Step(k).Alpha, true) })
		c.column("beta", n, func(k int) { w.value(t.Step(k).Beta, true) })
	}
	c.column("rule", n, func(k int) { w.int(c.intern(t.CutoffRule(k))) })
	if t.Options.Quiescence {
		// a quiesce step's threat: the move's name (an index into strings) and who
		// (1 MAX, -1 MIN); "" and 0 for the other steps
		names := t.Names()
		c.column("threat", n, func(k int) {
			s := t.Step(k)
			if s.Kind != StepQuiesce {
				w.int(0)
				return
			}
			w.int(c.intern(names.MoveAt(s.Node, s.Threat)))
		})
		c.column("threat_by", n, func(k int) { w.int(int(t.Step(k).ThreatBy)) })
	}
	c.mctsColumns(n)
	w.byte('}')
}
