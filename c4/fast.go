package c4

import (
	"math/bits"
	"sync/atomic"

	"github.com/gametree/gametree/games/c4board"
)

// The search beyond the tutorial: negamax on the tutorial's part 12 (alpha-beta, null
// windows, anticipated losses, lower and upper bounds) with the techniques of Beyond,
// each read as a switch. It follows what the fastest solvers do (Christophe
// Steininger's c4, John Tromp's Fhourstones), written anew here.

// worker is one thread of the search: its node count and its limits. The table is
// shared; on one core the solver's own worker is the only one.
type worker struct {
	t       *buckets
	b       Beyond
	nodes   int64
	checkAt int64
	s       *Solver      // the solver whose limits this worker checks; nil for a helper
	halt    *atomic.Bool // set when another worker has the answer
	noise   uint64       // a helper's move rotations near the root (lazy SMP)
	// busy marks the moves the workers are searching, below busyUntil stones
	// (Deferral); nil on one core.
	busy      *busyTable
	busyUntil int
	// near is the worker's own small table for the positions of nearFrom stones or
	// more (NearTable): their subtrees are small, so it stays in the core's cache.
	near     *buckets
	nearFrom int
	// capAt: a node count at which the worker stops as if halted (0: none), for the
	// solo start of a parallel search.
	capAt int64
	// etcFrom: ETC looks children up once the worker's node count reaches it (the
	// solver's worker: etcAfter since Reset; a helper: at once).
	etcFrom int64
	// entered is the keys this worker has marked busy and not left yet, so that a
	// worker unwound by halt can leave them.
	entered  [Cells]uint64
	nEntered int
	// small: a small search of an opening (searchSolo, smallOrderBelow), ordered by
	// winning spots only
	small bool
	// pre is the node's buckets read ahead (Prefetch): used before the node searches
	// its children, so one a worker serves every node.
	pre prefetched
	// lists is the moves left at each node on the path from the root, by its stones:
	// a node's list lives while its children are searched, and the path has one node a
	// number of stones at most. Kept here, neither is cleared at every node.
	lists [Cells + 1]moveList
	// hist is the history of cutoffs by side to move (stones' parity) and cell
	// (History), 0 to maxHistory.
	hist [2][64]int16
}

// maxHistory bounds a history score: below it, a move's threat score always counts
// first (score<<12 + history).
const maxHistory = 1<<12 - 1

// cutoff learns from a cutoff by move m of the side side, found after the moves
// tried searched to no cutoff, i of them (Fhourstones' history heuristic): each of
// them loses a point, m gains i.
func (w *worker) cutoff(side int, tried []uint64, m uint64, i int) {
	h := &w.hist[side]
	for _, t := range tried {
		c := bits.TrailingZeros64(t)
		h[c] = max(h[c]-1, 0)
	}
	c := bits.TrailingZeros64(m)
	h[c] = int16(min(int(h[c])+i, maxHistory))
}

// table is the table of the positions of moves stones.
func (w *worker) table(moves int) *buckets {
	if moves >= w.nearFrom {
		return w.near
	}
	return w.t
}

// haltEvery is how many nodes a worker searches between two looks at halt.
const haltEvery = 1 << 10

// halted is the panic value that unwinds a worker told to stop by another.
type halted struct{}

// check looks at the limits (the solver's worker) and at halt.
func (w *worker) check() {
	if w.halt != nil && w.halt.Load() {
		panic(halted{})
	}
	w.checkAt = w.nodes + haltEvery
	if w.s != nil {
		w.s.nodes = w.nodes
		if w.nodes >= w.s.checkAt {
			w.s.checkStop()
		}
		if w.halt == nil {
			w.checkAt = w.s.checkAt
		} else {
			w.checkAt = min(w.checkAt, w.s.checkAt)
		}
	}
	if w.capAt != 0 {
		if w.nodes >= w.capAt {
			panic(halted{})
		}
		w.checkAt = min(w.checkAt, w.capAt)
	}
}

// search is the value of p for the side to move, within (alpha, beta) as negamaxFull
// returns it: the side to move cannot win at once, and the game is not over. opp is
// the opponent's winning spots (p.OpponentWinning()), which the caller knows already.
// noise rotates the moves of a helper near the root. evensDone: the caller has read
// p's evens bound already (children, as a bound of its own), so that p need not.
func (w *worker) search(p Position, opp uint64, alpha, beta int, noise uint64, evensDone bool) int {
	w.nodes++
	if w.nodes >= w.checkAt {
		w.check()
	}
	next := p.NonLosing(opp)
	if !w.b.ForcedMoves || next == 0 || next&(next-1) != 0 || p.Moves >= Cells-2 {
		return w.node(p, opp, next, alpha, beta, noise, evensDone)
	}
	// A forced move (the only one that does not lose at once) is played here, without
	// a node of its own, and so is the forced reply, and so on (forcedEnd.follow).
	var e forcedEnd
	e.follow(p, opp, next)
	if e.odd {
		return -w.node(e.p, e.opp, e.next, -beta, -alpha, noise, false)
	}
	return w.node(e.p, e.opp, e.next, alpha, beta, noise, false)
}

// searchEnd is search of a child whose forced line children followed already
// (ForcedChildren): the child's value within its window (alpha, beta), searched from
// the line's end e.
func (w *worker) searchEnd(e *forcedEnd, alpha, beta int, noise uint64) int {
	w.nodes++
	if w.nodes >= w.checkAt {
		w.check()
	}
	if e.odd {
		return -w.bounded(e.p, e.opp, e.next, e.lo, e.hi, -beta, -alpha, noise)
	}
	return w.bounded(e.p, e.opp, e.next, e.lo, e.hi, alpha, beta, noise)
}

// node searches p, whose non-losing moves are next and opponent's winning spots opp
// (search without the forced moves).
func (w *worker) node(p Position, opp, next uint64, alpha, beta int, noise uint64, evensDone bool) int {
	lo, hi := w.b.bounds(&p, opp, next, alpha, beta, !evensDone)
	return w.bounded(p, opp, next, lo, hi, alpha, beta, noise)
}

// bounded is node with p's value range [lo, hi] known from its stones (Beyond.bounds):
// when lo == hi, that is the value.
func (w *worker) bounded(p Position, opp, next uint64, lo, hi, alpha, beta int, noise uint64) int {
	if alpha < lo {
		alpha = lo
		if alpha >= beta {
			return alpha
		}
	}
	if beta > hi {
		beta = hi
		if alpha >= beta {
			return beta
		}
	}
	key, mirrored := w.b.searchKey(&p)
	etc := w.b.ETC && p.Moves < etcPlies && w.nodes >= w.etcFrom
	pre := &w.pre
	if w.b.Prefetch && etc {
		pre.children(w, &p, next)
	}
	tb := w.table(p.Moves)
	e := tb.get(key)
	tableMove := -1
	if e != 0 {
		v := e.score()
		switch e.bound() {
		case boundExact:
			return v
		case boundLower:
			if alpha < v {
				alpha = v
				if alpha >= beta {
					return alpha
				}
			}
		case boundUpper:
			if beta > v {
				beta = v
				if alpha >= beta {
					return beta
				}
			}
		}
		if m := e.move(); m != noMove && w.b.TableMove {
			tableMove = unmirror(m, mirrored)
		}
	}
	ml := &w.lists[p.Moves]
	ml.n = 0
	if v, done := w.children(&p, opp, next, &alpha, &beta, ml, etc, pre); done {
		return v
	}
	ml.order(tableMove, noise)
	return w.loop(&p, alpha, beta, noise, key, mirrored, ml, tb)
}

// prefetched is a node's children's keys, whose buckets are prefetched (Prefetch).
type prefetched struct {
	keys [Width]uint64
}

// children makes the keys of the children of next and asks memory for their buckets,
// which worker.children reads (ETC). A prefetch does not wait: the node goes on with
// its own entry and its children's threats while the children's buckets come in.
// Read instead of prefetched (before), the reads held the processor as soon as it had
// no room left for the work after them: interleaved, one thread, user CPU time, the
// first 4 openings after 4 moves 5.75 -> 5.48 s (the least of 8 runs each) and the
// first 12 after 6 moves 102.5 -> 88.7 s (4 rounds); the same nodes.
func (pre *prefetched) children(w *worker, p *Position, next uint64) {
	for col := range Width {
		if m := next & c4board.ColumnMask(col); m != 0 {
			q := Position{p.Child(m)}
			pre.keys[col], _ = w.b.searchKey(&q)
		}
	}
	ct := w.table(p.Moves + 1)
	for col := range Width {
		if next&c4board.ColumnMask(col) != 0 {
			ct.prefetch(pre.keys[col])
		}
	}
}

// unmirror turns a column of the mirror image into the position's, if mirrored.
func unmirror(col int, mirrored bool) int {
	if mirrored {
		return Width - 1 - col
	}
	return col
}

// loop searches the moves of ml in order and stores the result. In a parallel search
// with Deferral, near the root, a move after the first that another worker is
// searching is left for a second pass (ABDADA): by then its value is often in the
// table.
func (w *worker) loop(p *Position, alpha, beta int, noise, key uint64, mirrored bool, ml *moveList, tb *buckets) int {
	alpha0, before := alpha, w.nodes
	best, bestCol := ml.best, ml.bestCol
	mark := w.busy != nil && p.Moves < w.busyUntil
	evensDone := ml.evensDone
	moves, n := &ml.moves, ml.n
	var later [Width]uint64
	for pass := 0; pass < 2; pass++ {
		nLater := 0
		for i := 0; i < n; i++ {
			m := moves[i]
			q := Position{p.Child(m)}
			entered := false
			if mark {
				childKey, _ := w.b.searchKey(&q)
				if pass == 0 && i > 0 && w.busy.busy(childKey) {
					later[nLater] = m
					nLater++
					continue
				}
				entered = w.enter(childKey)
			}
			var score int
			if col := columnOf(m); ml.ends&(1<<col) != 0 {
				score = -w.searchEnd(&ml.end[col], -beta, -alpha, noise/Width)
			} else {
				score = -w.search(q, ml.threats[col], -beta, -alpha, noise/Width, evensDone)
			}
			if entered {
				w.leave()
			}
			if score > best {
				best, bestCol = score, columnOf(m)
			}
			if score >= beta {
				if w.b.History && pass == 0 && i > 0 {
					w.cutoff(p.Moves&1, moves[:i], m, i)
				}
				tb.put(key, score, boundLower, unmirror(bestCol, mirrored), w.nodes-before)
				return score
			}
			alpha = max(alpha, score)
		}
		if nLater == 0 {
			break
		}
		moves, n = &later, nLater
	}
	bound := boundUpper
	if best > alpha0 {
		bound = boundExact
	}
	tb.put(key, best, bound, unmirror(bestCol, mirrored), w.nodes-before)
	return best
}

// columnOf is the column of a move's cell.
func columnOf(m uint64) int { return bits.TrailingZeros64(m) / 7 }

// moveList is the moves left to search at a node, best first, with the best value
// already known without searching (ETC's exact children).
type moveList struct {
	n       int
	moves   [Width]uint64
	threats [Width]uint64 // by column: the mover's winning spots after the move
	scores  [Width]int
	best    int
	bestCol int
	end     [Width]forcedEnd
	ends    uint8
	// evensDone: children read each child's evens bound and raised alpha to it, so
	// that the bound can no longer narrow the child's window: the child skips it. With
	// the read left out when beta is above 3: the same nodes, 2.6% fewer instructions.
	evensDone bool
}
