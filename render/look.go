package render

import (
	"strings"

	"github.com/gametree/gametree/trace"
)

// look is how one node is drawn at one step.
type look struct {
	classes  []string
	pen      string
	fill     string
	text     string
	style    string
	penwidth float64
	value    string
	alpha    string
	beta     string
	tip      string
	invis    bool
	bold     bool // the value in bold: a PV node of the finished search
}

func (p *plan) look(i int32, st []trace.NodeState, k int, current int32) look {
	nd := &p.t.Nodes[i]
	s := st[i]
	l := p.l
	var lk look
	cls := make([]string, 0, 8)
	cls = append(cls, nd.Player.String())
	if i == 0 {
		cls = append(cls, "root")
	}
	folded := p.mode[i] == mFolded
	switch {
	case folded:
		cls = append(cls, "folded")
	case p.kids.Count(i) == 0:
		cls = append(cls, "leaf")
	default:
		cls = append(cls, "inner")
	}
	if p.isBoard(i) {
		cls = append(cls, "board")
	}
	switch nd.Kind {
	case trace.Terminal:
		cls = append(cls, "terminal")
	case trace.Horizon:
		cls = append(cls, "horizon")
	case trace.TTHit:
		cls = append(cls, "tt")
	case trace.Pruned:
		cls = append(cls, "pruned")
	case trace.Unfinished:
		cls = append(cls, "stopped")
	}
	if nd.PV {
		cls = append(cls, "pv")
	}
	// state at this step; a folded node stands for its whole subtree
	reached, open, cut := s.Reached, s.Open, s.Cut
	isCurrent := current == i
	fin := p.finished(k)
	var state string
	switch {
	case !reached:
		state = "unreached"
	case open:
		state = "open"
	case cut:
		state = "cut"
	default:
		state = "done"
	}
	cls = append(cls, state)
	if isCurrent {
		cls = append(cls, "current")
	}
	lk.classes = cls

	// values
	if s.HasValue && reached {
		lk.value = trace.FormatBounded(s.Value, s.Bound)
	}
	if p.isLeaf(i) && nd.Label != "" {
		lk.value = clean(nd.Label, maxTextRunes) // a leaf shows its number as written
	}
	if nd.Kind == trace.Unfinished && !s.HasValue && reached && !open {
		lk.value = "?"
	}
	if open && p.hasWindow(i) {
		lk.alpha = "α=" + trace.FormatValue(s.Alpha)
		lk.beta = "β=" + trace.FormatValue(s.Beta)
	}

	// colours
	lk.text = colInk
	lk.penwidth = 1.2
	styles := []string{"filled"}
	switch {
	case p.isLeaf(i):
		lk.fill = colLeafFill
	case nd.Player == trace.Max:
		lk.fill = colMaxFill
	default:
		lk.fill = colMinFill
	}
	lk.pen = colInk
	if nd.Kind == trace.TTHit {
		lk.pen = colTT
	}
	switch {
	case !reached:
		lk.pen, lk.fill, lk.text = colGhost, "#ffffff", colGhostTxt
		if nd.Kind == trace.Pruned {
			styles = append(styles, "dashed")
		}
		lk.invis = p.opt.HideUnreached
	case cut || nd.Kind == trace.Pruned:
		lk.pen, lk.fill, lk.text = colPruned, "#ffffff", colPruned
		styles = append(styles, "dashed")
	case nd.Kind == trace.Unfinished && !open:
		lk.pen = colStop
		styles = append(styles, "dotted")
		lk.penwidth = 2
	}
	if reached && open {
		lk.pen, lk.penwidth = colOpen, 2
		lk.fill = colOpenFill
	}
	if isCurrent {
		lk.pen, lk.fill, lk.penwidth = colCurrent, colCurFill, 2.5
	}
	if fin && nd.PV && reached {
		lk.bold = true
		if !isCurrent {
			lk.penwidth = 3
			lk.pen = colInk
		}
	}
	if folded {
		styles = append(styles, "rounded")
		if reached && !isCurrent && !open && !cut {
			lk.fill = colFold
		}
	}
	lk.style = strings.Join(styles, ",")

	// tooltip
	var tip []string
	tip = append(tip, p.name(i))
	if !p.isLeaf(i) {
		if nd.Player == trace.Max {
			tip = append(tip, l.max)
		} else {
			tip = append(tip, l.min)
		}
	}
	if lk.value != "" {
		b := l.exact
		switch s.Bound {
		case trace.Lower:
			b = l.lower
		case trace.Upper:
			b = l.upper
		}
		tip = append(tip, l.value+" "+lk.value+" ("+b+")")
	}
	if lk.alpha != "" {
		tip = append(tip, lk.alpha+" "+lk.beta)
	}
	switch {
	case !reached:
		tip = append(tip, l.unreached)
	case cut || nd.Kind == trace.Pruned:
		tip = append(tip, l.pruned)
	case open:
		tip = append(tip, l.open)
	}
	if nd.Kind == trace.TTHit {
		tip = append(tip, l.ttHit)
	}
	if nd.Kind == trace.Unfinished {
		tip = append(tip, l.stopped)
	}
	if folded {
		tip = append(tip, l.folded+": "+l.count(int(p.size[i]))+" "+l.nodes)
	}
	lk.tip = strings.Join(tip, " · ")
	return lk
}

// lookWith is look with the node's state replaced (for a folded node, whose state
// aggregates its subtree: open while any node inside is open).
func (p *plan) lookWith(i int32, st []trace.NodeState, s trace.NodeState, k int, current int32) look {
	saved := st[i]
	st[i] = s
	lk := p.look(i, st, k, current)
	st[i] = saved
	return lk
}
