package workers

import (
	"context"
	"io"
	"log/slog"
	"os"
	"runtime"
	"time"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/graphviz"
	"github.com/gametree/gametree/render/svgconv"
)

// Defaults of a worker process.
const (
	DefaultMaxRenders = 200
	DefaultMaxRSS     = 300 << 20
	// maxDefaultWorkers bounds the default number of workers (each may hold
	// DefaultMaxRSS of memory).
	maxDefaultWorkers = 8
)

// PoolConfig configures a Pool. The zero value of every field means its default
// (procpool.Config's, unless said here).
type PoolConfig struct {
	// Workers is the number of worker processes (default: the CPUs, at most 8).
	Workers int
	// Queue is how many renders may wait for a worker (default: 8 per worker); one
	// more is refused with a *BusyError.
	Queue int
	// Timeout is a render's own deadline (10 s), counted from when a worker takes it:
	// the worker is killed when it passes. A caller that stops waiting never kills a
	// worker.
	Timeout time.Duration
	// PingEvery is how often an idle worker is health-checked (10 s), PingTimeout how
	// long it has to answer (5 s), IdleStop how long a worker that drew may idle
	// before its process stops (30 s; negative: never), StallTimeout how long a busy
	// worker may go without progress before the watchdog kills it as frozen (3 s).
	PingEvery    time.Duration
	PingTimeout  time.Duration
	IdleStop     time.Duration
	StallTimeout time.Duration
	// Worker configures each worker process.
	Worker WorkerConfig
	// Logger, when set, logs the workers' lives ("render worker start", ...).
	Logger *slog.Logger
	// OnEvent, when set, is told of every worker process's life. It must be quick.
	OnEvent func(procpool.Event)
}

// WorkerConfig configures the worker processes.
type WorkerConfig struct {
	// MaxRenders recycles a worker process after that many renders (0: 200).
	MaxRenders int
	// MaxRSS recycles a worker process when its resident memory passes that many
	// bytes after a render (0: 300 MB). Read from /proc; ignored where there is none.
	MaxRSS int64
	// PNGScale is the number of pixels per point of PNG output (0: DefaultPNGScale).
	PNGScale float64
	// Stderr receives the workers' standard error (default: this process's).
	Stderr io.Writer
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
	Recycles int // worker processes retired after MaxRenders or MaxRSS, or idle
	// TotalRenderTime is the time workers spent on renders that succeeded, and
	// MeanRenderTime its mean.
	TotalRenderTime time.Duration
	MeanRenderTime  time.Duration
}

// Pool renders in worker processes (a procpool.Pool of Graphviz workers): see the
// package doc. It implements render.Renderer and is safe for concurrent use.
type Pool struct {
	pp       *procpool.Pool
	pngScale float64
}

// NewPool starts a pool. Worker processes start with Warm or the first render. Call
// Shutdown or Close to stop it.
func NewPool(cfg PoolConfig) *Pool {
	if cfg.Workers <= 0 {
		cfg.Workers = min(max(runtime.NumCPU(), 1), maxDefaultWorkers)
	}
	w := cfg.Worker
	if w.MaxRenders <= 0 {
		w.MaxRenders = DefaultMaxRenders
	}
	if w.MaxRSS <= 0 {
		w.MaxRSS = DefaultMaxRSS
	}
	if w.Stderr == nil {
		w.Stderr = os.Stderr
	}
	return &Pool{pngScale: w.PNGScale, pp: procpool.New(procpool.Config{
		Kind:         workerKind,
		Workers:      cfg.Workers,
		Queue:        cfg.Queue,
		Timeout:      cfg.Timeout,
		PingEvery:    cfg.PingEvery,
		PingTimeout:  cfg.PingTimeout,
		IdleStop:     cfg.IdleStop,
		StallTimeout: cfg.StallTimeout,
		MaxCalls:     w.MaxRenders,
		MaxRSS:       w.MaxRSS,
		Stderr:       w.Stderr,
		Logger:       cfg.Logger,
		OnEvent:      cfg.OnEvent,
	})}
}

// Workers is the number of worker processes.
func (p *Pool) Workers() int { return p.pp.Workers() }

// Warm starts every worker process and has it start Graphviz.
func (p *Pool) Warm(ctx context.Context) error { return coded(p.pp.Warm(ctx)) }

// Admit asks the pool to take one more request that will render (after its search
// and its DOT text: admission comes first, so refusing costs nothing): a *BusyError
// when the workers and the queue are spoken for, or the renders ahead would not finish
// in time; ErrShuttingDown once Shutdown has started. Otherwise the request holds its
// place until it calls release (once, when answered).
func (p *Pool) Admit() (release func(), err error) {
	release, err = p.pp.Admit()
	return release, coded(err)
}

// Render implements render.Renderer: it queues the render for the next free worker and
// waits for it, or for ctx to end (a queued render is then dropped, a running one
// finishes).
func (p *Pool) Render(ctx context.Context, dot []byte, format render.Format) ([]byte, error) {
	if done, finished, err := graphviz.Check(dot, format); finished || err != nil {
		return done, err
	}
	svg, err := p.pp.Call(ctx, procpool.Request{Data: dot})
	if err != nil {
		return nil, coded(err)
	}
	if format == render.FormatPNG {
		return svgconv.RasterizeContext(ctx, svg, p.pngScale)
	}
	return svg, nil
}

// Shutdown drains the pool: no new render is taken (ErrShuttingDown); the renders
// running and queued go on until ctx ends, then fail with ErrShuttingDown (the
// running ones' workers killed). It returns ctx.Err() when the grace period ran out.
func (p *Pool) Shutdown(ctx context.Context) error { return p.pp.Shutdown(ctx) }

// Close stops the pool at once: Shutdown with no grace period.
func (p *Pool) Close() error { return p.pp.Close() }

// Stats is a snapshot of the pool's gauges and counters.
func (p *Pool) Stats() PoolStats {
	s := p.pp.Stats()
	return PoolStats{
		Workers: s.Workers, Busy: s.Busy, Queued: s.Queued, Admitted: s.Admitted,
		Renders: s.Calls, Failures: s.Failures, Rejected: s.Rejected,
		Starts: s.Starts, Restarts: s.Restarts, Kills: s.Kills, Frozen: s.Frozen, Exits: s.Exits, Recycles: s.Recycles,
		TotalRenderTime: s.TotalCallTime, MeanRenderTime: s.MeanCallTime,
	}
}
