package web

import (
	"sync"
	"time"

	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web/lru"
)

// traceCache keeps the latest searches, so that the drawing of a trace the page has
// just fetched is made from the very same trace (a search stopped by its time limit
// is not repeatable), and stepping back and forth through downloads does not search
// again. A trace weighs its recorded memory plus its gzipped JSON forms.
type traceCache struct{ *lru.Cache[*traceEntry] }

type traceEntry struct {
	key string
	t   *trace.Trace
	mu  sync.Mutex
	gz  map[string][]byte // the gzipped JSON of each form, made once on first use
}

func newTraceCache(maxEntries int, maxBytes int64, idle time.Duration) *traceCache {
	return &traceCache{lru.New[*traceEntry](maxEntries, maxBytes, idle)}
}

func (c *traceCache) get(key string) *traceEntry {
	e, _ := c.Get(key)
	return e
}

func (c *traceCache) put(key string, t *trace.Trace) *traceEntry {
	return c.Put(key, &traceEntry{key: key, t: t}, int64(t.MemoryBytes())+1024)
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
		c.Grow(e.key, int64(len(gz)))
	}
}

// byteCache keeps rendered pictures, with their gzipped form when it helps.
type byteCache struct{ *lru.Cache[[2][]byte] }

func newByteCache(maxEntries int, maxBytes int64, idle time.Duration) *byteCache {
	return &byteCache{lru.New[[2][]byte](maxEntries, maxBytes, idle)}
}

func (c *byteCache) get(key string) (body, gz []byte, ok bool) {
	v, ok := c.Get(key)
	return v[0], v[1], ok
}

func (c *byteCache) put(key string, body, gz []byte) {
	c.Put(key, [2][]byte{body, gz}, int64(len(body)+len(gz)))
}
