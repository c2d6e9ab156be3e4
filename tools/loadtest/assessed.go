package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// The assessed phase (-phases assessed) runs a teacher's assessed class through the
// class routes: a teacher makes a class and an assignment of five exercises (values,
// α/β window, cuts, leaf order, and the textbook's α/β), three attempts each; -students
// students join at once and each hands in every exercise three times, answers with ±∞
// among them, sending every hand-in twice (a retry under the same submission id) and
// reading their own attempts back after each; the teacher reads the results, the CSV
// and every student's work meanwhile, then closes the assignment and everyone reads
// their attempts once more. Checked: no 5xx, every attempt stored once (the teacher's
// count is students × 5 × 3), each answer read back as sent (∞ as ∞).

// assessedTasks are the assignment's exercises.
var assessedTasks = []map[string]any{
	{"exercise": map[string]any{"source": "random", "level": 2, "seed": 11, "q": "values"}, "attempts": 3},
	{"exercise": map[string]any{"source": "random", "level": 3, "seed": 12, "q": "window"}, "attempts": 3},
	{"exercise": map[string]any{"source": "random", "level": 3, "seed": 13, "q": "prune"}, "attempts": 3},
	{"exercise": map[string]any{"source": "random", "level": 2, "seed": 14, "q": "order"}, "attempts": 3},
	{"exercise": map[string]any{"source": "textbook", "q": "window"}, "attempts": 3},
}

const assessedAttempts = 3

// assessedTask is what a student's page is told of a task.
type assessedTask struct {
	N       int      `json:"n"`
	Names   []string `json:"names"`
	Parents []int32  `json:"parents"`
	Asks    struct {
		ValueOf []string `json:"value_of"`
		Window  bool     `json:"window"`
		Cuts    bool     `json:"cut_edges"`
		Order   bool     `json:"leaf_order"`
	} `json:"asks"`
}

// doAuth is do with a bearer key.
func (cl *classLoad) doAuth(ctx context.Context, method, path, key string, body any) (int, []byte, error) {
	var rd io.Reader = http.NoBody
	if body != nil {
		b, err := json.Marshal(body)
		if err != nil {
			return 0, nil, err
		}
		rd = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, cl.base+path, rd)
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	for waits := 0; ; waits++ { // a 429 is waited out as Retry-After says
		resp, err := cl.client.Do(req)
		if err != nil {
			return 0, nil, err
		}
		b, err := io.ReadAll(io.LimitReader(resp.Body, 32<<20))
		resp.Body.Close()
		if resp.StatusCode != http.StatusTooManyRequests || waits == 3*maxWaits {
			return resp.StatusCode, b, err
		}
		if err := sleep(ctx, retryAfter(resp.Header.Get("Retry-After"))); err != nil {
			return resp.StatusCode, b, err
		}
		if body != nil {
			nb, _ := json.Marshal(body)
			req = req.Clone(ctx)
			req.Body = io.NopCloser(bytes.NewReader(nb))
		}
	}
}

// call is doAuth, counted in the phase under class; want is the status expected
// (anything else is a wrong answer) and check what is wrong with the body ("" when
// nothing).
func (cl *classLoad) call(ctx context.Context, ph *phase, class, method, path, key string, body any, want int, check func([]byte) string) []byte {
	start := time.Now()
	code, b, err := cl.doAuth(ctx, method, path, key, body)
	bad := ""
	switch {
	case err != nil:
	case code != want:
		bad = fmt.Sprintf("%s %s: %d, not %d: %.200s", method, path, code, want, b)
	case check != nil:
		bad = check(b)
	}
	ph.mu.Lock()
	defer ph.mu.Unlock()
	m := ph.classes[class]
	if m == nil {
		m = &vegeta.Metrics{}
		ph.classes[class] = m
	}
	m.Add(result(start, code, err))
	if bad != "" {
		ph.nWrong[class]++
		if len(ph.wrong[class]) < 3 {
			ph.wrong[class] = append(ph.wrong[class], bad)
		}
	}
	return b
}

// assessed runs the phase.
func (cl *classLoad) assessed(ctx context.Context, ph *phase) {
	fail := func(what string, b []byte) {
		ph.mu.Lock()
		ph.nWrong["class setup"]++
		ph.wrong["class setup"] = append(ph.wrong["class setup"], fmt.Sprintf("%s: %.300s", what, b))
		ph.mu.Unlock()
	}
	b := cl.call(ctx, ph, "class teacher", http.MethodPost, "/api/classes", "", map[string]any{"name": "Load 30×5×3"}, http.StatusCreated, nil)
	var made struct {
		Class struct{ ID string } `json:"class"`
		Key   string              `json:"key"`
	}
	if json.Unmarshal(b, &made) != nil || made.Key == "" {
		fail("class", b)
		return
	}
	teacher := "/api/classes/" + made.Class.ID
	b = cl.call(ctx, ph, "class teacher", http.MethodPost, teacher+"/assignments", made.Key,
		map[string]any{"title": "Assessed load", "reveal": "after-close", "tasks": assessedTasks}, http.StatusCreated, nil)
	var a struct{ ID string }
	if json.Unmarshal(b, &a) != nil || a.ID == "" {
		fail("assignment", b)
		return
	}
	var wg sync.WaitGroup
	keys := make([]string, cl.c.students)
	ids := make([]string, cl.c.students)
	for i := range cl.c.students {
		wg.Add(1)
		go func() {
			defer wg.Done()
			b := cl.call(ctx, ph, "class join", http.MethodPost, "/api/assignments/"+a.ID+"/students", "",
				map[string]any{"name": fmt.Sprintf("Student %02d", i), "number": strconv.Itoa(1000 + i)}, http.StatusCreated, nil)
			var j struct {
				Key     string
				Student struct{ ID string }
			}
			json.Unmarshal(b, &j)
			keys[i], ids[i] = j.Key, j.Student.ID
		}()
	}
	wg.Wait()
	stop := make(chan struct{})
	var teacherWG sync.WaitGroup
	teacherWG.Add(1)
	go func() { // the teacher watches the results meanwhile
		defer teacherWG.Done()
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			case <-ctx.Done():
				return
			case <-time.After(500 * time.Millisecond):
			}
			cl.call(ctx, ph, "class results", http.MethodGet, teacher+"/assignments/"+a.ID+"/results", made.Key, nil, http.StatusOK, nil)
			if id := ids[i%len(ids)]; id != "" {
				cl.call(ctx, ph, "class student work", http.MethodGet, teacher+"/assignments/"+a.ID+"/students/"+id, made.Key, nil, http.StatusOK, nil)
			}
		}
	}()
	for i, key := range keys {
		if key == "" {
			continue
		}
		wg.Add(1)
		go func() {
			defer wg.Done()
			cl.assessedStudent(ctx, ph, a.ID, key, i)
		}()
	}
	wg.Wait()
	close(stop)
	teacherWG.Wait()
	cl.call(ctx, ph, "class results", http.MethodGet, teacher+"/assignments/"+a.ID+"/results", made.Key, nil, http.StatusOK, func(b []byte) string {
		var r struct{ Attempts int }
		json.Unmarshal(b, &r)
		if want := cl.c.students * len(assessedTasks) * assessedAttempts; r.Attempts != want {
			return fmt.Sprintf("the teacher counts %d attempts, not %d", r.Attempts, want)
		}
		return ""
	})
	cl.call(ctx, ph, "class results", http.MethodGet, teacher+"/assignments/"+a.ID+"/results?format=csv", made.Key, nil, http.StatusOK, nil)
	cl.call(ctx, ph, "class teacher", http.MethodPost, teacher+"/assignments/"+a.ID+"/close", made.Key, map[string]any{}, http.StatusOK, nil)
	for _, key := range keys { // after close: revealed
		if key != "" {
			cl.call(ctx, ph, "class me (revealed)", http.MethodGet, "/api/assignments/"+a.ID+"/me", key, nil, http.StatusOK, nil)
		}
	}
}

// assessedStudent is one student: every task, three attempts, each sent twice and read
// back.
func (cl *classLoad) assessedStudent(ctx context.Context, ph *phase, a, key string, i int) {
	b := cl.call(ctx, ph, "class assignment", http.MethodGet, "/api/assignments/"+a, key, nil, http.StatusOK, nil)
	var got struct{ Tasks []assessedTask }
	json.Unmarshal(b, &got)
	for _, t := range got.Tasks {
		for k := 1; k <= assessedAttempts; k++ {
			answers := assessedAnswers(t, i+k)
			sub := fmt.Sprintf("load-%d-%d-%d", i, t.N, k)
			body := map[string]any{"submission": sub, "answers": answers, "seconds": 30 + k}
			path := fmt.Sprintf("/api/assignments/%s/tasks/%d/attempts", a, t.N)
			cl.call(ctx, ph, "class hand-in", http.MethodPost, path, key, body, http.StatusCreated, nil)
			cl.call(ctx, ph, "class hand-in (resent)", http.MethodPost, path, key, body, http.StatusOK, nil)
			cl.call(ctx, ph, "class me", http.MethodGet, "/api/assignments/"+a+"/me", key, nil, http.StatusOK, func(b []byte) string {
				return readBack(b, t.N, k, answers)
			})
		}
	}
}

// assessedAnswers are answers to task t (variant v): values around the leaves', α -∞
// and β +∞ on every other node as the root's window is, a cut or two, the leaves in
// the drawing's order.
func assessedAnswers(t assessedTask, v int) map[string]any {
	out := map[string]any{}
	values, alpha, beta := map[string]any{}, map[string]any{}, map[string]any{}
	for j, n := range t.Asks.ValueOf {
		values[n] = (j*7+v)%19 - 9
		if t.Asks.Window {
			alpha[n], beta[n] = "-inf", "∞"
			if (j+v)%3 == 0 {
				alpha[n] = (j + v) % 5
			}
		}
	}
	if len(values) > 0 {
		out["values"] = values
	}
	if t.Asks.Window {
		out["alpha"], out["beta"] = alpha, beta
	}
	inner := map[int32]bool{}
	for _, p := range t.Parents {
		inner[p] = true
	}
	if t.Asks.Cuts {
		var cuts []string
		for id, p := range t.Parents {
			if p >= 0 && (id+v)%4 == 0 {
				cuts = append(cuts, t.Names[p]+">"+t.Names[id])
			}
		}
		out["pruned"] = cuts
	}
	if t.Asks.Order {
		var leaves []string
		for id := range t.Names {
			if !inner[int32(id)] {
				leaves = append(leaves, t.Names[id])
			}
		}
		if v%2 == 1 && len(leaves) > 1 {
			leaves[0], leaves[1] = leaves[1], leaves[0]
		}
		out["order"] = leaves
	}
	return out
}

// readBack says what is wrong with a student's attempts (GET /me) after attempt k of
// task n: the number of attempts, or the answers not as sent.
func readBack(b []byte, n, k int, sent map[string]any) string {
	var me struct {
		Attempts []struct {
			N       int                        `json:"n"`
			Number  int                        `json:"number"`
			Answers map[string]json.RawMessage `json:"answers"`
		} `json:"attempts"`
	}
	if err := json.Unmarshal(b, &me); err != nil {
		return "me: " + err.Error()
	}
	count := 0
	for _, at := range me.Attempts {
		if at.N != n {
			continue
		}
		count++
		if at.Number != k {
			continue
		}
		for _, field := range []string{"values", "alpha", "beta"} {
			want, _ := sent[field].(map[string]any)
			var got map[string]any
			json.Unmarshal(at.Answers[field], &got)
			for node, w := range want {
				if norm(w) != norm(got[node]) {
					return fmt.Sprintf("task %d attempt %d: %s of %s read back as %v, sent %v", n, k, field, node, got[node], w)
				}
			}
		}
	}
	if count != k {
		return fmt.Sprintf("task %d: %d attempts read back after %d", n, count, k)
	}
	return ""
}

// norm writes a value as a comparable string: numbers as integers, the infinities as
// "inf" and "-inf" (whatever their spelling).
func norm(v any) string {
	switch x := v.(type) {
	case float64:
		return strconv.FormatInt(int64(x), 10)
	case int:
		return strconv.Itoa(x)
	case string:
		switch x {
		case "inf", "+inf", "∞", "+∞":
			return "inf"
		case "-inf", "-∞", "−∞":
			return "-inf"
		}
		return x
	}
	return fmt.Sprint(v)
}
