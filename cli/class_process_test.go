package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/classroom/classtest"
)

// server is a `gametree serve` process (this test binary, see TestMain).
type server struct {
	cmd  *exec.Cmd
	url  string
	log  *bytes.Buffer
	done chan error
}

func freePort(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	require.NoError(t, err)
	addr := ln.Addr().String()
	ln.Close()
	return addr
}

// startServer runs `gametree serve --database db` on addr and waits until it answers.
func startServer(t *testing.T, db, addr string) *server {
	t.Helper()
	args, _ := json.Marshal([]string{"serve", "--addr", addr, "--database", db, "--log-level", "warn", "--shutdown-grace", "5s"})
	cmd := exec.Command(os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), cliArgsEnv+"="+string(args))
	s := &server{cmd: cmd, url: "http://" + addr, log: &bytes.Buffer{}, done: make(chan error, 1)}
	cmd.Stdout, cmd.Stderr = s.log, s.log
	require.NoError(t, cmd.Start())
	go func() { s.done <- cmd.Wait() }()
	t.Cleanup(func() {
		if cmd.ProcessState == nil {
			cmd.Process.Kill()
			<-s.done
		}
	})
	deadline := time.Now().Add(30 * time.Second)
	for {
		res, err := http.Get(s.url + "/healthz")
		if err == nil {
			res.Body.Close()
			if res.StatusCode == 200 {
				return s
			}
		}
		select {
		case err := <-s.done:
			t.Fatalf("the server stopped: %v\n%s", err, s.log)
		default:
		}
		require.True(t, time.Now().Before(deadline), "the server does not answer:\n%s", s.log)
		time.Sleep(20 * time.Millisecond)
	}
}

var client = &http.Client{Timeout: 20 * time.Second}

// send posts JSON (nil: no body) with a key and decodes the answer into out.
func send(method, url, key string, body, out any) (int, http.Header, error) {
	var r io.Reader
	if body != nil {
		b, _ := json.Marshal(body)
		r = bytes.NewReader(b)
	}
	req, err := http.NewRequest(method, url, r)
	if err != nil {
		return 0, nil, err
	}
	if body != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	if key != "" {
		req.Header.Set("Authorization", "Bearer "+key)
	}
	res, err := client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		return res.StatusCode, res.Header, err
	}
	if out != nil && res.StatusCode < 300 {
		if err := json.Unmarshal(b, out); err != nil {
			return res.StatusCode, res.Header, err
		}
	}
	return res.StatusCode, res.Header, nil
}

// class is a class made through a server: its key, an assignment of three textbook
// questions (20 attempts each) and n students who joined.
type class struct {
	id, key, assignment string
	students            []string
}

func makeClass(t *testing.T, base string, n int) class {
	t.Helper()
	var made struct {
		Class struct{ ID string }
		Key   string
	}
	code, _, err := send("POST", base+"/api/classes", "", map[string]any{"name": "Process test"}, &made)
	require.NoError(t, err)
	require.Equal(t, 201, code)
	task := map[string]any{"exercise": map[string]any{"source": "textbook", "q": "prune"}, "attempts": 20}
	var a struct{ ID string }
	code, _, err = send("POST", base+"/api/classes/"+made.Class.ID+"/assignments", made.Key,
		map[string]any{"title": "Load", "tasks": []any{task, task, task}}, &a)
	require.NoError(t, err)
	require.Equal(t, 201, code)
	c := class{id: made.Class.ID, key: made.Key, assignment: a.ID}
	for i := range n {
		var st struct{ Key string }
		code, _, err := send("POST", base+"/api/assignments/"+a.ID+"/students", "", map[string]any{"name": fmt.Sprintf("Student %02d", i)}, &st)
		require.NoError(t, err)
		require.Equal(t, 201, code)
		c.students = append(c.students, st.Key)
	}
	return c
}

var answers = []map[string]any{
	{"values": map[string]int{"A": 3, "B": 3, "C": 2, "D": 0}, "pruned": []string{"C>C2", "D>D2"}},
	{"values": map[string]int{"A": 3, "B": 3, "C": 2, "D": 2}, "pruned": []string{"C>C2"}},
	{"values": map[string]int{"A": 3, "B": 3, "C": 2, "D": 0}, "pruned": []string{"C>C2"}},
}

// tally is what the students were told: the submissions answered (201 or 200) and
// those sent without an answer (the connection broke, the server was refusing).
type tally struct {
	mu      sync.Mutex
	acked   map[string]bool // submission id
	pending map[string]hand
	want    int           // ackedAtLeast's count
	reached chan struct{} // closed once want submissions are answered
}

type hand struct {
	student, task int
}

func newTally() *tally { return &tally{acked: map[string]bool{}, pending: map[string]hand{}} }

// waitAcked waits until n submissions are answered: the class is in the middle of its
// hand-ins. The minute only guards against a server that never answers.
func (tl *tally) waitAcked(t *testing.T, n int) {
	t.Helper()
	tl.mu.Lock()
	tl.want, tl.reached = n, make(chan struct{})
	reached := tl.reached
	tl.noteAcked()
	tl.mu.Unlock()
	select {
	case <-reached:
	case <-time.After(time.Minute):
		t.Fatalf("fewer than %d hand-ins answered in a minute", n)
	}
}

// noteAcked closes reached once want submissions are answered (tl.mu held).
func (tl *tally) noteAcked() {
	if tl.reached != nil && len(tl.acked) >= tl.want {
		close(tl.reached)
		tl.reached = nil
	}
}

// load has every student hand in, one attempt after another, until stop closes;
// each hand-in is a new submission id.
func load(c class, base func(i int) string, tl *tally, stop <-chan struct{}) *sync.WaitGroup {
	var wg sync.WaitGroup
	for i := range c.students {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := 0; ; k++ {
				select {
				case <-stop:
					return
				default:
				}
				if k >= 60 { // 3 tasks × 20 attempts
					return
				}
				sub := fmt.Sprintf("s%02d-%02d", i, k)
				h := hand{i, k % 3}
				tl.mu.Lock()
				tl.pending[sub] = h
				tl.mu.Unlock()
				if !tl.sendOne(c, base(i), sub, h) {
					time.Sleep(50 * time.Millisecond)
				}
			}
		}()
	}
	return &wg
}

// sendOne hands in sub; true when it was answered (stored), false otherwise (it stays
// pending, to be sent again).
func (tl *tally) sendOne(c class, base, sub string, h hand) bool {
	url := fmt.Sprintf("%s/api/assignments/%s/tasks/%d/attempts", base, c.assignment, h.task+1)
	code, hdr, err := send("POST", url, c.students[h.student], map[string]any{"submission": sub, "answers": answers[h.student%3], "seconds": 5}, nil)
	if err == nil && (code == 201 || code == 200) {
		tl.mu.Lock()
		tl.acked[sub] = true
		delete(tl.pending, sub)
		tl.noteAcked()
		tl.mu.Unlock()
		return true
	}
	if code == 429 && hdr != nil {
		time.Sleep(time.Second)
	}
	return false
}

// resend sends every pending submission again until each is answered.
func (tl *tally) resend(t *testing.T, c class, base string) (stored, replayed int) {
	t.Helper()
	tl.mu.Lock()
	pending := make(map[string]hand, len(tl.pending))
	for k, v := range tl.pending {
		pending[k] = v
	}
	tl.mu.Unlock()
	for sub, h := range pending {
		deadline := time.Now().Add(30 * time.Second)
		for {
			url := fmt.Sprintf("%s/api/assignments/%s/tasks/%d/attempts", base, c.assignment, h.task+1)
			code, _, err := send("POST", url, c.students[h.student], map[string]any{"submission": sub, "answers": answers[h.student%3], "seconds": 5}, nil)
			if err == nil && (code == 201 || code == 200) {
				if code == 200 {
					replayed++
				} else {
					stored++
				}
				tl.acked[sub] = true
				delete(tl.pending, sub)
				break
			}
			require.True(t, time.Now().Before(deadline), "%s: %d %v", sub, code, err)
			time.Sleep(200 * time.Millisecond)
		}
	}
	return stored, replayed
}

// check compares the database with what the students were told: every submission
// answered is stored, once, and the teacher's view counts the same.
func check(t *testing.T, db string, c class, tl *tally, base string) int {
	t.Helper()
	ctx := context.Background()
	st, err := classroom.Open(ctx, db)
	require.NoError(t, err)
	defer st.Close()
	all, err := st.AllAttempts(ctx, c.assignment)
	require.NoError(t, err)
	seen := map[string]int{}
	for _, at := range all {
		seen[fmt.Sprintf("%s/%s", at.StudentID, at.Submission)]++
	}
	for k, n := range seen {
		assert.Equal(t, 1, n, "%s stored once", k)
	}
	subs := map[string]bool{}
	for _, at := range all {
		subs[at.Submission] = true
	}
	for sub := range tl.acked {
		assert.True(t, subs[sub], "answered submission %s is stored", sub)
	}
	assert.Len(t, all, len(tl.acked), "nothing stored that no student was told of, once all is sent again")
	var res struct{ Attempts int }
	code, _, err := send("GET", base+"/api/classes/"+c.id+"/assignments/"+c.assignment+"/results", c.key, nil, &res)
	require.NoError(t, err)
	require.Equal(t, 200, code)
	assert.Equal(t, len(all), res.Attempts, "the teacher's count")
	return len(all)
}

// kill -9 in the middle of thirty students handing in loses no committed attempt: every
// attempt a student was told is stored is there after the restart, and the ones sent
// again (the answer never came) are stored once.
func TestClassSurvivesKill9(t *testing.T) {
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		addr := freePort(t)
		s := startServer(t, db.Address, addr)
		c := makeClass(t, s.url, 30)
		tl := newTally()
		stop := make(chan struct{})
		wg := load(c, func(int) string { return s.url }, tl, stop)
		// killed in the middle of the class's first hand-ins (30 students, 6 each at once)
		tl.waitAcked(t, 60)
		tl.mu.Lock()
		before := len(tl.acked)
		tl.mu.Unlock()
		require.NoError(t, s.cmd.Process.Signal(syscall.SIGKILL))
		<-s.done
		close(stop)
		wg.Wait()
		tl.mu.Lock()
		atKill, inFlight := len(tl.acked), len(tl.pending)
		tl.mu.Unlock()
		s2 := startServer(t, db.Address, addr)
		stored, replayed := tl.resend(t, c, s2.url)
		total := check(t, db.Address, c, tl, s2.url)
		t.Logf("%s: kill -9 after %d attempts were answered (%d by the time the client saw the connection drop), %d unanswered; after the restart %d of those were found stored (committed, answer lost) and %d stored anew; %d attempts in all, each once",
			db.Name, before, atKill, inFlight, replayed, stored, total)
		assert.Positive(t, atKill)
	})
}

// SIGTERM during the load: the server answers what it accepted, refuses the rest with
// 503 (sent again later), and exits cleanly; nothing answered is lost.
func TestClassSIGTERM(t *testing.T) {
	db := classtest.SQLite(t)
	addr := freePort(t)
	s := startServer(t, db.Address, addr)
	c := makeClass(t, s.url, 30)
	tl := newTally()
	stop := make(chan struct{})
	wg := load(c, func(int) string { return s.url }, tl, stop)
	tl.waitAcked(t, 60) // in the middle of the hand-ins
	require.NoError(t, s.cmd.Process.Signal(syscall.SIGTERM))
	select {
	case err := <-s.done:
		assert.NoError(t, err, "a clean exit:\n%s", s.log)
	case <-time.After(30 * time.Second):
		t.Fatal("the server did not stop")
	}
	close(stop)
	wg.Wait()
	s2 := startServer(t, db.Address, addr)
	stored, replayed := tl.resend(t, c, s2.url)
	total := check(t, db.Address, c, tl, s2.url)
	t.Logf("SIGTERM: %d attempts in all; of the unanswered, %d found stored and %d stored anew", total, replayed, stored)
}

// Two servers on one PostgreSQL: half the class hands in through each, and the
// teacher's view is the same through either, with every attempt.
func TestClassTwoServersOnePostgres(t *testing.T) {
	db := classtest.Postgres(t)
	var a, b *server
	var wg sync.WaitGroup
	wg.Add(2) // started at once: they migrate the new database together
	addrA, addrB := freePort(t), freePort(t)
	go func() { defer wg.Done(); a = startServer(t, db.Address, addrA) }()
	go func() { defer wg.Done(); b = startServer(t, db.Address, addrB) }()
	wg.Wait()
	require.NotNil(t, a)
	require.NotNil(t, b)
	c := makeClass(t, a.url, 30)
	tl := newTally()
	var handed sync.WaitGroup
	for i := range c.students {
		handed.Add(1)
		go func() {
			defer handed.Done()
			base := a.url
			if i >= 15 {
				base = b.url
			}
			for task := range 3 {
				sub := fmt.Sprintf("s%02d-%d", i, task)
				for !tl.sendOne(c, base, sub, hand{i, task}) {
					time.Sleep(100 * time.Millisecond)
				}
			}
		}()
	}
	handed.Wait()
	views := make([]map[string]any, 2)
	for k, base := range []string{a.url, b.url} {
		code, _, err := send("GET", base+"/api/classes/"+c.id+"/assignments/"+c.assignment+"/results", c.key, nil, &views[k])
		require.NoError(t, err)
		require.Equal(t, 200, code)
	}
	assert.Equal(t, float64(90), views[0]["attempts"])
	assert.Equal(t, views[0], views[1], "one teacher's view through either server")
	assert.Equal(t, 90, check(t, db.Address, c, tl, b.url))
	tasks := views[0]["tasks"].([]any)
	first := tasks[0].(map[string]any)["mistakes"].([]any)[0].(map[string]any)
	assert.Equal(t, float64(20), first["students"], "D>D2 missed by two thirds of 30")
}
