package trace

import "github.com/gametree/gametree/games"

// Names finds the texts of recorded nodes, which the trace does not store: a move's
// name, a node's label and its board, by replaying the recorded moves on a copy of the
// root position. Visiting nodes in id order (the order of the search) costs O(1) per
// node on average. A Names is not safe for concurrent use; make one per goroutine.
type Names struct {
	t        *Trace
	g        Game
	labeled  labeled
	drawable drawable
	// path holds the nodes whose moves are played on g, root first.
	path    []int32
	scratch []int32
}

// Names returns a resolver for the trace's node texts. Without a recording, or for a
// game that cannot be copied, every text is empty.
func (t *Trace) Names() *Names {
	n := &Names{t: t}
	if t.rec != nil && t.root != nil {
		if c, ok := t.root.(cloner); ok {
			n.g = c.Clone()
			n.labeled, _ = n.g.(labeled)
			n.drawable, _ = n.g.(drawable)
			n.path = []int32{0}
		}
	}
	return n
}

type cloner interface{ Clone() games.Game }

// goTo plays the moves from the root to node id on the copy.
func (n *Names) goTo(id int32) bool {
	if n.g == nil || id < 0 || int(id) >= n.t.NodeCount() {
		return false
	}
	if last := n.path[len(n.path)-1]; last == id {
		return true
	}
	want := n.scratch[:0]
	for c := id; c >= 0; c = n.t.Parent(c) {
		want = append(want, c)
	}
	// want is id .. root; find how much of the current path it shares
	common := 0
	for common < len(n.path) && common < len(want) && n.path[common] == want[len(want)-1-common] {
		common++
	}
	for len(n.path) > common {
		last := n.path[len(n.path)-1]
		n.g.Undo(n.t.played(last))
		n.path = n.path[:len(n.path)-1]
	}
	for i := len(want) - 1 - common; i >= 0; i-- {
		c := want[i]
		n.g.Play(n.t.played(c))
		n.path = append(n.path, c)
	}
	n.scratch = want
	return true
}

// text is node id's texts in a trace assembled by hand, else nil.
func (n *Names) text(id int32) *NodeTexts {
	if n.t.rec == nil || n.t.rec.texts == nil || id < 0 || int(id) >= len(n.t.rec.texts) {
		return nil
	}
	return &n.t.rec.texts[id]
}

// Move is the name of the move that leads to node id ("" for the root).
func (n *Names) Move(id int32) string {
	if tx := n.text(id); tx != nil {
		return tx.Move
	}
	if id <= 0 || !n.goTo(id) {
		return ""
	}
	m := n.t.played(id)
	n.g.Undo(m)
	name := n.g.MoveName(m)
	n.g.Play(m)
	return name
}

// Label is what a drawing writes for node id: an explicit tree's node name or a leaf's
// number as written; for games, the move's name.
func (n *Names) Label(id int32) string {
	if tx := n.text(id); tx != nil {
		return tx.Label
	}
	if n.labeled != nil && n.goTo(id) {
		return n.labeled.Label()
	}
	return n.Move(id)
}

// Board is node id's position drawn as rows, for games that draw one (else nil).
func (n *Names) Board(id int32) []string {
	if tx := n.text(id); tx != nil {
		return tx.Board
	}
	if n.drawable == nil || !n.goTo(id) {
		return nil
	}
	return n.drawable.Board()
}

// MoveAt is the name of move m played at node id's position (a quiesce step's
// threat); "" when the trace cannot name it.
func (n *Names) MoveAt(id int32, m games.Move) string {
	if id < 0 || !n.goTo(id) {
		return ""
	}
	return n.g.MoveName(m)
}
