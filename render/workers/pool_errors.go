package workers

import (
	"fmt"
	"math"
	"time"

	"github.com/gametree/gametree/msg"
)

// ErrShuttingDown is the answer of a pool that is shutting down: to a new render,
// and to the renders still queued or running when the grace period ends.
var ErrShuttingDown = msg.New("server.shutting_down")

// BusyError is a render refused because the pool's queue is full. RetryAfter
// estimates when there will be room (HTTP 429 with Retry-After).
type BusyError struct {
	Queued     int
	RetryAfter time.Duration
}

func (e *BusyError) coded() *msg.Error {
	return msg.New("render.busy", "queued", e.Queued, "seconds", seconds(e.RetryAfter))
}

// RetrySeconds is RetryAfter in whole seconds, rounded up, at least 1.
func (e *BusyError) RetrySeconds() int { return seconds(e.RetryAfter) }

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
	return msg.New("render.queue_timeout", "seconds", seconds(e.RetryAfter))
}

// RetrySeconds is RetryAfter in whole seconds, rounded up, at least 1.
func (e *QueueTimeoutError) RetrySeconds() int { return seconds(e.RetryAfter) }

func (e *QueueTimeoutError) Error() string {
	return fmt.Sprintf("render: deadline passed in the queue: %s", e.coded().Text(msg.EN))
}
func (e *QueueTimeoutError) Code() string            { return e.coded().Code() }
func (e *QueueTimeoutError) Params() map[string]any  { return e.coded().Params() }
func (e *QueueTimeoutError) Text(lang string) string { return e.coded().Text(lang) }

// seconds rounds d up to whole seconds, at least 1.
func seconds(d time.Duration) int {
	return max(1, int(math.Ceil(d.Seconds())))
}
