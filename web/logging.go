package web

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"log"
	"log/slog"
	"math/rand/v2"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/web/apierr"
)

// NewLogger makes the server's logger: format "text" (key=value, the default) or
// "json", at level (debug, info, warn or error; info when empty), written to w.
func NewLogger(w io.Writer, format, level string) (*slog.Logger, error) {
	var lv slog.Level
	if level != "" {
		if err := lv.UnmarshalText([]byte(level)); err != nil {
			return nil, fmt.Errorf("log level %q: must be debug, info, warn or error", level)
		}
	}
	opts := &slog.HandlerOptions{Level: lv}
	switch format {
	case "", "text":
		return slog.New(slog.NewTextHandler(w, opts)), nil
	case "json":
		return slog.New(slog.NewJSONHandler(w, opts)), nil
	}
	return nil, fmt.Errorf("log format %q: must be text or json", format)
}

// requestNote is what the access line tells about one request. The middleware makes
// it; handlers fill in what they know (Note). Only the request's own goroutine
// writes it.
type requestNote struct {
	id     string
	lang   string
	search time.Duration // the search, when this request ran it or waited for it
	render time.Duration // the drawing, when this request made it or waited for it
	cache  string        // the trace cache: hit, shared (another request's search) or miss
	image  string        // the picture cache: hit, shared or miss
}

type noteKey struct{}

// note is the request's note (a throwaway one outside a request, so callers never
// check for nil). ctx may be the *gin.Context (Engine.ContextWithFallback) or the
// request's context.
func note(ctx context.Context) *requestNote {
	if n, ok := ctx.Value(noteKey{}).(*requestNote); ok {
		return n
	}
	return &requestNote{}
}

// requestID is the id of the request ctx belongs to ("" outside one).
func requestID(ctx context.Context) string { return note(ctx).id }

// logFor is the server's logger with the request's id.
func (s *Server) logFor(ctx context.Context) *slog.Logger {
	if id := requestID(ctx); id != "" {
		return s.log.With("request_id", id)
	}
	return s.log
}

// The request id header: taken from the client when it is a sensible id (a proxy's),
// else made here; always sent back.
const requestIDHeader = "X-Request-Id"

func newRequestID() string {
	return fmt.Sprintf("%016x", rand.Uint64())
}

// validRequestID accepts 1 to 64 letters, digits and -_.: only, so that an id never
// carries anything odd into the logs.
func validRequestID(id string) bool {
	if id == "" || len(id) > 64 {
		return false
	}
	for i := 0; i < len(id); i++ {
		c := id[i]
		ok := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '-' || c == '_' || c == '.' || c == ':'
		if !ok {
			return false
		}
	}
	return true
}

// maxLoggedQuery is how much of a query string the access line keeps.
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

// observe is the first middleware: it gives the request its id and note, counts it
// in flight, and writes the access line and the request metrics when it is done.
func (s *Server) observe(c *gin.Context) {
	start := time.Now()
	id := c.GetHeader(requestIDHeader)
	if !validRequestID(id) {
		id = newRequestID()
	}
	n := &requestNote{id: id}
	c.Request = c.Request.WithContext(context.WithValue(c.Request.Context(), noteKey{}, n))
	c.Header(requestIDHeader, id)
	s.metrics.started()
	defer s.metrics.finished()

	c.Next()

	elapsed := time.Since(start)
	route := c.FullPath()
	if route == "" {
		route = "unmatched"
	}
	status := c.Writer.Status()
	s.metrics.observe(route, c.Request.Method, status, elapsed, n)
	level := slog.LevelInfo
	if status >= 500 {
		level = slog.LevelWarn
	}
	if !s.log.Enabled(c, level) {
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
	if n.search > 0 {
		attrs = append(attrs, slog.Duration("search", n.search))
	}
	if n.render > 0 {
		attrs = append(attrs, slog.Duration("render", n.render))
	}
	if n.cache != "" {
		attrs = append(attrs, slog.String("cache", n.cache))
	}
	if n.image != "" {
		attrs = append(attrs, slog.String("image_cache", n.image))
	}
	if n.lang != "" {
		attrs = append(attrs, slog.String("lang", n.lang))
	}
	s.log.LogAttrs(c, level, "request", attrs...)
}

// recoverPanics turns a panic in a handler into a coded 500 that carries the request
// id; the panic and its stack go to the log only, under the same id.
func (s *Server) recoverPanics(c *gin.Context) {
	defer func() {
		v := recover()
		if v == nil {
			return
		}
		if v == http.ErrAbortHandler { //nolint:errorlint // net/http's own sentinel, compared as it does
			panic(v)
		}
		s.logFor(c).Error("panic", "route", c.FullPath(), "panic", fmt.Sprint(v), "stack", string(debug.Stack()))
		s.metrics.panicked()
		if c.Writer.Written() {
			c.Abort() // too late to answer: the client sees the answer cut short
			return
		}
		h := c.Writer.Header()
		h.Del("Content-Encoding")
		h.Del("Content-Disposition")
		apiHeaders(c)
		s.fail(c, apierr.Internal)
	}()
	c.Next()
}

// newHTTPErrorLog is the http.Server's error log, written through the server's logger.
func newHTTPErrorLog(l *slog.Logger) *log.Logger {
	return slog.NewLogLogger(l.Handler(), slog.LevelWarn)
}

// lineLogger is an io.Writer that logs each line written to it as one record at
// level warn with msg, so that a child process's error output (the render worker's)
// joins the structured log instead of breaking it.
type lineLogger struct {
	l       *slog.Logger
	msg     string
	mu      sync.Mutex
	pending []byte
}

func newLineLogger(l *slog.Logger, msg string) *lineLogger { return &lineLogger{l: l, msg: msg} }

// maxLoggedLine is the longest line kept whole; a longer one is logged in pieces.
const maxLoggedLine = 4096

func (w *lineLogger) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	w.pending = append(w.pending, p...)
	for {
		i := bytes.IndexByte(w.pending, '\n')
		if i < 0 {
			if len(w.pending) >= maxLoggedLine {
				i = maxLoggedLine
			} else {
				return len(p), nil
			}
		}
		line := strings.TrimRight(string(w.pending[:i]), "\r")
		w.pending = w.pending[min(i+1, len(w.pending)):]
		if line != "" {
			w.l.Warn(w.msg, "line", line)
		}
	}
}
