package sandbox

import (
	"context"
	"sync/atomic"
	"time"
)

// A piece of student code runs in its turn of the pool's Lane. The web server names
// the client a request comes from (WithClient) and may take the turn before the
// piece's budget starts (Pool.Turn: a check's ten seconds are counted from its turn,
// not from its arrival); every Pool.Do made under a context holding a live turn runs
// in it, and one made without takes a turn of its own.

type clientKey struct{}
type turnKey struct{}

// clientInfo is who asks and who hears the places in the queue.
type clientInfo struct {
	id     string
	queued func(pos int)
}

// WithClient names the client of the student code run under ctx (a student's
// browser: its pieces share one FIFO of the lane) and gives the function that hears
// the piece's place in the queue while it waits (nil: nobody listens).
func WithClient(ctx context.Context, client string, queued func(pos int)) context.Context {
	return context.WithValue(ctx, clientKey{}, clientInfo{id: client, queued: queued})
}

// ClientOf is the client named by WithClient ("" when none).
func ClientOf(ctx context.Context) string {
	ci, _ := ctx.Value(clientKey{}).(clientInfo)
	return ci.id
}

// heldTurn is a turn taken by Pool.Turn; released once.
type heldTurn struct {
	release func()
	done    atomic.Bool
}

func (t *heldTurn) give() {
	if t.done.CompareAndSwap(false, true) {
		t.release()
	}
}

// liveTurn reports whether ctx holds a turn not yet given back.
func liveTurn(ctx context.Context) bool {
	t, ok := ctx.Value(turnKey{}).(*heldTurn)
	return ok && !t.done.Load()
}

// Turn waits for a turn in the pool's lane for ctx's client (WithClient) and returns
// a context that holds it, and the function that gives it back (call it once the
// work is done). Under a context that already holds a live turn it returns at once.
func (p *Pool) Turn(ctx context.Context) (context.Context, func(), error) {
	return p.TurnWithin(ctx, 0)
}

// TurnWithin is Turn waiting at most wait for the turn (0: the lane's own wait), then
// failing with lab.busy.
func (p *Pool) TurnWithin(ctx context.Context, wait time.Duration) (context.Context, func(), error) {
	if liveTurn(ctx) {
		return ctx, func() {}, nil
	}
	ci, _ := ctx.Value(clientKey{}).(clientInfo)
	wctx, cancel := ctx, context.CancelFunc(func() {})
	if wait > 0 {
		wctx, cancel = context.WithTimeout(ctx, wait)
	}
	release, err := p.lane.Enter(wctx, ci.id, ci.queued)
	cancel()
	if err != nil {
		if ctx.Err() == nil && wctx.Err() != nil {
			p.lane.rejected.Add(1)
			return nil, nil, errBusy()
		}
		return nil, nil, err
	}
	t := &heldTurn{release: release}
	return context.WithValue(ctx, turnKey{}, t), t.give, nil
}

// Lane is the pool's queue in front of its workers.
func (p *Pool) Lane() *Lane { return p.lane }
