package trace_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

// nodePath names a recorded node by the moves from the root, so the nodes of two
// searches of one explicit tree can be matched whatever their order.
func nodePath(tr *trace.Trace, i int32) string {
	var parts []string
	for ; i > 0; i = tracetest.Nodes(tr)[i].Parent {
		parts = append(parts, tracetest.Nodes(tr)[i].Move)
	}
	return strings.Join(parts, "<")
}

// minimaxValues is the reference: plain minimax, recorded, gives every node of the
// whole tree its true value.
func minimaxValues(t *testing.T, pos string, opt games.Options) map[string]int {
	ref := search(t, newGame(t, "tree", pos, opt), trace.Options{Algorithm: trace.Minimax, Record: true})
	vals := map[string]int{}
	for i, n := range tracetest.Nodes(ref) {
		require.True(t, n.HasValue)
		require.Equal(t, trace.Exact, n.Bound, "minimax values are exact")
		vals[nodePath(ref, int32(i))] = n.Value
	}
	return vals
}

// provablyExact is the course's rule, written independently of the search: a leaf is
// exact; an inner node is exact when none of its children was pruned and every child's
// value is exact.
func provablyExact(tr *trace.Trace, kids trace.Children, i int32) bool {
	n := &tracetest.Nodes(tr)[i]
	if n.Kind == trace.Terminal || n.Kind == trace.Horizon {
		return true
	}
	if n.Kind != trace.Inner || !n.HasValue {
		return false
	}
	for _, c := range kids.Of(i) {
		if tracetest.Nodes(tr)[c].Kind == trace.Pruned || !tracetest.Nodes(tr)[c].HasValue || tracetest.Nodes(tr)[c].Bound != trace.Exact {
			return false
		}
	}
	return true
}

// TestBoundsAgainstMinimax is the property test of the values shown: on 1,000 random
// trees, with every alpha-beta form (fail-soft, fail-hard, the course's), a value shown as exact is the node's minimax
// value, "≤ v" and "≥ v" hold, and no node the rule proves exact is shown as a bound.
//
// Unless -long it takes the first 120 trees: the shapes, orders and root players repeat
// every 12 seeds.
func TestBoundsAgainstMinimax(t *testing.T) {
	t.Parallel()
	forms := []trace.Options{
		{Algorithm: trace.AlphaBeta},
		{Algorithm: trace.AlphaBeta, FailHard: true},
		{Algorithm: trace.NegamaxAlphaBeta},
		{Algorithm: trace.NegamaxAlphaBeta, FailHard: true},
		{Algorithm: trace.AlphaBeta, Order: true},
		{Algorithm: trace.NegamaxAlphaBeta, Order: true, FailHard: true},
		{Algorithm: trace.AlphaBeta, FailCourse: true},
		{Algorithm: trace.NegamaxAlphaBeta, FailCourse: true},
		{Algorithm: trace.AlphaBeta, Order: true, FailCourse: true},
	}
	checked, exact, bounds := 0, 0, 0
	for seed := 1; seed <= testsize.Count(120, 1000); seed++ {
		b, d := 2+seed%3, 2+seed%4
		order := []string{"random", "best", "worst"}[seed%3]
		pos := fmt.Sprintf("random:b=%d,d=%d,min=-9,max=9,seed=%d,order=%s", b, d, seed, order)
		gopt := games.Options{RootMin: seed%2 == 0}
		want := minimaxValues(t, pos, gopt)
		for _, o := range forms {
			o.Record = true
			tr := search(t, newGame(t, "tree", pos, gopt), o)
			kids := tr.Children()
			name := fmt.Sprintf("%s root-min=%v %s hard=%v course=%v order=%v", pos, gopt.RootMin, o.Algorithm, o.FailHard, o.FailCourse, o.Order)
			require.Equal(t, want[""], tr.Value, name)
			require.True(t, tr.Complete, name)
			require.Equal(t, trace.Exact, tr.ValueBound, name)
			for i := range tracetest.Nodes(tr) {
				n := &tracetest.Nodes(tr)[i]
				if !n.HasValue {
					continue
				}
				path := nodePath(tr, int32(i))
				mm, ok := want[path]
				require.True(t, ok, "%s: node %s not in the tree", name, path)
				checked++
				switch n.Bound {
				case trace.Exact:
					exact++
					require.Equal(t, mm, n.Value, "%s: node %s shown exact", name, path)
				case trace.Lower:
					bounds++
					require.GreaterOrEqual(t, mm, n.Value, "%s: node %s shown ≥ %d", name, path, n.Value)
				case trace.Upper:
					bounds++
					require.LessOrEqual(t, mm, n.Value, "%s: node %s shown ≤ %d", name, path, n.Value)
				}
				// fail-hard and the course's variant may show a clamped value, which is no
				// node's exact value
				if provablyExact(tr, kids, int32(i)) && (!o.FailHard && !o.FailCourse || n.Value == mm) {
					require.Equal(t, trace.Exact, n.Bound, "%s: node %s has all its children searched and exact", name, path)
				}
			}
		}
	}
	t.Logf("%d values checked: %d exact, %d bounds", checked, exact, bounds)
}

func nodeNamed(t *testing.T, tr *trace.Trace, label string) tracetest.Node {
	t.Helper()
	for _, n := range tracetest.Nodes(tr) {
		if n.Label == label {
			return n
		}
	}
	t.Fatalf("no node %s", label)
	return tracetest.Node{}
}

// TestCourseValues: the finished textbook trees read as every course shows them.
func TestCourseValues(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		pos  string
		opt  trace.Options
		want map[string]string
	}{
		{"figure-5.2", trace.Options{Algorithm: trace.AlphaBeta},
			map[string]string{"A": "3", "B": "3", "C": "≤2", "D": "2"}},
		{"figure-5.2", trace.Options{Algorithm: trace.NegamaxAlphaBeta},
			map[string]string{"A": "3", "B": "3", "C": "≤2", "D": "2"}},
		{"figure-5.2", trace.Options{Algorithm: trace.AlphaBeta, FailHard: true},
			map[string]string{"A": "3", "B": "3", "C": "≤3", "D": "≤3"}},
		{"textbook", trace.Options{Algorithm: trace.AlphaBeta},
			map[string]string{"A": "3", "B": "3", "C": "≤2", "D": "≤0"}},
		{"figure-5.2", trace.Options{Algorithm: trace.Minimax},
			map[string]string{"A": "3", "B": "3", "C": "2", "D": "2"}},
	} {
		t.Run(fmt.Sprintf("%s %s hard=%v", tc.pos, tc.opt.Algorithm, tc.opt.FailHard), func(t *testing.T) {
			t.Parallel()
			tc.opt.Record = true
			tr := search(t, newGame(t, "tree", tc.pos, games.Options{}), tc.opt)
			for label, want := range tc.want {
				n := nodeNamed(t, tr, label)
				assert.Equal(t, want, trace.FormatBounded(n.Value, n.Bound), label)
			}
			// the return steps say the same as the finished nodes
			for _, s := range tracetest.Steps(tr) {
				if s.Kind == trace.StepReturn {
					assert.Equal(t, tracetest.Nodes(tr)[s.Node].Bound, s.Bound)
					assert.Equal(t, tracetest.Nodes(tr)[s.Node].Value, s.Value)
				}
			}
		})
	}
}

// TestStoppedSearchSaysSo: a search stopped by its budget is not complete and shows
// what it found as a bound (the repro: the answer is 5 via C).
func TestStoppedSearchSaysSo(t *testing.T) {
	t.Parallel()
	tr := search(t, newGame(t, "tree", "((1,2),(5,6))", games.Options{}),
		trace.Options{Algorithm: trace.AlphaBeta, MaxNodes: 4, Record: true})
	assert.False(t, tr.Complete)
	assert.True(t, tr.HasValue)
	assert.Equal(t, 1, tr.Value)
	assert.Equal(t, trace.Lower, tr.ValueBound, "MAX has at least 1; C was not searched")
	assert.Equal(t, trace.Unfinished, tracetest.Nodes(tr)[0].Kind)
	assert.Equal(t, "≥1", trace.FormatBounded(tracetest.Nodes(tr)[0].Value, tracetest.Nodes(tr)[0].Bound))

	var js bytes.Buffer
	require.NoError(t, tr.WriteJSON(&js, trace.Problem{Game: "tree", Position: "((1,2),(5,6))"}))
	var doc map[string]any
	require.NoError(t, json.Unmarshal(js.Bytes(), &doc))
	assert.Equal(t, false, doc["complete"])
	assert.Equal(t, "lower", doc["value_bound"])
	assert.Equal(t, "≥1", doc["value_text"])

	var txt bytes.Buffer
	require.NoError(t, tr.WriteText(&txt, trace.Problem{Game: "tree", Position: "((1,2),(5,6))"}))
	assert.Contains(t, txt.String(), "value: ≥1 so far (the search stopped: not the final answer)")
	assert.Contains(t, txt.String(), "best move so far: B")

	// a MIN root proves "at most"
	trMin := search(t, newGame(t, "tree", "((1,2),(5,6))", games.Options{RootMin: true}),
		trace.Options{Algorithm: trace.NegamaxAlphaBeta, MaxNodes: 4})
	assert.Equal(t, trace.Upper, trMin.ValueBound)
	assert.Equal(t, 2, trMin.Value)
}

// TestPVReachesTheEnd: with the table, the principal variation goes through table hits
// to the end of the game (or the depth limit), and the marked nodes follow it.
func TestPVReachesTheEnd(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		game, pos string
		opt       trace.Options
	}{
		{"tictactoe", "X....O..X", trace.Options{Algorithm: trace.AlphaBeta, TT: trace.TTBounds}},
		{"tictactoe", "X....O..X", trace.Options{Algorithm: trace.NegamaxAlphaBeta, TT: trace.TTBounds, Order: true}},
		{"tictactoe", "", trace.Options{Algorithm: trace.Minimax, TT: trace.TTBounds}},
		{"stones", "12", trace.Options{Algorithm: trace.AlphaBeta, TT: trace.TTBounds}},
		{"connect4", "4453", trace.Options{Algorithm: trace.AlphaBeta, TT: trace.TTBounds, Depth: 5, Order: true}},
	} {
		t.Run(tc.game+" "+tc.pos+" "+string(tc.opt.Algorithm), func(t *testing.T) {
			t.Parallel()
			tc.opt.Record = true
			g := newGame(t, tc.game, tc.pos, games.Options{})
			tr := search(t, g, tc.opt)
			require.Positive(t, tr.Stats.TTHits, "the example must use the table")
			gg := g.(games.Game)
			var played []games.Move
			for _, name := range tr.PV {
				m, ok := moveNamed(gg, name)
				require.True(t, ok, "PV move %s is legal", name)
				gg.Play(m)
				played = append(played, m)
			}
			over, _ := gg.Result()
			if tc.opt.Depth > 0 {
				assert.True(t, over || len(tr.PV) == tc.opt.Depth, "PV %v reaches the depth limit", tr.PV)
			} else {
				assert.True(t, over, "PV %v reaches the end of the game", tr.PV)
			}
			for i := len(played) - 1; i >= 0; i-- {
				gg.Undo(played[i])
			}
			// the marked line: every PV move is a marked node, following table hits
			marked := 0
			for _, n := range tracetest.Nodes(tr) {
				if n.PV && n.Kind != trace.TTHit {
					marked++
				}
			}
			assert.GreaterOrEqual(t, marked, len(tr.PV)+1-countHits(tr), "PV nodes marked")
			last := lastPVNode(tr)
			if tc.opt.Depth == 0 {
				assert.Equal(t, trace.Terminal, tracetest.Nodes(tr)[last].Kind, "the bold line ends at the end of the game")
			}
		})
	}
}

func countHits(tr *trace.Trace) int {
	n := 0
	for _, nd := range tracetest.Nodes(tr) {
		if nd.PV && nd.Kind == trace.TTHit {
			n++
		}
	}
	return n
}

// lastPVNode is the deepest marked node reached by following PV children (and the
// table hits' Same links) from the root.
func lastPVNode(tr *trace.Trace) int32 {
	kids := tr.Children()
	cur := int32(0)
	for {
		if n := tracetest.Nodes(tr)[cur]; n.Kind == trace.TTHit && n.Same >= 0 {
			cur = n.Same
		}
		next := int32(-1)
		for _, c := range kids.Of(cur) {
			if tracetest.Nodes(tr)[c].PV {
				next = c
				break
			}
		}
		if next < 0 {
			return cur
		}
		cur = next
	}
}

func moveNamed(g games.Game, name string) (games.Move, bool) {
	for _, m := range g.Moves(nil) {
		if g.MoveName(m) == name {
			return m, true
		}
	}
	return 0, false
}

// TestOneEncoding: a search that never reached its depth limit writes every value as
// the game's score (the repro: stones 3, iterative deepening).
func TestOneEncoding(t *testing.T) {
	t.Parallel()
	for _, o := range []trace.Options{
		{Algorithm: trace.AlphaBeta, Iterative: true},
		{Algorithm: trace.NegamaxAlphaBeta, Depth: 10},
		{Algorithm: trace.Minimax, Depth: 10},
	} {
		o.Record = true
		tr := search(t, newGame(t, "stones", "3", games.Options{}), o)
		assert.Equal(t, 3, tr.Value, "%+v", o)
		assert.Equal(t, tr.Value, tracetest.Nodes(tr)[0].Value, "%+v", o)
		for _, s := range tracetest.Steps(tr) {
			if s.HasValue {
				assert.Less(t, abs(s.Value), games.WinBase/2, "step %v value %d", s.Kind, s.Value)
			}
		}
		var txt bytes.Buffer
		require.NoError(t, tr.WriteText(&txt, trace.Problem{Game: "stones", Position: "3"}))
		assert.Contains(t, txt.String(), "MAX root = 3")
		assert.NotContains(t, txt.String(), "win")
	}
	// a search that did reach its limit keeps wins above the evaluations, everywhere
	tr := search(t, newGame(t, "connect4", "4453", games.Options{}), trace.Options{Algorithm: trace.AlphaBeta, Depth: 2, Record: true})
	assert.Equal(t, tr.Value, tracetest.Nodes(tr)[0].Value)
}

func abs(v int) int {
	if v < 0 {
		return -v
	}
	return v
}

// TestExampleEndGames checks the README's solve example file against plain alpha-beta
// (no table, no ordering): an independent check of the scores it states.
func TestExampleEndGames(t *testing.T) {
	t.Parallel()
	data, err := os.ReadFile("../testdata/connect4-endgames.txt")
	require.NoError(t, err)
	count := 0
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 || strings.HasPrefix(f[0], "#") {
			continue
		}
		require.Len(t, f, 2, line)
		want, err := strconv.Atoi(f[1])
		require.NoError(t, err)
		tr := search(t, newGame(t, "connect4", f[0], games.Options{}), trace.Options{Algorithm: trace.AlphaBeta})
		require.Equal(t, want, tr.Score, f[0])
		count++
	}
	assert.Equal(t, 60, count)
}

// TestSearchContextStops: a search whose context ends stops as a time limit would.
func TestSearchContextStops(t *testing.T) {
	t.Parallel()
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	tr, err := trace.SearchContext(ctx, newGame(t, "tictactoe", "", games.Options{}), trace.Options{Algorithm: trace.Minimax})
	require.NoError(t, err)
	assert.Equal(t, "cancelled", tr.StopKind)
	assert.False(t, tr.Complete)
	assert.Less(t, tr.Stats.Nodes, int64(2048), "it stops within the first check")
}

// The course's alpha-beta (seed 002: α := max(α, child), return α at MAX, β at MIN)
// prunes exactly as fail-soft does, finds the same root value, and returns at every
// inner node a value on fail-soft's side of the window: never below α₀ at MAX (never
// above β₀ at MIN), fail-soft's own value when that is inside the window, α₀ (β₀) when
// fail-soft's is at or below it (at or above it), at or past the other bound when
// fail-soft's is.
func TestFailCourseClampsOneSide(t *testing.T) {
	t.Parallel()
	sawPast := 0
	for i := range 60 {
		pos := fmt.Sprintf("random:b=%d,d=%d,seed=%d", 2+i%3, 2+(i/3)%4, i)
		for _, rootMin := range []bool{false, true} {
			for _, algo := range []trace.Algorithm{trace.AlphaBeta, trace.NegamaxAlphaBeta} {
				soft := search(t, newGame(t, "tree", pos, games.Options{RootMin: rootMin}), trace.Options{Algorithm: algo, Record: true})
				course := search(t, newGame(t, "tree", pos, games.Options{RootMin: rootMin}), trace.Options{Algorithm: algo, Record: true, FailCourse: true})
				require.Equal(t, soft.NodeCount(), course.NodeCount(), "%s %s", pos, algo)
				require.Equal(t, soft.Value, course.Value, "%s %s", pos, algo)
				kids := soft.Children()
				for id := int32(0); id < int32(soft.NodeCount()); id++ {
					s, c := soft.Node(id), course.Node(id)
					where := fmt.Sprintf("%s root-min=%v %s node %d", pos, rootMin, algo, id)
					require.Equal(t, s.Kind, c.Kind, where)
					if !s.HasValue || s.Kind == trace.Pruned || kids.Count(id) == 0 {
						continue
					}
					lo, hi, sv, cv := s.Alpha, s.Beta, s.Value, c.Value
					if s.Player == trace.Min { // mirror MIN onto MAX
						lo, hi, sv, cv = -s.Beta, -s.Alpha, -s.Value, -c.Value
					}
					switch {
					case sv <= lo:
						require.Equal(t, lo, cv, where)
					case sv >= hi:
						require.GreaterOrEqual(t, cv, hi, where)
						if cv > hi {
							sawPast++
						}
					default:
						require.Equal(t, sv, cv, where)
					}
				}
			}
		}
	}
	require.Positive(t, sawPast, "the course's variant never passed the other bound: the test shows nothing")
}
