package web

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/sandbox"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/apierr"
	"github.com/gametree/gametree/web/form"
	"github.com/gametree/gametree/web/lanes"
)

// The code lab's own lane. Student code (checks, lab:HASH searches, tournaments,
// quality scores) runs in turns of the sandbox pool's Lane: one FIFO per client,
// served round-robin, at most sandbox.Config.PerClient pieces per client; it never
// takes the light lane's search slots (explore_search.go takes a lab turn instead).
//
// A client is the page's own name for itself (header X-Lab-Client, or the cookie
// gt_lab_client that codelab-lane.js makes once per browser), else its address. A check asked with
// "Accept: application/x-ndjson" that has to wait streams its place in the queue,
//
//	{"queued":{"position":3}}
//	{"queued":{"position":1}}
//	{"status":200,"answer":{...the check's usual JSON answer...}}
//
// and one whose turn comes at once answers as always (plain JSON): the page reads
// either. A client past its share gets 429 lab.fair_share with Retry-After.

// labClientHeader and labClientCookie name a client of the lab lane (the page sets
// the cookie: every request of its own carries it).
const (
	labClientHeader = "X-Lab-Client"
	labClientCookie = "gt_lab_client"
)

// labFairRetry is the Retry-After of a client past its share, in seconds.
const labFairRetry = "5"

// labClientID is the client a request comes from: the page's name for itself
// (letters, digits, '-' and '_', at most 64), else its address.
func labClientID(c *gin.Context) string {
	id := strings.TrimSpace(c.GetHeader(labClientHeader))
	if id == "" {
		id, _ = c.Cookie(labClientCookie)
	}
	if id != "" && len(id) <= 64 && strings.Trim(id, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_") == "" {
		return "page:" + id
	}
	return "ip:" + c.ClientIP()
}

// labClient names the request's client for the lab lane (every /api request: a
// lab:HASH search takes its turn as that client).
func (s *Server) labClient(c *gin.Context) {
	c.Request = c.Request.WithContext(sandbox.WithClient(c.Request.Context(), labClientID(c), nil))
	c.Next()
}

// wantsStream reports whether the request asks for the NDJSON stream.
func wantsStream(c *gin.Context) bool {
	return strings.Contains(c.GetHeader("Accept"), "application/x-ndjson")
}

// labTurn waits for the request's turn in the lab lane before its handler runs (so
// its budget and its request deadline count from its turn), streaming its place in
// the queue when it asks for the stream and has to wait.
func (s *Server) labTurn(c *gin.Context) {
	if _, err := form.Values(c, labMaxBody); err != nil { // its language, its client
		s.labFail(c, err)
		return
	}
	stream := wantsStream(c)
	var ls *ndjsonStream
	queued := func(pos int) {
		if stream {
			if ls == nil {
				ls = newNDJSON(c)
			}
			ls.line(gin.H{"queued": gin.H{"position": pos}})
		}
	}
	ctx := sandbox.WithClient(c.Request.Context(), labClientID(c), queued)
	tctx, give, err := s.codelab.pool.Turn(ctx)
	if err != nil {
		if ls != nil {
			s.labStreamError(c, ls, err)
			c.Abort()
			return
		}
		s.labFail(c, err)
		return
	}
	defer give()
	c.Request = c.Request.WithContext(tctx)
	if ls == nil { // no wait: the usual answer
		c.Next()
		return
	}
	w := &capturedAnswer{ResponseWriter: c.Writer, status: http.StatusOK}
	c.Writer = w
	c.Next()
	c.Writer = w.ResponseWriter
	ls.line(gin.H{"status": w.status, "answer": json.RawMessage(bytes.TrimSpace(w.body.Bytes()))})
}

// capturedAnswer keeps a handler's answer (its status and JSON) to send it as the
// last line of a stream already started.
type capturedAnswer struct {
	gin.ResponseWriter
	status int
	body   bytes.Buffer
}

func (w *capturedAnswer) WriteHeader(code int)              { w.status = code }
func (w *capturedAnswer) WriteHeaderNow()                   {}
func (w *capturedAnswer) Write(b []byte) (int, error)       { return w.body.Write(b) }
func (w *capturedAnswer) WriteString(s string) (int, error) { return w.body.WriteString(s) }
func (w *capturedAnswer) Status() int                       { return w.status }
func (w *capturedAnswer) Size() int                         { return w.body.Len() }
func (w *capturedAnswer) Written() bool                     { return w.body.Len() > 0 }
func (w *capturedAnswer) Flush()                            {}
func (w *capturedAnswer) Header() http.Header               { return w.ResponseWriter.Header() }

// labJobTurn waits for a job's turn (a tournament, a quality score: already a
// stream), its place in the queue streamed as it changes; its budget starts then.
func (s *Server) labJobTurn(ctx context.Context, c *gin.Context, ls *ndjsonStream) (context.Context, func(), error) {
	queued := func(pos int) { ls.line(gin.H{"queued": gin.H{"position": pos}}) }
	return s.codelab.pool.Turn(sandbox.WithClient(ctx, labClientID(c), queued))
}

// labTurnError is the API error of a lab turn refused: 429 with Retry-After past the
// client's share or the lane's wait, else the error as it is (cancelled).
func labTurnError(err error) error {
	var le *lab.Error
	if !errors.As(err, &le) {
		return err
	}
	ae := apierr.Of(http.StatusTooManyRequests, le)
	if le.Kind == sandbox.CodeFairShare {
		ae.Retry, _ = strconv.Atoi(labFairRetry)
	}
	return ae
}

// labTraceWait is how long a search of a student's code (eval=lab:..., game=lab:...)
// waits for its turn in the lab lane: what its request's deadline leaves after the
// search's own budget (at least 2 s); past it, 429 lab.busy with Retry-After.
func (s *Server) labTraceWait() time.Duration {
	return max(s.cfg.RequestTimeout-labSearchTime-time.Second, 2*time.Second)
}

// drawsFor is the drawing limit of a problem: the lab's own for a student's code
// (drawing its game asks its code for the boards), else the light lane's.
func (s *Server) drawsFor(p *trace.Params) *lanes.Draws {
	if p.IsExternal() {
		return s.codelab.draws
	}
	return s.drawLimit
}
