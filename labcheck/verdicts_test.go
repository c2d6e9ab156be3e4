package labcheck

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

func checkOn(t *testing.T, src, position string, o trace.Options) *Report {
	t.Helper()
	rep, err := Check(src, trace.Params{Game: "tree", Position: position, Options: o}, lab.Limits{})
	require.NoError(t, err)
	return rep
}

var (
	softAB   = trace.Options{Algorithm: trace.AlphaBeta}
	hardAB   = trace.Options{Algorithm: trace.AlphaBeta, FailHard: true}
	courseAB = trace.Options{Algorithm: trace.AlphaBeta, FailCourse: true}
)

// Seed 002's pseudo-code is the course's alpha-beta: accepted as such on every tree;
// checked as fail-soft where the two differ, the verdict names it.
func TestSeed002IsTheCoursesAlphaBeta(t *testing.T) {
	t.Parallel()
	src := example(t, "search_alphabeta_seed002")
	for _, tree := range styleTrees() {
		rep, err := Check(src, withOptions(tree, courseAB), lab.Limits{})
		require.NoError(t, err)
		require.True(t, rep.OK, "%s: %s", tree.Position, rep.Summary["en"])
	}
	ok := checkOn(t, src, "textbook", courseAB)
	assert.Equal(t, "Your code does what the course's alpha-beta (returns α at MAX, β at MIN) does: 29 steps, the same nodes in the same order, the same values.", ok.Summary["en"])
	assert.Equal(t, "Tu código hace lo mismo que el alfa-beta del curso (devuelve α en MAX y β en MIN): 29 pasos, los mismos nodos en el mismo orden, los mismos valores.", ok.Summary["es"])
	rep := checkOn(t, src, "deep", softAB)
	require.False(t, rep.OK)
	require.NotNil(t, rep.Matches)
	assert.Equal(t, Match{Algorithm: trace.AlphaBeta, FailCourse: true}, *rep.Matches)
	assert.True(t, strings.HasSuffix(rep.Summary["en"], "Your pruning is alpha-beta's; your values are the course's alpha-beta's (returns α at MAX, β at MIN): choose it."), rep.Summary["en"])
	assert.True(t, strings.HasSuffix(rep.Summary["es"], "Tu poda es la del alfa-beta; tus valores son los del alfa-beta del curso (devuelve α en MAX y β en MIN): elígelo."), rep.Summary["es"])
	// and as fail-hard too
	rep = checkOn(t, src, "deep", hardAB)
	require.False(t, rep.OK)
	assert.Equal(t, Match{Algorithm: trace.AlphaBeta, FailCourse: true}, *rep.Matches)
}

// Seed 002's Java transcription overwrites α: rejected whatever variant is chosen,
// and the verdict says what it does.
func TestSeed002JavaOverwritesAlpha(t *testing.T) {
	t.Parallel()
	src := example(t, "search_alphabeta_seed002_java")
	for _, o := range []trace.Options{softAB, hardAB, courseAB} {
		rep := checkOn(t, src, "deep", o)
		require.False(t, rep.OK)
		require.NotNil(t, rep.Matches, rep.Summary["en"])
		assert.True(t, rep.Matches.OverwritesAlpha)
		assert.Contains(t, rep.Summary["en"], "Your code overwrites α with each child's value (alpha = child's value) instead of raising it (α := max(α, child's value)), and returns β at a cutoff")
		assert.Contains(t, rep.Summary["es"], "Tu código sobrescribe α con el valor de cada hijo")
	}
	// caught on random trees as well
	caught := 0
	for _, tree := range styleTrees() {
		rep, err := Check(src, withOptions(tree, courseAB), lab.Limits{})
		require.NoError(t, err)
		if !rep.OK {
			caught++
		}
	}
	assert.Greater(t, caught, 10)
}

// A fail-hard search checked as fail-soft is pointed at the fail-hard box; a
// fail-soft one checked as fail-hard at fail-soft; minimax checked as alpha-beta is
// told it searches every node; alpha-beta checked as minimax that it prunes.
func TestMismatchHints(t *testing.T) {
	t.Parallel()
	byName := map[string]string{}
	for _, s := range styles(t) {
		byName[s.name] = s.source
	}
	for _, tc := range []struct {
		name, src string
		o         trace.Options
		en, es    string
		want      Match
	}{
		{"fail-hard as fail-soft", byName["09_fail_hard"], softAB,
			"Your pruning is alpha-beta's; your values are fail-hard's: tick fail-hard.", "Tu poda es la del alfa-beta; tus valores son los del fail-hard: marca fail-hard.",
			Match{Algorithm: trace.AlphaBeta, FailHard: true}},
		{"fail-soft as fail-hard", example(t, "search_alphabeta"), hardAB,
			"Your pruning is alpha-beta's; your values are fail-soft's (the best value found): choose fail-soft.", "elige fail-soft.",
			Match{Algorithm: trace.AlphaBeta}},
		{"minimax as alpha-beta", example(t, "search_minimax"), softAB,
			"Your code searches every node: that is minimax.", "Tu código recorre todos los nodos: eso es el minimax.",
			Match{Algorithm: trace.Minimax}},
		{"alpha-beta as minimax", example(t, "search_alphabeta"), trace.Options{Algorithm: trace.Minimax},
			"Your code prunes: it does what alpha-beta does, step by step; choose it.", "Tu código poda: hace lo mismo que el alfa-beta, paso a paso; elígelo.",
			Match{Algorithm: trace.AlphaBeta}},
		{"negamax as alpha-beta", example(t, "search_negamax"), softAB,
			"Your code does what negamax with alpha-beta does, step by step (its values are from that point of view): choose it.", "elígelo.",
			Match{Algorithm: trace.NegamaxAlphaBeta}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rep := checkOn(t, tc.src, "textbook", tc.o)
			require.False(t, rep.OK)
			require.NotNil(t, rep.Matches)
			assert.Equal(t, tc.want, *rep.Matches)
			assert.True(t, strings.HasSuffix(rep.Summary["en"], tc.en), rep.Summary["en"])
			assert.True(t, strings.HasSuffix(rep.Summary["es"], tc.es), rep.Summary["es"])
		})
	}
	// a wrong search matches nothing, or a search that accepts it
	none := 0
	for _, m := range mistakes {
		src := strings.Replace(example(t, m.example), m.old, m.new, 1)
		for _, tree := range []string{"textbook", "deep"} {
			rep := checkOn(t, src, tree, trace.Options{Algorithm: m.algo, FailHard: m.hard})
			if rep.OK {
				continue
			}
			if rep.Matches == nil {
				none++
				continue
			}
			if rep.Matches.OverwritesAlpha {
				continue
			}
			back := checkOn(t, src, tree, trace.Options{Algorithm: rep.Matches.Algorithm, FailHard: rep.Matches.FailHard, FailCourse: rep.Matches.FailCourse})
			assert.True(t, back.OK, "%s on %s: named %+v, which rejects it: %s", m.name, tree, *rep.Matches, back.Summary["en"])
		}
	}
	assert.Greater(t, none, 10)
}

// A fail-soft search checked as negamax keeps one point of view: the side to move's,
// with MAX's (the stepper's) said as such.
func TestNegamaxSentenceOnePointOfView(t *testing.T) {
	t.Parallel()
	rep := checkOn(t, example(t, "search_alphabeta"), "textbook", trace.Options{Algorithm: trace.NegamaxAlphaBeta})
	require.False(t, rep.OK)
	assert.Equal(t, "At step 10 your code returned 3 for B; negamax with alpha-beta returns -3 for B, from the side to move's view (MIN moves at B; in MAX's view, as the stepper shows it: 3): B is done and returns 3 to A. Your code does what alpha-beta does, step by step (its values are from that point of view): choose it.", rep.Summary["en"])
	assert.Contains(t, rep.Summary["es"], "desde el punto de vista del que mueve (MIN mueve en B; desde el de MAX, como lo muestra el paso a paso: 3)")
	assert.Equal(t, 9, rep.First.Step) // the stepper's step 10, the one the page opens
}

// What a value function returns that is not a number is said as such, naming the
// function; a search(root) that returns neither a number nor a move too; a move that
// is not among the best.
func TestNotNumbersAndMoves(t *testing.T) {
	t.Parallel()
	base := example(t, "search_alphabeta")
	none := strings.Replace(base, "        alpha = max(alpha, v)\n    return v", "        alpha = max(alpha, v)\n    return None", 1)
	rep := checkOn(t, none, "textbook", softAB)
	require.False(t, rep.OK)
	assert.Equal(t, "not_number", rep.First.Kind)
	assert.Contains(t, rep.Summary["en"], "max_value returned None for A, not a number")
	assert.Contains(t, rep.Summary["es"], "max_value devolvió None para A, que no es un número")

	bare := strings.Replace(base, "    v = INF\n", "    v = INF\n    if node.name == \"B\":\n        return\n", 1)
	rep = checkOn(t, bare, "textbook", softAB)
	require.False(t, rep.OK)
	assert.Equal(t, "not_number", rep.First.Kind)
	assert.Contains(t, rep.Summary["en"], "min_value returned None for B, not a number")

	text := strings.Replace(base, "        return max_value(root, -INF, INF)", "        max_value(root, -INF, INF)\n        return \"done\"", 1)
	rep = checkOn(t, text, "textbook", softAB)
	require.False(t, rep.OK)
	assert.Equal(t, "Every step matches, but search(root) returned \"done\", neither a number nor a move (a child of the root): the root is worth 3.", rep.Summary["en"])

	// a move that is not the best: the last child always
	worst := base + "\ndef best_and_last(root):\n    return (search(root), root.children()[-1])\n"
	worst = strings.Replace(worst, "def search(root):", "def search0(root):", 1)
	worst = strings.Replace(worst, "return (search(root)", "return (search0(root)", 1)
	worst += "\ndef search(root):\n    return best_and_last(root)\n"
	rep = checkOn(t, worst, "textbook", softAB)
	require.False(t, rep.OK)
	assert.Equal(t, "move", rep.First.Kind)
	assert.Equal(t, "Every step matches, but search(root) chose the move D, worth 0: the root is worth 3, and the best move is B.", rep.Summary["en"])
	assert.Equal(t, "Todos los pasos coinciden, pero search(root) eligió la jugada D, que vale 0: la raíz vale 3, y la mejor jugada es B.", rep.Summary["es"])
}

// seed003Root is seed 003's mejorMovimiento with its alfabeta: every child of the
// root searched with a fresh window (INT_MIN, INT_MAX).
const seed003Root = `INF = float("inf")

def alfabeta(nodo, alfa, beta, es_max):
    if nodo.is_leaf():
        return nodo.value()
    if es_max:
        max_eval = -INF
        for hijo in nodo.children():
            ev = alfabeta(hijo, alfa, beta, False)
            max_eval = max(max_eval, ev)
            alfa = max(alfa, ev)
            if beta <= alfa:
                break
        return max_eval
    min_eval = INF
    for hijo in nodo.children():
        ev = alfabeta(hijo, alfa, beta, True)
        min_eval = min(min_eval, ev)
        beta = min(beta, ev)
        if beta <= alfa:
            break
    return min_eval

def search(raiz):
    mejor_val, mejor_mov = -INF, None
    for hijo in raiz.children():
        val = alfabeta(hijo, -INF, INF, False)
        if val > mejor_val:
            mejor_val, mejor_mov = val, hijo
    return mejor_mov
`

// Seed 003's root loop, which passes no window on, is rejected where it prunes less
// than alpha-beta, and the verdict says why.
func TestSeed003RootLoopFreshWindows(t *testing.T) {
	t.Parallel()
	rep := checkOn(t, seed003Root, "deep", softAB)
	require.False(t, rep.OK)
	require.NotNil(t, rep.Matches, rep.Summary["en"])
	assert.True(t, rep.Matches.FreshRootWindows)
	assert.Contains(t, rep.Summary["en"], "its root loop gives every child a fresh window (-∞, +∞), as seed 003's mejorMovimiento does")
	assert.Contains(t, rep.Summary["es"], "como hace mejorMovimiento en la semilla 003")
	// where no pruning at the root is possible (one child), it is alpha-beta
	one := checkOn(t, seed003Root, "((3,5))", softAB)
	assert.True(t, one.OK, one.Summary["en"])
	assert.Contains(t, one.Checked, CheckRootMove)
}
