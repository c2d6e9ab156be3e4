package trace

import (
	"errors"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
)

// leafNode, chanceNode and moveNode build small trees by hand.
func leafNode(v int, max bool) *ctNode { return &ctNode{value: v, max: max} }

func chanceNode(max bool, probs []games.Probability, kids ...*ctNode) *ctNode {
	return &ctNode{chance: true, max: max, probs: probs, kids: kids}
}

func moveNode(max bool, kids ...*ctNode) *ctNode { return &ctNode{max: max, kids: kids} }

var half = []games.Probability{{Num: 1, Den: 2}, {Num: 1, Den: 2}}

func newChanceGame(root *ctNode, lo, hi int) *chanceGame {
	return &chanceGame{path: []*ctNode{root}, lo: lo, hi: hi}
}

// ratOf is a recorded value as the true value it stands for.
func ratOf(tr *Trace, v int) *big.Rat { return big.NewRat(int64(v), tr.ValueScale()) }

// TestExpectiminimaxIssueTree: A(?(1/2: B(3,5), 1/2: C(2,9))): the chance node under
// MAX leads to MIN's B and C, worth 3 and 2; A is worth their mean, 2.5.
func TestExpectiminimaxIssueTree(t *testing.T) {
	t.Parallel()
	root := moveNode(true, chanceNode(false, half,
		moveNode(false, leafNode(3, true), leafNode(5, true)),
		moveNode(false, leafNode(2, true), leafNode(9, true))))
	for _, o := range []Options{{}, {Star1: true}, {NegamaxForm: true}, {Star1: true, NegamaxForm: true}} {
		o.Algorithm, o.Record = Expectiminimax, true
		tr, err := Search(newChanceGame(root, 0, 9), o)
		require.NoError(t, err)
		assert.Equal(t, int64(2), tr.Scale)
		assert.Equal(t, 5, tr.Value, "%+v", o)
		assert.Equal(t, "2.5", tr.Format(tr.Value))
		assert.Equal(t, Chance, tr.Node(1).Player)
		assert.Equal(t, Min, tr.Node(2).Player, "a chance node under MAX leads to MIN")
	}
}

// TestExpectiminimaxGoldenSteps: MAX(?(1/2: 3, 1/2: 5), ?(1/2: 0, 1/2: 7)) with Star1
// and leaf bounds [0, 8]: the first chance node is worth 4; after the second's first
// outcome (0) its value is at most 0/2 + 8/2 = 4 <= alpha = 4, and its second outcome
// is cut. Values are scaled by 2.
func TestExpectiminimaxGoldenSteps(t *testing.T) {
	t.Parallel()
	root := moveNode(true,
		chanceNode(false, half, leafNode(3, false), leafNode(5, false)),
		chanceNode(false, half, leafNode(0, false), leafNode(7, false)))
	const inf = Inf
	type row struct {
		kind        StepKind
		node        int32
		value       int
		alpha, beta int
		bound       Bound
		child       int32
	}
	want := []row{
		{StepEnter, 0, 0, -inf, inf, Exact, -1},
		{StepEnter, 1, 0, -inf, inf, Exact, -1},
		{StepEnter, 2, 0, 0, 16, Exact, -1},
		{StepEval, 2, 6, 0, 16, Exact, -1},
		{StepChance, 1, 3, -inf, inf, Exact, 2},
		{StepEnter, 3, 0, 0, 16, Exact, -1},
		{StepEval, 3, 10, 0, 16, Exact, -1},
		{StepChance, 1, 8, -inf, inf, Exact, 3},
		{StepReturn, 1, 8, -inf, inf, Exact, -1},
		{StepBackup, 0, 8, -inf, inf, Exact, 1},
		{StepAlpha, 0, 8, 8, inf, Exact, -1},
		{StepEnter, 4, 0, 8, inf, Exact, -1},
		{StepEnter, 5, 0, 0, 16, Exact, -1},
		{StepEval, 5, 0, 0, 16, Exact, -1},
		{StepChance, 4, 0, 8, inf, Exact, 5},
		{StepCutoff, 4, 8, 8, inf, Exact, 6},
		{StepReturn, 4, 8, 8, inf, Upper, -1},
		{StepBackup, 0, 8, 8, inf, Exact, 4},
		{StepReturn, 0, 8, 8, inf, Exact, -1},
	}
	for _, negamax := range []bool{false, true} {
		tr, err := Search(newChanceGame(root, 0, 8), Options{Algorithm: Expectiminimax, Star1: true, NegamaxForm: negamax, Record: true})
		require.NoError(t, err)
		require.Equal(t, len(want), tr.StepCount())
		for k, w := range want {
			s := tr.Step(k)
			got := row{s.Kind, s.Node, s.Value, s.Alpha, s.Beta, s.Bound, s.Child}
			assert.Equal(t, w, got, "step %d negamax=%v", k, negamax)
		}
		assert.Equal(t, "4", tr.Format(tr.Value))
		assert.Equal(t, int64(1), tr.Stats.Cutoffs)
		assert.Equal(t, Pruned, tr.Node(6).Kind)
		assert.Equal(t, "upper bound 4 ≤ α=4", tr.CutoffRule(15))
		var b strings.Builder
		require.NoError(t, tr.WriteText(&b, Problem{Game: "tree"}))
		assert.Contains(t, b.String(), "cutoff: upper bound 4 ≤ α=4")
		assert.Contains(t, b.String(), "value: 4\n")
		assert.Contains(t, b.String(), "tree, expectiminimax with Star1 (leaves in [0, 8])")
		var j strings.Builder
		require.NoError(t, tr.WriteJSON(&j, Problem{Game: "tree"}))
		assert.Contains(t, j.String(), `"star1":true,"chance_bounds":[0,8]`)
		assert.Contains(t, j.String(), `"value":8,"value_text":"4"`)
		assert.Contains(t, j.String(), `"scale":2`)
	}
	// without Star1 nothing is cut: the second chance node is worth 3.5
	tr, err := Search(newChanceGame(root, 0, 8), Options{Algorithm: Expectiminimax, Record: true})
	require.NoError(t, err)
	assert.Equal(t, 7, tr.Node(4).Value)
	assert.Equal(t, "3.5", tr.Format(tr.Node(4).Value))
	assert.Zero(t, tr.Stats.Cutoffs)
}

// TestExpectiminimaxWithoutChanceIsMinimax: on games without chance nodes the four
// forms of expectiminimax take exactly the steps of minimax, alpha-beta, negamax and
// negamax alpha-beta.
func TestExpectiminimaxWithoutChanceIsMinimax(t *testing.T) {
	t.Parallel()
	cases := []struct{ game, pos string }{
		{"tree", "((3,12,8),(2,4,6),(14,5,2))"},
		{"tictactoe", "XO.X.O..."},
		{"stones", "7"},
	}
	pairs := []struct {
		old             Algorithm
		star1, negaForm bool
	}{{Minimax, false, false}, {AlphaBeta, true, false}, {Negamax, false, true}, {NegamaxAlphaBeta, true, true}}
	for _, c := range cases {
		for _, p := range pairs {
			for _, extra := range []Options{{}, {Order: true}, {TT: TTBounds, Order: true}, {Depth: 2}, {Iterative: true, Depth: 3}, {Depth: 1, Quiescence: true}, {FailHard: true, Depth: 3}, {FailCourse: true}, {MaxNodes: 20}} {
				g1, err := games.New(c.game, c.pos, games.Options{})
				require.NoError(t, err)
				g2, _ := games.New(c.game, c.pos, games.Options{})
				o := extra
				o.Record, o.Algorithm = true, p.old
				want, err := Search(g1.(Game), o)
				require.NoError(t, err)
				o.Algorithm, o.Star1, o.NegamaxForm = Expectiminimax, p.star1, p.negaForm
				o.ChanceLow, o.ChanceHigh = -2*games.WinBase, 2*games.WinBase
				got, err := Search(g2.(Game), o)
				require.NoError(t, err)
				what := string(c.game) + " " + string(p.old)
				assert.Equal(t, want.Value, got.Value, what)
				assert.Equal(t, want.Score, got.Score, what)
				assert.Equal(t, want.PV, got.PV, what)
				assert.Equal(t, want.Stats.Nodes, got.Stats.Nodes, what)
				require.Equal(t, want.StepCount(), got.StepCount(), what)
				for k := range want.StepCount() {
					require.Equal(t, want.Step(k), got.Step(k), "%s step %d", what, k)
				}
			}
		}
	}
}

// TestExpectiminimaxBruteForce values 1,200 random chance trees (some depth-limited,
// some with the table and ordering) and checks the root and every node against an
// independent brute force in exact rationals.
func TestExpectiminimaxBruteForce(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 1))
	trees, nodes := 0, 0
	for i := range 1200 {
		var next uint64
		root := randomChanceTree(rng, 2+rng.IntN(4), rng.IntN(2) == 0, 20+rng.IntN(60), &next)
		limit := 0
		if i%5 == 0 && hasChance(root) { // (without chance a depth-limited search lifts wins)
			limit = 1 + rng.IntN(3)
		}
		g := newChanceGame(root, -9, 9)
		o := Options{Algorithm: Expectiminimax, Record: true, Depth: limit, NegamaxForm: i%2 == 1}
		if i%3 == 0 {
			o.TT, o.Order = TTBounds, true // the key is the node: no transpositions, but the table works
		}
		o.Iterative = limit > 0 && i%2 == 0
		tr, err := Search(g, o)
		require.NoError(t, err)
		want := bruteValue(root, 0, limit)
		require.Zero(t, want.Cmp(ratOf(tr, tr.Value)), "tree %d: %s, searched %s", i, want.RatString(), tr.Format(tr.Value))
		require.Equal(t, Exact, tr.ValueBound)
		for id, n := range ctNodes(tr, root) {
			rn := tr.Node(int32(id))
			require.True(t, rn.HasValue)
			require.Equal(t, Exact, rn.Bound)
			wn := bruteValue(n, int(rn.Depth), limit)
			require.Zero(t, wn.Cmp(ratOf(tr, rn.Value)), "tree %d node %d: %s, searched %s", i, id, wn.RatString(), tr.Format(rn.Value))
			nodes++
		}
		trees++
	}
	t.Logf("%d trees, %d nodes equal to the brute force", trees, nodes)
}

// star1Case is a random tree with leaf bounds at or beyond its values.
func star1Case(rng *rand.Rand, i int) (*ctNode, int, int) {
	var next uint64
	root := randomChanceTree(rng, 2+rng.IntN(4), rng.IntN(2) == 0, 30+rng.IntN(60), &next)
	lo, hi := -9, 9
	if i%4 == 0 {
		lo, hi = lo-rng.IntN(5), hi+rng.IntN(5)
	}
	return root, lo, hi
}

// TestStar1KeepsTheValue: over 600 random chance trees Star1 (both forms) gives the
// root the value of plain expectiminimax; every node's value is right as its bound
// says (exact, at least, at most); Star1 cuts in many of them and saves nodes.
func TestStar1KeepsTheValue(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 2))
	const n = 600
	cutTrees, chanceCutTrees, chanceTrees, saved, plainNodes := 0, 0, 0, int64(0), int64(0)
	for i := range n {
		root, lo, hi := star1Case(rng, i)
		base := Options{Algorithm: Expectiminimax}
		if i%3 == 1 {
			base.Order, base.TT = true, TTBounds
		}
		if i%5 == 1 && hasChance(root) {
			base.Depth = 1 + rng.IntN(3)
		}
		plain, err := Search(newChanceGame(root, lo, hi), base)
		require.NoError(t, err)
		require.Zero(t, bruteValue(root, 0, base.Depth).Cmp(ratOf(plain, plain.Value)))
		for _, negaForm := range []bool{false, true} {
			o := base
			o.Star1, o.NegamaxForm, o.Record = true, negaForm, true
			tr, err := Search(newChanceGame(root, lo, hi), o)
			require.NoError(t, err)
			require.Equal(t, plain.Value, tr.Value, "tree %d", i)
			require.Equal(t, Exact, tr.ValueBound)
			for id, cn := range ctNodes(tr, root) {
				rn := tr.Node(int32(id))
				if rn.Kind == Pruned {
					continue
				}
				c := bruteValue(cn, int(rn.Depth), base.Depth).Cmp(ratOf(tr, rn.Value))
				switch rn.Bound {
				case Exact:
					require.Zero(t, c, "tree %d node %d", i, id)
				case Lower:
					require.GreaterOrEqual(t, c, 0, "tree %d node %d", i, id)
				case Upper:
					require.LessOrEqual(t, c, 0, "tree %d node %d", i, id)
				}
			}
			if negaForm {
				continue
			}
			if tr.Stats.Cutoffs > 0 {
				cutTrees++
			}
			if hasChance(root) {
				chanceTrees++
			}
			if chanceCutoffs(tr) > 0 {
				chanceCutTrees++
			}
			saved += plain.Stats.Nodes - tr.Stats.Nodes
			plainNodes += plain.Stats.Nodes
			require.GreaterOrEqual(t, plain.Stats.Nodes, tr.Stats.Nodes)
		}
	}
	t.Logf("Star1 on %d random trees (%d with chance nodes): cut in %d (at a chance node in %d), %d of %d nodes saved (%.1f%%)",
		n, chanceTrees, cutTrees, chanceCutTrees, saved, plainNodes, 100*float64(saved)/float64(plainNodes))
	assert.Greater(t, chanceCutTrees, n/8, "Star1 cuts at chance nodes")
	assert.Greater(t, saved, plainNodes/20, "Star1 saves nodes")
}

// chanceCutoffs counts the cutoff steps at chance nodes.
func chanceCutoffs(tr *Trace) int {
	n := 0
	for k := range tr.StepCount() {
		if s := tr.Step(k); s.Kind == StepCutoff && tr.Node(s.Node).Player == Chance {
			n++
		}
	}
	return n
}

// TestStar1PlainAndNegamaxFormsRecordTheSame: both forms record the same steps.
func TestStar1PlainAndNegamaxFormsRecordTheSame(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 3))
	for i := range 300 {
		root, lo, hi := star1Case(rng, i)
		for _, star1 := range []bool{false, true} {
			a, err := Search(newChanceGame(root, lo, hi), Options{Algorithm: Expectiminimax, Star1: star1, Record: true})
			require.NoError(t, err)
			b, err := Search(newChanceGame(root, lo, hi), Options{Algorithm: Expectiminimax, Star1: star1, NegamaxForm: true, Record: true})
			require.NoError(t, err)
			require.Equal(t, a.NodeCount(), b.NodeCount())
			for id := range a.NodeCount() {
				require.Equal(t, a.Node(int32(id)), b.Node(int32(id)), "tree %d node %d", i, id)
			}
			require.Equal(t, a.StepCount(), b.StepCount())
			for k := range a.StepCount() {
				require.Equal(t, a.Step(k), b.Step(k), "tree %d step %d", i, k)
			}
		}
	}
}

// TestStar1FailSoftWindows: searched with a random window (alpha, beta), Star1 returns
// fail-soft values: at most alpha means the true value is at most that, at least beta
// at least that, in between the exact value (both forms, 1,000 trees and windows).
func TestStar1FailSoftWindows(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 4))
	inside, low, high := 0, 0, 0
	for i := range 1000 {
		root, lo, hi := star1Case(rng, i)
		g := newChanceGame(root, lo, hi)
		S := int(scaleOf(root))
		truth := new(big.Rat).Mul(bruteValue(root, 0, 0), big.NewRat(int64(S), 1))
		require.True(t, truth.IsInt())
		tv := int(truth.Num().Int64())
		alpha, beta := lo*S+rng.IntN((hi-lo)*S+1), 0
		beta = alpha + 1 + rng.IntN((hi-lo)*S/2+1)
		if i%10 == 0 {
			alpha = -Inf
		}
		if i%10 == 1 {
			beta = Inf
		}
		for _, negaForm := range []bool{false, true} {
			opt := Options{Algorithm: Expectiminimax, Star1: true, NegamaxForm: negaForm}
			require.NoError(t, checkChance(g, &opt))
			s := newSearcher(g, opt)
			s.expectiSetup()
			var v int
			if negaForm {
				own := s.owner(0, Max)
				a, b := alpha, beta
				if own == Min {
					a, b = -beta, -alpha
				}
				v = s.expectiNegamax(0, -1, unlimited, a, b, Max)
				if own == Min {
					v = -v
				}
			} else {
				v = s.expecti(0, -1, unlimited, alpha, beta)
			}
			require.NoError(t, s.exp.err)
			switch {
			case v <= alpha:
				require.LessOrEqual(t, tv, v, "tree %d window (%d,%d)", i, alpha, beta)
				low++
			case v >= beta:
				require.GreaterOrEqual(t, tv, v, "tree %d window (%d,%d)", i, alpha, beta)
				high++
			default:
				require.Equal(t, tv, v, "tree %d window (%d,%d)", i, alpha, beta)
				inside++
			}
		}
	}
	t.Logf("fail-soft: %d failed low, %d high, %d exact inside the window", low, high, inside)
	assert.Positive(t, low)
	assert.Positive(t, high)
	assert.Positive(t, inside)
}

// TestStar1LeafOutsideTheBounds: a leaf beyond the bounds Star1 was given stops the
// search with a coded error, not a wrong value.
func TestStar1LeafOutsideTheBounds(t *testing.T) {
	t.Parallel()
	root := moveNode(true, chanceNode(false, half, leafNode(3, false), leafNode(12, false)))
	_, err := Search(newChanceGame(root, 0, 9), Options{Algorithm: Expectiminimax, Star1: true, Record: true})
	var me *msg.Error
	require.True(t, errors.As(err, &me), "%v", err)
	assert.Equal(t, "search.star1_outside", me.Code())
	_, err = Search(newChanceGame(root, 0, 9), Options{Algorithm: Expectiminimax, Star1: true, ChanceLow: 0, ChanceHigh: 12})
	assert.NoError(t, err, "bounds given wide enough")
	_, err = Search(newChanceGame(root, 0, 9), Options{Algorithm: Expectiminimax})
	assert.NoError(t, err, "without Star1 bounds do not matter")
}

// TestMulDiv: the child windows' rounding, outward, without overflow.
func TestMulDiv(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		x           int
		m, d        int64
		floor, ceil int
	}{
		{7, 1, 2, 3, 4}, {-7, 1, 2, -4, -3}, {6, 1, 2, 3, 3}, {-6, 1, 2, -3, -3}, {0, 5, 3, 0, 0},
		{5, 3, 2, 7, 8}, {-5, 3, 2, -8, -7},
		{1 << 52, 1 << 20, 1 << 19, 1 << 53, 1 << 53},
		{-(1 << 40) - 1, 1 << 20, 3, -((1<<60 + 1<<20) / 3) - 1, -((1<<60 + 1<<20) / 3)},
	} {
		assert.Equal(t, c.floor, mulDiv(c.x, c.m, c.d, false), "%+v", c)
		assert.Equal(t, c.ceil, mulDiv(c.x, c.m, c.d, true), "%+v", c)
	}
	assert.Equal(t, Inf, mulDiv(1<<60, 1<<20, 1, false))
	assert.Equal(t, -Inf, mulDiv(-(1<<60), 1<<20, 1, true))
}

// TestExpectiminimaxStopped: a node budget stops the search anywhere, chance nodes
// included: no error, no value claimed as final, every node closed.
func TestExpectiminimaxStopped(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(31, 5))
	stopped := 0
	for i := range 300 {
		root, lo, hi := star1Case(rng, i)
		o := Options{Algorithm: Expectiminimax, Star1: i%2 == 0, NegamaxForm: i%3 == 0, Record: true, MaxNodes: int64(2 + rng.IntN(12))}
		tr, err := Search(newChanceGame(root, lo, hi), o)
		require.NoError(t, err)
		if tr.Complete {
			continue
		}
		stopped++
		st := tr.States(tr.StepCount() - 1)
		for id, n := range st {
			require.False(t, n.Open, "tree %d node %d", i, id)
		}
		if tr.HasValue && tr.ValueBound == Exact {
			require.Zero(t, bruteValue(root, 0, 0).Cmp(ratOf(tr, tr.Value)), "tree %d", i)
		}
	}
	assert.Greater(t, stopped, 100)
}

// TestExpectiminimaxNoAllocationsPerNode: searching a chance tree of thousands of
// nodes allocates a few buffers, nothing per node.
func TestExpectiminimaxNoAllocationsPerNode(t *testing.T) {
	rng := rand.New(rand.NewPCG(31, 6))
	var next uint64
	root := randomChanceTree(rng, 12, true, 40, &next)
	for _, o := range []Options{
		{Algorithm: Expectiminimax},
		{Algorithm: Expectiminimax, Star1: true, NegamaxForm: true, Order: true, TT: TTBounds, TTSize: 1 << 10},
	} {
		g := newChanceGame(root, -9, 9)
		g.path = append(make([]*ctNode, 0, 32), root)
		var nodes int64
		allocs := testing.AllocsPerRun(2, func() {
			tr, err := Search(g, o)
			require.NoError(t, err)
			nodes = tr.Stats.Nodes
		})
		require.Greater(t, nodes, int64(1000))
		assert.Less(t, allocs, 80.0, "%+v: %.0f allocations for %d nodes", o, allocs, nodes)
		t.Logf("%s star1=%v: %.0f allocations for %d nodes", o.Algorithm, o.Star1, allocs, nodes)
	}
}
