package procpool

import (
	"context"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/sys/unix"
)

// A busy worker frozen with SIGSTOP is found by the watchdog, killed and replaced; its
// call is made again on the replacement, and the calls queued behind it are answered.
// Frozen again, the call fails, saying so.
func TestFrozenBusyWorkerReplaced(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1, StallTimeout: 500 * time.Millisecond, Timeout: time.Hour})
	frozen := callLater(p.Pool, context.Background(), "spin")
	pid := p.heldPID(t)
	behind := []<-chan error{callLater(p.Pool, context.Background(), "echo a"), callLater(p.Pool, context.Background(), "echo b")}
	waitUntil(t, "two queued", func() bool { return p.Stats().Queued == 2 })
	require.NoError(t, unix.Kill(pid, unix.SIGSTOP))
	assert.Equal(t, ReasonFrozen, p.waitEvent(t, "the kill", kind(EventKill)).Reason)
	again := p.heldPID(t)
	assert.NotEqual(t, pid, again, "made again on a new process")
	release(t, again)
	require.NoError(t, <-frozen)
	for _, b := range behind {
		require.NoError(t, <-b)
	}
	st := p.Stats()
	assert.Equal(t, [4]int{1, 1, 1, 3}, [4]int{st.Kills, st.Frozen, st.Restarts, st.Calls}, "kills, frozen, restarts, calls")
	assert.Contains(t, p.logs.String(), "calling again after a frozen worker")

	// frozen twice: the call fails, saying so
	frozen = callLater(p.Pool, context.Background(), "spin")
	for range 2 {
		require.NoError(t, unix.Kill(p.heldPID(t), unix.SIGSTOP))
	}
	var we *WorkerError
	require.ErrorAs(t, <-frozen, &we)
	assert.True(t, we.Frozen())
	assert.Equal(t, 3, p.Stats().Frozen)
}

// schedIdle puts every thread of process pid in the SCHED_IDLE class: it runs only
// when no other thread wants the CPU (allowed without privileges).
func schedIdle(t *testing.T, pid int) {
	t.Helper()
	tasks, err := os.ReadDir(filepath.Join("/proc", strconv.Itoa(pid), "task"))
	require.NoError(t, err)
	for _, task := range tasks {
		tid, _ := strconv.Atoi(task.Name())
		attr := unix.SchedAttr{Size: unix.SizeofSchedAttr, Policy: unix.SCHED_IDLE}
		if err := unix.SchedSetAttr(tid, &attr, 0); err != nil {
			t.Skipf("sched_setattr(SCHED_IDLE): %v", err)
		}
	}
}

// hog keeps every CPU busy until stop is set.
func hog(stop *atomic.Bool) {
	for range 2 * runtime.NumCPU() {
		go func() {
			for x := 0; !stop.Load(); x++ {
				_ = x * x
			}
		}()
	}
}

// A worker starved of CPU (its threads in SCHED_IDLE while every CPU is kept busy)
// uses next to no CPU time for many of the watchdog's looks, yet is not frozen: it
// waits on a run queue. The watchdog once took the CPU time alone and killed such
// workers under load; now its call finishes, and nothing is killed.
func TestStarvedWorkerNotKilled(t *testing.T) {
	// not parallel: it keeps every CPU busy
	const stall = 100 * time.Millisecond
	p := newHarness(t, Config{Workers: 1, StallTimeout: stall, Timeout: time.Hour})
	done := callLater(p.Pool, context.Background(), "spin")
	pid := p.heldPID(t)
	schedIdle(t, pid)
	var stop atomic.Bool
	hog(&stop)
	const looks = 3 * 5 // three stall timeouts' worth
	for range looks {
		<-p.sweeps
	}
	stop.Store(true)
	release(t, pid)
	require.NoError(t, <-done, "the starved worker's call")
	st := p.Stats()
	assert.Zero(t, st.Frozen, "killed as frozen: %s", p.logs.String())
	assert.Zero(t, st.Kills)
}

func TestProgressOfNoProcess(t *testing.T) {
	t.Parallel()
	_, ok := progress(1 << 30)
	assert.False(t, ok)
	n, ok := progress(os.Getpid())
	assert.True(t, ok)
	assert.Positive(t, n)
}

// A worker whose caller takes long over a progress message waits (for its pipe, or for
// its next request once it has answered) and makes no progress, yet is not frozen.
func TestSlowCallerFreezesNoWorker(t *testing.T) {
	t.Parallel()
	p := newHarness(t, Config{Workers: 1, StallTimeout: 300 * time.Millisecond})
	b, err := p.Call(context.Background(), Request{Data: []byte("progress 2"), Progress: func([]byte) {
		for range 3 * 5 { // three stall timeouts' worth of the watchdog's looks
			<-p.sweeps
		}
	}})
	require.NoError(t, err)
	assert.Equal(t, "done", string(b))
	assert.Zero(t, p.Stats().Kills)
}
