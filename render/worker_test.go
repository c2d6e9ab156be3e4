package render

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/png"
	"io"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/gametree/gametree/trace"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// newTestWorker starts a worker process (this test binary, through TestMain) and stops
// it when the test ends.
func newTestWorker(t *testing.T, cfg WorkerConfig) *Worker {
	t.Helper()
	if cfg.Stderr == nil {
		cfg.Stderr = io.Discard
	}
	w := NewWorker(cfg)
	t.Cleanup(func() { _ = w.Close() })
	require.NoError(t, w.Warm(context.Background()))
	return w
}

// Many goroutines render through one worker: every answer is the right picture.
func TestWorkerConcurrentRenders(t *testing.T) {
	w := newTestWorker(t, WorkerConfig{})
	tr := search(t, "tree", fig52, trace.Options{})
	const n = 12
	dots := make([][]byte, n)
	for i := range dots {
		dots[i] = DOT(tr, Options{Step: i})
	}
	var wg sync.WaitGroup
	errs := make([]error, n)
	svgs := make([][]byte, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			svgs[i], errs[i] = w.Render(context.Background(), dots[i], FormatSVG)
		}(i)
	}
	wg.Wait()
	for i := 0; i < n; i++ {
		require.NoError(t, errs[i], "render %d", i)
		ids := byID(parseSVG(t, svgs[i]))
		// step i's caption is in its own picture
		assert.Contains(t, ids["a_caption"].texts()[0], fmt.Sprintf("Step %d of", i+1), "render %d got another's picture", i)
	}
	assert.Equal(t, n, w.Stats().Renders, "Warm's ping is not a render")
	assert.Equal(t, 1, w.Stats().Starts)
}

// A deadline far too short kills the render; the next render still works.
func TestWorkerDeadlineKillsAndRecovers(t *testing.T) {
	w := newTestWorker(t, WorkerConfig{})
	before := w.Stats().PID
	require.NotZero(t, before)
	big := DOT(search(t, "tree", "random:branching=3,depth=6,seed=5", trace.Options{}), Options{Step: Finished})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := w.Render(ctx, big, FormatSVG)
	t.Logf("the render of %d bytes of DOT was stopped after %v", len(big), time.Since(start))
	require.Error(t, err)
	assert.True(t, errors.Is(err, context.DeadlineExceeded), "%v", err)
	assert.Equal(t, 1, w.Stats().Kills)

	svg, err := w.Render(context.Background(), DOT(search(t, "tree", textbook, trace.Options{}), Options{Step: Finished}), FormatSVG)
	require.NoError(t, err)
	parseSVG(t, svg)
	st := w.Stats()
	assert.Equal(t, 2, st.Starts, "a new worker process")
	assert.NotEqual(t, before, st.PID)
}

// The worker process is replaced after MaxRenders renders.
func TestWorkerRecycles(t *testing.T) {
	w := newTestWorker(t, WorkerConfig{MaxRenders: 3})
	dot := DOT(search(t, "tree", textbook, trace.Options{}), Options{Step: Finished})
	pids := map[int]bool{}
	for i := 0; i < 7; i++ {
		svg, err := w.Render(context.Background(), dot, FormatSVG)
		require.NoError(t, err, "render %d", i)
		parseSVG(t, svg)
		if pid := w.Stats().PID; pid != 0 {
			pids[pid] = true
		}
	}
	st := w.Stats()
	assert.Equal(t, 7, st.Renders)
	assert.Equal(t, 2, st.Recycles)
	assert.GreaterOrEqual(t, st.Starts, 3)
	assert.Zero(t, st.Kills)
}

// The worker process is replaced when its memory passes MaxRSS.
func TestWorkerRecyclesOnMemory(t *testing.T) {
	w := newTestWorker(t, WorkerConfig{MaxRSS: 1}) // any process is over one byte
	dot := DOT(search(t, "tree", textbook, trace.Options{}), Options{Step: Finished})
	_, err := w.Render(context.Background(), dot, FormatSVG)
	require.NoError(t, err)
	_, err = w.Render(context.Background(), dot, FormatSVG)
	require.NoError(t, err)
	assert.Equal(t, 2, w.Stats().Recycles)
}

func TestWorkerFormatsAndErrors(t *testing.T) {
	w := newTestWorker(t, WorkerConfig{})
	dot := DOT(search(t, "tree", textbook, trace.Options{}), Options{Step: Finished})
	got, err := w.Render(context.Background(), dot, FormatDOT)
	require.NoError(t, err)
	assert.Equal(t, dot, got)
	pic, err := w.Render(context.Background(), dot, FormatPNG)
	require.NoError(t, err)
	_, err = png.Decode(bytes.NewReader(pic))
	assert.NoError(t, err)
	_, err = w.Render(context.Background(), []byte("digraph { a -> "), FormatSVG)
	assert.Error(t, err, "bad DOT")
	_, err = w.Render(context.Background(), dot, Format("gif"))
	assert.Error(t, err)
	// the worker survived the bad DOT
	_, err = w.Render(context.Background(), dot, FormatSVG)
	assert.NoError(t, err)
	require.NoError(t, w.Close())
	_, err = w.Render(context.Background(), dot, FormatSVG)
	assert.Error(t, err, "closed")
}

func TestParseVmRSS(t *testing.T) {
	assert.Equal(t, int64(123456<<10), parseVmRSS([]byte("Name:\tx\nVmPeak:\t 1 kB\nVmRSS:\t  123456 kB\nThreads: 3\n")))
	assert.Zero(t, parseVmRSS([]byte("Name:\tx\n")))
}

// countingRenderer counts renders and can be slowed down.
type countingRenderer struct {
	n     atomic.Int32
	delay time.Duration
}

func (c *countingRenderer) Render(ctx context.Context, dot []byte, format Format) ([]byte, error) {
	c.n.Add(1)
	select {
	case <-time.After(c.delay):
	case <-ctx.Done():
		return nil, ctx.Err()
	}
	return append([]byte(string(format)+":"), dot...), nil
}

func TestCacheHits(t *testing.T) {
	inner := &countingRenderer{}
	c := NewCache(inner, 0)
	ctx := context.Background()
	a1, err := c.Render(ctx, []byte("A"), FormatSVG)
	require.NoError(t, err)
	a2, err := c.Render(ctx, []byte("A"), FormatSVG)
	require.NoError(t, err)
	assert.Equal(t, a1, a2)
	p, err := c.Render(ctx, []byte("A"), FormatPNG)
	require.NoError(t, err)
	assert.Equal(t, "png:A", string(p), "the format is part of the key")
	a2[0] = 'X' // the caller's own copy
	a3, _ := c.Render(ctx, []byte("A"), FormatSVG)
	assert.Equal(t, "svg:A", string(a3))
	assert.Equal(t, int32(2), inner.n.Load())
	st := c.Stats()
	assert.Equal(t, 2, st.Hits)
	assert.Equal(t, 2, st.Misses)
	assert.Equal(t, 2, st.Entries)
}

func TestCacheEvictsByBytes(t *testing.T) {
	inner := &countingRenderer{}
	c := NewCache(inner, 30) // "svg:" + 10 bytes = 14 bytes a render: two fit
	ctx := context.Background()
	for _, k := range []string{"aaaaaaaaaa", "bbbbbbbbbb", "aaaaaaaaaa", "cccccccccc"} {
		_, err := c.Render(ctx, []byte(k), FormatSVG)
		require.NoError(t, err)
	}
	st := c.Stats()
	assert.Equal(t, 2, st.Entries)
	assert.LessOrEqual(t, st.Bytes, int64(30))
	// a was used after b, so b went
	_, _ = c.Render(ctx, []byte("aaaaaaaaaa"), FormatSVG)
	assert.Equal(t, int32(3), inner.n.Load(), "a is still there")
	_, _ = c.Render(ctx, []byte("bbbbbbbbbb"), FormatSVG)
	assert.Equal(t, int32(4), inner.n.Load(), "b was evicted")
	// larger than the whole cache: rendered, not kept
	_, err := c.Render(ctx, bytes.Repeat([]byte("z"), 100), FormatSVG)
	require.NoError(t, err)
	assert.LessOrEqual(t, c.Stats().Bytes, int64(30))
}

// Concurrent identical requests render once.
func TestCacheSingleFlight(t *testing.T) {
	inner := &countingRenderer{delay: 50 * time.Millisecond}
	c := NewCache(inner, 0)
	var wg sync.WaitGroup
	for i := 0; i < 20; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			got, err := c.Render(context.Background(), []byte("same"), FormatSVG)
			assert.NoError(t, err)
			assert.Equal(t, "svg:same", string(got))
		}()
	}
	wg.Wait()
	assert.Equal(t, int32(1), inner.n.Load())
	st := c.Stats()
	assert.Equal(t, 20, st.Hits+st.Shared+st.Misses)
	assert.Equal(t, 1, st.Misses)
}

// A caller that gives up does not fail the others: the render started for it goes on
// for the caller still waiting, and is made once.
func TestCacheLeaderCancelled(t *testing.T) {
	inner := &countingRenderer{delay: 100 * time.Millisecond}
	c := NewCache(inner, 0)
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() {
		_, err := c.Render(ctx, []byte("x"), FormatSVG)
		done <- err
	}()
	for inner.n.Load() == 0 {
		time.Sleep(time.Millisecond)
	}
	waiter := make(chan error, 1)
	go func() {
		got, err := c.Render(context.Background(), []byte("x"), FormatSVG)
		if err == nil && string(got) != "svg:x" {
			err = fmt.Errorf("got %q", got)
		}
		waiter <- err
	}()
	for c.flight.Waiters(cacheKey([]byte("x"), FormatSVG)) < 2 {
		time.Sleep(time.Millisecond)
	}
	cancel()
	assert.ErrorIs(t, <-done, context.Canceled)
	assert.NoError(t, <-waiter)
	assert.Equal(t, int32(1), inner.n.Load(), "one render for both")
	assert.Equal(t, 1, c.Stats().Shared)
}

// blockingRenderer renders nothing until its context ends, and says when it did.
type blockingRenderer struct{ ended chan error }

func (b *blockingRenderer) Render(ctx context.Context, dot []byte, format Format) ([]byte, error) {
	<-ctx.Done()
	b.ended <- ctx.Err()
	return nil, ctx.Err()
}

// When every caller has given up, the render is cancelled.
func TestCacheAllCallersGone(t *testing.T) {
	inner := &blockingRenderer{ended: make(chan error, 1)}
	c := NewCache(inner, 0)
	ctx1, cancel1 := context.WithCancel(context.Background())
	ctx2, cancel2 := context.WithCancel(context.Background())
	errs := make(chan error, 2)
	for _, ctx := range []context.Context{ctx1, ctx2} {
		go func() {
			_, err := c.Render(ctx, []byte("y"), FormatSVG)
			errs <- err
		}()
	}
	for c.flight.Waiters(cacheKey([]byte("y"), FormatSVG)) < 2 {
		time.Sleep(time.Millisecond)
	}
	cancel1()
	assert.ErrorIs(t, <-errs, context.Canceled)
	select {
	case <-inner.ended:
		t.Fatal("cancelled while a caller still waited")
	case <-time.After(20 * time.Millisecond):
	}
	cancel2()
	assert.ErrorIs(t, <-errs, context.Canceled)
	select {
	case err := <-inner.ended:
		assert.ErrorIs(t, err, context.Canceled)
	case <-time.After(5 * time.Second):
		t.Fatal("the render went on with nobody waiting")
	}
}

// The cache over a real worker: the second identical request is a hit.
func TestCacheOverWorker(t *testing.T) {
	c := NewCache(newTestWorker(t, WorkerConfig{}), 0)
	dot := DOT(search(t, "tree", textbook, trace.Options{}), Options{Step: 3})
	a, err := c.Render(context.Background(), dot, FormatSVG)
	require.NoError(t, err)
	b, err := c.Render(context.Background(), dot, FormatSVG)
	require.NoError(t, err)
	assert.Equal(t, a, b)
	assert.Equal(t, 1, c.Stats().Hits)
}
