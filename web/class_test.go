package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/classroom/classtest"
)

// classServer is a server keeping its classes in db.
func classServer(t *testing.T, db classtest.Database) (*Server, *classroom.Store) {
	t.Helper()
	store, err := classroom.Open(context.Background(), db.Address)
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	return newTestServer(t, Config{Classes: store}), store
}

// call sends a JSON request (body marshalled when not nil) with a key, in lang.
func call(t *testing.T, h http.Handler, method, target, key string, body any) response {
	t.Helper()
	var r *bytes.Reader
	if body != nil {
		b, err := json.Marshal(body)
		require.NoError(t, err)
		r = bytes.NewReader(b)
	} else {
		r = bytes.NewReader(nil)
	}
	req := httptest.NewRequest(method, target, r)
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	rec := newRecorder()
	h.ServeHTTP(rec, req)
	return response{rec.Code, rec.Header(), rec.Body.Bytes()}
}

func decode[T any](t *testing.T, r response) T {
	t.Helper()
	var v T
	require.NoError(t, json.Unmarshal(r.body, &v), "%d: %.400s", r.code, r.body)
	return v
}

// A class as the tests make it: the textbook's pruning question (2 attempts) and a
// level-1 minimax one.
type testClass struct {
	id, key, assignment string
}

var textbookTask = map[string]any{"exercise": map[string]any{"source": "textbook", "q": "prune"}, "attempts": 2}

func makeClass(t *testing.T, h http.Handler, reveal string, tasks ...map[string]any) testClass {
	t.Helper()
	r := call(t, h, http.MethodPost, "/api/classes", "", map[string]any{"name": "Algorithms 2B"})
	require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
	made := decode[classReply](t, r)
	require.NotEmpty(t, made.Key)
	assert.Equal(t, "/?view=class&class="+made.Class.ID+"#key="+made.Key, made.TeacherLink)
	if len(tasks) == 0 {
		tasks = []map[string]any{textbookTask, {"exercise": map[string]any{"source": "random", "level": 1, "seed": 3}}}
	}
	r = call(t, h, http.MethodPost, "/api/classes/"+made.Class.ID+"/assignments", made.Key,
		map[string]any{"title": "Pruning, week 3", "reveal": reveal, "tasks": tasks})
	require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
	a := decode[assignmentInfo](t, r)
	assert.Equal(t, "/?view=class&a="+a.ID, a.StudentLink)
	return testClass{made.Class.ID, made.Key, a.ID}
}

func join(t *testing.T, h http.Handler, a, name string) string {
	t.Helper()
	r := call(t, h, http.MethodPost, "/api/assignments/"+a+"/students", "", map[string]any{"name": name, "number": "7"})
	require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
	return decode[struct{ Key string }](t, r).Key
}

var (
	rightAnswers = map[string]any{"values": map[string]int{"A": 3, "B": 3, "C": 2, "D": 0}, "pruned": []string{"C>C2", "D>D2"}}
	twoWrong     = map[string]any{"values": map[string]int{"A": 3, "B": 3, "C": 2, "D": 2}, "pruned": []string{"C>C2"}}
	oneWrong     = map[string]any{"values": map[string]int{"A": 3, "B": 3, "C": 2, "D": 0}, "pruned": []string{"C>C2"}}
)

func handIn(t *testing.T, h http.Handler, a, key string, n int, submission string, answers any) response {
	t.Helper()
	return call(t, h, http.MethodPost, fmt.Sprintf("/api/assignments/%s/tasks/%d/attempts?lang=en", a, n), key,
		map[string]any{"submission": submission, "answers": answers, "seconds": 42})
}

// A teacher makes a class and an assignment; three students answer; the teacher's
// table and ranked mistakes are right, in both languages and as CSV.
func TestClassFlow(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		s, _ := classServer(t, db)
		h := s.Handler()
		tc := makeClass(t, h, "")
		setFeedback(t, h, tc, "full") // the mistakes by kind and place before the reveal
		// the student's page: before joining, the title and that they must join
		r := call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"?lang=es", "", nil)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		sa := decode[studentAssignmentReply](t, r)
		assert.True(t, sa.JoinFirst)
		assert.Empty(t, sa.Tasks)
		assert.Equal(t, 2, sa.Count)
		keys := map[string]string{}
		for _, name := range []string{"Carla", "Ana", "Bruno <b>&"} {
			keys[name] = join(t, h, tc.assignment, name)
		}
		r = call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"?lang=es", keys["Ana"], nil)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		sa = decode[studentAssignmentReply](t, r)
		assert.False(t, sa.JoinFirst)
		assert.Equal(t, "Algorithms 2B", sa.Class)
		assert.Equal(t, "open", sa.Status)
		require.Len(t, sa.Tasks, 2)
		task := sa.Tasks[0]
		assert.Equal(t, []string{"A", "B", "B1", "B2", "C", "C1", "C2", "D", "D1", "D2"}, task.Names)
		assert.Equal(t, []int32{-1, 0, 1, 1, 0, 4, 4, 0, 7, 7}, task.Parents)
		assert.Equal(t, []string{"A", "B", "C", "D"}, task.Asks.ValueOf)
		assert.True(t, task.Asks.Cuts)
		assert.Zero(t, task.OutOf, "under alpha-beta the count would tell how much is pruned")
		assert.Equal(t, 7, sa.Tasks[1].OutOf, "minimax: the inner nodes")
		assert.Contains(t, task.Picture, `id="n7"`)
		assert.Contains(t, task.Picture, "B · MIN")

		for name, ans := range map[string]any{"Carla": rightAnswers, "Ana": twoWrong, "Bruno <b>&": oneWrong} {
			r := handIn(t, h, tc.assignment, keys[name], 1, "first", ans)
			require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
		}
		r = handIn(t, h, tc.assignment, keys["Ana"], 1, "first", twoWrong)
		assert.Equal(t, http.StatusOK, r.code, "the same submission again: stored once")
		got := decode[attemptReply](t, r)
		assert.True(t, got.Replayed)
		assert.Equal(t, 4, got.Score)
		require.Len(t, got.Mistakes, 2)
		assert.Equal(t, mistakeReply{Kind: "missed-cut", Field: "pruned", Count: 1}, got.Mistakes[0], "counted, not named")
		assert.Equal(t, mistakeReply{Kind: "wrong-value", Field: "value", Node: "D", Given: "2", Sentence: "D is done and returns ? to A.", Player: "min"}, got.Mistakes[1])

		// the teacher's view
		for _, lang := range []string{"en", "es"} {
			r = call(t, h, http.MethodGet, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/results?lang="+lang, tc.key, nil)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			res := decode[resultsReply](t, r)
			assert.Equal(t, 3, res.Attempts)
			require.Len(t, res.Students, 3)
			assert.Equal(t, "Ana", res.Students[0].Name)
			assert.Equal(t, "Bruno <b>&", res.Students[1].Name)
			assert.Equal(t, []int{4, 5, 6}, []int{res.Students[0].Cells[0].Best, res.Students[1].Cells[0].Best, res.Students[2].Cells[0].Best})
			require.Len(t, res.Tasks, 2)
			tr := res.Tasks[0]
			assert.Equal(t, 3, tr.Students)
			assert.Equal(t, "alphabeta", tr.Problem["algo"])
			require.Len(t, tr.Mistakes, 2)
			assert.Equal(t, 2, tr.Mistakes[0].Students)
			assert.Equal(t, "D>D2", tr.Mistakes[0].Edge)
			assert.Equal(t, 26, tr.Mistakes[0].Step, "Step 26: the cutoff at D")
			want := map[string]string{"en": "β=0 ≤ α=3 at D: the rest of D's children cannot change the result, pruned (D2).",
				"es": "β=0 ≤ α=3 en D: el resto de hijos de D no puede cambiar el resultado, se podan (D2)."}[lang]
			assert.Equal(t, want, tr.Mistakes[0].Sentence)
			assert.Equal(t, 1, tr.Mistakes[1].Students)
			assert.Equal(t, "0", tr.Mistakes[1].Expected, "the teacher sees the answer")
		}
		r = call(t, h, http.MethodGet, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/results?format=csv&lang=es", tc.key, nil)
		require.Equal(t, http.StatusOK, r.code)
		assert.Equal(t, "text/csv; charset=utf-8", r.header.Get("Content-Type"))
		assert.Contains(t, r.header.Get("Content-Disposition"), `attachment; filename="gametree-algorithms-2b-pruning-week-3-`)
		assert.Equal(t, "\ufeffestudiante,número,ejercicio 1 (sobre 6),ejercicio 1: intentos,ejercicio 1: segundos,"+
			"ejercicio 2 (sobre 7),ejercicio 2: intentos,ejercicio 2: segundos,total (sobre 13)\n"+
			"Ana,7,4,1,42,,0,0,4\nBruno <b>&,7,5,1,42,,0,0,5\nCarla,7,6,1,42,,0,0,6\n", string(r.body))

		// closed: the answers are shown (after-close)
		r = call(t, h, http.MethodPost, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/close", tc.key, nil)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		assert.Equal(t, "closed", decode[assignmentInfo](t, r).Status)
		r = handIn(t, h, tc.assignment, keys["Ana"], 1, "late", rightAnswers)
		assert.Equal(t, http.StatusConflict, r.code)
		assert.Equal(t, "class.closed", r.json(t)["code"])
		r = call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me?lang=en", keys["Ana"], nil)
		require.Equal(t, http.StatusOK, r.code)
		mine := decode[struct{ Attempts []attemptReply }](t, r)
		require.Len(t, mine.Attempts, 1)
		assert.Equal(t, "cut", mine.Attempts[0].Mistakes[0].Expected)
		assert.Equal(t, "0", mine.Attempts[0].Mistakes[1].Expected)
		assert.Contains(t, mine.Attempts[0].Mistakes[1].Sentence, "returns ≤0 to A")
		r = call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment, keys["Ana"], nil)
		assert.NotEmpty(t, decode[studentAssignmentReply](t, r).Tasks[0].Problem, "the stepper, now")

		// the teacher deletes the class: nothing answers any more
		r = call(t, h, http.MethodDelete, "/api/classes/"+tc.id, tc.key, nil)
		assert.Equal(t, http.StatusNoContent, r.code)
		r = call(t, h, http.MethodGet, "/api/classes/"+tc.id, tc.key, nil)
		assert.Equal(t, http.StatusNotFound, r.code)
		r = call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me", keys["Ana"], nil)
		assert.Equal(t, http.StatusNotFound, r.code)
	})
}

// Without the teacher's key nobody reads the teacher's view; without their own key a
// student reads no attempt, and another student's key shows only that student's.
func TestClassAccess(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	h := s.Handler()
	tc := makeClass(t, h, "")
	other := makeClass(t, h, "")
	ana, bea := join(t, h, tc.assignment, "Ana"), join(t, h, tc.assignment, "Bea")
	outsider := join(t, h, other.assignment, "Olga")
	require.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, ana, 1, "a1", twoWrong).code)
	base := "/api/classes/" + tc.id
	teacherRoutes := []struct{ method, path string }{
		{http.MethodGet, base}, {http.MethodDelete, base}, {http.MethodPost, base + "/assignments"},
		{http.MethodPost, base + "/assignments/" + tc.assignment + "/close"},
		{http.MethodGet, base + "/assignments/" + tc.assignment + "/results"},
		{http.MethodGet, base + "/assignments/" + tc.assignment + "/results?format=csv"},
		{http.MethodPatch, base + "/assignments/" + tc.assignment}, {http.MethodDelete, base + "/assignments/" + tc.assignment},
		{http.MethodGet, base + "/assignments/" + tc.assignment + "/students/any"},
	}
	for _, rt := range teacherRoutes {
		for _, key := range []string{"", "wrong", tc.key[:len(tc.key)-1], other.key, ana} {
			r := call(t, h, rt.method, rt.path, key, map[string]any{"title": "x"})
			assert.Equal(t, http.StatusNotFound, r.code, "%s %s with %q", rt.method, rt.path, key)
			assert.Equal(t, "class.not_found", r.json(t)["code"])
			assert.NotContains(t, string(r.body), "Ana")
		}
	}
	// another class's assignment through this class's key
	for _, rt := range []struct{ method, path string }{
		{http.MethodGet, "/results"}, {http.MethodPatch, ""}, {http.MethodDelete, ""}, {http.MethodPost, "/close"},
	} {
		r := call(t, h, rt.method, base+"/assignments/"+other.assignment+rt.path, tc.key, map[string]any{"title": "x"})
		assert.Equal(t, http.StatusNotFound, r.code, "%s %s", rt.method, rt.path)
		assert.Equal(t, "class.assignment_not_found", r.json(t)["code"])
	}
	// another class's student through this class's key
	res := decode[resultsReply](t, call(t, h, http.MethodGet, "/api/classes/"+other.id+"/assignments/"+other.assignment+"/results", other.key, nil))
	require.Len(t, res.Students, 1)
	r := call(t, h, http.MethodGet, base+"/assignments/"+tc.assignment+"/students/"+res.Students[0].ID, tc.key, nil)
	assert.Equal(t, http.StatusNotFound, r.code)
	assert.Equal(t, "class.student_not_found", r.json(t)["code"])
	assert.NotContains(t, string(r.body), "Olga")
	// a student's routes
	for _, key := range []string{"", "wrong", outsider, tc.key} {
		r := call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me", key, nil)
		assert.Equal(t, http.StatusUnauthorized, r.code, "key %q", key)
		assert.Equal(t, "class.student_key", r.json(t)["code"])
		r = handIn(t, h, tc.assignment, key, 1, "x", rightAnswers)
		assert.Equal(t, http.StatusUnauthorized, r.code, "key %q", key)
	}
	r = call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me", bea, nil)
	require.Equal(t, http.StatusOK, r.code)
	assert.Empty(t, decode[struct{ Attempts []attemptReply }](t, r).Attempts, "Bea sees none of Ana's")
	assert.NotContains(t, string(r.body), "Ana")
	r = call(t, h, http.MethodGet, "/api/assignments/nope", "", nil)
	assert.Equal(t, http.StatusNotFound, r.code)
}

// answerKeys are the fields that would carry an answer: none may be in what a student
// is sent before the answers are shown (their own answers excepted).
var answerKeys = map[string]bool{"expected": true, "solution": true, "trace": true, "problem": true, "hints": true,
	"value": true, "values": true, "alpha": true, "beta": true, "pruned": true, "order": true, "bound": true, "steps": true, "nodes": true,
	"step": true} // a step's number tells how much of the search came before it

// A teacher changes an assignment (its title, reveal rule and times; not its
// exercises), reopens it once closed, opens one student's work (answers, expected
// answers and sentences, the questions with their searches), and deletes it.
func TestClassEditAndStudentWork(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		s, _ := classServer(t, db)
		h := s.Handler()
		tc := makeClass(t, h, "never")
		path := "/api/classes/" + tc.id + "/assignments/" + tc.assignment
		ana := join(t, h, tc.assignment, "Ana")
		require.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, ana, 1, "a1", twoWrong).code)
		require.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, ana, 1, "a2", oneWrong).code)

		closes := time.Now().Add(72 * time.Hour).UTC().Truncate(time.Second)
		r := call(t, h, http.MethodPatch, path+"?lang=en", tc.key, map[string]any{"title": "Pruning, week 4", "reveal": "each-attempt", "closes": closes.Format(time.RFC3339)})
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		got := decode[assignmentInfo](t, r)
		assert.Equal(t, "Pruning, week 4", got.Title)
		assert.Equal(t, classroom.RevealEachAttempt, got.Reveal)
		assert.True(t, closes.Equal(got.Closes))
		assert.Equal(t, "open", got.Status)
		require.Len(t, got.Tasks, 2, "the exercises stay")
		sa := decode[studentAssignmentReply](t, call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment, "", nil))
		assert.Equal(t, "Pruning, week 4", sa.Title)
		assert.True(t, sa.Revealed, "each attempt shows its answers now")

		// closed, then reopened without a closing time
		require.Equal(t, http.StatusOK, call(t, h, http.MethodPost, path+"/close", tc.key, nil).code)
		r = call(t, h, http.MethodPatch, path, tc.key, map[string]any{"closes": ""})
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		assert.Equal(t, "open", decode[assignmentInfo](t, r).Status)
		assert.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, ana, 2, "b1", map[string]any{"values": map[string]int{}}).code, "open again")

		// refusals, in the teacher's language
		for _, bad := range []struct {
			body any
			code string
			want int
		}{
			{map[string]any{"title": " "}, "class.title", http.StatusBadRequest},
			{map[string]any{"reveal": "sometimes"}, "class.reveal", http.StatusBadRequest},
			{map[string]any{"closes": "tomorrow"}, "class.time", http.StatusBadRequest},
			{map[string]any{"opens": closes.Format(time.RFC3339), "closes": closes.Add(-time.Hour).Format(time.RFC3339)}, "class.times", http.StatusBadRequest},
			{map[string]any{"tasks": []any{}}, "class.unknown_field", http.StatusBadRequest},
		} {
			r := call(t, h, http.MethodPatch, path+"?lang=es", tc.key, bad.body)
			assert.Equal(t, bad.want, r.code, "%v: %s", bad.body, r.body)
			assert.Equal(t, bad.code, r.json(t)["code"])
		}
		r = call(t, h, http.MethodPatch, path+"?lang=es", tc.key, map[string]any{"title": " "})
		assert.Contains(t, r.json(t)["error"], "el título de una tarea")

		// one student's work, as the teacher sees it
		res := decode[resultsReply](t, call(t, h, http.MethodGet, path+"/results", tc.key, nil))
		require.Len(t, res.Students, 1)
		r = call(t, h, http.MethodGet, path+"/students/"+res.Students[0].ID+"?lang=es", tc.key, nil)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		work := decode[studentWorkReply](t, r)
		assert.Equal(t, "Ana", work.Student.Name)
		require.Len(t, work.Tasks, 2)
		assert.Equal(t, []string{"A", "B", "B1", "B2", "C", "C1", "C2", "D", "D1", "D2"}, work.Tasks[0].Names)
		assert.Contains(t, work.Tasks[0].Picture, `id="n7"`)
		assert.Equal(t, "alphabeta", work.Tasks[0].Problem["algo"], "the stepper for the teacher")
		require.Len(t, work.Attempts, 3)
		first := work.Attempts[0]
		assert.Equal(t, []int{1, 1, 4, 42}, []int{first.N, first.Number, first.Score, first.Seconds})
		assert.Equal(t, map[string]int{"A": 3, "B": 3, "C": 2, "D": 2}, first.Answers.Values, "the student's answers")
		require.Len(t, first.Mistakes, 2)
		assert.Equal(t, "cut", first.Mistakes[0].Expected)
		assert.Equal(t, "0", first.Mistakes[1].Expected)
		assert.Contains(t, first.Mistakes[1].Sentence, "D devuelve ≤0 a A", "the sentence whole, in the teacher's language")
		assert.Equal(t, []int{1, 2}, []int{work.Attempts[1].N, work.Attempts[1].Number})
		assert.Equal(t, 2, work.Attempts[2].N)

		// deleted: its links answer 404, the class and its students stay
		r = call(t, h, http.MethodDelete, path, tc.key, nil)
		assert.Equal(t, http.StatusNoContent, r.code)
		for _, p := range []string{path + "/results", path + "/students/" + res.Students[0].ID} {
			r = call(t, h, http.MethodGet, p, tc.key, nil)
			assert.Equal(t, http.StatusNotFound, r.code, p)
			assert.Equal(t, "class.assignment_not_found", r.json(t)["code"])
		}
		assert.Equal(t, http.StatusNotFound, call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment, "", nil).code)
		assert.Equal(t, http.StatusNotFound, call(t, h, http.MethodDelete, path, tc.key, nil).code, "deleted once")
		info := decode[classReply](t, call(t, h, http.MethodGet, "/api/classes/"+tc.id, tc.key, nil))
		assert.Empty(t, info.Assignments)
		assert.Equal(t, "Algorithms 2B", info.Class.Name)
	})
}
