package labcheck

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// On random trees (MAX or MIN at the root, values with ties), every mutant and every
// correct example in JavaScript gets its Starlark twin's report: the same verdict, the
// same first divergence (kind, node, index, step), the same events, the same summary.
func TestJSPropertyRandomTreesAsStarlark(t *testing.T) {
	t.Parallel()
	type twin struct {
		name     string
		algo     trace.Algorithm
		star, js string
	}
	all := []twin{
		{"ok " + rn, trace.AlphaBeta, example(t, rn), jsEdit(t, rn)},
		{"ok " + course, trace.AlphaBeta, example(t, course), jsEdit(t, course)},
		{"ok " + nega, trace.NegamaxAlphaBeta, example(t, nega), jsEdit(t, nega)},
		{"ok " + mini, trace.Minimax, example(t, mini), jsEdit(t, mini)},
	}
	for _, m := range jsMutants(t) {
		all = append(all, twin(m))
	}
	n := testsize.Count(24, 60)
	for _, tw := range all {
		t.Run(tw.name, func(t *testing.T) {
			t.Parallel()
			rejected := 0
			for i := range n {
				p := problem(randomTree(i), tw.algo, false, i%4 == 3)
				want, err := Check(tw.star, p, lab.Limits{})
				require.NoError(t, err)
				got, err := CheckLang(lab.JavaScript, tw.js, p, lab.Limits{})
				require.NoError(t, err)
				sameVerdict(t, want, got, p.Position)
				assert.Equal(t, want.Summary, got.Summary, p.Position)
				if !want.OK {
					rejected++
				}
			}
			t.Logf("rejected on %d of %d random trees", rejected, n)
		})
	}
}

// A JavaScript search on a student's own game: the verdict of its Starlark twin.
func TestJSCheckOnAStudentsGame(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ star, js string }{
		{example(t, rn), jsEdit(t, rn)},
		{edit(rn, "if v >= beta:", "if v > beta:"), jsEdit(t, rn, "if (v >= beta)", "if (v > beta)")},
	} {
		p := trace.Params{Game: "lab:nim", Options: trace.Options{Algorithm: trace.AlphaBeta}}
		want, err := CheckOn(tc.star, nimGame(t, 8, "-2"), p, lab.Limits{})
		require.NoError(t, err)
		got, err := CheckOnLang(lab.JavaScript, tc.js, nimGame(t, 8, "-2"), p, lab.Limits{})
		require.NoError(t, err)
		sameVerdict(t, want, got, "nim")
		assert.Equal(t, want.Summary, got.Summary)
	}
}

// On the default set, the hint a JavaScript search gets is the one that holds on
// every tree, as for Starlark (the set is checked in JavaScript throughout).
func TestJSSuiteHintHoldsOnEveryTree(t *testing.T) {
	t.Parallel()
	p := suiteParams(trace.AlphaBeta)
	for _, name := range []string{"search_alphabeta_seed002", "search_alphabeta_seed002_java"} {
		want, err := CheckSuite(example(t, name), p, lab.Limits{})
		require.NoError(t, err)
		got, err := CheckSuiteLang(lab.JavaScript, jsEdit(t, name), p, lab.Limits{})
		require.NoError(t, err)
		require.False(t, got.OK)
		assert.Equal(t, want.Suite.Tree, got.Suite.Tree, name)
		sameVerdict(t, want.Report, got.Report, name)
		assert.Equal(t, want.Summary, got.Summary, name)
	}
	got, err := CheckSuiteLang(lab.JavaScript, jsEdit(t, "search_alphabeta_seed002"), p, lab.Limits{})
	require.NoError(t, err)
	require.NotNil(t, got.Matches)
	assert.True(t, got.Matches.FailCourse)
}

// BenchmarkSuiteCorrectJS is BenchmarkSuiteCorrect with the JavaScript twins: go test
// ./labcheck -run '^$' -bench 'SuiteCorrect' -benchtime 20x states both.
func BenchmarkSuiteCorrectJS(b *testing.B) {
	for _, tc := range []struct {
		example string
		algo    trace.Algorithm
	}{
		{rn, trace.AlphaBeta},
		{course, trace.AlphaBeta},
		{nega, trace.NegamaxAlphaBeta},
		{mini, trace.Minimax},
	} {
		b.Run(tc.example, func(b *testing.B) {
			src := jsEdit(b, tc.example)
			for b.Loop() {
				rep, err := CheckSuiteLang(lab.JavaScript, src, suiteParams(tc.algo), lab.Limits{})
				if err != nil || !rep.OK {
					b.Fatal(err)
				}
			}
		})
	}
}
