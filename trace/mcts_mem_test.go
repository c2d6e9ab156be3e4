package trace_test

import (
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/trace"
)

// mctsMemory records an mcts search of connect-4's empty board and an alpha-beta
// search of six times as many nodes, and returns both traces.
// liveMCTS and liveAB are the live heap each trace adds (see liveHeap).
func mctsMemory(t testing.TB, iterations int) (mcts, ab *trace.Trace, liveMCTS, liveAB int64) {
	g := mctsGame("connect4", "")(t)
	before := liveHeap()
	mcts = mctsSearch(t, g, trace.Options{Record: true, Iterations: iterations})
	mid := liveHeap()
	ab, err := trace.Search(g, trace.Options{Algorithm: trace.AlphaBeta, Depth: 42, MaxNodes: int64(6 * iterations), Record: true})
	require.NoError(t, err)
	after := liveHeap()
	return mcts, ab, int64(mid) - int64(before), int64(after) - int64(mid)
}

// TestMCTSRecordingMemory: a recorded mcts search of connect-4 holds no more memory
// than a recorded alpha-beta of six times as many nodes (the page's budgets:
// 100,000 iterations beside 600,000 nodes, under -long; 10,000 beside 60,000 by
// default). Measured (MemoryBytes; the live heap within 0.2 MB): 100,000 iterations
// 29.6 MB (99,061 nodes, 1.61 M steps) against 600,000 alpha-beta nodes 49.6 MB
// (1.75 M steps); 10,000 iterations 2.9 MB against 5.2 MB.
func TestMCTSRecordingMemory(t *testing.T) {
	iterations := 10_000
	if testsize.Long() {
		iterations = 100_000
	}
	mcts, ab, liveMCTS, liveAB := mctsMemory(t, iterations)
	t.Logf("connect-4: mcts %d iterations: %d nodes, %d steps, %.1f MB (%.1f MB live); alpha-beta: %d nodes, %d steps, %.1f MB (%.1f MB live)",
		iterations, mcts.NodeCount(), mcts.StepCount(), float64(mcts.MemoryBytes())/1e6, float64(liveMCTS)/1e6,
		ab.NodeCount(), ab.StepCount(), float64(ab.MemoryBytes())/1e6, float64(liveAB)/1e6)
	assert.LessOrEqual(t, mcts.MemoryBytes(), ab.MemoryBytes())
	assert.LessOrEqual(t, liveMCTS, liveAB)
	runtime.KeepAlive(ab)
	// stepping: the states after the last step, and UCB's index, built once
	st := mcts.States(mcts.StepCount() - 1)
	assert.Equal(t, iterations, st[0].Visits)
	for k := range mcts.StepCount() {
		if kind, _ := mcts.StepKindAt(k); kind == trace.StepSelect {
			assert.NotEmpty(t, mcts.UCB(k))
			break
		}
	}
}

// BenchmarkMCTSRecordingMemory reports the memory of a recorded 100,000-iteration mcts
// search of connect-4 and of a recorded 600,000-node alpha-beta.
func BenchmarkMCTSRecordingMemory(b *testing.B) {
	for b.Loop() {
		mcts, ab, liveMCTS, liveAB := mctsMemory(b, 100_000)
		b.ReportMetric(float64(liveMCTS)/1e6, "mcts-live-MB")
		b.ReportMetric(float64(liveAB)/1e6, "alphabeta-live-MB")
		b.ReportMetric(float64(mcts.MemoryBytes())/1e6, "mcts-MB")
		b.ReportMetric(float64(ab.MemoryBytes())/1e6, "alphabeta-MB")
		b.ReportMetric(float64(mcts.StepCount()), "mcts-steps")
		b.ReportMetric(float64(ab.StepCount()), "alphabeta-steps")
	}
}

// BenchmarkMCTSConnect4 runs 10,000 iterations on connect-4's empty board, recording
// off and on.
func BenchmarkMCTSConnect4(b *testing.B) {
	g := mctsGame("connect4", "")(b)
	for _, record := range []bool{false, true} {
		name := "off"
		if record {
			name = "on"
		}
		b.Run(name, func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				mctsSearch(b, g, trace.Options{Iterations: 10_000, Record: record})
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/10_000, "ns/iteration")
		})
	}
}
