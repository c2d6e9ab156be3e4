package exercise

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// returnSentence is the sentence of node label's return step in e.
func returnSentence(t *testing.T, e *Exercise, label, lang string) string {
	t.Helper()
	names := e.Trace.Names()
	for k := range e.Trace.StepCount() {
		kind, id := e.Trace.StepKindAt(k)
		if kind == trace.StepReturn && names.Label(id) == label {
			return e.Explain(k, lang)
		}
	}
	t.Fatalf("no return step of %s", label)
	return ""
}

// The course's alpha-beta (seed 002) says at each inner node's return what it returns:
// α at MAX, β at MIN; past the other bound where fail-hard would stop at it; the bound
// it was called with where no child did better. Fail-soft and fail-hard say nothing of
// it, nor does a question that hides the value.
func TestSentencesOfTheCoursesVariant(t *testing.T) {
	t.Parallel()
	// A(B(5),C(c1(1,2),c2(8,9))): c1 is entered with α=5 and its leaves find 1, 2.
	kept := "A(B(5),C(c1(1,2),c2(8,9)))"
	tests := []struct {
		spec       Spec
		node, lang string
		want       string
	}{
		// MIN root: C (MAX, window (−∞, 5)) finds 2 then 9 and returns α = 9 > β = 5
		{Spec{Source: "textbook", Q: Window, Root: "min", FailCourse: true}, "C", msg.EN,
			"C is done and returns 9 to A. (The course's alpha-beta returns α at MAX: α = 9, more than β = 5; fail-hard would return β.)"},
		{Spec{Source: "textbook", Q: Window, Root: "min", FailCourse: true}, "C", msg.ES,
			"C termina y devuelve 9 a A. (El alfa-beta del curso devuelve α en MAX: α = 9, más que β = 5; fail-hard devolvería β.)"},
		{Spec{Source: "textbook", Q: Window, Root: "min", FailCourse: true}, "B", msg.EN,
			"B is done and returns 5 to A. (The course's alpha-beta returns α at MAX: α = 5.)"},
		// MAX root: C (MIN, window (3, +∞)) cuts after 2 and returns β = 2 < α = 3
		{Spec{Source: "textbook", Q: Window, FailCourse: true}, "C", msg.EN,
			"C returns ≤2 to A: an upper bound, its true value is at most 2. (The course's alpha-beta returns β at MIN: β = 2, less than α = 3; fail-hard would return α.)"},
		{Spec{Source: "textbook", Q: Window, FailCourse: true}, "C", msg.ES,
			"C devuelve ≤2 a A: una cota superior, su valor real es como mucho 2. (El alfa-beta del curso devuelve β en MIN: β = 2, menos que α = 3; fail-hard devolvería α.)"},
		{Spec{Source: "textbook", Q: Window, FailCourse: true}, "A", msg.ES,
			"Fin de la búsqueda: A vale 3; la mejor jugada es B. (El alfa-beta del curso devuelve α en MAX: α = 3.)"},
		// c1 keeps the α it was called with: fail-soft would return 2
		{Spec{Source: "tree", Position: kept, Q: Window, FailCourse: true}, "c1", msg.EN,
			"c1 returns ≤5 to C: an upper bound, its true value is at most 5. (The course's alpha-beta returns α at MAX: α = 5, the α it was called with, since no child did better.)"},
		{Spec{Source: "tree", Position: kept, Q: Window, FailCourse: true}, "c1", msg.ES,
			"c1 devuelve ≤5 a C: una cota superior, su valor real es como mucho 5. (El alfa-beta del curso devuelve α en MAX: α = 5, el α con que se le llamó, pues ningún hijo lo mejoró.)"},
		{Spec{Source: "tree", Position: kept, Q: Window}, "c1", msg.EN,
			"c1 is done and returns 2 to C."},
		{Spec{Source: "tree", Position: kept, Q: Window, FailHard: true}, "c1", msg.EN,
			"c1 returns ≤5 to C: an upper bound, its true value is at most 5. (Fail-hard: that is the window's edge, not the value it found.)"},
		{Spec{Source: "textbook", Q: Window, Root: "min"}, "C", msg.EN, "C is done and returns 9 to A."},
	}
	for _, tc := range tests {
		t.Run(tc.spec.Query()+" "+tc.node+" "+tc.lang, func(t *testing.T) {
			t.Parallel()
			e, err := New(tc.spec)
			require.NoError(t, err)
			assert.Equal(t, tc.want, returnSentence(t, e, tc.node, tc.lang))
		})
	}
	// an assessed exercise's hidden sentences give no value away, nor does the note
	e, err := New(Spec{Source: "textbook", Q: Window, Root: "min", FailCourse: true})
	require.NoError(t, err)
	notes := 0
	for k := range e.Trace.StepCount() {
		assert.NotContains(t, e.ExplainHidden(k, msg.EN), "course's", "step %d", k)
		if strings.Contains(e.Explain(k, msg.EN), "course's") {
			notes++
		}
	}
	assert.Equal(t, 4, notes, "B, C, D and the root")
}

// The spec takes fail-course as a field, keeps it in its query, drops it from a values
// question and refuses it beside fail-hard.
func TestSpecFailCourse(t *testing.T) {
	t.Parallel()
	var s Spec
	require.NoError(t, s.Set("fail-course", "yes"))
	require.NoError(t, s.Set("q", "window"))
	n, err := s.Normalize()
	require.NoError(t, err)
	assert.True(t, n.FailCourse)
	assert.Contains(t, n.Query(), "fail-course=true")
	var v Spec
	require.NoError(t, v.Set("fail_course", "true"))
	n, err = v.Normalize()
	require.NoError(t, err)
	assert.False(t, n.FailCourse, "a values question has no window")
	assert.Error(t, s.Set("fail-course", "maybe"))
	require.NoError(t, s.Set("fail-hard", "true"))
	_, err = s.Normalize()
	require.Error(t, err)
	assert.True(t, strings.Contains(msg.Text(err, msg.ES), "elija uno"), msg.Text(err, msg.ES))
}
