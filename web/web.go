package web

import (
	"context"
	"crypto/sha256"
	"embed"
	"encoding/hex"
	"fmt"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	pathpkg "path"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/internal/flight"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/idle"
	"github.com/gametree/gametree/web/lanes"
	"github.com/gametree/gametree/web/observe"
	"github.com/gametree/gametree/web/serve"
)

//go:embed static
var staticFiles embed.FS

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

// Server is the web application: the page and the API.
type Server struct {
	cfg      Config
	log      *slog.Logger
	metrics  *observe.Metrics
	drain    serve.Drain
	engine   *gin.Engine
	slots    *lanes.Slots // the light lane's search slots
	traces   *traceCache
	images   *byteCache
	searches flight.Group[string, *traceEntry]
	// encodings writes each trace's JSON forms once (see traceGzip)
	encodings flight.Group[string, []byte]
	encoded   atomic.Int64 // JSON forms written (each once per cached search)
	drawings  flight.Group[string, [2][]byte]
	static    fs.FS
	version   string
	index     []byte
	assets    map[string]asset
	owned     bool // the renderer is the server's own: Close closes it
	// pool is the render worker pool when the server made it (Config.Renderer nil).
	pool *workers.Pool
	// drawLimit bounds the drawings made in this process (the default engine).
	drawLimit *lanes.Draws
	// heavy admits the heavy requests, graphviz Graphviz's drawings (lanes.go).
	heavy    *lanes.Heavy
	graphviz *lanes.Graphviz
	// searching counts the searches running now, in either lane.
	searching atomic.Int64
	// activity counts the requests in flight: its janitor hands memory back once the
	// server is idle (see janitor).
	activity idle.Activity
	// practise bounds the exercises made at once (/api/exercise, /api/grade): slots of
	// their own, apart from the searches'.
	practise *lanes.Draws
	// lab runs students' code (codelab.go).
	codelab *labServer
	// makers make what a request may search beyond package games' own games: a
	// student's code (in codelab's workers) and the connect-4 solver's recorded search.
	makers trace.Makers
	// classes: the class routes' store and limits (nil without Config.Classes).
	classes *classState

	stopJanitor chan struct{}
	closeOnce   sync.Once
}

// asset is an embedded static file, with its gzipped form when that is smaller.
type asset struct {
	body, gz []byte
	ct       string
}

// New builds a server. It does not listen: see Run, or use Handler.
func New(cfg Config) (*Server, error) {
	cfg.setDefaults()
	logger := cfg.Logger
	if logger == nil {
		logger = slog.New(slog.NewTextHandler(cfg.Log, nil))
		if cfg.Log == io.Discard {
			logger = slog.New(slog.DiscardHandler)
		}
	}
	owned := cfg.Renderer == nil
	var pool *workers.Pool
	if owned {
		pool = newPool(&cfg, logger)
		cfg.Renderer = pool
	}
	sub, err := fs.Sub(staticFiles, "static")
	if err != nil {
		return nil, err
	}
	s := &Server{
		cfg:       cfg,
		log:       logger,
		slots:     lanes.NewSlots(cfg.MaxSearches, cfg.QueueWait),
		traces:    newTraceCache(64, cfg.TraceCacheBytes, cfg.CacheIdle),
		images:    newByteCache(256, cfg.ImageCacheBytes, cfg.CacheIdle),
		static:    sub,
		owned:     owned,
		pool:      pool,
		drawLimit: lanes.NewDraws(cfg.DrawSlots, cfg.DrawQueue),
		heavy:     lanes.NewHeavy(cfg.HeavySlots, cfg.Memory*heavyShare/100),
		practise:  lanes.NewDraws(cfg.DrawSlots, practiseQueue),
		codelab:   newLabServer(),
	}
	s.makers = trace.Makers{Lab: s.codelab.maker(), Solver: c4.Maker(solverTableEntries)}
	if cfg.Classes != nil {
		s.classes = newClassState(cfg.Classes)
	}
	var admitter interface{ Admit() (func(), error) }
	if a, ok := cfg.Renderer.(interface{ Admit() (func(), error) }); ok {
		admitter = a
	}
	renderWorkers := cfg.RenderWorkers
	if pool != nil {
		renderWorkers = pool.Workers()
	}
	if renderWorkers <= 0 {
		renderWorkers = runtime.NumCPU()
	}
	s.graphviz = lanes.NewGraphviz(renderWorkers+cfg.RenderQueue, admitter)
	s.metrics = observe.NewMetrics()
	s.registerMetrics(s.metrics)
	if err := s.loadStatic(); err != nil {
		return nil, err
	}
	s.engine = s.routes()
	s.stopJanitor = make(chan struct{})
	go s.activity.Janitor(s.stopJanitor, s.dropIdle, svgconv.DropCanvas)
	return s, nil
}

// loadStatic versions the static files by their contents and prepares the page.
func (s *Server) loadStatic() error {
	h := sha256.New()
	s.assets = map[string]asset{}
	err := fs.WalkDir(s.static, ".", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		b, err := fs.ReadFile(s.static, path)
		if err != nil {
			return err
		}
		fmt.Fprintf(h, "%s\x00%d\x00", path, len(b))
		h.Write(b)
		ct, ok := contentTypes[pathpkg.Ext(path)]
		if !ok || path == "index.html" {
			return nil
		}
		a := asset{body: b, ct: ct}
		if ct != "image/png" && len(b) >= minGzipSize {
			a.gz = gzipBytes(b)
		}
		s.assets[path] = a
		return nil
	})
	if err != nil {
		return err
	}
	s.version = hex.EncodeToString(h.Sum(nil))[:12]
	page, err := fs.ReadFile(s.static, "index.html")
	if err != nil {
		return err
	}
	s.index = []byte(strings.ReplaceAll(string(page), "{{V}}", s.version))
	return nil
}

// Config is the server's configuration, every default filled in.
func (s *Server) Config() Config { return s.cfg }

// Handler is the whole application as an http.Handler.
func (s *Server) Handler() http.Handler { return s.engine }

// csp is the page's Content-Security-Policy: scripts and styles only from this origin,
// no inline script, nothing from elsewhere.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
	"connect-src 'self'; font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// apiCSP is the policy of the API's answers (an SVG opened on its own runs nothing).
const apiCSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'; sandbox"

func (s *Server) routes() *gin.Engine {
	gin.SetMode(gin.ReleaseMode)
	e := gin.New()
	e.HandleMethodNotAllowed = true
	e.RedirectTrailingSlash = false
	e.RedirectFixedPath = false
	e.ContextWithFallback = true
	e.Use(observe.Requests(s.log, s.metrics), observe.Recover(s.log, s.metrics, s.answerPanic), securityHeaders, serve.HeadLimit(s.answerAPI), s.activity.Track, s.drain.Refuse(s.answerAPI))

	e.GET("/", s.page)
	e.HEAD("/", s.page)
	e.GET("/static/:version/*path", s.asset)
	e.HEAD("/static/:version/*path", s.asset)
	e.GET("/favicon.ico", func(c *gin.Context) {
		c.Redirect(http.StatusMovedPermanently, "/static/"+s.version+"/icon.svg")
	})
	e.GET("/healthz", func(c *gin.Context) { c.String(http.StatusOK, "ok") })
	e.GET("/metrics", s.metrics.Handler())

	api := e.Group("/api", apiHeaders, s.requestDeadline)
	api.GET("/meta", s.meta)
	s.sheetRoutes(api) // the printable exercises: web/sheets.go
	for _, m := range []string{http.MethodGet, http.MethodPost} {
		api.Handle(m, "/trace", s.trace)
		api.Handle(m, "/render", s.render)
		api.Handle(m, "/position", s.position)
		api.Handle(m, "/solve", s.solve)
		api.Handle(m, "/lab", s.lab)
		s.compareRoutes(api, m)
	}
	s.practiseRoutes(api) // GET /api/exercise, POST /api/grade (practise.go)
	s.labRoutes(e)        // /api/lab/...: students' code (codelab.go)
	s.classRoutes(api)    // a teacher's classes (class.go)
	e.NoRoute(func(c *gin.Context) {
		if strings.HasPrefix(c.Request.URL.Path, "/api/") {
			apiHeaders(c)
			s.fail(c, apierr.New(http.StatusNotFound, "web.no_route", "path", c.Request.URL.Path))
			return
		}
		c.Data(http.StatusNotFound, "text/plain; charset=utf-8", []byte("404 page not found\n"))
	})
	e.NoMethod(func(c *gin.Context) {
		apiHeaders(c)
		s.fail(c, apierr.New(http.StatusMethodNotAllowed, "web.method", "method", c.Request.Method))
	})
	return e
}

// answerPanic answers a request whose handler panicked: a coded 500 with its id.
func (s *Server) answerPanic(c *gin.Context) { s.answerAPI(c, apierr.Internal) }

// answerAPI answers err as the API does (its headers, then fail), for the middleware
// that refuses a request before any route: too large a head, a shutdown.
func (s *Server) answerAPI(c *gin.Context, err error) {
	apiHeaders(c)
	s.fail(c, err)
}

// dropIdle drops what the caches kept unasked for longer than Config.CacheIdle
// (lru.BigIdle for a big entry), and returns the bytes dropped.
func (s *Server) dropIdle() int64 { return s.traces.DropIdle() + s.images.DropIdle() }

func securityHeaders(c *gin.Context) {
	h := c.Writer.Header()
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	h.Set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), interest-cohort=()")
}

func apiHeaders(c *gin.Context) {
	h := c.Writer.Header()
	h.Set("Content-Security-Policy", apiCSP)
	h.Set("Cache-Control", "no-store")
}

func (s *Server) page(c *gin.Context) {
	c.Header("Cache-Control", "no-cache")
	c.Data(http.StatusOK, "text/html; charset=utf-8", s.index)
}

var contentTypes = map[string]string{
	".js":   "text/javascript; charset=utf-8",
	".css":  "text/css; charset=utf-8",
	".svg":  "image/svg+xml",
	".png":  "image/png",
	".json": "application/json",
	".html": "text/html; charset=utf-8",
	".txt":  "text/plain; charset=utf-8",
}

func (s *Server) asset(c *gin.Context) {
	a, ok := s.assets[strings.TrimPrefix(c.Param("path"), "/")]
	if !ok {
		c.Data(http.StatusNotFound, "text/plain; charset=utf-8", []byte("404 page not found\n"))
		return
	}
	if c.Param("version") == s.version {
		c.Header("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		c.Header("Cache-Control", "no-cache")
	}
	s.send(c, http.StatusOK, a.ct, a.body, a.gz)
}

// Run listens on Config.Addr and serves until ctx is done, then shuts down gracefully
// (requests in flight get Config.ShutdownGrace to finish; see drain).
func (s *Server) Run(ctx context.Context) error {
	ln, err := net.Listen("tcp", s.cfg.Addr)
	if err != nil {
		return err
	}
	return s.Serve(ctx, ln)
}

// Serve serves on ln until ctx is done, then shuts down gracefully.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	defer s.Close()
	srv := serve.NewHTTPServer(s.engine, serve.Timeouts{Read: s.cfg.ReadTimeout, Request: s.cfg.RequestTimeout}, &s.drain, s.log)
	// Graphviz's workers are not warmed: the server draws its own pictures, and a
	// worker starts with the first picture asked of Graphviz (engine=graphviz).
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	if s.cfg.Ready != nil {
		addr := displayAddr(ln.Addr())
		if strings.HasPrefix(s.cfg.Addr, "localhost:") {
			_, port, _ := net.SplitHostPort(addr)
			addr = net.JoinHostPort("localhost", port)
		}
		s.cfg.Ready("http://" + addr + "/")
	}
	s.log.Info("listening", "addr", ln.Addr().String())
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	go s.drainRenders(s.cfg.ShutdownGrace)
	return s.drain.Shutdown(srv, errc, s.cfg.ShutdownGrace, s.log)
}

// displayAddr writes a listening address the way a browser wants it.
func displayAddr(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	if host == "" || host == "::" || host == "0.0.0.0" {
		host = "localhost"
	}
	return net.JoinHostPort(host, port)
}

// Close stops the renderer's worker process when the server made it. Run and Serve
// call it when they return.
func (s *Server) Close() error {
	s.closeOnce.Do(func() {
		close(s.stopJanitor)
		s.codelab.close()
	})
	if c, ok := s.cfg.Renderer.(io.Closer); ok && s.owned {
		return c.Close()
	}
	return nil
}
