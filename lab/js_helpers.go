package lab

import (
	"strconv"

	"github.com/dop251/goja"
)

// The helpers a JavaScript evaluation sees, as Starlark's (helpers.go): rows(board),
// columns(board), lines(board[, n]), opponent(player), each returning new arrays.

func installJSHelpers(p *Program, vm *goja.Runtime) {
	strs := func(ss []string) goja.Value { return jsStrings(vm, ss) }
	board := func(fn string, v goja.Value) []string {
		rows, err := jsBoard(vm, fn, v)
		if err != nil {
			p.ThrowJS(err)
		}
		return rows
	}
	_ = vm.Set("rows", func(c goja.FunctionCall) goja.Value { return strs(board("rows", c.Argument(0))) })
	_ = vm.Set("columns", func(c goja.FunctionCall) goja.Value { return strs(Columns(board("columns", c.Argument(0)))) })
	_ = vm.Set("lines", func(c goja.FunctionCall) goja.Value {
		rows := board("lines", c.Argument(0))
		n := 0
		if a := c.Argument(1); !goja.IsUndefined(a) {
			k, ok := jsInt(a)
			if !ok || k < 1 || k > 64 {
				p.ThrowJS(&Error{Kind: "lab.lines_n", Func: "lines", Detail: a.String()})
			}
			n = int(k)
		}
		if n == 0 {
			n = 4
			if len(rows) == 3 {
				n = 3
			}
		}
		return strs(Lines(rows, n))
	})
	_ = vm.Set("opponent", func(c goja.FunctionCall) goja.Value {
		switch s := c.Argument(0).String(); s {
		case "X":
			return vm.ToValue("O")
		case "O":
			return vm.ToValue("X")
		default:
			p.ThrowJS(&Error{Kind: "lab.opponent", Func: "opponent", Detail: strconv.Quote(s)})
		}
		return nil
	})
}

// jsBoard reads a board: an array of strings of equal length.
func jsBoard(vm *goja.Runtime, fn string, v goja.Value) ([]string, *Error) {
	o, ok := v.(*goja.Object)
	if !ok || o.ClassName() != "Array" {
		return nil, &Error{Kind: "lab.board", Func: fn, Detail: DescribeJS(v)}
	}
	n := int(o.Get("length").ToInteger())
	if n > 64 {
		return nil, &Error{Kind: "lab.board", Func: fn, Detail: DescribeJS(v)}
	}
	rows := make([]string, n)
	for i := range rows {
		row := jsGet(o, strconv.Itoa(i))
		s, ok := row.Export().(string)
		if !ok {
			return nil, &Error{Kind: "lab.board_row", Func: fn, Detail: DescribeJS(row), Args: map[string]any{"row": i}}
		}
		if i > 0 && len(s) != len(rows[0]) {
			return nil, &Error{Kind: "lab.board_ragged", Func: fn}
		}
		rows[i] = s
	}
	return rows, nil
}

// jsStrings makes an array of strings.
func jsStrings(vm *goja.Runtime, ss []string) goja.Value {
	items := make([]any, len(ss))
	for i, s := range ss {
		items[i] = s
	}
	return vm.NewArray(items...)
}
