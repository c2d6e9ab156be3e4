package sandbox

import (
	"time"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/labmatch"
)

// jsMoveBound is a JavaScript evaluation as a tournament's player: its moves bounded
// by time alone (JavaScript counts no steps), each within the job's own deadline.
// lab.Local.BoundMove reads the Starlark interpreter's step count, which a JavaScript
// program does not have; this stands in for it until package lab bounds a JavaScript
// move itself.
type jsMoveBound struct {
	lab.Local
	deadline time.Time // the job's
}

var _ labmatch.MoveBudgeter = jsMoveBound{}

// BoundMove bounds the next calls to d more time, within the job's deadline; restore
// gives the job's deadline back.
func (j jsMoveBound) BoundMove(_ uint64, d time.Duration) (restore func()) {
	end := time.Now().Add(d)
	if j.deadline.Before(end) {
		end = j.deadline
	}
	j.P.SetBudget(0, end)
	return func() { j.P.SetBudget(0, j.deadline) }
}

// tournamentPlayer is the evaluator a tournament plays p with, bounded move by move.
func tournamentPlayer(p *lab.Program, lim lab.Limits) lab.Evaluator {
	if p.Lang == lab.JavaScript {
		return jsMoveBound{Local: lab.Local{P: p}, deadline: time.Now().Add(lim.Time)}
	}
	return lab.Local{P: p}
}
