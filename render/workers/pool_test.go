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

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

// newTestPool starts a pool of worker processes (this test binary), warmed, and
// closes it when the test ends.
func newTestPool(t *testing.T, cfg PoolConfig) *Pool {
	t.Helper()
	cfg.Worker.Stderr = io.Discard
	p := NewPool(cfg)
	t.Cleanup(func() { _ = p.Close() })
	require.NoError(t, p.Warm(context.Background()))
	return p
}

// Many renders at once through two workers: every answer is its own picture.
func TestPoolRendersConcurrently(t *testing.T) {
	t.Parallel()
	p := newTestPool(t, PoolConfig{Workers: 2})
	tr := tracetest.Search(t, "tree", fig52, trace.Options{})
	const n = 10
	var wg sync.WaitGroup
	svgs, errs := make([][]byte, n), make([]error, n)
	for i := range n {
		wg.Go(func() {
			svgs[i], errs[i] = p.Render(context.Background(), render.DOT(tr, render.Options{Step: i}), render.FormatSVG)
		})
	}
	wg.Wait()
	for i := range n {
		require.NoError(t, errs[i], "render %d", i)
		assert.Contains(t, parseSVG(t, svgs[i]), fmt.Sprintf("Step %d of", i+1), "render %d got another's picture", i)
	}
	st := p.Stats()
	assert.Equal(t, PoolStats{Workers: 2, Renders: n, Starts: 2}, PoolStats{Workers: st.Workers, Renders: st.Renders, Starts: st.Starts})
	assert.Zero(t, st.Busy+st.Queued+st.Failures+st.Kills+st.Restarts)
	assert.Positive(t, st.MeanRenderTime)
}

// DOT needs no worker, PNG is rasterised from the worker's SVG, Graphviz's own error
// says what it is and leaves its worker well; after Close, the pool refuses.
func TestPoolFormatsAndErrors(t *testing.T) {
	t.Parallel()
	p := newTestPool(t, PoolConfig{Workers: 1})
	dot := dotOf(t, textbook, render.Options{Step: render.Finished})
	got, err := p.Render(context.Background(), dot, render.FormatDOT)
	require.NoError(t, err)
	assert.Equal(t, dot, got)
	pic, err := p.Render(context.Background(), dot, render.FormatPNG)
	require.NoError(t, err)
	_, err = png.Decode(bytes.NewReader(pic))
	assert.NoError(t, err)
	_, err = p.Render(context.Background(), []byte("digraph { a -> "), render.FormatSVG)
	require.Error(t, err, "bad DOT")
	assert.NotErrorAs(t, err, new(*WorkerError), "Graphviz's error, not a worker's")
	_, err = p.Render(context.Background(), dot, render.Format("gif"))
	assert.Error(t, err)
	_, err = p.Render(context.Background(), dot, render.FormatSVG)
	assert.NoError(t, err, "the worker survived the bad DOT")
	assert.Equal(t, 1, p.Stats().Starts)
	require.NoError(t, p.Close())
	_, err = p.Render(context.Background(), dot, render.FormatSVG)
	assert.ErrorIs(t, err, ErrShuttingDown)
}

// The pool's errors get the render's codes and words; a render killed at its
// deadline is a drawing that took too long, not a worker that failed.
func TestPoolErrorsCoded(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		err  error
		code string
		en   string
		es   string
	}{
		{&procpool.BusyError{Queued: 2, RetryAfter: 1500 * time.Millisecond}, "render.busy", "", "2 en espera"},
		{&procpool.QueueTimeoutError{RetryAfter: 3 * time.Second}, "render.queue_timeout", "", ""},
		{&procpool.WorkerError{PID: 7, ExitCode: 3, Status: "exit status 3", Cause: procpool.CauseCrash, Err: io.EOF},
			"render.worker_exited", "the drawing process stopped unexpectedly (it exited with status 3); try again", "terminó con el código 3"},
		{&procpool.WorkerError{ExitCode: -1, Status: "signal: segmentation fault"}, "render.worker_signal", `(it was killed by the signal "segmentation fault")`, ""},
		{&procpool.WorkerError{ExitCode: -1, Status: "signal: killed", Killed: procpool.ReasonFrozen}, "render.worker_frozen", "stopped responding", "ha dejado de responder"},
		{&procpool.WorkerError{ExitCode: -1}, "render.worker_lost", "stopped unexpectedly; try again", ""},
		{fmt.Errorf("queued: %w", procpool.ErrShuttingDown), "server.shutting_down", "", ""},
	} {
		err := coded(c.err)
		m, ok := msg.Find(err)
		require.True(t, ok, "%v is coded", err)
		assert.Equal(t, c.code, m.Code())
		assert.Contains(t, m.Text(msg.EN), c.en)
		assert.Contains(t, m.Text(msg.ES), c.es)
		assert.NotEqual(t, m.Text(msg.EN), m.Text(msg.ES))
	}
	var be *BusyError
	require.ErrorAs(t, coded(&procpool.BusyError{RetryAfter: 1500 * time.Millisecond}), &be)
	assert.Equal(t, 2, be.RetrySeconds())

	err := coded(&procpool.WorkerError{PID: 7, ExitCode: 3, Status: "exit status 3", Err: io.EOF, Stderr: "fatal error: boom\n"})
	assert.Contains(t, err.Error(), "EOF; fatal error: boom", "the detail is for the log")

	killed := coded(&procpool.WorkerError{Killed: procpool.ReasonDeadline, ExitCode: -1, Status: "signal: killed"})
	assert.ErrorIs(t, killed, context.DeadlineExceeded)
	assert.NotErrorAs(t, killed, new(*WorkerError))

	assert.Equal(t, "render: syntax error in line 1", coded(&procpool.RemoteError{Message: "syntax error in line 1"}).Error())
	assert.True(t, errors.Is(coded(context.Canceled), context.Canceled))
}
