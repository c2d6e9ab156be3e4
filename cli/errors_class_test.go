package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/classroom/classtest"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web"
)

// classErrorCases makes the codes of the classes (package classroom, web's class
// routes) for TestEveryErrorCode, on a server with an SQLite database: a class, an
// open assignment (a textbook question, one attempt, and another of 20), a closed one
// and one not open yet, and a student.
func classErrorCases(t *testing.T) map[string]func(*testing.T) coded {
	ctx := context.Background()
	store, err := classroom.Open(ctx, classtest.SQLite(t).Address)
	require.NoError(t, err)
	t.Cleanup(func() { store.Close() })
	srv, err := web.New(web.Config{Classes: store})
	require.NoError(t, err)
	t.Cleanup(func() { srv.Close() })
	h := srv.Handler()
	// a server whose database has gone away
	gone, err := classroom.Open(ctx, classtest.SQLite(t).Address)
	require.NoError(t, err)
	gone.Close()
	lost, err := web.New(web.Config{Classes: gone})
	require.NoError(t, err)
	t.Cleanup(func() { lost.Close() })
	off, err := web.New(web.Config{})
	require.NoError(t, err)
	t.Cleanup(func() { off.Close() })

	do := func(h http.Handler, method, target, key, body string) *httptest.ResponseRecorder {
		req := httptest.NewRequest(method, target, strings.NewReader(body))
		if body != "" {
			req.Header.Set("Content-Type", "application/json")
		}
		if key != "" {
			req.Header.Set("Authorization", "Bearer "+key)
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec
	}
	made := func(rec *httptest.ResponseRecorder, v any) {
		require.Less(t, rec.Code, 300, "%s", rec.Body)
		require.NoError(t, json.Unmarshal(rec.Body.Bytes(), v))
	}
	var class struct {
		Class struct{ ID string }
		Key   string
	}
	made(do(h, "POST", "/api/classes", "", `{"name":"Errors"}`), &class)
	cls := "/api/classes/" + class.Class.ID
	assignment := func(extra string) string {
		var a struct{ ID string }
		made(do(h, "POST", cls+"/assignments", class.Key, `{"title":"t","tasks":[{"exercise":{"source":"textbook","q":"prune"}},`+
			`{"exercise":{"source":"textbook","q":"prune"},"attempts":20}]`+extra+`}`), &a)
		return a.ID
	}
	open, closed := assignment(""), assignment("")
	later := assignment(`,"opens":"` + time.Now().Add(time.Hour).UTC().Format(time.RFC3339) + `"`)
	do(h, "POST", cls+"/assignments/"+closed+"/close", class.Key, "")
	// a student of their own for each case that hands in (hand-ins are rate limited
	// per student)
	joined := 0
	join := func() string { // one name, one student: Ana 1, Ana 2, ...
		joined++
		var st struct{ Key string }
		made(do(h, "POST", "/api/assignments/"+open+"/students", "", fmt.Sprintf(`{"name":"Ana %d"}`, joined)), &st)
		return st.Key
	}
	// a student by name, for the teacher's routes of a student
	student := func(name string) string {
		var st struct{ Student struct{ ID string } }
		made(do(h, "POST", "/api/assignments/"+open+"/students", "", `{"name":"`+name+`"}`), &st)
		return cls + "/students/" + st.Student.ID
	}
	student("Carla")
	dora := student("Dora")
	handIn := func(a string, n int) string {
		return "/api/assignments/" + a + "/tasks/" + strconv.Itoa(n) + "/attempts"
	}
	body := func(sub, answers string) string { return `{"submission":"` + sub + `","answers":` + answers + `}` }
	right := `{"values":{"A":3,"B":3,"C":2,"D":0},"pruned":["C>C2","D>D2"]}`

	// call makes the request (after setup, the same one each time) in English and in
	// Spanish.
	call := func(h http.Handler, method, target, key, b string, setup ...func()) func(*testing.T) coded {
		return func(t *testing.T) coded {
			for _, f := range setup {
				f()
			}
			var out [2]struct {
				Error, Code string
				Params      map[string]any
			}
			for i, lang := range []string{"en", "es"} {
				rec := do(h, method, target+map[bool]string{true: "&", false: "?"}[strings.Contains(target, "?")]+"lang="+lang, key, b)
				assert.GreaterOrEqual(t, rec.Code, 400, target)
				require.NoError(t, json.Unmarshal(rec.Body.Bytes(), &out[i]), "%s", rec.Body)
			}
			return coded{out[0].Code, out[0].Params, out[0].Error, out[1].Error}
		}
	}
	newAssignment := func(b string) func(*testing.T) coded { return call(h, "POST", cls+"/assignments", class.Key, b) }
	task := `[{"exercise":{"source":"textbook"}}]`
	busy, limited := join(), join()
	cases := map[string]func(*testing.T) coded{
		"class.answers":              call(h, "POST", handIn(open, 2), join(), body("z", `{"values":{"Z":1}}`)),
		"class.assignment_not_found": call(h, "GET", "/api/assignments/nope", "", ""),
		"class.attempts":             newAssignment(`{"title":"t","tasks":[{"exercise":{"source":"textbook"},"attempts":99}]}`),
		"class.body":                 call(h, "POST", "/api/classes", "", `[1]`),
		"class.closed":               call(h, "POST", handIn(closed, 1), join(), body("c", right)),
		"class.database":             call(lost.Handler(), "POST", "/api/classes", "", `{"name":"x"}`),
		"class.format":               call(h, "GET", cls+"/assignments/"+open+"/results?format=xls", class.Key, ""),
		"class.media_type": func(t *testing.T) coded {
			return fromAPI(t, h, "POST", "/api/classes", `{"name":"x"}`, "text/plain")
		},
		"class.name": call(h, "POST", "/api/classes", "", `{"name":""}`),
		"class.no_attempts_left": call(h, "POST", handIn(open, 1), limited, body("second", right), func() {
			do(h, "POST", handIn(open, 1), limited, body("first", right))
		}),
		"class.not_found": call(h, "GET", "/api/classes/"+class.Class.ID, "wrong", ""),
		"class.not_open":  call(h, "POST", handIn(later, 1), join(), body("l", right)),
		"class.off":       call(off.Handler(), "POST", "/api/classes", "", `{"name":"x"}`),
		"class.rate": call(h, "POST", handIn(open, 2), busy, body("r", right), func() {
			for i := range 6 {
				do(h, "POST", handIn(open, 2), busy, body("b"+strconv.Itoa(i), right))
			}
		}),
		"class.reveal":             newAssignment(`{"title":"t","reveal":"soon","tasks":` + task + `}`),
		"class.student_key":        call(h, "GET", "/api/assignments/"+open+"/me", "", ""),
		"class.student_name":       call(h, "POST", "/api/assignments/"+open+"/students", "", `{"name":" "}`),
		"class.student_number":     call(h, "POST", "/api/assignments/"+open+"/students", "", `{"name":"x","number":"`+strings.Repeat("9", 40)+`"}`),
		"class.student_not_found":  call(h, "GET", cls+"/assignments/"+open+"/students/nobody", class.Key, ""),
		"class.submission":         call(h, "POST", handIn(open, 2), join(), body("a b", right)),
		"class.name_taken":         call(h, "POST", "/api/assignments/"+open+"/students", "", `{"name":"CARLA "}`),
		"class.name_taken_teacher": call(h, "PATCH", dora, class.Key, `{"name":"carla"}`),
		"class.merge_into":         call(h, "POST", dora+"/merge", class.Key, `{}`),
		"class.merge_self":         call(h, "POST", dora+"/merge", class.Key, `{"into":"`+strings.TrimPrefix(dora, cls+"/students/")+`"}`),
		// a student who joined before the links were sealed (migration 5: see
		// classroom.TestMigrationFiveDuplicates), and a class's joins past its limit (70
		// at once: see web.TestClassJoinLimits)
		"class.no_student_link": direct(msg.New("class.no_student_link", "name", "Ana")),
		"class.join_rate":       direct(msg.New("class.join_rate", "s", 2)),
		"class.feedback":        newAssignment(`{"title":"t","feedback":"everything","tasks":` + task + `}`),
		"class.task":            newAssignment(`{"title":"t","tasks":[{"exercise":{"source":"chess"}}]}`),
		"class.lab_task":        newAssignment(`{"title":"t","tasks":[{"exercise":{"source":"lab:0123456789abcdef0123"}}]}`),
		"class.task_not_found":  call(h, "POST", handIn(open, 9), join(), body("n", right)),
		"class.tasks":           newAssignment(`{"title":"t"}`),
		"class.time":            newAssignment(`{"title":"t","opens":"tomorrow","tasks":` + task + `}`),
		"class.times":           newAssignment(`{"title":"t","opens":"2030-01-02T00:00:00Z","closes":"2030-01-01T00:00:00Z","tasks":` + task + `}`),
		"class.title":           newAssignment(`{"title":"","tasks":` + task + `}`),
		"class.unknown_field":   call(h, "POST", "/api/classes", "", `{"nom":"x"}`),
		"class.variants":        newAssignment(`{"title":"t","tasks":[{"exercise":{"source":"random"},"variants":"some"}]}`),
		"class.variants_fixed":  newAssignment(`{"title":"t","tasks":[{"exercise":{"source":"textbook"},"variants":"per-student"}]}`),
		// an open assessment's typed tree, renamed and its children reordered
		"class.assessed_open": call(h, "POST", "/api/grade", "", `{"exercise":{"source":"tree","position":"X(Z(9,2),Y(5,3))"},"answers":{}}`, func() {
			made(do(h, "POST", cls+"/assignments", class.Key, `{"title":"t","tasks":[{"exercise":{"source":"tree","position":"A(B(3,5),C(2,9))"}}]}`), &struct{}{})
		}),
	}
	// the words of the results' CSV file: see web.TestClassFlow
	for _, code := range []string{"class.csv_student", "class.csv_number", "class.csv_task", "class.csv_tries", "class.csv_time", "class.csv_total"} {
		cases[code] = direct(msg.New(code, "n", 1, "out", 6))
	}
	return cases
}
