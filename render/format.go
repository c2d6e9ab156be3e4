package render

import (
	"context"

	"github.com/gametree/gametree/internal/choice"
	"github.com/gametree/gametree/msg"
)

// Format is an output format: a picture's (PictureFormats), or a worksheet's (package
// worksheet adds PDF).
type Format string

const (
	// FormatSVG is an SVG with the ids and classes of the package documentation.
	FormatSVG Format = "svg"
	// FormatPNG is the SVG drawn as PNG (package svgconv).
	FormatPNG Format = "png"
	// FormatDOT is the DOT text itself.
	FormatDOT Format = "dot"
	// FormatPDF is the SVG drawn as PDF (package svgconv: vectors, texts as text), one
	// page the picture's size.
	FormatPDF Format = "pdf"
)

// FormatSet is the formats one kind of output is written in: the one reading of a
// format's name (a picture's, a worksheet's), and the coded error naming another.
type FormatSet struct {
	code    string // the error's code; its message names the formats
	blank   Format // what an empty name reads as ("": none, an error)
	formats []Format
}

// NewFormatSet is formats, an empty name read as blank ("": refused), any other name
// refused with the coded error code (its parameter value, the name).
func NewFormatSet(code string, blank Format, formats ...Format) FormatSet {
	return FormatSet{code: code, blank: blank, formats: formats}
}

// PictureFormats are a picture's: svg, png, pdf and dot (picture.format).
var PictureFormats = NewFormatSet("picture.format", "", FormatSVG, FormatPNG, FormatPDF, FormatDOT)

// Parse reads a format's name, in any case, as one of set.
func (set FormatSet) Parse(name string) (Format, error) {
	f, ok := choice.Parse(name, set.blank, set.formats...)
	if !ok {
		return "", msg.New(set.code, "value", name)
	}
	return f, nil
}

// ParseFormat reads a picture's format name ("svg", "png", "pdf", "dot"): PictureFormats.
func ParseFormat(s string) (Format, error) { return PictureFormats.Parse(s) }

// Renderer turns DOT text into a picture: Graphviz's layout and drawing, for
// EngineGraphviz (package graphviz in this process, package workers in worker
// processes).
type Renderer interface {
	Render(ctx context.Context, dot []byte, format Format) ([]byte, error)
}
