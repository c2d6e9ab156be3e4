package cli

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/web"
)

// A seeded mcts run is the same in the command line as in the API (and so in the
// page, which reads the API): `trace --algo mcts --seed 7 --iterations 200` on
// tic-tac-toe's empty board gives /api/trace's best move, value, principal variation,
// nodes and steps, and its mcts account (the root's best visits) when there is one.
// Another seed changes the run (the comparison can fail).
func TestMCTSCommandLineIsAPI(t *testing.T) {
	t.Parallel()
	srv, err := web.New(web.Config{})
	require.NoError(t, err)
	t.Cleanup(func() { srv.Close() })
	api := func(query string) map[string]any {
		rec := httptest.NewRecorder()
		srv.Handler().ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/api/trace?"+query, nil))
		require.Equal(t, http.StatusOK, rec.Code, rec.Body.String())
		var doc map[string]any
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &doc))
		return doc
	}
	cli := func(seed string) map[string]any {
		code, out, errOut := runCLI(t, "", "trace", "--game", "tictactoe", "--position", ".........", "--algo", "mcts", "--seed", seed, "--iterations", "200", "--format", "json")
		require.Equal(t, 0, code, errOut)
		var doc map[string]any
		require.NoError(t, json.Unmarshal([]byte(out), &doc))
		return doc
	}
	run := func(doc map[string]any) map[string]any {
		delete(doc, "options") // the server's limits
		delete(doc["stats"].(map[string]any), "elapsed_us")
		return doc
	}
	fromAPI := api("game=tictactoe&position=.........&algo=mcts&seed=7&iterations=200")
	fromCLI := cli("7")
	require.NotEmpty(t, fromCLI["best_move"])
	assert.Equal(t, fromAPI["best_move"], fromCLI["best_move"], "the best move")
	assert.Equal(t, fromAPI["value"], fromCLI["value"], "the best move's W")
	if m, ok := fromAPI["mcts"].(map[string]any); ok {
		assert.Equal(t, m["best_visits"], fromCLI["mcts"].(map[string]any)["best_visits"], "the best move's visits")
	}
	assert.Equal(t, run(fromAPI), run(fromCLI), "the whole run")
	assert.NotEqual(t, run(fromAPI), run(cli("8")), "another seed, another run")
}
