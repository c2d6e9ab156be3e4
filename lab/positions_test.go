package lab

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.starlark.net/starlark"

	"github.com/gametree/gametree/msg"
)

// The sources of issue 27's error positions, each with a 9th line that recurses for
// ever, a line without its colon, a 27-character line that divides by zero.
const (
	// endlessEval recurses on line 9 (the depth is checked on line 8's work).
	endlessEval = "def f(n):\n" + // 1
		"    best = None\n" + // 2
		"    for i in range(3):\n" + // 3
		"        v = i * 2\n" + // 4
		"        if best == None or v > best:\n" + // 5
		"            best = v\n" + // 6
		"    if n < 0:\n" + // 7
		"        best = best + 1\n" + // 8
		"    return f(n + 1)\n" + // 9
		"def evaluate(board, player):\n" +
		"    return f(0)\n"
	// noColonEval lacks the colon of line 1 (a comment after it).
	noColonEval = "def evaluate(board, player)  # mine\n\n    return 1\n"
	// zeroEval divides by zero on line 3, 27 characters long, at column 25.
	zeroEval = "def evaluate(board, player):\n    n = len(board)\n    return float(n) / 0 + 1\n"
)

// A game with the same three mistakes, one in each of its functions.
func gameWith(part string) string {
	g := map[string]string{
		"initial": "def initial():\n    return 3\n",
		"moves":   "def moves(s):\n    return [1]\n",
		"play":    "def play(s, m):\n    return s - m\n",
		"result":  "def result(s):\n    return -1 if s == 0 else None\n",
	}
	switch part {
	case "endless":
		g["moves"] = "def moves(s):\n    n = s + 1\n    if n < 0:\n        n = 0\n    return moves(n)\n"
	case "colon":
		g["play"] = "def play(s, m)\n    return s - m\n"
	case "zero":
		g["result"] = "def result(s):\n    return s / 0 if s else 1\n"
	}
	return g["initial"] + g["moves"] + g["play"] + g["result"]
}

// Errors are at the student's own line and column: the call that recurses for ever,
// the end of the line that lacks its colon, the column of the operator that failed;
// in an evaluation and in a game (a game's functions in the order initial, moves,
// play, result, 2 lines each but where changed).
func TestErrorPositions(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name      string
		kind      Kind
		src       string
		code      string
		line, col int
	}{
		{"endless recursion", KindEval, endlessEval, CodeRecursion, 9, 13},
		{"missing colon, a comment after", KindEval, noColonEval, CodeSyntax, 1, 28},
		{"missing colon on the last line", KindEval, "def evaluate(board, player)", CodeSyntax, 1, 28},
		{"missing colon of an if", KindEval, "def evaluate(board, player):\n    if player == 'X'\n        return 1\n    return 0\n", CodeSyntax, 2, 21},
		{"a '#' in a string is not a comment", KindEval, "def evaluate(board, player='#')\n    return 1\n", CodeSyntax, 1, 32},
		{"division by zero on a 27-character line", KindEval, zeroEval, CodeRuntime, 3, 21},
		{"a game's endless recursion", KindGame, gameWith("endless"), CodeRecursion, 7, 17},
		{"a game's missing colon", KindGame, gameWith("colon"), CodeSyntax, 5, 15},
		{"a game's division by zero", KindGame, gameWith("zero"), CodeRuntime, 8, 14},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := runUntilError(t, tc.kind, tc.src)
			assert.Equal(t, tc.code, e.Kind, e.Error())
			assert.Equal(t, [2]int{tc.line, tc.col}, [2]int{e.Line, e.Col}, e.Error())
			lines := strings.Split(tc.src, "\n")
			require.LessOrEqual(t, e.Line, len(lines))
			assert.LessOrEqual(t, e.Col, len([]rune(lines[e.Line-1]))+1, "a column past the student's line")
		})
	}
}

// runUntilError loads src and calls its functions until one fails.
func runUntilError(t *testing.T, kind Kind, src string) *Error {
	t.Helper()
	p, err := Load(kind, src, Limits{})
	if err == nil {
		switch kind {
		case KindEval:
			_, err = Local{p}.Evaluate([]string{"..."}, "X")
		case KindGame:
			_, err = NewGame(NewLocalGame(p), "")
			if err == nil {
				_, err = NewGame(NewLocalGame(p), "1")
			}
		}
	}
	require.Error(t, err)
	le, ok := err.(*Error)
	require.True(t, ok, "%T %v", err, err)
	return le
}

// Text inserted by a tool (the checker's call around returns) moves no column the
// student is shown: positions inside or after it are mapped back.
func TestRewriteMapsColumnsBack(t *testing.T) {
	t.Parallel()
	src := "def f(node):\n    return node // 0\ndef evaluate(board, player):\n    return f(1)\n"
	run, ins := Rewrite(src, []Edit{{Line: 2, Col: 12, Text: "g((node,), ("}, {Line: 2, Col: 21, Text: "))"}, {Line: 9, Col: 1, Text: "x"}})
	require.Equal(t, "def f(node):\n    return g((node,), (node // 0))\ndef evaluate(board, player):\n    return f(1)\n", run)
	require.Len(t, ins, 2, "an edit past the source's end is left out")
	m := newColumnMap(ins)
	for run, want := range map[int]int{1: 1, 11: 11, 12: 12, 20: 12, 24: 12, 29: 17, 33: 21, 34: 21, 35: 21, 36: 22} {
		assert.Equal(t, want, m.original(2, run), "column %d of the rewritten line", run)
	}
	assert.Equal(t, 7, m.original(1, 7), "a line without insertions")

	g := starlark.NewBuiltin("g", func(_ *starlark.Thread, _ *starlark.Builtin, args starlark.Tuple, _ []starlark.Tuple) (starlark.Value, error) {
		return args[1], nil
	})
	p, err := LoadMapped(KindEval, src, run, ins, Limits{}, starlark.StringDict{"g": g})
	require.NoError(t, err)
	_, err = Local{p}.Evaluate([]string{"..."}, "X")
	require.Error(t, err)
	le := err.(*Error)
	assert.Equal(t, [2]int{2, 17}, [2]int{le.Line, le.Col}, le.Error())
	assert.Contains(t, le.Traceback, "code.star:2:17: in f")
	assert.Contains(t, le.Traceback, "code.star:4:13: in evaluate")
}

// Endless recursion's frames are folded: the traceback says how many more calls of
// which function, at which line, in the page's language, and stays short; a cycle of
// two functions calling each other is folded too; a short traceback is whole.
func TestTracebackFolded(t *testing.T) {
	t.Parallel()
	e := runUntilError(t, KindEval, endlessEval)
	en, es := e.TracebackIn(msg.EN), e.TracebackIn(msg.ES)
	assert.Less(t, strings.Count(en, "\n"), 10, en)
	assert.Less(t, len(e.Traceback), 1000, "folded before it leaves the worker")
	assert.Regexp(t, `(?m)^  … [\d,]+ more calls of f \(line 9\)$`, en)
	assert.Regexp(t, `(?m)^  … [\d.]+ llamadas más a f \(línea 9\)$`, es)
	assert.Contains(t, en, "code.star:11:13: in evaluate")

	mutual := "def a(n):\n    return b(n + 1)\ndef b(n):\n    return a(n + 1)\ndef evaluate(board, player):\n    return a(0)\n"
	e = runUntilError(t, KindEval, mutual)
	assert.Equal(t, CodeRecursion, e.Kind)
	assert.Contains(t, []int{2, 4}, e.Line, "at one of the two calls")
	en = e.TracebackIn(msg.EN)
	assert.Less(t, strings.Count(en, "\n"), 10, en)
	assert.Regexp(t, `more calls of (a \(line 2\) and b \(line 4\)|b \(line 4\) and a \(line 2\))`, en)

	e = runUntilError(t, KindEval, "def f(n):\n    return 1 // 0 if n == 0 else f(n - 1)\ndef evaluate(board, player):\n    return f(3)\n")
	assert.Equal(t, 4, strings.Count(e.TracebackIn(msg.EN), "in f"), "four calls: not folded")
	assert.NotContains(t, e.TracebackIn(msg.EN), "more calls")
}

// The frames are folded into their longest repeating cycle.
func TestFoldFrames(t *testing.T) {
	t.Parallel()
	rep := func(s string, n int) []string {
		var out []string
		for range n {
			out = append(out, strings.Split(s, ",")...)
		}
		return out
	}
	for _, tc := range []struct {
		name   string
		frames []string
		want   []string
	}{
		{"none", []string{"a", "b", "c"}, []string{"  a", "  b", "  c"}},
		{"four alike: whole", rep("f", 4), []string{"  f", "  f", "  f", "  f"}},
		{"one function", append(append([]string{"s"}, rep("f", 100)...), "g"), []string{"  s", "  f", "  ×99 f", "  g"}},
		{"two", rep("a,b", 50), []string{"  a", "  b", "  ×49 a | b"}},
		{"three", append(rep("a,b,c", 10), "a"), []string{"  a", "  b", "  c", "  ×9 a | b | c", "  a"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			assert.Equal(t, tc.want, foldFrames(tc.frames))
		})
	}
}
