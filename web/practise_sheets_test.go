package web

import (
	"bytes"
	"crypto/tls"
	"image/png"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The sheets download: an exercise's question and solution, a worksheet and its
// solutions, as SVG or PNG, in the request's language.
func TestSheets(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	r := get(t, h, "/api/exercise/sheet?source=random&seed=7&level=2&q=prune&lang=es")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "image/svg+xml", r.header.Get("Content-Type"))
	assert.Equal(t, `attachment; filename="gametree-sheet-random-level-2-seed-7-prune-question.svg"`, r.header.Get("Content-Disposition"))
	q := string(r.body)
	assert.Contains(t, q, "Ejercicio · poda alfa-beta · nivel 2 · semilla 7")
	assert.NotContains(t, q, "pruned", "a question tells nothing of the search")

	r = get(t, h, "/api/exercise/sheet?view=practise&source=random&seed=7&level=2&q=prune&part=solution")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Contains(t, string(r.body), "Solution of exercise · alpha-beta pruning · level 2 ·") // the title wraps before "seed 7"
	assert.Contains(t, string(r.body), "pruned")

	// one exercise prints on an A4 page, as a worksheet does
	r = get(t, h, "/api/exercise/sheet?source=textbook&q=prune&format=pdf")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Contains(t, string(r.body), "/MediaBox [0 0 595.28 841.89]", "A4 portrait")

	r = get(t, h, "/api/exercise/sheet?source=figure-5.2&q=window&format=png")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "image/png", r.header.Get("Content-Type"))
	_, err := png.DecodeConfig(bytes.NewReader(r.body))
	require.NoError(t, err)

	r = get(t, h, "/api/worksheet?seed=3&level=1&format=pdf&lang=es")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "application/pdf", r.header.Get("Content-Type"))
	assert.True(t, bytes.HasPrefix(r.body, []byte("%PDF-")))
	assert.Contains(t, string(r.body), "/MediaBox [0 0 595.28 841.89]", "A4")

	// a worksheet, gzipped when asked, six exercises by default
	r = do(t, h, http.MethodGet, "/api/worksheet?seed=3&level=1&part=solution&lang=es", nil, map[string]string{"Accept-Encoding": "gzip"})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "gzip", r.header.Get("Content-Encoding"))
	page := gunzip(t, r.body)
	assert.Contains(t, string(page), `<svg width="595.28pt" height="841.89pt"`)
	assert.Contains(t, string(page), "Soluciones · Hoja de ejercicios")
	assert.Equal(t, 6, strings.Count(string(page), `class="graph gametree"`))
	r = get(t, h, "/api/worksheet?seed=3&level=1&count=2&format=png")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	cfg, err := png.DecodeConfig(bytes.NewReader(r.body))
	require.NoError(t, err)
	assert.Equal(t, [2]int{1191, 1684}, [2]int{cfg.Width, cfg.Height})
	// the same request again comes from the cache, byte for byte
	again := get(t, h, "/api/worksheet?seed=3&level=1&count=2&format=png")
	assert.Equal(t, r.body, again.body)
}

// Bad sheet requests get 400 with a coded message in the request's language.
func TestSheetErrors(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	for _, c := range []struct {
		target, code, es string
	}{
		{"/api/exercise/sheet?part=answers", "worksheet.part", "debe ser question"},
		{"/api/exercise/sheet?format=gif", "worksheet.format", "debe ser svg, png o pdf"},
		{"/api/exercise/sheet?level=9", "exercise.level", "nivel del 1 al 5"},
		{"/api/exercise/sheet?q=maybe", "exercise.q", "values, prune"},
		{"/api/exercise/sheet?colour=red", "exercise.unknown", "colour"},
		{"/api/exercise/sheet?source=tree&position=((1,2", "", ""},
		{"/api/exercise/sheet?part=question&part=solution", "web.repeated", "part"},
		{"/api/worksheet?count=7", "worksheet.count", "no 7"},
		{"/api/worksheet?count=x", "worksheet.count", "no x"},
		{"/api/worksheet?format=png&dpi=high", "picture.dpi", `dpi "high"`},
		{"/api/worksheet?format=png&dpi=9000", "picture.dpi", "de 36 a 600"},
	} {
		r := get(t, h, c.target+"&lang=es")
		assert.Equal(t, http.StatusBadRequest, r.code, "%s: %s", c.target, r.body)
		body := r.json(t)
		if c.code != "" {
			assert.Equal(t, c.code, body["code"], c.target)
		}
		assert.Contains(t, body["error"], c.es, c.target)
		noStack(t, r.body)
	}
	r := do(t, h, http.MethodPost, "/api/worksheet", nil, nil)
	assert.Equal(t, http.StatusMethodNotAllowed, r.code)
}

// A sheet's printed link is absolute: the scheme (https over TLS) and Host the request
// reached, not what a proxy's X-Forwarded-* headers claim; each site its own cached
// sheet.
func TestSheetLinkSite(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{})
	handler := h.Handler()
	sheet := func(target, host string, secure bool, headers map[string]string) string {
		t.Helper()
		req := httptest.NewRequest(http.MethodGet, target, nil)
		req.Host = host
		if secure {
			req.TLS = &tls.ConnectionState{}
		}
		for k, v := range headers {
			req.Header.Set(k, v)
		}
		rec := httptest.NewRecorder()
		handler.ServeHTTP(rec, req)
		require.Equal(t, http.StatusOK, rec.Code, "%s", rec.Body.String())
		return rec.Body.String()
	}
	forged := map[string]string{"X-Forwarded-Proto": "https", "X-Forwarded-Host": "evil.example"}
	for _, path := range []string{"/api/exercise/sheet?source=random&seed=3&level=2&q=window&lang=es", "/api/worksheet?source=random&seed=3&level=2&q=window&part=question&lang=es"} {
		s := sheet(path, "aula.example.org:8443", false, forged)
		assert.Contains(t, s, "En línea: http://aula.example.org:8443/?view=practise&amp;source=random&amp;seed=3&amp;level=2&amp;q=window", path)
		assert.NotContains(t, s, "evil.example")
		s = sheet(path, "gametree.example", true, nil)
		assert.Contains(t, s, "En línea: https://gametree.example/?view=practise&amp;source=random", path)
		assert.NotContains(t, s, "aula.example.org", "%s: a sheet cached for another site", path)
	}
	// a host that is no URL's host prints the relative link
	s := sheet("/api/exercise/sheet?source=random&seed=3&level=1", "a b<c>", false, nil)
	assert.Contains(t, s, "Online: /?view=practise&amp;source=random")
	assert.NotContains(t, s, "<c>")
}
