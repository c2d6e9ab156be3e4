package labmatch

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/trace"
)

// connect4Scores names the legal columns of a position and their exact scores for the
// side to move, by the exact solver.
func connect4Scores(t *testing.T, sv *c4.Solver, position string) (names []string, scores []int) {
	p, err := c4.Parse(position)
	require.NoError(t, err)
	all, ok, err := sv.Analyze(p, false)
	require.NoError(t, err)
	for c := 0; c < c4.Width; c++ {
		if ok[c] {
			names = append(names, string(rune('1'+c)))
			scores = append(scores, all[c])
		}
	}
	return names, scores
}

// tictactoeScores names the legal cells of a position and their exact scores for the
// side to move, by full searches.
func tictactoeScores(t *testing.T, position string) (names []string, scores []int) {
	g, err := games.New("tictactoe", position, games.Options{})
	require.NoError(t, err)
	for _, m := range g.Moves(nil) {
		g.Play(m)
		tr, err := trace.Search(g.(trace.Game), trace.Options{Algorithm: trace.NegamaxAlphaBeta})
		require.NoError(t, err)
		g.Undo(m)
		names = append(names, g.MoveName(m))
		scores = append(scores, -tr.Score) // the opponent's score, negated
	}
	return names, scores
}

// connect4PliesToEnd is how many plies from a position of n stones the game lasts
// after a move of exact score s (for the mover) under perfect play, the move itself
// counted; a draw ends when the board is full.
func connect4PliesToEnd(n, s int) int {
	if s == 0 {
		return c4.Cells - n
	}
	k := 22 - max(s, -s) // the winner's stones when it wins
	moverFirst := n%2 == 0
	winnerFirst := moverFirst == (s > 0)
	last := 2 * k // the winner's k-th stone is move 2k-1 (first player) or 2k
	if winnerFirst {
		last--
	}
	return last - n
}

// connect4Fits says whether a position's moves make a quality position: at most half
// of them optimal, and none whose game ends within MaxQualityDepth plies.
func connect4Fits(position string, scores []int) bool {
	best, nbest := scores[0], 0
	for _, s := range scores {
		best = max(best, s)
	}
	for _, s := range scores {
		if s == best {
			nbest++
		}
		if connect4PliesToEnd(len(position), s) <= MaxQualityDepth {
			return false
		}
	}
	return 2*nbest <= len(scores)
}

// connect4QualityLines chooses the quality positions again (-update): those of
// Test_L2_R2 that fit, 100 of them spread evenly over the set.
func connect4QualityLines(t *testing.T) []string {
	f, err := os.Open("../testdata/connect4/Test_L2_R2")
	require.NoError(t, err)
	defer f.Close()
	sv, err := c4.New(c4.All, 1<<22)
	require.NoError(t, err)
	var fit []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		pos := strings.Fields(sc.Text())[0]
		names, scores := connect4Scores(t, sv, pos)
		if connect4Fits(pos, scores) {
			fit = append(fit, formatQualityLine(pos, names, scores))
		}
	}
	require.GreaterOrEqual(t, len(fit), 100)
	out := make([]string, 100)
	for i := range out {
		out[i] = fit[i*len(fit)/100]
	}
	return out
}

func tictactoeQualityLines(t *testing.T) []string {
	var out []string
	r := rand.New(rand.NewPCG(17, 1))
	seen := map[string]bool{}
	for len(out) < 100 {
		g, _ := games.New("tictactoe", "", games.Options{})
		for k := r.IntN(7); k > 0; k-- {
			ms := g.Moves(nil)
			if len(ms) == 0 {
				break
			}
			g.Play(ms[r.IntN(len(ms))])
		}
		if over, _ := g.Result(); over || seen[g.Position()] {
			continue
		}
		seen[g.Position()] = true
		names, scores := tictactoeScores(t, g.Position())
		out = append(out, formatQualityLine(g.Position(), names, scores))
	}
	return out
}

// The quality positions are what the exact solver says: connect-4's stored positions
// are solved again (chosen again from the benchmark set under -update) and fit the
// choice; tic-tac-toe's are made again.
func TestQualityPositions(t *testing.T) {
	t.Parallel()
	t.Run("connect4", func(t *testing.T) {
		t.Parallel()
		if golden.Update() {
			golden.Check(t, "quality_connect4.txt", []byte(strings.Join(connect4QualityLines(t), "\n")+"\n"))
			return
		}
		set, err := os.ReadFile("../testdata/connect4/Test_L2_R2")
		require.NoError(t, err)
		sv, err := c4.New(c4.All, 1<<22)
		require.NoError(t, err)
		pos := qualityPositions("connect4")
		require.Len(t, pos, 100)
		for _, qp := range pos {
			require.Contains(t, string(set), "\n"+qp.position+" ", "a position of Test_L2_R2")
			names, scores := connect4Scores(t, sv, qp.position)
			require.Equal(t, formatQualityLine(qp.position, names, scores), formatQualityLine(qp.position, names, scoresOf(qp, names)))
			require.True(t, connect4Fits(qp.position, scores), qp.position)
		}
	})
	t.Run("tictactoe", func(t *testing.T) {
		t.Parallel()
		golden.Check(t, "quality_tictactoe.txt", []byte(strings.Join(tictactoeQualityLines(t), "\n")+"\n"))
	})
}

func scoresOf(qp qualityPosition, names []string) []int {
	out := make([]int, len(names))
	for i, n := range names {
		out[i] = qp.scores[n]
	}
	return out
}

func TestConnect4PliesToEnd(t *testing.T) {
	t.Parallel()
	tests := []struct{ n, s, want int }{
		{0, 0, 42},   // a draw: the board fills
		{10, 0, 32},  // the same from 10 stones
		{0, 18, 7},   // the first player wins with its 4th stone: move 7
		{1, 18, 7},   // the second player wins with its 4th stone: move 8, 7 plies from 1
		{2, -18, 6},  // the mover (first) loses to the second's 4th stone: move 8
		{3, -18, 4},  // the mover (second) loses to the first's 4th stone: move 7
		{20, 1, 21},  // a win with the 21st stone (the first player's last): move 41
		{21, -1, 20}, // the mover (second) loses at move 41
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, connect4PliesToEnd(tt.n, tt.s), "%+v", tt)
	}
}
