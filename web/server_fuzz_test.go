package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/gametree/gametree/render"
)

// tinyRenderer stands in for Graphviz: a fixed small picture for any DOT text, so
// that fuzzing the API needs no worker process and stays fast.
type tinyRenderer struct{}

func (tinyRenderer) Render(ctx context.Context, dot []byte, format render.Format) ([]byte, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	switch format {
	case render.FormatDOT:
		return append([]byte(nil), dot...), nil
	case render.FormatPNG:
		return []byte("\x89PNG\r\n\x1a\n"), nil
	}
	return []byte(`<svg xmlns="http://www.w3.org/2000/svg" width="10pt" height="10pt" viewBox="0 0 10 10"><g id="tree" class="graph gametree"></g></svg>`), nil
}

var (
	fuzzMethods = []string{http.MethodGet, http.MethodPost, http.MethodHead, http.MethodPut,
		http.MethodDelete, http.MethodOptions, http.MethodPatch, "BREW", "get"}
	fuzzPaths = []string{"/api/trace", "/api/render", "/api/position", "/api/meta", "/api/nope",
		"/api/trace/", "/api//render", "/", "/healthz", "/static/x/app.js", "/favicon.ico", "/api/compare", "/api/compare/chart"}
	fuzzContentTypes = []string{"", "application/x-www-form-urlencoded", "application/json",
		"application/x-www-form-urlencoded; charset=utf-8", "multipart/form-data; boundary=x",
		"text/plain", "application/x-www-form-urlencoded; charset", ";;;", "application/x-www-form-urlencoded\x00"}
)

// FuzzAPIParams sends random queries, bodies (forms, JSON, anything), methods, content
// types, languages and encodings through the whole handler (in process). Whatever
// comes in: never a 5xx; every error of the API is a short JSON object with a message
// and a code in the request's language; no JSON answer holds a raw '<' (an answer
// opened on its own could otherwise be read as markup); a gzipped answer unzips.
func FuzzAPIParams(f *testing.F) {
	s, err := New(Config{
		Renderer:        tinyRenderer{},
		DefaultMaxNodes: 2000,
		MaxNodesCap:     5000,
		TimeLimitCap:    300 * time.Millisecond,
		TTSizeCap:       1 << 12,
		MaxBody:         8 << 10,
		MaxSearches:     1,
	})
	if err != nil {
		f.Fatal(err)
	}
	defer s.Close()
	h := s.Handler()
	for _, c := range []struct {
		method, path uint8
		query, body  string
		ctype        uint8
		lang         string
	}{
		{0, 0, "", "", 0, ""},
		{0, 0, "game=tree&position=((3,5),(2,9))&algo=negamax-alphabeta&fail-hard", "", 0, "es"},
		{0, 1, "game=tictactoe&position=X.O.X....&step=3&format=dot&lang=es", "", 0, ""},
		{0, 1, "position=random:b=3,d=3,seed=7&title=<b>\"x\"</b>&budget=40", "", 0, "en"},
		{0, 2, "game=connect4&position=4453&moves=4,4", "", 0, ""},
		{0, 2, "game=stones&position=9&moves=take 2,2,-2", "", 0, ""},
		{1, 0, "", "game=tree&position=textbook&depth=2", 1, ""},
		{1, 1, "", `{"game":"tree","position":"textbook"}`, 2, ""},
		{1, 0, "", "game=tree&position=((3,5)", 0, ""},
		{0, 0, "depth=NaN&time-limit=NaN&max-nodes=1e400&tt-size=-1", "", 0, ""},
		{0, 0, "game=tree&game=tree", "", 0, "xx-YY;q=0.5,es;q=0.9"},
		{0, 0, "%zz&a=%", "", 0, ""},
		{0, 1, "position=\xff\xfe&title=\x00", "", 0, ""},
		{0, 0, "game=chess&algo=<script>&eval=\"'", "", 0, ""},
		{0, 1, "step=-1&format=gif&width=0&dpi=1&unreached=maybe&region=2", "", 0, ""},
		{2, 1, "", "", 0, ""},
		{3, 0, "", "game=tree", 1, ""},
		{7, 4, "", "", 0, ""},
		{1, 0, "", strings.Repeat("position=", 2000), 1, ""},
		{0, 0, "position=" + strings.Repeat("é", 3000), "", 0, ""},
		{0, 0, "game=tictactoe&algo=minimax&max-nodes=600000", "", 0, ""},
		{0, 11, "game=tree&position=<b>&algos=minimax,alphabeta+tt", "", 0, "es"},
		{1, 12, "", "game=tictactoe&algos=alphabeta+order,negamax&depth=3&lang=es", 1, ""},
	} {
		f.Add(c.method, c.path, c.query, c.body, c.ctype, c.lang)
	}
	f.Fuzz(func(t *testing.T, method, path uint8, query, body string, ctype uint8, lang string) {
		m := fuzzMethods[int(method)%len(fuzzMethods)]
		p := fuzzPaths[int(path)%len(fuzzPaths)]
		req := httptest.NewRequest(http.MethodGet, p, strings.NewReader(body))
		req.Method = m
		req.URL.RawQuery = query
		if ct := fuzzContentTypes[int(ctype)%len(fuzzContentTypes)]; ct != "" {
			req.Header.Set("Content-Type", ct)
		}
		if lang != "" && !strings.ContainsAny(lang, "\r\n\x00") {
			req.Header.Set("Accept-Language", lang)
		}
		gz := ctype&0x80 != 0
		if gz {
			req.Header.Set("Accept-Encoding", "gzip")
		}
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req.WithContext(ctx))

		what := m + " " + p + "?" + query
		if rec.Code >= 500 {
			t.Fatalf("%s (body %q): %d %s", what, body, rec.Code, rec.Body.Bytes())
		}
		ans := rec.Body.Bytes()
		if rec.Header().Get("Content-Encoding") == "gzip" {
			if !gz {
				t.Fatalf("%s: gzip without asking for it", what)
			}
			zr, err := gzip.NewReader(bytes.NewReader(ans))
			if err != nil {
				t.Fatalf("%s: bad gzip: %v", what, err)
			}
			if ans, err = io.ReadAll(zr); err != nil {
				t.Fatalf("%s: bad gzip: %v", what, err)
			}
		}
		isJSON := strings.HasPrefix(rec.Header().Get("Content-Type"), "application/json")
		if isJSON && bytes.IndexByte(ans, '<') >= 0 {
			t.Fatalf("%s: a raw '<' in JSON: %.300s", what, ans)
		}
		if rec.Code < 400 || !strings.HasPrefix(p, "/api/") || m == http.MethodHead {
			return
		}
		if !isJSON {
			t.Fatalf("%s: %d as %q, not JSON: %.300s", what, rec.Code, rec.Header().Get("Content-Type"), ans)
		}
		var e struct {
			Error string `json:"error"`
			Code  string `json:"code"`
		}
		if err := json.Unmarshal(ans, &e); err != nil || e.Error == "" || e.Code == "" {
			t.Fatalf("%s: %d is not a coded error (%v): %.300s", what, rec.Code, err, ans)
		}
		if len(ans) > 2048 || utf8.RuneCountInString(e.Error) > 600 {
			t.Fatalf("%s: a %d-byte error, %d characters of message: %.300s", what, len(ans), utf8.RuneCountInString(e.Error), ans)
		}
	})
}
