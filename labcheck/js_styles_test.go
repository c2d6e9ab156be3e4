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

// jsStyle is a correct JavaScript search of testdata/styles_js: its first line names
// the search it implements ("// check: alphabeta fail-hard"), its second, when it
// has one, its Starlark twin of testdata/styles ("// twin: 09_fail_hard").
type jsStyle struct {
	style
	twin string
}

func jsStyles(t *testing.T) []jsStyle {
	t.Helper()
	files, err := filepath.Glob("testdata/styles_js/*.js")
	require.NoError(t, err)
	var out []jsStyle
	for _, f := range files {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		src := string(b)
		lines := strings.SplitN(src, "\n", 3)
		words := strings.Fields(strings.TrimPrefix(lines[0], "// check:"))
		require.NotEmpty(t, words, f)
		o := trace.Options{Algorithm: trace.Algorithm(words[0])}
		for _, w := range words[1:] {
			o.FailHard = o.FailHard || w == "fail-hard"
			o.FailCourse = o.FailCourse || w == "fail-course"
		}
		s := jsStyle{style: style{strings.TrimSuffix(filepath.Base(f), ".js"), src, o}}
		if twin, ok := strings.CutPrefix(lines[1], "// twin:"); ok {
			s.twin = strings.TrimSpace(twin)
		}
		out = append(out, s)
	}
	return out
}

// Every correct JavaScript style is accepted on every tree, for the search it
// implements.
func TestJSCorrectStylesAccepted(t *testing.T) {
	t.Parallel()
	all := jsStyles(t)
	require.GreaterOrEqual(t, len(all), 15)
	trees := styleTrees()
	for _, s := range all {
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			for _, tree := range trees {
				rep, err := CheckLang(lab.JavaScript, s.source, withOptions(tree, s.opts), lab.Limits{})
				require.NoError(t, err, tree.Position)
				require.True(t, rep.OK, "%s root-min=%v: %s", tree.Position, tree.RootMin, rep.Summary["en"])
				assert.NotEmpty(t, rep.CheckedWords["es"])
			}
		})
	}
}

// sameVerdict asserts that a JavaScript report says what its Starlark twin's says:
// the verdict, the first divergence, the student's events, what was checked, the root's
// value and move, and the search the code matches instead.
func sameVerdict(t *testing.T, star, js *Report, where string) {
	t.Helper()
	require.Equal(t, star.OK, js.OK, "%s: starlark %s / javascript %s", where, star.Summary["en"], js.Summary["en"])
	if star.First != nil {
		require.NotNil(t, js.First, where)
		assert.Equal(t, star.First.Kind, js.First.Kind, where)
		assert.Equal(t, star.First.Node, js.First.Node, where)
		assert.Equal(t, star.First.Index, js.First.Index, where)
		assert.Equal(t, star.First.Step, js.First.Step, where)
	}
	require.Equal(t, len(star.Student), len(js.Student), where)
	for i := range star.Student {
		a, b := star.Student[i], js.Student[i]
		assert.Equal(t, [4]any{a.Kind, a.Node, a.Value, a.NotNumber}, [4]any{b.Kind, b.Node, b.Value, b.NotNumber}, "%s: event %d", where, i)
	}
	assert.Equal(t, star.Value, js.Value, where)
	assert.Equal(t, star.Move, js.Move, where)
	assert.Equal(t, star.Checked, js.Checked, where)
	assert.Equal(t, star.NotChecked, js.NotChecked, where)
	assert.Equal(t, star.Unchecked, js.Unchecked, where)
	assert.Equal(t, star.Matches, js.Matches, where)
}

// A JavaScript style and its Starlark twin get the same verdict on every tree, both
// when checked as the search they implement and as every other search (where they
// are rejected, at the same first divergence, naming the same search instead).
func TestJSStylesMatchStarlarkTwins(t *testing.T) {
	t.Parallel()
	trees := styleTrees()
	twins := 0
	for _, s := range jsStyles(t) {
		if s.twin == "" {
			continue
		}
		twins++
		t.Run(s.name, func(t *testing.T) {
			t.Parallel()
			star := styleSource(t, s.twin)
			rejected := 0
			for k, tree := range trees {
				opts := []trace.Options{s.opts}
				if k < 10 {
					opts = append(opts, candidates(s.opts)...)
				}
				for _, o := range opts {
					p := withOptions(tree, o)
					want, err := Check(star, p, lab.Limits{})
					require.NoError(t, err)
					got, err := CheckLang(lab.JavaScript, s.source, p, lab.Limits{})
					require.NoError(t, err)
					sameVerdict(t, want, got, tree.Position+" as "+string(o.Algorithm))
					if !want.OK {
						rejected++
					}
				}
			}
			assert.Positive(t, rejected, "never checked as another search that rejects it")
		})
	}
	assert.GreaterOrEqual(t, twins, 14)
}

// The functions that returned the nodes' values are named as the student wrote them,
// accents and all, methods and functions assigned to variables too.
func TestJSFunctionsNamed(t *testing.T) {
	t.Parallel()
	byName := map[string]jsStyle{}
	for _, s := range jsStyles(t) {
		byName[s.name] = s
	}
	for style, want := range map[string][]string{
		"13_accented_names":      {"valorMáximo", "valorMínimo"},
		"11_prototype_minimax":   {"valorMax", "valorMin"},
		"07_wrappers_class":      {"solve", "value_of"},
		"09_fail_hard":           {"max_value", "min_value"},
		"03_helpers_taking_node": {"alphabeta"},
		"14_negamax_plain":       {"negamax"},
	} {
		s := byName[style]
		rep := checkJSOn(t, s.source, "textbook", s.opts)
		require.True(t, rep.OK, rep.Summary["en"])
		fns := map[string]bool{}
		for _, e := range rep.Student {
			if e.Kind == EventReturn {
				fns[e.Function] = true
			}
		}
		for _, w := range want {
			assert.True(t, fns[w], "%s: %s not among %v", style, w, fns)
		}
	}
}
