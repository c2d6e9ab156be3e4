package web

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Downloads name themselves by what they hold, whatever the link: the step, the
// step's region, the finished search; in every format (the DOT too).
func TestRenderNamesTheDownload(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	for _, c := range []struct{ query, want string }{
		{"step=13&format=svg", "gametree-tree-step-13.svg"},
		{"step=13&format=svg&region=true", "gametree-tree-step-13-region.svg"},
		{"step=13&format=png&region=true", "gametree-tree-step-13-region.png"},
		{"step=13&format=pdf", "gametree-tree-step-13.pdf"},
		{"step=13&format=dot", "gametree-tree-step-13.dot"},
		{"step=0&format=svg", "gametree-tree-finished.svg"},
		{"format=png", "gametree-tree-finished.png"},
		{"game=connect4&position=4453&depth=2&step=5&format=svg", "gametree-connect4-step-5.svg"},
	} {
		r := get(t, h, "/api/render?"+c.query)
		require.Equal(t, http.StatusOK, r.code, "%s: %s", c.query, r.body)
		assert.Equal(t, `attachment; filename="`+c.want+`"`, r.header.Get("Content-Disposition"), c.query)
	}
	assert.Equal(t, "gametree-lab-ab12-finished.svg", pictureFileName("lab:ab12", -1, false, "svg"))
	assert.Equal(t, "gametree-tree-finished-region.svg", pictureFileName("tree", -1, true, "svg"))
}
