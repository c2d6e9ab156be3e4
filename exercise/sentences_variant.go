package exercise

import "github.com/gametree/gametree/trace"

// withCourseNote adds to sentence s, the return of an inner node under the course's
// alpha-beta (seed 002, trace.Options.FailCourse), what that search returns there: α
// at MAX, β at MIN, seen from MAX as the page shows every value. It says when that is
// the bound the node was called with (no child did better: fail-soft would return
// less) and when it passes the other bound (fail-hard would stop at it). Hidden values
// (a question's answer) and other searches leave s as it is. The page's explain.js
// writes the same note.
func (e *Exercise) withCourseNote(lang string, st trace.Step, s string, hide bool) string {
	n := st.Node
	if hide || !e.Params.Options.FailCourse || len(e.children[n]) == 0 || !st.HasValue {
		return s
	}
	enter := e.Trace.Step(int(e.nodes[n].FirstStep))
	p := map[string]string{"a": fmtValue(lang, st.Alpha), "b": fmtValue(lang, st.Beta)}
	key := "variantMax"
	if e.nodes[n].Player == trace.Min {
		key = "variantMin"
		switch {
		case st.Value < st.Alpha:
			key = "variantMinPast"
		case st.Value == enter.Beta && st.Value < trace.Inf:
			key = "variantMinKept"
		}
	} else {
		switch {
		case st.Value > st.Beta:
			key = "variantMaxPast"
		case st.Value == enter.Alpha && st.Value > -trace.Inf:
			key = "variantMaxKept"
		}
	}
	return s + " " + say(lang, key, p)
}
