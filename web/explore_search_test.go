package web

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render"
)

// waitUntil waits for cond, an event of the server's (a minute at most: only a hang
// fails it, never a slow machine).
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	require.Eventually(t, cond, time.Minute, time.Millisecond, "waiting for %s", what)
}

// serveAsync runs one request under ctx and sends its answer.
func serveAsync(h http.Handler, ctx context.Context, target string) <-chan response {
	out := make(chan response, 1)
	go func() {
		req := httptest.NewRequest(http.MethodGet, target, nil).WithContext(ctx)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		out <- response{rec.Code, rec.Header(), rec.Body.Bytes()}
	}()
	return out
}

// Two identical searches at once share one; the first request going away (the page
// aborts its fetch) does not fail the second.
func TestCancelledTraceRequestDoesNotFailItsTwin(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{MaxSearches: 1, QueueWait: 10 * time.Second})
	h := s.Handler()
	require.NoError(t, s.slots.Acquire(context.Background())) // the only slot is busy: the shared search waits in the queue
	const target = "/api/trace?game=tictactoe&position=XOX.O....&record=false"
	ctx1, cancel1 := context.WithCancel(context.Background())
	defer cancel1()
	first := serveAsync(h, ctx1, target)
	waitUntil(t, "the first request", func() bool { return s.searches.Waiting() == 1 })
	second := serveAsync(h, context.Background(), target)
	waitUntil(t, "the second request to join", func() bool { return s.searches.Waiting() == 2 })
	cancel1()
	assert.Equal(t, http.StatusServiceUnavailable, (<-first).code, "the request that went away")
	s.slots.Release() // the slot frees up
	r := <-second
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Contains(t, string(r.body), `"value"`)
}

// When every request for a search has gone away, the search queued for a slot gives
// up: it never takes the slot nor runs.
func TestAllTraceRequestsGoneEndsTheSearch(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{MaxSearches: 1, QueueWait: 10 * time.Second})
	h := s.Handler()
	require.NoError(t, s.slots.Acquire(context.Background()))
	const target = "/api/trace?game=tictactoe&position=XOX.O....&record=false"
	ctx, cancel := context.WithCancel(context.Background())
	a, b := serveAsync(h, ctx, target), serveAsync(h, ctx, target)
	waitUntil(t, "both requests", func() bool { return s.searches.Waiting() == 2 })
	cancel()
	<-a
	<-b
	assert.Zero(t, s.searches.Waiting())
	waitUntil(t, "the queued search to give up", func() bool { return s.searches.Running() == 0 })
	assert.Zero(t, s.slots.Queued(), "it left the slots' queue")
	s.slots.Release()
	assert.Zero(t, s.slots.InUse(), "nobody took the slot")
	entries, _ := s.traces.Stats()
	assert.Zero(t, entries, "no search ran")
}

// When every request for a search that is already running has gone away, the search
// stops at once (not at its time limit: an hour, which waitUntil's minute would not
// see) and is not kept. (Without a node budget the search is heavy: it runs in a heavy
// slot.)
func TestAllTraceRequestsGoneStopsARunningSearch(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{MaxSearches: 1, MaxNodesCap: 1 << 40, TimeLimitCap: time.Hour})
	h := s.Handler()
	// connect-4 from the empty board under plain minimax runs to its time limit
	const target = "/api/trace?game=connect4&algo=minimax&record=false&max-nodes=0&time-limit=1h"
	running := func() int { n, _ := s.heavy.Stats(); return n }
	ctx, cancel := context.WithCancel(context.Background())
	a := serveAsync(h, ctx, target)
	waitUntil(t, "the search to run", func() bool { return running() == 1 && s.searching.Load() == 1 })
	cancel()
	<-a
	waitUntil(t, "the search to stop and the heavy slot to be free", func() bool { return running() == 0 && s.searching.Load() == 0 })
	assert.Zero(t, s.slots.InUse(), "no light slot taken")
	entries, _ := s.traces.Stats()
	assert.Zero(t, entries, "a cut-short search is not kept")
}

// gateRenderer draws "<svg/>" when released, and reports a render ended by its context.
type gateRenderer struct {
	release chan struct{}
	ended   chan error
}

func (g *gateRenderer) Render(ctx context.Context, dot []byte, format render.Format) ([]byte, error) {
	select {
	case <-g.release:
		return []byte("<svg/>"), nil
	case <-ctx.Done():
		g.ended <- ctx.Err()
		return nil, ctx.Err()
	}
}

// Two identical drawings at once share one render; the first request going away does
// not fail the second.
func TestCancelledRenderRequestDoesNotFailItsTwin(t *testing.T) {
	t.Parallel()
	gate := &gateRenderer{release: make(chan struct{}), ended: make(chan error, 2)}
	s := newTestServer(t, Config{Renderer: gate})
	h := s.Handler()
	const target = "/api/render?engine=graphviz&step=4&format=svg"
	ctx1, cancel1 := context.WithCancel(context.Background())
	defer cancel1()
	first := serveAsync(h, ctx1, target)
	waitUntil(t, "the first request", func() bool { return s.drawings.Waiting() == 1 })
	second := serveAsync(h, context.Background(), target)
	waitUntil(t, "the second request to join", func() bool { return s.drawings.Waiting() == 2 })
	cancel1()
	assert.Equal(t, http.StatusServiceUnavailable, (<-first).code)
	close(gate.release)
	r := <-second
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "<svg/>", string(r.body))
	assert.Empty(t, gate.ended, "the render was not cancelled")
}

// When every request for a drawing has gone away, its render is cancelled (long
// before the render timeout).
func TestAllRenderRequestsGoneEndsTheRender(t *testing.T) {
	t.Parallel()
	gate := &gateRenderer{release: make(chan struct{}), ended: make(chan error, 2)}
	s := newTestServer(t, Config{Renderer: gate, RenderTimeout: time.Minute})
	h := s.Handler()
	const target = "/api/render?engine=graphviz&step=5&format=png"
	ctx1, cancel1 := context.WithCancel(context.Background())
	ctx2, cancel2 := context.WithCancel(context.Background())
	a := serveAsync(h, ctx1, target)
	waitUntil(t, "the first request", func() bool { return s.drawings.Waiting() == 1 })
	b := serveAsync(h, ctx2, target)
	waitUntil(t, "both requests", func() bool { return s.drawings.Waiting() == 2 })
	cancel1()
	<-a
	assert.Equal(t, 1, s.drawings.Waiting(), "the other request still waits")
	assert.Empty(t, gate.ended, "the render goes on while a request waits")
	cancel2()
	<-b
	assert.ErrorIs(t, <-gate.ended, context.Canceled, "the render stops with nobody waiting")
}

// A render that outlives its own deadline says so, in the request's language.
func TestRenderTimeout(t *testing.T) {
	t.Parallel()
	gate := &gateRenderer{release: make(chan struct{}), ended: make(chan error, 1)}
	s := newTestServer(t, Config{Renderer: gate, RenderTimeout: 30 * time.Millisecond})
	r := get(t, s.Handler(), "/api/render?engine=graphviz&format=svg&lang=es")
	assert.Equal(t, http.StatusServiceUnavailable, r.code)
	assert.Equal(t, "web.render_timeout", r.json(t)["code"])
	assert.Contains(t, r.json(t)["error"], "dibujar el árbol ha tardado demasiado")
}
