package render

import (
	"bytes"
	"fmt"
	"math"
	"strings"

	"github.com/gametree/gametree/trace"
)

// edgeStyle is how the edge into node i is drawn at a step: its classes (appended to
// cls), colour, line style and width; the DOT and the SVG draw it alike.
func (p *plan) edgeStyle(cls []string, i int32, s trace.NodeState, fin bool, current int32) ([]string, string, string, float64) {
	if p.opt.question() {
		return append(cls, "question", "done"), colInk, "solid", 1.2
	}
	nd := p.t.Node(i)
	color, style, pw := colInk, "solid", 1.2
	state := "done"
	switch {
	case !s.Reached:
		state = "unreached"
		color = colGhost
	case s.Cut:
		state = "cut"
		color, style = colPruned, "dashed"
	case s.Open:
		state = "open"
		color, pw = colOpen, 2
	}
	if nd.Kind == trace.Pruned && s.Cut {
		cls = append(cls, "pruned")
	}
	if nd.PV && fin {
		cls = append(cls, "pv")
		if s.Reached {
			pw, color = 3.2, colInk
		}
	}
	if p.mode[i] == mFolded {
		cls = append(cls, "folded")
	}
	cls = append(cls, state)
	if current == i {
		cls = append(cls, "current")
		color, pw = colCurrent, 2.5
	}
	cls, color, pw = p.mctsEdge(cls, i, s, color, pw, current)
	return cls, color, style, pw
}

func (p *plan) writeEdge(b *bytes.Buffer, i, par int32, lk look, s trace.NodeState, k int, fin bool, current int32) {
	from, to := p.nodeName(par), p.nodeName(i)
	cls, color, style, pw := p.edgeStyle(nil, i, s, fin, current)
	if lk.invis {
		style = "invis"
	}
	fmt.Fprintf(b, "  %s -> %s [id=\"e%d\", class=\"%s\", color=\"%s\", style=\"%s\", penwidth=%g",
		from, to, i, strings.Join(cls, " "), color, style, pw)
	// label: the move (games) and the cutoff rule (on the edge into the first pruned
	// child). Each sits in a cell of fixed size present at every step, so the layout
	// does not change; a text is written only from the step it applies.
	move := p.edgeMove(i)
	cs, hasRule := p.cutStep[i]
	pr := p.prob(i)
	if move != "" || hasRule || pr != "" {
		tip := p.name(i)
		// the padding keeps the text off the edge, which runs along the label's side
		b.WriteString(`, label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="2">`)
		if move != "" {
			mc := colMuted
			if !s.Reached {
				mc = colGhostTxt
			}
			shown := move
			if lk.invis {
				shown = ""
			}
			b.WriteString("<TR>")
			cell(b, fmt.Sprintf("e%d-move", i), p.l.moveTip+" "+shown,
				fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"`, math.Ceil(textWidth(move, edgeSz)+2), edgeSz+3),
				fontTag(edgeSz, mc, false, shown))
			b.WriteString("</TR>")
		}
		if pr != "" {
			b.WriteString("<TR>")
			shown := pr
			if lk.invis {
				shown = ""
			}
			cell(b, fmt.Sprintf("e%d-p", i), p.l.chance.probTip+" "+shown+" ("+tip+")",
				fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"`, math.Ceil(textWidth(pr, edgeSz)+2), edgeSz+3),
				"<I>"+fontTag(edgeSz, p.probColour(s), false, shown)+"</I>")
			b.WriteString("</TR>")
		}
		if hasRule {
			full := p.cutoffRule(cs)
			size := fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"`, math.Ceil(textWidth(full, edgeSz-0.5)+2), edgeSz+3)
			b.WriteString("<TR>")
			if cs <= k {
				cell(b, fmt.Sprintf("e%d-cut", i), p.l.ruleTip+": "+full+" ("+tip+")", size, fontTag(edgeSz-0.5, colRule, false, full))
			} else {
				// before the cutoff: an empty cell of the same size, with no id or tooltip
				// that could tell what is to come
				b.WriteString("<TD" + size + "></TD>")
			}
			b.WriteString("</TR>")
		}
		b.WriteString("</TABLE>>")
	}
	b.WriteString("];\n")
}

// cutoffRule states the rule that fired at cutoff step k, as trace.CutoffRule does,
// with the language's numbers: "α=5 ≥ β=3" at a MAX node, "β=2 ≤ α=3" at a MIN node.
func (p *plan) cutoffRule(k int) string {
	t := p.t
	if k < 0 || k >= t.StepCount() || t.Step(k).Kind != trace.StepCutoff {
		return ""
	}
	if rule, ok := p.chanceCutoff(k); ok {
		return rule
	}
	s := t.Step(k)
	if t.Node(s.Node).Player == trace.Max {
		return "α=" + p.l.val(s.Alpha) + " ≥ β=" + p.l.val(s.Beta)
	}
	return "β=" + p.l.val(s.Beta) + " ≤ α=" + p.l.val(s.Alpha)
}

// edgeMove is the move written on the edge into node i, as people read it ("" for
// explicit trees, and for a name with nothing printable).
func (p *plan) edgeMove(i int32) string {
	if p.explicit || p.moveName(i) == "" {
		return ""
	}
	return p.move(i)
}
