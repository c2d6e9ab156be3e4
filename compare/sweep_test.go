package compare

import (
	"context"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

func TestReferenceCounts(t *testing.T) {
	t.Parallel()
	tests := []struct {
		b, d                int
		minimal, full       int64
		minimalNodes, nodes int64
	}{
		{2, 1, 2, 2, 3, 3},
		{3, 4, 17, 81, 1 + 3 + 5 + 11 + 17, 121},
		{3, 5, 35, 243, 37 + 35, 364},
		{10, 2, 19, 100, 1 + 10 + 19, 111},
		{1, 7, 1, 1, 8, 8},
	}
	for _, tc := range tests {
		assert.Equal(t, tc.minimal, MinimalLeaves(tc.b, tc.d), "b=%d d=%d", tc.b, tc.d)
		assert.Equal(t, tc.full, FullLeaves(tc.b, tc.d))
		assert.Equal(t, tc.minimalNodes, MinimalNodes(tc.b, tc.d))
		assert.Equal(t, tc.nodes, FullNodes(tc.b, tc.d))
	}
}

// TestBestOrderIsTheMinimalTree: on a best-ordered uniform tree, alpha-beta (every
// form) evaluates exactly the Knuth–Moore minimal tree's leaves and visits its nodes,
// for every branching and depth swept and on every tree.
func TestBestOrderIsTheMinimalTree(t *testing.T) {
	t.Parallel()
	for b := 1; b <= 5; b++ {
		to := 6
		for FullNodes(b, to) > games.MaxTreeNodes {
			to--
		}
		t.Run(fmt.Sprintf("b=%d", b), func(t *testing.T) {
			t.Parallel()
			res := sweep(t, "alphabeta,negamax-alphabeta,alphabeta+fail-hard,alphabeta+order", SweepSpec{Problem: trace.Params{Game: "tree"},
				From: 1, To: to, Branching: b, Ordering: "best", Trees: 20, Seed: 7})
			for _, s := range res.Series {
				for i, d := range res.Depths {
					// a mean equal to the formula over trees each at least the formula
					// (nothing proves the root's value with fewer) is the formula on each
					assert.Equal(t, float64(MinimalLeaves(b, d)), *s.Leaves[i], "%s b=%d d=%d leaves", s.Algo, b, d)
					assert.Equal(t, float64(MinimalNodes(b, d)), *s.Nodes[i], "%s b=%d d=%d nodes", s.Algo, b, d)
				}
			}
			assert.Equal(t, res.Minimal[len(res.Minimal)-1], MinimalLeaves(b, to))
		})
	}
	// and tree by tree, on ties too (leaf values 0..9): ties never cut below the minimal tree
	for seed := int64(1); seed <= 50; seed++ {
		tr, err := games.RandomTree(3, 4, 0, 9, seed, "best")
		require.NoError(t, err)
		r, err := trace.Search(tr, trace.Options{Algorithm: trace.AlphaBeta})
		require.NoError(t, err)
		assert.Equal(t, MinimalLeaves(3, 4), r.Stats.Leaves, "seed %d", seed)
	}
}

// TestRandomOrderMean: random-order alpha-beta on b=3, d=4 with distinct leaf values
// evaluates about 45.3 leaves on average (published Monte Carlo figure). 20,000 trees
// give 45.23 (sd 9.2); 1,000 trees have a standard error of 0.29.
func TestRandomOrderMean(t *testing.T) {
	t.Parallel()
	res := sweep(t, "minimax,alphabeta", SweepSpec{Problem: trace.Params{Game: "tree"},
		From: 4, To: 4, Branching: 3, Ordering: "random", Trees: 1000, Seed: 1})
	assert.Equal(t, 81.0, *res.Series[0].Leaves[0], "minimax sees every leaf")
	mean := *res.Series[1].Leaves[0]
	// 1.0 is over three standard errors (0.29): the seed is fixed, so the mean is too,
	// and the tolerance only says how close to the published figure it must be
	assert.InDelta(t, 45.3, mean, 1.0, "random-order alpha-beta, b=3 d=4")
	assert.Greater(t, mean, float64(res.Minimal[0]))
	assert.Less(t, mean, float64(res.Full[0]))
	assert.Equal(t, 0, res.Redrawn)
}

// TestTiesCutMore: with leaf values 0..9 two leaves often tie, and a tie with the
// bound cuts too (v ≥ β), so random-order alpha-beta evaluates fewer leaves than with
// distinct values (40.6 against 45.2 on b=3, d=4, 10,000 trees).
func TestTiesCutMore(t *testing.T) {
	t.Parallel()
	mean := map[string]float64{}
	for _, values := range []string{"distinct", "0..9", "0..1"} {
		res := sweep(t, "alphabeta", SweepSpec{Problem: trace.Params{Game: "tree"},
			From: 4, To: 4, Branching: 3, Trees: 1000, Seed: 1, Values: values})
		mean[values] = *res.Series[0].Leaves[0]
		assert.Equal(t, values, res.Values)
	}
	assert.InDelta(t, 40.6, mean["0..9"], 1.0, "as TestRandomOrderMean: over three standard errors of 1,000 trees")
	assert.Less(t, mean["0..9"], mean["distinct"]-2)
	assert.Less(t, mean["0..1"], mean["0..9"], "two values tie most")
}

func TestParseValues(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in     string
		lo, hi int
		ok     bool
	}{
		{"", 0, 0, true}, {"Distinct", 0, 0, true}, {"0..9", 0, 9, true}, {" -9 .. 9 ", -9, 9, true},
		{"3", 0, 0, false}, {"9..0", 0, 0, false}, {"5..5", 0, 0, false}, {"0..2000000000", 0, 0, false}, {"a..b", 0, 0, false},
	} {
		lo, hi, err := ParseValues(tc.in)
		if !tc.ok {
			c, coded := msg.Find(err)
			require.True(t, coded, tc.in)
			assert.Equal(t, "compare.values", c.Code())
			continue
		}
		require.NoError(t, err, tc.in)
		assert.Equal(t, [2]int{tc.lo, tc.hi}, [2]int{lo, hi}, tc.in)
	}
}

func TestWorstOrderSeesMore(t *testing.T) {
	t.Parallel()
	mean := map[string]float64{}
	for _, o := range Orderings {
		res := sweep(t, "alphabeta", SweepSpec{Problem: trace.Params{Game: "tree"},
			From: 3, To: 3, Branching: 3, Ordering: o, Trees: 100, Seed: 3})
		mean[o] = *res.Series[0].Leaves[0]
	}
	assert.Less(t, mean["best"], mean["random"])
	assert.Less(t, mean["random"], mean["worst"])
	assert.Equal(t, 27.0, mean["worst"], "depth 3 worst-first: no cutoff at all")
}

func TestSweepGame(t *testing.T) {
	t.Parallel()
	res := sweep(t, "minimax,alphabeta", SweepSpec{Problem: trace.Params{Game: "tictactoe"}, From: 1, To: 3})
	assert.Equal(t, []int{1, 2, 3}, res.Depths)
	assert.Equal(t, 1, res.Trees)
	assert.Empty(t, res.Minimal, "no uniform branching, no reference lines")
	// the empty board: 9, 9·8, 9·8·7 positions at the depth limit
	for i, want := range []float64{9, 72, 504} {
		assert.Equal(t, want, *res.Series[0].Leaves[i])
		assert.LessOrEqual(t, *res.Series[1].Leaves[i], want)
	}

	// a budget too small: the points are null, not an error
	res = sweep(t, "minimax,alphabeta", SweepSpec{Problem: trace.Params{Game: "connect4", Options: trace.Options{MaxNodes: 100}},
		From: 1, To: 4})
	assert.NotNil(t, res.Series[0].Nodes[0], "depth 1 fits")
	assert.Nil(t, res.Series[0].Nodes[3], "depth 4 (2,801 nodes) does not")
}

// sweep sweeps the algorithms listed (ParseAlgos) and fails the test on an error.
func sweep(t testing.TB, algos string, sp SweepSpec) *SweepResult {
	t.Helper()
	a, err := ParseAlgos(algos)
	require.NoError(t, err)
	sp.Algos = a
	res, err := Sweep(context.Background(), sp)
	require.NoError(t, err)
	return res
}

func TestSweepErrors(t *testing.T) {
	t.Parallel()
	algos, err := ParseAlgos("alphabeta")
	require.NoError(t, err)
	tree := trace.Params{Game: "tree"}
	tests := []struct {
		name string
		sp   SweepSpec
		code string
	}{
		{"no algos", SweepSpec{Problem: tree, From: 1, To: 2, Branching: 2}, "compare.algos_none"},
		{"depth 0", SweepSpec{Problem: tree, From: 0, To: 2, Branching: 2, Algos: algos}, "compare.depths_range"},
		{"reversed", SweepSpec{Problem: tree, From: 3, To: 2, Branching: 2, Algos: algos}, "compare.depths_range"},
		{"too deep", SweepSpec{Problem: tree, From: 1, To: 13, Branching: 2, Algos: algos}, "compare.depths_range"},
		{"trees", SweepSpec{Problem: tree, From: 1, To: 2, Branching: 2, Trees: -1, Algos: algos}, "compare.trees"},
		{"ordering", SweepSpec{Problem: tree, From: 1, To: 2, Branching: 2, Ordering: "sideways", Algos: algos}, "compare.ordering"},
		{"branching", SweepSpec{Problem: tree, From: 1, To: 2, Branching: 11, Algos: algos}, "compare.branching"},
		{"too many nodes", SweepSpec{Problem: tree, From: 1, To: 6, Branching: 10, Algos: algos}, "random.too_many_nodes"},
		{"position", SweepSpec{Problem: trace.Params{Game: "tree", Position: "textbook"}, From: 1, To: 2, Branching: 2, Algos: algos}, "compare.sweep_position"},
		{"work", SweepSpec{Problem: tree, From: 1, To: 6, Branching: 3, Trees: 1000, MaxWork: 100_000, Algos: algos}, "compare.sweep_too_big"},
		{"game", SweepSpec{Problem: trace.Params{Game: "chess"}, From: 1, To: 2, Algos: algos}, "game.unknown"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			_, err := Sweep(context.Background(), tc.sp)
			require.Error(t, err)
			c, ok := msg.Find(err)
			require.True(t, ok, "coded: %v", err)
			assert.Equal(t, tc.code, c.Code())
		})
	}
}

func TestParseDepths(t *testing.T) {
	t.Parallel()
	tests := []struct {
		in       string
		from, to int
		code     string
	}{
		{"1..6", 1, 6, ""},
		{"depth=2..5", 2, 5, ""},
		{" depth = 3 ", 3, 3, ""},
		{"2-4", 2, 4, ""},
		{"0..3", 0, 0, "compare.depths_range"},
		{"5..2", 0, 0, "compare.depths_range"},
		{"1..13", 0, 0, "compare.depths_range"},
		{"width=1..3", 0, 0, "compare.depths"},
		{"one..two", 0, 0, "compare.depths"},
		{"", 0, 0, "compare.depths"},
	}
	for _, tc := range tests {
		from, to, err := ParseDepths(tc.in)
		if tc.code != "" {
			c, ok := msg.Find(err)
			require.True(t, ok, "%q: %v", tc.in, err)
			assert.Equal(t, tc.code, c.Code(), tc.in)
			continue
		}
		require.NoError(t, err, tc.in)
		assert.Equal(t, [2]int{tc.from, tc.to}, [2]int{from, to}, tc.in)
	}
}

func FuzzParseDepths(f *testing.F) {
	for _, s := range []string{"1..6", "depth=3", "2-4", "..", "-1..-2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		t.Parallel()
		from, to, err := ParseDepths(s)
		if err != nil {
			_, ok := msg.Find(err)
			require.True(t, ok)
			return
		}
		require.True(t, 1 <= from && from <= to && to <= MaxSweepDepth)
	})
}

func ExampleSweep() {
	algos, _ := ParseAlgos("minimax,alphabeta")
	res, _ := Sweep(context.Background(), SweepSpec{Problem: trace.Params{Game: "tree"},
		From: 1, To: 5, Branching: 3, Ordering: "best", Trees: 10, Seed: 1, Algos: algos})
	for i, d := range res.Depths {
		fmt.Printf("depth %d: minimax %3.0f leaves, alpha-beta %2.0f, minimal tree %2d\n",
			d, *res.Series[0].Leaves[i], *res.Series[1].Leaves[i], res.Minimal[i])
	}
	// Output:
	// depth 1: minimax   3 leaves, alpha-beta  3, minimal tree  3
	// depth 2: minimax   9 leaves, alpha-beta  5, minimal tree  5
	// depth 3: minimax  27 leaves, alpha-beta 11, minimal tree 11
	// depth 4: minimax  81 leaves, alpha-beta 17, minimal tree 17
	// depth 5: minimax 243 leaves, alpha-beta 35, minimal tree 35
}
