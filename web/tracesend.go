package web

import (
	"bytes"
	"compress/gzip"
	"context"
	"io"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/trace"
)

// The JSON forms of /api/trace (parameter form): the object form, the contract of
// `trace --format json`, and the columns form, one array a field, which the page reads
// straight into typed arrays.
const (
	formObjects = "objects"
	formColumns = "columns"
)

// trace answers /api/trace. Each form of a cached search is written and gzipped once,
// however many clients ask for it at once (package flight), and never held whole as
// plain JSON: a client taking gzip gets the kept gzip, any other gets it unzipped on
// the fly.
func (s *Server) trace(c *gin.Context) {
	req, err := s.parse(c, routeTrace)
	if err != nil {
		s.fail(c, err)
		return
	}
	ctx := c.Request.Context()
	e, err := s.search(ctx, req)
	if err != nil {
		s.fail(c, err)
		return
	}
	gz, err := s.traceGzip(ctx, e, req.form, req.p.Problem())
	if err != nil {
		if ctx.Err() != nil {
			err = errCancelled
		}
		s.fail(c, err)
		return
	}
	setCapped(c, req)
	const ct = "application/json; charset=utf-8"
	if acceptsGzip(c) {
		s.sendGzip(c, ct, gz)
		return
	}
	c.Header("Vary", "Accept-Encoding")
	c.Header("Content-Type", ct)
	c.Status(http.StatusOK)
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err == nil {
		_, err = io.Copy(c.Writer, zr)
	}
	if err != nil && ctx.Err() == nil {
		s.logFor(c).Warn("sending a trace failed", "key", req.key, "error", err)
	}
}

// traceGzip returns the gzipped JSON of entry e in the given form, writing it the
// first time it is asked for. Concurrent requests for it share one writing, which
// stops if every one of them goes away.
func (s *Server) traceGzip(ctx context.Context, e *traceEntry, form string, prob trace.Problem) ([]byte, error) {
	if gz := e.gzipped(form); gz != nil {
		return gz, nil
	}
	deadline := time.Now().Add(s.cfg.TimeLimitCap + 30*time.Second)
	gz, err, _ := s.encodings.Do(ctx, e.key+"|"+form, deadline, func(ctx context.Context) ([]byte, error) {
		if gz := e.gzipped(form); gz != nil {
			return gz, nil
		}
		var buf bytes.Buffer
		zw, _ := gzip.NewWriterLevel(&buf, gzip.BestSpeed)
		w := ctxWriter{ctx: ctx, w: zw}
		var err error
		if form == formColumns {
			err = e.t.WriteJSONColumns(w, prob)
		} else {
			err = e.t.WriteJSON(w, prob)
		}
		if err == nil {
			err = zw.Close()
		}
		if err != nil {
			return nil, err
		}
		s.encoded.Add(1)
		gz := bytes.Clone(buf.Bytes()) // exactly its size: it is kept
		s.traces.setGzip(e, form, gz)
		return gz, nil
	})
	return gz, err
}

// ctxWriter stops a long write once its context ends.
type ctxWriter struct {
	ctx context.Context
	w   io.Writer
}

func (w ctxWriter) Write(p []byte) (int, error) {
	if err := w.ctx.Err(); err != nil {
		return 0, err
	}
	return w.w.Write(p)
}
