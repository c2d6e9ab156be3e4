package workers

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

// BenchmarkWorkerTextbook renders through a worker process (round trip included);
// the worker's memory is its own, reported as its resident size at the end.
func BenchmarkWorkerTextbook(b *testing.B) {
	tr := tracetest.Search(b, "tree", textbook, trace.Options{})
	var dots [][]byte
	_ = render.EachStepDOT(tr, render.Options{}, func(_ int, dot []byte) error {
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
		if _, err := w.Render(ctx, dots[i%len(dots)], render.FormatSVG); err != nil {
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
