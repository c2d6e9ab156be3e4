package web

import (
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// /api/lecture answers a lecture's file named by what it holds, by GET and by POST,
// in the language asked for; bad steps, formats and problems get a coded 400 in it.
func TestLectureAPI(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	for _, c := range []struct {
		target, file, ctype, start string
	}{
		{"/api/lecture", "gametree-tree-lecture-key.pdf", "application/pdf", "%PDF"},
		{"/api/lecture?steps=all&lang=es", "gametree-tree-lecture-all.pdf", "application/pdf", "%PDF"},
		{"/api/lecture?format=tex&lang=es", "gametree-tree-lecture-key.tex", "application/x-tex; charset=utf-8", "% Hecho con gametree"},
		{"/api/lecture?game=connect4&position=4453&depth=2&format=tex", "gametree-connect4-lecture-key.tex", "application/x-tex; charset=utf-8", "% Made with gametree"},
	} {
		r := get(t, h, c.target)
		require.Equal(t, http.StatusOK, r.code, "%s: %s", c.target, r.body)
		assert.Equal(t, `attachment; filename="`+c.file+`"`, r.header.Get("Content-Disposition"), c.target)
		assert.Equal(t, c.ctype, r.header.Get("Content-Type"), c.target)
		assert.True(t, strings.HasPrefix(string(r.body), c.start), "%s: %.40q", c.target, r.body)
	}
	es := get(t, h, "/api/lecture?format=tex&lang=es")
	assert.Contains(t, string(es.body), `\usepackage[spanish`)
	assert.Contains(t, string(es.body), "Ejemplo de libro")
	en := get(t, h, "/api/lecture?format=tex&lang=en")
	assert.NotContains(t, string(en.body), `spanish`)

	post := do(t, h, http.MethodPost, "/api/lecture", strings.NewReader("steps=key&format=tex&position=((3,5),(2,9))&lang=es"), nil)
	require.Equal(t, http.StatusOK, post.code, "%s", post.body)
	assert.Contains(t, string(post.body), `((3,5),(2,9))`)

	for _, c := range []struct{ target, want string }{
		{"/api/lecture?steps=some&lang=es", `steps \"some\": debe ser key`},
		{"/api/lecture?format=docx", `format \"docx\": a lecture is pdf (slides) or tex`},
		{"/api/lecture?steps=all&steps=key", `"web.repeated"`},
		{"/api/lecture?game=tictactoe&steps=all", `"lecture.too_many_steps"`},
		{"/api/lecture?position=((3,5)", `"tree.`},
		{"/api/lecture?unreached=ghost", `"web.unknown_param"`},
	} {
		r := get(t, h, c.target)
		assert.Equal(t, http.StatusBadRequest, r.code, "%s: %s", c.target, r.body)
		assert.Contains(t, string(r.body), c.want, c.target)
	}
}
