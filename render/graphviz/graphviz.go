package graphviz

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"sync"

	gv "github.com/goccy/go-graphviz"

	"github.com/gametree/gametree/internal/svgout"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/svgconv"
)

// MaxDOT is the largest DOT text Graphviz is given.
const MaxDOT = 64 << 20

// The go-graphviz module (Graphviz compiled to WebAssembly) is one per process and not
// safe for concurrent use: every call goes through module.mu.
var module struct {
	mu  sync.Mutex
	g   *gv.Graphviz
	err error
}

// SVG lays out and draws DOT text as SVG in this process, behind the process-wide
// lock. It never hands a cancellable context to go-graphviz (a cancelled render can
// poison the module): ctx is only checked before the render starts.
func SVG(ctx context.Context, dot []byte) ([]byte, error) {
	if err := checkSize(dot); err != nil {
		return nil, err
	}
	module.mu.Lock()
	defer module.mu.Unlock()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	bg := context.Background()
	if module.g == nil && module.err == nil {
		module.g, module.err = gv.New(bg)
	}
	if module.err != nil {
		return nil, fmt.Errorf("render: starting graphviz: %w", module.err)
	}
	graph, err := gv.ParseBytes(dot)
	if err != nil {
		return nil, fmt.Errorf("render: parsing DOT: %w", err)
	}
	if graph == nil {
		return nil, errors.New("render: parsing DOT: no graph")
	}
	defer graph.Close()
	var buf bytes.Buffer
	if err := module.g.Render(bg, graph, gv.SVG, &buf); err != nil {
		return nil, fmt.Errorf("render: %w", err)
	}
	return fixSVG(buf.Bytes()), nil
}

// fixSVG widens the font family Graphviz writes (it sizes text with Verdana's
// metrics, which DejaVu Sans shares) so that systems without Verdana pick a font of
// the same widths.
func fixSVG(svg []byte) []byte {
	return bytes.ReplaceAll(svg, []byte(`font-family="Verdana"`), []byte(`font-family="`+svgout.FontFamily+`"`))
}

// Check checks a render request before it reaches Graphviz: DOT asked for as DOT is
// its own answer (done, finished); an unknown format or a DOT text over MaxDOT is an
// error.
func Check(dot []byte, format render.Format) (done []byte, finished bool, err error) {
	switch format {
	case render.FormatDOT:
		return append([]byte(nil), dot...), true, nil
	case render.FormatSVG, render.FormatPNG:
	default:
		return nil, false, fmt.Errorf("render: unknown format %q", format)
	}
	return nil, false, checkSize(dot)
}

func checkSize(dot []byte) error {
	if len(dot) > MaxDOT {
		return fmt.Errorf("render: DOT text of %d bytes is over the limit of %d", len(dot), MaxDOT)
	}
	return nil
}

// InProcess renders in this process, through the process-wide Graphviz module: for
// the command line. Renders are serialised; the zero value is ready to use.
type InProcess struct {
	// PNGScale is the number of pixels per point of PNG output (0:
	// svgconv.DefaultPNGScale).
	PNGScale float64
}

// Render implements render.Renderer.
func (r *InProcess) Render(ctx context.Context, dot []byte, format render.Format) ([]byte, error) {
	if done, finished, err := Check(dot, format); finished || err != nil {
		return done, err
	}
	svg, err := SVG(ctx, dot)
	if err != nil {
		return nil, err
	}
	if format == render.FormatPNG {
		return svgconv.RasterizeContext(ctx, svg, r.PNGScale)
	}
	return svg, nil
}

// Warm starts the Graphviz module (compiling it the first time) so the first real
// render does not pay for it.
func (r *InProcess) Warm(ctx context.Context) error {
	_, err := SVG(ctx, []byte("digraph{a}"))
	return err
}
