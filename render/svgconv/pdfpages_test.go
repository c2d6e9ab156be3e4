package svgconv

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// page is a test page w by h points with a red square drawn through a nested
// translate-and-scale group, as package lecture embeds a picture in a slide: the
// square's (5,5)-(15,15) becomes (100,50)-(120,70).
func testPage(w, h float64) []byte {
	return []byte(fmt.Sprintf(`<svg width="%gpt" height="%gpt" viewBox="0 0 %g %g" xmlns="http://www.w3.org/2000/svg">`+
		`<rect x="0" y="0" width="%g" height="%g" fill="#ffffff"/>`+
		`<g transform="translate(100 50) scale(2)"><g transform="translate(-5 -5)"><rect x="5" y="5" width="10" height="10" fill="#ff0000"/>`+
		`<text x="5" y="30" font-size="8">page</text></g></g></svg>`, w, h, w, h, w, h))
}

// Pages of different sizes in one PDF: one page each, each of its size, the fonts
// embedded once; no page or a bad page is an error; a context that ends stops it.
func TestPDFPages(t *testing.T) {
	t.Parallel()
	pages := [][]byte{testPage(960, 540), testPage(400, 300), testPage(960, 540)}
	pdf, err := PDFPages(context.Background(), len(pages), func(i int) ([]byte, error) { return pages[i], nil })
	require.NoError(t, err)
	assert.Equal(t, 3, bytes.Count(pdf, []byte("/Type /Page\n")), "three pages")
	assert.Equal(t, 1, bytes.Count(pdf, []byte("/MediaBox [0 0 400.00 300.00]")), "a page of its own size")
	assert.Equal(t, 1, bytes.Count(pdf, []byte("/FontFile2")), "the font embedded once")
	if _, err := exec.LookPath("pdftoppm"); err == nil {
		dir := t.TempDir()
		require.NoError(t, os.WriteFile(filepath.Join(dir, "p.pdf"), pdf, 0o644))
		info, err := exec.Command("pdfinfo", "-f", "1", "-l", "3", filepath.Join(dir, "p.pdf")).CombinedOutput()
		require.NoError(t, err, string(info))
		for _, want := range []string{"Page    1 size:  960 x 540 pts", "Page    2 size:  400 x 300 pts", "Page    3 size:  960 x 540 pts"} {
			assert.Contains(t, string(info), want)
		}
		// the nested groups draw the square where they put it
		out, err := exec.Command("pdftoppm", "-r", "72", "-f", "1", "-l", "1", "-png", filepath.Join(dir, "p.pdf"), filepath.Join(dir, "p")).CombinedOutput()
		require.NoError(t, err, string(out))
		matches, _ := filepath.Glob(filepath.Join(dir, "p*.png"))
		require.Len(t, matches, 1)
		b, err := os.ReadFile(matches[0])
		require.NoError(t, err)
		img, err := png.Decode(bytes.NewReader(b))
		require.NoError(t, err)
		red := func(x, y int) bool { r, g, _, _ := img.At(x, y).RGBA(); return r > 0xe000 && g < 0x3000 }
		assert.True(t, red(110, 60), "inside the square")
		assert.False(t, red(95, 60), "left of it")
		assert.False(t, red(110, 75), "below it")
		assert.False(t, red(10, 10), "far from it")
	}

	_, err = PDFPages(context.Background(), 0, nil)
	assert.Error(t, err)
	_, err = PDFPages(context.Background(), 2, func(i int) ([]byte, error) { return []byte("<g/>"), nil })
	assert.ErrorContains(t, err, "page 1")
	boom := errors.New("boom")
	_, err = PDFPages(context.Background(), 2, func(i int) ([]byte, error) {
		if i == 1 {
			return nil, boom
		}
		return pages[0], nil
	})
	assert.ErrorIs(t, err, boom)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = PDFPages(ctx, 1, func(int) ([]byte, error) { return pages[0], nil })
	assert.ErrorIs(t, err, context.Canceled)
}
