package lab

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

func callEval(t *testing.T, src string, lim Limits) *Error {
	t.Helper()
	p, err := Load(KindEval, src, lim)
	if err == nil {
		_, err = Local{p}.Evaluate([]string{"...", "...", "..."}, "X")
	}
	require.Error(t, err)
	le, ok := err.(*Error)
	require.True(t, ok, "%T %v", err, err)
	return le
}

func TestProgramErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, src string
		lim       Limits
		code      string
		line, col int
		textEN    string
		textES    string
		traceback string
	}{
		{name: "syntax", src: "def evaluate(board, player)\n    return 1\n", code: CodeSyntax, line: 1, col: 28,
			textEN: "line 1, column 28: syntax error: a ':' is missing at the end of this line", textES: "línea 1, columna 28: error de sintaxis: falta «:» al final de esta línea"},
		{name: "undefined name", src: "def evaluate(board, player):\n    return nope\n", code: CodeSyntax, line: 2, col: 12},
		{name: "missing", src: "def evaluar(board, player):\n    return 1\n", code: CodeMissing,
			textEN: "the code must define the function evaluate()", textES: "el código debe definir la función evaluate()"},
		{name: "runtime", src: "def f(x):\n    return x // 0\ndef evaluate(board, player):\n    return f(1)\n", code: CodeRuntime, line: 2, col: 14,
			textEN: "line 2, column 14: error in f: division by zero", traceback: "in f"},
		{name: "wrong return", src: "def evaluate(board, player):\n    return 'big'\n", code: CodeReturn,
			textEN: `evaluate must return a whole number between −1,099,511,627,776 and 1,099,511,627,776, not string "big"`},
		{name: "too big", src: "def evaluate(board, player):\n    return 1 << 41\n", code: CodeReturn},
		{name: "endless loop", src: "def evaluate(board, player):\n    n = 0\n    while True:\n        n += 1\n", lim: Limits{Steps: 1_000_000}, code: CodeSteps, line: 4,
			textEN: "line 4, column 11: the code ran out of its budget of 1,000,000 steps (an endless loop?)"},
		{name: "endless loop, time", src: "def evaluate(board, player):\n    n = 0\n    while True:\n        n += 1\n", lim: Limits{Time: 50 * time.Millisecond}, code: CodeTime},
		{name: "endless loop at load", src: "while True:\n    pass\n", lim: Limits{Steps: 100_000}, code: CodeSteps, line: 1},
		{name: "recursion a million deep", src: "def f(n):\n    return 0 if n == 0 else 1 + f(n - 1)\ndef evaluate(board, player):\n    return f(1000000)\n", code: CodeRecursion, line: 2,
			textES: "línea 2, columna 34: llamadas anidadas a más de 5.000 niveles (¿recursión infinita?)"},
		{name: "source too big", src: "# " + strings.Repeat("x", 1<<20) + "\ndef evaluate(b, p):\n    return 0\n", code: CodeSourceSize},
		{name: "excessive repeat", src: "def evaluate(board, player):\n    x = [0] * (1 << 31)\n    return 0\n", code: CodeRuntime, line: 2},
		// the helpers' own errors: coded, in both languages, where the code called them
		{name: "sum of strings", src: "def evaluate(board, player):\n    return sum(board)\n", code: "lab.sum", line: 2, col: 15,
			textEN: "line 2, column 15: sum: string is not a whole number", textES: "línea 2, columna 15: sum: string no es un número entero"},
		{name: "board not a list", src: "def evaluate(board, player):\n    return len(rows(3))\n", code: "lab.board", line: 2,
			textEN: "line 2, column 20: rows: the board must be a list of rows (strings), not int", textES: "línea 2, columna 20: rows: el tablero debe ser una lista de filas (cadenas), no int"},
		{name: "a row not a string", src: "def evaluate(board, player):\n    return len(columns(['ab', 3]))\n", code: "lab.board_row", line: 2,
			textEN: "line 2, column 23: columns: row 1 of the board is int, not a string", textES: "línea 2, columna 23: columns: la fila 1 del tablero es int, no una cadena"},
		{name: "ragged rows", src: "def evaluate(board, player):\n    return len(lines(['ab', 'c']))\n", code: "lab.board_ragged",
			textES: "línea 2, columna 21: lines: las filas del tablero tienen longitudes distintas"},
		{name: "lines of 99", src: "def evaluate(board, player):\n    return len(lines(board, 99))\n", code: "lab.lines_n",
			textEN: "line 2, column 21: lines: n must be between 1 and 64, not 99", textES: "línea 2, columna 21: lines: n debe estar entre 1 y 64, no 99"},
		{name: "opponent of Z", src: "def evaluate(board, player):\n    return len(opponent('Z'))\n", code: "lab.opponent",
			textEN: `line 2, column 24: opponent: the player is "X" or "O", not "Z"`, textES: `línea 2, columna 24: opponent: el jugador es "X" u "O", no "Z"`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			e := callEval(t, tc.src, tc.lim)
			assert.Equal(t, tc.code, e.Code(), e.Error())
			if tc.line > 0 {
				assert.Equal(t, tc.line, e.Line, e.Error())
			}
			if tc.col > 0 {
				assert.Equal(t, tc.col, e.Col, e.Error())
			}
			if tc.textEN != "" {
				assert.Equal(t, tc.textEN, e.Text(msg.EN))
			}
			if tc.textES != "" {
				assert.Equal(t, tc.textES, e.Text(msg.ES))
			}
			if tc.traceback != "" {
				assert.Contains(t, e.Traceback, tc.traceback)
			}
			_, coded := msg.Find(e)
			assert.True(t, coded)
		})
	}
}

// A traceback is said in the page's language, without the interpreter's last line
// (the message says it).
func TestTracebackInLanguage(t *testing.T) {
	t.Parallel()
	e := callEval(t, "def f(x):\n    return x // 0\ndef evaluate(board, player):\n    return f(1)\n", Limits{})
	require.Contains(t, e.Traceback, "Traceback (most recent call last):")
	assert.Equal(t, "Traza (la llamada más reciente, al final):\n  code.star:4:13: en evaluate\n  code.star:2:14: en f", e.TracebackIn(msg.ES))
	assert.Equal(t, "Traceback (the most recent call last):\n  code.star:4:13: in evaluate\n  code.star:2:14: in f", e.TracebackIn(msg.EN))
	assert.Empty(t, (&Error{Kind: CodeSteps}).TracebackIn(msg.ES))
}

// A failed program stays failed: the next call gives the same error without running.
func TestProgramDiesOnError(t *testing.T) {
	t.Parallel()
	p, err := Load(KindEval, "def evaluate(board, player):\n    return 1 // 0\n", Limits{})
	require.NoError(t, err)
	_, err1 := Local{p}.Evaluate([]string{"..."}, "X")
	steps := p.Steps()
	_, err2 := Local{p}.Evaluate([]string{"..."}, "X")
	assert.Same(t, err1, err2)
	assert.Equal(t, steps, p.Steps())
	assert.Equal(t, err1, p.Err())
}

// The step budget is over the program's whole life, not per call.
func TestStepBudgetIsTotal(t *testing.T) {
	t.Parallel()
	p, err := Load(KindEval, "def evaluate(board, player):\n    n = 0\n    for i in range(1000):\n        n += i\n    return n\n", Limits{Steps: 50_000})
	require.NoError(t, err)
	calls := 0
	for ; calls < 100; calls++ {
		if _, err := (Local{p}).Evaluate([]string{"..."}, "X"); err != nil {
			assert.Equal(t, CodeSteps, err.(*Error).Code())
			break
		}
	}
	assert.Less(t, calls, 20)
}
