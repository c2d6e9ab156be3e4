package graphviz

import (
	"context"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

// rss is this process's resident memory in bytes (0 where /proc has none).
func rss() int64 {
	data, err := os.ReadFile("/proc/self/statm")
	if err != nil {
		return 0
	}
	f := strings.Fields(string(data))
	if len(f) < 2 {
		return 0
	}
	pages, _ := strconv.ParseInt(f[1], 10, 64)
	return pages * int64(os.Getpagesize())
}

// warm is a renderer with Graphviz started, so the first render does not pay for it.
func warm(b *testing.B) *InProcess {
	r := &InProcess{}
	if err := r.Warm(context.Background()); err != nil {
		b.Fatal(err)
	}
	return r
}

// BenchmarkTextbookEveryStepSVG has Graphviz draw every step of the textbook tree:
// time and memory per render (go-graphviz keeps some of every render: rss-B/render).
func BenchmarkTextbookEveryStepSVG(b *testing.B) {
	tr := tracetest.Search(b, "tree", "((3,5),(2,9),(0,7))", trace.Options{})
	var dots [][]byte
	_ = render.EachStepDOT(tr, render.Options{}, func(_ int, dot []byte) error {
		dots = append(dots, dot)
		return nil
	})
	r := warm(b)
	b.ReportAllocs()
	b.ResetTimer()
	before := rss()
	for i := 0; i < b.N; i++ {
		if _, err := r.Render(context.Background(), dots[i%len(dots)], render.FormatSVG); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	b.ReportMetric(float64(rss()-before)/float64(b.N), "rss-B/render")
	b.ReportMetric(float64(len(dots)), "steps")
}

// BenchmarkPictureGraphviz is render's BenchmarkPicture through Graphviz: complete
// binary trees searched by minimax, every node drawn, their DOT laid out and drawn by
// go-graphviz in this process.
func BenchmarkPictureGraphviz(b *testing.B) {
	for _, c := range []struct {
		name  string
		depth int
	}{{"255nodes", 7}, {"2047nodes", 10}} {
		b.Run(c.name, func(b *testing.B) {
			tr := tracetest.Search(b, "tree", "random:branching=2,depth="+strconv.Itoa(c.depth)+",seed=1", trace.Options{})
			opt := render.Options{Step: render.Finished, Budget: 2100, Engine: render.EngineGraphviz}
			r := warm(b)
			b.ReportAllocs()
			b.ResetTimer()
			before := rss()
			var size int
			for i := 0; i < b.N; i++ {
				svg, err := render.Picture(context.Background(), r, tr, opt, render.FormatSVG)
				if err != nil {
					b.Fatal(err)
				}
				size = len(svg)
			}
			b.StopTimer()
			b.ReportMetric(float64(rss()-before)/float64(b.N), "rss-B/render")
			b.ReportMetric(float64(tr.NodeCount()), "nodes")
			b.ReportMetric(float64(size), "SVG-bytes")
		})
	}
}
