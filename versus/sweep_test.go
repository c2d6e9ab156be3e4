package versus

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// optimalCounts runs a sweep and gives each row's count of optimal moves, as
// "mcts" and "alphabeta" lists by budget.
func optimalCounts(t *testing.T, sp SweepSpec) map[string][]int {
	t.Helper()
	var streamed []SweepRow
	rows, err := Sweep(context.Background(), sp, func(r SweepRow) error { streamed = append(streamed, r); return nil })
	require.NoError(t, err)
	require.Equal(t, rows, streamed, "every row streamed, in order")
	require.Len(t, rows, 2*len(sp.Budgets))
	out := map[string][]int{}
	for i, r := range rows {
		assert.Equal(t, sp.Budgets[i/2], r.Budget)
		assert.Equal(t, Algos[i%2], r.Algo)
		assert.Equal(t, sp.Positions, r.Positions)
		assert.InDelta(t, float64(r.Optimal)/float64(r.Positions), r.Share, 1e-12)
		assert.LessOrEqual(t, r.MeanNodes, float64(r.Budget)+1, "the budget holds: %+v", r)
		out[r.Algo] = append(out[r.Algo], r.Optimal)
	}
	return out
}

// The sweep's counts are the same for the same seed: these exact numbers (the
// positions' and MCTS's seeds fixed).
func TestSweepGolden(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		game          string
		budgets       []int
		mcts, alpha   []int
		positionsSeen int
	}{
		{TicTacToe, []int{100, 300, 1000}, []int{35, 39, 39}, []int{39, 40, 40}, 40},
		{Connect4, []int{100, 1000}, []int{28, 36}, []int{32, 35}, 40},
	} {
		t.Run(tc.game, func(t *testing.T) {
			t.Parallel()
			sp := SweepSpec{Game: tc.game, Budgets: tc.budgets, Seed: 1, Positions: tc.positionsSeen}
			got := optimalCounts(t, sp)
			assert.Equal(t, tc.mcts, got[AlgoMCTS])
			assert.Equal(t, tc.alpha, got[AlgoAlphaBeta])
			assert.Equal(t, got, optimalCounts(t, sp), "the same seed, the same counts")
		})
	}
}

// On tic-tac-toe MCTS's share of optimal moves rises with its budget (never falls,
// and ends above where it began), and another seed gives other positions.
func TestMCTSShareRises(t *testing.T) {
	t.Parallel()
	got := optimalCounts(t, SweepSpec{Game: TicTacToe, Budgets: []int{30, 100, 300, 3000}, Seed: 1, Positions: 40})
	m := got[AlgoMCTS]
	for i := 1; i < len(m); i++ {
		assert.GreaterOrEqual(t, m[i], m[i-1], "%v", m)
	}
	assert.Greater(t, m[len(m)-1], m[0], "%v", m)
	assert.Equal(t, 40, m[len(m)-1], "3,000 iterations find an optimal move everywhere")

	a, err := TicTacToePositions(context.Background(), 1, 10)
	require.NoError(t, err)
	b, err := TicTacToePositions(context.Background(), 2, 10)
	require.NoError(t, err)
	assert.NotEqual(t, a, b)
}

func TestSweepRefuses(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		sp   SweepSpec
		code string
	}{
		{SweepSpec{Game: "chess", Budgets: []int{10}, Positions: 1}, "versus.game"},
		{SweepSpec{Game: TicTacToe, Positions: 1}, "versus.budgets"},
		{SweepSpec{Game: TicTacToe, Budgets: []int{0}, Positions: 1}, "versus.budget_range"},
		{SweepSpec{Game: TicTacToe, Budgets: []int{10}, Positions: 0}, "versus.positions"},
	} {
		_, err := Sweep(context.Background(), tc.sp, nil)
		assertCode(t, tc.code, err)
	}
	ok := SweepSpec{Game: Connect4, Budgets: []int{10}, Positions: 1}
	assert.NoError(t, ok.Check())
}

func TestParseBudgets(t *testing.T) {
	t.Parallel()
	b, err := ParseBudgets("100, 1_000,10000")
	require.NoError(t, err)
	assert.Equal(t, []int{100, 1000, 10000}, b)
	for s, code := range map[string]string{
		"":                              "versus.budgets",
		"100,x":                         "versus.budgets",
		"1,2,3,4,5,6,7,8,9,10,11,12,13": "versus.budgets",
		"0":                             "versus.budget_range",
		"2000000":                       "versus.budget_range",
	} {
		_, err := ParseBudgets(s)
		assertCode(t, code, err)
	}
}
