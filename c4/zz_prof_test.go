package c4

import "testing"

func BenchmarkZZOpen4(b *testing.B) {
	lines := readOpenings(b, 4)[:4]
	benchAll(b, Fastest, 1, lines, false)
}
