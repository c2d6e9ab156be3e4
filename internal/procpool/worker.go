package procpool

import (
	"errors"
	"time"
)

// call makes a lease's request: once more on a new process if its worker froze.
func (p *Pool) call(l *Lease, r Request, g *gate) ([]byte, error) {
	timeout := r.Timeout
	if timeout <= 0 {
		timeout = p.cfg.Timeout
	}
	for retried := false; ; retried = true {
		start := time.Now()
		b, err := p.exchange(l.s, l.env, frameRequest, r.Data, timeout, ReasonDeadline, g.deliver)
		var we *WorkerError
		if errors.As(err, &we) && we.Frozen() && !retried && g.again() {
			// a frozen process was stopped or stuck, not busy with this call: make
			// it again, on the replacement
			if p.log != nil {
				p.log.Info(p.cfg.Kind+" worker: calling again after a frozen worker", "worker", l.s.i)
			}
			continue
		}
		took := time.Since(start)
		p.mu.Lock()
		if err == nil {
			p.stats.Calls++
			p.stats.TotalCallTime += took
			if p.recent == 0 {
				p.recent = took
			} else {
				p.recent += (took - p.recent) / 5
			}
		} else {
			p.stats.Failures++
		}
		p.mu.Unlock()
		return b, err
	}
}

// exchange sends one frame to slot s's process, started with env if it has none,
// under a deadline: past timeout the process is killed for reason. A lost process is
// reaped and its end returned as a *WorkerError (ErrShuttingDown after the grace
// period). Called by the slot's holder.
func (p *Pool) exchange(s *slot, env []string, typ byte, data []byte, timeout time.Duration, reason string, progress func([]byte)) ([]byte, error) {
	select {
	case <-p.stopping:
		return nil, ErrShuttingDown
	default:
	}
	c, err := p.ensure(s, env)
	if err != nil {
		return nil, err
	}
	s.mu.Lock()
	s.busy, s.busySince = c, time.Now()
	s.mu.Unlock()
	select {
	case <-p.stopping: // the grace period ended as it began: Shutdown may have looked
		c.kill(ReasonShutdown)
	default:
	}
	t := time.AfterFunc(timeout, func() { c.kill(reason) })
	b, err := c.exchange(typ, data, func(m []byte) {
		// the worker may wait for its pipe while its caller takes a message: not
		// frozen (see sweep)
		if progress != nil {
			s.delivering.Add(1)
			defer s.delivering.Add(-1)
			progress(m)
		}
	})
	t.Stop()
	s.mu.Lock()
	s.busy = nil
	s.mu.Unlock()
	if lost(err) {
		we := c.reap(err)
		p.lost(s, c, we)
		select {
		case <-p.stopping:
			return nil, ErrShuttingDown
		default:
		}
		return nil, we
	}
	if c.reason() != "" { // killed just as it answered: the answer stands
		p.lost(s, c, c.reap(nil))
	}
	if typ == frameRequest {
		c.calls++
		s.used = time.Now()
	}
	return b, err
}

// ensure starts slot s's process if it has none.
func (p *Pool) ensure(s *slot, env []string) (*process, error) {
	if s.proc != nil {
		return s.proc, nil
	}
	c, err := p.start(env)
	if err != nil {
		return nil, err
	}
	s.proc, s.used, s.replace = c, time.Time{}, false
	s.pid.Store(int64(c.pid))
	p.mu.Lock()
	p.stats.Starts++
	if s.started {
		p.stats.Restarts++
	}
	p.mu.Unlock()
	s.started = true
	p.event(Event{Worker: s.i, Kind: EventStart, PID: c.pid})
	return c, nil
}

// lost forgets slot s's process c, killed or dead (we says how).
func (p *Pool) lost(s *slot, c *process, we *WorkerError) {
	if s.proc == c {
		s.proc, s.replace = nil, true
		s.pid.Store(0)
	}
	kind := EventExit
	if we.Killed != "" {
		kind = EventKill
	}
	p.event(Event{Worker: s.i, Kind: kind, PID: c.pid, Reason: we.Killed, Status: we.Status, Calls: c.calls})
}

// recycle retires slot s's process for reason: it finishes and exits.
func (p *Pool) recycle(s *slot, reason string) {
	c := s.proc
	rss := residentMemory(c.pid)
	c.retire()
	s.proc, s.used = nil, time.Time{}
	s.pid.Store(0)
	p.event(Event{Worker: s.i, Kind: EventRecycle, PID: c.pid, Reason: reason, Calls: c.calls, RSS: rss})
}

// warm starts slot s's process if it has none and pings it (the handler warms up).
func (p *Pool) warm(s *slot) error {
	_, err := p.exchange(s, nil, framePing, nil, p.cfg.PingTimeout, ReasonHealth, nil)
	return err
}

// killBusy kills slot s's process answering now, if it is c (nil: any), for reason.
// It reports whether it killed.
func (s *slot) killBusy(c *process, reason string) bool {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.busy == nil || c != nil && s.busy != c {
		return false
	}
	s.busy.kill(reason)
	return true
}
