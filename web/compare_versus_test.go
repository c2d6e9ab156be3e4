package web

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/versus"
)

// /api/compare/mcts: the budget sweep's rows and the play's tallies, as package versus
// gives them, asked in English and in Spanish (the errors in the language asked).
func TestVersusAPI(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	r := get(t, h, "/api/compare/mcts?game=tictactoe&budgets=100,1000&positions=10&seed=3")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var a versusAnswer
	require.NoError(t, json.Unmarshal(r.body, &a))
	assert.Equal(t, "sweep", a.Kind)
	assert.Equal(t, []int{100, 1000}, a.Budgets)
	require.Len(t, a.Rows, 4)
	assert.Equal(t, "mcts", a.Rows[0].Algo)
	assert.Equal(t, "alphabeta", a.Rows[1].Algo)
	assert.Equal(t, 10, a.Rows[3].Positions)
	again := get(t, h, "/api/compare/mcts?game=tictactoe&budgets=100,1000&positions=10&seed=3&lang=es")
	assert.Equal(t, string(r.body), string(again.body), "kept, the same in both languages: numbers only")

	r = do(t, h, http.MethodPost, "/api/compare/mcts", strings.NewReader("kind=play&game=tictactoe&opponents=perfect,ab1&games=2&iterations=50"), nil)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	a = versusAnswer{}
	require.NoError(t, json.Unmarshal(r.body, &a))
	assert.Equal(t, "play", a.Kind)
	require.Len(t, a.Tallies, 4)
	for i, tl := range a.Tallies {
		assert.Equal(t, i%2 == 0, tl.MCTSFirst)
		assert.Equal(t, 2, tl.Wins+tl.Draws+tl.Losses)
	}
	assert.Zero(t, a.Tallies[0].Wins+a.Tallies[1].Wins, "tic-tac-toe's perfect player never loses")

	for _, tc := range []struct{ query, code, en, es string }{
		{"kind=race", "versus.kind", "kind must be sweep or play", "kind debe ser sweep o play"},
		{"game=stones", "versus.game", "MCTS against alpha-beta plays", "MCTS contra alfa-beta juega"},
		{"budgets=100,x", "versus.budgets", "node budgets", "presupuestos de nodos"},
		{"kind=play&opponents=ab99", "versus.opponent", "opponent", "rival"},
		{"budgets=1000000&positions=1000", "versus.too_big", "would search about", "buscaría unos"},
		{"games=lots&kind=play", "versus.number", "games must be a whole number", "games debe ser un número entero"},
		{"colour=red", "web.unknown_param", "", ""},
	} {
		for lang, want := range map[string]string{"en": tc.en, "es": tc.es} {
			r := get(t, h, "/api/compare/mcts?"+tc.query+"&lang="+lang)
			assert.Equal(t, http.StatusBadRequest, r.code, tc.query)
			var e struct{ Code, Error string }
			require.NoError(t, json.Unmarshal(r.body, &e))
			assert.Equal(t, tc.code, e.Code, tc.query)
			assert.Contains(t, e.Error, want, tc.query)
		}
	}
}

// A comparison that outlasts the server's time limit: 422 versus.time.
func TestVersusAPIDeadline(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{TimeLimitCap: 20 * time.Millisecond}).Handler()
	r := get(t, h, "/api/compare/mcts?game=connect4&budgets=20000&positions=40&lang=es")
	require.Equal(t, http.StatusUnprocessableEntity, r.code, "%s", r.body)
	var e struct{ Code, Error string }
	require.NoError(t, json.Unmarshal(r.body, &e))
	assert.Equal(t, "versus.time", e.Code)
	assert.Contains(t, e.Error, "la comparación necesitó más de")
	_ = versus.Connect4
}
