package web

import (
	"encoding/json"
	"net/http"

	"github.com/gin-gonic/gin"
)

// ndjsonStream answers NDJSON (application/x-ndjson): each line written as one JSON
// value and flushed at once, the header sent with the first (the code lab's jobs and
// queue, /api/solve?stream=true).
type ndjsonStream struct {
	c       *gin.Context
	started bool
}

func newNDJSON(c *gin.Context) *ndjsonStream { return &ndjsonStream{c: c} }

func (w *ndjsonStream) line(v any) {
	if !w.started {
		w.started = true
		w.c.Header("Content-Type", "application/x-ndjson; charset=utf-8")
		w.c.Header("X-Content-Type-Options", "nosniff")
		w.c.Header("Cache-Control", "no-store")
		w.c.Status(http.StatusOK)
	}
	b, _ := json.Marshal(v)
	w.c.Writer.Write(append(b, '\n'))
	w.c.Writer.Flush()
}
