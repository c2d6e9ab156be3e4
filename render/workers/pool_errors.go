package workers

import (
	"context"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/msg"
)

// ErrShuttingDown is the answer of a pool that is shutting down: to a new render,
// and to the renders still queued or running when the grace period ends.
var ErrShuttingDown = procpool.ErrShuttingDown

// coded gives the pool's errors the render's codes: render.busy, render.queue_timeout,
// render.worker_*; a render killed at its deadline is context.DeadlineExceeded (the
// drawing took too long), Graphviz's own error is said as it is.
func coded(err error) error {
	var (
		busy   *procpool.BusyError
		queued *procpool.QueueTimeoutError
		remote *procpool.RemoteError
		worker *procpool.WorkerError
	)
	switch {
	case err == nil:
		return nil
	case errors.Is(err, procpool.ErrShuttingDown):
		return ErrShuttingDown
	case errors.As(err, &busy):
		return &BusyError{Queued: busy.Queued, RetryAfter: busy.RetryAfter}
	case errors.As(err, &queued):
		return &QueueTimeoutError{RetryAfter: queued.RetryAfter}
	case errors.As(err, &remote):
		return fmt.Errorf("render: %s", remote.Message)
	case errors.Is(err, context.DeadlineExceeded) && errors.As(err, &worker):
		return fmt.Errorf("render: worker killed: %w", err)
	case errors.As(err, &worker):
		detail := worker.LastLine()
		if worker.Err != nil {
			detail = strings.TrimSuffix(worker.Err.Error()+"; "+detail, "; ")
		}
		return &WorkerError{PID: worker.PID, Frozen: worker.Frozen(), ExitCode: worker.ExitCode, Status: worker.Status, Detail: detail}
	}
	return fmt.Errorf("render: %w", err)
}

// BusyError is a render refused because the pool's queue is full. RetryAfter
// estimates when there will be room (HTTP 429 with Retry-After).
type BusyError struct {
	Queued     int
	RetryAfter time.Duration
}

func (e *BusyError) coded() *msg.Error {
	return msg.New("render.busy", "queued", e.Queued, "seconds", procpool.RetrySeconds(e.RetryAfter))
}

// RetrySeconds is RetryAfter in whole seconds, rounded up, at least 1.
func (e *BusyError) RetrySeconds() int { return procpool.RetrySeconds(e.RetryAfter) }

func (e *BusyError) Error() string           { return "render: " + e.coded().Text(msg.EN) }
func (e *BusyError) Code() string            { return e.coded().Code() }
func (e *BusyError) Params() map[string]any  { return e.coded().Params() }
func (e *BusyError) Text(lang string) string { return e.coded().Text(lang) }

// QueueTimeoutError is a render whose caller's deadline passed while it waited in
// the queue: it never started (the server was busy, the drawing did not take too
// long). RetryAfter estimates when there will be room.
type QueueTimeoutError struct {
	RetryAfter time.Duration
}

func (e *QueueTimeoutError) coded() *msg.Error {
	return msg.New("render.queue_timeout", "seconds", procpool.RetrySeconds(e.RetryAfter))
}

// RetrySeconds is RetryAfter in whole seconds, rounded up, at least 1.
func (e *QueueTimeoutError) RetrySeconds() int { return procpool.RetrySeconds(e.RetryAfter) }

func (e *QueueTimeoutError) Error() string {
	return fmt.Sprintf("render: deadline passed in the queue: %s", e.coded().Text(msg.EN))
}
func (e *QueueTimeoutError) Code() string            { return e.coded().Code() }
func (e *QueueTimeoutError) Params() map[string]any  { return e.coded().Params() }
func (e *QueueTimeoutError) Text(lang string) string { return e.coded().Text(lang) }
