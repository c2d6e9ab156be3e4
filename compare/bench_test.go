package compare

import (
	"context"
	"testing"

	"github.com/gametree/gametree/trace"
)

// BenchmarkSweepDefault is the page's default sweep: b=3, depths 1..6, 200 random
// trees, the default algorithms.
func BenchmarkSweepDefault(b *testing.B) {
	algos, err := ParseAlgos(DefaultAlgos)
	if err != nil {
		b.Fatal(err)
	}
	sp := SweepSpec{Problem: trace.Params{Game: "tree"}, From: 1, To: 6, Branching: 3, Ordering: "random", Trees: 200, Seed: 1, Algos: algos}
	var nodes float64
	for b.Loop() {
		res, err := Sweep(context.Background(), sp)
		if err != nil {
			b.Fatal(err)
		}
		for _, s := range res.Series {
			for _, n := range s.Nodes {
				nodes += *n * float64(sp.Trees)
			}
		}
	}
	b.ReportMetric(nodes/float64(b.N), "nodes/op")
}

// BenchmarkRunTicTacToe compares the default algorithms on a tic-tac-toe opening.
func BenchmarkRunTicTacToe(b *testing.B) {
	algos, err := ParseAlgos(DefaultAlgos)
	if err != nil {
		b.Fatal(err)
	}
	p := trace.Params{Game: "tictactoe", Position: "X...O...."}
	for b.Loop() {
		if _, err := Run(context.Background(), trace.Makers{}, p, algos, nil); err != nil {
			b.Fatal(err)
		}
	}
}
