package labcheck

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// jsEdit is testdata/examples_js/NAME.js with edits (pairs of old and new text, each
// old text replaced wherever it occurs; it must occur).
func jsEdit(t testing.TB, name string, pairs ...string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "examples_js", name+".js"))
	require.NoError(t, err)
	src := string(b)
	for i := 0; i+1 < len(pairs); i += 2 {
		require.Contains(t, src, pairs[i], name)
		src = strings.ReplaceAll(src, pairs[i], pairs[i+1])
	}
	return src
}

// jsMutant is a wrong search written in both languages: an example of lab/examples
// with a mistake put in (star), and its JavaScript twin of testdata/examples_js with
// the same mistake (js).
type jsMutant struct {
	name     string
	algo     trace.Algorithm
	star, js string
}

func jsMutants(t *testing.T) []jsMutant {
	ab, nm, mm := trace.AlphaBeta, trace.NegamaxAlphaBeta, trace.Minimax
	return []jsMutant{
		// Russell & Norvig's alpha-beta
		{"ab: > for >= in MAX's cut (a wrong comparison)", ab, edit(rn, "if v >= beta:", "if v > beta:"), jsEdit(t, rn, "if (v >= beta)", "if (v > beta)")},
		{"ab: < for <= in MIN's cut", ab, edit(rn, "if v <= alpha:", "if v < alpha:"), jsEdit(t, rn, "if (v <= alpha)", "if (v < alpha)")},
		{"ab: MAX's cut tests alpha", ab, edit(rn, "if v >= beta:", "if v <= alpha:"), jsEdit(t, rn, "if (v >= beta)", "if (v <= alpha)")},
		{"ab: alpha never raised", ab, edit(rn, "        alpha = max(alpha, v)\n", ""), jsEdit(t, rn, "    alpha = Math.max(alpha, v);\n", "")},
		{"ab: beta never lowered", ab, edit(rn, "        beta = min(beta, v)\n", ""), jsEdit(t, rn, "    beta = Math.min(beta, v);\n", "")},
		{"ab: MAX's v starts at 0", ab, edit(rn, "    v = -INF\n", "    v = 0\n"), jsEdit(t, rn, "let v = -Infinity;", "let v = 0;")},
		{"ab: the root's side swapped (min/max)", ab, edit(rn, "if root.is_max():", "if not root.is_max():"), jsEdit(t, rn, "if (root.is_max())", "if (!root.is_max())")},
		{"ab: MAX's children searched as MAX (min/max)", ab, edit(rn, "v = max(v, min_value(child", "v = max(v, max_value(child"), jsEdit(t, rn, "Math.max(v, min_value(child", "Math.max(v, max_value(child")},
		{"ab: alpha and beta not passed down", ab, edit(rn, "(child, alpha, beta)", "(child, -INF, INF)"), jsEdit(t, rn, "(child, alpha, beta)", "(child, -Infinity, Infinity)")},
		{"ab: MAX returns beta on a cut", ab, edit(rn, "            return v             # MIN", "            return beta          # MIN"), jsEdit(t, rn, "return v; // MIN", "return beta; // MIN")},
		// seed 003's alfabeta
		{"course: no break after the cut (a missing cutoff)", ab, edit(course, "break", "pass"), jsEdit(t, course, "break;", ";")},
		{"course: < for <= in the cuts", ab, edit(course, "if beta <= alfa:", "if beta < alfa:"), jsEdit(t, course, "if (beta <= alfa)", "if (beta < alfa)")},
		{"course: the child that cuts not counted (a cutoff too early)", ab,
			edit(course, "            max_eval = max(max_eval, ev)\n            alfa = max(alfa, ev)\n            if beta <= alfa:\n                break", "            if beta <= max(alfa, ev):\n                break\n            max_eval = max(max_eval, ev)\n            alfa = max(alfa, ev)"),
			jsEdit(t, course, "      maxEval = Math.max(maxEval, ev);\n      alfa = Math.max(alfa, ev);\n      if (beta <= alfa) {\n        break; // poda beta\n      }\n",
				"      if (beta <= Math.max(alfa, ev)) {\n        break; // poda beta\n      }\n      maxEval = Math.max(maxEval, ev);\n      alfa = Math.max(alfa, ev);\n")},
		{"course: alpha overwritten by the child's value", ab, edit(course, "alfa = max(alfa, ev)", "alfa = ev"), jsEdit(t, course, "alfa = Math.max(alfa, ev)", "alfa = ev")},
		{"course: the child's side not flipped", ab, edit(course, "alfabeta(hijo, alfa, beta, False)", "alfabeta(hijo, alfa, beta, es_max)", "alfabeta(hijo, alfa, beta, True)", "alfabeta(hijo, alfa, beta, es_max)"),
			jsEdit(t, course, "alfabeta(hijo, alfa, beta, false)", "alfabeta(hijo, alfa, beta, esMax)", "alfabeta(hijo, alfa, beta, true)", "alfabeta(hijo, alfa, beta, esMax)")},
		{"course: returns alpha at MAX", ab, edit(course, "        return max_eval", "        return alfa"), jsEdit(t, course, "    return maxEval;", "    return alfa;")},
		// seed 003's negamax
		{"negamax: the child's value not negated", nm, edit(nega, "ev = -negamax(", "ev = negamax("), jsEdit(t, nega, "const ev = -negamax(", "const ev = negamax(")},
		{"negamax: the window not swapped", nm, edit(nega, "negamax(hijo, -beta, -alfa, -color)", "negamax(hijo, -alfa, -beta, -color)"), jsEdit(t, nega, "negamax(hijo, -beta, -alfa, -color)", "negamax(hijo, -alfa, -beta, -color)")},
		{"negamax: > for >= in the cut", nm, edit(nega, "if alfa >= beta:", "if alfa > beta:"), jsEdit(t, nega, "if (alfa >= beta)", "if (alfa > beta)")},
		{"negamax: color 1 at the root always", nm, edit(nega, "color = 1 if root.is_max() else -1", "color = 1"), jsEdit(t, nega, "const color = root.is_max() ? 1 : -1;", "const color = 1;")},
		{"negamax: a leaf's value without color", nm, edit(nega, "return color * node.value()", "return node.value()"), jsEdit(t, nega, "return color * node.value()", "return node.value()")},
		// minimax
		{"minimax: < for > at MAX (min/max swapped)", mm, edit(mini, "if best == None or v > best:", "if best == None or v < best:"), jsEdit(t, mini, "if (best === null || v > best)", "if (best === null || v < best)")},
		{"minimax: returns after the first child", mm, edit(mini, "            best = v\n    return best\n\ndef min_value", "            best = v\n        return best\n    return best\n\ndef min_value"),
			jsEdit(t, mini, "      best = v;\n    }\n  }\n  return best;\n}\n\nfunction min_value", "      best = v;\n    }\n    return best;\n  }\n  return best;\n}\n\nfunction min_value")},
		{"minimax: `!best` for `best === null` at MAX", mm, editFirst(mini, "if best == None or v > best:", "if not best or v > best:"), jsEdit(t, mini, "if (best === null || v > best)", "if (!best || v > best)")},
	}
}

// Every mutant is caught in JavaScript on the default set as in Starlark: on the same
// tree, at the same first divergence, with the same events and the same verdict.
func TestJSMutantsCaughtAsStarlark(t *testing.T) {
	t.Parallel()
	all := jsMutants(t)
	require.GreaterOrEqual(t, len(all), 20)
	for _, m := range all {
		t.Run(m.name, func(t *testing.T) {
			t.Parallel()
			p := trace.Params{Game: "tree", Position: SuitePosition, Options: trace.Options{Algorithm: m.algo}}
			want, err := CheckSuite(m.star, p, lab.Limits{})
			require.NoError(t, err)
			require.False(t, want.OK, "the Starlark mutant passes: %s", want.Summary["en"])
			got, err := CheckSuiteLang(lab.JavaScript, m.js, p, lab.Limits{})
			require.NoError(t, err)
			require.False(t, got.OK, "the JavaScript mutant passes: %s", got.Summary["en"])
			assert.Equal(t, want.Suite.Tree, got.Suite.Tree)
			assert.Equal(t, want.Suite.Passed, got.Suite.Passed)
			sameVerdict(t, want.Report, got.Report, want.Suite.Tree)
			assert.Equal(t, want.Summary, got.Summary)
		})
	}
}

// The unmutated JavaScript examples pass the default set, as their Starlark twins.
func TestJSExamplesPassSuite(t *testing.T) {
	t.Parallel()
	for name, algo := range map[string]trace.Algorithm{rn: trace.AlphaBeta, course: trace.AlphaBeta, nega: trace.NegamaxAlphaBeta, mini: trace.Minimax} {
		p := trace.Params{Game: "tree", Position: SuitePosition, Options: trace.Options{Algorithm: algo}}
		rep, err := CheckSuiteLang(lab.JavaScript, jsEdit(t, name), p, lab.Limits{})
		require.NoError(t, err, name)
		assert.True(t, rep.OK, "%s: %s", name, rep.Summary["en"])
		assert.Equal(t, len(rep.Suite.Trees), rep.Suite.Passed, name)
	}
}
