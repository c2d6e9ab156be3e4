package web

import (
	"context"
	"time"

	"github.com/gametree/gametree/render/workers"
)

// drawLimit bounds the drawings made in the server's own process (the default engine,
// render.EngineDraw): at most slots at once, at most queue more waiting for a slot.
// A drawing that finds the queue full is refused at once with a *workers.BusyError
// (429 and Retry-After), before its search, as the render pool refuses Graphviz's.
type drawLimit struct {
	slots   chan struct{}
	waiting chan struct{} // one token per drawing admitted and not yet finished
}

func newDrawLimit(slots, queue int) *drawLimit {
	return &drawLimit{slots: make(chan struct{}, slots), waiting: make(chan struct{}, slots+queue)}
}

// admit takes a place for one drawing, or answers that the server is busy.
func (l *drawLimit) admit() (release func(), err error) {
	select {
	case l.waiting <- struct{}{}:
		return func() { <-l.waiting }, nil
	default:
		return nil, &workers.BusyError{Queued: len(l.waiting), RetryAfter: time.Second}
	}
}

// run draws under a slot, waiting for one until ctx ends.
func (l *drawLimit) run(ctx context.Context, draw func() ([]byte, error)) ([]byte, error) {
	release, err := l.hold(ctx)
	if err != nil {
		return nil, err
	}
	defer release()
	return draw()
}

// hold takes a slot, waiting for one until ctx ends; release gives it back.
func (l *drawLimit) hold(ctx context.Context) (release func(), err error) {
	select {
	case l.slots <- struct{}{}:
		return func() { <-l.slots }, nil
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}
