package observe

import (
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"

	"github.com/gin-gonic/gin"
)

// Recover turns a panic in a handler into an answer: the panic and its stack go to
// log only, under the request's id, and answer (the server's coded 500, which carries
// the same id) is written unless the answer has begun already (then the client sees
// it cut short).
func Recover(log *slog.Logger, m *Metrics, answer func(c *gin.Context)) gin.HandlerFunc {
	return func(c *gin.Context) {
		defer func() {
			v := recover()
			if v == nil {
				return
			}
			if v == http.ErrAbortHandler { //nolint:errorlint // net/http's own sentinel, compared as it does
				panic(v)
			}
			Logger(log, c).Error("panic", "route", c.FullPath(), "panic", fmt.Sprint(v), "stack", string(debug.Stack()))
			m.panics.Inc()
			if c.Writer.Written() {
				c.Abort()
				return
			}
			h := c.Writer.Header()
			h.Del("Content-Encoding")
			h.Del("Content-Disposition")
			answer(c)
		}()
		c.Next()
	}
}
