package lecture

import (
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// How the slides write values and rules, as the page does.

// value is the text inside node id: its value so far (≤/≥ for a bound), an explicit
// tree's pruned leaf's number (the tree gives it), else nothing.
func (w *tikzWriter) value(id int32, ns trace.NodeState, leaf bool) string {
	switch {
	case ns.HasValue && !ns.Cut:
		v := w.l.valueText(ns.Value)
		if !ns.Open {
			switch ns.Bound {
			case trace.Lower:
				v = "≥" + v
			case trace.Upper:
				v = "≤" + v
			}
		}
		return v
	case ns.Cut && w.l.explicit() && leaf:
		return w.names.Label(id)
	}
	return ""
}

// valueText writes a value as the page does (a true minus, ±∞, digits grouped),
// divided by the trace's scale (a chance node's weighted mean: "2.5", "−0.125", "7/3",
// with "." in both languages and no grouping, as trace.FormatScaled).
func (l *Lecture) valueText(v int) string {
	switch _, lifted := trace.GameScore(v); {
	case v <= -trace.Inf:
		return "−∞"
	case v >= trace.Inf:
		return "+∞"
	case lifted:
		return trace.FormatValue(v)
	}
	scale := l.Trace.ValueScale()
	if int64(v)%scale != 0 {
		return strings.Replace(trace.FormatScaled(v, scale), "-", "−", 1)
	}
	return msg.Signed(l.Lang, int64(v)/scale)
}

// cutoffRule is the rule of the cutoff at step k as the page writes it: "α=3 ≥ β=2"
// at a MAX node, "β=2 ≤ α=3" at a MIN node.
func (l *Lecture) cutoffRule(k int) string {
	st := l.Trace.Step(k)
	a, b := l.valueText(st.Alpha), l.valueText(st.Beta)
	if l.Trace.Node(st.Node).Player == trace.Max {
		return "α=" + a + " ≥ β=" + b
	}
	return "β=" + b + " ≤ α=" + a
}

func (l *Lecture) explicit() bool { return l.Params.Game == "tree" }
