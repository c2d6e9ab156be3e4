package c4

import "github.com/gametree/gametree/msg"

// BookOfNext is the part of the book of every position below k+1 stones that a
// partly solved next frontier (next, positions of k+1 stones) already gives: every
// position of exactly k stones reached from rootMoves whose columns all lead to a
// position of next (or win at once, or fill the board), with every column's score
// backed up from next. So the frontier of k+1 stones, solved in pieces in its order,
// answers the positions of k stones a piece at a time, long before it is complete.
//
// Each position's best column must score what frontier (the positions of k stones,
// solved directly) says it is worth: else c4.next_disagree; and an entry of lines (the
// player's book, or nil) must agree: else c4.book_disagree. It returns a book of those
// positions only (no Plies, no Every), to merge with BookOfAll's.
func BookOfNext(rootMoves string, k int, frontier, next FrontierScores, lines *Book) (*Book, error) {
	root, err := Parse(rootMoves)
	if err != nil {
		return nil, err
	}
	lv := levelsFrom(FrontierPosition{rootMoves, root}, k)
	out := &Book{}
	if len(lv) == 0 {
		return out, nil
	}
	entries := map[uint64]uint64{}
	for _, fp := range sorted(lv[len(lv)-1]) {
		if !childrenIn(fp.Pos, next) {
			continue
		}
		scores, ok := backedUpScores(fp.Pos, next)
		key, mirrored := canonical(&fp.Pos)
		if v, known := frontier[key]; known && v != bestScore(scores, ok) {
			return nil, msg.New("c4.next_disagree", "moves", fp.Moves, "stones", k,
				"score", v, "columns", scoreList(scores, ok))
		}
		if old, oldOK, found := lines.Lookup(fp.Pos); found && (old != scores || oldOK != ok) {
			return nil, msg.New("c4.book_disagree", "moves", fp.Moves,
				"book", scoreList(old, oldOK), "frontier", scoreList(scores, ok))
		}
		entries[key] = packScores(unpackScores(packScores(scores, ok), mirrored))
	}
	out.setEntries(entries)
	return out, nil
}

// childrenIn reports whether every column of p that neither wins at once nor fills
// the board leads to a position of next.
func childrenIn(p Position, next FrontierScores) bool {
	for c := range Width {
		if !p.CanPlay(c) || p.IsWinningMove(c) {
			continue
		}
		q := p
		q.Play(c)
		if q.Moves < Cells && !next.Has(q) {
			return false
		}
	}
	return true
}
