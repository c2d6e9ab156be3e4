package procpool

import (
	"bytes"
	"errors"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"
)

// The workers these tests start are this test binary, started again with Env set: it
// serves the test kind and exits here.
func TestMain(m *testing.M) {
	MaybeServe(Kind{Name: testKind, Start: testHandler})
	os.Exit(m.Run())
}

const testKind = "procpool-test"

// testHandler is a tiny worker: "echo X", "progress N", "fail MSG", "pid", "limits",
// "alloc BYTES", "exit CODE LINE", "kill"; "hold" and "spin" announce themselves on
// standard error ("holding PID") and sleep, or keep a CPU busy, until SIGUSR1.
func testHandler(Limits) Handler {
	usr1 := make(chan os.Signal, 1)
	signal.Notify(usr1, unix.SIGUSR1)
	return Handler{Serve: func(req []byte, progress func([]byte)) ([]byte, error) {
		op, arg, _ := strings.Cut(string(req), " ")
		switch op {
		case "echo":
			return []byte(arg), nil
		case "progress":
			n, _ := strconv.Atoi(arg)
			for i := range n {
				progress([]byte(strconv.Itoa(i + 1)))
			}
			return []byte("done"), nil
		case "fail":
			return nil, errors.New(arg)
		case "pid":
			return []byte(strconv.Itoa(os.Getpid())), nil
		case "limits":
			return fmt.Appendf(nil, "heap=%d procs=%d env=%s", debug.SetMemoryLimit(-1), runtime.GOMAXPROCS(0), os.Getenv("PROCPOOL_TEST")), nil
		case "alloc":
			n, _ := strconv.Atoi(arg)
			b := make([]byte, n)
			for i := 0; i < len(b); i += 4096 {
				b[i] = 1
			}
			return []byte(strconv.Itoa(len(b))), nil
		case "exit":
			code, line, _ := strings.Cut(arg, " ")
			fmt.Fprintln(os.Stderr, strings.ReplaceAll(line, `\n`, "\n"))
			n, _ := strconv.Atoi(code)
			os.Exit(n)
		case "kill":
			_ = unix.Kill(os.Getpid(), unix.SIGKILL)
			select {}
		case "hold", "spin":
			fmt.Fprintf(os.Stderr, "%s %d\n", op, os.Getpid())
			for x := 0; ; x++ {
				if op == "hold" {
					<-usr1
					return []byte("released"), nil
				}
				select {
				case <-usr1:
					return []byte("released"), nil
				default:
				}
			}
		}
		return nil, fmt.Errorf("unknown op %q", op)
	}}
}

// harness is a pool of test workers with what it tells: its events, its log, and the
// process ids of the workers that hold or spin.
type harness struct {
	*Pool
	logs   *syncBuffer
	held   chan int // "hold" and "spin" workers' pids, as they announce themselves
	sweeps chan struct{}

	mu     sync.Mutex
	events []Event
	next   int // the first event wait has not consumed
	wake   chan struct{}
}

// newHarness starts a pool of test workers and closes it when the test ends.
func newHarness(t *testing.T, cfg Config) *harness {
	t.Helper()
	h := &harness{logs: &syncBuffer{}, held: make(chan int, 100), sweeps: make(chan struct{}, 1), wake: make(chan struct{}, 1)}
	cfg.Kind = testKind
	cfg.Logger = slog.New(slog.NewTextHandler(h.logs, nil))
	cfg.Stderr = &announcements{pids: h.held}
	cfg.OnEvent = func(e Event) {
		h.mu.Lock()
		h.events = append(h.events, e)
		h.mu.Unlock()
		select {
		case h.wake <- struct{}{}:
		default:
		}
	}
	h.Pool = newPool(cfg, func() {
		select {
		case h.sweeps <- struct{}{}:
		default:
		}
	})
	t.Cleanup(func() { _ = h.Close() })
	return h
}

// waitEvent waits for the next event that matches, past those waited for before.
func (h *harness) waitEvent(t *testing.T, what string, match func(Event) bool) Event {
	t.Helper()
	timeout := time.After(time.Minute)
	for {
		h.mu.Lock()
		for i := h.next; i < len(h.events); i++ {
			if match(h.events[i]) {
				h.next = i + 1
				e := h.events[i]
				h.mu.Unlock()
				return e
			}
		}
		h.mu.Unlock()
		select {
		case <-h.wake:
		case <-timeout:
			t.Fatalf("no event: %s", what)
		}
	}
}

func kind(k string) func(Event) bool { return func(e Event) bool { return e.Kind == k } }

// heldPID waits for a "hold" or "spin" worker to announce itself.
func (h *harness) heldPID(t *testing.T) int {
	t.Helper()
	select {
	case pid := <-h.held:
		return pid
	case <-time.After(time.Minute):
		t.Fatal("no worker holds")
		return 0
	}
}

// waitUntil waits for a state of the pool (a queue's length) that no event marks.
func waitUntil(t *testing.T, what string, cond func() bool) {
	t.Helper()
	for start := time.Now(); !cond(); time.Sleep(time.Millisecond) {
		if time.Since(start) > time.Minute {
			t.Fatalf("timed out waiting for %s", what)
		}
	}
}

// announcements reads the workers' standard error for "hold PID" and "spin PID".
type announcements struct {
	mu   sync.Mutex
	buf  []byte
	pids chan int
}

func (a *announcements) Write(p []byte) (int, error) {
	a.mu.Lock()
	defer a.mu.Unlock()
	a.buf = append(a.buf, p...)
	for {
		i := bytes.IndexByte(a.buf, '\n')
		if i < 0 {
			return len(p), nil
		}
		words := strings.Fields(string(a.buf[:i]))
		if len(words) == 2 && (words[0] == "hold" || words[0] == "spin") {
			if pid, err := strconv.Atoi(words[1]); err == nil {
				a.pids <- pid
			}
		}
		a.buf = a.buf[i+1:]
	}
}

// release lets a holding worker answer.
func release(t *testing.T, pid int) {
	t.Helper()
	if err := syscall.Kill(pid, syscall.SIGUSR1); err != nil {
		t.Fatal(err)
	}
}

// syncBuffer is a log destination safe for concurrent writes.
type syncBuffer struct {
	mu  sync.Mutex
	buf bytes.Buffer
}

func (b *syncBuffer) Write(p []byte) (int, error) {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.Write(p)
}

func (b *syncBuffer) String() string {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.buf.String()
}
