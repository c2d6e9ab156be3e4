package labmatch

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
)

// starlarkEval loads a Starlark evaluation with no limits.
func starlarkEval(t *testing.T, src string) lab.Evaluator {
	t.Helper()
	p, err := lab.Load(lab.KindEval, src, lab.Limits{Steps: 1 << 62, Time: 1 << 40})
	require.NoError(t, err)
	return lab.Local{P: p}
}

// negatedCourse is seed 002's F negated: the example with its evaluate renamed and a
// new one answering minus it.
func negatedCourse(t *testing.T) lab.Evaluator {
	src, ok := lab.ExampleSource("connect4_course")
	require.True(t, ok)
	src = strings.Replace(src, "def evaluate(board, player):", "def course_evaluate(board, player):", 1)
	return starlarkEval(t, src+"\ndef evaluate(board, player):\n    return -course_evaluate(board, player)\n")
}

// The quality score tells good evaluations from bad ones at every depth the page
// offers (1 to 4, 2 by default), not at depth 1 only: seed 002's F and the better
// evaluation score well above a constant evaluation and seed 002's F negated. (On the
// earlier positions, a search settled most of them by itself: at depth 4 the course's
// F scored 92 %, a constant 87 %, the negated F 89 %.)
func TestQualitySeparates(t *testing.T) {
	t.Parallel()
	for _, depth := range []int{1, 2, 4} {
		t.Run(fmt.Sprint("depth ", depth), func(t *testing.T) {
			t.Parallel()
			// a program of its own per depth: one Starlark program is not for two goroutines
			zero := starlarkEval(t, "def evaluate(board, player):\n    return 0\n")
			neg := negatedCourse(t)
			score := map[string]Quality{}
			for name, e := range map[string]*engine{
				PlayerCourse: {game: "connect4", eval: PlayerCourse, depth: depth},
				PlayerBetter: {game: "connect4", eval: PlayerBetter, depth: depth},
				"zero":       {game: "connect4", ev: zero, depth: depth},
				"negated":    {game: "connect4", ev: neg, depth: depth},
			} {
				q, err := measureEngine(e, name, nil)
				require.NoError(t, err)
				require.Equal(t, 100, q.Positions)
				score[name] = q
			}
			t.Logf("depth %d: course %.1f %%, better %.1f %%, always 0 %.1f %%, course negated %.1f %%, a random move %.1f %%", depth,
				score[PlayerCourse].Optimal, score[PlayerBetter].Optimal, score["zero"].Optimal, score["negated"].Optimal, 100*score["zero"].Random)
			for _, good := range []string{PlayerCourse, PlayerBetter} {
				for _, bad := range []string{"zero", "negated"} {
					assert.GreaterOrEqual(t, score[good].Score, score[bad].Score+0.15, "%s against %s", good, bad)
				}
			}
			assert.InDelta(t, score["zero"].Random, score[PlayerCourse].Random, 1e-9, "the same baseline for all")
			assert.Less(t, score["zero"].Random, 0.5, "a random move is optimal less than half the time")
		})
	}
}

// A student's evaluation that fails stops the quality score with its error; ties are
// split: a constant evaluation scores what a random move scores, whatever the depth.
func TestQualityErrorsAndTies(t *testing.T) {
	t.Parallel()
	bad := starlarkEval(t, "def evaluate(board, player):\n    return 1 // 0\n")
	_, err := Measure("connect4", 1, bad, nil)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "division by zero")

	zero := starlarkEval(t, "def evaluate(board, player):\n    return 0\n")
	var progress []QualityProgress
	qs, err := Measure("connect4", 2, zero, func(p QualityProgress) { progress = append(progress, p) })
	require.NoError(t, err)
	require.Len(t, qs, 3)
	assert.Equal(t, PlayerLab, qs[0].Eval)
	assert.InDelta(t, qs[0].Random, qs[0].Score, 1e-9, "no move better than another, none seen to end")
	assert.Len(t, progress, 30, "a progress line every 10 positions, for each of 3 evaluations")
	assert.Equal(t, QualityProgress{Eval: PlayerBetter, Done: 100, Of: 100}, progress[len(progress)-1])
}
