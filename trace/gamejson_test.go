package trace_test

import (
	"bytes"
	"flag"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

var update = flag.Bool("update", false, "rewrite the golden files under testdata/")

// TestGameSearchJSONGolden pins what the stepper reads of ordinary (not exercise)
// alpha-beta game searches, in both JSON shapes: a pruned child is one node with no
// value and no children, whatever the exercises record (Options.PrunedWhole).
func TestGameSearchJSONGolden(t *testing.T) {
	for _, tc := range []struct{ name, game, pos string }{
		{"tictactoe-alphabeta", "tictactoe", "XOX.O.X.."},
		{"stones-alphabeta", "stones", "6"},
	} {
		t.Run(tc.name, func(t *testing.T) {
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
			golden := filepath.Join("testdata", tc.name+".json.golden")
			if *update {
				require.NoError(t, os.WriteFile(golden, out.Bytes(), 0o644))
			}
			want, err := os.ReadFile(golden)
			require.NoError(t, err)
			assert.Equal(t, string(want), out.String())
		})
	}
}
