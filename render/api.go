package render

import (
	"context"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strconv"

	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
)

// Picture draws a trace at opt.Step in the given format. SVG, PNG and PDF are laid out
// and drawn by this package (DrawSVG, then svgconv.Rasterize at opt.DPI or svgconv.PDF:
// the PNG and the PDF hold what the SVG holds, nothing more), in time linear
// in the drawn tree and safe for concurrent use; r may then be nil. With opt.Engine
// EngineGraphviz, r draws the DOT text instead. DOT is the DOT text.
func Picture(ctx context.Context, r Renderer, t *trace.Trace, opt Options, format Format) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	if err := opt.Check(t); err != nil {
		return nil, err
	}
	if opt.Graphviz() && format != FormatDOT {
		if r == nil {
			return nil, errors.New("render: the graphviz engine needs a renderer")
		}
		if format == FormatPDF {
			svg, err := r.Render(ctx, DOT(t, opt), FormatSVG)
			if err != nil {
				return nil, err
			}
			return svgconv.PDFContext(ctx, svg)
		}
		return r.Render(ctx, DOT(t, opt), format)
	}
	switch format {
	case FormatDOT:
		return DOT(t, opt), nil
	case FormatSVG:
		return DrawSVG(t, opt), nil
	case FormatPNG:
		return svgconv.RasterizeContext(ctx, DrawSVG(t, opt), 0)
	case FormatPDF:
		return svgconv.PDFContext(ctx, DrawSVG(t, opt))
	}
	return nil, fmt.Errorf("render: unknown format %q", format)
}

// SVG draws a trace at opt.Step as SVG.
func SVG(ctx context.Context, r Renderer, t *trace.Trace, opt Options) ([]byte, error) {
	return Picture(ctx, r, t, opt, FormatSVG)
}

// PNG draws a trace at opt.Step as PNG.
func PNG(ctx context.Context, r Renderer, t *trace.Trace, opt Options) ([]byte, error) {
	return Picture(ctx, r, t, opt, FormatPNG)
}

// MaxSlideSteps is the most steps AllSteps draws: a slide sequence longer than that is
// no use to anyone (draw a smaller tree, or a depth-limited search).
const MaxSlideSteps = 2000

// EachStepDOT calls fn with the DOT text of every step of a trace, in order (step is 0
// for the first). opt.Step is ignored. The steps share a layout as long as what is
// drawn stays the same (with opt.Unreached ghost and no folding, all of them); a step
// that hides what is not reached is laid out for what it has reached. It is much
// faster than calling DOT for each step: the node states advance one step at a time.
func EachStepDOT(t *trace.Trace, opt Options, fn func(step int, dot []byte) error) error {
	return eachStep(t, opt, (*plan).dot, fn)
}

// EachStepSVG is EachStepDOT for the SVG this package draws (DrawSVG), each step the
// same picture as DrawSVG's.
func EachStepSVG(t *trace.Trace, opt Options, fn func(step int, svg []byte) error) error {
	return eachStep(t, opt, (*plan).svg, fn)
}

func eachStep(t *trace.Trace, opt Options, draw func(*plan, []trace.NodeState, int) []byte, fn func(int, []byte) error) error {
	opt.Step = 0
	p := newPlan(t, opt)
	st := p.states(-1)
	for k := range t.StepCount() {
		t.Apply(st, k)
		p.opt.Step = k // the step's current node is its focus
		if p.stale(p.stepNode(k), st) {
			p = p.redecided(st)
		}
		if err := fn(k, draw(p, st, k)); err != nil {
			return err
		}
	}
	return nil
}

// StepFileName names the picture of step k (0-based) of a trace of n steps:
// "step-0001.svg" for the first, with more digits when n needs them, so that the
// names sort in step order.
func StepFileName(k, n int, format Format) string {
	width := max(4, len(strconv.Itoa(n)))
	return fmt.Sprintf("step-%0*d.%s", width, k+1, format)
}

// AllSteps draws every step of a trace into dir (created if needed), one file per step
// named by StepFileName, for a slide sequence, and returns the paths written. Traces of
// more than MaxSlideSteps steps are refused. Every step is drawn by this package on one
// layout (EachStepSVG, or EachStepDOT for dot); r draws only for EngineGraphviz and
// may otherwise be nil.
func AllSteps(ctx context.Context, r Renderer, t *trace.Trace, opt Options, format Format, dir string) ([]string, error) {
	n := t.StepCount()
	if n == 0 {
		return nil, fmt.Errorf("render: the trace has no recorded steps (search with recording on)")
	}
	if n > MaxSlideSteps {
		return nil, fmt.Errorf("render: %d steps is too many for a slide sequence (at most %d): draw a smaller tree or a shallower search", n, MaxSlideSteps)
	}
	if _, err := ParseFormat(string(format)); err != nil {
		return nil, err
	}
	if err := opt.Check(t); err != nil {
		return nil, err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return nil, err
	}
	var paths []string
	each := EachStepSVG
	if format == FormatDOT || opt.Graphviz() {
		each = EachStepDOT
	}
	err := each(t, opt, func(k int, data []byte) error {
		if err := ctx.Err(); err != nil {
			return err
		}
		if opt.Graphviz() && format != FormatDOT {
			drawn := format
			if format == FormatPDF { // Graphviz's SVG, drawn as PDF here
				drawn = FormatSVG
			}
			out, err := r.Render(ctx, data, drawn)
			if err == nil && format == FormatPDF {
				out, err = svgconv.PDFContext(ctx, out)
			}
			if err != nil {
				return fmt.Errorf("step %d: %w", k+1, err)
			}
			data = out
		} else if format == FormatPNG {
			png, err := svgconv.RasterizeContext(ctx, data, 0)
			if err != nil {
				return fmt.Errorf("step %d: %w", k+1, err)
			}
			data = png
		} else if format == FormatPDF {
			pdf, err := svgconv.PDFContext(ctx, data)
			if err != nil {
				return fmt.Errorf("step %d: %w", k+1, err)
			}
			data = pdf
		}
		path := filepath.Join(dir, StepFileName(k, n, format))
		if err := os.WriteFile(path, data, 0o644); err != nil {
			return err
		}
		paths = append(paths, path)
		return nil
	})
	return paths, err
}
