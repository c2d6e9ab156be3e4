package sandbox

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gametree/gametree/lab"
)

// Config configures a Pool. The zero value of a field means its default.
type Config struct {
	// Workers is the number of worker processes (default: the CPUs, 1 to 4).
	Workers int
	// Queue is how many requests may wait for a worker (default 64); past that a
	// request fails at once with lab.busy.
	Queue int
	// Wait is how long a new piece of work waits for a worker (default 2 s) before it
	// fails with lab.busy.
	Wait time.Duration
	// HeapBytes is a worker's heap bound (default 256 MB): past it the running program
	// stops with lab.memory, its position known.
	HeapBytes uint64
	// AddressSpace is the address space a worker may add to what it has when it starts
	// (default 1 GB, Linux): an allocation past it ends the worker (lab.memory).
	AddressSpace uint64
	// Grace is how long past a request's deadline a worker may take before it is killed
	// (default 1 s): a builtin running long does not notice the deadline itself.
	Grace time.Duration
}

func (c *Config) setDefaults() {
	if c.Workers <= 0 {
		c.Workers = min(max(runtime.NumCPU(), 1), 4)
	}
	if c.Queue <= 0 {
		c.Queue = 64
	}
	if c.Wait <= 0 {
		c.Wait = 2 * time.Second
	}
	if c.HeapBytes == 0 {
		c.HeapBytes = lab.DefaultLimits.HeapBytes
	}
	if c.AddressSpace == 0 {
		c.AddressSpace = 1 << 30
	}
	if c.Grace <= 0 {
		c.Grace = time.Second
	}
}

// Pool runs requests on worker processes, one request at a time per worker.
type Pool struct {
	cfg     Config
	idle    chan *proc
	waiting atomic.Int64
	// Counters, for tests and metrics.
	Started, Crashed, Killed, Busy atomic.Int64
	closeOnce                      sync.Once
	mu                             sync.Mutex
	all                            map[*proc]bool
}

// NewPool makes a pool; its workers start with their first request.
func NewPool(cfg Config) *Pool {
	cfg.setDefaults()
	p := &Pool{cfg: cfg, idle: make(chan *proc, cfg.Workers), all: map[*proc]bool{}}
	for range cfg.Workers {
		p.idle <- &proc{}
	}
	return p
}

// Config is the pool's configuration, defaults filled in.
func (p *Pool) Config() Config { return p.cfg }

// proc is one worker process (not started until its first request).
type proc struct {
	cmd    *exec.Cmd
	in     io.WriteCloser
	out    *bufio.Reader
	stderr *tail
	done   chan struct{} // closed when the process has exited
}

// tail keeps the first and the last bytes written to it (a worker's standard error:
// a fatal error's first line, then the goroutines).
type tail struct {
	mu   sync.Mutex
	head []byte
	buf  []byte
}

func (t *tail) Write(b []byte) (int, error) {
	t.mu.Lock()
	defer t.mu.Unlock()
	if n := min(len(b), 2<<10-len(t.head)); n > 0 {
		t.head = append(t.head, b[:n]...)
	}
	t.buf = append(t.buf, b...)
	if len(t.buf) > 8<<10 {
		t.buf = t.buf[len(t.buf)-8<<10:]
	}
	return len(b), nil
}

func (t *tail) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.head) + "\n…\n" + string(t.buf)
}

func (p *Pool) start(w *proc, diagnose bool) error {
	exe, err := os.Executable()
	if err != nil {
		return err
	}
	cmd := exec.Command(exe)
	cmd.Env = append(os.Environ(), fmt.Sprintf("%s=%d,%d", WorkerEnv, p.cfg.HeapBytes, p.cfg.AddressSpace), "GOMAXPROCS=2")
	if diagnose {
		cmd.Env = append(cmd.Env, "GOTRACEBACK=none") // its last position stays in the tail
	}
	cmd.SysProcAttr = childAttrs()
	in, err := cmd.StdinPipe()
	if err != nil {
		return err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return err
	}
	w.stderr = &tail{}
	cmd.Stderr = w.stderr
	if err := cmd.Start(); err != nil {
		return err
	}
	w.cmd, w.in, w.out, w.done = cmd, in, bufio.NewReaderSize(out, 256<<10), make(chan struct{})
	go func() { cmd.Wait(); close(w.done) }()
	p.Started.Add(1)
	p.mu.Lock()
	p.all[w] = true
	p.mu.Unlock()
	return nil
}

// kill ends a worker and forgets it: its slot gets a fresh one.
func (p *Pool) kill(w *proc) {
	if w.cmd != nil && w.cmd.Process != nil {
		w.cmd.Process.Kill()
		<-w.done
	}
	p.mu.Lock()
	delete(p.all, w)
	p.mu.Unlock()
}

// ErrBusy is the error of a request that found no worker in time.
var ErrBusy = &lab.Error{Kind: "lab.busy"}

// acquire takes an idle worker, waiting at most wait.
func (p *Pool) acquire(ctx context.Context, wait time.Duration) (*proc, error) {
	select {
	case w := <-p.idle:
		return w, nil
	default:
	}
	if p.waiting.Add(1) > int64(p.cfg.Queue) {
		p.waiting.Add(-1)
		p.Busy.Add(1)
		return nil, ErrBusy
	}
	defer p.waiting.Add(-1)
	t := time.NewTimer(wait)
	defer t.Stop()
	select {
	case w := <-p.idle:
		return w, nil
	case <-t.C:
		p.Busy.Add(1)
		return nil, ErrBusy
	case <-ctx.Done():
		return nil, ctx.Err()
	}
}

// Do runs req on a worker, waiting at most wait for one, and returns the final
// response (Err set when the program failed). progress, when not nil, receives the
// progress lines of a job. source is sent when the worker does not have the program.
// The error is a failure to run at all (busy, cancelled) or an *lab.Error for a worker
// that died (memory, time, crash).
func (p *Pool) Do(ctx context.Context, req *Request, source string, wait time.Duration, progress func(json.RawMessage)) (*Response, error) {
	w, err := p.acquire(ctx, wait)
	if err != nil {
		return nil, err
	}
	resp, err := p.run(ctx, w, req, source, progress)
	if err != nil {
		p.kill(w)
		w = &proc{}
		if le, ok := err.(*lab.Error); ok && le.Kind == lab.CodeMemory && le.Line == 0 && !req.Diagnose {
			// one allocation past the address space ended the worker: the same request,
			// run again with the positions written, dies at the same place and says where
			d := *req
			d.Diagnose = true
			dresp, derr := p.run(ctx, w, &d, source, nil)
			switch dl, ok := derr.(*lab.Error); {
			case ok && dl.Kind == lab.CodeMemory && dl.Line > 0: // it died again: where
				le.Line, le.Col = deathPosition(source, dl.Line, dl.Col)
			case derr == nil && dresp.Err != nil && dresp.Err.Kind == lab.CodeMemory && dresp.Err.Line > 0:
				le.Line, le.Col = dresp.Err.Line, dresp.Err.Col // the watchdog stopped it this time
			}
			p.kill(w) // a diagnosing worker is slow: never kept
			w = &proc{}
		}
	}
	p.idle <- w
	return resp, err
}

func (p *Pool) run(ctx context.Context, w *proc, req *Request, source string, progress func(json.RawMessage)) (*Response, error) {
	if w.cmd == nil {
		if err := p.start(w, req.Diagnose); err != nil {
			return nil, &lab.Error{Kind: lab.CodeCrash, Detail: err.Error()}
		}
	}
	// the deadline: past it (and the grace), the worker is killed
	limit := time.Duration(req.Millis)*time.Millisecond + p.cfg.Grace
	var timedOut atomic.Bool
	stop := make(chan struct{})
	var mu sync.Mutex
	finished := false
	defer func() {
		mu.Lock()
		finished = true
		mu.Unlock()
		close(stop)
	}()
	go func() {
		t := time.NewTimer(limit)
		defer t.Stop()
		select {
		case <-t.C:
			timedOut.Store(true)
		case <-ctx.Done():
		case <-stop:
			return
		}
		mu.Lock()
		defer mu.Unlock()
		if !finished && w.cmd.Process != nil {
			w.cmd.Process.Kill()
		}
	}()
	send := func(r *Request) error {
		b, _ := json.Marshal(r)
		b = append(b, '\n')
		_, err := w.in.Write(b)
		return err
	}
	sentSource := false
	if err := send(req); err != nil {
		return nil, p.died(w, &timedOut, ctx, req)
	}
	for {
		line, err := w.out.ReadBytes('\n')
		if err != nil {
			return nil, p.died(w, &timedOut, ctx, req)
		}
		var resp Response
		if err := json.Unmarshal(line, &resp); err != nil {
			return nil, &lab.Error{Kind: lab.CodeCrash, Detail: "bad answer from the worker"}
		}
		switch {
		case resp.Progress != nil:
			if progress != nil {
				progress(resp.Progress)
			}
		case resp.NeedSource && !sentSource:
			sentSource = true
			r := *req
			r.Source = source
			if err := send(&r); err != nil {
				return nil, p.died(w, &timedOut, ctx, req)
			}
		case resp.NeedSource:
			return nil, &lab.Error{Kind: lab.CodeCrash, Detail: "the worker asked for the source twice"}
		default:
			return &resp, nil
		}
	}
}

// died says why a worker stopped answering: killed at the deadline (lab.time), out of
// memory (lab.memory), the request cancelled, or another crash.
func (p *Pool) died(w *proc, timedOut *atomic.Bool, ctx context.Context, req *Request) error {
	select {
	case <-w.done:
	case <-time.After(2 * time.Second):
		w.cmd.Process.Kill()
		<-w.done
	}
	stderr := w.stderr.String()
	switch {
	case timedOut.Load():
		p.Killed.Add(1)
		return &lab.Error{Kind: lab.CodeTime, Limit: req.Millis}
	case ctx.Err() != nil:
		p.Killed.Add(1)
		return ctx.Err()
	}
	p.Crashed.Add(1)
	if isOutOfMemory(stderr) {
		e := &lab.Error{Kind: lab.CodeMemory, Limit: int64(p.cfg.AddressSpace)}
		if req.Diagnose {
			e.Line, e.Col = lastPosition(stderr)
		}
		return e
	}
	if strings.Contains(stderr, "stack exceeds") {
		return &lab.Error{Kind: lab.CodeRecursion}
	}
	return &lab.Error{Kind: lab.CodeCrash, Detail: lastLine(stderr)}
}

// deathPosition is where the code died, from the last position a diagnosing worker
// wrote: the interpreter reports an instruction's position before it runs the next one,
// so a worker that died in a function's first statement last wrote the def's; then the
// first statement of its body is meant.
func deathPosition(source string, line, col int) (int, int) {
	lines := strings.Split(source, "\n")
	if line < 1 || line > len(lines) || !strings.HasPrefix(strings.TrimSpace(lines[line-1]), "def ") {
		return line, col
	}
	for i := line; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		if t == "" || strings.HasPrefix(t, "#") {
			continue
		}
		return i + 1, len(lines[i]) - len(strings.TrimLeft(lines[i], " \t")) + 1
	}
	return line, col
}

// lastPosition is the last position a diagnosing worker wrote.
func lastPosition(stderr string) (line, col int) {
	i := strings.LastIndex(stderr, posMark+" ")
	if i < 0 {
		return 0, 0
	}
	rest, _, _ := strings.Cut(stderr[i+len(posMark)+1:], "\n")
	fmt.Sscan(rest, &line, &col)
	return line, col
}

func isOutOfMemory(stderr string) bool {
	for _, s := range []string{"out of memory", "cannot allocate memory", "failed to create new OS thread"} {
		if strings.Contains(stderr, s) {
			return true
		}
	}
	return false
}

func lastLine(s string) string {
	lines := bytes.Split(bytes.TrimSpace([]byte(s)), []byte("\n"))
	for _, l := range lines {
		if bytes.HasPrefix(l, []byte("fatal error:")) || bytes.HasPrefix(l, []byte("panic:")) {
			return string(l)
		}
	}
	if len(lines) == 0 {
		return "exited"
	}
	return string(lines[len(lines)-1])
}

// Close ends every worker.
func (p *Pool) Close() error {
	p.closeOnce.Do(func() {
		p.mu.Lock()
		ws := make([]*proc, 0, len(p.all))
		for w := range p.all {
			ws = append(ws, w)
		}
		p.mu.Unlock()
		for _, w := range ws {
			if w.in != nil {
				w.in.Close()
			}
			select {
			case <-w.done:
			case <-time.After(time.Second):
				p.kill(w)
			}
		}
	})
	return nil
}

// Processes is how many worker processes are running.
func (p *Pool) Processes() int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return len(p.all)
}
