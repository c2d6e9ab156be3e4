package web

import (
	"bufio"
	"bytes"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"

	"github.com/gin-gonic/gin"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/observe"
)

// syncBuffer is a log destination safe for the server's goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  bytes.Buffer
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// lines are the JSON log lines written so far.
func (s *syncBuffer) lines(t *testing.T) []map[string]any {
	t.Helper()
	var out []map[string]any
	sc := bufio.NewScanner(strings.NewReader(s.String()))
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var m map[string]any
		require.NoError(t, json.Unmarshal(sc.Bytes(), &m), "log line %s", sc.Text())
		out = append(out, m)
	}
	return out
}

// accessLine is the access line of the request with id.
func (s *syncBuffer) accessLine(t *testing.T, id string) map[string]any {
	t.Helper()
	for _, l := range s.lines(t) {
		if l["msg"] == "request" && l["request_id"] == id {
			return l
		}
	}
	t.Fatalf("no access line for request %s in:\n%s", id, s.String())
	return nil
}

// newLoggedServer is a test server logging JSON at the debug level into the buffer.
func newLoggedServer(t *testing.T, cfg Config) (*Server, *syncBuffer) {
	t.Helper()
	var buf syncBuffer
	l, err := observe.NewLogger(&buf, "json", "debug")
	require.NoError(t, err)
	cfg.Logger = l
	return newTestServer(t, cfg), &buf
}

// Every request gets one access line with its id, route, query, status, size and
// times, and what the handler told about it (search and render time, caches, lang).
func TestAccessLine(t *testing.T) {
	t.Parallel()
	s, logs := newLoggedServer(t, Config{})
	h := s.Handler()
	for _, tc := range []struct {
		name, target string
		status       int
		want         map[string]any // fields with these values
		has          []string       // fields that must be there
		hasNot       []string
	}{
		{"a search", "/api/trace?game=tictactoe&position=XOX.O....&lang=es", 200,
			map[string]any{"method": "GET", "route": "/api/trace", "query": "game=tictactoe&position=XOX.O....&lang=es", "status": 200.0, "cache": "miss", "lang": "es"},
			[]string{"duration", "bytes", "search"}, []string{"render", "image_cache"}},
		{"the same search, cached", "/api/trace?game=tictactoe&position=XOX.O....&lang=es", 200,
			map[string]any{"cache": "hit", "lang": "es"}, nil, []string{"search"}},
		{"a drawing", "/api/render?game=tictactoe&position=XOX.O....&format=dot", 200,
			map[string]any{"route": "/api/render", "cache": "hit", "image_cache": "miss", "lang": "en"}, []string{"render"}, nil},
		{"the same drawing, cached", "/api/render?game=tictactoe&position=XOX.O....&format=dot", 200,
			map[string]any{"image_cache": "hit"}, nil, []string{"render"}},
		{"the page", "/", 200, map[string]any{"route": "/", "path": "/"}, nil, []string{"query", "cache", "lang"}},
		{"no route", "/nowhere?x=1", 404, map[string]any{"route": "unmatched", "path": "/nowhere", "status": 404.0}, nil, nil},
		{"bad input", "/api/trace?depth=NaN", 400, map[string]any{"status": 400.0, "level": "INFO"}, nil, []string{"cache"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := get(t, h, tc.target)
			require.Equal(t, tc.status, r.code, "%s", r.body)
			id := r.header.Get("X-Request-Id")
			require.Len(t, id, 16)
			line := logs.accessLine(t, id)
			for k, v := range tc.want {
				assert.Equal(t, v, line[k], k)
			}
			for _, k := range tc.has {
				assert.Contains(t, line, k)
			}
			for _, k := range tc.hasNot {
				assert.NotContains(t, line, k)
			}
			assert.Greater(t, line["duration"], 0.0)
			assert.EqualValues(t, len(r.body), line["bytes"])
		})
	}
}

// A long query is cut short in the log, on a character boundary.
func TestAccessLineCutsTheQuery(t *testing.T) {
	t.Parallel()
	s, logs := newLoggedServer(t, Config{})
	r := get(t, s.Handler(), "/api/trace?position="+strings.Repeat("%D7%A9", 5000))
	line := logs.accessLine(t, r.header.Get("X-Request-Id"))
	q := line["query"].(string)
	assert.Less(t, len(q), 200+40, "the log keeps 200 bytes of a query")
	assert.Contains(t, q, "(30009 bytes)")
}

// The request id: a client's sensible one is kept (a proxy's), anything else is
// replaced; it is in the header and in every error body.
func TestRequestID(t *testing.T) {
	t.Parallel()
	s, logs := newLoggedServer(t, Config{})
	for _, tc := range []struct {
		name, given string
		kept        bool
	}{
		{"none", "", false},
		{"a proxy's", "edge-7f3a.42:1", true},
		{"too long", strings.Repeat("a", 65), false},
		{"odd characters", "id with spaces", false},
		{"a log injection", "x\" level=ERROR", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, lang := range []string{msg.EN, msg.ES} {
				r := do(t, s.Handler(), http.MethodGet, "/api/trace?depth=x&lang="+lang, nil, map[string]string{"X-Request-Id": tc.given})
				require.Equal(t, http.StatusBadRequest, r.code)
				id := r.header.Get("X-Request-Id")
				if tc.kept {
					assert.Equal(t, tc.given, id)
				} else {
					assert.NotEqual(t, tc.given, id)
					assert.Regexp(t, `^[0-9a-f]{16}$`, id)
				}
				assert.Equal(t, id, r.json(t)["request_id"], "the error body carries the id")
				logs.accessLine(t, id)
			}
		})
	}
}

// A panic becomes a coded 500 in the request's language carrying the request id; the
// panic and its stack are logged under the same id, never sent.
func TestPanicBecomesCoded500(t *testing.T) {
	t.Parallel()
	s, logs := newLoggedServer(t, Config{})
	s.engine.GET("/api/boom", func(c *gin.Context) {
		c.Header("Content-Encoding", "gzip") // set before the panic: must not survive
		panic("boom at the engine room")
	})
	for _, tc := range []struct{ lang, text string }{{msg.EN, "internal error"}, {msg.ES, "error interno"}} {
		t.Run(tc.lang, func(t *testing.T) {
			r := get(t, s.Handler(), "/api/boom?lang="+tc.lang)
			assert.Equal(t, http.StatusInternalServerError, r.code)
			assert.Empty(t, r.header.Get("Content-Encoding"))
			id := r.header.Get("X-Request-Id")
			assert.JSONEq(t, `{"error":"`+tc.text+`","code":"web.internal","params":{},"request_id":"`+id+`"}`, string(r.body))
			noStack(t, r.body)
			var panicLine map[string]any
			for _, l := range logs.lines(t) {
				if l["msg"] == "panic" && l["request_id"] == id {
					panicLine = l
				}
			}
			require.NotNil(t, panicLine, "the panic is logged with the request id")
			assert.Equal(t, "ERROR", panicLine["level"])
			assert.Equal(t, "boom at the engine room", panicLine["panic"])
			assert.Contains(t, panicLine["stack"], "logging_test.go", "the stack reaches the handler")
			assert.Equal(t, 500.0, logs.accessLine(t, id)["status"])
		})
	}
	assert.Contains(t, scrape(t, s), "gametree_http_panics_total 2")
}

// The cost the middleware (id, note, access line, metrics, drain count) adds to the
// cheapest request: go test ./web -run XXX -bench HealthzThroughTheMiddleware
func BenchmarkHealthzThroughTheMiddleware(b *testing.B) {
	for _, format := range []string{"text", "json", "quiet"} {
		b.Run(format, func(b *testing.B) {
			var cfg Config
			if format != "quiet" {
				l, err := observe.NewLogger(io.Discard, format, "info")
				require.NoError(b, err)
				cfg.Logger = l
			}
			s, err := New(cfg)
			require.NoError(b, err)
			defer s.Close()
			h := s.Handler()
			req := httptest.NewRequest(http.MethodGet, "/healthz", nil)
			b.ReportAllocs()
			for b.Loop() {
				rec := httptest.NewRecorder()
				h.ServeHTTP(rec, req)
			}
		})
	}
}
