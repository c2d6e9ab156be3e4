package trace

import "github.com/gametree/gametree/games"

// table is a transposition table: a fixed array indexed by the position key, each entry
// keeping the full key (to tell collisions apart), the value for the side to move, the
// kind of bound it is, the remaining depth it was searched to and the best move found.
// It never allocates after creation; a newer entry replaces an older one.
type table struct {
	entries []entry
	mask    uint64
}

type entry struct {
	key   uint64
	value int
	move  games.Move
	depth int16
	bound Bound
	used  bool
}

func newTable(size int) *table {
	n := 1
	for n < size {
		n <<= 1
	}
	return &table{entries: make([]entry, n), mask: uint64(n - 1)}
}

func (t *table) get(key uint64) (entry, bool) {
	e := t.entries[mix(key)&t.mask]
	return e, e.used && e.key == key
}

func (t *table) put(key uint64, value int, b Bound, depth int, move games.Move) {
	t.entries[mix(key)&t.mask] = entry{key: key, value: value, move: move, depth: int16(depth), bound: b, used: true}
}

// mix spreads keys that differ in few bits (board masks) over the table.
func mix(k uint64) uint64 {
	k ^= k >> 33
	k *= 0xff51afd7ed558ccd
	k ^= k >> 33
	return k
}

// probe looks the current position up. alpha and beta are the window in the
// algorithm's own view (MAX's when maxView, else the side to move's), nil for the
// algorithms without one, which can use exact values only. A usable entry returns its
// value (hit); a bound that does not settle the node narrows the window instead. The
// table's best move is kept as the ply's first move to try.
func (s *searcher) probe(ply int, id int32, left int, alpha, beta *int, maxView bool) (int, bool) {
	s.setHint(ply, -1)
	if s.tt == nil || ply == 0 || left <= 0 { // quiesce nodes are not kept in the table
		return 0, false
	}
	e, ok := s.tt.get(s.keyer.Key())
	if !ok {
		return 0, false
	}
	s.setHint(ply, e.move)
	if int(e.depth) < left {
		return 0, false
	}
	v, b := e.value, e.bound
	if maxView && s.player(ply) == Min {
		v, b = -v, b.flip()
	}
	hit := b == Exact
	if !hit && alpha != nil {
		switch b {
		case Lower:
			if v > *alpha {
				*alpha = v
				s.recordNarrow(ply, id, maxView, true, *alpha, *beta)
			}
		case Upper:
			if v < *beta {
				*beta = v
				s.recordNarrow(ply, id, maxView, false, *alpha, *beta)
			}
		}
		hit = *alpha >= *beta
	}
	if !hit {
		return 0, false
	}
	s.stats.TTHits++
	s.ret = b
	if s.rec != nil {
		vMax, bMax := v, b
		wa, wb := -Inf, Inf
		if alpha != nil {
			wa, wb = *alpha, *beta
		}
		if !maxView {
			vMax = s.toMax(ply, v)
			wa, wb = s.windowToMax(ply, wa, wb)
			if s.player(ply) == Min {
				bMax = b.flip()
			}
		}
		s.rec.ttHit(id, vMax, bMax, wa, wb)
		if same, ok := s.searched[s.keyer.Key()]; ok {
			s.rec.setSame(id, same)
		}
	}
	return v, true
}

// noteSearched remembers that the current position was searched at recorded node id,
// for the table hits that will reuse its value.
func (s *searcher) noteSearched(id int32) {
	if s.searched == nil || id < 0 {
		return
	}
	s.searched[s.keyer.Key()] = id
}

// recordNarrow records a window narrowed by a table bound: raised says the
// algorithm's alpha rose (else its beta fell).
func (s *searcher) recordNarrow(ply int, id int32, maxView, raised bool, alpha, beta int) {
	if s.rec == nil {
		return
	}
	if !maxView {
		alpha, beta = s.windowToMax(ply, alpha, beta)
		if s.player(ply) == Min {
			raised = !raised
		}
	}
	kind := StepBeta
	if raised {
		kind = StepAlpha
	}
	s.rec.window(kind, id, 0, false, alpha, beta)
}

// store keeps a node's result; v is in MAX's view when maxView, else the side to
// move's. The naive mode stores every value as exact, as a plain memo does.
func (s *searcher) store(ply, left, v int, b Bound, move games.Move, maxView bool) {
	if s.tt == nil || left <= 0 {
		return
	}
	if maxView && s.player(ply) == Min {
		v, b = -v, b.flip()
	}
	if s.opt.TT == TTNaive {
		b = Exact
	}
	s.tt.put(s.keyer.Key(), v, b, left, move)
}
