package render

import (
	"bytes"
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/trace"
)

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
		if p.mcts() {
			b.WriteString("</TR><TR>")
			cell(b, id+"-n", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"`, math.Ceil(textWidth(p.visitsText(p.mctsMaxVisits()), abSize-1)+2), p.mctsRow(false)), fontTag(abSize-1, colMuted, false, lk.visits))
		}
		b.WriteString("</TR></TABLE>>];\n")
	default:
		p.writeTriangle(b, i, id, common, lk, bold)
	}
}

func (p *plan) writeTriangle(b *bytes.Buffer, i int32, id, common string, lk look, bold bool) {
	nd := p.t.Node(i)
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
	w, h := triW, triH
	if nd.Player == trace.Chance { // a circle as high as a triangle is drawn
		shape, w, h = "circle", 0.75*triH, 0.75*triH
	}
	fmt.Fprintf(b, "  %s [%s, shape=%s, fixedsize=shape, width=%.4f, height=%.4f, peripheries=%d, label=<",
		id, common, shape, w/72, h/72, peri)
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
	// left: the node's name (explicit trees), the stones count, and TT once known
	name, nameCol := p.shownName(i, lk)
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
	} else if p.mcts() { // N where α would be
		cell(b, id+"-n", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="LEFT"`, p.side, valH), fontTag(abSize, colMuted, false, lk.visits))
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
	peri := 1
	if p.t.Node(i).Kind == trace.TTHit {
		peri = 2
	}
	w := p.boardWidth(i)
	fmt.Fprintf(b, "  %s [%s, shape=box, margin=\"0.05,0.03\", peripheries=%d, label=<", id, common, peri)
	b.WriteString(`<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0">`)
	p.writeBoardHead(b, i, id, lk, bold, w)
	b.WriteString(`<TR><TD>`)
	p.writeBoardGrid(b, i, lk)
	b.WriteString("</TD></TR>")
	if p.hasWindow(i) {
		fmt.Fprintf(b, `<TR><TD><TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR>`)
		cell(b, id+"-alpha", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="LEFT"`, w/2, abRowH), fontTag(fit(lk.alpha, abSize, w/2), colAlpha, false, lk.alpha))
		cell(b, id+"-beta", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="LEFT"`, w/2, abRowH), fontTag(fit(lk.beta, abSize, w/2), colBeta, false, lk.beta))
		b.WriteString("</TR></TABLE></TD></TR>")
	}
	if p.mcts() {
		b.WriteString("<TR>")
		cell(b, id+"-n", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="LEFT"`, w, abRowH), fontTag(abSize, colMuted, false, lk.visits))
		b.WriteString("</TR>")
	}
	b.WriteString("</TABLE>>];\n")
}

// writeBoardHead writes a board's header row, w points wide: the player, the value
// and TT once the hit is known.
func (p *plan) writeBoardHead(b *bytes.Buffer, i int32, id string, lk look, bold bool, w float64) {
	marker := playerMark(p.t.Node(i).Player)
	mw := 18.0
	fmt.Fprintf(b, `<TR><TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"><TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR>`, w, boardHead)
	fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="LEFT">%s</TD>`, mw, boardHead, fontTag(11, lk.text, false, marker))
	cell(b, id+"-v", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"`, r2(w-2*mw), boardHead), fontTag(fit(lk.value, valSize-1, w-2*mw), lk.text, bold, lk.value))
	tt := ""
	if lk.tt {
		tt = "<B>" + fontTag(8, colTT, false, "TT") + "</B>"
	}
	fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g" ALIGN="RIGHT">%s</TD>`, mw, boardHead, tt)
	b.WriteString(`</TR></TABLE></TD></TR>`)
}

// writeBoardGrid writes a board's cells as a table: connect-4's discs in a frame, or
// a grid of marks.
func (p *plan) writeBoardGrid(b *bytes.Buffer, i int32, lk look) {
	c, gw, gh, rows, cols, c4 := p.boardGrid(i)
	bp := newBoardPaint(lk)
	board := p.board(i)
	if c4 {
		fmt.Fprintf(b, `<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="1" CELLPADDING="0" BGCOLOR="%s" FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g">`, bp.frame(), gw, gh)
		for r := 0; r < rows; r++ {
			b.WriteString("<TR>")
			for cc := 0; cc < cols; cc++ {
				fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"><FONT POINT-SIZE="%g" COLOR="%s">●</FONT></TD>`, c, c, c-1, bp.disc(cellAt(board, r, cc)))
			}
			b.WriteString("</TR>")
		}
		b.WriteString("</TABLE>")
		return
	}
	fmt.Fprintf(b, `<TABLE BORDER="0" CELLBORDER="1" CELLSPACING="0" CELLPADDING="0" COLOR="%s" FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g">`, bp.grid(), gw, gh)
	for r := 0; r < rows; r++ {
		b.WriteString("<TR>")
		for cc := 0; cc < cols; cc++ {
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
			content := ""
			if txt, col := bp.mark(cellAt(board, r, cc)); txt != "" {
				content = fmt.Sprintf(`<FONT POINT-SIZE="11" COLOR="%s"><B>%s</B></FONT>`, col, html(txt))
			}
			fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="%g"%s>%s</TD>`, c, c, border, content)
		}
		b.WriteString("</TR>")
	}
	b.WriteString("</TABLE>")
}

func (p *plan) writeFold(b *bytes.Buffer, i int32, id, common string, lk look) {
	l := p.l
	fmt.Fprintf(b, "  %s [%s, shape=box, fixedsize=true, width=%.4f, height=%.4f, label=<", id, common, foldW/72, foldH/72)
	b.WriteString(`<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR>`)
	fmt.Fprintf(b, `<TD FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="14">%s</TD></TR><TR>`, foldW-6,
		fontTag(9.5, lk.text, false, p.summaryText(lk.count)))
	v := ""
	if lk.value != "" {
		v = l.value + " " + lk.value
	}
	v = p.mctsFoldText(v, lk)
	cell(b, id+"-v", lk.tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="14"`, foldW-6), fontTag(9.5, lk.text, false, v))
	b.WriteString("</TR></TABLE>>];\n")
}

// summaryText counts the nodes a summary stands for that the search has reached:
// "+12,345 nodes" ("+12.345 nodos"); nothing before the search gets there.
func (p *plan) summaryText(n int) string {
	if n == 0 {
		return ""
	}
	if n == 1 {
		return "+1 " + p.l.node
	}
	return "+" + p.l.count(n) + " " + p.l.nodes
}

// summaryLook is how the summary below collapsed node i is drawn at a step where a
// sums up the states of the nodes it stands for.
type summaryLook struct {
	id, state       string
	pen, fill, text string // colours
	label, tip      string
	hidden          bool // nothing under it is reached yet, and unreached nodes are hidden
}

func (p *plan) summaryLook(i int32, a agg) summaryLook {
	sl := summaryLook{id: "s" + strconv.Itoa(int(i)), state: "done", pen: colInk, fill: colFold, text: colInk}
	switch {
	case a.reached == 0:
		sl.pen, sl.fill, sl.text, sl.state = colGhost, "#ffffff", colGhostTxt, "unreached"
		sl.hidden = p.opt.hide()
	case a.open:
		sl.pen, sl.fill, sl.state = colOpen, colOpenFill, "open"
	}
	sl.label = p.summaryText(a.reached)
	sl.tip = p.l.folded + ": " + p.name(i)
	if sl.label != "" {
		sl.tip += " · " + sl.label
	}
	return sl
}

// writeSummary draws, below a collapsed node i (a region's sibling, or a node at the
// region's depth), one summary of its subtree: node "s<i>", edge "es<i>".
func (p *plan) writeSummary(b *bytes.Buffer, i int32, a agg) {
	sl := p.summaryLook(i, a)
	id, tip, text, txt, pen := sl.id, sl.tip, sl.label, sl.text, sl.pen
	style := "filled,rounded"
	if sl.hidden {
		style = "invis"
	}
	fmt.Fprintf(b, "  %s [id=\"%s\", class=\"summary %s\", tooltip=%s, color=\"%s\", fillcolor=\"%s\", fontcolor=\"%s\", penwidth=1.2, style=\"%s\", shape=box, fixedsize=true, width=%.4f, height=%.4f, label=<",
		id, id, sl.state, quote(tip), pen, sl.fill, txt, style, foldW/72, (foldH-14)/72)
	b.WriteString(`<TABLE BORDER="0" CELLBORDER="0" CELLSPACING="0" CELLPADDING="0"><TR>`)
	cell(b, id+"-n", tip, fmt.Sprintf(` FIXEDSIZE="TRUE" WIDTH="%g" HEIGHT="14"`, foldW-6), fontTag(9.5, txt, false, text))
	b.WriteString("</TR></TABLE>>];\n")
	estyle := "solid"
	if style == "invis" {
		estyle = "invis"
	}
	fmt.Fprintf(b, "  %s -> %s [id=\"es%d\", class=\"summary %s\", color=\"%s\", style=\"%s\"];\n", p.nodeName(i), id, i, sl.state, pen, estyle)
}
