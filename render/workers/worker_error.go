package workers

import (
	"fmt"
	"strings"

	"github.com/gametree/gametree/msg"
)

// WorkerError is a render that failed because its worker process did: it crashed
// (exited or died by a signal in the middle of the render) or a watchdog found it
// frozen and killed it. It is coded (package msg): the user reads "the drawing
// process stopped unexpectedly (it exited with status 3); try again"; Error adds the
// detail for the log.
type WorkerError struct {
	PID      int
	Frozen   bool   // killed by the watchdog: no progress
	ExitCode int    // the exit status, -1 when it died by a signal or is unknown
	Status   string // how it ended, as os.ProcessState says ("exit status 3", "signal: killed")
	Detail   string // what the pipe said and the last line of its standard error: log only
}

func (e *WorkerError) coded() *msg.Error {
	switch {
	case e.Frozen:
		return msg.New("render.worker_frozen")
	case e.ExitCode >= 0:
		return msg.New("render.worker_exited", "status", e.ExitCode)
	case strings.HasPrefix(e.Status, "signal: "):
		return msg.New("render.worker_signal", "signal", strings.TrimPrefix(e.Status, "signal: "))
	}
	return msg.New("render.worker_lost")
}

// Error is the English text with the process id and the detail.
func (e *WorkerError) Error() string {
	s := fmt.Sprintf("render: worker process %d: %s", e.PID, e.coded().Text(msg.EN))
	if e.Detail != "" {
		s += " [" + e.Detail + "]"
	}
	return s
}

// Code implements msg.Coded.
func (e *WorkerError) Code() string { return e.coded().Code() }

// Params implements msg.Coded.
func (e *WorkerError) Params() map[string]any { return e.coded().Params() }

// Text implements msg.Coded: the message for the user, without the detail.
func (e *WorkerError) Text(lang string) string { return e.coded().Text(lang) }
