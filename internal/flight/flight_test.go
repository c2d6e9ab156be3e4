package flight

import (
	"context"
	"errors"
	"sync/atomic"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hang is how long a test waits for something that must happen before it gives up:
// it only guards against hanging, however loaded the machine.
const hang = time.Minute

// waitFor polls cond until it holds (for up to hang).
func waitFor(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for start := time.Now(); !cond(); time.Sleep(time.Millisecond) {
		if time.Since(start) > hang {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

type result struct {
	v      int
	err    error
	shared bool
}

func TestOneCallerLeavingDoesNotFailTheOthers(t *testing.T) {
	t.Parallel()
	var g Group[string, int]
	release := make(chan struct{})
	var runs atomic.Int32
	work := func(ctx context.Context) (int, error) {
		runs.Add(1)
		select {
		case <-release:
			return 42, nil
		case <-ctx.Done():
			return 0, ctx.Err()
		}
	}
	first, cancelFirst := context.WithCancel(context.Background())
	a, b := make(chan result, 1), make(chan result, 1)
	go func() { v, err, sh := g.Do(first, "k", time.Time{}, work); a <- result{v, err, sh} }()
	waitFor(t, "the first caller", func() bool { return g.Waiters("k") == 1 })
	go func() { v, err, sh := g.Do(context.Background(), "k", time.Time{}, work); b <- result{v, err, sh} }()
	waitFor(t, "the second caller", func() bool { return g.Waiters("k") == 2 })
	cancelFirst()
	ra := <-a
	assert.ErrorIs(t, ra.err, context.Canceled)
	close(release)
	rb := <-b
	require.NoError(t, rb.err)
	assert.Equal(t, 42, rb.v)
	assert.True(t, rb.shared)
	assert.Equal(t, int32(1), runs.Load())
}

func TestAllCallersLeavingEndsTheWork(t *testing.T) {
	t.Parallel()
	var g Group[string, int]
	ended := make(chan error, 1)
	var workCtx atomic.Value // the work's context, once it runs
	work := func(ctx context.Context) (int, error) {
		workCtx.Store(ctx)
		<-ctx.Done()
		ended <- ctx.Err()
		return 0, ctx.Err()
	}
	ctx1, cancel1 := context.WithCancel(context.Background())
	ctx2, cancel2 := context.WithCancel(context.Background())
	errs := make(chan error, 2)
	go func() { _, err, _ := g.Do(ctx1, "k", time.Time{}, work); errs <- err }()
	go func() { _, err, _ := g.Do(ctx2, "k", time.Time{}, work); errs <- err }()
	waitFor(t, "two callers", func() bool { return g.Waiters("k") == 2 })
	waitFor(t, "the work", func() bool { return workCtx.Load() != nil })
	assert.Equal(t, 1, g.Running(), "one call for both")
	cancel1()
	<-errs
	// the first caller has left: Do decided, before it returned, not to end the work
	assert.NoError(t, workCtx.Load().(context.Context).Err(), "the work ended while a caller still waited")
	assert.Equal(t, 1, g.Waiters("k"))
	cancel2()
	<-errs
	select {
	case err := <-ended:
		assert.ErrorIs(t, err, context.Canceled)
	case <-time.After(hang):
		t.Fatal("the work went on with nobody waiting")
	}
	assert.Zero(t, g.Waiters("k"))
	waitFor(t, "the work to return", func() bool { return g.Running() == 0 })
}

func TestOwnDeadlineAndPanics(t *testing.T) {
	t.Parallel()
	var g Group[string, int]
	_, err, _ := g.Do(context.Background(), "slow", time.Now().Add(10*time.Millisecond), func(ctx context.Context) (int, error) {
		<-ctx.Done()
		return 0, ctx.Err()
	})
	assert.ErrorIs(t, err, context.DeadlineExceeded)

	_, err, _ = g.Do(context.Background(), "boom", time.Time{}, func(context.Context) (int, error) { panic("boom") })
	var pe *PanicError
	require.True(t, errors.As(err, &pe))
	assert.Equal(t, "boom", pe.Value)

	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err, _ = g.Do(ctx, "gone", time.Time{}, func(context.Context) (int, error) { t.Error("ran for nobody"); return 0, nil })
	assert.ErrorIs(t, err, context.Canceled)
}
