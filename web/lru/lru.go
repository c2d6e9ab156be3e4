package lru

import (
	"container/list"
	"sync"
	"time"
)

// Big entries: one of more than BigEntry bytes (a large search, a large picture) is
// dropped once nobody asked for it in BigIdle, however long the cache's idle time: the
// page asks for a search's trace and its picture within seconds, and a server that has
// just served a burst of large work gives its memory back soon after.
const (
	BigEntry = 4 << 20
	BigIdle  = 10 * time.Second
)

// Cache is a least-recently-used cache weighed by bytes. It is safe for concurrent
// use.
type Cache[V any] struct {
	mu         sync.Mutex
	ll         *list.List
	m          map[string]*list.Element
	maxEntries int
	maxBytes   int64
	bytes      int64
	idle       time.Duration
	now        func() time.Time
}

type entry[V any] struct {
	key   string
	v     V
	size  int64
	used  time.Time
	holds int // Hold: in use now, never idle
}

// New makes a cache of at most maxEntries values and maxBytes in all, whose values
// nobody asked for in idle are dropped by DropIdle (idle <= 0: never).
func New[V any](maxEntries int, maxBytes int64, idle time.Duration) *Cache[V] {
	return &Cache[V]{ll: list.New(), m: map[string]*list.Element{}, maxEntries: maxEntries,
		maxBytes: maxBytes, idle: idle, now: time.Now}
}

// SetClock replaces the cache's clock (tests).
func (c *Cache[V]) SetClock(now func() time.Time) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.now = now
}

// Get returns the value kept under key, and marks it used.
func (c *Cache[V]) Get(key string) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.m[key]; ok {
		c.ll.MoveToFront(el)
		e := el.Value.(*entry[V])
		e.used = c.now()
		return e.v, true
	}
	var zero V
	return zero, false
}

// Put keeps v under key, weighing size bytes, unless the key is there already: it
// returns the value kept. A value larger than half the cache is not kept.
func (c *Cache[V]) Put(key string, v V, size int64) V {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.m[key]; ok {
		c.ll.MoveToFront(el)
		return el.Value.(*entry[V]).v
	}
	if size > c.maxBytes/2 {
		return v
	}
	c.m[key] = c.ll.PushFront(&entry[V]{key: key, v: v, size: size, used: c.now()})
	c.bytes += size
	c.evict()
	return v
}

// Hold marks the value under key in use until release is called (once): DropIdle
// leaves it, however long the use (a big trace streamed to a slow client), and release
// marks it used. A key not kept gives a release that does nothing.
func (c *Cache[V]) Hold(key string) (release func()) {
	c.mu.Lock()
	defer c.mu.Unlock()
	el, ok := c.m[key]
	if !ok {
		return func() {}
	}
	e := el.Value.(*entry[V])
	e.holds++
	var once sync.Once
	return func() {
		once.Do(func() {
			c.mu.Lock()
			defer c.mu.Unlock()
			e.holds--
			e.used = c.now()
		})
	}
}

// Grow adds delta bytes to key's weight (a form of the value made later) and marks it
// used: it was used to make that form (a big trace's gzipped JSON may take longer to
// write than BigIdle).
func (c *Cache[V]) Grow(key string, delta int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.m[key]; ok {
		e := el.Value.(*entry[V])
		e.size += delta
		e.used = c.now()
		c.ll.MoveToFront(el)
		c.bytes += delta
		c.evict()
	}
}

func (c *Cache[V]) evict() {
	for c.ll.Len() > 1 && (c.ll.Len() > c.maxEntries || c.bytes > c.maxBytes) {
		c.remove(c.ll.Back())
	}
}

func (c *Cache[V]) remove(el *list.Element) {
	e := el.Value.(*entry[V])
	c.ll.Remove(el)
	delete(c.m, e.key)
	c.bytes -= e.size
}

// DropIdle drops the values nobody asked for in the cache's idle time (BigIdle for a
// big one) and returns the bytes dropped.
func (c *Cache[V]) DropIdle() int64 {
	if c.idle <= 0 {
		return 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	cutoff, bigCutoff := now.Add(-c.idle), now.Add(-min(c.idle, BigIdle))
	var dropped int64
	for el := c.ll.Back(); el != nil; {
		prev := el.Prev()
		if e := el.Value.(*entry[V]); e.holds == 0 && (e.used.Before(cutoff) || e.size > BigEntry && e.used.Before(bigCutoff)) {
			dropped += e.size
			c.remove(el)
		}
		el = prev
	}
	return dropped
}

// Stats reports the entries and bytes held.
func (c *Cache[V]) Stats() (entries int, bytes int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len(), c.bytes
}
