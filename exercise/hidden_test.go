package exercise

import (
	"fmt"
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
	t.Parallel()
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
	assert.Equal(t, "β ≤ α at D: the rest of D's children cannot change the result.", e.ExplainHidden(25, msg.EN), "not which are pruned")
	assert.Equal(t, "β ≤ α en D: el resto de hijos de D no puede cambiar el resultado.", e.ExplainHidden(25, msg.ES))
	last := e.Trace.StepCount() - 1
	assert.Equal(t, "The search is over: A is worth 3; the best move is B.", e.Explain(last, msg.EN))
	assert.Equal(t, "The search is over: A is worth ?.", e.ExplainHidden(last, msg.EN), "the best move tells A's value")
	assert.Equal(t, "Fin de la búsqueda: A vale ?.", e.ExplainHidden(last, msg.ES))
	assert.Equal(t, "D returns ≤0 to A: an upper bound, its true value is at most 0.", e.Explain(26, msg.EN))
	assert.Equal(t, "D is done and returns ? to A.", e.ExplainHidden(26, msg.EN), "a bound tells that D has a cutoff")
	assert.Equal(t, "D termina y devuelve ? a A.", e.ExplainHidden(26, msg.ES))
}

// ExplainHidden tells nothing the answers of a question are: at no step does it name a
// pruned child or the best move, or say that a node returns a bound.
func TestExplainHiddenTellsNoCutNorBestMove(t *testing.T) {
	t.Parallel()
	for _, spec := range []Spec{
		{Source: "textbook", Q: Prune}, {Source: "figure-5.2", Q: Window, FailHard: true},
		{Source: "random", Level: 3, Seed: 7, Q: Prune}, {Source: "random", Level: 4, Seed: 2, Q: Window},
		{Source: "tictactoe", Position: "XOX.O.X..", Q: Prune}, {Source: "stones", Position: "5", Q: Prune},
	} {
		e, err := New(spec)
		require.NoError(t, err)
		for _, lang := range []string{msg.EN, msg.ES} {
			best := ""
			if bm := e.Trace.BestMove; bm != "" {
				best = say(lang, "bestMoveIs", map[string]string{"m": e.moveName(lang, bm)})
			}
			for k := range e.Trace.StepCount() {
				hidden := e.ExplainHidden(k, lang)
				what := fmt.Sprintf("%s step %d %s: %q", spec.Query(), k, lang, hidden)
				if best != "" {
					assert.NotContains(t, hidden, best, what)
				}
				for _, w := range []string{"bound", "cota", "Fail-hard"} {
					assert.NotContains(t, hidden, w, what)
				}
				if kind, n := e.Trace.StepKindAt(k); kind == trace.StepCutoff {
					for _, c := range e.children[n] {
						if e.nodes[c].Kind == trace.Pruned {
							assert.NotRegexp(t, `\b`+regexp.QuoteMeta(e.displayName(lang, c))+`\b`, hidden, what)
						}
					}
				}
			}
		}
	}
}
