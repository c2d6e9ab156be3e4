package web

import (
	"bufio"
	"encoding/json"
	"net/http"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/c4"
)

// offBook is a position of 9 stones off the opening book that the solver answers in
// a few hundred thousand nodes.
const offBook = "337354134"

// solveLines reads a streamed answer's lines.
func solveLines(t *testing.T, body []byte) []map[string]any {
	t.Helper()
	var lines []map[string]any
	sc := bufio.NewScanner(strings.NewReader(string(body)))
	for sc.Scan() {
		var v map[string]any
		require.NoError(t, json.Unmarshal(sc.Bytes(), &v), "line %q", sc.Text())
		lines = append(lines, v)
	}
	return lines
}

// No position is refused for being early: the openings off the player's
// lines are answered from the book when it holds them, else solved live (here
// within 6 x 100 ms: a coded 422 naming the limit, in the request's language, never
// "not in the book"). TestSolveRouteLiveForms has a live solve's answer.
func TestSolveRouteNoRefusal(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{TimeLimitCap: 100 * time.Millisecond})
	h := s.Handler()
	for _, position := range []string{"12", "1111", "7654", "1234567", "4453"} {
		t.Run(position, func(t *testing.T) {
			p, err := c4.Parse(position)
			require.NoError(t, err)
			_, _, inBook := c4.EmbeddedBook().Lookup(p)
			r := get(t, h, "/api/solve?lang=es&position="+position)
			v := r.json(t)
			switch {
			case inBook:
				require.Equal(t, http.StatusOK, r.code, "%s", r.body)
				assert.Equal(t, true, v["book"])
			case r.code == http.StatusUnprocessableEntity:
				assert.Equal(t, "c4.stopped_time", v["code"], "%s", r.body)
				assert.Contains(t, v["error"], "el resolvedor se detuvo: se alcanzó el límite de tiempo de 600ms")
			default:
				require.Equal(t, http.StatusOK, r.code, "%s", r.body)
				assert.Equal(t, false, v["book"])
				assert.Positive(t, v["nodes"])
			}
		})
	}
}

// The live answers agree: every column's scores (GET and streamed) and the player's
// best=true (BestMove only) give the same best column and score; the stream's lines
// parse, count the columns solved centre first, and end with the answer.
func TestSolveRouteLiveForms(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	full := get(t, h, "/api/solve?position="+offBook)
	require.Equal(t, http.StatusOK, full.code, "%s", full.body)
	want := full.json(t)
	require.Len(t, want["scores"], 7)
	assert.Equal(t, false, want["only_best"])

	for _, tc := range []struct{ name, target string }{
		{"best", "/api/solve?best=true&position=" + offBook},
		{"best, posted", "/api/solve"},
	} {
		var r response
		if tc.target == "/api/solve" {
			r = do(t, h, http.MethodPost, tc.target, strings.NewReader("best=1&position="+offBook), nil)
		} else {
			r = get(t, h, tc.target)
		}
		require.Equal(t, http.StatusOK, r.code, "%s: %s", tc.name, r.body)
		v := r.json(t)
		assert.Equal(t, want["best_move"], v["best_move"], tc.name)
		assert.Equal(t, want["score"], v["score"], tc.name)
		assert.Equal(t, true, v["only_best"], tc.name)
		assert.Nil(t, v["scores"], tc.name)
	}

	r := get(t, h, "/api/solve?stream=true&position="+offBook)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "application/x-ndjson; charset=utf-8", r.header.Get("Content-Type"))
	lines := solveLines(t, r.body)
	require.Len(t, lines, 1+7+1, "a start, a line a column, the answer")
	assert.Equal(t, map[string]any{"done": 0.0, "of": 7.0, "nodes": 0.0, "us": lines[0]["us"]}, lines[0])
	var order []string
	lastUs := 0.0
	for i, l := range lines[1:8] {
		assert.EqualValues(t, i+1, l["done"])
		assert.EqualValues(t, 7, l["of"])
		col := l["column"].(string)
		order = append(order, col)
		assert.Equal(t, want["scores"].([]any)[col[0]-'1'], l["score"], col)
		assert.GreaterOrEqual(t, l["us"], lastUs)
		lastUs = l["us"].(float64)
	}
	assert.Equal(t, []string{"4", "3", "5", "2", "6", "1", "7"}, order, "centre first")
	last := lines[8]
	assert.Equal(t, want["scores"], last["scores"])
	assert.Equal(t, want["best_move"], last["best_move"])
	assert.Equal(t, lines[7]["nodes"], last["nodes"])

	// a book position streams its answer alone; so does a game over
	for _, position := range []string{"", "1212121"} {
		r := get(t, h, "/api/solve?stream=true&position="+position)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		lines := solveLines(t, r.body)
		require.Len(t, lines, 1, position)
		assert.Contains(t, lines[0], "scores", position)
	}
}

// A stream stopped by its limit ends with an error line: coded, in the request's
// language, with the status the request would have had.
func TestSolveStreamStopped(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{TimeLimitCap: 50 * time.Millisecond}).Handler()
	r := do(t, h, http.MethodGet, "/api/solve?stream=true&position=16677772", nil, map[string]string{"Accept-Language": "es"})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	lines := solveLines(t, r.body)
	require.GreaterOrEqual(t, len(lines), 2)
	last := lines[len(lines)-1]
	assert.Equal(t, "c4.stopped_time", last["code"])
	assert.EqualValues(t, http.StatusUnprocessableEntity, last["status"])
	assert.Contains(t, last["error"], "el resolvedor se detuvo")
	noStack(t, r.body)
}

// A busy heavy lane: a solve waits in the queue and is admitted when the slot comes
// free; with the slot held throughout, it is answered 429 (Retry-After, coded) only
// after its wait, and a stream the same, before its first line.
func TestSolveRouteQueue(t *testing.T) {
	t.Parallel()
	const wait = 300 * time.Millisecond
	s := newTestServer(t, Config{HeavySlots: 1, SolveWait: wait})
	h := s.Handler()
	for _, tc := range []struct {
		name    string
		target  string
		release time.Duration // 0: held throughout
		status  int
	}{
		{"admitted once free", "/api/solve?best=true&position=" + offBook, 100 * time.Millisecond, http.StatusOK},
		{"every column, admitted once free", "/api/solve?position=" + offBook, 100 * time.Millisecond, http.StatusOK},
		{"refused after the wait", "/api/solve?best=true&position=" + offBook, 0, http.StatusTooManyRequests},
		{"a stream refused after the wait", "/api/solve?stream=true&position=" + offBook, 0, http.StatusTooManyRequests},
	} {
		release := holdHeavy(t, s)
		var once sync.Once
		if tc.release > 0 {
			time.AfterFunc(tc.release, func() { once.Do(release) })
		}
		start := time.Now()
		r := get(t, h, tc.target+"&lang=en")
		took := time.Since(start)
		once.Do(release)
		if tc.status == http.StatusOK {
			assert.Equal(t, http.StatusOK, r.code, "%s: %s", tc.name, r.body)
			assert.GreaterOrEqual(t, took, tc.release, tc.name)
			continue
		}
		if tc.name == "a stream refused after the wait" {
			// the stream's start line went before the wait: its error is its last line
			lines := solveLines(t, r.body)
			last := lines[len(lines)-1]
			assert.Equal(t, "web.heavy_busy", last["code"], tc.name)
			assert.EqualValues(t, http.StatusTooManyRequests, last["status"], tc.name)
			assert.Positive(t, last["retry"], tc.name)
		} else {
			require.Equal(t, tc.status, r.code, "%s: %s", tc.name, r.body)
			assert.NotEmpty(t, r.header.Get("Retry-After"), tc.name)
			assert.Equal(t, "web.heavy_busy", r.json(t)["code"], tc.name)
		}
		assert.GreaterOrEqual(t, took, wait, "%s: only after the wait", tc.name)
	}
	assert.Zero(t, s.heavy.Queued())
}
