package c4

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestBeyondExact solves a sample of every set with each lab step beyond the tutorial
// (each adding one technique) and with each technique of Fastest switched off alone:
// every score is exact, strong and weak (more lines with -long).
func TestBeyondExact(t *testing.T) {
	var configs []Step
	configs = append(configs, BeyondSteps...)
	for _, name := range BeyondNames {
		r := Fastest
		r.DeadStones = true
		r.Set(name, false)
		configs = append(configs, Step{Name: "without " + name, Refinements: r})
	}
	sample := map[string]int{"End-Easy": 100, "Middle-Easy": 100, "Middle-Medium": 500,
		"Begin-Easy": 100, "Begin-Medium": 1000, "Begin-Hard": 1000}
	if *long {
		sample = map[string]int{"End-Easy": 10, "Middle-Easy": 10, "Middle-Medium": 50,
			"Begin-Easy": 10, "Begin-Medium": 100, "Begin-Hard": 100}
	}
	for _, set := range sets {
		lines := every(readSet(t, set.file), sample[set.name])
		if set.name == "Begin-Hard" && !*long {
			lines = []line{deepest(lines, readSet(t, set.file))}
		}
		for _, cfg := range configs {
			t.Run(fmt.Sprintf("%s/%s", set.name, cfg.Name), func(t *testing.T) {
				s, err := New(cfg.Refinements, MinTableEntries)
				require.NoError(t, err)
				for _, l := range lines {
					solveExact(t, s, l, false)
					solveExact(t, s, l, true)
				}
			})
		}
	}
}

// TestFastestNoAllocs: the search beyond the tutorial allocates nothing on one core
// (lazy SMP allocates its helpers once a null-window pass, not a node).
func TestFastestNoAllocs(t *testing.T) {
	r := Fastest
	r.LazySMP = false
	r.DeadStones = true
	s, err := New(r, MinTableEntries)
	require.NoError(t, err)
	p, err := Parse("274552224131661")
	require.NoError(t, err)
	allocs := testing.AllocsPerRun(3, func() {
		s.Reset()
		_, _ = s.Solve(p, false)
	})
	require.Zero(t, allocs)
}

// TestOpeningsExact solves openings with Fastest on every core, strong and weak: a
// fifth of the positions after 8 moves (with -long: all of them, and those after 4).
func TestOpeningsExact(t *testing.T) {
	lines := every(readOpenings(t, 8), 5)
	if *long {
		lines = append(readOpenings(t, 8), readOpenings(t, 4)...)
	}
	s, err := New(Fastest, 0)
	require.NoError(t, err)
	for _, l := range lines {
		solveExact(t, s, l, false)
		solveExact(t, s, l, true)
	}
}
