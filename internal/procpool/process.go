package procpool

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"sync/atomic"
	"time"
)

// process is one worker process: this program started again with Env set.
type process struct {
	cmd    *exec.Cmd
	pid    int
	in     io.WriteCloser
	out    *bufio.Reader
	stderr *tailWriter
	env    []string // what Lease.Fresh added to its environment
	calls  int      // requests it answered (health checks aside)
	// killedFor is why the pool killed it, set before the signal.
	killedFor atomic.Pointer[string]
}

// start starts a worker process of the pool's kind, with env added to its
// environment.
func (p *Pool) start(env []string) (*process, error) {
	exe, err := os.Executable()
	if err != nil {
		return nil, fmt.Errorf("finding this program to start a worker: %w", err)
	}
	cmd := exec.Command(exe)
	cmd.Env = append(append(os.Environ(), Env+"="+spec{kind: p.cfg.Kind, Limits: p.cfg.Limits}.String()), env...)
	setChildAttrs(cmd)
	tail := newTailWriter(p.cfg.Stderr)
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
		return nil, fmt.Errorf("starting a worker: %w", err)
	}
	return &process{cmd: cmd, pid: cmd.Process.Pid, in: in, out: bufio.NewReaderSize(out, 64<<10), stderr: tail, env: env}, nil
}

// exchange sends one frame and reads the worker's frames up to its answer, handing
// the progress messages to progress. It returns the answer, a *RemoteError (the
// handler failed, the worker is well), or another error: the worker is lost.
func (c *process) exchange(typ byte, data []byte, progress func([]byte)) ([]byte, error) {
	if err := writeFrame(c.in, typ, data); err != nil {
		return nil, err
	}
	for {
		t, b, err := readFrame(c.out)
		if err != nil {
			return nil, err
		}
		switch t {
		case frameProgress:
			progress(b)
		case frameAnswer:
			return b, nil
		case frameError:
			return nil, &RemoteError{Message: string(b)}
		default:
			return nil, fmt.Errorf("unknown frame %q from the worker", t)
		}
	}
}

// kill kills the process for reason, unless it was killed already (the first reason
// stands). It does not wait.
func (c *process) kill(reason string) {
	if c.killedFor.CompareAndSwap(nil, &reason) {
		_ = c.cmd.Process.Kill()
	}
}

// reason is why the pool killed the process ("" when it did not).
func (c *process) reason() string {
	if r := c.killedFor.Load(); r != nil {
		return *r
	}
	return ""
}

// reap makes sure the process has ended (a lost exchange: it died, or it was
// killed) and says how, as the error of the call it was answering.
func (c *process) reap(pipeErr error) *WorkerError {
	_ = c.cmd.Process.Kill()
	_ = c.in.Close()
	_ = c.cmd.Wait()
	e := &WorkerError{PID: c.pid, Killed: c.reason(), ExitCode: -1, Stderr: c.stderr.String(), Err: pipeErr}
	if ps := c.cmd.ProcessState; ps != nil {
		e.Status, e.ExitCode = ps.String(), ps.ExitCode()
	}
	if e.Killed == "" {
		e.Cause = deathCause(e.Stderr)
	}
	return e
}

// retire lets the process finish: its input closes and it exits, killed if it
// lingers.
func (c *process) retire() {
	_ = c.in.Close()
	done := make(chan struct{})
	go func() {
		_ = c.cmd.Wait()
		close(done)
	}()
	t := time.NewTimer(5 * time.Second)
	defer t.Stop()
	select {
	case <-done:
	case <-t.C:
		c.kill("lingering")
		<-done
	}
}

// lost reports whether err is a lost worker (not a failed request).
func lost(err error) bool {
	var re *RemoteError
	return err != nil && !errors.As(err, &re)
}
