package trace

import (
	"strings"

	"github.com/gametree/gametree/msg"
)

// ExternalPrefix marks a game or an evaluation a student wrote (package lab): a Params
// whose Game or Eval is "lab:" and the hash of the code is made by the function
// registered with RegisterExternal, not by package games.
const ExternalPrefix = "lab:"

var external func(p *Params) (Game, error)

// RegisterExternal sets the maker of the games whose Game or Eval starts with
// ExternalPrefix. The command line and the server register theirs (package sandbox).
func RegisterExternal(f func(p *Params) (Game, error)) { external = f }

// IsExternal reports whether the problem's game or evaluation is a student's code.
func (p *Params) IsExternal() bool {
	return strings.HasPrefix(p.Game, ExternalPrefix) || strings.HasPrefix(p.Eval, ExternalPrefix)
}

func (p *Params) newExternal() (Game, error) {
	if external == nil {
		return nil, msg.New("lab.unavailable")
	}
	return external(p)
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
