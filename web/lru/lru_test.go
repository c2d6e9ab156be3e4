package lru

import (
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestDropsWhatIsIdle(t *testing.T) {
	t.Parallel()
	now := time.Unix(1000, 0)
	c := New[int](10, 1000, time.Minute)
	c.SetClock(func() time.Time { return now })
	c.Put("a", 1, 100)
	c.Put("b", 2, 200)
	now = now.Add(40 * time.Second)
	_, ok := c.Get("a") // asked for: stays
	require.True(t, ok)
	now = now.Add(30 * time.Second)
	assert.Equal(t, int64(200), c.DropIdle())
	entries, bytes := c.Stats()
	assert.Equal(t, 1, entries)
	assert.Equal(t, int64(100), bytes)
	_, ok = c.Get("b")
	assert.False(t, ok)
	// weighed by bytes: the oldest go first
	c.Put("c", 3, 500)
	c.Put("d", 4, 450)
	_, ok = c.Get("a")
	assert.False(t, ok, "1,050 bytes > 1,000: the least recently used goes")
	c.Grow("d", 100)
	_, ok = c.Get("c")
	assert.False(t, ok)
	// too big for the cache: not kept
	c.Put("e", 5, 600)
	_, ok = c.Get("e")
	assert.False(t, ok)
}

// Big entries go after BigIdle unasked, the small ones after the cache's idle time.
func TestDropsBigEntriesSooner(t *testing.T) {
	t.Parallel()
	now := time.Unix(1000, 0)
	c := New[int](10, 1<<30, time.Minute)
	c.SetClock(func() time.Time { return now })
	c.Put("small", 1, 1000)
	c.Put("big", 2, BigEntry+1)
	now = now.Add(BigIdle + time.Second)
	assert.Equal(t, int64(BigEntry+1), c.DropIdle())
	_, ok := c.Get("small")
	assert.True(t, ok)
	_, ok = c.Get("big")
	assert.False(t, ok)
}

// A value whose form was made late (Grow) counts as used then.
func TestGrowMarksUsed(t *testing.T) {
	t.Parallel()
	now := time.Unix(1000, 0)
	c := New[int](10, 1<<30, time.Minute)
	c.SetClock(func() time.Time { return now })
	c.Put("big", 1, BigEntry+1)
	now = now.Add(BigIdle - time.Second)
	c.Grow("big", 100) // its gzipped form, written over BigIdle
	now = now.Add(BigIdle - time.Second)
	assert.Zero(t, c.DropIdle(), "used when its form was made")
	now = now.Add(2 * time.Second)
	assert.Equal(t, int64(BigEntry+101), c.DropIdle())
}

// A value held is in use, never idle, however long; released, it is used then.
func TestHeldIsNeverIdle(t *testing.T) {
	t.Parallel()
	now := time.Unix(1000, 0)
	c := New[int](10, 1<<30, time.Minute)
	c.SetClock(func() time.Time { return now })
	c.Put("big", 1, BigEntry+1)
	release := c.Hold("big")
	now = now.Add(time.Hour)
	assert.Zero(t, c.DropIdle(), "held: in use")
	release()
	release() // once only
	now = now.Add(BigIdle - time.Second)
	assert.Zero(t, c.DropIdle(), "used when released")
	now = now.Add(2 * time.Second)
	assert.Equal(t, int64(BigEntry+1), c.DropIdle())
	c.Hold("gone")() // a key not kept: nothing to hold
}

func TestBoundedByEntriesAndKeepsTheFirst(t *testing.T) {
	t.Parallel()
	c := New[string](2, 1<<20, 0)
	assert.Equal(t, "x", c.Put("k", "x", 1))
	assert.Equal(t, "x", c.Put("k", "y", 1), "a key kept already keeps its value")
	c.Put("l", "l", 1)
	c.Get("k") // k is now the most recent
	c.Put("m", "m", 1)
	_, ok := c.Get("l")
	assert.False(t, ok, "two entries at most: the least recently used goes")
	_, ok = c.Get("k")
	assert.True(t, ok)
	assert.Equal(t, int64(0), c.DropIdle(), "no idle time: nothing dropped by age")
}
