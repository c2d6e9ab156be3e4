package lab

import (
	"strconv"

	"go.starlark.net/starlark"
)

// predeclared are the helpers every program sees.
var predeclared = starlark.StringDict{
	"rows":     starlark.NewBuiltin("rows", builtinRows),
	"columns":  starlark.NewBuiltin("columns", builtinColumns),
	"lines":    starlark.NewBuiltin("lines", builtinLines),
	"opponent": starlark.NewBuiltin("opponent", builtinOpponent),
	"sum":      starlark.NewBuiltin("sum", builtinSum),
}

// sum(iterable): the sum of whole numbers, as Python's.
func builtinSum(_ *starlark.Thread, fn *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var it starlark.Iterable
	if err := starlark.UnpackPositionalArgs(fn.Name(), args, kwargs, 1, &it); err != nil {
		return nil, err
	}
	iter := it.Iterate()
	defer iter.Done()
	total := starlark.MakeInt(0)
	var x starlark.Value
	for iter.Next(&x) {
		n, ok := x.(starlark.Int)
		if !ok {
			return nil, &Error{Kind: "lab.sum", Func: "sum", Detail: x.Type()}
		}
		total = total.Add(n)
	}
	return total, nil
}

// boardArg reads a board: a list or tuple of strings of equal length.
func boardArg(fn *starlark.Builtin, v starlark.Value) ([]string, error) {
	it, ok := v.(starlark.Indexable)
	if !ok {
		return nil, &Error{Kind: "lab.board", Func: fn.Name(), Detail: v.Type()}
	}
	rows := make([]string, it.Len())
	for i := range rows {
		s, ok := starlark.AsString(it.Index(i))
		if !ok {
			return nil, &Error{Kind: "lab.board_row", Func: fn.Name(), Detail: it.Index(i).Type(), Args: map[string]any{"row": i}}
		}
		if i > 0 && len(s) != len(rows[0]) {
			return nil, &Error{Kind: "lab.board_ragged", Func: fn.Name()}
		}
		rows[i] = s
	}
	return rows, nil
}

func strList(ss []string) *starlark.List {
	vs := make([]starlark.Value, len(ss))
	for i, s := range ss {
		vs[i] = starlark.String(s)
	}
	return starlark.NewList(vs)
}

// rows(board): the rows, top first (a copy of the board as a list).
func builtinRows(_ *starlark.Thread, fn *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var b starlark.Value
	if err := starlark.UnpackPositionalArgs(fn.Name(), args, kwargs, 1, &b); err != nil {
		return nil, err
	}
	rows, err := boardArg(fn, b)
	if err != nil {
		return nil, err
	}
	return strList(rows), nil
}

// columns(board): the columns left to right, each read top first.
func builtinColumns(_ *starlark.Thread, fn *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var b starlark.Value
	if err := starlark.UnpackPositionalArgs(fn.Name(), args, kwargs, 1, &b); err != nil {
		return nil, err
	}
	rows, err := boardArg(fn, b)
	if err != nil {
		return nil, err
	}
	return strList(Columns(rows)), nil
}

// Columns are a board's columns, left to right, each read top first.
func Columns(rows []string) []string {
	if len(rows) == 0 {
		return nil
	}
	cols := make([]string, len(rows[0]))
	for c := range cols {
		b := make([]byte, len(rows))
		for r := range rows {
			b[r] = rows[r][c]
		}
		cols[c] = string(b)
	}
	return cols
}

// lines(board, n): every run of n aligned cells (rows, columns and both diagonals),
// each as a string; n is 4 on a connect-4 board (the 69 lines of four) and 3 on a
// tic-tac-toe board (its 8 lines) unless given.
func builtinLines(_ *starlark.Thread, fn *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var b starlark.Value
	n := 0
	if err := starlark.UnpackPositionalArgs(fn.Name(), args, kwargs, 1, &b, &n); err != nil {
		return nil, err
	}
	rows, err := boardArg(fn, b)
	if err != nil {
		return nil, err
	}
	if n == 0 {
		n = 4
		if len(rows) == 3 {
			n = 3
		}
	}
	if n < 1 || n > 64 {
		return nil, &Error{Kind: "lab.lines_n", Func: "lines", Detail: strconv.Itoa(n)}
	}
	return strList(Lines(rows, n)), nil
}

// Lines are a board's runs of n aligned cells: horizontal ones, then vertical, then
// the diagonals going down to the right, then those going up to the right.
func Lines(rows []string, n int) []string {
	h := len(rows)
	if h == 0 {
		return nil
	}
	w := len(rows[0])
	var out []string
	for _, d := range [4][2]int{{0, 1}, {1, 0}, {1, 1}, {-1, 1}} {
		for r := 0; r < h; r++ {
			for c := 0; c < w; c++ {
				er, ec := r+(n-1)*d[0], c+(n-1)*d[1]
				if er < 0 || er >= h || ec >= w {
					continue
				}
				b := make([]byte, n)
				for k := range b {
					b[k] = rows[r+k*d[0]][c+k*d[1]]
				}
				out = append(out, string(b))
			}
		}
	}
	return out
}

// opponent(player): "O" for "X" and "X" for "O".
func builtinOpponent(_ *starlark.Thread, fn *starlark.Builtin, args starlark.Tuple, kwargs []starlark.Tuple) (starlark.Value, error) {
	var p string
	if err := starlark.UnpackPositionalArgs(fn.Name(), args, kwargs, 1, &p); err != nil {
		return nil, err
	}
	switch p {
	case "X":
		return starlark.String("O"), nil
	case "O":
		return starlark.String("X"), nil
	}
	return nil, &Error{Kind: "lab.opponent", Func: "opponent", Detail: strconv.Quote(p)}
}
