package lecture

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Every step of a search with a transposition table and quiescence has a sentence in
// the lecture's language, with every placeholder filled.
func TestEveryStepHasASentence(t *testing.T) {
	t.Parallel()
	p := connect4()
	p.Position = "4453"
	p.Options.Depth = 4
	p.Options.TT = trace.TTBounds
	p.Options.Quiescence = true
	stones := trace.DefaultParams()
	stones.Game, stones.Position, stones.Takes = "stones", "5", []int{1, 2}
	stones.Options.TT = trace.TTNaive
	for _, p := range []trace.Params{p, stones} {
		tr := searched(t, p)
		kinds := map[trace.StepKind]bool{}
		for _, lang := range []string{msg.EN, msg.ES} {
			l, err := New(p, tr, lang, StepsKey)
			require.NoError(t, err)
			for k := range tr.StepCount() {
				s := l.Sentence(k)
				kinds[tr.Step(k).Kind] = true
				require.NotEmpty(t, s, "step %d", k+1)
				require.NotContains(t, s, "{", "step %d: %s", k+1, s)
				if lang == msg.ES {
					require.NotContains(t, s, " is ", "step %d: %s", k+1, s)
				}
				assert.False(t, strings.HasSuffix(s, ": "+tr.Step(k).Kind.String()), "step %d: %s", k+1, s)
			}
		}
		assert.True(t, kinds[trace.StepTTHit], "%s: the table answers", p.Game)
		if p.Options.Quiescence {
			assert.True(t, kinds[trace.StepQuiesce], "%s: a position is not quiet", p.Game)
		}
	}
}
