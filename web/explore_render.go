package web

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/lanes"
	"github.com/gametree/gametree/web/observe"
)

// The drawing path of /api/render: admission, search, DOT, the render pool, and the
// answers of its failures.

var formatTypes = map[render.Format]string{
	render.FormatSVG: "image/svg+xml",
	render.FormatPNG: "image/png",
	render.FormatPDF: "application/pdf",
	render.FormatDOT: "text/vnd.graphviz; charset=utf-8",
}

// newPool is the render pool of a server whose Config.Renderer is nil.
// Its workers' lives and their error output go to the server's log.
func newPool(cfg *Config, logger *slog.Logger) *workers.Pool {
	return workers.NewPool(workers.PoolConfig{
		Workers: cfg.RenderWorkers,
		Queue:   max(cfg.RenderQueue, 1), // the graphviz lane bounds the waiting (see lanes.go)
		Timeout: cfg.RenderTimeout,
		Worker:  workers.WorkerConfig{Stderr: observe.NewLineLogger(logger, "render worker output")},
		Logger:  logger,
	})
}

// requestDeadline gives every API request one deadline, Config.RequestTimeout, for
// all its work: waiting, search, JSON, drawing, PNG.
func (s *Server) requestDeadline(c *gin.Context) {
	c.Set(connCtxKey, c.Request.Context()) // a stream's own deadline: play_solve_stream.go
	ctx, cancel := context.WithTimeout(c.Request.Context(), s.cfg.RequestTimeout)
	defer cancel()
	c.Request = c.Request.WithContext(ctx)
	c.Next()
}

// requestTimeout is the answer of a request past Config.RequestTimeout.
func (s *Server) requestTimeout() *apierr.Error {
	e := apierr.New(http.StatusServiceUnavailable, "web.request_timeout", "seconds", int(s.cfg.RequestTimeout.Round(time.Second)/time.Second))
	e.Retry = 1
	return e
}

// drainRenders stops taking drawings and gives the running and queued ones until
// shortly before grace ends to finish; the rest are answered 503
// server.shutting_down, before the HTTP server's own grace period closes their
// connections. It is for a server that made its pool.
func (s *Server) drainRenders(grace time.Duration) {
	sh, ok := s.cfg.Renderer.(interface{ Shutdown(context.Context) error })
	if !ok || !s.owned {
		return
	}
	ctx, cancel := context.WithTimeout(context.Background(), max(grace-grace/5, grace-2*time.Second))
	defer cancel()
	if err := sh.Shutdown(ctx); err != nil {
		s.log.Warn("render pool: grace period over, the drawings left were refused")
	}
}

// admitRender asks, before any work, for the places a drawing of req needs: a Graphviz
// worker for engine=graphviz (graphvizLane); a heavy slot and its memory when the
// search or the picture may cost more than a light one (heavyLane: a trace not cached
// past lanes.LightNodes, a PNG past lanes.LightPixels), else a place among the server's own
// drawings (drawLimit). Each answers at once; t is the heavy ticket, nil for a light
// drawing.
func (s *Server) admitRender(req *request, opt render.Options) (t *lanes.Ticket, release func(), err error) {
	own := pictureCost(opt, req.format)
	c := own
	if s.traces.get(req.key) == nil {
		sc, err := searchCost(&req.p)
		if err != nil {
			return nil, nil, err
		}
		c = c.Add(sc)
	}
	var releases []func()
	release = func() {
		for _, r := range releases {
			r()
		}
	}
	if c.Graphviz {
		r, err := s.graphviz.Admit()
		if err != nil {
			return nil, nil, err
		}
		releases = append(releases, r)
	}
	switch {
	case c.Heavy():
		if t, err = s.heavy.Admit(req.key, c, own); err != nil {
			release()
			return nil, nil, err
		}
		releases = append(releases, t.Release)
	case !c.Graphviz && req.format != render.FormatDOT:
		r, err := s.drawsFor(&req.p).Admit() // a student's code: the lab's own (codelab_lane.go)
		if err != nil {
			release()
			return nil, nil, err
		}
		releases = append(releases, r)
	}
	return t, release, nil
}

// draw makes one picture: DOT as text; SVG and PNG drawn here, or by Graphviz through
// the renderer (the render pool) when opt asks for it. A light picture is drawn under
// a drawing slot; a heavy one (t, its heavy ticket) under its heavy slot, its PNG's
// memory lowered to the real size once its SVG tells it. Drawings stop at ctx's end.
func (s *Server) draw(ctx context.Context, t *lanes.Ticket, tr *trace.Trace, opt render.Options, format render.Format) ([]byte, error) {
	return s.drawIn(ctx, t, s.drawLimit, tr, opt, format)
}

// drawIn is draw with the drawing limit lim (drawsFor: the lab's own for students' code).
func (s *Server) drawIn(ctx context.Context, t *lanes.Ticket, lim *lanes.Draws, tr *trace.Trace, opt render.Options, format render.Format) ([]byte, error) {
	if format == render.FormatDOT || opt.Graphviz() {
		return render.Picture(ctx, s.cfg.Renderer, tr, opt, format)
	}
	if t == nil {
		return lim.Run(ctx, func() ([]byte, error) {
			return render.Picture(ctx, s.cfg.Renderer, tr, opt, format)
		})
	}
	svg := render.DrawSVG(tr, opt)
	switch format {
	case render.FormatPDF:
		return svgconv.PDFContext(ctx, svg)
	case render.FormatSVG:
		return svg, nil
	}
	if w, h, err := svgconv.PNGSize(svg, 0); err == nil {
		t.Shrink(lanes.Cost{Pixels: int64(w) * int64(h)}.Bytes() + int64(tr.MemoryBytes()))
	}
	return svgconv.RasterizeContext(ctx, svg, 0)
}

func (s *Server) render(c *gin.Context) {
	req, err := s.parse(c, routeRender)
	if err != nil {
		s.fail(c, err)
		return
	}
	ctx := c.Request.Context()
	ropt := req.view
	ropt.Step, ropt.Budget, ropt.Lang, ropt.Title = req.step, req.budget, req.lang, req.title
	ikey := fmt.Sprintf("%s|%#v|%s", req.key, ropt, req.format)
	body, gz, ok := s.images.get(ikey)
	if ok {
		observe.NoteOf(c).Image = "hit"
	} else {
		var t *lanes.Ticket
		// a drawing already in flight costs nothing more to join
		if s.drawings.Waiters(ikey) == 0 {
			var release func()
			t, release, err = s.admitRender(req, ropt)
			if err != nil {
				s.fail(c, drawingError(ctx, err))
				return
			}
			defer release()
		}
		e, err := s.search(ctx, req, t != nil)
		if err != nil {
			s.fail(c, err)
			return
		}
		if n := e.t.StepCount(); req.step >= n {
			s.fail(c, apierr.BadRequest("web.step_range", "step", req.step+1, "steps", n))
			return
		}
		if err := ropt.Check(e.t); err != nil {
			s.fail(c, apierr.Input(err))
			return
		}
		deadline := time.Now().Add(s.cfg.RenderTimeout)
		start := time.Now()
		b, err, shared := s.drawings.Do(ctx, ikey, deadline, func(ctx context.Context) ([2][]byte, error) {
			if body, gz, ok := s.images.get(ikey); ok {
				return [2][]byte{body, gz}, nil
			}
			body, err := s.drawIn(ctx, t, s.drawsFor(&req.p), e.t, ropt, req.format)
			if err != nil {
				ae := drawingError(ctx, err)
				var qe *workers.QueueTimeoutError
				if ae.Status >= 500 && ae != apierr.Cancelled && !errors.Is(err, workers.ErrShuttingDown) && !errors.As(err, &qe) {
					s.log.Error("render failed", "error", err) // a worker's death and its detail, a deadline, a bug
				}
				return [2][]byte{}, ae
			}
			var gz []byte
			if req.format != render.FormatPNG && len(body) >= minGzipSize {
				gz = gzipBytes(body)
			}
			s.images.put(ikey, body, gz)
			return [2][]byte{body, gz}, nil
		})
		observe.NoteOf(c).Image, observe.NoteOf(c).Render = cacheResult(shared), time.Since(start)
		if err != nil {
			if ctx.Err() != nil {
				err = apierr.Cancelled
			}
			s.fail(c, err)
			return
		}
		body, gz = b[0], b[1]
	}
	setCapped(c, req)
	c.Header("Content-Disposition", fmt.Sprintf("attachment; filename=%q", pictureFileName(req.p.Game, req.step, ropt.Region, req.format)))
	ct := formatTypes[req.format]
	if gz != nil && acceptsGzip(c) {
		s.sendGzip(c, ct, gz)
		return
	}
	c.Data(http.StatusOK, ct, body)
}

// drawingError is the answer to a render that failed: the pool is full (429, with
// when to come back), shutting down, too busy to start it in time, its worker
// process died or froze (503, try again), it took too long (503, fold it more), the
// request went away; anything else is a 500.
func drawingError(ctx context.Context, err error) *apierr.Error {
	var (
		busy   *workers.BusyError
		queued *workers.QueueTimeoutError
		worker *workers.WorkerError
		ae     *apierr.Error
	)
	switch {
	case errors.As(err, &ae):
		return ae
	case errors.As(err, &busy):
		return &apierr.Error{Status: http.StatusTooManyRequests, Err: busy, Retry: busy.RetrySeconds()}
	case errors.As(err, &queued):
		return &apierr.Error{Status: http.StatusServiceUnavailable, Err: queued, Retry: queued.RetrySeconds()}
	case errors.Is(err, workers.ErrShuttingDown):
		return &apierr.Error{Status: http.StatusServiceUnavailable, Err: workers.ErrShuttingDown, Retry: 1}
	case errors.As(err, &worker):
		return &apierr.Error{Status: http.StatusServiceUnavailable, Err: worker, Retry: 1}
	case errors.Is(err, context.DeadlineExceeded), errors.Is(ctx.Err(), context.DeadlineExceeded):
		return apierr.New(http.StatusServiceUnavailable, "web.render_timeout")
	case ctx.Err() != nil:
		return apierr.Cancelled // every request went away
	}
	return &apierr.Error{Status: http.StatusInternalServerError, Err: msg.New("web.render_failed")}
}
