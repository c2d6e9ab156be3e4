package serve

import (
	"net/http"

	"github.com/gin-gonic/gin"

	"github.com/gametree/gametree/web/apierr"
)

// The size of a request's head: its request line and headers.
const (
	// MaxHead is the most a request's line and headers may hold: more is answered 431
	// with a coded message in the request's language, saying what to send instead.
	MaxHead = 64 << 10
	// ReadHead is how much of a head the HTTP server reads (http.Server.MaxHeaderBytes)
	// so that a head over MaxHead reaches HeadLimit. Past it Go answers its own
	// plain-text 431 before any handler runs: a head of a megabyte is no page's.
	ReadHead = 1 << 20
)

// headSize is the size of the request's line and headers as sent (near enough: each
// header line "Name: value\r\n").
func headSize(r *http.Request) int {
	n := len(r.Method) + 1 + len(r.RequestURI) + 1 + len(r.Proto) + 2
	if r.RequestURI == "" { // a handler test's request
		n += len(r.URL.String())
	}
	for k, vs := range r.Header {
		for _, v := range vs {
			n += len(k) + 2 + len(v) + 2
		}
	}
	return n + len(r.Host) + len("Host: \r\n") + 2
}

// HeadLimit is the middleware that answers a request whose line and headers pass
// MaxHead with answer (given a 431 in the request's language, after Connection:
// close).
func HeadLimit(answer func(c *gin.Context, err error)) gin.HandlerFunc {
	return func(c *gin.Context) {
		if n := headSize(c.Request); n > MaxHead {
			c.Header("Connection", "close")
			answer(c, apierr.New(http.StatusRequestHeaderFieldsTooLarge, "web.head_too_large", "size", n, "max", MaxHead))
			return
		}
		c.Next()
	}
}
