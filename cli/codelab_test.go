package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const examples = "../lab/examples/"

func writeFile(t *testing.T, name, text string) string {
	t.Helper()
	p := filepath.Join(t.TempDir(), name)
	require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
	return p
}

// --eval-file with seed 002's F gives the trace --eval course gives.
func TestEvalFileTraceEqualsCourse(t *testing.T) {
	t.Parallel()
	args := []string{"trace", "--game", "connect4", "--position", "4453", "--depth", "3", "--algo", "alphabeta", "--format", "text"}
	code, want, errOut := runCLI(t, "", append(args, "--eval", "course")...)
	require.Equal(t, 0, code, errOut)
	code, got, errOut := runCLI(t, "", append(args, "--eval-file", examples+"connect4_course.star")...)
	require.Equal(t, 0, code, errOut)
	// the first line names the problem: the evaluation is the file's
	// and the last its time
	body := func(s string) string {
		s = strings.SplitN(s, "\n", 2)[1]
		return s[:strings.LastIndex(s, "time:")]
	}
	assert.Equal(t, body(want), body(got))
}

// --game-file with the stones example gives the built-in stones' search.
func TestGameFileEqualsBuiltinStones(t *testing.T) {
	t.Parallel()
	code, want, errOut := runCLI(t, "", "trace", "--game", "stones", "--position", "10", "--algo", "alphabeta", "--format", "json")
	require.Equal(t, 0, code, errOut)
	code, got, errOut := runCLI(t, "", "trace", "--game-file", examples+"stones.star", "--algo", "alphabeta", "--format", "json")
	require.Equal(t, 0, code, errOut)
	var a, b map[string]any
	require.NoError(t, json.Unmarshal([]byte(want), &a))
	require.NoError(t, json.Unmarshal([]byte(got), &b))
	for _, k := range []string{"value", "best_move", "pv", "steps"} {
		assert.Equal(t, a[k], b[k], k)
	}
}

func TestCheckExitCodes(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "", "check", examples+"search_alphabeta.star", "--position", "figure-5.2", "--algo", "alphabeta")
	assert.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "Your code does what alpha-beta does")

	code, out, _ = runCLI(t, "", "check", examples+"search_alphabeta_wrong.star", "--position", "textbook", "--algo", "alphabeta", "--lang", "es")
	assert.Equal(t, 1, code)
	assert.Contains(t, out, "En el paso 18 tu código visitó C2; el alfa-beta no llega ahí, lo poda: β=2 ≤ α=3 en C")
	assert.Contains(t, out, ">11   visitó C2                          devolvió 2 para C")

	// fail-hard is asked: the fail-soft search returns other values
	code, out, _ = runCLI(t, "", "check", "--position", "textbook", "--algo", "alphabeta", "--fail-hard", examples+"search_alphabeta.star")
	assert.Equal(t, 1, code)
	assert.Contains(t, out, "alpha-beta (fail-hard) returns 3")

	code, _, errOut = runCLI(t, "", "check", examples+"search_alphabeta.star", "--position", "((1,2)", "--algo", "alphabeta")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "not closed")

	bad := writeFile(t, "bad.star", "def search(root)\n    return 0\n")
	code, _, errOut = runCLI(t, "", "check", bad, "--position", "textbook", "--algo", "alphabeta")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "line 1, column 17: syntax error")

	loop := writeFile(t, "loop.star", "def search(root):\n    n = 0\n    while True:\n        n += 1\n")
	code, _, errOut = runCLI(t, "", "check", loop, "--position", "textbook", "--algo", "alphabeta")
	assert.Equal(t, 2, code)
	// the step budget (20,000,000 steps here, about a second) stops the loop at its line; on
	// a machine too loaded to run them in the 10 s the check has, the time runs out
	// first, and the worker is stopped from outside, where no line is known
	if !strings.Contains(errOut, "ran out of its time") {
		assert.Regexp(t, `line 4, column \d+: the code ran out of its budget`, errOut)
	}

	code, _, errOut = runCLI(t, "", "check", "--position", "textbook")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "check needs the file")

	// a student's game and a search of it
	code, out, errOut = runCLI(t, "", "check", examples+"search_negamax.star", "--game-file", examples+"nim_one_heap.star", "--algo", "negamax-alphabeta")
	assert.Equal(t, 0, code, errOut+out)
}

func TestTournamentStreams(t *testing.T) {
	t.Parallel()
	code, out, errOut := runCLI(t, "", "tournament", "--eval-file", examples+"connect4_course.star", "--against", "course", "--depth", "1", "--games", "2")
	require.Equal(t, 0, code, errOut)
	lines := strings.Split(strings.TrimSpace(out), "\n")
	require.Len(t, lines, 3, out)
	assert.True(t, strings.HasPrefix(lines[0], "game 1/2 against course, yours as X: "), lines[0])
	assert.True(t, strings.HasPrefix(lines[1], "game 2/2 against course, yours as O: "), lines[1])
	assert.Regexp(t, `^against course: \d won, \d drawn, \d lost$`, lines[2])

	code, out, errOut = runCLI(t, "", "tournament", "--eval-file", examples+"tictactoe_lines.star", "--game", "tictactoe", "--against", "solver", "--depth", "2", "--games", "2", "--quality", "--lang", "es")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "contra solver: 0 ganadas")
	assert.Contains(t, out, "calidad de lab a profundidad 2: una jugada óptima en")

	code, _, errOut = runCLI(t, "", "tournament", "--eval-file", examples+"connect4_course.star", "--against", "nobody")
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, `unknown opponent "nobody"`)
}

// A student's game is titled by its file's name in the text form, never by the hash
// it is kept under, and with no stray space when it has no position.
func TestTraceTextTitlesAStudentsGame(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		args  []string
		title string
	}{
		{[]string{"--game-file", examples + "nim.star"}, "nim.star, alphabeta (root: MAX)"},
		{[]string{"--game-file", examples + "nim_one_heap.star", "--algo", "minimax"}, "nim_one_heap.star, minimax (root: MAX)"},
		{[]string{"--position", "textbook"}, "tree textbook, alphabeta (root: MAX)"},
	} {
		code, out, errOut := runCLI(t, "", append([]string{"trace", "--format", "text"}, c.args...)...)
		require.Equal(t, 0, code, errOut)
		first, _, _ := strings.Cut(out, "\n")
		assert.Equal(t, c.title, first, "%v", c.args)
		assert.NotContains(t, first, "lab:")
	}
}
