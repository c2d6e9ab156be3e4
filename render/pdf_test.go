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
