package web

import (
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/golden"
)

// jsTraces are the searches the page's unit tests read (web/jstest/testdata), as the
// page gets them: /api/trace's columns form.
var jsTraces = []struct{ name, query string }{
	{"textbook-alphabeta", "game=tree&position=textbook&algo=alphabeta"},
	{"textbook-minimax", "game=tree&position=textbook&algo=minimax"},
	{"stones-naive", "game=stones&position=5&takes=1,2&algo=alphabeta&tt=naive"},
	{"tictactoe-negamax-ab", "game=tictactoe&position=XOX.O....&algo=negamax-alphabeta"},
	// long enough (583 steps) for the model's checkpoints
	{"random-b3-d5", "game=tree&position=random:b=3,d=5,seed=4&algo=alphabeta"},
	{"stopped", "game=tictactoe&position=.........&algo=minimax&max-nodes=300"},
	// Monte Carlo tree search (jstest/model-mcts.test.js)
	{"mcts-tictactoe", "game=tictactoe&position=.........&algo=mcts&iterations=60&seed=1"},
	// expectiminimax (issue 31): the chance tree, Star1 cutting at a chance node,
	// the coin game in negamax form
	{"chance-expecti", "game=tree&position=A(%3F(1/2:%20B(3,5),%201/2:%20C(2,9)))&algo=expectiminimax"},
	{"chance-star1", "game=tree&position=A(5,%20D%3F(1/2:%20B(1,2),%201/2:%20C(3,6)))&algo=expectiminimax&star1=true"},
	{"coin-negamax", "game=coin&position=3&algo=expectiminimax&negamax-form=true"},
}

// elapsed is the one part of a trace that differs from one search to the next.
var elapsed = regexp.MustCompile(`"elapsed_us":\d+`)

// The page's unit tests: the modules that do not touch the page (the request helper,
// the model, the sentences, the dictionary, the problem's and the exercise's
// parameters, the answers...) under Node.js's test runner (node --test jstest/, which
// also runs them by hand). They skip without Node.js, except under CI=true, where
// .ci/run installs it. The traces they read are checked to be what the server sends
// now (regenerate them with -update).
func TestPageModules(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	for _, tc := range jsTraces {
		r := get(t, s.Handler(), "/api/trace?form=columns&"+tc.query)
		require.Equal(t, http.StatusOK, r.code, "%s: %s", tc.name, r.body)
		got := elapsed.ReplaceAll(r.body, []byte(`"elapsed_us":0`))
		path := filepath.Join("jstest", "testdata", tc.name+".json")
		if golden.Update() { // -update: rewrite the traces under jstest/testdata/
			require.NoError(t, os.WriteFile(path, append(got, '\n'), 0o644))
		}
		want, err := os.ReadFile(path)
		require.NoError(t, err, "go test ./web -run TestPageModules -update writes it")
		assert.JSONEq(t, string(want), string(got), "%s is not what the server sends now: go test ./web -run TestPageModules -update", path)
	}

	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is not installed (.ci/run installs Debian's nodejs)")
		}
		t.Skip("node is not installed: the page's unit tests did not run")
	}
	cmd := exec.Command(node, "--test", "jstest/")
	out, err := cmd.CombinedOutput()
	require.NoError(t, err, "node --test jstest/:\n%s", out)
	// the runner's summary: every test passed, and there were tests
	m := regexp.MustCompile(`(?m)^# pass (\d+)$`).FindSubmatch(out)
	require.NotNil(t, m, "no summary from node --test:\n%s", out)
	pass, _ := strconv.Atoi(string(m[1]))
	assert.Greater(t, pass, 50, "node --test ran too few tests:\n%s", out)
	t.Logf("node --test jstest/: %d tests passed", pass)
}
