package render

import (
	"os"
	"testing"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
	"github.com/stretchr/testify/require"
)

func TestMain(m *testing.M) {
	MaybeRunWorker()
	os.Exit(m.Run())
}

// search runs a recorded search of a game position.
func search(tb testing.TB, game, pos string, opt trace.Options) *trace.Trace {
	tb.Helper()
	g, err := games.New(game, pos, games.Options{})
	require.NoError(tb, err)
	opt.Record = true
	if opt.Algorithm == "" {
		opt.Algorithm = trace.AlphaBeta
	}
	t, err := trace.Search(g, opt)
	require.NoError(tb, err)
	require.NotEmpty(tb, tracetest.Nodes(t))
	return t
}
