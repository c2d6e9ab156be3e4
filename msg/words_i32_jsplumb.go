package msg

// The page's words of the code lab's language (issue 32): the choice between Starlark
// and JavaScript, and the editor's hint for each.
func init() {
	addWords("page", codeLangWords)
	sameInBothLanguages["page.labLangJavaScript"] = true // a language's name
}

var codeLangWords = map[string]struct{ en, es string }{
	"labCodeLang":       {`Language`, `Lenguaje`},
	"labLangStarlark":   {`Starlark (Python)`, `Starlark (como Python)`},
	"labLangJavaScript": {`JavaScript`, `JavaScript`},
	"labLangHintStarlark": {`Starlark: blocks by indentation (Tab: four spaces), comments start with #, def f(x): defines a function.`,
		`Starlark: los bloques van sangrados (Tab: cuatro espacios), los comentarios empiezan por #, def f(x): define una función.`},
	"labLangHintJavaScript": {`JavaScript: blocks in braces (Tab: two spaces), comments start with // or go between /* and */, function f(x) defines a function; no eval, Function, timers or modules. The same names as in Starlark: evaluate(board, player), node.children(), lines(board)...`,
		`JavaScript: los bloques van entre llaves (Tab: dos espacios), los comentarios empiezan por // o van entre /* y */, function f(x) define una función; sin eval, Function, temporizadores ni módulos. Los mismos nombres que en Starlark: evaluate(board, player), node.children(), lines(board)...`},
}
