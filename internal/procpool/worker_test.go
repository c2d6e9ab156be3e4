package procpool

import (
	"context"
	"fmt"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A worker that dies in a call fails it with a *WorkerError saying how it ended and
// why, as its standard error tells; the next call starts a new process.
func TestWorkerDeaths(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1})
	for _, c := range []struct {
		req      string
		exitCode int
		status   string
		cause    string
		line     string
	}{
		{`exit 3 fatal error: out of memory\n\ngoroutine 1 [running]:`, 3, "exit status 3", CauseMemory, "fatal error: out of memory"},
		{`exit 2 runtime: goroutine stack exceeds 1000000000-byte limit\nfatal error: stack overflow`, 2, "exit status 2", CauseStack, "fatal error: stack overflow"},
		{`exit 2 panic: no\n\ngoroutine 1 [running]:\nmain.main()`, 2, "exit status 2", CauseCrash, "panic: no"},
		{`exit 7 the last words`, 7, "exit status 7", CauseCrash, "the last words"},
		{`kill`, -1, "signal: killed", CauseCrash, ""},
	} {
		_, err := call(p.Pool, c.req)
		var we *WorkerError
		require.ErrorAs(t, err, &we, c.req)
		assert.Equal(t, c.exitCode, we.ExitCode, c.req)
		assert.Equal(t, c.status, we.Status, c.req)
		assert.Empty(t, we.Killed, c.req)
		assert.Equal(t, c.cause, we.Cause, c.req)
		assert.Equal(t, c.line, we.LastLine(), c.req)
		assert.Contains(t, we.Error(), "EOF", "what the pipe said: %s", c.req)
		assert.Equal(t, EventExit, p.waitEvent(t, "the exit", kind(EventExit)).Kind)
		_, err = call(p.Pool, "echo again")
		require.NoError(t, err, "a new process after %s", c.req)
	}
	assert.Equal(t, 5, p.Stats().Exits)
}

// A call past its own deadline kills its worker (context.DeadlineExceeded), which is
// replaced at once.
func TestDeadlineKills(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1, StallTimeout: time.Hour})
	_, err := p.Call(context.Background(), Request{Data: []byte("hold"), Timeout: 20 * time.Millisecond})
	var we *WorkerError
	require.ErrorAs(t, err, &we)
	assert.Equal(t, ReasonDeadline, we.Killed)
	assert.ErrorIs(t, err, context.DeadlineExceeded)
	assert.Equal(t, ReasonDeadline, p.waitEvent(t, "the kill", kind(EventKill)).Reason)
	p.waitEvent(t, "the replacement", kind(EventStart))
	st := p.Stats()
	assert.Equal(t, [3]int{1, 1, 1}, [3]int{st.Kills, st.Restarts, st.Failures}, "kills, restarts, failures")
}

// A worker process is recycled after MaxCalls calls, or when its memory passes MaxRSS.
func TestRecycles(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		name      string
		cfg       Config
		calls     int
		recycles  int
		processes int // that answered
		reason    string
	}{
		{"MaxCalls", Config{Workers: 1, MaxCalls: 3}, 7, 2, 3, "3 calls"},
		{"MaxRSS", Config{Workers: 1, MaxRSS: 1}, 2, 2, 2, "resident memory"}, // any process is over a byte
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			p := newHarness(t, c.cfg)
			pids := map[string]bool{}
			for range c.calls {
				pids[must(call(p.Pool, "pid"))] = true
			}
			for range c.recycles {
				e := p.waitEvent(t, "a recycle", kind(EventRecycle))
				assert.True(t, strings.HasPrefix(e.Reason, c.reason), e.Reason)
			}
			assert.Len(t, pids, c.processes)
			st := p.Stats()
			assert.Equal(t, c.recycles, st.Recycles)
			assert.Zero(t, st.Kills)
		})
	}
}

// A worker sets its own limits: its heap bound, its GOMAXPROCS, its address space (an
// allocation past it kills the worker, which says it ran out of memory).
func TestLimits(t *testing.T) {
	t.Parallel()
	lim := Limits{HeapBytes: 64 << 20, Procs: 1, AddressSpace: 256 << 20}
	if raceEnabled {
		lim.AddressSpace = 0
	}
	p := newHarness(t, Config{Workers: 1, Limits: lim})
	assert.Equal(t, fmt.Sprintf("heap=%d procs=1 env=", 64<<20), must(call(p.Pool, "limits")))
	assert.Equal(t, "1000000", must(call(p.Pool, "alloc 1000000")))
	if raceEnabled {
		t.Skip("the race detector's runtime cannot run under an address-space limit")
	}
	_, err := call(p.Pool, fmt.Sprintf("alloc %d", 1<<30))
	var we *WorkerError
	require.ErrorAs(t, err, &we)
	assert.Equal(t, CauseMemory, we.Cause, we.Stderr)
	assert.Equal(t, "fatal error: out of memory", we.LastLine())
}

// A worker that answered a call and then idled for IdleStop is stopped, its memory
// handed back; the next call starts a new process.
func TestIdleStop(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1, PingEvery: 10 * time.Millisecond, IdleStop: 50 * time.Millisecond})
	require.NoError(t, p.Warm(context.Background()))
	first := must(call(p.Pool, "pid"))
	e := p.waitEvent(t, "the idle stop", kind(EventRecycle))
	assert.Equal(t, ReasonIdle, e.Reason)
	assert.Equal(t, first, fmt.Sprint(e.PID))
	assert.Zero(t, p.Stats().Processes)
	assert.NotEqual(t, first, must(call(p.Pool, "pid")))
	assert.Zero(t, p.Stats().Kills)
}

// An idle worker that does not answer its health check is killed and replaced.
func TestHealthCheckReplacesFrozenIdleWorker(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1, PingEvery: 20 * time.Millisecond, PingTimeout: time.Second, IdleStop: -1})
	require.NoError(t, p.Warm(context.Background()))
	pid := p.waitEvent(t, "the start", kind(EventStart)).PID
	require.NoError(t, syscall.Kill(pid, syscall.SIGSTOP))
	e := p.waitEvent(t, "the kill", kind(EventKill))
	assert.Equal(t, [2]any{pid, ReasonHealth}, [2]any{e.PID, e.Reason})
	assert.NotEqual(t, pid, p.waitEvent(t, "the replacement", kind(EventStart)).PID)
	assert.Contains(t, p.logs.String(), "health check failed")
	_, err := call(p.Pool, "echo well")
	assert.NoError(t, err)
}
