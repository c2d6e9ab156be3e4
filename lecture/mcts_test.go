package lecture

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// A lecture of mcts says the stepper's sentence of each phase, and its key steps are
// the first iteration whole and the ends of iterations 2, 5, 10, 20, ...
func TestLectureMCTS(t *testing.T) {
	t.Parallel()
	p := trace.DefaultParams()
	p.Game, p.Position = "tictactoe", ""
	p.Options = trace.Options{Algorithm: trace.MCTS, Iterations: 20, Seed: 1}
	tr := searched(t, p)
	keys := KeySteps(tr)
	ends := 0
	for _, k := range keys {
		if st := tr.Step(k); st.Kind == trace.StepBackprop && st.Node == 0 {
			ends++
			assert.Contains(t, []int{1, 2, 5, 10, 20}, st.Visits, "the end of iteration %d is no key step", st.Visits)
		}
	}
	assert.Equal(t, 5, ends, "iterations 1, 2, 5, 10 and 20")
	for _, lang := range []string{msg.EN, msg.ES} {
		l, err := New(p, tr, lang, StepsAll)
		require.NoError(t, err)
		seen := map[trace.StepKind]string{}
		for k := range tr.StepCount() {
			s := l.Sentence(k)
			assert.NotEmpty(t, s, "step %d", k)
			assert.NotContains(t, s, "α", "step %d: %s", k, s)
			seen[tr.Step(k).Kind] = s
		}
		words := map[string][]string{
			msg.EN: {"Monte Carlo tree search from", "Selection:", "Expansion:", "Simulation:", "Backpropagation:"},
			msg.ES: {"Búsqueda en árbol Monte Carlo desde", "Selección:", "Expansión:", "Simulación:", "Retropropagación:"},
		}[lang]
		for i, kind := range []trace.StepKind{trace.StepEnter, trace.StepSelect, trace.StepExpand, trace.StepRollout, trace.StepBackprop} {
			assert.Contains(t, seen[kind], words[i], lang)
		}
	}
}

// A lecture of a chance tree says the stepper's chance sentences, its values divided
// by the scale.
func TestLectureChanceSentences(t *testing.T) {
	t.Parallel()
	p := trace.DefaultParams()
	p.Position = "A(?(1/2: B(3,5), 1/2: C(2,9)))"
	p.Options.Algorithm = trace.Expectiminimax
	tr := searched(t, p)
	l, err := New(p, tr, msg.ES, StepsAll)
	require.NoError(t, err)
	var all []string
	for k := range tr.StepCount() {
		all = append(all, l.Sentence(k))
	}
	assert.Contains(t, all, "D = 1/2·3 + 1/2·2 = 2.5: su valor esperado, que devuelve a A.")
	assert.NotContains(t, all, "D termina y devuelve 5 a A.", "a value times the scale")
}
