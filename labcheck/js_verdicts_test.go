package labcheck

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

func checkJSOn(t *testing.T, src, position string, o trace.Options) *Report {
	t.Helper()
	rep, err := CheckLang(lab.JavaScript, src, trace.Params{Game: "tree", Position: position, Options: o}, lab.Limits{})
	require.NoError(t, err)
	return rep
}

// The course's searches written in JavaScript get their Starlark twins' verdicts,
// word for word: seed 002's pseudo-code (the course's alpha-beta), its Java that
// overwrites α, seed 003's root loop with fresh windows, each checked as every
// variant on the textbook's and deep trees and on random ones.
func TestJSCourseFormsAsStarlark(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct{ js, star string }{
		{"search_alphabeta_seed002", example(t, "search_alphabeta_seed002")},
		{"search_alphabeta_seed002_java", example(t, "search_alphabeta_seed002_java")},
		{"search_seed003_root", seed003Root},
	} {
		t.Run(tc.js, func(t *testing.T) {
			t.Parallel()
			js := jsEdit(t, tc.js)
			trees := append([]trace.Params{{Game: "tree", Position: "deep"}}, styleTrees()[:14]...)
			for _, tree := range trees {
				for _, o := range []trace.Options{softAB, hardAB, courseAB} {
					p := withOptions(tree, o)
					want, err := Check(tc.star, p, lab.Limits{})
					require.NoError(t, err)
					got, err := CheckLang(lab.JavaScript, js, p, lab.Limits{})
					require.NoError(t, err)
					sameVerdict(t, want, got, tree.Position)
					assert.Equal(t, want.Summary, got.Summary, tree.Position)
				}
			}
		})
	}
	rep := checkJSOn(t, jsEdit(t, "search_alphabeta_seed002_java"), "deep", courseAB)
	require.NotNil(t, rep.Matches)
	assert.True(t, rep.Matches.OverwritesAlpha)
	rep = checkJSOn(t, jsEdit(t, "search_seed003_root"), "deep", softAB)
	require.NotNil(t, rep.Matches)
	assert.True(t, rep.Matches.FreshRootWindows)
}

// What a JavaScript value function returns that is not a number is said as such, in
// JavaScript's words (undefined, null); a search that returns neither a number nor a
// move; a move that is not the best; ±Infinity returned.
func TestJSNotNumbersAndMoves(t *testing.T) {
	t.Parallel()
	base := jsEdit(t, rn)
	for _, tc := range []struct {
		name, src, kind, en, es string
	}{
		{"undefined from MAX", strings.Replace(base, "    alpha = Math.max(alpha, v);\n  }\n  return v;", "    alpha = Math.max(alpha, v);\n  }\n  return;", 1),
			"not_number", "max_value returned undefined for A, not a number", "max_value devolvió undefined para A, que no es un número"},
		{"null at B", strings.Replace(base, "  let v = Infinity;\n", "  let v = Infinity;\n  if (node.name === \"B\") return null;\n", 1),
			"not_number", "min_value returned null for B, not a number", "min_value devolvió null para B"},
		{"NaN from MIN (a forgotten return below)", strings.Replace(base, "  let v = Infinity;\n", "  let v = Infinity;\n  if (node.name === \"B\") return Math.min(v, undefined);\n", 1),
			"not_number", "min_value returned NaN for B, not a number", "min_value devolvió NaN para B"},
		{"true from search", strings.Replace(base, "    return max_value(root, -Infinity, Infinity);", "    max_value(root, -Infinity, Infinity);\n    return true;", 1),
			"root", "Every step matches, but search(root) returned true, neither a number nor a move", ""},
		{"no return at all in MIN", strings.Replace(base, "    beta = Math.min(beta, v);\n  }\n  return v;", "    beta = Math.min(beta, v);\n  }", 1),
			"not_number", "min_value returned undefined for B, not a number", ""},
		{"a text from search", strings.Replace(base, "    return max_value(root, -Infinity, Infinity);", "    max_value(root, -Infinity, Infinity);\n    return \"done\";", 1),
			"root", "Every step matches, but search(root) returned \"done\", neither a number nor a move (a child of the root): the root is worth 3.", ""},
		{"the last child as the move", strings.Replace(base, "function search(root) {", "function search(root) {\n  return [search0(root), root.children()[root.children().length - 1]];\n}\n\nfunction search0(root) {", 1),
			"move", "Every step matches, but search(root) chose the move D, worth 0: the root is worth 3, and the best move is B.",
			"Todos los pasos coinciden, pero search(root) eligió la jugada D, que vale 0: la raíz vale 3, y la mejor jugada es B."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			rep := checkJSOn(t, tc.src, "textbook", softAB)
			require.False(t, rep.OK)
			assert.Equal(t, tc.kind, rep.First.Kind, rep.Summary["en"])
			assert.Contains(t, rep.Summary["en"], tc.en)
			assert.Contains(t, rep.Summary["es"], tc.es)
		})
	}
	// Infinity returned for an inner node: the value is ±inf, as Starlark's float("inf")
	inf := strings.Replace(base, "  let v = Infinity;\n", "  let v = Infinity;\n  if (node.name === \"C\") return -Infinity;\n", 1)
	rep := checkJSOn(t, inf, "textbook", softAB)
	require.False(t, rep.OK)
	star := checkOn(t, strings.Replace(example(t, rn), "    v = INF\n", "    v = INF\n    if node.name == \"C\":\n        return -INF\n", 1), "textbook", softAB)
	sameVerdict(t, star, rep, "textbook")
	assert.Equal(t, star.Summary, rep.Summary)
}

// The verdicts that name another search name it for JavaScript code as for Starlark.
func TestJSMismatchHints(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		js, star string
		o        trace.Options
	}{
		{jsEdit(t, rn), example(t, rn), hardAB},
		{jsEdit(t, mini), example(t, mini), softAB},
		{jsEdit(t, rn), example(t, rn), trace.Options{Algorithm: trace.Minimax}},
		{jsEdit(t, nega), example(t, nega), softAB},
		{jsEdit(t, rn), example(t, rn), trace.Options{Algorithm: trace.NegamaxAlphaBeta}},
	} {
		star := checkOn(t, tc.star, "textbook", tc.o)
		js := checkJSOn(t, tc.js, "textbook", tc.o)
		require.False(t, js.OK)
		require.NotNil(t, js.Matches)
		sameVerdict(t, star, js, string(tc.o.Algorithm))
		assert.Equal(t, star.Summary, js.Summary)
	}
}
