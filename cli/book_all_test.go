package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/c4"
)

// TestBookAllPieces: near the end of a game (instant solves), the frontier solved in
// two pieces, one of them run twice (the second run solves nothing), makes a book
// whose root columns are Analyze's; without a piece's file the book is refused with
// exit code 2, naming how many positions are missing.
func TestBookAllPieces(t *testing.T) {
	t.Parallel()
	const root = "52677675164321472411331752454"
	dir := t.TempDir()
	a, b, out := filepath.Join(dir, "a.txt"), filepath.Join(dir, "b.txt"), filepath.Join(dir, "book.bin")
	all := []string{"book", "--all", "--root", root, "--plies", "31", "--threads", "1", "--tt-size", "65536"}
	run := func(args ...string) (int, string, string) { return runCLI(t, "", append(all, args...)...) }

	code, stdout, stderr := run("--piece", "1/2", "--frontier", a)
	require.Equal(t, 0, code, stderr)
	lines := strings.Split(strings.TrimSpace(stdout), "\n")
	assert.Contains(t, lines[0], "1/")
	assert.Contains(t, lines[len(lines)-1], "# piece 1/2:")
	assert.Contains(t, lines[len(lines)-1], ", 0 already in")

	code, stdout, stderr = run("--frontier", a, "--out", out)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "the frontier of 31 stones lacks")
	assert.Empty(t, stdout)

	for range 2 {
		code, stdout, stderr = run("--piece", "2/2", "--frontier", b, "--lang", "es")
		require.Equal(t, 0, code, stderr)
	}
	assert.Contains(t, stdout, "# parte 2/2:")
	assert.Contains(t, stdout, " 0 resueltas ahora")
	assert.Equal(t, 1, strings.Count(stdout, "\n"), "the second run solves nothing: %s", stdout)

	code, stdout, stderr = run("--frontier", a+","+b, "--out", out)
	require.Equal(t, 0, code, stderr)
	assert.Contains(t, stdout, "# book of every position below 31 stones")
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	book, err := c4.ReadBook(data)
	require.NoError(t, err)
	p, err := c4.Parse(root)
	require.NoError(t, err)
	s, err := c4.New(c4.Fastest, 1<<16)
	require.NoError(t, err)
	want, wantOK, err := s.Analyze(p, false)
	require.NoError(t, err)
	got, gotOK, found := book.Lookup(p)
	require.True(t, found)
	assert.Equal(t, want, got)
	assert.Equal(t, wantOK, gotOK)
}

// TestBookAllBadFlags: each bad use of --all exits with code 2 and says why.
func TestBookAllBadFlags(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	bad := filepath.Join(dir, "bad.txt")
	require.NoError(t, os.WriteFile(bad, []byte("4453 1\n4454 x\n"), 0o644))
	for _, tc := range []struct {
		args []string
		want string
	}{
		{[]string{"--plies", "2"}, "--all needs --frontier"},
		{[]string{"--plies", "2", "--piece", "0/2", "--frontier", bad}, `invalid value "0/2" for flag -piece`},
		{[]string{"--plies", "2", "--piece", "3/2", "--frontier", bad}, `invalid value "3/2" for flag -piece`},
		{[]string{"--plies", "2", "--piece", "x", "--frontier", bad}, `invalid value "x" for flag -piece`},
		{[]string{"--plies", "2", "--piece", "1/2", "--frontier", bad + "," + bad}, "flag -frontier"},
		{[]string{"--plies", "4", "--frontier", bad}, "bad.txt, line 2: \"x\" is not a score of 4454 (from -19 to 19)"},
		{[]string{"--plies", "2", "--frontier", bad}, "bad.txt, line 1: 4453 has 4 stones, the frontier 2"},
		{[]string{"--plies", "2", "--root", "9", "--piece", "1/1", "--frontier", filepath.Join(dir, "new.txt")}, "9"},
	} {
		code, _, stderr := runCLI(t, "", append([]string{"book", "--all"}, tc.args...)...)
		assert.Equal(t, exitUsage, code, tc.args)
		assert.Contains(t, stderr, tc.want, tc.args)
	}
}

// TestBookAllNext: the next frontier (32 stones) solved in its first piece of two
// adds to the book the positions of 31 stones whose columns all lead to it, each with
// Analyze's columns, and says how many; a next frontier file of the wrong stones is
// refused with exit code 2.
func TestBookAllNext(t *testing.T) {
	t.Parallel()
	const root = "52677675164321472411331752454"
	dir := t.TempDir()
	f31, f32, out := filepath.Join(dir, "f31.txt"), filepath.Join(dir, "f32.txt"), filepath.Join(dir, "book.bin")
	base := []string{"book", "--all", "--root", root, "--threads", "1", "--tt-size", "65536"}
	code, _, stderr := runCLI(t, "", append(base, "--plies", "31", "--piece", "1/1", "--frontier", f31)...)
	require.Equal(t, 0, code, stderr)
	code, _, stderr = runCLI(t, "", append(base, "--plies", "32", "--piece", "1/2", "--frontier", f32)...)
	require.Equal(t, 0, code, stderr)

	code, stdout, stderr := runCLI(t, "", append(base, "--plies", "31", "--frontier", f31, "--next", f32, "--out", out)...)
	require.Equal(t, 0, code, stderr)
	assert.Regexp(t, `# and \d+ positions of 31 stones whose columns all lead to the next frontier \(\d+ of its 165 positions solved\)`, stdout)
	data, err := os.ReadFile(out)
	require.NoError(t, err)
	book, err := c4.ReadBook(data)
	require.NoError(t, err)
	front, err := c4.Frontier(root, 31)
	require.NoError(t, err)
	s, err := c4.New(c4.Fastest, 1<<16)
	require.NoError(t, err)
	in := 0
	for _, fp := range front {
		got, gotOK, found := book.Lookup(fp.Pos)
		if !found {
			continue
		}
		in++
		want, wantOK, err := s.Analyze(fp.Pos, false)
		require.NoError(t, err)
		assert.Equal(t, want, got, fp.Moves)
		assert.Equal(t, wantOK, gotOK, fp.Moves)
	}
	assert.Positive(t, in, "half the next frontier answers some positions of 31 stones")
	assert.Less(t, in, len(front), "and not all")

	code, _, stderr = runCLI(t, "", append(base, "--plies", "31", "--frontier", f31, "--next", f31, "--out", out, "--lang", "es")...)
	assert.Equal(t, exitUsage, code)
	assert.Contains(t, stderr, "la frontera 32")
}
