package c4

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBucketsPrefetch: a prefetch of any bucket, the first and the last included, is
// harmless and changes nothing: a get afterwards finds what was put, in the shared
// table (two slots a bucket) and in a near table (one slot, always replaced).
func TestBucketsPrefetch(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name string
		t    *buckets
	}{{"shared", newBuckets(MinTableEntries)}, {"near", newDirect()}} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			b := tc.t
			for _, key := range []uint64{0, b.size - 1, b.size, 2*b.size - 1, 1<<49 + 12345} {
				b.prefetch(key)
				assert.Zero(t, b.get(key), "key %d before put", key)
				b.put(key, 3, boundLower, 2, 100)
				b.prefetch(key)
				e := b.get(key)
				assert.Equal(t, 3, e.score(), "key %d", key)
				assert.Equal(t, boundLower, e.bound(), "key %d", key)
				assert.Equal(t, 2, e.move(), "key %d", key)
			}
		})
	}
}

// TestBucketsTellKeysApart: two keys below 2^49 in the same bucket of a near table
// (2^15 buckets) with the same low 32 bits differ in bits 32 to 39, which an entry holds
// too, so that the table never takes one for the other; a clear makes every entry
// stale. (In a shared table of MinTableEntries or more no such twins exist below 2^49.)
func TestBucketsTellKeysApart(t *testing.T) {
	t.Parallel()
	b := newDirect()
	for _, key := range []uint64{1, 987654321, 1<<40 + 5, 1<<48 + 77} {
		twin := key + b.size<<32 // the same bucket and the same low 32 bits
		if twin >= 1<<49 {
			twin = key - b.size<<32
		}
		require.Less(t, twin, uint64(1)<<49)
		assert.Equal(t, b.bucket(key), b.bucket(twin))
		assert.Equal(t, uint32(key), uint32(twin))
		b.put(key, 5, boundExact, 3, 10)
		assert.Equal(t, 5, b.get(key).score(), "key %d", key)
		assert.Zero(t, b.get(twin), "key %d taken for %d", twin, key)
		b.clear()
		assert.Zero(t, b.get(key), "key %d after a clear", key)
	}
}
