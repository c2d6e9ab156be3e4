package web

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render"
)

// slowRenderer draws one picture at a time (as one worker does), each taking d, or
// until its context ends when d is 0.
type slowRenderer struct {
	d       time.Duration
	mu      sync.Mutex
	started atomic.Int32 // renders asked for
	running atomic.Int32 // renders drawing now
}

func (r *slowRenderer) Render(ctx context.Context, dot []byte, format render.Format) ([]byte, error) {
	r.started.Add(1)
	r.mu.Lock()
	defer r.mu.Unlock()
	r.running.Add(1)
	defer r.running.Add(-1)
	var wait <-chan time.Time
	if r.d > 0 {
		wait = time.After(r.d)
	}
	select {
	case <-wait:
		return []byte("<svg/>"), nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// served is a server running on loopback, and what Serve returned.
type served struct {
	s    *Server
	base string
	stop context.CancelFunc
	done chan error
}

func serveLoopback(t *testing.T, cfg Config) *served {
	t.Helper()
	s := newTestServer(t, cfg)
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	sv := &served{s: s, base: "http://" + ln.Addr().String(), stop: cancel, done: make(chan error, 1)}
	go func() { sv.done <- s.Serve(ctx, ln) }()
	t.Cleanup(cancel)
	return sv
}

// answer is what a client got: a status and body, or the error of a dropped request.
type answer struct {
	code   int
	header http.Header
	body   []byte
	closed bool // the server closes the connection after it (Connection: close)
	err    error
}

// fetch asks for target on a connection of its own (a new transport; it would keep
// the connection alive, so closed is the server's choice).
func fetch(base, target, lang string) answer {
	tr := &http.Transport{}
	defer tr.CloseIdleConnections()
	client := &http.Client{Transport: tr, Timeout: 30 * time.Second}
	req, err := http.NewRequest(http.MethodGet, base+target, nil)
	if err != nil {
		return answer{err: err}
	}
	req.Header.Set("Accept-Language", lang)
	resp, err := client.Do(req)
	if err != nil {
		return answer{err: err}
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	return answer{code: resp.StatusCode, header: resp.Header, body: body, closed: resp.Close, err: err}
}

func fetchAsync(base, target string) <-chan answer {
	out := make(chan answer, 1)
	go func() { out <- fetch(base, target, "en") }()
	return out
}

// A shutdown answers every request it accepted: the running drawing and the one
// queued behind it finish within the grace period; a request arriving meanwhile gets
// 503 server.shutting_down in its language.
func TestShutdownFinishesRunningAndQueuedRequests(t *testing.T) {
	t.Parallel()
	slow := &slowRenderer{d: 400 * time.Millisecond}
	sv := serveLoopback(t, Config{Renderer: slow, ShutdownGrace: 10 * time.Second, HeavySlots: 2})
	running := fetchAsync(sv.base, "/api/render?engine=graphviz&step=1&format=svg")
	pollUntilT(t, "the first drawing to run", func() bool { return slow.running.Load() == 1 })
	queued := fetchAsync(sv.base, "/api/render?engine=graphviz&step=2&format=svg")
	pollUntilT(t, "the second drawing to queue", func() bool { return slow.started.Load() == 2 })

	sv.stop()
	pollUntilT(t, "the drain", sv.s.drain.Draining)
	for _, lang := range []string{"en", "es"} {
		late := fetch(sv.base, "/api/trace", lang)
		require.NoError(t, late.err, "a request arriving during the drain is answered")
		assert.Equal(t, http.StatusServiceUnavailable, late.code)
		assert.True(t, late.closed, "Connection: close")
		assert.Equal(t, "5", late.header.Get("Retry-After"))
		var a map[string]any
		require.NoError(t, json.Unmarshal(late.body, &a))
		assert.Equal(t, "server.shutting_down", a["code"])
		assert.Equal(t, late.header.Get("X-Request-Id"), a["request_id"])
		want := map[string]string{"en": "the server is shutting down", "es": "el servidor se está apagando"}[lang]
		assert.Contains(t, a["error"], want)
	}
	for name, ch := range map[string]<-chan answer{"running": running, "queued": queued} {
		a := <-ch
		require.NoError(t, a.err, name)
		assert.Equal(t, http.StatusOK, a.code, "%s: %s", name, a.body)
		assert.Equal(t, "<svg/>", string(a.body), name)
	}
	require.NoError(t, <-sv.done)
}

// Requests still working when the grace period ends are cut short and answered 503
// server.shutting_down, not dropped.
func TestShutdownCutsShortAfterTheGrace(t *testing.T) {
	t.Parallel()
	stuck := &slowRenderer{} // draws until its context ends
	sv := serveLoopback(t, Config{Renderer: stuck, ShutdownGrace: 300 * time.Millisecond, RenderTimeout: time.Minute, HeavySlots: 2})
	running := fetchAsync(sv.base, "/api/render?engine=graphviz&step=1&format=svg&lang=es")
	pollUntilT(t, "the drawing to run", func() bool { return stuck.running.Load() == 1 })
	queued := fetchAsync(sv.base, "/api/render?engine=graphviz&step=2&format=svg&lang=es")
	pollUntilT(t, "the second drawing to queue", func() bool { return stuck.started.Load() == 2 })
	sv.stop()
	for name, ch := range map[string]<-chan answer{"running": running, "queued": queued} {
		a := <-ch
		require.NoError(t, a.err, "%s: answered, not dropped", name)
		assert.Equal(t, http.StatusServiceUnavailable, a.code, name)
		var body map[string]any
		require.NoError(t, json.Unmarshal(a.body, &body))
		assert.Equal(t, "server.shutting_down", body["code"], name)
		assert.Contains(t, body["error"], "el servidor se está apagando", name)
	}
	require.NoError(t, <-sv.done)
}

// pollUntilT waits for cond (a minute at most: only a hang fails it).
func pollUntilT(t *testing.T, what string, cond func() bool) {
	t.Helper()
	require.Eventually(t, cond, time.Minute, 5*time.Millisecond, "waiting for %s", what)
}
