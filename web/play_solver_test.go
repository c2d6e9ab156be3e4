package web

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/c4"
)

// TestSolveRoute gives every column's exact score and the best column.
func TestSolveRoute(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	r := get(t, h, "/api/solve?position=52753311433677442422121")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	v := r.json(t)
	assert.Equal(t, 8.0, v["score"])
	scores := v["scores"].([]any)
	require.Len(t, scores, 7)
	best := -100.0
	for _, s := range scores {
		if s != nil {
			best = max(best, s.(float64))
		}
	}
	assert.Equal(t, 8.0, best)
	col := v["best_move"].(string)
	assert.Equal(t, 8.0, scores[col[0]-'1'])

	r = do(t, h, http.MethodPost, "/api/solve", strings.NewReader("position=5554224333234511764415115&weak=true"), nil)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, 1.0, r.json(t)["score"])
}

func TestSolveRouteErrors(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{TimeLimitCap: 50 * time.Millisecond}).Handler()
	for _, tc := range []struct {
		target string
		status int
		code   string
	}{
		{"/api/solve?position=48", http.StatusBadRequest, "connect4.bad_char"},
		{"/api/solve?position=4&depth=3", http.StatusBadRequest, "web.unknown_param"},
		{"/api/solve?position=4&weak=maybe", http.StatusBadRequest, "web.weak"},
		{"/api/lab?position=1111111", http.StatusBadRequest, "connect4.column_full"},
		{"/api/solve?position=4&best=maybe", http.StatusBadRequest, "web.solve_flag"},
		{"/api/solve?position=4&stream=2", http.StatusBadRequest, "web.solve_flag"},
		{"/api/lab?position=4&best=true", http.StatusBadRequest, "web.unknown_param"},
		{"/api/solve?position=16677772", http.StatusUnprocessableEntity, "c4.stopped_time"}, // 8 stones, off the book: solved live (about 6 s on a quiet machine), past 6 x 50 ms
	} {
		r := get(t, h, tc.target)
		assert.Equal(t, tc.status, r.code, tc.target)
		assert.Equal(t, tc.code, r.json(t)["code"], tc.target)
		noStack(t, r.body)
	}
}

// TestLabRoute shows each step; the first ones stop on a middle-game position.
func TestLabRoute(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	r := get(t, h, "/api/lab?position=5554224333234511764415115&lang=es")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	steps := r.json(t)["steps"].([]any)
	require.Len(t, steps, 9+len(c4.BeyondSteps))
	assert.Equal(t, 12.0, steps[8].(map[string]any)["part"])
	last := steps[len(steps)-1].(map[string]any)
	assert.Equal(t, float64(12+len(c4.BeyondSteps)), last["part"])
	assert.Equal(t, 4.0, last["score"])
}

// TestSolverTrace: /api/trace with solver=true sends the solver's search, recorded,
// for connect-4 (a Middle-Easy position within the page's node cap), and refuses it,
// coded, for another game or a budget too small.
func TestSolverTrace(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	r := get(t, h, "/api/trace?game=connect4&position=47254525565152712&algo=negamax-alphabeta&solver=true&max-nodes=600000")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	v := decodeTrace(t, r.body)
	assert.Equal(t, true, v["complete"])
	assert.Equal(t, 8.0, v["score"])
	assert.Greater(t, len(v["nodes"].([]any)), 10_000)

	for _, tc := range []struct {
		target string
		status int
		code   string
	}{
		{"/api/trace?game=tictactoe&algo=minimax&solver=true", http.StatusBadRequest, "param.solver_game"},
		{"/api/trace?game=connect4&position=47254525565152712&algo=minimax&solver=true&max-nodes=100", http.StatusUnprocessableEntity, "c4.stopped_record"},
	} {
		r := get(t, h, tc.target)
		assert.Equal(t, tc.status, r.code, tc.target)
		assert.Equal(t, tc.code, r.json(t)["code"], tc.target)
		noStack(t, r.body)
	}
}

// TestSolveRouteBook: the opening book answers at once with every column's exact
// score: the empty board, and the two positions where the old page's machine
// threw value away (after 4147 it played column 1, a win become a draw; after 434
// column 7, a draw become a loss).
func TestSolveRouteBook(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	for _, tc := range []struct {
		position string
		scores   []float64
		best     string
	}{
		{"", []float64{-2, -1, 0, 1, 0, -1, -2}, "4"},
		{"4147", []float64{0, 2, 10, 10, 10, 2, 0}, "4"},
		{"434", []float64{-5, -5, -5, 0, -5, -5, -5}, "4"},
	} {
		r := get(t, h, "/api/solve?position="+tc.position)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		v := r.json(t)
		assert.Equal(t, true, v["book"], tc.position)
		var scores []float64
		for _, s := range v["scores"].([]any) {
			scores = append(scores, s.(float64))
		}
		assert.Equal(t, tc.scores, scores, tc.position)
		assert.Equal(t, tc.best, v["best_move"], tc.position)
		assert.Zero(t, v["nodes"], tc.position)
	}
	// weak: the signs
	r := get(t, h, "/api/solve?position=434&weak=true")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, []any{-1.0, -1.0, -1.0, 0.0, -1.0, -1.0, -1.0}, r.json(t)["scores"])
}
