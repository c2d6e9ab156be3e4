package main

import (
	"context"
	"fmt"
	"io"
	"maps"
	"net/http"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"text/tabwriter"
	"time"
)

// The heavy clients (-heavy N) run beside the classroom's, each in a closed loop: it
// asks for the next heavy request (a different one each time, never asked before:
// distinct seeds and positions), reads the whole answer, and on 429 waits as long as
// Retry-After says before its next. What a heavy client asks for, in turn:
//
//	trace-ttt-minimax  the whole tic-tac-toe game tree under minimax (549,946 nodes)
//	trace-c4-600k      a depth-42 connect-4 alpha-beta trace of 600,000 nodes
//	sweep              a depth sweep of 200 to 800 random trees (b=3, depths 1..5)
//	sheet-600dpi       a worksheet PNG at 600 dpi (35 million pixels)
//	graphviz-2047      a 2,047-node tree drawn by Graphviz (engine=graphviz)
//	png-full           a 2,047-node tree as PNG at full size (45,284 x 884 pixels)
//
// The targets, with the classroom's 100 clients: no 5xx anywhere; no light
// request refused (no 429) and their p99 under 300 ms; every heavy request served or
// refused with 429 and Retry-After within 100 ms; the server's RSS at most 512 MB at
// its peak and under 100 MB within 15 s after the load.
type heavyKind struct {
	name string
	path func(n uint64) string
}

var heavyKinds = []heavyKind{
	{"trace-ttt-minimax", func(n uint64) string {
		// the same game tree each time (the one tic-tac-toe has), its JSON forms in turn
		return "/api/trace?game=tictactoe&algo=" + []string{"minimax", "negamax"}[n%2] +
			"&max-nodes=600000&form=" + []string{"columns", "objects"}[n/2%2]
	}},
	{"trace-c4-600k", func(n uint64) string {
		return fmt.Sprintf("/api/trace?game=connect4&position=%d%d&algo=alphabeta&depth=42&max-nodes=600000&form=columns", 1+n%7, 1+n/7%7)
	}},
	{"sweep", func(n uint64) string {
		return fmt.Sprintf("/api/compare/sweep?b=3&depth=1..5&trees=%d&seed=%d", 200+n%7*100, n)
	}},
	{"sheet-600dpi", func(n uint64) string {
		return fmt.Sprintf("/api/worksheet?source=random&seed=%d&level=4&q=prune&format=png&dpi=600", n)
	}},
	{"graphviz-2047", func(n uint64) string {
		return fmt.Sprintf("/api/render?game=tree&position=random:b=2,d=10,seed=%d&algo=minimax&budget=4000&engine=graphviz", n)
	}},
	{"png-full", func(n uint64) string {
		return fmt.Sprintf("/api/render?game=tree&position=random:b=2,d=10,seed=%d&algo=minimax&budget=4000&format=png&width=full", n)
	}},
}

// Targets of the heavy clients and of the light requests beside them.
const (
	heavyRefusalLimit = 100 * time.Millisecond // a 429's latency
	lightP99Limit     = 300 * time.Millisecond
	heavyPeakRSS      = 512 << 20
	settledRSS        = 100 << 20
	settleWithin      = 15 * time.Second
)

// heavyResult is what one heavy kind got.
type heavyResult struct {
	served, refused []time.Duration // latencies of the 200s and of the 429s
	noRetryAfter    int             // 429s without Retry-After
	slowAt          []time.Duration // when the 429s slower than the limit were asked, from the load's start
	fiveXX, dropped int
	other           map[int]int // other statuses
	errors          []string
}

type heavyLoad struct {
	asks  []heavyKind // what the clients ask for, in turn
	mu    sync.Mutex
	kinds map[string]*heavyResult
	next  atomic.Uint64
	began time.Time // the load's start, set by run
	// wait waits d unless ctx ends first (nil: sleep; a test records the waits).
	wait func(ctx context.Context, d time.Duration) error
}

func newHeavyLoad(seed uint64, asks []heavyKind) *heavyLoad {
	h := &heavyLoad{asks: asks, kinds: map[string]*heavyResult{}}
	h.next.Store(seed << 24)
	return h
}

// run starts n heavy clients against base until end; it returns when they are done.
func (h *heavyLoad) run(ctx context.Context, base string, n int, end time.Time, timeout time.Duration) {
	client := &http.Client{
		Transport: &http.Transport{MaxIdleConnsPerHost: n, DisableCompression: true},
		Timeout:   timeout,
	}
	h.began = time.Now()
	var wg sync.WaitGroup
	for i := range n {
		wg.Go(func() {
			for k := i; time.Now().Before(end) && ctx.Err() == nil; k++ {
				kind := h.asks[k%len(h.asks)]
				wait := h.one(ctx, client, kind, base+kind.path(h.next.Add(1)))
				if wait > 0 {
					h.pause(ctx, min(wait, time.Until(end)))
				}
			}
		})
	}
	wg.Wait()
}

func (h *heavyLoad) pause(ctx context.Context, d time.Duration) error {
	if h.wait != nil {
		return h.wait(ctx, d)
	}
	return sleep(ctx, d)
}

// one asks for one heavy request and counts its answer; it returns how long to wait
// before the next (Retry-After after a 429).
func (h *heavyLoad) one(ctx context.Context, client *http.Client, kind heavyKind, u string) time.Duration {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return 0
	}
	req.Header.Set("Accept-Encoding", "gzip")
	start := time.Now()
	resp, err := client.Do(req)
	var status int
	var ra string
	if err == nil {
		_, err = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		status, ra = resp.StatusCode, resp.Header.Get("Retry-After")
	}
	took := time.Since(start)
	h.mu.Lock()
	defer h.mu.Unlock()
	r := h.kinds[kind.name]
	if r == nil {
		r = &heavyResult{other: map[int]int{}}
		h.kinds[kind.name] = r
	}
	switch {
	case err != nil:
		if ctx.Err() == nil {
			r.dropped++
			if len(r.errors) < 3 {
				r.errors = append(r.errors, err.Error())
			}
		}
	case status == http.StatusOK:
		r.served = append(r.served, took)
	case status == http.StatusTooManyRequests:
		r.refused = append(r.refused, took)
		if took >= heavyRefusalLimit {
			r.slowAt = append(r.slowAt, start.Sub(h.began))
		}
		if ra == "" {
			r.noRetryAfter++
		}
		return retryAfter(ra)
	case status >= 500:
		r.fiveXX++
		if len(r.errors) < 3 {
			r.errors = append(r.errors, fmt.Sprintf("%d %s", status, u))
		}
	default:
		r.other[status]++
	}
	return 0
}

// quantile is the q-quantile of ds (0 when empty), ds sorted in place.
func quantile(ds []time.Duration, q float64) time.Duration {
	if len(ds) == 0 {
		return 0
	}
	sort.Slice(ds, func(i, j int) bool { return ds[i] < ds[j] })
	return ds[min(int(q*float64(len(ds))), len(ds)-1)]
}

// write prints the heavy clients' table and checks their target.
func (h *heavyLoad) write(r *report, out io.Writer) {
	h.mu.Lock()
	defer h.mu.Unlock()
	fmt.Fprintln(out, "\nheavy clients (429: waited as Retry-After said, then the next heavy request):")
	tw := tabwriter.NewWriter(out, 0, 4, 2, ' ', tabwriter.AlignRight)
	fmt.Fprintln(tw, "heavy kind\t200\t200 p50 ms\t200 max ms\t429\t429 p99 ms\t429 max ms\tno Retry-After\t5xx\tdropped\tother\t")
	var slow, bare, total int
	var slowAt []time.Duration
	for _, name := range slices.Sorted(maps.Keys(h.kinds)) {
		k := h.kinds[name]
		other := ""
		for _, code := range slices.Sorted(maps.Keys(k.other)) {
			other += fmt.Sprintf("%d:%d ", code, k.other[code])
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\t%s\t%d\t%s\t%s\t%d\t%d\t%d\t%s\t\n", name, len(k.served),
			ms(quantile(k.served, .5)), ms(quantile(k.served, 1)), len(k.refused),
			ms(quantile(k.refused, .99)), ms(quantile(k.refused, 1)), k.noRetryAfter, k.fiveXX, k.dropped, strings.TrimSpace(other))
		slow += len(k.slowAt)
		slowAt = append(slowAt, k.slowAt...)
		bare += k.noRetryAfter
		total += len(k.served) + len(k.refused) + k.fiveXX + k.dropped
		for _, e := range k.errors {
			fmt.Fprintf(out, "  %s: %s\n", name, e)
		}
	}
	tw.Flush()
	if len(slowAt) > 0 {
		fmt.Fprintf(out, "429s slower than %s ms, asked at (s from the load's start): %s\n", ms(heavyRefusalLimit), secondsList(slowAt))
	}
	var fiveXX, dropped int
	for _, k := range h.kinds {
		fiveXX += k.fiveXX
		dropped += k.dropped
	}
	r.check(total > 0, "heavy requests asked (%d)", total)
	r.check(fiveXX == 0 && dropped == 0, "no heavy request answered 5xx or dropped (%d, %d)", fiveXX, dropped)
	r.check(slow == 0 && bare == 0, "every heavy request served, or refused 429 with Retry-After within %s ms (%d slower, %d without Retry-After)", ms(heavyRefusalLimit), slow, bare)
}

// checkLight checks the light requests beside the heavy ones: none refused (no 429,
// even one waited out), and their p99 over all classes.
func (r *report) checkLight(out io.Writer) {
	var all []time.Duration
	refused := 0
	for name, cr := range r.classes {
		refused += cr.waits + int(cr.metrics.StatusCodes["429"])
		all = append(all, r.latencies[name]...)
	}
	p99 := quantile(all, .99)
	fmt.Fprintf(out, "\nlight requests beside the heavy ones: %d, p50 %s ms, p99 %s ms, max %s ms\n",
		len(all), ms(quantile(all, .5)), ms(p99), ms(quantile(all, 1)))
	r.check(refused == 0, "no light request refused (429s, waited out or not: %d)", refused)
	r.check(p99 < lightP99Limit, "light requests p99 %s ms < %s ms", ms(p99), ms(lightP99Limit))
}

// checkSettled checks the server's memory with the heavy clients: its peak, and how
// soon after the load it was under settledRSS.
func (r *report) checkSettled(out io.Writer) {
	if !r.memKnown || len(r.mem) == 0 {
		return
	}
	var peak int64
	settled := time.Duration(-1)
	for _, s := range r.mem {
		peak = max(peak, s.server)
		if settled < 0 && !s.at.Before(r.loadEnded) && s.server < settledRSS {
			settled = s.at.Sub(r.loadEnded)
		}
	}
	r.check(peak <= heavyPeakRSS, "server RSS peak %s <= %s", mb(peak), mb(heavyPeakRSS))
	if settled < 0 {
		r.check(false, "server RSS under %s within %v after the load: not in the %v sampled", mb(settledRSS), settleWithin, r.c.idle)
		return
	}
	fmt.Fprintf(out, "server RSS under %s %v after the load ended\n", mb(settledRSS), settled.Round(time.Second))
	r.check(settled <= settleWithin, "server RSS under %s within %v after the load (%v)", mb(settledRSS), settleWithin, settled.Round(time.Second))
}

// secondsList writes the times ds (sorted in place) as seconds with one decimal, a
// repeated time once with its count: "0.0 ×10, 12.3".
func secondsList(ds []time.Duration) string {
	slices.Sort(ds)
	var parts []string
	for i := 0; i < len(ds); {
		s := fmt.Sprintf("%.1f", ds[i].Seconds())
		j := i + 1
		for j < len(ds) && fmt.Sprintf("%.1f", ds[j].Seconds()) == s {
			j++
		}
		if j-i > 1 {
			s += fmt.Sprintf(" ×%d", j-i)
		}
		parts = append(parts, s)
		i = j
	}
	return strings.Join(parts, ", ")
}
