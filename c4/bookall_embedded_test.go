package c4

import (
	"errors"
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
	path := filepath.Join("testdata", "frontier-"+strconv.Itoa(k)+".txt")
	f, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		t.Skipf("%s is not there", path)
	}
	require.NoError(t, err)
	defer f.Close()
	scores := FrontierScores{}
	require.NoError(t, scores.Read(f, path, k))
	return scores
}

// readLinesBook is the book of the player's lines below 9 stones as it was before
// the book of every position (testdata/book-lines-9.bin, 1,612 positions).
func readLinesBook(t *testing.T) *Book {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "book-lines-9.bin"))
	require.NoError(t, err)
	b, err := ReadBook(data)
	require.NoError(t, err)
	require.Equal(t, 1612, b.Len())
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
	for i, key := range lines.keys {
		j, hit := slices.BinarySearch(b.keys, key)
		require.True(t, hit, "an entry of the player's lines is gone: %x", key)
		assert.Equal(t, lines.scores[i], b.scores[j], "the entry %x changed", key)
	}
	t.Logf("book: %d positions (every one below %d stones: %d), the player's lines below %d", b.Len(), b.Every, n, b.Plies)
}

// TestEmbeddedBookFromFrontier: the built-in book is what "gametree book --all"
// makes from its frontier file and the player's lines book, byte for byte.
func TestEmbeddedBookFromFrontier(t *testing.T) {
	t.Parallel()
	k := EmbeddedBook().Every
	scores := readFrontierFile(t, k)
	b, err := BookOfAll("", k, scores, readLinesBook(t))
	require.NoError(t, err)
	data, err := b.MarshalBinary()
	require.NoError(t, err)
	assert.Equal(t, bookData, data)
}

// TestFrontierCrossCheck: the scores of the positions of 4 stones backed up from the
// frontier of 5 stones equal their direct solves (frontier-4), all of them; and each
// frontier file holds exactly the positions Frontier lists.
func TestFrontierCrossCheck(t *testing.T) {
	t.Parallel()
	f4, f5 := readFrontierFile(t, 4), readFrontierFile(t, 5)
	for k, f := range map[int]FrontierScores{4: f4, 5: f5} {
		front, err := Frontier("", k)
		require.NoError(t, err)
		require.Len(t, f, len(front))
		for _, fp := range front {
			require.True(t, f.Has(fp.Pos), fp.Moves)
		}
	}
	b, err := BookOfAll("", 5, f5, nil)
	require.NoError(t, err)
	front, err := Frontier("", 4)
	require.NoError(t, err)
	for _, fp := range front {
		scores, ok, found := b.Lookup(fp.Pos)
		require.True(t, found, fp.Moves)
		key, _ := canonical(&fp.Pos)
		assert.Equal(t, f4[key], bestScore(scores, ok), fp.Moves)
	}
	t.Logf("%d positions of 4 stones: backed up from 5 stones = solved directly", len(front))
}
