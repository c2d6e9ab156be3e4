package web

import (
	"context"
	"encoding/json"
	"io"
	"io/fs"
	"net"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

func TestPageAndAssets(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	page := get(t, h, "/")
	require.Equal(t, http.StatusOK, page.code)
	assert.Equal(t, "text/html; charset=utf-8", page.header.Get("Content-Type"))
	assert.Equal(t, "no-cache", page.header.Get("Cache-Control"))
	csp := page.header.Get("Content-Security-Policy")
	assert.Contains(t, csp, "script-src 'self'")
	assert.NotContains(t, csp, "unsafe-inline")
	assert.NotContains(t, csp, "unsafe-eval")
	assert.Equal(t, "nosniff", page.header.Get("X-Content-Type-Options"))
	assert.Contains(t, string(page.body), `src="/static/`+s.version+`/js/main.js"`)
	assert.NotContains(t, string(page.body), "{{V}}")
	for _, tag := range regexp.MustCompile(`<script[^>]*>`).FindAllString(string(page.body), -1) {
		assert.Contains(t, tag, "src=", "no inline script: %s", tag)
	}

	for _, tc := range []struct {
		path, ctype, cache string
		code               int
	}{
		{"/static/" + s.version + "/js/main.js", "text/javascript; charset=utf-8", "public, max-age=31536000, immutable", 200},
		{"/static/" + s.version + "/app.css", "text/css; charset=utf-8", "public, max-age=31536000, immutable", 200},
		{"/static/" + s.version + "/icon.svg", "image/svg+xml", "public, max-age=31536000, immutable", 200},
		{"/static/oldversion/js/main.js", "text/javascript; charset=utf-8", "no-cache", 200},
		{"/static/" + s.version + "/js/nothing.js", "", "", 404},
		{"/static/" + s.version + "/index.html", "", "", 404},
		{"/static/" + s.version + "/views/explore.html", "", "", 404},
		{"/static/" + s.version + "/../web.go", "", "", 404},
		{"/nothing", "", "", 404},
	} {
		t.Run(tc.path, func(t *testing.T) {
			r := get(t, h, tc.path)
			assert.Equal(t, tc.code, r.code)
			if tc.code == 200 {
				assert.Equal(t, tc.ctype, r.header.Get("Content-Type"))
				assert.Equal(t, tc.cache, r.header.Get("Cache-Control"))
				assert.NotEmpty(t, r.body)
			}
		})
	}
	r := do(t, h, http.MethodGet, "/static/"+s.version+"/js/explore.js", nil, map[string]string{"Accept-Encoding": "gzip"})
	assert.Equal(t, "gzip", r.header.Get("Content-Encoding"))
	assert.Equal(t, http.StatusMovedPermanently, get(t, h, "/favicon.ico").code)
	assert.Equal(t, "ok", string(get(t, h, "/healthz").body))
}

func TestMeta(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{DefaultMaxNodes: 500, MaxNodesCap: 1000})
	r := get(t, s.Handler(), "/api/meta")
	require.Equal(t, http.StatusOK, r.code)
	var m metaInfo
	require.NoError(t, json.Unmarshal(r.body, &m))
	assert.Equal(t, games.Names(), m.Games)
	assert.Equal(t, trace.Algorithms, m.Algorithms)
	require.Len(t, m.Presets, len(games.Presets()))
	for i, p := range games.Presets() {
		assert.Equal(t, p.Name, m.Presets[i].Name)
		assert.Equal(t, p.TitleES, m.Presets[i].TitleES)
		assert.Equal(t, p.Text, m.Presets[i].Text)
	}
	require.Len(t, m.Params, len(trace.ParamSpecs))
	assert.Equal(t, []string{"course", "course8", "better"}, m.Evaluations["connect4"])
	assert.Equal(t, int64(500), m.Limits.DefaultMaxNodes)
	assert.Equal(t, int64(1000), m.Limits.MaxNodes)
}

// apiAnswer is an error answer of the API.
type apiAnswer struct {
	Error  string         `json:"error"`
	Code   string         `json:"code"`
	Params map[string]any `json:"params"`
}

// Serve answers until its context ends, then shuts down cleanly.
func TestServeShutsDown(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	ready := make(chan string, 1)
	s.cfg.Ready = func(u string) { ready <- u }
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	u := <-ready
	_, port, _ := net.SplitHostPort(ln.Addr().String())
	assert.Equal(t, "http://localhost:"+port+"/", u, "the address as configured (localhost)")
	res, err := http.Get(u + "healthz")
	require.NoError(t, err)
	b, _ := io.ReadAll(res.Body)
	res.Body.Close()
	assert.Equal(t, "ok", string(b))
	cancel()
	select {
	case err := <-done:
		assert.NoError(t, err)
	case <-time.After(15 * time.Second):
		t.Fatal("Serve did not return after its context ended")
	}
}

// The page builds its DOM with textContent and attributes only: nothing user-typed
// can become markup, and the scripts run under a CSP without 'unsafe-eval'.
func TestScriptsNeverParseHTML(t *testing.T) {
	t.Parallel()
	bad := regexp.MustCompile(`\.innerHTML|\.outerHTML|insertAdjacentHTML|document\.write|\beval\(|new Function|setAttribute\(\s*['"]on|setAttribute\(\s*['"]style`)
	err := fs.WalkDir(staticFiles, "static", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".js") {
			return err
		}
		b, err := fs.ReadFile(staticFiles, path)
		require.NoError(t, err)
		for i, line := range strings.Split(string(b), "\n") {
			assert.False(t, bad.MatchString(line), "%s:%d: %s", path, i+1, strings.TrimSpace(line))
		}
		return nil
	})
	require.NoError(t, err)
	static, err := fs.Sub(staticFiles, "static")
	require.NoError(t, err)
	page, err := assemblePage(static, "v")
	require.NoError(t, err)
	assert.NotRegexp(t, `\son[a-z]+=`, string(page), "no inline event handlers")
	assert.NotRegexp(t, `\sstyle=`, string(page), "no inline styles")
}

// Every string the page shows is in its dictionary (msg.PageWords, which strings.js is
// generated from: see tools/genstrings), in both languages.
func TestDictionaryComplete(t *testing.T) {
	t.Parallel()
	keys := map[string]bool{}
	for _, w := range msg.PageWords() {
		keys[w.Key] = true
	}
	require.Greater(t, len(keys), 150)
	used := map[string]string{}
	uses := []*regexp.Regexp{
		regexp.MustCompile(`\bt\(\s*'(\w+)'`),
		regexp.MustCompile(`data-i18n="(\w+)"`),
		regexp.MustCompile(`(?:aria-label|title|placeholder):(\w+)`),
		regexp.MustCompile(`L\(\d+, '(\w+)'`),
		regexp.MustCompile(`\? '(\w+)' : '(\w+)'`),
		regexp.MustCompile(`'(\w+)'\],? \['\w+', '(\w+)'\]`),
	}
	err := fs.WalkDir(staticFiles, "static", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(path, "strings.js") || !(strings.HasSuffix(path, ".js") || strings.HasSuffix(path, ".html")) {
			return err
		}
		b, _ := fs.ReadFile(staticFiles, path)
		for _, re := range uses {
			for _, m := range re.FindAllStringSubmatch(string(b), -1) {
				for _, k := range m[1:] {
					if k != "" && (re != uses[4] || strings.HasPrefix(k, "pc") || keys[k]) {
						used[k] = path
					}
				}
			}
		}
		return nil
	})
	require.NoError(t, err)
	require.Greater(t, len(used), 100)
	for k, path := range used {
		assert.True(t, keys[k], "%s uses %q, which the dictionary lacks", path, k)
	}
}

// The language of an error: the lang parameter on every route, else Accept-Language,
// else English.
func TestErrorLanguage(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	const pos = "position=" + "((3,5),(2,9"
	en := `tree position "((3,5),(2,9": at character 12: unexpected end of input: 2 '(' not closed`
	es := `árbol "((3,5),(2,9": en el carácter 12: el texto se acaba antes de cerrar los 2 paréntesis`
	for _, tc := range []struct {
		name, target, acceptLanguage, want string
	}{
		{"trace, default", "/api/trace?" + pos, "", en},
		{"trace, lang=es", "/api/trace?lang=es&" + pos, "", es},
		{"render, lang=es", "/api/render?lang=es&" + pos, "", es},
		{"position, lang=es", "/api/position?lang=es&" + pos, "", es},
		{"trace, Accept-Language: es", "/api/trace?" + pos, "es", es},
		{"position, Accept-Language: es-AR", "/api/position?" + pos, "es-AR,es;q=0.9", es},
		{"render, Accept-Language: en", "/api/render?" + pos, "en", en},
		{"the parameter wins over the header", "/api/trace?lang=en&" + pos, "es", en},
		{"another language: English", "/api/trace?" + pos, "fr-FR,fr;q=0.9", en},
		{"a bad lang falls back to the header", "/api/trace?lang=xx&" + pos, "es", `lang "xx": debe ser en o es`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := do(t, h, http.MethodGet, strings.ReplaceAll(tc.target, "(", "%28"), nil, map[string]string{"Accept-Language": tc.acceptLanguage})
			assert.Equal(t, http.StatusBadRequest, r.code)
			var v apiAnswer
			require.NoError(t, json.Unmarshal(r.body, &v))
			assert.Equal(t, tc.want, v.Error)
		})
	}
	// POST bodies carry lang too
	r := do(t, h, http.MethodPost, "/api/trace", strings.NewReader("lang=es&depth=x"), nil)
	assert.Equal(t, `depth "x": no es un número entero`, r.json(t)["error"])
	// and the errors of the server itself
	r = do(t, h, http.MethodGet, "/api/nothing?lang=es", nil, nil)
	assert.Equal(t, `no existe esa ruta de la API: "/api/nothing"`, r.json(t)["error"])
	assert.Equal(t, msg.ES, "es")
}

// Nothing the user typed comes back unescaped: JSON escapes <, > and &.
func TestErrorsEscapeInput(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	r := get(t, s.Handler(), "/api/trace?position="+url.QueryEscape("(1,<script>alert(1)</script>"))
	assert.Equal(t, http.StatusBadRequest, r.code)
	assert.NotContains(t, string(r.body), "<script>")
	assert.Contains(t, r.json(t)["error"], "<script>", "the text itself is intact once decoded")
}
