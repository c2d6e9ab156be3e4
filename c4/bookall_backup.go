package c4

import (
	"fmt"
	"slices"

	"github.com/gametree/gametree/msg"
)

// BookOfAll makes the book of every position of fewer than k stones reached from the
// position of rootMoves ("" the empty board; then the book's Every is k), with every
// column's exact score backed up by minimax from frontier, the strong scores of the
// positions of exactly k stones (Frontier). It is merged with lines (the player's
// book, or nil), whose entries below k must agree with it.
//
// Its errors are coded (package msg): c4.frontier_missing when a position of the
// frontier has no score (how many, the first of them), c4.book_disagree when an entry
// of lines differs; or Parse's for rootMoves.
func BookOfAll(rootMoves string, k int, frontier FrontierScores, lines *Book) (*Book, error) {
	root, err := Parse(rootMoves)
	if err != nil {
		return nil, err
	}
	all := &Book{}
	if rootMoves == "" {
		all.Every = k
	}
	lv := levelsFrom(FrontierPosition{rootMoves, root}, k)
	if len(lv) < 2 {
		return all.Merge(lines), nil // nothing below k
	}
	value, err := frontierValues(sorted(lv[len(lv)-1]), k, frontier)
	if err != nil {
		return nil, err
	}
	entries := map[uint64]uint64{}
	for i := len(lv) - 2; i >= 0; i-- {
		above := value
		value = make(map[uint64]int, len(lv[i]))
		for _, fp := range sorted(lv[i]) {
			scores, ok := backedUpScores(fp.Pos, above)
			key, mirrored := canonical(&fp.Pos)
			value[key] = bestScore(scores, ok)
			entries[key] = packScores(unpackScores(packScores(scores, ok), mirrored))
			if old, oldOK, found := lines.Lookup(fp.Pos); found && (old != scores || oldOK != ok) {
				return nil, msg.New("c4.book_disagree", "moves", fp.Moves,
					"book", scoreList(old, oldOK), "frontier", scoreList(scores, ok))
			}
		}
	}
	all.setEntries(entries)
	return all.Merge(lines), nil
}

// setEntries makes entries (packed scores by canonical key) b's keys and scores.
func (b *Book) setEntries(entries map[uint64]uint64) {
	for key := range entries {
		b.keys = append(b.keys, key)
	}
	slices.Sort(b.keys)
	for _, key := range b.keys {
		b.scores = append(b.scores, entries[key])
	}
}

// frontierValues is the score of each position of the frontier front (k stones), by
// canonical key, from frontier; c4.frontier_missing if some have none.
func frontierValues(front []FrontierPosition, k int, frontier FrontierScores) (map[uint64]int, error) {
	value := make(map[uint64]int, len(front))
	missing, first := 0, ""
	for _, fp := range front {
		key, _ := canonical(&fp.Pos)
		v, ok := frontier[key]
		if !ok {
			if missing == 0 {
				first = fp.Moves
			}
			missing++
			continue
		}
		value[key] = v
	}
	if missing > 0 {
		return nil, msg.New("c4.frontier_missing", "stones", k, "missing", missing, "total", len(front), "first", first)
	}
	return value, nil
}

// backedUpScores is every column's score at p from the scores of the positions one
// stone further (above, by canonical key): minus the score of the position a column
// leads to; a win at once (Cells+1-moves)/2; a column that fills the board a draw.
func backedUpScores(p Position, above map[uint64]int) (scores [Width]int, ok [Width]bool) {
	for c := range Width {
		if !p.CanPlay(c) {
			continue
		}
		ok[c] = true
		if p.IsWinningMove(c) {
			scores[c] = (Cells + 1 - p.Moves) / 2
			continue
		}
		q := p
		q.Play(c)
		if q.Moves == Cells {
			continue // a draw: 0
		}
		key, _ := canonical(&q)
		scores[c] = -above[key]
	}
	return scores, ok
}

// bestScore is the score of a position whose columns score scores: the best of them
// (0 when none is playable).
func bestScore(scores [Width]int, ok [Width]bool) int {
	best, seen := 0, false
	for c := range Width {
		if ok[c] && (!seen || scores[c] > best) {
			best, seen = scores[c], true
		}
	}
	return best
}

// scoreList writes every column's score, "." for a full column: "-2 -1 0 1 0 -1 -2".
func scoreList(scores [Width]int, ok [Width]bool) string {
	out := ""
	for c := range Width {
		if c > 0 {
			out += " "
		}
		if ok[c] {
			out += fmt.Sprint(scores[c])
		} else {
			out += "."
		}
	}
	return out
}
