package labcheck

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/trace"
)

// style is a correct search of testdata/styles, written in one of the shapes students
// write, and the search it implements (its first line: "# check: alphabeta fail-hard").
type style struct {
	name, source string
	opts         trace.Options
}

func styles(t *testing.T) []style {
	t.Helper()
	files, err := filepath.Glob("testdata/styles/*.star")
	require.NoError(t, err)
	var out []style
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		src := string(b)
		first, _, _ := strings.Cut(src, "\n")
		words := strings.Fields(strings.TrimPrefix(first, "# check:"))
		require.NotEmpty(t, words, f)
		o := trace.Options{Algorithm: trace.Algorithm(words[0])}
		for _, w := range words[1:] {
			o.FailHard = o.FailHard || w == "fail-hard"
			o.FailCourse = o.FailCourse || w == "fail-course"
		}
		out = append(out, style{strings.TrimSuffix(filepath.Base(f), ".star"), src, o})
	}
	return out
}

// styleTrees are the trees every style is checked on: the textbook's, and random
// trees of branchings 2-4 and depths 1-4, values in -9..9 or -2..2 (ties), MAX or MIN
// at the root.
func styleTrees() []trace.Params {
	var out []trace.Params
	for _, pos := range []string{"textbook", "figure-5.2", "deep"} {
		out = append(out, trace.Params{Game: "tree", Position: pos})
	}
	seed := 0
	for b := 2; b <= 4; b++ {
		for d := 1; d <= 4; d++ {
			for _, span := range []int{9, 2} {
				seed++
				pos := fmt.Sprintf("random:b=%d,d=%d,min=-%d,max=%d,seed=%d", b, d, span, span, seed)
				out = append(out, trace.Params{Game: "tree", Position: pos}, trace.Params{Game: "tree", Position: pos, RootMin: true})
			}
		}
	}
	return out
}

func withOptions(p trace.Params, o trace.Options) trace.Params {
	p.Options = o
	return p
}

// Every correct style is accepted on every tree, for the search it implements.
func TestCorrectStylesAccepted(t *testing.T) {
	t.Parallel()
	all := styles(t)
	require.GreaterOrEqual(t, len(all), 12)
	trees := styleTrees()
	for _, s := range all {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			for _, tree := range trees {
				p := withOptions(tree, s.opts)
				rep, err := Check(s.source, p, lab.Limits{})
				require.NoError(t, err, tree.Position)
				require.True(t, rep.OK, "%s root-min=%v: %s", tree.Position, tree.RootMin, rep.Summary["en"])
				assert.NotEmpty(t, rep.CheckedWords["es"])
			}
		})
	}
}

// What each shape lets the checker see, said in the verdict.
func TestStylesCheckedWhat(t *testing.T) {
	t.Parallel()
	byName := map[string]style{}
	for _, s := range styles(t) {
		byName[s.name] = s
	}
	for _, tc := range []struct {
		style           string
		checked, not    []string
		en, es          string
		unchecked, move bool
	}{
		{style: "01_two_functions", checked: []string{CheckLeaves, CheckExpanded, CheckValues, CheckRootValue}, not: []string{}},
		{style: "02_single_is_max_tuples", checked: []string{CheckLeaves, CheckExpanded, CheckValues, CheckRootValue, CheckRootMove}, not: []string{}, move: true},
		{style: "04_root_loop_in_search", checked: []string{CheckLeaves, CheckExpanded, CheckValues, CheckRootValue, CheckRootMove}, not: []string{}, move: true},
		{style: "06_explicit_stack_alphabeta", checked: []string{CheckLeaves, CheckExpanded, CheckRootValue}, not: []string{CheckValues}, unchecked: true,
			en: "Your code does what alpha-beta does in everything that could be checked. Checked: the 4 leaves evaluated in order, the nodes expanded and the root's value; not checked: the values of 3 inner nodes — your code does not return them from a function that takes the node.",
			es: "Tu código hace lo mismo que el alfa-beta en todo lo que se pudo comprobar. Comprobado: las 4 hojas evaluadas en orden, los nodos expandidos y el valor de la raíz; sin comprobar: los valores de 3 nodos interiores — tu código no los devuelve desde una función que reciba el nodo."},
		{style: "15_root_loop_move_only", checked: []string{CheckLeaves, CheckExpanded, CheckValues, CheckRootMove}, not: []string{CheckRootValue}, move: true},
	} {
		t.Run(tc.style, func(t *testing.T) {
			t.Parallel()
			s, ok := byName[tc.style]
			require.True(t, ok)
			rep, err := Check(s.source, withOptions(trace.Params{Game: "tree", Position: "textbook"}, s.opts), lab.Limits{})
			require.NoError(t, err)
			require.True(t, rep.OK, rep.Summary["en"])
			assert.Equal(t, tc.checked, rep.Checked)
			assert.Equal(t, tc.not, rep.NotChecked)
			assert.Equal(t, tc.unchecked, rep.Unchecked > 0)
			assert.Equal(t, tc.move, rep.Move >= 0)
			if tc.en != "" {
				assert.Equal(t, tc.en, rep.Summary["en"])
				assert.Equal(t, tc.es, rep.Summary["es"])
			}
		})
	}
}

// A correct style checked against another search is rejected wherever the two
// differ, and the search it names instead (Matches) accepts it; on some tree it names
// the style's own search.
func TestStylesMismatchNamed(t *testing.T) {
	t.Parallel()
	trees := styleTrees()
	for _, s := range styles(t) {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			own := 0
			for _, other := range candidates(s.opts) {
				for _, tree := range trees[:12] {
					rep, err := Check(s.source, withOptions(tree, other), lab.Limits{})
					require.NoError(t, err)
					if rep.OK {
						continue
					}
					m := rep.Matches
					require.NotNil(t, m, "%s as %+v on %s: %s", s.name, other, tree.Position, rep.Summary["en"])
					back, err := Check(s.source, withOptions(tree, trace.Options{Algorithm: m.Algorithm, FailHard: m.FailHard, FailCourse: m.FailCourse}), lab.Limits{})
					require.NoError(t, err)
					assert.True(t, back.OK, "%s: the match %+v rejects it: %s", tree.Position, m, back.Summary["en"])
					if m.Algorithm == s.opts.Algorithm && m.FailHard == s.opts.FailHard && m.FailCourse == s.opts.FailCourse {
						own++
					}
				}
			}
			assert.Positive(t, own, "its own search never named")
		})
	}
}

// styleSource is the source of testdata/styles/NAME.star.
func styleSource(t *testing.T, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", "styles", name+".star"))
	require.NoError(t, err)
	return string(b)
}
