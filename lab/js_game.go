package lab

import (
	"strconv"

	"github.com/dop251/goja"
)

// A JavaScript game (initial, moves, play, result; optional evaluate, move_name,
// board) answers a LocalGame's questions, its states as js_state.go writes them.

// jsGame is the JavaScript side of a LocalGame.
type jsGame struct {
	p      *Program
	vm     *goja.Runtime
	states map[string]bool
}

func newJSGame(p *Program) *jsGame {
	return &jsGame{p: p, vm: p.JS(), states: map[string]bool{}}
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
	if g.p.Has("chance") {
		if e, err := g.expandChance(s); e != nil || err != nil {
			return e, err // a chance state (js_chance.go)
		}
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
