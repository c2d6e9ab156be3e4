package svgconv

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A picture of package render (a golden file) as PDF: one page of the SVG's size, its texts as text, the same bytes for
// the same picture.
func TestPDF(t *testing.T) {
	t.Parallel()
	svg, err := os.ReadFile(filepath.Join("..", "testdata", "solution-window-order-es.svg"))
	require.NoError(t, err)
	pdf, err := PDF(svg)
	require.NoError(t, err)
	if os.Getenv("PDF_OUT") != "" {
		require.NoError(t, os.WriteFile(os.Getenv("PDF_OUT"), pdf, 0o644))
	}
	assert.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")), "a PDF")
	assert.Equal(t, 1, bytes.Count(pdf, []byte("/Type /Page\n")), "one page")
	size := regexp.MustCompile(`<svg width="([0-9.]+)pt" height="([0-9.]+)pt"`).FindSubmatch(svg)
	require.NotNil(t, size)
	w, _ := strconv.ParseFloat(string(size[1]), 64)
	h, _ := strconv.ParseFloat(string(size[2]), 64)
	assert.Contains(t, string(pdf), fmt.Sprintf("/MediaBox [0 0 %.2f %.2f]", w, h), "the picture's size")
	assert.Contains(t, string(pdf), "/FontFile2", "the font embedded")
	again, err := PDF(svg)
	require.NoError(t, err)
	assert.Equal(t, pdf, again, "the same bytes for the same picture")
	_, err = PDF([]byte("<g/>"))
	assert.Error(t, err)
	_, err = PDF([]byte("<svg"))
	assert.Error(t, err)
}

// Odd SVG gives a PDF or an error, never a panic nor a hang.
func TestPDFOddInput(t *testing.T) {
	t.Parallel()
	head := `<svg width="100pt" height="50pt" viewBox="0 0 100 50">`
	for _, c := range []struct {
		svg string
		ok  bool
	}{
		{head + `</svg>`, true},
		{head + `<path d="L 3"/><path d="M"/><path d="M1,2 C 3"/><path d="M1 2 Q 3 4 5 6"/></svg>`, true},
		{head + `<path d="M1,2 L3,4 Z 5" stroke="black"/><path d="m1 2z3 4" stroke="black"/></svg>`, true}, // numbers after Z: it looped for ever
		{head + `<polygon points="1"/><polygon points="a,b,c,d"/><circle r="-3"/><rect width="x"/></svg>`, true},
		{head + `<text>no size</text><text font-size="-4">x</text><text font-size="1e9" x="1e9">big</text></svg>`, true},
		{head + `<g transform="scale(0) translate(nan)"><text font-size="10">gone</text></g><svg><text>inner</text></svg></svg>`, true},
		{head + `<text font-size="10" fill="#12">` + "\x00" + `</text></svg>`, false},
		{`<svg width="0pt" height="50pt"></svg>`, false},
		{`<svg width="1e9pt" height="1e9pt"></svg>`, false},
		{`<svg width="10pt" height="10pt"><g>`, false},
	} {
		pdf, err := PDF([]byte(c.svg))
		if c.ok {
			require.NoError(t, err, c.svg)
			assert.True(t, bytes.HasPrefix(pdf, []byte("%PDF-")), c.svg)
		} else {
			assert.Error(t, err, c.svg)
		}
	}
}

// oddSVG are SVGs for the fuzz targets to start from: the odd ones above and one of
// every element the walker reads.
func oddSVG() []string {
	head := `<svg width="100pt" height="50pt" viewBox="0 0 100 50">`
	return []string{
		everyElement,
		head + `<path d="m10,-30 l20,0 h10 v-5 c5,0 5,5 10,5 z M60,-30 H80 Z 5" stroke="black"/></svg>`,
		head + `<g transform="scale(2 0.5) rotate(0) translate(4 46)"><polygon fill="red" points="0,0 1,1"/></g></svg>`,
		head + `<text font-size="10" font-weight="bold" text-anchor="end" x="50" y="20">α &amp; β</text></svg>`,
		`<!-- gametree png dpi 300 --><svg width="10pt" height="10pt"><rect width="5" height="5"/></svg>`,
	}
}

// FuzzPDF draws any SVG as PDF: an error or a PDF, never a panic nor a hang (the
// walker, paints and shapes the PNG is drawn with too).
func FuzzPDF(f *testing.F) {
	for _, s := range oddSVG() {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, svg []byte) {
		t.Parallel()
		pdf, err := PDF(svg)
		if err == nil && !bytes.HasPrefix(pdf, []byte("%PDF-")) {
			t.Fatalf("no error and no PDF: %.40q", pdf)
		}
	})
}

// pathCalls counts what tracePath draws.
type pathCalls struct{ n int }

func (c *pathCalls) MoveTo(x, y float64)                    { c.n++ }
func (c *pathCalls) LineTo(x, y float64)                    { c.n++ }
func (c *pathCalls) CubicTo(x1, y1, x2, y2, x3, y3 float64) { c.n++ }
func (c *pathCalls) ClosePath()                             { c.n++ }

// FuzzTracePath follows any path data: it ends, drawing at most one piece per
// command or number read.
func FuzzTracePath(f *testing.F) {
	for _, d := range []string{"M1,2 C3,4 5,6 7,8 Z", "m10,-30 l20,0 h10 v-5 c5,0 5,5 10,5 z M60,-30 H80 V-20 L60,-20 Z",
		"M1,2 L3,4 Z 5", "M1e-3-2E+2L-1-1", "M 1 2 3 4 5 6", "Q 1 2 3 4", "z z z", "M1,2z3,4"} {
		f.Add(d)
	}
	f.Fuzz(func(t *testing.T, d string) {
		t.Parallel()
		var c pathCalls
		tracePath(&c, affine{sx: 1, sy: 1}, d)
		if toks := len(pathTokens(d)); c.n > toks {
			t.Fatalf("%d pieces drawn from %d tokens", c.n, toks)
		}
	})
}
