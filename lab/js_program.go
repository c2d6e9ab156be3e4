package lab

import (
	"fmt"
	"math/rand"
	"sync"
	"time"

	"github.com/dop251/goja"
	"github.com/dop251/goja/parser"
)

// A JavaScript program runs in a goja runtime of its own (github.com/dop251/goja: pure
// Go, ECMAScript 5.1 and most of ES6, no input, output, timers or modules). Its
// limits are the Starlark lab's, kept otherwise: the deadline and the watchdog's
// memory bound interrupt it (goja has no step counter, so its budget is the deadline;
// a long builtin call is stopped at its end, or by the sandbox's address-space
// limit), the call depth is goja's call stack bound, and the source size is checked
// first. eval and the Function constructors are taken away (code a student could
// build from strings would escape the checker's instrumentation), Math.random is
// seeded and the clock fixed (a link reproduces a run), and console.log writes
// nowhere, as Starlark's print.

// jsFileName is the name the source has in positions and stack traces.
const jsFileName = "code.js"

// jsProgram is the JavaScript side of a Program.
type jsProgram struct {
	p  *Program
	vm *goja.Runtime

	mu     sync.Mutex
	active bool // a call is running: an interrupt may be sent
	// pending is an error a binding raised (ThrowJS): the exception that carries it
	// is reported as this error.
	pending *Error
}

// JSSetup prepares a runtime before the student's code runs: the bindings a use
// adds (a checker's node API, the tutorial's Tablero).
type JSSetup func(p *Program, vm *goja.Runtime) error

// LoadJS is Load of JavaScript code with extra bindings installed by setup (nil: none).
func LoadJS(kind Kind, source string, lim Limits, setup JSSetup) (*Program, error) {
	return loadJS(kind, source, source, nil, lim, setup)
}

// LoadJSMapped is LoadJS of run, source with texts inserted (Rewrite says where): its
// errors are at the student's own columns.
func LoadJSMapped(kind Kind, source, run string, ins []Insertion, lim Limits, setup JSSetup) (*Program, error) {
	return loadJS(kind, source, run, ins, lim, setup)
}

func loadJS(kind Kind, source, run string, ins []Insertion, lim Limits, setup JSSetup) (*Program, error) {
	lim = lim.withDefaults()
	if len(source) > lim.SourceBytes {
		return nil, &Error{Kind: CodeSourceSize, Limit: int64(lim.SourceBytes), Detail: fmt.Sprint(len(source)), Lang: JavaScript}
	}
	names, ok := required[kind]
	if !ok {
		return nil, &Error{Kind: CodeMissing, Detail: string(kind), Lang: JavaScript}
	}
	p := &Program{Kind: kind, Lang: JavaScript, Source: source, Hash: HashOf(JavaScript, source), limits: lim,
		deadline: time.Now().Add(lim.Time), origin: origin{source: source, cols: newColumnMap(ins), run: run}}
	ast, err := parser.ParseFile(nil, jsFileName, run, 0)
	if err != nil {
		e := p.origin.fromJSSyntax(err)
		e.Lang = JavaScript
		return nil, e
	}
	compiled, err := goja.CompileAST(ast, false)
	if err != nil {
		e := p.origin.fromJSSyntax(err)
		e.Lang = JavaScript
		return nil, e
	}
	vm := goja.New()
	j := &jsProgram{p: p, vm: vm}
	p.js = j
	vm.SetMaxCallStackSize(lim.Depth)
	vm.SetRandSource(rand.New(rand.NewSource(1)).Float64)
	fixed := time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)
	vm.SetTimeSource(func() time.Time { return fixed })
	if err := harden(vm); err != nil {
		return nil, &Error{Kind: CodeCrash, Detail: err.Error(), Lang: JavaScript}
	}
	installJSHelpers(p, vm)
	if setup != nil {
		if err := setup(p, vm); err != nil {
			return nil, Carry(err)
		}
	}
	if _, err := p.RunJS("", func(vm *goja.Runtime) (goja.Value, error) { return vm.RunProgram(compiled) }); err != nil {
		return nil, err
	}
	for _, name := range names {
		if !j.has(name) && !(kind == KindSearch && name == "search" && HasTutorialSearch(p)) {
			return nil, &Error{Kind: CodeMissing, Func: name, Lang: JavaScript}
		}
	}
	return p, nil
}

// HasTutorialSearch reports whether a JavaScript program is the tutorial's search
// (seed 000): movimientoAI, min and max on Juego.prototype, or as plain functions.
// Such a program stands for search(root) (package labcheck follows its Tablero).
func HasTutorialSearch(p *Program) bool {
	if p.js == nil {
		return false
	}
	return p.js.has("movimientoAI") || p.js.hasMethod("Juego", "movimientoAI")
}

// hardenJS takes eval and the Function constructors away, and gives console.log
// a place that writes nowhere.
const hardenJS = `(function () {
  "use strict";
  function forbid(name) {
    return function () { throw new TypeError(name + " is not available in the lab"); };
  }
  var protos = [Function.prototype];
  try { protos.push(Object.getPrototypeOf(function* () {})); } catch (e) {}
  try { protos.push(Object.getPrototypeOf(async function () {})); } catch (e) {}
  var F = forbid("Function");
  Object.defineProperty(F, "prototype", { value: Function.prototype });
  for (var i = 0; i < protos.length; i++) {
    Object.defineProperty(protos[i], "constructor", { value: i === 0 ? F : forbid("Function"), writable: false, configurable: false });
  }
  Object.defineProperty(globalThis, "Function", { value: F, writable: false, configurable: false });
  Object.defineProperty(globalThis, "eval", { value: forbid("eval"), writable: false, configurable: false });
  var quiet = function () {};
  globalThis.console = { log: quiet, info: quiet, warn: quiet, error: quiet, debug: quiet };
})();`

// hardenProgram is hardenJS compiled once (a goja Program is safe for concurrent use).
var hardenProgram = sync.OnceValues(func() (*goja.Program, error) { return goja.Compile("harden.js", hardenJS, true) })

func harden(vm *goja.Runtime) error {
	prg, err := hardenProgram()
	if err != nil {
		return err
	}
	_, err = vm.RunProgram(prg)
	return err
}

// JS is the program's runtime, nil for a Starlark program. Bindings use it to make
// values; calls into the student's code go through RunJS or CallJS.
func (p *Program) JS() *goja.Runtime {
	if p.js == nil {
		return nil
	}
	return p.js.vm
}

// has reports whether the global name is a function.
func (j *jsProgram) has(name string) bool {
	_, ok := goja.AssertFunction(j.vm.Get(name))
	return ok
}

// hasMethod reports whether the global constructor ctor's prototype has a method name.
func (j *jsProgram) hasMethod(ctor, name string) bool {
	c, ok := j.vm.Get(ctor).(*goja.Object)
	if !ok {
		return false
	}
	proto, ok := c.Get("prototype").(*goja.Object)
	if !ok {
		return false
	}
	_, ok = goja.AssertFunction(proto.Get(name))
	return ok
}

// RunJS runs f (which calls into the student's code) under the program's limits: its
// deadline, the watchdog's memory bound. An error kills the program, as Call's; fn
// names the function called ("" for the top level).
func (p *Program) RunJS(fn string, f func(vm *goja.Runtime) (goja.Value, error)) (v goja.Value, err error) {
	if p.failed != nil {
		return nil, p.failed
	}
	j := p.js
	if j == nil {
		return nil, p.fail(&Error{Kind: CodeCrash, Func: fn, Detail: "a Starlark program run as JavaScript"})
	}
	j.mu.Lock()
	j.active = true
	j.mu.Unlock()
	timer := time.AfterFunc(time.Until(p.deadline), func() { j.interrupt(reasonTime) })
	watchedBy(j, j.interrupt, p.limits.HeapBytes, func() {
		defer func() {
			if r := recover(); r != nil {
				err = &Error{Kind: CodeCrash, Func: fn, Detail: fmt.Sprint(r)}
			}
		}()
		v, err = f(j.vm)
	})
	timer.Stop()
	j.mu.Lock()
	j.active = false
	j.mu.Unlock()
	j.vm.ClearInterrupt()
	if err != nil {
		e := j.fromJS(err, fn)
		e.Lang = JavaScript
		if e.Func == "" && fn != "" {
			e.Func = fn
		}
		return nil, p.fail(e)
	}
	return v, nil
}

// CallJS calls the program's global function name with args under its limits.
func (p *Program) CallJS(name string, args ...goja.Value) (goja.Value, error) {
	if p.failed != nil {
		return nil, p.failed
	}
	if p.js == nil {
		return nil, p.fail(&Error{Kind: CodeCrash, Func: name, Detail: "a Starlark program called as JavaScript"})
	}
	f, ok := goja.AssertFunction(p.js.vm.Get(name))
	if !ok {
		return nil, p.fail(&Error{Kind: CodeMissing, Func: name})
	}
	return p.RunJS(name, func(*goja.Runtime) (goja.Value, error) { return f(goja.Undefined(), args...) })
}

// ThrowJS stops the running JavaScript with e (a binding found a wrong use): the
// student's code sees a TypeError it may not catch for long (the program is dead
// once its call returns), and the call reports e at the line that called the binding.
func (p *Program) ThrowJS(e *Error) {
	j := p.js
	if j.pending == nil {
		j.pending = e
	}
	panic(j.vm.NewTypeError(e.Text("en")))
}

// interrupt stops the running code with reason, if code is running.
func (j *jsProgram) interrupt(reason string) {
	j.mu.Lock()
	defer j.mu.Unlock()
	if j.active {
		j.vm.Interrupt(reason)
	}
}

// JSInt reads a returned value as a whole number within ±limit (a boolean is not one).
func (p *Program) JSInt(fn string, v goja.Value, limit int64) (int64, error) {
	n, ok := jsInt(v)
	if !ok || n <= -limit || n >= limit {
		return 0, p.fail(&Error{Kind: CodeReturn, Func: fn, Detail: DescribeJS(v), Limit: limit})
	}
	return n, nil
}

// jsInt reads a number that is whole. An object is none (not even new Number(3)):
// reading it could run the student's code (a getter, valueOf) outside their call.
func jsInt(v goja.Value) (int64, bool) {
	if v == nil {
		return 0, false
	}
	if _, isObj := v.(*goja.Object); isObj {
		return 0, false
	}
	switch x := v.Export().(type) {
	case int64:
		return x, true
	case float64:
		if x == float64(int64(x)) && x > -1<<62 && x < 1<<62 {
			return int64(x), true
		}
	}
	return 0, false
}

// DescribeJS writes a JavaScript value for a message: a primitive's type and its
// start; an object's kind only ("array", "object", "object Map", "function"), since
// writing it out would run the student's code (toString, getters) outside their call.
func DescribeJS(v goja.Value) string {
	if v == nil || goja.IsUndefined(v) {
		return "undefined"
	}
	if goja.IsNull(v) {
		return "null"
	}
	if o, isObj := v.(*goja.Object); isObj {
		if _, ok := goja.AssertFunction(o); ok {
			return "function"
		}
		switch c := o.ClassName(); c {
		case "Array":
			return "array"
		case "Object":
			return "object"
		default:
			return "object " + c
		}
	}
	s := v.String()
	if len(s) > 40 {
		s = s[:40] + "…"
	}
	switch v.Export().(type) {
	case int64, float64:
		return "number " + s
	case string:
		return "string " + fmt.Sprintf("%q", s)
	case bool:
		return "boolean " + s
	}
	return "value " + s
}
