package tracetest

import (
	"testing"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

// Search runs a recorded search of a game position (alpha-beta unless opt names an
// algorithm) and fails the test if it cannot, or if it records no node.
func Search(tb testing.TB, game, pos string, opt trace.Options) *trace.Trace {
	tb.Helper()
	g, err := games.New(game, pos, games.Options{})
	if err != nil {
		tb.Fatalf("%s %q: %v", game, pos, err)
	}
	opt.Record = true
	if opt.Algorithm == "" {
		opt.Algorithm = trace.AlphaBeta
	}
	t, err := trace.Search(g, opt)
	if err != nil {
		tb.Fatalf("searching %s %q: %v", game, pos, err)
	}
	if len(Nodes(t)) == 0 {
		tb.Fatalf("searching %s %q: no node recorded", game, pos)
	}
	return t
}
