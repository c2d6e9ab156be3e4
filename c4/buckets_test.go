package c4

import (
	"testing"

	"github.com/stretchr/testify/assert"
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
