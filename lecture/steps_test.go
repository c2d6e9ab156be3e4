package lecture

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// The textbook's key steps are its first step, its two cutoffs, the three returns of
// the root's children, the root's one change of value and its last step; no other.
func TestKeyStepsOfTheTextbook(t *testing.T) {
	t.Parallel()
	tr := searched(t, textbook())
	keys := KeySteps(tr)
	assert.Equal(t, []int{0, 9, 10, 17, 18, 25, 26, 28}, keys)
	kinds := map[trace.StepKind]int{}
	for _, k := range keys {
		kinds[tr.Step(k).Kind]++
	}
	assert.Equal(t, map[trace.StepKind]int{trace.StepEnter: 1, trace.StepReturn: 4, trace.StepBackup: 1, trace.StepCutoff: 2}, kinds)
}

// In any search: every cutoff, every change of the root's value, every return of a
// root child, the first and the last step are key steps, and nothing else is.
func TestKeyStepsAreExactlyTheDefinedOnes(t *testing.T) {
	t.Parallel()
	minimax := textbook()
	minimax.Options.Algorithm = trace.Minimax
	negamax := connect4()
	negamax.Options.Algorithm = trace.NegamaxAlphaBeta
	negamax.Options.Depth = 2
	random := textbook()
	random.Position = "random:b=3,d=5,seed=4"
	for name, p := range map[string]trace.Params{"textbook minimax": minimax, "connect4": connect4(), "negamax-ab": negamax, "random": random} {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			tr := searched(t, p)
			keys := map[int]bool{}
			for _, k := range KeySteps(tr) {
				keys[k] = true
			}
			n := tr.StepCount()
			rootHas, rootValue := false, 0
			for k := range n {
				st := tr.Step(k)
				want := k == 0 || k == n-1 || st.Kind == trace.StepCutoff || st.Kind == trace.StepStop ||
					st.Kind == trace.StepReturn && st.Node > 0 && tr.Parent(st.Node) == 0 ||
					st.Kind == trace.StepBackup && st.Node == 0 && (!rootHas || rootValue != st.Value)
				if st.Node == 0 && st.HasValue {
					rootHas, rootValue = true, st.Value
				}
				assert.Equal(t, want, keys[k], "step %d (%s at %d)", k+1, st.Kind, st.Node)
			}
			assert.Less(t, len(keys), n, "fewer key steps than steps")
		})
	}
}

// Select: every step or the key steps; too many, and none recorded, are coded errors.
func TestSelect(t *testing.T) {
	t.Parallel()
	tr := searched(t, textbook())
	all, err := Select(tr, StepsAll)
	require.NoError(t, err)
	assert.Len(t, all, tr.StepCount())
	key, err := Select(tr, StepsKey)
	require.NoError(t, err)
	assert.Equal(t, KeySteps(tr), key)

	ttt := trace.DefaultParams()
	ttt.Game = "tictactoe"
	big := searched(t, ttt)
	_, err = Select(big, StepsAll)
	requireCode(t, err, "lecture.too_many_steps")
	_, err = selectAtMost(tr, StepsKey, 3)
	requireCode(t, err, "lecture.too_many_steps")
	_, err = NewAtMost(textbook(), tr, msg.ES, StepsAll, 10)
	requireCode(t, err, "lecture.too_many_steps")

	p := textbook()
	unrecorded, err := trace.Makers{}.Search(t.Context(), &p)
	require.NoError(t, err)
	_, err = Select(unrecorded, StepsKey)
	requireCode(t, err, "lecture.no_steps")
}

func TestParseStepsAndFormat(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]Steps{"": StepsKey, "key": StepsKey, "all": StepsAll} {
		got, err := ParseSteps(in)
		require.NoError(t, err)
		assert.Equal(t, want, got)
	}
	for in, want := range map[string]Format{"": FormatPDF, "pdf": FormatPDF, "tex": FormatTeX} {
		got, err := ParseFormat(in)
		require.NoError(t, err)
		assert.Equal(t, want, got)
	}
	_, err := ParseSteps("some")
	requireCode(t, err, "lecture.steps")
	_, err = ParseFormat("docx")
	requireCode(t, err, "lecture.format")
}

func requireCode(t *testing.T, err error, code string) {
	t.Helper()
	require.Error(t, err)
	c, ok := msg.Find(err)
	require.True(t, ok, "%v is coded", err)
	assert.Equal(t, code, c.Code())
}
