package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/trace"
)

// Monte Carlo tree search (trace.MCTS): every node shows its mean result W/N (MAX's
// view, two decimals) in its value cell n<i>-v and its visits "N=12" in the cell
// n<i>-n (where alpha-beta writes α; under a board's grid; under a leaf's number),
// and no α or β. The edge into a node is as wide and dark as the node's share of
// its parent's visits, in six classes v0 (no visit yet) to v5 (more than 80%). At a
// step of an iteration, the nodes above the step's node on the iteration's path have
// the class "path" (and their edges); at a selection or an expansion the chosen or
// new child is "current"; at a backpropagation the nodes updated so far by it are
// "updated". At a rollout the rollout is drawn below its node, over the tree (it is
// not laid out: the picture keeps room below its lowest level for it): a dashed chain
// of dots, one a move (at most rolloutDots), ending in the result (group "rollout",
// cell rollout-result).

// Marks of the nodes of the drawn step's iteration (plan.mark).
const (
	markPath    uint8 = 1 // above the step's node on the iteration's path
	markUpdated uint8 = 2 // updated by the step's backpropagation so far
)

// Rollout overlay geometry, in points.
const (
	rolloutDots = 8   // the most dots drawn
	rolloutGap  = 7.0 // between dots
	rolloutDotR = 2.3
	rolloutEndH = 16.0 // the result's row
	rolloutRoom = rolloutGap*(rolloutDots+1) + rolloutEndH + 4
)

// Colours of mcts drawings.
const (
	colUpdated = "#2e7d32"
	colRollout = "#6a1b9a"
)

// visitWidths and visitInks are the edge widths and colours of the classes v0..v5.
var (
	visitWidths = [6]float64{1, 1.4, 2.2, 3.2, 4.6, 6.4}
	visitInks   = [6]string{"#bdbdbd", "#9e9e9e", "#7a7a7a", "#555555", "#3a3a3a", "#222222"}
)

// mcts reports whether the plan draws a Monte Carlo tree search.
func (p *plan) mcts() bool { return p.t.Options.Algorithm == trace.MCTS && !p.opt.exercise() }

// mctsStep notes the states of the step the plan draws (k: the index of the last
// step applied) and marks its iteration's path and updated nodes.
func (p *plan) mctsStep(st []trace.NodeState, k int) {
	if !p.mcts() {
		return
	}
	p.mst = st
	for _, i := range p.marked {
		p.mark[i] = 0
	}
	p.marked = p.marked[:0]
	if p.mark == nil {
		p.mark = make([]uint8, p.n)
	}
	if p.finished(k) && p.opt.Step < 0 || k < 0 || k >= p.t.StepCount() {
		return
	}
	set := func(i int32, m uint8) {
		if i >= 0 && int(i) < p.n && p.mark[i]&m == 0 {
			if p.mark[i] == 0 {
				p.marked = append(p.marked, i)
			}
			p.mark[i] |= m
		}
	}
	s := p.t.Step(k)
	top := s.Node
	if s.Kind == trace.StepBackprop {
		// the nodes this backpropagation has updated: its steps so far, bottom up
		for j := k; j >= 0; j-- {
			b := p.t.Step(j)
			if b.Kind != trace.StepBackprop {
				break
			}
			set(b.Node, markUpdated)
		}
		top = p.t.Parent(s.Node)
	} else if s.Kind == trace.StepSelect || s.Kind == trace.StepExpand {
		set(s.Node, markPath) // the child chosen or added is the current node
	} else {
		top = p.t.Parent(s.Node)
	}
	for v := top; v >= 0; v = p.t.Parent(v) {
		set(v, markPath)
	}
}

// stepNode is the node a picture of step k lights and keeps unfolded (its focus, the
// centre of its region): the step's node, but in mcts the child a selection chooses or
// an expansion adds.
func (p *plan) stepNode(k int) int32 {
	node := p.t.Current(k)
	if !p.mcts() || k < 0 || k >= p.t.StepCount() {
		return node
	}
	if s := p.t.Step(k); (s.Kind == trace.StepSelect || s.Kind == trace.StepExpand) && s.Child >= 0 && int(s.Child) < p.n {
		return s.Child
	}
	return node
}

// meanText writes W/N, W scaled as the trace's values, with two decimals and a true
// minus: "0.53", "−0.20", "3.00"; "" before the first visit.
func (p *plan) meanText(w, n int) string {
	if n <= 0 {
		return ""
	}
	m := p.t.Unscaled(w) / float64(n)
	s := strconv.FormatFloat(m, 'f', 2, 64)
	if s == "-0.00" {
		s = "0.00"
	}
	return strings.Replace(s, "-", "−", 1)
}

// visitsText writes a node's N: "N=12".
func (p *plan) visitsText(n int) string { return "N=" + p.l.count(n) }

// mctsValues are the value and visits texts of node v: its mean and N once reached
// (an explicit tree's leaf shows its number as written, as always).
func (p *plan) mctsValues(v seen, value string) (string, string) {
	if !v.reached {
		return "", ""
	}
	visits := p.visitsText(v.s.Visits)
	if p.isLeaf(v.i) && p.label(v.i) != "" {
		return value, visits
	}
	return p.meanText(v.s.Value, v.s.Visits), visits
}

// mctsTip is what node v's tooltip says of its value: N, W and the mean.
func (p *plan) mctsTip(v seen) (string, bool) {
	if !v.reached {
		return "", false
	}
	c := p.l.chance
	n, w := v.s.Visits, v.s.Value
	tip := "N=" + p.l.count(n) + " (" + c.visitsTip + ")"
	if n > 0 {
		tip += ", W=" + p.l.val(w) + ", W/N=" + p.meanText(w, n) + " (" + c.meanTip + ")"
	}
	return tip, true
}

// mctsClasses adds node v's iteration classes: path, updated.
func (p *plan) mctsClasses(cls []string, v seen) []string {
	if !p.mcts() || p.mark == nil {
		return cls
	}
	m := p.mark[v.i]
	if m&markPath != 0 && !v.current {
		cls = append(cls, "path")
	}
	if m&markUpdated != 0 {
		cls = append(cls, "updated")
	}
	return cls
}

// mctsColour paints node v's iteration marks: the path as open nodes were, the
// updated nodes green.
func (p *plan) mctsColour(lk *look, v seen) {
	if !p.mcts() || p.mark == nil || v.current || !v.reached {
		return
	}
	m := p.mark[v.i]
	switch {
	case m&markUpdated != 0:
		lk.pen, lk.penwidth = colUpdated, 2.5
	case m&markPath != 0:
		lk.pen, lk.penwidth, lk.fill = colOpen, 2, colOpenFill
	}
}

// visitClass is the class 0..5 of the edge into node i by its share of its parent's
// visits at the drawn step: 0 unvisited, then by fifths.
func (p *plan) visitClass(i int32) int {
	if p.mst == nil {
		return 0
	}
	n := p.mst[i].Visits
	par := p.t.Parent(i)
	if n <= 0 || par < 0 || p.mst[par].Visits <= 0 {
		return 0
	}
	share := float64(n) / float64(p.mst[par].Visits)
	return min(5, 1+int(share*5))
}

// mctsEdge adds the visit class of the edge into node i (v0..v5) and the iteration's
// path, and widens and darkens it by the class.
func (p *plan) mctsEdge(cls []string, i int32, s trace.NodeState, color string, pw float64, current int32) ([]string, string, float64) {
	if !p.mcts() {
		return cls, color, pw
	}
	vc := p.visitClass(i)
	cls = append(cls, "v"+strconv.Itoa(vc))
	onPath := p.mark != nil && p.mark[i]&markPath != 0
	if onPath && current != i {
		cls = append(cls, "path")
	}
	if !s.Reached {
		return cls, color, pw
	}
	w := visitWidths[vc]
	switch {
	case current == i:
		return cls, color, math.Max(pw, w)
	case onPath:
		return cls, colOpen, math.Max(2, w)
	case color == colInk:
		color = visitInks[vc]
	}
	return cls, color, math.Max(w, pwUnlessPlain(pw))
}

// pwUnlessPlain is an edge's width when it says something (the principal variation's
// 3.2), else 0: the visits decide.
func pwUnlessPlain(pw float64) float64 {
	if pw > 1.2 {
		return pw
	}
	return 0
}

// mctsSideWidth is how wide a triangle's right column must be for "N=" and the root's
// visits.
func (p *plan) mctsSideWidth(side float64) float64 {
	if !p.mcts() {
		return side
	}
	return math.Max(side, textWidth(p.visitsText(p.mctsMaxVisits()), abSize)+6)
}

// mctsMaxVisits bounds every node's N: the iterations run (the root's N).
func (p *plan) mctsMaxVisits() int {
	n := 0
	if p.t.MCTS != nil {
		n = p.t.MCTS.Iterations
	}
	for k := p.t.StepCount() - 1; k >= 0 && k >= p.t.StepCount()-64; k-- {
		n = max(n, p.t.Step(k).Visits)
	}
	return n
}

// svgVisits writes node id's N left-aligned at (x, y) (a triangle's or circle's right
// column, a board's row under its grid).
func (p *plan) svgVisits(o *svgOut, id string, lk look, x, y, size float64) {
	if !p.mcts() {
		return
	}
	o.cellText(id+"-n", lk.tip, x, y, textStyle{size: size, color: colMuted, anchor: "start"}, lk.visits)
}

// mctsRow is the height of the row a board or a leaf adds for its N (0: none).
func (p *plan) mctsRow(board bool) float64 {
	switch {
	case !p.mcts():
		return 0
	case board && p.boardABStacked():
		return boardABRowH
	case board:
		return abRowH
	}
	return 11
}

// mctsCaption describes mcts step k (s), or "" for a step of another kind.
func (p *plan) mctsCaption(s trace.Step, k int, name string) string {
	l := p.l
	child := "?"
	if s.Child >= 0 && int(s.Child) < p.n {
		child = p.name(s.Child)
		if m := p.edgeMove(s.Child); m != "" {
			child = m // a game's move from the step's node, not the moves from the root
		}
	}
	switch s.Kind {
	case trace.StepSelect:
		if p.isChance(s.Node) {
			return l.say("select_chance", "name", name, "child", child, "p", p.prob(s.Child))
		}
		return l.say("select", "name", name, "child", child, "u", p.ucbText(k, s.Child))
	case trace.StepExpand:
		return l.say("expand", "name", name, "child", child)
	case trace.StepRollout:
		return l.say("rollout", "name", name, "n", l.count(len(p.t.Rollout(k))), "v", l.val(s.Value))
	case trace.StepBackprop:
		return l.say("backprop", "name", name, "n", l.count(s.Visits), "mean", p.meanText(s.Value, s.Visits))
	}
	return ""
}

// mctsResult is the finished search's result: the root's most visited child (the
// principal variation's first move), its N and mean.
func (p *plan) mctsResult() string {
	t := p.t
	if t.NodeCount() == 0 || t.StepCount() == 0 {
		return p.l.notFinished
	}
	st := p.mst
	if st == nil || len(st) != p.n {
		st = p.states(t.StepCount() - 1)
	}
	best := int32(-1)
	for _, c := range p.children(0) {
		if t.Node(c).PV {
			best = c
			break
		}
	}
	if best < 0 {
		if t.HasValue {
			return p.l.sayPage("resultValue", "v", p.l.val(t.Value))
		}
		return p.l.notFinished
	}
	m := p.move(best)
	if m == "" {
		m = p.name(best)
	}
	return p.l.say("result_mcts", "m", m, "n", p.l.count(st[best].Visits), "mean", p.meanText(st[best].Value, st[best].Visits))
}

// mctsLegend is the legend's items of an mcts picture at step k: what N and W/N are,
// the edges' widths, and, from their first step, the rollouts and the updated nodes.
func (p *plan) mctsLegend(items []string, k int) []string {
	if !p.mcts() {
		return items
	}
	c := p.l.chance
	items = append(items, c.legendMCTS, c.legendVisits)
	if f := p.firstKind(trace.StepRollout); f >= 0 && k >= f {
		items = append(items, c.legendRollout)
	}
	if f := p.firstKind(trace.StepBackprop); f >= 0 && k >= f {
		items = append(items, c.legendUpdated)
	}
	return items
}

// ucbText is the UCB1 value of child at selection step k ("1.23", "+∞" unvisited),
// from trace.Trace.UCB; "?" without it.
func (p *plan) ucbText(k int, child int32) string {
	u, ok := any(p.t).(interface{ UCB(int) []trace.UCBTerms })
	if !ok {
		return "?"
	}
	for _, t := range u.UCB(k) {
		if t.Child == child {
			if t.Unvisited {
				return "+∞"
			}
			return strconv.FormatFloat(t.Value, 'f', 2, 64)
		}
	}
	return "?"
}

// firstKind is the first step of a kind among the first 64 (-1: none): every mcts
// search selects, rolls out and backpropagates in its first iteration.
func (p *plan) firstKind(kind trace.StepKind) int {
	for k := range min(p.t.StepCount(), 64) {
		if p.t.Step(k).Kind == kind {
			return k
		}
	}
	return -1
}

// mctsFoldText is what a folded subtree's second line says in an mcts picture: the
// mean and N of its top node ("W/N 0.41 · N=56"), else v.
func (p *plan) mctsFoldText(v string, lk look) string {
	if !p.mcts() || lk.value == "" {
		return v
	}
	return "W/N " + lk.value + " · " + lk.visits
}
