package trace_test

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/trace"
)

// TestGameSearchJSONGolden pins what the stepper reads of ordinary (not exercise)
// alpha-beta game searches, in both JSON shapes: a pruned child is one node with no
// value and no children, whatever the exercises record (Options.PrunedWhole).
func TestGameSearchJSONGolden(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, game, pos string }{
		{"tictactoe-alphabeta", "tictactoe", "XOX.O.X.."},
		{"stones-alphabeta", "stones", "6"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			p := trace.Params{Game: tc.game, Position: tc.pos,
				Options: trace.Options{Algorithm: trace.AlphaBeta, Record: true}}
			g, err := p.NewGame()
			require.NoError(t, err)
			tr := search(t, g, p.Options)
			tr.Stats.Elapsed = 0
			var out bytes.Buffer
			require.NoError(t, tr.WriteJSON(&out, p.Problem()))
			out.WriteString("\n")
			require.NoError(t, tr.WriteJSONColumns(&out, p.Problem()))
			out.WriteString("\n")
			golden.Check(t, tc.name+".json.golden", out.Bytes())
		})
	}
}
