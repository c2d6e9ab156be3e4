package labcheck

import (
	"reflect"
	"strings"

	"github.com/dop251/goja/ast"
	"github.com/dop251/goja/file"
	"github.com/dop251/goja/parser"

	"github.com/gametree/gametree/lab"
)

// instrumentJS is instrument for JavaScript: every `return EXPR` inside a function
// that has parameters (a function declaration or expression, an arrow function with a
// block or an expression body, a method), but the top-level search itself and the
// functions written as a call's arguments (callbacks, as Starlark's lambdas), becomes
// `return __lab_ret("NAME", [PARAMS], (EXPR))`, a bare `return` gets
// `__lab_ret("NAME", [PARAMS], undefined)`, and an arrow's expression body is wrapped
// the same way. NAME is the function's own name, else the variable, property or
// method it is assigned to, else "<anonymous>". Lines are kept; the insertions say
// where the texts went, so that errors are at the student's own columns. A top-level
// `let` or `const` search is made a global too (lab finds a program's functions on
// the global object). A source that does not parse is returned as it is: loading it
// reports the syntax error.
func instrumentJS(source string) (string, []lab.Insertion) {
	prog, err := parser.ParseFile(nil, "code.js", source, 0)
	if err != nil {
		return source, nil
	}
	w := &jsRewriter{src: source, names: map[ast.Node]string{}, callbacks: map[ast.Node]bool{}}
	w.lines = append(w.lines, 0)
	for i := 0; i < len(source); i++ {
		if source[i] == '\n' {
			w.lines = append(w.lines, i+1)
		}
	}
	w.walk(reflect.ValueOf(prog.Body), nil)
	if w.lexicalSearch {
		// a line of its own after the source (a last line may end in a comment)
		line := len(w.lines)
		if !strings.HasSuffix(source, "\n") {
			source += "\n"
			line++
		}
		w.edits = append(w.edits, lab.Edit{Line: line, Col: 1,
			Text: `try { globalThis.search = search; } catch (e) {}`})
		// the line must exist for Rewrite: it is the empty one after the last break
	}
	return lab.Rewrite(source, w.edits)
}

// jsRewriter walks a program's syntax tree and collects the edits.
type jsRewriter struct {
	src   string
	lines []int // byte offset of each line's start
	edits []lab.Edit
	// names are the names functions get from where they are written (a variable, a
	// property, a method), by the function's node.
	names map[ast.Node]string
	// callbacks are the functions written as a call's arguments
	// (`node.children().map((c) => -negamax(c, -color))`): as Starlark's lambdas and
	// comprehensions, they are not instrumented (what they return is not a node's
	// value: the negated child's, a comparison).
	callbacks map[ast.Node]bool
	// lexicalSearch: the top level declares search with let or const.
	lexicalSearch bool
}

// jsFunc is the function a walk is inside: its name, its parameters, and whether its
// returns are wrapped.
type jsFunc struct {
	name   string
	params []string
	wrap   bool
	// returnsValue: a return with a value is in the function itself (not in a
	// function inside it).
	returnsValue bool
}

var (
	nodeType = reflect.TypeOf((*ast.Node)(nil)).Elem()
	fileType = reflect.TypeOf((*file.File)(nil))
)

// walk visits every node under v, inside the function fn (nil: the top level).
func (w *jsRewriter) walk(v reflect.Value, fn *jsFunc) {
	switch v.Kind() {
	case reflect.Interface:
		if !v.IsNil() {
			w.walk(v.Elem(), fn)
		}
	case reflect.Pointer:
		if v.IsNil() || v.Type() == fileType {
			return
		}
		if b, ok := v.Interface().(*ast.Binding); ok {
			w.nameBinding(b)
		}
		if v.Type().Implements(nodeType) && w.visit(v.Interface().(ast.Node), fn) {
			return
		}
		w.walk(v.Elem(), fn)
	case reflect.Slice:
		for i := 0; i < v.Len(); i++ {
			w.walk(v.Index(i), fn)
		}
	case reflect.Struct:
		t := v.Type()
		for i := 0; i < v.NumField(); i++ {
			if t.Field(i).Name == "DeclarationList" || !t.Field(i).IsExported() {
				continue // the declarations again, as the function's scope lists them
			}
			w.walk(v.Field(i), fn)
		}
	}
}

// visit handles one node; true when it walked the node's children itself.
func (w *jsRewriter) visit(n ast.Node, fn *jsFunc) bool {
	switch x := n.(type) {
	case *ast.LexicalDeclaration:
		if fn == nil {
			for _, b := range x.List {
				if id, ok := b.Target.(*ast.Identifier); ok && id.Name == "search" {
					w.lexicalSearch = true
				}
			}
		}
	case *ast.CallExpression:
		w.markCallbacks(x.ArgumentList)
	case *ast.NewExpression:
		w.markCallbacks(x.ArgumentList)
	case *ast.AssignExpression:
		if isJSFunction(x.Right) {
			if name := jsKeyName(x.Left); name != "" {
				w.names[x.Right] = name
			}
		}
	case *ast.PropertyKeyed:
		if isJSFunction(x.Value) {
			if name := jsKeyName(x.Key); name != "" {
				w.names[x.Value] = name
			}
		}
	case *ast.FieldDefinition:
		if isJSFunction(x.Initializer) {
			if name := jsKeyName(x.Key); name != "" {
				w.names[x.Initializer] = name
			}
		}
	case *ast.MethodDefinition:
		if name := jsKeyName(x.Key); name != "" && x.Body != nil {
			w.names[x.Body] = name
		}
	case *ast.FunctionLiteral:
		inner := w.function(n, x.Name, x.ParameterList, fn)
		w.walk(reflect.ValueOf(x.ParameterList), inner)
		w.walk(reflect.ValueOf(x.Body), inner)
		w.fallOff(inner, x.Body)
		return true
	case *ast.ArrowFunctionLiteral:
		inner := w.function(n, nil, x.ParameterList, fn)
		w.walk(reflect.ValueOf(x.ParameterList), inner)
		if body, ok := x.Body.(*ast.ExpressionBody); ok && inner.wrap {
			w.wrap(inner, body.Expression)
		}
		w.walk(reflect.ValueOf(x.Body), inner)
		if body, ok := x.Body.(*ast.BlockStatement); ok {
			w.fallOff(inner, body)
		}
		return true
	case *ast.ReturnStatement:
		if fn == nil || !fn.wrap {
			break
		}
		if x.Argument == nil {
			line, col := w.at(x.Return + file.Idx(len("return")))
			w.edits = append(w.edits, lab.Edit{Line: line, Col: col, Text: " " + w.call(fn) + "undefined)"})
			break
		}
		fn.returnsValue = true
		w.wrap(fn, x.Argument)
	}
	return false
}

// fallOff notes the end of a function that returns a value on some paths: running off
// its end returns undefined, which the checker is told of as of a bare return (a
// `return` forgotten after a loop is then said, not the NaN it leads to). A function
// that never returns a value (a helper run for what it does) is left as it is.
func (w *jsRewriter) fallOff(fn *jsFunc, body *ast.BlockStatement) {
	if !fn.wrap || !fn.returnsValue || body == nil {
		return
	}
	line, col := w.at(body.RightBrace)
	w.edits = append(w.edits, lab.Edit{Line: line, Col: col, Text: ";return " + w.call(fn) + "undefined)"})
}

// markCallbacks notes the functions among a call's arguments.
func (w *jsRewriter) markCallbacks(args []ast.Expression) {
	for _, a := range args {
		if isJSFunction(a) {
			w.callbacks[a] = true
		}
	}
}

// nameBinding names the function a variable is bound to (`const max = function (n)`).
func (w *jsRewriter) nameBinding(b *ast.Binding) {
	if id, ok := b.Target.(*ast.Identifier); ok && isJSFunction(b.Initializer) {
		w.names[b.Initializer] = id.Name.String()
	}
}

// function is the jsFunc of a function literal inside fn.
func (w *jsRewriter) function(n ast.Node, own *ast.Identifier, params *ast.ParameterList, fn *jsFunc) *jsFunc {
	name := w.names[n]
	if own != nil {
		name = own.Name.String()
	}
	if name == "" {
		name = "<anonymous>"
	}
	var ps []string
	if params != nil {
		for _, b := range params.List {
			if id, ok := b.Target.(*ast.Identifier); ok {
				ps = append(ps, id.Name.String())
			}
		}
		if id, ok := params.Rest.(*ast.Identifier); ok {
			ps = append(ps, id.Name.String())
		}
	}
	topSearch := fn == nil && name == "search"
	return &jsFunc{name: name, params: ps, wrap: len(ps) > 0 && !topSearch && !w.callbacks[n]}
}

// call is the start of the inserted call: `__lab_ret("NAME", [PARAMS], `, in ASCII
// (a name's other letters escaped, in the string and in the identifiers alike): an
// inserted text's columns are then the same counted in bytes, as goja counts them, or
// in runes, as the insertions are.
func (w *jsRewriter) call(fn *jsFunc) string {
	ps := make([]string, len(fn.params))
	for i, p := range fn.params {
		ps[i] = jsASCII(p)
	}
	return retName + "(\"" + jsASCII(strings.NewReplacer(`\`, `\\`, `"`, `\"`).Replace(fn.name)) + "\", [" + strings.Join(ps, ", ") + "], "
}

// wrap puts the call around the expression e.
func (w *jsRewriter) wrap(fn *jsFunc, e ast.Expression) {
	sl, sc := w.at(e.Idx0())
	el, ec := w.at(w.end(e))
	w.edits = append(w.edits, lab.Edit{Line: sl, Col: sc, Text: w.call(fn) + "("}, lab.Edit{Line: el, Col: ec, Text: "))"})
}

// isJSFunction: e is a function or an arrow function.
func isJSFunction(e ast.Expression) bool {
	switch e.(type) {
	case *ast.FunctionLiteral, *ast.ArrowFunctionLiteral:
		return true
	}
	return false
}

// jsKeyName is the name a function gets from what it is assigned to: a variable, the
// last name of a member (`Juego.prototype.max`), a property's or method's key.
func jsKeyName(e ast.Expression) string {
	switch x := e.(type) {
	case *ast.Identifier:
		return x.Name.String()
	case *ast.DotExpression:
		return x.Identifier.Name.String()
	case *ast.StringLiteral:
		return x.Value.String()
	case *ast.NumberLiteral:
		return x.Literal
	case *ast.BracketExpression:
		return jsKeyName(x.Member)
	}
	return ""
}
