package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
	"github.com/gametree/gametree/exercise"
)

// answerFields lists the answer fields of a JSON document, outside "answers".
func answerFields(v any, path string) []string {
	var out []string
	switch x := v.(type) {
	case map[string]any:
		for k, e := range x {
			if k == "answers" {
				continue
			}
			if answerKeys[k] {
				out = append(out, path+"."+k)
			}
			out = append(out, answerFields(e, path+"."+k)...)
		}
	case []any:
		for i, e := range x {
			out = append(out, answerFields(e, fmt.Sprintf("%s[%d]", path, i))...)
		}
	}
	return out
}

// No answer reaches a student before the answers may be shown: the JSON of every
// student's route (and its errors) has no answer field, the question picture no value
// of an inner node, no cut and no α or β; once shown (after closing), the expected
// answers come. Every route under /api/assignments is checked.
func TestClassNoAnswersBeforeTheyAreShown(t *testing.T) {
	t.Parallel()
	for _, reveal := range []string{"after-close", "never"} {
		t.Run(reveal, func(t *testing.T) {
			s, _ := classServer(t, classtest.SQLite(t))
			h := s.Handler()
			window := map[string]any{"exercise": map[string]any{"source": "figure-5.2", "q": "window"}}
			order := map[string]any{"exercise": map[string]any{"source": "random", "level": 3, "seed": 5, "q": "order"}}
			ttt := map[string]any{"exercise": map[string]any{"source": "tictactoe", "position": "XOX.O.X..", "q": "prune"}}
			tc := makeClass(t, h, reveal, textbookTask, window, order, ttt)
			setFeedback(t, h, tc, "full") // the rule that tells the most
			ana := join(t, h, tc.assignment, "Ana")
			checked := map[string]bool{}
			check := func(route string, r response) {
				t.Helper()
				checked[route] = true
				var v any
				require.NoError(t, json.Unmarshal(r.body, &v), "%s: %s", route, r.body)
				assert.Empty(t, answerFields(v, ""), "%s", route)
			}
			check("GET /api/assignments/:a", call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment, "", nil)) // not joined
			r := call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment, ana, nil)
			check("GET /api/assignments/:a", r)
			sa := decode[studentAssignmentReply](t, r)
			for _, task := range sa.Tasks {
				pic := task.Picture
				assert.NotContains(t, pic, "pruned")
				assert.NotContains(t, pic, "stroke-dasharray")
				assert.NotRegexp(t, `class="[^"]*\b(cut|pv)\b`, pic)
				assert.NotRegexp(t, `α=[^<]`, pic, "no α written")
				assert.NotRegexp(t, `β=[^<]`, pic, "no β written")
				for id, name := range task.Names {
					_ = name
					if task.Parents[id] >= 0 || id == 0 {
						// every inner node's value box is blank
						if inner := strings.Contains(pic, fmt.Sprintf(`id="n%d" class="node`, id)) &&
							strings.Contains(pic, fmt.Sprintf(`id="n%d" class="node max root inner`, id)) ||
							strings.Contains(pic, fmt.Sprintf(`id="n%d" class="node min inner`, id)) ||
							strings.Contains(pic, fmt.Sprintf(`id="n%d" class="node max inner`, id)); inner {
							i := strings.Index(pic, fmt.Sprintf(`id="a_n%d-v"`, id))
							require.Positive(t, i, "node %d's value", id)
							j := strings.Index(pic[i:], "</text>")
							text := pic[i : i+j]
							assert.Regexp(t, `> ?\x{a0}?$`, text, "node %d's value box is blank: %s", id, text)
						}
					}
				}
			}
			check("POST /api/assignments/:a/students", call(t, h, http.MethodPost, "/api/assignments/"+tc.assignment+"/students", "", map[string]any{"name": "Bea"}))
			var leaves []string // of the order question
			ot := sa.Tasks[2]
			for id, name := range ot.Names {
				if !slices.Contains(ot.Parents, int32(id)) {
					leaves = append(leaves, name)
				}
			}
			slices.Reverse(leaves)
			answers := []any{twoWrong,
				map[string]any{"values": map[string]int{"A": 1}, "alpha": map[string]int{"A": 2}, "beta": map[string]int{"B": 3}, "pruned": []string{}},
				map[string]any{"order": leaves[:3]},
				map[string]any{"values": map[string]int{"root": 1}}}
			for n, ans := range answers {
				r := handIn(t, h, tc.assignment, ana, n+1, fmt.Sprintf("s%d", n), ans)
				require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
				check("POST /api/assignments/:a/tasks/:n/attempts", r)
				got := decode[attemptReply](t, r)
				assert.NotEmpty(t, got.Mistakes)
				for _, m := range got.Mistakes {
					if m.Field == "order" {
						assert.Empty(t, m.Node, "the expected leaf")
						assert.Zero(t, m.Step, "nor its step")
					}
				}
			}
			check("POST /api/assignments/:a/tasks/:n/attempts", handIn(t, h, tc.assignment, ana, 1, "s0", twoWrong)) // replayed
			check("GET /api/assignments/:a/me", call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me", ana, nil))
			// errors too
			check("POST /api/assignments/:a/tasks/:n/attempts", handIn(t, h, tc.assignment, ana, 1, "s9", map[string]any{"values": map[string]int{"Z": 1}}))
			for _, rt := range s.engine.Routes() {
				if strings.HasPrefix(rt.Path, "/api/assignments") {
					assert.True(t, checked[rt.Method+" "+rt.Path], "route %s %s is not checked", rt.Method, rt.Path)
				}
			}
			// closed
			require.Equal(t, http.StatusOK, call(t, h, http.MethodPost, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/close", tc.key, nil).code)
			r = call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me", ana, nil)
			var v any
			require.NoError(t, json.Unmarshal(r.body, &v))
			fields := answerFields(v, "")
			if reveal == "never" {
				assert.Empty(t, fields)
			} else {
				assert.Contains(t, fields, ".attempts[0].mistakes[0].expected")
			}
		})
	}
}

// Under the feedback rule "full", a graded attempt tells its student nothing derived
// from the expected answers before they may be shown (reveal after close): no best move (it gives the root's value), no
// missed cut named (only how many), no bound, no step, no leaf where the order goes
// wrong; once the assignment closes, all of it.
func TestClassGradedAttemptHidesTheAnswers(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	h := s.Handler()
	order := map[string]any{"exercise": map[string]any{"source": "random", "level": 2, "seed": 4, "q": "order"}, "attempts": 3, "variants": "shared"}
	tc := makeClass(t, h, "after-close", textbookTask, order)
	setFeedback(t, h, tc, "full")
	ana := join(t, h, tc.assignment, "Ana")
	// A wrong (5, not 3), D wrong (2, not 0), both cuts missed: 2 of 6
	wrong := exercise.Answers{Values: map[string]int{"A": 5, "B": 3, "C": 2, "D": 2}}
	for _, lang := range []string{"en", "es"} {
		r := call(t, h, http.MethodPost, fmt.Sprintf("/api/assignments/%s/tasks/1/attempts?lang=%s", tc.assignment, lang), ana,
			map[string]any{"submission": "s1", "answers": wrong, "seconds": 42})
		require.Contains(t, []int{http.StatusCreated, http.StatusOK}, r.code, "%s", r.body)
		got := decode[attemptReply](t, r)
		assert.Equal(t, 2, got.Score)
		want := map[string][]mistakeReply{
			"en": {{Kind: "missed-cut", Field: "pruned", Count: 2},
				{Kind: "wrong-value", Field: "value", Node: "D", Given: "2", Sentence: "D is done and returns ? to A.", Player: "min"},
				{Kind: "wrong-value", Field: "value", Node: "A", Given: "5", Sentence: "The search is over: A is worth ?.", Player: "max"}},
			"es": {{Kind: "missed-cut", Field: "pruned", Count: 2},
				{Kind: "wrong-value", Field: "value", Node: "D", Given: "2", Sentence: "D termina y devuelve ? a A.", Player: "min"},
				{Kind: "wrong-value", Field: "value", Node: "A", Given: "5", Sentence: "Fin de la búsqueda: A vale ?.", Player: "max"}},
		}[lang]
		assert.Equal(t, want, got.Mistakes, lang)
		body := string(r.body)
		for _, leak := range []string{"C2", "D2", "best move", "mejor jugada", "bound", "cota", `"step"`, `"expected"`} {
			assert.NotContains(t, body, leak, lang)
		}
	}
	// the order: that it is wrong, not where
	e, err := exercise.New(exercise.Spec{Source: "random", Level: 2, Seed: 4, Q: exercise.Order})
	require.NoError(t, err)
	sol := e.Solution().Order
	swapped := slices.Clone(sol)
	swapped[1], swapped[2] = swapped[2], swapped[1]
	r := handIn(t, h, tc.assignment, ana, 2, "o1", map[string]any{"order": swapped})
	require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
	assert.Equal(t, []mistakeReply{{Kind: "wrong-order", Field: "order"}}, decode[attemptReply](t, r).Mistakes)
	short := sol[:len(sol)-1]
	r = handIn(t, h, tc.assignment, ana, 2, "o2", map[string]any{"order": short})
	require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
	assert.Equal(t, []mistakeReply{{Kind: "wrong-order", Field: "order"}}, decode[attemptReply](t, r).Mistakes, "not that the list is short")
	// two marks lost in the order (two mistakes once revealed): still said once, not counted
	r = handIn(t, h, tc.assignment, ana, 2, "o3", map[string]any{"order": swapped[:len(swapped)-1]})
	require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
	assert.Equal(t, []mistakeReply{{Kind: "wrong-order", Field: "order"}}, decode[attemptReply](t, r).Mistakes, "the order's mistakes said once")

	// closed: the answers, each missed cut named at its step
	require.Equal(t, http.StatusOK, call(t, h, http.MethodPost, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/close", tc.key, nil).code)
	r = call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me?lang=en", ana, nil)
	require.Equal(t, http.StatusOK, r.code)
	mine := decode[struct{ Attempts []attemptReply }](t, r).Attempts
	require.Len(t, mine, 4)
	assert.Len(t, mine[3].Mistakes, 2, "the third order attempt lost two marks")
	ms := mine[0].Mistakes
	require.Len(t, ms, 4)
	assert.Equal(t, mistakeReply{Kind: "missed-cut", Field: "pruned", Node: "C2", Edge: "C>C2", Expected: "cut", Step: 18,
		Sentence: "β=2 ≤ α=3 at C: the rest of C's children cannot change the result, pruned (C2).", Player: "min"}, ms[0])
	assert.Equal(t, "D>D2", ms[1].Edge)
	assert.Equal(t, 26, ms[1].Step)
	assert.Equal(t, "The search is over: A is worth 3; the best move is B.", ms[3].Sentence)
	assert.Equal(t, "3", ms[3].Expected)
	assert.Equal(t, sol[1], mine[1].Mistakes[0].Node, "the leaf expected")
}
