package lab

import (
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.starlark.net/starlark"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/internal/testsize"
)

func loadExample(t testing.TB, name string, kind Kind) *Program {
	t.Helper()
	src, ok := ExampleSource(name)
	require.True(t, ok, name)
	p, err := Load(kind, src, Limits{Steps: 1 << 62, Time: 1 << 40})
	require.NoError(t, err)
	return p
}

// randomPositions plays n random games of connect-4 (or tic-tac-toe) to a random
// length, never past the end, and returns the positions reached.
func randomPositions(game string, n int, seed uint64) []games.Game {
	r := rand.New(rand.NewPCG(seed, 1))
	var out []games.Game
	for len(out) < n {
		g, _ := games.New(game, "", games.Options{})
		plies := r.IntN(43)
		for i := 0; i < plies; i++ {
			if over, _ := g.Result(); over {
				break
			}
			ms := g.Moves(nil)
			g.Play(ms[r.IntN(len(ms))])
		}
		if over, _ := g.Result(); !over {
			out = append(out, g)
		}
	}
	return out
}

func sideToMove(g games.Game) string {
	switch b := g.(type) {
	case *games.Connect4:
		if b.NumMoves()%2 == 1 {
			return "O"
		}
	case *games.TicTacToe:
		if !b.XToMove() {
			return "O"
		}
	}
	return "X"
}

// Seed 002's F, written in Starlark (evaluate, the example's fast form), is
// eval=course on 10,000 random positions (1,000 of them unless -long).
func TestCourseExampleEqualsCourse(t *testing.T) {
	t.Parallel()
	ev := Local{loadExample(t, "connect4_course", KindEval)}
	for i, g := range testsize.Pick(randomPositions("connect4", 10_000, 2), 1000) {
		want := g.Evaluate()
		got, err := ev.Evaluate(g.(games.Drawable).Board(), sideToMove(g))
		require.NoError(t, err)
		require.Equal(t, int64(want), got, "position %d: %s", i, g.Position())
	}
}

// The example's F, the seed's Java function by function, gives evaluate's values (and
// so eval=course's) on 1,000 random positions; eval=course8 differs on most of them.
func TestCourseExampleFEqualsEvaluate(t *testing.T) {
	t.Parallel()
	p := loadExample(t, "connect4_course", KindEval)
	differ := 0
	pos := randomPositions("connect4", 1000, 5)
	for i, g := range pos {
		board, side := strList(g.(games.Drawable).Board()), starlark.String(sideToMove(g))
		f, err := p.Int("F", games.WinBase, board, side)
		require.NoError(t, err)
		require.Equal(t, int64(g.Evaluate()), f, "position %d: %s", i, g.Position())
		e, err := p.Int("evaluate", games.WinBase, board, side)
		require.NoError(t, err)
		require.Equal(t, f, e, "position %d: %s", i, g.Position())
		c8, _ := games.New("connect4", g.Position(), games.Options{Eval: "course8"})
		if int64(c8.Evaluate()) != f {
			differ++
		}
	}
	assert.Greater(t, differ, len(pos)*3/4)
}

// The tic-tac-toe example is eval=lines on every random position.
func TestTicTacToeExampleEqualsLines(t *testing.T) {
	t.Parallel()
	ev := Local{loadExample(t, "tictactoe_lines", KindEval)}
	for _, g := range randomPositions("tictactoe", 2_000, 3) {
		got, err := ev.Evaluate(g.(games.Drawable).Board(), sideToMove(g))
		require.NoError(t, err)
		require.Equal(t, int64(g.Evaluate()), got, g.Position())
	}
}

func TestHelpers(t *testing.T) {
	t.Parallel()
	b := []string{".......", ".......", ".......", ".......", "...O...", "..XX..."}
	assert.Len(t, Lines(b, 4), 69)
	assert.Len(t, Lines([]string{"...", "...", "..."}, 3), 8)
	cols := Columns([]string{"ab", "cd"})
	assert.Equal(t, []string{"ac", "bd"}, cols)
	p, err := Load(KindEval, `
def evaluate(board, player):
    return len(lines(board)) * 1000 + len(columns(board)) * 10 + len(rows(board)) + (1 if opponent(player) == "O" else 0) * 100000
`, Limits{})
	require.NoError(t, err)
	v, err := Local{p}.Evaluate(b, "X")
	require.NoError(t, err)
	assert.Equal(t, int64(100000+69000+70+6), v)
}

// An EvalGame searched to depth 4 gives the built-in's values when its evaluation is
// the built-in's.
func TestEvalGameSearchEqualsBuiltin(t *testing.T) {
	t.Parallel()
	ev := Local{loadExample(t, "connect4_course", KindEval)}
	g, err := NewEvalGame("connect4", "4453", ev)
	require.NoError(t, err)
	assert.Equal(t, "X", g.ToMove())
	b, _ := games.New("connect4", "4453", games.Options{})
	for _, m := range g.Moves(nil) {
		g.Play(m)
		b.Play(m)
		assert.Equal(t, b.Evaluate(), g.Evaluate())
		assert.Equal(t, "O", g.ToMove())
		g.Undo(m)
		b.Undo(m)
	}
	assert.NoError(t, g.Err())
	assert.Equal(t, int64(7), g.Calls())
}

// Starlark-evaluated positions per second for seed 002's F (the issue asks for at
// least 20,000 on this machine kind): go test ./lab -bench CourseExample
func BenchmarkCourseExample(b *testing.B) {
	ev := Local{loadExample(b, "connect4_course", KindEval)}
	pos := randomPositions("connect4", 1000, 9)
	boards := make([][]string, len(pos))
	sides := make([]string, len(pos))
	for i, g := range pos {
		boards[i], sides[i] = g.(games.Drawable).Board(), sideToMove(g)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	b.ResetTimer()
	cpu := threadCPU()
	for i := 0; i < b.N; i++ {
		if _, err := ev.Evaluate(boards[i%len(pos)], sides[i%len(pos)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "positions/s")
	if used := threadCPU() - cpu; used > 0 {
		// what one core does, whatever else the machine runs
		b.ReportMetric(float64(b.N)/used.Seconds(), "positions/cpu-s")
	}
}

// Loading the course example works its tables out (a few hundred thousand steps):
// go test ./lab -bench CourseExampleLoad
func BenchmarkCourseExampleLoad(b *testing.B) {
	src, _ := ExampleSource("connect4_course")
	for b.Loop() {
		p, err := Load(KindEval, src, Limits{})
		if err != nil {
			b.Fatal(err)
		}
		b.ReportMetric(float64(p.Steps()), "steps")
	}
}
