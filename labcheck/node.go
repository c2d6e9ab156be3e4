package labcheck

import (
	"math"

	"go.starlark.net/starlark"

	"github.com/gametree/gametree/lab"
)

// node is a node of the tree as the student's code sees it: a Starlark value with the
// methods children(), is_leaf(), is_max(), value() (evaluate() too) and the attribute
// name. Its methods record what the code does.
type node struct {
	c  *checker
	id int32
}

var (
	_ starlark.HasAttrs = (*node)(nil)
	_ starlark.Value    = (*node)(nil)
)

func (n *node) String() string        { return "node(" + n.c.names[n.id] + ")" }
func (n *node) Type() string          { return "node" }
func (n *node) Freeze()               {}
func (n *node) Truth() starlark.Bool  { return starlark.True }
func (n *node) Hash() (uint32, error) { return uint32(n.id) * 2654435761, nil }

var nodeAttrs = []string{"children", "evaluate", "is_leaf", "is_max", "name", "value"}

func (n *node) AttrNames() []string { return nodeAttrs }

func (n *node) Attr(name string) (starlark.Value, error) {
	switch name {
	case "name":
		return starlark.String(n.c.names[n.id]), nil
	case "children", "is_leaf", "is_max", "value", "evaluate":
		return starlark.NewBuiltin(name, n.method).BindReceiver(n), nil
	}
	return nil, nil
}

func (n *node) method(_ *starlark.Thread, fn *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	if err := starlark.UnpackPositionalArgs(fn.Name(), args, kwargs, 0); err != nil {
		return nil, err
	}
	c := n.c
	// A node is visited when the code expands it (children()) or evaluates it (value()):
	// asking is_leaf() or is_max() is only a look, as an explicit stack may take at each
	// child it pushes before it searches any of them.
	switch fn.Name() {
	case "children", "value", "evaluate":
		c.touch(n.id)
	}
	switch fn.Name() {
	case "children":
		kids := c.kids[n.id]
		vs := make([]starlark.Value, len(kids))
		for i, k := range kids {
			vs[i] = c.nodeValue(k)
		}
		return starlark.NewList(vs), nil
	case "is_leaf":
		return starlark.Bool(len(c.kids[n.id]) == 0), nil
	case "is_max":
		return starlark.Bool(c.isMax[n.id]), nil
	}
	// value() / evaluate()
	if len(c.kids[n.id]) > 0 {
		return nil, &lab.Error{Kind: "lab.not_leaf", Func: fn.Name(), Detail: c.names[n.id]}
	}
	v := c.leafValue[n.id]
	c.record(Event{Kind: EventEval, Node: n.id, Value: v})
	return starlark.MakeInt(v), nil
}

// retBuiltin is __lab_ret(function, params, value): it notes the value the function
// returned for the first parameter that is an inner node (with the call stack's depth,
// so that settle keeps the outermost frame's), and returns value.
func (c *checker) retBuiltin(thread *starlark.Thread, _ *starlark.Builtin, args starlark.Tuple, _ []starlark.Tuple) (starlark.Value, error) {
	if len(args) != 3 {
		return starlark.None, nil
	}
	fn, _ := starlark.AsString(args[0])
	params, _ := args[1].(starlark.Tuple)
	v := args[2]
	for _, p := range params {
		n, ok := p.(*node)
		if !ok || n.c != c {
			continue
		}
		if len(c.kids[n.id]) == 0 {
			break // a leaf's return is its value: not compared
		}
		val, ok := returnedNumber(v)
		c.record(Event{Kind: EventReturn, Node: n.id, Value: val, NotNumber: !ok, Returned: shortRepr(v),
			fn: fn, depth: thread.CallStackDepth(), none: v == starlark.None})
		break
	}
	return v, nil
}

// Infinity is the value an event holds for a returned +inf (-Infinity for -inf): no
// value of a search comes near it, a game's win (games.WinBase plus the game's score,
// up to 2^41) neither; a float still holds it exactly.
const Infinity = 1 << 52

// returnedNumber reads a returned value: a whole number (±inf too), or the first item
// of a tuple or list (value, move).
func returnedNumber(v starlark.Value) (int, bool) {
	switch x := v.(type) {
	case starlark.Int:
		n, ok := x.Int64()
		return int(n), ok && n > -Infinity && n < Infinity
	case starlark.Float:
		switch f := float64(x); {
		case math.IsInf(f, 1):
			return Infinity, true
		case math.IsInf(f, -1):
			return -Infinity, true
		case math.IsNaN(f) || math.Abs(f) >= Infinity:
			return 0, false
		}
		return int(x), float64(int(x)) == float64(x)
	case starlark.Tuple:
		if len(x) > 0 {
			return returnedNumber(x[0])
		}
	case *starlark.List:
		if x.Len() > 0 {
			return returnedNumber(x.Index(0))
		}
	}
	return 0, false
}

// returnedMove reads the move of a returned (value, move) or of a returned node: the
// root's child it names, -1 if none (or not a child of the root: not a move).
func (c *checker) returnedMove(v starlark.Value) int32 {
	var m starlark.Value
	switch x := v.(type) {
	case *node:
		m = x
	case starlark.Tuple:
		if len(x) == 2 {
			m = x[1]
		}
	case *starlark.List:
		if x.Len() == 2 {
			m = x.Index(1)
		}
	}
	if n, ok := m.(*node); ok && n.c == c {
		for _, k := range c.kids[0] {
			if k == n.id {
				return n.id
			}
		}
	}
	return -1
}

func shortRepr(v starlark.Value) string {
	s := v.String()
	if len(s) > 30 {
		s = s[:30] + "…"
	}
	return s
}
