package lanes

import (
	"context"
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/web/apierr"
)

var solver = Cost{Solver: true}

// status is an error's HTTP status (0 for none).
func status(err error) int {
	if ae, ok := err.(*apierr.Error); ok {
		return ae.Status
	}
	return 0
}

// A request that finds the lane full waits for the slot and takes it when it is
// released; with nobody releasing it, it is refused 429 only once its wait is over;
// the request's end stops its wait at once.
func TestAdmitWait(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name     string
		release  time.Duration // when the holder leaves (0: never)
		wait     time.Duration
		cancel   time.Duration // when the waiting request ends (0: never)
		status   int           // 0: admitted
		atLeast  time.Duration
		atMost   time.Duration
		admitted bool
	}{
		{name: "released while waiting", release: 50 * time.Millisecond, wait: 5 * time.Second, admitted: true, atLeast: 40 * time.Millisecond, atMost: 2 * time.Second},
		{name: "never released", wait: 150 * time.Millisecond, status: http.StatusTooManyRequests, atLeast: 140 * time.Millisecond, atMost: 2 * time.Second},
		{name: "no wait", wait: 0, status: http.StatusTooManyRequests, atMost: 100 * time.Millisecond},
		{name: "request ended", wait: 5 * time.Second, cancel: 50 * time.Millisecond, status: http.StatusServiceUnavailable, atLeast: 40 * time.Millisecond, atMost: 2 * time.Second},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			l := NewHeavy(1, 1<<30)
			holder, err := l.AdmitWait(context.Background(), time.Second, false, "", solver, solver)
			require.NoError(t, err, "an idle lane admits at once")
			if tc.release > 0 {
				time.AfterFunc(tc.release, holder.Release)
			}
			ctx := context.Background()
			if tc.cancel > 0 {
				var cancel context.CancelFunc
				ctx, cancel = context.WithTimeout(ctx, tc.cancel)
				defer cancel()
			}
			start := time.Now()
			tk, err := l.AdmitWait(ctx, tc.wait, false, "", solver, solver)
			took := time.Since(start)
			assert.GreaterOrEqual(t, took, tc.atLeast)
			assert.LessOrEqual(t, took, tc.atMost)
			if tc.admitted {
				require.NoError(t, err)
				running, _ := l.Stats()
				assert.Equal(t, 1, running)
				tk.Release()
			} else {
				require.Error(t, err)
				if tc.status == http.StatusServiceUnavailable {
					assert.Equal(t, apierr.Cancelled, err)
				} else {
					assert.Equal(t, tc.status, status(err))
					assert.Positive(t, err.(*apierr.Error).Retry, "Retry-After")
				}
			}
			assert.Zero(t, l.Queued(), "nobody is left waiting")
			if tc.release == 0 {
				holder.Release()
			}
			running, inUse := l.Stats()
			assert.Zero(t, running)
			assert.Zero(t, inUse)
		})
	}
}

// The queue is served first come first, the urgent requests (the perfect player's
// moves) before the others; while a request waits, Admit takes no slot past it.
func TestAdmitWaitOrder(t *testing.T) {
	t.Parallel()
	l := NewHeavy(1, 1<<30)
	holder, err := l.Admit("", solver, solver)
	require.NoError(t, err)
	order := make(chan string, 3)
	wait := func(name string, urgent bool) {
		tk, err := l.AdmitWait(context.Background(), 10*time.Second, urgent, "", solver, solver)
		if !assert.NoError(t, err, name) {
			order <- "refused " + name
			return
		}
		order <- name
		time.Sleep(10 * time.Millisecond)
		tk.Release()
	}
	queued := func(n int) {
		require.Eventually(t, func() bool { return l.Queued() == n }, 5*time.Second, time.Millisecond)
	}
	go wait("view 1", false)
	queued(1)
	go wait("view 2", false)
	queued(2)
	go wait("player", true)
	queued(3)
	_, err = l.Admit("", solver, solver)
	assert.Equal(t, http.StatusTooManyRequests, status(err), "no slot past the queue")
	holder.Release()
	assert.Equal(t, []string{"player", "view 1", "view 2"}, []string{<-order, <-order, <-order})
	require.Eventually(t, func() bool { r, _ := l.Stats(); return r == 0 }, 5*time.Second, time.Millisecond)
	tk, err := l.Admit("", solver, solver)
	require.NoError(t, err, "the queue empty, Admit admits again")
	tk.Release()
}

// A full queue refuses at once; a request too big for the lane is refused 422 without
// waiting.
func TestAdmitWaitBounds(t *testing.T) {
	t.Parallel()
	l := NewHeavy(1, 64<<20)
	_, err := l.AdmitWait(context.Background(), time.Minute, false, "", Cost{Table: 1 << 30}, Cost{})
	assert.Equal(t, http.StatusUnprocessableEntity, status(err))
	holder, err := l.Admit("", solver, solver)
	require.NoError(t, err)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, MaxQueue)
	for range MaxQueue {
		go func() {
			_, err := l.AdmitWait(ctx, time.Minute, false, "", solver, solver)
			done <- err
		}()
	}
	require.Eventually(t, func() bool { return l.Queued() == MaxQueue }, 5*time.Second, time.Millisecond)
	start := time.Now()
	_, err = l.AdmitWait(context.Background(), time.Minute, false, "", solver, solver)
	assert.Equal(t, http.StatusTooManyRequests, status(err))
	assert.Less(t, time.Since(start), time.Second, "at once")
	cancel()
	for range MaxQueue {
		assert.Equal(t, apierr.Cancelled, <-done)
	}
	assert.Zero(t, l.Queued())
	holder.Release()
}
