package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"slices"
	"strings"
	"sync"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// The lab phase (-classroom -phases lab): -students (30) students submit code to the
// code lab at once, each under a name of its own (X-Lab-Client):
//
//	endless  a third: an evaluation that loops forever, searched through /api/trace
//	         (eval=lab:HASH, connect-4, depth 3), and at the same time a search that
//	         loops forever, checked: both stopped by the lab's budgets
//	slow     a third: an evaluation that does a few thousand steps of busywork per
//	         board, searched the same way: it finishes, slowly
//	check    a third: a correct alpha-beta search (the guide's) checked on the
//	         textbook tree (POST /api/lab/check, asking for the stream of its place
//	         in the queue)
//
// while a probe asks every 100 ms for a light search nobody asked before (a built-in
// random tree of 40 leaves, /api/trace). The report gives each class's p50/p99 and
// statuses (a 5xx fails the phase), the light probe's p99 against lightP99Limit, and
// how long the correct checks waited, with the largest place in the queue heard.

// Sources of the lab phase's students.
const (
	labEndlessEval   = "def evaluate(board, player):\n    n = 0\n    while True:\n        n += 1\n"
	labEndlessSearch = "def search(root):\n    n = 0\n    while True:\n        n += 1\n"
	labSlowEval      = "def evaluate(board, player):\n    n = 0\n    for i in range(20000):\n        n += i\n    return len(board[0]) + n % 3\n"
	labCheckSearch   = `INF = float("inf")

def alfabeta(nodo, alfa, beta, es_max):
    if nodo.is_leaf():
        return nodo.value()
    if es_max:
        v = -INF
        for hijo in nodo.children():
            v = max(v, alfabeta(hijo, alfa, beta, False))
            alfa = max(alfa, v)
            if beta <= alfa:
                break
        return v
    v = INF
    for hijo in nodo.children():
        v = min(v, alfabeta(hijo, alfa, beta, True))
        beta = min(beta, v)
        if beta <= alfa:
            break
    return v

def search(root):
    return alfabeta(root, -INF, INF, root.is_max())
`
)

// labFigures are the lab phase's own figures beside the classes'.
type labFigures struct {
	mu         sync.Mutex
	checkWaits []time.Duration // each correct check's time to its verdict
	places     []int           // the largest place in the queue each check heard
	verdicts   map[string]int  // the checks' final answers: "ok", "wrong", a code
}

// labDo sends one lab request as client, with accept when not empty, and reads the
// whole answer.
func (cl *classLoad) labDo(ctx context.Context, method, path, client, accept string, form url.Values) (int, []byte, error) {
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	req, err := http.NewRequestWithContext(ctx, method, cl.base+path, body)
	if err != nil {
		return 0, nil, err
	}
	if form != nil {
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	req.Header.Set("X-Lab-Client", client)
	if accept != "" {
		req.Header.Set("Accept", accept)
	}
	return cl.send(req)
}

// labCount counts one answer of class (its coded error when a 4xx).
func (ph *phase) labCount(class string, start time.Time, code int, b []byte, err error) {
	res := result(start, code, err) // the latency before the lock is waited for
	ph.mu.Lock()
	defer ph.mu.Unlock()
	ph.countLocked(class, res, code, b)
}

// countLocked adds one answer of class to its figures, and a 4xx's coded error to its
// counts; ph.mu is held.
func (ph *phase) countLocked(class string, res *vegeta.Result, code int, b []byte) {
	m := ph.classes[class]
	if m == nil {
		m = &vegeta.Metrics{}
		ph.classes[class] = m
	}
	m.Add(res)
	if code >= 400 && code < 500 {
		var e struct {
			Code string `json:"code"`
		}
		json.Unmarshal(b, &e)
		if ph.codes[class] == nil {
			ph.codes[class] = map[string]int{}
		}
		ph.codes[class][fmt.Sprintf("%d %s", code, e.Code)]++
	}
}

// lab runs the lab phase.
func (cl *classLoad) lab(ctx context.Context, ph *phase) {
	n := cl.c.students
	fig := &labFigures{verdicts: map[string]int{}}
	done := make(chan struct{}, n)
	stop := make(chan struct{})
	var probe sync.WaitGroup
	probe.Add(1)
	go func() { // the light probe
		defer probe.Done()
		for i := 0; ; i++ {
			select {
			case <-stop:
				return
			case <-ctx.Done():
				return
			case <-time.After(100 * time.Millisecond):
			}
			q := fmt.Sprintf("/api/trace?game=tree&position=random:b=3,d=4,seed=%d&algo=alphabeta", cl.c.seed*100000+uint64(i))
			cl.request(ctx, ph, "light /api/trace (probe)", http.MethodGet, q, "", nil, nil)
		}
	}()
	time.Sleep(500 * time.Millisecond) // the probe's quiet start
	cl.burst(ctx, n, func(i int) {
		client := fmt.Sprintf("student-%02d", i)
		if i%3 == 0 { // an endless search checked, beside the endless evaluation searched
			go func() {
				start := time.Now()
				form := url.Values{"source": {labEndlessSearch + fmt.Sprintf("# %s\n", client)}, "position": {"textbook"}, "algo": {"alphabeta"}}
				code, b, err := cl.labDo(ctx, http.MethodPost, "/api/lab/check", client, "application/x-ndjson", form)
				code, b, _ = labAnswer(code, b)
				ph.labCount("endless /api/lab/check", start, code, b, err)
				done <- struct{}{}
			}()
		}
		switch i % 3 {
		case 0, 1:
			src, class := labEndlessEval, "endless eval=lab: trace"
			if i%3 == 1 {
				src, class = labSlowEval, "slow eval=lab: trace"
			}
			src += fmt.Sprintf("# %s\n", client) // each student's own code
			start := time.Now()
			code, b, err := cl.labDo(ctx, http.MethodPost, "/api/lab/code", client, "", url.Values{"kind": {"eval"}, "source": {src}})
			ph.labCount("submit /api/lab/code", start, code, b, err)
			var h struct {
				Hash string `json:"hash"`
			}
			if code != http.StatusOK || json.Unmarshal(b, &h) != nil {
				return
			}
			start = time.Now()
			code, b, err = cl.labDo(ctx, http.MethodGet, "/api/trace?game=connect4&depth=3&algo=alphabeta&eval=lab:"+h.Hash, client, "", nil)
			ph.labCount(class, start, code, b, err)
		default:
			start := time.Now()
			form := url.Values{"source": {labCheckSearch + fmt.Sprintf("# %s\n", client)}, "position": {"textbook"}, "algo": {"alphabeta"}}
			code, b, err := cl.labDo(ctx, http.MethodPost, "/api/lab/check", client, "application/x-ndjson", form)
			code, b, place := labAnswer(code, b)
			took := time.Since(start)
			ph.labCount("correct /api/lab/check", start, code, b, err)
			fig.mu.Lock()
			defer fig.mu.Unlock()
			fig.checkWaits = append(fig.checkWaits, took)
			fig.places = append(fig.places, place)
			fig.verdicts[labVerdict(code, b)]++
		}
	})
	for range (n + 2) / 3 {
		<-done
	}
	close(stop)
	probe.Wait()
	slices.Sort(fig.checkWaits)
	slices.Sort(fig.places)
	fmt.Fprintf(cl.out, "\n-- lab: %d students (%d endless, %d slow, %d correct checks)\n", n, (n+2)/3, (n+1)/3, n/3)
	if len(fig.checkWaits) > 0 {
		w := fig.checkWaits
		fmt.Fprintf(cl.out, "correct checks: time to verdict min %s, p50 %s, max %s; largest place in the queue heard: %v; verdicts %v\n",
			ms(w[0]), ms(w[len(w)/2]), ms(w[len(w)-1]), fig.places, fig.verdicts)
	}
	if m := ph.classes["light /api/trace (probe)"]; m != nil {
		ph.mu.Lock()
		m.Close()
		p99 := m.Latencies.P99
		ph.mu.Unlock()
		verdict := "met"
		if p99 >= lightP99Limit || m.StatusCodes["429"] > 0 {
			verdict = "MISSED"
		}
		fmt.Fprintf(cl.out, "light probe: %d requests, p50 %s, p99 %s, 429×%d (target p99 < %s, no 429: %s)\n",
			m.Requests, ms(m.Latencies.P50), ms(p99), m.StatusCodes["429"], ms(lightP99Limit), verdict)
	}
}

// labAnswer reads a check's answer: plain JSON, or the stream of its place in the
// queue ending with {"status": ..., "answer": ...}; place is the largest place heard.
func labAnswer(code int, b []byte) (int, []byte, int) {
	place := 0
	if code != http.StatusOK || !bytes.Contains(b, []byte(`"queued"`)) {
		return code, b, place
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 32<<20)
	for sc.Scan() {
		var line struct {
			Queued *struct {
				Position int `json:"position"`
			} `json:"queued"`
			Status int             `json:"status"`
			Answer json.RawMessage `json:"answer"`
			Error  string          `json:"error"`
			Code   string          `json:"code"`
		}
		if json.Unmarshal(sc.Bytes(), &line) != nil {
			continue
		}
		switch {
		case line.Queued != nil:
			place = max(place, line.Queued.Position)
		case line.Status != 0:
			code, b = line.Status, line.Answer
		case line.Code != "":
			code, b = http.StatusTooManyRequests, append([]byte(nil), sc.Bytes()...)
		}
	}
	return code, b, place
}

// labVerdict names a check's answer: ok, wrong, or its status and code.
func labVerdict(code int, b []byte) string {
	var v struct {
		OK   *bool  `json:"ok"`
		Code string `json:"code"`
	}
	json.Unmarshal(b, &v)
	switch {
	case code == http.StatusOK && v.OK != nil && *v.OK:
		return "ok"
	case code == http.StatusOK:
		return "wrong"
	}
	return fmt.Sprintf("%d %s", code, v.Code)
}
