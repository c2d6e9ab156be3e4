package c4

import (
	"cmp"
	"errors"
	"runtime"
	"time"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Solver solves positions with a set of refinements. It keeps its transposition table
// between positions until Reset; it is not safe for concurrent use.
type Solver struct {
	ref   Refinements
	order [Width]int // the columns in the order they are tried
	table *table     // nil without the Table refinement, or beyond the tutorial
	nodes int64

	// Beyond the tutorial (Refinements.Beyond): the table of buckets, the solver's own
	// worker, and how many workers search at once (LazySMP).
	fast    *buckets
	w       worker
	threads int
	busy    *busyTable // the moves the workers are searching (Deferral)
	solo    int64      // the nodes a parallel search first searches on one core (soloNodes)
	// near: each worker's own table of the positions near the leaves (NearTable),
	// the solver's worker's first.
	near []*buckets

	// Limits: checkAt is the node count at which checkStop looks at them next.
	maxNodes  int64
	deadline  time.Time
	timeLimit time.Duration   // what the deadline was set from, for the message
	cancel    <-chan struct{} // closed when whoever asked no longer waits (SetCancel)
	checkAt   int64

	// A recorded solve (TraceSolve) only: the recording, its budget and counts.
	rec    *trace.Recording
	recMax int64
	stats  trace.Stats
	// lastBound is how the value the last recorded node returned relates to its true
	// value, in its side to move's view.
	lastBound trace.Bound
}

// onePassFrom is the stones from which OnePass solves strongly in one pass: End-Easy
// (29 to 41 stones) 2.15 -> 1.43 µs a position, Middle-Easy (15 to 28) 16.1 -> 15.6 µs,
// Middle-Medium alike; from 20 stones Middle-Easy took longer (18.7 µs), and from the
// start Begin-Easy took 26 times as long.
const onePassFrom = 24

// stepOutAfter: a strong solve that has searched this many nodes is a big one, whose
// value is most often near 0 (openings, Begin-Hard), and StepOut chooses its null
// windows from then on.
const stepOutAfter = 1 << 20

// stepOut is the next null window's lower end in a big strong solve of value in
// [lo, hi]: 0 first, then out from there in steps of 1, 2, 4, ... while the value
// passes them, then halving what is left (step 0). Measured against the tutorial's
// halving, strong, 2 cores: positions after 4 moves 1.89 -> 1.73 s, Begin-Hard 450 ->
// 406 ms, the empty board 16.3 -> 12.8 s; from the first node instead of after 2^20 it
// made Begin-Easy 14 times slower (their values are far from 0).
func stepOut(lo, hi, step int) int {
	switch {
	case lo < 0 && hi > 0:
		return 0
	case step > 0 && lo >= 0:
		return min(lo+step-1, hi-1)
	case step > 0:
		return max(hi-step, lo)
	}
	return lo + (hi-lo)/2
}

// tutorialWindow is the tutorial's next null window's lower end for a value in
// [lo, hi]: halfway, or nearer the end of the range on its side of 0 (lo/2, hi/2),
// where a quick win or loss is found at little cost.
func tutorialWindow(lo, hi int) int {
	med := lo + (hi-lo)/2
	if med <= 0 && lo/2 < med {
		med = lo / 2
	} else if med >= 0 && hi/2 > med {
		med = hi / 2
	}
	return med
}

// checkEvery is how many nodes pass between two looks at the clock.
const checkEvery = 1 << 16

// centreFirst and leftToRight are the two column orders.
var (
	centreFirst = [Width]int{3, 2, 4, 1, 5, 0, 6}
	leftToRight = [Width]int{0, 1, 2, 3, 4, 5, 6}
)

// New makes a solver with the refinements r and, if r has the table, a table of
// tableEntries entries (0: DefaultTableEntries; rounded up to a prime, at least
// MinTableEntries).
func New(r Refinements, tableEntries int) (*Solver, error) {
	if err := r.Check(); err != nil {
		return nil, err
	}
	s := &Solver{ref: r, order: leftToRight}
	if r.CentreFirst {
		s.order = centreFirst
	}
	if tableEntries == 0 {
		tableEntries = DefaultTableEntries
	}
	switch {
	case r.beyond():
		s.fast = newBuckets(tableEntries)
		s.fast.one = !r.TwoSlots
		s.w = worker{t: s.fast, b: r.Beyond, s: s, nearFrom: Cells + 1, etcFrom: etcAfter}
		s.solo = soloNodes
		if r.NearTable {
			s.w.nearFrom = nearFrom
			s.w.near = s.nearTable(0)
		}
		s.threads = 1
		if r.LazySMP {
			s.threads = runtime.GOMAXPROCS(0)
		}
	case r.Table:
		s.table = newTable(tableEntries)
	}
	s.SetLimits(0, 0)
	return s, nil
}

// nearTable is worker i's table of the positions near the leaves, made when first
// asked for.
func (s *Solver) nearTable(i int) *buckets {
	for len(s.near) <= i {
		t := newDirect()
		s.near = append(s.near, t)
	}
	return s.near[i]
}

// NewStep makes the solver of a tutorial step, with its table size.
func NewStep(st Step) *Solver {
	s, err := New(st.Refinements, st.TableEntries)
	if err != nil {
		panic(err) // the steps are valid combinations
	}
	return s
}

// Refinements returns the solver's refinements.
func (s *Solver) Refinements() Refinements { return s.ref }

// TableBytes is the memory of the transposition table, 0 without one.
func (s *Solver) TableBytes() int {
	switch {
	case s.fast != nil:
		return s.fast.Bytes()
	case s.table != nil:
		return s.table.Bytes()
	}
	return 0
}

// SetThreads sets how many cores a search with LazySMP uses (at least 1; New sets
// GOMAXPROCS).
func (s *Solver) SetThreads(n int) {
	if s.r().LazySMP {
		s.threads = max(1, n)
	}
}

func (s *Solver) r() *Refinements { return &s.ref }

// Nodes is the number of nodes searched since the last Reset: calls of the negamax
// function, as Pons counts them.
func (s *Solver) Nodes() int64 { return s.nodes }

// Reset clears the table and the node count, as the reference does between positions.
func (s *Solver) Reset() {
	if s.table != nil {
		s.table.clear()
	}
	if s.fast != nil {
		s.fast.clear()
		s.w.hist = [2][64]int16{}
	}
	for _, t := range s.near {
		t.clear()
	}
	s.nodes = 0
	s.checkAt = s.nextCheck()
}

// SetLimits sets a node budget and a time limit from now (0: none); a search that
// reaches one stops with an error.
func (s *Solver) SetLimits(maxNodes int64, timeLimit time.Duration) {
	s.maxNodes, s.timeLimit, s.deadline = maxNodes, timeLimit, time.Time{}
	if timeLimit > 0 {
		s.deadline = time.Now().Add(timeLimit)
	}
	s.checkAt = s.nextCheck()
}

// SetCancel makes a search stop with an error soon after done is closed (nil: never),
// as it stops at a limit: a server stops the solve of a request whose client has gone
// instead of letting it run to its deadline.
func (s *Solver) SetCancel(done <-chan struct{}) {
	s.cancel = done
	s.checkAt = s.nextCheck()
}

func (s *Solver) nextCheck() int64 {
	next := int64(1 << 62)
	if !s.deadline.IsZero() || s.cancel != nil {
		next = s.nodes + checkEvery
	}
	if s.maxNodes > 0 && s.maxNodes < next {
		next = s.maxNodes
	}
	return next
}

// stopped is the panic value that unwinds a search stopped by a limit: its coded
// message.
type stopped struct{ detail *msg.Error }

// checkStop stops the search (panics with stopped) if a limit is reached.
func (s *Solver) checkStop() {
	if s.maxNodes > 0 && s.nodes >= s.maxNodes {
		panic(stopped{msg.New("c4.stopped_nodes", "max", s.maxNodes)})
	}
	if !s.deadline.IsZero() && !time.Now().Before(s.deadline) {
		panic(stopped{msg.New("c4.stopped_time", "limit", s.timeLimit.String())})
	}
	select {
	case <-s.cancel: // a nil channel never is
		panic(stopped{msg.New("c4.stopped_cancel")})
	default:
	}
	s.checkAt = s.nextCheck()
}

// ErrStopped is wrapped by the error of a search stopped by a limit.
var ErrStopped = errors.New("c4: search stopped by a limit")

// stopError is a coded message (package msg) that is also ErrStopped.
type stopError struct{ detail *msg.Error }

func (e stopError) Error() string   { return e.detail.Error() }
func (e stopError) Unwrap() []error { return []error{e.detail, ErrStopped} }

// Solve returns the exact score of p for the side to move (strong), or with weak its
// sign: 1 a win, 0 a draw, -1 a loss. A finished position scores as package games
// scores it. Nodes add up until Reset.
func (s *Solver) Solve(p Position, weak bool) (score int, err error) {
	defer func() {
		if r := recover(); r != nil {
			st, ok := r.(stopped)
			if !ok {
				panic(r)
			}
			err = stopError(st)
		}
	}()
	score = s.solve(p, weak)
	if weak {
		score = cmp.Compare(score, 0)
	}
	return score, nil
}

// solve is the driver: the root's immediate win, then one search on a window or the
// null-window passes that close in on the score.
func (s *Solver) solve(p Position, weak bool) int {
	return s.solveWith(p, weak, !s.ref.full())
}

// solveWith is solve, with the switch-reading search if generic, else the dedicated
// one.
func (s *Solver) solveWith(p Position, weak, generic bool) int {
	switch {
	case p.Won():
		return (p.Moves+1)/2 - 22
	case p.Moves == Cells:
		return 0
	}
	r := s.ref
	if r.AnticipateLosses && p.CanWinNext() {
		return (Cells + 1 - p.Moves) / 2
	}
	negamax := func(alpha, beta int) int {
		if r.beyond() {
			return s.searchFast(p, alpha, beta)
		}
		if generic {
			return s.negamaxSteps(p, alpha, beta)
		}
		return s.negamaxFull(p, alpha, beta)
	}
	if !r.NullWindow {
		if weak {
			return negamax(-1, 1)
		}
		return negamax(-Cells/2, Cells/2)
	}
	lo, hi := -(Cells-p.Moves)/2, (Cells+1-p.Moves)/2
	if weak {
		lo, hi = -1, 1
	}
	if r.OnePass && !weak && p.Moves >= onePassFrom {
		// near the end, one search on the whole window costs fewer nodes than the
		// null-window passes (End-Easy: 14 against 22 a position)
		return negamax(lo-1, hi+1)
	}
	if r.FollowValue && !weak {
		return s.solveFollowing(p, lo, hi)
	}
	step := 1 // StepOut's next step out from 0; 0 once the value stopped passing them
	for lo < hi {
		med := tutorialWindow(lo, hi)
		if r.StepOut && s.nodes > stepOutAfter {
			med = stepOut(lo, hi, step)
		}
		if v := negamax(med, med+1); v <= med {
			hi = v
			if lo >= 0 {
				step = 0
			}
		} else {
			lo = v
			if hi <= 0 {
				step = 0
			}
		}
		step *= 2
	}
	return lo
}

// Analyze returns the score of every column for the side to move, as Solve would
// give it after that column (its negation), solved column after column on one table
// (SolveColumn); ok is false for a full column. A finished position has no column.
func (s *Solver) Analyze(p Position, weak bool) (scores [Width]int, ok [Width]bool, err error) {
	if p.Won() || p.Moves == Cells {
		return scores, ok, nil
	}
	for c := 0; c < Width; c++ {
		if !p.CanPlay(c) {
			continue
		}
		ok[c] = true
		if scores[c], err = s.SolveColumn(p, c, weak); err != nil {
			return scores, ok, err
		}
	}
	return scores, ok, nil
}

// SolveColumn is the score of playable column c at p for its side to move: a win at
// once its own score ((Cells+1-moves)/2; weak: 1) without a search, else minus the
// score of the position after c.
func (s *Solver) SolveColumn(p Position, c int, weak bool) (int, error) {
	if p.IsWinningMove(c) {
		if weak {
			return 1, nil
		}
		return (Cells + 1 - p.Moves) / 2, nil
	}
	p.Play(c)
	v, err := s.Solve(p, weak)
	return -v, err
}

// ColumnOrder is the order the solver tries columns in, centre first: 4 3 5 2 6 1 7
// (as 0-based columns).
func ColumnOrder() [Width]int { return centreFirst }
