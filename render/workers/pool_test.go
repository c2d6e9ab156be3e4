package workers

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

// syncBuffer is a log destination safe for concurrent writes.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}

// newTestPool starts a pool of worker processes (this test binary) with a log, warmed,
// and drains it when the test ends.
func newTestPool(t *testing.T, cfg PoolConfig) (*Pool, *syncBuffer) {
	t.Helper()
	if cfg.Worker.Stderr == nil {
		cfg.Worker.Stderr = io.Discard
	}
	logs := &syncBuffer{}
	cfg.Logger = slog.New(slog.NewTextHandler(logs, nil))
	p := NewPool(cfg)
	t.Cleanup(func() { _ = p.Close() })
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	require.NoError(t, p.Warm(ctx))
	return p, logs
}

// slowDOT is a drawing that keeps a worker busy for a while (a few tenths of a
// second here): a finished random tree of 1,093 nodes.
func slowDOT(t *testing.T) []byte {
	return dotOf(t, "random:branching=3,depth=6,seed=5", render.Options{Step: render.Finished, Budget: 4000})
}

// eventually polls cond for up to 20 s.
func eventually(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for start := time.Now(); !cond(); time.Sleep(2 * time.Millisecond) {
		if time.Since(start) > 20*time.Second {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// busyPID waits until worker i renders and returns its process id.
func busyPID(t *testing.T, p *Pool, i int) int {
	t.Helper()
	var pid int
	eventually(t, "a busy worker", func() bool {
		var ok bool
		pid, _, ok = p.slots[i].Busy()
		return ok
	})
	return pid
}

// Many renders at once through two workers: every answer is its own picture.
func TestPoolRendersConcurrently(t *testing.T) {
	p, logs := newTestPool(t, PoolConfig{Workers: 2})
	tr := tracetest.Search(t, "tree", fig52, trace.Options{})
	const n = 10
	var wg sync.WaitGroup
	svgs, errs := make([][]byte, n), make([]error, n)
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			svgs[i], errs[i] = p.Render(context.Background(), render.DOT(tr, render.Options{Step: i}), render.FormatSVG)
		}()
	}
	wg.Wait()
	for i := range n {
		require.NoError(t, errs[i], "render %d", i)
		assert.Contains(t, parseSVG(t, svgs[i]), fmt.Sprintf("Step %d of", i+1))
	}
	st := p.Stats()
	assert.Equal(t, PoolStats{Workers: 2, Renders: n, Starts: 2}, PoolStats{Workers: st.Workers, Renders: st.Renders, Starts: st.Starts})
	assert.Zero(t, st.Busy+st.Queued+st.Failures+st.Kills+st.Restarts)
	assert.Positive(t, st.MeanRenderTime)
	assert.Equal(t, 2, bytes.Count([]byte(logs.String()), []byte("render worker start")), "each start is logged:\n%s", logs)
}

// 50 callers give up after 5 ms on slow renders: the renders still queued are
// dropped, the running ones finish; no worker is killed or restarted.
func TestPoolCallersLeavingKillNoWorker(t *testing.T) {
	p, _ := newTestPool(t, PoolConfig{Workers: 2, Queue: 100})
	dot := slowDOT(t)
	const callers = 50
	var wg sync.WaitGroup
	var gaveUp, answered int
	var mu sync.Mutex
	for range callers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			ctx, cancel := context.WithTimeout(context.Background(), 5*time.Millisecond)
			defer cancel()
			_, err := p.Render(ctx, dot, render.FormatSVG)
			mu.Lock()
			defer mu.Unlock()
			if err != nil {
				gaveUp++
				assert.True(t, errors.Is(err, context.DeadlineExceeded) || errors.As(err, new(*QueueTimeoutError)), "%v", err)
			} else {
				answered++
			}
		}()
	}
	wg.Wait()
	eventually(t, "the running renders to finish", func() bool { return p.Stats().Busy == 0 })
	st := p.Stats()
	t.Logf("%d callers gave up, %d were answered; renders made %d, kills %d, restarts %d", gaveUp, answered, st.Renders, st.Kills, st.Restarts)
	assert.Zero(t, st.Kills, "a caller leaving never kills a worker")
	assert.Zero(t, st.Restarts)
	assert.Zero(t, st.Queued, "the queued renders were dropped")
	assert.LessOrEqual(t, st.Renders, 2*2, "no more than the renders already running when the callers left (one or two per worker)")
	svg, err := p.Render(context.Background(), dotOf(t, textbook, render.Options{Step: render.Finished}), render.FormatSVG)
	require.NoError(t, err)
	parseSVG(t, svg)
}

// A busy worker frozen with SIGSTOP is found by the watchdog, killed, logged and
// replaced; its render is drawn again on the replacement, and the renders queued
// behind it are answered within the render deadline. Frozen again, the render fails
// with a coded message.
func TestPoolFrozenBusyWorkerReplaced(t *testing.T) {
	const deadline = 10 * time.Second
	p, logs := newTestPool(t, PoolConfig{Workers: 1, Timeout: deadline, StallTimeout: time.Second})
	dot := slowDOT(t)
	small := dotOf(t, textbook, render.Options{Step: render.Finished})
	frozen := make(chan error, 1)
	go func() {
		svg, err := p.Render(context.Background(), dot, render.FormatSVG)
		if err == nil {
			_, err = parseSVGErr(svg)
		}
		frozen <- err
	}()
	pid := busyPID(t, p, 0)
	const behind = 4
	answers := make(chan error, behind)
	for range behind {
		go func() {
			svg, err := p.Render(context.Background(), small, render.FormatSVG)
			if err == nil {
				_, err = parseSVGErr(svg)
			}
			answers <- err
		}()
	}
	eventually(t, "the renders to queue", func() bool { return p.Stats().Queued == behind })
	require.NoError(t, syscall.Kill(pid, syscall.SIGSTOP))
	stopped := time.Now()
	require.NoError(t, <-frozen, "drawn again on the replacement")
	for range behind {
		assert.NoError(t, <-answers)
	}
	took := time.Since(stopped)
	t.Logf("frozen at %v; its render (drawn again) and the %d renders behind it were answered %v later (render deadline %v)",
		stopped.Format("15:04:05.000"), behind, took.Round(time.Millisecond), deadline)
	assert.Less(t, took, deadline, "answered within the render deadline")
	st := p.Stats()
	assert.Equal(t, 1, st.Kills)
	assert.Equal(t, 1, st.Frozen)
	assert.Equal(t, 1, st.Restarts)
	assert.Equal(t, behind+1, st.Renders)
	assert.NotEqual(t, pid, p.slots[0].Stats().PID, "a new process")
	assert.Contains(t, logs.String(), "render worker frozen: killed")
	assert.Contains(t, logs.String(), "reason=\"frozen: no progress\"")
	assert.Contains(t, logs.String(), "drawing again")

	// frozen twice: the render fails, saying so
	go func() {
		_, err := p.Render(context.Background(), dot, render.FormatSVG)
		frozen <- err
	}()
	for k := range 2 {
		old := pid
		// the render on a process other than the one frozen before (not the
		// replacement's first health check: the pool takes the render after it)
		eventually(t, "the render on a new process", func() bool {
			pid, _, _ = p.slots[0].Busy()
			return p.Stats().Frozen == 1+k && p.Stats().Busy == 1 && pid != 0 && pid != old
		})
		require.NoError(t, syscall.Kill(pid, syscall.SIGSTOP))
	}
	err := <-frozen
	var we *WorkerError
	require.ErrorAs(t, err, &we)
	assert.True(t, we.Frozen)
	assert.Equal(t, "render.worker_frozen", we.Code())
	assert.Contains(t, we.Text(msg.ES), "ha dejado de responder")
	assert.Equal(t, 3, p.Stats().Frozen)
}

func parseSVGErr(svg []byte) (int, error) {
	if !bytes.Contains(svg, []byte("</svg>")) {
		return 0, fmt.Errorf("not an SVG: %.80q", svg)
	}
	return len(svg), nil
}

// An idle worker that does not answer its health check is killed and replaced.
func TestPoolFrozenIdleWorkerFailsHealthCheck(t *testing.T) {
	p, logs := newTestPool(t, PoolConfig{Workers: 1, PingEvery: 50 * time.Millisecond, PingTimeout: 500 * time.Millisecond})
	pid := p.slots[0].Stats().PID
	require.NotZero(t, pid)
	require.NoError(t, syscall.Kill(pid, syscall.SIGSTOP))
	eventually(t, "the replacement", func() bool {
		st := p.slots[0].Stats()
		return st.PID != 0 && st.PID != pid
	})
	assert.Equal(t, 1, p.Stats().Kills)
	assert.Contains(t, logs.String(), "health check failed")
	assert.Contains(t, logs.String(), "no answer to a health check")
	_, err := p.Render(context.Background(), dotOf(t, textbook, render.Options{Step: render.Finished}), render.FormatSVG)
	assert.NoError(t, err)
}

// A render past its own deadline kills its worker, which is replaced.
func TestPoolRenderDeadlineKills(t *testing.T) {
	p, _ := newTestPool(t, PoolConfig{Workers: 1, Timeout: 20 * time.Millisecond})
	_, err := p.Render(context.Background(), slowDOT(t), render.FormatSVG)
	require.Error(t, err)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	eventually(t, "the replacement", func() bool { return p.Stats().Restarts == 1 })
	assert.Equal(t, 1, p.Stats().Kills)
}

// A full queue refuses at once with a *BusyError saying when to come back; Admit
// refuses the same way, and a released admission frees its place.
func TestPoolQueueFull(t *testing.T) {
	p, _ := newTestPool(t, PoolConfig{Workers: 1, Queue: 2})
	dot := slowDOT(t)
	results := make(chan error, 3)
	go func() {
		_, err := p.Render(context.Background(), dot, render.FormatSVG)
		results <- err
	}()
	busyPID(t, p, 0)
	for range 2 {
		go func() {
			_, err := p.Render(context.Background(), dot, render.FormatSVG)
			results <- err
		}()
	}
	eventually(t, "a full queue", func() bool { return p.Stats().Queued == 2 })
	_, err := p.Render(context.Background(), dot, render.FormatSVG)
	var be *BusyError
	require.ErrorAs(t, err, &be)
	assert.Equal(t, 2, be.Queued)
	assert.GreaterOrEqual(t, be.RetrySeconds(), 1)
	assert.Equal(t, "render.busy", be.Code())
	assert.Contains(t, be.Text(msg.ES), "2 en espera")
	_, err = p.Admit()
	require.ErrorAs(t, err, &be)
	assert.Equal(t, 2, p.Stats().Rejected)
	for range 3 {
		assert.NoError(t, <-results)
	}

	// admissions: workers + queue places, each held until released
	var releases []func()
	for range 3 {
		release, err := p.Admit()
		require.NoError(t, err)
		releases = append(releases, release)
	}
	_, err = p.Admit()
	require.ErrorAs(t, err, &be)
	releases[0]()
	releases[0]() // twice is once
	release, err := p.Admit()
	require.NoError(t, err)
	release()
	assert.Equal(t, 2, p.Stats().Admitted)
}

// oneRunningTwoQueued has a one-worker pool draw dot three times: one drawing
// running, two queued. Their answers come on the channel.
func oneRunningTwoQueued(t *testing.T, p *Pool, dot []byte) <-chan error {
	results := make(chan error, 3)
	for i := range 3 {
		go func() {
			_, err := p.Render(context.Background(), dot, render.FormatSVG)
			results <- err
		}()
		if i == 0 {
			busyPID(t, p, 0)
		}
	}
	eventually(t, "two queued", func() bool { return p.Stats().Queued == 2 })
	return results
}

// Shutdown lets the running and queued renders finish, and refuses new ones.
func TestPoolShutdownDrains(t *testing.T) {
	p, _ := newTestPool(t, PoolConfig{Workers: 1})
	dot := slowDOT(t)
	results := oneRunningTwoQueued(t, p, dot)
	done := make(chan error, 1)
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		done <- p.Shutdown(ctx)
	}()
	eventually(t, "the pool to close", func() bool {
		_, err := p.Admit()
		return err != nil
	})
	_, err := p.Render(context.Background(), dot, render.FormatSVG)
	assert.ErrorIs(t, err, ErrShuttingDown)
	for range 3 {
		assert.NoError(t, <-results, "running and queued renders finish")
	}
	assert.NoError(t, <-done)
	assert.Equal(t, 3, p.Stats().Renders)
	assert.Zero(t, p.slots[0].Stats().PID, "the worker process stopped")
}

// When the grace period ends, the renders still queued or running fail with
// ErrShuttingDown.
func TestPoolShutdownGraceOver(t *testing.T) {
	p, _ := newTestPool(t, PoolConfig{Workers: 1})
	dot := slowDOT(t)
	results := oneRunningTwoQueued(t, p, dot)
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // no grace
	assert.ErrorIs(t, p.Shutdown(ctx), context.Canceled)
	for range 3 {
		err := <-results
		assert.ErrorIs(t, err, ErrShuttingDown)
		c, ok := msg.Find(err)
		require.True(t, ok)
		assert.Equal(t, "server.shutting_down", c.Code())
	}
}

// A worker process that exits in the middle of a render says how, in both languages.
func TestWorkerErrorSaysHowTheProcessEnded(t *testing.T) {
	w := NewWorker(WorkerConfig{Path: "/bin/sh", Args: []string{"-c", "head -c 1 >/dev/null; exit 3"}, Stderr: io.Discard})
	defer w.Close()
	_, err := w.Render(context.Background(), []byte("digraph{a}"), render.FormatSVG)
	var we *WorkerError
	require.ErrorAs(t, err, &we)
	assert.Equal(t, 3, we.ExitCode)
	assert.Equal(t, "the drawing process stopped unexpectedly (it exited with status 3); try again", we.Text(msg.EN))
	assert.Contains(t, we.Text(msg.ES), "terminó con el código 3")
	assert.Contains(t, err.Error(), "EOF", "the detail is for the log")
	assert.Equal(t, 1, w.Stats().Exits)

	cases := []struct {
		we   WorkerError
		code string
		en   string
	}{
		{WorkerError{ExitCode: -1, Status: "signal: segmentation fault"}, "render.worker_signal", `(it was killed by the signal "segmentation fault")`},
		{WorkerError{ExitCode: -1, Status: "signal: killed", Frozen: true}, "render.worker_frozen", "stopped responding"},
		{WorkerError{ExitCode: -1}, "render.worker_lost", "stopped unexpectedly; try again"},
	}
	for _, c := range cases {
		assert.Equal(t, c.code, c.we.Code())
		assert.Contains(t, c.we.Text(msg.EN), c.en)
		assert.NotEqual(t, c.we.Text(msg.EN), c.we.Text(msg.ES))
	}
}

func TestParseCPUTime(t *testing.T) {
	cases := []struct {
		stat string
		want int64
		ok   bool
	}{
		{"42 (gametree) S 1 42 42 0 -1 4194560 100 0 0 0 7 3 0 0 20 0 9 0 100 1000 50", 10, true},
		{"42 (a b) c)) R 1 42 42 0 -1 4194560 100 0 0 0 12 30 0 0 20 0", 42, true},
		{"42 (short) S 1 2", 0, false},
		{"no parenthesis", 0, false},
		{"42 (x) S 1 42 42 0 -1 4194560 100 0 0 0 u s", 0, false},
	}
	for _, c := range cases {
		got, ok := parseCPUTime([]byte(c.stat))
		assert.Equal(t, c.ok, ok, c.stat)
		assert.Equal(t, c.want, got, c.stat)
	}
}

// A caller whose deadline passes while its render waits in the queue is told the
// server was too busy (not that the drawing took too long); the render is dropped.
func TestPoolQueueTimeout(t *testing.T) {
	p, _ := newTestPool(t, PoolConfig{Workers: 1})
	running := make(chan error, 1)
	go func() {
		_, err := p.Render(context.Background(), slowDOT(t), render.FormatSVG)
		running <- err
	}()
	busyPID(t, p, 0)
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	_, err := p.Render(ctx, []byte("digraph{a}"), render.FormatSVG)
	var qe *QueueTimeoutError
	require.ErrorAs(t, err, &qe)
	assert.Equal(t, "render.queue_timeout", qe.Code())
	assert.GreaterOrEqual(t, qe.RetrySeconds(), 1)
	assert.Zero(t, p.Stats().Queued, "dropped")
	require.NoError(t, <-running)
	assert.Equal(t, 1, p.Stats().Renders)
}

// Admit refuses a request that would wait longer than a render's deadline at the
// recent render times, even with room in the queue.
func TestPoolAdmitsWhatCanBeDrawnInTime(t *testing.T) {
	p := NewPool(PoolConfig{Workers: 2, Queue: 100, Timeout: 2 * time.Second})
	defer p.Close()
	p.mu.Lock()
	p.recent = time.Second // two renders a second on two workers
	p.mu.Unlock()
	var releases []func()
	for range 2 + 4 { // the two workers' renders and 4 more: 2 s of waiting
		release, err := p.Admit()
		require.NoError(t, err)
		releases = append(releases, release)
	}
	_, err := p.Admit()
	var be *BusyError
	require.ErrorAs(t, err, &be)
	assert.Equal(t, 3, be.RetrySeconds(), "6 renders ahead on 2 workers at 1 s each")
	releases[0]()
	release, err := p.Admit()
	require.NoError(t, err)
	release()
}
