package c4

import (
	"math/bits"
	"sync/atomic"
	"unsafe"
)

// buckets is the table of the search beyond the tutorial: buckets of two 64-bit
// entries, indexed by key mod a prime number of buckets. An entry holds the key's low
// 40 bits (with the bucket's index, enough to tell the key: a key below 2^49 is fixed
// by its low 40 bits and its index mod a prime above 2^9),
// the score, its bound type, the best move, the work that found it (log2 of the
// nodes searched under it) and the table's generation. Entries are read and written
// whole with atomic operations, so searches on several cores share the table without
// locks: a slot holds one entry or another, never a mix.
type buckets struct {
	slots []uint64 // two a bucket
	size  uint64   // buckets, a prime
	inv   uint64   // floor((2^64-1) / size): key mod size without a division
	gen   uint64   // the generation of live entries, 1..genMax
	one   bool     // one slot a bucket, always replaced (the tutorial's policy)
	// direct: a bucket is one slot (stride 1), always replaced: the near-leaf tables
	direct bool
	// shared: several workers use the table (lazy SMP), so entries are written with
	// atomic stores; one worker alone writes plainly, which is cheaper.
	shared bool
}

// Bound types of an entry; 0 is an empty slot.
const (
	boundUpper = 1 // the score is at least the position's value
	boundLower = 2 // at most
	boundExact = 3
)

// The fields of an entry.
const (
	entryScoreShift = 32 // 6 bits: score + scoreBias
	entryBoundShift = 38 // 2 bits
	entryMoveShift  = 40 // 3 bits: the best move's column, 7 for none
	entryWorkShift  = 43 // 5 bits
	entryGenShift   = 48 // 8 bits
	entryKeyShift   = 56 // 8 bits: the key's bits 32 to 39 (the low 32 are bits 0 to 31)
	scoreBias       = 32
	genMax          = 255
	noMove          = 7
)

// newBuckets makes a table of at least entries entries (clamped to
// [MinTableEntries, MaxTableEntries]): a prime number of buckets of two.
func newBuckets(entries int) *buckets {
	entries = max(MinTableEntries, min(entries, MaxTableEntries))
	size := uint64(nextPrime(max(entries/2, MinTableEntries)))
	t := &buckets{slots: make([]uint64, 2*size), size: size, inv: ^uint64(0) / size, gen: 1}
	b := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(t.slots))), len(t.slots)*8)
	adviseHugePages(b)
	prefault(b)
	return t
}

// nearEntries is a near-leaf table's size: 2^15 slots (rounded up to a prime), 256 KB,
// half a core's 512 KB level-2 cache here, so that it stays there beside the search's
// other data. It was 2^17 (1 MB), the least that 32-bit partial keys could tell apart,
// until entries held 8 more bits of the key. With ForcedChildren, one thread, the
// first 4 openings after 4 moves: from 26 stones 12.74 M nodes a position against
// 12.69 M with 1 MB from 24; the first 2, 5.3% less time (27.24 against 28.77 s, 4
// rounds, interleaved, user CPU time of solve --threads 1; 128 KB no better); 30
// openings after 6 moves one at a time, interleaved, 4.1% less (1.368 against 1.427 s
// a position). From 26 stones rather than 24 at 256 KB: 10% less time on the first 4
// after 4 (3 rounds); 27 and 28 searched fewer nodes but took longer. After 8 moves,
// where a search is small (about a million nodes), 1 MB from 26 was faster: 50
// openings, one at a time, 0.171 against 0.186 s a position (512 KB: 0.188 s).
const nearEntries = 1 << 15

// newDirect makes a near-leaf table: nearEntries slots, one a bucket.
func newDirect() *buckets {
	size := uint64(nextPrime(nearEntries))
	// one slot more than buckets: load reads two slots
	t := &buckets{slots: make([]uint64, size+1), size: size, inv: ^uint64(0) / size, gen: 1, one: true, direct: true}
	prefault(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(t.slots))), len(t.slots)*8))
	return t
}

// Bytes is the table's memory.
func (t *buckets) Bytes() int { return len(t.slots) * 8 }

// clear empties the table: a new generation, which makes every entry stale; once in
// genMax clears, the memory itself is cleared.
func (t *buckets) clear() {
	t.gen++
	if t.gen > genMax {
		clear(t.slots)
		t.gen = 1
	}
}

// bucket is the index of key's first slot.
func (t *buckets) bucket(key uint64) uint64 {
	q, _ := bits.Mul64(key, t.inv)
	r := key - q*t.size
	if r >= t.size {
		r -= t.size
	}
	if t.direct {
		return r
	}
	return 2 * r
}

// entry is one slot's content.
type entry uint64

func (e entry) score() int { return int(e>>entryScoreShift&63) - scoreBias }
func (e entry) bound() int { return int(e >> entryBoundShift & 3) }
func (e entry) move() int  { return int(e >> entryMoveShift & 7) }
func (e entry) work() int  { return int(e >> entryWorkShift & 31) }

// live reports whether e holds key in the current generation.
func (t *buckets) live(e uint64, key uint64) bool {
	return uint32(e) == uint32(key) && e>>entryKeyShift == key>>32&0xff && e>>entryGenShift&genMax == t.gen &&
		e>>entryBoundShift&3 != 0
}

// get returns the entry of key, 0 if none.
func (t *buckets) get(key uint64) entry {
	return t.match(t.load(key), key)
}

// slotPair is a bucket's two slots as read.
type slotPair [2]uint64

// load reads key's bucket.
func (t *buckets) load(key uint64) slotPair {
	i := t.bucket(key)
	return slotPair{atomic.LoadUint64(&t.slots[i]), atomic.LoadUint64(&t.slots[i+1])}
}

// prefetch asks memory for key's bucket without waiting for it (Prefetch): a get of
// the key soon after finds it in the cache. A bucket is 16 bytes at a multiple of 16
// from the table's start, which is page-aligned (a large allocation), so it lies in one
// cache line; a near table's bucket is one slot.
func (t *buckets) prefetch(key uint64) {
	prefetch(&t.slots[t.bucket(key)])
}

// match returns the entry of key in the bucket b read, 0 if none.
func (t *buckets) match(b slotPair, key uint64) entry {
	if t.live(b[0], key) {
		return entry(b[0])
	}
	if !t.direct && t.live(b[1], key) {
		return entry(b[1])
	}
	return 0
}

// put stores an entry for key: in the slot that holds key already, else in the one
// whose work is the lesser (a stale entry counts as none); with one slot a bucket,
// always in the first.
func (t *buckets) put(key uint64, score, bound, move int, nodes int64) {
	work := min(bits.Len64(uint64(nodes)), 31)
	e := uint64(uint32(key)) | uint64(score+scoreBias)<<entryScoreShift | uint64(bound)<<entryBoundShift |
		uint64(move)<<entryMoveShift | uint64(work)<<entryWorkShift | t.gen<<entryGenShift | (key>>32&0xff)<<entryKeyShift
	i := t.bucket(key)
	if !t.one {
		a, b := atomic.LoadUint64(&t.slots[i]), atomic.LoadUint64(&t.slots[i+1])
		switch {
		case t.live(a, key):
		case t.live(b, key):
			i++
		case t.work(b) < t.work(a):
			i++
		}
	}
	if t.shared {
		atomic.StoreUint64(&t.slots[i], e)
	} else {
		t.slots[i] = e
	}
}

// work is the work of a slot's entry, -1 when it is stale or empty.
func (t *buckets) work(e uint64) int {
	if e>>entryGenShift&genMax != t.gen || e>>entryBoundShift&3 == 0 {
		return -1
	}
	return entry(e).work()
}

// The near-leaf tables (NearTable): positions of nearFrom stones or more go to their
// worker's own table (newDirect: 256 KB, one slot a bucket, always replaced), which
// stays in the core's level-2 cache; the shared table keeps the positions nearer the
// root, whose subtrees are worth keeping. Measured on the empty board and on positions
// after 4 moves (weak, one and two cores): from 20 to 26 stones equally good, about
// 1.6x faster than without; larger near tables search fewer nodes but take longer
// (two slots a bucket, 2 MB: 10.8 s for the empty board on two cores; one slot used
// of 2 MB: 10.4 s; 1 MB direct: 9.9 s; 4 MB: 11.2 s). That was from 24 stones with
// 1 MB; at 256 KB, 26 is the best (nearEntries).
const nearFrom = 26

// nearDepth: in a small search (soloNodes), positions this many plies below the root
// or more go to the near-leaf table too, whatever their stones (Begin-Easy: 262 µs a
// position without, 157 with 4 plies, 160 with 6, 173 with 8; in a big search they cost: positions after 4
// moves took 2.3 times as long).
const nearDepth = 4
