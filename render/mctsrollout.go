package render

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

// The rollout of an mcts step (trace.StepRollout), drawn below its node: an overlay,
// not laid out (the scene keeps rolloutRoom below its lowest level for it), so that
// the tree's layout is the same with and without it. Its group is <g id="rollout"
// class="rollout">, the result's cell a_rollout-result. The DOT draws it as point
// nodes ro1, ro2, ... and the result's node ro-result (class "rollout"), joined by
// dashed edges.

// rolloutAt is the rollout a picture of step k draws: its node, moves and result;
// ok false when the step is not a rollout or the picture is of the finished search.
func (p *plan) rolloutAt(k int, fin bool) (node int32, moves []games.Move, result int, ok bool) {
	if !p.mcts() || fin && p.opt.Step < 0 || k < 0 || k >= p.t.StepCount() {
		return 0, nil, 0, false
	}
	s := p.t.Step(k)
	if s.Kind != trace.StepRollout || p.mode[s.Node] == mHidden {
		return 0, nil, 0, false
	}
	return s.Node, p.t.Rollout(k), s.Value, true
}

// rolloutTip says what the rollout played and its result: "rollout: b2 a3 c1 → 1".
func (p *plan) rolloutTip(node int32, moves []games.Move, result int) string {
	tip := p.l.chance.rolloutTip + ":"
	if ln, ok := any(p.names).(interface {
		Line(int32, []games.Move) []string
	}); ok && len(moves) > 0 {
		names := ln.Line(node, moves)
		if len(names) > 24 {
			names = append(names[:24:24], "…")
		}
		for j := range names {
			names[j] = clean(names[j], 16)
		}
		tip += " " + strings.Join(names, " ")
	}
	return tip + " → " + p.l.val(result)
}

// svgRollout draws the rollout of step k, if it is one, below its node.
func (p *plan) svgRollout(o *svgOut, sc *scene, k int, fin bool, at func(int32) (float64, float64)) {
	node, moves, result, ok := p.rolloutAt(k, fin)
	if !ok || sc.elem[node] < 0 {
		return
	}
	e := sc.elem[node]
	x, y := at(e)
	y0 := y + sc.bot[e]
	n := min(len(moves), rolloutDots)
	end := y0 + rolloutGap*float64(n+1)
	tip := p.rolloutTip(node, moves, result)
	o.WriteString(`<g id="rollout" class="rollout"><title>rollout</title>` + "\n")
	o.line(colRollout, 1.2, "dashed", [4][2]float64{{x, y0}, {x, y0}, {x, end}, {x, end}}, 0, 0)
	for j := range n {
		o.circle(colRollout, "", 0, "", x, y0+rolloutGap*float64(j+1), rolloutDotR)
	}
	o.cellText("rollout-result", tip, x, end+rolloutEndH/2, textStyle{size: p.g.edgeSize + 1, color: colRollout, anchor: "middle", bold: true}, p.l.val(result))
	o.WriteString("</g>\n")
}

// writeRollout writes the rollout of step k, if it is one, into the DOT: a chain of
// point nodes from its node down to the result.
func (p *plan) writeRollout(b *bytes.Buffer, k int, fin bool) {
	node, moves, result, ok := p.rolloutAt(k, fin)
	if !ok {
		return
	}
	tip := quote(p.rolloutTip(node, moves, result))
	from := p.nodeName(node)
	for j := range min(len(moves), rolloutDots) {
		id := fmt.Sprintf("ro%d", j+1)
		fmt.Fprintf(b, "  %s [id=\"%s\", class=\"rollout\", tooltip=%s, shape=point, width=0.06, color=\"%s\", fillcolor=\"%s\"];\n", id, id, tip, colRollout, colRollout)
		fmt.Fprintf(b, "  %s -> %s [id=\"e%s\", class=\"rollout\", color=\"%s\", style=\"dashed\"];\n", from, id, id, colRollout)
		from = id
	}
	fmt.Fprintf(b, "  ro_result [id=\"ro-result\", class=\"rollout\", tooltip=%s, shape=plaintext, label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"1\"><TR>", tip)
	cell(b, "rollout-result", p.rolloutTip(node, moves, result), "", fontTag(edgeSz+1, colRollout, true, p.l.val(result)))
	b.WriteString("</TR></TABLE>>];\n")
	fmt.Fprintf(b, "  %s -> ro_result [id=\"ero-result\", class=\"rollout\", color=\"%s\", style=\"dashed\"];\n", from, colRollout)
}
