package observe

import (
	"context"
	"fmt"
	"log/slog"
	"math/rand/v2"
	"time"
)

// Note is what the access line tells about one request. The middleware makes it;
// handlers fill in what they know (NoteOf). Only the request's own goroutine writes
// it.
type Note struct {
	ID     string
	Lang   string
	Search time.Duration // the search, when this request ran it or waited for it
	Render time.Duration // the drawing, when this request made it or waited for it
	Cache  string        // the trace cache: hit, shared (another request's search) or miss
	Image  string        // the picture cache: hit, shared or miss
}

type noteKey struct{}

// NoteOf is the request's note (a throwaway one outside a request, so callers never
// check for nil). ctx may be the *gin.Context (Engine.ContextWithFallback) or the
// request's context.
func NoteOf(ctx context.Context) *Note {
	if n, ok := ctx.Value(noteKey{}).(*Note); ok {
		return n
	}
	return &Note{}
}

// withNote is ctx carrying n.
func withNote(ctx context.Context, n *Note) context.Context {
	return context.WithValue(ctx, noteKey{}, n)
}

// RequestID is the id of the request ctx belongs to ("" outside one).
func RequestID(ctx context.Context) string { return NoteOf(ctx).ID }

// Logger is l with the request's id, when ctx is a request's.
func Logger(l *slog.Logger, ctx context.Context) *slog.Logger {
	if id := RequestID(ctx); id != "" {
		return l.With("request_id", id)
	}
	return l
}

// RequestIDHeader carries the request's id: taken from the client when it is a
// sensible id (a proxy's), else made here; always sent back.
const RequestIDHeader = "X-Request-Id"

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
