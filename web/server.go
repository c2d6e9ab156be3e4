package web

import (
	"context"
	"io"
	"io/fs"
	"log/slog"
	"net"
	"net/http"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/internal/flight"
	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/idle"
	"github.com/gametree/gametree/web/lanes"
	"github.com/gametree/gametree/web/observe"
	"github.com/gametree/gametree/web/serve"
)

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

// Config is the server's configuration, every default filled in.
func (s *Server) Config() Config { return s.cfg }

// Handler is the whole application as an http.Handler.
func (s *Server) Handler() http.Handler { return s.engine }

// dropIdle drops what the caches kept unasked for longer than Config.CacheIdle
// (lru.BigIdle for a big entry), and returns the bytes dropped.
func (s *Server) dropIdle() int64 { return s.traces.DropIdle() + s.images.DropIdle() }

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
