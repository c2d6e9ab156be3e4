package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/trace"
)

// openNode writes a node's group and link: <g id class><title><g id="a_ID"><a tip>.
func (o *svgOut) openNode(id, class, tip string) {
	o.WriteString(`<g`)
	o.Attr("id", id)
	o.Attr("class", class)
	o.WriteString("><title>" + id + "</title>\n<g")
	o.Attr("id", "a_"+id)
	o.WriteString("><a")
	o.Attr("xlink:title", tip)
	o.WriteString(">\n")
}

func (o *svgOut) closeNode() { o.WriteString("</a>\n</g>\n</g>\n") }

// svgNode draws trace node i (look lk) centred at (x, y) in a w×h box.
func (p *plan) svgNode(o *svgOut, i int32, lk look, x, y, w, h float64) {
	if lk.invis {
		return // as Graphviz: an invisible node is not written
	}
	id := p.nodeName(i)
	o.openNode(id, "node "+strings.Join(lk.classes, " "), lk.tip)
	switch {
	case p.mode[i] == mFolded:
		p.svgFold(o, id, lk, x, y)
	case p.isBoard(i):
		p.svgBoard(o, i, id, lk, x, y, w, h)
	case p.isLeaf(i):
		o.rect(lk.fill, lk.pen, lk.penwidth, lk.style, x-w/2, y-h/2, x+w/2, y+h/2)
		rh := p.mctsRow(false) // mcts: N in a row under the number
		o.cellText(id+"-v", lk.tip, x, y-rh/2, textStyle{size: p.g.leafSize, color: lk.text, anchor: "middle", bold: lk.bold}, lk.value)
		if rh > 0 {
			o.cellText(id+"-n", lk.tip, x, y+h/2-rh/2-2, textStyle{size: abSize - 1, color: colMuted, anchor: "middle"}, lk.visits)
		}
	case p.isChance(i):
		p.svgChance(o, i, id, lk, x, y)
	default:
		p.svgTriangle(o, i, id, lk, x, y)
	}
	o.closeNode()
}

// triangle is a MAX (apex up) or MIN (apex down) triangle 3/4 of triH high, its
// centroid at (x, y), grown by g points on every side.
func triangle(x, y float64, up bool, g float64, triW, triH float64) []float64 {
	h := triH * 0.75
	inradius := triW * h / 2 / (triW/2 + math.Hypot(triW/2, h)) // area / half perimeter
	f := 1 + g/inradius
	hw, top, bot := triW/2*f, triH/2*f, triH/4*f
	if up {
		return []float64{x, y - top, x - hw, y + bot, x + hw, y + bot}
	}
	return []float64{x, y + top, x + hw, y - bot, x - hw, y - bot}
}

func (p *plan) svgTriangle(o *svgOut, i int32, id string, lk look, x, y float64) {
	nd := p.t.Node(i)
	up := nd.Player != trace.Min
	o.polygon(lk.fill, lk.pen, lk.penwidth, lk.style, triangle(x, y, up, 0, p.g.triW, p.g.triH)...)
	if nd.Kind == trace.TTHit {
		o.polygon("", lk.pen, lk.penwidth, lk.style, triangle(x, y, up, periGap, p.g.triW, p.g.triH)...)
	}
	name, nameCol := p.shownName(i, lk)
	by := p.g.boxY(y, up)
	switch {
	case name != "" && p.g.nameBeside:
		o.text(x-p.g.nameRight(), p.g.nameY(y, up), textStyle{size: p.g.nameSize, color: nameCol, anchor: "end", italic: true}, name)
	case name != "":
		o.text(x-p.g.triW/2, y, textStyle{size: p.g.nameSize, color: nameCol, anchor: "end", italic: true}, name)
	}
	if p.blankValue(i) {
		o.svgBlank(x, by, p.g.blankW, p.g.blankH)
	}
	o.cellText(id+"-v", lk.tip, x, by, textStyle{size: fit(lk.value, p.g.valSize, p.g.triW*0.66), color: lk.text, anchor: "middle", bold: lk.bold}, lk.value)
	if p.hasWindow(i) {
		ay, bey := p.g.abY(y, up)
		ax := x + p.g.triW/2
		if p.g.nameBeside {
			ax += 1.5 // clear of the base's corner (bold on the principal variation)
		}
		if p.opt.question() {
			// a line to write on after "α=" and "β="
			x0 := ax + textWidth("α=", p.g.abSize) + 1
			for _, ly := range [2]float64{ay, bey} {
				ly += p.g.abSize * 4 / 9
				o.line(colMuted, 0.8, "", [4][2]float64{{x0, ly}, {x0, ly}, {x + p.g.triW/2 + p.side - 2, ly}, {x + p.g.triW/2 + p.side - 2, ly}}, 0, 0)
			}
		}
		o.cellText(id+"-alpha", lk.tip, ax, ay, textStyle{size: p.g.abSize, color: colAlpha, anchor: "start"}, lk.alpha)
		o.cellText(id+"-beta", lk.tip, ax, bey, textStyle{size: p.g.abSize, color: colBeta, anchor: "start"}, lk.beta)
	}
	ay, _ := p.g.abY(y, up)
	p.svgVisits(o, id, lk, x+p.g.triW/2, ay, p.g.abSize)
}

func (p *plan) svgBoard(o *svgOut, i int32, id string, lk look, x, y, w, h float64) {
	if p.t.Node(i).Kind == trace.TTHit { // the box holds the double outline
		w, h = w-2*periGap, h-2*periGap
	}
	x0, y0 := x-w/2, y-h/2
	o.rect(lk.fill, lk.pen, lk.penwidth, lk.style, x0, y0, x0+w, y0+h)
	if p.t.Node(i).Kind == trace.TTHit {
		o.rect("", lk.pen, lk.penwidth, lk.style, x0-periGap, y0-periGap, x0+w+periGap, y0+h+periGap)
	}
	tw := p.boardWidth(i)
	left, top := x-tw/2, y0+boardPadY
	p.svgBoardHead(o, i, id, lk, x, left, top+boardHead/2, tw)
	_, gw, gh, _, _, _ := p.boardGrid(i)
	gx, gy := x-gw/2, top+boardHead
	p.svgBoardGrid(o, i, lk, gx, gy)
	if p.hasWindow(i) && !p.boardABStacked() {
		ry := gy + gh + abRowH/2
		if p.opt.question() {
			for _, lx := range [2]float64{left, x} {
				x0 := lx + textWidth("α=", abSize) + 1
				o.line(colMuted, 0.8, "", [4][2]float64{{x0, ry + 4}, {x0, ry + 4}, {lx + tw/2 - 3, ry + 4}, {lx + tw/2 - 3, ry + 4}}, 0, 0)
			}
		}
		o.cellText(id+"-alpha", lk.tip, left, ry, textStyle{size: fit(lk.alpha, abSize, tw/2), color: colAlpha, anchor: "start"}, lk.alpha)
		o.cellText(id+"-beta", lk.tip, x, ry, textStyle{size: fit(lk.beta, abSize, tw/2), color: colBeta, anchor: "start"}, lk.beta)
	} else if p.hasWindow(i) {
		// α above β, each a row of the board's width (stacked as a triangle's)
		ay := gy + gh + boardABRowH/2
		by := ay + boardABRowH
		if p.opt.question() {
			x0 := left + textWidth("α=", boardABSize) + 1
			for _, ly := range [2]float64{ay, by} {
				o.line(colMuted, 0.8, "", [4][2]float64{{x0, ly + 5}, {x0, ly + 5}, {left + tw - 3, ly + 5}, {left + tw - 3, ly + 5}}, 0, 0)
			}
		}
		o.cellText(id+"-alpha", lk.tip, left, ay, textStyle{size: fit(lk.alpha, boardABSize, tw), color: colAlpha, anchor: "start"}, lk.alpha)
		o.cellText(id+"-beta", lk.tip, left, by, textStyle{size: fit(lk.beta, boardABSize, tw), color: colBeta, anchor: "start"}, lk.beta)
	}
	if rh := p.mctsRow(true); rh > 0 {
		size := boardABSize
		if !p.boardABStacked() {
			size = abSize
		}
		p.svgVisits(o, id, lk, left, gy+gh+rh/2, size)
	}
}

// svgBoardHead writes a board's header row, tw points wide from left, centred on hy:
// the player, the value (a blank box in a question) and TT once the hit is known.
func (p *plan) svgBoardHead(o *svgOut, i int32, id string, lk look, x, left, hy, tw float64) {
	marker := playerMark(p.t.Node(i).Player)
	const mw = 18.0
	o.text(left, hy, textStyle{size: 11, color: lk.text, anchor: "start"}, marker)
	if p.blankValue(i) {
		o.svgBlank(x, hy, p.g.blankW, boardHead-3)
	}
	o.cellText(id+"-v", lk.tip, x, hy, textStyle{size: fit(lk.value, valSize-1, tw-2*mw), color: lk.text, anchor: "middle", bold: lk.bold}, lk.value)
	if lk.tt {
		o.text(left+tw, hy, textStyle{size: 8, color: colTT, anchor: "end", bold: true}, "TT")
	}
}

// svgBoardGrid writes a board's cells with their top left corner at (gx, gy):
// connect-4's discs in a frame, or a grid of marks.
func (p *plan) svgBoardGrid(o *svgOut, i int32, lk look, gx, gy float64) {
	c, gw, gh, rows, cols, c4 := p.boardGrid(i)
	board := p.board(i)
	bp := newBoardPaint(lk)
	if c4 {
		o.rect(bp.frame(), "", 0, "", gx, gy, gx+gw, gy+gh)
		for r := 0; r < rows; r++ {
			for cc := 0; cc < cols; cc++ {
				o.WriteString("<circle")
				o.Attr("fill", bp.disc(cellAt(board, r, cc)))
				o.WriteString(` stroke="none"`)
				o.NumAttr("cx", gx+1+float64(cc)*(c+1)+c/2)
				o.NumAttr("cy", gy+1+float64(r)*(c+1)+c/2)
				o.NumAttr("r", c/2-0.5)
				o.WriteString("/>\n")
			}
		}
		return
	}
	o.WriteString("<path")
	o.paint("", bp.grid(), 1, "")
	o.WriteString(` d="`)
	for cc := 1; cc < cols; cc++ {
		o.pathLine(gx+float64(cc)*c, gy, gx+float64(cc)*c, gy+gh)
	}
	for r := 1; r < rows; r++ {
		o.pathLine(gx, gy+float64(r)*c, gx+gw, gy+float64(r)*c)
	}
	o.WriteString(`"/>` + "\n")
	for r := 0; r < rows; r++ {
		for cc := 0; cc < cols; cc++ {
			if txt, col := bp.mark(cellAt(board, r, cc)); txt != "" {
				o.text(gx+(float64(cc)+0.5)*c, gy+(float64(r)+0.5)*c, textStyle{size: 11, color: col, anchor: "middle", bold: true}, txt)
			}
		}
	}
}

// pathLine writes a path's move and line from (x0, y0) to (x1, y1).
func (o *svgOut) pathLine(x0, y0, x1, y1 float64) {
	o.WriteString("M")
	o.Num(x0)
	o.WriteString(",")
	o.Num(y0)
	o.WriteString("L")
	o.Num(x1)
	o.WriteString(",")
	o.Num(y1)
}

func (p *plan) svgFold(o *svgOut, id string, lk look, x, y float64) {
	o.rounded(lk.fill, lk.pen, lk.penwidth, lk.style, x-foldW/2, y-foldH/2, x+foldW/2, y+foldH/2)
	st := textStyle{size: 9.5, color: lk.text, anchor: "middle"}
	o.text(x, y-7, st, p.summaryText(lk.count))
	v := ""
	if lk.value != "" {
		v = p.l.value + " " + lk.value
	}
	v = p.mctsFoldText(v, lk)
	o.cellText(id+"-v", lk.tip, x, y+7, st, v)
}

// svgSummary draws the summary "s<i>" of collapsed node i's children.
func (p *plan) svgSummary(o *svgOut, i int32, a agg, x, y float64) {
	sl := p.summaryLook(i, a)
	if sl.hidden {
		return
	}
	o.openNode(sl.id, "node summary "+sl.state, sl.tip)
	h := foldH - 14
	o.rounded(sl.fill, sl.pen, 1.2, "filled", x-foldW/2, y-h/2, x+foldW/2, y+h/2)
	o.cellText(sl.id+"-n", sl.tip, x, y, textStyle{size: 9.5, color: sl.text, anchor: "middle"}, sl.label)
	o.closeNode()
}

func (p *plan) svgSummaryEdge(o *svgOut, sc *scene, e int32, i int32, a agg, at func(int32) (float64, float64)) {
	sl := p.summaryLook(i, a)
	if sl.hidden {
		return
	}
	o.WriteString(`<g`)
	o.Attr("id", "e"+sl.id)
	o.Attr("class", "edge summary "+sl.state)
	o.WriteString("><title>" + p.nodeName(i) + "&#45;&gt;" + sl.id + "</title>\n")
	dx, dy := at(0)
	dx, dy = dx-sc.x[0], dy-sc.y[0]
	o.line(sl.pen, 1.2, "", sc.edge(e, sc.elem[i]), dx, dy)
	o.WriteString("</g>\n")
}

// svgEdge draws the edge into trace node i (element e) from its parent, with its label.
func (p *plan) svgEdge(o *svgOut, sc *scene, e, i, par int32, lk look, s trace.NodeState, k int, fin bool, current int32, at func(int32) (float64, float64)) {
	if lk.invis {
		return
	}
	cls, color, style, pw := p.edgeStyle([]string{"edge"}, i, s, fin, current)
	id := "e" + strconv.Itoa(int(i))
	o.WriteString(`<g`)
	o.Attr("id", id)
	o.Attr("class", strings.Join(cls, " "))
	from := p.nodeName(par)
	pe := sc.elem[par]
	if pe == sc.pathE {
		from = p.pathFoldID()
	}
	o.WriteString("><title>" + from + "&#45;&gt;" + p.nodeName(i) + "</title>\n")
	dx, dy := at(0)
	dx, dy = dx-sc.x[0], dy-sc.y[0]
	o.line(color, pw, style, sc.edge(e, pe), dx, dy)
	if sc.lw[e] > 0 {
		// the label: right of the edge where the band of labels crosses it
		cx := sc.labelX(e) + sc.lw[e]/2 + dx
		top := sc.ly[e] - sc.lh[e]/2 + dy
		rowH := p.g.edgeSize + 3 + 2*labelPad
		if move := p.edgeMove(i); move != "" {
			mc := colMuted
			if !s.Reached {
				mc = colGhostTxt
			}
			o.cellText(id+"-move", p.l.moveTip+" "+move, cx, top+rowH/2, textStyle{size: p.g.edgeSize, color: mc, anchor: "middle"}, move)
			top += rowH
		}
		if pr := p.prob(i); pr != "" {
			o.cellText(id+"-p", p.l.chance.probTip+" "+pr+" ("+p.name(i)+")", cx, top+rowH/2, textStyle{size: p.g.edgeSize, color: p.probColour(s), anchor: "middle", italic: true}, pr)
			top += rowH
		}
		if cs, ok := p.cutStep[i]; ok {
			if cs <= k {
				full := p.cutoffRule(cs)
				o.cellText(id+"-cut", p.l.ruleTip+": "+full+" ("+p.name(i)+")", cx, top+rowH/2, textStyle{size: p.g.edgeSize - 0.5, color: colRule, anchor: "middle"}, full)
			}
			top += rowH
		}
		if p.orderCell(i) && (p.opt.question() || p.order[i] > 0) {
			bx, by := sc.labelX(e)+labelPad+p.g.orderW/2+dx, top+labelPad+p.g.orderH/2
			o.svgBlank(bx, by, p.g.orderW, p.g.orderH)
			o.cellText(id+"-order", p.l.orderTip+" "+p.name(i), bx, by, textStyle{size: p.g.edgeSize, color: colInk, anchor: "middle", bold: !p.opt.question()}, p.orderText(i))
		}
	}
	o.WriteString("</g>\n")
}
