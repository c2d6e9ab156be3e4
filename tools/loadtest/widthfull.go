package main

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"time"
)

// The width=full repro (-widthfull): -heavy clients (4 by default here) ask, each in a
// closed loop, for 2,047-node trees as PNG at full size (45,284 x 884 pixels, distinct
// seeds; on 429 they wait as Retry-After says), while one client asks for the textbook
// tree's SVG again and again, each time with a new title (a drawing not kept: about a
// millisecond of work; the search is kept), for -duration. Once four such PNGs, which
// took the drawing slots for seconds, made that SVG take 3.19 s. Target: its p99 < 50
// ms, every answer 200, the PNGs served or refused as the heavy clients' target says.

// widthFullSVGP99 is the target of the textbook SVG's p99 beside the large PNGs.
const widthFullSVGP99 = 50 * time.Millisecond

// textbookSVG is the picture the page draws first.
const textbookSVG = "/api/render?game=tree&position=textbook&algo=alphabeta"

func (c *config) runWidthFull(ctx context.Context, srv *server, out io.Writer) bool {
	clients := c.heavy
	if clients == 0 {
		clients = 4
	}
	smp := newSampler(srv.pid, time.Second)
	defer smp.stop()
	warm(ctx, srv.base, []string{"game=tree&position=textbook&algo=alphabeta"}, "")
	rep := newReport(c, time.Now())
	rep.out = out
	fmt.Fprintf(out, "width=full repro: %d clients asking for 45,284 x 884 PNGs, one asking for the textbook SVG, for %v against %s\n",
		clients, c.duration, srv.base)
	end := time.Now().Add(c.duration)
	h := newHeavyLoad(c.seed, []heavyKind{heavyKinds[len(heavyKinds)-1]})
	done := make(chan struct{})
	go func() {
		h.run(ctx, srv.base, clients, end, c.timeout)
		close(done)
	}()
	client := &http.Client{Timeout: c.timeout}
	var lat []time.Duration
	codes := map[int]int{}
	for n := 0; time.Now().Before(end) && ctx.Err() == nil; n++ {
		start := time.Now()
		req, _ := http.NewRequestWithContext(ctx, http.MethodGet, fmt.Sprintf("%s%s&title=slide+%d", srv.base, textbookSVG, n), nil)
		resp, err := client.Do(req)
		if err != nil {
			codes[0]++
			continue
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		lat = append(lat, time.Since(start))
		codes[resp.StatusCode]++
	}
	<-done
	rep.loadEnded = time.Now()
	smp.take()
	rep.mem, rep.memKnown = smp.samples(), srv.pid > 0
	h.write(rep, out)
	p99 := quantile(lat, .99)
	fmt.Fprintf(out, "\ntextbook SVG: %d requests, p50 %s ms, p99 %s ms, max %s ms, statuses %v\n",
		len(lat), ms(quantile(lat, .5)), ms(p99), ms(quantile(lat, 1)), codes)
	rep.check(codes[http.StatusOK] == len(lat) && codes[0] == 0, "every textbook SVG answered 200 (%v)", codes)
	rep.check(p99 < widthFullSVGP99, "textbook SVG p99 %s ms < %s ms", ms(p99), ms(widthFullSVGP99))
	if rep.memKnown && len(rep.mem) > 0 {
		var peak memSample
		for _, s := range rep.mem {
			if s.server > peak.server {
				peak = s
			}
		}
		fmt.Fprintf(out, "server RSS: start %s, peak %s\n", mb(rep.mem[0].server), mb(peak.server))
	}
	return rep.ok()
}
