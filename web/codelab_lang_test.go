package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countStar and countJS are one evaluation in the lab's two languages: the player's
// marks less the other's.
const (
	countStar = "def evaluate(board, player):\n    n = 0\n    for row in board:\n        for c in row.elems():\n            if c == player:\n                n += 1\n            elif c != \".\":\n                n -= 1\n    return n\n"
	countJS   = "function evaluate(board, player) {\n  var n = 0;\n  for (var r = 0; r < board.length; r++) {\n    for (var i = 0; i < board[r].length; i++) {\n      var c = board[r][i];\n      if (c === player) n++;\n      else if (c !== '.') n--;\n    }\n  }\n  return n;\n}\n"
)

// submitCode posts a program to /api/lab/code and returns its answer.
func submitCode(t *testing.T, s *Server, form url.Values) labCodeAnswer {
	t.Helper()
	r := labPost(t, s, "/api/lab/code", form)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var a labCodeAnswer
	require.NoError(t, json.Unmarshal(r.body, &a))
	return a
}

// A JavaScript evaluation goes where a Starlark one goes: submitted with
// code-lang (javascript or js), named by its hash in /api/trace, it gives the values
// its Starlark twin gives; without code-lang the code is Starlark (old links).
func TestLabJavaScriptEvaluation(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	star := submitCode(t, s, url.Values{"kind": {"eval"}, "source": {countStar}})
	assert.Equal(t, "starlark", string(star.CodeLang))
	js := submitCode(t, s, url.Values{"kind": {"eval"}, "source": {countJS}, "code-lang": {"javascript"}})
	assert.Equal(t, "javascript", string(js.CodeLang))
	assert.Equal(t, []string{"evaluate"}, js.Functions)
	again := submitCode(t, s, url.Values{"kind": {"eval"}, "source": {countJS}, "code-lang": {"js"}, "lang": {"es"}})
	assert.Equal(t, js.Hash, again.Hash, "js and javascript are one language")
	assert.NotEqual(t, star.Hash, js.Hash)

	q := "/api/trace?game=tictactoe&position=5,1&depth=2&algo=alphabeta&eval=lab:"
	sv, jv := get(t, s.Handler(), q+star.Hash), get(t, s.Handler(), q+js.Hash)
	require.Equal(t, http.StatusOK, sv.code, "%s", sv.body)
	require.Equal(t, http.StatusOK, jv.code, "%s", jv.body)
	assert.Equal(t, sv.json(t)["value"], jv.json(t)["value"])
	assert.Equal(t, sv.json(t)["steps"], jv.json(t)["steps"])

	// the same text said to be Starlark is Starlark: it does not parse
	r := labPost(t, s, "/api/lab/code", url.Values{"kind": {"eval"}, "source": {countJS}})
	assert.Equal(t, http.StatusBadRequest, r.code)
	assert.Equal(t, "lab.syntax", r.json(t)["code"])
}

// A language the lab does not know is a 400 with lab.lang in the user's language, on
// every route that takes code; a JavaScript syntax error is at its line and column.
func TestLabCodeLangErrors(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	for _, path := range []string{"/api/lab/code", "/api/lab/check", "/api/lab/tournament", "/api/lab/quality"} {
		r := labPost(t, s, path, url.Values{"kind": {"eval"}, "source": {countJS}, "code-lang": {"cobol"}, "lang": {"es"}, "game": {"tictactoe"}})
		assert.Equal(t, http.StatusBadRequest, r.code, "%s: %s", path, r.body)
		j := r.json(t)
		assert.Equal(t, "lab.lang", j["code"], path)
		assert.Contains(t, j["error"], "el laboratorio de código admite", path)
		assert.Contains(t, j["error"], "cobol", path)
	}
	r := labPost(t, s, "/api/lab/code", url.Values{"kind": {"eval"}, "code-lang": {"js"}, "lang": {"es"},
		"source": {"function evaluate(board, player) {\n  return 1 +;\n}\n"}})
	require.Equal(t, http.StatusBadRequest, r.code)
	j := r.json(t)
	assert.Equal(t, "lab.syntax", j["code"])
	assert.Equal(t, float64(2), j["line"])
	assert.Greater(t, j["col"], float64(0))
	assert.Contains(t, j["error"], "línea 2")
}

// A JavaScript evaluation plays a tournament and is scored, streamed as a Starlark
// one.
func TestLabJavaScriptTournament(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	r := labPost(t, s, "/api/lab/tournament", url.Values{"source": {countJS}, "code-lang": {"js"}, "game": {"tictactoe"}, "against": {"course"}, "depth": {"1"}, "games": {"2"}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Contains(t, string(r.body), `"result"`)
	assert.NotContains(t, string(r.body), `"error"`)

	r = labPost(t, s, "/api/lab/quality", url.Values{"source": {countJS}, "code-lang": {"javascript"}, "game": {"tictactoe"}, "depth": {"1"}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Contains(t, string(r.body), `"result"`)
	assert.NotContains(t, string(r.body), `"error"`)
}
