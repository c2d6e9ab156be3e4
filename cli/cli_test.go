package cli

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/golden"
)

// runCLI runs the command line in-process.
func runCLI(t *testing.T, stdin string, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut bytes.Buffer
	code = Run(args, strings.NewReader(stdin), &out, &errOut)
	return code, out.String(), errOut.String()
}

func TestTraceJSONContract(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "", "trace", "--game", "tree", "--position", "((3,5),(2,9),(0,7))", "--algo", "alphabeta", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var doc struct {
		Value    *int     `json:"value"`
		BestMove string   `json:"best_move"`
		PV       []string `json:"pv"`
		Stats    map[string]int64
		Nodes    []map[string]any `json:"nodes"`
		Steps    []map[string]any `json:"steps"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &doc))
	require.NotNil(t, doc.Value)
	assert.Equal(t, 3, *doc.Value)
	assert.Equal(t, "B", doc.BestMove)
	assert.Equal(t, []string{"B", "B1"}, doc.PV)
	for _, k := range []string{"nodes", "leaves", "cutoffs", "tt_hits"} {
		assert.Contains(t, doc.Stats, k)
	}
	assert.Equal(t, int64(8), doc.Stats["nodes"])
	require.Len(t, doc.Nodes, 10, "8 visited + 2 pruned")
	for _, n := range doc.Nodes {
		for _, k := range []string{"id", "parent", "move", "label", "player", "value", "pruned"} {
			assert.Contains(t, n, k)
		}
	}
	assert.Equal(t, float64(-1), doc.Nodes[0]["parent"])
	var pruned []string
	for _, n := range doc.Nodes {
		if n["pruned"] == true {
			pruned = append(pruned, n["label"].(string))
			assert.Nil(t, n["value"])
		}
	}
	assert.Equal(t, []string{"9", "7"}, pruned)
	assert.NotEmpty(t, doc.Steps)
}

func TestTraceTextGolden(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name string
		args []string
	}{
		{"textbook-alphabeta", []string{"--algo", "alphabeta"}},
		{"figure52-negamax-failhard", []string{"--position", "figure-5.2", "--algo", "negamax-alphabeta", "--fail-hard"}},
		{"textbook-min-failcourse", []string{"--position", "textbook", "--root", "min", "--algo", "alphabeta", "--fail-course"}},
		{"tictactoe-alphabeta", []string{"--game", "tictactoe", "--position", "XOX.O.X..", "--algo", "alphabeta"}},
		{"stones-minimax-tt", []string{"--game", "stones", "--position", "5", "--algo", "minimax", "--tt"}},
	}
	timing := regexp.MustCompile(`time: [^\n]*`)
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			code, out, errOut := runCLI(t, "", append([]string{"trace", "--format", "text"}, tc.args...)...)
			require.Equal(t, 0, code, errOut)
			out = timing.ReplaceAllString(out, "time: (varies)")
			golden.Check(t, tc.name+".txt", []byte(out))
		})
	}
}

func TestSolve(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, stdin string
		args        []string
		want        []string // "position score nodes" prefixes
	}{
		{"tic-tac-toe minimax counts every node", ".........\n", []string{"--game", "tictactoe", "--algo", "minimax"}, []string{"......... 0 549946 "}},
		{"stones; a blank line is the start", "4\n5 ignored fields\n\n# comment\n8\n", []string{"--game", "stones", "--tt"}, []string{"4 -", "5 ", "10 ", "8 -"}},
		{"tic-tac-toe, a blank line", "\n", []string{"--game", "tictactoe"}, []string{"......... 0 "}},
		{"connect4 benchmark lines", "2252576253462244111563365343671351441 -1\n7422341735647741166133573473242566 1\n",
			[]string{"--algo", "negamax-alphabeta", "--order", "--tt"},
			[]string{"2252576253462244111563365343671351441 -1 ", "7422341735647741166133573473242566 1 "}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			code, out, errOut := runCLI(t, tc.stdin, append([]string{"solve"}, tc.args...)...)
			require.Equal(t, 0, code, errOut)
			lines := strings.Split(strings.TrimSpace(out), "\n")
			require.NotEmpty(t, lines)
			assert.True(t, strings.HasPrefix(lines[len(lines)-1], "# "), "the summary: %q", lines[len(lines)-1])
			lines = lines[:len(lines)-1]
			require.Len(t, lines, len(tc.want))
			for i, w := range tc.want {
				assert.True(t, strings.HasPrefix(lines[i], w), "%q should start with %q", lines[i], w)
				assert.Len(t, strings.Fields(lines[i]), 4)
			}
		})
	}
}

func TestBadInputExitsWithTwo(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name  string
		stdin string
		args  []string
		msg   string
	}{
		{"unknown command", "", []string{"bogus"}, `unknown command "bogus"`},
		{"unknown flag", "", []string{"trace", "--nope"}, "flag provided but not defined: -nope"},
		{"bad algorithm", "", []string{"trace", "--algo", "quick"}, "must be minimax, negamax, alphabeta, negamax-alphabeta, expectiminimax or mcts"},
		{"bad tree", "", []string{"trace", "--position", "((3,5),(2"}, "not closed"},
		{"bad game", "", []string{"trace", "--game", "chess"}, `unknown game "chess"`},
		{"bad format", "", []string{"trace", "--format", "xml"}, `format "xml"`},
		{"impossible tic-tac-toe", "", []string{"trace", "--game", "tictactoe", "--position", "XXX......"}, "tictactoe position"},
		{"full column", "", []string{"trace", "--game", "connect4", "--position", "1111111"}, "column 1 is full"},
		{"bad depth", "", []string{"trace", "--depth", "-3"}, "must be between 0 and 200"},
		{"solve bad line", "2252576253462244111563365343671351441\n4x\n", []string{"solve"}, "line 2"},
		{"solve with position", "", []string{"solve", "--position", "44"}, "standard input"},
		{"stray argument", "", []string{"trace", "extra"}, `unexpected argument "extra"`},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			code, _, errOut := runCLI(t, tc.stdin, tc.args...)
			assert.Equal(t, 2, code)
			assert.Contains(t, errOut, tc.msg)
			assert.NotContains(t, errOut, "goroutine", "no stack trace")
			assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
		})
	}
}

func TestBudgetSaysSo(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "", "trace", "--game", "tictactoe", "--algo", "minimax", "--max-nodes", "500", "--format", "text")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "stopped: node budget of 500 reached")
}

func TestRenderCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	svgPath := filepath.Join(dir, "tree.svg")
	code, _, errOut := runCLI(t, "", "render", "--game", "tree", "--position", "((3,5),(2,9),(0,7))", "--algo", "alphabeta", "-o", svgPath)
	require.Equal(t, 0, code, errOut)
	svg, err := os.ReadFile(svgPath)
	require.NoError(t, err)
	assert.Contains(t, string(svg), "<svg")
	assert.Contains(t, string(svg), `id="n0"`)

	code, out, errOut := runCLI(t, "", "render", "--step", "3", "--format", "dot")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "digraph")
	assert.Contains(t, out, "ordering=out")

	steps := filepath.Join(dir, "steps")
	code, out, errOut = runCLI(t, "", "render", "--all-steps", "-o", steps, "--format", "dot")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "wrote 29 files")
	files, err := os.ReadDir(steps)
	require.NoError(t, err)
	assert.Len(t, files, 29)
	assert.Equal(t, "step-0001.dot", files[0].Name())

	for _, bad := range [][]string{
		{"render", "--step", "999"},
		{"render", "-o", "x.gif"},
		{"render", "--all-steps"},
		{"render", "--lang", "fr"},
	} {
		code, _, errOut := runCLI(t, "", bad...)
		assert.Equal(t, 2, code, "%v: %s", bad, errOut)
	}
}
