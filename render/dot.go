package render

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/trace"
)

// Finished is the Options.Step that draws the finished search.
const Finished = -1

// DefaultBudget is the display budget when Options.Budget is 0.
const DefaultBudget = 1500

// Options say what to draw.
type Options struct {
	// Step is the step to draw (0 is the first); Finished (-1) draws the finished
	// search. A step past the end draws the last one.
	Step int
	// Budget is the most drawn nodes (folded summaries count as one); deeper levels
	// fold first. 0 means DefaultBudget.
	Budget int
	// Lang is "en" (default) or "es": the legend, captions, tooltips and summaries.
	Lang string
	// Title is written above the tree (user text: escaped, at most 64 characters).
	Title string
	// HideUnreached draws the nodes not reached yet invisibly instead of ghosted. Either
	// way they keep their place, so every step of a trace has the same layout.
	HideUnreached bool
}

// Geometry, in points. Every text that changes from step to step sits in a cell of
// fixed size, so the layout of a trace is the same at every step.
const (
	fontName = "Verdana"

	triW    = 54.0 // triangle width
	triH    = 52.0 // node height; the triangle drawn is 3/4 of it
	valH    = 20.0 // value row
	sideMin = 40.0 // name column (left) and α/β column (right) of a triangle node
	valSize = 13.0 // value font size
	abSize  = 9.0  // α/β font size
	nameSz  = 12.0 // node name font size
	edgeSz  = 10.0 // move and cutoff rule font size

	foldW = 104.0
	foldH = 32.0

	boardHead = 18.0 // header row of a board node (player and value)
	abRowH    = 13.0 // α/β row of a board node
	abColW    = 34.0 // α or β cell of a board node
)

// Colours.
const (
	colInk      = "#222222"
	colGhost    = "#d4d4d4"
	colGhostTxt = "#c4c4c4"
	colPruned   = "#8c8c8c"
	colCurrent  = "#e07000"
	colCurFill  = "#ffe27a"
	colOpen     = "#e07000"
	colOpenFill = "#fff6da"
	colMaxFill  = "#dce9fb"
	colMinFill  = "#fbe0dc"
	colLeafFill = "#f4f4f4"
	colTT       = "#00897b"
	colStop     = "#c62828"
	colRule     = "#b3261e"
	colAlpha    = "#1d5fb4"
	colBeta     = "#b3261e"
	colFold     = "#f0f0f0"
	colMuted    = "#666666"
)

// display modes of a trace node.
const (
	mHidden   uint8 = iota // inside a folded subtree
	mShown                 // drawn as itself
	mExpanded              // drawn, with its children drawn
	mFolded                // drawn as a summary of its whole subtree
)

// plan is what every step of one trace shares: the tree structure, the folding and
// the sizes. Only colours and the texts of fixed-size cells change from step to step.
type plan struct {
	t        *trace.Trace
	opt      Options
	l        *lang
	n        int
	kids     trace.Children
	size     []int32 // subtree sizes
	mode     []uint8
	fold     []int32 // for a hidden node, the folded node that stands for it
	cutStep  map[int32]int
	explicit bool // an explicit tree: no node has a board
	side     float64
	capW     float64
	hasPV    bool
	hasPrune bool
	hasTT    bool
	hasFold  bool
	hasStop  bool
	hasInner bool
	title    string
}

func (p *plan) children(i int32) []int32 { return p.kids.Of(i) }

func newPlan(t *trace.Trace, opt Options) *plan {
	p := &plan{t: t, opt: opt, l: langFor(opt.Lang), n: len(t.Nodes), title: clean(opt.Title, maxTextRunes)}
	budget := opt.Budget
	if budget <= 0 {
		budget = DefaultBudget
	}
	n := p.n
	p.kids = t.Children()
	p.size = make([]int32, n)
	for i := n - 1; i >= 0; i-- {
		p.size[i]++
		if par := t.Nodes[i].Parent; par >= 0 {
			p.size[par] += p.size[i]
		}
	}
	p.explicit = true
	for i := range t.Nodes {
		nd := &t.Nodes[i]
		if nd.Board != nil {
			p.explicit = false
		}
		switch nd.Kind {
		case trace.Pruned:
			p.hasPrune = true
		case trace.TTHit:
			p.hasTT = true
		case trace.Unfinished:
			p.hasStop = true
		}
		if nd.PV && i > 0 {
			p.hasPV = true
		}
		if p.kids.Count(int32(i)) > 0 && nd.Kind != trace.Pruned {
			p.hasInner = true
		}
	}
	if t.Stopped != "" {
		p.hasStop = true
	}
	p.decideFolding(budget)
	p.cutStep = map[int32]int{}
	for i, s := range t.Steps {
		if s.Kind == trace.StepCutoff && s.Child >= 0 && int(s.Child) < n {
			p.cutStep[s.Child] = i
		}
	}
	// The name column of triangle nodes is as wide as the widest name, the α/β column
	// as wide as the widest window text; both get the larger width so the triangle
	// stays centred on the node.
	p.side = sideMin
	if p.explicit || !p.allBoards() {
		for i := range t.Nodes {
			if p.mode[i] == mShown || p.mode[i] == mExpanded {
				if w := textWidth(p.name(int32(i)), nameSz) + 6; w > p.side {
					p.side = w
				}
			}
		}
		for _, s := range t.Steps {
			for _, v := range [2]int{s.Alpha, s.Beta} {
				if w := textWidth("α="+trace.FormatValue(v), abSize) + 4; w > p.side {
					p.side = w
				}
			}
			if len(t.Steps) > 20000 {
				break
			}
		}
		p.side = math.Ceil(p.side)
	}
	p.capW = p.captionWidth()
	return p
}

// allBoards reports whether every node is drawn as a board (no triangles).
func (p *plan) allBoards() bool {
	for i := range p.t.Nodes {
		if !p.isBoard(int32(i)) {
			return false
		}
	}
	return true
}

// decideFolding chooses what to draw: whole levels from the root down while they fit
// the budget; at the first level that does not fit, every node with children folds
// into a summary, except along the principal variation, which unfolds as far as the
// budget allows. The choice depends on the trace only, never on the step.
func (p *plan) decideFolding(budget int) {
	n := p.n
	p.mode = make([]uint8, n)
	if n == 0 {
		return
	}
	nkids := p.kids.Count
	p.mode[0] = mShown
	count := 1
	level := []int32{0}
	for len(level) > 0 {
		cost := 0
		for _, v := range level {
			cost += nkids(v)
		}
		if cost == 0 {
			break
		}
		if count+cost <= budget {
			var next []int32
			for _, v := range level {
				if nkids(v) > 0 {
					p.mode[v] = mExpanded
					for _, c := range p.children(v) {
						p.mode[c] = mShown
						next = append(next, c)
					}
				}
			}
			count += cost
			level = next
			continue
		}
		pv := int32(-1)
		for _, v := range level {
			if nkids(v) > 0 {
				p.mode[v] = mFolded
				if p.t.Nodes[v].PV && pv < 0 {
					pv = v
				}
			}
		}
		for pv >= 0 && count+nkids(pv) <= budget {
			p.mode[pv] = mExpanded
			count += nkids(pv)
			next := int32(-1)
			for _, c := range p.children(pv) {
				p.mode[c] = mShown
				if nkids(c) > 0 {
					p.mode[c] = mFolded
					if p.t.Nodes[c].PV && next < 0 {
						next = c
					}
				}
			}
			pv = next
		}
		break
	}
	p.fold = make([]int32, n)
	for i := 0; i < n; i++ {
		p.fold[i] = -1
		if p.mode[i] == mHidden {
			par := p.t.Nodes[i].Parent
			if p.mode[par] == mFolded {
				p.fold[i] = par
			} else {
				p.fold[i] = p.fold[par]
			}
		}
		if p.mode[i] == mFolded {
			p.hasFold = true
		}
	}
}

// isBoard: the node is drawn as its board (tic-tac-toe, connect-4 and other grids);
// stones (one row) and explicit trees are drawn as triangles.
func (p *plan) isBoard(i int32) bool { return len(p.t.Nodes[i].Board) > 1 }

// isLeaf: a node drawn as a leaf box: an explicit tree's terminal node.
func (p *plan) isLeaf(i int32) bool {
	nd := &p.t.Nodes[i]
	return nd.Board == nil && p.kids.Count(i) == 0 && (nd.Kind == trace.Terminal ||
		(nd.Kind == trace.Pruned && nd.Label != "" && isNumber(nd.Label)))
}

func isNumber(s string) bool {
	_, err := strconv.ParseInt(strings.TrimPrefix(s, "+"), 10, 64)
	return err == nil
}

// hasWindow: the node gets α/β cells (it can be open with children to search).
func (p *plan) hasWindow(i int32) bool {
	k := p.t.Nodes[i].Kind
	return k == trace.Inner || (k == trace.Unfinished && p.kids.Count(i) > 0)
}

// name is how captions and tooltips call a node.
func (p *plan) name(i int32) string {
	nd := &p.t.Nodes[i]
	if p.explicit {
		if nd.Label != "" && !isNumber(nd.Label) {
			return clean(nd.Label, maxTextRunes)
		}
		if nd.Move != "" {
			return clean(nd.Move, maxTextRunes)
		}
		if i == 0 {
			return p.l.root
		}
		return "#" + strconv.Itoa(int(i))
	}
	if i == 0 {
		return p.l.root
	}
	// a game position: the moves from the root
	var moves []string
	for j := i; j > 0 && len(moves) < 12; j = p.t.Nodes[j].Parent {
		moves = append(moves, clean(p.t.Nodes[j].Move, 16))
	}
	for a, b := 0, len(moves)-1; a < b; a, b = a+1, b-1 {
		moves[a], moves[b] = moves[b], moves[a]
	}
	return strings.Join(moves, " ")
}

// DOT writes the Graphviz DOT text of a trace at one step (see the package
// documentation for the drawing conventions, ids and classes).
func DOT(t *trace.Trace, opt Options) []byte {
	p := newPlan(t, opt)
	k := p.lastStep(opt.Step)
	return p.dot(p.states(k), k)
}

// lastStep turns Options.Step into the index of the last step applied (-1: none).
func (p *plan) lastStep(step int) int {
	last := len(p.t.Steps) - 1
	if step < 0 || step > last {
		return last
	}
	return step
}

// finished reports whether a drawing of step k shows the finished search.
func (p *plan) finished(k int) bool { return p.opt.Step < 0 || k >= len(p.t.Steps)-1 }

func (p *plan) states(k int) []trace.NodeState {
	if len(p.t.Steps) == 0 {
		// no steps recorded: draw the nodes as they ended
		st := make([]trace.NodeState, p.n)
		for i := range p.t.Nodes {
			nd := &p.t.Nodes[i]
			st[i] = trace.NodeState{Reached: true, Cut: nd.Kind == trace.Pruned, HasValue: nd.HasValue,
				Value: nd.Value, Bound: nd.Bound, Alpha: nd.Alpha, Beta: nd.Beta}
		}
		return st
	}
	return p.t.States(k)
}

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

// dot writes the DOT text of step k (the index of the last step applied).
func (p *plan) dot(st []trace.NodeState, k int) []byte {
	var b bytes.Buffer
	b.Grow(512 + p.n*400)
	fin := p.finished(k)
	current := int32(-1)
	if !fin || p.opt.Step >= 0 {
		current = p.t.Current(k)
	}
	// a current node inside a folded subtree: its summary is current
	if current >= 0 && p.mode[current] == mHidden {
		current = p.fold[current]
	}

	b.WriteString("digraph gametree {\n")
	fmt.Fprintf(&b, "  graph [id=\"tree\", class=\"gametree\", ordering=out, nodesep=0.14, ranksep=0.42, pad=0.15, bgcolor=\"#ffffff\", fontname=%q, labelloc=t, labeljust=c, outputorder=edgesfirst];\n", fontName)
	fmt.Fprintf(&b, "  node [fontname=%q, margin=0, penwidth=1.2];\n", fontName)
	// Edges run from centre to centre under the (filled) nodes: clipped at the nodes'
	// outlines they would move with the outline's width, which changes from step to
	// step.
	fmt.Fprintf(&b, "  edge [dir=none, headclip=false, tailclip=false, fontname=%q, fontsize=%g, penwidth=1.2];\n", fontName, edgeSz)
	b.WriteString("  label=<")
	p.writeHeader(&b, k, fin)
	b.WriteString(">;\n")
	if p.n == 0 {
		b.WriteString("}\n")
		return b.Bytes()
	}
	// folded subtrees: aggregate the state of their nodes
	foldState := p.foldStates(st)

	for i := int32(0); int(i) < p.n; i++ {
		m := p.mode[i]
		if m == mHidden {
			continue
		}
		s := st[i]
		if m == mFolded {
			if fs, ok := foldState[i]; ok {
				s = fs
			}
		}
		lk := p.lookWith(i, st, s, k, current)
		p.writeNode(&b, i, lk)
		if par := p.t.Nodes[i].Parent; par >= 0 {
			p.writeEdge(&b, i, par, lk, s, k, fin, current)
		}
	}
	b.WriteString("}\n")
	return b.Bytes()
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

func (p *plan) foldStates(st []trace.NodeState) map[int32]trace.NodeState {
	if !p.hasFold {
		return nil
	}
	m := map[int32]trace.NodeState{}
	for i := 0; i < p.n; i++ {
		if p.mode[i] == mFolded {
			m[int32(i)] = st[i]
		}
	}
	for i := 0; i < p.n; i++ {
		if f := p.fold[i]; f >= 0 && st[i].Open {
			s := m[f]
			s.Open = true
			m[f] = s
		}
	}
	return m
}

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

// cell writes a table cell that the page can find: Graphviz writes an SVG group with
// id "a_"+id around the cell's text when the cell has an (empty) HREF and a tooltip.
func cell(b *bytes.Buffer, id, tip, attrs, content string) {
	fmt.Fprintf(b, `<TD ID="%s" HREF="" TOOLTIP="%s"%s>%s</TD>`, id, html(tip), attrs, content)
}

// fit shrinks a font size, when needed, so that text fits a cell's width (never below
// 6 points). Cells have a fixed size, so this changes nothing in the layout.
func fit(text string, size, width float64) float64 {
	for size > 6 && textWidth(text, size) > width {
		size -= 0.5
	}
	return size
}

// r2 rounds a length to hundredths of a point, so the DOT text stays readable.
func r2(x float64) float64 { return math.Round(x*100) / 100 }

func fontTag(size float64, color string, bold bool, text string) string {
	s := fmt.Sprintf(`<FONT POINT-SIZE="%g" COLOR="%s">%s</FONT>`, size, color, html(nbspIfEmpty(text)))
	if bold {
		s = "<B>" + s + "</B>"
	}
	return s
}

func (p *plan) nodeName(i int32) string {
	if p.mode[i] == mFolded {
		return "f" + strconv.Itoa(int(i))
	}
	return "n" + strconv.Itoa(int(i))
}

func (p *plan) writeNode(b *bytes.Buffer, i int32, lk look) {
	id := p.nodeName(i)
	style := lk.style
	if lk.invis {
		style = "invis"
	}
	common := fmt.Sprintf(`id="%s", class="%s", tooltip=%s, color="%s", fillcolor="%s", fontcolor="%s", penwidth=%g, style="%s"`,
		id, strings.Join(lk.classes, " "), quote(lk.tip), lk.pen, lk.fill, lk.text, lk.penwidth, style)
	bold := lk.bold
	switch {
	case p.mode[i] == mFolded:
		p.writeFold(b, i, id, common, lk)
	case p.isBoard(i):
		p.writeBoard(b, i, id, common, lk, bold)
	case p.isLeaf(i):
		fmt.Fprintf(b, "  %s [%s, shape=box, width=0.42, height=0.32, label=<<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"0\" CELLPADDING=\"3\"><TR>", id, common)
		cell(b, id+"-v", lk.tip, "", fontTag(valSize-1, lk.text, bold, lk.value)) // sized by its label, the same at every step
		b.WriteString("</TR></TABLE>>];\n")
	default:
		p.writeTriangle(b, i, id, common, lk, bold)
	}
}

func (p *plan) writeTriangle(b *bytes.Buffer, i int32, id, common string, lk look, bold bool) {
	nd := &p.t.Nodes[i]
	shape := "triangle"
	if nd.Player == trace.Min {
		shape = "invtriangle"
	}
	// Graphviz draws the triangle over three quarters of the node's height (apex at one
	// end, base at a quarter from the other), so its centroid is the node's centre:
	// the value sits there.
	top := (triH - valH) / 2
	bottom := triH - top - valH
	peri := 1
	if nd.Kind == trace.TTHit {
		peri = 2
	}
	fmt.Fprintf(b, "  %s [%s, shape=%s, fixedsize=shape, width=%.4f, height=%.4f, peripheries=%d, label=<",
		id, common, shape, triW/72, triH/72, peri)
	b.WriteString(`<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0">`)
	spacer := func(h float64) {
		if h <= 0 {
			return
		}
		fmt.Fprintf(b, `<TR><TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"></TD><TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"></TD><TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"></TD></TR>`,
			p.side, h, triW, h, p.side, h)
	}
	spacer(math.Round(top))
	b.WriteString("<TR>")
	// left: the node's name (explicit trees), the stones count, or TT
	name := ""
	if p.explicit && nd.Label != "" {
		name = clean(nd.Label, maxTextRunes)
	} else if len(nd.Board) == 1 {
		name = "●×" + clean(nd.Board[0], 8)
	}
	if nd.Kind == trace.TTHit {
		name = strings.TrimSpace(name + " TT")
	}
	nameCol := colMuted
	if lk.text == colGhostTxt || lk.text == colPruned {
		nameCol = lk.text
	}
	fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="RIGHT">%s</TD>`, p.side, valH,
		"<I>"+fontTag(nameSz, nameCol, false, name)+"</I>")
	// the triangle is about two thirds of its width wide at the value's height
	cell(b, id+"-v", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"`, triW, valH), fontTag(fit(lk.value, valSize, triW*0.66), lk.text, bold, lk.value))
	if p.hasWindow(i) {
		fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"><TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR>`, p.side, valH)
		cell(b, id+"-alpha", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="LEFT"`, p.side, valH/2), fontTag(abSize, colAlpha, false, lk.alpha))
		b.WriteString("</TR><TR>")
		cell(b, id+"-beta", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="LEFT"`, p.side, valH/2), fontTag(abSize, colBeta, false, lk.beta))
		b.WriteString("</TR></TABLE></TD>")
	} else {
		fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"></TD>`, p.side, valH)
	}
	b.WriteString("</TR>")
	spacer(math.Round(bottom))
	b.WriteString("</TABLE>>];\n")
}

// board cell sizes: tic-tac-toe and small grids, connect-4 and larger ones.
func boardCell(rows, cols int) float64 {
	if rows*cols > 16 {
		return 11
	}
	return 15
}

func (p *plan) writeBoard(b *bytes.Buffer, i int32, id, common string, lk look, bold bool) {
	nd := &p.t.Nodes[i]
	rows := len(nd.Board)
	cols := 0
	for _, r := range nd.Board {
		if n := len(r); n > cols {
			cols = n
		}
	}
	if cols > 16 {
		cols = 16
	}
	if rows > 16 {
		rows = 16
	}
	c := boardCell(rows, cols)
	c4 := rows*cols > 16
	gw := float64(cols) * c
	if c4 {
		gw = float64(cols)*(c+1) + 1
	}
	w := math.Max(gw, 2*abColW)
	w = math.Max(w, 62)
	peri := 1
	if nd.Kind == trace.TTHit {
		peri = 2
	}
	fmt.Fprintf(b, "  %s [%s, shape=box, margin=\"0.05,0.03\", peripheries=%d, label=<", id, common, peri)
	b.WriteString(`<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0">`)
	// header: player and value
	marker := "▲"
	if nd.Player == trace.Min {
		marker = "▼"
	}
	mw := 18.0
	fmt.Fprintf(b, `<TR><TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"><TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR>`, w, boardHead)
	fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="LEFT">%s</TD>`, mw, boardHead, fontTag(11, lk.text, false, marker))
	cell(b, id+"-v", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"`, r2(w-2*mw), boardHead), fontTag(fit(lk.value, valSize-1, w-2*mw), lk.text, bold, lk.value))
	tt := ""
	if nd.Kind == trace.TTHit {
		tt = "<B>" + fontTag(8, colTT, false, "TT") + "</B>"
	}
	fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="RIGHT">%s</TD>`, mw, boardHead, tt)
	b.WriteString(`</TR></TABLE></TD></TR><TR><TD>`)
	ghost := lk.text == colGhostTxt
	pruned := lk.text == colPruned
	if c4 {
		frame := "#2a5cc4"
		switch {
		case ghost:
			frame = "#e6ecf8"
		case pruned:
			frame = "#b8c4de"
		}
		fmt.Fprintf(b, `<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="1" CELLPADDING="0" BGCOLOR="%s" FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g">`, frame, gw, float64(rows)*(c+1)+1)
		for r := 0; r < rows; r++ {
			b.WriteString("<TR>")
			for cc := 0; cc < cols; cc++ {
				ch := byte('.')
				if cc < len(nd.Board[r]) {
					ch = nd.Board[r][cc]
				}
				col := "#ffffff"
				switch ch {
				case 'X', 'x':
					col = "#e53935"
				case 'O', 'o':
					col = "#fdd835"
				}
				if ghost || pruned {
					col = fadeDisc(col, ghost)
				}
				fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"><FONT POINT-SIZE="%g" COLOR="%s">●</FONT></TD>`, c, c, c-1, col)
			}
			b.WriteString("</TR>")
		}
		b.WriteString("</TABLE>")
	} else {
		line := colMuted
		if ghost || pruned {
			line = lk.text
		}
		fmt.Fprintf(b, `<TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="0" COLOR="%s" FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g">`, line, gw, float64(rows)*c)
		for r := 0; r < rows; r++ {
			b.WriteString("<TR>")
			for cc := 0; cc < cols; cc++ {
				ch := byte('.')
				if cc < len(nd.Board[r]) {
					ch = nd.Board[r][cc]
				}
				sides := ""
				if cc < cols-1 {
					sides += "R"
				}
				if r < rows-1 {
					sides += "B"
				}
				border := ` BORDER="0"`
				if sides != "" {
					border = ` SIDES="` + sides + `"`
				}
				txt, col := "", lk.text
				switch ch {
				case 'X', 'x':
					txt, col = "X", "#1d5fb4"
				case 'O', 'o':
					txt, col = "O", "#c62828"
				case '.', ' ', '-', '_':
				default:
					txt = html(clean(string(rune(ch)), 1))
				}
				if ghost || pruned {
					col = lk.text
				}
				content := ""
				if txt != "" {
					content = fmt.Sprintf(`<FONT POINT-SIZE="11" COLOR="%s"><B>%s</B></FONT>`, col, txt)
				}
				fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"%s>%s</TD>`, c, c, border, content)
			}
			b.WriteString("</TR>")
		}
		b.WriteString("</TABLE>")
	}
	b.WriteString("</TD></TR>")
	if p.hasWindow(i) {
		fmt.Fprintf(b, `<TR><TD><TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR>`)
		cell(b, id+"-alpha", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="LEFT"`, w/2, abRowH), fontTag(fit(lk.alpha, abSize, w/2), colAlpha, false, lk.alpha))
		cell(b, id+"-beta", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="LEFT"`, w/2, abRowH), fontTag(fit(lk.beta, abSize, w/2), colBeta, false, lk.beta))
		b.WriteString("</TR></TABLE></TD></TR>")
	}
	b.WriteString("</TABLE>>];\n")
}

func fadeDisc(col string, ghost bool) string {
	switch col {
	case "#e53935":
		if ghost {
			return "#f6cfce"
		}
		return "#d99a98"
	case "#fdd835":
		if ghost {
			return "#fbf2c8"
		}
		return "#e0d28c"
	}
	return "#ffffff"
}

func (p *plan) writeFold(b *bytes.Buffer, i int32, id, common string, lk look) {
	l := p.l
	fmt.Fprintf(b, "  %s [%s, shape=box, fixedsize=true, width=%.4f, height=%.4f, label=<", id, common, foldW/72, foldH/72)
	b.WriteString(`<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR>`)
	fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="14">%s</TD></TR><TR>`, foldW-6,
		fontTag(9.5, lk.text, false, "+"+l.count(int(p.size[i]))+" "+l.nodes))
	v := ""
	if lk.value != "" {
		v = l.value + " " + lk.value
	}
	cell(b, id+"-v", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="14"`, foldW-6), fontTag(9.5, lk.text, false, v))
	b.WriteString("</TR></TABLE>>];\n")
}

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
