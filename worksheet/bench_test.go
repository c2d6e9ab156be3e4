package worksheet

import (
	"testing"

	"github.com/gametree/gametree/exercise"
)

func benchExercises(b *testing.B, level int) []*exercise.Exercise {
	b.Helper()
	exs, err := Exercises(exercise.Spec{Seed: 1, Level: level}, PageSize)
	if err != nil {
		b.Fatal(err)
	}
	return exs
}

// BenchmarkPage: a six-exercise page as SVG (the exercises made beforehand).
func BenchmarkPage(b *testing.B) {
	exs := benchExercises(b, 3)
	b.ReportAllocs()
	for b.Loop() {
		if _, _, err := Page(exs, Solution, Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPageEncode: the same page written as PNG at 144 dpi and as PDF.
func BenchmarkPageEncode(b *testing.B) {
	exs := benchExercises(b, 3)
	svg, _, err := Page(exs, Solution, Options{})
	if err != nil {
		b.Fatal(err)
	}
	for _, f := range []Format{PNG, PDF} {
		b.Run(string(f), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if _, err := Encode(svg, f, 0); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkExercises: making six level 5 exercises (their searches).
func BenchmarkExercises(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		benchExercises(b, 5)
	}
}
