package c4

import (
	"math/bits"
	"unsafe"
)

// Table sizes, in entries of 5 bytes (a 32-bit partial key and an 8-bit value).
const (
	// DefaultTableEntries is next_prime(2^23), the table of tutorial parts 11 and 12
	// (about 42 MB).
	DefaultTableEntries = 8388617
	// smallTableEntries is 8,388,593, the largest prime below 2^23: the table of parts
	// 7 to 10 (which stored whole keys, a difference that changes no result here).
	smallTableEntries = 8388593
	// MinTableEntries is the smallest table: a prime p of at least 2^17 entries keeps
	// the 32-bit partial keys exact, since a key (below 2^49) is then fixed by its
	// index key mod p and its low 32 bits (p * 2^32 > 2^49).
	MinTableEntries = 1 << 17
	// MaxTableEntries keeps the table near 320 MB at most.
	MaxTableEntries = 1 << 26
	// dirtyCap is how many written slots the table remembers, so that clearing it after
	// a small search rewrites those slots only, not the whole table.
	dirtyCap = 1 << 15
)

// table is a transposition table indexed by key mod a prime. A value of 0 means no
// entry; the solver stores 1.. upwards.
type table struct {
	keys  []uint32
	vals  []uint8
	size  uint64
	inv   uint64   // floor((2^64-1) / size): key mod size without a division
	dirty []uint32 // the slots written since the last clear, while they fit
	full  bool     // more slots were written than dirty holds
}

// newTable makes a table of the first prime number of entries at least entries
// (clamped to [MinTableEntries, MaxTableEntries]).
func newTable(entries int) *table {
	entries = max(MinTableEntries, min(entries, MaxTableEntries))
	size := uint64(nextPrime(entries))
	t := &table{
		keys:  make([]uint32, size),
		vals:  make([]uint8, size),
		size:  size,
		inv:   ^uint64(0) / size,
		dirty: make([]uint32, 0, dirtyCap),
	}
	adviseHugePages(t.keys)
	adviseHugePages(t.vals)
	prefault(t.keys)
	prefault(t.vals)
	return t
}

// prefault writes one byte of every page of s, so that the operating system maps the
// whole table now rather than one page at a time during the first searches (which
// would charge each search with page faults; a C++ vector is zeroed when made).
func prefault[T uint8 | uint32](s []T) {
	step := 4096 / int(unsafe.Sizeof(s[0]))
	for i := 0; i < len(s); i += step {
		s[i] = 0
	}
}

// Entries is the number of slots, Bytes the memory they take.
func (t *table) Entries() int { return int(t.size) }
func (t *table) Bytes() int   { return int(t.size) * 5 }

// index is key mod size: the quotient estimated with a high multiply is at most one
// short, which one subtraction corrects.
func (t *table) index(key uint64) uint64 {
	q, _ := bits.Mul64(key, t.inv)
	r := key - q*t.size
	if r >= t.size {
		r -= t.size
	}
	return r
}

// get returns the value stored for key, 0 if none.
func (t *table) get(key uint64) uint8 {
	i := t.index(key)
	if t.keys[i] == uint32(key) {
		return t.vals[i]
	}
	return 0
}

// put stores val for key, replacing whatever the slot held.
func (t *table) put(key uint64, val uint8) {
	i := t.index(key)
	t.keys[i] = uint32(key)
	t.vals[i] = val
	if len(t.dirty) < cap(t.dirty) {
		t.dirty = append(t.dirty, uint32(i))
	} else {
		t.full = true
	}
}

// clear empties the table: only the slots written if they are few, else all of it.
func (t *table) clear() {
	if t.full {
		clear(t.keys)
		clear(t.vals)
	} else {
		for _, i := range t.dirty {
			t.keys[i] = 0
			t.vals[i] = 0
		}
	}
	t.dirty = t.dirty[:0]
	t.full = false
}

// nextPrime is the smallest prime at least n (n >= 2).
func nextPrime(n int) int {
	for ; ; n++ {
		if isPrime(n) {
			return n
		}
	}
}

func isPrime(n int) bool {
	if n < 2 {
		return false
	}
	for d := 2; d*d <= n; d++ {
		if n%d == 0 {
			return false
		}
	}
	return true
}
