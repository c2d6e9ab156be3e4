package lab

import (
	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/parser"
	"go.starlark.net/starlark"
)

// A wrong answer of chance(state) or bounds() is said at the line that defines the
// function (its return's line is not known once it has returned).

// defPos is the line and column where the program defines function name, 0, 0 when
// it cannot say.
func (p *Program) defPos(name string) (line, col int) {
	if p.js != nil {
		return p.jsDefPos(name)
	}
	f, ok := p.globals[name].(*starlark.Function)
	if !ok {
		return 0, 0
	}
	pos := f.Position()
	return p.origin.at(int(pos.Line), int(pos.Col))
}

// jsDefPos finds a top-level function declaration, or a var, let or const, named name.
func (p *Program) jsDefPos(name string) (line, col int) {
	prog, err := parser.ParseFile(nil, jsFileName, p.origin.run, 0)
	if err != nil {
		return 0, 0
	}
	at := func(idx int) (int, int) {
		pos := prog.File.Position(idx - prog.File.Base())
		return p.origin.jsAt(pos.Line, pos.Column)
	}
	for _, st := range prog.Body {
		switch d := st.(type) {
		case *ast.FunctionDeclaration:
			if d.Function.Name != nil && d.Function.Name.Name.String() == name {
				return at(int(d.Function.Function))
			}
		case *ast.VariableStatement:
			if l, c, ok := bindingPos(d.List, name, at); ok {
				return l, c
			}
		case *ast.LexicalDeclaration:
			if l, c, ok := bindingPos(d.List, name, at); ok {
				return l, c
			}
		}
	}
	return 0, 0
}

func bindingPos(list []*ast.Binding, name string, at func(int) (int, int)) (int, int, bool) {
	for _, b := range list {
		if id, ok := b.Target.(*ast.Identifier); ok && id.Name.String() == name {
			l, c := at(int(id.Idx))
			return l, c, true
		}
	}
	return 0, 0, false
}

// failAt kills the program with e, an error of function fn's answer, said at fn's
// definition.
func (p *Program) failAt(fn string, e *Error) error {
	e.Func = fn
	e.Line, e.Col = p.defPos(fn)
	return p.fail(e)
}
