package c4

import (
	"math/bits"
	"time"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/games/c4board"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// The solver's search, recorded: negamaxRecorded is negamaxFull with a recording call
// at every event (a separate twin, so the hot loop pays nothing when nobody records;
// TestRecordedTwinVisitsTheSameNodes checks both visit the same nodes and score the
// same). TraceSolve runs it on the whole score range in one pass rather than on null
// windows, so that the search has one root: everything else (the table with lower
// bounds, anticipated losses, winning-spot order) is the solver's.
//
// In the trace MAX is the side to move at the root; values are the solver's scores
// (a win with the k-th stone scores 22-k, as package games scores connect-4). A
// position the solver settles without searching it is recorded as:
//   - a terminal leaf: a forced loss (the opponent threatens two cells, or every move
//     lets it win) or a forced draw (the board fills up);
//   - a table hit: the table's bound closes the window;
//   - a node that returns a bound at once: the score range left for its stones
//     closes the window.

// TraceSolve solves the position written as text ("4453": the columns played) with a
// table of tableEntries entries (0: DefaultTableEntries), recording the search, within
// maxNodes nodes recorded (visited or pruned; 0: none) and limit (0: none).
func TraceSolve(text string, tableEntries int, maxNodes int64, limit time.Duration) (tr *trace.Trace, err error) {
	p, err := Parse(text)
	if err != nil {
		return nil, err
	}
	g, err := games.ParseConnect4(text, games.Options{})
	if err != nil {
		return nil, err
	}
	s, err := New(All, tableEntries)
	if err != nil {
		return nil, err
	}
	rc, err := trace.NewRecording(g, trace.Options{Algorithm: trace.NegamaxAlphaBeta, Order: true, TT: trace.TTBounds,
		TTSize: tableEntries, MaxNodes: maxNodes, TimeLimit: limit})
	if err != nil {
		return nil, err
	}
	s.SetLimits(0, limit)
	defer func() {
		if r := recover(); r != nil {
			st, ok := r.(stopped)
			if !ok {
				panic(r)
			}
			tr, err = nil, stopError(st)
		}
	}()
	start := time.Now()
	v := s.solveRecorded(p, rc, maxNodes)
	s.stats.Nodes, s.stats.Elapsed = s.nodes, time.Since(start)
	return rc.Finish(v, s.stats), nil
}

// solveRecorded is the driver of a recorded solve: the root, then one search on the
// whole score range.
func (s *Solver) solveRecorded(p Position, rc *trace.Recording, maxNodes int64) int {
	s.rec, s.recMax = rc, maxNodes
	defer func() { s.rec = nil }()
	s.stats = trace.Stats{}
	lo, hi := -(Cells-p.Moves)/2, (Cells+1-p.Moves)/2
	root := rc.Enter(-1, 0, trace.Max, -1, -trace.Inf, trace.Inf)
	switch {
	case p.Won():
		v := (p.Moves+1)/2 - 22
		rc.Leaf(root, trace.Terminal, v, -trace.Inf, trace.Inf)
		return v
	case p.Moves == Cells:
		rc.Leaf(root, trace.Terminal, 0, -trace.Inf, trace.Inf)
		return 0
	}
	if p.CanWinNext() {
		// a win at once: the winning column is the root's only child
		for c := 0; c < Width; c++ {
			if p.CanPlay(c) && p.IsWinningMove(c) {
				v := (Cells + 1 - p.Moves) / 2
				child := s.enter(root, 0, games.Move(c), lo, hi)
				rc.Leaf(child, trace.Terminal, v, lo, hi)
				rc.Backup(root, child, v, lo, hi)
				rc.Return(root, v, trace.Exact, lo, hi)
				return v
			}
		}
	}
	return s.negamaxRecorded(p, lo, hi, root, 0)
}

// enter records the child reached by move from node id at depth; window (alpha,
// beta) is the side to move's at id. It stops the search when the recording is full.
func (s *Solver) enter(id int32, depth int, move games.Move, alpha, beta int) int32 {
	a, b := maxView(depth+1, alpha, beta)
	child := s.rec.Enter(id, depth+1, playerAt(depth+1), move, a, b)
	if child < 0 {
		panic(stopped{msg.New("c4.stopped_record", "max", s.recMax)})
	}
	return child
}

// playerAt is who moves at depth: MAX at the root.
func playerAt(depth int) trace.Player {
	if depth&1 == 0 {
		return trace.Max
	}
	return trace.Min
}

// sideSign turns the side to move's values at depth into MAX's.
func sideSign(depth int) int { return 1 - 2*(depth&1) }

// maxView turns a window of the side to move at depth, whose own window it is, into
// MAX's view.
func maxView(depth, alpha, beta int) (int, int) {
	if depth&1 == 0 {
		return alpha, beta
	}
	return -beta, -alpha
}

// boundView turns a bound of the side to move at depth into MAX's view.
func boundView(depth int, b trace.Bound) trace.Bound {
	if depth&1 == 0 || b == trace.Exact {
		return b
	}
	if b == trace.Lower {
		return trace.Upper
	}
	return trace.Lower
}

// moveColumn is the column of a move's cell.
func moveColumn(m uint64) games.Move { return games.Move(bits.TrailingZeros64(m) / 7) }

// negamaxRecorded is negamaxFull, node id at depth recorded (its enter step is the
// caller's). Every return and every recursion is negamaxFull's, in the same order.
func (s *Solver) negamaxRecorded(p Position, alpha, beta int, id int32, depth int) int {
	s.nodes++
	if s.nodes >= s.checkAt {
		s.checkStop()
	}
	n := recNode{s: s, rc: s.rec, id: id, depth: depth, sg: sideSign(depth), alpha: alpha, beta: beta, floor: -Cells}
	next, v, done := n.settle(&p)
	if done {
		return v
	}
	return n.search(&p, next)
}

// recNode is a node of the recorded search: its place in the trace, its window in
// the side to move's view, and floor, the most it is proven to be worth at least (its
// true value lies in [floor, what it returns] when nothing was cut: a returned alpha
// equal to it is exact).
type recNode struct {
	s           *Solver
	rc          *trace.Recording
	id          int32
	depth, sg   int
	alpha, beta int
	floor       int
	key         uint64
}

// window is the node's window in MAX's view.
func (n *recNode) window() (int, int) { return maxView(n.depth, n.alpha, n.beta) }

// leaf records the node as a terminal leaf of value v.
func (n *recNode) leaf(v int) int {
	a, b := n.window()
	n.s.stats.Leaves++
	n.rc.Leaf(n.id, trace.Terminal, n.sg*v, a, b)
	n.s.lastBound = trace.Exact
	return v
}

// ret records the node's return of v, a bound of type b.
func (n *recNode) ret(v int, b trace.Bound) int {
	wa, wb := n.window()
	n.rc.Return(n.id, n.sg*v, boundView(n.depth, b), wa, wb)
	n.s.lastBound = b
	return v
}

// hit records a table hit that settles the node at v, a bound of type b.
func (n *recNode) hit(v int, b trace.Bound) int {
	n.s.stats.TTHits++
	wa, wb := n.window()
	n.rc.TableHit(n.id, n.sg*v, boundView(n.depth, b), wa, wb)
	n.s.lastBound = b
	return v
}

// settle is negamaxFull up to its moves: the node's value (done) when it needs no
// search — a forced loss or draw, a window closed by the score range or the table —
// else the moves to search, the window narrowed.
func (n *recNode) settle(p *Position) (next uint64, v int, done bool) {
	possible := (p.Mask + c4board.BottomMask) & c4board.BoardMask
	opp := c4board.WinningSpots(p.Current^p.Mask, p.Mask)
	if forced := possible & opp; forced != 0 {
		if forced&(forced-1) != 0 {
			return 0, n.leaf(-(Cells - p.Moves) / 2), true
		}
		possible = forced
	}
	next = possible &^ (opp >> 1)
	if next == 0 {
		return 0, n.leaf(-(Cells - p.Moves) / 2), true
	}
	if p.Moves >= Cells-2 {
		return 0, n.leaf(0), true
	}
	if lo := -(Cells - 2 - p.Moves) / 2; n.alpha < lo {
		n.alpha, n.floor = lo, lo
		if n.alpha >= n.beta {
			return 0, n.ret(n.alpha, trace.Lower), true
		}
	}
	n.floor = max(n.floor, -(Cells-2-p.Moves)/2)
	if hi := (Cells - 1 - p.Moves) / 2; n.beta > hi {
		n.beta = hi
		if n.alpha >= n.beta {
			return 0, n.ret(n.beta, trace.Upper), true
		}
	}
	t := n.s.table
	n.key = p.Current + p.Mask
	if v := int(t.probe(t.index(n.key), n.key)); v != 0 {
		if v > MaxScore-MinScore+1 {
			if lo := v + 2*MinScore - MaxScore - 2; n.alpha < lo {
				n.alpha, n.floor = lo, max(n.floor, lo)
				if n.alpha >= n.beta {
					return 0, n.hit(n.alpha, trace.Lower), true
				}
			}
		} else if hi := v + MinScore - 1; n.beta > hi {
			n.beta = hi
			if n.alpha >= n.beta {
				return 0, n.hit(n.beta, trace.Upper), true
			}
		}
	}
	return next, 0, false
}

// search searches the moves of next in negamaxFull's order, recording each child,
// its backed-up value, the cutoffs and the window's moves.
func (n *recNode) search(p *Position, next uint64) int {
	s, rc := n.s, n.rc
	var moves [Width]uint64
	k := orderMoves(*p, next, &moves)
	raised := trace.StepAlpha // what raising alpha means in MAX's view
	if n.sg < 0 {
		raised = trace.StepBeta
	}
	best := -Cells
	for k > 0 {
		k--
		q := Position{p.Child(moves[k])}
		child := s.enter(n.id, n.depth, moveColumn(moves[k]), n.alpha, n.beta)
		score := -s.negamaxRecorded(q, -n.beta, -n.alpha, child, n.depth+1)
		best = max(best, score)
		if s.lastBound != trace.Lower { // the child's true value is at most its own: ours at least score
			n.floor = max(n.floor, score)
		}
		wa, wb := n.window()
		rc.Backup(n.id, child, n.sg*best, wa, wb)
		if score >= n.beta {
			s.table.put(n.key, uint8(score+MaxScore-2*MinScore+2))
			s.stats.Cutoffs++
			var pruned [Width]games.Move
			for i := range k {
				pruned[i] = moveColumn(moves[k-1-i])
			}
			if !rc.Cutoff(n.id, n.depth, playerAt(n.depth+1), pruned[:k], n.sg*score, wa, wb) {
				panic(stopped{msg.New("c4.stopped_record", "max", s.recMax)})
			}
			return n.ret(score, trace.Lower)
		}
		if score > n.alpha {
			n.alpha = score
			wa, wb = n.window()
			rc.Window(raised, n.id, n.sg*n.alpha, true, wa, wb)
		}
	}
	s.table.put(n.key, uint8(n.alpha-MinScore+1))
	if n.alpha <= n.floor {
		return n.ret(n.alpha, trace.Exact)
	}
	return n.ret(n.alpha, trace.Upper)
}
