package web

import (
	"context"
	"fmt"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/workers"
)

// slowTarget is a drawing that keeps a worker busy for a while (a few tenths of a
// second here): a finished random tree of 1,093 nodes, one per seed.
func slowTarget(seed int) string {
	return slowTargetAs(seed, "svg")
}

func slowTargetAs(seed int, format string) string {
	return fmt.Sprintf("/api/render?engine=graphviz&position=random:branching=3,depth=6,seed=%d&budget=4000&format=%s", seed, format)
}

// newPoolServer is a server with its own render pool, warmed. Its drawings and
// requests have a minute unless the test sets their deadlines: a Graphviz drawing of
// the slow targets takes half a second on a quiet machine and many on a loaded one,
// and these tests are about the pool, not its deadlines.
func newPoolServer(t *testing.T, cfg Config) *Server {
	t.Helper()
	if cfg.RenderTimeout == 0 {
		cfg.RenderTimeout = time.Minute
	}
	if cfg.RequestTimeout == 0 {
		cfg.RequestTimeout = 2 * time.Minute
	}
	s := newTestServer(t, cfg)
	require.NotNil(t, s.pool)
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	require.NoError(t, s.pool.Warm(ctx))
	return s
}

// When the pool has no room, a drawing is refused with 429, a Retry-After and a coded
// message, before its search runs.
func TestFullQueueRefusesBeforeSearching(t *testing.T) {
	t.Parallel()
	s := newPoolServer(t, Config{RenderWorkers: 1, RenderQueue: 1})
	var releases []func()
	for range 2 { // the worker's place and the queue's
		release, err := s.pool.Admit()
		require.NoError(t, err)
		releases = append(releases, release)
	}
	r := get(t, s.Handler(), slowTarget(1)+"&lang=es")
	assert.Equal(t, http.StatusTooManyRequests, r.code, "%s", r.body)
	assert.NotEmpty(t, r.header.Get("Retry-After"))
	assert.Equal(t, "render.busy", r.json(t)["code"])
	assert.Contains(t, r.json(t)["error"], "el servidor está ocupado dibujando otros árboles")
	entries, _ := s.traces.Stats()
	assert.Zero(t, entries, "no search ran")
	assert.Equal(t, 1, s.pool.Stats().Rejected)

	// a drawing already made is answered without asking the pool
	for _, release := range releases {
		release()
	}
	small := "/api/render?engine=graphviz&step=3&format=svg"
	require.Equal(t, http.StatusOK, get(t, s.Handler(), small).code)
	for range 2 {
		release, err := s.pool.Admit()
		require.NoError(t, err)
		defer release()
	}
	assert.Equal(t, http.StatusOK, get(t, s.Handler(), small).code, "from the image cache")
}

// 50 clients give up on slow drawings while the workers draw them: no worker is
// killed, and a client waiting for the same drawing as one that left still gets it.
func TestDisconnectingClientsKillNoWorker(t *testing.T) {
	t.Parallel()
	s := newPoolServer(t, Config{RenderWorkers: 2, RenderQueue: 100, HeavySlots: 100})
	h := s.Handler()
	const seeds = 5
	for i := range seeds { // searched once (format=dot draws nothing): the clients reach the pool at once
		require.Equal(t, http.StatusOK, get(t, h, slowTargetAs(100+i, "dot")).code)
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	var answers []<-chan response
	for i := range 50 {
		answers = append(answers, serveAsync(h, ctx, slowTarget(100+i%seeds)))
	}
	waitUntil(t, "both workers drawing", func() bool { return s.pool.Stats().Busy == 2 })
	cancel() // every client leaves
	codes := map[int]int{}
	for _, a := range answers {
		codes[(<-a).code]++
	}

	// a client leaves; another waiting for the same drawing is answered
	ctx1, cancel1 := context.WithCancel(context.Background())
	defer cancel1()
	const shared = "/api/render?engine=graphviz&position=random:branching=3,depth=6,seed=7&budget=4000&format=svg"
	first := serveAsync(h, ctx1, shared)
	waitUntil(t, "the first request", func() bool { return s.drawings.Waiting() == 1 })
	second := serveAsync(h, context.Background(), shared)
	waitUntil(t, "the second request to join", func() bool { return s.drawings.Waiting() == 2 })
	cancel1()
	assert.Equal(t, http.StatusServiceUnavailable, (<-first).code)
	r := <-second
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Contains(t, string(r.body), "</svg>")

	waitUntil(t, "the pool to be idle", func() bool { st := s.pool.Stats(); return st.Busy+st.Queued == 0 })
	st := s.pool.Stats()
	t.Logf("answers of the 50 clients that left (status: count): %v; pool: %d renders, %d kills, %d restarts", codes, st.Renders, st.Kills, st.Restarts)
	assert.GreaterOrEqual(t, st.Renders, 3, "the renders running when their clients left finished")
	assert.Zero(t, st.Kills, "a client leaving never kills a worker")
	assert.Zero(t, st.Restarts)
}

// Shutdown drains the pool: the drawings running and queued are answered.
func TestShutdownAnswersQueuedDrawings(t *testing.T) {
	t.Parallel()
	s := newPoolServer(t, Config{RenderWorkers: 1, RenderQueue: 2, HeavySlots: 3})
	h := s.Handler()
	var answers []<-chan response
	for i := range 3 {
		answers = append(answers, serveAsync(h, context.Background(), slowTarget(200+i)))
		if i == 0 {
			waitUntil(t, "a busy worker", func() bool { return s.pool.Stats().Busy == 1 })
		}
	}
	waitUntil(t, "two queued", func() bool { return s.pool.Stats().Queued == 2 })
	go s.drainRenders(time.Minute)
	for _, a := range answers {
		r := <-a
		assert.Equal(t, http.StatusOK, r.code, "%s", r.body)
	}
	r := get(t, h, slowTarget(300)+"&lang=es")
	assert.Equal(t, http.StatusServiceUnavailable, r.code)
	assert.Equal(t, "server.shutting_down", r.json(t)["code"])
	assert.Contains(t, r.json(t)["error"], "el servidor se está apagando")
}

// When the grace period ends first, the drawings still queued are answered 503
// server.shutting_down (never dropped without an answer).
func TestShutdownGraceOverAnswersQueuedDrawings(t *testing.T) {
	t.Parallel()
	s := newPoolServer(t, Config{RenderWorkers: 1, RenderQueue: 2, HeavySlots: 3})
	h := s.Handler()
	var answers []<-chan response
	for i := range 3 {
		answers = append(answers, serveAsync(h, context.Background(), slowTarget(400+i)))
		if i == 0 {
			waitUntil(t, "a busy worker", func() bool { return s.pool.Stats().Busy == 1 })
		}
	}
	waitUntil(t, "two queued", func() bool { return s.pool.Stats().Queued == 2 })
	s.drainRenders(time.Millisecond)
	for _, a := range answers {
		r := <-a
		require.Equal(t, http.StatusServiceUnavailable, r.code, "%s", r.body)
		assert.Equal(t, "server.shutting_down", r.json(t)["code"])
	}
}

// workerFailingRenderer fails every drawing as a crashed worker process does.
type workerFailingRenderer struct{}

func (workerFailingRenderer) Render(context.Context, []byte, render.Format) ([]byte, error) {
	return nil, &workers.WorkerError{PID: 1234, ExitCode: 3, Status: "exit status 3", Detail: "EOF"}
}

// A worker process that dies says so, in the request's language, without the detail.
func TestWorkerFailureMessage(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{Renderer: workerFailingRenderer{}})
	for lang, want := range map[string]string{
		"en": "the drawing process stopped unexpectedly (it exited with status 3); try again",
		"es": "el proceso de dibujo se ha detenido de forma inesperada (terminó con el código 3); vuelve a intentarlo",
	} {
		r := get(t, s.Handler(), "/api/render?engine=graphviz&format=svg&lang="+lang)
		assert.Equal(t, http.StatusServiceUnavailable, r.code)
		assert.Equal(t, "render.worker_exited", r.json(t)["code"])
		assert.Equal(t, want, r.json(t)["error"])
		assert.NotContains(t, string(r.body), "EOF")
		assert.Equal(t, "1", r.header.Get("Retry-After"))
	}
}

// One deadline covers a whole API request; /healthz is outside it.
func TestRequestDeadline(t *testing.T) {
	t.Parallel()
	gate := &gateRenderer{release: make(chan struct{}), ended: make(chan error, 1)}
	s := newTestServer(t, Config{Renderer: gate, RequestTimeout: 50 * time.Millisecond, RenderTimeout: time.Minute})
	r := get(t, s.Handler(), "/api/render?engine=graphviz&format=svg&lang=es")
	assert.Equal(t, http.StatusServiceUnavailable, r.code, "%s", r.body)
	assert.Equal(t, "web.request_timeout", r.json(t)["code"])
	assert.Contains(t, r.json(t)["error"], "la petición ha tardado más que el límite del servidor")

	s = newTestServer(t, Config{Renderer: gate, RequestTimeout: time.Nanosecond})
	assert.Equal(t, http.StatusOK, get(t, s.Handler(), "/healthz").code)
	assert.Equal(t, "web.request_timeout", get(t, s.Handler(), "/api/trace").json(t)["code"])
}

// The server's own drawings refuse at once, before searching, when their queue is full.
func TestFullDrawQueueRefusesBeforeSearching(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{DrawSlots: 1, DrawQueue: 1})
	for range 2 {
		release, err := s.drawLimit.Admit()
		require.NoError(t, err)
		defer release()
	}
	r := get(t, s.Handler(), "/api/render?position=random:branching=3,depth=5,seed=11&format=svg&lang=es")
	assert.Equal(t, http.StatusTooManyRequests, r.code, "%s", r.body)
	assert.Equal(t, "1", r.header.Get("Retry-After"))
	assert.Equal(t, "render.busy", r.json(t)["code"])
	assert.Contains(t, r.json(t)["error"], "el servidor está ocupado dibujando otros árboles")
	entries, _ := s.traces.Stats()
	assert.Zero(t, entries, "no search ran")
	// DOT text is not a drawing: it is answered
	assert.Equal(t, http.StatusOK, get(t, s.Handler(), "/api/render?format=dot").code)
}
