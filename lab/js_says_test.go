package lab

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// jsUntilError loads JavaScript source of kind eval and evaluates a board until it
// fails: the *Error it fails with.
func jsUntilError(t *testing.T, src string, lim Limits) *Error {
	t.Helper()
	p, err := LoadLang(KindEval, JavaScript, src, lim)
	if err == nil {
		_, err = Local{p}.Evaluate([]string{"...", "...", "..."}, "X")
	}
	require.Error(t, err)
	le, ok := err.(*Error)
	require.True(t, ok, "%T %v", err, err)
	assert.Equal(t, JavaScript, le.Lang)
	return le
}

// goja's common messages, each from a program a student could write (what goja
// really writes is the detail asserted), are said in both languages, at the line and
// column of the mistake; every saying is met.
func TestJSSays(t *testing.T) {
	t.Parallel()
	fn := func(body string) string {
		return "function evaluate(board, player) {\n  " + body + "\n}\n"
	}
	met := map[string]bool{}
	for _, tc := range []struct {
		src, code  string
		line, col  int
		detail, es string
		startsWith string // the English, if checked
	}{
		{fn("return zz + 1;"), CodeRuntime, 2, 10, "ReferenceError: zz is not defined", "zz no está definido", "line 2, column 10: error in evaluate: zz is not defined"},
		{fn("var x; return x.p;"), CodeRuntime, 2, 19, "TypeError: Cannot read property 'p' of undefined", "un valor es undefined o null: no tiene «p» que leer", ""},
		{fn("var x = null; return x.length;"), CodeRuntime, 2, 26, "TypeError: Cannot read property 'length' of undefined", "un valor es undefined o null: no tiene «length» que leer", ""},
		{fn("var x = {}; x.y.z = 1; return 0;"), CodeRuntime, 2, 19, "TypeError: Cannot convert undefined or null to object", "un valor es undefined o null donde hace falta un objeto", ""},
		{fn("var f = 3; return f(1);"), CodeRuntime, 2, 22, "TypeError: Value is not an object: 3", "3 no es una función: no se puede llamar", ""},
		{fn("return [1].filter(3);"), CodeRuntime, 2, 20, "TypeError: 3 is not a function", "3 no es una función: no se puede llamar", ""},
		{fn("return JSON();"), CodeRuntime, 2, 14, "TypeError: Not a function: [object JSON]", "[object JSON] no es una función: no se puede llamar", ""},
		{fn("return board.count('X');"), CodeRuntime, 2, 21, "TypeError: Object has no member 'count'", "el objeto no tiene ningún método «count» que llamar", ""},
		{fn("const c = 1; c = 2; return c;"), CodeRuntime, 2, 16, "TypeError: Assignment to constant variable.", "a una constante (const) no se le puede dar otro valor (decláralo con let)", ""},
		{fn("return eval('1');"), CodeRuntime, 2, 14, "TypeError: eval is not available in the lab", "eval no está disponible en el laboratorio", ""},
		{fn("return (function(){}).constructor('return 1')();"), CodeRuntime, 2, 36, "TypeError: Function is not available in the lab", "Function no está disponible en el laboratorio", ""},
		{fn("var a = {}; a.a = a; return JSON.stringify(a).length;"), CodeRuntime, 2, 45, "TypeError: Converting circular structure to JSON", "un valor que se contiene a sí mismo no se puede escribir como JSON", ""},
		{fn("let z = z + 1; return z;"), CodeRuntime, 2, 11, "ReferenceError: Cannot access a variable before initialization", "una variable se usa antes de que su let o const le dé un valor", ""},
		{fn("return new Array(-1);"), CodeRuntime, 2, 10, "RangeError: Invalid array length", "un array no puede tener esa longitud", ""},
		{fn("return 1 +;"), CodeSyntax, 2, 13, "Unexpected token ;", "no se esperaba «;» aquí", "line 2, column 13: syntax error: ';' was not expected here"},
		{fn("if (true) { return 1;"), CodeSyntax, 4, 1, "Unexpected end of input", "el código termina antes de tiempo", ""},
		{fn("var a b;"), CodeSyntax, 2, 9, "Unexpected identifier", "no se esperaba un nombre aquí", ""},
		{fn("return 1 2;"), CodeSyntax, 2, 12, "Unexpected number", "no se esperaba un número aquí", ""},
		{fn("return 'a' 'b';"), CodeSyntax, 2, 14, "Unexpected string", "no se esperaba un texto entre comillas aquí", ""},
		{fn("return 'abc"), CodeSyntax, 2, 10, "Unexpected token ILLEGAL", "un carácter que JavaScript no espera aquí", ""},
		{"import fs from 'fs';\n" + fn("return 0;"), CodeSyntax, 1, 1, "Unexpected reserved word", "import y export no están disponibles en el laboratorio", ""},
		{fn("1 = 2; return 0;"), CodeSyntax, 2, 3, "Invalid left-hand side in assignment", "a la izquierda de esta asignación hay algo a lo que no se puede dar un valor", ""},
		{fn("let y = 1; let y = 2; return y;"), CodeSyntax, 2, 18, "Identifier 'y' has already been declared", "y se declara dos veces", ""},
		{fn("throw new Error('boom');"), CodeRuntime, 2, 9, "Error: boom", "JavaScript dice: Error: boom", "line 2, column 9: error in evaluate: JavaScript says: Error: boom"},
		{fn("return 'a'.repeat(-1);"), CodeRuntime, 2, 20, "RangeError: Invalid count value", "JavaScript dice: RangeError: Invalid count value", ""},
	} {
		t.Run(tc.detail, func(t *testing.T) {
			t.Parallel()
			e := jsUntilError(t, tc.src, Limits{})
			assert.Equal(t, tc.code, e.Kind)
			assert.Equal(t, tc.detail, e.Detail)
			assert.Equal(t, []int{tc.line, tc.col}, []int{e.Line, e.Col})
			es := e.Text(msg.ES)
			assert.Contains(t, es, tc.es)
			assert.NotContains(t, es, "Starlark")
			assert.NotEqual(t, e.Text(msg.EN), es)
			if tc.startsWith != "" {
				assert.Equal(t, tc.startsWith, e.Text(msg.EN))
			}
		})
		for _, s := range jsSayings {
			if s.pattern.MatchString(tc.detail) {
				met[s.word+s.pattern.String()] = true
				break
			}
		}
	}
	for _, s := range jsSayings {
		assert.True(t, met[s.word+s.pattern.String()], "no case for %s", s.pattern)
	}
}

// A Starlark error's message is said as Starlark's, whatever goja would say of it.
func TestJSSaysOnlyJavaScript(t *testing.T) {
	t.Parallel()
	e := &Error{Kind: CodeSyntax, Line: 1, Col: 1, Detail: "Unexpected identifier"}
	assert.Contains(t, e.Text(msg.ES), "Starlark dice: Unexpected identifier")
	e.Lang = JavaScript
	assert.Contains(t, e.Text(msg.ES), "no se esperaba un nombre aquí")
}

// The limits' errors of JavaScript code are at the line and column where the code
// was stopped: the endless loop's, the recursive call one too many (with the
// recursion folded in the traceback).
func TestJSLimitsAtTheirLine(t *testing.T) {
	t.Parallel()
	loop := jsUntilError(t, "function evaluate(board, player) {\n  let n = 0;\n  while (true) {\n    n++;\n  }\n}\n", Limits{Time: 200 * time.Millisecond})
	assert.Equal(t, CodeTime, loop.Kind)
	assert.Equal(t, int64(200), loop.Limit)
	assert.Contains(t, []int{3, 4}, loop.Line, "the loop's lines")
	assert.Greater(t, loop.Col, 0)
	assert.Equal(t, "evaluate", loop.Func)
	assert.Regexp(t, `^línea [34], columna \d+: `, loop.Text(msg.ES))
	assert.Regexp(t, `code\.js:[34]:\d+: en evaluate`, loop.TracebackIn(msg.ES), "where the loop was, as Starlark's traceback says it")

	rec := jsUntilError(t, "function f(n) {\n  return f(n + 1);\n}\nfunction evaluate(board, player) {\n  return f(0);\n}\n", Limits{Depth: 300})
	assert.Equal(t, CodeRecursion, rec.Kind)
	assert.Equal(t, int64(300), rec.Limit)
	assert.Equal(t, []int{2, 11}, []int{rec.Line, rec.Col})
	assert.Equal(t, "f", rec.Func)
	tb := rec.TracebackIn(msg.ES)
	assert.Contains(t, tb, "code.js:5:")
	assert.Contains(t, tb, "llamadas más a f")
}
