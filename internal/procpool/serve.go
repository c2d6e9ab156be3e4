package procpool

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"runtime"
	"runtime/debug"
)

// Handler is a kind of worker's side of the protocol, in the worker process.
type Handler struct {
	// Serve answers one request. progress sends a progress message before the
	// answer; an error is sent as its text (the pool's caller gets a *RemoteError).
	Serve func(req []byte, progress func([]byte)) ([]byte, error)
	// Ping, when set, answers a health check (and warms the worker up: Pool.Warm
	// pings). Without it a health check only proves the worker reads and writes.
	Ping func() error
	// After, when set, runs after each answer is sent (to hand memory back, say).
	After func()
}

// Kind is a kind of worker a program can serve: its name (Config.Kind) and how a
// worker process of that kind makes its Handler, once, given the limits the process
// set itself. The packages that start workers say theirs (render/workers.Kind,
// sandbox.Kind); nothing registers them in a package variable.
type Kind struct {
	Name  string
	Start func(Limits) Handler
}

// MaybeServe makes this process a worker when Env is set: it sets its limits, serves
// requests of the kind Env names (one of kinds) on standard input and output until
// standard input closes, then exits. main, and the TestMain of every package whose
// tests start workers, call it first thing with the kinds they start; otherwise it
// returns at once.
func MaybeServe(kinds ...Kind) {
	v := os.Getenv(Env)
	if v == "" {
		return
	}
	os.Exit(serveProcess(v, kinds))
}

func serveProcess(v string, kinds []Kind) int {
	s, err := parseSpec(v)
	if err == nil {
		err = s.apply()
	}
	var start func(Limits) Handler
	for _, k := range kinds {
		if k.Name == s.kind {
			start = k.Start
		}
	}
	if err == nil && start == nil {
		err = fmt.Errorf("this program serves no worker of kind %q", s.kind)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "worker:", err)
		return 3
	}
	out := os.Stdout
	// standard output carries frames only: anything else written there would break
	// the protocol, so it goes to standard error
	os.Stdout = os.Stderr
	return serve(os.Stdin, out, start(s.Limits))
}

// apply sets the process's limits.
func (s spec) apply() error {
	if s.AddressSpace > 0 {
		if err := limitAddressSpace(s.AddressSpace); err != nil {
			return fmt.Errorf("address-space limit: %w", err)
		}
	}
	if s.HeapBytes > 0 {
		debug.SetMemoryLimit(int64(min(s.HeapBytes, 1<<62)))
	}
	if s.Procs > 0 {
		runtime.GOMAXPROCS(s.Procs)
	}
	return nil
}

// serve is the worker's loop: a request, its progress and its answer at a time.
func serve(in io.Reader, out io.Writer, h Handler) int {
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriterSize(out, 64<<10)
	progress := func(b []byte) {
		if writeFrame(w, frameProgress, b) == nil {
			_ = w.Flush()
		}
	}
	for {
		typ, req, err := readFrame(r)
		if err == io.EOF {
			return 0
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "worker:", err)
			return 2
		}
		var answer []byte
		switch typ {
		case framePing:
			if h.Ping != nil {
				err = h.Ping()
			}
		case frameRequest:
			answer, err = h.Serve(req, progress)
		default:
			err = fmt.Errorf("unknown frame %q", typ)
		}
		if err != nil {
			err = writeFrame(w, frameError, []byte(err.Error()))
		} else {
			err = writeFrame(w, frameAnswer, answer)
		}
		if err = errors.Join(err, w.Flush()); err != nil {
			fmt.Fprintln(os.Stderr, "worker: answering:", err)
			return 2
		}
		if h.After != nil {
			h.After()
		}
	}
}
