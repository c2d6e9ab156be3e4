package c4

import (
	"slices"
	"strings"
)

// The book of every position: every position of fewer than K stones with every
// column's exact score. Only the frontier, the positions of exactly K stones, is
// searched; the rest follows by minimax. A column's score is minus the score of the
// position it leads to (a column that wins at once: (Cells+1-moves)/2, as Analyze
// gives it; a column that fills the board: 0, a draw), and a position's score is the
// best of its columns'. So the frontier, solved in pieces (FrontierPiece), each piece
// a file of lines "MOVES SCORE" (frontierfile.go), makes the book (BookOfAll).

// FrontierPosition is a position of the frontier, or of a level below it: a position
// and its mirror image once.
type FrontierPosition struct {
	Moves string   // the smallest move string (by bytes) reaching it or its mirror image
	Pos   Position // the position Moves reaches
}

// levels are the positions reachable from a root that are not over, by stones: a
// position and its mirror image once, each by its canonical key.
type levels []map[uint64]FrontierPosition

// levelsFrom lists the positions not over from root (reached by rootMoves) up to k
// stones included: levels[i] holds those of root.Moves+i stones. Each keeps the
// smallest move string that starts with rootMoves and reaches it or its mirror image
// (the smallest of a level follows from the smallest of the level before: strings of
// one length compare by their prefix first).
func levelsFrom(root FrontierPosition, k int) levels {
	var out levels
	if root.Pos.Over() || k < root.Pos.Moves {
		return out
	}
	key, _ := canonical(&root.Pos)
	level := map[uint64]FrontierPosition{key: root}
	out = append(out, level)
	for n := root.Pos.Moves; n < k; n++ {
		next := map[uint64]FrontierPosition{}
		for _, fp := range level {
			for c := range Width {
				if !fp.Pos.CanPlay(c) || fp.Pos.IsWinningMove(c) {
					continue
				}
				q := fp.Pos
				q.Play(c)
				if q.Moves == Cells {
					continue // a draw: over
				}
				moves := fp.Moves + string(rune('1'+c))
				key, _ := canonical(&q)
				if old, ok := next[key]; !ok || moves < old.Moves {
					next[key] = FrontierPosition{moves, q}
				}
			}
		}
		level = next
		out = append(out, level)
	}
	return out
}

// sorted is a level's positions in the order of their move strings.
func sorted(level map[uint64]FrontierPosition) []FrontierPosition {
	out := make([]FrontierPosition, 0, len(level))
	for _, fp := range level {
		out = append(out, fp)
	}
	slices.SortFunc(out, func(a, b FrontierPosition) int { return strings.Compare(a.Moves, b.Moves) })
	return out
}

// Frontier is every position of exactly k stones reached from the position of
// rootMoves ("" the empty board) that is not over, a position and its mirror image
// once, in the order of their move strings: the positions a book of every position
// below k stones is made from. Its error is Parse's.
func Frontier(rootMoves string, k int) ([]FrontierPosition, error) {
	root, err := Parse(rootMoves)
	if err != nil {
		return nil, err
	}
	lv := levelsFrom(FrontierPosition{rootMoves, root}, k)
	if len(lv) == 0 {
		return nil, nil
	}
	return sorted(lv[len(lv)-1]), nil
}

// FrontierPiece is the i-th of n slices of the frontier (i from 1 to n), in its
// order: the positions one run solves.
func FrontierPiece(frontier []FrontierPosition, i, n int) []FrontierPosition {
	return frontier[len(frontier)*(i-1)/n : len(frontier)*i/n]
}
