package lab

import (
	"go.starlark.net/starlark"
)

// LocalGame is a program of kind game run in this process: the Backend of a Game.
type LocalGame struct {
	P *Program
	// states maps a repr to its value, frozen.
	states map[string]starlark.Value
	// js answers for a JavaScript program (js_game.go), nil for Starlark's.
	js *jsGame
}

// NewLocalGame is the backend of program p (of kind game).
func NewLocalGame(p *Program) *LocalGame {
	if p.Lang == JavaScript {
		return &LocalGame{P: p, js: newJSGame(p)}
	}
	return &LocalGame{P: p, states: map[string]starlark.Value{}}
}

// plain checks that v is plain data a repr writes out and reads back.
func plain(v starlark.Value, depth int) *Error {
	if depth > 64 {
		return &Error{Kind: "lab.state_deep", Limit: 64}
	}
	switch x := v.(type) {
	case starlark.NoneType, starlark.Bool, starlark.Int, starlark.String, starlark.Float:
		return nil
	case *starlark.List:
		for i := 0; i < x.Len(); i++ {
			if err := plain(x.Index(i), depth+1); err != nil {
				return err
			}
		}
		return nil
	case starlark.Tuple:
		for _, e := range x {
			if err := plain(e, depth+1); err != nil {
				return err
			}
		}
		return nil
	case *starlark.Dict:
		for _, kv := range x.Items() {
			if err := plain(kv[0], depth+1); err != nil {
				return err
			}
			if err := plain(kv[1], depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	return &Error{Kind: "lab.state", Detail: v.Type()}
}

// keep checks a state a function returned, freezes it and names it by its repr.
func (l *LocalGame) keep(fn string, v starlark.Value) (string, error) {
	if e := plain(v, 0); e != nil {
		e.Func = fn
		return "", l.P.fail(e)
	}
	v.Freeze()
	s := v.String()
	if _, ok := l.states[s]; !ok {
		if len(l.states) >= MaxStates {
			return "", l.P.fail(&Error{Kind: "lab.nodes", Limit: MaxStates})
		}
		l.states[s] = v
	}
	return s, nil
}

// state is the value of a repr: kept, or read back (a state another worker made).
func (l *LocalGame) state(s string) (starlark.Value, error) {
	if v, ok := l.states[s]; ok {
		return v, nil
	}
	v, err := starlark.EvalOptions(fileOptions, &starlark.Thread{Name: "state"}, "state", s, nil)
	if err != nil {
		return nil, &Error{Kind: "lab.state_read", Detail: err.Error()}
	}
	if _, err := l.keep("", v); err != nil {
		return nil, err
	}
	return v, nil
}

// Initial is initial().
func (l *LocalGame) Initial() (string, error) {
	if l.js != nil {
		return l.js.initial()
	}
	v, err := l.P.Call("initial")
	if err != nil {
		return "", err
	}
	return l.keep("initial", v)
}

// Expand asks result(state), and while the game goes on moves(state), move_name and
// play for each move.
func (l *LocalGame) Expand(s string) (*Expansion, error) {
	if l.js != nil {
		return l.js.expand(s)
	}
	st, err := l.state(s)
	if err != nil {
		return nil, err
	}
	r, err := l.P.Call("result", st)
	if err != nil {
		return nil, err
	}
	if r != starlark.None {
		n, ok := toInt64(r)
		if !ok || n <= -(1<<40) || n >= 1<<40 {
			return nil, l.P.fail(&Error{Kind: "lab.game_return", Func: "result", Detail: describe(r)})
		}
		return &Expansion{Over: true, Score: n}, nil
	}
	if l.P.Has("chance") {
		if e, err := l.expandChance(st); e != nil || err != nil {
			return e, err // a chance state (chance_star.go)
		}
	}
	mv, err := l.P.Call("moves", st)
	if err != nil {
		return nil, err
	}
	iter, ok := mv.(starlark.Iterable)
	if !ok {
		return nil, l.P.fail(&Error{Kind: "lab.game_return", Func: "moves", Detail: describe(mv)})
	}
	e := &Expansion{}
	it := iter.Iterate()
	defer it.Done()
	var m starlark.Value
	named := l.P.Has("move_name")
	for it.Next(&m) {
		if len(e.Names) >= 1000 {
			return nil, l.P.fail(&Error{Kind: "lab.moves_many", Func: "moves", Limit: 1000})
		}
		name, cs, err := l.child(st, m, named)
		if err != nil {
			return nil, err
		}
		e.Names = append(e.Names, name)
		e.Children = append(e.Children, cs)
	}
	if len(e.Names) == 0 {
		return nil, l.P.fail(&Error{Kind: "lab.moves_none", Func: "moves"})
	}
	return e, nil
}

// child names move m of state st (move_name, else the move itself) and plays it.
func (l *LocalGame) child(st, m starlark.Value, named bool) (name, state string, err error) {
	m.Freeze()
	if named {
		nv, err := l.P.Call("move_name", st, m)
		if err != nil {
			return "", "", err
		}
		s, ok := starlark.AsString(nv)
		if !ok {
			return "", "", l.P.fail(&Error{Kind: "lab.game_return", Func: "move_name", Detail: describe(nv)})
		}
		name = s
	} else if s, ok := starlark.AsString(m); ok {
		name = s
	} else {
		name = m.String()
	}
	child, err := l.P.Call("play", st, m)
	if err != nil {
		return "", "", err
	}
	state, err = l.keep("play", child)
	return name, state, err
}

// Evaluate is evaluate(state), if the program has one.
func (l *LocalGame) Evaluate(s string) (int64, bool, error) {
	if l.js != nil {
		return l.js.evaluate(s)
	}
	if !l.P.Has("evaluate") {
		return 0, false, nil
	}
	st, err := l.state(s)
	if err != nil {
		return 0, false, err
	}
	v, err := l.P.Int("evaluate", 1<<40, st)
	return v, err == nil, err
}

// Board is board(state): a list of strings, or one string (a row).
func (l *LocalGame) Board(s string) ([]string, error) {
	if l.js != nil {
		return l.js.board(s)
	}
	if !l.P.Has("board") {
		return nil, nil
	}
	st, err := l.state(s)
	if err != nil {
		return nil, err
	}
	v, err := l.P.Call("board", st)
	if err != nil {
		return nil, err
	}
	if s, ok := starlark.AsString(v); ok {
		return []string{s}, nil
	}
	it, ok := v.(starlark.Indexable)
	if !ok || it.Len() > 64 {
		return nil, l.P.fail(&Error{Kind: "lab.game_return", Func: "board", Detail: describe(v)})
	}
	rows := make([]string, it.Len())
	for i := range rows {
		s, ok := starlark.AsString(it.Index(i))
		if !ok || len(s) > 64 {
			return nil, l.P.fail(&Error{Kind: "lab.game_return", Func: "board", Detail: describe(v)})
		}
		rows[i] = s
	}
	return rows, nil
}
