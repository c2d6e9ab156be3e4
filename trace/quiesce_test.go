package trace_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

// threatener is what quiescence asks of a game (games.Connect4, games.TicTacToe).
type threatener interface {
	Threats(buf []games.Move) ([]games.Move, int)
}

// quiescentNegamax is the reference: depth-limited negamax, written plainly, that at
// the depth limit goes on through the threats (either side's line completed now)
// while there are any, at most trace.QuiesceDepth plies further. Wins are lifted
// above every evaluation, as a depth-limited search scores them. The value is the
// side to move's.
func quiescentNegamax(g trace.Game, left int) int {
	if over, score := g.Result(); over {
		if score > 0 {
			score += games.WinBase
		} else if score < 0 {
			score -= games.WinBase
		}
		return score
	}
	var moves []games.Move
	if left > 0 {
		moves = g.Moves(nil)
	} else {
		th, ok := g.(threatener)
		if ok && left > -trace.QuiesceDepth {
			moves, _ = th.Threats(nil)
		}
		if len(moves) == 0 {
			return g.Evaluate()
		}
	}
	best := -trace.Inf
	for _, m := range moves {
		g.Play(m)
		best = max(best, -quiescentNegamax(g, left-1))
		g.Undo(m)
	}
	return best
}

// randomPosition plays n random moves from the start, none of them ending the game.
func randomPosition(t *testing.T, game string, n int, rng *rand.Rand) string {
	t.Helper()
	for {
		g := newGame(t, game, "", games.Options{})
		var played []string
		ok := true
		for range n {
			ms := g.Moves(nil)
			if len(ms) == 0 {
				ok = false
				break
			}
			m := ms[rng.IntN(len(ms))]
			played = append(played, g.MoveName(m))
			g.Play(m)
			if over, _ := g.Result(); over {
				ok = false
				break
			}
		}
		if ok {
			sep := ""
			if game == "tictactoe" {
				sep = " "
			}
			return strings.Join(played, sep)
		}
	}
}

// TestQuiescenceSeesTheThreat: after 4455 the side to move wins by making an open
// three on the bottom row (columns 3 or 6: two threats, one can be blocked). A plain
// depth-2 search does not see it (its horizon stops before the win); with quiescence
// the positions at the horizon hold a threat, the search goes on, and finds the win
// with the 4th stone (score 18).
func TestQuiescenceSeesTheThreat(t *testing.T) {
	t.Parallel()
	opt := trace.Options{Algorithm: trace.NegamaxAlphaBeta, Depth: 2}
	plain := search(t, newGame(t, "connect4", "4455", games.Options{}), opt)
	_, lifted := trace.GameScore(plain.Value)
	assert.False(t, lifted, "the plain search sees no win: %d", plain.Value)
	assert.Equal(t, "4", plain.BestMove, "the plain search's choice")

	opt.Quiescence, opt.Record = true, true
	q := search(t, newGame(t, "connect4", "4455", games.Options{}), opt)
	score, lifted := trace.GameScore(q.Value)
	assert.True(t, lifted)
	assert.Equal(t, 18, score, "a win with the 4th stone")
	assert.Contains(t, []string{"3", "6"}, q.BestMove)
	assert.Positive(t, q.Stats.Quiesce)

	// the trace shows it: quiesce steps naming the threat, quiesce nodes past the limit
	steps, nodes := 0, 0
	for k := range q.StepCount() {
		if s := q.Step(k); s.Kind == trace.StepQuiesce {
			steps++
			require.Equal(t, trace.Quiesce, q.Kind(s.Node))
			require.NotZero(t, s.ThreatBy)
		}
	}
	for _, n := range tracetest.Nodes(q) {
		if n.Kind == trace.Quiesce {
			nodes++
			require.GreaterOrEqual(t, int(n.Depth), opt.Depth, "a quiesce node is at or past the depth limit")
		}
		require.LessOrEqual(t, int(n.Depth), opt.Depth+trace.QuiesceDepth, "the extension is bounded")
	}
	assert.Positive(t, steps)
	assert.Positive(t, nodes)

	// the defender's view: after 44556 (X threatens both ends of 4-5-6), O loses
	plainD := search(t, newGame(t, "connect4", "44556", games.Options{}), trace.Options{Algorithm: trace.Minimax, Depth: 1})
	_, lifted = trace.GameScore(plainD.Value)
	assert.False(t, lifted)
	qD := search(t, newGame(t, "connect4", "44556", games.Options{}), trace.Options{Algorithm: trace.Minimax, Depth: 1, Quiescence: true})
	score, lifted = trace.GameScore(qD.Score)
	_ = lifted
	assert.Negative(t, qD.Score, "O loses whatever it plays")
	assert.Equal(t, -18, score)
}

// TestQuiescenceTicTacToe: X to move (X: a1, c3; O: b2, b1); O threatens b3. The
// plain depth-1 search prefers a move by the evaluation (a3 makes two X lines);
// quiescence sees that any move but b3 lets O complete the column.
func TestQuiescenceTicTacToe(t *testing.T) {
	t.Parallel()
	pos := "a1 b2 c3 b1"
	plain := search(t, newGame(t, "tictactoe", pos, games.Options{}), trace.Options{Algorithm: trace.Negamax, Depth: 1})
	q := search(t, newGame(t, "tictactoe", pos, games.Options{}), trace.Options{Algorithm: trace.Negamax, Depth: 1, Quiescence: true})
	assert.NotEqual(t, "b3", plain.BestMove)
	assert.Equal(t, "b3", q.BestMove)
	_, lifted := trace.GameScore(q.Value)
	assert.False(t, lifted, "blocking leaves no forced result: %d", q.Value)
}

// TestQuiescenceNoEffectWithoutLines: stones and explicit trees have no threats, so
// quiescence changes nothing, nor does it without a depth limit.
func TestQuiescenceNoEffectWithoutLines(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ game, pos string }{{"stones", "17"}, {"tree", "textbook"}} {
		for _, depth := range []int{0, 2} {
			o := trace.Options{Algorithm: trace.AlphaBeta, Depth: depth, Record: true}
			plain := search(t, newGame(t, c.game, c.pos, games.Options{}), o)
			o.Quiescence = true
			q := search(t, newGame(t, c.game, c.pos, games.Options{}), o)
			assert.Equal(t, plain.Value, q.Value, c.game)
			assert.Equal(t, plain.NodeCount(), q.NodeCount(), c.game)
			assert.Zero(t, q.Stats.Quiesce)
		}
	}
}

// TestQuiescenceAllAlgorithmsAgree is the property test: on random connect-4 and
// tic-tac-toe positions, every algorithm (plain, ordered, fail-hard, recorded, with the
// bound table, iteratively deepened) gives the reference's quiescent value. 120
// positions, the first 30 unless -long.
func TestQuiescenceAllAlgorithmsAgree(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(10, 4))
	cases, extended := 0, 0
	for i := range testsize.Count(30, 120) {
		game, n, depth := "connect4", 4+rng.IntN(20), 1+rng.IntN(3)
		if i%3 == 0 {
			game, n, depth = "tictactoe", 1+rng.IntN(5), 1+rng.IntN(2)
		}
		pos := randomPosition(t, game, n, rng)
		want := quiescentNegamax(newGame(t, game, pos, games.Options{}), depth)
		for _, a := range trace.ExactAlgorithms {
			for _, o := range []trace.Options{{}, {Order: true}, {FailHard: true}, {Record: true, Order: true}, {TT: trace.TTBounds, Order: true}, {Iterative: true, TT: trace.TTBounds}} {
				o.Algorithm, o.Depth, o.Quiescence = a, depth, true
				tr := search(t, newGame(t, game, pos, games.Options{}), o)
				got := tr.Value
				if tr.RootPlayer == trace.Min {
					got = -got
				}
				require.Equal(t, want, got, "%s %q depth %d %s order=%v hard=%v", game, pos, depth, a, o.Order, o.FailHard)
				cases++
				if tr.Stats.Quiesce > 0 {
					extended++
				}
			}
		}
	}
	t.Logf("%d searches agree, %d of them went past the depth limit", cases, extended)
	assert.Greater(t, extended, cases/4, "most positions are quiet: the test would prove little")
}

// TestQuiescenceJSON: the quiesce steps and nodes survive both JSON forms, with the
// threat named, and the option shows in the header.
func TestQuiescenceJSON(t *testing.T) {
	t.Parallel()
	q := search(t, newGame(t, "connect4", "4455", games.Options{}),
		trace.Options{Algorithm: trace.NegamaxAlphaBeta, Depth: 2, Quiescence: true, Record: true})
	var buf bytes.Buffer
	require.NoError(t, q.WriteJSON(&buf, trace.Problem{Game: "connect4", Position: "4455"}))
	var obj struct {
		Options struct {
			Quiescence bool `json:"quiescence"`
		} `json:"options"`
		Nodes []struct {
			Kind string `json:"kind"`
		} `json:"nodes"`
		Steps []struct {
			Kind     string `json:"kind"`
			Node     int    `json:"node"`
			Threat   string `json:"threat"`
			ThreatBy string `json:"threat_by"`
		} `json:"steps"`
	}
	require.NoError(t, json.Unmarshal(buf.Bytes(), &obj))
	assert.True(t, obj.Options.Quiescence)
	require.Len(t, obj.Steps, q.StepCount())
	quiet := 0
	for k, s := range obj.Steps {
		st := q.Step(k)
		require.Equal(t, st.Kind.String(), s.Kind)
		if st.Kind == trace.StepQuiesce {
			quiet++
			require.Equal(t, "quiesce", obj.Nodes[s.Node].Kind)
			require.Equal(t, fmt.Sprint(int(st.Threat)+1), s.Threat, "a column's name")
			require.Equal(t, st.ThreatBy.String(), s.ThreatBy)
		}
	}
	assert.Positive(t, quiet)

	buf.Reset()
	require.NoError(t, q.WriteJSONColumns(&buf, trace.Problem{Game: "connect4", Position: "4455"}))
	var col struct {
		NodeKinds []string `json:"node_kinds"`
		StepKinds []string `json:"step_kinds"`
		Nodes     struct {
			Kind []int `json:"kind"`
		} `json:"nodes"`
		Steps struct {
			Kind     []int `json:"kind"`
			Threat   []int `json:"threat"`
			ThreatBy []int `json:"threat_by"`
		} `json:"steps"`
		Strings []string `json:"strings"`
	}
	require.NoError(t, json.Unmarshal(buf.Bytes(), &col))
	require.Len(t, col.Steps.Threat, q.StepCount())
	for k := range q.StepCount() {
		st := q.Step(k)
		require.Equal(t, st.Kind.String(), col.StepKinds[col.Steps.Kind[k]])
		require.Equal(t, int(st.ThreatBy), col.Steps.ThreatBy[k])
		if st.Kind == trace.StepQuiesce {
			require.Equal(t, fmt.Sprint(int(st.Threat)+1), col.Strings[col.Steps.Threat[k]])
		}
	}
	for i, k := range col.Nodes.Kind {
		require.Equal(t, q.Kind(int32(i)).String(), col.NodeKinds[k])
	}
}

// TestQuiescenceParam: the parameter reads and writes back.
func TestQuiescenceParam(t *testing.T) {
	t.Parallel()
	p := trace.DefaultParams()
	require.NoError(t, p.Set("quiescence", ""))
	assert.True(t, p.Options.Quiescence)
	assert.Equal(t, "true", p.Values()["quiescence"])
	require.NoError(t, p.Set("quiescence", "false"))
	assert.False(t, p.Options.Quiescence)
	require.Error(t, p.Set("quiescence", "maybe"))
}

// TestQuiescenceNoAllocationsPerNode: going past the depth limit reuses the ply's
// buffers; the hot path allocates nothing per node.
func TestQuiescenceNoAllocationsPerNode(t *testing.T) {
	for _, o := range []trace.Options{
		{Algorithm: trace.Minimax, Depth: 4, Quiescence: true},
		{Algorithm: trace.NegamaxAlphaBeta, Depth: 6, Order: true, TT: trace.TTBounds, TTSize: 1 << 12, Quiescence: true},
	} {
		g := newGame(t, "connect4", "4455", games.Options{})
		var nodes, quiet int64
		allocs := testing.AllocsPerRun(2, func() {
			tr, _ := trace.Search(g, o)
			nodes, quiet = tr.Stats.Nodes, tr.Stats.Quiesce
		})
		require.Greater(t, nodes, int64(2000))
		require.Greater(t, quiet, int64(100))
		assert.Less(t, allocs, 150.0, "%s: %.0f allocations for %d nodes", o.Algorithm, allocs, nodes)
	}
}
