package sandbox

import (
	"context"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
)

// okEvalJS is a JavaScript evaluation that works: the number of rows.
const okEvalJS = "function evaluate(board, player) {\n  return board.length;\n}\n"

// evalJSOnce evaluates a 3x3 empty board with a JavaScript program in a worker.
func evalJSOnce(p *Pool, src string, b Budget) (int64, error) {
	s := p.NewSession(context.Background(), lab.KindEval, lab.JavaScript, src, b)
	return s.Evaluate([]string{"...", "...", "..."}, "X")
}

// jsEval wraps body as the body of evaluate(board, player), from line 2.
func jsEval(body string) string { return "function evaluate(board, player) {\n" + body + "\n}\n" }

// Hostile JavaScript never harms the pool, as hostile Starlark (TestHostileCode):
// each program ends with its coded error (JavaScript has no step count: its budget is
// the deadline), at the student's line when the engine stopped it there, and the next
// request, in either language, is served.
func TestHostileJavaScript(t *testing.T) {
	t.Parallel()
	if raceEnabled {
		t.Skip("the race detector's runtime cannot run under the workers' address-space limit")
	}
	p := NewPool(Config{Workers: 2, HeapBytes: 64 << 20, AddressSpace: 512 << 20})
	defer p.Close()
	short := Budget{Time: 400 * time.Millisecond}
	for _, tc := range []struct {
		name, src string
		budget    Budget
		codes     []string // any of these
		// line is the student's line the error names (0: not asserted). A stop by the
		// deadline, the heap bound or the call depth names it only once package lab
		// reads the stack of goja's InterruptedError and StackOverflowError (they are
		// not *goja.Exception): until then such an error may name no line (0).
		line int
	}{
		// endless work: the deadline
		{"while (true) {}", jsEval("  var n = 0;\n  while (true) { n++; }"), short, []string{lab.CodeTime}, 3},
		{"for (;;)", jsEval("  for (;;) {}"), short, []string{lab.CodeTime}, 1}, // an empty loop has no position of its own in goja: its function's line
		{"a loop in the top level", "for (;;) {}\n" + okEvalJS, short, []string{lab.CodeTime}, 1},
		{"recursion without end", "function f(n) {\n  return f(n + 1) + 1;\n}\n" + jsEval("  return f(0);"), Budget{}, []string{lab.CodeRecursion}, 2},
		{"mutual recursion", "function a(n) { return b(n) + 1; }\nfunction b(n) { return a(n) + 1; }\n" + jsEval("  return a(0);"), Budget{}, []string{lab.CodeRecursion}, 0},
		// huge values: the heap bound or the address space
		{`"x".repeat(2**30)`, jsEval(`  var s = "x".repeat(2 ** 30);` + "\n  return s.length;"), Budget{}, []string{lab.CodeMemory, lab.CodeRuntime}, 2},
		// (minutes of time, as the Starlark memory cases: a worker niced beside CI's
		// other packages reached the default 10 s before the memory bound)
		{"string doubling", jsEval("  var s = 'x';\n  for (var i = 0; i < 40; i++) s = s + s;\n  return s.length;"), memoryBudget, []string{lab.CodeMemory, lab.CodeRuntime}, 0},
		{"new Array(1e9).fill(0)", jsEval("  var a = new Array(1e9).fill(0);\n  return a.length;"), Budget{Time: 2 * time.Second}, []string{lab.CodeMemory, lab.CodeTime, lab.CodeRuntime}, 0},
		{"nested arrays growing", jsEval("  var a = [];\n  for (;;) a.push(new Array(1000).fill([a.length]));"), memoryBudget, []string{lab.CodeMemory}, 0},
		// code built from strings
		{"eval", jsEval("  return eval('1 + 1');"), Budget{}, []string{lab.CodeRuntime}, 2},
		{"Function", jsEval("  return Function('return 1')();"), Budget{}, []string{lab.CodeRuntime}, 2},
		{"new Function", jsEval("  return new Function('return 1')();"), Budget{}, []string{lab.CodeRuntime}, 2},
		{"(function(){}).constructor", jsEval("  return (function () {}).constructor('return 1')();"), Budget{}, []string{lab.CodeRuntime}, 2},
		{"a generator's constructor", jsEval("  var G = Object.getPrototypeOf(function* () {}).constructor;\n  return G('yield 1')().next().value;"), Budget{}, []string{lab.CodeRuntime}, 0},
		{"an async function's constructor", jsEval("  var A = Object.getPrototypeOf(async function () {}).constructor;\n  A('return 1');\n  return 1;"), Budget{}, []string{lab.CodeRuntime}, 0},
		{"Reflect.construct(Function)", jsEval("  return Reflect.construct(Function, ['return 1'])();"), Budget{}, []string{lab.CodeRuntime}, 2},
		// timers and promises
		{"setTimeout", jsEval("  setTimeout(function () {}, 0);\n  return 1;"), Budget{}, []string{lab.CodeRuntime}, 2},
		{"setInterval", jsEval("  setInterval(function () {}, 1);\n  return 1;"), Budget{}, []string{lab.CodeRuntime}, 2},
		{"a promise loop", jsEval("  function loop() { return Promise.resolve().then(loop); }\n  loop();\n  return 1;"), short, []string{lab.CodeTime, lab.CodeMemory}, 0},
		{"an async loop", "async function spin() {\n  for (;;) await 0;\n}\n" + jsEval("  spin();\n  return 1;"), short, []string{lab.CodeTime, lab.CodeMemory}, 0},
		{"an async result", jsEval("  return (async function () { return 1; })();"), Budget{}, []string{lab.CodeReturn}, 0},
		// prototype tricks
		{"Array.prototype.push redefined", "Array.prototype.push = function () { throw new Error('pushed'); };\n" + jsEval("  return lines(board).length;"), Budget{}, []string{lab.CodeRuntime, ""}, 0},
		{"valueOf that loops", jsEval("  return { valueOf: function () { for (;;) {} } };"), short, []string{lab.CodeReturn, lab.CodeTime}, 0},
		{"toString that loops", jsEval("  return { toString: function () { for (;;) {} } };"), short, []string{lab.CodeReturn, lab.CodeTime}, 0},
		{"a Proxy returned", jsEval("  return new Proxy({}, { get: function () { for (;;) {} } });"), short, []string{lab.CodeReturn, lab.CodeTime}, 0},
		{"a getter that loops", jsEval("  var o = {};\n  Object.defineProperty(o, 'x', { get: function () { for (;;) {} } });\n  return o.x;"), short, []string{lab.CodeTime}, 3},
		{"a string returned", jsEval("  return 'x';"), Budget{}, []string{lab.CodeReturn}, 0},
		// reaching outside
		{"require", jsEval("  var fs = require('fs');\n  return 1;"), Budget{}, []string{lab.CodeRuntime}, 2},
		{"process", jsEval("  process.exit(1);\n  return 1;"), Budget{}, []string{lab.CodeRuntime}, 2},
		{"import()", jsEval("  import('fs');\n  return 1;"), Budget{}, []string{lab.CodeRuntime, lab.CodeSyntax}, 0},
		{"this in a sloppy function", jsEval("  var g = (function () { return this; })();\n  return g.constructor.constructor('return 1')();"), Budget{}, []string{lab.CodeRuntime}, 3},
		{"a 1 MB source", "// " + strings.Repeat("x", 1<<20) + "\n" + okEvalJS, Budget{}, []string{lab.CodeSourceSize}, 0},
	} {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			v, err := evalJSOnce(p, tc.src, tc.budget)
			if err == nil {
				assert.Contains(t, tc.codes, "", "a value (%d) where an error was wanted", v)
			} else {
				code := codeOf(t, err)
				assert.Contains(t, tc.codes, code, err.Error())
				le, ok := err.(*lab.Error)
				require.True(t, ok, "%T", err)
				if tc.line > 0 {
					stopped := code == lab.CodeTime || code == lab.CodeMemory || code == lab.CodeRecursion
					if !(stopped && le.Line == 0) {
						assert.Equal(t, tc.line, le.Line, err.Error())
					}
				}
				t.Logf("%s in %v at %d:%d: %s | %s", code, time.Since(start).Round(time.Millisecond), le.Line, le.Col, le.Text(msg.EN), le.Text(msg.ES))
			}
			// the pool still serves, in either language
			v, err = evalJSOnce(p, okEvalJS, Budget{})
			require.NoError(t, err)
			assert.Equal(t, int64(3), v)
			v, err = evalOnce(p, okEval, Budget{})
			require.NoError(t, err)
			assert.Equal(t, int64(3), v)
		})
	}
	assert.LessOrEqual(t, p.Processes(), 2)
}

// Nothing of the outside world is in a JavaScript program's reach, and one program's
// changes to the built-ins (a polluted Object.prototype) do not reach the next, even
// in the same worker.
func TestJavaScriptSeesNoOutside(t *testing.T) {
	t.Parallel()
	p := NewPool(Config{Workers: 1})
	defer p.Close()
	names := []string{"require", "process", "module", "exports", "setTimeout", "setInterval", "setImmediate",
		"fetch", "XMLHttpRequest", "WebAssembly", "Deno", "Bun", "print", "load", "read", "quit", "__go"}
	count := "  var n = 0;\n  var names = " + jsArray(names) + ";\n" +
		"  for (var i = 0; i < names.length; i++) if (typeof globalThis[names[i]] !== 'undefined') n++;\n" +
		"  return n;"
	v, err := evalJSOnce(p, jsEval(count), Budget{})
	require.NoError(t, err)
	assert.Zero(t, v, "names of the outside world in reach")

	pollute := "Object.prototype.polluted = 7;\nArray.prototype.push = function () { return 0; };\n" + jsEval("  return ({}).polluted;")
	v, err = evalJSOnce(p, pollute, Budget{})
	require.NoError(t, err)
	assert.Equal(t, int64(7), v)
	clean := jsEval("  var a = [];\n  a.push(1);\n  return (({}).polluted === undefined ? 10 : 0) + a.length;")
	v, err = evalJSOnce(p, clean, Budget{})
	require.NoError(t, err)
	assert.Equal(t, int64(11), v, "the next program's built-ins are its own")
}

// jsArray writes names as a JavaScript array of strings.
func jsArray(names []string) string {
	return "['" + strings.Join(names, "', '") + "']"
}
