package lab

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// jsCase is a JavaScript evaluation and what evaluating a board gives: a value, or an
// error's code at its line and a column between colFrom and colTo (where an interrupt
// stops a loop depends on the instruction it meets; elsewhere colFrom == colTo).
type jsCase struct {
	name, src      string
	lim            Limits
	value          int64
	code           string
	line           int
	colFrom, colTo int
	detail, es     string
}

func runJSCase(t *testing.T, tc jsCase) {
	t.Helper()
	p, err := LoadLang(KindEval, JavaScript, tc.src, tc.lim)
	if err == nil {
		var v int64
		v, err = Local{P: p}.Evaluate([]string{"...", "...", "..."}, "X")
		if tc.code == "" {
			require.NoError(t, err)
			assert.Equal(t, tc.value, v)
			return
		}
	}
	require.Error(t, err)
	le, ok := err.(*Error)
	require.True(t, ok, "%T %v", err, err)
	assert.Equal(t, tc.code, le.Kind, le.Error())
	assert.Equal(t, JavaScript, le.Lang)
	assert.Equal(t, tc.line, le.Line, "line: %s", le.Error())
	assert.GreaterOrEqual(t, le.Col, tc.colFrom, "column: %s", le.Error())
	assert.LessOrEqual(t, le.Col, tc.colTo, "column: %s", le.Error())
	if tc.detail != "" {
		assert.Equal(t, tc.detail, le.Detail)
	}
	assert.Contains(t, le.Text(msg.ES), tc.es)
}

// JavaScript programs under the lab's limits: each failure has its code and its place
// in the student's source; what is taken away (eval, the Function constructors) or
// never given (timers, modules, the process) is not there.
func TestJSPrograms(t *testing.T) {
	t.Parallel()
	ev := func(body string) string { return "function evaluate(board, player) {\n" + body + "\n}\n" }
	for _, tc := range []jsCase{
		{name: "helpers", src: ev("  return lines(board).length + (player == 'X' ? 1 : 0);"), value: 9},
		{name: "syntax error", src: ev("  return 1 +"), code: CodeSyntax, line: 3, colFrom: 1, colTo: 1,
			detail: "Unexpected token }", es: "línea 3, columna 1: error de sintaxis: no se esperaba «}» aquí"},
		{name: "runtime error", src: ev("  var x = null;\n  return x.y;"), code: CodeRuntime, line: 3, colFrom: 12, colTo: 12,
			es: "línea 3, columna 12: error en evaluate: un valor es undefined o null: no tiene «y» que leer"},
		{name: "endless loop", src: ev("  let n = 0;\n  while (true) {\n    n = n + 1;\n  }"), lim: Limits{Time: 300 * time.Millisecond},
			code: CodeTime, line: 4, colFrom: 5, colTo: 14, es: "línea 4, columna"},
		// an empty loop's only instruction (its jump back) has no place of its own in
		// goja's source map: the place is its function's start
		{name: "empty endless loop", src: ev("  for (;;) {}"), lim: Limits{Time: 300 * time.Millisecond},
			code: CodeTime, line: 1, colFrom: 1, colTo: 1, es: "línea 1, columna 1: el código agotó su tiempo (300 ms)"},
		{name: "recursion", src: "function f(n) {\n  return f(n + 1);\n}\n" + ev("  return f(0);"), lim: Limits{Depth: 500},
			code: CodeRecursion, line: 2, colFrom: 11, colTo: 11, es: "línea 2, columna 11: "},
		{name: "eval", src: ev("  return eval('1');"), code: CodeRuntime, line: 2, colFrom: 14, colTo: 14,
			detail: "TypeError: eval is not available in the lab", es: "eval no está disponible en el laboratorio"},
		{name: "Function constructor", src: ev("  return (function(){}).constructor('return 1')();"), code: CodeRuntime, line: 2, colFrom: 36, colTo: 36,
			detail: "TypeError: Function is not available in the lab", es: "Function no está disponible en el laboratorio"},
		{name: "Function global", src: ev("  return new Function('return 1')();"), code: CodeRuntime, line: 2, colFrom: 10, colTo: 10,
			detail: "TypeError: Function is not available in the lab"},
		{name: "generator Function constructor", src: ev("  return (function*(){}).constructor('yield 1')().next().value;"), code: CodeRuntime, line: 2, colFrom: 37, colTo: 37,
			detail: "TypeError: Function is not available in the lab"},
		{name: "wrong return type", src: ev("  return 'x';"), code: CodeReturn,
			es: "evaluate debe devolver un número entero"},
		{name: "memory growth", src: ev("  var a = [];\n  for (;;) {\n    a.push(new Array(1000).fill(1));\n  }"), lim: Limits{Time: 20 * time.Second, HeapBytes: 64 << 20},
			code: CodeMemory, line: 4, colFrom: 1, colTo: 40, es: "línea 4"},
		{name: "no timers, modules or process", src: ev("  return [typeof setTimeout, typeof setInterval, typeof require, typeof process, typeof module, typeof fetch].every((t) => t === 'undefined') ? 7 : 0;"), value: 7},
		{name: "setTimeout", src: ev("  setTimeout(function () {}, 0);\n  return 0;"), code: CodeRuntime, line: 2, colFrom: 13, colTo: 13,
			detail: "ReferenceError: setTimeout is not defined", es: "setTimeout no está definido"},
		{name: "require", src: ev("  const fs = require('fs');\n  return 0;"), code: CodeRuntime, line: 2, colFrom: 21, colTo: 21,
			detail: "ReferenceError: require is not defined"},
		{name: "import", src: ev("  import('fs');\n  return 0;"), code: CodeSyntax, line: 2, colFrom: 3, colTo: 3,
			detail: "Unexpected reserved word", es: "import y export no están disponibles"},
		{name: "source size", src: ev("  return 0;" + strings.Repeat(" ", 2000)), lim: Limits{SourceBytes: 1000},
			code: CodeSourceSize, es: "1.000"},
		{name: "a binding's error", src: ev("  return lines(3);"), code: "lab.board", line: 2, colFrom: 15, colTo: 15},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if tc.code != CodeMemory {
				// the heap bound is the process's: a test that fills it runs alone
				t.Parallel()
			}
			runJSCase(t, tc)
		})
	}
}

// A tournament's move bound holds a JavaScript evaluation by time alone (it counts no
// steps): a move that loops stops at the move's bound, not the job's deadline, and
// the program's deadline is given back after the move.
func TestJSBoundMove(t *testing.T) {
	t.Parallel()
	p, err := LoadLang(KindEval, JavaScript, "function evaluate(board, player) { while (true) {} }", Limits{Time: time.Minute})
	require.NoError(t, err)
	before := p.deadline
	restore := Local{P: p}.BoundMove(1000, 50*time.Millisecond)
	start := time.Now()
	_, err = Local{P: p}.Evaluate([]string{"..."}, "X")
	restore()
	var le *Error
	require.ErrorAs(t, err, &le)
	assert.Equal(t, CodeTime, le.Kind)
	assert.Less(t, time.Since(start), 30*time.Second, "stopped by the move's bound")
	assert.Equal(t, before, p.deadline)
}
