package serve

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/web/apierr"
)

// Drain is a server's shutdown state (see the package's doc). The zero value serves.
type Drain struct {
	draining atomic.Bool
	cut      atomic.Bool  // the grace period is over: requests are being cut short
	working  atomic.Int64 // requests accepted before the drain, not answered yet
	cancel   context.CancelFunc
}

// afterGrace is how long requests cut short at the end of the grace period get to
// send their answer before the server closes their connections.
const afterGrace = 3 * time.Second

// RetryAfterShutdown is the Retry-After of an answer refused during a shutdown: a
// restarted server is usually back within seconds.
const RetryAfterShutdown = 5

// ErrShuttingDown is the answer of a request refused or cut short by a shutdown.
var ErrShuttingDown = apierr.New(http.StatusServiceUnavailable, "server.shutting_down")

// Refuse is the middleware that answers a request arriving during a shutdown with
// answer (given ErrShuttingDown, after Connection: close and Retry-After), and counts
// the others as working.
func (d *Drain) Refuse(answer func(c *gin.Context, err error)) gin.HandlerFunc {
	return func(c *gin.Context) {
		if d.draining.Load() {
			c.Header("Connection", "close")
			c.Header("Retry-After", strconv.Itoa(RetryAfterShutdown))
			answer(c, ErrShuttingDown)
			return
		}
		d.working.Add(1)
		defer d.working.Add(-1)
		c.Next()
	}
}

// Draining reports whether a shutdown has begun.
func (d *Drain) Draining() bool { return d.draining.Load() }

// Working is how many requests accepted before the drain are not answered yet.
func (d *Drain) Working() int64 { return d.working.Load() }

// CutShort reports whether the request was stopped by the end of the grace period
// (its answer is then ErrShuttingDown, not a cancellation nobody reads).
func (d *Drain) CutShort(c *gin.Context) bool {
	return d.cut.Load() && c.Request.Context().Err() != nil
}

// baseContext is the context every request's context derives from: cancelled when
// the grace period is over.
func (d *Drain) baseContext() context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	d.cancel = cancel
	return ctx
}

// Shutdown drains srv, made by NewHTTPServer with d: it waits grace for the working
// requests, cuts the rest short, shuts srv down, then waits for its Serve to return
// (errc).
func (d *Drain) Shutdown(srv *http.Server, errc <-chan error, grace time.Duration, log *slog.Logger) error {
	d.draining.Store(true)
	srv.SetKeepAlivesEnabled(false)
	log.Info("shutting down", "working", d.working.Load(), "grace", grace)
	start := time.Now()
	if !pollUntil(func() bool { return d.working.Load() == 0 }, grace) {
		log.Warn("grace period over: cutting short the requests still working", "working", d.working.Load())
		d.cut.Store(true)
		if d.cancel != nil {
			d.cancel()
		}
		pollUntil(func() bool { return d.working.Load() == 0 }, afterGrace)
	}
	ctx, cancel := context.WithTimeout(context.Background(), afterGrace)
	defer cancel()
	err := srv.Shutdown(ctx)
	if err != nil {
		log.Warn("closing the connections still open", "error", err)
		srv.Close()
	}
	if serr := <-errc; serr != nil && !errors.Is(serr, http.ErrServerClosed) {
		return serr
	}
	log.Info("stopped", "after", time.Since(start).Round(time.Millisecond))
	return nil
}

// pollUntil polls cond until it holds (true) or d has passed (false).
func pollUntil(cond func() bool, d time.Duration) bool {
	deadline := time.Now().Add(d)
	for !cond() {
		if time.Now().After(deadline) {
			return false
		}
		time.Sleep(10 * time.Millisecond)
	}
	return true
}
