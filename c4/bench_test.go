package c4

import (
	"cmp"
	"fmt"
	"runtime"
	"testing"
	"time"
)

// BenchmarkSolve solves the lines of each benchmark set in turn, strong, with the table
// cleared before each position (outside the time measured, as Pons measures): µs/pos
// is the mean wall-clock time of a solve, cpu-µs/pos its thread CPU time (Linux; it
// includes two clock calls, a fraction of a µs, and is what a loaded machine does not
// inflate), nodes/pos Pons' node count. Begin-Hard (seconds a position) is left out.
//
//	go test ./c4 -run '^$' -bench Solve -benchtime 1000x
func BenchmarkSolve(b *testing.B) {
	for _, set := range sets[:5] {
		b.Run(set.name, func(b *testing.B) {
			benchSolve(b, All, DefaultTableEntries, readSet(b, set.file), false)
		})
	}
}

// BenchmarkFastest is BenchmarkSolve with every technique beyond the tutorial, on one
// core and on every core (lazy SMP: nodes/pos counts every core's nodes, and
// cpu-µs/pos only the calling thread's).
//
//	go test ./c4 -run '^$' -bench Fastest -benchtime 1000x
func BenchmarkFastest(b *testing.B) {
	one := Fastest
	one.LazySMP = false
	for _, r := range []struct {
		name string
		ref  Refinements
	}{{"1core", one}, {"allcores", Fastest}} {
		for _, set := range sets[:5] {
			b.Run(r.name+"/"+set.name, func(b *testing.B) {
				benchSolve(b, r.ref, DefaultTableEntries, readSet(b, set.file), false)
			})
		}
	}
}

// BenchmarkSolveWeak is BenchmarkSolve for the weak solver (win, draw or loss).
func BenchmarkSolveWeak(b *testing.B) {
	for _, set := range sets[:5] {
		b.Run(set.name, func(b *testing.B) {
			benchSolve(b, All, DefaultTableEntries, readSet(b, set.file), true)
		})
	}
}

// BenchmarkTutorialSteps solves End-Easy and Middle-Easy with the refinements of each
// tutorial step that finishes them in reasonable time.
func BenchmarkTutorialSteps(b *testing.B) {
	for _, st := range TutorialSteps {
		for _, set := range sets[:2] {
			if set.name == "Middle-Easy" && st.Part < 7 {
				continue
			}
			b.Run(set.name+"/part"+itoa(st.Part), func(b *testing.B) {
				benchSolve(b, st.Refinements, st.TableEntries, readSet(b, set.file), false)
			})
		}
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func benchSolve(b *testing.B, r Refinements, entries int, lines []line, weak bool) {
	s, err := New(r, entries)
	if err != nil {
		b.Fatal(err)
	}
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	var took, cpu time.Duration
	var nodes int64
	n := 0
	b.ResetTimer()
	for i := 0; b.Loop(); i++ {
		l := lines[i%len(lines)]
		s.Reset()
		cpu0 := threadCPU()
		start := time.Now()
		got, err := s.Solve(l.pos, weak)
		took += time.Since(start)
		cpu += threadCPU() - cpu0
		if err != nil || (!weak && got != l.score) || (weak && got != cmp.Compare(l.score, 0)) {
			b.Fatalf("%s: got %d, want %d (%v)", l.moves, got, l.score, err)
		}
		nodes += s.Nodes()
		n++
	}
	b.ReportMetric(float64(took.Nanoseconds())/1e3/float64(n), "µs/pos")
	b.ReportMetric(float64(nodes)/float64(n), "nodes/pos")
	b.ReportMetric(float64(nodes)/took.Seconds(), "nodes/s")
	if cpu > 0 {
		b.ReportMetric(float64(cpu.Nanoseconds())/1e3/float64(n), "cpu-µs/pos")
	}
}

// BenchmarkOpenings solves the opening samples of testdata/connect4 (positions after 2,
// 4, 6 and 8 random moves, a position and its mirror image once) with Fastest on every
// core, weak and strong, the table cleared before each: the measure of the
// solver past the tutorial (/work/measure/i30/sbs.sh puts the same lines side by side
// with Steininger's c4). Minutes: run it alone.
//
//	go test ./c4 -run '^$' -bench Openings -benchtime 1x -timeout 60m
func BenchmarkOpenings(b *testing.B) {
	for _, n := range []int{8, 6, 4, 2} {
		lines := readOpenings(b, n)
		for _, weak := range []bool{true, false} {
			name := fmt.Sprintf("after%d/strong", n)
			if weak {
				name = fmt.Sprintf("after%d/weak", n)
			}
			b.Run(name, func(b *testing.B) {
				benchAll(b, Fastest, 0, lines, weak)
			})
		}
	}
}

// BenchmarkEmptyBoard solves the empty board with Fastest on one core and on two,
// weak and strong (the first player wins with its last stone but one: score 1).
//
//	go test ./c4 -run '^$' -bench EmptyBoard -benchtime 1x -timeout 30m
func BenchmarkEmptyBoard(b *testing.B) {
	lines := []line{{moves: "", score: 1}}
	for _, threads := range []int{1, 2} {
		for _, weak := range []bool{true, false} {
			name := "strong"
			if weak {
				name = "weak"
			}
			b.Run(fmt.Sprintf("%dthreads/%s", threads, name), func(b *testing.B) {
				benchAll(b, Fastest, threads, lines, weak)
			})
		}
	}
}

// benchAll solves every line once an iteration on threads cores (0: every core),
// checking each score, and reports the mean wall-clock time and nodes of a position.
func benchAll(b *testing.B, r Refinements, threads int, lines []line, weak bool) {
	s, err := New(r, DefaultTableEntries)
	if err != nil {
		b.Fatal(err)
	}
	if threads > 0 {
		s.SetThreads(threads)
	}
	var took time.Duration
	var nodes int64
	n := 0
	for b.Loop() {
		for _, l := range lines {
			s.Reset()
			start := time.Now()
			got, err := s.Solve(l.pos, weak)
			took += time.Since(start)
			want := l.score
			if weak {
				want = cmp.Compare(want, 0)
			}
			if err != nil || got != want {
				b.Fatalf("%q: got %d, want %d (%v)", l.moves, got, want, err)
			}
			nodes += s.Nodes()
			n++
		}
	}
	b.ReportMetric(took.Seconds()/float64(n), "s/pos")
	b.ReportMetric(float64(nodes)/float64(n), "nodes/pos")
}
