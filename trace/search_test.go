package trace_test

import (
	"cmp"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

// newGame parses a position, failing the test on error.
func newGame(t testing.TB, game, pos string, opt games.Options) trace.Game {
	t.Helper()
	g, err := games.New(game, pos, opt)
	require.NoError(t, err, "%s %q", game, pos)
	return g.(trace.Game)
}

func search(t testing.TB, g trace.Game, opt trace.Options) *trace.Trace {
	t.Helper()
	tr, err := trace.Search(g, opt)
	require.NoError(t, err)
	return tr
}

// prunedLabels lists the labels of the pruned leaves, in order.
func prunedLabels(tr *trace.Trace) []string {
	var out []string
	children := tr.Children()
	for _, n := range tracetest.Nodes(tr) {
		if n.Kind == trace.Pruned && children.Count(n.ID) == 0 {
			out = append(out, n.Label)
		}
	}
	return out
}

// allOptions are option sets that must not change a full-depth search's value
// (expectiminimax's forms are minimax and alpha-beta on these games without chance).
func allOptions() []trace.Options {
	var out []trace.Options
	for _, a := range exactSearches() {
		for _, o := range []trace.Options{
			{},
			{Order: true},
			{TT: trace.TTBounds},
			{Order: true, TT: trace.TTBounds},
			{Iterative: true},
			{Iterative: true, TT: trace.TTBounds, Order: true},
			{FailHard: true},
			{FailHard: true, TT: trace.TTBounds, Order: true},
			{FailCourse: true},
			{FailCourse: true, TT: trace.TTBounds, Order: true},
			{FailCourse: true, Iterative: true, TT: trace.TTBounds},
		} {
			if a.Algorithm == trace.Expectiminimax && !o.Order && o.TT == trace.TTOff && o != (trace.Options{}) {
				continue // expectiminimax (minimax or alpha-beta here): fewer sets, for time
			}
			out = append(out, withSearch(o, a))
		}
	}
	return out
}

func optName(o trace.Options) string {
	return fmt.Sprintf("%s order=%v tt=%v iter=%v hard=%v course=%v", searchName(o), o.Order, o.TT, o.Iterative, o.FailHard, o.FailCourse)
}

func TestTextbookTrees(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pos             string
		algo                  trace.Algorithm
		value                 int
		best                  string
		pruned                []string
		nodes, leafs, cutoffs int64
	}{
		{"textbook minimax", "textbook", trace.Minimax, 3, "B", nil, 10, 6, 0},
		{"textbook negamax", "textbook", trace.Negamax, 3, "B", nil, 10, 6, 0},
		{"textbook alphabeta", "textbook", trace.AlphaBeta, 3, "B", []string{"9", "7"}, 8, 4, 2},
		{"textbook negamax-alphabeta", "textbook", trace.NegamaxAlphaBeta, 3, "B", []string{"9", "7"}, 8, 4, 2},
		{"figure 5.2 minimax", "figure-5.2", trace.Minimax, 3, "B", nil, 13, 9, 0},
		// D(14,5,2) reaches β=2 ≤ α=3 only at its last child: nothing left to prune.
		{"figure 5.2 alphabeta", "figure-5.2", trace.AlphaBeta, 3, "B", []string{"4", "6"}, 11, 7, 1},
		{"figure 5.2 negamax-alphabeta", "A(B(3,12,8),C(2,4,6),D(14,5,2))", trace.NegamaxAlphaBeta, 3, "B", []string{"4", "6"}, 11, 7, 1},
		{"written textbook", "((3,5),(2,9),(0,7))", trace.AlphaBeta, 3, "B", []string{"9", "7"}, 8, 4, 2},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tr := search(t, newGame(t, "tree", tc.pos, games.Options{}), trace.Options{Algorithm: tc.algo, Record: true})
			require.True(t, tr.Complete)
			assert.Equal(t, tc.value, tr.Value)
			assert.Equal(t, tc.best, tr.BestMove)
			assert.Equal(t, tc.pruned, prunedLabels(tr))
			assert.Equal(t, tc.nodes, tr.Stats.Nodes)
			assert.Equal(t, tc.leafs, tr.Stats.Leaves)
			assert.Equal(t, tc.cutoffs, tr.Stats.Cutoffs)
		})
	}
}

func TestFigure52PrunesUnderC(t *testing.T) {
	t.Parallel()
	tr := search(t, newGame(t, "tree", "figure-5.2", games.Options{}), trace.Options{Algorithm: trace.AlphaBeta, Record: true})
	for _, n := range tracetest.Nodes(tr) {
		if n.Kind == trace.Pruned {
			assert.Equal(t, "C", tracetest.Nodes(tr)[n.Parent].Label, "pruned %s", n.Label)
		}
	}
}

func TestTextbookSteps(t *testing.T) {
	t.Parallel()
	tr := search(t, newGame(t, "tree", "textbook", games.Options{}), trace.Options{Algorithm: trace.AlphaBeta, Record: true})
	first := -1
	for i, s := range tracetest.Steps(tr) {
		if s.Kind == trace.StepCutoff {
			first = i
			break
		}
	}
	require.GreaterOrEqual(t, first, 0, "no cutoff recorded")
	s := tracetest.Steps(tr)[first]
	assert.Equal(t, "C", tracetest.Nodes(tr)[s.Node].Label)
	assert.Equal(t, "β=2 ≤ α=3", tr.CutoffRule(first))
	assert.Equal(t, "9", tracetest.Nodes(tr)[s.Child].Label)

	st := tr.States(first)
	assert.True(t, st[s.Child].Reached && st[s.Child].Cut, "the pruned leaf shows as cut at the cutoff")
	assert.False(t, tr.States(first - 1)[s.Child].Reached, "not before")
	assert.True(t, st[s.Node].Open, "C is still on the call stack")
	assert.Equal(t, 3, st[s.Node].Alpha)
	assert.Equal(t, 2, st[s.Node].Beta)
	root := st[0]
	assert.True(t, root.Open)
	assert.Equal(t, 3, root.Value, "the root has backed up B's 3")

	end := tr.States(len(tracetest.Steps(tr)) - 1)
	for i, n := range end {
		assert.True(t, n.Reached, "node %d reached by the end", i)
		assert.False(t, n.Open, "node %d closed at the end", i)
	}
	assert.Equal(t, trace.StepEnter, tracetest.Steps(tr)[0].Kind)
	assert.Equal(t, trace.StepReturn, tracetest.Steps(tr)[len(tracetest.Steps(tr))-1].Kind)
}

func TestRootMin(t *testing.T) {
	t.Parallel()
	for _, a := range exactSearches() {
		tr := search(t, newGame(t, "tree", "((3,5),(2,9),(0,7))", games.Options{RootMin: true}), withSearch(trace.Options{Record: true}, a))
		what := searchName(a)
		assert.Equal(t, trace.Min, tr.RootPlayer, what)
		// MIN picks min over MAX nodes: max(3,5)=5, max(2,9)=9, max(0,7)=7 -> 5.
		assert.Equal(t, 5, tr.Value, what)
		assert.Equal(t, -5, tr.Score, what)
		assert.Equal(t, "B", tr.BestMove, what)
	}
}

func TestTicTacToeFullMinimax(t *testing.T) {
	t.Parallel()
	tr := search(t, newGame(t, "tictactoe", "", games.Options{}), trace.Options{Algorithm: trace.Minimax})
	assert.Equal(t, int64(549946), tr.Stats.Nodes, "positions entered, root included")
	assert.Equal(t, int64(255168), tr.Stats.Leaves, "finished games")
	assert.Equal(t, 0, tr.Value, "a draw")
	assert.Empty(t, tr.Stopped)
}

// reachable returns distinct tic-tac-toe positions reachable from the empty board
// with at least 2 stones (finished ones included), chosen at random with a fixed seed.
// The empty board has its own test.
func reachable(t testing.TB, n int) []string {
	rng := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	var out []string
	for len(out) < n {
		g := newGame(t, "tictactoe", "", games.Options{}).(games.Game)
		plies := 2 + rng.IntN(7)
		for i := 0; i < plies; i++ {
			if over, _ := g.Result(); over {
				break
			}
			ms := g.Moves(nil)
			g.Play(ms[rng.IntN(len(ms))])
		}
		if p := g.Position(); !seen[p] {
			seen[p] = true
			out = append(out, p)
		}
	}
	return out
}

// TestTicTacToeAllAlgorithmsAgree runs every algorithm with every option set on 300
// random positions (30 of them, spread over the list, unless -long).
func TestTicTacToeAllAlgorithmsAgree(t *testing.T) {
	t.Parallel()
	positions := testsize.Pick(reachable(t, 300), 30)
	for _, pos := range positions {
		want := search(t, newGame(t, "tictactoe", pos, games.Options{}), trace.Options{Algorithm: trace.Minimax})
		for _, o := range allOptions() {
			got := search(t, newGame(t, "tictactoe", pos, games.Options{}), o)
			if !assert.Equal(t, want.Value, got.Value, "%s %s", pos, optName(o)) {
				return
			}
			// Plain scores keep who wins, not how fast.
			o.PlainScores = true
			plain := search(t, newGame(t, "tictactoe", pos, games.Options{}), o)
			assert.Equal(t, cmp.Compare(want.Value, 0), plain.Value, "%s %s plain", pos, optName(o))
		}
	}
}

func TestNaiveMemoIsWrongUnderAlphaBeta(t *testing.T) {
	t.Parallel()
	wrongNaive, wrongBounds := 0, 0
	for _, pos := range reachable(t, 300) {
		want := search(t, newGame(t, "tictactoe", pos, games.Options{}), trace.Options{Algorithm: trace.Minimax})
		naive := search(t, newGame(t, "tictactoe", pos, games.Options{}), trace.Options{Algorithm: trace.AlphaBeta, TT: trace.TTNaive})
		bounds := search(t, newGame(t, "tictactoe", pos, games.Options{}), trace.Options{Algorithm: trace.AlphaBeta, TT: trace.TTBounds})
		if naive.Value != want.Value {
			wrongNaive++
		}
		if bounds.Value != want.Value {
			wrongBounds++
		}
		// Without pruning every stored value is exact, so a plain memo is right.
		memo := search(t, newGame(t, "tictactoe", pos, games.Options{}), trace.Options{Algorithm: trace.Minimax, TT: trace.TTNaive})
		assert.Equal(t, want.Value, memo.Value, pos)
	}
	assert.Zero(t, wrongBounds, "a table that keeps bound types is always right")
	assert.Positive(t, wrongNaive, "memoising alpha-beta's bounds as exact values gives wrong answers")
	t.Logf("naive memo under alpha-beta: %d wrong values out of 300 positions", wrongNaive)
}

func TestFasterWins(t *testing.T) {
	t.Parallel()
	// Find positions with an immediate win for the side to move; with the default
	// scores the search always takes one, with plain +1/0/-1 scores it sometimes
	// prefers a slower win that comes first in move order (the tutorial's complaint).
	slower := 0
	checked := 0
	for _, pos := range reachable(t, 2000) {
		g := newGame(t, "tictactoe", pos, games.Options{})
		immediate := map[string]bool{}
		for _, m := range g.Moves(nil) {
			g.Play(m)
			if over, score := g.Result(); over && score < 0 {
				g.Undo(m)
				immediate[g.MoveName(m)] = true
				continue
			}
			g.Undo(m)
		}
		if len(immediate) == 0 {
			continue
		}
		checked++
		fast := search(t, g, trace.Options{Algorithm: trace.Minimax})
		assert.True(t, immediate[fast.BestMove], "%s: took %s", pos, fast.BestMove)
		plain := search(t, g, trace.Options{Algorithm: trace.Minimax, PlainScores: true})
		if !immediate[plain.BestMove] {
			slower++
		}
	}
	require.Positive(t, checked)
	assert.Positive(t, slower, "plain scores let the machine miss an immediate win")
	t.Logf("%d positions with an immediate win; with plain scores the machine plays a slower one in %d", checked, slower)
}

func TestStones(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 40; n++ {
		for _, a := range exactSearches() {
			tr := search(t, newGame(t, "stones", fmt.Sprint(n), games.Options{}), withSearch(trace.Options{TT: trace.TTBounds}, a))
			loses := tr.Score < 0
			assert.Equal(t, n%4 == 0, loses, "n=%d %s score %d", n, searchName(a), tr.Score)
		}
	}
}

func TestConnect4FullWidthCounts(t *testing.T) {
	t.Parallel()
	// Positions entered below the root by a full-width search to depth d.
	want := []int64{7, 56, 399, 2800, 19607}
	for d, n := range want {
		tr := search(t, newGame(t, "connect4", "", games.Options{}), trace.Options{Algorithm: trace.Minimax, Depth: d + 1})
		assert.Equal(t, n, tr.Stats.Nodes-1, "depth %d", d+1)
	}
}

// TestConnect4EndGames solves the 1,000 end-game positions of Test_L3_R1 (100 of them,
// spread over the set, unless -long).
func TestConnect4EndGames(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../testdata/connect4/Test_L3_R1")
	require.NoError(t, err)
	lines := strings.Split(strings.TrimSpace(string(data)), "\n")
	require.Len(t, lines, 1000)
	for _, line := range testsize.Pick(lines, 100) {
		fields := strings.Fields(line)
		require.Len(t, fields, 2)
		var want int
		_, err := fmt.Sscan(fields[1], &want)
		require.NoError(t, err)
		tr := search(t, newGame(t, "connect4", fields[0], games.Options{}),
			trace.Options{Algorithm: trace.NegamaxAlphaBeta, Order: true, TT: trace.TTBounds, TTSize: 1 << 16})
		if !assert.Equal(t, want, tr.Score, fields[0]) {
			return
		}
	}
}

// TestRandomTreesAgree runs every algorithm with every option set on 200 random trees
// (the first 24 unless -long: the shapes repeat every 12 seeds).
func TestRandomTreesAgree(t *testing.T) {
	t.Parallel()
	for seed := int64(1); seed <= int64(testsize.Count(24, 200)); seed++ {
		b, d := 2+int(seed%3), 2+int(seed%4)
		pos := fmt.Sprintf("random:b=%d,d=%d,min=-20,max=20,seed=%d", b, d, seed)
		want := search(t, newGame(t, "tree", pos, games.Options{}), trace.Options{Algorithm: trace.Minimax})
		for _, o := range allOptions() {
			got := search(t, newGame(t, "tree", pos, games.Options{}), o)
			if !assert.Equal(t, want.Value, got.Value, "%s %s", pos, optName(o)) {
				return
			}
		}
	}
}

func TestKnuthMooreBestOrder(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ b, d int }{{2, 2}, {2, 3}, {2, 6}, {3, 3}, {3, 4}, {4, 5}, {5, 4}, {10, 3}} {
		for seed := 1; seed <= 5; seed++ {
			pos := fmt.Sprintf("random:b=%d,d=%d,min=-1000000000,max=1000000000,seed=%d,order=best", tc.b, tc.d, seed)
			want := pow(tc.b, (tc.d+1)/2) + pow(tc.b, tc.d/2) - 1
			for _, a := range []trace.Algorithm{trace.AlphaBeta, trace.NegamaxAlphaBeta} {
				tr := search(t, newGame(t, "tree", pos, games.Options{}), trace.Options{Algorithm: a})
				assert.Equal(t, int64(want), tr.Stats.Leaves, "%s %s", pos, a)
			}
		}
	}
}

func pow(b, e int) int {
	r := 1
	for ; e > 0; e-- {
		r *= b
	}
	return r
}

func TestIterativeDeepening(t *testing.T) {
	t.Parallel()
	g := newGame(t, "connect4", "4453", games.Options{})
	flat := search(t, g, trace.Options{Algorithm: trace.NegamaxAlphaBeta, Depth: 6, Order: true, TT: trace.TTBounds})
	it := search(t, g, trace.Options{Algorithm: trace.NegamaxAlphaBeta, Depth: 6, Order: true, TT: trace.TTBounds, Iterative: true, Record: true})
	assert.Equal(t, flat.Value, it.Value)
	require.Len(t, it.Iterations, 6)
	for i, x := range it.Iterations {
		assert.Equal(t, i+1, x.Depth)
	}
	// The recorded (last) iteration tried the previous iteration's best move first.
	first := tracetest.Nodes(it)[1]
	assert.Equal(t, int32(0), first.Parent)
	assert.Equal(t, it.Iterations[4].BestMove, first.Move)
	assert.Equal(t, "4453", g.(games.Game).Position(), "the game is left as it was")
}

func TestIterativeStopsWhenExact(t *testing.T) {
	t.Parallel()
	tr := search(t, newGame(t, "tictactoe", "XO.XO....", games.Options{}), trace.Options{Algorithm: trace.AlphaBeta, Iterative: true})
	require.True(t, tr.Complete)
	assert.Less(t, len(tr.Iterations), 6, "stops once no position was cut at the depth limit")
	assert.Equal(t, search(t, newGame(t, "tictactoe", "XO.XO....", games.Options{}), trace.Options{}).Value, tr.Value)
}

func TestDepthLimitUsesEvaluation(t *testing.T) {
	t.Parallel()
	tr := search(t, newGame(t, "connect4", "", games.Options{}), trace.Options{Algorithm: trace.AlphaBeta, Depth: 2, Record: true})
	horizon := 0
	for _, n := range tracetest.Nodes(tr) {
		if n.Kind == trace.Horizon {
			horizon++
			assert.Equal(t, int16(2), n.Depth)
		}
	}
	assert.Positive(t, horizon)
	assert.Equal(t, "4", tr.BestMove, "the course heuristic likes the centre")
}

func TestWinsBeatEvaluations(t *testing.T) {
	t.Parallel()
	// X to move wins at once in column 4 (three stacked). Depth-limited, the course
	// heuristic's millions must not outweigh the win.
	for _, eval := range []string{"course", "better"} {
		tr := search(t, newGame(t, "connect4", "414141", games.Options{Eval: eval}), trace.Options{Algorithm: trace.AlphaBeta, Depth: 3})
		assert.Equal(t, "4", tr.BestMove, eval)
		assert.Equal(t, "win 18", trace.FormatValue(tr.Value), eval)
		assert.Equal(t, 18, tr.Score, eval)
	}
}

func TestBudgetStopsCleanly(t *testing.T) {
	t.Parallel()
	g := newGame(t, "tictactoe", "", games.Options{})
	tr := search(t, g, trace.Options{Algorithm: trace.Minimax, MaxNodes: 1000, Record: true})
	assert.Contains(t, tr.Stopped, "node budget of 1000")
	assert.LessOrEqual(t, tr.Stats.Nodes, int64(1000))
	assert.LessOrEqual(t, len(tracetest.Nodes(tr)), 1000)
	var unfinished int
	for _, n := range tracetest.Nodes(tr) {
		if n.Kind == trace.Unfinished {
			unfinished++
			if n.HasValue {
				assert.NotEqual(t, trace.Exact, n.Bound, "an unfinished node's value is only a bound")
			}
		}
	}
	assert.Positive(t, unfinished, "the open nodes are marked unfinished")
	assert.Equal(t, trace.StepStop, tracetest.Steps(tr)[len(tracetest.Steps(tr))-1].Kind)
	assert.Equal(t, ".........", g.(games.Game).Position(), "the game is left as it was")

	tl := search(t, newGame(t, "connect4", "", games.Options{}), trace.Options{Algorithm: trace.Minimax, TimeLimit: 20 * time.Millisecond})
	assert.Contains(t, tl.Stopped, "time limit")
}

func TestBudgetKeepsPartialRootResult(t *testing.T) {
	t.Parallel()
	// The first root moves finish well within the budget: the result says what it knows.
	tr := search(t, newGame(t, "tree", "textbook", games.Options{}), trace.Options{Algorithm: trace.Minimax, MaxNodes: 7})
	assert.NotEmpty(t, tr.Stopped)
	assert.False(t, tr.Complete)
	assert.True(t, tr.HasValue)
	assert.Equal(t, trace.Lower, tr.ValueBound)
	assert.Equal(t, "B", tr.BestMove)
	empty := search(t, newGame(t, "tictactoe", "", games.Options{}), trace.Options{Algorithm: trace.Minimax, MaxNodes: 5})
	assert.False(t, empty.HasValue, "no root move finished")
}

func TestBadOptions(t *testing.T) {
	t.Parallel()
	g := newGame(t, "tree", "textbook", games.Options{})
	for _, o := range []trace.Options{{Algorithm: "bogus"}, {Depth: -1}, {MaxNodes: -1}, {TimeLimit: -1}} {
		_, err := trace.Search(g, o)
		assert.Error(t, err, "%+v", o)
	}
}

func TestFailSoftKeepsValueBeyondBound(t *testing.T) {
	t.Parallel()
	hard := search(t, newGame(t, "tree", "textbook", games.Options{}), trace.Options{Algorithm: trace.AlphaBeta, FailHard: true, Record: true})
	soft := search(t, newGame(t, "tree", "textbook", games.Options{}), trace.Options{Algorithm: trace.AlphaBeta, Record: true})
	nodeC := func(tr *trace.Trace) tracetest.Node {
		for _, n := range tracetest.Nodes(tr) {
			if n.Label == "C" {
				return n
			}
		}
		t.Fatal("no C")
		return tracetest.Node{}
	}
	assert.Equal(t, 3, nodeC(hard).Value, "fail-hard returns alpha")
	assert.Equal(t, 2, nodeC(soft).Value, "fail-soft returns what it found")
	assert.Equal(t, trace.Upper, nodeC(soft).Bound)
}

func TestNoAllocationsPerNode(t *testing.T) {
	for _, o := range []trace.Options{
		{Algorithm: trace.Minimax},
		{Algorithm: trace.NegamaxAlphaBeta, Order: true, TT: trace.TTBounds, TTSize: 1 << 12},
		{Algorithm: trace.AlphaBeta, Iterative: true, Order: true},
		{Algorithm: trace.Expectiminimax, Star1: true, NegamaxForm: true, Order: true, TT: trace.TTBounds, TTSize: 1 << 12, ChanceLow: -100, ChanceHigh: 100},
	} {
		g := newGame(t, "tictactoe", "", games.Options{})
		var nodes int64
		allocs := testing.AllocsPerRun(2, func() {
			tr, _ := trace.Search(g, o)
			nodes = tr.Stats.Nodes
		})
		require.Greater(t, nodes, int64(2000))
		assert.Less(t, allocs, 150.0, "%s: %.0f allocations for %d nodes", optName(o), allocs, nodes)
	}
}

func ExampleSearch() {
	g, _ := games.New("tree", "((3,5),(2,9),(0,7))", games.Options{})
	tr, _ := trace.Search(g.(trace.Game), trace.Options{Algorithm: trace.AlphaBeta, Record: true})
	fmt.Println("value:", tr.Value, "best move:", tr.BestMove, "pv:", tr.PV)
	for k := range tracetest.Steps(tr) {
		if rule := tr.CutoffRule(k); rule != "" {
			fmt.Println("cutoff at", tracetest.Nodes(tr)[tracetest.Steps(tr)[k].Node].Label+":", rule)
		}
	}
	// Output:
	// value: 3 best move: B pv: [B B1]
	// cutoff at C: β=2 ≤ α=3
	// cutoff at D: β=0 ≤ α=3
}
