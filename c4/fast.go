package c4

import (
	"math/bits"
	"sync/atomic"
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
}

// search is the value of p for the side to move, within (alpha, beta) as negamaxFull
// returns it: the side to move cannot win at once, and the game is not over. noise
// rotates the moves of a helper near the root.
func (w *worker) search(p Position, alpha, beta int, noise uint64) int {
	w.nodes++
	if w.nodes >= w.checkAt {
		w.check()
	}
	next := p.nonLosingMoves()
	if !w.b.ForcedMoves {
		return w.node(p, next, alpha, beta, noise)
	}
	// A forced move (the only one that does not lose at once) is played here, without
	// a node of its own, and so is the forced reply, and so on.
	sign := 1
	for p.moves < Cells-2 && next != 0 && next&(next-1) == 0 {
		p.playMove(next)
		alpha, beta, sign = -beta, -alpha, -sign
		next = p.nonLosingMoves()
	}
	return sign * w.node(p, next, alpha, beta, noise)
}

// node searches p, whose non-losing moves are next (search without the forced moves).
func (w *worker) node(p Position, next uint64, alpha, beta int, noise uint64) int {
	if next == 0 {
		return -(Cells - p.moves) / 2
	}
	if p.moves >= Cells-2 {
		return 0
	}
	lo, hi := -(Cells-2-p.moves)/2, (Cells-1-p.moves)/2
	if w.b.ScoreCaps {
		lo, hi = scoreCaps(&p, lo, hi)
	}
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
	etc := w.b.ETC && p.moves < etcPlies
	var pre prefetched
	var e entry
	if w.b.Prefetch {
		pre.load(w, &p, next, key, etc)
		e = w.t.match(pre.own, key)
	} else {
		e = w.t.get(key)
	}
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
	var ml moveList
	if v, done := w.children(&p, next, &alpha, &beta, &ml, etc, &pre); done {
		return v
	}
	ml.order(tableMove, noise)
	return w.loop(&p, alpha, beta, noise, key, mirrored, &ml)
}

// prefetched is a node's bucket and its children's, read at once (Prefetch).
type prefetched struct {
	own      slotPair
	children [Width]slotPair
	keys     [Width]uint64
}

// load reads the bucket of key (p's) and, with etc, those of the children of next.
func (pre *prefetched) load(w *worker, p *Position, next, key uint64, etc bool) {
	if etc {
		opp := p.current ^ p.mask
		for col := range Width {
			if m := next & columnMask(col); m != 0 {
				q := Position{current: opp, mask: p.mask | m, moves: p.moves + 1}
				pre.keys[col], _ = w.b.searchKey(&q)
			}
		}
		for col := range Width {
			if next&columnMask(col) != 0 {
				pre.children[col] = w.t.load(pre.keys[col])
			}
		}
	}
	pre.own = w.t.load(key)
}

// unmirror turns a column of the mirror image into the position's, if mirrored.
func unmirror(col int, mirrored bool) int {
	if mirrored {
		return Width - 1 - col
	}
	return col
}

// loop searches the moves of ml in order and stores the result.
func (w *worker) loop(p *Position, alpha, beta int, noise, key uint64, mirrored bool, ml *moveList) int {
	alpha0, before := alpha, w.nodes
	best, bestCol := ml.best, ml.bestCol
	for i := 0; i < ml.n; i++ {
		m := ml.moves[i]
		q := Position{current: p.current ^ p.mask, mask: p.mask | m, moves: p.moves + 1}
		score := -w.search(q, -beta, -alpha, noise/Width)
		if score > best {
			best, bestCol = score, columnOf(m)
		}
		if score >= beta {
			w.t.put(key, score, boundLower, unmirror(bestCol, mirrored), w.nodes-before)
			return score
		}
		alpha = max(alpha, score)
	}
	bound := boundUpper
	if best > alpha0 {
		bound = boundExact
	}
	w.t.put(key, best, bound, unmirror(bestCol, mirrored), w.nodes-before)
	return best
}

// columnOf is the column of a move's cell.
func columnOf(m uint64) int { return bits.TrailingZeros64(m) / 7 }

// moveList is the moves left to search at a node, best first, with the best value
// already known without searching (ETC's exact children).
type moveList struct {
	n       int
	moves   [Width]uint64
	scores  [Width]int
	best    int
	bestCol int
}
