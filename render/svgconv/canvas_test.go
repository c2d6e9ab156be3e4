package svgconv

import (
	"fmt"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// squareSVG is a page of 1,100 x 1,100 points (4.84 million pixels at the default
// scale: a canvas of canvasBytes, just large enough to be kept) with a black square of
// 100 points at (x, y).
func squareSVG(x, y int) []byte {
	return fmt.Appendf(nil, `<svg width="1100pt" height="1100pt" viewBox="0 0 1100 1100" xmlns="http://www.w3.org/2000/svg">
<polygon fill="#000000" stroke="none" points="%d,%d %d,%d %d,%d %d,%d"/>
</svg>`, x, y, x+100, y, x+100, y+100, x, y+100)
}

// canvasBytes is squareSVG's canvas: 2200 x 2200 RGBA.
const canvasBytes = 2200 * 2200 * 4

// A large drawing reuses the canvas the last one left, and shows nothing of it: the
// same bytes as on a fresh canvas. (The canvas tests run alone: one canvas is kept
// for the whole process.)
func TestKeptCanvasShowsNothingOfTheLast(t *testing.T) {
	require.GreaterOrEqual(t, canvasBytes, keptCanvasMin, "the page is too small to be kept")
	DropCanvas()
	fresh, err := Rasterize(squareSVG(1000, 1000), 0)
	require.NoError(t, err)
	_, err = Rasterize(squareSVG(100, 100), 0) // leaves its square on the kept canvas
	require.NoError(t, err)
	again, err := Rasterize(squareSVG(1000, 1000), 0)
	require.NoError(t, err)
	assert.Equal(t, fresh, again, "the last picture's square shows through")
	img := decodePNG(t, again)
	assert.False(t, dark(img.At(300, 300)), "the first picture's square at (100, 100) pt")
	assert.True(t, dark(img.At(2100, 2100)))
	assert.Equal(t, int64(canvasBytes), DropCanvas(), "the canvas kept")
	assert.Zero(t, DropCanvas())
}

// The second large drawing allocates far less than its canvas (alone: it counts the
// process's allocations).
func TestKeptCanvasSavesTheAllocation(t *testing.T) {
	DropCanvas()
	svg := squareSVG(10, 10)
	_, err := Rasterize(svg, 0)
	require.NoError(t, err)
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	_, err = Rasterize(svg, 0)
	require.NoError(t, err)
	runtime.ReadMemStats(&after)
	t.Logf("%d bytes allocated", after.TotalAlloc-before.TotalAlloc)
	assert.Less(t, after.TotalAlloc-before.TotalAlloc, uint64(canvasBytes/4), "a new canvas was allocated")
	DropCanvas()
}

// Small drawings are not kept (alone: one canvas is kept for the whole process).
func TestSmallCanvasNotKept(t *testing.T) {
	DropCanvas()
	_, err := Rasterize([]byte(`<svg width="100pt" height="50pt" viewBox="0 0 100 50" xmlns="http://www.w3.org/2000/svg"></svg>`), 0)
	require.NoError(t, err)
	assert.Zero(t, DropCanvas())
}
