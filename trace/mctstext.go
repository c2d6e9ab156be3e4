package trace

import (
	"bufio"
	"fmt"
	"strings"
)

// writeMCTSText is WriteText for an mcts trace: the tree with every node's N and W/N,
// the root's moves with their share of the visits and their means, the result and
// the counters.
func (t *Trace) writeMCTSText(bw *bufio.Writer, title string) {
	m := t.MCTS
	fmt.Fprintf(bw, "%s, mcts: %d iterations, c = %s, seed %d (root: %s)\n",
		title, m.Iterations, formatDecimal3(m.Exploration), m.Seed, strings.ToUpper(t.RootPlayer.String()))
	if t.NodeCount() > 0 {
		children := t.Children()
		names := t.Names()
		var walk func(id int32, indent string)
		walk = func(id int32, indent string) {
			n := t.Node(id)
			name := names.Move(id)
			if name == "" {
				name = names.Label(id)
			}
			if name == "" {
				name = "root"
			}
			nv := t.Visits(id)
			fmt.Fprintf(bw, "%s%s %s  N=%d W=%d W/N=%s", indent, strings.ToUpper(n.Player.String()), name, nv, n.Value, FormatMean(n.Value, nv))
			if n.Kind == Terminal {
				bw.WriteString("  (terminal)")
			}
			if n.PV {
				bw.WriteString("  *")
			}
			bw.WriteByte('\n')
			for _, c := range children.Of(id) {
				walk(c, indent+"  ")
			}
		}
		walk(0, "")
		bw.WriteString("(N visits, W the sum of the results from MAX's point of view, W/N their mean; * the most visited line)\n")
	}
	if len(m.Convergence) > 0 {
		last := m.Convergence[len(m.Convergence)-1]
		bw.WriteString("root moves:\n")
		for i, name := range m.Moves {
			fmt.Fprintf(bw, "  %s  N=%d (%.1f%%)  W/N=%s\n", name, last.Visits[i],
				100*float64(last.Visits[i])/float64(max(m.Iterations, 1)), FormatMean(last.Wins[i], last.Visits[i]))
		}
	}
	switch {
	case t.HasValue && t.BestMove != "":
		fmt.Fprintf(bw, "value: %s (the best move's mean result, MAX's view)\n", formatDecimal3(m.Mean))
		fmt.Fprintf(bw, "best move (most visited): %s\n", t.BestMove)
		fmt.Fprintf(bw, "principal variation: %s\n", strings.Join(t.PV, " "))
	case t.HasValue:
		fmt.Fprintf(bw, "value: %s (the game is over)\n", t.Format(t.Value))
	default:
		bw.WriteString("value: unknown (no iteration ran)\n")
	}
	s := t.Stats
	fmt.Fprintf(bw, "nodes: %d  iterations: %d  time: %v\n", s.Nodes, s.Iterations, s.Elapsed.Round(1000))
	if t.Stopped != "" {
		fmt.Fprintf(bw, "stopped: %s\n", t.Stopped)
	}
	if t.RecordTruncated {
		bw.WriteString("the recorded tree is incomplete: raise --max-nodes to record more\n")
	}
}
