package workers

import (
	"context"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strconv"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render"
)

// schedIdle puts every thread of process pid in the SCHED_IDLE class: it runs only
// when no other thread wants the CPU (allowed without privileges).
func schedIdle(t *testing.T, pid int) {
	t.Helper()
	tasks, err := os.ReadDir(filepath.Join("/proc", strconv.Itoa(pid), "task"))
	require.NoError(t, err)
	for _, task := range tasks {
		tid, _ := strconv.Atoi(task.Name())
		var param struct{ priority int32 }
		const schedIdlePolicy = 5
		if _, _, e := syscall.RawSyscall(syscall.SYS_SCHED_SETSCHEDULER, uintptr(tid), schedIdlePolicy, uintptr(unsafe.Pointer(&param))); e != 0 {
			t.Skipf("sched_setscheduler(SCHED_IDLE): %v", e)
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

// A worker starved of CPU (its threads in SCHED_IDLE while every CPU is kept busy) uses
// next to no CPU time for seconds, yet is not frozen: it waits on a run queue. The
// watchdog once took the CPU time alone and killed such workers under load; now its
// render finishes, and nothing is killed.
func TestPoolStarvedWorkerNotKilled(t *testing.T) {
	const stall = 300 * time.Millisecond
	p, logs := newTestPool(t, PoolConfig{Workers: 1, Timeout: time.Minute, StallTimeout: stall})
	done := make(chan error, 1)
	go func() {
		_, err := p.Render(context.Background(), slowDOT(t), render.FormatSVG)
		done <- err
	}()
	pid := busyPID(t, p, 0)
	schedIdle(t, pid)
	var stop atomic.Bool
	hog(&stop)
	before, _ := cpuTime(pid)
	time.Sleep(10 * stall)
	after, _ := cpuTime(pid)
	stop.Store(true)
	t.Logf("starved for %v: %d clock ticks of CPU time", 10*stall, after-before)
	require.NoError(t, <-done, "the starved worker's render")
	st := p.Stats()
	assert.Zero(t, st.Frozen, "killed as frozen: %s", logs.String())
	assert.Zero(t, st.Kills)
}

// progress stands still for a stopped process and grows for a running one and for
// one starved of CPU.
func TestProgress(t *testing.T) {
	busy := exec.Command("sh", "-c", "while :; do :; done")
	require.NoError(t, busy.Start())
	t.Cleanup(func() { busy.Process.Kill(); busy.Wait() })
	pid := busy.Process.Pid
	moves := func() bool {
		a, ok := progress(pid)
		require.True(t, ok)
		time.Sleep(200 * time.Millisecond)
		b, ok := progress(pid)
		require.True(t, ok)
		return b != a
	}
	assert.True(t, moves(), "running")
	schedIdle(t, pid)
	var stop atomic.Bool
	hog(&stop)
	assert.True(t, moves(), "starved")
	stop.Store(true)
	require.NoError(t, syscall.Kill(pid, syscall.SIGSTOP))
	time.Sleep(50 * time.Millisecond) // the stop takes effect
	assert.False(t, moves(), "stopped")
	require.NoError(t, syscall.Kill(pid, syscall.SIGCONT))
	_, ok := progress(1 << 30)
	assert.False(t, ok, "no such process")
}

func TestParseSchedstat(t *testing.T) {
	for _, c := range []struct {
		in          string
		ran, waited int64
		ok          bool
	}{
		{"123 456 7\n", 123, 456, true},
		{"0 0 0", 0, 0, true},
		{"12", 0, 0, false},
		{"a b c", 0, 0, false},
	} {
		r, w, ok := parseSchedstat([]byte(c.in))
		assert.Equal(t, c.ok, ok, c.in)
		if ok {
			assert.Equal(t, [2]int64{c.ran, c.waited}, [2]int64{r, w}, c.in)
		}
	}
}

// A worker that drew and then stayed idle for IdleStop is stopped, its memory handed
// back; the next drawing starts a new process and is drawn as usual.
func TestPoolStopsIdleWorkers(t *testing.T) {
	p, logs := newTestPool(t, PoolConfig{Workers: 1, PingEvery: 50 * time.Millisecond, IdleStop: 200 * time.Millisecond})
	small := dotOf(t, textbook, render.Options{Step: render.Finished})
	_, err := p.Render(context.Background(), small, render.FormatSVG)
	require.NoError(t, err)
	pid := p.slots[0].Stats().PID
	require.NotZero(t, pid)
	eventually(t, "the idle worker stopped", func() bool { return p.slots[0].Stats().PID == 0 })
	assert.Contains(t, logs.String(), "reason=idle")
	_, err = p.Render(context.Background(), small, render.FormatSVG)
	require.NoError(t, err)
	assert.NotEqual(t, pid, p.slots[0].Stats().PID, "a new process")
	assert.Zero(t, p.Stats().Kills)
}
