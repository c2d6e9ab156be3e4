package procpool

import (
	"context"
	"errors"
	"sync"
	"time"
)

// Warm starts every idle worker's process and pings it (the handler warms up), so
// that the first calls do not pay for it. Call it when the server starts.
func (p *Pool) Warm(ctx context.Context) error {
	taken := p.take()
	errs := make([]error, len(taken))
	var wg sync.WaitGroup
	for i, s := range taken {
		wg.Go(func() {
			defer p.put(s)
			if errs[i] = ctx.Err(); errs[i] == nil {
				errs[i] = p.warm(s)
			}
		})
	}
	wg.Wait()
	return errors.Join(errs...)
}

// tend health-checks the idle workers and watches the busy ones, until Shutdown.
func (p *Pool) tend() {
	defer close(p.tendDone)
	ping := time.NewTicker(p.cfg.PingEvery)
	defer ping.Stop()
	watch := time.NewTicker(max(p.cfg.StallTimeout/5, 10*time.Millisecond))
	defer watch.Stop()
	last := make([]seen, len(p.slots))
	for {
		select {
		case <-p.quit:
			return
		case <-ping.C:
			for _, s := range p.take() {
				p.tasks.Go(func() {
					p.check(s)
					p.put(s)
				})
			}
		case <-watch.C:
			p.sweep(last)
		}
	}
}

// check stops an idle worker's process that answered a call IdleStop or longer ago
// (its memory goes back; the next call starts a new one), or else pings it: one that
// does not answer in time, or answers an error, is killed and replaced. A worker with
// no process stays so.
func (p *Pool) check(s *slot) {
	c := s.proc
	if c == nil {
		return
	}
	if p.cfg.IdleStop > 0 && !s.used.IsZero() && time.Since(s.used) >= p.cfg.IdleStop {
		p.recycle(s, ReasonIdle)
		return
	}
	err := p.warm(s)
	if err == nil {
		return
	}
	if p.log != nil {
		p.log.Warn(p.cfg.Kind+" worker: health check failed", "worker", s.i, "err", err)
	}
	if s.proc == c { // it answered an error: it goes all the same
		c.kill(ReasonHealth)
		p.lost(s, c, c.reap(nil))
	}
	if err := p.warm(s); err != nil && p.log != nil {
		p.log.Warn(p.cfg.Kind+" worker: starting a replacement failed", "worker", s.i, "err", err)
	}
}

// ReasonIdle is why a worker process is stopped after idling (see Config.IdleStop).
const ReasonIdle = "idle"

// seen is what the watchdog last saw of a busy worker.
type seen struct {
	pid   int
	since time.Time // the exchange's start
	count int64     // its progress
	moved time.Time // when count last changed
}

// sweep is the watchdog's look at the busy workers: one whose process neither runs
// nor waits to run for StallTimeout is frozen (stopped, or stuck without working) and
// is killed; its call is made again once (see call). A process starved of CPU on a
// loaded machine is not frozen: its CPU time stands still, but it waits on a run
// queue, and that counts as progress (the CPU time alone once had such workers
// killed under load). Nor is one whose caller is taking a progress message (the
// worker may be waiting for its pipe).
func (p *Pool) sweep(last []seen) {
	now := time.Now()
	for i, s := range p.slots {
		s.mu.Lock()
		c, since := s.busy, s.busySince
		s.mu.Unlock()
		if c == nil {
			last[i] = seen{}
			continue
		}
		n, ok := progress(c.pid)
		if !ok {
			continue
		}
		l := &last[i]
		if l.pid != c.pid || !l.since.Equal(since) || l.count != n || s.delivering.Load() > 0 {
			*l = seen{pid: c.pid, since: since, count: n, moved: now}
			continue
		}
		if now.Sub(l.moved) < p.cfg.StallTimeout {
			continue
		}
		if s.killBusy(c, ReasonFrozen) && p.log != nil {
			p.log.Warn(p.cfg.Kind+" worker frozen: killed", "worker", i, "pid", c.pid,
				"busy_for", now.Sub(since).Round(time.Millisecond), "no_progress_for", now.Sub(l.moved).Round(time.Millisecond))
		}
		last[i] = seen{}
	}
	if p.onSweep != nil {
		p.onSweep()
	}
}
