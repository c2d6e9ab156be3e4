package games

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chanceValue is a brute-force expectiminimax, from MAX's point of view, written for
// the tests with exact rationals and its own idea of who moves: the root's player,
// the other one under a decision node, the same one under a chance node. It checks
// along the way that the tree agrees (CurrentIsMax, MaxToMove, AtChance).
func chanceValue(t *testing.T, g *Tree, isMax bool) *big.Rat {
	t.Helper()
	require.Equal(t, isMax, g.CurrentIsMax(), "who moves at %s", g.Name())
	require.Equal(t, isMax, g.MaxToMove(), "MaxToMove at %s", g.Name())
	if over, score := g.Result(); over {
		if !isMax {
			score = -score
		}
		return big.NewRat(int64(score), 1)
	}
	moves := g.Moves(nil)
	if g.AtChance() {
		sum := new(big.Rat)
		for _, m := range moves {
			p := g.Probability(m)
			g.Play(m)
			v := chanceValue(t, g, isMax)
			g.Undo(m)
			sum.Add(sum, v.Mul(v, p.Rat()))
		}
		return sum
	}
	var best *big.Rat
	for _, m := range moves {
		g.Play(m)
		v := chanceValue(t, g, !isMax)
		g.Undo(m)
		if best == nil || (isMax && v.Cmp(best) > 0) || (!isMax && v.Cmp(best) < 0) {
			best = v
		}
	}
	return best
}

func TestChanceParseAndValues(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in       string
		position string
		value    string // exact, as a fraction
		scale    int64
		lo, hi   int
	}{
		{"A(?(1/2: B(3,5), 1/2: C(2,9)))", "A(D?(1/2: B(B1:3,B2:5),1/2: C(C1:2,C2:9)))", "5/2", 2, 2, 9},
		{"A(D?(0.25: 4, 0.75: B(1,7)))", "A(D?(0.25: D1:4,0.75: B(B1:1,B2:7)))", "7/4", 4, 1, 7},
		{"?(2/6: 1, 2/3: X:5)", "A?(2/6: A1:1,2/3: X:5)", "11/3", 3, 1, 5},
		{"?(.5: 1, 1/2: -3)", "A?(.5: A1:1,1/2: A2:-3)", "-1", 2, -3, 1},
		{"?(1: 7)", "A?(1: A1:7)", "7", 1, 7, 7},
		{"? ( 1/2 : 3 1/2 : ?(1/3: 3, 2/3: 6) )", "A?(1/2: A1:3,1/2: B?(1/3: B1:3,2/3: B2:6))", "4", 6, 3, 6},
		{"(?(1/2: 4, 1/2: 6), ?(1/3: 9, 2/3: 0))", "A(B?(1/2: B1:4,1/2: B2:6),C?(1/3: C1:9,2/3: C2:0))", "5", 6, 0, 9},
		{"((3,5),(2,9),(0,7))", "A(B(B1:3,B2:5),C(C1:2,C2:9),D(D1:0,D2:7))", "3", 1, 0, 9},
		{"chance", "A(D?(1/2: B(B1:3,B2:5),1/2: C(C1:2,C2:9)))", "5/2", 2, 2, 9},
		{"rn-chance", "", "21/10", 10, 1, 4},
		{"rn-chance-scaled", "", "409/10", 10, 1, 400},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			g := treeParse(t, tc.in)
			if tc.position != "" {
				assert.Equal(t, tc.position, g.Position())
			}
			assert.Equal(t, tc.value, chanceValue(t, g, true).RatString())
			assert.Equal(t, tc.scale, g.ValueScale())
			lo, hi := g.ValueBounds()
			assert.Equal(t, [2]int{tc.lo, tc.hi}, [2]int{lo, hi})
			assert.Equal(t, tc.scale != 1 || strings.Contains(tc.position, "?"), g.HasChance())
		})
	}
}

func TestChanceIssueTreeIs2Point5(t *testing.T) {
	t.Parallel()
	g := treeParse(t, "A(?(1/2: B(3,5), 1/2: C(2,9)))")
	assert.Equal(t, big.NewRat(5, 2), chanceValue(t, g, true))
	// with MIN at the root the sides swap: B and C are MAX's, each coin side is worth
	// 5 and 9
	min, err := ParseTree("A(?(1/2: B(3,5), 1/2: C(2,9)))", Options{RootMin: true})
	require.NoError(t, err)
	assert.Equal(t, big.NewRat(7, 1), chanceValue(t, min, false))
}

func TestChanceWhoMoves(t *testing.T) {
	t.Parallel()
	// MAX, chance, MIN, chance, MAX, leaves (backgammon's order); a chance right under
	// a chance keeps the player; a chance root leaves the first choice to the root's
	// player; a leaf under MAX's chance node is MIN's turn (Result's sign)
	g := treeParse(t, "A(?(1/2: B(?(1/4: C(1,2), 3/4: ?(1: D(3))), 4), 1/2: 5))")
	type seen struct {
		chance, max bool
		depth       int
	}
	got := map[string]seen{}
	var walk func(depth int)
	walk = func(depth int) {
		got[g.Name()] = seen{g.AtChance(), g.CurrentIsMax(), depth}
		for _, m := range g.Moves(nil) {
			g.Play(m)
			walk(depth + 1)
			g.Undo(m)
		}
	}
	walk(0)
	want := map[string]seen{
		"A":  {false, true, 0},
		"E":  {true, false, 1}, // the chance node under MAX: MIN comes next
		"B":  {false, false, 2},
		"E2": {false, false, 2}, // leaf 5 under MAX's chance node: MIN's turn
		"F":  {true, true, 3},
		"B2": {false, true, 3},
		"C":  {false, true, 4},
		"G":  {true, true, 4}, // chance under chance: still MAX
		"C1": {false, false, 5},
		"C2": {false, false, 5},
		"D":  {false, true, 5},
		"D1": {false, false, 6},
	}
	assert.Equal(t, want, got)

	g.Play(0)
	g.Play(1) // E2: 5, MIN to move, so the score is -5
	over, score := g.Result()
	assert.True(t, over)
	assert.Equal(t, -5, score)

	root := treeParse(t, "?(1/2: (3,4), 1/2: (5,6))")
	assert.True(t, root.AtChance())
	root.Play(0)
	assert.True(t, root.CurrentIsMax(), "after a chance root, the root's player chooses")
	root.Play(0)
	assert.False(t, root.CurrentIsMax())
	assert.Equal(t, big.NewRat(5, 1), chanceValue(t, treeParse(t, "?(1/2: (3,4), 1/2: (5,6))"), true))
}

func TestChanceProbabilities(t *testing.T) {
	t.Parallel()
	g := treeParse(t, "A(?(2/6: 1, 0.5: 2, .125: 3, 1/24: 4), 5)")
	assert.False(t, g.AtChance())
	assert.Equal(t, Probability{}, g.Probability(0), "no probability at a decision node")
	g.Play(0)
	assert.True(t, g.AtChance())
	var got []string
	for _, m := range g.Moves(nil) {
		got = append(got, g.Probability(m).String())
	}
	assert.Equal(t, []string{"1/3", "1/2", "1/8", "1/24"}, got, "in lowest terms")
	assert.Equal(t, Probability{}, g.Probability(4))
	assert.Equal(t, Probability{}, g.Probability(-1))
	assert.Equal(t, int64(24), g.ValueScale())
	g.Play(0)
	assert.Equal(t, int64(1), g.ValueScale())
	assert.False(t, g.HasChance(), "a leaf's subtree has no chance node")
	g.Undo(0)
	g.Undo(0)
	assert.True(t, g.HasChance())
	g.Play(1)
	assert.False(t, g.HasChance())
}

func TestChanceValueScale(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in    string
		scale int64
	}{
		{"(1,2)", 1},
		{"?(1: 3)", 1},
		{"?(1/2: 1, 1/2: 2)", 2},
		{"?(1/2: ?(1/3: 1, 2/3: 2), 1/2: 2)", 6},       // a line 2*3
		{"?(1/2: ?(1/2: 1, 1/2: 2), 1/2: 2)", 4},       // 2*2, not lcm(2,2)
		{"(?(1/4: 1, 3/4: 2), ?(1/6: 1, 5/6: 2))", 12}, // lcm of the lines 4 and 6
		{"?(0.1: 1, 0.9: (?(0.5: 1, 0.5: 2), 3))", 20}, // 10*2
		{"?(1/1024: 1, 1023/1024: ?(1/1024: 1, 1023/1024: 2))", MaxValueScale},
	}
	for _, tc := range tests {
		t.Run(tc.in, func(t *testing.T) {
			t.Parallel()
			g := treeParse(t, tc.in)
			assert.Equal(t, tc.scale, g.ValueScale())
			// every value below, times the scale, is whole
			var check func()
			check = func() {
				v := chanceValue(t, g, g.CurrentIsMax())
				v.Mul(v, big.NewRat(tc.scale, 1))
				assert.True(t, v.IsInt(), "%s at %s", v, g.Name())
				for _, m := range g.Moves(nil) {
					g.Play(m)
					check()
					g.Undo(m)
				}
			}
			check()
		})
	}
}

func TestChanceErrors(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, in string
		offset   int
		code     string
		msg      string
	}{
		{"sum below 1", "A(?(1/2: B(3,5), 1/3: C(2,9)))", 2, "tree.chance_sum", "the probabilities of this chance node add up to 5/6, not 1"},
		{"sum above 1", "D?(0.5: 1, 0.75: 2)", 1, "tree.chance_sum", "the probabilities of this chance node add up to 5/4, not 1"},
		{"inner sum", "?(1/2: 1, 1/2: ?(1/2: 1))", 15, "tree.chance_sum", "the probabilities of this chance node add up to 1/2, not 1"},
		{"zero", "?(0: 1, 1: 2)", 2, "tree.chance_prob", "0 is not a probability: write a fraction such as 1/2 or a decimal such as 0.25, above 0 and at most 1"},
		{"above 1", "?(3/2: 1)", 2, "tree.chance_prob", "3/2 is not a probability: write a fraction such as 1/2 or a decimal such as 0.25, above 0 and at most 1"},
		{"negative", "?(1/2: 1, -1/2: 2)", 10, "tree.chance_prob", "-1/2 is not a probability: write a fraction such as 1/2 or a decimal such as 0.25, above 0 and at most 1"},
		{"zero denominator", "?(1/0: 1)", 2, "tree.chance_prob", "1/0 is not a probability: write a fraction such as 1/2 or a decimal such as 0.25, above 0 and at most 1"},
		{"two slashes", "?(1/2/3: 1)", 2, "tree.chance_prob", "1/2/3 is not a probability: write a fraction such as 1/2 or a decimal such as 0.25, above 0 and at most 1"},
		{"decimal fraction", "?(0.5/1: 1)", 2, "tree.chance_prob", "0.5/1 is not a probability: write a fraction such as 1/2 or a decimal such as 0.25, above 0 and at most 1"},
		{"trailing point", "?(1.: 1)", 2, "tree.chance_prob", "1. is not a probability: write a fraction such as 1/2 or a decimal such as 0.25, above 0 and at most 1"},
		{"missing", "?(B(3,5), 1/2: 4)", 2, "tree.chance_missing", "each outcome of a chance node needs its probability before it, as in ?(1/2: B(3,5), 1/2: 4)"},
		{"missing leaf", "?(1/2: 3, 4)", 10, "tree.chance_missing", "each outcome of a chance node needs its probability before it, as in ?(1/2: B(3,5), 1/2: 4)"},
		{"missing named", "?(1/2: 3, X:4)", 10, "tree.chance_missing", "each outcome of a chance node needs its probability before it, as in ?(1/2: B(3,5), 1/2: 4)"},
		{"missing chance", "?(1/2: 3, ?(1: 4))", 10, "tree.chance_missing", "each outcome of a chance node needs its probability before it, as in ?(1/2: B(3,5), 1/2: 4)"},
		{"under a decision", "A(1/2: B(3,5), 1/2: C(2,9))", 2, "tree.chance_unexpected", "probability 1/2 outside a chance node: only the outcomes of ?(...) have probabilities"},
		{"decimal under a decision", "(3, 0.5: 4)", 4, "tree.chance_unexpected", "probability 0.5 outside a chance node: only the outcomes of ?(...) have probabilities"},
		{"colon under a decision", "(3, 1 : 4)", 4, "tree.chance_unexpected", "probability 1 outside a chance node: only the outcomes of ?(...) have probabilities"},
		{"at the root", "1/2: 3", 0, "tree.chance_unexpected", "probability 1/2 outside a chance node: only the outcomes of ?(...) have probabilities"},
		{"two probabilities", "?(1/2: 1/2: 3, 1/2: 4)", 7, "tree.chance_unexpected", "probability 1/2 outside a chance node: only the outcomes of ?(...) have probabilities"},
		{"no colon", "?(1/2 3, 1/2: 4)", 6, "tree.chance_colon", "expected ':' after the probability 1/2 but found '3'"},
		{"empty", "A(?(), 1)", 2, "tree.chance_empty", "a chance node '?' needs its outcomes in parentheses, each with its probability, as in ?(1/2: 3, 1/2: 5)"},
		{"no parenthesis", "A(B?, 1)", 3, "tree.chance_empty", "a chance node '?' needs its outcomes in parentheses, each with its probability, as in ?(1/2: 3, 1/2: 5)"},
		{"alone", "?", 0, "tree.chance_empty", "a chance node '?' needs its outcomes in parentheses, each with its probability, as in ?(1/2: 3, 1/2: 5)"},
		{"too fine", "?(1/2097152: 1, 2097151/2097152: 2)", 2, "tree.chance_scale", "the probabilities are too fine: the tree's values would need a common denominator above 1,048,576; use simpler fractions"},
		{"too fine a line", "?(1/1024: 1, 1023/1024: ?(1/2048: 1, 2047/2048: 2))", 13, "tree.chance_scale", "the probabilities are too fine: the tree's values would need a common denominator above 1,048,576; use simpler fractions"},
		{"too fine together", "(?(1/1024: 1, 1023/1024: 2), ?(1/1023: 1, 1022/1023: 2), ?(1/5: 1, 4/5: 2))", 57, "tree.chance_scale", "the probabilities are too fine: the tree's values would need a common denominator above 1,048,576; use simpler fractions"},
		{"unclosed", "?(1/2: 3, 1/2", 13, "tree.unclosed", "unexpected end of input: 1 '(' not closed"},
		{"unclosed after ?", "(?", 2, "tree.unclosed", "unexpected end of input: 1 '(' not closed"},
		{"a point alone", "(.)", 1, "tree.expected_node", "expected a number, a name or '(' but found '.'"},
		{"a decimal leaf", "(3, 0.5)", 5, "tree.expected_close", "expected ')' or ',' but found '.'"},
		{"a fraction leaf", "(1/2, 3)", 2, "tree.expected_close", "expected ')' or ',' but found '/'"},
		{"a decimal leaf starting with a point", "(3, .5)", 4, "tree.expected_node", "expected a number, a name or '(' but found '.'"},
		{"trailing comma", "?(1: 3,)", 7, "tree.expected_node", "expected a number, a name or '(' but found ')'"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			g, err := ParseTree(tc.in, Options{})
			assert.Nil(t, g)
			var pe *ParseError
			require.True(t, errors.As(err, &pe), "error %v", err)
			assert.Equal(t, tc.code, pe.Code())
			assert.Equal(t, tc.msg, pe.Detail.Error())
			assert.Equal(t, tc.offset, pe.Offset, "at %q", tc.in[min(pe.Offset, len(tc.in)):])
		})
	}
}

func TestChanceRoundTripEveryNode(t *testing.T) {
	t.Parallel()
	for _, in := range []string{
		"A(?(1/2: B(3,5), 1/2: C(2,9)))",
		"A(D?(0.25: 4, 0.75: B(1,7)))",
		"?(2/6: 1, 2/3: X:5)",
		"? ( 1/2 : 3 1/2 : ?(1/3: 3, 2/3: 6) )",
		"A(D?(1/2: D1:1, 1/2: 2), D1_2(?(1: 4)))",
		"rn-chance",
		"random:b=3,d=5,chance=1,seed=4",
	} {
		t.Run(in, func(t *testing.T) {
			t.Parallel()
			g := treeParse(t, in)
			treeWalk(g, func(g *Tree) {
				pos := g.Position()
				sub := treeParse(t, pos)
				assert.Equal(t, pos, sub.Position())
				assert.Equal(t, g.Name(), sub.Name())
				assert.Equal(t, g.AtChance(), sub.AtChance())
				assert.Equal(t, g.ValueScale(), sub.ValueScale())
			})
		})
	}
}

func TestChanceNoAllocs(t *testing.T) {
	g := treeParse(t, "A(?(1/2: B(?(1/4: C(1,2), 3/4: 3), 4), 1/2: 5))")
	buf := make([]Move, 0, 8)
	allocs := testing.AllocsPerRun(1000, func() {
		buf = g.Moves(buf[:0])
		g.Play(buf[0])
		g.AtChance()
		g.Probability(1)
		g.MaxToMove()
		g.ValueScale()
		g.HasChance()
		g.Play(1)
		g.Result()
		g.CurrentIsMax()
		g.Undo(1)
		g.Undo(buf[0])
		g.ValueBounds()
	})
	assert.Zero(t, allocs)
}
