package trace

import (
	"context"
	"strings"

	"github.com/gametree/gametree/msg"
)

// ExternalPrefix marks a game or an evaluation a student wrote (package lab): a Params
// whose Game or Eval is "lab:" and the hash of the code is made by Makers.Lab, not by
// package games.
const ExternalPrefix = "lab:"

// IsExternal reports whether the problem's game or evaluation is a student's code.
func (p *Params) IsExternal() bool {
	return strings.HasPrefix(p.Game, ExternalPrefix) || strings.HasPrefix(p.Eval, ExternalPrefix)
}

// Makers are what a caller may search beyond package games' own games. They are given
// to whoever builds a search from a request (the server, the command line), never
// registered in a package variable: a caller without Lab cannot run students' code,
// one without Solver cannot record the connect-4 solver. The zero value has neither.
type Makers struct {
	// Lab makes the game of a problem whose Game or Eval is a student's code
	// ("lab:HASH"), run under ctx.
	Lab func(ctx context.Context, p *Params) (Game, error)
	// Solver records the exact connect-4 solver's search of the problem (Params.Solver),
	// within the problem's node budget and time limit and ctx's deadline.
	Solver func(ctx context.Context, p *Params) (*Trace, error)
}

// NewGame makes the problem's game: a student's with Lab, else package games'.
func (m Makers) NewGame(ctx context.Context, p *Params) (Game, error) {
	if !p.IsExternal() {
		return p.NewGame()
	}
	if m.Lab == nil {
		return nil, msg.New("lab.unavailable")
	}
	return m.Lab(ctx, p)
}

// Search checks the problem and runs its search under ctx (Prepare, then the search).
func (m Makers) Search(ctx context.Context, p *Params) (*Trace, error) {
	run, err := m.Prepare(ctx, p)
	if err != nil {
		return nil, err
	}
	return run(ctx)
}

// Prepare checks the problem and makes its game, so that a bad problem is refused
// before its search waits for anything, and returns the search to run: the
// algorithm on the game, or the connect-4 solver's recorded search when p.Solver is
// set. The errors of Prepare are the problem's; those of the search, its own.
func (m Makers) Prepare(ctx context.Context, p *Params) (search func(context.Context) (*Trace, error), err error) {
	g, err := m.NewGame(ctx, p)
	if err != nil {
		return nil, err
	}
	if err := p.Options.Check(); err != nil {
		return nil, err
	}
	if err := p.CheckSolver(); err != nil {
		return nil, err
	}
	if p.Solver {
		if m.Solver == nil {
			return nil, msg.New("param.solver_unavailable")
		}
		q := *p
		return func(ctx context.Context) (*Trace, error) { return m.Solver(ctx, &q) }, nil
	}
	opt := p.Options
	return func(ctx context.Context) (*Trace, error) { return SearchContext(ctx, g, opt) }, nil
}

// failer is a game that can fail while a search runs (a student's code that raised an
// error or ran out of its budget): the search stops, and returns the game's error
// instead of a trace.
type failer interface{ Err() error }

// gameError is the error a failing game met, nil for the others.
func gameError(g Game) error {
	if f, ok := g.(failer); ok {
		return f.Err()
	}
	return nil
}

// prefetcher is a game whose answers come from elsewhere (a student's code run in a
// sandbox worker): told the search's options before it starts, it can have the whole
// search's answers computed at once, where the code is.
type prefetcher interface{ Prefetch(opt Options) error }
