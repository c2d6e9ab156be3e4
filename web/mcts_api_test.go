package web

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

// A seeded mcts run is the same search in the API as in package trace: /api/trace's
// JSON of tic-tac-toe and of the textbook tree with a seed is trace.Search's own
// (the time taken aside), and another seed gives another run (the test can fail).
func TestMCTSAPIIsTraceSearch(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	for _, tc := range []struct{ name, query string }{
		{"tictactoe", "game=tictactoe&position=.........&algo=mcts&iterations=200&seed=7"},
		{"textbook", "game=tree&position=textbook&algo=mcts&iterations=60&seed=3&exploration=0.7"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := get(t, s.Handler(), "/api/trace?"+tc.query)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			want := searchJSON(t, tc.query)
			assert.True(t, sameRun(t, want, r.body), "the API's run is not trace.Search's")

			other := get(t, s.Handler(), "/api/trace?"+tc.query+"1") // seed 71, 31
			require.Equal(t, http.StatusOK, other.code, "%s", other.body)
			assert.False(t, sameRun(t, want, other.body), "another seed, another run")
		})
	}
}

// sameRun says whether two object forms of a trace are the same run: the same
// nodes, steps, result and mcts account (the options' limits, which the server sets,
// and the time taken aside).
func sameRun(t *testing.T, a, b []byte) bool {
	t.Helper()
	var x, y map[string]any
	require.NoError(t, json.Unmarshal(a, &x))
	require.NoError(t, json.Unmarshal(b, &y))
	for _, m := range []map[string]any{x, y} {
		delete(m, "options")
		if st, ok := m["stats"].(map[string]any); ok {
			delete(st, "elapsed_us")
		}
	}
	return reflect.DeepEqual(x, y)
}

// searchJSON is package trace's search of an API query, as the object form's JSON.
func searchJSON(t *testing.T, query string) []byte {
	t.Helper()
	p := trace.DefaultParams()
	vals, err := url.ParseQuery(query)
	require.NoError(t, err)
	for k := range vals {
		require.NoError(t, p.Set(k, vals.Get(k)), k)
	}
	p.Options.Record = true
	tr, err := trace.Makers{}.Search(context.Background(), &p)
	require.NoError(t, err)
	var buf bytes.Buffer
	require.NoError(t, tr.WriteJSON(&buf, p.Problem()))
	return buf.Bytes()
}

// /api/exact gives each root move's exact value (MAX's view, the rollouts' scale):
// on tic-tac-toe's empty board every first move draws (0); the textbook tree's B, C,
// D are worth 3, 2 and 0; with 5 stones, taking 2 wins (+1) and taking 1 loses (-1).
// Connect-4's are the solver's (/api/solve): none here.
func TestMCTSExactValues(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	for _, tc := range []struct {
		name, query string
		want        map[string]float64
		available   bool
	}{
		{"empty board", "game=tictactoe&position=.........&algo=mcts", map[string]float64{"a1": 0, "b2": 0, "c3": 0, "a2": 0}, true},
		{"textbook", "game=tree&position=textbook&algo=mcts", map[string]float64{"B": 3, "C": 2, "D": 0}, true},
		{"stones", "game=stones&position=5&takes=1,2&algo=mcts", map[string]float64{"take 2": 1, "take 1": -1}, true},
		{"connect-4", "game=connect4&position=&algo=mcts", nil, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			r := get(t, s.Handler(), "/api/exact?"+tc.query)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			var a exactAnswer
			require.NoError(t, json.Unmarshal(r.body, &a))
			assert.Equal(t, tc.available, a.Available)
			got := map[string]float64{}
			for _, m := range a.Moves {
				got[m.Move] = m.Value
			}
			for mv, v := range tc.want {
				assert.Contains(t, got, mv)
				assert.InDelta(t, v, got[mv], 1e-9, mv)
			}
		})
	}
	// a bad parameter is refused with its code, as /api/trace refuses it
	r := get(t, s.Handler(), "/api/exact?game=tictactoe&algo=mcts&iterations=x")
	assert.Equal(t, http.StatusBadRequest, r.code, "%s", r.body)
}
