package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/sandbox"
)

// holdLane takes every turn of the server's lab lane for client (as if endless code
// ran on every worker) and returns the function that gives them back.
func holdLane(t *testing.T, s *Server, client string) func() {
	t.Helper()
	var gives []func()
	for range s.codelab.pool.Lane().Stats().Slots {
		_, give, err := s.codelab.pool.Turn(sandbox.WithClient(context.Background(), client, nil))
		require.NoError(t, err)
		gives = append(gives, give)
	}
	return func() {
		for _, g := range gives {
			g()
		}
	}
}

// labDo makes a request under ctx with the lab client header.
func labDo(ctx context.Context, s *Server, method, target, client string, form url.Values, accept string) *httptest.ResponseRecorder {
	var req *http.Request
	if form != nil {
		req = httptest.NewRequestWithContext(ctx, method, target, strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	} else {
		req = httptest.NewRequestWithContext(ctx, method, target, nil)
	}
	req.Header.Set(labClientHeader, client)
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	rec := httptest.NewRecorder()
	s.Handler().ServeHTTP(rec, req)
	return rec
}

// waitLab waits until n pieces of student code wait in the lab lane.
func waitLab(t *testing.T, s *Server, n int) {
	t.Helper()
	require.Eventually(t, func() bool { return s.codelab.pool.Lane().Stats().Waiting == n }, 10*time.Second, time.Millisecond)
}

// Students' code never takes the light lane's search slots: with every lab worker
// busy and six lab:HASH searches waiting for theirs, no search slot is taken and
// light searches of built-in problems answer at once.
func TestLabLaneLeavesLightSlotsFree(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	r := labPost(t, s, "/api/lab/code", url.Values{"kind": {"eval"}, "source": {"def evaluate(board, player):\n    while True:\n        pass\n"}})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var code labCodeAnswer
	require.NoError(t, json.Unmarshal(r.body, &code))

	release := holdLane(t, s, "hog")
	defer release()
	ctx, cancel := context.WithCancel(context.Background())
	var wg sync.WaitGroup
	for i := range 6 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			labDo(ctx, s, http.MethodGet, fmt.Sprintf("/api/trace?game=connect4&depth=2&position=%d&eval=lab:%s", i+1, code.Hash), fmt.Sprint("student", i), nil, "")
		}()
	}
	waitLab(t, s, 6)
	assert.Zero(t, s.slots.InUse(), "no search slot taken by student code")
	assert.Zero(t, s.slots.Queued())

	var worst time.Duration
	for i := range 20 {
		start := time.Now()
		r := get(t, s.Handler(), fmt.Sprintf("/api/trace?game=tree&position=((%d,5),(2,9))&algo=alphabeta", i))
		worst = max(worst, time.Since(start))
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	}
	t.Logf("20 light searches while the lab is full: the slowest %v", worst)
	assert.Less(t, worst, 2*time.Second)
	cancel()
	wg.Wait()
	waitLab(t, s, 0)
}

// ndjsonLines reads a stream's lines.
func ndjsonLines(t *testing.T, body string) []map[string]any {
	t.Helper()
	var out []map[string]any
	for _, l := range strings.Split(strings.TrimSpace(body), "\n") {
		var v map[string]any
		require.NoError(t, json.Unmarshal([]byte(l), &v), "line %q", l)
		out = append(out, v)
	}
	return out
}

// A check that has to wait streams its place in the queue, then its usual answer;
// one whose turn comes at once answers plain JSON as always.
func TestLabCheckStreamsItsPlace(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	form := url.Values{"source": {exampleSource(t, "search_alphabeta_course")}, "position": {"textbook"}, "algo": {"alphabeta"}}

	r := labDo(context.Background(), s, http.MethodPost, "/api/lab/check", "alone", form, "application/x-ndjson")
	require.Equal(t, http.StatusOK, r.Code, "%s", r.Body)
	assert.True(t, strings.HasPrefix(r.Header().Get("Content-Type"), "application/json"), "no wait: plain JSON")

	release := holdLane(t, s, "hog")
	other := make(chan func(), 1)
	go func() { // another student's piece, queued first
		_, give, err := s.codelab.pool.Turn(sandbox.WithClient(context.Background(), "other", nil))
		if err == nil {
			other <- give
		}
	}()
	waitLab(t, s, 1)
	done := make(chan *httptest.ResponseRecorder, 1)
	go func() {
		done <- labDo(context.Background(), s, http.MethodPost, "/api/lab/check", "student", form, "application/x-ndjson")
	}()
	waitLab(t, s, 2)
	release()
	(<-other)()
	rec := <-done
	require.Equal(t, http.StatusOK, rec.Code)
	assert.Equal(t, "application/x-ndjson; charset=utf-8", rec.Header().Get("Content-Type"))
	lines := ndjsonLines(t, rec.Body.String())
	require.GreaterOrEqual(t, len(lines), 2, "%s", rec.Body)
	assert.Equal(t, map[string]any{"queued": map[string]any{"position": float64(2)}}, lines[0])
	last := lines[len(lines)-1]
	assert.EqualValues(t, 200, last["status"])
	answer, _ := last["answer"].(map[string]any)
	assert.Equal(t, true, answer["ok"], "%s", rec.Body)
}

// A client past its share of the lab lane is refused at once, 429 with Retry-After
// and a message in its language; another client is not.
func TestLabFairShare(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	lane := s.codelab.pool.Lane()
	code := labPost(t, s, "/api/lab/code", url.Values{"kind": {"eval"}, "source": {exampleSource(t, "connect4_course")}})
	var ca labCodeAnswer
	require.NoError(t, json.Unmarshal(code.body, &ca))
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	greedy := sandbox.WithClient(ctx, "page:greedy", nil)
	for i := range lane.PerClient() {
		go func() { _, _, _ = s.codelab.pool.Turn(greedy) }()
		require.Eventually(t, func() bool { st := lane.Stats(); return st.Running+st.Waiting == i+1 }, 5*time.Second, time.Millisecond)
	}
	form := url.Values{"source": {exampleSource(t, "search_alphabeta_course")}, "position": {"textbook"}, "lang": {"es"}}
	start := time.Now()
	r := labDo(context.Background(), s, http.MethodPost, "/api/lab/check", "greedy", form, "application/x-ndjson")
	assert.Less(t, time.Since(start), time.Second, "at once, never after a wait")
	require.Equal(t, http.StatusTooManyRequests, r.Code, "%s", r.Body)
	assert.Equal(t, labFairRetry, r.Header().Get("Retry-After"))
	var j map[string]any
	require.NoError(t, json.Unmarshal(r.Body.Bytes(), &j))
	assert.Equal(t, sandbox.CodeFairShare, j["code"])
	assert.Contains(t, j["error"], "ya tienes 4 códigos")

	// a lab:HASH search of the same client: 429 too
	r = labDo(context.Background(), s, http.MethodGet, "/api/trace?game=connect4&depth=1&eval=lab:"+ca.Hash, "greedy", nil, "")
	assert.Equal(t, http.StatusTooManyRequests, r.Code, "%s", r.Body)

	assert.GreaterOrEqual(t, lane.Stats().Rejected, int64(2))
	m := get(t, s.Handler(), "/metrics")
	assert.Contains(t, string(m.body), "gametree_lab_rejected_total")
	assert.Contains(t, string(m.body), "gametree_lab_queue_length 2")
}
