package workers

import (
	"bufio"
	"bytes"
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/render/graphviz"
	"github.com/gametree/gametree/render/svgconv"
)

// WorkerEnv is the environment variable that makes a process of this program a render
// worker (see MaybeRunWorker).
const WorkerEnv = "GAMETREE_RENDER_WORKER"

// Worker defaults.
const (
	DefaultMaxRenders = 200
	DefaultMaxRSS     = 300 << 20
)

// maxFrame bounds a frame of the worker protocol.
const maxFrame = 512 << 20

// Worker protocol: the parent writes a request frame, the worker answers with one
// response frame; a frame is a 4-byte big-endian length and that many bytes.
// A request is an operation byte and its data; a response is a status byte (0: the
// data is the SVG, 1: the data is an error message) and its data.
const (
	opSVG  = 'S' // render the DOT text that follows as SVG
	opPing = 'P' // start Graphviz (a tiny render) and answer
)

// MaybeRunWorker makes this process a render worker when WorkerEnv is set to "1": it
// serves render requests on standard input and output until standard input closes,
// then exits. main and every TestMain of a package that starts workers call it first.
// Otherwise it returns at once.
func MaybeRunWorker() {
	if os.Getenv(WorkerEnv) != "1" {
		return
	}
	out := os.Stdout
	// standard output carries frames only: anything else written there would break
	// the protocol, so it goes to standard error
	os.Stdout = os.Stderr
	os.Exit(serveWorker(os.Stdin, out))
}

func serveWorker(in io.Reader, out io.Writer) int {
	r := bufio.NewReaderSize(in, 64<<10)
	w := bufio.NewWriterSize(out, 64<<10)
	ctx := context.Background()
	for {
		req, err := readFrame(r)
		if err == io.EOF {
			return 0
		}
		if err != nil {
			fmt.Fprintln(os.Stderr, "render worker:", err)
			return 2
		}
		var data []byte
		status := byte(0)
		switch {
		case len(req) == 0:
			err = errors.New("empty request")
		case req[0] == opPing:
			_, err = graphviz.SVG(ctx, []byte("digraph{a}"))
		case req[0] == opSVG:
			data, err = graphviz.SVG(ctx, req[1:])
		default:
			err = fmt.Errorf("unknown request %q", req[0])
		}
		if err != nil {
			status, data = 1, []byte(err.Error())
		}
		if err := writeFrame(w, status, data); err != nil {
			return 2
		}
		if err := w.Flush(); err != nil {
			return 2
		}
	}
}

func writeFrame(w io.Writer, head byte, data []byte) error {
	if len(data)+1 > maxFrame {
		return fmt.Errorf("frame of %d bytes is over the limit", len(data)+1)
	}
	var h [5]byte
	binary.BigEndian.PutUint32(h[:4], uint32(len(data)+1))
	h[4] = head
	if _, err := w.Write(h[:]); err != nil {
		return err
	}
	_, err := w.Write(data)
	return err
}

func readFrame(r io.Reader) ([]byte, error) {
	var h [4]byte
	if _, err := io.ReadFull(r, h[:]); err != nil {
		return nil, err
	}
	n := binary.BigEndian.Uint32(h[:])
	if n == 0 || n > maxFrame {
		return nil, fmt.Errorf("bad frame length %d", n)
	}
	buf := make([]byte, n)
	if _, err := io.ReadFull(r, buf); err != nil {
		if err == io.EOF {
			err = io.ErrUnexpectedEOF
		}
		return nil, err
	}
	return buf, nil
}

// WorkerConfig configures a Worker. The zero value is ready to use.
type WorkerConfig struct {
	// MaxRenders recycles the worker process after that many renders (0: 200).
	MaxRenders int
	// MaxRSS recycles the worker process when its resident memory passes that many
	// bytes after a render (0: 300 MB). Read from /proc; ignored where there is none.
	MaxRSS int64
	// PNGScale is the number of pixels per point of PNG output (0: DefaultPNGScale).
	PNGScale float64
	// Path is the worker executable (default: this program, os.Executable), and Args
	// its arguments. The program must call MaybeRunWorker first thing.
	Path string
	Args []string
	// Stderr receives the worker's standard error (default: this process's).
	Stderr io.Writer
	// OnEvent, when set, is told of the worker process's life: started, recycled,
	// killed, exited by itself. It is called synchronously and must be quick.
	OnEvent func(WorkerEvent)
}

// Kinds of WorkerEvent.
const (
	EventStart   = "start"   // a worker process started
	EventRecycle = "recycle" // retired after MaxRenders renders or past MaxRSS
	EventKill    = "kill"    // killed: its render's deadline, a failed health check, frozen, closing
	EventExit    = "exit"    // it exited or died by itself (a crash): Status says how
)

// WorkerEvent is a step in a worker process's life.
type WorkerEvent struct {
	Kind    string
	PID     int
	Reason  string // why it was killed or recycled
	Status  string // how it ended ("exit status 3", "signal: killed"), for exit and kill
	Renders int    // renders it made
	RSS     int64  // its resident memory in bytes when known (recycle)
}

// Worker renders in a child process: this same program started with WorkerEnv=1.
// go-graphviz leaks memory with every render and cannot be interrupted, so the server
// keeps it out of its own process: requests are serialised to one child; a request
// whose context ends first kills the child (the next request starts a new one); the
// child is recycled after MaxRenders renders or when its memory passes MaxRSS.
// Worker is safe for concurrent use.
type Worker struct {
	cfg   WorkerConfig
	sem   chan struct{} // one request at a time
	child *child        // guarded by sem
	mu    sync.Mutex    // guards closed and stats
	// closed is set by Close
	closed bool
	stats  WorkerStats
	wg     sync.WaitGroup
	// busy is the child answering a request, since busySince (guarded by mu): the
	// pool's watchdog checks that it makes progress.
	busy      *child
	busySince time.Time
	// lastUsed is when the child last answered a render (guarded by sem).
	lastUsed time.Time
}

// WorkerStats counts what a Worker did.
type WorkerStats struct {
	Renders  int // successful renders
	Starts   int // worker processes started
	Kills    int // worker processes killed: at a deadline, frozen, failed health check
	Exits    int // worker processes that ended by themselves in a request (crashes)
	Recycles int // worker processes retired after MaxRenders or MaxRSS
	PID      int // the current worker process (0: none)
}

type child struct {
	cmd     *exec.Cmd
	in      io.WriteCloser
	out     *bufio.Reader
	stderr  *tailWriter
	renders int
	// killedFor is set by KillBusy before it kills the child.
	killedFor atomic.Pointer[string]
}

// NewWorker returns a worker renderer. No process starts until Warm or the first
// render.
func NewWorker(cfg WorkerConfig) *Worker {
	if cfg.MaxRenders <= 0 {
		cfg.MaxRenders = DefaultMaxRenders
	}
	if cfg.MaxRSS <= 0 {
		cfg.MaxRSS = DefaultMaxRSS
	}
	if cfg.Stderr == nil {
		cfg.Stderr = os.Stderr
	}
	return &Worker{cfg: cfg, sem: make(chan struct{}, 1)}
}

// Stats reports what the worker did so far.
func (w *Worker) Stats() WorkerStats {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.stats
}

func (w *Worker) isClosed() bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.closed
}

func (w *Worker) acquire(ctx context.Context) error {
	select {
	case w.sem <- struct{}{}:
	case <-ctx.Done():
		return fmt.Errorf("render: waiting for the worker: %w", ctx.Err())
	}
	if w.isClosed() {
		<-w.sem
		return errors.New("render: worker closed")
	}
	return nil
}

func (w *Worker) release() { <-w.sem }

// Ping checks that a running worker process answers; a worker not started yet is
// left so (nothing to check).
func (w *Worker) Ping(ctx context.Context) error {
	if err := w.acquire(ctx); err != nil {
		return err
	}
	defer w.release()
	if w.child == nil {
		return nil
	}
	_, err := w.roundTrip(ctx, w.child, opPing, nil)
	return err
}

// Warm starts the worker process and has it start Graphviz, so that the first render
// does not pay for it. Call it when the server starts.
func (w *Worker) Warm(ctx context.Context) error {
	if err := w.acquire(ctx); err != nil {
		return err
	}
	defer w.release()
	c, err := w.ensure()
	if err != nil {
		return err
	}
	_, err = w.roundTrip(ctx, c, opPing, nil)
	return err
}

// Render implements render.Renderer.
func (w *Worker) Render(ctx context.Context, dot []byte, format render.Format) ([]byte, error) {
	if done, finished, err := graphviz.Check(dot, format); finished || err != nil {
		return done, err
	}
	svg, err := w.svg(ctx, dot)
	if err != nil {
		return nil, err
	}
	if format == render.FormatPNG {
		return svgconv.RasterizeContext(ctx, svg, w.cfg.PNGScale)
	}
	return svg, nil
}

func (w *Worker) svg(ctx context.Context, dot []byte) ([]byte, error) {
	if err := w.acquire(ctx); err != nil {
		return nil, err
	}
	defer w.release()
	if err := ctx.Err(); err != nil {
		return nil, err
	}
	c, err := w.ensure()
	if err != nil {
		return nil, err
	}
	svg, err := w.roundTrip(ctx, c, opSVG, dot)
	if err != nil {
		return nil, err
	}
	w.lastUsed = time.Now()
	c.renders++
	w.mu.Lock()
	w.stats.Renders++
	w.mu.Unlock()
	reason := ""
	rss := w.rss(c)
	switch {
	case c.renders >= w.cfg.MaxRenders:
		reason = fmt.Sprintf("%d renders", c.renders)
	case rss > w.cfg.MaxRSS:
		reason = fmt.Sprintf("resident memory %d MB", rss>>20)
	}
	if reason != "" {
		w.event(WorkerEvent{Kind: EventRecycle, PID: c.cmd.Process.Pid, Reason: reason, Renders: c.renders, RSS: rss})
		w.retire(c)
		w.mu.Lock()
		w.stats.Recycles++
		w.mu.Unlock()
		w.warmLater()
	}
	return svg, nil
}

// ReasonIdle is why a worker process is stopped after idling (see Rest).
const ReasonIdle = "idle"

// Rest stops the worker process if it has rendered and then stayed idle for d or
// more, so that its memory goes back to the system (Graphviz's WebAssembly memory only
// grows: a process that drew a 2,047-node tree holds about 190 MB); the next render
// starts a new one. A worker busy now is left alone. It reports whether it stopped one.
func (w *Worker) Rest(d time.Duration) bool {
	select {
	case w.sem <- struct{}{}:
	default:
		return false // busy
	}
	defer w.release()
	c := w.child
	if c == nil || w.lastUsed.IsZero() || time.Since(w.lastUsed) < d {
		return false
	}
	w.event(WorkerEvent{Kind: EventRecycle, PID: c.cmd.Process.Pid, Reason: ReasonIdle, Renders: c.renders, RSS: w.rss(c)})
	w.retire(c)
	w.lastUsed = time.Time{}
	w.mu.Lock()
	w.stats.Recycles++
	w.mu.Unlock()
	return true
}

// warmLater starts a fresh worker in the background, so the next request finds it
// ready.
func (w *Worker) warmLater() {
	w.wg.Add(1)
	go func() {
		defer w.wg.Done()
		ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
		defer cancel()
		_ = w.Warm(ctx)
	}()
}

// ensure starts the child if there is none. Called with sem held.
func (w *Worker) ensure() (*child, error) {
	if w.child != nil {
		return w.child, nil
	}
	path := w.cfg.Path
	if path == "" {
		exe, err := os.Executable()
		if err != nil {
			return nil, fmt.Errorf("render: finding this program to start a worker: %w", err)
		}
		path = exe
	}
	cmd := exec.Command(path, w.cfg.Args...)
	cmd.Env = append(os.Environ(), WorkerEnv+"=1")
	setChildAttrs(cmd)
	tail := &tailWriter{w: w.cfg.Stderr}
	cmd.Stderr = tail
	in, err := cmd.StdinPipe()
	if err != nil {
		return nil, err
	}
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil, err
	}
	if err := cmd.Start(); err != nil {
		return nil, fmt.Errorf("render: starting the worker: %w", err)
	}
	w.child = &child{cmd: cmd, in: in, out: bufio.NewReaderSize(out, 64<<10), stderr: tail}
	w.mu.Lock()
	w.stats.Starts++
	w.stats.PID = cmd.Process.Pid
	w.mu.Unlock()
	w.event(WorkerEvent{Kind: EventStart, PID: cmd.Process.Pid})
	return w.child, nil
}

func (w *Worker) event(e WorkerEvent) {
	if w.cfg.OnEvent != nil {
		w.cfg.OnEvent(e)
	}
}

// Busy reports the worker process answering a request right now, and since when.
func (w *Worker) Busy() (pid int, since time.Time, ok bool) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.busy == nil {
		return 0, time.Time{}, false
	}
	return w.busy.cmd.Process.Pid, w.busySince, true
}

// ReasonFrozen is the reason of a worker process killed because it made no progress.
const ReasonFrozen = "frozen: no progress"

// KillBusy kills the worker process pid if it is still the one answering a request,
// for reason (ReasonFrozen: a watchdog found it making no progress). The request
// fails (a *WorkerError, Frozen for ReasonFrozen) and the next one starts a new
// process. It reports whether it killed.
func (w *Worker) KillBusy(pid int, reason string) bool {
	w.mu.Lock()
	defer w.mu.Unlock()
	c := w.busy
	if c == nil || c.cmd.Process.Pid != pid {
		return false
	}
	c.killedFor.Store(&reason)
	_ = c.cmd.Process.Kill()
	return true
}

// roundTrip sends one request and waits for its answer or for ctx to end, in which
// case the child is killed. Called with sem held.
func (w *Worker) roundTrip(ctx context.Context, c *child, op byte, data []byte) ([]byte, error) {
	type result struct {
		resp []byte
		err  error
	}
	ch := make(chan result, 1)
	w.mu.Lock()
	w.busy, w.busySince = c, time.Now()
	w.mu.Unlock()
	defer func() {
		w.mu.Lock()
		w.busy = nil
		w.mu.Unlock()
	}()
	go func() {
		if err := writeFrame(c.in, op, data); err != nil {
			ch <- result{err: err}
			return
		}
		resp, err := readFrame(c.out)
		ch <- result{resp, err}
	}()
	select {
	case r := <-ch:
		if r.err != nil {
			reason := ""
			if r := c.killedFor.Load(); r != nil {
				reason = *r
			}
			status := w.kill(c, reason)
			return nil, &WorkerError{
				PID: c.cmd.Process.Pid, Frozen: reason == ReasonFrozen, Status: status,
				ExitCode: c.cmd.ProcessState.ExitCode(),
				Detail:   strings.TrimSpace(r.err.Error() + "; " + lastLine(c.stderr.String())),
			}
		}
		if r.resp[0] != 0 {
			return nil, fmt.Errorf("render: %s", r.resp[1:])
		}
		return r.resp[1:], nil
	case <-ctx.Done():
		reason := "deadline"
		switch {
		case op == opPing:
			reason = "no answer to a health check"
		case !errors.Is(ctx.Err(), context.DeadlineExceeded):
			reason = "cancelled"
		}
		w.kill(c, reason)
		<-ch // the pipes are closed: the exchange ends
		return nil, fmt.Errorf("render: worker killed: %w", ctx.Err())
	}
}

// lastLine is the last non-empty line of s.
func lastLine(s string) string {
	s = strings.TrimSpace(s)
	if i := strings.LastIndexByte(s, '\n'); i >= 0 {
		s = s[i+1:]
	}
	return s
}

// kill ends the child at once and reports how it ended ("exit status 3", "signal:
// killed"). reason is why it is killed; empty when it failed by itself (its exit is
// reported, not a kill). Called with sem held.
func (w *Worker) kill(c *child, reason string) string {
	if c.cmd.Process != nil {
		_ = c.cmd.Process.Kill()
	}
	_ = c.in.Close()
	_ = c.cmd.Wait()
	if w.child == c {
		w.child = nil
	}
	status := ""
	if ps := c.cmd.ProcessState; ps != nil {
		status = ps.String()
	}
	w.mu.Lock()
	if reason != "" {
		w.stats.Kills++
	} else {
		w.stats.Exits++
	}
	w.stats.PID = 0
	w.mu.Unlock()
	kind := EventKill
	if reason == "" {
		kind = EventExit
	}
	w.event(WorkerEvent{Kind: kind, PID: c.cmd.Process.Pid, Reason: reason, Status: status, Renders: c.renders})
	return status
}

// retire lets the child finish: its input closes, it exits; killed if it lingers.
// Called with sem held.
func (w *Worker) retire(c *child) {
	_ = c.in.Close()
	done := make(chan struct{})
	go func() {
		_ = c.cmd.Wait()
		close(done)
	}()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		_ = c.cmd.Process.Kill()
		<-done
	}
	if w.child == c {
		w.child = nil
	}
	w.mu.Lock()
	w.stats.PID = 0
	w.mu.Unlock()
}

// rss reads the child's resident memory in bytes (0 when unknown).
func (w *Worker) rss(c *child) int64 {
	if c.cmd.Process == nil {
		return 0
	}
	data, err := os.ReadFile("/proc/" + strconv.Itoa(c.cmd.Process.Pid) + "/status")
	if err != nil {
		return 0
	}
	return parseVmRSS(data)
}

// parseVmRSS reads the VmRSS line of /proc/PID/status ("VmRSS:   123456 kB").
func parseVmRSS(status []byte) int64 {
	for _, line := range bytes.Split(status, []byte("\n")) {
		rest, ok := bytes.CutPrefix(line, []byte("VmRSS:"))
		if !ok {
			continue
		}
		f := strings.Fields(string(rest))
		if len(f) == 0 {
			return 0
		}
		n, err := strconv.ParseInt(f[0], 10, 64)
		if err != nil {
			return 0
		}
		if len(f) > 1 && strings.EqualFold(f[1], "kB") {
			n <<= 10
		}
		return n
	}
	return 0
}

// Close stops the worker process. Renders after Close fail.
func (w *Worker) Close() error {
	w.sem <- struct{}{}
	w.mu.Lock()
	w.closed = true
	w.mu.Unlock()
	if w.child != nil {
		w.retire(w.child)
	}
	<-w.sem
	w.wg.Wait()
	return nil
}

// tailWriter passes a child's standard error on and keeps its last bytes for error
// messages.
type tailWriter struct {
	mu   sync.Mutex
	w    io.Writer
	tail []byte
}

func (t *tailWriter) Write(p []byte) (int, error) {
	t.mu.Lock()
	t.tail = append(t.tail, p...)
	if len(t.tail) > 2048 {
		t.tail = append([]byte(nil), t.tail[len(t.tail)-2048:]...)
	}
	t.mu.Unlock()
	if t.w != nil {
		_, _ = t.w.Write(p)
	}
	return len(p), nil
}

func (t *tailWriter) String() string {
	t.mu.Lock()
	defer t.mu.Unlock()
	return string(t.tail)
}
