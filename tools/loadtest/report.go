package main

import (
	"bufio"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"os"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"text/tabwriter"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// The targets.
const (
	cachedRenderP99 = 200 * time.Millisecond
	freshRenderP99  = time.Second
	peakRSSLimit    = 400 << 20
	// backNear: after the idle pause the server's RSS is at most its start plus this.
	backNear = 64 << 20
	// soakThroughput: distinct renders per second, double the 7.5 measured before.
	soakThroughput = 15.0
)

// classReport gathers one class of requests.
type classReport struct {
	metrics  vegeta.Metrics
	fiveXX   int
	dropped  int
	waits    int           // 429s waited out
	waited   time.Duration // waiting as told by Retry-After
	notCoded int           // bad requests not answered by a 4xx coded JSON error
	errors   []string      // a few of the dropped answers' errors
}

type report struct {
	c            *config
	began        time.Time
	loadEnded    time.Time
	classes      map[string]*classReport
	latencies    map[string][]time.Duration // every answer's, by class
	heavy        *heavyLoad                 // the heavy clients, with -heavy
	okPerMinute  []int                      // soak: 200 answers ending in each minute
	mem          []memSample
	memKnown     bool
	workerEvents map[string]int
	logPath      string
	failed       []string
	out          io.Writer
	// CPU time used during the load by the server (with its workers) and this tool
	serverCPU, ownCPU time.Duration
}

func newReport(c *config, began time.Time) *report {
	return &report{c: c, began: began, classes: map[string]*classReport{}, latencies: map[string][]time.Duration{}}
}

// add counts one result.
func (r *report) add(res *vegeta.Result) {
	class := res.Headers.Get(hdrClass)
	if class == "" {
		class = guessClass(res.Method, res.URL) // no answer: no echoed header
	}
	cr := r.classes[class]
	if cr == nil {
		cr = &classReport{}
		r.classes[class] = cr
	}
	if ns, err := strconv.ParseInt(res.Headers.Get(hdrAnswerNs), 10, 64); err == nil {
		res.Latency = time.Duration(ns) // the answer's time, without waiting out 429s
	}
	if n, err := strconv.Atoi(res.Headers.Get(hdrWaits)); err == nil {
		cr.waits += n
	}
	if ns, err := strconv.ParseInt(res.Headers.Get(hdrWaitedNs), 10, 64); err == nil {
		cr.waited += time.Duration(ns)
	}
	cr.metrics.Add(res)
	if res.Code != 0 {
		r.latencies[class] = append(r.latencies[class], res.Latency)
	}
	switch {
	case res.Code == 0:
		cr.dropped++
		if len(cr.errors) < 3 {
			cr.errors = append(cr.errors, res.Error)
		}
	case res.Code >= 500:
		cr.fiveXX++
		if len(cr.errors) < 3 {
			cr.errors = append(cr.errors, fmt.Sprintf("%d %.200s", res.Code, res.Body))
		}
	}
	if class == classBad && res.Code != 0 && !codedError(res) {
		cr.notCoded++
		if len(cr.errors) < 3 {
			cr.errors = append(cr.errors, fmt.Sprintf("%s %s: %d %.200s", res.Method, res.URL, res.Code, res.Body))
		}
	}
	if res.Code == 200 {
		m := int(res.End().Sub(r.began) / time.Minute)
		for len(r.okPerMinute) <= m {
			r.okPerMinute = append(r.okPerMinute, 0)
		}
		r.okPerMinute[m]++
	}
}

// codedError: a 4xx whose body is {"error": ..., "code": ...}.
func codedError(res *vegeta.Result) bool {
	if res.Code < 400 || res.Code >= 500 {
		return false
	}
	var e struct{ Error, Code string }
	return json.Unmarshal(res.Body, &e) == nil && e.Error != "" && e.Code != ""
}

// guessClass names the class of a request that got no answer, from its address.
func guessClass(method, u string) string {
	switch {
	case strings.Contains(u, "b=3,d=5"):
		return classSoak
	case strings.Contains(u, "/api/render") && strings.Contains(u, "random:b=3,d=3,seed=") && !strings.Contains(u, "seed=1&"):
		return classRenderFresh
	case strings.Contains(u, "/api/render") && strings.Contains(u, "step="):
		return classRenderStep
	case strings.Contains(u, "/api/render"):
		return classRenderCached
	case strings.Contains(u, "/api/trace") && strings.Contains(u, "random:b=3,d=4,seed=") && !strings.Contains(u, "seed=7&"):
		return classTraceRandom
	case strings.Contains(u, "/api/trace"):
		return classTracePreset
	case strings.Contains(u, "/api/position"):
		return classPosition
	case strings.Contains(u, "/static/"):
		return classAsset
	}
	return "other"
}

func mb(b int64) string { return fmt.Sprintf("%.0f MB", float64(b)/(1<<20)) }

func ms(d time.Duration) string {
	return strconv.FormatFloat(float64(d)/float64(time.Millisecond), 'f', 1, 64)
}

// write prints the report and decides the checks.
func (r *report) write(out io.Writer) {
	r.out = out
	loadTime := r.loadEnded.Sub(r.began)
	total, fiveXX, dropped, notCoded := 0, 0, 0, 0
	fmt.Fprintln(out)
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "class\trequests\tp50 ms\tp95 ms\tp99 ms\tmax ms\t5xx\tdropped\t429 waits\tstatus counts\t")
	for _, name := range slices.Sorted(maps.Keys(r.classes)) {
		cr := r.classes[name]
		cr.metrics.Close()
		m := &cr.metrics
		total += int(m.Requests)
		fiveXX += cr.fiveXX
		dropped += cr.dropped
		notCoded += cr.notCoded
		codes := make([]string, 0, len(m.StatusCodes))
		for _, k := range slices.Sorted(maps.Keys(m.StatusCodes)) {
			codes = append(codes, fmt.Sprintf("%s:%d", k, m.StatusCodes[k]))
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%s\t%s\t%d\t%d\t%d\t%s\t\n", name, m.Requests,
			ms(m.Latencies.P50), ms(m.Latencies.P95), ms(m.Latencies.P99), ms(m.Latencies.Max),
			cr.fiveXX, cr.dropped, cr.waits, strings.Join(codes, " "))
	}
	tw.Flush()
	fmt.Fprintf(out, "\n%d requests in %v (%.0f/s); latencies are the answer's, without the waits a 429's Retry-After asked for\n",
		total, loadTime.Round(time.Millisecond), float64(total)/loadTime.Seconds())
	if r.ownCPU > 0 {
		line := fmt.Sprintf("CPU time during the load (%v wall, %d CPUs here): this tool %.1f s", loadTime.Round(time.Second), runtime.NumCPU(), r.ownCPU.Seconds())
		if r.serverCPU > 0 {
			line += fmt.Sprintf(", the server and its workers %.1f s", r.serverCPU.Seconds())
		}
		fmt.Fprintln(out, line)
	}
	for _, name := range slices.Sorted(maps.Keys(r.classes)) {
		for _, e := range r.classes[name].errors {
			fmt.Fprintf(out, "  %s: %s\n", name, e)
		}
	}

	r.check(fiveXX == 0, "no 5xx (%d)", fiveXX)
	r.check(dropped == 0, "no dropped answer (%d)", dropped)
	if cr := r.classes[classBad]; cr != nil {
		r.check(notCoded == 0, "every bad request a 4xx coded JSON error (%d of %d not)", notCoded, cr.metrics.Requests)
	}
	if r.c.soak {
		r.writeSoak(out, loadTime)
	} else {
		r.p99(classRenderCached, cachedRenderP99)
		r.p99(classRenderFresh, freshRenderP99)
	}
	if r.heavy != nil {
		r.heavy.write(r, out)
		r.checkLight(out)
	}
	r.writeMemory(out)
	if r.heavy != nil {
		r.checkSettled(out)
	}
	r.writeWorkers(out)
	fmt.Fprintln(out)
	if len(r.failed) == 0 {
		fmt.Fprintln(out, "all targets met")
	} else {
		fmt.Fprintf(out, "%d target(s) missed\n", len(r.failed))
	}
}

// p99 checks a class's 99th percentile (of 200 answers and the rest alike).
func (r *report) p99(class string, limit time.Duration) {
	cr := r.classes[class]
	if cr == nil || cr.metrics.Requests == 0 {
		return
	}
	p := cr.metrics.Latencies.P99
	r.check(p < limit, "%s p99 %s ms < %s ms", class, ms(p), ms(limit))
}

func (r *report) check(ok bool, format string, args ...any) {
	text := fmt.Sprintf(format, args...)
	if !ok {
		r.failed = append(r.failed, text)
		fmt.Fprintf(r.out, "FAIL  %s\n", text)
		return
	}
	fmt.Fprintf(r.out, "ok    %s\n", text)
}

func (r *report) writeSoak(out io.Writer, loadTime time.Duration) {
	fmt.Fprintln(out, "\ndistinct renders answered 200, per minute:")
	sum := 0
	for i, n := range r.okPerMinute {
		sum += n
		span := time.Minute
		if end := time.Duration(i+1) * time.Minute; end > loadTime {
			span = loadTime - time.Duration(i)*time.Minute
		}
		if span <= 0 {
			continue
		}
		line := fmt.Sprintf("  minute %2d: %6d  (%.1f/s)", i+1, n, float64(n)/span.Seconds())
		if s, ok := r.memAt(r.began.Add(time.Duration(i+1) * time.Minute)); ok {
			line += fmt.Sprintf("  RSS server %s, with workers %s", mb(s.server), mb(s.total))
		}
		fmt.Fprintln(out, line)
	}
	rate := float64(sum) / loadTime.Seconds()
	r.check(rate >= soakThroughput, "soak throughput %.1f distinct renders/s >= %.0f", rate, soakThroughput)
}

// memAt is the last sample taken at or before t.
func (r *report) memAt(t time.Time) (memSample, bool) {
	var best memSample
	found := false
	for _, s := range r.mem {
		if !s.at.After(t) {
			best, found = s, true
		}
	}
	return best, found
}

func (r *report) writeMemory(out io.Writer) {
	if !r.memKnown || len(r.mem) == 0 {
		fmt.Fprintln(out, "\nmemory: not sampled (no server process id)")
		return
	}
	start, end := r.mem[0], r.mem[len(r.mem)-1]
	peak, peakTotal := start, start
	for _, s := range r.mem {
		if s.server > peak.server {
			peak = s
		}
		if s.total > peakTotal.total {
			peakTotal = s
		}
	}
	fmt.Fprintf(out, "\nmemory (RSS, sampled every second from /proc; server / server and its %d worker process(es)):\n", peakTotal.procs-1)
	fmt.Fprintf(out, "  start  %s / %s\n", mb(start.server), mb(start.total))
	fmt.Fprintf(out, "  peak   %s / %s  (at %v)\n", mb(peak.server), mb(peakTotal.total), peak.at.Sub(r.began).Round(time.Second))
	if s, ok := r.memAt(r.loadEnded); ok {
		fmt.Fprintf(out, "  load end %s / %s\n", mb(s.server), mb(s.total))
	}
	fmt.Fprintf(out, "  end    %s / %s  (after %v idle)\n", mb(end.server), mb(end.total), r.c.idle)
	if r.heavy == nil { // with heavy clients: checkSettled's targets
		r.check(peak.server < peakRSSLimit, "server RSS peak %s < %s", mb(peak.server), mb(peakRSSLimit))
	}
	r.check(end.server <= start.server+backNear, "server RSS back near its start after the idle pause: %s <= %s + %s", mb(end.server), mb(start.server), mb(backNear))
}

// workerLine finds log lines about render workers, whatever the log's format.
var (
	workerLine = regexp.MustCompile(`(?i)worker`)
	eventWords = []string{"start", "restart", "recycl", "replac", "kill", "exit", "fail", "froze", "timeout", "stop"}
)

// workerID finds a worker's number in a log line ("worker=1", "worker 1").
var workerID = regexp.MustCompile(`(?i)worker"?[= :#]+(\d+)`)

// workerEvents counts, in the server's log from offset on, the lines naming a worker,
// by the event words they hold (a line may count under several), and the restarts:
// the starts beyond each worker's first (workers told apart by their number when the
// lines give one).
func workerEvents(path string, offset int64) map[string]int {
	f, err := os.Open(path)
	if err != nil {
		return nil
	}
	defer f.Close()
	if _, err := f.Seek(offset, io.SeekStart); err != nil {
		return nil
	}
	counts := map[string]int{}
	firsts := map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 64<<10), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		if !workerLine.MatchString(line) {
			continue
		}
		counts["lines"]++
		low := strings.ToLower(line)
		for _, w := range eventWords {
			if strings.Contains(low, w) {
				counts[w]++
			}
		}
		if strings.Contains(low, "start") && !strings.Contains(low, "restart") {
			id := "?"
			if m := workerID.FindStringSubmatch(line); m != nil {
				id = m[1]
			}
			if firsts[id] {
				counts["restarts"]++
			} else {
				firsts[id] = true
			}
		}
		if strings.Contains(low, "restart") {
			counts["restarts"]++
		}
	}
	return counts
}

func (r *report) writeWorkers(out io.Writer) {
	if r.logPath == "" {
		return
	}
	if len(r.workerEvents) == 0 {
		fmt.Fprintf(out, "\nworker events in the server's log during the load: none (%s)\n", r.logPath)
		return
	}
	var parts []string
	for _, k := range slices.Sorted(maps.Keys(r.workerEvents)) {
		parts = append(parts, fmt.Sprintf("%s %d", k, r.workerEvents[k]))
	}
	fmt.Fprintf(out, "\nworker events in the server's log (lines naming a worker, by word): %s\n", strings.Join(parts, ", "))
	fmt.Fprintf(out, "  worker restarts (starts after each worker's first): %d (%s)\n", r.workerEvents["restarts"], r.logPath)
}

func (r *report) ok() bool { return len(r.failed) == 0 }
