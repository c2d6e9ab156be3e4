package lab

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"time"

	"go.starlark.net/starlark"
	"go.starlark.net/syntax"
)

// Kind is what a program is for, which names the functions it must define.
type Kind string

const (
	// KindEval defines evaluate(board, player): a static evaluation.
	KindEval Kind = "eval"
	// KindGame defines initial(), moves(state), play(state, move), result(state).
	KindGame Kind = "game"
	// KindSearch defines search(root): minimax, alpha-beta or negamax over nodes.
	KindSearch Kind = "search"
)

// Kinds lists the kinds.
var Kinds = []Kind{KindEval, KindGame, KindSearch}

// required lists the functions each kind must define.
var required = map[Kind][]string{
	KindEval:   {"evaluate"},
	KindGame:   {"initial", "moves", "play", "result"},
	KindSearch: {"search"},
}

// fileName is the name the interpreter gives the source in positions and tracebacks.
const fileName = "code.star"

// FileOptions are the dialect students write, for tools that parse it.
func FileOptions() *syntax.FileOptions { return fileOptions }

// fileOptions: the dialect students write, with while loops, recursion, sets and
// statements at the top level.
var fileOptions = &syntax.FileOptions{Set: true, While: true, TopLevelControl: true, GlobalReassign: true, Recursion: true}

// Hash names a source by its contents: what a link and the server's store key it by.
func Hash(source string) string {
	h := sha256.Sum256([]byte(source))
	return hex.EncodeToString(h[:10])
}

// Program is a loaded source: compiled, its top level run and its globals frozen. Its
// calls share one interpreter thread and one budget (Limits): a Program is not safe for
// concurrent use.
type Program struct {
	Kind   Kind
	Lang   Lang
	Source string
	Hash   string

	js *jsProgram // the JavaScript program, when Lang is JavaScript (nil otherwise)

	origin   origin // what its errors' positions are said against
	globals  starlark.StringDict
	thread   *starlark.Thread
	limits   Limits
	deadline time.Time
	stepEnd  uint64 // the step count at which the budget runs out
	// failed is the first error a call met: the program is then dead (its budget or
	// its state can no longer be trusted) and every call fails with it.
	failed *Error
}

// Load compiles source as a program of kind and runs its top level under lim (zero
// fields: DefaultLimits), then checks it defines what kind needs.
func Load(kind Kind, source string, lim Limits) (*Program, error) {
	return LoadWith(kind, source, source, lim, nil)
}

// LoadLang is Load of a program written in lang.
func LoadLang(kind Kind, lang Lang, source string, lim Limits) (*Program, error) {
	if lang == JavaScript {
		return loadJS(kind, source, source, nil, lim, nil)
	}
	return Load(kind, source, lim)
}

// LoadWith is Load of run, the source rewritten by a tool that keeps its lines (the
// checker of searches adds a call around returns), with extra predeclared names; the
// program's Source and Hash are source's.
func LoadWith(kind Kind, source, run string, lim Limits, extra starlark.StringDict) (*Program, error) {
	return LoadMapped(kind, source, run, nil, lim, extra)
}

// LoadMapped is LoadWith of run, source with texts inserted (Rewrite says where):
// its errors, their tracebacks and Limits.Positions are at the student's own columns,
// not run's.
func LoadMapped(kind Kind, source, run string, ins []Insertion, lim Limits, extra starlark.StringDict) (*Program, error) {
	lim = lim.withDefaults()
	if len(source) > lim.SourceBytes {
		return nil, &Error{Kind: CodeSourceSize, Limit: int64(lim.SourceBytes), Detail: fmt.Sprint(len(source))}
	}
	names, ok := required[kind]
	if !ok {
		return nil, &Error{Kind: CodeMissing, Detail: string(kind)}
	}
	p := &Program{Kind: kind, Lang: Starlark, Source: source, Hash: Hash(source), limits: lim, deadline: time.Now().Add(lim.Time),
		origin: origin{source: source, cols: newColumnMap(ins)}}
	p.thread = &starlark.Thread{Name: "lab", Print: func(*starlark.Thread, string) {}}
	p.stepEnd = lim.Steps
	guard(p)
	var globals starlark.StringDict
	var err error
	watched(p.thread, lim.HeapBytes, func() {
		env := predeclared
		if len(extra) > 0 {
			env = starlark.StringDict{}
			for k, v := range predeclared {
				env[k] = v
			}
			for k, v := range extra {
				env[k] = v
			}
		}
		globals, err = starlark.ExecFileOptions(fileOptions, p.thread, fileName, run, env)
	})
	if err != nil {
		return nil, p.origin.fromStarlark(err, "", lim)
	}
	p.globals = globals
	for _, name := range names {
		if _, ok := p.function(name); !ok {
			return nil, &Error{Kind: CodeMissing, Func: name}
		}
	}
	return p, nil
}

// SetBudget gives the program a new budget from now on: steps more steps and time
// until deadline (a worker serves the calls of many searches, each with its own
// budget). The limits reported by errors stay the program's Limits.
func (p *Program) SetBudget(steps uint64, deadline time.Time) {
	if p.js != nil {
		p.deadline = deadline
		return
	}
	p.stepEnd = p.thread.Steps + steps
	p.deadline = deadline
}

// Limits are the program's limits.
func (p *Program) Limits() Limits { return p.limits }

// Has reports whether the program defines function name.
func (p *Program) Has(name string) bool {
	if p.js != nil {
		return p.js.has(name)
	}
	_, ok := p.function(name)
	return ok
}

func (p *Program) function(name string) (starlark.Callable, bool) {
	v, ok := p.globals[name]
	if !ok {
		return nil, false
	}
	f, ok := v.(starlark.Callable)
	return f, ok
}

// Err is the error that stopped the program, nil while it is alive.
func (p *Program) Err() error {
	if p.failed == nil {
		return nil
	}
	return p.failed
}

// Steps is the interpreter steps the program has used so far.
// A JavaScript program counts no steps (0): its deadline stops it.
func (p *Program) Steps() uint64 {
	if p.js != nil {
		return 0
	}
	return p.thread.Steps
}

// Starlark reports whether the program is Starlark's (Call and Int take Starlark
// values; a JavaScript program is called through its own bindings).
func (p *Program) Starlark() bool { return p.js == nil }

// Call calls the program's function name with args under its limits. An error kills
// the program: later calls fail with the same error.
func (p *Program) Call(name string, args ...starlark.Value) (starlark.Value, error) {
	if p.failed != nil {
		return nil, p.failed
	}
	if p.js != nil {
		return nil, p.fail(&Error{Kind: CodeCrash, Func: name, Detail: "a JavaScript program called with Starlark values"})
	}
	f, ok := p.function(name)
	if !ok {
		p.failed = &Error{Kind: CodeMissing, Func: name}
		return nil, p.failed
	}
	var v starlark.Value
	var err error
	watched(p.thread, p.limits.HeapBytes, func() {
		v, err = starlark.Call(p.thread, f, starlark.Tuple(args), nil)
	})
	if err != nil {
		p.failed = p.origin.fromStarlark(err, name, p.limits)
		if p.failed.Func == "" {
			p.failed.Func = name
		}
		return nil, p.failed
	}
	return v, nil
}

// fail kills the program with e (a binding found a wrong answer) and returns it.
func (p *Program) fail(e *Error) *Error {
	if p.js != nil && e.Lang == "" {
		e.Lang = JavaScript
	}
	if p.failed == nil {
		p.failed = e
	}
	return p.failed
}

// Int calls name and reads its answer as a whole number within ±limit.
func (p *Program) Int(name string, limit int64, args ...starlark.Value) (int64, error) {
	v, err := p.Call(name, args...)
	if err != nil {
		return 0, err
	}
	n, ok := toInt64(v)
	if !ok || n <= -limit || n >= limit {
		return 0, p.fail(&Error{Kind: CodeReturn, Func: name, Detail: describe(v), Limit: limit})
	}
	return n, nil
}

// toInt64 reads a Starlark whole number (a bool is not one).
func toInt64(v starlark.Value) (int64, bool) {
	i, ok := v.(starlark.Int)
	if !ok {
		return 0, false
	}
	return i.Int64()
}

// describe writes a returned value for a message: its type and its start.
func describe(v starlark.Value) string {
	if v == nil {
		return "None"
	}
	s := v.String()
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	return v.Type() + " " + s
}
