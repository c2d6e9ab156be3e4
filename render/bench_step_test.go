package render

import (
	"context"
	"testing"

	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

// BenchmarkStepPicture draws a middle step of a 2,047-node search (a random binary
// tree of depth 10) as the server and the command line do by default: the SVG, and
// the PNG drawn from it.
func BenchmarkStepPicture(b *testing.B) {
	tr := tracetest.Search(b, "tree", "random:branching=2,depth=10,seed=1", trace.Options{})
	opt := Options{Step: tr.StepCount() / 2}
	ctx := context.Background()
	for _, f := range []Format{FormatSVG, FormatPNG} {
		b.Run(string(f), func(b *testing.B) {
			b.ReportAllocs()
			for i := 0; i < b.N; i++ {
				if _, err := Picture(ctx, nil, tr, opt, f); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
