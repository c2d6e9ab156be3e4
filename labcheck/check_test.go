package labcheck

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

func example(t testing.TB, name string) string {
	t.Helper()
	src, ok := lab.ExampleSource(name)
	require.True(t, ok, name)
	return src
}

func problem(position string, algo trace.Algorithm, hard, rootMin bool) trace.Params {
	return trace.Params{Game: "tree", Position: position, RootMin: rootMin, Options: trace.Options{Algorithm: algo, FailHard: hard}}
}

func randomTree(i int) string {
	return fmt.Sprintf("random:b=%d,d=%d,seed=%d", 2+i%3, 2+(i/3)%3, i)
}

// The correct searches (Russell & Norvig's alpha-beta, seed 003's alfabeta and
// negamax, two-function minimax) pass on 1,000 random trees, MAX or MIN at the root
// (the first 108 unless -long: the shapes and the root's side repeat every 36).
func TestCorrectSearchesPass(t *testing.T) {
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
			src := example(t, tc.example)
			for i := range testsize.Count(108, 1000) {
				p := problem(randomTree(i), tc.algo, false, i%4 == 3)
				rep, err := Check(src, p, lab.Limits{})
				require.NoError(t, err)
				require.True(t, rep.OK, "%s: %s", p.Position, rep.Summary["en"])
			}
		})
	}
}

// The mistakes students make, each a change to a correct search. Every one is caught
// on the textbook trees, at its true first divergence.
var mistakes = []struct {
	name, example, old, new string
	algo                    trace.Algorithm
	hard                    bool
}{
	{"> for >= in MAX's cut", "search_alphabeta", "if v >= beta:", "if v > beta:", trace.AlphaBeta, false},
	{"< for <= in MIN's cut", "search_alphabeta", "if v <= alpha:", "if v < alpha:", trace.AlphaBeta, false},
	{"alpha and beta not passed down", "search_alphabeta", "min_value(child, alpha, beta)", "min_value(child, -INF, INF)", trace.AlphaBeta, false},
	{"beta not passed down", "search_alphabeta", "max_value(child, alpha, beta)", "max_value(child, alpha, INF)", trace.AlphaBeta, false},
	{"alpha never raised", "search_alphabeta", "        alpha = max(alpha, v)\n", "", trace.AlphaBeta, false},
	{"beta never lowered", "search_alphabeta", "        beta = min(beta, v)\n", "", trace.AlphaBeta, false},
	{"v not reset: starts at alpha", "search_alphabeta", "    v = -INF\n", "    v = alpha\n", trace.AlphaBeta, false},
	{"v not reset: starts at beta", "search_alphabeta", "    v = INF\n", "    v = beta\n", trace.AlphaBeta, false},
	{"cut on the wrong side at MAX", "search_alphabeta", "if v >= beta:", "if v <= alpha:", trace.AlphaBeta, false},
	{"cut on the wrong side at MIN", "search_alphabeta", "if v <= alpha:", "if v >= beta:", trace.AlphaBeta, false},
	{"children right to left", "search_alphabeta", "for child in node.children():\n        v = max(", "for child in reversed(node.children()):\n        v = max(", trace.AlphaBeta, false},
	{"MAX's children searched as MAX", "search_alphabeta", "v = max(v, min_value(child, alpha, beta))", "v = max(v, max_value(child, alpha, beta))", trace.AlphaBeta, false},
	{"alpha raised at MIN instead of beta", "search_alphabeta", "        beta = min(beta, v)\n", "        alpha = max(alpha, v)\n", trace.AlphaBeta, false},
	{"the child that cuts not counted", "search_alphabeta_course", "            max_eval = max(max_eval, ev)\n            alfa = max(alfa, ev)\n            if beta <= alfa:\n                break", "            if beta <= max(alfa, ev):\n                break\n            max_eval = max(max_eval, ev)\n            alfa = max(alfa, ev)", trace.AlphaBeta, false},
	{"no break after the cut", "search_alphabeta_course", "            if beta <= alfa:\n                break            # poda beta", "            if beta <= alfa:\n                pass", trace.AlphaBeta, false},
	{"returns alpha (fail-hard) where fail-soft is asked", "search_alphabeta_course", "        return max_eval", "        return alfa", trace.AlphaBeta, false},
	{"returns the best value (fail-soft) where fail-hard is asked", "search_alphabeta", "", "", trace.AlphaBeta, true},
	{"the root's window starts at 0", "search_alphabeta", "return max_value(root, -INF, INF)", "return max_value(root, 0, INF)", trace.AlphaBeta, false},
	{"a leaf's value asked twice", "search_alphabeta", "    if node.is_leaf():\n        return node.value()\n    v = -INF", "    if node.is_leaf():\n        node.value()\n        return node.value()\n    v = -INF", trace.AlphaBeta, false},
	// (Looking at the children with is_leaf() before searching them is no mistake: a
	// node is visited when it is expanded or evaluated; see styles/17_explicit_stack_peeks.)
	{"negamax: the child's value not negated", "search_negamax", "ev = -negamax(hijo, -beta, -alfa, -color)", "ev = negamax(hijo, -beta, -alfa, -color)", trace.NegamaxAlphaBeta, false},
	{"negamax: the window not swapped", "search_negamax", "negamax(hijo, -beta, -alfa, -color)", "negamax(hijo, -alfa, -beta, -color)", trace.NegamaxAlphaBeta, false},
	{"negamax: the window not negated", "search_negamax", "negamax(hijo, -beta, -alfa, -color)", "negamax(hijo, beta, alfa, -color)", trace.NegamaxAlphaBeta, false},
	{"negamax: a leaf's value without color", "search_negamax", "return color * node.value()", "return node.value()", trace.NegamaxAlphaBeta, false},
	{"negamax: > for >= in the cut", "search_negamax", "if alfa >= beta:", "if alfa > beta:", trace.NegamaxAlphaBeta, false},
	{"minimax: < for > at MAX", "search_minimax", "if best == None or v > best:", "if best == None or v < best:", trace.Minimax, false},
	{"minimax: returns after the first child", "search_minimax", "            best = v\n    return best\n\ndef min_value", "            best = v\n        return best\n    return best\n\ndef min_value", trace.Minimax, false},
}

// firstDifference is where two lists of events first differ, computed apart from the
// checker.
func firstDifference(a, b []Event) int {
	for i := 0; ; i++ {
		if i >= len(a) || i >= len(b) {
			return i
		}
		x, y := a[i], b[i]
		if x.Kind != y.Kind || x.Node != y.Node || x.Kind != EventVisit && (x.Value != y.Value || x.NotNumber) {
			return i
		}
	}
}

func TestMistakesAreCaughtAtTheirFirstDivergence(t *testing.T) {
	t.Parallel()
	trees := []string{"textbook", "figure-5.2", "deep"}
	for i := range testsize.Count(18, 60) { // the shapes repeat every 9 trees

		trees = append(trees, randomTree(i))
	}
	require.GreaterOrEqual(t, len(mistakes), 20)
	for _, m := range mistakes {
		t.Run(m.name, func(t *testing.T) {
			t.Parallel()
			src := example(t, m.example)
			require.Contains(t, src, m.old)
			src = strings.Replace(src, m.old, m.new, 1)
			caught := 0
			for _, tree := range trees {
				rep, err := Check(src, problem(tree, m.algo, m.hard, false), lab.Limits{})
				require.NoError(t, err, tree)
				if rep.OK {
					continue
				}
				caught++
				d := rep.First
				require.NotNil(t, d)
				if d.Kind == "root" {
					assert.Equal(t, len(rep.Reference), d.Index)
					assert.Equal(t, len(rep.Student), d.Index)
					continue
				}
				assert.Equal(t, firstDifference(rep.Student, rep.Reference), d.Index, tree)
				if d.Index < len(rep.Student) {
					assert.Equal(t, rep.Student[d.Index].Node, d.Node)
					assert.Contains(t, d.Text["en"], rep.Student[d.Index].Name)
				}
				assert.NotEmpty(t, d.Text["es"])
				if tree == "textbook" || tree == "deep" {
					t.Logf("%s: %s", tree, d.Text["en"])
				}
			}
			assert.Greater(t, caught, 0, "never caught")
		})
	}
}

// The example: a leaf evaluated that alpha-beta prunes, explained with the
// stepper's cutoff sentence, at the stepper's step (18 of 29: the cutoff the page
// opens), with what the code does instead (it searches every node: minimax).
func TestDivergenceSentences(t *testing.T) {
	t.Parallel()
	src := example(t, "search_alphabeta_wrong")
	rep, err := Check(src, problem("textbook", trace.AlphaBeta, false, false), lab.Limits{})
	require.NoError(t, err)
	require.False(t, rep.OK)
	assert.Equal(t, "pruned", rep.First.Kind)
	assert.Equal(t, 17, rep.First.Step)
	require.NotNil(t, rep.Matches)
	assert.Equal(t, trace.Minimax, rep.Matches.Algorithm)
	assert.Equal(t, "At step 18 your code visited C2; alpha-beta never gets there, it prunes it: β=2 ≤ α=3 at C: the rest of C's children cannot change the result, pruned (C2). Your code searches every node: that is minimax.", rep.First.Text["en"])
	assert.Equal(t, "En el paso 18 tu código visitó C2; el alfa-beta no llega ahí, lo poda: β=2 ≤ α=3 en C: el resto de hijos de C no puede cambiar el resultado, se podan (C2). Tu código recorre todos los nodos: eso es el minimax.", rep.First.Text["es"])
	ok, err := Check(example(t, "search_alphabeta"), problem("textbook", trace.AlphaBeta, false, false), lab.Limits{})
	require.NoError(t, err)
	assert.True(t, ok.OK)
	assert.Equal(t, "Tu código hace lo mismo que el alfa-beta: 29 pasos, los mismos nodos en el mismo orden, los mismos valores.", ok.Summary["es"])
}

// The node API's errors are coded and said in both languages, at the line that
// called the method.
func TestNodeAPIErrors(t *testing.T) {
	t.Parallel()
	src := "def search(root):\n    return root.value()\n"
	_, err := Check(src, problem("textbook", trace.AlphaBeta, false, false), lab.Limits{})
	require.Error(t, err)
	le, ok := err.(*lab.Error)
	require.True(t, ok, "%T %v", err, err)
	assert.Equal(t, "lab.not_leaf", le.Kind)
	assert.Equal(t, 2, le.Line)
	assert.Equal(t, "line 2, column 22: value(): A is not a leaf (ask is_leaf() first)", le.Text("en"))
	assert.Equal(t, "línea 2, columna 22: value(): A no es una hoja (pregunta antes con is_leaf())", le.Text("es"))
	assert.Equal(t, "Traza (la llamada más reciente, al final):\n  code.star:2:22: en search", le.TracebackIn("es"))
}

// nimGame is a student's game played in this process: one heap of n, take 1 to 3.
func nimGame(t *testing.T, n int, position string) trace.Game {
	t.Helper()
	src := strings.Replace(example(t, "nim_one_heap"), "MONTON = 8", fmt.Sprintf("MONTON = %d", n), 1)
	p, err := lab.Load(lab.KindGame, src, lab.Limits{})
	require.NoError(t, err)
	g, err := lab.NewGame(lab.NewLocalGame(p), position)
	require.NoError(t, err)
	return g
}

// A student's search checked on a student's game: the same verdict as on the
// built-in stones game it equals (one heap, take 1, 2 or 3).
func TestCheckOnAStudentsGame(t *testing.T) {
	t.Parallel()
	for _, name := range []string{"search_alphabeta", "search_alphabeta_wrong"} {
		p := trace.Params{Game: "lab:nim", Options: trace.Options{Algorithm: trace.AlphaBeta}}
		mine, err := CheckOn(example(t, name), nimGame(t, 8, "-2"), p, lab.Limits{})
		require.NoError(t, err, name)
		stones := trace.Params{Game: "stones", Position: "6", Takes: []int{1, 2, 3}, Options: trace.Options{Algorithm: trace.AlphaBeta, PlainScores: true}}
		ref, err := Check(example(t, name), stones, lab.Limits{})
		require.NoError(t, err, name)
		assert.Equal(t, ref.OK, mine.OK, name)
		require.Equal(t, len(ref.Student), len(mine.Student), name)
		for i := range ref.Student {
			assert.Equal(t, ref.Student[i].Kind, mine.Student[i].Kind, "%s event %d", name, i)
		}
		if !mine.OK {
			assert.Equal(t, ref.First.Index, mine.First.Index, name)
			assert.Equal(t, ref.First.Kind, mine.First.Kind, name)
			// a node is named by its moves from the root, as the stones game's
			assert.Equal(t, strings.ReplaceAll(ref.Student[ref.First.Index].Name, "take ", "-"), mine.Student[mine.First.Index].Name, name)
		}
	}
	// the game's code failing: its error says it is the game's
	src := "def initial():\n    return 3\ndef moves(s):\n    return [1, 2]\ndef play(s, m):\n    return s - m\ndef result(s):\n    return 1 // 0 if s < 0 else (-1 if s == 0 else None)\n"
	gp, err := lab.Load(lab.KindGame, src, lab.Limits{})
	require.NoError(t, err)
	g, err := lab.NewGame(lab.NewLocalGame(gp), "")
	require.NoError(t, err)
	_, err = CheckOn(example(t, "search_alphabeta"), g, trace.Params{Options: trace.Options{Algorithm: trace.AlphaBeta}}, lab.Limits{})
	require.Error(t, err)
	le, ok := err.(*lab.Error)
	require.True(t, ok, "%T %v", err, err)
	assert.Equal(t, lab.InGame, le.In)
	assert.Equal(t, 8, le.Line)
	assert.True(t, strings.HasPrefix(le.Text("es"), "en el código de tu juego: línea 8"), le.Text("es"))
}
