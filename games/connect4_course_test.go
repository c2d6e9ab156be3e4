package games

import (
	"bufio"
	"os"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Seed 002's F computed by hand from the seed's Java, position by position. (c,r) is
// column c and row r, both from 1, row 1 at the bottom (the seed's j = c-1, i = r-1).
// Per stone: V (up) + H (right, then left unless the right look stopped) + D (up-left
// if c >= 4, then up-right if c >= 5 and the up-left look did not stop); a look not
// run scores puntuacion(0,0) = 100; "e3" = three empty cells (2,000), "edge" = stopped
// by the edge. Evaluate answers for the side to move.
func TestConnect4CourseIsSeedF(t *testing.T) {
	t.Parallel()
	tests := []struct {
		name, pos string
		want      int
	}{
		{"empty board", "", 0},
		// X (1,1): V e3 2,000; H right e3 2,000, left edge at once 100; D: c < 4 so
		// neither diagonal runs, 100 + 100. 4,300 for X; O to move.
		{"a corner stone", "1", -4300},
		// X (4,1): V 2,000; H right e3 2,000, left e3 2,000; D up-left e3 2,000,
		// up-right not run (j+3 = 6 < 7) 100. 8,100; O to move.
		{"a centre stone", "4", -8100},
		// X (7,1): V 2,000; H right: the edge at once (100), so left is skipped (100);
		// D up-left e3 2,000, up-right the edge (100). 4,300, as the corner on the left.
		{"the right corner", "7", -4300},
		// X (5,1): V 2,000; H right: two empty cells, then the edge: puntuacion(0,2) =
		// 100, left skipped 100; D up-left e3 2,000, up-right two empty then the edge
		// 100. 4,300: the stone next to the centre is worth half the centre's.
		{"right of the centre", "5", -4300},
		// X (4,1): V stopped by O at once 100; H 2,000 + 2,000; D 2,000 + 100: 6,200.
		// O (4,2): V e3 2,000; H 2,000 + 2,000; D 2,000 + 100: 8,100. X to move.
		{"stacked in the centre", "44", 6200 - 8100},
		// X (4,1): V e3 2,000; H right stopped by O (5,1) at once 100, left skipped
		// 100; D up-left e3 2,000, up-right not run 100: 4,300.
		// X (5,2): V 2,000; H right e,e,edge 100, left skipped 100; D up-left e3 2,000,
		// up-right e,e,edge 100: 4,300.
		// O (5,1): V stopped by X 100; H right O,e,edge = puntuacion(1,1) 100, left
		// skipped 100; D up-left e3 2,000, up-right e,e,edge 100: 2,400.
		// O (6,1): V 2,000; H right e,edge 100, left skipped 100; D up-left stopped by
		// X (5,2) at once 100, so up-right is skipped 100: 2,400. X to move.
		{"left and up-right looks skipped", "4556", (4300 + 4300) - (2400 + 2400)},
		// X (1,1): V stopped by O 100; H right X,X,e = puntuacion(2,1) 10,000,000, left
		// edge 100; D 100 + 100: 10,000,400.
		// X (2,1): V stopped by O 100; H right X,e,e = puntuacion(1,2) 6,000, left X
		// then edge = puntuacion(1,0) 100; D 200: 6,400.
		// X (3,1): V e3 2,000; H right e3 2,000, left X,X,edge = puntuacion(2,0)
		// 4,000; D 200: 8,200.
		// O (1,2): V 2,000; H right O,e,e 6,000, left edge 100; D 200: 8,300.
		// O (2,2): V 2,000; H right e3 2,000, left O,edge 100; D 200: 4,300.
		// O to move.
		{"an open three", "11223", (8300 + 4300) - (10_000_400 + 6400 + 8200)},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Parallel()
			g := c4Parse(t, tt.pos)
			assert.Equal(t, tt.want, g.Evaluate())
		})
	}
}

// testdata/course_f.txt holds seed 002's F, for the side to move, of 400 random
// positions, computed by testdata/course_f.py, a line-by-line transcription of the
// seed's Java into Python (python3 testdata/course_f.py < positions).
func TestConnect4CourseMatchesJavaTranscription(t *testing.T) {
	t.Parallel()
	f, err := os.Open("testdata/course_f.txt")
	require.NoError(t, err)
	defer f.Close()
	sc := bufio.NewScanner(f)
	n, differ := 0, 0
	for sc.Scan() {
		pos, v, ok := strings.Cut(sc.Text(), " ")
		if !ok || strings.HasPrefix(pos, "#") {
			continue
		}
		if pos == "-" {
			pos = ""
		}
		want, err := strconv.Atoi(v)
		require.NoError(t, err)
		g := c4Parse(t, pos)
		require.Equal(t, want, g.Evaluate(), pos)
		require.NoError(t, g.SetEvaluation("course8"))
		if g.Evaluate() != want {
			differ++
		}
		n++
	}
	require.NoError(t, sc.Err())
	assert.Equal(t, 400, n)
	t.Logf("course8 agrees with seed 002's F on %d of %d positions", n-differ, n)
	assert.Greater(t, differ, n/2, "course8 differs from seed 002's F on most positions")
}
