package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A check through the API (the student's search run rewritten, in a worker) answers
// its errors at the student's own line and column, in the request's language, with
// the traceback folded: endless recursion at line 9's call, a missing colon at the
// end of line 1 (a search that returns None is told so in the verdict: labcheck's
// TestSearchReturnsNotANumber).
func TestLabCheckErrorsAtTheStudentsPlace(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	minimax := "def minimax(node):\n    if node.is_leaf():\n        return node.value()\n    best = None\n" +
		"    for child in node.children():\n        v = minimax(child)\n        if best == None or v > best:\n            best = v\n" +
		"    return minimax(node)\n\ndef search(root):\n    return minimax(root)\n"
	for _, tc := range []struct {
		name, src, code string
		line, col       int
		text            string
	}{
		{"endless recursion", minimax, "lab.recursion", 9, 19, "línea 9, columna 19: llamadas anidadas a más de 5.000 niveles (¿recursión infinita?)"},
		{"missing colon", strings.Replace(minimax, "(node):", "(node)", 1), "lab.syntax", 1, 18, "línea 1, columna 18: error de sintaxis: falta «:» al final de esta línea"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := labPost(t, s, "/api/lab/check", url.Values{"source": {tc.src}, "position": {"textbook"}, "algo": {"minimax"}, "lang": {"es"}})
			require.Equal(t, http.StatusBadRequest, r.code, "%s", r.body)
			j := r.json(t)
			assert.Equal(t, tc.code, j["code"])
			assert.Equal(t, float64(tc.line), j["line"])
			assert.Equal(t, float64(tc.col), j["col"])
			assert.Equal(t, tc.text, j["error"])
			tb, _ := j["traceback"].(string)
			assert.Less(t, strings.Count(tb, "\n"), 12, tb)
			assert.NotContains(t, tb, "__lab_ret")
		})
	}
}
