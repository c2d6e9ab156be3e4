package web

import (
	"net/http"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// innerValues are the values and bounds ("" exact) of a trace's inner nodes by label.
func innerValues(t *testing.T, doc map[string]any) map[string][2]any {
	t.Helper()
	out := map[string][2]any{}
	for _, n := range doc["nodes"].([]any) {
		node := n.(map[string]any)
		if node["kind"] == "inner" {
			b, _ := node["bound"].(string)
			out[node["label"].(string)] = [2]any{node["value"], b}
		}
	}
	return out
}

// /api/trace searches the course's alpha-beta (seed 002) with fail-course=true, says so
// in its options, and returns the seed's values on the textbook tree
// A(B(3,5),C(2,9),D(0,7)). Worked by hand with the seed's pseudo-code:
//
// MIN root: A (MIN) enters with (−∞, +∞).
//   - B (MAX, window (−∞, +∞)): α := max(−∞, 3) = 3; β=+∞ > 3, go on; α := max(3, 5) = 5;
//     returns α = 5. A: β := min(+∞, 5) = 5.
//   - C (MAX, window (−∞, 5)): α := 2; α := max(2, 9) = 9; β=5 ≤ 9 (no child left);
//     returns α = 9: MORE THAN β = 5 (fail-hard returns 5). A: β := min(5, 9) = 5.
//   - D (MAX, window (−∞, 5)): α := 0; α := 7 ≥ β = 5; returns α = 7: MORE THAN β = 5.
//   - A returns β = 5.
//
// MAX root: B (MIN) returns β = 3, A: α = 3; C (MIN, window (3, +∞)): β := 2 ≤ α = 3,
// cut, returns β = 2 (less than α; fail-hard returns 3); D likewise returns 0; A
// returns α = 3. No node returns more than its β there: only a MAX node can, and the
// MAX root is searched with β = +∞.
func TestTraceFailCourse(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	tests := []struct {
		query  string
		course bool // options.fail_course (else fail_hard)
		value  float64
		inner  map[string][2]any
	}{
		{"algo=alphabeta&root=min&fail-course=true", true, 5, map[string][2]any{"A": {5.0, ""}, "B": {5.0, ""}, "C": {9.0, ""}, "D": {7.0, ""}}},
		{"algo=alphabeta&root=min&fail-hard=true", false, 5, map[string][2]any{"A": {5.0, ""}, "B": {5.0, ""}, "C": {5.0, "lower"}, "D": {5.0, "lower"}}},
		{"algo=alphabeta&fail-course=true", true, 3, map[string][2]any{"A": {3.0, ""}, "B": {3.0, ""}, "C": {2.0, "upper"}, "D": {0.0, "upper"}}},
		{"algo=alphabeta&fail-hard=true", false, 3, map[string][2]any{"A": {3.0, ""}, "B": {3.0, ""}, "C": {3.0, "upper"}, "D": {3.0, "upper"}}},
		{"algo=negamax-alphabeta&root=min&fail-course=true", true, 5, map[string][2]any{"A": {5.0, ""}, "B": {5.0, ""}, "C": {9.0, ""}, "D": {7.0, ""}}},
	}
	for _, tc := range tests {
		t.Run(tc.query, func(t *testing.T) {
			t.Parallel()
			target := "/api/trace?game=tree&position=textbook&" + tc.query
			r := get(t, h, target)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			doc := r.json(t)
			o := doc["options"].(map[string]any)
			assert.Equal(t, tc.course, o["fail_course"] == true, "options.fail_course")
			assert.Equal(t, !tc.course, o["fail_hard"] == true, "options.fail_hard")
			assert.Equal(t, false, o["fail_soft"])
			assert.Equal(t, tc.value, doc["value"])
			assert.Equal(t, tc.inner, innerValues(t, doc))
		})
	}
	// both at once: 400 with the coded message, in the page's language
	for _, lang := range []string{"en", "es"} {
		r := get(t, h, "/api/trace?game=tree&position=textbook&algo=alphabeta&fail-hard=true&fail-course=true&lang="+lang)
		require.Equal(t, http.StatusBadRequest, r.code, "%s", r.body)
		e := r.json(t)
		assert.Equal(t, "options.fail_both", e["code"])
		if lang == "es" {
			assert.Contains(t, e["error"], "elija uno")
		}
		noStack(t, r.body)
	}
}

// /api/exercise takes fail-course: its link, its problem for /api/trace and its
// recorded search say the course's alpha-beta; beside fail-hard it is a 400.
func TestExerciseFailCourse(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	r := get(t, h, "/api/exercise?source=textbook&q=window&root=min&fail-course=true")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	doc := r.json(t)
	assert.Contains(t, doc["link"], "fail-course=true")
	assert.Equal(t, "true", doc["problem"].(map[string]any)["fail-course"])
	tr := doc["trace"].(map[string]any)
	assert.Equal(t, true, tr["options"].(map[string]any)["fail_course"])
	assert.Equal(t, 5.0, tr["value"])
	r = get(t, h, "/api/exercise?source=textbook&q=window&fail-course=true&fail-hard=true&lang=es")
	require.Equal(t, http.StatusBadRequest, r.code, "%s", r.body)
	assert.Equal(t, "options.fail_both", r.json(t)["code"])
}
