package lab

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

func exampleGame(t *testing.T, name string, edit func(string) string) *Game {
	t.Helper()
	src, ok := ExampleSource(name)
	require.True(t, ok)
	if edit != nil {
		src = edit(src)
	}
	p, err := Load(KindGame, src, Limits{})
	require.NoError(t, err)
	g, err := NewGame(NewLocalGame(p), "")
	require.NoError(t, err)
	return g
}

// stepsText writes a trace's steps and nodes, so that two traces can be compared.
func stepsText(tr *trace.Trace) string {
	var b strings.Builder
	names := tr.Names()
	for k := 0; k < tr.StepCount(); k++ {
		s := tr.Step(k)
		fmt.Fprintf(&b, "%v %d %d %v %d %d %d %v\n", s.Kind, s.Node, s.Child, s.HasValue, s.Value, s.Alpha, s.Beta, s.Bound)
	}
	for id := int32(0); id < int32(tr.NodeCount()); id++ {
		n := tr.Node(id)
		fmt.Fprintf(&b, "%d %d %v %v %d %s\n", n.Parent, n.Depth, n.Kind, n.HasValue, n.Value, names.Move(id))
	}
	fmt.Fprintf(&b, "%d %s %v", tr.Value, tr.BestMove, tr.PV)
	return b.String()
}

// The stones example is the built-in stones game on n = 1..30: the same searches,
// step by step, under minimax (to 12), alpha-beta (to 16) and alpha-beta with a table.
func TestStonesExampleEqualsBuiltin(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 30; n++ {
		lg := exampleGame(t, "stones", func(s string) string { return strings.Replace(s, "N = 10", fmt.Sprintf("N = %d", n), 1) })
		bg, err := games.New("stones", fmt.Sprint(n), games.Options{})
		require.NoError(t, err)
		opts := []trace.Options{{Algorithm: trace.NegamaxAlphaBeta, TT: trace.TTBounds, Record: true}, {Algorithm: trace.AlphaBeta, TT: trace.TTBounds, Order: true}}
		if n <= 16 {
			opts = append(opts, trace.Options{Algorithm: trace.AlphaBeta, Record: true})
		}
		if n <= 12 {
			opts = append(opts, trace.Options{Algorithm: trace.Minimax, Record: true})
		}
		for _, o := range opts {
			want, err := trace.Search(bg.(trace.Game), o)
			require.NoError(t, err)
			got, err := trace.Search(lg, o)
			require.NoError(t, err)
			require.Equal(t, stepsText(want), stepsText(got), "n=%d %+v", n, o)
		}
	}
}

func TestNimAndPredictWinner(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name  string
		value int
		board string
	}{
		{"nim", 1, "A ooo"},              // 3 ^ 4 ^ 5 != 0: the first player wins
		{"nim_one_heap", -1, "oooooooo"}, // 8 is a multiple of 4: the first player loses
		{"predict_winner", 1, "5 3 4 5"}, // 5 + 4 against 3 + 5... the best difference is 1
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			g := exampleGame(t, tc.name, nil)
			tr, err := trace.Search(g, trace.Options{Algorithm: trace.AlphaBeta, TT: trace.TTBounds})
			require.NoError(t, err)
			assert.Equal(t, tc.value, tr.Value)
			assert.Equal(t, tc.board, g.Board()[0])
			assert.NoError(t, g.Err())
		})
	}
}

// predictWinner is the best score difference for the player to move on nums[lo..hi].
func predictWinner(nums []int, lo, hi int) int {
	if lo > hi {
		return 0
	}
	return max(nums[lo]-predictWinner(nums, lo+1, hi), nums[hi]-predictWinner(nums, lo, hi-1))
}

func TestPredictWinnerMatchesDirectRecursion(t *testing.T) {
	t.Parallel()
	for _, row := range [][]int{{1, 5, 2}, {1, 5, 233, 7}, {5, 3, 4, 5}, {3, 9, 1, 2, 8, 4, 4}} {
		s := strings.Trim(strings.ReplaceAll(fmt.Sprint(row), " ", ", "), "[]")
		g := exampleGame(t, "predict_winner", func(src string) string {
			return strings.Replace(src, "FILA = (5, 3, 4, 5)", "FILA = ("+s+",)", 1)
		})
		tr, err := trace.Search(g, trace.Options{Algorithm: trace.NegamaxAlphaBeta})
		require.NoError(t, err)
		assert.Equal(t, predictWinner(row, 0, len(row)-1), tr.Value, "%v", row)
	}
}

// A position is the moves from initial(), by name, separated by commas.
func TestGamePosition(t *testing.T) {
	t.Parallel()
	src, _ := ExampleSource("stones")
	p, err := Load(KindGame, src, Limits{})
	require.NoError(t, err)
	g, err := NewGame(NewLocalGame(p), "take 3, take 1")
	require.NoError(t, err)
	assert.Equal(t, "take 3, take 1", g.Position())
	assert.Equal(t, []string{"6"}, g.Board())
	_, err = NewGame(NewLocalGame(p), "take 3, take 9")
	require.Error(t, err)
	assert.Contains(t, err.Error(), `move 2 of the position, "take 9", is not a legal move (legal: take 1, take 2, take 3)`)
}

// gameError is the error a student's game stops with when searched: at its start, or
// in a minimax search of up to 300,000 nodes.
func gameError(t *testing.T, src string) error {
	t.Helper()
	// a minute: the limits tested are the game's, never the time's, however loaded the
	// machine (200,000 states take seconds)
	p, err := Load(KindGame, src, Limits{Time: time.Minute})
	require.NoError(t, err)
	g, err := NewGame(NewLocalGame(p), "")
	if err == nil {
		_, err = trace.Search(g, trace.Options{Algorithm: trace.Minimax, MaxNodes: 300_000})
	}
	require.Error(t, err)
	return err
}

func TestGameErrors(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, src, code, contains string }{
		{"mutates its state", "def initial():\n    return [3]\ndef moves(s):\n    return [1]\ndef play(s, m):\n    s.append(m)\n    return s\ndef result(s):\n    return None\n", CodeRuntime, "frozen"},
		{"a function as state", "def initial():\n    return initial\ndef moves(s):\n    return [1]\ndef play(s, m):\n    return s\ndef result(s):\n    return None\n", "lab.state", "initial returned a state that is not plain data"},
		{"a state too deep", "def initial():\n    s = 0\n    for i in range(70):\n        s = [s]\n    return s\ndef moves(s):\n    return [1]\ndef play(s, m):\n    return s\ndef result(s):\n    return None\n", "lab.state_deep", "initial returned a state nested more than 64 deep"},
		{"no moves", "def initial():\n    return 1\ndef moves(s):\n    return []\ndef play(s, m):\n    return s\ndef result(s):\n    return None\n", "lab.moves_none", "moves returned no moves while result(state) is None"},
		{"too many moves", "def initial():\n    return 1\ndef moves(s):\n    return range(2000)\ndef play(s, m):\n    return s\ndef result(s):\n    return None\n", "lab.moves_many", "moves returned more than 1000 moves"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			err := gameError(t, tc.src)
			c, ok := err.(interface{ Code() string })
			require.True(t, ok, "%T", err)
			assert.Equal(t, tc.code, c.Code(), err.Error())
			assert.Contains(t, err.Error(), tc.contains)
		})
	}
}

// A game of more than MaxStates positions stops with lab.nodes. Not in parallel: its
// states hold a couple of hundred MB, which the heap watchdog would count against the
// programs of the tests beside it (lab.memory).
func TestGameTooManyStates(t *testing.T) {
	err := gameError(t, "def initial():\n    return 0\ndef moves(s):\n    return range(1000)\ndef play(s, m):\n    return s * 1000 + m + 1\ndef result(s):\n    return None\n")
	c, ok := err.(interface{ Code() string })
	require.True(t, ok, "%T", err)
	assert.Equal(t, "lab.nodes", c.Code(), err.Error())
	assert.Contains(t, err.Error(), "more than 200,000 positions")
}
