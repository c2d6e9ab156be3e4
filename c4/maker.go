package c4

import (
	"context"
	"time"

	"github.com/gametree/gametree/trace"
)

// Maker is the solver's recorded search as trace.Makers.Solver, with a table of
// tableEntries entries (0: DefaultTableEntries): TraceSolve of the problem's position
// within its node budget and the shorter of its time limit and ctx's deadline.
func Maker(tableEntries int) func(ctx context.Context, p *trace.Params) (*trace.Trace, error) {
	return func(ctx context.Context, p *trace.Params) (*trace.Trace, error) {
		limit := p.Options.TimeLimit
		if d, ok := ctx.Deadline(); ok {
			left := max(time.Until(d), time.Millisecond)
			if limit == 0 || left < limit {
				limit = left
			}
		}
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		return TraceSolve(p.Position, tableEntries, p.Options.MaxNodes, limit)
	}
}
