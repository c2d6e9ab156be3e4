package render

import (
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/internal/svgout"
	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
)

// The SVG of a trace is written by this package from its own layout (scene): the
// structure Graphviz gives the DOT (ids, classes, tooltips, <title>s, a_ID groups
// around the texts that change; outline shapes first in a node's link), so the page
// and slide makers read it the same way. Graphviz is not needed for SVG or PNG.

// Header geometry, in points.
const (
	headerGap = 8.0   // between the header and the tree
	pagePad   = 10.8  // around the drawing (Graphviz's pad=0.15)
	titleSize = 16.0  // title font size
	capSize   = 12.0  // caption font size
	legSize   = 10.0  // legend font size
	cellPad   = 1.0   // the header cells' padding
	legLineH  = 14.0  // a legend line
	capH      = 20.0  // the caption row
	baseline  = 0.3   // a text's baseline below its cell's centre, in font sizes
	roundR    = 6.0   // rounded corners of folded subtrees and summaries
	periGap   = 4.0   // between the outlines of a double outline
	titleRowH = 21.2  // the title row (16 points and its padding)
	dashArray = "5,2" // Graphviz's dashes
	dotArray  = "1,5"
)

// svgOut writes an SVG document (svgout.Writer) with this package's shapes and texts.
type svgOut struct {
	svgout.Writer
}

// textStyle is how a text is written.
type textStyle struct {
	size   float64
	color  string
	anchor string // start, middle, end
	bold   bool
	italic bool
}

// text writes a <text> with its baseline placed for a cell centred at y.
func (o *svgOut) text(x, y float64, st textStyle, s string) {
	o.WriteString(`<text text-anchor="`)
	o.WriteString(st.anchor)
	o.WriteString(`"`)
	o.NumAttr("x", x)
	o.NumAttr("y", y+baseline*st.size)
	if st.bold {
		o.WriteString(` font-weight="bold"`)
	}
	if st.italic {
		o.WriteString(` font-style="italic"`)
	}
	o.NumAttr("font-size", st.size)
	if st.color != "" && st.color != "#000000" {
		o.Attr("fill", st.color)
	}
	o.WriteString(">")
	o.WriteText(nbspIfEmpty(s))
	o.WriteString("</text>\n")
}

// cellText writes a text the page can find: <g id="a_ID"><a xlink:title="tip"><text>.
func (o *svgOut) cellText(id, tip string, x, y float64, st textStyle, s string) {
	o.WriteString(`<g`)
	o.Attr("id", "a_"+id)
	o.WriteString(`><a`)
	o.Attr("xlink:title", tip)
	o.WriteString(">\n")
	o.text(x, y, st, s)
	o.WriteString("</a>\n</g>\n")
}

// stroke writes the paint of an outline: fill, stroke, width and dashes.
func (o *svgOut) paint(fill, pen string, width float64, style string) {
	if fill == "" {
		fill = "none"
	}
	o.Attr("fill", fill)
	if pen == "" {
		o.WriteString(` stroke="none"`)
		return
	}
	o.Attr("stroke", pen)
	if width != 1 {
		o.NumAttr("stroke-width", width)
	}
	switch {
	case strings.Contains(style, "dashed"):
		o.WriteString(` stroke-dasharray="` + dashArray + `"`)
	case strings.Contains(style, "dotted"):
		o.WriteString(` stroke-dasharray="` + dotArray + `"`)
	}
}

// polygon writes a closed polygon.
func (o *svgOut) polygon(fill, pen string, width float64, style string, pts ...float64) {
	o.WriteString("<polygon")
	o.paint(fill, pen, width, style)
	o.WriteString(` points="`)
	for i := 0; i+1 < len(pts); i += 2 {
		if i > 0 {
			o.WriteString(" ")
		}
		o.Num(pts[i])
		o.WriteString(",")
		o.Num(pts[i+1])
	}
	o.WriteString(" ")
	o.Num(pts[0])
	o.WriteString(",")
	o.Num(pts[1])
	o.WriteString(`"/>` + "\n")
}

func (o *svgOut) rect(fill, pen string, width float64, style string, x0, y0, x1, y1 float64) {
	o.polygon(fill, pen, width, style, x1, y0, x0, y0, x0, y1, x1, y1)
}

// rounded writes a box with rounded corners as a path.
func (o *svgOut) rounded(fill, pen string, width float64, style string, x0, y0, x1, y1 float64) {
	r := math.Min(roundR, math.Min(x1-x0, y1-y0)/2)
	o.WriteString("<path")
	o.paint(fill, pen, width, style)
	o.WriteString(` d="M`)
	pt := func(x, y float64) {
		o.Num(x)
		o.WriteString(",")
		o.Num(y)
	}
	corner := func(cx, cy, ex, ey float64) {
		o.WriteString(" C")
		pt(cx, cy)
		o.WriteString(" ")
		pt(cx, cy)
		o.WriteString(" ")
		pt(ex, ey)
	}
	pt(x0+r, y0)
	o.WriteString(" L")
	pt(x1-r, y0)
	corner(x1, y0, x1, y0+r)
	o.WriteString(" L")
	pt(x1, y1-r)
	corner(x1, y1, x1-r, y1)
	o.WriteString(" L")
	pt(x0+r, y1)
	corner(x0, y1, x0, y1-r)
	o.WriteString(" L")
	pt(x0, y0+r)
	corner(x0, y0, x0+r, y0)
	o.WriteString(` Z"/>` + "\n")
}

// line writes an edge's path through its points, moved by (dx, dy); empty pieces are
// left out.
func (o *svgOut) line(pen string, width float64, style string, pts [4][2]float64, dx, dy float64) {
	o.WriteString("<path")
	o.paint("", pen, width, style)
	o.WriteString(` d="M`)
	o.Num(pts[0][0] + dx)
	o.WriteString(",")
	o.Num(pts[0][1] + dy)
	for j := 1; j < len(pts); j++ {
		if pts[j] == pts[j-1] {
			continue
		}
		o.WriteString("L")
		o.Num(pts[j][0] + dx)
		o.WriteString(",")
		o.Num(pts[j][1] + dy)
	}
	o.WriteString(`"/>` + "\n")
}

// header is what is written above the tree: its rows and size.
type header struct {
	title   string
	legend  []string // lines; nil without a legend
	legTip  string
	legW    float64
	caption string
	w, h    float64
}

func (p *plan) header(k int, fin bool) header {
	var hd header
	hd.title = p.title
	if hd.title != "" {
		hd.w = textWidth(hd.title, titleSize)*1.1 + 2*cellPad
		hd.h += titleRowH
	}
	if p.opt.Header != HeaderCompact {
		hd.legend, hd.legTip, hd.legW = p.legendText(k, fin)
		hd.w = math.Max(hd.w, hd.legW+2*cellPad)
		hd.h += legLineH*float64(len(hd.legend)) + 2*cellPad
	}
	hd.caption = p.caption(k, fin)
	if p.opt.question() || !p.g.caption {
		return hd // no caption row: a question has no result to tell, a sheet's root shows it
	}
	hd.w = math.Max(hd.w, p.capW+2*cellPad)
	hd.h += capH + 2*cellPad
	return hd
}

// svgScale is the factor the picture is drawn at to fit Options.MaxWidth (a 16:9 box
// at the PNG resolution; Graphviz's size attribute): at most 1.
func (p *plan) svgScale(w, h float64) float64 {
	if p.opt.MaxWidth == FullSize {
		return 1
	}
	dpi := p.opt.DPI
	if dpi <= 0 {
		dpi = DefaultDPI
	}
	px := p.opt.MaxWidth
	if px <= 0 {
		px = DefaultMaxWidth
	}
	maxW := float64(px) / float64(dpi) * 72
	maxH := maxW * 9 / 16
	return math.Min(1, math.Min(maxW/w, maxH/h))
}

// DrawSVG draws a trace at opt.Step as SVG, laid out and written by this package
// (see the package documentation: the same drawing, ids and classes as the DOT).
func DrawSVG(t *trace.Trace, opt Options) []byte {
	p := newPlan(t, opt)
	k := p.lastStep(p.opt.Step)
	return p.svg(p.states(k), k)
}

// svg writes the SVG of step k (the index of the last step applied).
func (p *plan) svg(st []trace.NodeState, k int) []byte {
	p.mctsStep(st, k)
	sc := p.scene()
	fin, current := p.currentAt(k)
	hd := p.header(k, fin)
	innerW := math.Max(sc.width, hd.w)
	treeTop := hd.h
	if len(sc.node) > 0 {
		treeTop += headerGap
	}
	innerH := treeTop + sc.height
	pad := p.g.pad
	o := &svgOut{}
	o.Grow(2048 + len(sc.node)*900)
	p.svgOpen(o, innerW+2*pad, innerH+2*pad)
	o.rect("#ffffff", "", 0, "", -pad, -pad, innerW+pad, innerH+pad)
	p.svgHeader(o, hd, innerW)
	if len(sc.node) > 0 {
		p.svgTree(o, sc, st, k, fin, current, (innerW-sc.width)/2, treeTop)
	}
	o.WriteString("</g>\n</svg>\n")
	return o.Bytes()
}

// stemKids lists, for every parent whose edges out run down a shared stem, its
// children's elements in order.
func (p *plan) stemKids(sc *scene) map[int32][]int32 {
	kids := map[int32][]int32{}
	for e, i := range sc.node {
		if par := p.t.Parent(i); par >= 0 && !sc.isSum[e] && sc.stem[sc.depth[sc.elem[par]]] {
			kids[sc.elem[par]] = append(kids[sc.elem[par]], int32(e))
		}
	}
	return kids
}

// svgOpen writes the start of the document, a picture of w by h points scaled to fit
// (svgScale), or, fit for a slide (Options.Ratio), the slide itself with the picture
// scaled to fill it and centred, up to the root group's title: the group is left open.
func (p *plan) svgOpen(o *svgOut, w, h float64) {
	scale := p.svgScale(w, h)
	// sizes cut (never rounded up) to hundredths, so a picture fitted to a slide's
	// width never passes it by a pixel
	sw, sh := math.Floor(w*scale*100)/100, math.Floor(h*scale*100)/100
	dx, dy := p.g.pad, p.g.pad
	if p.opt.slideFit() {
		scale = p.fitScale(w, h)
		sw, sh = p.slide()
		sw, sh = math.Floor(sw*100)/100, math.Floor(sh*100)/100
		dx += (sw/scale - w) / 2
		dy += (sh/scale - h) / 2
	}
	o.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>` + "\n")
	if p.opt.DPI > 0 {
		o.WriteString("<!-- " + svgconv.DPIComment + strconv.Itoa(p.opt.DPI) + " -->\n")
	}
	o.WriteString(`<!-- gametree: laid out and drawn by github.com/gametree/gametree/render -->` + "\n")
	o.WriteString(`<svg width="`)
	o.Num(sw)
	o.WriteString(`pt" height="`)
	o.Num(sh)
	o.WriteString(`pt" viewBox="0.00 0.00 `)
	o.Num(sw)
	o.WriteString(" ")
	o.Num(sh)
	o.WriteString(`" font-family="` + svgout.FontFamily + `" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">` + "\n")
	if p.opt.slideFit() {
		o.rect("#ffffff", "", 0, "", 0, 0, sw, sh) // the slide's white, beyond the picture's
	}
	o.WriteString(`<g id="tree" class="graph gametree" transform="scale(`)
	o.Scale(scale)
	o.WriteString(" ")
	o.Scale(scale)
	o.WriteString(`) rotate(0) translate(`)
	o.Num(dx)
	o.WriteString(" ")
	o.Num(dy)
	o.WriteString(`)">` + "\n<title>gametree</title>\n")
}

// svgTree writes the tree of step k, moved right by dx and down by top: the edges
// first, under the nodes (Graphviz's outputorder=edgesfirst); edges that share a stem
// from the last sibling to the first, so that the stem shows the first child's edge,
// which is searched first and never pruned.
func (p *plan) svgTree(o *svgOut, sc *scene, st []trace.NodeState, k int, fin bool, current int32, dx, top float64) {
	aggs := p.aggregate(st)
	looks := make([]look, len(sc.node))
	for e, i := range sc.node {
		if !sc.isSum[e] {
			looks[e], _ = p.drawnLook(i, st, aggs, k, current)
		}
	}
	at := func(e int32) (float64, float64) { return sc.x[e] + dx, sc.y[e] + top }
	edge := func(e int32) {
		i := sc.node[e]
		p.svgEdge(o, sc, e, i, p.t.Parent(i), looks[e], st[i], k, fin, current, at)
	}
	stemKids := p.stemKids(sc)
	for e, i := range sc.node {
		if int32(e) == sc.pathE {
			continue // the layout's root: no edge into it
		}
		if sc.isSum[e] {
			p.svgSummaryEdge(o, sc, int32(e), i, aggs[i], at)
			continue
		}
		par := p.t.Parent(i)
		if par < 0 {
			continue
		}
		kids, stemmed := stemKids[sc.elem[par]]
		if !stemmed {
			edge(int32(e))
		} else if kids[0] == int32(e) {
			for j := len(kids) - 1; j >= 0; j-- {
				edge(kids[j])
			}
		}
	}
	for e, i := range sc.node {
		x, y := at(int32(e))
		if int32(e) == sc.pathE {
			p.svgPathFold(o, st, x, y, sc.w[e], sc.h[e])
			continue
		}
		if sc.isSum[e] {
			p.svgSummary(o, i, aggs[i], x, y)
			continue
		}
		p.svgNode(o, i, looks[e], x, y, sc.w[e], sc.h[e])
	}
	p.svgRollout(o, sc, k, fin, at)
}

func (p *plan) svgHeader(o *svgOut, hd header, innerW float64) {
	cx := innerW / 2
	y := 0.0
	if hd.title != "" {
		o.cellText("title", hd.title, cx, y+titleRowH/2, textStyle{size: titleSize, anchor: "middle", bold: true}, hd.title)
		y += titleRowH
	}
	if hd.legend != nil {
		o.WriteString(`<g id="a_legend"><a`)
		o.Attr("xlink:title", nbspIfEmpty(hd.legTip))
		o.WriteString(">\n")
		y += cellPad
		for _, line := range hd.legend {
			o.text(cx, y+legLineH/2, textStyle{size: legSize, color: colMuted, anchor: "middle"}, line)
			y += legLineH
		}
		y += cellPad
		o.WriteString("</a>\n</g>\n")
	}
	if p.opt.question() || !p.g.caption {
		return
	}
	c := nbspIfEmpty(hd.caption)
	o.cellText("caption", c, cx, y+cellPad+capH/2, textStyle{size: capSize, anchor: "middle"}, c)
}
