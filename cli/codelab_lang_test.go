package cli

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// countStar and countJS are one evaluation in the lab's two languages: the player's
// marks less the other's.
const (
	countStar = "def evaluate(board, player):\n    n = 0\n    for row in board:\n        for c in row.elems():\n            if c == player:\n                n += 1\n            elif c != \".\":\n                n -= 1\n    return n\n"
	countJS   = "function evaluate(board, player) {\n  var n = 0;\n  for (var r = 0; r < board.length; r++) {\n    for (var i = 0; i < board[r].length; i++) {\n      var c = board[r][i];\n      if (c === player) n++;\n      else if (c !== '.') n--;\n    }\n  }\n  return n;\n}\n"
)

// traceValues runs a trace and returns its value, best move and steps.
func traceValues(t *testing.T, args ...string) map[string]any {
	t.Helper()
	code, out, errOut := runCLI(t, "", append([]string{"trace", "--game", "tictactoe", "--position", "5,1", "--depth", "2", "--algo", "alphabeta", "--format", "json"}, args...)...)
	require.Equal(t, 0, code, errOut)
	var v map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &v))
	return map[string]any{"value": v["value"], "best_move": v["best_move"], "steps": v["steps"]}
}

// --eval-file takes JavaScript: by the file's extension (.js), or said by
// --code-lang before or after the file, whatever its name; its search is its Starlark
// twin's.
func TestEvalFileJavaScript(t *testing.T) {
	t.Parallel()
	want := traceValues(t, "--eval-file", writeFile(t, "count.star", countStar))
	for name, args := range map[string][]string{
		"by its extension":            {"--eval-file", writeFile(t, "count.js", countJS)},
		"--code-lang after the file":  {"--eval-file", writeFile(t, "count.txt", countJS), "--code-lang", "javascript"},
		"--code-lang before the file": {"--code-lang", "js", "--eval-file", writeFile(t, "count.star", countJS)},
	} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, want, traceValues(t, args...))
		})
	}
	// Starlark said of a .js file: it is read as Starlark, and does not parse
	code, _, errOut := runCLI(t, "", "trace", "--game", "tictactoe", "--depth", "1", "--eval-file", writeFile(t, "count.js", countJS), "--code-lang", "starlark")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "syntax error")
}

// A wrong --code-lang is a usage error (exit 2) with its coded message in the
// chosen language; a JavaScript syntax error is at its line and column.
func TestCodeLangErrors(t *testing.T) {
	t.Parallel()
	for _, args := range [][]string{
		{"trace", "--game", "tictactoe", "--code-lang", "cobol", "--lang", "es"},
		{"tournament", "--eval-file", writeFile(t, "count.js", countJS), "--code-lang", "cobol", "--lang", "es"},
		{"check", writeFile(t, "s.js", "function search(root) { return 0; }"), "--position", "textbook", "--code-lang", "cobol", "--lang", "es"},
	} {
		code, _, errOut := runCLI(t, "", args...)
		assert.Equal(t, 2, code, "%v", args)
		assert.Contains(t, errOut, "el laboratorio de código admite", "%v", args)
		assert.Contains(t, errOut, "cobol", "%v", args)
	}
	bad := writeFile(t, "bad.js", "function evaluate(board, player) {\n  return 1 +;\n}\n")
	code, _, errOut := runCLI(t, "", "trace", "--game", "tictactoe", "--depth", "1", "--eval-file", bad, "--lang", "es")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "línea 2")
}

// A JavaScript evaluation plays a tournament from the command line.
func TestTournamentJavaScript(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "", "tournament", "--eval-file", writeFile(t, "count.js", countJS), "--game", "tictactoe", "--against", "course", "--depth", "1", "--games", "2")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "course")
}
