package render

import (
	"bytes"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"strconv"
	"strings"
	"sync"

	"github.com/fogleman/gg"
	"github.com/golang/freetype/truetype"
	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
)

// DefaultPNGScale is the number of pixels per point of PNG output: 2 gives 144 dpi,
// sharp on a projected slide.
const DefaultPNGScale = 2.0

// MaxPNGPixels bounds the size of a PNG: a larger picture is scaled down to fit.
const MaxPNGPixels = 40_000_000

// Rasterize draws Graphviz SVG as PNG, scale pixels per point (0: DefaultPNGScale).
//
// go-graphviz's own PNG renderer draws no outlines and no edges, so this package draws
// the SVG itself. It understands what Graphviz writes: groups with a scale and
// translate transform, polygon, polyline, path (M, L, C, Z), ellipse and text
// (anchored start, middle or end; bold and italic), with fill, stroke, opacity, stroke
// width and dashes. Fonts are DejaVu Sans when installed (Verdana's metrics, which
// Graphviz sized the text with), else the Go fonts.
func Rasterize(svg []byte, scale float64) ([]byte, error) {
	if scale <= 0 {
		scale = DefaultPNGScale
	}
	r := &rasterizer{}
	if err := r.run(svg, scale); err != nil {
		return nil, err
	}
	if r.dc == nil {
		return nil, errors.New("render: SVG has no <svg> element")
	}
	var buf bytes.Buffer
	if err := r.dc.EncodePNG(&buf); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

type affine struct{ sx, sy, tx, ty float64 }

func (a affine) apply(x, y float64) (float64, float64) { return a.sx*x + a.tx, a.sy*y + a.ty }

// then composes a with an inner transform b (b applies first).
func (a affine) then(b affine) affine {
	return affine{sx: a.sx * b.sx, sy: a.sy * b.sy, tx: a.sx*b.tx + a.tx, ty: a.sy*b.ty + a.ty}
}

type rasterizer struct {
	faces map[faceKey]font.Face // faces keep glyph caches: one set per drawing
	dc    *gg.Context
	stack []affine
	inTxt *xml.StartElement
	txt   strings.Builder
	skip  int
}

func (r *rasterizer) cur() affine { return r.stack[len(r.stack)-1] }

func (r *rasterizer) run(svg []byte, scale float64) error {
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
			return fmt.Errorf("render: reading SVG: %w", err)
		}
		switch e := tok.(type) {
		case xml.StartElement:
			if r.skip > 0 {
				r.skip++
				continue
			}
			if err := r.start(e, scale); err != nil {
				return err
			}
		case xml.EndElement:
			if r.skip > 0 {
				r.skip--
				continue
			}
			r.end(e)
		case xml.CharData:
			if r.inTxt != nil {
				r.txt.Write(e)
			}
		case xml.Comment:
			// a resolution asked for in the drawing (Options.DPI) wins over the
			// renderer's; it comes before the <svg> element
			if dpi, ok := commentDPI(e); ok && r.dc == nil {
				scale = dpi / 72
			}
		}
	}
}

// pngComment starts the DOT graph comment that carries Options.DPI to the rasteriser:
// Graphviz copies a graph's comment into its SVG as an XML comment.
const pngComment = "gametree png dpi "

func commentDPI(c xml.Comment) (float64, bool) {
	s := strings.TrimSpace(string(c))
	if !strings.HasPrefix(s, pngComment) {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSpace(s[len(pngComment):]))
	if err != nil || n < MinDPI || n > MaxDPI {
		return 0, false
	}
	return float64(n), true
}

func attr(e xml.StartElement, name string) string {
	for _, a := range e.Attr {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func num(s string) float64 {
	s = strings.TrimSpace(strings.TrimSuffix(strings.TrimSpace(s), "pt"))
	v, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsNaN(v) || math.IsInf(v, 0) {
		return 0
	}
	return v
}

func (r *rasterizer) start(e xml.StartElement, scale float64) error {
	switch e.Name.Local {
	case "svg":
		if r.dc != nil {
			r.skip = 1 // nested svg: not from Graphviz
			return nil
		}
		w, h := num(attr(e, "width")), num(attr(e, "height"))
		vb := strings.Fields(strings.ReplaceAll(attr(e, "viewBox"), ",", " "))
		vx, vy, vw, vh := 0.0, 0.0, w, h
		if len(vb) == 4 {
			vx, vy, vw, vh = num(vb[0]), num(vb[1]), num(vb[2]), num(vb[3])
		}
		if w <= 0 || h <= 0 || vw <= 0 || vh <= 0 {
			return errors.New("render: SVG without a size")
		}
		pw, ph := w*scale, h*scale
		if pw*ph > MaxPNGPixels {
			f := math.Sqrt(MaxPNGPixels / (pw * ph))
			pw, ph, scale = pw*f, ph*f, scale*f
		}
		if pw < 1 {
			pw = 1
		}
		if ph < 1 {
			ph = 1
		}
		r.dc = gg.NewContext(int(math.Ceil(pw)), int(math.Ceil(ph)))
		r.dc.SetRGB(1, 1, 1)
		r.dc.Clear()
		sx, sy := scale*w/vw, scale*h/vh
		r.stack = append(r.stack, affine{sx: sx, sy: sy, tx: -vx * sx, ty: -vy * sy})
	case "g", "a":
		if r.dc == nil {
			return nil
		}
		r.stack = append(r.stack, r.cur().then(parseTransform(attr(e, "transform"))))
	case "title", "desc", "metadata", "defs", "style", "script", "image", "foreignObject", "linearGradient", "radialGradient":
		r.skip = 1
	case "text":
		if r.dc == nil {
			return nil
		}
		ec := e.Copy()
		r.inTxt = &ec
		r.txt.Reset()
	case "polygon", "polyline", "path", "ellipse", "circle", "rect", "line":
		if r.dc == nil {
			return nil
		}
		r.shape(e)
	}
	return nil
}

func (r *rasterizer) end(e xml.EndElement) {
	switch e.Name.Local {
	case "g", "a":
		if len(r.stack) > 1 {
			r.stack = r.stack[:len(r.stack)-1]
		}
	case "text":
		if r.inTxt != nil {
			r.text(*r.inTxt, r.txt.String())
			r.inTxt = nil
		}
	}
}

// parseTransform reads Graphviz's "scale(a b) rotate(0) translate(x y)".
func parseTransform(s string) affine {
	a := affine{sx: 1, sy: 1}
	if s == "" {
		return a
	}
	ops := strings.Split(s, ")")
	for _, op := range ops {
		name, args, ok := strings.Cut(strings.TrimSpace(op), "(")
		if !ok {
			continue
		}
		f := strings.Fields(strings.ReplaceAll(args, ",", " "))
		v := make([]float64, len(f))
		for i := range f {
			v[i] = num(f[i])
		}
		var b affine
		switch strings.TrimSpace(name) {
		case "scale":
			if len(v) == 0 {
				continue
			}
			b = affine{sx: v[0], sy: v[0]}
			if len(v) > 1 {
				b.sy = v[1]
			}
		case "translate":
			if len(v) == 0 {
				continue
			}
			b = affine{sx: 1, sy: 1, tx: v[0]}
			if len(v) > 1 {
				b.ty = v[1]
			}
		default: // rotate(0) and anything else: ignored
			continue
		}
		a = a.then(b)
	}
	return a
}

type rgba struct{ r, g, b, a float64 }

var namedColors = map[string]string{
	"black": "#000000", "white": "#ffffff", "red": "#ff0000", "green": "#008000", "blue": "#0000ff",
	"grey": "#808080", "gray": "#808080", "lightgrey": "#d3d3d3", "lightgray": "#d3d3d3",
	"yellow": "#ffff00", "gold": "#ffd700", "orange": "#ffa500", "navy": "#000080",
	"darkgrey": "#a9a9a9", "darkgray": "#a9a9a9", "silver": "#c0c0c0",
}

// color reads an SVG paint: "none" and "transparent" give ok=false.
func parsePaint(s string, opacity string) (rgba, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if s == "" || s == "none" || s == "transparent" {
		return rgba{}, false
	}
	if h, ok := namedColors[s]; ok {
		s = h
	}
	c := rgba{a: 1}
	if strings.HasPrefix(s, "#") {
		h := s[1:]
		if len(h) == 3 || len(h) == 4 {
			var x strings.Builder
			for _, ch := range h {
				x.WriteRune(ch)
				x.WriteRune(ch)
			}
			h = x.String()
		}
		if len(h) == 6 || len(h) == 8 {
			v, err := strconv.ParseUint(h, 16, 64)
			if err == nil {
				if len(h) == 8 {
					c.a = float64(v&0xff) / 255
					v >>= 8
				}
				c.r, c.g, c.b = float64(v>>16&0xff)/255, float64(v>>8&0xff)/255, float64(v&0xff)/255
			}
		}
	}
	if opacity != "" {
		c.a *= math.Max(0, math.Min(1, num(opacity)))
	}
	if c.a <= 0 {
		return c, false
	}
	return c, true
}

func (r *rasterizer) shape(e xml.StartElement) {
	dc := r.dc
	m := r.cur()
	dc.ClearPath()
	switch e.Name.Local {
	case "polygon", "polyline":
		pts := strings.Fields(strings.ReplaceAll(attr(e, "points"), ",", " "))
		for i := 0; i+1 < len(pts); i += 2 {
			x, y := m.apply(num(pts[i]), num(pts[i+1]))
			if i == 0 {
				dc.MoveTo(x, y)
			} else {
				dc.LineTo(x, y)
			}
		}
		if e.Name.Local == "polygon" {
			dc.ClosePath()
		}
	case "path":
		tracePath(dc, m, attr(e, "d"))
	case "ellipse", "circle":
		cx, cy := m.apply(num(attr(e, "cx")), num(attr(e, "cy")))
		rx, ry := num(attr(e, "rx")), num(attr(e, "ry"))
		if e.Name.Local == "circle" {
			rx, ry = num(attr(e, "r")), num(attr(e, "r"))
		}
		dc.DrawEllipse(cx, cy, math.Abs(rx*m.sx), math.Abs(ry*m.sy))
	case "rect":
		x, y := m.apply(num(attr(e, "x")), num(attr(e, "y")))
		dc.DrawRectangle(x, y, num(attr(e, "width"))*m.sx, num(attr(e, "height"))*m.sy)
	case "line":
		x1, y1 := m.apply(num(attr(e, "x1")), num(attr(e, "y1")))
		x2, y2 := m.apply(num(attr(e, "x2")), num(attr(e, "y2")))
		dc.MoveTo(x1, y1)
		dc.LineTo(x2, y2)
	}
	fill, hasFill := parsePaint(attr(e, "fill"), attr(e, "fill-opacity"))
	if attr(e, "fill") == "" && e.Name.Local != "polyline" && e.Name.Local != "line" {
		fill, hasFill = rgba{a: 1}, true // SVG's default fill is black
	}
	stroke, hasStroke := parsePaint(attr(e, "stroke"), attr(e, "stroke-opacity"))
	if hasFill {
		dc.SetRGBA(fill.r, fill.g, fill.b, fill.a)
		if hasStroke {
			dc.FillPreserve()
		} else {
			dc.Fill()
		}
	}
	if hasStroke {
		w := 1.0
		if s := attr(e, "stroke-width"); s != "" {
			w = num(s)
		}
		dc.SetLineWidth(w * math.Abs(m.sx))
		dc.SetLineJoinRound()
		dc.SetLineCapButt()
		if da := attr(e, "stroke-dasharray"); da != "" && da != "none" {
			var dashes []float64
			for _, f := range strings.Fields(strings.ReplaceAll(da, ",", " ")) {
				dashes = append(dashes, num(f)*math.Abs(m.sx))
			}
			dc.SetDash(dashes...)
		} else {
			dc.SetDash()
		}
		dc.SetRGBA(stroke.r, stroke.g, stroke.b, stroke.a)
		dc.Stroke()
		dc.SetDash()
	}
	dc.ClearPath()
}

// pathSink is where tracePath draws: a gg.Context for PNG, a PDF page (pdf.go).
type pathSink interface {
	MoveTo(x, y float64)
	LineTo(x, y float64)
	CubicTo(x1, y1, x2, y2, x3, y3 float64)
	ClosePath()
}

// tracePath follows an SVG path of absolute and relative M, L, H, V, C and Z commands
// (Graphviz writes M and C).
func tracePath(dc pathSink, m affine, d string) {
	var toks []string
	var cur strings.Builder
	flush := func() {
		if cur.Len() > 0 {
			toks = append(toks, cur.String())
			cur.Reset()
		}
	}
	for i := 0; i < len(d); i++ {
		ch := d[i]
		switch {
		case ch == ',' || ch == ' ' || ch == '\n' || ch == '\t' || ch == '\r':
			flush()
		case (ch >= 'A' && ch <= 'Z' && ch != 'E') || (ch >= 'a' && ch <= 'z' && ch != 'e'):
			flush()
			toks = append(toks, string(ch))
		case ch == '-' && cur.Len() > 0 && !strings.HasSuffix(cur.String(), "e") && !strings.HasSuffix(cur.String(), "E"):
			flush()
			cur.WriteByte(ch)
		default:
			cur.WriteByte(ch)
		}
	}
	flush()
	var cmd byte
	x, y := 0.0, 0.0 // current point, in SVG units
	sx, sy := 0.0, 0.0
	i := 0
	next := func() (float64, bool) {
		if i < len(toks) && len(toks[i]) > 0 && !(len(toks[i]) == 1 && isCmd(toks[i][0])) {
			v := num(toks[i])
			i++
			return v, true
		}
		return 0, false
	}
	for i < len(toks) {
		if len(toks[i]) == 1 && isCmd(toks[i][0]) {
			cmd = toks[i][0]
			i++
		}
		rel := cmd >= 'a' && cmd <= 'z'
		ox, oy := 0.0, 0.0
		if rel {
			ox, oy = x, y
		}
		switch cmd | 0x20 {
		case 'm', 'l':
			a, ok1 := next()
			b, ok2 := next()
			if !ok1 || !ok2 {
				return
			}
			x, y = a+ox, b+oy
			px, py := m.apply(x, y)
			if cmd|0x20 == 'm' {
				dc.MoveTo(px, py)
				sx, sy = x, y
				if rel {
					cmd = 'l'
				} else {
					cmd = 'L'
				}
			} else {
				dc.LineTo(px, py)
			}
		case 'h':
			a, ok := next()
			if !ok {
				return
			}
			x = a + ox
			dc.LineTo(m.apply(x, y))
		case 'v':
			a, ok := next()
			if !ok {
				return
			}
			y = a + oy
			dc.LineTo(m.apply(x, y))
		case 'c':
			var v [6]float64
			for j := range v {
				f, ok := next()
				if !ok {
					return
				}
				v[j] = f
			}
			x1, y1 := m.apply(v[0]+ox, v[1]+oy)
			x2, y2 := m.apply(v[2]+ox, v[3]+oy)
			x, y = v[4]+ox, v[5]+oy
			x3, y3 := m.apply(x, y)
			dc.CubicTo(x1, y1, x2, y2, x3, y3)
		case 'z':
			dc.ClosePath()
			x, y = sx, sy
		default:
			return // unsupported command: stop drawing this path
		}
	}
}

func isCmd(c byte) bool { return strings.IndexByte("MmLlHhVvCcZz", c) >= 0 }

func (r *rasterizer) text(e xml.StartElement, s string) {
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
	m := r.cur()
	size := num(attr(e, "font-size"))
	if size <= 0 {
		size = 14
	}
	px := size * math.Abs(m.sy)
	if px < 1 {
		return
	}
	face := r.fontFace(attr(e, "font-weight") == "bold", attr(e, "font-style") == "italic", px)
	r.dc.SetFontFace(face)
	r.dc.SetRGBA(c.r, c.g, c.b, c.a)
	x, y := m.apply(num(attr(e, "x")), num(attr(e, "y")))
	ax := 0.0
	switch attr(e, "text-anchor") {
	case "middle":
		ax = 0.5
	case "end":
		ax = 1
	}
	r.dc.DrawStringAnchored(s, x, y, ax, 0)
}

// fonts are parsed once; a parsed font is read-only and shared.
var fonts struct {
	once sync.Once
	ttf  [4]*truetype.Font // regular, bold, italic, bold italic
}

type faceKey struct {
	style int
	px    int // tenths of a pixel
}

var fontFiles = [4][]string{
	{"/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", "/usr/share/fonts/TTF/DejaVuSans.ttf", "/usr/share/fonts/dejavu/DejaVuSans.ttf", "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf", "/usr/local/share/fonts/DejaVuSans.ttf"},
	{"/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/TTF/DejaVuSans-Bold.ttf", "/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf", "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Bold.ttf", "/usr/local/share/fonts/DejaVuSans-Bold.ttf"},
	{"/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf", "/usr/share/fonts/TTF/DejaVuSans-Oblique.ttf", "/usr/share/fonts/dejavu/DejaVuSans-Oblique.ttf", "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-Oblique.ttf", "/usr/local/share/fonts/DejaVuSans-Oblique.ttf"},
	{"/usr/share/fonts/truetype/dejavu/DejaVuSans-BoldOblique.ttf", "/usr/share/fonts/TTF/DejaVuSans-BoldOblique.ttf", "/usr/share/fonts/dejavu/DejaVuSans-BoldOblique.ttf", "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans-BoldOblique.ttf", "/usr/local/share/fonts/DejaVuSans-BoldOblique.ttf"},
}

var goFonts = [4][]byte{goregular.TTF, gobold.TTF, goitalic.TTF, gobolditalic.TTF}

func loadFonts() {
	for i := range fonts.ttf {
		for _, path := range fontFiles[i] {
			data, err := os.ReadFile(path)
			if err != nil {
				continue
			}
			if f, err := truetype.Parse(data); err == nil {
				fonts.ttf[i] = f
				break
			}
		}
		if fonts.ttf[i] == nil {
			fonts.ttf[i], _ = truetype.Parse(goFonts[i])
		}
	}
}

func (r *rasterizer) fontFace(bold, italic bool, px float64) font.Face {
	fonts.once.Do(loadFonts)
	style := 0
	if bold {
		style |= 1
	}
	if italic {
		style |= 2
	}
	key := faceKey{style, int(math.Round(px * 10))}
	if f, ok := r.faces[key]; ok {
		return f
	}
	if r.faces == nil {
		r.faces = map[faceKey]font.Face{}
	}
	f := truetype.NewFace(fonts.ttf[style], &truetype.Options{Size: float64(key.px) / 10, Hinting: font.HintingNone})
	r.faces[key] = f
	return f
}
