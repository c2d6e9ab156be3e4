package exercise

import (
	"testing"

	"github.com/gametree/gametree/msg"
)

// BenchmarkNew makes the largest random exercise (level 5, 121 nodes, alpha-beta).
func BenchmarkNew(b *testing.B) {
	for b.Loop() {
		if _, err := New(Spec{Level: 5, Seed: 3, Q: Window}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkGrade grades a level 5 window answer with every α wrong (one sentence per
// visited inner node).
func BenchmarkGrade(b *testing.B) {
	e, err := New(Spec{Level: 5, Seed: 3, Q: Window})
	if err != nil {
		b.Fatal(err)
	}
	a := e.Solution()
	for k := range a.Alpha {
		a.Alpha[k]++
	}
	b.ResetTimer()
	for b.Loop() {
		if _, err := e.Grade(a, msg.ES); err != nil {
			b.Fatal(err)
		}
	}
}
