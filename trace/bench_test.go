package trace_test

import (
	"testing"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

// benchmarkFullTicTacToe runs plain minimax over the whole tic-tac-toe game tree
// (549,946 nodes) and reports nodes per second and bytes allocated per node.
func benchmarkFullTicTacToe(b *testing.B, record bool) {
	g, err := games.New("tictactoe", "", games.Options{})
	if err != nil {
		b.Fatal(err)
	}
	opt := trace.Options{Algorithm: trace.Minimax, Record: record}
	b.ReportAllocs()
	var nodes int64
	var m0, m1 runtimeMem
	m0.read()
	b.ResetTimer()
	for b.Loop() {
		tr, err := trace.Search(g.(trace.Game), opt)
		if err != nil {
			b.Fatal(err)
		}
		nodes += tr.Stats.Nodes
	}
	b.StopTimer()
	m1.read()
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
	b.ReportMetric(float64(m1.bytes-m0.bytes)/float64(nodes), "B/node")
}

func BenchmarkFullTicTacToeRecordingOff(b *testing.B) { benchmarkFullTicTacToe(b, false) }
func BenchmarkFullTicTacToeRecordingOn(b *testing.B)  { benchmarkFullTicTacToe(b, true) }

// BenchmarkConnect4Solve solves a connect-4 middle game exactly.
func BenchmarkConnect4Solve(b *testing.B) {
	g, err := games.New("connect4", "5554224333234511764415115", games.Options{})
	if err != nil {
		b.Fatal(err)
	}
	opt := trace.Options{Algorithm: trace.NegamaxAlphaBeta, Order: true, TT: trace.TTBounds}
	var nodes int64
	for b.Loop() {
		tr, _ := trace.Search(g.(trace.Game), opt)
		nodes += tr.Stats.Nodes
	}
	b.ReportMetric(float64(nodes)/b.Elapsed().Seconds(), "nodes/s")
}
