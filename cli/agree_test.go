package cli

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The same search options count the same nodes in solve, trace and compare, whatever
// the node budget (a budget not reached must not change the count). solve once used a
// transposition table of 2^20 entries where trace and compare used 2^16, and trace
// shrank the table to a small budget: the table is direct-mapped and always replaces,
// so its size decides which positions are searched again (tic-tac-toe's empty board,
// alpha-beta with ordering and the table: 2,068 nodes against 2,073).
func TestSolveTraceCompareCountTheSameNodes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		game, position string
		flags          []string // trace's and solve's
		algo           string   // compare's name for the same options
	}{
		{"tictactoe", ".........", []string{"--algo", "alphabeta", "--order", "--tt"}, "alphabeta+order+tt"},
		{"tictactoe", "X...O....", []string{"--algo", "negamax-alphabeta", "--tt"}, "negamax-alphabeta+tt"},
		{"stones", "21", []string{"--algo", "alphabeta", "--tt", "--order"}, "alphabeta+order+tt"},
	} {
		t.Run(c.game+"/"+c.algo, func(t *testing.T) {
			t.Parallel()
			code, out, errOut := runCLI(t, c.position+"\n", append([]string{"solve", "--game", c.game, "--summary=false"}, c.flags...)...)
			require.Equal(t, 0, code, errOut)
			fields := strings.Fields(out)
			require.Len(t, fields, 4, out)
			solved, err := strconv.ParseInt(fields[2], 10, 64)
			require.NoError(t, err)

			var counts []int64
			for _, budget := range []string{"1000000", "20000"} {
				args := append([]string{"trace", "--game", c.game, "--position", c.position, "--format", "json", "--max-nodes", budget}, c.flags...)
				code, out, errOut = runCLI(t, "", args...)
				require.Equal(t, 0, code, errOut)
				var tr struct{ Stats struct{ Nodes int64 } }
				require.NoError(t, json.Unmarshal([]byte(out), &tr))
				counts = append(counts, tr.Stats.Nodes)
			}

			code, out, errOut = runCLI(t, "", "compare", "--game", c.game, "--position", c.position, "--algos", c.algo, "--format", "json")
			require.Equal(t, 0, code, errOut)
			var row struct{ Stats struct{ Nodes int64 } }
			require.NoError(t, json.NewDecoder(strings.NewReader(out)).Decode(&row))

			assert.Equal(t, solved, counts[0], "trace")
			assert.Equal(t, solved, counts[1], "trace with a budget it does not reach")
			assert.Equal(t, solved, row.Stats.Nodes, "compare")
		})
	}
}
