package render

import (
	"bytes"
	"fmt"
	"math"
	"strings"

	"github.com/gametree/gametree/trace"
)

func (p *plan) writeHeader(b *bytes.Buffer, k int, fin bool) {
	l := p.l
	b.WriteString(`<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="1">`)
	if p.title != "" {
		fmt.Fprintf(b, `<TR><TD ID="title" HREF="" TOOLTIP="%s"><FONT POINT-SIZE="16"><B>%s</B></FONT></TD></TR>`, html(p.title), html(p.title))
	}
	var items []string
	items = append(items, l.legendPlayers)
	if p.hasInner {
		items = append(items, l.legendWindow)
	}
	if p.hasPrune {
		items = append(items, l.legendPruned)
	}
	if p.hasPV {
		items = append(items, l.legendPV)
	}
	if p.hasTT {
		items = append(items, l.legendTT)
	}
	if p.hasFold {
		items = append(items, l.legendFold)
	}
	if p.hasStop {
		items = append(items, l.legendStop)
	}
	// the legend, three items a line
	var lines []string
	for i := 0; i < len(items); i += 3 {
		j := min(i+3, len(items))
		lines = append(lines, html(strings.Join(items[i:j], "   ·   ")))
	}
	fmt.Fprintf(b, `<TR><TD ID="legend" HREF="" TOOLTIP="%s"><FONT POINT-SIZE="10" COLOR="%s">%s</FONT></TD></TR>`,
		html(strings.Join(items, " · ")), colMuted, strings.Join(lines, "<BR/>"))
	capt := p.caption(k, fin)
	fmt.Fprintf(b, `<TR><TD ID="caption" HREF="" TOOLTIP="%s" FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="20"><FONT POINT-SIZE="12">%s</FONT></TD></TR>`,
		html(nbspIfEmpty(capt)), p.capW, html(nbspIfEmpty(capt)))
	b.WriteString(`</TABLE>`)
}

func nbspIfEmpty(s string) string {
	if s == "" {
		return "\u00a0"
	}
	return s
}

// caption describes step k (or the result when finished).
func (p *plan) caption(k int, fin bool) string {
	t, l := p.t, p.l
	if p.n == 0 {
		return l.noTree
	}
	if fin && p.opt.Step < 0 {
		return p.resultText()
	}
	if k < 0 || k >= len(t.Steps) {
		return ""
	}
	s := t.Steps[k]
	name := p.name(s.Node)
	fv := trace.FormatValue
	var d string
	switch s.Kind {
	case trace.StepEnter:
		d = fmt.Sprintf(l.enter, name, fv(s.Alpha), fv(s.Beta))
	case trace.StepEval:
		d = fmt.Sprintf(l.eval, name, trace.FormatBounded(s.Value, s.Bound))
	case trace.StepTTHit:
		d = fmt.Sprintf(l.tt, name, trace.FormatBounded(s.Value, s.Bound))
	case trace.StepBackup:
		child := "?"
		if s.Child >= 0 && int(s.Child) < p.n {
			child = p.name(s.Child)
		}
		d = fmt.Sprintf(l.backup, name, fv(s.Value), child)
	case trace.StepAlpha:
		d = fmt.Sprintf(l.alpha, name, fv(s.Alpha))
	case trace.StepBeta:
		d = fmt.Sprintf(l.beta, name, fv(s.Beta))
	case trace.StepCutoff:
		d = fmt.Sprintf(l.cutoff, name, t.CutoffRule(k))
	case trace.StepReturn:
		d = fmt.Sprintf(l.ret, name, trace.FormatBounded(s.Value, s.Bound))
	case trace.StepStop:
		d = fmt.Sprintf(l.stop, name)
	}
	return fmt.Sprintf(l.step, k+1, len(t.Steps)) + d
}

func (p *plan) resultText() string {
	t, l := p.t, p.l
	var parts []string
	if t.Complete || len(t.Nodes) > 0 && t.Nodes[0].HasValue {
		parts = append(parts, fmt.Sprintf(l.result, trace.FormatValue(t.Value)))
	} else {
		parts = append(parts, l.notFinished)
	}
	if t.BestMove != "" {
		parts = append(parts, fmt.Sprintf(l.bestMove, clean(t.BestMove, 16)))
	}
	if t.Stopped != "" {
		parts = append(parts, fmt.Sprintf(l.stoppedBy, clean(l.stopReason(t), maxTextRunes)))
	}
	return strings.Join(parts, " · ")
}

// captionWidth is the width of the caption cell: wide enough for the longest caption
// of the trace (estimated), the same at every step.
func (p *plan) captionWidth() float64 {
	w := textWidth(p.resultText(), 12)
	if len(p.t.Steps) <= 5000 {
		for k := range p.t.Steps {
			if cw := textWidth(p.caption(k, false), 12); cw > w {
				w = cw
			}
		}
	} else if w < 520 {
		w = 520
	}
	return math.Ceil(w + 8)
}
