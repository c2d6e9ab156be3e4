package lab

import (
	"testing"

	"github.com/gametree/gametree/games"
)

// The course's F (seed 002's evaluation, examples/connect4_course: its evaluate, the
// same in both languages) on the same 1,000 random connect-4 positions, in Starlark
// and in JavaScript: one op is one evaluation, through Local.Evaluate as a search
// calls it.
//
//	go test ./lab -run '^$' -bench 'EvalCourse' -benchmem
func benchmarkEvalCourse(b *testing.B, lang Lang) {
	ev := Local{loadExampleLang(b, lang, "connect4_course", KindEval)}
	pos := randomPositions("connect4", 1000, 9)
	boards := make([][]string, len(pos))
	sides := make([]string, len(pos))
	for i, g := range pos {
		boards[i], sides[i] = g.(games.Drawable).Board(), sideToMove(g)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := ev.Evaluate(boards[i%len(pos)], sides[i%len(pos)]); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "positions/s")
}

func BenchmarkEvalCourseStarlark(b *testing.B) { benchmarkEvalCourse(b, Starlark) }

func BenchmarkEvalCourseJS(b *testing.B) { benchmarkEvalCourse(b, JavaScript) }
