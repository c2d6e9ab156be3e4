package render

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/gametree/gametree/render/svgconv"
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

// Benchmark2000NodesSVG lays out and draws the DOT of 2,047 nodes with go-graphviz.
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

// Benchmark2000NodesPNG rasterises the SVG of 2,047 nodes (drawn once, before).
func Benchmark2000NodesPNG(b *testing.B) {
	tr, opt := big2000(b)
	svg := DrawSVG(tr, opt)
	b.ReportAllocs()
	b.ResetTimer()
	var size int
	for i := 0; i < b.N; i++ {
		png, err := svgconv.Rasterize(svg, 0)
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

// pictureCases are the trees of BenchmarkPicture: complete binary trees searched by
// minimax, every node drawn.
var pictureCases = []struct {
	name  string
	depth int
}{{"255nodes", 7}, {"2047nodes", 10}}

// BenchmarkPicture draws a whole tree to SVG from its trace, as the command line does
// (layout and drawing included: this package's own).
func BenchmarkPicture(b *testing.B) {
	benchPicture(b, func(ctx context.Context, r Renderer, tr *trace.Trace, opt Options) ([]byte, error) {
		return Picture(ctx, r, tr, opt, FormatSVG)
	})
}

// BenchmarkPictureGraphviz is BenchmarkPicture through Graphviz: the DOT laid out and
// drawn by go-graphviz in this process (the way before the project's own layout).
func BenchmarkPictureGraphviz(b *testing.B) {
	benchPicture(b, func(ctx context.Context, r Renderer, tr *trace.Trace, opt Options) ([]byte, error) {
		return r.Render(ctx, DOT(tr, opt), FormatSVG)
	})
}

func benchPicture(b *testing.B, draw func(context.Context, Renderer, *trace.Trace, Options) ([]byte, error)) {
	for _, c := range pictureCases {
		b.Run(c.name, func(b *testing.B) {
			tr := search(b, "tree", "random:branching=2,depth="+strconv.Itoa(c.depth)+",seed=1", trace.Options{})
			opt := Options{Step: Finished, Budget: 2100}
			r := &InProcess{}
			ctx := context.Background()
			if err := r.Warm(ctx); err != nil {
				b.Fatal(err)
			}
			b.ReportAllocs()
			b.ResetTimer()
			var size int
			for i := 0; i < b.N; i++ {
				svg, err := draw(ctx, r, tr, opt)
				if err != nil {
					b.Fatal(err)
				}
				size = len(svg)
			}
			b.ReportMetric(float64(tr.NodeCount()), "nodes")
			b.ReportMetric(float64(size), "SVG-bytes")
		})
	}
}

// BenchmarkLayout lays out complete trees of 1,023 to 87,381 nodes, all drawn: the
// time per node stays flat (linear time).
func BenchmarkLayout(b *testing.B) {
	for _, pos := range []string{"branching=2,depth=9", "branching=2,depth=12", "branching=4,depth=8"} {
		tr := search(b, "tree", "random:"+pos+",seed=1", trace.Options{Algorithm: trace.Minimax})
		p := newPlan(tr, Options{Step: Finished, Budget: tr.NodeCount() + 1})
		b.Run(strconv.Itoa(tr.NodeCount())+"nodes", func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				p.sc = nil
				p.scene()
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(tr.NodeCount()), "ns/node")
		})
	}
}
