package compare

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

func TestParseAlgos(t *testing.T) {
	t.Parallel()
	tests := []struct {
		list  string
		names []string
		code  string
	}{
		{"minimax", []string{"minimax"}, ""},
		{" Minimax , alphabeta+ORDER ", []string{"minimax", "alphabeta+order"}, ""},
		{DefaultAlgos, []string{"minimax", "alphabeta", "alphabeta+order", "alphabeta+tt", "alphabeta+iterative", "negamax", "negamax-alphabeta"}, ""},
		{"negamax-alphabeta+tt+order+iterative", []string{"negamax-alphabeta+tt+order+iterative"}, ""},
		{"alphabeta+naive-tt,alphabeta+fail-hard", []string{"alphabeta+naive-tt", "alphabeta+fail-hard"}, ""},
		{"alphabeta+fail-course,negamax-alphabeta+fail-course", []string{"alphabeta+fail-course", "negamax-alphabeta+fail-course"}, ""},
		{"alphabeta+fail-hard+fail-course", nil, "options.fail_both"},
		{"", nil, "compare.algos_none"},
		{"  ", nil, "compare.algos_none"},
		{"minimax,,alphabeta", nil, "compare.algos_empty_item"},
		{"minimax,", nil, "compare.algos_empty_item"},
		{"minimax,MINIMAX", nil, "compare.algos_twice"},
		{"alphabet", nil, "compare.algo_unknown"},
		{"+order", nil, "compare.algo_unknown"},
		{"alphabeta+speed", nil, "compare.refinement_unknown"},
		{"alphabeta+", nil, "compare.refinement_unknown"},
		{"alphabeta+tt+tt", nil, "compare.refinement_twice"},
		{"alphabeta+tt+naive-tt", nil, "compare.refinement_twice"},
		{"minimax,negamax,alphabeta,negamax-alphabeta,minimax+order,negamax+order,alphabeta+order,negamax-alphabeta+order," +
			"minimax+tt,negamax+tt,alphabeta+tt,negamax-alphabeta+tt,alphabeta+iterative", nil, "compare.algos_many"},
	}
	for _, tc := range tests {
		t.Run(tc.list, func(t *testing.T) {
			t.Parallel()
			algos, err := ParseAlgos(tc.list)
			if tc.code != "" {
				require.Error(t, err)
				c, ok := msg.Find(err)
				require.True(t, ok, "a coded error: %v", err)
				assert.Equal(t, tc.code, c.Code())
				assert.NotEqual(t, c.Text(msg.EN), c.Text(msg.ES), "translated")
				return
			}
			require.NoError(t, err)
			assert.Equal(t, tc.names, Names(algos))
		})
	}
}

func TestAlgoOptions(t *testing.T) {
	t.Parallel()
	base := trace.Options{Algorithm: trace.Minimax, Depth: 3, Order: true, TT: trace.TTNaive, Iterative: true, MaxNodes: 99}
	a, err := ParseAlgo("negamax-alphabeta+tt+fail-hard")
	require.NoError(t, err)
	o := a.Options(base)
	assert.Equal(t, trace.NegamaxAlphaBeta, o.Algorithm)
	assert.False(t, o.Order, "ordering is the algo's own")
	assert.False(t, o.Iterative)
	assert.Equal(t, trace.TTBounds, o.TT)
	assert.True(t, o.FailHard)
	assert.Equal(t, 3, o.Depth, "the rest is the base's")
	assert.Equal(t, int64(99), o.MaxNodes)
}

// The course's alpha-beta as a refinement: it replaces the base's fail-hard, as
// fail-hard replaces the base's course's; without either the base's value stands.
func TestAlgoOptionsFailCourse(t *testing.T) {
	t.Parallel()
	course, err := ParseAlgo("alphabeta+fail-course")
	require.NoError(t, err)
	hard, err := ParseAlgo("alphabeta+fail-hard")
	require.NoError(t, err)
	plain, err := ParseAlgo("alphabeta")
	require.NoError(t, err)
	o := course.Options(trace.Options{FailHard: true})
	assert.True(t, o.FailCourse)
	assert.False(t, o.FailHard)
	require.NoError(t, o.Check())
	o = hard.Options(trace.Options{FailCourse: true})
	assert.True(t, o.FailHard)
	assert.False(t, o.FailCourse)
	o = plain.Options(trace.Options{FailCourse: true})
	assert.True(t, o.FailCourse, "the base's course's stands")
	assert.False(t, o.FailHard)
}

func FuzzParseAlgos(f *testing.F) {
	for _, s := range []string{DefaultAlgos, "alphabeta+tt+order", ",", "+", "minimax,minimax"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		t.Parallel()
		algos, err := ParseAlgos(s)
		if err != nil {
			_, ok := msg.Find(err)
			require.True(t, ok, "coded: %v", err)
			return
		}
		require.NotEmpty(t, algos)
		require.LessOrEqual(t, len(algos), MaxAlgos)
		for _, a := range algos {
			again, err := ParseAlgo(a.Name)
			require.NoError(t, err, "a name reads back")
			require.Equal(t, a, again)
			o := a.Options(trace.Options{})
			require.NoError(t, o.Check())
		}
	})
}

func TestLabels(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ name, en, es string }{
		{"minimax", "Minimax", "Minimax"},
		{"alphabeta+order", "Alpha-beta + move ordering", "Poda alfa-beta + ordenamiento"},
		{"negamax-alphabeta+tt+iterative", "Negamax with alpha-beta + transposition table + iterative deepening",
			"Negamax con poda alfa-beta + tabla de transposición + profundización iterativa"},
		{"alphabeta+naive-tt+fail-hard", "Alpha-beta + naive memo + fail-hard", "Poda alfa-beta + memo ingenua + fail-hard"},
		{"alphabeta+fail-course", "Alpha-beta + the course's returns (α at MAX, β at MIN)", "Poda alfa-beta + devolución del curso (α en MAX, β en MIN)"},
		{"bogus", "bogus", "bogus"},
	} {
		assert.Equal(t, tc.en, AlgoLabel(tc.name, msg.EN), tc.name)
		assert.Equal(t, tc.es, AlgoLabel(tc.name, msg.ES), tc.name)
	}
	assert.Equal(t, "Tres en raya, tablero X.O......", ProblemLabel("tictactoe", "X.O......", msg.ES))
	assert.Equal(t, "Conecta 4, columnas jugadas 4453", ProblemLabel("connect4", "4453", msg.ES))
	assert.Equal(t, "Stones, 21 stones", ProblemLabel("stones", "21", msg.EN))
	assert.Equal(t, "Textbook example: MAX over three MIN nodes", ProblemLabel("tree", "textbook", msg.EN))
	assert.Equal(t, "Russell y Norvig, figura 5.2", ProblemLabel("tree", " Figure-5.2", msg.ES))
	assert.Equal(t, "Explicit tree ((3,5),(2,9))", ProblemLabel("tree", "((3,5),(2,9))", msg.EN))
	assert.Equal(t, "chess e4", ProblemLabel("chess", "e4", msg.EN))
}
