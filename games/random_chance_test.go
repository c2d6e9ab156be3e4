package games

import (
	"errors"
	"fmt"
	"math/big"
	"math/bits"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestChanceRandomReproducible(t *testing.T) {
	t.Parallel()
	a, err := RandomChanceTree(3, 4, -9, 9, 7, "")
	require.NoError(t, err)
	const source = "random:branching=3,depth=4,min=-9,max=9,seed=7,order=random,chance=1"
	assert.Equal(t, source, a.Source())
	for _, spec := range []string{
		source,
		"random:b=3,d=4,min=-9,max=9,s=7,c=1",
		" Random: chance=1, seed=7, b=3,d=4,max=9,min=-9 ",
	} {
		g := treeParse(t, spec)
		assert.Equal(t, a.Position(), g.Position(), spec)
		assert.Equal(t, source, g.Source(), spec)
	}
	b, err := RandomChanceTree(3, 4, -9, 9, 8, "random")
	require.NoError(t, err)
	assert.NotEqual(t, a.Position(), b.Position(), "another seed, another tree")

	// chance=0 is the tree without chance, drawn as before, its source unchanged
	plain := treeParse(t, "random:b=3,d=4,min=-9,max=9,seed=7,chance=0")
	old, err := RandomTree(3, 4, -9, 9, 7, "random")
	require.NoError(t, err)
	assert.Equal(t, old.Position(), plain.Position())
	assert.Equal(t, "random:branching=3,depth=4,min=-9,max=9,seed=7,order=random", plain.Source())
	assert.False(t, plain.HasChance())

	// the default shape is the issue's: MAX, chance, MIN, leaves
	def := treeParse(t, "random:chance=1")
	assert.Equal(t, "A(B?(1/2: D(D1:9,D2:7),1/2: E(E1:9,E2:8)),C?(1/2: F(F1:9,F2:6),1/2: G(G1:8,G2:3)))", def.Position())
	assert.Equal(t, "15/2", chanceValue(t, def, true).RatString()) // B: (7+8)/2, C: (6+3)/2
}

// chanceShape checks a random chance tree: levels alternate decision and chance from
// a decision root, leaves at depth, every chance node's probabilities powers-of-two
// fractions adding up to 1.
func chanceShape(t *testing.T, g *Tree, branching, depth int) {
	t.Helper()
	var walk func(d int)
	walk = func(d int) {
		moves := g.Moves(nil)
		if d == depth {
			require.Empty(t, moves)
			return
		}
		require.Len(t, moves, branching)
		require.Equal(t, d%2 == 1, g.AtChance(), "depth %d", d)
		if g.AtChance() {
			sum := new(big.Rat)
			for _, m := range moves {
				p := g.Probability(m)
				require.Equal(t, 1, bits.OnesCount64(uint64(p.Den)), "%s is a power of 2", p)
				require.LessOrEqual(t, p.Den, int64(16))
				sum.Add(sum, p.Rat())
			}
			require.Equal(t, "1", sum.RatString())
		}
		for _, m := range moves {
			g.Play(m)
			walk(d + 1)
			g.Undo(m)
		}
	}
	walk(0)
}

func TestChanceRandomShapes(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ b, d int }{{1, 12}, {2, 1}, {2, 3}, {2, 12}, {3, 10}, {4, 8}, {5, 7}, {6, 6}, {8, 5}, {9, 5}, {10, 4}} {
		t.Run(fmt.Sprintf("b=%d,d=%d", tc.b, tc.d), func(t *testing.T) {
			t.Parallel()
			g, err := RandomChanceTree(tc.b, tc.d, -5, 5, int64(tc.b*100+tc.d), "random")
			require.NoError(t, err)
			chanceShape(t, g, tc.b, tc.d)
			assert.LessOrEqual(t, g.ValueScale(), int64(MaxValueScale))
			assert.Equal(t, tc.d > 1, g.HasChance(), "a chance level above the leaves")
		})
	}
}

func TestChanceRandomValues(t *testing.T) {
	t.Parallel()
	// the value of every small random chance tree, times its scale, is whole; and
	// order=best puts each decision node's best child first (by expectiminimax)
	for seed := int64(1); seed <= 20; seed++ {
		spec := fmt.Sprintf("random:b=3,d=5,min=-9,max=9,seed=%d,chance=1", seed)
		g := treeParse(t, spec)
		v := chanceValue(t, g, true)
		v.Mul(v, big.NewRat(g.ValueScale(), 1))
		assert.True(t, v.IsInt(), spec)

		best := treeParse(t, spec+",order=best")
		worst := treeParse(t, spec+",order=worst")
		assert.Equal(t, chanceValue(t, g, true), chanceValue(t, best, true), spec)
		for _, o := range []struct {
			g    *Tree
			best bool
		}{{best, true}, {worst, false}} {
			treeWalk(o.g, func(n *Tree) {
				if n.AtChance() || len(n.Moves(nil)) == 0 {
					return
				}
				var values []*big.Rat
				for _, m := range n.Moves(nil) {
					n.Play(m)
					values = append(values, chanceValue(t, n, n.CurrentIsMax()))
					n.Undo(m)
				}
				for i := 1; i < len(values); i++ {
					c := values[i-1].Cmp(values[i])
					if n.CurrentIsMax() != o.best {
						c = -c
					}
					assert.GreaterOrEqual(t, c, 0, "%s at %s: %v", spec, n.Name(), values)
				}
			})
		}
	}
}

func TestChanceRandomErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in, part, code, msg string
		offset              int
	}{
		{"random:chance=2", "chance=2", "random.chance", "chance must be 0 (no chance nodes) or 1 (a layer of chance nodes under every layer of decisions), not 2", 7},
		{"random:b=2, c=-1", "c=-1", "random.chance", "chance must be 0 (no chance nodes) or 1 (a layer of chance nodes under every layer of decisions), not -1", 12},
		{"random:chance=yes", "chance=yes", "random.not_integer", `chance must be an integer, not "yes"`, 7},
		{"random:c=1,chance=1", "chance=1", "random.key_twice", "key chance given twice", 11},
	}
	for _, tc := range tests {
		_, err := ParseTree(tc.in, Options{})
		var pe *ParseError
		require.True(t, errors.As(err, &pe), tc.in)
		assert.Equal(t, tc.code, pe.Code(), tc.in)
		assert.Equal(t, tc.msg, pe.Detail.Error(), tc.in)
		assert.Equal(t, tc.offset, pe.Offset, tc.in)
		assert.Equal(t, tc.part, pe.Part, tc.in)
	}
	_, err := RandomChanceTree(11, 3, 0, 9, 1, "")
	require.Error(t, err)
}

func TestChancePresets(t *testing.T) {
	t.Parallel()
	tests := []struct {
		key, name string
		value     string
		bestMove  string // the root's best move
	}{
		{"chance", "chance", "5/2", "D"},
		{"Backgammon", "chance", "5/2", "D"},
		{"coin", "chance", "5/2", "D"},
		{"rn-chance", "rn-chance", "21/10", "a1"},
		{"aima-chance", "rn-chance", "21/10", "a1"},
		{"expectimax", "rn-chance", "21/10", "a1"},
		{"rn-chance-scaled", "rn-chance-scaled", "409/10", "a2"},
		{"aima-chance-scaled", "rn-chance-scaled", "409/10", "a2"},
	}
	for _, tc := range tests {
		t.Run(tc.key, func(t *testing.T) {
			t.Parallel()
			g := treeParse(t, tc.key)
			assert.Equal(t, tc.name, g.Source())
			assert.True(t, g.HasChance())
			assert.Equal(t, tc.value, chanceValue(t, g, true).RatString())
			var best *big.Rat
			bestMove := ""
			for _, m := range g.Moves(nil) {
				g.Play(m)
				v := chanceValue(t, g, false)
				g.Undo(m)
				if best == nil || v.Cmp(best) > 0 {
					best, bestMove = v, g.MoveName(m)
				}
			}
			assert.Equal(t, tc.bestMove, bestMove)
			p, ok := FindPreset(tc.name)
			require.True(t, ok)
			assert.NotEqual(t, p.Title, p.TitleES)
			assert.Contains(t, p.TitleES, "azar")
		})
	}
}
