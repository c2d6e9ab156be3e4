package render

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A picture as PDF: one page of the SVG's size, its texts as text, the same bytes for
// the same picture.
func TestPDF(t *testing.T) {
	tr := search(t, "tree", fig52, trace.Options{})
	svg := DrawSVG(tr, Options{Look: LookSolution, Window: true, Order: true, Lang: "es", Title: "Figura 5.2 <α>"})
	pdf, err := svgconv.PDF(svg)
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
	again, err := svgconv.PDF(svg)
	require.NoError(t, err)
	assert.Equal(t, pdf, again, "the same bytes for the same picture")
	_, err = svgconv.PDF([]byte("<g/>"))
	assert.Error(t, err)
	_, err = svgconv.PDF([]byte("<svg"))
	assert.Error(t, err)
}

// A real picture: the PNG has the SVG's size at twice the resolution and draws the
// tree's lines (go-graphviz's own PNG renderer draws none).
func TestPNGOfATree(t *testing.T) {
	tr := search(t, "tree", fig52, trace.Options{})
	svg := DrawSVG(tr, Options{Step: Finished})
	data, err := Picture(t.Context(), nil, tr, Options{Step: Finished}, FormatPNG)
	require.NoError(t, err)
	img := decodePNG(t, data)
	root := parseSVG(t, svg)
	w, h := points(t, root.attr("width")), points(t, root.attr("height"))
	assert.InDelta(t, 2*w, img.Bounds().Dx(), 1.5)
	assert.InDelta(t, 2*h, img.Bounds().Dy(), 1.5)
	darkPixels := 0
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 2 {
		for x := b.Min.X; x < b.Max.X; x += 2 {
			if dark(img.At(x, y)) {
				darkPixels++
			}
		}
	}
	assert.Greater(t, darkPixels, 1000, "lines and text are drawn")
}

func decodePNG(t *testing.T, data []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(data))
	require.NoError(t, err)
	return img
}

func dark(c color.Color) bool {
	r, g, b, _ := c.RGBA()
	return r+g+b < 3*0x8000
}

// points reads an SVG length in points ("12.5pt").
func points(t *testing.T, s string) float64 {
	t.Helper()
	v, err := strconv.ParseFloat(strings.TrimSuffix(s, "pt"), 64)
	require.NoError(t, err)
	return v
}
