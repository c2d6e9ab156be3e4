package lab

import (
	"errors"
	"fmt"
	"strings"

	"github.com/dop251/goja"
	"github.com/dop251/goja/parser"
)

// fromJSSyntax is a parse error of JavaScript code at the student's line and column.
func (o origin) fromJSSyntax(err error) *Error {
	var list parser.ErrorList
	if errors.As(err, &list) && len(list) > 0 {
		e := list[0]
		line, col := o.jsAt(e.Position.Line, e.Position.Column)
		return &Error{Kind: CodeSyntax, Line: line, Col: col, Detail: e.Message}
	}
	var pe *parser.Error
	if errors.As(err, &pe) {
		line, col := o.jsAt(pe.Position.Line, pe.Position.Column)
		return &Error{Kind: CodeSyntax, Line: line, Col: col, Detail: pe.Message}
	}
	var ce *goja.CompilerSyntaxError
	if errors.As(err, &ce) {
		e := &Error{Kind: CodeSyntax, Detail: ce.Message}
		if ce.File != nil {
			pos := ce.File.Position(ce.Offset)
			e.Line, e.Col = o.jsAt(pos.Line, pos.Column)
		}
		return e
	}
	return &Error{Kind: CodeSyntax, Detail: err.Error()}
}

// fromJS turns an error of a call into the student's code into an *Error: a limit
// (an interrupt or goja's stack bound), a binding's own error (ThrowJS), or an
// exception the code threw, each at the innermost line of the student's code.
func (j *jsProgram) fromJS(err error, fn string) *Error {
	lim := j.p.limits
	o := j.p.origin
	var le *Error
	if errors.As(err, &le) {
		return le
	}
	var stack []goja.StackFrame
	var ex *goja.Exception
	// the limits' errors are exceptions of their own types, each with the stack
	// where it stopped the code (the loop's line, the call one too many)
	var ie *goja.InterruptedError
	var so *goja.StackOverflowError
	switch {
	case errors.As(err, &ie):
		stack = ie.Stack()
	case errors.As(err, &so):
		stack = so.Stack()
	case errors.As(err, &ex):
		stack = ex.Stack()
	}
	e := &Error{Kind: CodeRuntime, Func: fn}
	e.Line, e.Col, e.Func = o.jsInnermost(stack, fn)
	e.Traceback = o.jsTraceback(stack)
	switch {
	case errors.As(err, &ie):
		reason, _ := ie.Value().(string)
		switch reason {
		case reasonMemory:
			e.Kind, e.Limit = CodeMemory, int64(lim.HeapBytes)
		case reasonSteps:
			e.Kind, e.Limit = CodeSteps, int64(lim.Steps)
		default:
			e.Kind, e.Limit = CodeTime, lim.Time.Milliseconds()
		}
		// the traceback stays: where the loop was, and who called it
		return e
	case errors.As(err, &so):
		e.Kind, e.Limit, e.Traceback = CodeRecursion, int64(lim.Depth), o.jsTraceback(stack)
		return e
	}
	if j.pending != nil {
		p := j.pending
		j.pending = nil
		if p.Line == 0 {
			p.Line, p.Col = e.Line, e.Col
			p.Traceback = e.Traceback
		}
		return p
	}
	if ex == nil {
		return &Error{Kind: CodeCrash, Func: fn, Detail: err.Error()}
	}
	e.Detail = jsExceptionText(ex)
	if e.Traceback != "" {
		e.Traceback += "Error: " + e.Detail
	}
	return e
}

// jsExceptionText is what the code threw: an Error's "Name: message", another value
// as it writes itself.
func jsExceptionText(ex *goja.Exception) string {
	v := ex.Value()
	if v == nil {
		return "undefined"
	}
	if o, ok := v.(*goja.Object); ok {
		name, msgv := o.Get("name"), o.Get("message")
		if name != nil && msgv != nil && !goja.IsUndefined(msgv) {
			return name.String() + ": " + msgv.String()
		}
	}
	return v.String()
}

// jsInnermost is the innermost frame of the student's code: its line and column and
// its function (fn when it is the top level or unnamed).
func (o origin) jsInnermost(stack []goja.StackFrame, fn string) (line, col int, name string) {
	for _, f := range stack {
		pos := f.Position()
		if pos.Filename != jsFileName || pos.Line == 0 {
			continue
		}
		line, col = o.jsAt(pos.Line, pos.Column)
		name = f.FuncName()
		if name == "<anonymous>" || name == "<native>" || name == "" {
			name = fn
		}
		return line, col, name
	}
	return 0, 0, fn
}

// jsTraceback writes a JavaScript stack the way a Starlark traceback is written (the
// outermost call first, at the student's positions, endless recursion folded), so
// that TracebackIn says it in the page's language.
func (o origin) jsTraceback(stack []goja.StackFrame) string {
	var frames []string
	for i := len(stack) - 1; i >= 0; i-- {
		f := stack[i]
		pos := f.Position()
		if pos.Filename != jsFileName || pos.Line == 0 {
			continue
		}
		l, c := o.jsAt(pos.Line, pos.Column)
		name := f.FuncName()
		if name == "" || name == "<anonymous>" {
			name = "<toplevel>"
		}
		frames = append(frames, fmt.Sprintf("%s:%d:%d: in %s", jsFileName, l, c, name))
	}
	if len(frames) == 0 {
		return ""
	}
	var b strings.Builder
	b.WriteString(tracebackHead + "\n")
	for _, line := range foldFrames(frames) {
		b.WriteString(line + "\n")
	}
	return b.String()
}
