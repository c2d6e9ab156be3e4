package web

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"context"
	"errors"
	"io"
	"net/http"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/lanes"
	"github.com/gametree/gametree/web/observe"
)

// The JSON forms of /api/trace (parameter form): the object form, the contract of
// `trace --format json`, and the columns form, one array a field, which the page reads
// straight into typed arrays.
const (
	formObjects = "objects"
	formColumns = "columns"
)

// trace answers /api/trace. Each form of a cached light search is written and
// gzipped once, however many clients ask for it at once (package flight), and never
// held whole as plain JSON: a client taking gzip gets the kept gzip, any other gets it
// unzipped on the fly. A heavy search (more than lanes.LightNodes recorded, see cost) runs
// in the heavy lane, admitted before any work, and its JSON is streamed to the client
// as it is written, never kept: its memory is the recorded trace's alone.
func (s *Server) trace(c *gin.Context) {
	req, err := s.parse(c, routeTrace)
	if err != nil {
		s.fail(c, err)
		return
	}
	ctx := c.Request.Context()
	var cst, own lanes.Cost
	if e := s.traces.get(req.key); e != nil {
		if gz := e.gzipped(req.form); gz != nil {
			observe.NoteOf(c).Cache = "hit"
			s.sendTrace(c, req, gz)
			return
		}
		cst = lanes.Cost{Nodes: int64(e.t.NodeCount()), Recorded: true} // its JSON to write
	} else if cst, err = searchCost(&req.p); err != nil {
		s.fail(c, err)
		return
	}
	if cst.Recorded {
		own = lanes.Cost{Nodes: cst.Nodes, Recorded: true} // the JSON, as heavy as the trace
	}
	if cst.Heavy() && acceptsGzip(c) {
		cst.Gzipped, own.Gzipped = true, true // kept as it is sent (streamTrace)
	}
	if cst.Heavy() {
		t, err := s.heavy.Admit(req.key, cst, own)
		if err != nil {
			s.fail(c, err)
			return
		}
		defer t.Release()
		e, err := s.search(ctx, req, true)
		if err != nil {
			s.fail(c, err)
			return
		}
		s.streamTrace(c, req, e)
		return
	}
	e, err := s.search(ctx, req, false)
	if err != nil {
		s.fail(c, err)
		return
	}
	gz, err := s.traceGzip(ctx, e, req.form, req.p.Problem())
	if err != nil {
		if ctx.Err() != nil {
			err = apierr.Cancelled
		}
		s.fail(c, err)
		return
	}
	s.sendTrace(c, req, gz)
}

const jsonContentType = "application/json; charset=utf-8"

// sendTrace sends a trace's kept gzipped JSON: as it is to a client taking gzip,
// unzipped on the fly to any other.
func (s *Server) sendTrace(c *gin.Context, req *request, gz []byte) {
	setCapped(c, req)
	if acceptsGzip(c) {
		s.sendGzip(c, jsonContentType, gz)
		return
	}
	c.Header("Vary", "Accept-Encoding")
	c.Header("Content-Type", jsonContentType)
	c.Status(http.StatusOK)
	zr, err := gzip.NewReader(bytes.NewReader(gz))
	if err == nil {
		_, err = io.Copy(c.Writer, zr)
	}
	if err != nil && c.Request.Context().Err() == nil {
		observe.Logger(s.log, c).Warn("sending a trace failed", "key", req.key, "error", err)
	}
}

// streamTrace writes a heavy trace's JSON straight to the client, gzipped when it
// takes gzip, and then keeps the gzip it sent with the trace in the cache (the page
// reloading a big tree, a second download, get it at once). Once started it is
// written to the end, past the request's deadline (its status is sent already: cut
// short, the client would read a broken JSON as an answer); it stops when the client
// goes away (the http.Server's write timeout bounds a client that stalls).
func (s *Server) streamTrace(c *gin.Context, req *request, e *traceEntry) {
	ctx := goneOnly{c.Request.Context()}
	defer s.traces.Hold(e.key)() // in use while it is sent, however long that takes
	setCapped(c, req)
	c.Header("Vary", "Accept-Encoding")
	c.Header("Content-Type", jsonContentType)
	var w io.Writer = c.Writer
	var zw *gzip.Writer
	var kept *bytes.Buffer
	if acceptsGzip(c) {
		c.Header("Content-Encoding", "gzip")
		kept = &bytes.Buffer{}
		zw, _ = gzip.NewWriterLevel(io.MultiWriter(c.Writer, kept), gzip.BestSpeed)
		w = zw
	}
	c.Status(http.StatusOK)
	bw := bufio.NewWriterSize(ctxWriter{ctx: ctx, w: w}, 64<<10)
	var err error
	if req.form == formColumns {
		err = e.t.WriteJSONColumns(bw, req.p.Problem())
	} else {
		err = e.t.WriteJSON(bw, req.p.Problem())
	}
	if err == nil {
		err = bw.Flush()
	}
	if err == nil && zw != nil {
		err = zw.Close()
	}
	if err != nil && ctx.Err() == nil {
		observe.Logger(s.log, c).Warn("sending a trace failed", "key", req.key, "error", err)
	}
	if err == nil && kept != nil && s.traces.get(e.key) == e {
		s.traces.setGzip(e, req.form, bytes.Clone(kept.Bytes()))
	}
}

// traceGzip returns the gzipped JSON of entry e in the given form, writing it the
// first time it is asked for, in a search slot (the writing costs about as much as
// the search). Concurrent requests for it share one writing, which stops if every one
// of them goes away.
func (s *Server) traceGzip(ctx context.Context, e *traceEntry, form string, prob trace.Problem) ([]byte, error) {
	if gz := e.gzipped(form); gz != nil {
		return gz, nil
	}
	deadline := time.Now().Add(s.cfg.TimeLimitCap + 30*time.Second)
	gz, err, _ := s.encodings.Do(ctx, e.key+"|"+form, deadline, func(ctx context.Context) ([]byte, error) {
		if gz := e.gzipped(form); gz != nil {
			return gz, nil
		}
		if err := s.slots.Acquire(ctx); err != nil {
			return nil, err
		}
		defer s.slots.Release()
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

// goneOnly is a request's context that ends only when its client goes away, not at its
// deadline.
type goneOnly struct{ context.Context }

func (g goneOnly) Err() error {
	if err := g.Context.Err(); errors.Is(err, context.Canceled) {
		return err
	}
	return nil
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
