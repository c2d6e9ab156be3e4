package procpool

import (
	"io"
	"strings"
	"sync"
)

// Sizes of what a tailWriter keeps.
const (
	tailHead = 2 << 10 // the first bytes: a fatal error's first line
	tailKeep = 8 << 10 // the last bytes: how it ended
)

// tailWriter is a worker's standard error: it passes it on and keeps its first and
// its last bytes, read when the worker dies.
type tailWriter struct {
	w       io.Writer
	mu      sync.Mutex
	head    []byte
	tail    []byte
	dropped bool // the tail lost bytes after the head's
}

func newTailWriter(w io.Writer) *tailWriter {
	if w == nil {
		w = io.Discard
	}
	return &tailWriter{w: w}
}

func (t *tailWriter) Write(p []byte) (int, error) {
	t.mu.Lock()
	if n := min(len(p), tailHead-len(t.head)); n > 0 {
		t.head = append(t.head, p[:n]...)
	}
	t.tail = append(t.tail, p...)
	if len(t.tail) > tailKeep {
		t.tail = append(t.tail[:0], t.tail[len(t.tail)-tailKeep:]...)
		t.dropped = true
	}
	t.mu.Unlock()
	_, _ = t.w.Write(p)
	return len(p), nil
}

// String is what the worker wrote: all of it, or its first and last bytes.
func (t *tailWriter) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	if !t.dropped {
		return string(t.tail)
	}
	return string(t.head) + "\n…\n" + string(t.tail)
}

// lastLine is the line that says why a process ended: a Go runtime's "fatal error:"
// or "panic:" line (the goroutines' stacks follow it), else the last non-empty line.
func lastLine(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for _, l := range lines {
		if strings.HasPrefix(l, "fatal error:") || strings.HasPrefix(l, "panic:") {
			return strings.TrimSpace(l)
		}
	}
	return strings.TrimSpace(lines[len(lines)-1])
}

// Causes of a worker's death by itself, as its standard error tells.
const (
	CauseMemory = "out of memory"  // an allocation failed (AddressSpace, the machine)
	CauseStack  = "stack exceeded" // a goroutine's stack passed its limit
	CauseCrash  = "crash"          // anything else
)

// deathCause reads a dead worker's standard error.
func deathCause(stderr string) string {
	for _, s := range []string{"out of memory", "cannot allocate memory", "failed to create new OS thread"} {
		if strings.Contains(stderr, s) {
			return CauseMemory
		}
	}
	if strings.Contains(stderr, "stack exceeds") {
		return CauseStack
	}
	return CauseCrash
}
