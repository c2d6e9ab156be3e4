package web

import (
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// minimaxJS is a node API search (search(root)) in JavaScript: plain minimax.
const minimaxJS = `function minimax(node) {
  if (node.is_leaf()) return node.value();
  var best = node.is_max() ? -Infinity : Infinity;
  var kids = node.children();
  for (var i = 0; i < kids.length; i++) {
    var v = minimax(kids[i]);
    best = node.is_max() ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}
function search(root) { return minimax(root); }
`

// A JavaScript search is checked through /api/lab/check as a Starlark one is.
func TestLabJavaScriptSearchChecked(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	code := submitCode(t, s, url.Values{"kind": {"search"}, "source": {minimaxJS}, "code-lang": {"js"}})
	assert.Equal(t, "javascript", string(code.CodeLang))
	r := labPost(t, s, "/api/lab/check", url.Values{"source": {minimaxJS}, "code-lang": {"js"}, "position": {"textbook"}, "algo": {"minimax"}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, true, r.json(t)["ok"], "%s", r.body)
	r = labPost(t, s, "/api/lab/check", url.Values{"source": {minimaxJS}, "code-lang": {"js"}, "position": {"textbook"}, "algo": {"alphabeta"}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, false, r.json(t)["ok"], "minimax is not alpha-beta: %s", r.body)
}
