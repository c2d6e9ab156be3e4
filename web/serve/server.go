package serve

import (
	"context"
	"log/slog"
	"net"
	"net/http"
	"time"

	"github.com/gametree/gametree/web/observe"
)

// Timeouts are the HTTP server's: reading one request, body included (Read), and
// answering one (Request; writing may take Request plus 30 s).
type Timeouts struct {
	Read, Request time.Duration
}

// NewHTTPServer is the http.Server of handler h, with the timeouts, the head limit's
// reading size (ReadHead) and log as its error log; its requests' contexts derive
// from d's, cancelled when a shutdown's grace period is over.
func NewHTTPServer(h http.Handler, t Timeouts, d *Drain, log *slog.Logger) *http.Server {
	base := d.baseContext()
	return &http.Server{
		Handler:           h,
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       t.Read,
		WriteTimeout:      t.Request + 30*time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    ReadHead, // a head over MaxHead gets a coded 431 (HeadLimit)
		ErrorLog:          observe.NewHTTPErrorLog(log),
		BaseContext:       func(net.Listener) context.Context { return base },
	}
}
