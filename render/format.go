package render

import (
	"context"
	"fmt"
)

// Format is an output format.
type Format string

const (
	// FormatSVG is an SVG with the ids and classes of the package documentation.
	FormatSVG Format = "svg"
	// FormatPNG is the SVG drawn as PNG (package svgconv).
	FormatPNG Format = "png"
	// FormatDOT is the DOT text itself.
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

// Renderer turns DOT text into a picture: Graphviz's layout and drawing, for
// EngineGraphviz (package graphviz in this process, package workers in worker
// processes).
type Renderer interface {
	Render(ctx context.Context, dot []byte, format Format) ([]byte, error)
}
