package web

import (
	"bytes"
	"image/png"
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// /api/render takes the picture options of the render command: unreached, region,
// region-depth, width, dpi and header; bad values get 400 with what is expected.
func TestRenderPictureParams(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	dot := func(query string) string {
		r := get(t, h, "/api/render?format=dot&"+query)
		require.Equal(t, http.StatusOK, r.code, "%s: %s", query, r.body)
		return string(r.body)
	}
	assert.NotContains(t, dot("step=1"), `id="n1"`, "unreached nodes left out by default: the step is laid out for what it has reached")
	assert.Contains(t, dot("step=1&unreached=ghost"), `id="n1"`)
	assert.NotContains(t, dot("step=1&unreached=ghost"), `style="invis"`)
	region := dot("step=5&region=true&region-depth=1")
	assert.NotContains(t, region, `id="n8"`, "outside the region")
	assert.Contains(t, dot(""), `size="13.33,7.5"`)
	assert.NotContains(t, dot("width=full"), `, size="`)
	assert.Contains(t, dot("dpi=300"), `comment="gametree png dpi 300"`)
	assert.NotContains(t, dot("header=compact"), `ID="legend"`)

	// each option is its own picture (the image cache tells them apart)
	width := func(query string) int {
		r := get(t, h, "/api/render?format=png&"+query)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		cfg, err := png.DecodeConfig(bytes.NewReader(r.body))
		require.NoError(t, err)
		return cfg.Width
	}
	w1 := width("width=full")
	assert.InDelta(t, 2*w1, width("width=full&dpi=288"), 3)

	for _, c := range []struct{ query, want string }{
		{"unreached=dim", `unreached \"dim\": must be hide or ghost`},
		{"region=maybe", `region \"maybe\": must be true or false`},
		{"region-depth=99", "must be a number of plies from 1 to 20"},
		{"width=5", "must be a width in pixels from 100 to 20000, or full"},
		{"dpi=0", "must be a resolution from 36 to 600 pixels per inch"},
		{"header=huge", `header \"huge\": must be full or compact`},
	} {
		r := get(t, h, "/api/render?"+c.query)
		assert.Equal(t, http.StatusBadRequest, r.code, c.query)
		assert.Contains(t, string(r.body), c.want, c.query)
	}
}
