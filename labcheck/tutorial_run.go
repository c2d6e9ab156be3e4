package labcheck

import (
	"github.com/dop251/goja"
	"go.starlark.net/starlark"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
)

// tutorialRun follows a student's tutorial search (seed 000) on the tree: the panel's
// writes are the moves (a player's mark on an empty cell goes down to that child, a 0
// on the last cell marked back up), each call of min or max is at the node the board
// is then at (a visit; its return is the leaf's value, an eval, at a leaf, the
// node's value, a return, at an inner node). A wrong use of the board (a full cell, the
// other player's turn, a mark left behind) is a fault: the search stops there and the
// fault is the check's divergence.
type tutorialRun struct {
	c            *checker
	t            *tutTree
	prog         *lab.Program
	vm           *goja.Runtime
	tableroProto *goja.Object
	cur          int32 // the node the board is at
	frames       []tutFrame
	fault        *tutFault
}

// tutFrame is a running call of min, max or movimientoAI.
type tutFrame struct {
	fn   string
	node int32
}

// tutFault is a wrong use of the board: its message (a code of msg) and where.
type tutFault struct {
	code  string
	kv    []any // its parameters, as msg.New takes them
	index int   // the events recorded before it
	node  int32 // the tree's node the board was at
}

// fn is the function running (the innermost frame).
func (r *tutorialRun) fn() string {
	if len(r.frames) == 0 {
		return "movimientoAI"
	}
	return r.frames[len(r.frames)-1].fn
}

// stop records a fault and stops the student's code (from inside a call into Go).
func (r *tutorialRun) stop(code string, kv ...any) {
	r.note(code, kv...)
	m := msg.New(code, kv...)
	r.prog.ThrowJS(&lab.Error{Kind: code, Lang: lab.JavaScript,
		Texts: map[string]string{msg.EN: m.Text(msg.EN), msg.ES: m.Text(msg.ES)}})
}

// note records a fault (the first is kept).
func (r *tutorialRun) note(code string, kv ...any) {
	if r.fault == nil {
		r.fault = &tutFault{code: code, kv: kv, index: len(r.c.events), node: r.cur}
	}
}

// Len is the panel's length (goja.DynamicArray).
func (r *tutorialRun) Len() int { return tutCells }

// Get reads a cell: 0 empty, 1 the human's, 2 the CPU's.
func (r *tutorialRun) Get(i int) goja.Value {
	if i < 0 || i >= tutCells {
		return goja.Undefined()
	}
	return r.vm.ToValue(int(r.t.nodes[r.cur].board[i]))
}

// SetLen refuses to change the panel's length.
func (r *tutorialRun) SetLen(int) bool { return false }

// Set writes a cell: a move down (a mark) or back up (0 on the last cell marked).
func (r *tutorialRun) Set(i int, v goja.Value) bool {
	fn := r.fn()
	if i < 0 || i >= tutCells {
		r.stop("tutorial.bad_cell", "fn", fn, "i", i)
	}
	who, ok := tutWhole(v)
	if !ok || who < tutEmpty || who > tutCPU {
		what := lab.DescribeJS(v)
		if ok {
			what = numberText(who)
		}
		r.stop("tutorial.bad_player", "fn", fn, "i", i, "v", what)
	}
	n := &r.t.nodes[r.cur]
	if who == tutEmpty {
		r.undo(fn, i)
		return true
	}
	p := tutMark(int8(who))
	if top := len(r.frames) - 1; top >= 0 && r.frames[top].node != r.cur {
		if below, path := r.t.isBelow(r.cur, r.frames[top].node); below && len(path) > 0 {
			left := &r.t.nodes[path[0]]
			r.stop("tutorial.left_mark", "fn", fn, "p", p, "i", i, "q", tutMark(left.board[left.cell]), "c", int(left.cell))
		}
	}
	if n.board[i] != tutEmpty {
		r.stop("tutorial.full", "fn", fn, "p", p, "i", i, "q", tutMark(n.board[i]))
	}
	if n.leaf {
		r.stop("tutorial.over_mark", "fn", fn, "p", p, "i", i, "why", msg.New(n.why), "v", n.value)
	}
	if int8(who) != n.toMove {
		r.stop("tutorial.player", "fn", fn, "p", p, "i", i, "q", tutMark(n.toMove))
	}
	r.cur = n.kids[i]
	return true
}

// undo takes back the mark on cell i: it must be the last one the search made.
func (r *tutorialRun) undo(fn string, i int) {
	n := &r.t.nodes[r.cur]
	if n.board[i] == tutEmpty {
		return // an empty cell emptied: the board does not change
	}
	p := tutMark(n.board[i])
	switch {
	case r.cur == 0 || !r.marked(i):
		r.stop("tutorial.undo_position", "i", i, "p", p)
	case int(n.cell) != i:
		r.stop("tutorial.undo_order", "i", i, "p", p, "q", tutMark(n.board[n.cell]), "c", int(n.cell))
	}
	r.cur = n.parent
}

// marked reports whether the search (not the root's position) marked cell i.
func (r *tutorialRun) marked(i int) bool {
	for n := r.cur; n > 0; n = r.t.nodes[n].parent {
		if int(r.t.nodes[n].cell) == i {
			return true
		}
	}
	return false
}

// enter is a call of min or max: at the node the board is at, which must be the
// function's turn (min: the human moves; max: the CPU).
func (r *tutorialRun) enter(name string) {
	n := &r.t.nodes[r.cur]
	want := "max"
	if n.toMove == tutHuman {
		want = "min"
	}
	if name != want {
		r.stop("tutorial.wrong_function", "fn", name, "q", tutMark(n.toMove), "want", want)
	}
	r.c.touch(n.id)
	r.frames = append(r.frames, tutFrame{fn: name, node: r.cur})
}

// leave is min's or max's return: the board must be back where the call found it;
// the value is the leaf's (eval) or the node's (return).
func (r *tutorialRun) leave(name string, v goja.Value) {
	if len(r.frames) == 0 {
		return
	}
	f := r.frames[len(r.frames)-1]
	if f.node != r.cur {
		r.boardChanged(f)
	}
	r.frames = r.frames[:len(r.frames)-1]
	n := &r.t.nodes[f.node]
	val, ok := tutWhole(v)
	e := Event{Kind: EventReturn, Node: n.id, Value: val, fn: name, depth: len(r.frames) + 1}
	switch {
	case !ok:
		e.NotNumber, e.none, e.Returned = true, true, lab.DescribeJS(v)
	case n.leaf:
		e.Kind = EventEval
	}
	r.c.record(e)
}

// boardChanged is the fault of a function that returns with another board than the
// one it was called with: a mark left behind, or another board.
func (r *tutorialRun) boardChanged(f tutFrame) {
	if code, kv := r.changed(f); code != "" {
		r.stop(code, kv...)
	}
}

// changed is the fault, if any, of frame f's return at the board the search is at
// (movimientoAI: one mark of the CPU's, its move, is its board).
func (r *tutorialRun) changed(f tutFrame) (string, []any) {
	if below, path := r.t.isBelow(r.cur, f.node); below && len(path) > 0 {
		left := &r.t.nodes[path[0]]
		code := "tutorial.left_return"
		if f.fn == "movimientoAI" {
			if len(path) == 1 {
				return "", nil // its move
			}
			left = &r.t.nodes[path[1]]
			code = "tutorial.end_left"
		}
		return code, []any{"fn", f.fn, "p", tutMark(left.board[left.cell]), "c", int(left.cell)}
	}
	if f.fn == "movimientoAI" && r.cur == f.node {
		return "tutorial.no_move", nil
	}
	if r.cur == f.node {
		return "", nil
	}
	return "tutorial.changed_return", []any{"fn", f.fn, "then", tutBoardText(r.t.nodes[f.node].board), "now", tutBoardText(r.t.nodes[r.cur].board)}
}

// tutWhole reads a JavaScript value as a whole number (a boolean or a fraction is not
// one; ±Infinity is ±inf), as returnedNumber reads a Starlark one.
func tutWhole(v goja.Value) (int, bool) {
	if v == nil {
		return 0, false
	}
	switch x := v.Export().(type) {
	case int64:
		return returnedNumber(starlark.MakeInt64(x))
	case float64:
		return returnedNumber(starlark.Float(x))
	}
	return 0, false
}
