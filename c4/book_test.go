package c4

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBookRoundTrip writes a book and reads it back; a position and its mirror image
// find the same entry, the columns mirrored; a position not in it is not found.
func TestBookRoundTrip(t *testing.T) {
	t.Parallel()
	b := &Book{Plies: 4}
	add := func(moves string, scores [Width]int, ok [Width]bool) {
		p, err := Parse(moves)
		require.NoError(t, err)
		key, mirrored := canonical(&p)
		b.keys = append(b.keys, key)
		b.scores = append(b.scores, packScores(unpackScores(packScores(scores, ok), mirrored)))
	}
	all := [Width]bool{true, true, true, true, true, true, true}
	add("", [Width]int{-2, -1, 0, 1, 0, -1, -2}, all)
	add("11", [Width]int{-3, 4, 5, 6, 7, 8, -9}, all)
	require.Less(t, b.keys[0], b.keys[1])
	data, err := b.MarshalBinary()
	require.NoError(t, err)
	got, err := ReadBook(data)
	require.NoError(t, err)
	assert.Equal(t, b, got)

	for _, tc := range []struct {
		moves  string
		scores [Width]int
		found  bool
	}{
		{"", [Width]int{-2, -1, 0, 1, 0, -1, -2}, true},
		{"11", [Width]int{-3, 4, 5, 6, 7, 8, -9}, true},
		{"77", [Width]int{-9, 8, 7, 6, 5, 4, -3}, true}, // the mirror image
		{"12", [Width]int{}, false},
	} {
		p, err := Parse(tc.moves)
		require.NoError(t, err)
		scores, ok, found := got.Lookup(p)
		assert.Equal(t, tc.found, found, tc.moves)
		if tc.found {
			assert.Equal(t, tc.scores, scores, tc.moves)
			assert.Equal(t, all, ok, tc.moves)
		}
	}
}

// TestReadBookErrors refuses what is not a book, wrapping ErrBadBook.
func TestReadBookErrors(t *testing.T) {
	t.Parallel()
	for _, data := range []string{"", "C4BK", "XXXX\x01\x08\x00", "C4BK\x01\x08", "C4BK\x01\x08\x01\x05",
		"C4BK\x01\x08\x01\x05\x00\x00\x00\x00\x00\x00\x00", "C4BK\x01\x08\x02\x05\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00"} {
		_, err := ReadBook([]byte(data))
		assert.True(t, errors.Is(err, ErrBadBook), "%q: %v", data, err)
	}
}

// FuzzReadBook: any bytes give a book or ErrBadBook, never a panic, and a book read
// writes back to the same bytes.
func FuzzReadBook(f *testing.F) {
	f.Add([]byte("C4BK\x01\x08\x01\x05\x00\x00\x00\x00\x00\x00"))
	f.Add(bookData)
	f.Fuzz(func(t *testing.T, data []byte) {
		b, err := ReadBook(data)
		if err != nil {
			require.ErrorIs(t, err, ErrBadBook)
			return
		}
		out, err := b.MarshalBinary()
		require.NoError(t, err)
		b2, err := ReadBook(out)
		require.NoError(t, err)
		assert.Equal(t, b, b2)
	})
}

// TestBestColumn: the highest score, the centre on ties, and the mirror image's
// choice mirrored.
func TestBestColumn(t *testing.T) {
	t.Parallel()
	all := [Width]bool{true, true, true, true, true, true, true}
	p, err := Parse("4147")
	require.NoError(t, err)
	// the scores after 4147: a win with the 12th stone in columns 3, 4 and 5
	assert.Equal(t, 3, BestColumn(p, [Width]int{0, 2, 10, 10, 10, 2, 0}, all))
	p, err = Parse("434")
	require.NoError(t, err)
	assert.Equal(t, 3, BestColumn(p, [Width]int{-5, -5, -5, 0, -5, -5, -5}, all))
	// ties between columns 3 and 5: the left one as the canonical board sees it
	p, err = Parse("1")
	require.NoError(t, err)
	m, err := Parse("7")
	require.NoError(t, err)
	tie := [Width]int{0, 0, 1, 0, 1, 0, 0}
	assert.Equal(t, Width-1-BestColumn(p, tie, all), BestColumn(m, tie, all))
	partial := all
	partial[3] = false
	assert.Equal(t, 2, BestColumn(Position{}, [Width]int{0, 0, 1, 5, 1, 0, 0}, partial))
	assert.Equal(t, -1, BestColumn(Position{}, tie, [Width]bool{}))
}

// TestBookMerge: the union, the first book's entry where both have one.
func TestBookMerge(t *testing.T) {
	t.Parallel()
	a := &Book{Plies: 2, keys: []uint64{1, 5}, scores: []uint64{10, 50}}
	b := &Book{Plies: 4, keys: []uint64{3, 5}, scores: []uint64{30, 99}}
	m := a.Merge(b)
	assert.Equal(t, &Book{Plies: 4, keys: []uint64{1, 3, 5}, scores: []uint64{10, 30, 50}}, m)
	assert.Same(t, b, (*Book)(nil).Merge(b))
	assert.Same(t, a, a.Merge(nil))
}

// TestEmbeddedBook: the built-in book reads, and holds the perfect player's
// positions below its Plies, both colours, each with a score for every playable
// column: its own play against every reply stays in the book.
func TestEmbeddedBook(t *testing.T) {
	t.Parallel()
	b := EmbeddedBook()
	require.NotNil(t, b)
	var walk func(p Position, machine bool) int
	walk = func(p Position, machine bool) int {
		if p.Moves >= b.Plies || p.Over() {
			return 0
		}
		if machine {
			scores, ok, found := b.Lookup(p)
			require.True(t, found, "the book lacks a position of the player: %x", p.Key())
			for c := range Width {
				assert.Equal(t, p.CanPlay(c), ok[c])
			}
			q := p
			q.Play(BestColumn(p, scores, ok))
			return 1 + walk(q, false)
		}
		n := 0
		for c := range Width {
			if p.CanPlay(c) {
				q := p
				q.Play(c)
				n += walk(q, true)
			}
		}
		return n
	}
	n := walk(Position{}, true) + walk(Position{}, false)
	t.Logf("book: %d positions below %d stones; %d visits of the player's positions", b.Len(), b.Plies, n)
	if b.Plies > 0 {
		scores, _, found := b.Lookup(Position{})
		require.True(t, found)
		assert.Equal(t, [Width]int{-2, -1, 0, 1, 0, -1, -2}, scores, "the empty board")
	}
	sample := readSample(t)
	for moves, want := range sample {
		p, err := Parse(moves)
		require.NoError(t, err)
		if scores, ok, found := b.Lookup(p); found {
			assert.Equal(t, want.scores, scores, moves)
			assert.Equal(t, want.ok, ok, moves)
		}
	}
}
