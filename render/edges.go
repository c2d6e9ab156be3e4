package render

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/gametree/gametree/trace"
)

func (p *plan) writeEdge(b *bytes.Buffer, i, par int32, lk look, s trace.NodeState, k int, fin bool, current int32) {
	nd := &p.t.Nodes[i]
	from, to := p.nodeName(par), p.nodeName(i)
	cls := []string{}
	color, style, pw := colInk, "solid", 1.2
	state := "done"
	switch {
	case !s.Reached:
		state = "unreached"
		color = colGhost
		if nd.Kind == trace.Pruned {
			style = "dashed"
		}
	case s.Cut || nd.Kind == trace.Pruned:
		state = "cut"
		color, style = colPruned, "dashed"
	case s.Open:
		state = "open"
		color, pw = colOpen, 2
	}
	if nd.Kind == trace.Pruned {
		cls = append(cls, "pruned")
	}
	if nd.PV {
		cls = append(cls, "pv")
		if fin && s.Reached {
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
	if lk.invis {
		style = "invis"
	}
	fmt.Fprintf(b, "  %s -> %s [id=\"e%d\", class=\"%s\", color=\"%s\", style=\"%s\", penwidth=%g",
		from, to, i, strings.Join(cls, " "), color, style, pw)
	// label: the move (games) and the cutoff rule (on the edge into the first pruned
	// child). Both are present at every step, transparent until they apply.
	move := ""
	if !p.explicit && nd.Move != "" {
		move = clean(nd.Move, 16)
	}
	cs, hasRule := p.cutStep[i]
	if move != "" || hasRule {
		tip := p.name(i)
		// the padding keeps the text off the edge, which runs along the label's side
		b.WriteString(`, label=<<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="2">`)
		if move != "" {
			mc := colMuted
			if !s.Reached {
				mc = colGhostTxt
			}
			if lk.invis {
				mc = "transparent"
			}
			b.WriteString("<TR>")
			cell(b, fmt.Sprintf("e%d-move", i), p.l.moveTip+" "+move, "", fontTag(edgeSz, mc, false, move))
			b.WriteString("</TR>")
		}
		if hasRule {
			rule := p.t.CutoffRule(cs)
			rc := colRule
			if cs > k || (k < 0 && !fin) {
				rc = "transparent"
			}
			b.WriteString("<TR>")
			cell(b, fmt.Sprintf("e%d-cut", i), p.l.ruleTip+": "+rule+" ("+tip+")", "", fontTag(edgeSz-0.5, rc, false, rule))
			b.WriteString("</TR>")
		}
		b.WriteString("</TABLE>>")
	}
	b.WriteString("];\n")
}
