package lanes

import (
	"context"
	"time"

	"github.com/gametree/gametree/web/apierr"
)

// MaxQueue is how many requests may wait for a heavy slot at once (AdmitWait); one
// more is refused at once: a class of 100 playing the perfect player has at most a
// few of its live solves in flight at once.
const MaxQueue = 64

// A waiter is a request waiting in the heavy lane's queue: ready is closed when a slot
// or bytes come free and it is the queue's head (it then tries to take them).
type waiter struct {
	ready    chan struct{}
	signaled bool
	urgent   bool
}

// AdmitWait is Admit for a request that would rather wait than be refused: when the
// lane is full it waits in the lane's queue, first come first served (an urgent
// request, the perfect player's move, before every waiting request that is not), at
// most wait, then is answered 429 with Retry-After as Admit would; it ends with
// apierr.Cancelled as soon as ctx ends. While a request waits, Admit gives no new
// slot to a request that did not wait: the queue is served first.
func (l *Heavy) AdmitWait(ctx context.Context, wait time.Duration, urgent bool, key string, c, own Cost) (*Ticket, error) {
	if ctx.Err() != nil {
		return nil, apierr.Cancelled // nobody waits: a slot taken now would be wasted
	}
	b := c.Bytes()
	if b > l.budget {
		l.tooBig.Add(1)
		return nil, TooBig(c, l.budget)
	}
	l.mu.Lock()
	t, err := l.admitLocked(key, c, own, b, false)
	if err == nil || wait <= 0 || len(l.queue) >= MaxQueue {
		if err != nil {
			l.refused.Add(1)
		}
		l.mu.Unlock()
		return t, err
	}
	w := &waiter{ready: make(chan struct{}), urgent: urgent}
	l.enqueueLocked(w)
	l.mu.Unlock()
	timer := time.NewTimer(wait)
	defer timer.Stop()
	for {
		select {
		case <-w.ready:
			l.mu.Lock()
			t, err := l.admitLocked(key, c, own, b, true)
			if err == nil {
				l.dequeueLocked(w)
				l.mu.Unlock()
				return t, nil
			}
			w.ready, w.signaled = make(chan struct{}), false // the next release
			l.mu.Unlock()
		case <-timer.C:
			l.mu.Lock()
			l.dequeueLocked(w)
			l.refused.Add(1)
			err := l.busyLocked()
			l.mu.Unlock()
			return nil, err
		case <-ctx.Done():
			l.mu.Lock()
			l.dequeueLocked(w)
			l.mu.Unlock()
			return nil, apierr.Cancelled
		}
	}
}

// enqueueLocked puts w in the queue: after every urgent waiter if it is urgent, else
// last.
func (l *Heavy) enqueueLocked(w *waiter) {
	at := len(l.queue)
	if w.urgent {
		at = 0
		for at < len(l.queue) && l.queue[at].urgent {
			at++
		}
	}
	l.queue = append(l.queue, nil)
	copy(l.queue[at+1:], l.queue[at:])
	l.queue[at] = w
}

// dequeueLocked takes w out of the queue and wakes the new head, which may take what
// w leaves (a slot w was woken for and did not take, or one a timeout leaves).
func (l *Heavy) dequeueLocked(w *waiter) {
	for i, q := range l.queue {
		if q == w {
			l.queue = append(l.queue[:i], l.queue[i+1:]...)
			break
		}
	}
	l.wakeLocked()
}

// wakeLocked wakes the queue's head, if it is not awake already: a slot or bytes may
// have come free.
func (l *Heavy) wakeLocked() {
	if len(l.queue) == 0 || l.queue[0].signaled {
		return
	}
	l.queue[0].signaled = true
	close(l.queue[0].ready)
}

// Queued is how many requests wait for a heavy slot now.
func (l *Heavy) Queued() int {
	l.mu.Lock()
	defer l.mu.Unlock()
	return len(l.queue)
}
