package lab

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// The interpreter's common messages, each from a program a student could write, are
// said in both languages (the English not left in the Spanish); every saying is met.
func TestInterpreterSays(t *testing.T) {
	t.Parallel()
	fn := func(body string) string {
		return "def f(node):\n    " + body + "\ndef evaluate(board, player):\n    return f(1)\n"
	}
	met := map[string]bool{}
	for _, tc := range []struct {
		src, detail, en, es string
	}{
		{"def evaluate(board, player)\n    return 1\n", "got newline, want ':'", "a ':' is missing at the end of this line", "falta «:» al final de esta línea"},
		{"def evaluate(board, player):\n    x = (1 + 2\n    return x\n", "got return, want ')'", "found return where ')' was expected", "se encontró return donde se esperaba ')'"},
		{"def evaluate(board, player):\n    return 1 +\n", "got newline, want primary expression", "found the end of the line where a value or a name was expected", "se encontró el final de la línea donde se esperaba un valor o un nombre"},
		{"def evaluate(board, player):\n        x = 1\n    return x\n", "unindent does not match any outer indentation level", "this line's indentation matches no line above it", "la sangría de esta línea no coincide con la de ninguna línea anterior"},
		{"def evaluate(board, player):\n    return 'abc\n", "unexpected newline in string", "a string is not closed on its line", "una cadena de texto no se cierra en su línea"},
		{"def evaluate(board, player):\n    return playr\n", "undefined: playr (did you mean player?)", "playr is not defined (did you mean player?)", "playr no está definido (¿querías decir player?)"},
		{"def evaluate(board, player):\n    return xyzzy\n", "undefined: xyzzy", "xyzzy is not defined", "xyzzy no está definido"},
		{fn("return node // 0"), "floored division by zero", "division by zero", "división por cero"},
		{fn("return node % 0"), "integer modulo by zero", "division by zero", "división por cero"},
		{fn("return [1, 2][5]"), "list index 5 out of range [-2:1]", "index 5 is out of range (list)", "el índice 5 está fuera de rango (list)"},
		{fn("return {'a': 1}['b']"), `key "b" not in dict`, `the key "b" is not in the dictionary`, `la clave "b" no está en el diccionario`},
		{fn("return None + node"), "unknown binary op: NoneType + int", "+ on None: a value is None (does a function end without return?)", "+ con None: un valor es None (¿una función termina sin return?)"},
		{fn("return None < node"), "NoneType < int not implemented", "< on None: a value is None (does a function end without return?)", "< con None: un valor es None (¿una función termina sin return?)"},
		{fn("return node + 'a'"), "unknown binary op: int + string", "+ cannot combine a int and a str", "+ no puede combinar un int y un str"},
		{fn("return [] < node"), "list < int not implemented", "a list and a int cannot be compared with <", "un list y un int no se pueden comparar con <"},
		{fn("if node > 5:\n        x = 1\n    return x"), "local variable x referenced before assignment", "the variable x is used before it is given a value", "la variable x se usa antes de darle un valor"},
		{fn("return f(node, 2)"), "function f accepts 1 positional argument (2 given)", "f takes 1 arguments, but 2 were given", "f recibe 1 argumentos, pero se le dieron 2"},
		{fn("return f()"), "function f missing 1 argument (node)", "f is called without its argument node", "se llama a f sin su argumento node"},
		{fn("return node()"), "invalid call of non-function (int)", "a int is not a function: it cannot be called", "un int no es una función: no se puede llamar"},
		{fn("return node.children()"), "int has no .children field or method", "a int has no .children", "un int no tiene .children"},
		{fn("return node[0]"), "unhandled index operation int[int]", "a int cannot be indexed (with a int)", "un int no se puede indexar (con un int)"},
		{fn("for c in node:\n        pass\n    return 0"), "int value is not iterable", "a int cannot be gone through with for", "un int no se puede recorrer con for"},
		{fn("a, b = [1, 2, 3]\n    return a"), "too many values to unpack (got 3, want 2)", "3 values cannot be unpacked into 2 names", "no se pueden repartir 3 valores en 2 nombres"},
		{fn("x = [1]\n    for y in x:\n        x.append(2)\n    return 0"), "append: cannot append to list during iteration", "a list cannot change while a for loop goes through it", "una lista no puede cambiar mientras un bucle for la recorre"},
		{fn("return max([])"), "max: argument is an empty sequence", "max() of an empty list", "max() de una lista vacía"},
		{fn("return len(node)"), "len: value of type int has no len", "a int has no length", "un int no tiene longitud"},
		{fn("return {}[[1]]"), "unhashable type: list", "Starlark says: unhashable type: list", "Starlark dice: unhashable type: list"},
	} {
		t.Run(tc.detail, func(t *testing.T) {
			t.Parallel()
			e := runUntilError(t, KindEval, tc.src)
			require.Equal(t, tc.detail, e.Detail)
			assert.Equal(t, tc.en, interpreterSays(msg.EN, e.Detail))
			assert.Equal(t, tc.es, interpreterSays(msg.ES, e.Detail))
			assert.Contains(t, e.Text(msg.ES), tc.es, "the message says it")
		})
		for _, s := range sayings {
			if s.pattern.MatchString(tc.detail) {
				met[s.word+s.pattern.String()] = true
				break
			}
		}
	}
	for _, s := range sayings {
		assert.True(t, met[s.word+s.pattern.String()], "no case for %s", s.pattern)
	}
}

// A runtime error at the top level names it, in the language (not "error en :"); a
// long message of the interpreter is shortened, but its words said.
func TestInterpreterSaysTopLevelAndLong(t *testing.T) {
	t.Parallel()
	e := runUntilError(t, KindEval, "x = 1 // 0\ndef evaluate(board, player):\n    return x\n")
	assert.Equal(t, "línea 1, columna 7: error en el nivel superior del código: división por cero", e.Text(msg.ES))
	assert.Equal(t, "line 1, column 7: error in the code's top level: division by zero", e.Text(msg.EN))
	long := "key \"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\" not in dict"
	assert.Regexp(t, `^la clave "a+… no está en el diccionario$`, interpreterSays(msg.ES, long))
}
