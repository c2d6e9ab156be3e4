package render

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strings"
	"sync"
	"time"

	"codeberg.org/go-pdf/fpdf"
)

// PDF draws an SVG of this package (or one made of the same elements, as package
// worksheet writes) as a one-page PDF of the SVG's size in points: paths and outlines
// as vectors, texts as text (selectable, searchable) in DejaVu Sans when installed,
// else the Go fonts, embedded as subsets. It reads what Rasterize reads (groups with
// scale and translate, polygon, polyline, path, ellipse, circle, rect, line, text) and
// writes it with codeberg.org/go-pdf/fpdf. The output is the same for the same SVG
// (its dates are fixed).
func PDF(svg []byte) ([]byte, error) {
	w := &pdfWriter{}
	if err := w.run(svg); err != nil {
		return nil, err
	}
	if w.pdf == nil {
		return nil, errors.New("render: SVG has no <svg> element")
	}
	if err := w.pdf.Error(); err != nil {
		return nil, fmt.Errorf("render: writing PDF: %w", err)
	}
	var buf bytes.Buffer
	if err := w.pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("render: writing PDF: %w", err)
	}
	return buf.Bytes(), nil
}

// pdfFamily is the name the fonts are registered under.
const pdfFamily = "sans"

type pdfWriter struct {
	pdf   *fpdf.Fpdf
	stack []affine
	inTxt *xml.StartElement
	txt   strings.Builder
	skip  int
	fonts map[string]bool // the styles added ("", "B", "I", "BI")
}

func (w *pdfWriter) cur() affine { return w.stack[len(w.stack)-1] }

func (w *pdfWriter) run(svg []byte) error {
	d := xml.NewDecoder(bytes.NewReader(svg))
	d.Strict = true
	d.Entity = map[string]string{}
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return fmt.Errorf("render: reading SVG: %w", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
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
		}
	}
}

func (w *pdfWriter) start(e xml.StartElement) error {
	switch e.Name.Local {
	case "svg":
		if w.pdf != nil {
			w.skip = 1
			return nil
		}
		pw, ph := num(attr(e, "width")), num(attr(e, "height"))
		vb := strings.Fields(strings.ReplaceAll(attr(e, "viewBox"), ",", " "))
		vx, vy, vw, vh := 0.0, 0.0, pw, ph
		if len(vb) == 4 {
			vx, vy, vw, vh = num(vb[0]), num(vb[1]), num(vb[2]), num(vb[3])
		}
		if pw <= 0 || ph <= 0 || vw <= 0 || vh <= 0 || pw > 14400 || ph > 14400 {
			return errors.New("render: SVG without a size a PDF page can have")
		}
		// "P" keeps the size as given (fpdf's "L" swaps it)
		p := fpdf.NewCustom(&fpdf.InitType{OrientationStr: "P", UnitStr: "pt", Size: fpdf.SizeType{Wd: pw, Ht: ph}})
		p.SetMargins(0, 0, 0)
		p.SetAutoPageBreak(false, 0)
		p.SetCreationDate(time.Unix(0, 0).UTC())
		p.SetModificationDate(time.Unix(0, 0).UTC())
		p.SetCatalogSort(true)
		p.SetProducer("gametree", false)
		p.AddPage()
		p.SetLineJoinStyle("round")
		p.SetLineCapStyle("butt")
		w.pdf = p
		sx, sy := pw/vw, ph/vh
		w.stack = append(w.stack, affine{sx: sx, sy: sy, tx: -vx * sx, ty: -vy * sy})
	case "g", "a":
		if w.pdf == nil {
			return nil
		}
		w.stack = append(w.stack, w.cur().then(parseTransform(attr(e, "transform"))))
	case "title", "desc", "metadata", "defs", "style", "script", "image", "foreignObject", "linearGradient", "radialGradient":
		w.skip = 1
	case "text":
		if w.pdf == nil {
			return nil
		}
		ec := e.Copy()
		w.inTxt = &ec
		w.txt.Reset()
	case "polygon", "polyline", "path", "ellipse", "circle", "rect", "line":
		if w.pdf != nil {
			w.shape(e)
		}
	}
	return nil
}

func (w *pdfWriter) end(e xml.EndElement) {
	switch e.Name.Local {
	case "g", "a":
		if len(w.stack) > 1 {
			w.stack = w.stack[:len(w.stack)-1]
		}
	case "text":
		if w.inTxt != nil {
			w.text(*w.inTxt, w.txt.String())
			w.inTxt = nil
		}
	}
}

// pdfPath is fpdf's path as a pathSink.
type pdfPath struct{ *fpdf.Fpdf }

func (p pdfPath) CubicTo(x1, y1, x2, y2, x3, y3 float64) {
	p.CurveBezierCubicTo(x1, y1, x2, y2, x3, y3)
}

func (w *pdfWriter) shape(e xml.StartElement) {
	p := w.pdf
	m := w.cur()
	fill, hasFill := parsePaint(attr(e, "fill"), attr(e, "fill-opacity"))
	if attr(e, "fill") == "" && e.Name.Local != "polyline" && e.Name.Local != "line" {
		fill, hasFill = rgba{a: 1}, true // SVG's default fill is black
	}
	stroke, hasStroke := parsePaint(attr(e, "stroke"), attr(e, "stroke-opacity"))
	if !hasFill && !hasStroke {
		return
	}
	style := ""
	if hasFill {
		style += "F"
		p.SetFillColor(channel(fill.r), channel(fill.g), channel(fill.b))
	}
	if hasStroke {
		style += "D"
		p.SetDrawColor(channel(stroke.r), channel(stroke.g), channel(stroke.b))
		sw := 1.0
		if s := attr(e, "stroke-width"); s != "" {
			sw = num(s)
		}
		p.SetLineWidth(sw * math.Abs(m.sx))
		var dashes []float64
		if da := attr(e, "stroke-dasharray"); da != "" && da != "none" {
			for _, f := range strings.Fields(strings.ReplaceAll(da, ",", " ")) {
				dashes = append(dashes, num(f)*math.Abs(m.sx))
			}
		}
		p.SetDashPattern(dashes, 0)
	}
	alpha := 1.0
	if hasFill {
		alpha = fill.a
	} else if hasStroke {
		alpha = stroke.a
	}
	if alpha < 1 {
		p.SetAlpha(alpha, "Normal")
		defer p.SetAlpha(1, "Normal")
	}
	switch e.Name.Local {
	case "polygon", "polyline":
		pts := strings.Fields(strings.ReplaceAll(attr(e, "points"), ",", " "))
		if len(pts) < 4 {
			return
		}
		for i := 0; i+1 < len(pts); i += 2 {
			x, y := m.apply(num(pts[i]), num(pts[i+1]))
			if i == 0 {
				p.MoveTo(x, y)
			} else {
				p.LineTo(x, y)
			}
		}
		if e.Name.Local == "polygon" {
			p.ClosePath()
		}
	case "path":
		d := attr(e, "d")
		if !strings.ContainsAny(d, "Mm") {
			return
		}
		tracePath(pdfPath{p}, m, d)
	case "ellipse", "circle":
		cx, cy := m.apply(num(attr(e, "cx")), num(attr(e, "cy")))
		rx, ry := num(attr(e, "rx")), num(attr(e, "ry"))
		if e.Name.Local == "circle" {
			rx, ry = num(attr(e, "r")), num(attr(e, "r"))
		}
		p.Ellipse(cx, cy, math.Abs(rx*m.sx), math.Abs(ry*m.sy), 0, style)
		return
	case "rect":
		x, y := m.apply(num(attr(e, "x")), num(attr(e, "y")))
		rw, rh := num(attr(e, "width"))*m.sx, num(attr(e, "height"))*m.sy
		p.MoveTo(x, y)
		p.LineTo(x+rw, y)
		p.LineTo(x+rw, y+rh)
		p.LineTo(x, y+rh)
		p.ClosePath()
	case "line":
		x1, y1 := m.apply(num(attr(e, "x1")), num(attr(e, "y1")))
		x2, y2 := m.apply(num(attr(e, "x2")), num(attr(e, "y2")))
		p.MoveTo(x1, y1)
		p.LineTo(x2, y2)
	}
	p.DrawPath(style)
}

// channel turns a colour channel of 0..1 into 0..255.
func channel(v float64) int { return int(math.Round(math.Max(0, math.Min(1, v)) * 255)) }

func (w *pdfWriter) text(e xml.StartElement, s string) {
	if strings.TrimSpace(strings.ReplaceAll(s, "\u00a0", " ")) == "" {
		return
	}
	fill := attr(e, "fill")
	if fill == "" {
		fill = "black"
	}
	c, ok := parsePaint(fill, attr(e, "fill-opacity"))
	if !ok {
		return
	}
	m := w.cur()
	size := num(attr(e, "font-size"))
	if size <= 0 {
		size = 14
	}
	pt := size * math.Abs(m.sy)
	if pt < 0.5 {
		return
	}
	style := ""
	if attr(e, "font-weight") == "bold" {
		style += "B"
	}
	if attr(e, "font-style") == "italic" {
		style += "I"
	}
	w.font(style)
	p := w.pdf
	p.SetFont(pdfFamily, style, pt)
	p.SetTextColor(channel(c.r), channel(c.g), channel(c.b))
	x, y := m.apply(num(attr(e, "x")), num(attr(e, "y")))
	switch attr(e, "text-anchor") {
	case "middle":
		x -= p.GetStringWidth(s) / 2
	case "end":
		x -= p.GetStringWidth(s)
	}
	p.Text(x, y, s)
}

// font registers a style of the sans font family the first time it is used: the
// files the rasteriser draws with (DejaVu Sans, else the Go fonts).
func (w *pdfWriter) font(style string) {
	if w.fonts[style] {
		return
	}
	if w.fonts == nil {
		w.fonts = map[string]bool{}
	}
	w.fonts[style] = true
	pdfFonts.once.Do(func() {
		for i := range pdfFonts.data {
			pdfFonts.data[i] = goFonts[i]
			for _, path := range fontFiles[i] {
				if b, err := os.ReadFile(path); err == nil {
					pdfFonts.data[i] = b
					break
				}
			}
		}
	})
	i := map[string]int{"": 0, "B": 1, "I": 2, "BI": 3}[style]
	w.pdf.AddUTF8FontFromBytes(pdfFamily, style, pdfFonts.data[i])
}

// pdfFonts are the font files' bytes, read once (fpdf parses them per document).
var pdfFonts struct {
	once sync.Once
	data [4][]byte // regular, bold, italic, bold italic
}
