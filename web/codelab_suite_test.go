package web

import (
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tieBugSearch is Russell & Norvig's alpha-beta cutting at MIN only when v < alpha:
// it passes the textbook tree (no ties at a cut there) and fails on a tie.
func tieBugSearch(t *testing.T) string {
	return strings.Replace(exampleSource(t, "search_alphabeta"), "if v <= alpha:", "if v < alpha:", 1)
}

// POST /api/lab/check with no tree runs the default set and names the tree it failed
// on (its params open it); a tree named runs that tree only.
func TestLabCheckSuiteRoute(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	src := tieBugSearch(t)
	for _, pos := range []string{"", "suite"} {
		vals := url.Values{"source": {src}, "algo": {"alphabeta"}}
		if pos != "" {
			vals.Set("position", pos)
		}
		r := labPost(t, s, "/api/lab/check", vals)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		j := r.json(t)
		assert.Equal(t, false, j["ok"])
		suite := j["suite"].(map[string]any)
		assert.Equal(t, "min-root", suite["tree"])
		assert.Len(t, suite["trees"], 6)
		params := j["params"].(map[string]any)
		assert.Equal(t, "min", params["root"])
		assert.Equal(t, suite["trees"].([]any)[int(suite["index"].(float64))].(map[string]any)["tree"], params["position"])
		sum := j["summary"].(map[string]any)
		assert.Contains(t, sum["en"], `On check tree 4 of 6, "min-root"`)
		assert.Contains(t, sum["es"], `En el árbol de comprobación 4 de 6, «min-root»`)
	}
	r := labPost(t, s, "/api/lab/check", url.Values{"source": {src}, "algo": {"alphabeta"}, "position": {"textbook"}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	j := r.json(t)
	assert.Equal(t, true, j["ok"])
	assert.NotContains(t, j, "suite")
	r = labPost(t, s, "/api/lab/check", url.Values{"source": {exampleSource(t, "search_alphabeta")}, "algo": {"alphabeta"}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	j = r.json(t)
	assert.Equal(t, true, j["ok"])
	assert.Contains(t, j["summary"].(map[string]any)["en"], "Accepted on all 6 check trees")
}

// A check's option it cannot follow is refused (400, coded, in the language asked),
// never dropped unsaid; its false value is fine.
func TestLabCheckRefusesUnfollowedOptions(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	src := exampleSource(t, "search_alphabeta")
	for _, k := range []string{"order", "tt", "iterative", "quiescence"} {
		r := labPost(t, s, "/api/lab/check", url.Values{"source": {src}, "algo": {"alphabeta"}, k: {"true"}, "lang": {"es"}})
		assert.Equal(t, http.StatusBadRequest, r.code, k)
		j := r.json(t)
		assert.Equal(t, "lab.check_option", j["code"], k)
		assert.Contains(t, j["error"], k+" no se comprueba", k)
	}
	r := labPost(t, s, "/api/lab/check", url.Values{"source": {src}, "algo": {"alphabeta"}, "order": {"false"}, "position": {"textbook"}})
	assert.Equal(t, http.StatusOK, r.code, "%s", r.body)
}
