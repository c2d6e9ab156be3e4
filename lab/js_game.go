package lab

import (
	"encoding/json"
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/dop251/goja"
)

// A JavaScript game's states travel as JSON text: plain data (numbers, strings,
// booleans, null, arrays, plain objects) written with its objects' keys sorted, so
// that one position has one text whatever order its keys were set in. Every call gets
// a fresh copy read back from the text: a play() that changes its argument cannot
// change a state kept for another call. Anything else (a function, undefined inside
// a state, a Map, an instance of a class, a cycle) is the error lab.state.

// jsGame is the JavaScript side of a LocalGame.
type jsGame struct {
	p      *Program
	vm     *goja.Runtime
	states map[string]bool
}

func newJSGame(p *Program) *jsGame {
	return &jsGame{p: p, vm: p.JS(), states: map[string]bool{}}
}

// jsStateText writes v as a state's text: canonical JSON, or the error lab.state
// (lab.state_deep past 64 levels, which a cycle reaches).
func jsStateText(vm *goja.Runtime, v goja.Value) (string, *Error) {
	var b strings.Builder
	w := &jsStateWriter{b: &b, object: vm.NewObject().Prototype(), array: vm.NewArray().Prototype()}
	if e := w.write(v, 0); e != nil {
		return "", e
	}
	return b.String(), nil
}

// jsStateWriter writes a state; object and array are the runtime's own prototypes
// (a student's code may rebind the globals Object and Array, not these).
type jsStateWriter struct {
	b             *strings.Builder
	object, array *goja.Object
	values        int // the values written so far
}

// maxStateValues bounds the values of one state: a state's text is written by Go,
// which no interrupt stops (an array whose length is set to 2^32 - 1).
const maxStateValues = 1 << 16

func (w *jsStateWriter) write(v goja.Value, depth int) *Error {
	b := w.b
	if depth > 64 {
		return &Error{Kind: "lab.state_deep", Limit: 64}
	}
	if w.values++; w.values > maxStateValues {
		return &Error{Kind: "lab.state", Detail: fmt.Sprintf("more than %d values", maxStateValues)}
	}
	if v == nil || goja.IsUndefined(v) {
		return &Error{Kind: "lab.state", Detail: "undefined"}
	}
	if goja.IsNull(v) {
		b.WriteString("null")
		return nil
	}
	o, isObj := v.(*goja.Object)
	if !isObj {
		switch x := v.Export().(type) {
		case bool:
			b.WriteString(strconv.FormatBool(x))
		case int64:
			b.WriteString(strconv.FormatInt(x, 10))
		case float64:
			if math.IsNaN(x) || math.IsInf(x, 0) {
				return &Error{Kind: "lab.state", Detail: v.String()}
			}
			if x == math.Trunc(x) && math.Abs(x) < 1<<53 {
				b.WriteString(strconv.FormatInt(int64(x), 10)) // -0 and 2.0 are 0 and 2
			} else {
				b.WriteString(strconv.FormatFloat(x, 'g', -1, 64))
			}
		case string:
			q, _ := json.Marshal(x)
			b.Write(q)
		default:
			return &Error{Kind: "lab.state", Detail: typeOfJS(v)}
		}
		return nil
	}
	if _, ok := goja.AssertFunction(o); ok {
		return &Error{Kind: "lab.state", Detail: "function"}
	}
	switch o.ClassName() {
	case "Array":
		if p := o.Prototype(); p == nil || !p.SameAs(w.array) {
			return &Error{Kind: "lab.state", Detail: jsClassOf(o)}
		}
		n := o.Get("length").ToInteger()
		if n > maxStateValues {
			return &Error{Kind: "lab.state", Detail: fmt.Sprintf("more than %d values", maxStateValues)}
		}
		b.WriteByte('[')
		for i := int64(0); i < n; i++ {
			if i > 0 {
				b.WriteByte(',')
			}
			if e := w.write(o.Get(strconv.FormatInt(i, 10)), depth+1); e != nil {
				return e
			}
		}
		b.WriteByte(']')
		return nil
	case "Object":
		if p := o.Prototype(); p != nil && !p.SameAs(w.object) {
			return &Error{Kind: "lab.state", Detail: jsClassOf(o)}
		}
		keys := o.Keys()
		sort.Strings(keys)
		b.WriteByte('{')
		for i, k := range keys {
			if i > 0 {
				b.WriteByte(',')
			}
			q, _ := json.Marshal(k)
			b.Write(q)
			b.WriteByte(':')
			if e := w.write(o.Get(k), depth+1); e != nil {
				return e
			}
		}
		b.WriteByte('}')
		return nil
	}
	return &Error{Kind: "lab.state", Detail: jsClassOf(o)}
}

// jsGet is o's property name, undefined when it has none (an array's hole).
func jsGet(o *goja.Object, name string) goja.Value {
	if v := o.Get(name); v != nil {
		return v
	}
	return goja.Undefined()
}

// jsClassOf names an object's kind for a message: its constructor's name.
func jsClassOf(o *goja.Object) string {
	if proto := o.Prototype(); proto != nil {
		if ctor, ok := proto.Get("constructor").(*goja.Object); ok {
			if name := ctor.Get("name"); name != nil && name.String() != "" {
				return name.String()
			}
		}
	}
	return o.ClassName()
}

// typeOfJS is a value's typeof.
func typeOfJS(v goja.Value) string {
	switch v.Export().(type) {
	case int64, float64:
		return "number"
	case string:
		return "string"
	case bool:
		return "boolean"
	}
	if v.ExportType() != nil {
		return v.ExportType().String()
	}
	return "value"
}

// jsValueOf reads a state's text back as a fresh value of the runtime.
func (g *jsGame) jsValueOf(s string) (goja.Value, *Error) {
	dec := json.NewDecoder(strings.NewReader(s))
	dec.UseNumber()
	var x any
	if err := dec.Decode(&x); err != nil {
		return nil, &Error{Kind: "lab.state_read", Detail: err.Error()}
	}
	return g.toJS(x), nil
}

func (g *jsGame) toJS(x any) goja.Value {
	switch v := x.(type) {
	case nil:
		return goja.Null()
	case json.Number:
		if n, err := v.Int64(); err == nil {
			return g.vm.ToValue(n)
		}
		f, _ := v.Float64()
		return g.vm.ToValue(f)
	case []any:
		items := make([]any, len(v))
		for i, e := range v {
			items[i] = g.toJS(e)
		}
		return g.vm.NewArray(items...)
	case map[string]any:
		o := g.vm.NewObject()
		keys := make([]string, 0, len(v))
		for k := range v {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		for _, k := range keys {
			_ = o.Set(k, g.toJS(v[k]))
		}
		return o
	}
	return g.vm.ToValue(x)
}

// keep checks a state a function returned and names it by its text.
func (g *jsGame) keep(fn string, v goja.Value) (string, error) {
	var s string
	var e *Error
	if err := g.underJS(fn, func() { s, e = jsStateText(g.vm, v) }); err != nil {
		return "", err
	}
	if e != nil {
		e.Func, e.Lang = fn, JavaScript
		return "", g.p.fail(e)
	}
	if !g.states[s] {
		if len(g.states) >= MaxStates {
			return "", g.p.fail(&Error{Kind: "lab.nodes", Limit: MaxStates, Lang: JavaScript})
		}
		g.states[s] = true
	}
	return s, nil
}

// state is a fresh copy of the state named s (kept, or another worker's, checked).
func (g *jsGame) state(s string) (goja.Value, error) {
	if !g.states[s] {
		v, e := g.jsValueOf(s)
		if e != nil {
			return nil, e
		}
		if _, err := g.keep("", v); err != nil {
			return nil, err
		}
	}
	v, e := g.jsValueOf(s)
	if e != nil {
		return nil, e
	}
	return v, nil
}

// call calls fn with a fresh copy of state s and the other arguments.
func (g *jsGame) call(fn, s string, args ...goja.Value) (goja.Value, error) {
	st, err := g.state(s)
	if err != nil {
		return nil, err
	}
	return g.p.CallJS(fn, append([]goja.Value{st}, args...)...)
}

func (g *jsGame) wrong(fn string, v goja.Value) error {
	return g.p.fail(&Error{Kind: "lab.game_return", Func: fn, Detail: DescribeJS(v), Lang: JavaScript})
}

func (g *jsGame) initial() (string, error) {
	v, err := g.p.CallJS("initial")
	if err != nil {
		return "", err
	}
	return g.keep("initial", v)
}

// underJS runs f, Go code that reads the student's values, as a call into the
// runtime under the program's limits: reading may run their code (a getter, a
// Proxy's trap, an iterator), which the deadline must stop and whose exceptions are
// their errors at their lines. fn names the function whose answer is read.
func (g *jsGame) underJS(fn string, f func()) error {
	native, _ := goja.AssertFunction(g.vm.ToValue(func(goja.FunctionCall) goja.Value {
		f()
		return goja.Undefined()
	}))
	_, err := g.p.RunJS(fn, func(*goja.Runtime) (goja.Value, error) { return native(goja.Undefined()) })
	return err
}

// moveList reads what moves() returned: an array or any iterable, at most 1000 moves.
func (g *jsGame) moveList(v goja.Value) ([]goja.Value, error) {
	o, ok := v.(*goja.Object)
	if !ok {
		return nil, g.wrong("moves", v)
	}
	var out []goja.Value
	iterable, many := true, false
	err := g.underJS("moves", func() {
		if o.ClassName() == "Array" {
			n := o.Get("length").ToInteger()
			if many = n > 1000; many {
				return
			}
			for i := int64(0); i < n; i++ {
				out = append(out, jsGet(o, strconv.FormatInt(i, 10)))
			}
			return
		}
		if f, ok := goja.AssertFunction(o.GetSymbol(goja.SymIterator)); !ok || f == nil {
			iterable = false
			return
		}
		g.vm.ForOf(o, func(m goja.Value) bool {
			out = append(out, m)
			many = len(out) > 1000
			return !many
		})
	})
	switch {
	case err != nil:
		return nil, err
	case !iterable:
		return nil, g.wrong("moves", v)
	case many:
		return nil, g.p.fail(&Error{Kind: "lab.moves_many", Func: "moves", Limit: 1000, Lang: JavaScript})
	}
	return out, nil
}

// name is a move's name: move_name's, else a string move itself, else its JSON.
func (g *jsGame) name(s string, m goja.Value, named bool) (string, error) {
	if named {
		nv, err := g.call("move_name", s, m)
		if err != nil {
			return "", err
		}
		if _, isObj := nv.(*goja.Object); !isObj {
			if name, ok := nv.Export().(string); ok {
				return name, nil
			}
		}
		return "", g.wrong("move_name", nv)
	}
	if _, isObj := m.(*goja.Object); !isObj {
		if name, ok := m.Export().(string); ok {
			return name, nil
		}
	}
	var name string
	err := g.underJS("moves", func() {
		if t, e := jsStateText(g.vm, m); e == nil {
			name = t
		} else {
			name = DescribeJS(m)
		}
	})
	return name, err
}

func (g *jsGame) expand(s string) (*Expansion, error) {
	r, err := g.call("result", s)
	if err != nil {
		return nil, err
	}
	if !goja.IsNull(r) && !goja.IsUndefined(r) {
		n, ok := jsInt(r)
		if !ok || n <= -(1<<40) || n >= 1<<40 {
			return nil, g.wrong("result", r)
		}
		return &Expansion{Over: true, Score: n}, nil
	}
	mv, err := g.call("moves", s)
	if err != nil {
		return nil, err
	}
	list, err := g.moveList(mv)
	if err != nil {
		return nil, err
	}
	if len(list) == 0 {
		return nil, g.p.fail(&Error{Kind: "lab.moves_none", Func: "moves", Lang: JavaScript})
	}
	e := &Expansion{}
	named := g.p.Has("move_name")
	for _, m := range list {
		name, err := g.name(s, m, named)
		if err != nil {
			return nil, err
		}
		child, err := g.call("play", s, m)
		if err != nil {
			return nil, err
		}
		cs, err := g.keep("play", child)
		if err != nil {
			return nil, err
		}
		e.Names = append(e.Names, name)
		e.Children = append(e.Children, cs)
	}
	return e, nil
}

func (g *jsGame) evaluate(s string) (int64, bool, error) {
	if !g.p.Has("evaluate") {
		return 0, false, nil
	}
	v, err := g.call("evaluate", s)
	if err != nil {
		return 0, false, err
	}
	n, err := g.p.JSInt("evaluate", v, 1<<40)
	return n, err == nil, err
}

func (g *jsGame) board(s string) ([]string, error) {
	if !g.p.Has("board") {
		return nil, nil
	}
	v, err := g.call("board", s)
	if err != nil {
		return nil, err
	}
	o, isObj := v.(*goja.Object)
	if !isObj {
		if row, ok := v.Export().(string); ok {
			return []string{row}, nil
		}
		return nil, g.wrong("board", v)
	}
	var rows []string
	bad := false
	err = g.underJS("board", func() {
		if bad = o.ClassName() != "Array"; bad {
			return
		}
		n := o.Get("length").ToInteger()
		if bad = n > 64; bad {
			return
		}
		for i := int64(0); i < n; i++ {
			r := jsGet(o, strconv.FormatInt(i, 10))
			row, ok := r.Export().(string)
			if _, isObj := r.(*goja.Object); isObj || !ok || len(row) > 64 {
				bad = true
				return
			}
			rows = append(rows, row)
		}
	})
	if err != nil {
		return nil, err
	}
	if bad {
		return nil, g.wrong("board", v)
	}
	return rows, nil
}
