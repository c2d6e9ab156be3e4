package c4

import (
	"errors"
	"testing"
	"time"

	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/msg"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newAll(t testing.TB) *Solver {
	t.Helper()
	s, err := New(All, MinTableEntries)
	require.NoError(t, err)
	return s
}

// TestSolveExact solves End-Easy and Middle-Easy exactly: every 100th line, every
// 20th with -long, all of them with -exhaustive.
func TestSolveExact(t *testing.T) {
	t.Parallel()
	s := newAll(t)
	for _, set := range sets[:2] {
		t.Run(set.name, func(t *testing.T) {
			for _, l := range (stride{100, 20, 1}).of(readSet(t, set.file)) {
				solveExact(t, s, l, false)
			}
		})
	}
}

// TestSolveWeak gives the right sign on a sample of each of the six sets (fewer lines
// of the slow sets, of Begin-Hard its deepest; ten times more with -exhaustive).
func TestSolveWeak(t *testing.T) {
	t.Parallel()
	s := newAll(t)
	sample := map[string]int{"End-Easy": 50, "Middle-Easy": 50, "Middle-Medium": 100,
		"Begin-Easy": 50, "Begin-Medium": 250, "Begin-Hard": 1000}
	for _, set := range sets {
		t.Run(set.name, func(t *testing.T) {
			all := readSet(t, set.file)
			k := sample[set.name]
			lines := stride{k, k, max(1, k/10)}.of(all)
			if set.name == "Begin-Hard" && !testsize.Exhaustive() {
				lines = []line{deepest(lines, all)}
			}
			for _, l := range lines {
				solveExact(t, s, l, true)
			}
		})
	}
}

// deepest is the line with the most moves played (the quickest to solve), or the
// first of sample if none has more.
func deepest(sample, all []line) line {
	best := sample[0]
	for _, l := range all {
		if l.pos.Moves > best.pos.Moves {
			best = l
		}
	}
	return best
}

// TestFullAgreesWithSteps checks that the dedicated search (negamaxFull) and the
// switch-reading one with every switch on return the same scores and nodes.
func TestFullAgreesWithSteps(t *testing.T) {
	t.Parallel()
	lines := every(readSet(t, "Test_L2_R1"), 25)
	full := newAll(t)
	steps := newAll(t)
	for _, l := range lines {
		full.Reset()
		steps.Reset()
		a := full.solve(l.pos, false)
		b := steps.solveWith(l.pos, false, true)
		require.Equal(t, a, b, l.moves)
		require.Equal(t, full.Nodes(), steps.Nodes(), l.moves)
	}
}

// TestAnalyze gives every column's score: the best column's is the position's score,
// a full column has none, a winning column wins at once.
func TestAnalyze(t *testing.T) {
	t.Parallel()
	s := newAll(t)
	for _, l := range (stride{200, 50, 50}).of(readSet(t, "Test_L3_R1")) {
		s.Reset()
		scores, ok, err := s.Analyze(l.pos, false)
		require.NoError(t, err)
		best := -100
		for c := 0; c < Width; c++ {
			require.Equal(t, l.pos.CanPlay(c), ok[c])
			if ok[c] {
				best = max(best, scores[c])
			}
		}
		require.Equal(t, l.score, best, l.moves)
	}
	// A column that wins at once: the first player's 4th stone, 22-4. The other
	// columns take part 12 seconds: by default Fastest solves them.
	if !testsize.Long() {
		var err error
		s, err = New(Fastest, MinTableEntries)
		require.NoError(t, err)
	}
	p, err := Parse("112233")
	require.NoError(t, err)
	scores, ok, err := s.Analyze(p, false)
	require.NoError(t, err)
	assert.True(t, ok[3])
	assert.Equal(t, 18, scores[3])
}

// TestEmptyBoard solves the empty board column by column with the default table
// (-exhaustive only): 9.7 billion nodes, measured at 26 minutes on a loaded 2-core
// machine (about 14 minutes of CPU at 11-12 M nodes/s), the centre column the longest.
func TestEmptyBoard(t *testing.T) {
	testsize.SkipUnlessExhaustive(t, "about 15-25 minutes (with -timeout 60m)")
	s, err := New(All, DefaultTableEntries)
	require.NoError(t, err)
	var scores [Width]int
	start := time.Now()
	for _, c := range centreFirst { // the centre first: the quickest to prove
		p := Position{}
		p.Play(c)
		colStart, before := time.Now(), s.Nodes()
		v, err := s.Solve(p, false)
		require.NoError(t, err)
		scores[c] = -v
		t.Logf("column %d: %d in %v, %d nodes", c+1, -v, time.Since(colStart).Round(time.Millisecond), s.Nodes()-before)
	}
	assert.Equal(t, [Width]int{-2, -1, 0, 1, 0, -1, -2}, scores)
	t.Logf("empty board: %v in %v, %d nodes", scores, time.Since(start).Round(time.Millisecond), s.Nodes())
}

// TestFinished scores a finished position as package games does, without a node.
func TestFinished(t *testing.T) {
	t.Parallel()
	s := newAll(t)
	for _, tc := range []struct {
		moves string
		score int
	}{
		{"1212121", -18},  // the first player wins with its 4th stone
		{"12123232", -18}, // the second player wins with its 4th stone
		{"2121212", -18},
	} {
		p, err := Parse(tc.moves)
		require.NoError(t, err)
		got, err := s.Solve(p, false)
		require.NoError(t, err)
		assert.Equal(t, tc.score, got, tc.moves)
	}
	assert.Zero(t, s.Nodes())
}

// TestLimits stops a long search with a coded error.
func TestLimits(t *testing.T) {
	t.Parallel()
	s := newAll(t)
	s.SetLimits(1000, 0)
	_, err := s.Solve(Position{}, false)
	require.Error(t, err)
	assert.True(t, errors.Is(err, ErrStopped))
	c, ok := msg.Find(err)
	require.True(t, ok)
	assert.Equal(t, "c4.stopped_nodes", c.Code())
	assert.Equal(t, int64(1000), s.Nodes())

	s.Reset()
	s.SetLimits(0, 20*time.Millisecond)
	_, err = s.Solve(Position{}, false)
	assert.ErrorIs(t, err, ErrStopped)
}

// TestRefinementsCheck refuses the combinations the search cannot run.
func TestRefinementsCheck(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		r    Refinements
		code string
	}{
		{All, ""},
		{Refinements{}, ""},
		{Refinements{Table: true}, "c4.needs_alphabeta"},
		{Refinements{NullWindow: true}, "c4.needs_alphabeta"},
		{Refinements{AlphaBeta: true, LowerBounds: true}, "c4.needs_table"},
	} {
		_, err := New(tc.r, 0)
		if tc.code == "" {
			assert.NoError(t, err)
			continue
		}
		c, ok := msg.Find(err)
		require.True(t, ok, "%+v", tc.r)
		assert.Equal(t, tc.code, c.Code())
	}
}

// TestNoAllocs: a search allocates nothing. Not parallel: it counts the process's
// allocations.
func TestNoAllocs(t *testing.T) {
	s := newAll(t)
	p, err := Parse("52753311433677442422121")
	require.NoError(t, err)
	allocs := testing.AllocsPerRun(5, func() {
		s.Reset()
		_, _ = s.Solve(p, false)
	})
	assert.Zero(t, allocs)
}

// TestLab runs the steps one by one on a position: every finished step has the exact
// score, and the nodes fall from plain negamax to the last step.
func TestLab(t *testing.T) {
	t.Parallel()
	p, err := Parse("5554224333234511764415115") // End-Easy, score 4
	require.NoError(t, err)
	rows, err := Lab(p, false, MinTableEntries, 0, 0)
	require.NoError(t, err)
	require.Len(t, rows, 9+len(BeyondSteps))
	for _, r := range rows {
		assert.False(t, r.Stopped)
		assert.Equal(t, 4, r.Score, "part %d", r.Part)
	}
	assert.Equal(t, 3, rows[0].Part)
	assert.Empty(t, rows[0].Refinements)
	assert.Equal(t, RefinementNames, rows[8].Refinements)
	assert.Greater(t, rows[0].Nodes, rows[8].Nodes)
	last := rows[len(rows)-1]
	assert.Equal(t, 12+len(BeyondSteps), last.Part)
	assert.Equal(t, SwitchNames, last.Refinements)
	assert.Greater(t, rows[8].Nodes, last.Nodes)

	rows, err = Lab(Position{}, false, MinTableEntries, 1000, 0)
	require.NoError(t, err)
	for _, r := range rows {
		assert.True(t, r.Stopped, "part %d", r.Part)
	}
}

// TestStepOut: every window stepOut chooses lies in [lo, hi) and the search of a value
// ends on it, for every value of every range, with null windows that fail hard (the
// least a search can tell); out from 0 it steps 1, 2, 4, ... then halves.
func TestStepOut(t *testing.T) {
	t.Parallel()
	for lo0 := -21; lo0 <= 0; lo0++ {
		for hi0 := 1; hi0 <= 21; hi0++ {
			for score := lo0; score <= hi0; score++ {
				lo, hi, step, passes := lo0, hi0, 1, 0
				var meds []int
				for lo < hi {
					med := stepOut(lo, hi, step)
					require.True(t, lo <= med && med < hi, "[%d, %d] step %d: %d", lo, hi, step, med)
					meds = append(meds, med)
					if score <= med {
						hi = med
						if lo >= 0 {
							step = 0
						}
					} else {
						lo = med + 1
						if hi <= 0 {
							step = 0
						}
					}
					step *= 2
					passes++
					require.Less(t, passes, 50)
				}
				require.Equal(t, score, lo)
				if lo0 == -21 && hi0 == 21 && score == 5 {
					assert.Equal(t, []int{0, 2, 6, 4, 5}, meds)
				}
			}
		}
	}
}
