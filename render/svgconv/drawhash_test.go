package svgconv

import (
	"crypto/sha256"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/golden"
)

// everyElement is an SVG with every element and attribute the walker reads: shapes
// Graphviz does not write (rect, circle, ellipse, line), relative path commands,
// dashes, opacity, bold and italic text anchored at its end, and degenerate shapes.
const everyElement = `<!-- gametree png dpi 100 -->
<svg width="120pt" height="80pt" viewBox="0 0 120 80">
<g transform="scale(1 1) rotate(0) translate(4 76)">
<title>t</title>
<rect x="0" y="-70" width="30" height="20" fill="#c0ffee80" stroke="navy" stroke-width="2"/>
<circle cx="50" cy="-60" r="8" fill="none" stroke="red" stroke-dasharray="3 1"/>
<ellipse cx="80" cy="-60" rx="12" ry="6" fill="gold" fill-opacity="0.5"/>
<line x1="0" y1="-40" x2="100" y2="-40" stroke="#888" stroke-opacity="0.7"/>
<path d="m10,-30 l20,0 h10 v-5 c5,0 5,5 10,5 z M60,-30 H80 V-20 L60,-20 Z" fill="lightgrey" stroke="black"/>
<polyline points="0,-10 20,-15 40,-10" fill="none" stroke="blue"/>
<polygon points="5,-5" stroke="black"/><path d="L1,-2 30,-4" stroke="black"/>
<text x="100" y="-2" font-size="9" font-weight="bold" font-style="italic" text-anchor="end">Négamax α</text>
<text x="50" y="-2" font-size="7" fill="green" text-anchor="middle">mid</text>
</g>
</svg>`

// fontIdentity names the regular font the drawings use: their bytes depend on it.
func fontIdentity() string {
	for _, path := range fontFiles[0] {
		if data, err := os.ReadFile(path); err == nil {
			return fmt.Sprintf("%x", sha256.Sum256(data))[:16]
		}
	}
	return "go-fonts"
}

// The PNG and PDF of fixed pictures (everyElement and the golden pictures of package
// render) keep their bytes (hashed): a refactoring of the SVG walker must not change a
// pixel or a PDF operator. The hashes hold for the font they were written with; with
// another font installed the test skips.
func TestDrawingBytesUnchanged(t *testing.T) {
	t.Parallel()
	svgs, err := filepath.Glob(filepath.Join("..", "testdata", "*.svg"))
	require.NoError(t, err)
	require.NotEmpty(t, svgs)
	pictures := map[string][]byte{"every-element": []byte(everyElement)}
	names := []string{"every-element"}
	for _, path := range svgs {
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		name := filepath.Base(path)
		pictures[name] = data
		names = append(names, name)
	}
	var got strings.Builder
	fmt.Fprintf(&got, "font %s\n", fontIdentity())
	for _, name := range names {
		png, err := Rasterize(pictures[name], 1)
		require.NoError(t, err, name)
		pdf, err := PDF(pictures[name])
		require.NoError(t, err, name)
		fmt.Fprintf(&got, "%s png %x pdf %x\n", name, sha256.Sum256(png), sha256.Sum256(pdf))
	}
	const file = "drawing-hashes.txt"
	if !golden.Update() {
		want, err := os.ReadFile(filepath.Join("testdata", file))
		require.NoError(t, err)
		if first, _, _ := strings.Cut(string(want), "\n"); first != fmt.Sprintf("font %s", fontIdentity()) {
			t.Skipf("hashes written with another font (%s)", first)
		}
	}
	golden.Check(t, file, []byte(got.String()))
}
