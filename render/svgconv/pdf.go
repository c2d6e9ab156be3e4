package svgconv

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"fmt"
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
	return PDFContext(context.Background(), svg)
}

// PDFContext is PDF stopped by ctx: the drawing looks at ctx every few elements and
// returns its error once it ends.
func PDFContext(ctx context.Context, svg []byte) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	w := &pdfWriter{}
	started, err := walkSVG(ctx, svg, w)
	if err != nil {
		return nil, err
	}
	if !started {
		return nil, errors.New("svgconv: SVG has no <svg> element")
	}
	if err := w.pdf.Error(); err != nil {
		return nil, fmt.Errorf("svgconv: writing PDF: %w", err)
	}
	var buf bytes.Buffer
	if err := w.pdf.Output(&buf); err != nil {
		return nil, fmt.Errorf("svgconv: writing PDF: %w", err)
	}
	return buf.Bytes(), nil
}

// pdfFamily is the name the fonts are registered under.
const pdfFamily = "sans"

// pdfWriter is the PDF canvas of walkSVG.
type pdfWriter struct {
	pdf   *fpdf.Fpdf
	fonts map[string]bool // the styles added ("", "B", "I", "BI")
}

func (w *pdfWriter) comment(xml.Comment) {}

func (w *pdfWriter) page(pw, ph, vw, vh float64) (float64, error) {
	if pw <= 0 || ph <= 0 || vw <= 0 || vh <= 0 || pw > 14400 || ph > 14400 {
		return 0, errors.New("svgconv: SVG without a size a PDF page can have")
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
	return 1, nil // a device unit is a point
}

// pdfPath is fpdf's path as a shapeSink; style is how DrawEllipse paints, as the
// ellipse is drawn at once.
type pdfPath struct {
	*fpdf.Fpdf
	style string
}

func (p pdfPath) CubicTo(x1, y1, x2, y2, x3, y3 float64) {
	p.CurveBezierCubicTo(x1, y1, x2, y2, x3, y3)
}

func (p pdfPath) DrawEllipse(x, y, rx, ry float64) { p.Ellipse(x, y, rx, ry, 0, p.style) }

func (p pdfPath) DrawRectangle(x, y, w, h float64) {
	p.MoveTo(x, y)
	p.LineTo(x+w, y)
	p.LineTo(x+w, y+h)
	p.LineTo(x, y+h)
	p.ClosePath()
}

func (w *pdfWriter) shape(e xml.StartElement, m affine, paint shapePaint) {
	p := w.pdf
	if !paint.hasFill && !paint.hasStroke {
		return
	}
	style := ""
	if paint.hasFill {
		style += "F"
		p.SetFillColor(channel(paint.fill.r), channel(paint.fill.g), channel(paint.fill.b))
	}
	if paint.hasStroke {
		style += "D"
		p.SetDrawColor(channel(paint.stroke.r), channel(paint.stroke.g), channel(paint.stroke.b))
		p.SetLineWidth(paint.width)
		p.SetDashPattern(paint.dashes, 0)
	}
	alpha := 1.0
	if paint.hasFill {
		alpha = paint.fill.a
	} else if paint.hasStroke {
		alpha = paint.stroke.a
	}
	if alpha < 1 {
		p.SetAlpha(alpha, "Normal")
		defer p.SetAlpha(1, "Normal")
	}
	switch e.Name.Local {
	case "polygon", "polyline":
		// a path of one point or none would be an invalid PDF path
		if len(strings.Fields(strings.ReplaceAll(attr(e, "points"), ",", " "))) < 4 {
			return
		}
	case "path":
		if !strings.ContainsAny(attr(e, "d"), "Mm") {
			return
		}
	}
	traceShape(pdfPath{p, style}, e, m)
	if e.Name.Local != "ellipse" && e.Name.Local != "circle" { // DrawEllipse painted it
		p.DrawPath(style)
	}
}

// channel turns a colour channel of 0..1 into 0..255.
func channel(v float64) int { return int(math.Round(math.Max(0, math.Min(1, v)) * 255)) }

func (w *pdfWriter) text(t svgText) {
	if t.size < 0.5 {
		return
	}
	style := ""
	if t.bold {
		style += "B"
	}
	if t.italic {
		style += "I"
	}
	w.font(style)
	p := w.pdf
	p.SetFont(pdfFamily, style, t.size)
	p.SetTextColor(channel(t.color.r), channel(t.color.g), channel(t.color.b))
	x := t.x
	if t.anchor != 0 {
		x -= p.GetStringWidth(t.s) * t.anchor
	}
	p.Text(x, t.y, t.s)
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
