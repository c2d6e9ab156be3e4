package trace

import (
	"bufio"
	"fmt"
	"io"
	"strings"
)

// WriteText writes the trace as an indented tree, one node a line, followed by the
// result and the counters: what a student reads in a terminal.
func (t *Trace) WriteText(w io.Writer, p Problem) error {
	bw := bufio.NewWriter(w)
	// "tictactoe XOX.O.X.., alphabeta": a game without a position is its name alone
	title := p.Game
	if p.Position != "" {
		title += " " + p.Position
	}
	if t.MCTS != nil {
		t.writeMCTSText(bw, title)
		return bw.Flush()
	}
	fmt.Fprintf(bw, "%s, %s%s", title, t.Options.Algorithm, t.expectiForm())
	if t.Options.Depth > 0 {
		fmt.Fprintf(bw, ", depth %d", t.Options.Depth)
	}
	fmt.Fprintf(bw, " (root: %s)\n", strings.ToUpper(t.RootPlayer.String()))
	if t.NodeCount() > 0 {
		t.writeTextTree(bw)
		if t.rec.windowed {
			bw.WriteString("(* principal variation; [α β → α β]: α and β as a node was entered, then as it returned)\n")
		} else {
			bw.WriteString("(* principal variation)\n")
		}
	}
	t.writeTextResult(bw)
	t.writeTextCounters(bw)
	return bw.Flush()
}

// writeTextTree writes the recorded tree, one node a line, indented by depth.
func (t *Trace) writeTextTree(bw *bufio.Writer) {
	children := t.Children()
	names := t.Names()
	var walk func(id int32, indent string)
	walk = func(id int32, indent string) {
		name := names.Move(id)
		if name == "" {
			name = names.Label(id)
		}
		if name == "" {
			name = "root"
		}
		if p := names.Prob(id); p != "" {
			name = p + ": " + name // an outcome of a chance node, as the tree syntax writes it
		}
		t.writeTextNode(bw, id, indent, name)
		for _, c := range children.Of(id) {
			walk(c, indent+"  ")
		}
	}
	walk(0, "")
}

// writeTextNode writes node id's line: its player and name, value, window, kind,
// principal-variation mark and cutoff rule.
func (t *Trace) writeTextNode(bw *bufio.Writer, id int32, indent, name string) {
	n := t.Node(id)
	fmt.Fprintf(bw, "%s%s %s", indent, strings.ToUpper(n.Player.String()), name)
	switch {
	case n.Kind == Pruned:
		bw.WriteString("  pruned")
	case n.HasValue:
		fmt.Fprintf(bw, " = %s", t.FormatBoundedValue(n.Value, n.Bound))
	}
	if n.Kind != Pruned {
		// the window on entry, and the one at return when it narrowed (a cutoff's
		// rule reads the latter: "β=3 ≤ α=5" beside [α=5 β=+∞ → α=5 β=3])
		a, b := t.returnWindow(id)
		switch {
		case a != n.Alpha || b != n.Beta:
			fmt.Fprintf(bw, "  [α=%s β=%s → α=%s β=%s]", t.Format(n.Alpha), t.Format(n.Beta), t.Format(a), t.Format(b))
		case n.Alpha > -Inf || n.Beta < Inf:
			fmt.Fprintf(bw, "  [α=%s β=%s]", t.Format(n.Alpha), t.Format(n.Beta))
		}
	}
	switch n.Kind {
	case Horizon:
		bw.WriteString("  (depth limit: static evaluation)")
	case TTHit:
		bw.WriteString("  (transposition table)")
	case Unfinished:
		bw.WriteString("  (unfinished: the search stopped)")
	case Quiesce:
		bw.WriteString("  (not quiet: searched past the depth limit)")
	}
	if n.Kind == TTHit && n.Same >= 0 {
		fmt.Fprintf(bw, "  (same position as #%d)", n.Same)
	}
	if n.PV {
		bw.WriteString("  *")
	}
	if rule := t.cutRuleAt(id); rule != "" {
		fmt.Fprintf(bw, "  cutoff: %s", rule)
	}
	bw.WriteByte('\n')
}

// returnWindow is the window node id held at its last step (its return, or where the
// search stopped): its entry window narrowed by the values its children returned.
func (t *Trace) returnWindow(id int32) (alpha, beta int) {
	r := t.rec.node(id)
	if r.lastStep < 0 || int(r.lastStep) >= t.rec.steps.len() {
		return -Inf, Inf
	}
	return t.rec.window(int(r.lastStep))
}

// writeTextResult writes the search's value, best move and principal variation.
func (t *Trace) writeTextResult(bw *bufio.Writer) {
	switch {
	case t.HasValue && t.Complete:
		fmt.Fprintf(bw, "value: %s\n", t.Format(t.Value))
	case t.HasValue && len(t.Iterations) > 0 && t.ValueBound == Exact:
		fmt.Fprintf(bw, "value: %s at depth %d, the last finished iteration (the search stopped: not the final answer)\n",
			t.Format(t.Value), t.Iterations[len(t.Iterations)-1].Depth)
	case t.HasValue:
		fmt.Fprintf(bw, "value: %s so far (the search stopped: not the final answer)\n", t.FormatBoundedValue(t.Value, t.ValueBound))
	default:
		bw.WriteString("value: unknown (the search stopped before finishing any move)\n")
	}
	if t.HasValue {
		best := "best move"
		if !t.Complete {
			best = "best move so far"
		}
		if t.BestMove != "" {
			fmt.Fprintf(bw, "%s: %s\n", best, t.BestMove)
		}
		fmt.Fprintf(bw, "principal variation: %s\n", strings.Join(t.PV, " "))
	}
}

// writeTextCounters writes the counters, the iterations of iterative deepening and why
// the search stopped, if it did.
func (t *Trace) writeTextCounters(bw *bufio.Writer) {
	s := t.Stats
	fmt.Fprintf(bw, "nodes: %d  leaves: %d  cutoffs: %d  tt hits: %d  time: %v\n",
		s.Nodes, s.Leaves, s.Cutoffs, s.TTHits, s.Elapsed.Round(1000))
	if s.Quiesce > 0 {
		fmt.Fprintf(bw, "not quiet at the depth limit (quiescence): %d positions searched on\n", s.Quiesce)
	}
	for _, it := range t.Iterations {
		fmt.Fprintf(bw, "iteration depth %d: value %s, best move %s, %d nodes\n",
			it.Depth, t.Format(it.Value), it.BestMove, it.Nodes)
	}
	if t.Stopped != "" {
		fmt.Fprintf(bw, "stopped: %s\n", t.Stopped)
	}
	if t.RecordTruncated {
		bw.WriteString("the recorded tree is incomplete: raise --max-nodes to record more\n")
	}
}

// Children indexes each recorded node's children, in search order, in two flat
// slices (no slice per node, so it stays cheap for big traces).
type Children struct {
	first []int32 // the children of i are kids[first[i]:first[i+1]]
	kids  []int32
}

// Of lists the children of node i.
func (c Children) Of(i int32) []int32 { return c.kids[c.first[i]:c.first[i+1]] }

// Count is how many children node i has.
func (c Children) Count(i int32) int { return int(c.first[i+1] - c.first[i]) }

// Children indexes the recorded tree's children. A parent comes before its children and
// children appear in search order, so filling by increasing id keeps that order.
func (t *Trace) Children() Children {
	n := t.NodeCount()
	c := Children{first: make([]int32, n+1)}
	for i := 1; i < n; i++ {
		if par := t.Parent(int32(i)); par >= 0 {
			c.first[par+1]++
		}
	}
	for i := 0; i < n; i++ {
		c.first[i+1] += c.first[i]
	}
	c.kids = make([]int32, c.first[n])
	fill := make([]int32, n)
	for i := 1; i < n; i++ {
		if par := t.Parent(int32(i)); par >= 0 {
			c.kids[c.first[par]+fill[par]] = int32(i)
			fill[par]++
		}
	}
	return c
}

// cutRuleAt is the rule of the cutoff that happened at node id, if any.
func (t *Trace) cutRuleAt(id int32) string {
	n := t.rec.node(id)
	if n.lastStep < 0 {
		return ""
	}
	for k := n.lastStep; k >= n.firstStep && k >= 0; k-- {
		if kind, node := t.StepKindAt(int(k)); node == id && kind == StepCutoff {
			return t.CutoffRule(int(k))
		}
	}
	return ""
}
