package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"os"
	"regexp"
	"strings"
	"time"

	vegeta "github.com/tsenart/vegeta/v12/lib"
)

// load runs the load against srv, then the idle pause, and writes the report.
func (c *config) load(ctx context.Context, srv *server, out io.Writer) (*report, error) {
	assets := discoverAssets(ctx, srv.base)
	smp := newSampler(srv.pid, time.Second)
	defer smp.stop()
	if !c.soak {
		// "Cached renders" are cached: each is drawn once before the load.
		warm(ctx, srv.base, cachedRenders, c.render)
	}

	// the tool's own CPU without its children's (the server it started is one)
	serverCPU, ownCPU := cpuTime(srv.pid), statTimes(os.Getpid(), false)
	began := time.Now()
	end := began.Add(c.duration)
	atk := c.attacker(end)

	// A hard stop, whatever happens: the load's time, one answer's, and a margin.
	stopCtx, cancel := context.WithTimeout(ctx, c.duration+c.timeout+maxRetryAfter+time.Minute)
	defer cancel()
	go func() {
		<-stopCtx.Done()
		atk.Stop()
	}()

	rep := newReport(c, began)
	m := newMix(c, srv.base, assets)
	fmt.Fprintf(out, "%s: %d clients for %v against %s (seed %d)\n", c.mode(), c.clients, c.duration, srv.base, c.seed)
	heavyDone := make(chan struct{})
	if c.heavy > 0 {
		rep.heavy = newHeavyLoad(c.seed, heavyKinds)
		go func() {
			rep.heavy.run(stopCtx, srv.base, c.heavy, end, c.timeout)
			close(heavyDone)
		}()
	} else {
		close(heavyDone)
	}
	for res := range atk.Attack(m.targeter(), vegeta.Rate{}, c.duration, "load") {
		if res.Error == vegeta.ErrNoTargets.Error() {
			continue // -max-requests reached: the end of the load, not a request
		}
		rep.add(res)
	}
	<-heavyDone
	rep.loadEnded = time.Now()
	if serverCPU >= 0 {
		rep.serverCPU = cpuTime(srv.pid) - serverCPU
	}
	rep.ownCPU = statTimes(os.Getpid(), false) - ownCPU
	cancel()
	if c.idle > 0 {
		fmt.Fprintf(out, "load over after %v; idle for %v\n", rep.loadEnded.Sub(began).Round(time.Second), c.idle)
		sleep(ctx, c.idle)
	}
	smp.take()
	rep.mem = smp.samples()
	rep.memKnown = srv.pid > 0
	rep.workerEvents = workerEvents(srv.logPath, 0)
	rep.logPath = srv.logPath
	rep.write(out)
	return rep, nil
}

// attacker is the load's client: c.clients workers on connections kept open, each
// request within c.timeout and none started after end.
func (c *config) attacker(end time.Time) *vegeta.Attacker {
	client := &http.Client{
		Transport: &politeTransport{
			next: &http.Transport{
				MaxIdleConnsPerHost: c.clients,
				IdleConnTimeout:     90 * time.Second,
				DisableCompression:  true, // gzip is asked for (or not) by each request
			},
			end:     end,
			timeout: c.timeout,
		},
		CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse },
	}
	return vegeta.NewAttacker(vegeta.Client(client), vegeta.Workers(uint64(c.clients)),
		vegeta.MaxWorkers(uint64(c.clients)), vegeta.MaxBody(4096))
}

// mode says what load runs, for the report's first line.
func (c *config) mode() string {
	mode := "mixed load"
	if c.soak {
		mode = "soak: distinct renders of random b=3, d=5 trees (364 nodes)"
	}
	if c.render != "" {
		mode += ", drawings with " + c.render
	}
	if c.heavy > 0 {
		mode += fmt.Sprintf(", with %d heavy clients", c.heavy)
	}
	return mode
}

var (
	staticRef = regexp.MustCompile(`/static/[^"'\s<>()]+`)
	jsImport  = regexp.MustCompile(`(?:from|import)\s*\(?\s*['"]\./([^'"]+\.js)['"]`)
)

// discoverAssets reads the page for its static files, and the scripts for the modules
// they import, as a browser would load them.
func discoverAssets(ctx context.Context, base string) []string {
	page := fetch(ctx, base+"/")
	seen := map[string]bool{}
	var out []string
	queue := staticRef.FindAllString(page, -1)
	for len(queue) > 0 && len(out) < 100 {
		p := queue[0]
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		out = append(out, p)
		if strings.HasSuffix(p, ".js") {
			dir := p[:strings.LastIndexByte(p, '/')+1]
			for _, m := range jsImport.FindAllStringSubmatch(fetch(ctx, base+p), -1) {
				queue = append(queue, dir+m[1])
			}
		}
	}
	return out
}

// warm asks once for each render, waiting out a 429 as told.
func warm(ctx context.Context, base string, queries []string, extra string) {
	client := &http.Client{Transport: &politeTransport{next: http.DefaultTransport, end: time.Now().Add(time.Minute), timeout: time.Minute}}
	for _, q := range queries {
		if extra != "" {
			q += "&" + extra
		}
		req, err := http.NewRequestWithContext(ctx, http.MethodGet, base+"/api/render?"+q, nil)
		if err != nil {
			continue
		}
		if resp, err := client.Do(req); err == nil {
			io.Copy(io.Discard, resp.Body)
			resp.Body.Close()
		}
	}
}

func fetch(ctx context.Context, u string) string {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u, nil)
	if err != nil {
		return ""
	}
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		return ""
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(io.LimitReader(resp.Body, 4<<20))
	return string(b)
}
