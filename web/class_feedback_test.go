package web

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/classroom/classtest"
	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/trace"
)

// setFeedback changes the feedback rule of tc's assignment.
func setFeedback(t *testing.T, h http.Handler, tc testClass, rule string) {
	t.Helper()
	r := call(t, h, http.MethodPatch, "/api/classes/"+tc.id+"/assignments/"+tc.assignment, tc.key, map[string]any{"feedback": rule})
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	require.Equal(t, rule, r.json(t)["feedback"])
}

// unlimited lifts a test server's rate limits on joining and handing in.
func unlimited(s *Server) {
	s.classes.perStudent = newKeyedLimits(time.Nanosecond, 1<<30)
	s.classes.perAddress = newKeyedLimits(time.Nanosecond, 1<<30)
	s.classes.joins = newKeyedLimits(time.Nanosecond, 1<<30)
	s.classes.perClass = newKeyedLimits(time.Nanosecond, 1<<30)
}

// jsonShape is a JSON document as its tokens in order (keys, strings, numbers, and
// where each object and array begins and ends), with the value of each key in apart
// left out and collected instead (ids and times, the student's own answers, the
// figures a rule allows to differ). Two documents of one shape differ in nothing but
// those values: not in a field's presence, order or value, a list's length, a sentence.
func jsonShape(t *testing.T, body []byte, apart map[string]bool) (string, map[string][]json.RawMessage) {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(body))
	dec.UseNumber()
	var b strings.Builder
	got := map[string][]json.RawMessage{}
	var value func()
	value = func() {
		tok, err := dec.Token()
		require.NoError(t, err, "%s", body)
		switch v := tok.(type) {
		case json.Delim:
			b.WriteString(v.String())
			switch v {
			case '{':
				for dec.More() {
					k, err := dec.Token()
					require.NoError(t, err)
					key := k.(string)
					fmt.Fprintf(&b, "%q:", key)
					if apart[key] {
						var raw json.RawMessage
						require.NoError(t, dec.Decode(&raw))
						got[key] = append(got[key], raw)
						b.WriteString("<" + key + ">,")
						continue
					}
					value()
					b.WriteString(",")
				}
			case '[':
				for dec.More() {
					value()
					b.WriteString(",")
				}
			}
			end, err := dec.Token()
			require.NoError(t, err)
			b.WriteString(end.(json.Delim).String())
		case string:
			fmt.Fprintf(&b, "%q", v)
		default:
			fmt.Fprintf(&b, "%v", v)
		}
	}
	value()
	require.False(t, dec.More(), "one document: %s", body)
	return b.String(), got
}

// headerShape is the headers of a reply that matter, as text: all but Date (the
// time), X-Request-Id (the request's) and Content-Length (when set, checked to be the body's length: it differs as
// the figures' digits do).
func headerShape(t *testing.T, r response) string {
	t.Helper()
	if l := r.header.Get("Content-Length"); l != "" {
		assert.Equal(t, strconv.Itoa(len(r.body)), l)
	}
	var lines []string
	for k, vs := range r.header {
		if k == "Date" || k == "Content-Length" || k == "X-Request-Id" {
			continue
		}
		lines = append(lines, k+": "+strings.Join(vs, ", "))
	}
	slices.Sort(lines)
	return strings.Join(lines, "\n")
}

// crafted is an answer the leak test hands in: its name, the answers, how many
// answers it gives (for the rule "count").
type crafted struct {
	name    string
	answers exercise.Answers
	given   int
}

// craftedAnswers are the answers handed in to exercise e: none; every edge cut; each
// edge cut alone; the right answers; the right answers with each value, α and β off
// by one (an infinite one 0); for the order: every leaf in the tree's order, each
// leaf alone, the right order, with each two neighbours swapped, and with a leaf left
// out.
func craftedAnswers(e *exercise.Exercise) []crafted {
	q := e.Spec.Q
	n := e.NodeCount()
	isParent := map[int32]bool{}
	for id := range int32(n) {
		if p := e.Trace.Node(id).Parent; p >= 0 {
			isParent[p] = true
		}
	}
	var edges, leaves []string
	for id := range int32(n) {
		if p := e.Trace.Node(id).Parent; p >= 0 {
			edges = append(edges, e.Name(p)+">"+e.Name(id))
		}
		if !isParent[id] {
			leaves = append(leaves, e.Name(id))
		}
	}
	sol := e.Solution()
	out := []crafted{{name: "empty"}}
	if q == exercise.Order {
		out = append(out, crafted{"every leaf", exercise.Answers{Order: leaves}, len(leaves)})
		for _, l := range leaves {
			out = append(out, crafted{"only " + l, exercise.Answers{Order: []string{l}}, 1})
		}
		out = append(out, crafted{"right", sol, len(sol.Order)})
		for i := 0; i+1 < len(sol.Order); i++ {
			o := slices.Clone(sol.Order)
			o[i], o[i+1] = o[i+1], o[i]
			out = append(out, crafted{fmt.Sprintf("swap %d", i), exercise.Answers{Order: o}, len(o)})
		}
		out = append(out, crafted{"one short", exercise.Answers{Order: sol.Order[1:]}, len(sol.Order) - 1})
		return out
	}
	cuts := q == exercise.Prune || q == exercise.Window
	if cuts {
		out = append(out, crafted{"every edge", exercise.Answers{Pruned: edges}, len(edges)})
		for _, edge := range edges {
			out = append(out, crafted{"cut " + edge, exercise.Answers{Pruned: []string{edge}}, 1})
		}
	}
	given := len(sol.Values) + len(sol.Alpha) + len(sol.Beta) + len(sol.Pruned)
	out = append(out, crafted{"right", sol, given})
	offByOne := func(v int) int {
		if v >= trace.Inf || v <= -trace.Inf {
			return 0
		}
		return v + 1
	}
	for _, field := range []string{"values", "alpha", "beta"} {
		m := map[string]map[string]int{"values": sol.Values, "alpha": sol.Alpha, "beta": sol.Beta}[field]
		for _, name := range sortedNames(m) {
			a := cloneAnswers(sol)
			dst := map[string]map[string]int{"values": a.Values, "alpha": a.Alpha, "beta": a.Beta}[field]
			dst[name] = offByOne(dst[name])
			out = append(out, crafted{field + " " + name + " off by one", a, given})
		}
	}
	return out
}

func sortedNames(m map[string]int) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}

func cloneAnswers(a exercise.Answers) exercise.Answers {
	c := func(m map[string]int) map[string]int {
		if m == nil {
			return nil
		}
		out := map[string]int{}
		for k, v := range m {
			out[k] = v
		}
		return out
	}
	return exercise.Answers{Values: c(a.Values), Alpha: c(a.Alpha), Beta: c(a.Beta), Pruned: slices.Clone(a.Pruned), Order: slices.Clone(a.Order)}
}

// wire is answers as a page sends them: ±∞ as "inf" and "-inf".
func wire(a exercise.Answers) map[string]any {
	num := func(m map[string]int) map[string]any {
		out := map[string]any{}
		for k, v := range m {
			out[k] = exercise.FormatNumber(v)
		}
		return out
	}
	w := map[string]any{}
	if a.Values != nil {
		w["values"] = num(a.Values)
	}
	if a.Alpha != nil {
		w["alpha"] = num(a.Alpha)
	}
	if a.Beta != nil {
		w["beta"] = num(a.Beta)
	}
	if a.Pruned != nil {
		w["pruned"] = a.Pruned
	}
	if a.Order != nil {
		w["order"] = a.Order
	}
	return w
}

// leakExercises are the exercises the leak test hands crafted answers to: every
// question, minimax and alpha-beta, levels 1 to 5, fail-soft and fail-hard. The
// replies are made alike on both databases (from the attempt stored and read back):
// PostgreSQL, and -short, take the first of each question (everywhere), SQLite all.
var leakExercises = []struct {
	spec       exercise.Spec
	everywhere bool
}{
	{exercise.Spec{Source: "random", Level: 1, Seed: 3, Q: exercise.Values}, true},
	{exercise.Spec{Source: "random", Level: 2, Seed: 7, Q: exercise.Values}, false},
	{exercise.Spec{Source: "textbook", Q: exercise.Prune}, false},
	{exercise.Spec{Source: "random", Level: 2, Seed: 2, Q: exercise.Prune}, false},
	{exercise.Spec{Source: "random", Level: 3, Seed: 2, Q: exercise.Prune}, true}, // the issue's: level 3, seed 2
	{exercise.Spec{Source: "random", Level: 5, Seed: 4, Q: exercise.Prune, FailHard: true}, false},
	{exercise.Spec{Source: "random", Level: 4, Seed: 1, Q: exercise.Window}, true},
	{exercise.Spec{Source: "random", Level: 3, Seed: 5, Q: exercise.Order}, true},
	{exercise.Spec{Source: "random", Level: 4, Seed: 6, Q: exercise.Order, FailHard: true}, false},
}

func taskOf(spec exercise.Spec) map[string]any {
	ex := map[string]any{}
	for _, kv := range spec.Values() {
		ex[kv[0]] = kv[1]
	}
	task := map[string]any{"exercise": ex, "attempts": 1}
	if spec.Source == "random" {
		task["variants"] = "shared" // the tree the test grades against (exercise.New(spec))
	}
	return task
}

// sealedRules are the feedback rules under which a reply may differ from another only
// in the figures the rule allows.
var sealedRules = []string{"none", "score", "count"}

// Before the answers are revealed, a graded reply carries only what the assignment's
// feedback rule allows. Crafted answers (none, every edge cut, each edge cut alone,
// the right answers, each value, α and β off by one; for the order every leaf, each
// leaf alone, neighbours swapped) are handed in to exercises of every question at
// levels 1 to 5; under the rules "none", "score" and "count" no two replies differ in
// anything but the score and the number of mistakes (not a field's presence or
// order, not a list's length, a sentence, the status or a header), in English as in
// Spanish, as the hand-in answers it, as a resend answers it again and as the
// student's attempts read back (GET /me); the figures are the right ones, and the
// number of mistakes is the answers given less the score. Under "full" the mistakes
// are there.
func TestClassFeedbackRulesLeakNothing(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		s, _ := classServer(t, db)
		unlimited(s)
		h := s.Handler()
		var tasks []map[string]any
		var exs []*exercise.Exercise
		for _, x := range leakExercises {
			if !x.everywhere && (db.Name == "postgres" || testing.Short()) {
				continue
			}
			e, err := exercise.New(x.spec)
			require.NoError(t, err)
			exs = append(exs, e)
			tasks = append(tasks, taskOf(x.spec))
		}
		// one class, an assignment per rule; each crafted answer is a student's, who
		// hands it in to each assignment (attempt 1 everywhere)
		tc := makeClass(t, h, "after-close", tasks...)
		rules := append(slices.Clone(sealedRules), "full")
		assignments := map[string]testClass{}
		for _, rule := range rules {
			r := call(t, h, http.MethodPost, "/api/classes/"+tc.id+"/assignments", tc.key,
				map[string]any{"title": "Rule " + rule, "feedback": rule, "tasks": tasks})
			require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
			a := decode[assignmentInfo](t, r)
			assert.Equal(t, classroom.Feedback(rule), a.Feedback)
			assignments[rule] = testClass{tc.id, tc.key, a.ID}
		}
		handedIn := 0
		// set apart: what differs by student and time (a student each: their id and name),
		// the student's own answers, and the figures a rule allows
		apart := map[string]bool{"id": true, "name": true, "created": true, "answers": true, "score": true, "mistake_count": true}
		for i, e := range exs {
			n := i + 1
			type seen struct {
				name, shape, header string
				code                int
			}
			first := map[string]seen{} // by rule and what was read: "hand-in", "resend es", "me en", "me es"
			compare := func(rule, what, name string, r response, want int) map[string][]json.RawMessage {
				t.Helper()
				require.Equal(t, want, r.code, "%s, exercise %d (%s), %s: %s", rule, n, name, what, r.body)
				shape, got := jsonShape(t, r.body, apart)
				hs := headerShape(t, r)
				if rule == "full" {
					return got
				}
				f, ok := first[rule+" "+what]
				if !ok {
					first[rule+" "+what] = seen{name, shape, hs, r.code}
					return got
				}
				where := fmt.Sprintf("rule %s, exercise %d (%s), %s: %q and %q", rule, n, e.Spec.Q, what, f.name, name)
				assert.Equal(t, f.code, r.code, where)
				assert.Equal(t, f.header, hs, where)
				assert.Equal(t, f.shape, shape, "%s differ", where)
				return got
			}
			for k, c := range craftedAnswers(e) {
				key := join(t, h, tc.assignment, fmt.Sprintf("Ana %d-%d", n, k)) // a student each: one name, one student
				res, err := e.Grade(c.answers, "en")
				require.NoError(t, err)
				for _, rule := range rules {
					a := assignments[rule].assignment
					body := map[string]any{"submission": fmt.Sprintf("%s-%d-%d", rule, n, k), "answers": wire(c.answers), "seconds": 42}
					path := fmt.Sprintf("/api/assignments/%s/tasks/%d/attempts", a, n)
					for _, x := range []struct {
						what, lang string
						want       int
					}{{"hand-in", "en", http.StatusCreated}, {"resend es", "es", http.StatusOK}} {
						r := call(t, h, http.MethodPost, path+"?lang="+x.lang, key, body)
						got := compare(rule, x.what, c.name, r, x.want)
						checkFigures(t, rule, e, c, res, r, got, x.what)
					}
					handedIn++
					for _, lang := range []string{"en", "es"} {
						r := call(t, h, http.MethodGet, "/api/assignments/"+a+"/me?lang="+lang, key, nil)
						got := compare(rule, "me "+lang, c.name, r, http.StatusOK)
						var me struct{ Attempts []json.RawMessage }
						require.NoError(t, json.Unmarshal(r.body, &me))
						require.Len(t, me.Attempts, 1)
						checkFigures(t, rule, e, c, res, response{body: me.Attempts[0]}, got, "me "+lang)
					}
				}
			}
		}
		t.Logf("%d hand-ins, each answered, sent again and read back in both languages", handedIn)
	})
}

// checkFigures checks the figures of a reply (got: the values jsonShape set apart)
// under rule: the right score and number of mistakes where the rule allows them, and
// none where it does not; out_of only for the minimax values question (or under
// "full"); the mistakes under "full".
func checkFigures(t *testing.T, rule string, e *exercise.Exercise, c crafted, res *exercise.Result, r response, got map[string][]json.RawMessage, what string) {
	t.Helper()
	var reply map[string]any
	require.NoError(t, json.Unmarshal(r.body, &reply))
	if a, ok := reply["attempts"].([]any); ok {
		reply = a[0].(map[string]any)
	}
	where := fmt.Sprintf("%s, %s, %s", rule, c.name, what)
	assert.Equal(t, rule, reply["feedback"], where)
	scores := got["score"]
	counts := got["mistake_count"]
	_, hasOutOf := reply["out_of"]
	_, hasMistakes := reply["mistakes"]
	switch rule {
	case "none":
		assert.Empty(t, scores, where)
		assert.Empty(t, counts, where)
		assert.False(t, hasOutOf, where)
		assert.False(t, hasMistakes, where)
	case "score", "count":
		require.Len(t, scores, 1, where)
		assert.JSONEq(t, strconv.Itoa(res.Score), string(scores[0]), where)
		assert.Equal(t, e.Spec.Q == exercise.Values, hasOutOf, "out_of only for the minimax values question: %s", where)
		assert.False(t, hasMistakes, where)
		if rule == "count" {
			require.Len(t, counts, 1, where)
			assert.JSONEq(t, strconv.Itoa(max(c.given-res.Score, 0)), string(counts[0]), where)
		} else {
			assert.Empty(t, counts, where)
		}
	case "full":
		assert.True(t, hasOutOf, where)
		ms, _ := reply["mistakes"].([]any)
		assert.Equal(t, len(res.Mistakes) == 0, len(ms) == 0, "the mistakes are there: %s", where)
		for _, m := range ms {
			assert.NotContains(t, m, "expected", where)
			assert.NotContains(t, m, "step", where)
		}
	}
	// the student's own answers, as given
	require.Len(t, got["answers"], 1, where)
	want, err := json.Marshal(c.answers)
	require.NoError(t, err)
	assert.Equal(t, answersText(t, want), answersText(t, got["answers"][0]), where)
}

// answersText is answers as JSON with every number written as FormatNumber writes it
// ("inf" for ∞, however it came: as the number that stands for it or as "inf").
func answersText(t *testing.T, raw []byte) string {
	t.Helper()
	dec := json.NewDecoder(bytes.NewReader(raw))
	dec.UseNumber()
	var v map[string]any
	require.NoError(t, dec.Decode(&v), "%s", raw)
	for _, f := range []string{"values", "alpha", "beta"} {
		m, _ := v[f].(map[string]any)
		for k, x := range m {
			switch n := x.(type) {
			case json.Number:
				i, err := strconv.ParseInt(string(n), 10, 64)
				require.NoError(t, err, "%s", raw)
				m[k] = exercise.FormatNumber(int(i))
			case string:
				m[k] = n
			}
		}
	}
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// digits are the numbers of a picture: its coordinates and the leaves' values.
var digits = regexp.MustCompile(`\d+`)

// The exercise tab tells nothing of where alpha-beta prunes, whatever the rule: no
// out_of but for the minimax values question, no search; two trees of one shape that
// prune differently (the textbook's cuts two edges, the other none) give the same
// tasks but for the leaves' values in the picture.
func TestClassExerciseTabTellsNothingOfThePruning(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	h := s.Handler()
	cutsTwo := "((3,5),(2,9),(0,7))"
	cutsNone := "((3,5),(6,9),(8,7))"
	var tasks []map[string]any
	for _, pos := range []string{cutsTwo, cutsNone} {
		for _, q := range []string{"prune", "window", "order"} {
			tasks = append(tasks, map[string]any{"exercise": map[string]any{"source": "tree", "position": pos, "q": q}})
		}
	}
	tasks = append(tasks, map[string]any{"exercise": map[string]any{"source": "tree", "position": cutsTwo, "q": "values"}})
	tc := makeClass(t, h, "after-close", tasks...)
	ana := join(t, h, tc.assignment, "Ana") // the exercises go to a student who joined
	for _, rule := range []string{"none", "score", "count", "full"} {
		setFeedback(t, h, tc, rule)
		for _, lang := range []string{"en", "es"} {
			r := call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"?lang="+lang, ana, nil)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			var reply struct {
				Feedback string
				Tasks    []map[string]any
			}
			require.NoError(t, json.Unmarshal(r.body, &reply))
			assert.Equal(t, rule, reply.Feedback)
			require.Len(t, reply.Tasks, 7)
			for i, task := range reply.Tasks {
				assert.NotContains(t, task, "problem", "%s: task %d", rule, i+1)
				if i < 6 {
					assert.NotContains(t, task, "out_of", "%s: task %d: alpha-beta", rule, i+1)
				}
			}
			assert.EqualValues(t, 4, reply.Tasks[6]["out_of"], "minimax: the inner nodes, all graded")
			for i := range 3 {
				a, b := reply.Tasks[i], reply.Tasks[i+3]
				pa, pb := a["picture"].(string), b["picture"].(string)
				assert.NotEqual(t, pa, pb, "the leaves' values differ")
				assert.Equal(t, digits.ReplaceAllString(pa, "#"), digits.ReplaceAllString(pb, "#"), "%s: task %d's picture", lang, i+1)
				delete(a, "picture")
				delete(b, "picture")
				a["n"], b["n"] = 0, 0
				assert.Equal(t, a, b, "%s %s: the tasks of two trees that prune differently", rule, lang)
			}
		}
	}
}

// A reveal can be taken back: after closing revealed everything (the rule
// after-close), the teacher sets the reveal rule to never, and nothing of the answers
// shows again: the attempts read back sealed by the feedback rule, no expected answer,
// no search for the stepper; back to after-close, everything shows again; reopened (a
// later closing), hidden again, and a new hand-in is sealed.
func TestClassRevealTakenBack(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		s, _ := classServer(t, db)
		h := s.Handler()
		tc := makeClass(t, h, "after-close")
		setFeedback(t, h, tc, "score")
		path := "/api/classes/" + tc.id + "/assignments/" + tc.assignment
		ana := join(t, h, tc.assignment, "Ana")
		require.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, ana, 1, "a1", twoWrong).code)

		shown := func(want bool, when string) {
			t.Helper()
			for _, lang := range []string{"en", "es"} {
				r := call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me?lang="+lang, ana, nil)
				require.Equal(t, http.StatusOK, r.code, "%s", r.body)
				var v any
				require.NoError(t, json.Unmarshal(r.body, &v))
				me := r.json(t)["attempts"].([]any)[0].(map[string]any)
				sa := call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"?lang="+lang, ana, nil)
				tab := decode[studentAssignmentReply](t, sa)
				assert.Equal(t, want, tab.Revealed, when)
				if want {
					assert.Equal(t, "revealed", me["feedback"], when)
					assert.Contains(t, answerFields(v, ""), ".attempts[0].mistakes[0].expected", when)
					assert.NotEmpty(t, tab.Tasks[0].Problem, "the stepper: %s", when)
					continue
				}
				assert.Equal(t, "score", me["feedback"], when)
				assert.Empty(t, answerFields(v, ""), when)
				assert.NotContains(t, me, "mistakes", when)
				assert.NotContains(t, me, "out_of", when)
				assert.EqualValues(t, 4, me["score"], when)
				assert.Empty(t, answerFields(decodeAny(t, sa.body), ""), when)
				for _, task := range tab.Tasks {
					assert.Empty(t, task.Problem, when)
				}
			}
		}
		shown(false, "open")
		r := call(t, h, http.MethodPost, path+"/close", tc.key, nil)
		require.Equal(t, http.StatusOK, r.code)
		assert.Equal(t, true, r.json(t)["revealed"])
		shown(true, "closed, after-close")

		r = call(t, h, http.MethodPatch, path, tc.key, map[string]any{"reveal": "never"})
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		info := decode[assignmentInfo](t, r)
		assert.False(t, info.Revealed)
		assert.Equal(t, "closed", info.Status)
		shown(false, "taken back: never")
		// the teacher still sees everything
		res := decode[resultsReply](t, call(t, h, http.MethodGet, path+"/results", tc.key, nil))
		work := decode[studentWorkReply](t, call(t, h, http.MethodGet, path+"/students/"+res.Students[0].ID, tc.key, nil))
		assert.Equal(t, "0", work.Attempts[0].Mistakes[1].Expected)
		assert.NotEmpty(t, work.Tasks[0].Problem)

		r = call(t, h, http.MethodPatch, path, tc.key, map[string]any{"reveal": "after-close"})
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		assert.True(t, decode[assignmentInfo](t, r).Revealed)
		shown(true, "shown again")

		r = call(t, h, http.MethodPatch, path, tc.key, map[string]any{"closes": time.Now().Add(time.Hour).UTC().Format(time.RFC3339)})
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		assert.False(t, decode[assignmentInfo](t, r).Revealed)
		shown(false, "reopened")
		r = handIn(t, h, tc.assignment, ana, 1, "a2", oneWrong)
		require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
		assert.Equal(t, map[string]any{"feedback": "score", "score": 5.0}, pick(r.json(t), "feedback", "score", "out_of", "mistakes", "mistake_count"))
	})
}

func decodeAny(t *testing.T, body []byte) any {
	t.Helper()
	var v any
	require.NoError(t, json.Unmarshal(body, &v))
	return v
}

// pick is the entries of m under keys that m has.
func pick(m map[string]any, keys ...string) map[string]any {
	out := map[string]any{}
	for _, k := range keys {
		if v, ok := m[k]; ok {
			out[k] = v
		}
	}
	return out
}

// The rules are accepted on making and changing an assignment, named wrong refused
// in the teacher's language; an assignment made without one gets the default.
func TestClassFeedbackRuleAccepted(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	h := s.Handler()
	tc := makeClass(t, h, "")
	info := decode[classReply](t, call(t, h, http.MethodGet, "/api/classes/"+tc.id, tc.key, nil))
	assert.Equal(t, classroom.FeedbackCount, info.Assignments[0].Feedback, "the default")
	for _, rule := range []string{"none", "score", "count", "full"} {
		r := call(t, h, http.MethodPost, "/api/classes/"+tc.id+"/assignments", tc.key,
			map[string]any{"title": "t", "feedback": rule, "tasks": []any{textbookTask}})
		require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
		assert.Equal(t, rule, r.json(t)["feedback"])
		setFeedback(t, h, tc, rule)
	}
	for _, lang := range []string{"en", "es"} {
		r := call(t, h, http.MethodPost, "/api/classes/"+tc.id+"/assignments?lang="+lang, tc.key,
			map[string]any{"title": "t", "feedback": "everything", "tasks": []any{textbookTask}})
		assert.Equal(t, http.StatusBadRequest, r.code)
		assert.Equal(t, "class.feedback", r.json(t)["code"])
		assert.Contains(t, r.json(t)["error"], map[string]string{"en": "feedback must be one of none, score, count, full",
			"es": "feedback debe ser uno de estos: none, score, count, full"}[lang])
		r = call(t, h, http.MethodPatch, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"?lang="+lang, tc.key, map[string]any{"feedback": 3})
		assert.Equal(t, http.StatusBadRequest, r.code)
		assert.Equal(t, "class.body", r.json(t)["code"])
	}
}

// The number of mistakes under the rule "count" is the answers given less the score:
// an answer counts once whatever the node (searched or pruned: O is pruned here), a
// leaf's value or an α under the prune question not at all (the grader ignores them),
// an edge marked twice once.
func TestMistakeCountCountsTheAnswersGiven(t *testing.T) {
	t.Parallel()
	// level 3, seed 2: A(B(D(H, I), E(J, K)), C(F(L, M), G(N, O))), G>O cut (O pruned)
	e, err := exercise.New(exercise.Spec{Source: "random", Level: 3, Seed: 2, Q: exercise.Prune})
	require.NoError(t, err)
	sol := e.Solution()
	require.Equal(t, []string{"G>O"}, sol.Pruned)
	withO := cloneAnswers(sol)
	withO.Values["O"] = 6
	var every []string
	for id := range int32(e.NodeCount()) {
		if p := e.Trace.Node(id).Parent; p >= 0 {
			every = append(every, e.Name(p)+">"+e.Name(id))
		}
	}
	for _, tc := range []struct {
		name          string
		a             exercise.Answers
		given, errors int
	}{
		{"empty", exercise.Answers{}, 0, 0},
		{"right", sol, 15, 0},
		{"right, and a value for the pruned O", withO, 16, 1},
		{"only the pruned O", exercise.Answers{Values: map[string]int{"O": 1}}, 1, 1},
		{"one wrong value", exercise.Answers{Values: map[string]int{"A": 4}}, 1, 1},
		{"A twice", exercise.Answers{Values: map[string]int{"A": 5, "a": 5}}, 1, 0},
		{"a leaf's value", exercise.Answers{Values: map[string]int{"H1": 3}}, 0, 0},
		{"an α under the prune question", exercise.Answers{Alpha: map[string]int{"A": 1}}, 0, 0},
		{"G>O twice and O>O1", exercise.Answers{Pruned: []string{"G>O", "G > O", "O>O1"}}, 2, 1},
		{"an extra cut alone", exercise.Answers{Pruned: []string{"A>B"}}, 1, 1},
		{"the right cut and an extra one: it counts twice", exercise.Answers{Pruned: []string{"G>O", "A>B"}}, 2, 2},
		{"every edge", exercise.Answers{Pruned: every}, 30, 30},
	} {
		res, err := e.Grade(tc.a, "en")
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.given, answersGiven(tc.a, e), tc.name)
		assert.Equal(t, tc.errors, mistakeCount(classroom.Attempt{Answers: tc.a, Score: res.Score}, e), tc.name)
	}
}
