package procpool

import (
	"context"
	"log/slog"
	"time"
)

// Kinds of Event.
const (
	EventStart   = "start"   // a worker process started
	EventRecycle = "recycle" // retired: MaxCalls, MaxRSS, IdleStop, a Fresh lease's end
	EventKill    = "kill"    // killed: a deadline, frozen, a failed health check, shutting down
	EventExit    = "exit"    // it exited or died by itself (a crash): Status says how
)

// Event is a step in a worker process's life.
type Event struct {
	Worker int // the worker's number in the pool
	Kind   string
	PID    int
	Reason string // why it was killed or recycled
	Status string // how it ended ("exit status 3", "signal: killed"), for exit and kill
	Calls  int    // calls it answered
	RSS    int64  // its resident memory in bytes when known (recycle)
}

// Stats is a snapshot of a Pool.
type Stats struct {
	Workers   int // worker slots
	Processes int // worker processes running now
	Busy      int // workers leased now (a call running or a lease held)
	Queued    int // callers waiting for a worker
	Admitted  int // admitted requests not yet released (Admit)
	Calls     int // calls answered
	Failures  int // calls failed (worker killed or dead, its handler's error)
	Rejected  int // calls refused because the queue was full (*BusyError)
	Starts    int // worker processes started
	Restarts  int // starts beyond each worker's first: replacements and recycles
	Kills     int // worker processes killed: deadline, frozen, failed health check, shutdown
	Frozen    int // of which found frozen by the watchdog
	Exits     int // worker processes that died by themselves
	Recycles  int // worker processes retired: MaxCalls, MaxRSS, idle, a Fresh lease's end
	// TotalCallTime is the time workers spent on calls answered, and MeanCallTime its
	// mean.
	TotalCallTime time.Duration
	MeanCallTime  time.Duration
}

// Stats is a snapshot of the pool's gauges and counters.
func (p *Pool) Stats() Stats {
	p.mu.Lock()
	s := p.stats
	s.Busy, s.Queued, s.Admitted = p.leased, len(p.waiters), p.admitted
	p.mu.Unlock()
	if s.Calls > 0 {
		s.MeanCallTime = s.TotalCallTime / time.Duration(s.Calls)
	}
	for _, sl := range p.slots {
		if sl.pid.Load() != 0 {
			s.Processes++
		}
	}
	return s
}

// event counts, logs and passes on a worker process's event.
func (p *Pool) event(e Event) {
	p.mu.Lock()
	switch e.Kind {
	case EventKill:
		p.stats.Kills++
		if e.Reason == ReasonFrozen {
			p.stats.Frozen++
		}
	case EventExit:
		p.stats.Exits++
	case EventRecycle:
		p.stats.Recycles++
	}
	p.mu.Unlock()
	if p.log != nil {
		level := slog.LevelInfo
		if e.Kind == EventKill || e.Kind == EventExit {
			level = slog.LevelWarn
		}
		attrs := []any{"worker", e.Worker, "pid", e.PID}
		if e.Reason != "" {
			attrs = append(attrs, "reason", e.Reason)
		}
		if e.Status != "" {
			attrs = append(attrs, "status", e.Status)
		}
		if e.Kind != EventStart {
			attrs = append(attrs, "calls", e.Calls)
		}
		if e.RSS > 0 {
			attrs = append(attrs, "rss_bytes", e.RSS)
		}
		p.log.Log(context.Background(), level, p.cfg.Kind+" worker "+e.Kind, attrs...)
	}
	if p.cfg.OnEvent != nil {
		p.cfg.OnEvent(e)
	}
}
