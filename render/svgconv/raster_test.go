package svgconv

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

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

func TestRasterize(t *testing.T) {
	t.Parallel()
	svg := []byte(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>
<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
<svg width="100pt" height="50pt" viewBox="0.00 0.00 100.00 50.00" xmlns="http://www.w3.org/2000/svg">
<g id="graph0" class="graph" transform="scale(1 1) rotate(0) translate(4 46)">
<title>x</title>
<polygon fill="white" stroke="none" points="-4,4 -4,-46 96,-46 96,4 -4,4"/>
<polygon fill="#000000" stroke="black" points="0,0 0,-10 10,-10 10,0 0,0"/>
<path fill="none" stroke="black" stroke-width="2" stroke-dasharray="5,2" d="M20,-20C40,-20 60,-20 80,-20"/>
<text text-anchor="middle" x="50" y="-30" font-family="Verdana" font-size="10.00" fill="transparent">hidden</text>
</g>
</svg>`)
	data, err := Rasterize(svg, 2)
	require.NoError(t, err)
	img := decodePNG(t, data)
	assert.Equal(t, image.Rect(0, 0, 200, 100), img.Bounds(), "2 pixels per point")
	assert.True(t, dark(img.At(2*(4+5), 2*(46-5))), "the filled square")
	assert.False(t, dark(img.At(150, 10)), "background")
	assert.True(t, dark(img.At(2*(4+21), 2*(46-20))), "the dashed path starts with a dash")
	// the transparent text draws nothing
	for x := 2 * 30; x < 2*70; x++ {
		for y := 2 * 5; y < 2*16; y++ {
			require.False(t, dark(img.At(x, y)), "transparent text at %d,%d", x, y)
		}
	}
	_, err = Rasterize([]byte("<svg"), 1)
	assert.Error(t, err)
	_, err = Rasterize([]byte("<html></html>"), 1)
	assert.Error(t, err)
}

// A real picture (one of package render's golden files): the PNG has the SVG's size
// at twice the resolution and draws the tree's lines (go-graphviz's own PNG renderer
// draws none).
func TestPNGOfATree(t *testing.T) {
	t.Parallel()
	svg, err := os.ReadFile(filepath.Join("..", "testdata", "fig52-es.svg"))
	require.NoError(t, err)
	data, err := Rasterize(svg, 0)
	require.NoError(t, err)
	img := decodePNG(t, data)
	m := regexp.MustCompile(`<svg width="([0-9.]+)pt" height="([0-9.]+)pt"`).FindSubmatch(svg)
	require.NotNil(t, m)
	w, h := num(string(m[1])), num(string(m[2]))
	// the size in points is written to a hundredth, then doubled and rounded up to a
	// whole pixel: within a pixel (1.5 leaves half a pixel to spare)
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

func TestColorParsing(t *testing.T) {
	t.Parallel()
	c, ok := parsePaint("#ff8000", "")
	require.True(t, ok)
	// a channel is its byte over 255: ff is 1 but for float rounding (1e-9), 80 is
	// 128/255, half within 0.01
	assert.InDelta(t, 1.0, c.r, 1e-9)
	assert.InDelta(t, 0.5, c.g, 0.01)
	_, ok = parsePaint("none", "")
	assert.False(t, ok)
	_, ok = parsePaint("transparent", "")
	assert.False(t, ok)
	c, ok = parsePaint("grey", "0.5")
	require.True(t, ok)
	assert.InDelta(t, 0.5, c.a, 1e-9, "the opacity as given, but for float rounding")
	_, ok = parsePaint("#00000000", "")
	assert.False(t, ok, "fully transparent")
}
