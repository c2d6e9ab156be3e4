package c4

import (
	"math/bits"

	"github.com/gametree/gametree/games/c4board"
)

// children fills ml with the moves of next (the non-losing moves of p, the side to
// move unable to win at once), best first, and settles the node without a search
// when it can: a move after which the opponent has no non-losing move wins with the
// next stone but one (TightWindow); a child whose table entry cuts (ETC); a child
// whose opponent's reply is forced, read at the end of its forced line as that end's
// own node reads itself first (ForcedChildren). It narrows the window as it learns
// (alpha, beta).
func (w *worker) children(p *Position, oppThreats, next uint64, alpha, beta *int, ml *moveList, etc bool, pre *prefetched) (int, bool) {
	ml.best, ml.bestCol = -Cells, noMove
	ml.ends = 0
	opp := p.Current ^ p.Mask
	hist := &w.hist[p.Moves&1]
	tight, lookDown := w.b.TightWindow, w.b.ForcedChildren
	// A child's evens bound is 0 to 3 from the mover's side: with beta above 3 it can
	// change nothing. When it is read, the child need not read its own (loop).
	ml.evensDone = w.b.Evens && p.Moves&1 == 1 && *beta <= 3
	for i, col := range centreFirst {
		m := next & centreMasks[i]
		if m == 0 {
			continue
		}
		cur, mask := p.Current|m, p.Mask|m
		threats := c4board.WinningSpots(cur, mask)
		ml.threats[col] = threats
		q := Position{c4board.Board{Current: opp, Mask: mask, Moves: p.Moves + 1}}
		replies := q.NonLosing(threats) // the opponent's
		if tight && replies == 0 {
			return (Cells - 1 - p.Moves) / 2, true
		}
		if lookDown && replies&(replies-1) == 0 {
			// The opponent's reply is forced: follow the line and read its end.
			e := &ml.end[col]
			e.follow(q, threats, replies)
			v, cut, known := e.bound(&w.b, *alpha, *beta)
			switch {
			case cut:
				return v, true
			case known:
				if v > ml.best {
					ml.best, ml.bestCol = v, col
				}
				*alpha = max(*alpha, v)
				continue
			}
			*alpha = max(*alpha, v)
			ml.ends |= 1 << col
		}
		if ml.evensDone {
			v, cut := evensChild(cur, mask, threats, p.Moves+1, *beta)
			if cut {
				return v, true
			}
			*alpha = max(*alpha, v)
		}
		if etc {
			var e entry
			same := false
			if w.b.ETCForced && ml.ends&(1<<col) != 0 {
				e, same = w.endEntry(&ml.end[col]), ml.end[col].odd
			} else if w.b.ETCForced && threats&((mask+c4board.BottomMask)&c4board.BoardMask) != 0 {
				e, same = w.forcedEntry(q, threats)
			} else if w.b.Prefetch {
				e = w.table(p.Moves + 1).get(pre.keys[col]) // prefetched
			} else {
				key, _ := w.b.searchKey(&q)
				e = w.table(p.Moves + 1).get(key)
			}
			if v, cut, known := etcBound(e, *beta, same); cut {
				return v, true
			} else if known {
				if v > ml.best {
					ml.best, ml.bestCol = v, col
				}
				*alpha = max(*alpha, v)
				continue
			} else {
				*alpha = max(*alpha, v)
			}
		}
		var score int
		if w.b.ThreatOrder && !w.small {
			score = threatScore(threats&^(oppThreats<<1), mask, col)
			if w.b.History {
				// last, after the centre: before it, the history costs 8 times the nodes
				score = score<<12 + int(hist[bits.TrailingZeros64(m)&63])
			}
		} else {
			score = bits.OnesCount64(c4board.WinningSpots(cur, p.Mask))
		}
		ml.add(m, score)
	}
	if w.b.TightWindow {
		// No move wins with the next stone but one: the best left is a win with the
		// stone after.
		if hi := (Cells - 3 - p.Moves) / 2; *beta > hi {
			*beta = hi
			if *alpha >= *beta {
				return *beta, true
			}
		}
	}
	if ml.n == 0 {
		return ml.best, true
	}
	return 0, false
}

// centreMasks is the columns' masks in centreFirst's order.
var centreMasks = func() (out [Width]uint64) {
	for i, col := range centreFirst {
		out[i] = c4board.ColumnMask(col)
	}
	return out
}()

// etcPlies: ETC looks children up at positions of fewer stones only; nearer the end,
// where a search is small, the lookups cost more than they save. 27 stones, as
// Steininger's c4 (ENHANCED_TABLE_CUTOFF_PLIES): at 30 (before), openings after 8
// moves searched 946,867 nodes a position at one thread and after 4 moves 24.9 M; at
// 27, 8% and 11% more, each node cheaper by more: interleaved in one sitting (one
// thread, CPU time of solve --threads 1, 4 and 2 rounds), after 8 moves 12.22 -> 11.40
// s for the 50, after 4 moves (the first 10) 60.1 -> 55.3 s; 24 and 26 were slower.
// (Side by side with Steininger's c4 the ratio after 4 moves, one thread, read 0.95
// against last sitting's 0.83: across sittings this machine varies by more.)
const etcPlies = Cells - 15

// etcAfter: ETC starts once the solver has searched this many nodes since the table was
// cleared: before, the table holds too little for a look at the children to find
// anything, and most positions of the easier benchmark sets are solved by then
// (Begin-Easy 11% faster, the others alike).
const etcAfter = 3000

// etcBound reads a child's entry e (enhanced transposition cutoff): v is the least
// the move is worth, from the mover's side (-Cells if nothing is known); cut when that
// reaches beta; known when the entry is exact, so that v is the move's value. same:
// the entry is of a position where the mover is to move again (after forced moves).
func etcBound(e entry, beta int, same bool) (v int, cut, known bool) {
	if same {
		if e == 0 || e.bound() == boundUpper {
			return -Cells, false, false
		}
		v = e.score()
		return v, v >= beta, e.bound() == boundExact
	}
	if e == 0 || e.bound() == boundLower {
		return -Cells, false, false
	}
	v = -e.score()
	return v, v >= beta, e.bound() == boundExact
}

// The rows of the board: evenRows are rows 1, 3, 5 counted from 1 at the bottom (bit
// rows 0, 2, 4), oddRows the others.
const (
	evenRows = c4board.BottomMask * (1 | 1<<2 | 1<<4)
	oddRows  = evenRows << 1
)

// threatScore orders a move by the threats it leaves the mover (useful: not right
// above an opponent's threat): those that become playable after one stone in their
// column count most, then two stones, then any, then nearness to the centre.
func threatScore(useful, mask uint64, col int) int {
	playable := (mask + c4board.BottomMask) & c4board.BoardMask
	up1 := (playable << 1) & c4board.BoardMask
	up2 := (up1 << 1) & c4board.BoardMask
	return 4*(10*bits.OnesCount64(useful&up1)+5*bits.OnesCount64(useful&up2)+3*bits.OnesCount64(useful)) +
		min(col, Width-1-col)
}

// scoreCaps narrows [lo, hi], the range of p's value, with what the stones already
// say: a side that can no longer make four (even with every empty cell) cannot win;
// nor can the side to move when every column has an even number of empty cells and
// it cannot make four with the cells of rows 1, 3 and 5 (claimeven: the opponent
// answers every move on top of it and takes rows 2, 4 and 6). Only the caps that can
// change the window (alpha, beta) are looked at: hi's when beta is above 0, lo's when
// alpha is below it (a cap is 0; the others would leave the window as it is).
func scoreCaps(p *Position, lo, hi, alpha, beta int) (int, int) {
	empty := c4board.BoardMask &^ p.Mask
	if beta > 0 {
		switch {
		case !c4board.Aligned(p.Current | empty):
			hi = min(hi, 0)
		case p.Possible()&oddRows == 0 && !c4board.Aligned(p.Current|empty&evenRows):
			hi = min(hi, 0)
		}
	}
	if alpha < 0 && !c4board.Aligned(p.Current^p.Mask|empty) {
		lo = max(lo, 0)
	}
	return lo, hi
}

// add inserts a move by its score, the highest first; on equal scores the first
// added first.
func (ml *moveList) add(m uint64, score int) {
	j := ml.n
	ml.n++
	for ; j > 0 && ml.scores[j-1] < score; j-- {
		ml.moves[j], ml.scores[j] = ml.moves[j-1], ml.scores[j-1]
	}
	ml.moves[j], ml.scores[j] = m, score
}

// order puts the table's move first (if it is in the list), then rotates the rest by
// noise (a helper's own order near the root; 0 keeps it).
func (ml *moveList) order(tableMove int, noise uint64) {
	first := 0
	if tableMove >= 0 {
		for i := 0; i < ml.n; i++ {
			if columnOf(ml.moves[i]) == tableMove {
				m := ml.moves[i]
				copy(ml.moves[1:i+1], ml.moves[:i])
				ml.moves[0] = m
				first = 1
				break
			}
		}
	}
	if k := ml.n - first; noise != 0 && k > 1 {
		r := int(noise % uint64(k))
		var tmp [Width]uint64
		for i := range k {
			tmp[i] = ml.moves[first+(i+r)%k]
		}
		copy(ml.moves[first:ml.n], tmp[:k])
	}
}
