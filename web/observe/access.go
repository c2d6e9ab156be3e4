package observe

import (
	"log/slog"
	"strconv"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"
)

// maxLoggedQuery is how much of a path or a query string the access line keeps.
const maxLoggedQuery = 200

// cutForLog cuts s to at most max bytes, on a character boundary, marking the cut.
func cutForLog(s string, max int) string {
	if len(s) <= max {
		return s
	}
	i := max
	for i > 0 && !utf8.RuneStart(s[i]) {
		i--
	}
	return s[:i] + "…(" + strconv.Itoa(len(s)) + " bytes)"
}

// Requests is the first middleware: it gives the request its id and Note, counts it in
// flight, and writes the access line (to log) and the request's figures (to m) when it
// is done.
func Requests(log *slog.Logger, m *Metrics) gin.HandlerFunc {
	return func(c *gin.Context) {
		start := time.Now()
		id := c.GetHeader(RequestIDHeader)
		if !validRequestID(id) {
			id = newRequestID()
		}
		n := &Note{ID: id}
		c.Request = c.Request.WithContext(withNote(c.Request.Context(), n))
		c.Header(RequestIDHeader, id)
		m.inFlight.Inc()
		defer m.inFlight.Dec()

		c.Next()

		elapsed := time.Since(start)
		route := c.FullPath()
		if route == "" {
			route = "unmatched"
		}
		status := c.Writer.Status()
		m.observe(route, c.Request.Method, status, elapsed, n)
		level := slog.LevelInfo
		if status >= 500 {
			level = slog.LevelWarn
		}
		if !log.Enabled(c, level) {
			return
		}
		attrs := make([]slog.Attr, 0, 14)
		attrs = append(attrs,
			slog.String("request_id", id),
			slog.String("method", c.Request.Method),
			slog.String("route", route),
			slog.String("path", cutForLog(c.Request.URL.Path, maxLoggedQuery)),
		)
		if q := c.Request.URL.RawQuery; q != "" {
			attrs = append(attrs, slog.String("query", cutForLog(q, maxLoggedQuery)))
		}
		attrs = append(attrs,
			slog.Int("status", status),
			slog.Int("bytes", max(c.Writer.Size(), 0)),
			slog.Duration("duration", elapsed),
		)
		if n.Search > 0 {
			attrs = append(attrs, slog.Duration("search", n.Search))
		}
		if n.Render > 0 {
			attrs = append(attrs, slog.Duration("render", n.Render))
		}
		if n.Cache != "" {
			attrs = append(attrs, slog.String("cache", n.Cache))
		}
		if n.Image != "" {
			attrs = append(attrs, slog.String("image_cache", n.Image))
		}
		if n.Lang != "" {
			attrs = append(attrs, slog.String("lang", n.Lang))
		}
		log.LogAttrs(c, level, "request", attrs...)
	}
}
