package c4

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// A Book holds the exact score of every column at chosen positions, so that a
// player answers at once where the solver would take seconds or minutes: the
// opening. A position and its mirror image share one entry (the smaller key's).
//
// On disk a book is:
//
//	"C4BK", version byte 1, plies byte (the player's positions' stone counts are
//	below it), or version byte 2, plies byte, every byte (Every), then
//	uvarint count, then count entries in increasing key order:
//	uvarint key - previous key (the first: the key itself), 6 bytes of scores.
//
// The scores of an entry are 7 fields of 6 bits, column 1 in the lowest: 0 for a
// full column, else the column's score + 32 (scores are -21..21).
type Book struct {
	Plies  int      // the player's lines are in it up to this many stones, excluded
	Every  int      // every position of fewer stones is in it (bookall.go); 0 if none
	keys   []uint64 // sorted
	scores []uint64 // packed as on disk
}

// bookMagic starts a book file, then the version: bookV1 (the player's lines) or
// bookV2 (with Every).
const (
	bookMagic = "C4BK"
	bookV1    = 1
	bookV2    = 2
)

// ErrBadBook is wrapped by the error of a book that cannot be read.
var ErrBadBook = errors.New("c4: not a valid opening book")

// canonical is p's key, the smaller of its own and its mirror image's, and whether
// it is the mirror image's.
func canonical(p *Position) (uint64, bool) {
	k := p.Key()
	if m := mirrorKey(k); m < k {
		return m, true
	}
	return k, false
}

// packScores packs the scores of the playable columns (ok) as a book stores them.
func packScores(scores [Width]int, ok [Width]bool) uint64 {
	var v uint64
	for c := range Width {
		if ok[c] {
			v |= uint64(scores[c]+scoreBias) << (6 * c)
		}
	}
	return v
}

// unpackScores undoes packScores, the columns mirrored if mirrored.
func unpackScores(v uint64, mirrored bool) (scores [Width]int, ok [Width]bool) {
	for c := range Width {
		f := int(v >> (6 * c) & 63)
		col := unmirror(c, mirrored)
		if f != 0 {
			scores[col], ok[col] = f-scoreBias, true
		}
	}
	return scores, ok
}

// Lookup returns the score of every column of p (ok false for a full column), and
// whether the book has p.
func (b *Book) Lookup(p Position) (scores [Width]int, ok [Width]bool, found bool) {
	if b == nil {
		return scores, ok, false
	}
	key, mirrored := canonical(&p)
	i, hit := slices.BinarySearch(b.keys, key)
	if !hit {
		return scores, ok, false
	}
	scores, ok = unpackScores(b.scores[i], mirrored)
	return scores, ok, true
}

// Len is the number of positions in the book.
func (b *Book) Len() int { return len(b.keys) }

// MarshalBinary writes the book in its file format.
func (b *Book) MarshalBinary() ([]byte, error) {
	out := append([]byte(bookMagic), bookV1, byte(b.Plies))
	if b.Every > 0 {
		out = append([]byte(bookMagic), bookV2, byte(b.Plies), byte(b.Every))
	}
	out = binary.AppendUvarint(out, uint64(len(b.keys)))
	prev := uint64(0)
	for i, k := range b.keys {
		out = binary.AppendUvarint(out, k-prev)
		prev = k
		var s [8]byte
		binary.LittleEndian.PutUint64(s[:], b.scores[i])
		out = append(out, s[:6]...)
	}
	return out, nil
}

// ReadBook reads a book written by MarshalBinary.
func ReadBook(data []byte) (*Book, error) {
	bad := func(what string) error { return fmt.Errorf("%w: %s", ErrBadBook, what) }
	head := len(bookMagic) + 2 // the version and plies bytes
	if len(data) > len(bookMagic) && data[len(bookMagic)] == bookV2 {
		head++ // and every
	}
	if len(data) < head || string(data[:len(bookMagic)]) != bookMagic || data[len(bookMagic)] > bookV2 || data[len(bookMagic)] == 0 {
		return nil, bad("no header")
	}
	b := &Book{Plies: int(data[len(bookMagic)+1])}
	if head > len(bookMagic)+2 {
		b.Every = int(data[len(bookMagic)+2])
	}
	data = data[head:]
	n, k := binary.Uvarint(data)
	if k <= 0 || n > uint64(len(data)) {
		return nil, bad("no count")
	}
	data = data[k:]
	b.keys, b.scores = make([]uint64, 0, n), make([]uint64, 0, n)
	key := uint64(0)
	for i := uint64(0); i < n; i++ {
		d, k := binary.Uvarint(data)
		if k <= 0 || len(data) < k+6 || (i > 0 && d == 0) {
			return nil, bad(fmt.Sprintf("entry %d", i))
		}
		key += d
		var s [8]byte
		copy(s[:], data[k:k+6])
		b.keys, b.scores = append(b.keys, key), append(b.scores, binary.LittleEndian.Uint64(s[:]))
		data = data[k+6:]
	}
	if len(data) != 0 {
		return nil, bad("trailing bytes")
	}
	return b, nil
}

// DefaultBookPlies is the stones below which "gametree book" makes the book of the
// perfect player's positions by default.
const DefaultBookPlies = 10

// LiveStones is the stones from which the perfect player solves its move live: the
// embedded book holds its own lines below them (its Plies), both colours, and every
// position below its Every stones; a position between the two, off the player's lines,
// is left to a live solve (seconds). Measured in games of the perfect player under a
// class's load (tools/playload): its BestMove at 9 and 10 stones took up to 3.1
// million nodes, several seconds on a loaded machine, so its lines below 11 stones
// were added to the book; from 11 stones on it takes up to about 1.2 million nodes.
const LiveStones = 11

// Merge is the union of two books (either may be nil; an entry of both is b's), with
// the larger Plies and Every.
func (b *Book) Merge(o *Book) *Book {
	switch {
	case b == nil:
		return o
	case o == nil:
		return b
	}
	m := map[uint64]uint64{}
	for i, k := range b.keys {
		m[k] = b.scores[i]
	}
	for i, k := range o.keys {
		if _, ok := m[k]; !ok {
			m[k] = o.scores[i]
		}
	}
	out := &Book{Plies: max(b.Plies, o.Plies), Every: max(b.Every, o.Every)}
	for k := range m {
		out.keys = append(out.keys, k)
	}
	slices.Sort(out.keys)
	for _, k := range out.keys {
		out.scores = append(out.scores, m[k])
	}
	return out
}
