package sandbox

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"runtime"
	"strings"
	"time"

	"github.com/gametree/gametree/internal/procpool"
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
	// PerClient is how many pieces of code one client may have in the lane, running or
	// waiting (default 4; see Lane), LaneWait how long one may wait for its turn
	// (default 3 min).
	PerClient int
	LaneWait  time.Duration
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

// workerProcs is a worker's GOMAXPROCS.
const workerProcs = 2

// Pool runs requests on worker processes (a procpool.Pool of lab workers), one
// request at a time per worker.
type Pool struct {
	cfg  Config
	pp   *procpool.Pool
	lane *Lane // the fair queue in front of the workers (lane.go)
}

// NewPool makes a pool; its workers start with their first request.
func NewPool(cfg Config) *Pool {
	cfg.setDefaults()
	return &Pool{cfg: cfg, lane: NewLane(LaneConfig{Slots: cfg.Workers, PerClient: cfg.PerClient, MaxWait: cfg.LaneWait}), pp: procpool.New(procpool.Config{
		Kind:    workerKind,
		Limits:  procpool.Limits{AddressSpace: cfg.AddressSpace, HeapBytes: cfg.HeapBytes, Procs: workerProcs},
		Workers: cfg.Workers,
		Queue:   cfg.Queue,
	})}
}

// Config is the pool's configuration, defaults filled in.
func (p *Pool) Config() Config { return p.cfg }

// Stats is a snapshot of the pool's workers.
func (p *Pool) Stats() procpool.Stats { return p.pp.Stats() }

// Processes is how many worker processes are running.
func (p *Pool) Processes() int { return p.pp.Stats().Processes }

// Close ends every worker.
func (p *Pool) Close() error { return p.pp.Close() }

// errBusy is the error of a request that found no worker in time.
func errBusy() error { return &lab.Error{Kind: "lab.busy"} }

// Do runs req on a worker in a turn of the lane (ctx's, or one of its own: see Turn),
// waiting at most wait for the worker, and returns the final
// response (Err set when the program failed). progress, when not nil, receives the
// progress lines of a job. source is sent when the worker does not have the program.
// The error is a failure to run at all (busy, cancelled) or an *lab.Error for a worker
// that died (memory, time, crash).
func (p *Pool) Do(ctx context.Context, req *Request, source string, wait time.Duration, progress func(json.RawMessage)) (*Response, error) {
	if !liveTurn(ctx) { // a turn of its own in the lane
		tctx, give, err := p.Turn(ctx)
		if err != nil {
			return nil, err
		}
		defer give()
		ctx = tctx
	}
	actx, cancel := context.WithTimeout(ctx, wait)
	l, err := p.pp.Acquire(actx)
	cancel()
	if err != nil {
		var be *procpool.BusyError
		var qe *procpool.QueueTimeoutError
		switch {
		case ctx.Err() != nil:
			return nil, ctx.Err()
		case errors.As(err, &be), errors.As(err, &qe):
			return nil, errBusy()
		}
		return nil, err
	}
	defer l.Release()
	resp, err := p.run(ctx, l, req, source, progress)
	if le, ok := err.(*lab.Error); ok && le.Kind == lab.CodeMemory && le.Line == 0 && !req.Diagnose {
		// one allocation past the address space ended the worker: the same request,
		// run again on a process of its own with the positions written, dies at the
		// same place and says where (never kept: a diagnosing worker is slow)
		l.Fresh("GOTRACEBACK=none") // its last position stays in the tail
		d := *req
		d.Diagnose = true
		dresp, derr := p.run(ctx, l, &d, source, nil)
		switch dl, ok := derr.(*lab.Error); {
		case ok && dl.Kind == lab.CodeMemory && dl.Line > 0: // it died again: where
			le.Line, le.Col = deathPosition(source, dl.Line, dl.Col)
		case derr == nil && dresp.Err != nil && dresp.Err.Kind == lab.CodeMemory && dresp.Err.Line > 0:
			le.Line, le.Col = dresp.Err.Line, dresp.Err.Col // the heap bound stopped it this time
		}
	}
	return resp, err
}

// run makes req's exchanges with the lease's worker: the request, and again with the
// source when the worker does not have the program (it answers NeedSource). Each has
// the request's deadline plus the grace; past it the worker is killed. A job (minutes
// of work for one caller) stops its worker when its caller leaves.
func (p *Pool) run(ctx context.Context, l *procpool.Lease, req *Request, source string, progress func(json.RawMessage)) (*Response, error) {
	call := procpool.Request{Timeout: time.Duration(req.Millis)*time.Millisecond + p.cfg.Grace, StopWithCaller: req.Op == OpJob}
	if progress != nil {
		call.Progress = func(b []byte) { progress(b) }
	}
	send := func(r *Request) (*Response, error) {
		call.Data, _ = json.Marshal(r)
		out, err := l.Exchange(ctx, call)
		if err != nil {
			return nil, p.died(ctx, err, r)
		}
		var resp Response
		if err := json.Unmarshal(out, &resp); err != nil {
			l.Fresh() // a worker that says nonsense is not kept
			return nil, &lab.Error{Kind: lab.CodeCrash, Detail: "bad answer from the worker"}
		}
		return &resp, nil
	}
	resp, err := send(req)
	if err != nil || !resp.NeedSource {
		return resp, err
	}
	r := *req
	r.Source = source
	if resp, err = send(&r); err == nil && resp.NeedSource {
		return nil, &lab.Error{Kind: lab.CodeCrash, Detail: "the worker asked for the source twice"}
	}
	return resp, err
}

// died says why an exchange failed: the caller left, the worker was killed at the
// deadline (lab.time), ran out of memory (lab.memory; a diagnosing worker's last
// position is where), its stack overflowed (lab.recursion), or crashed otherwise.
func (p *Pool) died(ctx context.Context, err error, req *Request) error {
	var we *procpool.WorkerError
	var re *procpool.RemoteError
	switch {
	case ctx.Err() != nil:
		return ctx.Err()
	case errors.As(err, &re):
		return &lab.Error{Kind: lab.CodeCrash, Detail: re.Message}
	case !errors.As(err, &we):
		return err // shutting down
	case we.Killed == procpool.ReasonDeadline:
		return &lab.Error{Kind: lab.CodeTime, Limit: req.Millis}
	case we.Killed != "":
		return &lab.Error{Kind: lab.CodeCrash, Detail: "killed: " + we.Killed}
	case we.Cause == procpool.CauseMemory:
		e := &lab.Error{Kind: lab.CodeMemory, Limit: int64(p.cfg.AddressSpace)}
		if req.Diagnose {
			e.Line, e.Col = lastPosition(we.Stderr)
		}
		return e
	case we.Cause == procpool.CauseStack:
		return &lab.Error{Kind: lab.CodeRecursion}
	}
	detail := we.LastLine()
	if detail == "" {
		detail = we.Status
	}
	return &lab.Error{Kind: lab.CodeCrash, Detail: detail}
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
	_, _ = fmt.Sscan(rest, &line, &col)
	return line, col
}
