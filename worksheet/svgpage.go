package worksheet

import (
	"bytes"
	"errors"
	"regexp"
	"strconv"
	"strings"

	"github.com/gametree/gametree/internal/svgout"
)

// svgPage writes an SVG page in points: texts, frames and embedded tree pictures.
type svgPage struct {
	b    bytes.Buffer
	w, h float64
}

// Colours of the page's own texts and frames.
const (
	colInk   = "#222222"
	colMuted = "#666666"
	colFrame = "#c8c8c8"
)

// text writes one line of text whose baseline is at y.
func (pg *svgPage) text(x, y, size float64, anchor string, bold bool, color, s string) {
	pg.b.WriteString(`<text text-anchor="` + anchor + `" x="` + svgout.Num(x) + `" y="` + svgout.Num(y) + `"`)
	if bold {
		pg.b.WriteString(` font-weight="bold"`)
	}
	pg.b.WriteString(` font-size="` + svgout.Num(size) + `"`)
	if color != "" {
		pg.b.WriteString(` fill="` + color + `"`)
	}
	pg.b.WriteString(">" + svgout.Escape(s) + "</text>\n")
}

// frame writes a rectangle's outline.
func (pg *svgPage) frame(x0, y0, x1, y1 float64, color string, width float64) {
	pg.b.WriteString(`<polygon fill="none" stroke="` + color + `" stroke-width="` + svgout.Num(width) + `" points="` +
		svgout.Num(x0) + "," + svgout.Num(y0) + " " + svgout.Num(x1) + "," + svgout.Num(y0) + " " + svgout.Num(x1) + "," + svgout.Num(y1) + " " + svgout.Num(x0) + "," + svgout.Num(y1) + " " + svgout.Num(x0) + "," + svgout.Num(y0) + `"/>` + "\n")
}

// rule writes a horizontal line.
func (pg *svgPage) rule(x0, x1, y float64, color string, width float64) {
	pg.b.WriteString(`<path fill="none" stroke="` + color + `" stroke-width="` + svgout.Num(width) + `" d="M` + svgout.Num(x0) + "," + svgout.Num(y) + "L" + svgout.Num(x1) + "," + svgout.Num(y) + `"/>` + "\n")
}

// picture is a tree drawn by package render: its size in points and its content.
type picture struct {
	w, h  float64
	inner []byte // what is inside its <svg> element
}

var sizeAttr = regexp.MustCompile(`<svg width="([0-9.]+)pt" height="([0-9.]+)pt"`)

// readPicture takes a picture of package render apart.
func readPicture(svg []byte) (picture, error) {
	m := sizeAttr.FindSubmatch(svg)
	start := bytes.Index(svg, []byte("<svg "))
	end := bytes.LastIndex(svg, []byte("</svg>"))
	if m == nil || start < 0 || end < 0 {
		return picture{}, errors.New("worksheet: not a picture of package render")
	}
	open := bytes.IndexByte(svg[start:], '>')
	if open < 0 || start+open+1 > end {
		return picture{}, errors.New("worksheet: not a picture of package render")
	}
	w, _ := strconv.ParseFloat(string(m[1]), 64)
	h, _ := strconv.ParseFloat(string(m[2]), 64)
	return picture{w: w, h: h, inner: svg[start+open+1 : end]}, nil
}

// place writes a picture with its top left corner at (x, y), scaled by s; its ids get
// a prefix, so that several trees on one page keep unique ids.
func (pg *svgPage) place(p picture, x, y, s float64, prefix string) {
	pg.b.WriteString(`<g transform="translate(` + svgout.Num(x) + " " + svgout.Num(y) + ") scale(" + svgout.Scale(s) + `)">` + "\n")
	pg.b.Write(bytes.ReplaceAll(p.inner, []byte(` id="`), []byte(` id="`+prefix)))
	pg.b.WriteString("</g>\n")
}

// document is the whole SVG.
func (pg *svgPage) document() []byte {
	var out bytes.Buffer
	out.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>` + "\n")
	out.WriteString(`<!-- gametree worksheet: laid out by github.com/gametree/gametree/worksheet -->` + "\n")
	out.WriteString(`<svg width="` + svgout.Num(pg.w) + `pt" height="` + svgout.Num(pg.h) + `pt" viewBox="0 0 ` + svgout.Num(pg.w) + " " + svgout.Num(pg.h) +
		`" font-family="` + svgout.FontFamily + `" xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">` + "\n")
	out.WriteString(`<polygon fill="#ffffff" stroke="none" points="0,0 ` + svgout.Num(pg.w) + ",0 " + svgout.Num(pg.w) + "," + svgout.Num(pg.h) + " 0," + svgout.Num(pg.h) + ` 0,0"/>` + "\n")
	out.Write(pg.b.Bytes())
	out.WriteString("</svg>\n")
	return out.Bytes()
}

// textWidth is the width of a text in points (bold a tenth wider).
func textWidth(s string, size float64, bold bool) float64 {
	w := svgout.TextWidth(s, size)
	if bold {
		w *= 1.1
	}
	return w
}

// wrap breaks a text into lines no wider than width (a word longer than a line gets
// a line of its own).
func wrap(s string, size, width float64, bold bool) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && textWidth(try, size, bold) > width {
			lines = append(lines, line)
			line = word
			continue
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
