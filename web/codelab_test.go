package web

import (
	"bufio"
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/lab"
)

func labPost(t *testing.T, s *Server, path string, form url.Values) response {
	t.Helper()
	return do(t, s.Handler(), http.MethodPost, path, strings.NewReader(form.Encode()), nil)
}

func exampleSource(t *testing.T, name string) string {
	src, ok := lab.ExampleSource(name)
	require.True(t, ok)
	return src
}

// A student's evaluation submitted, then searched through /api/trace with its hash:
// the values are eval=course's.
func TestLabEvaluationInTheTree(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	r := labPost(t, s, "/api/lab/code", url.Values{"kind": {"eval"}, "source": {exampleSource(t, "connect4_course")}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var code labCodeAnswer
	require.NoError(t, json.Unmarshal(r.body, &code))
	assert.Equal(t, []string{"evaluate"}, code.Functions)

	q := "/api/trace?game=connect4&position=4453&depth=3&algo=alphabeta"
	want := get(t, s.Handler(), q)
	got := get(t, s.Handler(), q+"&eval=lab:"+code.Hash)
	require.Equal(t, http.StatusOK, got.code, "%s", got.body)
	wv, gv := want.json(t), got.json(t)
	assert.Equal(t, wv["value"], gv["value"])
	assert.Equal(t, wv["steps"], gv["steps"])

	svg := get(t, s.Handler(), "/api/render?game=connect4&position=4453&depth=2&eval=lab:"+code.Hash)
	assert.Equal(t, http.StatusOK, svg.code, "%.300s", svg.body)

	// an unknown hash: the page sends the source again
	r = get(t, s.Handler(), q+"&eval=lab:00000000000000000000")
	assert.Equal(t, http.StatusNotFound, r.code)
	assert.Equal(t, "lab.unknown", r.json(t)["code"])
}

func TestLabErrors(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	r := labPost(t, s, "/api/lab/code", url.Values{"kind": {"eval"}, "source": {"def evaluate(board, player):\n    return nope\n"}, "lang": {"es"}})
	require.Equal(t, http.StatusBadRequest, r.code)
	j := r.json(t)
	assert.Equal(t, "lab.syntax", j["code"])
	assert.Equal(t, float64(2), j["line"])
	assert.Equal(t, float64(12), j["col"])
	assert.Equal(t, "línea 2, columna 12: error de sintaxis: nope no está definido", j["error"])

	r = labPost(t, s, "/api/lab/code", url.Values{"kind": {"eval"}, "source": {"def evaluate(board, player):\n    x = [0] * 1000000000\n    return 0\n"}})
	require.Equal(t, http.StatusOK, r.code, "it loads: the bomb is in the function")
	var code labCodeAnswer
	require.NoError(t, json.Unmarshal(r.body, &code))
	if !raceEnabled { // the race detector's runtime cannot live under the workers' address-space limit
		r = get(t, s.Handler(), "/api/trace?game=connect4&depth=1&eval=lab:"+code.Hash)
		assert.Equal(t, http.StatusBadRequest, r.code)
		assert.Equal(t, "lab.memory", r.json(t)["code"])
		noStack(t, r.body)
	}

	r = labPost(t, s, "/api/lab/code", url.Values{"kind": {"eval"}, "source": {strings.Repeat("#", 70<<10)}})
	assert.Equal(t, http.StatusBadRequest, r.code)
	assert.Equal(t, "lab.source_size", r.json(t)["code"])
	r = labPost(t, s, "/api/lab/code", url.Values{"kind": {"eval"}, "source": {strings.Repeat("#", 1<<20)}})
	assert.Equal(t, http.StatusRequestEntityTooLarge, r.code)
	r = labPost(t, s, "/api/lab/code", url.Values{"kind": {"chess"}, "source": {"x = 1"}})
	assert.Equal(t, http.StatusBadRequest, r.code)
	assert.Equal(t, "lab.kind", r.json(t)["code"])
}

func TestLabCheckRoute(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	r := labPost(t, s, "/api/lab/check", url.Values{"source": {exampleSource(t, "search_alphabeta_wrong")}, "position": {"textbook"}, "algo": {"alphabeta"}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	j := r.json(t)
	assert.Equal(t, false, j["ok"])
	d := j["divergence"].(map[string]any)
	assert.Equal(t, "pruned", d["kind"])
	assert.Contains(t, d["text"].(map[string]any)["en"], "At step 18 your code visited C2")
}

func TestLabTournamentStreams(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	r := labPost(t, s, "/api/lab/tournament", url.Values{"source": {exampleSource(t, "connect4_course")}, "against": {"course"}, "depth": {"1"}, "games": {"4"}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "application/x-ndjson; charset=utf-8", r.header.Get("Content-Type"))
	sc := bufio.NewScanner(bytes.NewReader(r.body))
	var lines []map[string]any
	for sc.Scan() {
		var v map[string]any
		require.NoError(t, json.Unmarshal(sc.Bytes(), &v))
		lines = append(lines, v)
	}
	var games []map[string]any
	moves := 0
	for _, l := range lines[:len(lines)-1] {
		switch {
		case l["game"] != nil:
			games = append(games, l["game"].(map[string]any))
		case l["move"] != nil: // a line for each of the student's moves (codelab_lane.go)
			moves++
		}
	}
	require.Len(t, games, 4)
	for i, g := range games {
		assert.Equal(t, float64(i+1), g["n"])
	}
	assert.Greater(t, moves, 4*3)
	assert.Contains(t, lines[len(lines)-1], "result")

	r = labPost(t, s, "/api/lab/tournament", url.Values{"source": {exampleSource(t, "connect4_course")}, "games": {"100"}})
	assert.Equal(t, http.StatusBadRequest, r.code)
}

func TestLabGameSteps(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	r := labPost(t, s, "/api/lab/code", url.Values{"kind": {"game"}, "source": {exampleSource(t, "nim")}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var code labCodeAnswer
	require.NoError(t, json.Unmarshal(r.body, &code))
	r = get(t, s.Handler(), "/api/trace?algo=alphabeta&game=lab:"+code.Hash+"&position="+url.QueryEscape("3 from C"))
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, float64(1), r.json(t)["value"], "3 ^ 4 ^ 2 = 5: the player to move wins")
	svg := get(t, s.Handler(), "/api/render?algo=alphabeta&budget=200&game=lab:"+code.Hash)
	assert.Equal(t, http.StatusOK, svg.code, "%.300s", svg.body)
}

// 200 submissions at once, each different code: every one is answered 200 or 429
// (busy, with Retry-After), none with a 5xx, and the server serves afterwards.
func TestLabTwoHundredSubmissionsAtOnce(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	codes := make(chan int, 200)
	var wg sync.WaitGroup
	for i := range 200 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			src := fmt.Sprintf("# submission %d\ndef evaluate(board, player):\n    n = 0\n    for i in range(30000):\n        n += i\n    return n %% 7\n", i)
			r := do(t, h, http.MethodPost, "/api/lab/code", strings.NewReader(url.Values{"kind": {"eval"}, "source": {src}}.Encode()), nil)
			if r.code == http.StatusTooManyRequests { // busy, or past the client's share (codelab_lane.go)
				assert.Contains(t, []string{"1", labFairRetry}, r.header.Get("Retry-After"))
			}
			codes <- r.code
		}()
	}
	wg.Wait()
	close(codes)
	count := map[int]int{}
	for c := range codes {
		count[c]++
	}
	t.Logf("200 submissions at once: %v", count)
	assert.Equal(t, 200, count[http.StatusOK]+count[http.StatusTooManyRequests], "%v", count)
	assert.Greater(t, count[http.StatusOK], 0)
	assert.LessOrEqual(t, s.codelab.pool.Processes(), s.codelab.pool.Config().Workers)
	r := labPost(t, s, "/api/lab/code", url.Values{"kind": {"eval"}, "source": {okEvalSource}})
	assert.Equal(t, http.StatusOK, r.code, "%s", r.body)
}

const okEvalSource = "def evaluate(board, player):\n    return 0\n"

// The comparison of searches takes a student's evaluation too.
func TestLabEvaluationCompared(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	r := labPost(t, s, "/api/lab/code", url.Values{"kind": {"eval"}, "source": {exampleSource(t, "connect4_course")}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var code labCodeAnswer
	require.NoError(t, json.Unmarshal(r.body, &code))
	base := "/api/compare?game=connect4&position=4453&depth=3&algos=minimax,alphabeta,alphabeta%2Border"
	want := get(t, s.Handler(), base+"&eval=course")
	got := get(t, s.Handler(), base+"&eval=lab:"+code.Hash)
	require.Equal(t, http.StatusOK, got.code, "%s", got.body)
	rows := func(r response) []any { return r.json(t)["rows"].([]any) }
	require.Len(t, rows(got), 3)
	for i, row := range rows(got) {
		w := rows(want)[i].(map[string]any)
		g := row.(map[string]any)
		assert.Equal(t, w["value"], g["value"])
		assert.Equal(t, w["nodes"], g["nodes"])
	}
}

func TestLabQualityStreams(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	r := labPost(t, s, "/api/lab/quality", url.Values{"source": {exampleSource(t, "tictactoe_lines")}, "game": {"tictactoe"}, "depth": {"1"}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	lines := strings.Split(strings.TrimSpace(string(r.body)), "\n")
	require.Greater(t, len(lines), 2)
	var last struct {
		Result []struct {
			Eval      string  `json:"eval"`
			Optimal   float64 `json:"optimal"`
			Positions int     `json:"positions"`
		} `json:"result"`
	}
	require.NoError(t, json.Unmarshal([]byte(lines[len(lines)-1]), &last))
	require.Len(t, last.Result, 2)
	assert.Equal(t, "lab", last.Result[0].Eval)
	assert.Equal(t, last.Result[1].Optimal, last.Result[0].Optimal, "the example is eval=lines itself")
	assert.Equal(t, 100, last.Result[0].Positions)
	assert.Contains(t, lines[0], `"progress"`)

	r = labPost(t, s, "/api/lab/quality", url.Values{"source": {exampleSource(t, "tictactoe_lines")}, "depth": {"9"}})
	assert.Equal(t, http.StatusBadRequest, r.code)
}

// The lab's Nim offered to practise from its start: its tree from (3, 4, 5) is far too
// big for an exercise; fit=true offers the nearest position on whose tree fits, and
// the exercise made from that position (the practise link) is the same.
func TestLabGameFitsPractise(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	r := labPost(t, s, "/api/lab/code", url.Values{"kind": {"game"}, "source": {exampleSource(t, "nim")}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var code labCodeAnswer
	require.NoError(t, json.Unmarshal(r.body, &code))
	q := "/api/exercise?source=lab:" + code.Hash + "&q=prune"
	whole := get(t, s.Handler(), q)
	assert.Equal(t, http.StatusBadRequest, whole.code, "%s", whole.body)
	assert.Equal(t, "exercise.too_big", whole.json(t)["code"])

	fit := get(t, s.Handler(), q+"&fit=true")
	require.Equal(t, http.StatusOK, fit.code, "%s", fit.body)
	var ex exerciseReply
	require.NoError(t, json.Unmarshal(fit.body, &ex))
	assert.NotEmpty(t, ex.Spec.Position, "a position on from the start")
	assert.Equal(t, exercise.Prune, ex.Spec.Q)
	assert.Greater(t, ex.OutOf, 1)
	again := get(t, s.Handler(), "/api/exercise?"+url.Values{"source": {"lab:" + code.Hash}, "q": {"prune"}, "position": {ex.Spec.Position}}.Encode())
	require.Equal(t, http.StatusOK, again.code, "%s", again.body)
	same := func(r response) {
		var x exerciseReply
		require.NoError(t, json.Unmarshal(r.body, &x))
		assert.Equal(t, ex.Spec, x.Spec)
		assert.Equal(t, ex.Link, x.Link)
		assert.Equal(t, ex.OutOf, x.OutOf)
		assert.Equal(t, ex.Questions, x.Questions)
	}
	same(again)
	// a tree that fits is left as it is
	same(get(t, s.Handler(), q+"&fit=true&position="+url.QueryEscape(ex.Spec.Position)))
}
