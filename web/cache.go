package web

import (
	"container/list"
	"sync"

	"github.com/gametree/gametree/trace"
)

// traceCache keeps the latest searches, so that the drawing of a trace the page has
// just fetched is made from the very same trace (a search stopped by its time limit
// is not repeatable), and stepping back and forth through downloads does not search
// again. It holds at most maxEntries traces and maxNodes recorded nodes.
type traceCache struct {
	mu         sync.Mutex
	ll         *list.List
	m          map[string]*list.Element
	maxEntries int
	maxNodes   int64
	nodes      int64
}

type traceEntry struct {
	key  string
	t    *trace.Trace
	gz   []byte // the gzipped JSON, made on first use
	size int64
}

func newTraceCache(maxEntries int, maxNodes int64) *traceCache {
	return &traceCache{ll: list.New(), m: map[string]*list.Element{}, maxEntries: maxEntries, maxNodes: maxNodes}
}

func (c *traceCache) get(key string) *traceEntry {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.m[key]; ok {
		c.ll.MoveToFront(el)
		return el.Value.(*traceEntry)
	}
	return nil
}

func (c *traceCache) put(key string, t *trace.Trace) *traceEntry {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.m[key]; ok {
		c.ll.MoveToFront(el)
		return el.Value.(*traceEntry)
	}
	e := &traceEntry{key: key, t: t, size: int64(t.NodeCount()) + int64(t.StepCount())/4 + 1}
	c.m[key] = c.ll.PushFront(e)
	c.nodes += e.size
	for c.ll.Len() > 1 && (c.ll.Len() > c.maxEntries || c.nodes > c.maxNodes) {
		old := c.ll.Back()
		oe := old.Value.(*traceEntry)
		c.ll.Remove(old)
		delete(c.m, oe.key)
		c.nodes -= oe.size
	}
	return e
}

// setGzip remembers an entry's gzipped JSON.
func (c *traceCache) setGzip(e *traceEntry, gz []byte) {
	c.mu.Lock()
	e.gz = gz
	c.mu.Unlock()
}

func (c *traceCache) gzip(e *traceEntry) []byte {
	c.mu.Lock()
	defer c.mu.Unlock()
	return e.gz
}

// byteCache keeps rendered pictures: at most maxEntries of them, maxBytes in all.
type byteCache struct {
	mu         sync.Mutex
	ll         *list.List
	m          map[string]*list.Element
	maxEntries int
	maxBytes   int
	bytes      int
}

type byteEntry struct {
	key      string
	body, gz []byte
}

func newByteCache(maxEntries, maxBytes int) *byteCache {
	return &byteCache{ll: list.New(), m: map[string]*list.Element{}, maxEntries: maxEntries, maxBytes: maxBytes}
}

func (c *byteCache) get(key string) (body, gz []byte, ok bool) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if el, ok := c.m[key]; ok {
		c.ll.MoveToFront(el)
		e := el.Value.(*byteEntry)
		return e.body, e.gz, true
	}
	return nil, nil, false
}

func (c *byteCache) put(key string, body, gz []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	size := len(body) + len(gz)
	if size > c.maxBytes/2 {
		return
	}
	if el, ok := c.m[key]; ok {
		e := el.Value.(*byteEntry)
		c.bytes -= len(e.body) + len(e.gz)
		e.body, e.gz = body, gz
		c.bytes += size
		c.ll.MoveToFront(el)
	} else {
		c.m[key] = c.ll.PushFront(&byteEntry{key: key, body: body, gz: gz})
		c.bytes += size
	}
	for c.ll.Len() > 1 && (c.ll.Len() > c.maxEntries || c.bytes > c.maxBytes) {
		old := c.ll.Back()
		oe := old.Value.(*byteEntry)
		c.ll.Remove(old)
		delete(c.m, oe.key)
		c.bytes -= len(oe.body) + len(oe.gz)
	}
}
