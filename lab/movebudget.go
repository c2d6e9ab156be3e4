package lab

import "time"

// BoundMove bounds the evaluation's next calls (one move of a tournament: many
// evaluations) to steps more steps and d more time, within the budget it has; restore
// gives that budget back, less the steps spent. A JavaScript program counts no steps:
// its move is bounded by time alone.
func (l Local) BoundMove(steps uint64, d time.Duration) (restore func()) {
	p := l.P
	end, deadline := p.stepEnd, p.deadline
	if p.js == nil {
		p.stepEnd = min(end, p.thread.Steps+steps)
	}
	if dl := time.Now().Add(d); dl.Before(deadline) {
		p.deadline = dl
	}
	return func() { p.stepEnd, p.deadline = end, deadline }
}
