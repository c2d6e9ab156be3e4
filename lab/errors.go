package lab

import (
	"errors"
	"strings"

	"go.starlark.net/resolve"
	"go.starlark.net/starlark"
	"go.starlark.net/syntax"

	"github.com/gametree/gametree/msg"
)

// Error codes of a failing program (package msg has their texts).
const (
	CodeSyntax     = "lab.syntax"      // the source does not parse or resolve
	CodeRuntime    = "lab.runtime"     // an error while running (with a traceback)
	CodeSteps      = "lab.steps"       // the step budget ran out
	CodeTime       = "lab.time"        // the deadline passed
	CodeMemory     = "lab.memory"      // the memory bound was passed
	CodeRecursion  = "lab.recursion"   // calls nested deeper than Limits.Depth
	CodeSourceSize = "lab.source_size" // the source is longer than Limits.SourceBytes
	CodeMissing    = "lab.missing"     // a function the use needs is not defined
	CodeReturn     = "lab.return"      // a function returned a value of the wrong kind
	CodeCrash      = "lab.crash"       // the worker running the code died otherwise
)

// Error is a failure of a student's program: its code, where (line and column, 0 when
// not at one place), the interpreter's own message and, for runtime errors, the
// Starlark traceback. It is a msg.Coded error.
type Error struct {
	Kind      string `json:"code"`
	Line      int    `json:"line,omitempty"`
	Col       int    `json:"col,omitempty"`
	Detail    string `json:"detail,omitempty"`
	Traceback string `json:"traceback,omitempty"`
	// Func is the function being called when it failed ("evaluate"), if any.
	Func string `json:"func,omitempty"`
	// Limit is the bound passed (steps, bytes, depth, milliseconds) for the limit errors.
	Limit int64 `json:"limit,omitempty"`
	// Args are the message's other parameters, if it has any (a row's number).
	Args map[string]any `json:"args,omitempty"`
	// Texts, when set, are the message in each language: another coded error carried
	// as a lab error (from a worker), its code in Kind.
	Texts map[string]string `json:"texts,omitempty"`
	// In says whose code failed when two programs run together: InGame for the game
	// a student's search is checked on (its line and column are that code's); empty
	// for the program itself.
	In string `json:"in,omitempty"`
	// Lang is the language of the code that failed (empty: Starlark).
	Lang Lang `json:"lang,omitempty"`
}

// InGame is Error.In for an error of the game's code.
const InGame = "game"

// Carry makes any coded error a lab error that keeps its code and its texts in both
// languages (a worker sends errors as lab errors).
func Carry(err error) *Error {
	var le *Error
	if errors.As(err, &le) {
		return le
	}
	if c, ok := msg.Find(err); ok {
		return &Error{Kind: c.Code(), Texts: map[string]string{msg.EN: c.Text(msg.EN), msg.ES: c.Text(msg.ES)}}
	}
	return &Error{Kind: CodeCrash, Detail: err.Error()}
}

func (e *Error) Code() string { return e.Kind }

// Params are what the message shows: line, col, detail, func, limit and the Args.
func (e *Error) Params() map[string]any {
	p := map[string]any{"line": e.Line, "col": e.Col, "detail": e.Detail, "func": e.Func, "limit": e.Limit}
	for k, v := range e.Args {
		p[k] = v
	}
	return p
}

// Text is the message in lang, with where it happened first ("line 3, column 5: ").
func (e *Error) Text(lang string) string {
	if t, ok := e.Texts[lang]; ok {
		return t
	}
	s, ok := e.jsText(lang)
	if !ok {
		s = msg.Format(lang, e.Kind, e.paramsIn(lang))
	}
	if e.Line > 0 {
		s = msg.Format(lang, "lab.at", map[string]any{"line": e.Line, "col": e.Col}) + s
	}
	if e.In == InGame {
		s = msg.Format(lang, "lab.in_game", nil) + s
	}
	return s
}

func (e *Error) Error() string { return e.Text(msg.EN) }

// TracebackIn is the Starlark traceback in lang: its heading and each call's "in"
// said in the language, and without the interpreter's last line ("Error in f: ..."),
// which the message itself says.
func (e *Error) TracebackIn(lang string) string {
	if e.Traceback == "" {
		return ""
	}
	var b strings.Builder
	for _, line := range strings.Split(strings.TrimRight(e.Traceback, "\n"), "\n") {
		switch {
		case line == tracebackHead:
			line = msg.Format(lang, "lab.traceback", nil)
		case strings.HasPrefix(line, foldMark):
			line = foldIn(lang, line)
		case strings.HasPrefix(line, "  "):
			if pos, fn, ok := strings.Cut(line[2:], ": in "); ok {
				line = "  " + msg.Format(lang, "lab.frame", map[string]any{"at": pos, "func": fn})
			}
		case strings.HasPrefix(line, "Error"):
			continue // the interpreter's own words for the message shown above
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	return strings.TrimRight(b.String(), "\n")
}

// tracebackHead is the first line of a Starlark traceback.
const tracebackHead = "Traceback (most recent call last):"

// cancel reasons: Thread.Cancel carries them into the EvalError's message.
const (
	reasonSteps     = "lab:steps"
	reasonTime      = "lab:time"
	reasonMemory    = "lab:memory"
	reasonRecursion = "lab:recursion"
)

// fromStarlark turns an error of the interpreter (a syntax or resolve error, an
// EvalError, possibly cancelled by a limit) into an *Error; fn is the function
// called, lim the limits in force.
func (o origin) fromStarlark(err error, fn string, lim Limits) *Error {
	if err == nil {
		return nil
	}
	var le *Error
	if errors.As(err, &le) {
		// a binding's own error, raised in the program: where the program called it
		var ee *starlark.EvalError
		if errors.As(err, &ee) && le.Line == 0 {
			le.Line, le.Col = o.programPos(ee)
			le.Traceback = o.traceback(ee)
		}
		return le
	}
	var se syntax.Error
	if errors.As(err, &se) {
		line, col := o.syntaxAt(int(se.Pos.Line), int(se.Pos.Col), se.Msg)
		return &Error{Kind: CodeSyntax, Line: line, Col: col, Detail: se.Msg}
	}
	var rl resolve.ErrorList
	if errors.As(err, &rl) && len(rl) > 0 {
		line, col := o.at(int(rl[0].Pos.Line), int(rl[0].Pos.Col))
		return &Error{Kind: CodeSyntax, Line: line, Col: col, Detail: rl[0].Msg}
	}
	e := &Error{Kind: CodeRuntime, Func: fn, Detail: err.Error()}
	var ee *starlark.EvalError
	if errors.As(err, &ee) {
		e.Detail = ee.Msg
		e.Traceback = o.traceback(ee)
		e.Line, e.Col = o.programPos(ee)
		if f := innermostFunc(ee); f != "" {
			e.Func = f // the function whose line is shown, not the one first called
		}
	}
	switch {
	case strings.Contains(e.Detail, reasonSteps):
		e.Kind, e.Detail, e.Limit = CodeSteps, "", int64(lim.Steps)
	case strings.Contains(e.Detail, reasonTime):
		e.Kind, e.Detail, e.Limit = CodeTime, "", lim.Time.Milliseconds()
	case strings.Contains(e.Detail, reasonMemory):
		e.Kind, e.Detail, e.Limit = CodeMemory, "", int64(lim.HeapBytes)
	case strings.Contains(e.Detail, reasonRecursion), strings.Contains(e.Detail, "Starlark stack overflow"):
		e.Kind, e.Detail, e.Limit = CodeRecursion, "", int64(lim.Depth)
		if ee != nil {
			e.Line, e.Col = o.recursionPos(ee)
		}
	}
	return e
}
