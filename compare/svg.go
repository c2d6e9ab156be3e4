package compare

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/gametree/gametree/internal/svgout"
	"github.com/gametree/gametree/msg"
)

// The drawing shared by the charts: an SVG document built as text. Every text a user
// may have typed (a position) goes through esc.

// svgDoc is an SVG document being written.
type svgDoc struct {
	b    strings.Builder
	w, h float64
}

// Chart sizes, in CSS pixels; the fonts are large enough for a printed A4 page.
const (
	chartWidth  = 820
	chartHeight = 500
	fontFamily  = "DejaVu Sans, Verdana, Arial, Helvetica, sans-serif"
	titleSize   = 18
	labelSize   = 14
	tickSize    = 13
	valueSize   = 11
)

// palette is Okabe and Ito's, told apart by people with colour blindness; patterns
// (bars) and markers and dashes (lines) tell the series apart in grey.
var palette = []string{"#0072B2", "#E69F00", "#009E73", "#CC79A7", "#56B4E9", "#D55E00", "#999933", "#882255", "#44AA99", "#332288", "#AA4499", "#117733"}

func color(i int) string { return palette[i%len(palette)] }

func newSVG(w, h float64, label string) *svgDoc {
	d := &svgDoc{w: w, h: h}
	fmt.Fprintf(&d.b, `<svg xmlns="http://www.w3.org/2000/svg" width="%s" height="%s" viewBox="0 0 %s %s" role="img" aria-label="%s" font-family="%s">`+"\n",
		svgout.Num(w), svgout.Num(h), svgout.Num(w), svgout.Num(h), svgout.Escape(label), fontFamily)
	fmt.Fprintf(&d.b, `<rect width="%s" height="%s" fill="#ffffff"/>`+"\n", svgout.Num(w), svgout.Num(h))
	return d
}

func (d *svgDoc) String() string { return d.b.String() + "</svg>\n" }

func (d *svgDoc) raw(format string, a ...any) {
	fmt.Fprintf(&d.b, format, a...)
	d.b.WriteByte('\n')
}

// text writes s at (x, y); anchor is start, middle or end; rotate in degrees.
// A '^' in s raises what follows it, up to the next space, as an exponent (b^d).
func (d *svgDoc) text(x, y float64, size int, anchor, s string, extra string) {
	d.raw(`<text x="%s" y="%s" font-size="%d" text-anchor="%s" fill="#000000"%s>%s</text>`,
		svgout.Num(x), svgout.Num(y), size, anchor, extra, superscripts(s, size))
}

// superscripts escapes s and writes each "^exponent" as a raised, smaller tspan.
func superscripts(s string, size int) string {
	if !strings.Contains(s, "^") {
		return svgout.Escape(s)
	}
	var b strings.Builder
	for i, part := range strings.Split(s, "^") {
		if i == 0 {
			b.WriteString(svgout.Escape(part))
			continue
		}
		exp, _, _ := strings.Cut(part, " ")
		fmt.Fprintf(&b, `<tspan dy="-%s" font-size="%s">%s</tspan><tspan dy="%s">%s</tspan>`,
			svgout.Num(float64(size)*0.4), svgout.Num(float64(size)*0.75), svgout.Escape(exp), svgout.Num(float64(size)*0.4), svgout.Escape(strings.TrimPrefix(part, exp)))
	}
	return b.String()
}

func (d *svgDoc) line(x1, y1, x2, y2 float64, stroke string, width float64, extra string) {
	d.raw(`<line x1="%s" y1="%s" x2="%s" y2="%s" stroke="%s" stroke-width="%s"%s/>`,
		svgout.Num(x1), svgout.Num(y1), svgout.Num(x2), svgout.Num(y2), stroke, svgout.Num(width), extra)
}

// textWidth estimates a text's width as every picture does (svgout.TextWidth).
func textWidth(s string, size int) float64 { return svgout.TextWidth(s, float64(size)) }

// count writes a count for a tick or a bar: grouped digits, one decimal for means.
func count(lang string, v float64) string {
	if v == math.Trunc(v) && math.Abs(v) < 1e15 {
		return msg.Number(lang, int64(v))
	}
	whole := msg.Number(lang, int64(v))
	frac := strconv.FormatFloat(v-math.Trunc(v), 'f', 1, 64)[1:] // ".3"
	if frac == ".0" || frac == "1.0" {
		return msg.Number(lang, int64(math.Round(v)))
	}
	if lang == msg.ES {
		frac = "," + frac[1:]
	}
	return whole + frac
}

// niceStep is the tick step of a linear axis up to top: 1, 2 or 5 times a power of ten,
// about five ticks.
func niceStep(top float64) float64 {
	if top <= 0 {
		return 1
	}
	raw := top / 5
	p := math.Pow(10, math.Floor(math.Log10(raw)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= raw {
			return math.Max(1, m*p)
		}
	}
	return math.Max(1, 10*p)
}

// legendItem is one series of a legend, drawn by its swatch function.
type legendItem struct {
	label  string
	swatch func(d *svgDoc, x, y float64) // draws a 28×14 sample with its top left at (x, y)
}

// legend writes the items in rows from (x, y) within width; it returns the height used.
func (d *svgDoc) legend(x, y, width float64, items []legendItem) float64 {
	const rowH, gap, swatchW = 22.0, 22.0, 28.0
	cx, cy := x, y
	for _, it := range items {
		w := swatchW + 6 + textWidth(it.label, labelSize)
		if cx > x && cx+w > x+width {
			cx, cy = x, cy+rowH
		}
		it.swatch(d, cx, cy)
		d.text(cx+swatchW+6, cy+12, labelSize, "start", it.label, "")
		cx += w + gap
	}
	return cy + rowH - y
}
