package labcheck

import (
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/parser"
)

// jsTopLevelNames are the names a JavaScript source's top level gives functions and
// values: its function declarations, its var, let and const bindings, and the
// members it assigns (`Juego.prototype.min = function () {...}` names min). It reads
// the source only (nothing runs); a source that does not parse names nothing.
func jsTopLevelNames(source string) map[string]bool {
	prog, err := parser.ParseFile(nil, "code.js", source, 0)
	if err != nil {
		return nil
	}
	out := map[string]bool{}
	bind := func(list []*ast.Binding) {
		for _, b := range list {
			if id, ok := b.Target.(*ast.Identifier); ok {
				out[id.Name.String()] = true
			}
		}
	}
	for _, st := range prog.Body {
		switch x := st.(type) {
		case *ast.FunctionDeclaration:
			if x.Function != nil && x.Function.Name != nil {
				out[x.Function.Name.Name.String()] = true
			}
		case *ast.VariableStatement:
			bind(x.List)
		case *ast.LexicalDeclaration:
			bind(x.List)
		case *ast.ExpressionStatement:
			if a, ok := x.Expression.(*ast.AssignExpression); ok {
				if name := jsKeyName(a.Left); name != "" {
					out[name] = true
				}
			}
		}
	}
	return out
}

// jsTutorialSource reports whether a JavaScript source is seed 000's tutorial search
// and not a node API one: it declares movimientoAI (a function, or a method assigned
// as Juego.prototype.movimientoAI) and no search. Read before the program is loaded:
// the tutorial's code uses Juego, Tablero and JUGADOR, which only the tutorial's
// checker provides, so loading it with the node API would fail.
func jsTutorialSource(source string) bool {
	names := jsTopLevelNames(source)
	return names["movimientoAI"] && !names["search"]
}
