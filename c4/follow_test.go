package c4

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestFollowWindow: every window followWindow chooses lies in [lo, hi), and a search
// of any value in any range ends on it, both with null windows that fail hard (the
// least a search can tell) and with ones that return the value itself (the most):
// the first then ends in at most two passes after the first, as MTD(f) does.
func TestFollowWindow(t *testing.T) {
	t.Parallel()
	for lo0 := -21; lo0 <= 0; lo0++ {
		for hi0 := 1; hi0 <= 21; hi0++ {
			for score := lo0; score <= hi0; score++ {
				for _, exact := range []bool{false, true} {
					lo, hi, passes := lo0, hi0, 0
					last, known := 0, false
					for lo < hi {
						med := followWindow(lo, hi, last, known)
						require.True(t, lo <= med && med < hi, "[%d, %d] after %d: %d", lo, hi, last, med)
						v := med // fail hard: the window's end
						if score > med {
							v = med + 1
						}
						if exact {
							v = score
						}
						if v <= med {
							hi = v
						} else {
							lo = v
						}
						last, known = v, true
						passes++
						require.Less(t, passes, 50)
					}
					require.Equal(t, score, lo, "[%d, %d] exact %v", lo0, hi0, exact)
					if exact {
						assert.LessOrEqual(t, passes, 3, "[%d, %d] score %d", lo0, hi0, score)
					}
				}
			}
		}
	}
}

// TestFollowValueSmallUnchanged: a strong solve whose passes all end within followAfter
// nodes searches exactly as without FollowValue (one core: exact counts), and one that
// passes it gives the same score with fewer nodes on the openings after 8 moves (at
// least 5% fewer in all: 10% measured).
func TestFollowValueSmallUnchanged(t *testing.T) {
	t.Parallel()
	without := Fastest
	without.FollowValue = false
	solve := func(r Refinements, l line) (int, int64) {
		s, err := New(r, 0)
		require.NoError(t, err)
		s.SetThreads(1)
		v, err := s.Solve(l.pos, false)
		require.NoError(t, err)
		require.Equal(t, l.score, v, l.moves)
		return v, s.Nodes()
	}
	small := 0
	for _, l := range every(readSet(t, "Test_L1_R1"), 20) {
		_, n0 := solve(without, l)
		_, n1 := solve(Fastest, l)
		if n0 < followAfter {
			small++
			assert.Equal(t, n0, n1, l.moves)
		}
	}
	assert.Greater(t, small, 30)

	var n0, n1 int64
	for _, l := range every(readOpenings(t, 8), 5) {
		_, a := solve(without, l)
		_, b := solve(Fastest, l)
		n0, n1 = n0+a, n1+b
	}
	assert.Less(t, float64(n1), 0.95*float64(n0), "openings after 8 moves: %d nodes against %d", n1, n0)
}
