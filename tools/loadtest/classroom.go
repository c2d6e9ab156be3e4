package main

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"math/rand/v2"
	"net/http"
	"slices"
	"sort"
	"strings"
	"sync"
	"text/tabwriter"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// The classroom scenario (-classroom) tries the practise, worksheet and comparison
// routes as a class uses them, in phases run one after the other, each bounded:
//
//	students  -students students open the same exercise link (GET /api/exercise) and
//	          each POSTs -grades answers to /api/grade, spread over -duration; the
//	          answers vary, and the same answers must get the same grade byte for byte
//	sheets    a teacher's burst: -sheets worksheet PNGs at once (distinct seeds), then as
//	          many PDFs
//	sweeps    -sweeps distinct depth sweeps at once (/api/compare/sweep, trees 200..2000)
//	hostile   -hostile sweeps at the size limit at once, with as many grading bodies at
//	          the body limit (half just under it, half just over it)
//	bigsheets -sheets worksheet PNGs at once at the largest resolution (600 dpi: 35
//	          million pixels each)
//	lab       -students submit code to the code lab at once (endless, slow, correct
//	          checks) while light searches are probed (labphase.go)
//
// Requests are not retried: a 429 is counted as answered (with its Retry-After). For
// every phase the report gives p50/p99 by class, status counts, wrong answers, the
// latency of /healthz probed every 100 ms meanwhile (and, in the bursts, of a student
// grading every 250 ms), and the server's RSS before,
// at the peak and after.

// classroomPhases are the phases, in order.
var classroomPhases = []string{"students", "sheets", "sweeps", "hostile", "bigsheets", "assessed", "lab"}

// exerciseQuery is the exercise every student opens (one link for the whole class).
const exerciseQuery = "source=random&seed=7&level=3&q=prune"

// runClassroom runs the phases chosen and writes their report; ok is false when a request
// got a 5xx, no answer, or a wrong one.
func (c *config) runClassroom(ctx context.Context, srv *server, out io.Writer) bool {
	client := &http.Client{
		Transport: &http.Transport{MaxIdleConnsPerHost: 200, DisableCompression: true},
		Timeout:   c.timeout,
	}
	cl := &classLoad{c: c, base: srv.base, pid: srv.pid, client: client, out: out}
	if code, b, err := cl.do(ctx, http.MethodGet, "/api/exercise?"+exerciseQuery, "", nil); err == nil && code == http.StatusOK {
		cl.key, _ = readExercise(b)
	}
	ok := true
	for _, p := range c.phases {
		ph := cl.begin(ctx, p)
		switch p {
		case "students":
			cl.students(ctx, ph)
		case "sheets":
			cl.sheets(ctx, ph)
		case "sweeps":
			cl.sweeps(ctx, ph)
		case "hostile":
			cl.hostile(ctx, ph)
		case "bigsheets":
			cl.bigSheets(ctx, ph)
		case "assessed":
			cl.assessed(ctx, ph)
		case "lab":
			cl.lab(ctx, ph) // labphase.go
		}
		ok = cl.end(ctx, ph) && ok
		if ctx.Err() != nil {
			break
		}
	}
	if ok {
		fmt.Fprintln(out, "classroom: no 5xx, no dropped answer, no wrong answer")
	} else {
		fmt.Fprintln(out, "classroom: FAILED (see above)")
	}
	return ok
}

type classLoad struct {
	c      *config
	base   string
	pid    int
	client *http.Client
	out    io.Writer
	key    exerciseKey // the class's exercise, for the bystander
}

// phase gathers one phase's figures.
type phase struct {
	name    string
	began   time.Time
	mu      sync.Mutex
	classes map[string]*vegeta.Metrics
	wrong   map[string][]string // class: what was wrong (a few)
	nWrong  map[string]int
	codes   map[string]map[string]int // class: coded errors of the 4xx answers
	health  vegeta.Metrics
	before  memSample
	peak    memSample
	cpu     time.Duration // the server's CPU time (with its workers) at the start
	stop    chan struct{}
	wg      sync.WaitGroup
	// grades: the answers' variant → the body's digest first seen
	grades map[int][32]byte
}

func (cl *classLoad) begin(ctx context.Context, name string) *phase {
	ph := &phase{name: name, began: time.Now(), classes: map[string]*vegeta.Metrics{},
		wrong: map[string][]string{}, nWrong: map[string]int{}, codes: map[string]map[string]int{}, stop: make(chan struct{}), grades: map[int][32]byte{}}
	ph.before, _ = treeRSS(cl.pid)
	ph.cpu = cpuTime(cl.pid)
	ph.peak = ph.before
	ph.wg.Add(1)
	go func() { // /healthz every 100 ms, RSS every 250 ms
		defer ph.wg.Done()
		t := time.NewTicker(100 * time.Millisecond)
		defer t.Stop()
		for i := 0; ; i++ {
			select {
			case <-ph.stop:
				return
			case <-ctx.Done():
				return
			case <-t.C:
			}
			start := time.Now()
			code, _, err := cl.do(ctx, http.MethodGet, "/healthz", "", nil)
			ph.mu.Lock()
			ph.health.Add(result(start, code, err))
			if i%2 == 0 {
				if m, ok := treeRSS(cl.pid); ok && m.total > ph.peak.total {
					ph.peak = m
				}
			}
			ph.mu.Unlock()
		}
	}()
	if name != "students" && cl.key.spec != nil {
		ph.wg.Add(1)
		go func() { // a student grading every 250 ms meanwhile
			defer ph.wg.Done()
			body := gradeBody(cl.key, 0)
			for {
				select {
				case <-ph.stop:
					return
				case <-ctx.Done():
					return
				case <-time.After(250 * time.Millisecond):
				}
				cl.request(ctx, ph, "grade (bystander)", http.MethodPost, "/api/grade", "application/json", body, func(b []byte) string {
					return ph.sameGrade(0, b, cl.key)
				})
			}
		}()
	}
	return ph
}

func result(start time.Time, code int, err error) *vegeta.Result {
	r := &vegeta.Result{Timestamp: start, Latency: time.Since(start), Code: uint16(code)}
	if err != nil {
		r.Error = err.Error()
	}
	return r
}

// do sends one request and reads its answer (at most 32 MB).
func (cl *classLoad) do(ctx context.Context, method, path, ctype string, body []byte) (int, []byte, error) {
	req, err := http.NewRequestWithContext(ctx, method, cl.base+path, bytes.NewReader(body))
	if err != nil {
		return 0, nil, err
	}
	if ctype != "" {
		req.Header.Set("Content-Type", ctype)
	}
	return cl.send(req)
}

// send sends req and reads its answer (at most 32 MB).
func (cl *classLoad) send(req *http.Request) (int, []byte, error) {
	resp, err := cl.client.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 32<<20))
	return resp.StatusCode, b, err
}

// request sends one request of class and counts it; check, when the answer is a 200,
// says what is wrong with it ("" when nothing).
func (cl *classLoad) request(ctx context.Context, ph *phase, class, method, path, ctype string, body []byte, check func([]byte) string) (int, []byte) {
	start := time.Now()
	code, b, err := cl.do(ctx, method, path, ctype, body)
	res := result(start, code, err)
	var bad string
	switch {
	case code == http.StatusOK && check != nil:
		bad = check(b)
	case code >= 400 && code < 500 && !json.Valid(b):
		bad = fmt.Sprintf("%d without a JSON error", code)
	}
	ph.mu.Lock()
	defer ph.mu.Unlock()
	ph.countLocked(class, res, code, b)
	if bad != "" {
		ph.nWrong[class]++
		if len(ph.wrong[class]) < 3 {
			ph.wrong[class] = append(ph.wrong[class], bad)
		}
	}
	return code, b
}

// end stops the probes, waits a little for the memory to settle and reports the phase.
func (cl *classLoad) end(ctx context.Context, ph *phase) bool {
	took := time.Since(ph.began)
	close(ph.stop)
	ph.wg.Wait()
	cpu := cpuTime(cl.pid) - ph.cpu
	sleep(ctx, cl.c.settle)
	after, _ := treeRSS(cl.pid)
	out := cl.out
	fmt.Fprintf(out, "\n== phase %s: %v", ph.name, took.Round(10*time.Millisecond))
	if cl.pid > 0 && ph.cpu >= 0 {
		fmt.Fprintf(out, ", server CPU %v", cpu.Round(10*time.Millisecond))
	}
	fmt.Fprintln(out)
	tw := tabwriter.NewWriter(out, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "class\trequests\tp50\tp99\tmax\tstatus\twrong\tno answer")
	ok := true
	row := func(name string, m *vegeta.Metrics, wrong int) {
		m.Close()
		codes := make([]string, 0, len(m.StatusCodes))
		for k, n := range m.StatusCodes {
			codes = append(codes, fmt.Sprintf("%s×%d", k, n))
			if strings.HasPrefix(k, "5") || k == "0" {
				ok = false
			}
		}
		sort.Strings(codes)
		if wrong > 0 {
			ok = false
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%d\t%d\n", name, m.Requests, ms(m.Latencies.P50), ms(m.Latencies.P99),
			ms(m.Latencies.Max), strings.Join(codes, " "), wrong, m.StatusCodes["0"])
	}
	names := make([]string, 0, len(ph.classes))
	for k := range ph.classes {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		row(k, ph.classes[k], ph.nWrong[k])
	}
	row("/healthz (every 100 ms)", &ph.health, 0)
	tw.Flush()
	for _, k := range names {
		for _, e := range slices.Sorted(maps.Keys(ph.codes[k])) {
			fmt.Fprintf(out, "  %s: %s ×%d\n", k, e, ph.codes[k][e])
		}
		for _, w := range ph.wrong[k] {
			fmt.Fprintf(out, "  wrong %s: %s\n", k, w)
		}
	}
	if cl.pid > 0 {
		fmt.Fprintf(out, "server RSS (with workers): before %s, peak %s, after %v %s\n",
			mb(ph.before.total), mb(ph.peak.total), cl.c.settle, mb(after.total))
	}
	return ok
}

// students: one exercise link for the class, each student grading several answers.
func (cl *classLoad) students(ctx context.Context, ph *phase) {
	span := cl.c.duration
	var key exerciseKey
	var once sync.Once
	var wg sync.WaitGroup
	for i := range cl.c.students {
		wg.Add(1)
		go func() {
			defer wg.Done()
			rng := rand.New(rand.NewPCG(cl.c.seed, uint64(i)))
			// students arrive over the first tenth of the span
			if sleep(ctx, time.Duration(rng.Int64N(int64(span)/10+1))) != nil {
				return
			}
			code, b := cl.request(ctx, ph, "exercise", http.MethodGet, "/api/exercise?"+exerciseQuery, "", nil, checkExercise)
			if code != http.StatusOK {
				return
			}
			once.Do(func() { key, _ = readExercise(b) })
			// grades every gap/2 to gap: the last one within the span
			gap := span * 9 / 10 / time.Duration(cl.c.grades)
			for j := range cl.c.grades {
				if sleep(ctx, gap/2+time.Duration(rng.Int64N(int64(gap)/2+1))) != nil {
					return
				}
				variant := (i + j) % len(answerVariants)
				body := gradeBody(key, variant)
				cl.request(ctx, ph, "grade", http.MethodPost, "/api/grade", "application/json", body, func(b []byte) string {
					return ph.sameGrade(variant, b, key)
				})
			}
		}()
	}
	wg.Wait()
}

// exerciseKey is what a correct answer copies from the exercise's trace.
type exerciseKey struct {
	spec   json.RawMessage
	values map[string]int
	pruned []string
	outOf  int
}

func checkExercise(b []byte) string {
	k, err := readExercise(b)
	switch {
	case err != nil:
		return err.Error()
	case len(k.values) == 0 || k.outOf == 0:
		return "an exercise without inner nodes"
	}
	return ""
}

// readExercise reads /api/exercise's answer: the spec, and the correct values and
// pruned branches from its trace.
func readExercise(b []byte) (exerciseKey, error) {
	var r struct {
		Spec  json.RawMessage `json:"spec"`
		OutOf int             `json:"out_of"`
		Trace struct {
			Nodes []struct {
				Parent int    `json:"parent"`
				Label  string `json:"label"`
				Move   string `json:"move"`
				Kind   string `json:"kind"`
				Value  *int   `json:"value"`
				Pruned bool   `json:"pruned"`
			} `json:"nodes"`
		} `json:"trace"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return exerciseKey{}, err
	}
	k := exerciseKey{spec: r.Spec, values: map[string]int{}, outOf: r.OutOf}
	nodes := r.Trace.Nodes
	for _, n := range nodes {
		switch {
		case n.Pruned && n.Parent >= 0 && !nodes[n.Parent].Pruned:
			k.pruned = append(k.pruned, nodes[n.Parent].Label+">"+n.Move)
		case !n.Pruned && n.Kind == "inner" && n.Value != nil:
			k.values[n.Label] = *n.Value
		}
	}
	return k, nil
}

// answerVariants: 0 copies the trace (full marks), the others leave out or change parts.
var answerVariants = []string{"copied", "blank", "root only", "one value wrong", "no cuts"}

func gradeBody(k exerciseKey, variant int) []byte {
	values := map[string]int{}
	pruned := []string{}
	switch variant {
	case 0, 3, 4:
		for n, v := range k.values {
			values[n] = v
		}
		if variant != 4 {
			pruned = k.pruned
		}
		if variant == 3 {
			values["A"]++
		}
	case 2:
		values["A"] = k.values["A"]
	}
	b, _ := json.Marshal(map[string]any{"exercise": k.spec, "answers": map[string]any{"values": values, "pruned": pruned}})
	return b
}

// sameGrade checks a grade: the copied answer scores full marks, and every variant's
// answer is the same bytes for everyone.
func (ph *phase) sameGrade(variant int, b []byte, k exerciseKey) string {
	var g struct {
		Score int `json:"score"`
		OutOf int `json:"out_of"`
	}
	if err := json.Unmarshal(b, &g); err != nil {
		return err.Error()
	}
	if variant == 0 && (g.Score != g.OutOf || g.OutOf != k.outOf) {
		return fmt.Sprintf("the copied answer scored %d/%d", g.Score, g.OutOf)
	}
	sum := sha256.Sum256(b)
	ph.mu.Lock()
	defer ph.mu.Unlock()
	if first, ok := ph.grades[variant]; !ok {
		ph.grades[variant] = sum
	} else if first != sum {
		return fmt.Sprintf("answers %q graded differently", answerVariants[variant])
	}
	return ""
}

// burst sends n requests at once (made by path(i)) and waits for their answers.
func (cl *classLoad) burst(ctx context.Context, n int, send func(i int)) {
	var wg sync.WaitGroup
	for i := range n {
		wg.Add(1)
		go func() {
			defer wg.Done()
			send(i)
		}()
	}
	wg.Wait()
}

func magic(prefix string) func([]byte) string {
	return func(b []byte) string {
		if !bytes.HasPrefix(b, []byte(prefix)) {
			return fmt.Sprintf("not starting with %q (%d bytes)", prefix, len(b))
		}
		return ""
	}
}

// sheets: a teacher downloads worksheets of distinct seeds, PNG then PDF, all at once.
func (cl *classLoad) sheets(ctx context.Context, ph *phase) {
	for _, f := range []struct{ format, magic string }{{"png", "\x89PNG"}, {"pdf", "%PDF"}} {
		base := cl.c.seed*1_000_000 + 1000
		if f.format == "pdf" {
			base += 500
		}
		cl.burst(ctx, cl.c.sheets, func(i int) {
			q := fmt.Sprintf("/api/worksheet?source=random&seed=%d&level=3&q=prune&format=%s", base+uint64(i)*10, f.format)
			cl.request(ctx, ph, "worksheet-"+f.format, http.MethodGet, q, "", nil, magic(f.magic))
		})
	}
}

// bigSheets: worksheets of distinct seeds as PNG at 600 dpi, all at once.
func (cl *classLoad) bigSheets(ctx context.Context, ph *phase) {
	base := cl.c.seed*1_000_000 + 3000
	cl.burst(ctx, cl.c.sheets, func(i int) {
		q := fmt.Sprintf("/api/worksheet?source=random&seed=%d&level=3&q=prune&format=png&dpi=600", base+uint64(i)*10)
		cl.request(ctx, ph, "worksheet-png-600dpi", http.MethodGet, q, "", nil, magic("\x89PNG"))
	})
}

func checkSweep(b []byte) string {
	var r struct {
		Series []struct {
			Algo  string    `json:"algo"`
			Nodes []float64 `json:"nodes"`
		} `json:"series"`
		Depths []int `json:"depths"`
	}
	if err := json.Unmarshal(b, &r); err != nil {
		return err.Error()
	}
	if len(r.Series) == 0 || len(r.Depths) == 0 {
		return "a sweep without series"
	}
	for _, s := range r.Series {
		if len(s.Nodes) != len(r.Depths) {
			return s.Algo + ": not a count per depth"
		}
	}
	return ""
}

// sweeps: distinct sweeps of random trees, 200 to 2000 trees each, all at once.
func (cl *classLoad) sweeps(ctx context.Context, ph *phase) {
	n := cl.c.sweeps
	cl.burst(ctx, n, func(i int) {
		trees := 200 + 1800*i/max(n-1, 1)
		q := fmt.Sprintf("/api/compare/sweep?b=3&depth=1..5&trees=%d&seed=%d", trees, cl.c.seed*1000+uint64(i))
		cl.request(ctx, ph, "sweep", http.MethodGet, q, "", nil, checkSweep)
	})
}

// sweepAtLimit is a sweep of random trees just under the server's size limit
// (10,000,000 nodes: 816 trees of b=3, d=1..6 with every default algorithm).
const sweepAtLimit = "/api/compare/sweep?b=3&depth=1..6&trees=816"

// hostile: sweeps at the size limit and grading bodies at the body limit, all at once.
func (cl *classLoad) hostile(ctx context.Context, ph *phase) {
	n := cl.c.hostile
	under, over := bigGradeBody(cl.c.maxBody-1), bigGradeBody(cl.c.maxBody+1)
	cl.burst(ctx, 2*n, func(i int) {
		if i < n {
			q := fmt.Sprintf("%s&seed=%d", sweepAtLimit, cl.c.seed*100_000+uint64(i))
			cl.request(ctx, ph, "sweep-at-limit", http.MethodGet, q, "", nil, checkSweep)
			return
		}
		body, class := under, "grade-body-at-limit"
		if i%2 == 1 {
			body, class = over, "grade-body-over-limit"
		}
		cl.request(ctx, ph, class, http.MethodPost, "/api/grade", "application/json", body, nil)
	})
}

// bigGradeBody is a grading request of exactly size bytes: the exercise, and a list of
// pruned branches long enough.
func bigGradeBody(size int64) []byte {
	head := `{"exercise":{"source":"random","seed":7,"level":3,"q":"prune"},"answers":{"pruned":["C>G"`
	tail := `]}}`
	var b bytes.Buffer
	b.WriteString(head)
	for int64(b.Len()+len(`,"B>E"`)+len(tail)) <= size {
		b.WriteString(`,"B>E"`)
	}
	for int64(b.Len()+len(tail)) < size { // pad with spaces to the exact size
		b.WriteByte(' ')
	}
	b.WriteString(tail)
	return b.Bytes()
}
