package c4

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
)

// TestParse reads positions as package games does, errors included: coded, with the
// offset of the bad move. (The board itself is package c4board's, tested there.)
func TestParse(t *testing.T) {
	t.Parallel()
	p, err := Parse(" 4453 ")
	require.NoError(t, err)
	require.Equal(t, 4, p.NumMoves())
	g, err := games.ParseConnect4("4453", games.Options{})
	require.NoError(t, err)
	require.Equal(t, g.Key(), p.Key())
	for _, tc := range []struct {
		moves, code string
		offset      int
	}{
		{"448", "connect4.bad_char", 2},
		{" 12121211", "connect4.already_won", 8},
		{"1111111", "connect4.column_full", 6},
	} {
		_, err = Parse(tc.moves)
		var pe *games.ParseError
		require.ErrorAs(t, err, &pe, tc.moves)
		assert.Equal(t, tc.code, pe.Code(), tc.moves)
		assert.Equal(t, tc.offset, pe.Offset, tc.moves)
	}
}

func TestNextPrime(t *testing.T) {
	t.Parallel()
	require.Equal(t, smallTableEntries, nextPrime(smallTableEntries))
	require.Equal(t, DefaultTableEntries, nextPrime(1<<23))
	tb := newTable(1000)
	require.Equal(t, 131101, tb.Entries()) // the first prime from 2^17
	for _, key := range []uint64{0, 1, 131100, 131101, 1<<49 - 1, 1<<56 - 1, ^uint64(0)} {
		require.Equal(t, key%tb.size, tb.index(key), key)
	}
}
