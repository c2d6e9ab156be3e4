package web

import (
	"context"
	"errors"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/observe"
)

// /api/solve?stream=true answers NDJSON (application/x-ndjson), each line flushed as
// it is written, so that the page shows a live solve's progress:
//
//	{"done":0,"of":7,"nodes":0,"us":12.5}                           the solve starts: 7 columns to solve
//	{"column":"4","score":1,"done":1,"of":7,"nodes":1843,"us":903.1} a column solved, centre first
//	...
//	{"game":"connect4","position":"4453","scores":[...],...}        the answer, /api/solve's JSON
//
// nodes and us count from the request's start. A position of the book, or over,
// has the answer's line only. An error after the first line is a line of its own,
// the last: {"error": text in the request's language, "code", "params", "status"
// (the status the request would have had: 422 for a limit, 429 for a full lane)}.
// An error before any line is an ordinary error answer.

// solveProgress is a progress line: a column solved (Column "" on the first line).
type solveProgress struct {
	Column string  `json:"column,omitempty"`
	Score  *int    `json:"score,omitempty"`
	Done   int     `json:"done"`
	Of     int     `json:"of"`
	Nodes  int64   `json:"nodes"`
	Micros float64 `json:"us"`
}

// connCtxKey keeps a request's context before its deadline (requestDeadline): a
// stream ends with its connection and its own deadline, not Config.RequestTimeout's.
const connCtxKey = "gametree.connCtx"

// streamCtx is the context of a stream that must end by deadline: the connection's
// (its end ends the stream's waits), with that deadline.
func streamCtx(c *gin.Context, deadline time.Time) (context.Context, context.CancelFunc) {
	parent := c.Request.Context()
	if v, ok := c.Get(connCtxKey); ok {
		parent = v.(context.Context)
	}
	return context.WithDeadline(parent, deadline)
}

// solveStream solves every column live and streams them (a is the answer so far).
func (s *Server) solveStream(c *gin.Context, q solveQuery, a *solveAnswer, start time.Time) {
	deadline := start.Add(s.viewLimit())
	ctx, cancel := streamCtx(c, deadline)
	defer cancel()
	out := newNDJSON(c)
	since := func() float64 { return float64(time.Since(start).Nanoseconds()) / 1e3 }
	of := 0
	for col := range c4.Width {
		if q.p.CanPlay(col) {
			of++
		}
	}
	done := 0
	out.line(solveProgress{Of: of, Micros: since()})
	cols, ok, nodes, err := s.liveColumns(ctx, q, deadline, func(col, score int, nodes int64) {
		done++
		out.line(solveProgress{Column: string(rune('1' + col)), Score: &score, Done: done, Of: of, Nodes: nodes, Micros: since()})
	})
	if err != nil {
		s.streamError(c, out, err)
		return
	}
	a.Nodes = nodes
	a.Micros = since()
	s.answerColumns(a, q.p, cols, ok)
	out.line(a)
}

// streamError ends a stream with err's line, in the request's language.
func (s *Server) streamError(c *gin.Context, out *ndjsonStream, err error) {
	var ae *apierr.Error
	if !errors.As(err, &ae) {
		observe.Logger(s.log, c).Error("internal error", "method", c.Request.Method, "route", c.FullPath(), "error", err)
		ae = apierr.Internal
	}
	lang := requestLang(c)
	if n := observe.NoteOf(c); n.Lang == "" {
		n.Lang = lang
	}
	out.line(gin.H{"error": ae.Err.Text(lang), "code": ae.Err.Code(), "params": msg.ShortenParams(ae.Err.Params()),
		"status": ae.Status, "retry": ae.Retry})
}
