package cli

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// --fail-course searches the course's alpha-beta (seed 002): on the textbook tree with
// a MIN root, C and D (MAX nodes whose children are leaves) return α = 9 and 7, more
// than their β = 5, where fail-hard returns 5; the JSON says fail_course. With
// --fail-hard as well it is a usage error (exit 2), said in the language asked.
func TestFailCourseFlag(t *testing.T) {
	t.Parallel()
	values := func(args ...string) (map[string]int, map[string]any) {
		code, out, errOut := runCLI(t, "", append([]string{"trace", "--position", "textbook", "--root", "min", "--format", "json"}, args...)...)
		require.Equal(t, 0, code, errOut)
		var doc struct {
			Options map[string]any `json:"options"`
			Nodes   []struct {
				Label string `json:"label"`
				Kind  string `json:"kind"`
				Value int    `json:"value"`
			} `json:"nodes"`
		}
		require.NoError(t, json.Unmarshal([]byte(out), &doc))
		got := map[string]int{}
		for _, n := range doc.Nodes {
			if n.Kind == "inner" {
				got[n.Label] = n.Value
			}
		}
		return got, doc.Options
	}
	course, o := values("--fail-course")
	assert.Equal(t, map[string]int{"A": 5, "B": 5, "C": 9, "D": 7}, course)
	assert.Equal(t, true, o["fail_course"])
	assert.Equal(t, false, o["fail_hard"])
	hard, o := values("--fail-hard")
	assert.Equal(t, map[string]int{"A": 5, "B": 5, "C": 5, "D": 5}, hard)
	assert.Nil(t, o["fail_course"])
	neg, _ := values("--fail-course", "--algo", "negamax-alphabeta")
	assert.Equal(t, course, neg)

	for _, tc := range []struct{ lang, want string }{
		{"en", "fail-hard and fail-course are two different returned values: choose one"},
		{"es", "fail-hard y fail-course son dos valores devueltos distintos: elija uno"},
	} {
		for _, cmd := range [][]string{
			{"trace", "--position", "textbook"},
			{"render", "--position", "textbook", "-o", t.TempDir() + "/x.svg"},
			{"exercise", "--source", "textbook", "--q", "window", "-o", t.TempDir() + "/x.svg"},
		} {
			code, _, errOut := runCLI(t, "", append(cmd, "--fail-hard", "--fail-course", "--lang", tc.lang)...)
			assert.Equal(t, 2, code, "%v %s", cmd, errOut)
			assert.Contains(t, errOut, tc.want, cmd)
		}
	}
	// solve: --fail-course is the traced search's, whose value it prints
	code, out, errOut := runCLI(t, "4\n", "solve", "--game", "stones", "--fail-course")
	require.Equal(t, 0, code, errOut)
	assert.True(t, strings.HasPrefix(out, "4 "), out)
	// compare: the course's variant as a refinement, named as typed
	code, out, errOut = runCLI(t, "", "compare", "--position", "textbook", "--algos", "alphabeta,alphabeta+fail-course")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "alphabeta+fail-course")
}
