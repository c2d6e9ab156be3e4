package labcheck

import (
	"strings"
	"testing"

	"github.com/dop251/goja"
	"github.com/dop251/goja/parser"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// instrumentJS wraps the returns of the functions with parameters, keeps lines, and
// leaves search, callbacks and functions without parameters alone.
func TestInstrumentJSShapes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, src string
		want      []string // texts the rewritten source holds
		not       []string // texts it does not
	}{
		{"declaration", "function f(n, a) { return a + 1; }",
			[]string{`return __lab_ret("f", [n, a], (a + 1));`}, nil},
		{"bare return and ASI", "function f(n) {\n  return\n  1;\n}",
			[]string{`return __lab_ret("f", [n], undefined)` + "\n"}, nil},
		{"arrow with an expression body", "const g = (n) => n.value() * 2;",
			[]string{`(n) => __lab_ret("g", [n], (n.value() * 2));`}, nil},
		{"arrow returning an object", "const g = n => ({v: 1});",
			[]string{`n => (__lab_ret("g", [n], ({v: 1})));`}, nil},
		{"function expression named by its variable", "var h = function (n) { return n; };",
			[]string{`__lab_ret("h", [n], (n))`}, nil},
		{"prototype method", "Juego.prototype.max = function (tablero) { return 1; };",
			[]string{`__lab_ret("max", [tablero], (1))`}, nil},
		{"class and object methods", "class A { m(n) { return n; } }\nconst o = { k(n) { return 2; }, 'q': (n) => 3 };",
			[]string{`__lab_ret("m", [n], (n))`, `__lab_ret("k", [n], (2))`, `__lab_ret("q", [n], (3))`}, nil},
		{"anonymous", "(function (n) { return 4; })(1);",
			[]string{`__lab_ret("<anonymous>", [n], (4))`}, nil},
		{"search left alone, its inner functions not", "function search(root) { function inner(x) { return x; } return inner(root); }",
			[]string{`return inner(root);`, `__lab_ret("inner", [x], (x))`}, nil},
		{"callbacks and no parameters left alone", "function f(n) { return n.children().map((c) => -g(c)); }\nfunction z() { return 1; }",
			[]string{`(c) => -g(c)`, `function z() { return 1; }`}, nil},
		{"a conditional, a sequence, a postfix, a template", "function f(n, i) { if (i) return i ? 1 : 2; if (n) return (i++, i--); return `x${i}`; }",
			[]string{`(i ? 1 : 2))`, `[n, i], (i++, i--)))`, "(`x${i}`))"}, nil},
		{"non-ASCII names", "function valoración(nodo, pequeño) { return nodo.valor + pequeño; }",
			[]string{`__lab_ret("valoraci\u00f3n", [nodo, peque\u00f1o], (nodo.valor + pequeño));`}, nil},
		{"a key with a line break and a quote", "const o = { 'a\\nb\"': function (n) { return 1; } };",
			[]string{`__lab_ret("a\u000ab\"", [n], (1))`}, nil},
		{"runs off its end", "function f(n) { if (n) return 1; }",
			[]string{`;return __lab_ret("f", [n], undefined)}`}, nil},
		{"a helper that returns nothing", "function visit(n) { n.children(); }",
			nil, []string{retName}},
		{"a lexical search made global", "const search = (root) => 1;",
			[]string{"\ntry { globalThis.search = search; } catch (e) {}"}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			run, _ := instrumentJS(tc.src)
			for _, w := range tc.want {
				assert.Contains(t, run, w)
			}
			for _, w := range tc.not {
				assert.NotContains(t, run, w)
			}
			_, err := parser.ParseFile(nil, "code.js", run, 0)
			require.NoError(t, err, run)
			want := strings.Count(tc.src, "\n")
			if strings.Contains(run, "globalThis.search") {
				want++
			}
			assert.Equal(t, want, strings.Count(run, "\n"), "lines kept")
		})
	}
}

// Every JavaScript style and example rewritten still parses and keeps its lines.
func TestInstrumentJSParses(t *testing.T) {
	t.Parallel()
	var srcs []string
	for _, s := range jsStyles(t) {
		srcs = append(srcs, s.source)
	}
	for _, m := range jsMutants(t) {
		srcs = append(srcs, m.js)
	}
	for _, src := range srcs {
		run, ins := instrumentJS(src)
		require.NotEmpty(t, ins)
		_, err := parser.ParseFile(nil, "code.js", run, 0)
		require.NoError(t, err, run)
	}
}

// A syntax error is reported at the student's own line and column, not the
// rewritten source's: a parse error, and an error goja's compiler finds in a source
// that parses (so that the returns before it on its line are instrumented), at the
// column goja gives for the student's text as written.
func TestJSSyntaxErrorAtStudentsColumn(t *testing.T) {
	t.Parallel()
	p := trace.Params{Game: "tree", Position: "textbook", Options: softAB}
	for _, line := range []string{
		"  if (node.is_leaf()) { return node.value(); } else { return 1 +; }",
		"  if (node.is_leaf()) { return node.value(); } let x = f(node); let x = 2; return x;",
		"  if (node.is_leaf()) return node.value(); else return (node.children().map(c => f(c)), 1); let [a, a] = [1, 2];",
	} {
		src := "function f(node) {\n" + line + "\n}\nfunction search(root) { return f(root); }\n"
		want := jsCompileError(t, src)
		_, err := CheckLang(lab.JavaScript, src, p, lab.Limits{})
		var le *lab.Error
		require.ErrorAs(t, err, &le)
		assert.Equal(t, lab.CodeSyntax, le.Kind)
		assert.Equal(t, lab.JavaScript, le.Lang)
		assert.Equal(t, [2]int{2, want}, [2]int{le.Line, le.Col}, "%s: %s", line, le.Detail)
		if strings.Contains(line, "+;") {
			assert.Equal(t, strings.Index(line, "+;")+2, le.Col, "the `;` after `1 +`")
		} else {
			run, ins := instrumentJS(src)
			assert.NotEmpty(t, ins, "instrumented before the error on its line")
			assert.NotEqual(t, want, jsCompileError(t, run), "the rewritten source's column is another")
		}
	}
}

// jsCompileError is the column goja gives for the first syntax error of src, as
// written.
func jsCompileError(t *testing.T, src string) int {
	t.Helper()
	prog, err := parser.ParseFile(nil, "code.js", src, 0)
	if err != nil {
		var list parser.ErrorList
		require.ErrorAs(t, err, &list)
		return list[0].Position.Column
	}
	_, err = goja.CompileAST(prog, false)
	var ce *goja.CompilerSyntaxError
	require.ErrorAs(t, err, &ce)
	return ce.File.Position(ce.Offset).Column
}

// A runtime error of the student's code is at its own line and column; value() on an
// inner node is lab.not_leaf at the line that called it.
func TestJSRuntimeErrorsAtStudentsPosition(t *testing.T) {
	t.Parallel()
	p := trace.Params{Game: "tree", Position: "textbook", Options: softAB}
	src := "function f(node) {\n  if (node.is_leaf()) { return node.value(); } return node.nope();\n}\nfunction search(root) { return f(root); }\n"
	_, err := CheckLang(lab.JavaScript, src, p, lab.Limits{})
	var le *lab.Error
	require.ErrorAs(t, err, &le)
	assert.Equal(t, lab.CodeRuntime, le.Kind)
	assert.Equal(t, 2, le.Line)
	assert.Equal(t, strings.Index(src, "nope()")-strings.Index(src, "  if")+len("nope")+1, le.Col, "at the call, as Starlark's")

	src = "function f(node) {\n  return node.value();\n}\nfunction search(root) { return f(root); }\n"
	_, err = CheckLang(lab.JavaScript, src, p, lab.Limits{})
	require.ErrorAs(t, err, &le)
	assert.Equal(t, "lab.not_leaf", le.Kind)
	assert.Equal(t, 2, le.Line)
	assert.Equal(t, "A", le.Detail)
	assert.NotEmpty(t, le.Text("es"))
}

// Seed 000's tutorial code is told from a node API search by its source alone: it
// declares movimientoAI (on Juego.prototype, or as a function) and no search. Until
// the tutorial's checker is wired in (the hook in checkOnJS), such a program is told
// that search(root) is missing, not that Juego is undefined.
func TestJSTutorialSourceHook(t *testing.T) {
	t.Parallel()
	tutorial := "Juego.prototype.movimientoAI = function () { var aux = this.min(); };\nJuego.prototype.min = function () { return 0; };\nJuego.prototype.max = function () { return 0; };\n"
	for _, tc := range []struct {
		src  string
		want bool
	}{
		{tutorial, true},
		{"function movimientoAI() {}\nfunction min() {}\nfunction max() {}", true},
		{"var movimientoAI = function () {};", true},
		{tutorial + "function search(root) { return 1; }", false},
		{tutorial + "const search = (root) => 1;", false},
		{jsEdit(t, rn), false},
		{"function movimientoAI( {", false},
	} {
		assert.Equal(t, tc.want, jsTutorialSource(tc.src), tc.src)
	}
	// the tutorial's code goes to the tutorial's checker, which plays tic-tac-toe only
	_, err := CheckLang(lab.JavaScript, tutorial, trace.Params{Game: "tree", Position: "textbook", Options: softAB}, lab.Limits{})
	c, ok := msg.Find(err)
	require.True(t, ok, "%v", err)
	assert.Contains(t, c.Code(), "tutorial", err.Error())
}

// A source with Windows line ends is checked as the same source with Unix ones, and
// its errors are at the same lines and columns.
func TestJSWindowsLineEnds(t *testing.T) {
	t.Parallel()
	p := trace.Params{Game: "tree", Position: "figure-5.2", Options: softAB}
	src := jsEdit(t, rn)
	crlf := strings.ReplaceAll(src, "\n", "\r\n")
	want, err := CheckLang(lab.JavaScript, src, p, lab.Limits{})
	require.NoError(t, err)
	got, err := CheckLang(lab.JavaScript, crlf, p, lab.Limits{})
	require.NoError(t, err)
	sameVerdict(t, want, got, "crlf")
	bad := strings.Replace(src, "    alpha = Math.max(alpha, v);", "    alpha = Math.max(alpha, v); let w = 1; let w = 2;", 1)
	_, err1 := CheckLang(lab.JavaScript, bad, p, lab.Limits{})
	_, err2 := CheckLang(lab.JavaScript, strings.ReplaceAll(bad, "\n", "\r\n"), p, lab.Limits{})
	var e1, e2 *lab.Error
	require.ErrorAs(t, err1, &e1)
	require.ErrorAs(t, err2, &e2)
	assert.Equal(t, lab.CodeSyntax, e1.Kind)
	assert.Equal(t, [2]int{e1.Line, e1.Col}, [2]int{e2.Line, e2.Col})
}
