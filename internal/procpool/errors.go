package procpool

import (
	"context"
	"fmt"
	"math"
	"time"

	"github.com/gametree/gametree/msg"
)

// ErrShuttingDown is the answer of a pool that is shutting down: to a new call, and to
// the calls still queued or running when the grace period ends.
var ErrShuttingDown = msg.New("server.shutting_down")

// BusyError is a call refused at once because the queue is full, or because the calls
// admitted ahead would not finish in time (Admit). RetryAfter estimates when there
// will be room. Its caller gives it a code of its own (render.busy, lab.busy).
type BusyError struct {
	Queued     int
	RetryAfter time.Duration
}

func (e *BusyError) Error() string {
	return fmt.Sprintf("every worker busy, %d calls queued; try again in %d s", e.Queued, RetrySeconds(e.RetryAfter))
}

// QueueTimeoutError is a call whose caller's deadline passed while it waited in the
// queue: it never started (the workers were busy; the call did not take too long).
// RetryAfter estimates when there will be room.
type QueueTimeoutError struct {
	RetryAfter time.Duration
}

func (e *QueueTimeoutError) Error() string {
	return fmt.Sprintf("deadline passed in the queue; try again in %d s", RetrySeconds(e.RetryAfter))
}

// RetrySeconds is d in whole seconds, rounded up, at least 1 (a Retry-After header).
func RetrySeconds(d time.Duration) int {
	return max(1, int(math.Ceil(d.Seconds())))
}

// RemoteError is the error a worker's handler answered: the worker is well, the
// request failed.
type RemoteError struct{ Message string }

func (e *RemoteError) Error() string { return e.Message }

// Why the pool kills a worker process (WorkerError.Killed, Event.Reason).
const (
	ReasonDeadline  = "deadline"                    // its call's own deadline passed
	ReasonFrozen    = "frozen: no progress"         // the watchdog found it neither running nor runnable
	ReasonHealth    = "no answer to a health check" // idle, it did not answer a ping in time
	ReasonCancelled = "cancelled"                   // its caller left a call made with StopWithCaller
	ReasonShutdown  = "shutting down"               // the grace period ended
	ReasonFresh     = "a fresh process asked for"   // Lease.Fresh
)

// WorkerError is a call that failed because its worker process did: killed by the
// pool (Killed says why) or dead by itself (Cause says what its standard error says).
// A call killed at its deadline is also context.DeadlineExceeded (errors.Is).
type WorkerError struct {
	PID      int
	Killed   string // why the pool killed it (Reason...); empty when it died by itself
	ExitCode int    // the exit status, -1 when it died by a signal or is unknown
	Status   string // how it ended, as os.ProcessState says ("exit status 3", "signal: killed")
	Cause    string // CauseMemory, CauseStack or CauseCrash when it died by itself
	Stderr   string // the first and last bytes of its standard error
	Err      error  // what the pipe said (EOF)
}

// Frozen reports a worker killed by the watchdog.
func (e *WorkerError) Frozen() bool { return e.Killed == ReasonFrozen }

// LastLine is the line of its standard error that says why it ended.
func (e *WorkerError) LastLine() string { return lastLine(e.Stderr) }

func (e *WorkerError) Error() string {
	s := fmt.Sprintf("worker process %d", e.PID)
	if e.Killed != "" {
		s += " killed (" + e.Killed + ")"
	} else {
		s += " died (" + e.Cause + ")"
	}
	if e.Status != "" {
		s += ": " + e.Status
	}
	if e.Err != nil {
		s += "; " + e.Err.Error()
	}
	if l := e.LastLine(); l != "" {
		s += "; " + l
	}
	return s
}

// Unwrap makes a deadline's kill context.DeadlineExceeded.
func (e *WorkerError) Unwrap() error {
	if e.Killed == ReasonDeadline {
		return context.DeadlineExceeded
	}
	return nil
}
