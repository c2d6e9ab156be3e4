package labcheck

import (
	"encoding/json"
	"math"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.starlark.net/starlark"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// The set is as its comments say: smallest first, every tree parses, and between
// them ties, depth 4 and more, MIN roots, negative values and 2, 3 and 4 children.
func TestSuiteTreesAreAsDescribed(t *testing.T) {
	t.Parallel()
	trees := Suite()
	require.GreaterOrEqual(t, len(trees), 5)
	prev, minRoots, maxDepth, negatives := 0, 0, 0, false
	branchings := map[int]bool{}
	names := map[string]bool{}
	for _, st := range trees {
		assert.False(t, names[st.Name], st.Name)
		names[st.Name] = true
		tr, err := games.ParseTree(st.Tree, games.Options{RootMin: st.RootMin})
		require.NoError(t, err, st.Name)
		size, depth := 0, 0
		var walk func(d int)
		walk = func(d int) {
			size++
			depth = max(depth, d)
			if over, v := tr.Result(); over {
				negatives = negatives || v < 0
				return
			}
			ms := tr.Moves(nil)
			branchings[len(ms)] = true
			for _, m := range ms {
				tr.Play(m)
				walk(d + 1)
				tr.Undo(m)
			}
		}
		walk(0)
		assert.GreaterOrEqual(t, size, prev, "%s: smallest first", st.Name)
		prev = size
		maxDepth = max(maxDepth, depth)
		if st.RootMin {
			minRoots++
		}
	}
	assert.GreaterOrEqual(t, maxDepth, 4)
	assert.GreaterOrEqual(t, minRoots, 1)
	assert.True(t, negatives)
	for _, b := range []int{2, 3, 4} {
		assert.True(t, branchings[b], "a node with %d children", b)
	}
}

func suiteParams(algo trace.Algorithm) trace.Params {
	return trace.Params{Game: "tree", Options: trace.Options{Algorithm: algo}}
}

// Every wrong search of the corpus is rejected by the default set, on a named tree of
// the set whose params open it in the stepper; the textbook's two trees alone let
// most of them through (the complaint: 14 of 32 passed them).
func TestSuiteRejectsEveryWrongSearch(t *testing.T) {
	t.Parallel()
	ws := wrongSearches()
	require.GreaterOrEqual(t, len(ws), 32)
	seen := map[string]bool{}
	textbookMissed := 0
	needs := map[string]int{}
	for _, w := range ws {
		require.False(t, seen[w.src], "%s: the same code twice", w.name)
		seen[w.src] = true
		rep, err := CheckSuite(w.src, suiteParams(w.algo), lab.Limits{})
		require.NoError(t, err, w.name)
		require.False(t, rep.OK, "%s passed the default set", w.name)
		res := rep.Suite
		require.NotNil(t, res)
		tree := res.Trees[res.Index]
		assert.Equal(t, tree.Name, res.Tree)
		assert.Equal(t, res.Index, res.Passed, w.name)
		assert.Equal(t, tree.Tree, rep.Params["position"], w.name)
		assert.Equal(t, tree.RootMin, rep.Params["root"] == "min", w.name)
		assert.Contains(t, rep.Summary["en"], `"`+tree.Name+`"`, w.name)
		assert.Contains(t, rep.Summary["es"], "«"+tree.Name+"»", w.name)
		assert.Contains(t, rep.Summary["en"], rep.First.Text["en"], w.name)
		caught := false
		for _, pos := range []string{"textbook", "figure-5.2"} {
			r, err := Check(w.src, trace.Params{Game: "tree", Position: pos, Options: trace.Options{Algorithm: w.algo}}, lab.Limits{})
			require.NoError(t, err)
			caught = caught || !r.OK
		}
		if !caught {
			textbookMissed++
			needs[w.needs]++
			t.Logf("passes both textbook trees, rejected on %q: %s", res.Tree, w.name)
		}
	}
	t.Logf("%d wrong searches: the textbook's two trees reject %d, the default set of %d trees all %d", len(ws), len(ws)-textbookMissed, len(Suite()), len(ws))
	assert.GreaterOrEqual(t, textbookMissed, 14)
	for _, k := range []string{"tie", "depth4", "min-root", "negative"} {
		assert.Positive(t, needs[k], "a mistake of kind %s the textbook trees miss", k)
	}
}

// The correct examples pass the whole set for their algorithm, and the verdict says
// so: "accepted on all N trees".
func TestSuiteAcceptsCorrectExamples(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		example string
		algo    trace.Algorithm
	}{
		{"search_alphabeta", trace.AlphaBeta},
		{"search_alphabeta_course", trace.AlphaBeta},
		{"search_negamax", trace.NegamaxAlphaBeta},
		{"search_minimax", trace.Minimax},
	} {
		t.Run(tc.example, func(t *testing.T) {
			t.Parallel()
			rep, err := CheckSuite(example(t, tc.example), suiteParams(tc.algo), lab.Limits{})
			require.NoError(t, err)
			require.True(t, rep.OK, rep.Summary["en"])
			n := len(Suite())
			assert.Equal(t, n, rep.Suite.Passed)
			assert.Equal(t, n-1, rep.Suite.Index)
			assert.Contains(t, rep.Summary["en"], "Accepted on all 6 check trees")
			assert.Contains(t, rep.Summary["es"], "Aceptado en los 6 árboles de comprobación")
		})
	}
	// the search checked against the wrong algorithm is rejected
	rep, err := CheckSuite(example(t, "search_minimax"), suiteParams(trace.AlphaBeta), lab.Limits{})
	require.NoError(t, err)
	assert.False(t, rep.OK)
	assert.Equal(t, "textbook", rep.Suite.Tree)
	assert.Contains(t, rep.Summary["en"], `On check tree 1 of 6, "textbook":`)
}

// On the set, the hint names the search that holds on every tree: seed 002's
// alpha-beta equals fail-hard on the trees whose MAX nodes' leaves never pass β, and
// is told to choose the course's, never to tick fail-hard; a fail-hard search is told
// to tick fail-hard; each, checked as it is told, is accepted.
func TestSuiteHintHoldsOnEveryTree(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		source     string
		asked      trace.Options
		hard, crse bool
		hint       string
	}{
		{example(t, "search_alphabeta_seed002"), trace.Options{Algorithm: trace.AlphaBeta}, false, true, "the course's alpha-beta's (returns α at MAX, β at MIN): choose it"},
		{example(t, "search_alphabeta_seed002"), trace.Options{Algorithm: trace.AlphaBeta, FailHard: true}, false, true, "choose it"},
		{styleSource(t, "09_fail_hard"), trace.Options{Algorithm: trace.AlphaBeta}, true, false, "your values are fail-hard's: tick fail-hard"},
		{styleSource(t, "09_fail_hard"), trace.Options{Algorithm: trace.AlphaBeta, FailCourse: true}, true, false, "tick fail-hard"},
	} {
		p := suiteParams(tc.asked.Algorithm)
		p.Options = tc.asked
		rep, err := CheckSuite(tc.source, p, lab.Limits{})
		require.NoError(t, err)
		require.False(t, rep.OK)
		require.NotNil(t, rep.Matches, rep.Summary["en"])
		assert.Equal(t, tc.hard, rep.Matches.FailHard, rep.Summary["en"])
		assert.Equal(t, tc.crse, rep.Matches.FailCourse, rep.Summary["en"])
		assert.Contains(t, rep.Summary["en"], tc.hint)
		assert.Equal(t, 1, strings.Count(rep.Summary["en"], "Your pruning is"), "one hint: %s", rep.Summary["en"])
		p.Options.FailHard, p.Options.FailCourse = tc.hard, tc.crse
		rep, err = CheckSuite(tc.source, p, lab.Limits{})
		require.NoError(t, err)
		assert.True(t, rep.OK, rep.Summary["en"])
	}
}

// Which requests ask for the set: the tree game with no position or "suite".
func TestAsksSuite(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		game, position string
		want           bool
	}{
		{"", "", true},
		{"tree", "", true},
		{"tree", " Suite ", true},
		{"tree", "textbook", false},
		{"tree", "((1,2),(3,4))", false},
		{"stones", "", false},
		{"lab:abc", "", false},
	} {
		assert.Equal(t, tc.want, AsksSuite(tc.game, tc.position), "%q %q", tc.game, tc.position)
	}
}

// A failing script fails the set with its own error; the report goes through JSON
// whole (the sandbox's worker sends it so): the suite's fields beside the report's.
func TestSuiteErrorsAndJSON(t *testing.T) {
	t.Parallel()
	_, err := CheckSuite("def search(root):\n    return root.value()\n", suiteParams(trace.AlphaBeta), lab.Limits{})
	require.Error(t, err)
	// the time is the whole set's: a right search slow on every tree, given three
	// times what one tree takes, runs out of it on a later tree
	slow := strings.Replace(example(t, "search_alphabeta"), "def search(root):\n", "def search(root):\n    n = 0\n    for i in range(100000):\n        n += 1\n", 1)
	// one tree's time: the least of three checks (one slowed by a busy machine would
	// give the set time enough)
	var fastest time.Duration
	for range 3 {
		began := time.Now()
		one, err := Check(slow, trace.Params{Game: "tree", Options: trace.Options{Algorithm: trace.AlphaBeta}}, lab.Limits{})
		require.NoError(t, err)
		require.True(t, one.OK, one.Summary["en"])
		if d := time.Since(began); fastest == 0 || d < fastest {
			fastest = d
		}
	}
	limit := 3 * fastest
	_, err = CheckSuite(slow, suiteParams(trace.AlphaBeta), lab.Limits{Time: limit})
	if le, ok := err.(*lab.Error); assert.True(t, ok, "%v", err) {
		assert.Equal(t, lab.CodeTime, le.Kind)
		assert.Equal(t, limit.Milliseconds(), le.Limit)
	}
	rep, err := CheckSuite(example(t, "search_alphabeta_wrong"), suiteParams(trace.AlphaBeta), lab.Limits{})
	require.NoError(t, err)
	b, err := json.Marshal(rep)
	require.NoError(t, err)
	var back SuiteReport
	require.NoError(t, json.Unmarshal(b, &back))
	require.NotNil(t, back.Report)
	assert.Equal(t, rep.Summary, back.Summary)
	assert.Equal(t, rep.Suite.Tree, back.Suite.Tree)
	assert.Equal(t, len(Suite()), len(back.Suite.Trees))
	var raw map[string]any
	require.NoError(t, json.Unmarshal(b, &raw))
	assert.Contains(t, raw, "ok")
	assert.Contains(t, raw, "suite")
}

// BenchmarkSuiteCorrect is a correct student's check on the whole set (the course's
// examples): go test ./labcheck -run '^$' -bench Suite -benchtime 20x.
func BenchmarkSuiteCorrect(b *testing.B) {
	for _, tc := range []struct {
		example string
		algo    trace.Algorithm
	}{
		{"search_alphabeta", trace.AlphaBeta},
		{"search_alphabeta_course", trace.AlphaBeta},
		{"search_negamax", trace.NegamaxAlphaBeta},
		{"search_minimax", trace.Minimax},
	} {
		b.Run(tc.example, func(b *testing.B) {
			src := example(b, tc.example)
			for b.Loop() {
				rep, err := CheckSuite(src, suiteParams(tc.algo), lab.Limits{})
				if err != nil || !rep.OK {
					b.Fatal(err)
				}
			}
		})
	}
}

// A search whose shape hides inner values (an explicit stack) accepted on the set is
// told what was checked and what not, as on one tree.
func TestSuiteSaysWhatWasChecked(t *testing.T) {
	t.Parallel()
	rep, err := CheckSuite(styleSource(t, "06_explicit_stack_alphabeta"), suiteParams(trace.AlphaBeta), lab.Limits{})
	require.NoError(t, err)
	require.True(t, rep.OK, rep.Summary["en"])
	require.NotEmpty(t, rep.NotChecked)
	assert.Contains(t, rep.Summary["en"], "in everything that could be checked")
	assert.Contains(t, rep.Summary["en"], "not checked: ")
	assert.Contains(t, rep.Summary["es"], "sin comprobar: ")
}

// A search of a student's game at a limited depth meets wins worth games.WinBase plus
// the game's score: numbers, not ±inf (the checker once read them as not numbers and
// failed a right minimax).
func TestWinsAreNumbers(t *testing.T) {
	t.Parallel()
	v, ok := returnedNumber(starlark.MakeInt64(games.WinBase + 7))
	assert.True(t, ok)
	assert.Equal(t, games.WinBase+7, v)
	v, ok = returnedNumber(starlark.Float(-(games.WinBase + 7)))
	assert.True(t, ok)
	assert.Equal(t, -(games.WinBase + 7), v)
	v, ok = returnedNumber(starlark.Float(math.Inf(1)))
	assert.True(t, ok)
	assert.Equal(t, Infinity, v)
}
