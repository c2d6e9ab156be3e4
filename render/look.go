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
	tt       bool // a transposition-table hit, known as such at this step
	count    int  // a summary: the nodes it stands for that the search has reached
}

func (p *plan) look(i int32, st []trace.NodeState, k int, current int32) look {
	if p.opt.question() {
		return p.questionLook(i)
	}
	nd := p.t.Node(i)
	s := st[i]
	l := p.l
	var lk look
	fin := p.finished(k)
	// state at this step; a folded node stands for its whole subtree
	reached, open, cut := s.Reached, s.Open, s.Cut
	// what the node turned out to be is known once it is done (or cut): never before
	known := reached && !open
	stopped := nd.Kind == trace.Unfinished && reached && (fin || p.stopStep >= 0 && k >= p.stopStep)
	isCurrent := current == i

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
	switch {
	case nd.Kind == trace.Terminal && known:
		cls = append(cls, "terminal")
	case nd.Kind == trace.Horizon && known:
		cls = append(cls, "horizon")
	case nd.Kind == trace.TTHit && known:
		cls = append(cls, "tt")
	case nd.Kind == trace.Quiesce && reached:
		cls = append(cls, "quiesce")
	case nd.Kind == trace.Pruned && cut:
		cls = append(cls, "pruned")
	case stopped:
		cls = append(cls, "stopped")
	}
	if nd.PV && fin {
		cls = append(cls, "pv")
	}
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

	// values: only what the search has found by this step
	if s.HasValue && reached {
		lk.value = l.bounded(s.Value, s.Bound)
	}
	if p.isLeaf(i) && p.label(i) != "" {
		lk.value = clean(p.label(i), maxTextRunes) // a leaf shows its number as written: the problem gives it
	}
	if p.opt.Look == LookSolution && cut && nd.HasValue && p.kids.Count(i) == 0 {
		// a pruned finished game of an exercise (trace.Options.PrunedWhole): its
		// question gives its value, as a tree's leaf
		lk.value = l.val(nd.Value)
	}
	if stopped && !s.HasValue && !open {
		lk.value = "?"
	}
	if open && p.hasWindow(i) {
		lk.alpha = "α=" + l.val(s.Alpha)
		lk.beta = "β=" + l.val(s.Beta)
	}
	if p.opt.Look == LookSolution {
		lk.alpha, lk.beta = p.solutionWindow(i, s)
	}

	// colours
	lk.text = colInk
	lk.penwidth = 1.2
	styles := []string{"filled"}
	lk.fill = p.roleFill(i, nd.Player)
	lk.pen = colInk
	if nd.Kind == trace.TTHit && known {
		lk.pen, lk.tt = colTT, true
	}
	if nd.Kind == trace.Quiesce && reached {
		lk.pen, lk.penwidth = colQuiet, 2
	}
	switch {
	case !reached:
		lk.pen, lk.fill, lk.text = colGhost, "#ffffff", colGhostTxt
		if nd.Kind == trace.TTHit {
			// its double outline (kept: it sizes the node) would announce the hit
			lk.pen = "#ffffff"
		}
		lk.invis = p.opt.hide()
	case cut:
		lk.pen, lk.fill, lk.text = colPruned, "#ffffff", colPruned
		styles = append(styles, "dashed")
	case stopped && !open:
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
		if !isCurrent && !stopped {
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

	// tooltip: what is known at this step, nothing more
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
		if s.HasValue && reached {
			tip = append(tip, l.value+" "+lk.value+" ("+b+")")
		} else {
			tip = append(tip, l.value+" "+lk.value)
		}
	}
	if lk.alpha != "" {
		tip = append(tip, lk.alpha+" "+lk.beta)
	}
	switch {
	case !reached:
		tip = append(tip, l.unreached)
	case cut:
		tip = append(tip, l.pruned)
	case open:
		tip = append(tip, l.open)
	}
	if nd.Kind == trace.TTHit && known {
		tip = append(tip, l.ttHit)
	}
	if nd.Kind == trace.Quiesce && reached {
		tip = append(tip, l.quietTip)
	}
	if stopped {
		tip = append(tip, l.stopped)
	}
	if folded {
		tip = append(tip, l.folded)
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

// roleFill is the fill of node i, whose player is player, by its role: a leaf, a MAX
// node or a MIN node.
func (p *plan) roleFill(i int32, player trace.Player) string {
	switch {
	case p.isLeaf(i):
		return colLeafFill
	case player == trace.Max:
		return colMaxFill
	default:
		return colMinFill
	}
}
