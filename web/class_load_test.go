package web

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// Thirty students hand in at once through the API, on SQLite and on PostgreSQL: every
// attempt is stored exactly once and the teacher's counts match.
func TestClassThirtyAtOnce(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		s, store := classServer(t, db)
		ts := httptest.NewServer(s.Handler())
		defer ts.Close()
		h := s.Handler()
		tc := makeClass(t, h, "")
		const n = 30
		keys := make([]string, n)
		for i := range keys {
			keys[i] = join(t, h, tc.assignment, fmt.Sprintf("Student %02d", i))
		}
		answers := []any{rightAnswers, twoWrong, oneWrong}
		var wg sync.WaitGroup
		start := make(chan struct{})
		codes := make(chan int, 4*n)
		post := func(i, task int, sub string, ans any) {
			b, _ := json.Marshal(map[string]any{"submission": sub, "answers": ans, "seconds": i})
			req, _ := http.NewRequest(http.MethodPost, fmt.Sprintf("%s/api/assignments/%s/tasks/%d/attempts", ts.URL, tc.assignment, task), bytes.NewReader(b))
			req.Header.Set("Content-Type", "application/json")
			req.Header.Set("Authorization", "Bearer "+keys[i])
			res, err := http.DefaultClient.Do(req)
			if err != nil {
				codes <- 0
				return
			}
			res.Body.Close()
			codes <- res.StatusCode
		}
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				post(i, 1, "t1", answers[i%3])
				post(i, 2, "t2", map[string]any{"values": map[string]int{"A": i}})
				post(i, 1, "t1", answers[i%3]) // a retry
			}()
		}
		began := time.Now()
		close(start)
		wg.Wait()
		t.Logf("%s: 30 students, 90 hand-ins at once (60 attempts, 30 sent again) answered in %v", db.Name, time.Since(began).Round(time.Millisecond))
		close(codes)
		count := map[int]int{}
		for c := range codes {
			count[c]++
		}
		assert.Equal(t, map[int]int{http.StatusCreated: 2 * n, http.StatusOK: n}, count)
		a, err := store.Assignment(context.Background(), tc.assignment)
		require.NoError(t, err)
		all, err := store.AllAttempts(context.Background(), a.ID)
		require.NoError(t, err)
		assert.Len(t, all, 2*n, "every attempt once")
		r := call(t, h, http.MethodGet, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/results", tc.key, nil)
		res := decode[resultsReply](t, r)
		assert.Equal(t, 2*n, res.Attempts)
		assert.Equal(t, n, res.Tasks[0].Students)
		assert.Equal(t, n, res.Tasks[0].Attempts)
		assert.Equal(t, n, res.Tasks[1].Attempts)
		require.NotEmpty(t, res.Tasks[0].Mistakes)
		assert.Equal(t, 2*n/3, res.Tasks[0].Mistakes[0].Students, "D>D2 missed by two thirds")
		for _, row := range res.Students {
			assert.Equal(t, 1, row.Cells[0].Attempts)
			assert.Equal(t, 1, row.Cells[1].Attempts)
		}
	})
}

// A student's hand-ins are rate limited: 429 with Retry-After.
func TestClassRateLimit(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	h := s.Handler()
	tc := makeClass(t, h, "", map[string]any{"exercise": map[string]any{"source": "textbook", "q": "prune"}, "attempts": 20})
	ana := join(t, h, tc.assignment, "Ana")
	var last response
	for i := range studentBurst + 1 {
		last = handIn(t, h, tc.assignment, ana, 1, fmt.Sprintf("s%d", i), twoWrong)
	}
	assert.Equal(t, http.StatusTooManyRequests, last.code)
	assert.Equal(t, "class.rate", last.json(t)["code"])
	assert.Equal(t, "2", last.header.Get("Retry-After"))
	bea := join(t, h, tc.assignment, "Bea")
	assert.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, bea, 1, "b", twoWrong).code, "another student is not held back")
}

// A server without a database answers the class routes with 503 class.off; bad
// bodies get 4xx naming what is wrong.
func TestClassErrors(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	r := call(t, h, http.MethodPost, "/api/classes?lang=es", "", map[string]any{"name": "x"})
	assert.Equal(t, http.StatusServiceUnavailable, r.code)
	assert.Equal(t, "class.off", r.json(t)["code"])

	s, _ := classServer(t, classtest.SQLite(t))
	h = s.Handler()
	tc := makeClass(t, h, "")
	for _, c := range []struct {
		name   string
		target string
		body   any
		status int
		code   string
	}{
		{"no name", "/api/classes", map[string]any{"name": ""}, 400, "class.name"},
		{"unknown field", "/api/classes", map[string]any{"nom": "x"}, 400, "class.unknown_field"},
		{"not an object", "/api/classes", []int{1}, 400, "class.body"},
		{"bad exercise", "/api/classes/" + tc.id + "/assignments", map[string]any{"title": "t", "tasks": []any{map[string]any{"exercise": map[string]any{"source": "nope"}}}}, 400, "class.task"},
		{"bad time", "/api/classes/" + tc.id + "/assignments", map[string]any{"title": "t", "opens": "tomorrow", "tasks": []any{textbookTask}}, 400, "class.time"},
		{"bad reveal", "/api/classes/" + tc.id + "/assignments", map[string]any{"title": "t", "reveal": "soon", "tasks": []any{textbookTask}}, 400, "class.reveal"},
		{"no task", "/api/classes/" + tc.id + "/assignments", map[string]any{"title": "t"}, 400, "class.tasks"},
	} {
		t.Run(c.name, func(t *testing.T) {
			r := call(t, h, http.MethodPost, c.target+"?lang=es", tc.key, c.body)
			assert.Equal(t, c.status, r.code, "%s", r.body)
			assert.Equal(t, c.code, r.json(t)["code"])
		})
	}
	ana := join(t, h, tc.assignment, "Ana")
	r = handIn(t, h, tc.assignment, ana, 3, "x", rightAnswers)
	assert.Equal(t, http.StatusNotFound, r.code)
	r = call(t, h, http.MethodPost, "/api/assignments/"+tc.assignment+"/tasks/1/attempts", ana, nil)
	assert.Equal(t, http.StatusUnsupportedMediaType, r.code)
	r = call(t, h, http.MethodGet, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/results?format=xls", tc.key, nil)
	assert.Equal(t, http.StatusBadRequest, r.code)
}

// A name a spreadsheet would read as a formula gets a ' in front in the CSV file.
func TestSafeCell(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"Ana": "Ana", "=HYPERLINK(\"x\")": "'=HYPERLINK(\"x\")", "+1": "'+1", "-2": "'-2", "@x": "'@x", "": "", "a=b": "a=b"} {
		assert.Equal(t, want, safeCell(in), in)
	}
	assert.Equal(t, "algoritmos-2-b", fileSafe("Algoritmos 2ºB"))
	assert.Equal(t, "class", fileSafe("¿?"))
	assert.Equal(t, "arboles-de-pena-ii", fileSafe("Árboles de Peña (II)"))
}
