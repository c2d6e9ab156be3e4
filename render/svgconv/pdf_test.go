package svgconv

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

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
