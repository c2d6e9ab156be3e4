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

// BenchmarkPagePNG: the same page drawn as PNG at 144 dpi.
func BenchmarkPagePNG(b *testing.B) {
	exs := benchExercises(b, 3)
	svg, _, err := Page(exs, Solution, Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Rasterize(svg, 0); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExercises: making six level 5 exercises (their searches).
func BenchmarkExercises(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		benchExercises(b, 5)
	}
}

// BenchmarkPagePDF: the same page written as PDF.
func BenchmarkPagePDF(b *testing.B) {
	exs := benchExercises(b, 3)
	svg, _, err := Page(exs, Solution, Options{})
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := Encode(svg, PDF, 0); err != nil {
			b.Fatal(err)
		}
	}
}
