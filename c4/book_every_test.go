package c4

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBookEveryFormat: a book with Every writes version 2 (the every byte after the
// plies) and reads back the same; without, version 1 as before; Merge keeps the
// larger Every.
func TestBookEveryFormat(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		book    *Book
		version byte
	}{
		{&Book{Plies: 9, keys: []uint64{1, 5}, scores: []uint64{10, 50}}, 1},
		{&Book{Plies: 9, Every: 4, keys: []uint64{1, 5}, scores: []uint64{10, 50}}, 2},
		{&Book{Every: 5}, 2},
	} {
		data, err := tc.book.MarshalBinary()
		require.NoError(t, err)
		assert.Equal(t, tc.version, data[4])
		got, err := ReadBook(data)
		require.NoError(t, err)
		if tc.book.keys == nil {
			got.keys, got.scores = nil, nil
		}
		assert.Equal(t, tc.book, got)
	}
	for _, bad := range []string{"C4BK\x00\x09\x00", "C4BK\x03\x09\x00", "C4BK\x02\x09", "C4BK\x02"} {
		_, err := ReadBook([]byte(bad))
		assert.ErrorIs(t, err, ErrBadBook, "%q", bad)
	}
	m := (&Book{Plies: 9}).Merge(&Book{Every: 4})
	assert.Equal(t, 9, m.Plies)
	assert.Equal(t, 4, m.Every)
}
