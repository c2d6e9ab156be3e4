package svgconv

import (
	"bytes"
	"context"
	"encoding/xml"
	"errors"
	"image"
	"image/png"
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

// MinDPI and MaxDPI bound the resolution a drawing may ask for (DPIComment).
const MinDPI, MaxDPI = 36, 600

// DPIComment starts the XML comment before the <svg> element with which a drawing asks
// for its PNG resolution: "<!-- gametree png dpi 300 -->" (package render writes it
// for Options.DPI; Graphviz copies a graph's comment into its SVG the same way). It wins
// over the scale Rasterize is given.
const DPIComment = "gametree png dpi "

// Rasterize draws an SVG as PNG, scale pixels per point (0: DefaultPNGScale), unless
// the SVG asks for its own resolution (DPIComment). A picture of more than
// MaxPNGPixels is drawn smaller to fit.
//
// go-graphviz's own PNG renderer draws no outlines and no edges, so this package draws
// the SVG itself. It understands what package render and Graphviz write: groups with a scale and
// translate transform, polygon, polyline, path (M, L, C, Z), ellipse and text
// (anchored start, middle or end; bold and italic), with fill, stroke, opacity, stroke
// width and dashes. Fonts are DejaVu Sans when installed (Verdana's metrics, which
// Graphviz sized the text with), else the Go fonts.
func Rasterize(svg []byte, scale float64) ([]byte, error) {
	return RasterizeContext(context.Background(), svg, scale)
}

// RasterizeContext is Rasterize stopped by ctx: the drawing and the PNG encoding look
// at ctx as they go (every few elements, every write of the encoder) and return its
// error once it ends, so a large picture stops at its request's deadline.
func RasterizeContext(ctx context.Context, svg []byte, scale float64) ([]byte, error) {
	if scale <= 0 {
		scale = DefaultPNGScale
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	r := &rasterizer{scale: scale}
	defer func() { keepCanvas(r.canvas) }()
	started, err := walkSVG(ctx, svg, r)
	if err != nil {
		return nil, err
	}
	if !started {
		return nil, errors.New("svgconv: SVG has no <svg> element")
	}
	var buf bytes.Buffer
	// fast compression: a slide's 1920x1080 PNG in a third of the default's time, for
	// a file about a fifth larger (BenchmarkStepPicture)
	enc := png.Encoder{CompressionLevel: png.BestSpeed}
	if err := enc.Encode(ctxWriter{ctx, &buf}, r.dc.Image()); err != nil {
		if cerr := ctx.Err(); cerr != nil {
			return nil, cerr
		}
		return nil, err
	}
	return buf.Bytes(), nil
}

// ctxWriter stops a long write (the PNG encoder's) once its context ends.
type ctxWriter struct {
	ctx context.Context
	w   *bytes.Buffer
}

func (w ctxWriter) Write(p []byte) (int, error) {
	if err := w.ctx.Err(); err != nil {
		return 0, err
	}
	return w.w.Write(p)
}

// PNGSize is the size in pixels of the PNG Rasterize draws from an SVG at scale (0:
// DefaultPNGScale) and the resolution the SVG asks for (DPIComment), without drawing
// it: what a server weighs a picture by before it admits the drawing. It reads the
// SVG only up to its <svg> element.
func PNGSize(svg []byte, scale float64) (w, h int, err error) {
	if scale <= 0 {
		scale = DefaultPNGScale
	}
	r := &rasterizer{scale: scale, sizeOnly: true}
	if _, err := walkSVG(context.Background(), svg, r); err != nil && !errors.Is(err, errSized) {
		return 0, 0, err
	}
	if r.w == 0 {
		return 0, 0, errors.New("svgconv: SVG has no <svg> element")
	}
	return r.w, r.h, nil
}

// errSized stops a walk once the page's size is known (PNGSize).
var errSized = errors.New("svgconv: sized")

// rasterizer is the PNG canvas of walkSVG.
type rasterizer struct {
	faces  map[faceKey]font.Face // faces keep glyph caches: one set per drawing
	dc     *gg.Context
	canvas *image.RGBA // dc's pixels (newCanvas), kept for the next when done
	scale  float64     // pixels per point
	// sizeOnly: the page's size is all that is wanted (w, h; see PNGSize)
	sizeOnly bool
	w, h     int
}

// comment reads a resolution asked for in the drawing (DPIComment): it wins over the
// scale asked for.
func (r *rasterizer) comment(c xml.Comment) {
	if dpi, ok := commentDPI(c); ok {
		r.scale = dpi / 72
	}
}

func commentDPI(c xml.Comment) (float64, bool) {
	s := strings.TrimSpace(string(c))
	if !strings.HasPrefix(s, DPIComment) {
		return 0, false
	}
	n, err := strconv.Atoi(strings.TrimSpace(s[len(DPIComment):]))
	if err != nil || n < MinDPI || n > MaxDPI {
		return 0, false
	}
	return float64(n), true
}

func (r *rasterizer) page(w, h, vw, vh float64) (float64, error) {
	if w <= 0 || h <= 0 || vw <= 0 || vh <= 0 {
		return 0, errors.New("svgconv: SVG without a size")
	}
	scale := r.scale
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
	r.w, r.h = int(math.Ceil(pw)), int(math.Ceil(ph))
	if r.sizeOnly {
		return 0, errSized
	}
	r.canvas = newCanvas(r.w, r.h)
	r.dc = gg.NewContextForRGBA(r.canvas)
	r.dc.SetRGB(1, 1, 1)
	r.dc.Clear()
	return scale, nil
}

func (r *rasterizer) shape(e xml.StartElement, m affine, p shapePaint) {
	dc := r.dc
	dc.ClearPath()
	traceShape(dc, e, m)
	if p.hasFill {
		dc.SetRGBA(p.fill.r, p.fill.g, p.fill.b, p.fill.a)
		if p.hasStroke {
			dc.FillPreserve()
		} else {
			dc.Fill()
		}
	}
	if p.hasStroke {
		dc.SetLineWidth(p.width)
		dc.SetLineJoinRound()
		dc.SetLineCapButt()
		dc.SetDash(p.dashes...)
		dc.SetRGBA(p.stroke.r, p.stroke.g, p.stroke.b, p.stroke.a)
		dc.Stroke()
		dc.SetDash()
	}
	dc.ClearPath()
}

func (r *rasterizer) text(t svgText) {
	if t.size < 1 {
		return
	}
	r.dc.SetFontFace(r.fontFace(t.bold, t.italic, t.size))
	r.dc.SetRGBA(t.color.r, t.color.g, t.color.b, t.color.a)
	r.dc.DrawStringAnchored(t.s, t.x, t.y, t.anchor, 0)
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
