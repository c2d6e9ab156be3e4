package render

import (
	"math"

	"github.com/gametree/gametree/trace"
)

// scene is where everything of a plan is drawn: the project's own layout, computed
// once per plan in time linear in the drawn tree, the same at every step (sizes come
// from the plan only, never from a step's states). Lengths are in points, y grows
// downwards, (0, 0) is the top left corner of the tree's bounding box.
type scene struct {
	elem   []int32 // trace node -> its element (-1: not drawn)
	sum    []int32 // trace node -> the element of its summary (-1: none)
	node   []int32 // element -> trace node
	isSum  []bool  // element is a summary (of node[e]'s subtree)
	depth  []int32
	x, y   []float64 // centres
	w, h   []float64 // node boxes
	top    []float64 // where edges meet a node: this far above its centre (in) ...
	bot    []float64 // ... and below it (out)
	lw, lh []float64 // edge label boxes (0: the edge into the element has none)
	ly     []float64 // edge label centre y (its left is the edge's x there, plus labelGap)
	levelY []float64 // each depth's centre line
	outY   []float64 // each depth's edges out leave from this line ...
	inY    []float64 // ... and edges in arrive at this one
	bendY  []float64 // where edges in turn straight down (above a band of labels)
	stem   []bool    // each depth: its edges out run down a stem they share (see stems)
	pathE  int32     // the path fold's element (pathfold.go; -1: none), the layout's root
	up     []int32   // element -> its parent element (-1: the layout's root)
	width  float64   // the tree's bounding box
	height float64
}

// Layout geometry, in points (Graphviz's nodesep 0.14 and ranksep 0.42 inches).
const (
	gapSib               = 10.0 // between sibling boxes
	gapFar               = 18.0 // between boxes of different parents
	rankGap              = 30.0 // between the boxes of one depth and the next, at least ...
	maxRankGap           = 90.0 // ... and at most
	fanSlope             = 0.12 // the gap's share of the widest fan of edges into a depth
	labelGap             = 3.0  // between an edge and its label
	labelPad             = 2.0  // an edge label's cell padding
	leafMinW             = 30.24
	leafMinH             = 23.04
	boardPadX, boardPadY = 3.6, 2.16
)

// edgeLabel is the size of the label on the edge into trace node i: the move (games)
// over the cutoff rule (into the first pruned child), each in a cell of fixed size.
func (p *plan) edgeLabel(i int32) (w, h float64) {
	if move := p.edgeMove(i); move != "" {
		w = math.Ceil(textWidth(move, p.g.edgeSize)+2) + 2*labelPad
		h = p.g.edgeSize + 3 + 2*labelPad
	}
	if pr := p.prob(i); pr != "" {
		w = math.Max(w, math.Ceil(textWidth(pr, p.g.edgeSize)+2)+2*labelPad)
		h += p.g.edgeSize + 3 + 2*labelPad
	}
	if cs, ok := p.cutStep[i]; ok {
		w = math.Max(w, math.Ceil(textWidth(p.cutoffRule(cs), p.g.edgeSize-0.5)+2)+2*labelPad)
		h += p.g.edgeSize + 3 + 2*labelPad
	}
	if p.orderCell(i) {
		w = math.Max(w, p.g.orderW+2*labelPad)
		h += p.g.orderH + 2*labelPad
	}
	return w, h
}

// boardGrid is a board's cell size, grid width and height and whether it is drawn as
// connect-4 (discs in a frame).
func (p *plan) boardGrid(i int32) (c, gw, gh float64, rows, cols int, c4 bool) {
	board := p.board(i)
	rows = min(len(board), 16)
	for _, r := range board {
		cols = max(cols, len(r))
	}
	cols = min(cols, 16)
	c = boardCell(rows, cols)
	c4 = rows*cols > 16
	gw, gh = float64(cols)*c, float64(rows)*c
	if c4 {
		gw, gh = float64(cols)*(c+1)+1, float64(rows)*(c+1)+1
	}
	return
}

// boardWidth is the width of a board node's table (without the node's margins).
func (p *plan) boardWidth(i int32) float64 {
	_, gw, _, _, _, _ := p.boardGrid(i)
	return math.Max(math.Max(gw, 2*abColW), math.Max(62, p.boardTextW))
}

// boardABStacked says whether a board's α and β are each a row of the board's width
// in the larger font (the page's drawings, shrunk to fit the tree box: 9 points side by
// side read about 6 px) rather than side by side (a slide's, drawn large).
func (p *plan) boardABStacked() bool { return !p.opt.slideFit() }

// box is the size of trace node i's drawing.
func (p *plan) box(i int32) (w, h float64) {
	switch {
	case p.mode[i] == mFolded:
		return foldW, foldH
	case p.isBoard(i):
		_, _, gh, _, _, _ := p.boardGrid(i)
		h = boardHead + gh + 2*boardPadY
		if p.hasWindow(i) && p.boardABStacked() {
			h += 2 * boardABRowH // α, then β
		} else if p.hasWindow(i) {
			h += abRowH
		}
		h += p.mctsRow(true) // mcts: N
		w = p.boardWidth(i) + 2*boardPadX
		if p.t.Node(i).Kind == trace.TTHit { // a double outline
			w, h = w+2*periGap, h+2*periGap
		}
		return w, h
	case p.isLeaf(i) && p.opt.exercise() && p.opt.Sheet:
		return sheetLeafW(p.leafText(i)), p.g.leafH
	case p.isLeaf(i) && p.opt.exercise():
		return math.Max(p.g.leafW, textWidth(p.leafText(i), p.g.leafSize)+6), p.g.leafH
	case p.isLeaf(i) && p.mcts(): // N under the number
		return math.Max(leafMinW, math.Max(textWidth(p.leafText(i), valSize-1), textWidth(p.visitsText(p.mctsMaxVisits()), abSize-1))+8), leafMinH + p.mctsRow(false)
	case p.isLeaf(i):
		return math.Max(leafMinW, textWidth(p.leafText(i), valSize-1)+8), leafMinH
	}
	return 2*p.side + p.g.triW, p.g.triH
}

// leafText is what an explicit tree's leaf shows: its number as written.
func (p *plan) leafText(i int32) string {
	return clean(p.label(i), maxTextRunes)
}

// scene lays the plan out (once: every step of the plan shares it): which nodes are
// drawn, their sizes, x by a tidy tree, y by depth.
func (p *plan) scene() *scene {
	if p.sc != nil {
		return p.sc
	}
	s := p.elements()
	p.sc = s
	if len(s.node) == 0 {
		return s
	}
	parent, lv := p.measure(s)
	s.up = parent
	p.placeX(s, parent)
	bandY := p.placeLevels(s, parent, lv)
	s.placeEdges(parent, lv, bandY)
	p.stems(s, parent)
	if p.mcts() {
		s.height += rolloutRoom // below the lowest level: room for a rollout (mcts.go)
	}
	return s
}

// elements lists what is drawn: every node not hidden, and after every collapsed node
// the summary of its children.
func (p *plan) elements() *scene {
	s := &scene{elem: make([]int32, p.n), sum: make([]int32, p.n), pathE: -1}
	for i := range p.n {
		s.elem[i], s.sum[i] = -1, -1
	}
	if p.pathTop > 0 {
		// the path fold: drawn first, as a summary of the lowest node it stands for,
		// whose element it is, so that the edge into the top of the path leaves it
		low := p.t.Parent(p.pathTop)
		s.pathE, s.elem[low] = 0, 0
		s.node = append(s.node, low)
		s.isSum = append(s.isSum, true)
	}
	for i := 0; i < p.n; i++ {
		if p.mode[i] == mHidden {
			continue
		}
		s.elem[i] = int32(len(s.node))
		s.node = append(s.node, int32(i))
		s.isSum = append(s.isSum, false)
		if p.mode[i] == mCollapsed {
			s.sum[i] = int32(len(s.node))
			s.node = append(s.node, int32(i))
			s.isSum = append(s.isSum, true)
		}
	}
	return s
}

// levels is what the layout knows of each depth: the height of its highest box, how
// far its drawings reach above and below its centre line, whether a box or a
// triangle's flat side is on top or at the bottom, and the height of the band of
// edge labels above it.
type levels struct {
	h, top, bot, band []float64
	flatTop, flatBot  []bool
}

// grow makes room for depth d.
func (lv *levels) grow(d int32) {
	for int(d) >= len(lv.h) {
		lv.h = append(lv.h, 0)
		lv.band = append(lv.band, 0)
		lv.top = append(lv.top, 0)
		lv.bot = append(lv.bot, 0)
		lv.flatTop = append(lv.flatTop, false)
		lv.flatBot = append(lv.flatBot, false)
	}
}

// measure sizes every element, its edge label, where edges meet it, and its depth,
// and sums them up by depth. It returns every element's parent element (-1: none).
func (p *plan) measure(s *scene) (parent []int32, lv levels) {
	m := len(s.node)
	s.depth = make([]int32, m)
	s.x, s.y = make([]float64, m), make([]float64, m)
	s.w, s.h = make([]float64, m), make([]float64, m)
	s.lw, s.lh, s.ly = make([]float64, m), make([]float64, m), make([]float64, m)
	s.top, s.bot = make([]float64, m), make([]float64, m)
	parent = make([]int32, m)
	for e := int32(0); int(e) < m; e++ {
		i := s.node[e]
		parent[e] = -1
		switch {
		case e == s.pathE:
			s.w[e], s.h[e] = p.pathFoldSize()
		case s.isSum[e]:
			parent[e] = s.elem[i]
			s.w[e], s.h[e] = foldW, foldH-14
		default:
			if par := p.t.Parent(i); par >= 0 {
				parent[e] = s.elem[par]
				s.lw[e], s.lh[e] = p.edgeLabel(i)
			}
			s.w[e], s.h[e] = p.box(i)
		}
		s.top[e], s.bot[e] = s.h[e]/2, s.h[e]/2
		tri := !s.isSum[e] && p.isTriangle(i)
		if tri {
			// a MAX triangle's apex is at the top of its box, its base a quarter of
			// the box above the bottom; a MIN triangle the other way up
			s.top[e], s.bot[e] = p.g.triH/2, p.g.triH/4
			if p.t.Node(i).Player == trace.Min {
				s.top[e], s.bot[e] = p.g.triH/4, p.g.triH/2
			}
			if p.isChance(i) { // a circle
				s.top[e], s.bot[e] = p.g.circleR(), p.g.circleR()
			}
		}
		if parent[e] >= 0 {
			s.depth[e] = s.depth[parent[e]] + 1
		}
		d := s.depth[e]
		lv.grow(d)
		lv.h[d] = math.Max(lv.h[d], s.h[e])
		lv.top[d] = math.Max(lv.top[d], s.top[e])
		lv.bot[d] = math.Max(lv.bot[d], s.bot[e])
		up := p.t.Node(i).Player != trace.Min
		lv.flatTop[d] = lv.flatTop[d] || !tri || !up
		lv.flatBot[d] = lv.flatBot[d] || !tri || up
		lv.band[d] = math.Max(lv.band[d], s.lh[e])
	}
	return parent, lv
}

// placeX places the elements left to right: a tidy tree whose nodes ask for the room
// of their box and, right of their edge (which runs straight down through the band of
// labels), of their edge label: the next edge right must pass the label's end.
func (p *plan) placeX(s *scene, parent []int32) {
	m := len(s.node)
	sib, far := gapSib, gapFar
	if p.opt.exercise() {
		// a printed page holds several: as dense as stays readable
		sib, far = p.g.gapSib, p.g.gapFar
	}
	td := newTidy(m, sib, far)
	for e := int32(0); int(e) < m; e++ {
		td.left[e], td.right[e] = s.w[e]/2, s.w[e]/2
		if !s.isSum[e] && p.exerciseTriangle(s.node[e]) {
			// no α/β column: the triangle's right edge is the box's
			td.right[e] = p.g.triW/2 + 2
		}
		if !s.isSum[e] && p.opt.exercise() && p.g.nameBeside && p.isTriangle(s.node[e]) {
			// the name beside the box, the α/β column (if any) right of the triangle
			td.left[e] = p.g.triW/2 + math.Max(p.nameOut, 0)
			if p.opt.Window {
				td.right[e] = p.g.triW/2 + p.side
			}
		}
		if s.lw[e] > 0 {
			td.need[e] = labelGap + s.lw[e] + 4
		}
		if parent[e] >= 0 {
			td.add(parent[e], e)
		}
	}
	copy(s.x, td.run())
	for e := 0; e < m; e++ {
		s.width = math.Max(s.width, s.x[e]+math.Max(td.right[e], labelGap+s.lw[e]+2))
	}
}

// placeLevels places every depth's centre line, and returns the centre of each
// depth's band of edge labels, which sits just above the depth it leads to. A depth
// is as high as its highest box, or, with tightLevels, reaches as far up and down as
// what is drawn (a triangle leaves the top or bottom quarter of its box empty); the
// gap above it grows with the widest fan of edges into it, so that long edges do not
// run nearly flat.
func (p *plan) placeLevels(s *scene, parent []int32, lv levels) (bandY []float64) {
	lo, hi, slope := rankGap, maxRankGap, fanSlope
	if p.opt.exercise() {
		lo, hi, slope = p.g.rankGap, p.g.maxRankGap, p.g.fanRate
	}
	gap := make([]float64, len(lv.h))
	for e := int32(0); int(e) < len(s.node); e++ {
		if par := parent[e]; par >= 0 {
			d := s.depth[e]
			gap[d] = math.Max(gap[d], math.Abs(s.x[e]-s.x[par])*slope)
		}
	}
	above, below, half := lv.extents(p.g.tightLevels)
	s.levelY = make([]float64, len(lv.h))
	bandY = make([]float64, len(lv.h))
	for d := range lv.h {
		if d == 0 {
			s.levelY[0] = above[0] * half
			continue
		}
		g := min(max(gap[d], lo), hi)
		if p.g.tightLevels && lv.flatBot[d-1] && lv.flatTop[d] {
			g = max(g, p.g.flatGap) // edges between two flat sides would run flat
		}
		top := s.levelY[d-1] + below[d-1]*half + g
		if lv.band[d] > 0 {
			bandY[d] = top + lv.band[d]/2
			top += lv.band[d] + p.g.bandGap
		}
		s.levelY[d] = top + above[d]*half
	}
	last := len(lv.h) - 1
	s.height = s.levelY[last] + below[last]*half
	return bandY
}

// extents are how far each depth reaches above and below its centre line, each times
// half: its box heights, or with tight levels what is drawn.
func (lv *levels) extents(tight bool) (above, below []float64, half float64) {
	if tight {
		return lv.top, lv.bot, 1
	}
	return lv.h, lv.h, 0.5
}

// placeEdges places the elements on their depths' lines and the lines edges run
// between: every edge between two depths runs straight between two lines, the lowest
// bottom of the parents' depth and the highest top of the children's, with a vertical
// piece to a shorter node; so no edge runs through a node, and the edges between two
// depths keep their order at every height.
func (s *scene) placeEdges(parent []int32, lv levels, bandY []float64) {
	n := len(lv.h)
	s.outY, s.inY, s.bendY = make([]float64, n), make([]float64, n), make([]float64, n)
	for d := range n {
		s.outY[d], s.inY[d] = s.levelY[d], s.levelY[d]
	}
	for e := int32(0); int(e) < len(s.node); e++ {
		d := s.depth[e]
		s.y[e] = s.levelY[d]
		if par := parent[e]; par >= 0 {
			s.outY[d-1] = math.Max(s.outY[d-1], s.levelY[d-1]+s.bot[par])
		}
		s.inY[d] = math.Min(s.inY[d], s.y[e]-s.top[e])
		if s.lw[e] > 0 {
			s.ly[e] = bandY[d] - lv.band[d]/2 + s.lh[e]/2 // tops aligned: moves on one line
		}
	}
	for d := range n {
		s.bendY[d] = s.inY[d]
		if lv.band[d] > 0 {
			s.bendY[d] = bandY[d] - lv.band[d]/2
		}
	}
}

// sideApart is the least angle, in degrees, between an edge leaving a MIN triangle's
// apex and the line of either of its sides: nearer, edge and side read as one line,
// and the two sides and two edges of the node as an X crossing at its apex.
const sideApart = 15.0

// stems gives a stem to the edges out of every depth some of whose edges would leave
// a MIN triangle's apex in line with one of its sides: they run straight down for
// half the way to the next depth's bend line, then part. The stem takes its room
// from the edges' slanted piece (steeper than the sides' line before, at most 74°
// from the vertical after), so the picture is no taller.
func (p *plan) stems(s *scene, parent []int32) {
	side := math.Atan2(p.g.triW/2, 0.75*p.g.triH)
	s.stem = make([]bool, len(s.outY))
	stemmed := s.stem
	for e := range s.node {
		par := parent[e]
		if par < 0 || s.isSum[par] || !p.isTriangle(s.node[par]) || p.t.Node(s.node[par]).Player != trace.Min {
			continue
		}
		d := s.depth[par]
		if stemmed[d] || s.outY[d] > s.y[par]+s.bot[par]+1e-6 {
			continue // its edges leave the apex straight down already
		}
		dx, dy := math.Abs(s.x[e]-s.x[par]), s.bendY[d+1]-s.outY[d]
		if dx > 0 && math.Abs(math.Atan2(dx, dy)-side)*180/math.Pi < sideApart {
			stemmed[d] = true
		}
	}
	for d, ok := range stemmed {
		if ok {
			s.outY[d] += (s.bendY[d+1] - s.outY[d]) / 2
		}
	}
}

// edge is where the edge into element e from element par runs: from the parent's
// bottom (a triangle's base or apex) down to its depth's line of edges out, straight
// to the child's depth's bend line (its line of edges in, or above the band of edge
// labels, through which edges run straight down), and down to the child's top. The
// vertical pieces are often empty.
func (s *scene) edge(e, par int32) [4][2]float64 {
	d := s.depth[e]
	return [4][2]float64{
		{s.x[par], s.y[par] + s.bot[par]},
		{s.x[par], s.outY[d-1]},
		{s.x[e], s.bendY[d]},
		{s.x[e], s.y[e] - s.top[e]},
	}
}

// labelX is the left of the label on the edge into element e.
func (s *scene) labelX(e int32) float64 { return s.x[e] + labelGap }
