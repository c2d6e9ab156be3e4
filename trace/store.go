package trace

import (
	"math"
	"unsafe"

	"github.com/gametree/gametree/games"
)

// The recorded tree and steps are kept compact: a node is a 24-byte record and a step
// a 20-byte one, pointer-free, in pages of pageSize records (so a trace grows without
// copying and without the slack of a doubling slice). The first page grows by doubling
// from firstPage records up to pageSize: a small trace holds what it records, not
// three full pages (720 KB for the textbook's 10 nodes, which a server's cache of
// small searches paid 64 times over). Names, labels and boards are not stored at all:
// Names finds them again by replaying the recorded moves on a copy of the root
// position.

const (
	pageBits  = 14
	pageSize  = 1 << pageBits
	pageMask  = pageSize - 1
	firstPage = 64
)

// pages is an append-only sequence of records kept in fixed-size pages.
type pages[T any] struct {
	p   [][]T
	cur []T // the last page, full length
	n   int
}

// add appends v and returns its index.
func (s *pages[T]) add(v T) int {
	i := s.n & pageMask
	switch {
	case s.n < pageSize && s.n == len(s.cur): // the first page, full: twice as large
		cur := make([]T, min(max(2*len(s.cur), firstPage), pageSize))
		copy(cur, s.cur)
		s.cur = cur
		if len(s.p) == 0 {
			s.p = append(s.p, cur)
		} else {
			s.p[0] = cur
		}
	case s.n >= pageSize && i == 0:
		s.cur = make([]T, pageSize)
		s.p = append(s.p, s.cur)
	}
	s.cur[i] = v
	s.n++
	return s.n - 1
}

// at returns the record at index i, which must exist.
func (s *pages[T]) at(i int) *T { return &s.p[i>>pageBits][i&pageMask] }

func (s *pages[T]) len() int { return s.n }

// bytes is the memory the pages hold.
func (s *pages[T]) bytes() int {
	var zero T
	n := 0
	for _, p := range s.p {
		n += len(p)
	}
	return n * int(unsafe.Sizeof(zero))
}

// nodeRec is a recorded node. Its window (alpha, beta) is the one of its enter step,
// and a pruned node's is (-∞, +∞).
type nodeRec struct {
	parent    int32
	firstStep int32
	lastStep  int32
	value     int32 // packed (see pack)
	move      games.Move
	depth     int16
	flags     nodeFlags
}

// nodeFlags packs a node's player, kind, bound, whether it has a value and whether it
// lies on the principal variation.
type nodeFlags uint16

const (
	flagMax      nodeFlags = 1 << 0
	kindShift              = 1 // 3 bits
	boundShift             = 4 // 2 bits
	flagHasValue nodeFlags = 1 << 6
	flagPV       nodeFlags = 1 << 7
	flagChance   nodeFlags = 1 << 8 // a chance node (flagMax is then clear)
)

func (f nodeFlags) kind() NodeKind { return NodeKind(f >> kindShift & 7) }
func (f nodeFlags) bound() Bound   { return Bound(f >> boundShift & 3) }

func (f *nodeFlags) setKind(k NodeKind) { *f = *f&^(7<<kindShift) | nodeFlags(k)<<kindShift }
func (f *nodeFlags) setBound(b Bound)   { *f = *f&^(3<<boundShift) | nodeFlags(b)<<boundShift }
func (f *nodeFlags) set(flag nodeFlags, on bool) {
	if on {
		*f |= flag
	} else {
		*f &^= flag
	}
}

// stepRec is a recorded step. meta packs the child (plus one, so -1 is 0), the kind,
// the bound and whether the step has a value. The window (alpha, beta) after the step
// is kept apart (store.windows), and only once a step has one: plain minimax and
// negamax never do, and their steps take 12 bytes.
type stepRec struct {
	node  int32
	meta  uint32
	value int32 // packed
}

// window is a step's (alpha, beta), packed.
type window struct{ alpha, beta int32 }

const (
	childBits   = 25
	childMask   = 1<<childBits - 1
	stepKindPos = childBits     // 4 bits
	stepBound   = childBits + 4 // 2 bits
	stepHasPos  = childBits + 6 // 1 bit
	maxRecorded = childMask - 1 // the most nodes a trace can record
)

func stepMeta(kind StepKind, child int32, b Bound, has bool) uint32 {
	m := uint32(child+1)&childMask | uint32(kind)<<stepKindPos | uint32(b)<<stepBound
	if has {
		m |= 1 << stepHasPos
	}
	return m
}

func (s *stepRec) kind() StepKind { return StepKind(s.meta >> stepKindPos & 15) }
func (s *stepRec) child() int32   { return int32(s.meta&childMask) - 1 }
func (s *stepRec) bound() Bound   { return Bound(s.meta >> stepBound & 3) }
func (s *stepRec) has() bool      { return s.meta>>stepHasPos&1 == 1 }

// A quiesce step keeps its threat's move in the child field (plus one, as a child)
// and who threatens in the bound field: threatMax or threatMin.
const (
	threatMax Bound = 1
	threatMin Bound = 2
)

func quiesceMeta(threat games.Move, by Player) uint32 {
	b := threatMin
	if by == Max {
		b = threatMax
	}
	return stepMeta(StepQuiesce, int32(threat), b, false)
}

func (s *stepRec) threatBy() Player {
	if s.bound() == threatMax {
		return Max
	}
	return Min
}

// Values are packed into 32 bits: ordinary values as they are, wins lifted above the
// static evaluations (games.WinBase ± a score) into a band of their own, ±∞ as the
// extremes, and anything else as an index into the store's list of big values.
const (
	packPlain    = 1 << 30     // |v| < packPlain: stored as is
	packLiftBand = 0x5000_0000 // lifted wins: |code| above this
	packLiftBase = 0x6000_0000 // code of ±WinBase
	packLiftSpan = 1 << 28     // a lifted score's magnitude bound
	packBig      = 0x7000_0000 // code of big[0]
	packBigMax   = math.MaxInt32 - 1 - packBig
)

// store holds one recorded search.
type store struct {
	nodes pages[nodeRec]
	steps pages[stepRec]
	big   []int           // values outside the packed ranges
	same  map[int32]int32 // a table hit's node → the node where its position was searched
	texts []NodeTexts     // a trace assembled by hand: its nodes' texts (see Assemble)
	// windows[k] is step k's window, once any step had one other than (-∞, +∞)
	// (windowed); before that, every window is (-∞, +∞) and none is kept.
	windows  pages[window]
	windowed bool
	// rollouts maps an mcts rollout step to its moves in rolloutMoves.
	rollouts     map[int32]rolloutSpan
	rolloutMoves []games.Move
	// bp indexes an mcts trace's backprop steps by node, built when first needed (UCB).
	bp backpropIndex
}

// addStep appends a step with its window and returns its index.
func (st *store) addStep(r stepRec, alpha, beta int) int {
	if !st.windowed && (alpha > -Inf || beta < Inf) {
		// the first window: every step before had (-∞, +∞)
		st.windowed = true
		open := window{math.MinInt32, math.MaxInt32}
		for range st.steps.len() {
			st.windows.add(open)
		}
	}
	if st.windowed {
		st.windows.add(window{st.pack(alpha), st.pack(beta)})
	}
	return st.steps.add(r)
}

// window returns step k's (alpha, beta).
func (st *store) window(k int) (alpha, beta int) {
	if !st.windowed {
		return -Inf, Inf
	}
	w := st.windows.at(k)
	return st.unpack(w.alpha), st.unpack(w.beta)
}

func (st *store) pack(v int) int32 {
	switch {
	case v >= Inf:
		return math.MaxInt32
	case v <= -Inf:
		return math.MinInt32
	case v > -packPlain && v < packPlain:
		return int32(v)
	case v > games.WinBase-packLiftSpan && v < games.WinBase+packLiftSpan:
		return int32(packLiftBase + (v - games.WinBase))
	case v < -games.WinBase+packLiftSpan && v > -games.WinBase-packLiftSpan:
		return int32(-packLiftBase + (v + games.WinBase))
	}
	if len(st.big) >= packBigMax {
		panic("trace: too many large values to record")
	}
	st.big = append(st.big, v)
	return int32(packBig + len(st.big) - 1)
}

func (st *store) unpack(c int32) int {
	switch {
	case c == math.MaxInt32:
		return Inf
	case c == math.MinInt32:
		return -Inf
	case c >= packBig:
		return st.big[c-packBig]
	case c > packLiftBand:
		return games.WinBase + int(c-packLiftBase)
	case c < -packLiftBand:
		return -games.WinBase + int(c+packLiftBase)
	}
	return int(c)
}

// node returns the record of node id.
func (st *store) node(id int32) *nodeRec { return st.nodes.at(int(id)) }

// step returns the record of step k.
func (st *store) step(k int) *stepRec { return st.steps.at(k) }

// bytes is the memory the store holds.
func (st *store) bytes() int {
	return st.nodes.bytes() + st.steps.bytes() + st.windows.bytes() + cap(st.big)*8 + len(st.same)*16 +
		len(st.rollouts)*16 + cap(st.rolloutMoves)*4
}
