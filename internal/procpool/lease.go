package procpool

import (
	"context"
	"errors"
	"fmt"
	"sync"
	"time"
)

// Request is one exchange with a worker: the data its handler gets, and how to run it.
type Request struct {
	Data []byte
	// Timeout is the exchange's own deadline (0: Config.Timeout), counted from when it
	// is sent: past it the worker is killed and the call fails with a *WorkerError
	// that is context.DeadlineExceeded.
	Timeout time.Duration
	// Progress, when set, gets the worker's progress messages in order, until the
	// answer or until the caller stops waiting.
	Progress func([]byte)
	// StopWithCaller kills the worker when the caller stops waiting (its context
	// ends), for work nobody else waits for that would hold a worker long (a job of
	// minutes). Without it the call goes on to its answer or its deadline.
	StopWithCaller bool
}

// Call makes one exchange on the next free worker (Acquire, Exchange, Release).
func (p *Pool) Call(ctx context.Context, r Request) ([]byte, error) {
	l, err := p.Acquire(ctx)
	if err != nil {
		return nil, err
	}
	defer l.Release()
	return l.Exchange(ctx, r)
}

// Lease is a worker held for several exchanges (a handshake in one request, a second
// try on a fresh process): Acquire takes it, Release hands it back. A Lease is for one
// goroutine at a time.
type Lease struct {
	p     *Pool
	s     *slot
	env   []string // Fresh: its own processes' environment
	fresh bool     // the slot's process is the lease's own: stopped at Release
	// running is closed when an exchange whose caller stopped waiting ends.
	running  chan struct{}
	released bool
}

// Exchange sends r to the lease's worker, starting a process if it has none, and
// returns the answer: a *RemoteError when the handler failed, a *WorkerError when the
// process was lost (killed or dead; the next exchange starts another). When ctx ends
// first, Exchange returns at once and the exchange goes on to its end (or is stopped,
// with r.StopWithCaller); the lease takes no more exchanges.
func (l *Lease) Exchange(ctx context.Context, r Request) ([]byte, error) {
	switch {
	case l.released:
		return nil, errors.New("procpool: an exchange on a released lease")
	case l.running != nil:
		return nil, errors.New("procpool: an exchange on a lease whose caller left")
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	select {
	case <-l.p.stopping:
		return nil, ErrShuttingDown
	default:
	}
	type result struct {
		b   []byte
		err error
	}
	g := &gate{progress: r.Progress}
	res := make(chan result, 1)
	go func() {
		b, err := l.p.call(l, r, g)
		res <- result{b, err}
	}()
	select {
	case x := <-res:
		return x.b, x.err
	case <-ctx.Done():
	}
	select {
	case x := <-res: // finished meanwhile: take it
		return x.b, x.err
	default:
	}
	g.shut()
	if r.StopWithCaller {
		l.s.killBusy(nil, ReasonCancelled)
		<-res
		return nil, ctx.Err()
	}
	l.running = make(chan struct{})
	go func(running chan struct{}) {
		<-res
		close(running)
	}(l.running)
	return nil, fmt.Errorf("stopped waiting (the call goes on): %w", ctx.Err())
}

// Fresh stops the lease's worker process, if it has one, and has its next exchange
// start a new one with env added to its environment ("GOTRACEBACK=none"); that
// process is the lease's own, stopped when the lease is released.
func (l *Lease) Fresh(env ...string) {
	if l.released || l.running != nil {
		return
	}
	if c := l.s.proc; c != nil {
		c.kill(ReasonFresh)
		l.p.lost(l.s, c, c.reap(nil))
	}
	l.env, l.fresh = env, true
}

// Release hands the worker back (once; again does nothing). A process the lease lost
// is replaced, and one past MaxCalls or MaxRSS recycled, before another caller gets
// the worker; after an exchange whose caller left, that happens when it ends.
func (l *Lease) Release() {
	if l.released {
		return
	}
	l.released = true
	p := l.p
	if l.running != nil {
		p.tasks.Add(1)
		go func() {
			defer p.tasks.Done()
			<-l.running
			p.giveBack(l)
		}()
		return
	}
	p.giveBack(l)
}

// giveBack ends a lease: the slot's process is kept, recycled or replaced, and the
// slot is put back.
func (p *Pool) giveBack(l *Lease) {
	s := l.s
	p.mu.Lock()
	p.leased--
	closed := p.closed
	p.mu.Unlock()
	c := s.proc
	reason := ""
	switch {
	case c == nil:
	case l.fresh:
		reason = ReasonFresh
	case p.cfg.MaxCalls > 0 && c.calls >= p.cfg.MaxCalls:
		reason = fmt.Sprintf("%d calls", c.calls)
	case p.cfg.MaxRSS > 0:
		if rss := residentMemory(c.pid); rss > p.cfg.MaxRSS {
			reason = fmt.Sprintf("resident memory %d MB", rss>>20)
		}
	}
	if reason == "" && !(c == nil && s.replace) {
		p.put(s)
		return
	}
	p.tasks.Add(1)
	go func() { // the process goes and another comes, off the caller's time
		defer p.tasks.Done()
		if reason != "" {
			p.recycle(s, reason)
		}
		if !closed {
			if err := p.warm(s); err != nil && p.log != nil {
				p.log.Warn(p.cfg.Kind+" worker: starting a replacement failed", "worker", s.i, "err", err)
			}
		}
		p.put(s)
	}()
}

// gate hands progress messages to the caller until it stops waiting.
type gate struct {
	mu       sync.Mutex
	progress func([]byte)
	sent     bool // a message was handed on
	left     bool // the caller stopped waiting
}

func (g *gate) deliver(b []byte) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if g.progress != nil && !g.left {
		g.sent = true
		g.progress(b)
	}
}

func (g *gate) shut() {
	g.mu.Lock()
	g.left = true
	g.mu.Unlock()
}

// again reports whether a call whose worker froze may be made again: once, when the
// caller still waits and has had no progress.
func (g *gate) again() bool {
	g.mu.Lock()
	defer g.mu.Unlock()
	return !g.sent && !g.left
}
