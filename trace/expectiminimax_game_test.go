package trace

import (
	"math/big"
	"math/rand/v2"
	"strconv"

	"github.com/gametree/gametree/games"
)

// ctNode is a node of chanceGame, a small game tree with chance nodes built in code
// for the tests of expectiminimax (independent of games.Tree's syntax).
type ctNode struct {
	chance bool
	max    bool // MAX chooses here (at a chance node and a leaf: who chooses next)
	value  int  // a leaf's value, MAX's view
	eval   int  // the static value at a depth limit, MAX's view
	kids   []*ctNode
	probs  []games.Probability
	id     uint64
}

// chanceGame plays a ctNode tree. Result and Evaluate are for the side to move (at a
// chance node: the one who chooses next).
type chanceGame struct {
	path   []*ctNode
	lo, hi int // ValueBounds
}

func (g *chanceGame) cur() *ctNode { return g.path[len(g.path)-1] }

func (g *chanceGame) Moves(buf []games.Move) []games.Move {
	for i := range g.cur().kids {
		buf = append(buf, games.Move(i))
	}
	return buf
}
func (g *chanceGame) Play(m games.Move) { g.path = append(g.path, g.cur().kids[m]) }
func (g *chanceGame) Undo(games.Move)   { g.path = g.path[:len(g.path)-1] }
func (g *chanceGame) side(v int) int {
	if g.cur().max {
		return v
	}
	return -v
}
func (g *chanceGame) Result() (bool, int) {
	if len(g.cur().kids) > 0 {
		return false, 0
	}
	return true, g.side(g.cur().value)
}
func (g *chanceGame) Evaluate() int                { return g.side(g.cur().eval) }
func (g *chanceGame) MoveName(m games.Move) string { return strconv.Itoa(int(m)) }
func (g *chanceGame) Clone() games.Game {
	return &chanceGame{path: append([]*ctNode(nil), g.path...), lo: g.lo, hi: g.hi}
}
func (g *chanceGame) Key() uint64      { return g.cur().id }
func (g *chanceGame) Position() string { return "" }
func (g *chanceGame) RootIsMax() bool  { return g.path[0].max }

func (g *chanceGame) HasChance() bool { return hasChance(g.cur()) }
func (g *chanceGame) AtChance() bool  { return g.cur().chance }
func (g *chanceGame) Probability(m games.Move) games.Probability {
	return g.cur().probs[m]
}
func (g *chanceGame) MaxToMove() bool           { return g.cur().max }
func (g *chanceGame) ValueScale() int64         { return scaleOf(g.cur()) }
func (g *chanceGame) ValueBounds() (lo, hi int) { return g.lo, g.hi }

func hasChance(n *ctNode) bool {
	if n.chance {
		return true
	}
	for _, k := range n.kids {
		if hasChance(k) {
			return true
		}
	}
	return false
}

// scaleOf is the lcm over the lines from n of the product of their denominators.
func scaleOf(n *ctNode) int64 {
	s := int64(1)
	for i, k := range n.kids {
		ks := scaleOf(k)
		if n.chance {
			ks *= n.probs[i].Den
		}
		s = lcm(s, ks)
	}
	return s
}

func lcm(a, b int64) int64 {
	x, y := a, b
	for y != 0 {
		x, y = y, x%y
	}
	return a / x * b
}

// randomChanceTree makes a random tree: decision nodes alternate between the players
// over decision nodes only, chance nodes anywhere (chance rate in percent), 1..3
// children, leaves and evaluations in [-9, 9].
func randomChanceTree(rng *rand.Rand, depth int, max bool, chanceRate int, next *uint64) *ctNode {
	*next++
	n := &ctNode{max: max, id: *next, eval: rng.IntN(19) - 9}
	if depth == 0 || (depth < 3 && rng.IntN(4) == 0) {
		n.value = rng.IntN(19) - 9
		return n
	}
	k := 1 + rng.IntN(3)
	n.chance = rng.IntN(100) < chanceRate
	if n.chance {
		n.probs = randomProbs(rng, k)
	}
	for range k {
		childMax := !max
		if n.chance {
			childMax = max // chance does not change who chooses next
		}
		n.kids = append(n.kids, randomChanceTree(rng, depth-1, childMax, chanceRate, next))
	}
	return n
}

// randomProbs are k positive probabilities summing to 1, in lowest terms.
func randomProbs(rng *rand.Rand, k int) []games.Probability {
	dens := []int64{2, 3, 4, 5, 6}
	d := dens[rng.IntN(len(dens))]
	for d < int64(k) {
		d *= 2
	}
	// k positive parts of d
	parts := make([]int64, k)
	left := d
	for i := range k - 1 {
		most := left - int64(k-1-i)
		parts[i] = 1 + rng.Int64N(most)
		left -= parts[i]
	}
	parts[k-1] = left
	out := make([]games.Probability, k)
	for i, p := range parts {
		r := big.NewRat(p, d)
		out[i] = games.Probability{Num: r.Num().Int64(), Den: r.Denom().Int64()}
	}
	return out
}

// bruteValue is n's expectiminimax value, MAX's view, as an exact rational, searched
// to depth limit (0: none) with n at ply: the definition, written without the search.
func bruteValue(n *ctNode, ply, limit int) *big.Rat {
	if len(n.kids) == 0 {
		return big.NewRat(int64(n.value), 1)
	}
	if limit > 0 && ply >= limit {
		return big.NewRat(int64(n.eval), 1)
	}
	var best *big.Rat
	sum := new(big.Rat)
	for i, k := range n.kids {
		v := bruteValue(k, ply+1, limit)
		switch {
		case n.chance:
			sum.Add(sum, new(big.Rat).Mul(n.probs[i].Rat(), v))
		case best == nil || (n.max && v.Cmp(best) > 0) || (!n.max && v.Cmp(best) < 0):
			best = v
		}
	}
	if n.chance {
		return sum
	}
	return best
}

// ctNodes maps every recorded node of tr to the tree's node it is.
func ctNodes(tr *Trace, root *ctNode) []*ctNode {
	out := make([]*ctNode, tr.NodeCount())
	for i := range out {
		n := tr.Node(int32(i))
		if n.Parent < 0 {
			out[i] = root
			continue
		}
		out[i] = out[n.Parent].kids[n.Played]
	}
	return out
}
