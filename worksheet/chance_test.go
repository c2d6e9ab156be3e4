package worksheet

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/internal/golden"
)

// chanceItems is a teacher's sheet of chance trees: the tree's expectiminimax
// values, and Star1 on a tree where it cuts at a chance node.
const chanceItems = `preset chance q=values
tree A(?(1/2: B(5), 1/2: C(5)), ?(1/2: E(0), 1/2: F(9))) q=star1`

// A sheet with a chance values question and a star1 question, in both languages:
// the questions' names, what to do (with Star1's leaf bounds), and the answer keys.
func TestChanceSheet(t *testing.T) {
	t.Parallel()
	exs := chosen(t, chanceItems)
	require.Len(t, exs, 2)
	assert.True(t, exs[0].Spec.Chance)
	for _, c := range []struct {
		lang string
		part Part
		want []string
	}{
		{"en", Question, []string{"expectiminimax values", "expectiminimax with Star1 pruning", "every leaf between L = 0 and U = 9", "chance nodes (circles) included"}},
		{"es", Question, []string{"valores expectiminimax", "expectiminimax con poda Star1", "con cada hoja entre L = 0 y U = 9"}},
		{"en", Solution, []string{"Solutions", "expectiminimax values", "expectiminimax with Star1 pruning", "A 2.5 D 2.5", "G ≤4.5"}},
		{"es", Solution, []string{"Soluciones", "valores expectiminimax", "expectiminimax con poda Star1", "A 2.5 D 2.5", "G ≤4.5"}},
	} {
		svg, _, err := Page(exs, c.part, Options{Lang: c.lang})
		require.NoError(t, err)
		text := plain(t, svg)
		for _, w := range c.want {
			assert.Contains(t, text, w, "%s %v", c.lang, c.part)
		}
		assert.NotContains(t, text, " minimax values", "a chance tree's values are expectiminimax's")
		assert.NotContains(t, text, " valores minimax")
	}
	// one exercise's own sheets too; the answer key is the solution's
	for _, lang := range Langs {
		for _, part := range []Part{Question, Solution} {
			svg, err := Exercise(exs[0], part, Options{Lang: lang})
			require.NoError(t, err)
			ids(t, svg)
		}
	}
	assert.Equal(t, map[string]string{"A": "2.5", "D": "2.5"}, exs[0].Solution().Fractions)
	sol := exs[1].Solution()
	assert.Equal(t, []string{"G>F"}, sol.Pruned, "Star1 cuts F: 1/2·0 + 1/2·9 = 4.5 ≤ α=5")
}

// A worksheet of random chance exercises: consecutive seeds of one level, each a
// chance tree, its title the question's.
func TestRandomChanceWorksheet(t *testing.T) {
	t.Parallel()
	exs, err := Exercises(exercise.Spec{Source: exercise.SourceRandom, Chance: true, Level: 2, Seed: 4}, 2)
	require.NoError(t, err)
	require.Len(t, exs, 2)
	for i, e := range exs {
		assert.True(t, e.HasChance())
		assert.Equal(t, int64(4+i), e.Spec.Seed)
		assert.Equal(t, exercise.Star1, e.Spec.Q)
	}
	svg, _, err := Page(exs, Question, Options{Lang: "es"})
	require.NoError(t, err)
	assert.Contains(t, plain(t, svg), "expectiminimax con poda Star1 · nivel 2 · semillas 4–5")
	assert.Contains(t, plain(t, svg), "L = 0 y U = 9")
}

// The chance sheet, kept: look at it, then go test ./worksheet -run TestChanceGolden -update.
func TestChanceGolden(t *testing.T) {
	t.Parallel()
	exs := chosen(t, chanceItems)
	svg, _, err := Page(exs, Question, Options{Lang: "es", Site: "http://localhost:8080"})
	require.NoError(t, err)
	ids(t, svg)
	golden.Check(t, "chance-es-question.svg", svg)
}
