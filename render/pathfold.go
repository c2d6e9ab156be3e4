package render

import (
	"strconv"
	"strings"

	"github.com/gametree/gametree/trace"
)

// The path fold: a picture fit for a slide whose focus path (root → the step's node)
// is too deep to be read whole, once everything else is folded, starts its drawing at
// one box, "pf<i>", standing for the top of the path: the root and the plies down to
// node i, written as the moves that lead there ("a1 b1 c1 a2 · 4 plies"), no value
// and nothing off the path. Below it the lowest plies of the path are drawn as before
// (their siblings, the node, its children), as many as fit at MinValuePx, and at least
// the node's parent.

// minPathFold is the least depth of a focus node whose path may fold: a path of a few
// plies is drawn whole, however small.
const minPathFold = 3

// foldPath folds the top of the focus path, the fewest plies that bring the values to
// at least need (the scale), else as many as it may. It runs after every other fold.
func (p *plan) foldPath(need float64) {
	if !p.opt.slideFit() || p.opt.dot || p.n == 0 {
		return
	}
	path := p.focusPath()
	last := len(path) - 2 // the deepest top kept: the focus node's parent
	if len(path)-1 < minPathFold {
		return
	}
	saved := append([]uint8(nil), p.mode...)
	for cut := 2; cut <= last; cut++ {
		copy(p.mode, saved)
		p.pathTop = path[cut]
		p.hideAbove(path[cut])
		p.setFolds()
		p.sc = nil
		if p.fitScale(p.natural()) >= need {
			return
		}
	}
}

// focusPath is the path from the root down to the deepest node every focus node lies
// under (their nearest drawable ancestors): the current node's path in a step's picture.
func (p *plan) focusPath() []int32 {
	var paths [][]int32
	for _, f := range p.focusNodes() {
		for !p.drawable(f) {
			f = p.t.Parent(f)
		}
		var up []int32
		for v := f; v >= 0; v = p.t.Parent(v) {
			up = append(up, v)
		}
		down := make([]int32, len(up))
		for j, v := range up {
			down[len(up)-1-j] = v
		}
		paths = append(paths, down)
	}
	if len(paths) == 0 {
		return nil
	}
	common := paths[0]
	for _, q := range paths[1:] {
		n := 0
		for n < len(common) && n < len(q) && common[n] == q[n] {
			n++
		}
		common = common[:n]
	}
	return common
}

// hideAbove hides every drawn node outside top's subtree: the path above top, the
// path's other children and all below them.
func (p *plan) hideAbove(top int32) {
	for i, m := range p.mode {
		if m == mHidden {
			continue
		}
		v := int32(i)
		for v >= 0 && v != top {
			v = p.t.Parent(v)
		}
		if v < 0 {
			p.mode[i] = mHidden
		}
	}
}

// pathFoldID is the id of the path fold's box ("pf<i>", i the lowest node it stands
// for), and its text: the moves from the root to that node and how many.
func (p *plan) pathFoldID() string {
	return "pf" + strconv.Itoa(int(p.t.Parent(p.pathTop)))
}

// pathFoldMoves are the moves (an explicit tree: the names) from the root down to
// the lowest node the path fold stands for, root first.
func (p *plan) pathFoldMoves() []string {
	var moves []string
	for v := p.t.Parent(p.pathTop); v > 0; v = p.t.Parent(v) {
		m := p.edgeMove(v)
		if m == "" {
			m = p.name(v)
		}
		moves = append(moves, clean(m, maxTextRunes))
	}
	for a, b := 0, len(moves)-1; a < b; a, b = a+1, b-1 {
		moves[a], moves[b] = moves[b], moves[a]
	}
	return moves
}

// pathFoldText is what the path fold's box writes: "a1 b1 c1 a2 · 4 plies".
func (p *plan) pathFoldText() string {
	moves := p.pathFoldMoves()
	if len(moves) == 1 {
		return p.l.say("path_fold_one", "moves", moves[0])
	}
	return p.l.say("path_fold_many", "moves", strings.Join(moves, " "), "n", p.l.count(len(moves)))
}

// pathFoldSize is the path fold box's width and height.
func (p *plan) pathFoldSize() (w, h float64) {
	return max(foldW, textWidth(p.pathFoldText(), pathFoldSize)+16), foldH
}

// pathFoldSize is the font size of the path fold's text: a node value's.
const pathFoldSize = valSize - 1

// svgPathFold draws the path fold's box centred at (x, y), w×h points: open while
// the node it ends at is (a step's picture: always), done in the finished search.
func (p *plan) svgPathFold(o *svgOut, st []trace.NodeState, x, y, w, h float64) {
	id := p.pathFoldID()
	state, pen, fill := "done", colInk, colFold
	if low := p.t.Parent(p.pathTop); st[low].Open {
		state, pen, fill = "open", colOpen, colOpenFill
	}
	text := p.pathFoldText()
	tip := p.l.say("path_fold_tip") + ": " + text
	o.openNode(id, "node fold-path "+state, tip)
	o.rounded(fill, pen, 1.2, "filled", x-w/2, y-h/2, x+w/2, y+h/2)
	o.cellText(id+"-n", tip, x, y, textStyle{size: pathFoldSize, color: colInk, anchor: "middle"}, text)
	o.closeNode()
}
