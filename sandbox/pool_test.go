package sandbox

import (
	"context"
	"errors"
	"io"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/lab"
)

// A worker's death becomes the lab's error: its deadline lab.time, its standard error
// lab.memory (at the diagnosing worker's last position), lab.recursion or lab.crash
// with the line that says why.
func TestDeathsMapped(t *testing.T) {
	t.Parallel()
	p := &Pool{cfg: Config{AddressSpace: 1 << 30}}
	req := &Request{Millis: 300}
	diagnosing := &Request{Millis: 300, Diagnose: true}
	for _, c := range []struct {
		name string
		err  error
		req  *Request
		want *lab.Error
	}{
		{"deadline", &procpool.WorkerError{Killed: procpool.ReasonDeadline}, req, &lab.Error{Kind: lab.CodeTime, Limit: 300}},
		{"frozen", &procpool.WorkerError{Killed: procpool.ReasonFrozen}, req, &lab.Error{Kind: lab.CodeCrash, Detail: "killed: frozen: no progress"}},
		{"memory", &procpool.WorkerError{Cause: procpool.CauseMemory, Stderr: "lab-pos 3 5\nfatal error: out of memory\n"}, req, &lab.Error{Kind: lab.CodeMemory, Limit: 1 << 30}},
		{"memory, diagnosing", &procpool.WorkerError{Cause: procpool.CauseMemory, Stderr: "lab-pos 2 1\nlab-pos 3 5\nfatal error: out of memory\n"}, diagnosing, &lab.Error{Kind: lab.CodeMemory, Limit: 1 << 30, Line: 3, Col: 5}},
		{"stack", &procpool.WorkerError{Cause: procpool.CauseStack}, req, &lab.Error{Kind: lab.CodeRecursion}},
		{"crash", &procpool.WorkerError{Cause: procpool.CauseCrash, Stderr: "panic: boom\n\ngoroutine 1:\n"}, req, &lab.Error{Kind: lab.CodeCrash, Detail: "panic: boom"}},
		{"crash, silent", &procpool.WorkerError{Cause: procpool.CauseCrash, Status: "signal: killed", Err: io.EOF}, req, &lab.Error{Kind: lab.CodeCrash, Detail: "signal: killed"}},
		{"handler", &procpool.RemoteError{Message: "lab worker: bad request"}, req, &lab.Error{Kind: lab.CodeCrash, Detail: "lab worker: bad request"}},
	} {
		assert.Equal(t, c.want, p.died(context.Background(), c.err, c.req), c.name)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	assert.ErrorIs(t, p.died(ctx, errors.New("stopped waiting"), req), context.Canceled, "the caller left")
	assert.ErrorIs(t, p.died(context.Background(), procpool.ErrShuttingDown, req), procpool.ErrShuttingDown)
}

// Past the queue, or after waiting Config.Wait, a request is refused with lab.busy.
func TestBusy(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 1, Queue: 1})
	defer p.Close()
	l, err := p.pp.Acquire(context.Background()) // the one worker, taken
	require.NoError(t, err)
	defer l.Release()
	req := &Request{Op: OpEval, Kind: lab.KindEval, Hash: lab.Hash(okEval), Steps: 1000, Millis: 1000}
	_, err = p.Do(context.Background(), req, okEval, 10*time.Millisecond, nil) // waits 10 ms in the queue
	assert.Equal(t, "lab.busy", codeOf(t, err))
}
