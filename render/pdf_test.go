package render

import (
	"bytes"
	"fmt"
	"os"
	"regexp"
	"strconv"
	"testing"

	"github.com/gametree/gametree/trace"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A picture as PDF: one page of the SVG's size, its texts as text, the same bytes for
// the same picture.
func TestPDF(t *testing.T) {
	tr := search(t, "tree", fig52, trace.Options{})
	svg := DrawSVG(tr, Options{Look: LookSolution, Window: true, Order: true, Lang: "es", Title: "Figura 5.2 <α>"})
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

// Odd SVG gives a PDF or an error, never a panic.
func TestPDFOddInput(t *testing.T) {
	head := `<svg width="100pt" height="50pt" viewBox="0 0 100 50">`
	for _, c := range []struct {
		svg string
		ok  bool
	}{
		{head + `</svg>`, true},
		{head + `<path d="L 3"/><path d="M"/><path d="M1,2 C 3"/><path d="M1 2 Q 3 4 5 6"/></svg>`, true},
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
