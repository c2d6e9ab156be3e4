package c4

import (
	"slices"
)

// PlayerPositions is every position the perfect player meets with stones stones and
// itself to move, both colours, on its own lines from the empty board: it plays the
// book's choice (BestColumn over b's scores) while b has the position, the opponent
// every reply; a line that leaves b below stones stones ends there. With the embedded
// book and stones = LiveStones or LiveStones+1, these are the positions the player
// first solves live, at the book's edge (9,155 and 8,007). A position and its mirror
// image count once (the first met, in column order); the result is sorted.
func PlayerPositions(book *Book, stones int) []string {
	seen := map[uint64]bool{}
	var out []string
	var walk func(p Position, moves string, player int)
	walk = func(p Position, moves string, player int) {
		if p.Over() {
			return
		}
		if p.Moves%2 == player {
			if p.Moves == stones {
				if key, _ := canonical(&p); !seen[key] {
					seen[key] = true
					out = append(out, moves)
				}
				return
			}
			scores, ok, found := book.Lookup(p)
			if !found {
				return // off the book: the player meets it live, below stones
			}
			c := BestColumn(p, scores, ok)
			q := p
			q.Play(c)
			walk(q, moves+string(rune('1'+c)), player)
			return
		}
		if p.Moves == stones {
			return
		}
		for c := range Width {
			if p.CanPlay(c) {
				q := p
				q.Play(c)
				walk(q, moves+string(rune('1'+c)), player)
			}
		}
	}
	walk(Position{}, "", 0)
	walk(Position{}, "", 1)
	slices.Sort(out)
	return out
}
