package sandbox

import (
	"context"
	"testing"
	"time"

	"github.com/gametree/gametree/lab"
)

// BenchmarkSessionEvaluate is one evaluate(board, player) of a student's code in a
// worker: the round trip a search pays at every node it evaluates.
func BenchmarkSessionEvaluate(b *testing.B) {
	p := NewPool(Config{Workers: 1})
	defer p.Close()
	s := p.NewSession(context.Background(), lab.KindEval, lab.Starlark, okEval, Budget{Steps: 1 << 60, Time: time.Hour})
	board := []string{"...", "...", "..."}
	if _, err := s.Evaluate(board, "X"); err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := s.Evaluate(board, "X"); err != nil {
			b.Fatal(err)
		}
	}
}
