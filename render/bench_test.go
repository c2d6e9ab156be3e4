package render

import (
	"context"
	"strconv"
	"testing"

	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

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

// pictureCases are the trees of BenchmarkPicture: complete binary trees searched by
// minimax, every node drawn.
var pictureCases = []struct {
	name  string
	depth int
}{{"255nodes", 7}, {"2047nodes", 10}}

// BenchmarkPicture draws a whole tree to SVG from its trace, as the command line does
// (layout and drawing included: this package's own). BenchmarkPictureGraphviz of
// package graphviz is the same through Graphviz.
func BenchmarkPicture(b *testing.B) {
	for _, c := range pictureCases {
		b.Run(c.name, func(b *testing.B) {
			tr := search(b, "tree", "random:branching=2,depth="+strconv.Itoa(c.depth)+",seed=1", trace.Options{})
			opt := Options{Step: Finished, Budget: 2100, Ratio: RatioFree} // free: unfolded for a slide
			ctx := context.Background()
			b.ReportAllocs()
			b.ResetTimer()
			var size int
			for i := 0; i < b.N; i++ {
				svg, err := Picture(ctx, nil, tr, opt, FormatSVG)
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
