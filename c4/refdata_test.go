package c4

import (
	"bufio"
	"cmp"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
)

// refdataDir is the folder of Pons' benchmark sets, kept in the repository
// (testdata/connect4/README.md says where they come from).
func refdataDir(t testing.TB) string {
	t.Helper()
	dir := filepath.Join("..", "testdata", "connect4")
	_, err := os.Stat(dir)
	require.NoError(t, err, "the benchmark sets are part of the repository")
	return dir
}

// line is one position of a benchmark set and its exact score.
type line struct {
	moves string
	pos   Position
	score int
}

// The six sets, by file and name.
var sets = []struct{ file, name string }{
	{"Test_L3_R1", "End-Easy"},
	{"Test_L2_R1", "Middle-Easy"},
	{"Test_L2_R2", "Middle-Medium"},
	{"Test_L1_R1", "Begin-Easy"},
	{"Test_L1_R2", "Begin-Medium"},
	{"Test_L1_R3", "Begin-Hard"},
}

// readSet reads a benchmark set.
func readSet(t testing.TB, file string) []line {
	t.Helper()
	out := readLines(t, file)
	require.Len(t, out, 1000, file)
	return out
}

// readOpenings reads the sample of openings after n moves (testdata/connect4's
// openings-N).
func readOpenings(t testing.TB, n int) []line {
	t.Helper()
	out := readLines(t, "openings-"+strconv.Itoa(n))
	require.NotEmpty(t, out)
	for _, l := range out {
		require.Len(t, l.moves, n)
	}
	return out
}

// readLines reads a file of lines "moves score".
func readLines(t testing.TB, file string) []line {
	t.Helper()
	f, err := os.Open(filepath.Join(refdataDir(t), file))
	require.NoError(t, err)
	defer f.Close()
	var out []line
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		require.Len(t, fields, 2, sc.Text())
		p, err := Parse(fields[0])
		require.NoError(t, err, fields[0])
		score, err := strconv.Atoi(fields[1])
		require.NoError(t, err, fields[1])
		out = append(out, line{fields[0], p, score})
	}
	require.NoError(t, sc.Err())
	return out
}

// solveExact solves l afresh (the table cleared) and requires its exact score, or its
// sign when weak; it returns the nodes searched.
func solveExact(t *testing.T, s *Solver, l line, weak bool) int64 {
	t.Helper()
	s.Reset()
	got, err := s.Solve(l.pos, weak)
	require.NoError(t, err, l.moves)
	want := l.score
	if weak {
		want = cmp.Compare(want, 0)
	}
	require.Equal(t, want, got, "%s weak=%v", l.moves, weak)
	return s.Nodes()
}

// every is every k-th line, starting with the first.
func every(lines []line, k int) []line {
	var out []line
	for i := 0; i < len(lines); i += k {
		out = append(out, lines[i])
	}
	return out
}

// stride is how much of a set a test solves, every k-th line: quick by default, long
// under -long (or GAMETREE_TEST_LONG=1), exhaustive under -exhaustive.
type stride struct{ quick, long, exhaustive int }

// of is the lines of all this run solves.
func (k stride) of(lines []line) []line {
	switch {
	case testsize.Exhaustive():
		return every(lines, k.exhaustive)
	case testsize.Long():
		return every(lines, k.long)
	}
	return every(lines, k.quick)
}
