package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The spec /api/exercise answers can be posted back to /api/grade as it is, whatever
// the exercise's source: a typed tree's spec holds seed 0 and level 0 (fields it does
// not use), which /api/grade once refused with 400 "level 0".
func TestGradeTakesTheSpecExerciseAnswered(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	for _, q := range []string{
		"source=tree&position=" + url.QueryEscape("A(B(C(5)),D(E(E1(3,1),E2(2,0)),G(7,8)))") + "&q=prune",
		"source=tree&position=" + url.QueryEscape("((3,5),(2,9),(0,7))") + "&q=window&root=min",
		"source=textbook&q=values",
		"source=tictactoe&position=XOXOXO...&q=prune",
		"source=stones&position=6&q=prune",
		"source=random&seed=3&level=2",
	} {
		r := get(t, h, "/api/exercise?"+q)
		require.Equal(t, http.StatusOK, r.code, "%s: %s", q, r.body)
		var ex struct {
			Spec json.RawMessage `json:"spec"`
		}
		require.NoError(t, json.Unmarshal(r.body, &ex))
		g := postJSON(t, h, "/api/grade", `{"exercise":`+string(ex.Spec)+`,"answers":{}}`, nil)
		require.Equal(t, http.StatusOK, g.code, "%s: posting back %s: %s", q, ex.Spec, g.body)
		var res struct {
			OutOf int `json:"out_of"`
		}
		require.NoError(t, json.Unmarshal(g.body, &res))
		assert.Positive(t, res.OutOf, q)
	}
}
