package render

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"

	"github.com/goccy/go-graphviz"

	"github.com/gametree/gametree/render/svgconv"
)

// Format is an output format.
type Format string

const (
	// FormatSVG is Graphviz's SVG, with the ids and classes of the package
	// documentation.
	FormatSVG Format = "svg"
	// FormatPNG is the SVG rasterised by this package (see PNGScale).
	FormatPNG Format = "png"
	// FormatDOT returns the DOT text itself, unrendered.
	FormatDOT Format = "dot"
)

// ParseFormat reads a format name ("svg", "png", "dot").
func ParseFormat(s string) (Format, error) {
	switch f := Format(s); f {
	case FormatSVG, FormatPNG, FormatDOT:
		return f, nil
	}
	return "", fmt.Errorf("unknown format %q (choose svg, png or dot)", s)
}

// Renderer turns DOT text into a picture.
type Renderer interface {
	Render(ctx context.Context, dot []byte, format Format) ([]byte, error)
}

// MaxDOT is the largest DOT text a renderer accepts.
const MaxDOT = 64 << 20

// The go-graphviz module (Graphviz compiled to WebAssembly) is one per process and not
// safe for concurrent use: every call goes through gv.mu.
var gv struct {
	mu  sync.Mutex
	g   *graphviz.Graphviz
	err error
}

// renderSVG lays out and renders DOT text as SVG in this process. It never hands a
// cancellable context to go-graphviz (a cancelled render can poison the module): ctx is
// only checked before the render starts.
func renderSVG(ctx context.Context, dot []byte) ([]byte, error) {
	if len(dot) > MaxDOT {
		return nil, fmt.Errorf("render: DOT text of %d bytes is over the limit of %d", len(dot), MaxDOT)
	}
	gv.mu.Lock()
	defer gv.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	bg := context.Background()
	if gv.g == nil && gv.err == nil {
		gv.g, gv.err = graphviz.New(bg)
	}
	if gv.err != nil {
		return nil, fmt.Errorf("render: starting graphviz: %w", gv.err)
	}
	graph, err := graphviz.ParseBytes(dot)
	if err != nil {
		return nil, fmt.Errorf("render: parsing DOT: %w", err)
	}
	if graph == nil {
		return nil, errors.New("render: parsing DOT: no graph")
	}
	defer graph.Close()
	var buf bytes.Buffer
	if err := gv.g.Render(bg, graph, graphviz.SVG, &buf); err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	return fixSVG(buf.Bytes()), nil
}

// fixSVG widens the font family Graphviz writes (it sizes text with Verdana's
// metrics, which DejaVu Sans shares) so that systems without Verdana pick a font of
// the same widths.
func fixSVG(svg []byte) []byte {
	return bytes.ReplaceAll(svg, []byte(`font-family="Verdana"`), []byte(`font-family="Verdana,DejaVu Sans,Bitstream Vera Sans,sans-serif"`))
}

// InProcess renders in this process, through the process-wide Graphviz module: for
// command-line use. Renders are serialised; the zero value is ready to use.
type InProcess struct {
	// PNGScale is the number of pixels per point of PNG output (0: DefaultPNGScale).
	PNGScale float64
}

// Render implements Renderer.
func (r *InProcess) Render(ctx context.Context, dot []byte, format Format) ([]byte, error) {
	switch format {
	case FormatDOT:
		return append([]byte(nil), dot...), nil
	case FormatSVG, FormatPNG:
	default:
		return nil, fmt.Errorf("render: unknown format %q", format)
	}
	svg, err := renderSVG(ctx, dot)
	if err != nil {
		return nil, err
	}
	if format == FormatPNG {
		return svgconv.Rasterize(svg, r.PNGScale)
	}
	return svg, nil
}

// Warm starts the Graphviz module (compiling it the first time) so the first real
// render does not pay for it.
func (r *InProcess) Warm(ctx context.Context) error {
	_, err := renderSVG(ctx, []byte("digraph{a}"))
	return err
}
