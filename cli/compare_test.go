package cli

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestCompareTable(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "", "compare", "--game", "tree", "--position", "figure-5.2", "--algos", "minimax,alphabeta,negamax-alphabeta+tt")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	require.Len(t, lines, 4)
	assert.Regexp(t, `^algorithm +value +nodes +leaves +cutoffs +tt hits +time ms$`, lines[0])
	assert.Regexp(t, `^minimax +3 +13 +9 +0 +0 +\d+\.\d{3}$`, lines[1])
	assert.Regexp(t, `^alphabeta +3 +11 +7 +1 +0 +\d+\.\d{3}$`, lines[2])
	assert.True(t, strings.HasPrefix(lines[3], "negamax-alphabeta+tt "))
	// aligned: every column ends where the header's does
	for _, l := range lines[1:] {
		assert.Len(t, l, len(lines[0]), l)
	}
}

func TestCompareJSONIsTheTraceJSON(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "", "compare", "--game", "tictactoe", "--position", "X...O....", "--depth", "3", "--algos", "minimax,alphabeta+order", "--format", "json")
	require.Equal(t, 0, code, errOut)
	sc := bufio.NewScanner(strings.NewReader(out))
	var rows []map[string]json.RawMessage
	for sc.Scan() {
		var r map[string]json.RawMessage
		require.NoError(t, json.Unmarshal(sc.Bytes(), &r), "one JSON object a line")
		rows = append(rows, r)
	}
	require.Len(t, rows, 2)
	for i, algo := range []string{"minimax", "alphabeta"} {
		args := []string{"trace", "--game", "tictactoe", "--position", "X...O....", "--depth", "3", "--algo", algo, "--format", "json"}
		if i == 1 {
			args = append(args, "--order")
		}
		code, tr, errOut := runCLI(t, "", args...)
		require.Equal(t, 0, code, errOut)
		var want map[string]json.RawMessage
		require.NoError(t, json.Unmarshal([]byte(tr), &want))
		assert.JSONEq(t, string(want["options"]), string(rows[i]["options"]))
		assert.JSONEq(t, string(want["value"]), string(rows[i]["value"]))
		assert.JSONEq(t, `"tictactoe"`, string(rows[i]["game"]))
		var ws, gs map[string]int64
		require.NoError(t, json.Unmarshal(want["stats"], &ws))
		require.NoError(t, json.Unmarshal(rows[i]["stats"], &gs))
		delete(ws, "elapsed_us")
		assert.Contains(t, gs, "elapsed_us")
		delete(gs, "elapsed_us")
		assert.Equal(t, ws, gs)
	}
}

func TestCompareChartAndSweep(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bar := filepath.Join(dir, "bar.svg")
	code, out, errOut := runCLI(t, "", "compare", "--algos", "minimax,alphabeta", "--lang", "es", "-o", bar)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "algoritmo")
	svg, err := os.ReadFile(bar)
	require.NoError(t, err)
	assert.Contains(t, string(svg), "nodos visitados")
	// the table and the chart say cutoffs with the course's word, "podas"
	assert.Contains(t, out, "podas")
	assert.Contains(t, string(svg), "podas")

	sweep := filepath.Join(dir, "sweep.svg")
	code, out, errOut = runCLI(t, "", "compare", "--sweep", "depth=1..4", "--branching", "3", "--ordering", "best",
		"--trees", "5", "--algos", "minimax,alphabeta", "-o", sweep)
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimRight(out, "\n"), "\n")
	require.Len(t, lines, 6)
	assert.Equal(t, "leaves per depth: random trees, branching 3, best-first ordering, mean of 5 trees", lines[0])
	assert.Regexp(t, `^ +4 +81\.0 +17\.0 +17 +81$`, lines[5], "best order: alpha-beta on the minimal tree")
	svg, err = os.ReadFile(sweep)
	require.NoError(t, err)
	assert.Contains(t, string(svg), "Leaves evaluated per depth")

	// in Spanish, the ordering reads as Spanish ("orden del mejor al peor", not "orden el
	// mejor primero")
	code, out, errOut = runCLI(t, "", "compare", "--sweep", "depth=1..2", "--branching", "2", "--ordering", "best",
		"--trees", "2", "--algos", "minimax", "--lang", "es")
	require.Equal(t, 0, code, errOut)
	assert.Equal(t, "hojas por profundidad: árboles aleatorios, ramificación 2, orden del mejor al peor, media de 2 árboles",
		strings.SplitN(out, "\n", 2)[0])

	code, out, errOut = runCLI(t, "", "compare", "--sweep", "1..2", "--game", "tictactoe", "--algos", "minimax", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var res struct {
		Depths []int `json:"depths"`
		Series []struct {
			Leaves []float64 `json:"leaves"`
		} `json:"series"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	assert.Equal(t, []int{1, 2}, res.Depths)
	assert.Equal(t, []float64{9, 72}, res.Series[0].Leaves)
}

func TestCompareBadFlags(t *testing.T) {
	t.Parallel()
	tests := []struct {
		args []string
		text string
	}{
		{[]string{"--algos", "alphabet"}, `unknown algorithm "alphabet"`},
		{[]string{"--algos", "alphabeta+magic", "--lang", "es"}, `mejora desconocida "magic"`},
		{[]string{"--format", "xml"}, `--format must be text or json`},
		{[]string{"--sweep", "1..99"}, `depths "1..99"`},
		{[]string{"--sweep", "1..3", "--ordering", "sideways"}, `ordering must be best, random, worst`},
		{[]string{"--sweep", "1..3", "--trees", "0"}, ``}, // 0 is the default: fine
		{[]string{"--sweep", "1..3", "--trees", "-4"}, `trees must be from 1`},
		{[]string{"--sweep", "1..3", "--position", "textbook"}, `leave the position out`},
		{[]string{"--metric", "edges"}, `metric must be leaves or nodes`},
		{[]string{"--game", "chess"}, `unknown game "chess"`},
		{[]string{"--depth", "x"}, `depth "x"`},
		{[]string{"--lab", ""}, `compare needs --lab POSITION`},
		{[]string{"--algo", "minimax"}, `--algo is set by each name of --algos`},
		{[]string{"--tt", "--lang", "es"}, `--tt lo fija cada nombre de --algos`},
	}
	for _, tc := range tests {
		t.Run(strings.Join(tc.args, " "), func(t *testing.T) {
			t.Parallel()
			code, _, errOut := runCLI(t, "", append([]string{"compare"}, tc.args...)...)
			if tc.text == "" {
				assert.Equal(t, 0, code, errOut)
				return
			}
			assert.Equal(t, 2, code)
			assert.Contains(t, errOut, tc.text)
			assert.NotContains(t, errOut, "panic")
		})
	}
}
