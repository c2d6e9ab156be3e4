package web

import (
	"encoding/json"
	"io"
	"net/http"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A request line or headers over 64 KB get 431 with a coded message in the request's
// language (its lang parameter, else Accept-Language), not Go's plain-text 431; under
// the limit the request is answered as usual.
func TestLargeHeadGetsCodedError(t *testing.T) {
	t.Parallel()
	sv := serveLoopback(t, Config{})
	long := strings.Repeat("x", 70<<10)
	for _, tc := range []struct {
		name, target string
		header       map[string]string
		status       int
		lang         string
	}{
		{"a long address, lang=es", "/api/meta?lang=es&pad=" + long, nil, 431, "es"},
		{"a long address, Accept-Language", "/api/trace?pad=" + long, map[string]string{"Accept-Language": "es-ES"}, 431, "es"},
		{"long headers", "/api/meta", map[string]string{"Cookie": "c=" + long}, 431, "en"},
		{"long headers to the page", "/", map[string]string{"X-Pad": long, "Accept-Language": "es"}, 431, "es"},
		{"under the limit", "/api/meta?pad=" + strings.Repeat("x", 60<<10), nil, 200, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			req, err := http.NewRequest(http.MethodGet, sv.base+tc.target, nil)
			require.NoError(t, err)
			for k, v := range tc.header {
				req.Header.Set(k, v)
			}
			resp, err := http.DefaultClient.Do(req)
			require.NoError(t, err)
			defer resp.Body.Close()
			body, err := io.ReadAll(resp.Body)
			require.NoError(t, err)
			require.Equal(t, tc.status, resp.StatusCode, "%.300s", body)
			if tc.status != 431 {
				return
			}
			assert.Equal(t, "application/json; charset=utf-8", resp.Header.Get("Content-Type"))
			var e struct{ Error, Code string }
			require.NoError(t, json.Unmarshal(body, &e), "%s", body)
			assert.Equal(t, "web.head_too_large", e.Code)
			if tc.lang == "es" {
				assert.Contains(t, e.Error, "manda un árbol o una posición larga en el cuerpo de un formulario")
			} else {
				assert.Contains(t, e.Error, "send a long tree or position as a form body")
			}
		})
	}
}
