package labcheck

import (
	"math"
	"strconv"
	"strings"

	"github.com/dop251/goja"
	"go.starlark.net/starlark"

	"github.com/gametree/gametree/lab"
)

// jsNodes is the node API of a JavaScript check: one object per node, made on the
// program's runtime (no Go value is reachable from the student's code), the same
// object for the same node every time (=== and Set/Map work), frozen, with its
// methods on a frozen prototype: children(), is_leaf() (isLeaf()), is_max()
// (isMax()), value(), evaluate() and the read-only property name. Its methods record
// what node.go's record; __lab_ret records what retBuiltin records.
type jsNodes struct {
	c      *checker
	p      *lab.Program
	vm     *goja.Runtime
	proto  *goja.Object
	freeze goja.Callable // Object.freeze as the runtime had it before the student's code ran
	objs   []*goja.Object
	ids    map[*goja.Object]int32
}

// setup installs the node prototype and __lab_ret (a lab.JSSetup).
func (j *jsNodes) setup(p *lab.Program, vm *goja.Runtime) error {
	j.p, j.vm = p, vm
	j.objs = make([]*goja.Object, len(j.c.kids))
	j.ids = map[*goja.Object]int32{}
	freeze, ok := goja.AssertFunction(vm.Get("Object").ToObject(vm).Get("freeze"))
	if !ok {
		return &lab.Error{Kind: lab.CodeCrash, Detail: "Object.freeze is missing"}
	}
	j.freeze = freeze
	j.proto = vm.NewObject()
	methods := []struct {
		name string
		f    func(id int32, name string) goja.Value
	}{
		{"children", j.children}, {"is_leaf", j.isLeaf}, {"isLeaf", j.isLeaf}, {"is_max", j.isMax},
		{"isMax", j.isMax}, {"value", j.value}, {"evaluate", j.value},
	}
	for _, m := range methods {
		if err := j.proto.DefineDataProperty(m.name, vm.ToValue(j.method(m.name, m.f)), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE); err != nil {
			return err
		}
	}
	toString := func(call goja.FunctionCall) goja.Value {
		if id, ok := j.idOf(call.This); ok {
			return vm.ToValue("node(" + j.c.names[id] + ")")
		}
		return vm.ToValue("[object Object]")
	}
	if err := j.proto.DefineDataProperty("toString", vm.ToValue(toString), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE); err != nil {
		return err
	}
	if _, err := freeze(goja.Undefined(), j.proto); err != nil {
		return err
	}
	// not writable: a student's own __lab_ret cannot hide the returns
	return vm.GlobalObject().DefineDataProperty(retName, vm.ToValue(j.ret), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_FALSE)
}

// method wraps a node method: its receiver must be a node of this check.
func (j *jsNodes) method(name string, f func(id int32, name string) goja.Value) func(goja.FunctionCall) goja.Value {
	return func(call goja.FunctionCall) goja.Value {
		id, ok := j.idOf(call.This)
		if !ok {
			panic(j.vm.NewTypeError(name + "() is a node's method: call it as node." + name + "()"))
		}
		return f(id, name)
	}
}

// node is the object of node id, made the first time it is asked.
func (j *jsNodes) node(id int32) *goja.Object {
	if o := j.objs[id]; o != nil {
		return o
	}
	o := j.vm.NewObject()
	_ = o.SetPrototype(j.proto)
	_ = o.DefineDataProperty("name", j.vm.ToValue(j.c.names[id]), goja.FLAG_FALSE, goja.FLAG_FALSE, goja.FLAG_TRUE)
	if _, err := j.freeze(goja.Undefined(), o); err != nil {
		panic(err)
	}
	j.objs[id] = o
	j.ids[o] = id
	return o
}

// idOf is the node v is, if it is one of this check's.
func (j *jsNodes) idOf(v goja.Value) (int32, bool) {
	o, ok := v.(*goja.Object)
	if !ok {
		return 0, false
	}
	id, ok := j.ids[o]
	return id, ok
}

// children is a fresh array of the node's children; it visits the node.
func (j *jsNodes) children(id int32, _ string) goja.Value {
	j.c.touch(id)
	kids := j.c.kids[id]
	vs := make([]any, len(kids))
	for i, k := range kids {
		vs[i] = j.node(k)
	}
	return j.vm.NewArray(vs...)
}

func (j *jsNodes) isLeaf(id int32, _ string) goja.Value { return j.vm.ToValue(len(j.c.kids[id]) == 0) }
func (j *jsNodes) isMax(id int32, _ string) goja.Value  { return j.vm.ToValue(j.c.isMax[id]) }

// value is a leaf's value (MAX's point of view); it visits the leaf and records its
// evaluation. An inner node has none: lab.not_leaf at the caller's line.
func (j *jsNodes) value(id int32, name string) goja.Value {
	c := j.c
	c.touch(id)
	if len(c.kids[id]) > 0 {
		j.p.ThrowJS(&lab.Error{Kind: "lab.not_leaf", Func: name, Detail: c.names[id]})
	}
	v := c.leafValue[id]
	c.record(Event{Kind: EventEval, Node: id, Value: v})
	return j.vm.ToValue(v)
}

// maxParams bounds the parameters __lab_ret looks through (the code may call it
// itself, with any length).
const maxParams = 64

// ret is __lab_ret(function, [params], value): it notes the value the function
// returned for the first parameter that is a node of this check, if an inner one
// (with the call stack's depth, so that settle keeps the outermost frame's), and
// returns value.
func (j *jsNodes) ret(call goja.FunctionCall) goja.Value {
	v := call.Argument(2)
	params, ok := call.Argument(1).(*goja.Object)
	if !ok {
		return v
	}
	n := min(params.Get("length").ToInteger(), maxParams)
	for i := int64(0); i < n; i++ {
		id, ok := j.idOf(params.Get(strconv.FormatInt(i, 10)))
		if !ok {
			continue
		}
		if len(j.c.kids[id]) == 0 {
			break // a leaf's return is its value: not compared
		}
		sv := j.toStarlark(v, 0)
		val, ok := returnedNumber(sv)
		j.c.record(Event{Kind: EventReturn, Node: id, Value: val, NotNumber: !ok, Returned: shortRepr(sv),
			fn: call.Argument(0).String(), depth: len(j.vm.CaptureCallStack(0, nil)), none: goja.IsUndefined(v) || goja.IsNull(v)})
		break
	}
	return v
}

// jsText is a JavaScript value the checker only shows (returnedNumber and
// returnedMove read none): undefined, null, a boolean, a string, an object.
type jsText string

func (t jsText) String() string        { return string(t) }
func (t jsText) Type() string          { return "javascript" }
func (t jsText) Freeze()               {}
func (t jsText) Truth() starlark.Bool  { return t != "undefined" && t != "null" && t != "false" }
func (t jsText) Hash() (uint32, error) { return starlark.String(t).Hash() }

// maxShownItems bounds the items of an array a returned value is read as.
const maxShownItems = 4

// toStarlark is what a JavaScript value returned by the student's code is to the
// checker (returnedNumber, returnedMove, shortRepr): a number (±Infinity as Starlark's
// ±inf), a node, an array (its first items: [value, move]), or a text that shows it.
// Only an array's own items are read, and only when it is a plain array.
func (j *jsNodes) toStarlark(v goja.Value, depth int) starlark.Value {
	switch {
	case v == nil || goja.IsUndefined(v):
		return jsText("undefined")
	case goja.IsNull(v):
		return jsText("null")
	}
	if o, ok := v.(*goja.Object); ok {
		if id, ok := j.ids[o]; ok {
			return j.c.nodeValue(id)
		}
		if o.ClassName() != "Array" || depth > 0 {
			return jsText(lab.DescribeJS(v))
		}
		n := o.Get("length").ToInteger()
		items := make([]starlark.Value, 0, min(n, maxShownItems))
		for i := int64(0); i < n && i < maxShownItems; i++ {
			items = append(items, j.toStarlark(o.Get(strconv.FormatInt(i, 10)), depth+1))
		}
		if n > maxShownItems {
			items = append(items, jsText("…"))
		}
		return starlark.NewList(items)
	}
	switch x := v.Export().(type) {
	case int64:
		if x > -Infinity && x < Infinity {
			return starlark.MakeInt64(x)
		}
		return starlark.Float(float64(x))
	case float64:
		if math.IsNaN(x) {
			return jsText("NaN")
		}
		if x == math.Trunc(x) && math.Abs(x) < Infinity {
			return starlark.MakeInt64(int64(x))
		}
		return starlark.Float(x)
	case string:
		return jsText(strconv.Quote(x))
	}
	return jsText(strings.TrimSpace(v.String()))
}
