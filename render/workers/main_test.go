package workers

import (
	"bytes"
	"encoding/xml"
	"io"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

// The workers these tests start are this test binary, started again with procpool.Env
// set: it serves and exits here.
func TestMain(m *testing.M) {
	procpool.MaybeServe(Kind)
	os.Exit(m.Run())
}

const (
	textbook = "((3,5),(2,9),(0,7))"
	fig52    = "A(B(3,12,8),C(2,4,6),D(14,5,2))"
)

// dotOf is the DOT text of an explicit tree's alpha-beta search at a step.
func dotOf(t testing.TB, tree string, opt render.Options) []byte {
	return render.DOT(tracetest.Search(t, "tree", tree, trace.Options{}), opt)
}

// parseSVG reads a whole SVG document as XML, strictly, and returns the text of its
// caption cell (a_caption).
func parseSVG(t testing.TB, svg []byte) (caption string) {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(svg))
	d.Strict = true
	inCaption := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return caption
		}
		require.NoError(t, err, "the SVG is XML")
		switch e := tok.(type) {
		case xml.StartElement:
			for _, a := range e.Attr {
				if a.Name.Local == "id" && a.Value == "a_caption" {
					inCaption = true
				}
			}
		case xml.CharData:
			if inCaption && strings.TrimSpace(string(e)) != "" && caption == "" {
				caption = string(e)
			}
		}
	}
}
