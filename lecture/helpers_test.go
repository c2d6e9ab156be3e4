package lecture

import (
	"context"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

// searched runs the search of p, recorded.
func searched(t testing.TB, p trace.Params) *trace.Trace {
	t.Helper()
	p.Options.Record = true
	if p.Options.MaxNodes == 0 {
		p.Options.MaxNodes = 1_000_000
	}
	tr, err := trace.Makers{}.Search(context.Background(), &p)
	require.NoError(t, err)
	return tr
}

// textbook is the textbook tree under alpha-beta.
func textbook() trace.Params { return trace.DefaultParams() }

// connect4 is connect-4 after 4453, alpha-beta to depth 3.
func connect4() trace.Params {
	p := trace.DefaultParams()
	p.Game, p.Position = "connect4", "4453"
	p.Options.Depth = 3
	return p
}
