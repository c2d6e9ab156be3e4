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
