package svgconv

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"strings"
)

// svgCanvas is what walkSVG draws on: the rasteriser (PNG, raster.go) and the PDF
// writer (pdf.go). The walker reads the SVG, keeps the transforms and resolves paints
// and texts; a canvas only draws.
type svgCanvas interface {
	// comment sees the XML comments before the <svg> element.
	comment(c xml.Comment)
	// page starts the drawing for the outermost <svg> element, width by height points
	// showing a view of vw by vh SVG units, and returns the device units per point.
	page(width, height, vw, vh float64) (scale float64, err error)
	// shape draws a polygon, polyline, path, ellipse, circle, rect or line (see
	// traceShape) in the paint given, m taking SVG units to device units.
	shape(e xml.StartElement, m affine, p shapePaint)
	// text draws a text that has something to show.
	text(t svgText)
}

// svgWalker reads an SVG as Graphviz writes it (groups with a scale and translate
// transform, shapes, texts) and draws it on a canvas.
type svgWalker struct {
	canvas  svgCanvas
	started bool     // the outermost <svg> element is open
	stack   []affine // SVG units to device units, one a group
	inTxt   *xml.StartElement
	txt     strings.Builder
	skip    int // depth inside an element that draws nothing
	ctx     context.Context
	seen    int // elements started, for checkEvery
}

// walkSVG draws svg on c; it reports whether the SVG had an <svg> element. It stops
// with ctx's error once ctx ends (checked every checkEvery elements).
func walkSVG(ctx context.Context, svg []byte, c svgCanvas) (started bool, err error) {
	w := &svgWalker{canvas: c, ctx: ctx}
	err = w.run(svg)
	return w.started, err
}

// checkEvery is how many elements are drawn between two looks at the context: a
// drawing element takes microseconds to a millisecond (a large PNG), so a drawing
// stops within a few milliseconds of its deadline.
const checkEvery = 16

func (w *svgWalker) cur() affine { return w.stack[len(w.stack)-1] }

func (w *svgWalker) run(svg []byte) error {
	d := xml.NewDecoder(bytes.NewReader(svg))
	d.Strict = true
	// Graphviz's SVG carries a DOCTYPE with no internal subset; refuse entities.
	d.Entity = map[string]string{}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("svgconv: reading SVG: %w", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if w.seen++; w.seen%checkEvery == 0 {
				if err := w.ctx.Err(); err != nil {
					return err
				}
			}
			if w.skip > 0 {
				w.skip++
				continue
			}
			if err := w.start(e); err != nil {
				return err
			}
		case xml.EndElement:
			if w.skip > 0 {
				w.skip--
				continue
			}
			w.end(e)
		case xml.CharData:
			if w.inTxt != nil {
				w.txt.Write(e)
			}
		case xml.Comment:
			if !w.started {
				w.canvas.comment(e)
			}
		}
	}
}

func (w *svgWalker) start(e xml.StartElement) error {
	switch e.Name.Local {
	case "svg":
		if w.started {
			w.skip = 1 // nested svg: not from Graphviz
			return nil
		}
		pw, ph := num(attr(e, "width")), num(attr(e, "height"))
		vb := strings.Fields(strings.ReplaceAll(attr(e, "viewBox"), ",", " "))
		vx, vy, vw, vh := 0.0, 0.0, pw, ph
		if len(vb) == 4 {
			vx, vy, vw, vh = num(vb[0]), num(vb[1]), num(vb[2]), num(vb[3])
		}
		scale, err := w.canvas.page(pw, ph, vw, vh)
		if err != nil {
			return err
		}
		w.started = true
		sx, sy := scale*pw/vw, scale*ph/vh
		w.stack = append(w.stack, affine{sx: sx, sy: sy, tx: -vx * sx, ty: -vy * sy})
	case "g", "a":
		if w.started {
			w.stack = append(w.stack, w.cur().then(parseTransform(attr(e, "transform"))))
		}
	case "title", "desc", "metadata", "defs", "style", "script", "image", "foreignObject", "linearGradient", "radialGradient":
		w.skip = 1
	case "text":
		if w.started {
			ec := e.Copy()
			w.inTxt = &ec
			w.txt.Reset()
		}
	case "polygon", "polyline", "path", "ellipse", "circle", "rect", "line":
		if w.started {
			m := w.cur()
			w.canvas.shape(e, m, paintOf(e, m))
		}
	}
	return nil
}

func (w *svgWalker) end(e xml.EndElement) {
	switch e.Name.Local {
	case "g", "a":
		if len(w.stack) > 1 {
			w.stack = w.stack[:len(w.stack)-1]
		}
	case "text":
		if w.inTxt != nil {
			if t, ok := textOf(*w.inTxt, w.txt.String(), w.cur()); ok {
				w.canvas.text(t)
			}
			w.inTxt = nil
		}
	}
}

// shapePaint is a shape's fill and stroke, in device units.
type shapePaint struct {
	fill, stroke       rgba
	hasFill, hasStroke bool
	width              float64   // the stroke's
	dashes             []float64 // the stroke's; nil: solid
}

func paintOf(e xml.StartElement, m affine) shapePaint {
	var p shapePaint
	p.fill, p.hasFill = parsePaint(attr(e, "fill"), attr(e, "fill-opacity"))
	if attr(e, "fill") == "" && e.Name.Local != "polyline" && e.Name.Local != "line" {
		p.fill, p.hasFill = rgba{a: 1}, true // SVG's default fill is black
	}
	p.stroke, p.hasStroke = parsePaint(attr(e, "stroke"), attr(e, "stroke-opacity"))
	if !p.hasStroke {
		return p
	}
	p.width = 1.0
	if s := attr(e, "stroke-width"); s != "" {
		p.width = num(s)
	}
	p.width *= math.Abs(m.sx)
	if da := attr(e, "stroke-dasharray"); da != "" && da != "none" {
		for _, f := range strings.Fields(strings.ReplaceAll(da, ",", " ")) {
			p.dashes = append(p.dashes, num(f)*math.Abs(m.sx))
		}
	}
	return p
}

// svgText is a text to draw, in device units.
type svgText struct {
	s            string
	color        rgba
	size         float64 // the font's
	bold, italic bool
	x, y         float64 // the anchor point, on the baseline
	anchor       float64 // where x is along the text: 0 start, 0.5 middle, 1 end
}

// textOf resolves a <text> element holding s; ok is false for a text that shows nothing.
func textOf(e xml.StartElement, s string, m affine) (t svgText, ok bool) {
	if strings.TrimSpace(strings.ReplaceAll(s, "\u00a0", " ")) == "" {
		return t, false
	}
	fill := attr(e, "fill")
	if fill == "" {
		fill = "black"
	}
	c, ok := parsePaint(fill, attr(e, "fill-opacity"))
	if !ok {
		return t, false
	}
	size := num(attr(e, "font-size"))
	if size <= 0 {
		size = 14
	}
	t = svgText{s: s, color: c, size: size * math.Abs(m.sy),
		bold: attr(e, "font-weight") == "bold", italic: attr(e, "font-style") == "italic"}
	t.x, t.y = m.apply(num(attr(e, "x")), num(attr(e, "y")))
	switch attr(e, "text-anchor") {
	case "middle":
		t.anchor = 0.5
	case "end":
		t.anchor = 1
	}
	return t, true
}
