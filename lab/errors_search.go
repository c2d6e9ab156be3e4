package lab

import "go.starlark.net/starlark"

// CodeNotNumber is the error of a search whose answer is not a number: search(root)
// returned None (it ended without return), a move, a list...
const CodeNotNumber = "lab.not_number"

// NotANumber is the error of function fn that returned v where a number (or a tuple
// or list that starts with one) was due: said as what v is, "None", "string "a"".
func NotANumber(fn string, v starlark.Value) *Error {
	d := "None"
	if v != nil && v != starlark.None {
		d = describe(v)
	}
	return &Error{Kind: CodeNotNumber, Func: fn, Detail: d}
}

// Numeric reports whether v is a number, or a tuple or list that starts with one (a
// search's (value, move)); floats count, infinities too: whether the value is right is
// the checker's to say.
func Numeric(v starlark.Value) bool {
	switch x := v.(type) {
	case starlark.Int, starlark.Float:
		return true
	case starlark.Tuple:
		return len(x) > 0 && Numeric(x[0])
	case *starlark.List:
		return x.Len() > 0 && Numeric(x.Index(0))
	}
	return false
}
