package procpool

import (
	"context"
	"errors"
	"io"
	"log/slog"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"
)

// Defaults of a Config's zero fields.
const (
	DefaultTimeout        = 10 * time.Second
	DefaultPingEvery      = 10 * time.Second
	DefaultPingTimeout    = 5 * time.Second
	DefaultStallTimeout   = 3 * time.Second
	DefaultIdleStop       = 30 * time.Second
	DefaultQueuePerWorker = 8
)

// Config configures a Pool. The zero value of a field means its default.
type Config struct {
	// Kind is the name of the Kind of worker its processes serve; it names them in
	// the log ("render worker start").
	Kind string
	// Limits are each worker process's bounds.
	Limits Limits
	// Workers is the number of worker processes (default: the CPUs).
	Workers int
	// Queue is how many calls may wait for a worker (default: 8 per worker); one more
	// is refused at once with a *BusyError.
	Queue int
	// Timeout is a call's own deadline when its Request gives none (10 s), counted
	// from when it is sent to a worker: the worker is killed when it passes. A caller
	// that stops waiting never kills a worker (but see Request.StopWithCaller).
	Timeout time.Duration
	// PingEvery is how often an idle worker is health-checked (10 s), and PingTimeout
	// how long it has to answer (5 s, starting a process included).
	PingEvery   time.Duration
	PingTimeout time.Duration
	// IdleStop stops a worker process that answered a call and then stayed idle this
	// long (30 s), so that its memory goes back; the next call starts a new one.
	// Negative: never.
	IdleStop time.Duration
	// StallTimeout is how long a worker answering a call may go neither running nor
	// waiting to run (runnable, starved of CPU on a loaded machine) before the
	// watchdog kills it as frozen (3 s). Read from /proc: elsewhere only the call's
	// deadline stops a frozen worker.
	StallTimeout time.Duration
	// MaxCalls recycles a worker process after that many calls (0: never), and
	// MaxRSS when its resident memory passes that many bytes at the end of a lease
	// (0: never; read from /proc, ignored where there is none).
	MaxCalls int
	MaxRSS   int64
	// Stderr receives the workers' standard error (default: nowhere); the pool keeps
	// its first and last bytes to say why a worker died.
	Stderr io.Writer
	// Logger, when set, logs the workers' lives: started, recycled, killed (with
	// why), exited by themselves, health checks failed.
	Logger *slog.Logger
	// OnEvent, when set, is told of every worker process's life. It must be quick.
	OnEvent func(Event)
}

func (c *Config) setDefaults() {
	if c.Workers <= 0 {
		c.Workers = max(runtime.NumCPU(), 1)
	}
	if c.Queue <= 0 {
		c.Queue = DefaultQueuePerWorker * c.Workers
	}
	for _, d := range []struct {
		v   *time.Duration
		def time.Duration
	}{{&c.Timeout, DefaultTimeout}, {&c.PingEvery, DefaultPingEvery}, {&c.PingTimeout, DefaultPingTimeout}, {&c.StallTimeout, DefaultStallTimeout}} {
		if *d.v <= 0 {
			*d.v = d.def
		}
	}
	if c.IdleStop == 0 {
		c.IdleStop = DefaultIdleStop
	}
}

// Pool runs calls in worker processes, one call at a time per worker, fed from one
// bounded queue. It is safe for concurrent use.
//
// A caller may stop waiting at any time (its context ends): a call still queued is
// dropped, a call already running finishes on its worker and its answer is dropped;
// the worker is not killed for it. A worker is killed when a call's own deadline
// passes, when the watchdog finds it frozen (its call is then made again once, on a
// new process, if it has sent no progress), or when it fails an idle health check; it
// is replaced at once. Shutdown drains the pool.
type Pool struct {
	cfg   Config
	log   *slog.Logger
	slots []*slot

	mu       sync.Mutex
	idle     []*slot   // slots free for a lease, the last used last
	waiters  []*waiter // callers waiting for a slot, first come first
	closed   bool      // Shutdown has started: no new calls
	leased   int
	admitted int
	recent   time.Duration // moving average of the recent call times
	stats    Stats         // the counters; the gauges are filled in by Stats
	drained  chan struct{} // closed once closed and every slot is idle
	isDrain  bool

	stopping  chan struct{} // closed when the grace period is over
	stopOnce  sync.Once
	closeOnce sync.Once
	quit      chan struct{} // stops tend
	tendDone  chan struct{}
	tasks     sync.WaitGroup // background work holding a slot
	onSweep   func()         // tests: after each of the watchdog's looks
}

// slot is one worker: its process, started when needed, replaced when lost.
type slot struct {
	i       int
	proc    *process  // owned by whoever holds the slot
	used    time.Time // when its process last answered a call (zero: none yet)
	replace bool      // its process was lost in a lease: start another at its end
	started bool      // it started a process before (Restarts)
	pid     atomic.Int64
	// delivering counts the progress messages its caller is taking now.
	delivering atomic.Int32

	mu        sync.Mutex // guards busy and busySince: the watchdog's, Shutdown's
	busy      *process   // answering now
	busySince time.Time
}

type waiter struct{ got chan *slot } // nil: shutting down

// New starts a pool's watchdog and health checks. Worker processes start with Warm or
// the first call. Call Shutdown or Close to stop it.
func New(cfg Config) *Pool { return newPool(cfg, nil) }

// newPool is New with a hook the watchdog calls after each look (tests).
func newPool(cfg Config, onSweep func()) *Pool {
	cfg.setDefaults()
	p := &Pool{
		cfg:      cfg,
		log:      cfg.Logger,
		drained:  make(chan struct{}),
		stopping: make(chan struct{}),
		quit:     make(chan struct{}),
		tendDone: make(chan struct{}),
		onSweep:  onSweep,
	}
	p.stats.Workers = cfg.Workers
	for i := range cfg.Workers {
		s := &slot{i: i}
		p.slots = append(p.slots, s)
		p.idle = append(p.idle, s)
	}
	go p.tend()
	return p
}

// Workers is the number of worker processes.
func (p *Pool) Workers() int { return len(p.slots) }

// Acquire leases a worker for several exchanges (see Lease), waiting in the queue for
// one until ctx ends: then a *QueueTimeoutError for a deadline, ctx.Err() otherwise.
// A full queue refuses at once with a *BusyError; a pool shutting down with
// ErrShuttingDown.
func (p *Pool) Acquire(ctx context.Context) (*Lease, error) {
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return nil, ErrShuttingDown
	}
	if n := len(p.idle); n > 0 {
		s := p.idle[n-1]
		p.idle = p.idle[:n-1]
		p.leased++
		p.mu.Unlock()
		return &Lease{p: p, s: s}, nil
	}
	if len(p.waiters) >= p.cfg.Queue {
		p.stats.Rejected++
		err := p.busyErrorLocked()
		p.mu.Unlock()
		return nil, err
	}
	w := &waiter{got: make(chan *slot, 1)}
	p.waiters = append(p.waiters, w)
	p.mu.Unlock()
	select {
	case s := <-w.got:
		if s == nil {
			return nil, ErrShuttingDown
		}
		return &Lease{p: p, s: s}, nil
	case <-ctx.Done():
		return nil, p.leave(ctx, w)
	}
}

// leave is a queued caller that stops waiting.
func (p *Pool) leave(ctx context.Context, w *waiter) error {
	p.mu.Lock()
	if i := slices.Index(p.waiters, w); i >= 0 {
		p.waiters = slices.Delete(p.waiters, i, i+1)
		p.drainedLocked()
		var err error = ctx.Err()
		if errors.Is(err, context.DeadlineExceeded) {
			err = &QueueTimeoutError{RetryAfter: p.retryAfterLocked()}
		}
		p.mu.Unlock()
		return err
	}
	p.mu.Unlock()
	if s := <-w.got; s != nil { // handed a worker meanwhile: hand it on
		(&Lease{p: p, s: s}).Release()
	}
	return ctx.Err()
}

// put frees a slot: the first caller waiting gets it.
func (p *Pool) put(s *slot) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.waiters) > 0 {
		w := p.waiters[0]
		p.waiters = slices.Delete(p.waiters, 0, 1)
		p.leased++
		w.got <- s
		return
	}
	p.idle = append(p.idle, s)
	p.drainedLocked()
}

// take takes the idle slots (for health checks, Warm); put gives each back.
func (p *Pool) take() []*slot {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil
	}
	taken := p.idle
	p.idle = nil
	return taken
}

// drainedLocked closes drained once Shutdown has started and every slot is idle.
func (p *Pool) drainedLocked() {
	if p.closed && !p.isDrain && len(p.idle) == len(p.slots) && len(p.waiters) == 0 {
		p.isDrain = true
		close(p.drained)
	}
}

// Admit asks the pool to take one more request that will call it (admission first,
// before the request's own work, so that refusing costs nothing). It answers a
// *BusyError when the workers and the queue are all spoken for by requests admitted
// and not yet released, or when the calls ahead would take longer than a call's
// deadline at the recent call times; ErrShuttingDown once Shutdown has started.
// Otherwise the request holds its place until it calls release (once; twice is once).
func (p *Pool) Admit() (release func(), err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil, ErrShuttingDown
	}
	ahead := p.admitted - len(p.slots) + 1 // calls to wait for, shared by the workers
	if p.admitted >= len(p.slots)+p.cfg.Queue || len(p.waiters) >= p.cfg.Queue ||
		ahead > 0 && time.Duration(ahead)*p.recent/time.Duration(len(p.slots)) > p.cfg.Timeout {
		p.stats.Rejected++
		return nil, p.busyErrorLocked()
	}
	p.admitted++
	var once sync.Once
	return func() {
		once.Do(func() {
			p.mu.Lock()
			p.admitted--
			p.mu.Unlock()
		})
	}, nil
}

// retryAfterLocked estimates when a refused request may find room: the calls ahead
// of it, shared by the workers, at the recent call time (half a second before any),
// from 1 s to 1 min.
func (p *Pool) retryAfterLocked() time.Duration {
	mean := 500 * time.Millisecond
	if p.recent > 0 {
		mean = p.recent
	}
	ahead := max(len(p.waiters)+p.leased, p.admitted)
	d := time.Duration(ahead) * mean / time.Duration(len(p.slots))
	return min(max(d.Round(time.Second), time.Second), time.Minute)
}

func (p *Pool) busyErrorLocked() *BusyError {
	return &BusyError{Queued: len(p.waiters), RetryAfter: p.retryAfterLocked()}
}
