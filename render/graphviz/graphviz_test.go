package graphviz

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

const fig52 = "A(B(3,12,8),C(2,4,6),D(14,5,2))"

// wellFormed reads an SVG strictly as XML and returns its texts.
func wellFormed(t *testing.T, svg []byte) []string {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(svg))
	d.Strict = true
	var texts []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return texts
		}
		require.NoError(t, err, "the SVG is XML")
		if cd, ok := tok.(xml.CharData); ok && strings.TrimSpace(string(cd)) != "" {
			texts = append(texts, string(cd))
		}
	}
}

// Graphviz reads the DOT text of every golden file of package render, and draws it
// with the cells package render gives ids to.
func TestGraphvizReadsTheDOT(t *testing.T) {
	t.Parallel()
	files, err := filepath.Glob(filepath.Join("..", "testdata", "*.dot"))
	require.NoError(t, err)
	require.NotEmpty(t, files)
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			t.Parallel()
			dot, err := os.ReadFile(f)
			require.NoError(t, err)
			svg, err := (&InProcess{}).Render(context.Background(), dot, render.FormatSVG)
			require.NoError(t, err)
			wellFormed(t, svg)
			assert.Contains(t, string(svg), `id="a_caption"`)
			assert.Contains(t, string(svg), `id="n0"`)
			assert.NotContains(t, string(svg), `font-family="Verdana"`, "the font family is widened")
		})
	}
}

func TestInProcessFormatsAndErrors(t *testing.T) {
	t.Parallel()
	r := &InProcess{}
	ctx := context.Background()
	dot := render.DOT(tracetest.Search(t, "tree", fig52, trace.Options{}), render.Options{Step: render.Finished})
	got, err := r.Render(ctx, dot, render.FormatDOT)
	require.NoError(t, err)
	assert.Equal(t, dot, got)
	pic, err := r.Render(ctx, dot, render.FormatPNG)
	require.NoError(t, err)
	_, err = png.Decode(bytes.NewReader(pic))
	assert.NoError(t, err)
	_, err = r.Render(ctx, []byte("digraph { a -> "), render.FormatSVG)
	assert.ErrorContains(t, err, "parsing DOT")
	_, err = r.Render(ctx, dot, render.Format("gif"))
	assert.ErrorContains(t, err, "unknown format")
	_, err = r.Render(ctx, make([]byte, MaxDOT+1), render.FormatSVG)
	assert.ErrorContains(t, err, "over the limit")
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	_, err = r.Render(cancelled, dot, render.FormatSVG)
	assert.ErrorIs(t, err, context.Canceled, "a render whose caller has gone does not start")
	// the module survived the bad DOT
	svg, err := r.Render(ctx, dot, render.FormatSVG)
	require.NoError(t, err)
	wellFormed(t, svg)
}

// Renders from many goroutines at once go through the module one at a time: each
// gets its own picture.
func TestInProcessIsSafeForConcurrentUse(t *testing.T) {
	t.Parallel()
	tr := tracetest.Search(t, "tree", fig52, trace.Options{})
	const n = 8
	var wg sync.WaitGroup
	captions := make([]string, n)
	errs := make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			svg, err := (&InProcess{}).Render(context.Background(), render.DOT(tr, render.Options{Step: i}), render.FormatSVG)
			errs[i] = err
			if err == nil {
				captions[i] = strings.Join(wellFormed(t, svg), " ")
			}
		}()
	}
	wg.Wait()
	for i := range n {
		require.NoError(t, errs[i])
		assert.Contains(t, captions[i], fmt.Sprintf("Step %d of", i+1), "render %d got another's picture", i)
	}
}
