package web

import (
	"context"
	"errors"
	"net"
	"net/http"
	"strconv"
	"sync/atomic"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/observe"
)

// drain is the server's shutdown state. A graceful shutdown answers every request it
// has accepted:
//
//  1. draining: requests already being answered (running, or queued for a search slot
//     or a drawing) go on; a request arriving now gets 503 server.shutting_down in its
//     language, with Connection: close and Retry-After. The listener stays open
//     meanwhile, so such a request is answered rather than refused.
//  2. after Config.ShutdownGrace, the requests still working are cut short: their
//     contexts are cancelled and they answer 503 server.shutting_down too.
//  3. the http.Server shuts down (listener and idle connections closed), then the
//     renderer (Server.Close).
type drain struct {
	draining atomic.Bool
	cut      atomic.Bool  // the grace period is over: requests are being cut short
	working  atomic.Int64 // requests accepted before the drain, not answered yet
	cancel   context.CancelFunc
}

// afterGrace is how long requests cut short at the end of the grace period get to
// send their answer before the server closes their connections.
const afterGrace = 3 * time.Second

// refuseWhileDraining answers a request that arrives during a shutdown with 503, and
// counts the others as working.
func (s *Server) refuseWhileDraining(c *gin.Context) {
	if s.drain.draining.Load() {
		c.Header("Connection", "close")
		c.Header("Retry-After", strconv.Itoa(retryAfterShutdown))
		apiHeaders(c)
		s.fail(c, errShuttingDown)
		return
	}
	s.drain.working.Add(1)
	defer s.drain.working.Add(-1)
	c.Next()
}

// retryAfterShutdown is the Retry-After of an answer refused during a shutdown: a
// restarted server is usually back within seconds.
const retryAfterShutdown = 5

var errShuttingDown = apierr.New(http.StatusServiceUnavailable, "server.shutting_down")

// cutShort reports whether the request was stopped by the end of the grace period
// (its answer is then errShuttingDown, not a cancellation nobody reads).
func (s *Server) cutShort(c *gin.Context) bool {
	return s.drain.cut.Load() && c.Request.Context().Err() != nil
}

// baseContext is the context every request's context derives from: cancelled when
// the grace period is over.
func (s *Server) baseContext() context.Context {
	ctx, cancel := context.WithCancel(context.Background())
	s.drain.cancel = cancel
	return ctx
}

// shutdown drains srv (see drain), then waits for Serve (errc) to return.
func (s *Server) shutdown(srv *http.Server, errc <-chan error) error {
	grace := s.cfg.ShutdownGrace
	s.drain.draining.Store(true)
	srv.SetKeepAlivesEnabled(false)
	s.log.Info("shutting down", "working", s.drain.working.Load(), "grace", grace)
	start := time.Now()
	if !pollUntil(func() bool { return s.drain.working.Load() == 0 }, grace) {
		s.log.Warn("grace period over: cutting short the requests still working", "working", s.drain.working.Load())
		s.drain.cut.Store(true)
		s.drain.cancel()
		pollUntil(func() bool { return s.drain.working.Load() == 0 }, afterGrace)
	}
	ctx, cancel := context.WithTimeout(context.Background(), afterGrace)
	defer cancel()
	err := srv.Shutdown(ctx)
	if err != nil {
		s.log.Warn("closing the connections still open", "error", err)
		srv.Close()
	}
	if serr := <-errc; serr != nil && !errors.Is(serr, http.ErrServerClosed) {
		return serr
	}
	s.log.Info("stopped", "after", time.Since(start).Round(time.Millisecond))
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

// newHTTPServer is the http.Server of Serve, with the server's timeouts.
func (s *Server) newHTTPServer() *http.Server {
	base := s.baseContext()
	return &http.Server{
		Handler:           s.engine,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       s.cfg.ReadTimeout,
		WriteTimeout:      s.cfg.RequestTimeout + 30*time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    readHead, // a head over maxHead gets a coded 431 (refuseLargeHead)
		ErrorLog:          observe.NewHTTPErrorLog(s.log),
		BaseContext:       func(net.Listener) context.Context { return base },
	}
}
