package web

import (
	"io"
	"log/slog"
	"runtime"
	"time"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/render"
)

// Config configures a Server. The zero value of every field means its default.
type Config struct {
	// Addr is where Run listens (default "localhost:8080").
	Addr string
	// Renderer draws the pictures that ask for Graphviz (render.EngineGraphviz; the
	// others are drawn in the server's own process). The server must not run Graphviz
	// in its own process (it is not safe for concurrent use and leaks): give it a
	// workers.Pool. nil makes one (RenderWorkers, RenderQueue, RenderTimeout).
	Renderer render.Renderer
	// DefaultMaxNodes is the node budget of a request that gives none (20,000);
	// MaxNodesCap the largest budget a request may ask for (600,000: the whole
	// tic-tac-toe game tree, 549,946 nodes, fits). A recorded search keeps at most that
	// many nodes.
	DefaultMaxNodes int64
	MaxNodesCap     int64
	// TimeLimitCap is the longest a search may run (5 s); it is also the time limit of
	// a request that gives none.
	TimeLimitCap time.Duration
	// TTSizeCap is the largest transposition table a request may ask for (1<<20
	// entries, 24 MB).
	TTSizeCap int
	// RenderTimeout bounds one drawing (10 s): its worker is killed when it passes.
	RenderTimeout time.Duration
	// RenderWorkers is the number of render worker processes (default: the CPUs, at
	// most 8; the pool made when Renderer is nil) and RenderQueue how many Graphviz
	// drawings may wait for one (default 0: none). A drawing that finds no worker
	// free and no place to wait is refused with 429 and Retry-After at once, before
	// its search; one that waits past its request's deadline gets 503.
	RenderWorkers int
	RenderQueue   int
	// RequestTimeout bounds a whole API request: waiting, search, JSON, drawing and
	// PNG (15 s). /healthz and the page are outside it.
	RequestTimeout time.Duration
	// MaxBody is the largest request body (64 KB).
	MaxBody int64
	// MaxSearches is the number of searches run at once (2 to 4 with the CPUs); a
	// request waits QueueWait (2 s) for a free slot, then gets 429.
	MaxSearches int
	QueueWait   time.Duration
	// SolveWait is how long a connect-4 solve waits in the heavy lane's queue for a
	// slot (5 s) before it is answered 429 (play_solve_live.go).
	SolveWait time.Duration
	// DrawSlots is how many pictures the server draws at once in its own process (the
	// default engine; default: the CPUs), DrawQueue how many more may wait (default 128:
	// a class of 100 with a drawing each in flight, as light drawings are, never refused);
	// past that a drawing is refused with 429 and Retry-After.
	DrawSlots int
	DrawQueue int
	// Memory is the server's memory budget (DefaultMemory, 448 MB). The serve command
	// sets the Go runtime's soft memory limit (GOMEMLIMIT) to it; it is divided among
	// the caches (TraceCacheBytes, ImageCacheBytes), the heavy requests' work (45 %)
	// and the rest: the runtime, the page and the light requests (see budget.go).
	Memory int64
	// HeavySlots is how many heavy requests run at once (default: half the CPUs, at
	// least 1): searches recording more than lanes.LightNodes, PNGs of more than
	// lanes.LightPixels, comparisons and sweeps past a light one's cost, the connect-4
	// solver, Graphviz's drawings. A heavy request gets a slot and its estimated
	// memory at once or 429 with Retry-After, and never takes the light requests'
	// slots (see lanes.go).
	HeavySlots int
	// TraceCacheBytes bounds the searches kept, weighed by their recorded trees and
	// their gzipped JSON (default: 20 % of Memory); ImageCacheBytes the pictures kept
	// (10 % of Memory). What nobody asked for in CacheIdle (2 min) is dropped and its
	// memory given back; an entry of more than lru.BigEntry bytes after lru.BigIdle already.
	TraceCacheBytes int64
	ImageCacheBytes int64
	CacheIdle       time.Duration
	// Log receives one line per request and the errors (nil: discarded), as text,
	// unless Logger is set. The render worker's own error output is logged too, a
	// record a line.
	Log io.Writer
	// Logger, when set, is the server's structured logger (NewLogger).
	Logger *slog.Logger
	// ReadTimeout bounds reading one request, body included (15 s): a stalled body
	// gets 408.
	ReadTimeout time.Duration
	// ShutdownGrace is how long a shutdown lets the requests being answered finish
	// (10 s); see drain.
	ShutdownGrace time.Duration
	// Ready, when set, is called by Run with the page's address once it listens.
	Ready func(url string)
	// Classes is the teachers' classes' database (class.go); nil: the class routes
	// answer 503 class.off. The server does not close it.
	Classes *classroom.Store
}

func (c *Config) setDefaults() {
	if c.Addr == "" {
		c.Addr = "localhost:8080"
	}
	if c.DefaultMaxNodes <= 0 {
		c.DefaultMaxNodes = 20_000
	}
	if c.MaxNodesCap <= 0 {
		c.MaxNodesCap = 600_000
	}
	if c.DefaultMaxNodes > c.MaxNodesCap {
		c.DefaultMaxNodes = c.MaxNodesCap
	}
	if c.TimeLimitCap <= 0 {
		c.TimeLimitCap = 5 * time.Second
	}
	if c.TTSizeCap <= 0 {
		c.TTSizeCap = 1 << 20
	}
	if c.RenderTimeout <= 0 {
		c.RenderTimeout = 10 * time.Second
	}
	if c.RequestTimeout <= 0 {
		c.RequestTimeout = 15 * time.Second
	}
	if c.MaxBody <= 0 {
		c.MaxBody = 64 << 10
	}
	if c.MaxSearches <= 0 {
		c.MaxSearches = min(max(runtime.NumCPU(), 2), 4)
	}
	if c.QueueWait <= 0 {
		c.QueueWait = 2 * time.Second
	}
	if c.SolveWait <= 0 {
		c.SolveWait = 5 * time.Second
	}
	if c.DrawSlots <= 0 {
		c.DrawSlots = runtime.NumCPU()
	}
	if c.DrawQueue <= 0 {
		c.DrawQueue = 128
	}
	if c.Memory <= 0 {
		c.Memory = DefaultMemory
	}
	if c.HeavySlots <= 0 {
		c.HeavySlots = max(runtime.NumCPU()/2, 1)
	}
	if c.TraceCacheBytes <= 0 {
		c.TraceCacheBytes = c.Memory * traceCacheShare / 100
	}
	if c.ImageCacheBytes <= 0 {
		c.ImageCacheBytes = c.Memory * imageCacheShare / 100
	}
	if c.CacheIdle <= 0 {
		c.CacheIdle = 2 * time.Minute
	}
	if c.Log == nil {
		c.Log = io.Discard
	}
	if c.ReadTimeout <= 0 {
		c.ReadTimeout = 15 * time.Second
	}
	if c.ShutdownGrace <= 0 {
		c.ShutdownGrace = 10 * time.Second
	}
}

// Defaults is the configuration the zero Config stands for: every default filled in.
func Defaults() Config {
	var c Config
	c.setDefaults()
	return c
}

// DefaultMemory is Config.Memory when 0: the server peaks near 512 MB resident under a
// class's load and its heavy requests, which leaves room on a 1 GB machine for the
// system and the Graphviz workers (about 33 MB each).
const DefaultMemory = 448 << 20

// Shares of Config.Memory, in percent.
const (
	traceCacheShare = 20
	imageCacheShare = 10
	heavyShare      = 45
)
