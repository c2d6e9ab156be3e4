package c4

import (
	"slices"
)

// livePositions is every position the perfect player meets with stones stones and
// itself to move, both colours, on its own lines from the empty board: it plays the
// embedded book's choice (BestColumn) below LiveStones stones, the opponent every
// reply. These are the positions the player solves live at the book's edge (at
// stones = LiveStones and LiveStones+1 the first two it meets). A position and its
// mirror image count once; the result is sorted by move string.
func livePositions(stones int) []string {
	book := EmbeddedBook()
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
