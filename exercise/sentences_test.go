package exercise

import (
	"cmp"
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
)

// pageJS is the page's scripts (GAMETREE_PAGE_JS names another copy, to check a
// page branch before it is merged).
var pageJS = cmp.Or(os.Getenv("GAMETREE_PAGE_JS"), "../web/static/js")

// The sentences of every step, in both languages, are the ones the page's explain()
// writes for the same trace (run with Node.js on the page's own modules).
func TestSentencesMatchPageExplain(t *testing.T) {
	t.Parallel()
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("node is not installed (.ci/run installs Debian's nodejs)")
		}
		t.Skip("node is not installed")
	}
	dir := t.TempDir()
	files, err := filepath.Glob(filepath.Join(pageJS, "*.js"))
	require.NoError(t, err)
	for _, f := range append(files, "testdata/explain_harness.mjs") {
		b, err := os.ReadFile(f)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, filepath.Base(f)), b, 0o644))
	}
	require.NoError(t, os.WriteFile(filepath.Join(dir, "package.json"), []byte(`{"type":"module"}`), 0o644))

	specs := []Spec{
		{Source: "tictactoe", Position: "XOX.O.X..", Q: Prune},
		{Source: "tictactoe", Position: "XOX.O.X..", Q: Values},
		{Source: "stones", Position: "5", Q: Window},
		{Source: "stones", Position: "4", Q: Values, FailHard: true},
		{Source: "figure-5.2", Q: Prune, Root: "min"},
		{Source: "tree", Position: "root(x(3,5),y(2,9))", Q: Prune},
		{Source: "textbook", Q: Window, FailCourse: true},
		{Source: "textbook", Q: Window, Root: "min", FailCourse: true},
		{Source: "figure-5.2", Q: Prune, Root: "min", FailCourse: true},
		{Source: "stones", Position: "5", Q: Window, FailCourse: true},
	}
	for level := MinLevel; level <= MaxLevel; level++ {
		for i, q := range QuestionKinds {
			specs = append(specs, Spec{Level: level, Seed: int64(10*level + i), Q: q, Root: []string{"max", "min"}[i%2], FailHard: i%3 == 1, FailCourse: i%3 == 2})
		}
	}
	var exs []*Exercise
	var args []string
	for i, s := range specs {
		e, err := New(s)
		require.NoError(t, err, "%+v", s)
		f, err := os.Create(filepath.Join(dir, fmt.Sprintf("trace%d.json", i)))
		require.NoError(t, err)
		require.NoError(t, e.Trace.WriteJSONColumns(f, e.Params.Problem()))
		require.NoError(t, f.Close())
		exs = append(exs, e)
		args = append(args, f.Name())
	}
	cmd := exec.Command(node, append([]string{"explain_harness.mjs"}, args...)...)
	cmd.Dir = dir
	out, err := cmd.Output()
	if ee, ok := err.(*exec.ExitError); ok {
		t.Fatalf("node: %v\n%s", err, ee.Stderr)
	}
	require.NoError(t, err)
	var got []map[string][]string
	require.NoError(t, json.Unmarshal(out, &got))
	require.Len(t, got, len(exs))
	for i, e := range exs {
		for _, lang := range []string{msg.EN, msg.ES} {
			js := got[i][lang]
			require.Len(t, js, e.Trace.StepCount())
			for k := range js {
				if !assert.Equal(t, js[k], e.Explain(k, lang), "%+v step %d (%s)", specs[i], k, lang) {
					return
				}
			}
		}
	}
}
