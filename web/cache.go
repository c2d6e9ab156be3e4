package web

import (
	"container/list"
	"sync"
	"time"

	"github.com/gametree/gametree/trace"
)

// lru is a least-recently-used cache weighted by bytes: it holds at most maxEntries
// values and maxBytes in all, and drops what nobody asked for in idle (see dropIdle),
// so a server that was busy gives its memory back. The kept LRU libraries bound
// entries, not bytes, hence this small one.
type lru[V any] struct {
	mu         sync.Mutex
	ll         *list.List
	m          map[string]*list.Element
	maxEntries int
	maxBytes   int64
	bytes      int64
	idle       time.Duration
	now        func() time.Time
}

type lruEntry[V any] struct {
	key  string
	v    V
	size int64
	used time.Time
}

func newLRU[V any](maxEntries int, maxBytes int64, idle time.Duration) *lru[V] {
	return &lru[V]{ll: list.New(), m: map[string]*list.Element{}, maxEntries: maxEntries,
		maxBytes: maxBytes, idle: idle, now: time.Now}
}

func (c *lru[V]) get(key string) (V, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.m[key]; ok {
		c.ll.MoveToFront(el)
		e := el.Value.(*lruEntry[V])
		e.used = c.now()
		return e.v, true
	}
	var zero V
	return zero, false
}

// put keeps v under key, weighing size bytes, unless the key is there already: it
// returns the value kept. A value larger than half the cache is not kept.
func (c *lru[V]) put(key string, v V, size int64) V {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.m[key]; ok {
		c.ll.MoveToFront(el)
		return el.Value.(*lruEntry[V]).v
	}
	if size > c.maxBytes/2 {
		return v
	}
	c.m[key] = c.ll.PushFront(&lruEntry[V]{key: key, v: v, size: size, used: c.now()})
	c.bytes += size
	c.evict()
	return v
}

// grow adds delta bytes to key's weight (a trace's gzipped form made later).
func (c *lru[V]) grow(key string, delta int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.m[key]; ok {
		el.Value.(*lruEntry[V]).size += delta
		c.bytes += delta
		c.evict()
	}
}

func (c *lru[V]) evict() {
	for c.ll.Len() > 1 && (c.ll.Len() > c.maxEntries || c.bytes > c.maxBytes) {
		c.remove(c.ll.Back())
	}
}

func (c *lru[V]) remove(el *list.Element) {
	e := el.Value.(*lruEntry[V])
	c.ll.Remove(el)
	delete(c.m, e.key)
	c.bytes -= e.size
}

// bigEntry and bigIdle: an entry of more than bigEntry bytes (a large search, a large
// picture) is dropped once nobody asked for it in bigIdle, however long the cache's
// idle time: the page asks for a search's trace and its picture within seconds, and a
// server that has just served a burst of large work gives its memory back soon after.
const (
	bigEntry = 4 << 20
	bigIdle  = 10 * time.Second
)

// dropIdle drops the values nobody asked for in the cache's idle time (bigIdle for a
// big one) and returns the bytes dropped.
func (c *lru[V]) dropIdle() int64 {
	if c.idle <= 0 {
		return 0
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	now := c.now()
	cutoff, bigCutoff := now.Add(-c.idle), now.Add(-min(c.idle, bigIdle))
	var dropped int64
	for el := c.ll.Back(); el != nil; {
		prev := el.Prev()
		if e := el.Value.(*lruEntry[V]); e.used.Before(cutoff) || e.size > bigEntry && e.used.Before(bigCutoff) {
			dropped += e.size
			c.remove(el)
		}
		el = prev
	}
	return dropped
}

// stats reports the entries and bytes held.
func (c *lru[V]) stats() (entries int, bytes int64) {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.ll.Len(), c.bytes
}

// traceCache keeps the latest searches, so that the drawing of a trace the page has
// just fetched is made from the very same trace (a search stopped by its time limit
// is not repeatable), and stepping back and forth through downloads does not search
// again. A trace weighs its recorded memory plus its gzipped JSON forms.
type traceCache struct{ *lru[*traceEntry] }

type traceEntry struct {
	key string
	t   *trace.Trace
	mu  sync.Mutex
	gz  map[string][]byte // the gzipped JSON of each form, made once on first use
}

func newTraceCache(maxEntries int, maxBytes int64, idle time.Duration) *traceCache {
	return &traceCache{newLRU[*traceEntry](maxEntries, maxBytes, idle)}
}

func (c *traceCache) get(key string) *traceEntry {
	e, _ := c.lru.get(key)
	return e
}

func (c *traceCache) put(key string, t *trace.Trace) *traceEntry {
	return c.lru.put(key, &traceEntry{key: key, t: t}, int64(t.MemoryBytes())+1024)
}

// gzipped returns the entry's gzipped JSON form, if made.
func (e *traceEntry) gzipped(form string) []byte {
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.gz[form]
}

// setGzip remembers an entry's gzipped JSON form and weighs it.
func (c *traceCache) setGzip(e *traceEntry, form string, gz []byte) {
	e.mu.Lock()
	if e.gz == nil {
		e.gz = map[string][]byte{}
	}
	_, had := e.gz[form]
	e.gz[form] = gz
	e.mu.Unlock()
	if !had {
		c.grow(e.key, int64(len(gz)))
	}
}

// byteCache keeps rendered pictures, with their gzipped form when it helps.
type byteCache struct{ *lru[[2][]byte] }

func newByteCache(maxEntries int, maxBytes int64, idle time.Duration) *byteCache {
	return &byteCache{newLRU[[2][]byte](maxEntries, maxBytes, idle)}
}

func (c *byteCache) get(key string) (body, gz []byte, ok bool) {
	v, ok := c.lru.get(key)
	return v[0], v[1], ok
}

func (c *byteCache) put(key string, body, gz []byte) {
	c.lru.put(key, [2][]byte{body, gz}, int64(len(body)+len(gz)))
}
