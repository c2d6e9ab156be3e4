package lanes

import (
	"context"
	"time"

	"github.com/gametree/gametree/render/workers"
)

// Draws bounds the drawings made in the server's own process (the default engine,
// render.EngineDraw): at most slots at once, at most queue more waiting for a slot.
// A drawing that finds the queue full is refused at once with a *workers.BusyError
// (429 and Retry-After), before its search, as the render pool refuses Graphviz's.
type Draws struct {
	slots   chan struct{}
	waiting chan struct{} // one token per drawing admitted and not yet finished
}

// NewDraws makes the limit: slots drawings at once, queue more waiting.
func NewDraws(slots, queue int) *Draws {
	return &Draws{slots: make(chan struct{}, slots), waiting: make(chan struct{}, slots+queue)}
}

// Admit takes a place for one drawing, or answers that the server is busy.
func (l *Draws) Admit() (release func(), err error) {
	select {
	case l.waiting <- struct{}{}:
		return func() { <-l.waiting }, nil
	default:
		return nil, &workers.BusyError{Queued: len(l.waiting), RetryAfter: time.Second}
	}
}

// Run draws under a slot, waiting for one until ctx ends.
func (l *Draws) Run(ctx context.Context, draw func() ([]byte, error)) ([]byte, error) {
	release, err := l.Hold(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	return draw()
}

// Hold takes a slot, waiting for one until ctx ends; release gives it back.
func (l *Draws) Hold(ctx context.Context) (release func(), err error) {
	select {
	case l.slots <- struct{}{}:
		return func() { <-l.slots }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
