package workers

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/png"
	"io"
	"sync"
	"testing"
	"time"

	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
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
	tr := tracetest.Search(t, "tree", fig52, trace.Options{})
	const n = 12
	dots := make([][]byte, n)
	for i := range dots {
		dots[i] = render.DOT(tr, render.Options{Step: i})
	}
	var wg sync.WaitGroup
	errs := make([]error, n)
	svgs := make([][]byte, n)
	for i := 0; i < n; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			svgs[i], errs[i] = w.Render(context.Background(), dots[i], render.FormatSVG)
		}(i)
	}
	wg.Wait()
	for i := 0; i < n; i++ {
		require.NoError(t, errs[i], "render %d", i)
		// step i's caption is in its own picture
		assert.Contains(t, parseSVG(t, svgs[i]), fmt.Sprintf("Step %d of", i+1), "render %d got another's picture", i)
	}
	assert.Equal(t, n, w.Stats().Renders, "Warm's ping is not a render")
	assert.Equal(t, 1, w.Stats().Starts)
}

// A deadline far too short kills the render; the next render still works.
func TestWorkerDeadlineKillsAndRecovers(t *testing.T) {
	w := newTestWorker(t, WorkerConfig{})
	before := w.Stats().PID
	require.NotZero(t, before)
	big := dotOf(t, "random:branching=3,depth=6,seed=5", render.Options{Step: render.Finished})
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Millisecond)
	defer cancel()
	start := time.Now()
	_, err := w.Render(ctx, big, render.FormatSVG)
	t.Logf("the render of %d bytes of DOT was stopped after %v", len(big), time.Since(start))
	require.Error(t, err)
	assert.True(t, errors.Is(err, context.DeadlineExceeded), "%v", err)
	assert.Equal(t, 1, w.Stats().Kills)

	svg, err := w.Render(context.Background(), dotOf(t, textbook, render.Options{Step: render.Finished}), render.FormatSVG)
	require.NoError(t, err)
	parseSVG(t, svg)
	st := w.Stats()
	assert.Equal(t, 2, st.Starts, "a new worker process")
	assert.NotEqual(t, before, st.PID)
}

// The worker process is replaced after MaxRenders renders.
func TestWorkerRecycles(t *testing.T) {
	w := newTestWorker(t, WorkerConfig{MaxRenders: 3})
	dot := dotOf(t, textbook, render.Options{Step: render.Finished})
	pids := map[int]bool{}
	for i := 0; i < 7; i++ {
		svg, err := w.Render(context.Background(), dot, render.FormatSVG)
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
	dot := dotOf(t, textbook, render.Options{Step: render.Finished})
	_, err := w.Render(context.Background(), dot, render.FormatSVG)
	require.NoError(t, err)
	_, err = w.Render(context.Background(), dot, render.FormatSVG)
	require.NoError(t, err)
	assert.Equal(t, 2, w.Stats().Recycles)
}

func TestWorkerFormatsAndErrors(t *testing.T) {
	w := newTestWorker(t, WorkerConfig{})
	dot := dotOf(t, textbook, render.Options{Step: render.Finished})
	got, err := w.Render(context.Background(), dot, render.FormatDOT)
	require.NoError(t, err)
	assert.Equal(t, dot, got)
	pic, err := w.Render(context.Background(), dot, render.FormatPNG)
	require.NoError(t, err)
	_, err = png.Decode(bytes.NewReader(pic))
	assert.NoError(t, err)
	_, err = w.Render(context.Background(), []byte("digraph { a -> "), render.FormatSVG)
	assert.Error(t, err, "bad DOT")
	_, err = w.Render(context.Background(), dot, render.Format("gif"))
	assert.Error(t, err)
	// the worker survived the bad DOT
	_, err = w.Render(context.Background(), dot, render.FormatSVG)
	assert.NoError(t, err)
	require.NoError(t, w.Close())
	_, err = w.Render(context.Background(), dot, render.FormatSVG)
	assert.Error(t, err, "closed")
}

func TestParseVmRSS(t *testing.T) {
	assert.Equal(t, int64(123456<<10), parseVmRSS([]byte("Name:\tx\nVmPeak:\t 1 kB\nVmRSS:\t  123456 kB\nThreads: 3\n")))
	assert.Zero(t, parseVmRSS([]byte("Name:\tx\n")))
}
