package procpool

import (
	"context"
	"errors"
)

// Shutdown drains the pool: no new call is taken (ErrShuttingDown); the calls running
// and queued go on until ctx ends; then the queued ones fail with ErrShuttingDown, and
// the running ones are stopped (their workers killed) and fail the same way. Last the
// worker processes stop. It waits for the leases taken to be released. It returns
// ctx.Err() when the grace period ran out, else nil. Calling it again waits again.
func (p *Pool) Shutdown(ctx context.Context) error {
	p.mu.Lock()
	p.closed = true
	p.drainedLocked()
	p.mu.Unlock()
	var err error
	select {
	case <-p.drained:
	default:
		select {
		case <-p.drained:
		case <-ctx.Done():
			err = p.stop(ctx)
		}
	}
	p.closeOnce.Do(func() {
		p.stopOnce.Do(func() { close(p.stopping) })
		close(p.quit)
		<-p.tendDone
		p.tasks.Wait()
		for _, s := range p.slots {
			if c := s.proc; c != nil {
				c.retire()
				s.proc = nil
				s.pid.Store(0)
			}
		}
	})
	return err
}

// stop ends the grace period: the queued calls fail, the running ones are stopped.
func (p *Pool) stop(ctx context.Context) error {
	p.stopOnce.Do(func() { close(p.stopping) })
	p.mu.Lock()
	for _, w := range p.waiters {
		w.got <- nil
	}
	p.waiters = nil
	p.drainedLocked()
	p.mu.Unlock()
	for _, s := range p.slots {
		s.killBusy(nil, ReasonShutdown)
	}
	<-p.drained
	return ctx.Err()
}

// Close stops the pool at once: Shutdown with no grace period.
func (p *Pool) Close() error {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := p.Shutdown(ctx); !errors.Is(err, context.Canceled) {
		return err
	}
	return nil
}
