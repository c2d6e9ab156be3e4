package lanes

import (
	"context"
	"net/http"
	"sync/atomic"
	"time"

	"github.com/gametree/gametree/web/apierr"
)

// Slots are the light lane's search slots: a search takes one, waiting at most wait
// for it, or is refused with 429 (web.busy).
type Slots struct {
	sem      chan struct{}
	wait     time.Duration
	queued   atomic.Int64
	rejected atomic.Int64
}

// NewSlots makes n slots, a search waiting at most wait for one.
func NewSlots(n int, wait time.Duration) *Slots {
	return &Slots{sem: make(chan struct{}, n), wait: wait}
}

// Acquire takes a slot, waiting at most the slots' wait (then 429) or until ctx ends
// (then apierr.Cancelled); Release gives it back.
func (s *Slots) Acquire(ctx context.Context) error {
	if ctx.Err() != nil {
		return apierr.Cancelled // nobody waits: a slot taken now would be wasted
	}
	select {
	case s.sem <- struct{}{}:
		return nil
	default:
	}
	t := time.NewTimer(s.wait)
	defer t.Stop()
	s.queued.Add(1)
	defer s.queued.Add(-1)
	select {
	case s.sem <- struct{}{}:
		return nil
	case <-t.C:
		s.rejected.Add(1)
		return apierr.New(http.StatusTooManyRequests, "web.busy")
	case <-ctx.Done():
		return apierr.Cancelled
	}
}

// Release gives a slot back.
func (s *Slots) Release() { <-s.sem }

// Size is the number of slots, InUse how many are taken now.
func (s *Slots) Size() int  { return cap(s.sem) }
func (s *Slots) InUse() int { return len(s.sem) }

// Queued is how many searches wait for a slot now, Rejected how many were refused
// so far.
func (s *Slots) Queued() int64   { return s.queued.Load() }
func (s *Slots) Rejected() int64 { return s.rejected.Load() }
