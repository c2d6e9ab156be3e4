package web

import (
	"context"
	"errors"
	"net/http"
	"strings"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/observe"
	"github.com/gametree/gametree/web/serve"
)

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

	api := e.Group("/api", apiHeaders, s.requestDeadline, s.labClient)
	api.GET("/meta", s.meta)
	s.sheetRoutes(api) // the printable exercises: web/sheets.go
	for _, m := range []string{http.MethodGet, http.MethodPost} {
		api.Handle(m, "/trace", s.trace)
		api.Handle(m, "/render", s.render)
		api.Handle(m, "/lecture", s.lecture) // a lecture in one file: explore_lecture.go
		api.Handle(m, "/position", s.position)
		api.Handle(m, "/solve", s.solve)
		api.Handle(m, "/exact", s.exact) // mcts_exact.go
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

// fail answers err as JSON: {"error": its text in the request's language, "code",
// "params"}. An error that is not an *apierr.Error is a 500 whose cause goes to the log only.
func (s *Server) fail(c *gin.Context, err error) {
	var ae *apierr.Error
	switch {
	case s.drain.CutShort(c):
		ae = serve.ErrShuttingDown
	case !errors.As(err, &ae):
		observe.Logger(s.log, c).Error("internal error", "method", c.Request.Method, "route", c.FullPath(), "error", err)
		ae = apierr.Internal
	}
	if ae == apierr.Cancelled && errors.Is(c.Request.Context().Err(), context.DeadlineExceeded) {
		ae = s.requestTimeout()
	}
	lang := requestLang(c)
	if n := observe.NoteOf(c); n.Lang == "" {
		n.Lang = lang
	}
	apierr.Write(c, ae, lang, observe.RequestID(c))
}

// requestLang is the language of a request (apierr.Lang).
func requestLang(c *gin.Context) string { return apierr.Lang(c.Request) }
