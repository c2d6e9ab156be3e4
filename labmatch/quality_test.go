package labmatch

import (
	"bufio"
	"math/rand/v2"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/trace"
)

// connect4Optimal names the optimal columns of a position, by the exact solver.
func connect4Optimal(t *testing.T, position string) []string {
	p, err := c4.Parse(position)
	require.NoError(t, err)
	sv, err := c4.New(c4.All, 1<<20)
	require.NoError(t, err)
	scores, ok, err := sv.Analyze(p, false)
	require.NoError(t, err)
	best := -1000
	for c := 0; c < c4.Width; c++ {
		if ok[c] && scores[c] > best {
			best = scores[c]
		}
	}
	var out []string
	for c := 0; c < c4.Width; c++ {
		if ok[c] && scores[c] == best {
			out = append(out, string(rune('1'+c)))
		}
	}
	return out
}

// tictactoeOptimal names the optimal cells of a position, by full searches.
func tictactoeOptimal(t *testing.T, position string) []string {
	g, err := games.New("tictactoe", position, games.Options{})
	require.NoError(t, err)
	best := -1000
	vals := map[string]int{}
	for _, m := range g.Moves(nil) {
		name := g.MoveName(m)
		g.Play(m)
		tr, err := trace.Search(g.(trace.Game), trace.Options{Algorithm: trace.NegamaxAlphaBeta})
		require.NoError(t, err)
		g.Undo(m)
		v := -tr.Score // the opponent's score, negated
		vals[name] = v
		best = max(best, v)
	}
	var out []string
	for _, m := range g.Moves(nil) {
		if vals[g.MoveName(m)] == best {
			out = append(out, g.MoveName(m))
		}
	}
	return out
}

func qualityLines(t *testing.T, game string) []string {
	var out []string
	if game == "connect4" {
		f, err := os.Open("../testdata/connect4/Test_L2_R1")
		require.NoError(t, err)
		defer f.Close()
		sc := bufio.NewScanner(f)
		for i := 0; sc.Scan() && len(out) < 100; i++ {
			if i%10 != 0 {
				continue
			}
			pos := strings.Fields(sc.Text())[0]
			out = append(out, formatQualityLine(pos, connect4Optimal(t, pos)))
		}
		return out
	}
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
		out = append(out, formatQualityLine(g.Position(), tictactoeOptimal(t, g.Position())))
	}
	return out
}

// The quality positions are what the exact solver says.
func TestQualityPositions(t *testing.T) {
	t.Parallel()
	for _, game := range []string{"connect4", "tictactoe"} {
		t.Run(game, func(t *testing.T) {
			t.Parallel()
			golden.Check(t, "quality_"+game+".txt", []byte(strings.Join(qualityLines(t, game), "\n")+"\n"))
		})
	}
}
