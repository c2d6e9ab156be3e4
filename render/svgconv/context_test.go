package svgconv

import (
	"context"
	"fmt"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countingCtx is a context that ends at its k-th look (Err call); k 0 never ends.
type countingCtx struct {
	context.Context
	k, looks atomic.Int64
}

func (c *countingCtx) Err() error {
	if n := c.looks.Add(1); c.k.Load() > 0 && n >= c.k.Load() {
		return context.Canceled
	}
	return nil
}

func newCountingCtx(k int64) *countingCtx {
	c := &countingCtx{Context: context.Background()}
	c.k.Store(k)
	return c
}

// bigSVG is a picture of n boxes with texts, as the server draws a wide tree.
func bigSVG(n int) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, `<svg width="%d" height="200" viewBox="0 0 %d 200" xmlns="http://www.w3.org/2000/svg"><g>`, 40*n, 40*n)
	for i := range n {
		fmt.Fprintf(&b, `<rect x="%d" y="20" width="30" height="30" fill="#ffe" stroke="black"/><text x="%d" y="80" font-size="12">%d</text>`, 40*i, 40*i+5, i)
	}
	b.WriteString(`</g></svg>`)
	return []byte(b.String())
}

// A drawing looks at its context as it goes, in the drawing and in the PNG encoding,
// and stops with the context's error wherever it ends (the sheets and PNGs of a
// request stop at its deadline): a deterministic context that ends at its k-th look.
func TestRasterizeStopsWhenTheContextEnds(t *testing.T) {
	t.Parallel()
	svg := bigSVG(400)
	counter := newCountingCtx(0)
	png, err := RasterizeContext(counter, svg, 1)
	require.NoError(t, err)
	looks := counter.looks.Load()
	require.Greater(t, looks, int64(400*2/checkEvery), "looks during the drawing")
	t.Logf("%d looks at the context for %d elements and a %d-byte PNG", looks, 800, len(png))
	drawing := int64(1 + 400*2/checkEvery) // the first look, then one every checkEvery elements
	for _, k := range []int64{1, 2, drawing / 2, drawing + 1, looks} {
		out, err := RasterizeContext(newCountingCtx(k), svg, 1)
		assert.ErrorIs(t, err, context.Canceled, "ended at look %d of %d", k, looks)
		assert.Nil(t, out)
	}
	out, err := PDFContext(newCountingCtx(3), bigSVG(100)) // 4,000 points wide: a PDF page's size

	assert.ErrorIs(t, err, context.Canceled)
	assert.Nil(t, out)

	ctx, cancel := context.WithDeadline(context.Background(), time.Now().Add(-time.Second))
	defer cancel()
	_, err = RasterizeContext(ctx, svg, 1)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
}

// PNGSize tells the size Rasterize draws, without drawing: the scale asked for, the
// resolution the SVG asks for in its comment, the MaxPNGPixels bound.
func TestPNGSize(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		svg   []byte
		scale float64
	}{
		{bigSVG(10), 1},
		{bigSVG(10), 0},
		{append([]byte("<!-- "+DPIComment+"300 -->"), bigSVG(7)...), 0},
		{bigSVG(4000), 4}, // 640,000 x 800 pixels: scaled down to MaxPNGPixels
	} {
		w, h, err := PNGSize(tc.svg, tc.scale)
		require.NoError(t, err)
		assert.LessOrEqual(t, w*h, MaxPNGPixels+w+h)
		if len(tc.svg) > 200_000 {
			continue // not drawn: 160 MB
		}
		png, err := Rasterize(tc.svg, tc.scale)
		require.NoError(t, err)
		b := decodePNG(t, png).Bounds()
		assert.Equal(t, [2]int{b.Dx(), b.Dy()}, [2]int{w, h})
	}
	_, _, err := PNGSize([]byte("<nothing/>"), 1)
	assert.Error(t, err)
}
