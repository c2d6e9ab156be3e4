package workers

import (
	"context"
	"io"
	"sync/atomic"
	"testing"

	"github.com/prometheus/procfs"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

// BenchmarkWorkerTextbook renders the textbook tree's steps through a pool of one
// worker process (queue and round trip included); the worker's memory is its own,
// reported as its resident size at the end.
func BenchmarkWorkerTextbook(b *testing.B) {
	tr := tracetest.Search(b, "tree", textbook, trace.Options{})
	var dots [][]byte
	_ = render.EachStepDOT(tr, render.Options{}, func(_ int, dot []byte) error {
		dots = append(dots, dot)
		return nil
	})
	var pid atomic.Int64
	p := NewPool(PoolConfig{Workers: 1, Worker: WorkerConfig{MaxRenders: 1 << 30, Stderr: io.Discard},
		OnEvent: func(e procpool.Event) {
			if e.Kind == procpool.EventStart {
				pid.Store(int64(e.PID))
			}
		}})
	defer p.Close()
	ctx := context.Background()
	if err := p.Warm(ctx); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		if _, err := p.Render(ctx, dots[i%len(dots)], render.FormatSVG); err != nil {
			b.Fatal(err)
		}
	}
	b.StopTimer()
	if proc, err := procfs.NewProc(int(pid.Load())); err == nil {
		if st, err := proc.NewStatus(); err == nil {
			b.ReportMetric(float64(st.VmRSS)/(1<<20), "worker-RSS-MB")
		}
	}
}
