package sandbox

import (
	"container/list"
	"sync"

	"github.com/gametree/gametree/lab"
)

// Store keeps sources by their hash (lab.HashOf: language and source), the most recently used first, within a
// byte budget: a link names code by its hash, and the page sends the source again
// when the store no longer has it (lab.unknown).
type Store struct {
	mu    sync.Mutex
	max   int
	bytes int
	ll    *list.List
	items map[string]*list.Element
}

type stored struct {
	hash, source string
	kind         lab.Kind
	lang         lab.Lang
}

// NewStore keeps at most maxBytes of sources.
func NewStore(maxBytes int) *Store {
	return &Store{max: maxBytes, ll: list.New(), items: map[string]*list.Element{}}
}

// Put keeps source (of kind, written in lang) and returns its hash.
func (s *Store) Put(kind lab.Kind, lang lab.Lang, source string) string {
	lang = langOr(lang)
	h := lab.HashOf(lang, source)
	s.mu.Lock()
	defer s.mu.Unlock()
	if e, ok := s.items[h]; ok {
		e.Value.(*stored).kind = kind
		s.ll.MoveToFront(e)
		return h
	}
	s.items[h] = s.ll.PushFront(&stored{hash: h, source: source, kind: kind, lang: lang})
	s.bytes += len(source)
	for s.bytes > s.max && s.ll.Len() > 1 {
		last := s.ll.Back()
		st := last.Value.(*stored)
		s.ll.Remove(last)
		delete(s.items, st.hash)
		s.bytes -= len(st.source)
	}
	return h
}

// Get finds a source by hash, with its kind and language.
func (s *Store) Get(hash string) (source string, kind lab.Kind, lang lab.Lang, ok bool) {
	s.mu.Lock()
	defer s.mu.Unlock()
	e, ok := s.items[hash]
	if !ok {
		return "", "", "", false
	}
	s.ll.MoveToFront(e)
	st := e.Value.(*stored)
	return st.source, st.kind, st.lang, true
}
