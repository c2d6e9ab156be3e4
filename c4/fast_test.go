package c4

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
)

// TestBeyondExact solves a sample of every set with each lab step beyond the tutorial
// (each adding one technique) and with each technique of Fastest switched off alone:
// every score is exact, strong and weak (beyondLines says which lines).
func TestBeyondExact(t *testing.T) {
	t.Parallel()
	var configs []Step
	configs = append(configs, BeyondSteps...)
	for _, name := range BeyondNames {
		r := Fastest
		r.DeadStones = true
		r.Set(name, false)
		configs = append(configs, Step{Name: "without " + name, Refinements: r})
	}
	for _, set := range sets {
		lines := beyondLines(set.name, readSet(t, set.file))
		for _, cfg := range configs {
			t.Run(fmt.Sprintf("%s/%s", set.name, cfg.Name), func(t *testing.T) {
				t.Parallel()
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

// beyondLines is the lines of a set TestBeyondExact solves. By default a few of each
// easy set, and one chosen line of each slow one: searches of thousands to a few
// hundred thousand nodes, where every technique acts. With -long every 100th line
// (Middle-Medium every 500th, Begin-Medium its first, Begin-Hard its deepest: the
// quickest); with -exhaustive ten times more.
func beyondLines(set string, all []line) []line {
	strides := map[string]stride{"End-Easy": {250, 100, 10}, "Middle-Easy": {250, 100, 10},
		"Middle-Medium": {1000, 500, 50}, "Begin-Easy": {250, 100, 10},
		"Begin-Medium": {1000, 1000, 100}, "Begin-Hard": {1000, 1000, 100}}
	chosen := map[string]int{"Middle-Medium": 50, "Begin-Medium": 350, "Begin-Hard": 880}
	switch {
	case testsize.Exhaustive():
	case testsize.Long():
		if set == "Begin-Hard" {
			return []line{deepest(all[:1], all)}
		}
	default:
		if i, ok := chosen[set]; ok {
			return []line{all[i]}
		}
	}
	return strides[set].of(all)
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

// TestOpeningsExact solves openings with Fastest on every core, strong and weak: by
// default one position after 8 moves (1.4 million nodes: a big solve, which steps out
// from 0), with -long every 5th, with -exhaustive all of them and those after 4.
func TestOpeningsExact(t *testing.T) {
	t.Parallel()
	all := readOpenings(t, 8)
	lines := []line{all[25]}
	switch {
	case testsize.Exhaustive():
		lines = append(all, readOpenings(t, 4)...)
	case testsize.Long():
		lines = every(all, 5)
	}
	s, err := New(Fastest, 0)
	require.NoError(t, err)
	for _, l := range lines {
		solveExact(t, s, l, false)
		solveExact(t, s, l, true)
	}
}
