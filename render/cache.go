package render

import (
	"container/list"
	"context"
	"crypto/sha256"
	"io"
	"sync"

	"github.com/gametree/gametree/internal/flight"
)

// DefaultCacheBytes bounds a Cache when NewCache is given 0.
const DefaultCacheBytes = 64 << 20

// Cache keeps renders by content (sha256 of the format and the DOT text) in a
// least-recently-used list bounded by total bytes. Concurrent requests for the same
// render wait for one render instead of making their own (package flight). Cache is safe for
// concurrent use; the bytes it returns are the caller's own.
type Cache struct {
	r   Renderer
	max int64

	mu     sync.Mutex
	ll     *list.List // of *cacheEntry, most recent first
	items  map[[32]byte]*list.Element
	flight flight.Group[[32]byte, []byte]
	size   int64
	stats  CacheStats
}

// CacheStats counts what a Cache did.
type CacheStats struct {
	Hits    int   // answered from the cache
	Shared  int   // answered by waiting for an identical render in flight
	Misses  int   // renders made
	Entries int   // renders kept
	Bytes   int64 // their total size
}

type cacheEntry struct {
	key [32]byte
	val []byte
}

// NewCache wraps r with a cache of at most maxBytes (0: DefaultCacheBytes).
func NewCache(r Renderer, maxBytes int64) *Cache {
	if maxBytes <= 0 {
		maxBytes = DefaultCacheBytes
	}
	return &Cache{r: r, max: maxBytes, ll: list.New(), items: map[[32]byte]*list.Element{}}
}

func cacheKey(dot []byte, format Format) [32]byte {
	h := sha256.New()
	h.Write([]byte(format))
	h.Write([]byte{0})
	h.Write(dot)
	var k [32]byte
	h.Sum(k[:0])
	return k
}

// Render implements Renderer. Identical renders asked for at once are made once,
// under a context of their own: the deadline of the caller that started it, never its
// cancellation. A caller that gives up stops waiting; the render is cancelled only
// when no caller is left waiting for it.
func (c *Cache) Render(ctx context.Context, dot []byte, format Format) ([]byte, error) {
	if format == FormatDOT {
		return append([]byte(nil), dot...), nil
	}
	key := cacheKey(dot, format)
	if val, ok := c.lookup(key); ok {
		return val, nil
	}
	deadline, _ := ctx.Deadline()
	val, err, shared := c.flight.Do(ctx, key, deadline, func(ctx context.Context) ([]byte, error) {
		c.mu.Lock()
		if el, ok := c.items[key]; ok { // made meanwhile
			val := el.Value.(*cacheEntry).val
			c.mu.Unlock()
			return val, nil
		}
		c.stats.Misses++
		c.mu.Unlock()
		val, err := c.r.Render(ctx, dot, format)
		if err == nil {
			c.mu.Lock()
			c.add(key, val)
			c.mu.Unlock()
		}
		return val, err
	})
	if err != nil {
		return nil, err
	}
	if shared {
		c.mu.Lock()
		c.stats.Shared++
		c.mu.Unlock()
	}
	return append([]byte(nil), val...), nil
}

// lookup returns a copy of a kept render.
func (c *Cache) lookup(key [32]byte) ([]byte, bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.items[key]; ok {
		c.ll.MoveToFront(el)
		c.stats.Hits++
		return append([]byte(nil), el.Value.(*cacheEntry).val...), true
	}
	return nil, false
}

// add keeps a render, dropping the least recently used ones to make room. A render
// larger than the whole cache is not kept. Called with mu held.
func (c *Cache) add(key [32]byte, val []byte) {
	n := int64(len(val))
	if n > c.max {
		return
	}
	if el, ok := c.items[key]; ok {
		c.ll.MoveToFront(el)
		return
	}
	for c.size+n > c.max && c.ll.Len() > 0 {
		last := c.ll.Back()
		e := last.Value.(*cacheEntry)
		c.ll.Remove(last)
		delete(c.items, e.key)
		c.size -= int64(len(e.val))
	}
	c.items[key] = c.ll.PushFront(&cacheEntry{key: key, val: val})
	c.size += n
}

// Stats reports the cache's counters.
func (c *Cache) Stats() CacheStats {
	c.mu.Lock()
	defer c.mu.Unlock()
	s := c.stats
	s.Entries = c.ll.Len()
	s.Bytes = c.size
	return s
}

// Warm warms the renderer underneath, when it can be warmed.
func (c *Cache) Warm(ctx context.Context) error {
	if w, ok := c.r.(interface{ Warm(context.Context) error }); ok {
		return w.Warm(ctx)
	}
	return nil
}

// Close closes the renderer underneath, when it can be closed.
func (c *Cache) Close() error {
	if cl, ok := c.r.(io.Closer); ok {
		return cl.Close()
	}
	return nil
}
