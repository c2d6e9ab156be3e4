package procpool

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func call(p *Pool, req string) (string, error) {
	b, err := p.Call(context.Background(), Request{Data: []byte(req)})
	return string(b), err
}

// callLater makes a call in the background; its error comes on the channel.
func callLater(p *Pool, ctx context.Context, req string) <-chan error {
	done := make(chan error, 1)
	go func() {
		_, err := p.Call(ctx, Request{Data: []byte(req)})
		done <- err
	}()
	return done
}

// Many calls at once through two workers: every answer is its own; progress comes in
// order; a handler's error leaves its worker well.
func TestCallsAnswerTheirOwn(t *testing.T) {
	t.Parallel()
	const n = 20
	p := newHarness(t, Config{Workers: 2, Queue: n})
	require.NoError(t, p.Warm(context.Background()))
	var wg sync.WaitGroup
	answers, errs := make([]string, n), make([]error, n)
	for i := range n {
		wg.Go(func() { answers[i], errs[i] = call(p.Pool, fmt.Sprintf("echo %d", i)) })
	}
	wg.Wait()
	for i := range n {
		require.NoError(t, errs[i])
		assert.Equal(t, fmt.Sprint(i), answers[i])
	}

	var got []string
	b, err := p.Call(context.Background(), Request{Data: []byte("progress 3"), Progress: func(b []byte) { got = append(got, string(b)) }})
	require.NoError(t, err)
	assert.Equal(t, "done", string(b))
	assert.Equal(t, []string{"1", "2", "3"}, got)

	_, err = call(p.Pool, "fail no such picture")
	var re *RemoteError
	require.ErrorAs(t, err, &re)
	assert.Equal(t, "no such picture", re.Message)

	st := p.Stats()
	assert.Equal(t, Stats{Workers: 2, Processes: 2, Calls: n + 1, Failures: 1, Starts: 2},
		Stats{Workers: st.Workers, Processes: st.Processes, Calls: st.Calls, Failures: st.Failures, Starts: st.Starts, Kills: st.Kills, Restarts: st.Restarts})
	assert.Positive(t, st.MeanCallTime)
	assert.Contains(t, p.logs.String(), `msg="procpool-test worker start" worker=1`)
}

// A full queue refuses at once with a *BusyError saying when to come back; Admit
// refuses the same way, and a released admission frees its place.
func TestQueueFull(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1, Queue: 2, StallTimeout: time.Hour})
	running := callLater(p.Pool, context.Background(), "hold")
	pid := p.heldPID(t)
	queued := []<-chan error{callLater(p.Pool, context.Background(), "echo a"), callLater(p.Pool, context.Background(), "echo b")}
	waitUntil(t, "a full queue", func() bool { return p.Stats().Queued == 2 })

	_, err := call(p.Pool, "echo c")
	var be *BusyError
	require.ErrorAs(t, err, &be)
	assert.Equal(t, 2, be.Queued)
	assert.GreaterOrEqual(t, be.RetryAfter, time.Second)
	_, err = p.Admit()
	require.ErrorAs(t, err, &be)
	assert.Equal(t, 2, p.Stats().Rejected)

	release(t, pid)
	require.NoError(t, <-running)
	for _, q := range queued {
		require.NoError(t, <-q)
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
	r, err := p.Admit()
	require.NoError(t, err)
	r()
	assert.Equal(t, 2, p.Stats().Admitted)
}

// Admit refuses a request that would wait longer than a call's deadline at the recent
// call times, even with room in the queue.
func TestAdmitsWhatCanBeDoneInTime(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 2, Queue: 100, Timeout: 2 * time.Second})
	p.mu.Lock()
	p.recent = time.Second // two calls a second on two workers
	p.mu.Unlock()
	var releases []func()
	for range 2 + 4 { // the two workers' calls and 4 more: 2 s of waiting
		release, err := p.Admit()
		require.NoError(t, err)
		releases = append(releases, release)
	}
	_, err := p.Admit()
	var be *BusyError
	require.ErrorAs(t, err, &be)
	assert.Equal(t, 3*time.Second, be.RetryAfter, "6 calls ahead on 2 workers at 1 s each")
	releases[0]()
	release, err := p.Admit()
	require.NoError(t, err)
	release()
}

// A caller whose deadline passes while its call waits in the queue is told the
// workers were busy (not that the call took too long); the call is dropped.
func TestQueueTimeout(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1, StallTimeout: time.Hour})
	running := callLater(p.Pool, context.Background(), "hold")
	pid := p.heldPID(t)
	ctx := &deadline{Context: context.Background(), done: make(chan struct{})}
	late := callLater(p.Pool, ctx, "echo late")
	waitUntil(t, "one queued", func() bool { return p.Stats().Queued == 1 })
	close(ctx.done) // its deadline passes in the queue
	var qe *QueueTimeoutError
	require.ErrorAs(t, <-late, &qe)
	assert.GreaterOrEqual(t, qe.RetryAfter, time.Second)
	assert.Zero(t, p.Stats().Queued, "dropped")
	release(t, pid)
	require.NoError(t, <-running)
	assert.Equal(t, 1, p.Stats().Calls)
}

// deadline is a context whose deadline passes when done is closed.
type deadline struct {
	context.Context
	done chan struct{}
}

func (d *deadline) Done() <-chan struct{} { return d.done }

func (d *deadline) Err() error {
	select {
	case <-d.done:
		return context.DeadlineExceeded
	default:
		return nil
	}
}

// Callers who stop waiting kill no worker: the calls still queued are dropped, the
// running one goes on to its answer, and its worker takes the next call.
func TestCallersLeavingKillNoWorker(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1, StallTimeout: time.Hour})
	ctx, cancel := context.WithCancel(context.Background())
	running := callLater(p.Pool, ctx, "hold")
	pid := p.heldPID(t)
	queued := []<-chan error{callLater(p.Pool, ctx, "echo a"), callLater(p.Pool, ctx, "echo b")}
	waitUntil(t, "two queued", func() bool { return p.Stats().Queued == 2 })
	cancel()
	err := <-running
	assert.ErrorIs(t, err, context.Canceled)
	assert.ErrorContains(t, err, "the call goes on")
	for _, q := range queued {
		assert.ErrorIs(t, <-q, context.Canceled)
	}
	st := p.Stats()
	assert.Zero(t, st.Queued, "the queued calls were dropped")
	assert.Equal(t, 1, st.Busy, "the running call goes on")
	release(t, pid)
	got, err := call(p.Pool, "pid")
	require.NoError(t, err)
	assert.Equal(t, fmt.Sprint(pid), got, "the same process")
	st = p.Stats()
	assert.Zero(t, st.Kills)
	assert.Equal(t, 2, st.Calls, "the abandoned call was answered")
}

// A call made with StopWithCaller stops its worker when its caller leaves.
func TestStopWithCaller(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1, StallTimeout: time.Hour})
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := p.Call(ctx, Request{Data: []byte("hold"), StopWithCaller: true})
		done <- err
	}()
	p.heldPID(t)
	cancel()
	assert.ErrorIs(t, <-done, context.Canceled)
	e := p.waitEvent(t, "the kill", kind(EventKill))
	assert.Equal(t, ReasonCancelled, e.Reason)
	_, err := call(p.Pool, "echo again")
	require.NoError(t, err)
}

// A lease makes several exchanges with one process; Fresh has the next ones go to a
// process of the lease's own, with its environment, stopped when the lease ends.
func TestLease(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1})
	ctx := context.Background()
	l, err := p.Acquire(ctx)
	require.NoError(t, err)
	ask := func(req string) string {
		b, err := l.Exchange(ctx, Request{Data: []byte(req)})
		require.NoError(t, err)
		return string(b)
	}
	first := ask("pid")
	assert.Equal(t, first, ask("pid"), "one process for the lease")
	assert.Contains(t, ask("limits"), "env=")
	l.Fresh("PROCPOOL_TEST=fresh")
	assert.NotEqual(t, first, ask("pid"))
	assert.Contains(t, ask("limits"), "env=fresh")
	l.Release()
	l.Release() // twice is once
	_, err = l.Exchange(ctx, Request{Data: []byte("pid")})
	assert.Error(t, err, "released")
	assert.Equal(t, ReasonFresh, p.waitEvent(t, "the fresh process stopped", kind(EventRecycle)).Reason)
	p.waitEvent(t, "its replacement", kind(EventStart))
	assert.NotContains(t, must(call(p.Pool, "limits")), "env=fresh")
}

func must(s string, err error) string {
	if err != nil {
		panic(err)
	}
	return s
}

// Shutdown lets the running and queued calls finish, and refuses new ones.
func TestShutdownDrains(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1, StallTimeout: time.Hour})
	running := callLater(p.Pool, context.Background(), "hold")
	pid := p.heldPID(t)
	queued := callLater(p.Pool, context.Background(), "echo queued")
	waitUntil(t, "one queued", func() bool { return p.Stats().Queued == 1 })
	done := make(chan error, 1)
	go func() { done <- p.Shutdown(context.Background()) }()
	waitUntil(t, "the pool to close", func() bool {
		_, err := p.Admit()
		return errors.Is(err, ErrShuttingDown)
	})
	_, err := call(p.Pool, "echo new")
	assert.ErrorIs(t, err, ErrShuttingDown)
	release(t, pid)
	assert.NoError(t, <-running)
	assert.NoError(t, <-queued)
	assert.NoError(t, <-done)
	st := p.Stats()
	assert.Equal(t, 2, st.Calls)
	assert.Zero(t, st.Processes, "the worker process stopped")
}

// When the grace period ends, the calls still queued or running fail with
// ErrShuttingDown.
func TestShutdownGraceOver(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1, StallTimeout: time.Hour})
	running := callLater(p.Pool, context.Background(), "hold")
	p.heldPID(t)
	queued := callLater(p.Pool, context.Background(), "echo queued")
	waitUntil(t, "one queued", func() bool { return p.Stats().Queued == 1 })
	ctx, cancel := context.WithCancel(context.Background())
	cancel() // no grace
	assert.ErrorIs(t, p.Shutdown(ctx), context.Canceled)
	assert.ErrorIs(t, <-running, ErrShuttingDown)
	assert.ErrorIs(t, <-queued, ErrShuttingDown)
	assert.Equal(t, ReasonShutdown, p.waitEvent(t, "the kill", kind(EventKill)).Reason)
}
