package render

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

// rss is this process's resident memory in bytes (0 when unknown).
func rss() int64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	return parseVmRSS(data)
}

// BenchmarkTextbookEveryStepSVG renders every step of the textbook tree as SVG in
// this process: time and memory per render.
func BenchmarkTextbookEveryStepSVG(b *testing.B) {
	tr := search(b, "tree", textbook, trace.Options{})
	var dots [][]byte
	_ = EachStepDOT(tr, Options{}, func(_ int, dot []byte) error {
		dots = append(dots, dot)
		return nil
	})
	r := &InProcess{}
	ctx := context.Background()
	if err := r.Warm(ctx); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	before := rss()
	for i := 0; i < b.N; i++ {
		if _, err := r.Render(ctx, dots[i%len(dots)], FormatSVG); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(rss()-before)/float64(b.N), "rss-B/render")
	b.ReportMetric(float64(len(dots)), "steps")
}

// BenchmarkTextbookEveryStepDOT makes the DOT text of every step (no Graphviz).
func BenchmarkTextbookEveryStepDOT(b *testing.B) {
	tr := search(b, "tree", textbook, trace.Options{})
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		_ = EachStepDOT(tr, Options{}, func(int, []byte) error { return nil })
	}
}

// big2000 is a trace of 2,047 nodes (a random binary tree of depth 10), all drawn.
func big2000(b *testing.B) (*trace.Trace, Options) {
	tr := search(b, "tree", "random:branching=2,depth=10,seed=1", trace.Options{})
	return tr, Options{Step: Finished, Budget: 2100}
}

func Benchmark2000NodesDOT(b *testing.B) {
	tr, opt := big2000(b)
	b.ReportAllocs()
	var size int
	for i := 0; i < b.N; i++ {
		size = len(DOT(tr, opt))
	}
	b.ReportMetric(float64(len(tracetest.Nodes(tr))), "nodes")
	b.ReportMetric(float64(size), "DOT-bytes")
}

func Benchmark2000NodesSVG(b *testing.B) {
	tr, opt := big2000(b)
	dot := DOT(tr, opt)
	r := &InProcess{}
	ctx := context.Background()
	if err := r.Warm(ctx); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	before := rss()
	var size int
	for i := 0; i < b.N; i++ {
		svg, err := r.Render(ctx, dot, FormatSVG)
		if err != nil {
			b.Fatal(err)
		}
		size = len(svg)
	}
	b.StopTimer()
	b.ReportMetric(float64(rss()-before)/float64(b.N), "rss-B/render")
	b.ReportMetric(float64(size), "SVG-bytes")
}

func Benchmark2000NodesPNG(b *testing.B) {
	tr, opt := big2000(b)
	svg, err := (&InProcess{}).Render(context.Background(), DOT(tr, opt), FormatSVG)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	var size int
	for i := 0; i < b.N; i++ {
		png, err := Rasterize(svg, 0)
		if err != nil {
			b.Fatal(err)
		}
		size = len(png)
	}
	b.ReportMetric(float64(size), "PNG-bytes")
}

// BenchmarkWorkerTextbook renders through a worker process (round trip included);
// the worker's memory is its own, reported as its resident size at the end.
func BenchmarkWorkerTextbook(b *testing.B) {
	tr := search(b, "tree", textbook, trace.Options{})
	var dots [][]byte
	_ = EachStepDOT(tr, Options{}, func(_ int, dot []byte) error {
		dots = append(dots, dot)
		return nil
	})
	w := NewWorker(WorkerConfig{MaxRenders: 1 << 30})
	defer w.Close()
	ctx := context.Background()
	if err := w.Warm(ctx); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := w.Render(ctx, dots[i%len(dots)], FormatSVG); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if pid := w.Stats().PID; pid != 0 {
		if data, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status"); err == nil && strings.Contains(string(data), "VmRSS") {
			b.ReportMetric(float64(parseVmRSS(data))/(1<<20), "worker-RSS-MB")
		}
	}
}
