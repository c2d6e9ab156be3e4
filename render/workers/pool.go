package workers

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"runtime"
	"slices"
	"sync"
	"time"

	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/graphviz"
	"github.com/gametree/gametree/render/svgconv"
)

// Pool defaults.
const (
	DefaultPoolTimeout  = 10 * time.Second
	DefaultPingEvery    = 10 * time.Second
	DefaultPingTimeout  = 5 * time.Second
	DefaultStallTimeout = 3 * time.Second
	DefaultIdleStop     = 30 * time.Second
	// DefaultQueuePerWorker is the queue's length per worker when PoolConfig.Queue is 0.
	DefaultQueuePerWorker = 8
	// maxDefaultWorkers bounds the default number of workers (each may hold
	// DefaultMaxRSS of memory).
	maxDefaultWorkers = 8
)

// PoolConfig configures a Pool. The zero value of every field means its default.
type PoolConfig struct {
	// Workers is the number of worker processes (default: the CPUs, at most 8).
	Workers int
	// Queue is how many renders may wait for a worker (default: 8 per worker); one
	// more is refused with a *BusyError.
	Queue int
	// Timeout is a render's own deadline (10 s), counted from when a worker takes
	// it: the worker is killed when it passes. A caller that stops waiting never
	// kills a worker.
	Timeout time.Duration
	// PingEvery is how often an idle worker is health-checked (10 s), and
	// PingTimeout how long it has to answer (5 s, starting a process included).
	PingEvery   time.Duration
	PingTimeout time.Duration
	// IdleStop stops a worker process that has drawn and then stayed idle this long
	// (DefaultIdleStop), so that its memory goes back; the next drawing starts a new
	// one. Negative: never.
	IdleStop time.Duration
	// StallTimeout is how long a busy worker may go neither running nor waiting to
	// run (runnable, starved of CPU on a loaded machine) before the watchdog kills it
	// as frozen (3 s). Read from /proc: elsewhere only Timeout stops a frozen worker.
	StallTimeout time.Duration
	// Worker configures each worker process (its OnEvent is called too).
	Worker WorkerConfig
	// Logger, when set, logs the workers' lives: started, recycled, killed (with
	// why), exited by themselves, health checks failed.
	Logger *slog.Logger
	// OnEvent, when set, is told of every worker's events (for metrics). It must be
	// quick.
	OnEvent func(PoolEvent)
}

// PoolEvent is a worker's event, with the worker's number in the pool.
type PoolEvent struct {
	Worker int
	WorkerEvent
}

// PoolStats is a snapshot of a Pool.
type PoolStats struct {
	Workers  int // worker slots
	Busy     int // rendering now
	Queued   int // waiting for a worker
	Admitted int // admitted requests not yet answered (Admit)
	Renders  int // renders made
	Failures int // renders failed (worker died or was killed, deadline, Graphviz error)
	Rejected int // renders refused because the queue was full (*BusyError)
	Starts   int // worker processes started
	Restarts int // starts beyond each worker's first: replacements and recycles
	Kills    int // worker processes killed: deadline, frozen, failed health check, shutdown
	Frozen   int // of which found frozen by the watchdog
	Exits    int // worker processes that died by themselves in a render
	Recycles int // worker processes retired after MaxRenders or MaxRSS
	// TotalRenderTime is the time workers spent on renders that succeeded, and
	// MeanRenderTime its mean.
	TotalRenderTime time.Duration
	MeanRenderTime  time.Duration
}

// Pool renders in several worker processes (see Worker), each serialised, fed from
// one bounded queue. It is safe for concurrent use.
//
// A render's caller may stop waiting at any time (its context ends): a render still
// queued is dropped, a render already running finishes on its worker and its answer
// is dropped; the worker is never killed for it. A worker is killed only when the
// render's own deadline (PoolConfig.Timeout) passes, when the watchdog finds it
// frozen (busy without using CPU time for StallTimeout: its render is drawn again
// once, first in line), or when it fails an idle health check; it is then replaced
// at once. When the queue is full Render (and
// Admit) answer a *BusyError saying when to try again. Shutdown drains the pool.
type Pool struct {
	cfg   PoolConfig
	log   *slog.Logger
	slots []*Worker

	wake      chan struct{} // a render was queued
	closing   chan struct{} // closed when Shutdown starts: no new renders
	stop      chan struct{} // closed when the grace period is over
	stopOnce  sync.Once
	closeOnce sync.Once
	loops     sync.WaitGroup // the slots' loops
	watchDone chan struct{}  // closed when the watchdog returns

	mu       sync.Mutex
	queue    []*job
	closed   bool
	busy     int
	admitted int
	recent   time.Duration // moving average of the recent render times
	stats    PoolStats     // the counters; the gauges are filled in by Stats
}

type job struct {
	dot     []byte
	done    chan struct{}
	svg     []byte
	err     error
	retried bool // drawn again after its worker froze
}

func (j *job) finish(svg []byte, err error) {
	j.svg, j.err = svg, err
	close(j.done)
}

// NewPool starts a pool's loops and watchdog. Worker processes start with Warm or the
// first render; health checks ping only the running ones. Call Shutdown or Close to stop it.
func NewPool(cfg PoolConfig) *Pool {
	if cfg.Workers <= 0 {
		cfg.Workers = min(max(runtime.NumCPU(), 1), maxDefaultWorkers)
	}
	if cfg.Queue <= 0 {
		cfg.Queue = DefaultQueuePerWorker * cfg.Workers
	}
	if cfg.Timeout <= 0 {
		cfg.Timeout = DefaultPoolTimeout
	}
	if cfg.PingEvery <= 0 {
		cfg.PingEvery = DefaultPingEvery
	}
	if cfg.PingTimeout <= 0 {
		cfg.PingTimeout = DefaultPingTimeout
	}
	if cfg.StallTimeout <= 0 {
		cfg.StallTimeout = DefaultStallTimeout
	}
	if cfg.IdleStop == 0 {
		cfg.IdleStop = DefaultIdleStop
	}
	p := &Pool{
		cfg:       cfg,
		log:       cfg.Logger,
		wake:      make(chan struct{}, cfg.Workers),
		closing:   make(chan struct{}),
		stop:      make(chan struct{}),
		watchDone: make(chan struct{}),
	}
	p.stats.Workers = cfg.Workers
	for i := range cfg.Workers {
		wc := cfg.Worker
		wc.OnEvent = p.onEvent(i, cfg.Worker.OnEvent)
		p.slots = append(p.slots, NewWorker(wc))
	}
	for i, w := range p.slots {
		p.loops.Add(1)
		go p.loop(i, w)
	}
	go p.watch()
	return p
}

// Workers is the number of worker processes.
func (p *Pool) Workers() int { return len(p.slots) }

// Timeout is a render's own deadline.
func (p *Pool) Timeout() time.Duration { return p.cfg.Timeout }

// Warm starts every worker process and has it start Graphviz.
func (p *Pool) Warm(ctx context.Context) error {
	errs := make([]error, len(p.slots))
	var wg sync.WaitGroup
	for i, w := range p.slots {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs[i] = w.Warm(ctx)
		}()
	}
	wg.Wait()
	return errors.Join(errs...)
}

// Admit asks the pool to take one more request that will render (after its search
// and its DOT text: admission comes first, so refusing costs nothing). It answers a
// *BusyError when the workers and the queue are all spoken for by requests admitted
// and not yet released, or when the renders ahead would take longer than a render's
// deadline at the recent render times; and ErrShuttingDown once Shutdown has
// started. Otherwise the request holds its place until it calls release (exactly
// once, when answered).
func (p *Pool) Admit() (release func(), err error) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.closed {
		return nil, ErrShuttingDown
	}
	ahead := p.admitted - len(p.slots) + 1 // renders to wait for, shared by the workers
	if p.admitted >= len(p.slots)+p.cfg.Queue || len(p.queue) >= p.cfg.Queue ||
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

// Render implements render.Renderer: it queues the render for the next free worker and
// waits for it, or for ctx to end (see Pool).
func (p *Pool) Render(ctx context.Context, dot []byte, format render.Format) ([]byte, error) {
	if done, finished, err := graphviz.Check(dot, format); finished || err != nil {
		return done, err
	}
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	j := &job{dot: dot, done: make(chan struct{})}
	if err := p.enqueue(j); err != nil {
		return nil, err
	}
	select {
	case <-j.done:
	case <-ctx.Done():
		if err := p.leave(ctx, j); err != nil {
			return nil, err
		}
	}
	if j.err != nil {
		return nil, j.err
	}
	if format == render.FormatPNG {
		return svgconv.RasterizeContext(ctx, j.svg, p.cfg.Worker.PNGScale)
	}
	return j.svg, nil
}

// leave is a caller that stops waiting for j: a queued render is dropped, a running
// one goes on (its answer is dropped). It returns nil if j finished meanwhile.
func (p *Pool) leave(ctx context.Context, j *job) error {
	p.mu.Lock()
	queued := false
	for i, q := range p.queue {
		if q == j {
			p.queue = slices.Delete(p.queue, i, i+1) // clears the tail: the DOT text goes
			queued = true
			break
		}
	}
	var qe error
	if queued && errors.Is(ctx.Err(), context.DeadlineExceeded) {
		qe = &QueueTimeoutError{RetryAfter: p.retryAfterLocked()}
	}
	p.mu.Unlock()
	if qe != nil {
		return qe
	}
	if queued {
		return ctx.Err()
	}
	select {
	case <-j.done: // finished meanwhile: take it
		return nil
	default:
	}
	return fmt.Errorf("render: stopped waiting (the render goes on): %w", ctx.Err())
}

func (p *Pool) enqueue(j *job) error {
	p.mu.Lock()
	if p.closed {
		p.mu.Unlock()
		return ErrShuttingDown
	}
	if len(p.queue) >= p.cfg.Queue {
		p.stats.Rejected++
		err := p.busyErrorLocked()
		p.mu.Unlock()
		return err
	}
	p.queue = append(p.queue, j)
	p.mu.Unlock()
	select {
	case p.wake <- struct{}{}:
	default: // every slot has a wake-up pending already
	}
	return nil
}

// next takes the first queued render, if any.
func (p *Pool) next() *job {
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.queue) == 0 {
		return nil
	}
	j := p.queue[0]
	p.queue[0] = nil
	p.queue = p.queue[1:]
	p.busy++
	return j
}

func (p *Pool) queued() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.queue)
}

// loop is worker i's: it renders what is queued and health-checks the worker when
// idle, until Shutdown has drained the queue or the grace period is over.
func (p *Pool) loop(i int, w *Worker) {
	defer p.loops.Done()
	tick := time.NewTicker(p.cfg.PingEvery)
	defer tick.Stop()
	for {
		select {
		case <-p.stop:
			return
		default:
		}
		if j := p.next(); j != nil {
			p.run(i, w, j)
			continue
		}
		select {
		case <-p.stop:
			return
		case <-p.closing:
			if p.queued() == 0 {
				return // drained: nothing new can be queued
			}
		case <-p.wake:
		case <-tick.C:
			p.check(i, w)
		}
	}
}

// run makes one render under its own deadline, never the caller's.
func (p *Pool) run(i int, w *Worker, j *job) {
	ctx, cancel := context.WithTimeout(context.Background(), p.cfg.Timeout)
	start := time.Now()
	svg, err := w.svg(ctx, j.dot)
	took := time.Since(start)
	cancel()
	p.mu.Lock()
	p.busy--
	if err == nil {
		p.stats.Renders++
		p.stats.TotalRenderTime += took
		if p.recent == 0 {
			p.recent = took
		} else {
			p.recent += (took - p.recent) / 5
		}
	} else {
		p.stats.Failures++
	}
	p.mu.Unlock()
	if err != nil {
		select {
		case <-p.stop:
			err = ErrShuttingDown
		default:
		}
	}
	var we *WorkerError
	if errors.As(err, &we) || errors.Is(err, context.DeadlineExceeded) {
		if we != nil && we.Frozen && !j.retried {
			// a frozen process was stopped or stuck, not busy with this drawing:
			// draw it again, first in line, on the replacement
			j.retried = true
			p.requeue(j)
			if p.log != nil {
				p.log.Info("render worker: drawing again the render of a frozen worker", "worker", i)
			}
			p.replace(i, w)
			return
		}
		j.finish(svg, err)
		p.replace(i, w)
		return
	}
	j.finish(svg, err)
}

// requeue puts a render back at the head of the queue.
func (p *Pool) requeue(j *job) {
	p.mu.Lock()
	select {
	case <-p.stop: // Shutdown has answered the queue already
		p.mu.Unlock()
		j.finish(nil, ErrShuttingDown)
		return
	default:
	}
	p.queue = append([]*job{j}, p.queue...)
	p.mu.Unlock()
	select {
	case p.wake <- struct{}{}:
	default:
	}
}

// replace starts a new process for worker i at once, after its process was killed
// or died, so that the renders behind do not pay for it.
func (p *Pool) replace(i int, w *Worker) {
	select {
	case <-p.stop:
		return
	default:
	}
	ctx, cancel := context.WithTimeout(context.Background(), p.cfg.PingTimeout)
	defer cancel()
	if err := w.Warm(ctx); err != nil && p.log != nil {
		p.log.Warn("render worker: replacing a worker process failed", "worker", i, "err", err)
	}
}

// check pings an idle worker; one that does not answer in time is killed (by
// Warm's deadline) and replaced. One idle for IdleStop is stopped instead.
func (p *Pool) check(i int, w *Worker) {
	if p.cfg.IdleStop > 0 && w.Rest(p.cfg.IdleStop) {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), p.cfg.PingTimeout)
	err := w.Ping(ctx) // a worker never started stays so: drawings rarely need Graphviz
	cancel()
	if err == nil {
		return
	}
	if p.log != nil {
		p.log.Warn("render worker: health check failed", "worker", i, "err", err)
	}
	p.replace(i, w)
}

// onEvent counts and logs worker i's events and passes them on.
func (p *Pool) onEvent(i int, also func(WorkerEvent)) func(WorkerEvent) {
	return func(e WorkerEvent) {
		p.mu.Lock()
		switch e.Kind {
		case EventStart:
			p.stats.Starts++
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
			attrs := []any{"worker", i, "pid", e.PID}
			if e.Reason != "" {
				attrs = append(attrs, "reason", e.Reason)
			}
			if e.Status != "" {
				attrs = append(attrs, "status", e.Status)
			}
			if e.Kind != EventStart {
				attrs = append(attrs, "renders", e.Renders)
			}
			if e.RSS > 0 {
				attrs = append(attrs, "rss_bytes", e.RSS)
			}
			p.log.Log(context.Background(), level, "render worker "+e.Kind, attrs...)
		}
		if also != nil {
			also(e)
		}
		if p.cfg.OnEvent != nil {
			p.cfg.OnEvent(PoolEvent{Worker: i, WorkerEvent: e})
		}
	}
}

// watch is the watchdog: a busy worker whose process neither runs nor waits to run
// for StallTimeout is frozen (stopped, or stuck without working) and is killed; the
// worker is replaced and its render drawn again once (a second freeze fails it with
// a *WorkerError). A process starved of CPU on a loaded machine is not frozen: its CPU
// time stands still, but it waits on a run queue, and that counts as progress (see
// progress; the CPU time alone once had such workers killed under load).
func (p *Pool) watch() {
	defer close(p.watchDone)
	every := max(p.cfg.StallTimeout/5, 10*time.Millisecond)
	t := time.NewTicker(every)
	defer t.Stop()
	type seen struct {
		pid   int
		since time.Time // the render's start
		cpu   int64
		moved time.Time // when cpu last changed
	}
	last := make([]seen, len(p.slots))
	for {
		select {
		case <-p.stop:
			return
		case <-t.C:
		}
		now := time.Now()
		for i, w := range p.slots {
			pid, since, ok := w.Busy()
			if !ok {
				last[i] = seen{}
				continue
			}
			cpu, known := progress(pid)
			if !known {
				continue
			}
			l := &last[i]
			if l.pid != pid || !l.since.Equal(since) || l.cpu != cpu {
				*l = seen{pid: pid, since: since, cpu: cpu, moved: now}
				continue
			}
			if now.Sub(l.moved) < p.cfg.StallTimeout {
				continue
			}
			if w.KillBusy(pid, ReasonFrozen) && p.log != nil {
				p.log.Warn("render worker frozen: killed", "worker", i, "pid", pid,
					"busy_for", now.Sub(since).Round(time.Millisecond), "no_cpu_for", now.Sub(l.moved).Round(time.Millisecond))
			}
			last[i] = seen{}
		}
	}
}

// Stats is a snapshot of the pool's gauges and counters.
func (p *Pool) Stats() PoolStats {
	p.mu.Lock()
	s := p.stats
	s.Busy, s.Queued, s.Admitted = p.busy, len(p.queue), p.admitted
	p.mu.Unlock()
	if s.Renders > 0 {
		s.MeanRenderTime = s.TotalRenderTime / time.Duration(s.Renders)
	}
	started := 0
	for _, w := range p.slots {
		if w.Stats().Starts > 0 {
			started++
		}
	}
	s.Restarts = max(s.Starts-started, 0)
	return s
}

// retryAfterLocked estimates when a refused request may find room: the renders
// ahead of it, shared by the workers, at the recent render time (half a second
// before any), from 1 s to 1 min. Called with mu held.
func (p *Pool) retryAfterLocked() time.Duration {
	mean := 500 * time.Millisecond
	if p.recent > 0 {
		mean = p.recent
	}
	ahead := max(len(p.queue)+p.busy, p.admitted)
	d := time.Duration(ahead) * mean / time.Duration(len(p.slots))
	return min(max(d.Round(time.Second), time.Second), time.Minute)
}

func (p *Pool) busyErrorLocked() *BusyError {
	return &BusyError{Queued: len(p.queue), RetryAfter: p.retryAfterLocked()}
}

// Shutdown drains the pool: no new render is taken (ErrShuttingDown); the renders
// running and queued go on until ctx ends; then the queued ones fail with
// ErrShuttingDown and the running ones are stopped (their workers killed) and fail
// the same way. Last the worker processes stop. It returns ctx.Err() when the grace
// period ran out, else nil. Calling it again waits again.
func (p *Pool) Shutdown(ctx context.Context) error {
	p.mu.Lock()
	first := !p.closed
	p.closed = true
	p.mu.Unlock()
	if first {
		close(p.closing)
	}
	drained := make(chan struct{})
	go func() {
		p.loops.Wait()
		close(drained)
	}()
	var err error
	select {
	case <-drained:
	case <-ctx.Done():
		err = ctx.Err()
		p.stopOnce.Do(func() { close(p.stop) })
		p.mu.Lock()
		q := p.queue
		p.queue = nil
		p.mu.Unlock()
		for _, j := range q {
			j.finish(nil, ErrShuttingDown)
		}
		for _, w := range p.slots {
			if pid, _, ok := w.Busy(); ok {
				w.KillBusy(pid, "shutting down")
			}
		}
		<-drained
	}
	p.closeOnce.Do(func() {
		p.stopOnce.Do(func() { close(p.stop) })
		<-p.watchDone
		for _, w := range p.slots {
			_ = w.Close()
		}
	})
	return err
}

// Close stops the pool at once: Shutdown with no grace period.
func (p *Pool) Close() error {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	err := p.Shutdown(ctx)
	if errors.Is(err, context.Canceled) {
		err = nil
	}
	return err
}
