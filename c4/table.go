package c4

import (
	"encoding/binary"
	"math/bits"
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
// entry; the solver stores 1.. upwards. Each slot is 5 bytes, the key's low 32 bits
// then the value, side by side so that a probe misses the cache once (Pons keeps
// keys and values in two arrays).
type table struct {
	data   []byte // 5 bytes a slot
	size   uint64
	inv    uint64            // floor((2^64-1) / size): key mod size without a division
	dirty  *[dirtyCap]uint32 // the slots written since the last clear, while they fit
	ndirty int               // how many; past dirtyCap, the whole table is cleared
}

// newTable makes a table of the first prime number of entries at least entries
// (clamped to [MinTableEntries, MaxTableEntries]).
func newTable(entries int) *table {
	entries = max(MinTableEntries, min(entries, MaxTableEntries))
	size := uint64(nextPrime(entries))
	t := &table{
		data:  make([]byte, size*slotBytes),
		size:  size,
		inv:   ^uint64(0) / size,
		dirty: new([dirtyCap]uint32),
	}
	adviseHugePages(t.data)
	prefault(t.data)
	return t
}

// slotBytes is the size of a slot: a 32-bit partial key and an 8-bit value.
const slotBytes = 5

// prefault writes one byte of every page of s, so that the operating system maps the
// whole table now rather than one page at a time during the first searches (which
// would charge each search with page faults; a C++ vector is zeroed when made).
func prefault(s []byte) {
	for i := 0; i < len(s); i += 4096 {
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
	return t.probe(t.index(key), key)
}

// probe returns the value stored for key in slot i (key's index), 0 if none.
func (t *table) probe(i, key uint64) uint8 {
	b := t.data[i*slotBytes : i*slotBytes+slotBytes]
	if binary.LittleEndian.Uint32(b) == uint32(key) {
		return b[4]
	}
	return 0
}

// put stores val for key, replacing whatever the slot held.
func (t *table) put(key uint64, val uint8) {
	i := t.index(key)
	b := t.data[i*slotBytes : i*slotBytes+slotBytes]
	binary.LittleEndian.PutUint32(b, uint32(key))
	b[4] = val
	if t.ndirty < dirtyCap {
		t.dirty[t.ndirty] = uint32(i)
	}
	t.ndirty++
}

// clear empties the table: only the slots written if they are few, else all of it.
func (t *table) clear() {
	if t.ndirty > dirtyCap {
		clear(t.data)
	} else {
		for _, i := range t.dirty[:t.ndirty] {
			clear(t.data[uint64(i)*slotBytes : uint64(i)*slotBytes+slotBytes])
		}
	}
	t.ndirty = 0
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
