package cli

import (
	"bufio"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/versus"
)

// The budget sweep's table, in English and in Spanish: a header, the columns, a row
// per algorithm and budget, aligned.
func TestVersusSweepTable(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang, header, columns, row string
	}{
		{"en", `^MCTS against alpha-beta with the same node budget, tictactoe: share of optimal moves on 10 positions`,
			`^  budget  algorithm +optimal +share +mean nodes +time \(ms\)$`, `^   1,000  mcts +\d+/10 +\d+\.\d% +\d+\.\d +\d+\.\d$`},
		{"es", `^MCTS contra alfa-beta con el mismo presupuesto de nodos, tictactoe: proporción de jugadas óptimas en 10 posiciones`,
			`^ presup\.  algoritmo +óptimas +prop\. +nodos medios +tiempo \(ms\)$`, `^   1\.000  mcts +\d+/10 +\d+,\d% +\d+,\d +\d+,\d$`},
	} {
		code, out, errOut := runCLI(t, "", "compare", "--mcts-budgets", "100,1000", "--positions", "10", "--lang", tc.lang)
		require.Equal(t, 0, code, errOut)
		lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
		require.Len(t, lines, 6, out)
		assert.Regexp(t, tc.header, lines[0])
		assert.Regexp(t, tc.columns, lines[1])
		assert.Regexp(t, tc.row, lines[4])
		assert.Regexp(t, `alphabeta`, lines[5])
	}
}

// --format json: a row a line, the package's rows.
func TestVersusJSON(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "", "compare", "--mcts-budgets", "100", "--game", "connect4", "--positions", "5", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var rows []versus.SweepRow
	sc := bufio.NewScanner(strings.NewReader(out))
	for sc.Scan() {
		var r versus.SweepRow
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r), "one JSON object a line")
		rows = append(rows, r)
	}
	require.Len(t, rows, 2)
	assert.Equal(t, []string{"mcts", "alphabeta"}, []string{rows[0].Algo, rows[1].Algo})
	assert.Equal(t, 5, rows[1].Positions)

	code, out, errOut = runCLI(t, "", "compare", "--mcts-play", "tictactoe", "--opponents", "ab1", "--games", "2", "--iterations", "50", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var tallies []versus.Tally
	for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
		var tl versus.Tally
		require.NoError(t, json.Unmarshal([]byte(l), &tl))
		tallies = append(tallies, tl)
	}
	require.Len(t, tallies, 2)
	assert.True(t, tallies[0].MCTSFirst)
	assert.False(t, tallies[1].MCTSFirst)
	for _, tl := range tallies {
		assert.Equal(t, 2, tl.Wins+tl.Draws+tl.Losses)
	}
}

// The play's tally as text, both colours named in the language asked for.
func TestVersusPlayTable(t *testing.T) {
	t.Parallel()
	for lang, want := range map[string][2]string{"en": {"first", "second"}, "es": {"primero", "segundo"}} {
		code, out, errOut := runCLI(t, "", "compare", "--mcts-play", "tictactoe", "--opponents", "perfect", "--games", "1", "--iterations", "100", "--lang", lang)
		require.Equal(t, 0, code, errOut)
		lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
		require.Len(t, lines, 4, out)
		assert.Regexp(t, `^perfect +`+want[0]+` +1 +0 `, lines[2], "perfect tic-tac-toe never loses")
		assert.Regexp(t, `^perfect +`+want[1]+` +1 +0 `, lines[3])
	}
}
