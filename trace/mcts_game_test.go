package trace_test

import (
	"errors"
	"fmt"

	"github.com/gametree/gametree/games"
)

// chanceTree is a small explicit tree with chance nodes, for mcts's tests (the
// package games' typed chance trees are another helper's): decision nodes alternate
// MAX and MIN, skipping chance nodes; a leaf's value is MAX's.
type chanceTree struct {
	nodes   []ctNode
	path    []int // the current node last
	rootMax bool
}

type ctNode struct {
	kids     []int
	chance   bool
	value    int
	num, den int64 // the probability of reaching it from its chance parent
}

// ctSpec builds a chanceTree: leaf, decision and chance nodes.
type ctSpec struct {
	value    int
	chance   bool
	kids     []ctSpec
	num, den int64
}

func ctLeaf(v int) ctSpec                 { return ctSpec{value: v} }
func ctDec(kids ...ctSpec) ctSpec         { return ctSpec{kids: kids} }
func ctP(num, den int64, s ctSpec) ctSpec { s.num, s.den = num, den; return s }
func ctChance(kids ...ctSpec) ctSpec      { return ctSpec{chance: true, kids: kids} }

func newChanceTree(root ctSpec) *chanceTree {
	t := &chanceTree{rootMax: true}
	var add func(s ctSpec) int
	add = func(s ctSpec) int {
		id := len(t.nodes)
		t.nodes = append(t.nodes, ctNode{chance: s.chance, value: s.value, num: s.num, den: s.den})
		for _, k := range s.kids {
			c := add(k)
			t.nodes[id].kids = append(t.nodes[id].kids, c)
		}
		return id
	}
	add(root)
	t.path = []int{0}
	return t
}

func (t *chanceTree) cur() *ctNode { return &t.nodes[t.path[len(t.path)-1]] }

func (t *chanceTree) Moves(buf []games.Move) []games.Move {
	for i := range t.cur().kids {
		buf = append(buf, games.Move(i))
	}
	return buf
}
func (t *chanceTree) Play(m games.Move) { t.path = append(t.path, t.cur().kids[m]) }
func (t *chanceTree) Undo(games.Move)   { t.path = t.path[:len(t.path)-1] }
func (t *chanceTree) Result() (bool, int) {
	n := t.cur()
	if len(n.kids) > 0 {
		return false, 0
	}
	if t.MaxToMove() {
		return true, n.value
	}
	return true, -n.value
}
func (t *chanceTree) Evaluate() int                { return 0 }
func (t *chanceTree) MoveName(m games.Move) string { return fmt.Sprintf("o%d", m) }
func (t *chanceTree) Key() uint64                  { return uint64(t.path[len(t.path)-1]) }
func (t *chanceTree) Position() string             { return fmt.Sprint(t.path) }
func (t *chanceTree) IsExplicitTree() bool         { return true }
func (t *chanceTree) HasChance() bool              { return true }
func (t *chanceTree) AtChance() bool               { return t.cur().chance }
func (t *chanceTree) ValueScale() int64            { return 1 }
func (t *chanceTree) ValueBounds() (lo, hi int)    { return -100, 100 }
func (t *chanceTree) Probability(m games.Move) games.Probability {
	k := t.nodes[t.cur().kids[m]]
	return games.Probability{Num: k.num, Den: k.den}
}

// MaxToMove: the sides alternate over the decision nodes above the current one.
func (t *chanceTree) MaxToMove() bool {
	decisions := 0
	for _, id := range t.path[:len(t.path)-1] {
		if !t.nodes[id].chance {
			decisions++
		}
	}
	return (decisions%2 == 0) == t.rootMax
}

func (t *chanceTree) Clone() games.Game {
	c := *t
	c.path = append([]int(nil), t.path...)
	return &c
}

// failingGame is tic-tac-toe whose code fails after some moves, as a student's game
// can (trace's failer).
type failingGame struct {
	*games.TicTacToe
	plays, after int
}

func (g *failingGame) Play(m games.Move) { g.plays++; g.TicTacToe.Play(m) }
func (g *failingGame) Err() error {
	if g.plays > g.after {
		return errors.New("the game's code failed")
	}
	return nil
}
