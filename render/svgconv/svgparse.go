package svgconv

import (
	"encoding/xml"
	"math"
	"strconv"
	"strings"
)

// The pieces of SVG the walker (svgwalk.go) reads: numbers, transforms, paints and
// shapes' outlines.

type affine struct{ sx, sy, tx, ty float64 }

func (a affine) apply(x, y float64) (float64, float64) { return a.sx*x + a.tx, a.sy*y + a.ty }

// then composes a with an inner transform b (b applies first).
func (a affine) then(b affine) affine {
	return affine{sx: a.sx * b.sx, sy: a.sy * b.sy, tx: a.sx*b.tx + a.tx, ty: a.sy*b.ty + a.ty}
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

// pathSink is where tracePath draws: a gg.Context for PNG, a PDF page (pdf.go).
type pathSink interface {
	MoveTo(x, y float64)
	LineTo(x, y float64)
	CubicTo(x1, y1, x2, y2, x3, y3 float64)
	ClosePath()
}

// shapeSink is where traceShape draws: a gg.Context for PNG, a PDF page (pdf.go).
type shapeSink interface {
	pathSink
	DrawEllipse(x, y, rx, ry float64)
	DrawRectangle(x, y, w, h float64)
}

// traceShape draws the outline of a polygon, polyline, path, ellipse, circle, rect or
// line, m taking SVG units to device units.
func traceShape(dc shapeSink, e xml.StartElement, m affine) {
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
}

// tracePath follows an SVG path of absolute and relative M, L, H, V, C and Z commands
// (Graphviz writes M and C). It stops at the first command it does not know or whose
// numbers are missing, as SVG renderers stop at an error.
func tracePath(dc pathSink, m affine, d string) {
	pen := &pathPen{dc: dc, m: m, toks: pathTokens(d)}
	var cmd byte
	for pen.i < len(pen.toks) {
		if t := pen.toks[pen.i]; len(t) == 1 && isCmd(t[0]) {
			cmd = t[0]
			pen.i++
		} else if cmd|0x20 == 'z' {
			return // numbers after Z: an error (Z takes none)
		}
		next, ok := pen.draw(cmd)
		if !ok {
			return
		}
		cmd = next
	}
}

// pathTokens splits an SVG path's data into commands (one letter each) and numbers.
func pathTokens(d string) []string {
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
	return toks
}

// pathPen draws a path's commands on dc, m taking SVG units to device units.
type pathPen struct {
	dc     pathSink
	m      affine
	toks   []string
	i      int     // the next token
	x, y   float64 // the current point, in SVG units
	sx, sy float64 // where the subpath started
}

// number reads the next number, if the next token is one.
func (p *pathPen) number() (float64, bool) {
	if p.i < len(p.toks) && len(p.toks[p.i]) > 0 && !(len(p.toks[p.i]) == 1 && isCmd(p.toks[p.i][0])) {
		v := num(p.toks[p.i])
		p.i++
		return v, true
	}
	return 0, false
}

// numbers reads len(v) numbers into v.
func (p *pathPen) numbers(v []float64) bool {
	for j := range v {
		f, ok := p.number()
		if !ok {
			return false
		}
		v[j] = f
	}
	return true
}

// draw draws one command's numbers (cmd: M, L, H, V, C, Z, lower case when relative)
// and returns the command that more numbers would repeat (after a move, a line).
func (p *pathPen) draw(cmd byte) (next byte, ok bool) {
	ox, oy := 0.0, 0.0
	if cmd >= 'a' && cmd <= 'z' { // relative
		ox, oy = p.x, p.y
	}
	var v [6]float64
	switch cmd | 0x20 {
	case 'm', 'l':
		if !p.numbers(v[:2]) {
			return cmd, false
		}
		p.x, p.y = v[0]+ox, v[1]+oy
		if cmd|0x20 == 'l' {
			p.dc.LineTo(p.m.apply(p.x, p.y))
			return cmd, true
		}
		p.dc.MoveTo(p.m.apply(p.x, p.y))
		p.sx, p.sy = p.x, p.y
		return cmd + 'l' - 'm', true // M is followed by L, m by l
	case 'h', 'v':
		if !p.numbers(v[:1]) {
			return cmd, false
		}
		if cmd|0x20 == 'h' {
			p.x = v[0] + ox
		} else {
			p.y = v[0] + oy
		}
		p.dc.LineTo(p.m.apply(p.x, p.y))
	case 'c':
		if !p.numbers(v[:]) {
			return cmd, false
		}
		x1, y1 := p.m.apply(v[0]+ox, v[1]+oy)
		x2, y2 := p.m.apply(v[2]+ox, v[3]+oy)
		p.x, p.y = v[4]+ox, v[5]+oy
		x3, y3 := p.m.apply(p.x, p.y)
		p.dc.CubicTo(x1, y1, x2, y2, x3, y3)
	case 'z':
		p.dc.ClosePath()
		p.x, p.y = p.sx, p.sy
	default:
		return cmd, false // unsupported command: stop drawing this path
	}
	return cmd, true
}

func isCmd(c byte) bool { return strings.IndexByte("MmLlHhVvCcZz", c) >= 0 }
