package observe

import (
	"bytes"
	"fmt"
	"io"
	"log"
	"log/slog"
	"strings"
	"sync"
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

// NewHTTPErrorLog is the http.Server's error log, written through the server's logger.
func NewHTTPErrorLog(l *slog.Logger) *log.Logger {
	return slog.NewLogLogger(l.Handler(), slog.LevelWarn)
}

// LineLogger is an io.Writer that logs each line written to it as one record at
// level warn with msg, so that a child process's error output (the render worker's)
// joins the structured log instead of breaking it.
type LineLogger struct {
	l       *slog.Logger
	msg     string
	mu      sync.Mutex
	pending []byte
}

// NewLineLogger logs each line written to it as one record at level warn with msg.
func NewLineLogger(l *slog.Logger, msg string) *LineLogger { return &LineLogger{l: l, msg: msg} }

// maxLoggedLine is the longest line kept whole; a longer one is logged in pieces.
const maxLoggedLine = 4096

func (w *LineLogger) Write(p []byte) (int, error) {
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
