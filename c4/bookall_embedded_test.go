package c4

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// readFrontierFile reads testdata/frontier-K.txt (copied from the runs of "gametree
// book --all --piece"), or skips the test when it is not there.
func readFrontierFile(t *testing.T, k int) FrontierScores {
	t.Helper()
	scores, there := readFrontierIfThere(t, k)
	if !there {
		t.Skipf("testdata/frontier-%d.txt is not there", k)
	}
	return scores
}

// readFrontierIfThere reads testdata/frontier-K.txt, if it is there.
func readFrontierIfThere(t *testing.T, k int) (FrontierScores, bool) {
	t.Helper()
	path := filepath.Join("testdata", "frontier-"+strconv.Itoa(k)+".txt")
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, false
	}
	require.NoError(t, err)
	defer f.Close()
	scores := FrontierScores{}
	require.NoError(t, scores.Read(f, path, k))
	return scores, true
}

// readLinesBook is the book of the player's lines below LiveStones stones, the one
// merged into the built-in book (testdata/book-lines-11.bin, 6,439 positions).
func readLinesBook(t *testing.T) *Book {
	t.Helper()
	return readBookFile(t, "book-lines-11.bin", 6439)
}

// readBookFile reads testdata/name, a book of size positions.
func readBookFile(t *testing.T, name string, size int) *Book {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", name))
	require.NoError(t, err)
	b, err := ReadBook(data)
	require.NoError(t, err)
	require.Equal(t, size, b.Len())
	return b
}

// TestEmbeddedBookEvery: the built-in book holds every position below its Every
// stones, each with a score for exactly its playable columns, and the scores agree
// by minimax (a column's score is minus the best column's score of the position it
// leads to, a win at once its own); every entry of the player's lines book is in it
// unchanged.
func TestEmbeddedBookEvery(t *testing.T) {
	t.Parallel()
	b := EmbeddedBook()
	require.Positive(t, b.Every, "the book of every position")
	lv := levelsFrom(FrontierPosition{}, b.Every-1)
	n := 0
	for _, level := range lv {
		for _, fp := range level {
			n++
			scores, ok, found := b.Lookup(fp.Pos)
			require.True(t, found, fp.Moves)
			for c := range Width {
				require.Equal(t, fp.Pos.CanPlay(c), ok[c], fp.Moves)
				if !ok[c] {
					continue
				}
				if fp.Pos.IsWinningMove(c) {
					assert.Equal(t, (Cells+1-fp.Pos.Moves)/2, scores[c], fp.Moves)
					continue
				}
				q := fp.Pos
				q.Play(c)
				if child, childOK, found := b.Lookup(q); found {
					assert.Equal(t, -bestScore(child, childOK), scores[c], "%s then %d", fp.Moves, c+1)
				} else {
					assert.Equal(t, b.Every-1, fp.Pos.Moves, "%s then %d: only the frontier is not in the book", fp.Moves, c+1)
				}
			}
		}
	}
	counts := CountPositions(b.Every)
	total := 0
	for _, c := range counts {
		total += c
	}
	assert.Equal(t, total, n)

	lines := readLinesBook(t)
	assert.Equal(t, lines.Plies, b.Plies)
	assert.Equal(t, LiveStones, b.Plies, "the player solves live from the end of its lines")
	// the player's lines below 9 stones, the book before issue 30, grown from as it was
	for _, lines := range []*Book{lines, readBookFile(t, "book-lines-9.bin", 1612)} {
		for i, key := range lines.keys {
			j, hit := slices.BinarySearch(b.keys, key)
			require.True(t, hit, "an entry of the player's lines is gone: %x", key)
			assert.Equal(t, lines.scores[i], b.scores[j], "the entry %x changed", key)
		}
	}
	t.Logf("book: %d positions (every one below %d stones: %d), the player's lines below %d", b.Len(), b.Every, n, b.Plies)
}

// TestEmbeddedBookFromFrontier: the built-in book is what "gametree book --all"
// makes from its frontier file, the player's lines book and, while it is being solved,
// the next frontier's file (--next), byte for byte.
func TestEmbeddedBookFromFrontier(t *testing.T) {
	t.Parallel()
	k := EmbeddedBook().Every
	scores := readFrontierFile(t, k)
	lines := readLinesBook(t)
	b, err := BookOfAll("", k, scores, lines)
	require.NoError(t, err)
	if next, there := readFrontierIfThere(t, k+1); there {
		nb, err := BookOfNext("", k, scores, next, lines)
		require.NoError(t, err)
		t.Logf("frontier-%d: %d positions; %d positions of %d stones from it", k+1, len(next), nb.Len(), k)
		b = b.Merge(nb)
	}
	data, err := b.MarshalBinary()
	require.NoError(t, err)
	assert.Equal(t, bookData, data)
}

// TestFrontierCrossCheck: the scores of the positions of k stones backed up from the
// frontier of k+1 stones equal their direct solves (frontier-k): every one whose
// children of k+1 stones are all in frontier-(k+1) (all of them once it is complete).
// Each file holds positions of its frontier only, frontier-k all of them. Frontier 4
// against 5 (all 568 positions of 4 stones), 5 against 6 (all 2,144 of 5 stones), 6
// against 7 (all 8,231 of 6 stones), 7 against 8 (all 27,109 of 7 stones); a frontier
// file still being solved in pieces is checked where its children are.
func TestFrontierCrossCheck(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ k, book int }{{4, 719}, {5, 2863}, {6, 11094}, {7, 38203}} {
		t.Run(fmt.Sprintf("frontier-%d against %d", c.k, c.k+1), func(t *testing.T) {
			t.Parallel()
			crossCheck(t, c.k, c.book)
		})
	}
}

// crossCheck checks frontier-k against frontier-(k+1) (TestFrontierCrossCheck); book is
// the number of positions below k+1 stones, checked when frontier-(k+1) is complete.
func crossCheck(t *testing.T, k, book int) {
	fk, fNext := readFrontierFile(t, k), readFrontierFile(t, k+1)
	frontNext, err := Frontier("", k+1)
	require.NoError(t, err)
	inNext := FrontierScores{}
	for _, fp := range frontNext {
		key, _ := canonical(&fp.Pos)
		inNext[key] = 0
	}
	for key := range fNext {
		_, ok := inNext[key]
		require.True(t, ok, "frontier-%d holds a position of another frontier: %x", k+1, key)
	}
	front, err := Frontier("", k)
	require.NoError(t, err)
	require.Len(t, fk, len(front))
	checked := 0
	for _, fp := range front {
		require.True(t, fk.Has(fp.Pos), fp.Moves)
		complete := true
		for c := range Width {
			q := fp.Pos
			if q.CanPlay(c) && !q.IsWinningMove(c) {
				q.Play(c)
				complete = complete && fNext.Has(q)
			}
		}
		if !complete {
			continue
		}
		checked++
		scores, ok := backedUpScores(fp.Pos, fNext)
		key, _ := canonical(&fp.Pos)
		assert.Equal(t, fk[key], bestScore(scores, ok), fp.Moves)
	}
	assert.Positive(t, checked, "no position of %d stones has all its children in frontier-%d", k, k+1)
	if len(fNext) == len(frontNext) {
		assert.Equal(t, len(front), checked)
		b, err := BookOfAll("", k+1, fNext, nil)
		require.NoError(t, err)
		assert.Equal(t, book, b.Len(), "every position below %d stones", k+1)
	}
	t.Logf("frontier-%d: %d of %d positions; %d of the %d positions of %d stones checked: backed up from %d stones = solved directly",
		k+1, len(fNext), len(frontNext), checked, len(front), k, k+1)
}
