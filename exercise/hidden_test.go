package exercise

import (
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// ExplainHidden writes no value the search finds: outside the steps that evaluate a
// leaf (whose value the question gives), no number is left but those of the node
// names; on those steps it is Explain.
func TestExplainHidden(t *testing.T) {
	digits := regexp.MustCompile(`[0-9∞]`)
	names := regexp.MustCompile(`\b[A-Z]+[0-9]+\b|\b[a-c][1-3]\b|take [0-9]+|quita [0-9]+`)
	for _, spec := range []Spec{
		{Source: "textbook", Q: Prune}, {Source: "figure-5.2", Q: Window, FailHard: true},
		{Source: "random", Level: 5, Seed: 11}, {Source: "random", Level: 1, Seed: 2},
		{Source: "tictactoe", Position: "XOX.O.X..", Q: Prune}, {Source: "stones", Position: "5", Q: Window},
	} {
		e, err := New(spec)
		require.NoError(t, err)
		for _, lang := range []string{msg.EN, msg.ES} {
			for k := range e.Trace.StepCount() {
				hidden := e.ExplainHidden(k, lang)
				require.NotEmpty(t, hidden)
				if kind, _ := e.Trace.StepKindAt(k); kind == trace.StepEval {
					assert.Equal(t, e.Explain(k, lang), hidden)
					continue
				}
				rest := names.ReplaceAllString(hidden, "")
				assert.False(t, digits.MatchString(rest), "%s step %d: %q", spec.Query(), k, hidden)
			}
		}
	}
	e, err := New(Spec{Source: "textbook", Q: Prune})
	require.NoError(t, err)
	assert.Equal(t, "β=0 ≤ α=3 at D: the rest of D's children cannot change the result, pruned (D2).", e.Explain(25, msg.EN))
	assert.Equal(t, "β ≤ α at D: the rest of D's children cannot change the result, pruned (D2).", e.ExplainHidden(25, msg.EN))
	assert.Equal(t, "β ≤ α en D: el resto de hijos de D no puede cambiar el resultado, se podan (D2).", e.ExplainHidden(25, msg.ES))
}
