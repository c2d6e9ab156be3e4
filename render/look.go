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
	bold     bool   // the value in bold: a PV node of the finished search
	tt       bool   // a transposition-table hit, known as such at this step
	count    int    // a summary: the nodes it stands for that the search has reached
	visits   string // mcts: "N=12" (mcts.go)
}

// look is how node i, in state s, is drawn at step k (whose node is current): its
// classes, its texts, its paint and its tooltip say what the search knows by then and
// nothing more.
func (p *plan) look(i int32, s trace.NodeState, k int, current int32) look {
	if p.opt.question() {
		return p.questionLook(i)
	}
	v := p.seenAt(i, s, k, current)
	lk := look{classes: p.classes(v)}
	lk.value, lk.alpha, lk.beta = p.values(v)
	if p.mcts() {
		lk.value, lk.visits = p.mctsValues(v, lk.value)
	}
	p.colour(&lk, v)
	lk.tip = p.tooltip(v, lk)
	return lk
}

// currentAt reports whether a picture of step k shows the finished search, and the
// node of the step (-1: none; the finished search has none unless a step was asked
// for): a node inside a folded subtree is shown by its summary.
func (p *plan) currentAt(k int) (fin bool, current int32) {
	fin = p.finished(k)
	current = -1
	if !fin || p.opt.Step >= 0 {
		current = p.stepNode(k)
	}
	if current >= 0 && p.mode[current] == mHidden {
		current = p.fold[current]
	}
	return fin, current
}

// drawnLook is the look of drawn node i at step k, and the state it is drawn in: a
// folded node is open while any node inside it is, and counts the nodes inside it
// the search has reached (aggs: plan.aggregate).
func (p *plan) drawnLook(i int32, st []trace.NodeState, aggs map[int32]agg, k int, current int32) (look, trace.NodeState) {
	s := st[i]
	if p.mode[i] == mFolded {
		s.Open = s.Open || aggs[i].open
	}
	lk := p.look(i, s, k, current)
	lk.count = aggs[i].reached
	return lk, s
}

// seen is what a picture of one step knows of one node.
type seen struct {
	i                  int32
	nd                 trace.Node
	s                  trace.NodeState // a folded node's stands for its whole subtree
	fin                bool            // the picture is of the finished search
	reached, open, cut bool
	known              bool // done or cut: what the node turned out to be is known
	stopped            bool // unfinished, and the search has stopped
	current            bool // the step's node
	folded             bool
}

func (p *plan) seenAt(i int32, s trace.NodeState, k int, current int32) seen {
	nd := p.t.Node(i)
	fin := p.finished(k)
	return seen{
		i: i, nd: nd, s: s, fin: fin,
		reached: s.Reached, open: s.Open && !p.mcts(), cut: s.Cut, // mcts: no call stack
		known:   s.Reached && (!s.Open || p.mcts()),
		stopped: nd.Kind == trace.Unfinished && s.Reached && (fin || p.stopStep >= 0 && k >= p.stopStep),
		current: current == i,
		folded:  p.mode[i] == mFolded,
	}
}

// classes are node v's classes (see the package documentation): the player, its place
// in the tree, its kind once known, pv when finished, its state and current.
func (p *plan) classes(v seen) []string {
	nd := v.nd
	cls := make([]string, 0, 8)
	cls = append(cls, nd.Player.String())
	if v.i == 0 {
		cls = append(cls, "root")
	}
	switch {
	case v.folded:
		cls = append(cls, "folded")
	case p.kids.Count(v.i) == 0:
		cls = append(cls, "leaf")
	default:
		cls = append(cls, "inner")
	}
	if p.isBoard(v.i) {
		cls = append(cls, "board")
	}
	switch {
	case nd.Kind == trace.Terminal && v.known:
		cls = append(cls, "terminal")
	case nd.Kind == trace.Horizon && v.known:
		cls = append(cls, "horizon")
	case nd.Kind == trace.TTHit && v.known:
		cls = append(cls, "tt")
	case nd.Kind == trace.Quiesce && v.reached:
		cls = append(cls, "quiesce")
	case nd.Kind == trace.Pruned && v.cut:
		cls = append(cls, "pruned")
	case v.stopped:
		cls = append(cls, "stopped")
	}
	if nd.PV && v.fin {
		cls = append(cls, "pv")
	}
	cls = append(cls, v.state())
	cls = p.mctsClasses(cls, v)
	if v.current {
		cls = append(cls, "current")
	}
	return cls
}

// state is the node's state class: unreached, open, cut or done.
func (v seen) state() string {
	switch {
	case !v.reached:
		return "unreached"
	case v.open:
		return "open"
	case v.cut:
		return "cut"
	}
	return "done"
}

// values are the texts of node v's value, α and β cells: only what the search has
// found by this step.
func (p *plan) values(v seen) (value, alpha, beta string) {
	l, s, i := p.l, v.s, v.i
	if s.HasValue && v.reached {
		value = p.chanceValue(v, l.bounded(s.Value, s.Bound))
	}
	if p.isLeaf(i) && p.label(i) != "" {
		value = clean(p.label(i), maxTextRunes) // a leaf shows its number as written: the problem gives it
	}
	if p.opt.Look == LookSolution && v.cut && v.nd.HasValue && p.kids.Count(i) == 0 {
		// a pruned finished game of an exercise (trace.Options.PrunedWhole): its
		// question gives its value, as a tree's leaf
		value = l.val(v.nd.Value)
	}
	if v.stopped && !s.HasValue && !v.open {
		value = "?"
	}
	if v.open && p.hasWindow(i) {
		alpha, beta = "α="+l.val(s.Alpha), "β="+l.val(s.Beta)
	}
	if p.opt.Look == LookSolution {
		alpha, beta = p.solutionWindow(i, s)
	}
	return value, alpha, beta
}

// colour sets how node v is drawn: its outline, fill, text colour and line style.
func (p *plan) colour(lk *look, v seen) {
	nd := v.nd
	lk.text = colInk
	lk.penwidth = 1.2
	styles := []string{"filled"}
	lk.fill = p.roleFill(v.i, nd.Player)
	lk.pen = colInk
	if nd.Kind == trace.TTHit && v.known {
		lk.pen, lk.tt = colTT, true
	}
	if nd.Kind == trace.Quiesce && v.reached {
		lk.pen, lk.penwidth = colQuiet, 2
	}
	switch {
	case !v.reached:
		lk.pen, lk.fill, lk.text = colGhost, "#ffffff", colGhostTxt
		if nd.Kind == trace.TTHit {
			// its double outline (kept: it sizes the node) would announce the hit
			lk.pen = "#ffffff"
		}
		lk.invis = p.opt.hide()
	case v.cut:
		lk.pen, lk.fill, lk.text = colPruned, "#ffffff", colPruned
		styles = append(styles, "dashed")
	case v.stopped && !v.open:
		lk.pen = colStop
		styles = append(styles, "dotted")
		lk.penwidth = 2
	}
	if v.reached && v.open {
		lk.pen, lk.penwidth = colOpen, 2
		lk.fill = colOpenFill
	}
	p.mctsColour(lk, v)
	if v.current {
		lk.pen, lk.fill, lk.penwidth = colCurrent, colCurFill, 2.5
	}
	if v.fin && nd.PV && v.reached {
		lk.bold = true
		if !v.current && !v.stopped {
			lk.penwidth = 3
			lk.pen = colInk
		}
	}
	if v.folded {
		styles = append(styles, "rounded")
		if v.reached && !v.current && !v.open && !v.cut {
			lk.fill = colFold
		}
	}
	lk.style = strings.Join(styles, ",")
}

// tooltip is what node v's tooltip says: what is known at this step, nothing more.
func (p *plan) tooltip(v seen, lk look) string {
	l, nd := p.l, v.nd
	var tip []string
	tip = append(tip, p.name(v.i))
	if !p.isLeaf(v.i) {
		tip = append(tip, p.playerWord(nd.Player))
	}
	if vt, ok := p.valueTip(v, lk); ok {
		tip = append(tip, vt)
	} else if lk.value != "" {
		b := l.exact
		switch v.s.Bound {
		case trace.Lower:
			b = l.lower
		case trace.Upper:
			b = l.upper
		}
		if v.s.HasValue && v.reached {
			tip = append(tip, l.value+" "+lk.value+" ("+b+")")
		} else {
			tip = append(tip, l.value+" "+lk.value)
		}
	}
	if lk.alpha != "" {
		tip = append(tip, lk.alpha+" "+lk.beta)
	}
	switch {
	case !v.reached:
		tip = append(tip, l.unreached)
	case v.cut:
		tip = append(tip, l.pruned)
	case v.open:
		tip = append(tip, l.open)
	}
	if nd.Kind == trace.TTHit && v.known {
		tip = append(tip, l.ttHit)
	}
	if nd.Kind == trace.Quiesce && v.reached {
		tip = append(tip, l.quietTip)
	}
	if v.stopped {
		tip = append(tip, l.stopped)
	}
	if v.folded {
		tip = append(tip, l.folded)
	}
	return strings.Join(tip, " · ")
}

// shownName is what a triangle node's name column shows in look lk (triName: TT
// only once the hit is known), and in which colour.
func (p *plan) shownName(i int32, lk look) (name, colour string) {
	name = p.triName(i)
	if p.t.Node(i).Kind == trace.TTHit && !lk.tt {
		name = strings.TrimSpace(strings.TrimSuffix(name, "TT"))
	}
	colour = colMuted
	if lk.text == colGhostTxt || lk.text == colPruned {
		colour = lk.text
	}
	return name, colour
}

// roleFill is the fill of node i, whose player is player, by its role: a leaf, a MAX
// node or a MIN node.
func (p *plan) roleFill(i int32, player trace.Player) string {
	switch {
	case p.isLeaf(i):
		return colLeafFill
	case player == trace.Max:
		return colMaxFill
	case player == trace.Chance:
		return colChanceFill
	default:
		return colMinFill
	}
}
