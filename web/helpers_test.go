package web

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newTestServer is a server with the given limits and the default renderer.
func newTestServer(t *testing.T, cfg Config) *Server {
	t.Helper()
	s, err := New(cfg)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

type response struct {
	code   int
	header http.Header
	body   []byte
}

func (r response) json(t *testing.T) map[string]any {
	t.Helper()
	var v map[string]any
	require.NoError(t, json.Unmarshal(r.body, &v), "body: %.300s", r.body)
	return v
}

// do runs one request through the handler. body, when set, is a form (POST).
func do(t *testing.T, h http.Handler, method, target string, body io.Reader, header map[string]string) response {
	t.Helper()
	req := httptest.NewRequest(method, target, body)
	if body != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	for k, v := range header {
		req.Header.Set(k, v)
	}
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	return response{rec.Code, rec.Header(), rec.Body.Bytes()}
}

func get(t *testing.T, h http.Handler, target string) response {
	t.Helper()
	return do(t, h, http.MethodGet, target, nil, nil)
}

// gunzip reads a gzipped body.
func gunzip(t *testing.T, body []byte) []byte {
	t.Helper()
	zr, err := gzip.NewReader(bytes.NewReader(body))
	require.NoError(t, err)
	b, err := io.ReadAll(zr)
	require.NoError(t, err)
	return b
}

// noStack checks that an answer does not show Go internals.
func noStack(t *testing.T, body []byte) {
	t.Helper()
	for _, s := range []string{"goroutine ", ".go:", "panic(", "runtime/debug", "gin-gonic"} {
		assert.NotContains(t, string(body), s)
	}
}
