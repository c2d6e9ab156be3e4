package trace

import (
	"fmt"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
)

// stochasticGame is a game with chance nodes, as the searches see it.
type stochasticGame interface {
	Game
	games.Stochastic
}

// newStochastic parses a game position that has chance nodes.
func newStochastic(t testing.TB, game, pos string) stochasticGame {
	t.Helper()
	g, err := games.New(game, pos, games.Options{})
	require.NoError(t, err, "%s %q", game, pos)
	sg, ok := g.(stochasticGame)
	require.True(t, ok, "%s is a stochastic game", game)
	return sg
}

// bruteGame is the expectiminimax value (MAX's view, exact) of g's current position at
// ply, to depth limit (0: none), found through the game's own interface only: a
// finished game's score and a static value are for the side to move, who is MAX when
// MaxToMove says so (at a chance node: the one who chooses next).
func bruteGame(g stochasticGame, ply, limit int) *big.Rat {
	maxView := func(v int) *big.Rat {
		if !g.MaxToMove() {
			v = -v
		}
		return big.NewRat(int64(v), 1)
	}
	if over, score := g.Result(); over {
		return maxView(score)
	}
	if limit > 0 && ply >= limit {
		return maxView(g.Evaluate())
	}
	chance, isMax := g.AtChance(), g.MaxToMove()
	var best *big.Rat
	sum := new(big.Rat)
	for _, m := range g.Moves(nil) {
		p := games.Probability{}
		if chance {
			p = g.Probability(m)
		}
		g.Play(m)
		v := bruteGame(g, ply+1, limit)
		g.Undo(m)
		switch {
		case chance:
			sum.Add(sum, v.Mul(v, p.Rat()))
		case best == nil || isMax == (v.Cmp(best) > 0):
			best = v
		}
	}
	if chance {
		return sum
	}
	return best
}

// checkAgainstBrute is bruteGame that also checks, on the way, recorded node id (-1:
// none) and the recorded nodes below it: a value is right as its bound says. It
// returns the brute value of g's position; checked counts the nodes checked.
func checkAgainstBrute(t *testing.T, tr *Trace, g stochasticGame, kids Children, id int32, what string) (checked int) {
	var walk func(id int32) *big.Rat
	walk = func(id int32) *big.Rat {
		maxView := func(v int) *big.Rat {
			if !g.MaxToMove() {
				v = -v
			}
			return big.NewRat(int64(v), 1)
		}
		var value *big.Rat
		if over, score := g.Result(); over {
			value = maxView(score)
		} else {
			chance, isMax := g.AtChance(), g.MaxToMove()
			sum := new(big.Rat)
			for _, m := range g.Moves(nil) {
				child := int32(-1)
				if id >= 0 {
					for _, c := range kids.Of(id) {
						if tr.Node(c).Played == m && tr.Node(c).Kind != Pruned {
							child = c
						}
					}
				}
				p := games.Probability{}
				if chance {
					p = g.Probability(m)
				}
				g.Play(m)
				v := walk(child)
				g.Undo(m)
				switch {
				case chance:
					sum.Add(sum, v.Mul(v, p.Rat()))
				case value == nil || isMax == (v.Cmp(value) > 0):
					value = v
				}
			}
			if chance {
				value = sum
			}
		}
		if id >= 0 {
			n := tr.Node(id)
			c := value.Cmp(ratOf(tr, n.Value))
			switch {
			case n.Bound == Exact:
				require.Zero(t, c, "%s node %d", what, id)
			case n.Bound == Lower:
				require.GreaterOrEqual(t, c, 0, "%s node %d", what, id)
			default:
				require.LessOrEqual(t, c, 0, "%s node %d", what, id)
			}
			checked++
		}
		return value
	}
	walk(id)
	return checked
}

// TestExpectiminimaxTreeSyntax: the tree, typed, is worth 2.5.
func TestExpectiminimaxTreeSyntax(t *testing.T) {
	t.Parallel()
	for _, o := range []Options{{}, {Star1: true}, {NegamaxForm: true}, {Star1: true, NegamaxForm: true}} {
		o.Algorithm, o.Record = Expectiminimax, true
		tr, err := Search(newStochastic(t, "tree", "A(?(1/2: B(3,5), 1/2: C(2,9)))"), o)
		require.NoError(t, err)
		assert.Equal(t, "2.5", tr.Format(tr.Value), "%+v", o)
		assert.Equal(t, []Player{Max, Chance, Min, Max, Max, Min, Max, Max}, playersOf(tr))
		var b strings.Builder
		require.NoError(t, tr.WriteText(&b, Problem{Game: "tree"}))
		assert.Contains(t, b.String(), "    MIN 1/2: B = 3")
		assert.Contains(t, b.String(), "value: 2.5\n")
	}
}

func playersOf(tr *Trace) []Player {
	out := make([]Player, tr.NodeCount())
	for i := range out {
		out[i] = tr.Node(int32(i)).Player
	}
	return out
}

// TestExpectiminimaxRandomChanceTrees: 1,000 random trees with chance layers (the
// tree syntax's random spec), every recorded node's value equal to the brute force
// through the game's interface; Star1 (both forms) keeps the root's value and every
// node's value is right as its bound says.
func TestExpectiminimaxRandomChanceTrees(t *testing.T) {
	t.Parallel()
	cut, saved, all := 0, int64(0), int64(0)
	for seed := range 1000 {
		b, d := 2+seed%3, 2+(seed/3)%4 // depth 2..5, 4 at most with 4 children
		if b == 4 {
			d = min(d, 4)
		}
		pos := fmt.Sprintf("random:b=%d,d=%d,min=-9,max=9,seed=%d,chance=1", b, d, seed)
		g := newStochastic(t, "tree", pos)
		want := bruteGame(g, 0, 0)
		var plainNodes int64
		for _, o := range []Options{{}, {NegamaxForm: true}, {Star1: true}, {Star1: true, NegamaxForm: true}} {
			o.Algorithm, o.Record = Expectiminimax, true
			tr, err := Search(newStochastic(t, "tree", pos), o)
			require.NoError(t, err)
			require.Zero(t, want.Cmp(ratOf(tr, tr.Value)), "%s %+v: %s, searched %s", pos, o, want.RatString(), tr.Format(tr.Value))
			if !o.NegamaxForm { // (the negamax form records the same: TestStar1PlainAndNegamaxFormsRecordTheSame)
				checked := checkAgainstBrute(t, tr, g, tr.Children(), 0, fmt.Sprintf("%s %+v", pos, o))
				require.Positive(t, checked)
			}
			switch {
			case !o.Star1 && !o.NegamaxForm:
				plainNodes = tr.Stats.Nodes
			case o.Star1 && !o.NegamaxForm:
				if chanceCutoffs(tr) > 0 {
					cut++
				}
				saved += plainNodes - tr.Stats.Nodes
				all += plainNodes
			}
		}
	}
	t.Logf("random chance trees: Star1 cut at a chance node in %d of 1000, %d of %d nodes saved (%.1f%%)", cut, saved, all, 100*float64(saved)/float64(all))
	assert.Greater(t, cut, 200)
	assert.Greater(t, saved, all/20)
}

// BenchmarkExpectiminimax searches a random tree with chance layers (4 children, 8
// plies), plain and with Star1, unrecorded and recorded.
func BenchmarkExpectiminimax(b *testing.B) {
	const pos = "random:b=4,d=8,min=-9,max=9,seed=1,chance=1"
	for _, o := range []Options{{}, {Star1: true}, {Record: true}, {Star1: true, Record: true}} {
		o.Algorithm = Expectiminimax
		b.Run(fmt.Sprintf("star1=%v,record=%v", o.Star1, o.Record), func(b *testing.B) {
			g := newStochastic(b, "tree", pos)
			b.ReportAllocs()
			var nodes int64
			for b.Loop() {
				tr, err := Search(g, o)
				require.NoError(b, err)
				nodes = tr.Stats.Nodes
			}
			b.ReportMetric(float64(nodes), "nodes")
		})
	}
}
