package labcheck

import (
	"strconv"
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// The tutorial's tree (seed 000): the tic-tac-toe positions its movimientoAI, min and
// max reach from a board where the CPU moves, written out as an explicit tree (game
// "tree") so that the course's search, the stepper and the drawing take it like any
// other. Its values are the tutorial's: 1 the CPU (O, MAX) has won, -1 the human (X,
// MIN) has won, 0 a draw. A node is a leaf when the last to mark has three in a row
// (the tutorial asks only them: esGanador(JUGADOR.CPU) in min, HUMANO in max) or
// the board is full. Nodes are named by the marks from the root: "R" is the root,
// "O4" the CPU's mark on cell 4, "O4X0" the human's answer on 0, and so on.

// The tutorial's players as its panel holds them (JUGADOR).
const (
	tutEmpty  = 0
	tutHuman  = 1 // JUGADOR.HUMANO, drawn X
	tutCPU    = 2 // JUGADOR.CPU, drawn O
	tutCells  = 9
	tutNoKid  = -1
	tutRootNm = "R"
)

// tutMaxEmpty is the most empty cells a root may have: with 7 the tree has at most
// 13,700 nodes; with 8 it has tens of thousands, more than MaxNodes.
const tutMaxEmpty = 7

// tutNode is a position of the tutorial's tree.
type tutNode struct {
	board  [tutCells]int8
	parent int32
	cell   int8 // the cell marked to reach it (-1 for the root)
	toMove int8 // tutHuman or tutCPU
	kids   [tutCells]int32
	leaf   bool
	value  int // a leaf's value
	why    string
	name   string
	id     int32 // the node's id in the reference's trace
}

// tutTree is the tutorial's tree from one root, nodes[0] the root.
type tutTree struct {
	nodes    []tutNode
	position string // the root as 9 cells ("X...O....")
}

// tutLines are the 8 lines of three.
var tutLines = [8][3]int{{0, 1, 2}, {3, 4, 5}, {6, 7, 8}, {0, 3, 6}, {1, 4, 7}, {2, 5, 8}, {0, 4, 8}, {2, 4, 6}}

func tutWins(b *[tutCells]int8, who int8) bool {
	for _, l := range tutLines {
		if b[l[0]] == who && b[l[1]] == who && b[l[2]] == who {
			return true
		}
	}
	return false
}

func tutFull(b *[tutCells]int8) bool {
	for _, v := range b {
		if v == tutEmpty {
			return false
		}
	}
	return true
}

// tutMark is how the tutorial's dibujar draws a player: X the human, O the CPU.
func tutMark(who int8) string {
	switch who {
	case tutHuman:
		return "X"
	case tutCPU:
		return "O"
	}
	return "."
}

// tutBoardText writes a board as its three rows, "X.O/.O./..X".
func tutBoardText(b [tutCells]int8) string {
	var s strings.Builder
	for i, v := range b {
		if i > 0 && i%3 == 0 {
			s.WriteByte('/')
		}
		s.WriteString(tutMark(v))
	}
	return s.String()
}

// newTutTree reads the root from a tic-tac-toe position (9 cells of X, O and '.') and
// builds the tree. The CPU (O) must be the one to move: O has as many marks as X
// (the CPU began) or one fewer; the game must not be over; and the tree must be small
// enough to check.
func newTutTree(position string) (*tutTree, error) {
	var root tutNode
	x, o := 0, 0
	for i := 0; i < tutCells && i < len(position); i++ {
		switch position[i] {
		case 'X':
			root.board[i] = tutHuman
			x++
		case 'O':
			root.board[i] = tutCPU
			o++
		}
	}
	pos := tutBoardText(root.board)
	if x != o && x != o+1 {
		return nil, msg.New("tutorial.turn", "pos", pos, "x", x, "o", o)
	}
	switch {
	case tutWins(&root.board, tutHuman):
		return nil, msg.New("tutorial.over", "pos", pos, "why", msg.New("tutorial.why.X"))
	case tutWins(&root.board, tutCPU):
		return nil, msg.New("tutorial.over", "pos", pos, "why", msg.New("tutorial.why.O"))
	case tutFull(&root.board):
		return nil, msg.New("tutorial.over", "pos", pos, "why", msg.New("tutorial.why.full"))
	}
	if tutCells-x-o > tutMaxEmpty {
		return nil, msg.New("tutorial.too_big", "pos", pos, "max", MaxNodes)
	}
	root.parent, root.cell, root.toMove, root.name = -1, -1, tutCPU, tutRootNm
	t := &tutTree{nodes: []tutNode{root}, position: pos}
	t.grow(0)
	return t, nil
}

// grow adds the children of node i, in cell order, and theirs.
func (t *tutTree) grow(i int32) {
	n := &t.nodes[i]
	for c := range n.kids {
		n.kids[c] = tutNoKid
	}
	if n.leaf {
		return
	}
	for c := int8(0); c < tutCells; c++ {
		n = &t.nodes[i]
		if n.board[c] != tutEmpty {
			continue
		}
		k := tutNode{board: n.board, parent: i, cell: c, toMove: tutHuman + tutCPU - n.toMove}
		k.board[c] = n.toMove
		prefix := n.name
		if i == 0 {
			prefix = ""
		}
		k.name = prefix + tutMark(n.toMove) + strconv.Itoa(int(c))
		switch {
		case tutWins(&k.board, n.toMove):
			k.leaf, k.value = true, 1
			k.why = "tutorial.why.O"
			if n.toMove == tutHuman {
				k.value, k.why = -1, "tutorial.why.X"
			}
		case tutFull(&k.board):
			k.leaf, k.value, k.why = true, 0, "tutorial.why.full"
		}
		id := int32(len(t.nodes))
		t.nodes = append(t.nodes, k)
		t.nodes[i].kids[c] = id
		t.grow(id)
	}
}

// text writes the tree as game "tree" reads it: R(O0(O0X1(...),...),...), leaves
// "name:value".
func (t *tutTree) text() string {
	var b strings.Builder
	var write func(i int32)
	write = func(i int32) {
		n := &t.nodes[i]
		b.WriteString(n.name)
		if n.leaf {
			b.WriteByte(':')
			b.WriteString(strconv.Itoa(n.value))
			return
		}
		b.WriteByte('(')
		first := true
		for _, k := range n.kids {
			if k == tutNoKid {
				continue
			}
			if !first {
				b.WriteByte(',')
			}
			first = false
			write(k)
		}
		b.WriteByte(')')
	}
	write(0)
	return b.String()
}

// params is the reference search over the tree: the chosen algorithm and variant, the
// root MAX (the CPU). Negamax's forms are checked as their min/max twins: the
// tutorial's code has a min and a max.
func (t *tutTree) params(o trace.Options) trace.Params {
	switch o.Algorithm {
	case trace.Negamax:
		o.Algorithm = trace.Minimax
	case trace.NegamaxAlphaBeta:
		o.Algorithm = trace.AlphaBeta
	case trace.Minimax, trace.AlphaBeta:
	default:
		o.Algorithm = trace.Minimax
	}
	return trace.Params{Game: "tree", Position: t.text(),
		Options: trace.Options{Algorithm: o.Algorithm, FailHard: o.FailHard, FailCourse: o.FailCourse}}
}

// bind gives every node its id in the reference's trace (the children in the same
// order, the names the same); false if they differ.
func (t *tutTree) bind(c *checker) bool {
	var walk func(i, id int32) bool
	walk = func(i, id int32) bool {
		n := &t.nodes[i]
		if int(id) >= len(c.names) || c.names[id] != n.name {
			return false
		}
		n.id = id
		kids := c.kids[id]
		j := 0
		for _, k := range n.kids {
			if k == tutNoKid {
				continue
			}
			if j >= len(kids) || !walk(k, kids[j]) {
				return false
			}
			j++
		}
		return j == len(kids)
	}
	return walk(0, 0)
}

// isBelow reports whether node a is b or below it; the path from b down to a is
// the second result (the cells' nodes, b's child first).
func (t *tutTree) isBelow(a, b int32) (bool, []int32) {
	var path []int32
	for n := a; n >= 0; n = t.nodes[n].parent {
		if n == b {
			for l, r := 0, len(path)-1; l < r; l, r = l+1, r-1 {
				path[l], path[r] = path[r], path[l]
			}
			return true, path
		}
		path = append(path, n)
	}
	return false, nil
}
