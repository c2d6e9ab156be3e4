package c4

import (
	"slices"
	"time"
)

// BestColumn is the column a perfect player plays at p, given every column's exact
// score (ok: playable): the highest score, that is the quickest win, else a draw,
// else the slowest loss; on equal scores the column nearest the centre, the left one
// of two as the smaller of p's key and its mirror image's sees the board. So the
// choice at a position is the mirror image of the choice at its mirror image, and a
// book need keep one of the two. It returns -1 when no column is playable.
func BestColumn(p Position, scores [Width]int, ok [Width]bool) int {
	_, mirrored := canonical(&p)
	best := -1
	for _, c := range centreFirst {
		c = unmirror(c, mirrored)
		if ok[c] && (best < 0 || scores[c] > scores[best]) {
			best = c
		}
	}
	return best
}

// BookProgress is what GenerateBook reports after each position it solves.
type BookProgress struct {
	Positions int           // solved so far
	Stones    int           // of the one just solved
	Nodes     int64         // searched so far
	Elapsed   time.Duration // since the start
}

// GenerateBook makes the book of a perfect player that plays from the empty board,
// either side: every position with fewer than plies stones where the player is to
// move and that its own play (BestColumn) reaches against every reply, with the exact
// score of each of its columns, solved by s (whose table is kept from one position to
// the next: their searches overlap). progress, if not nil, is called after each
// position. The scores of the positions in from (a smaller book, or nil) are taken
// as they are, so that a deeper book grows from a shallower one. The positions also
// are added with the player to move, whatever their stones, and its lines from them
// below plies stones.
func GenerateBook(s *Solver, plies int, from *Book, also []Position, progress func(BookProgress)) (*Book, error) {
	g := bookGen{s: s, plies: plies, progress: progress, start: time.Now(), from: from,
		solved: map[uint64]uint64{}, seen: map[uint64]bool{}}
	for _, p := range also {
		if p.Over() {
			continue
		}
		key, mirrored := canonical(&p)
		if err := g.play(p, key, mirrored); err != nil {
			return nil, err
		}
	}
	for _, machineFirst := range []bool{true, false} {
		if err := g.walk(Position{}, machineFirst); err != nil {
			return nil, err
		}
	}
	b := &Book{Plies: plies}
	for k := range g.solved {
		b.keys = append(b.keys, k)
	}
	slices.Sort(b.keys)
	for _, k := range b.keys {
		b.scores = append(b.scores, g.solved[k])
	}
	return b, nil
}

// bookGen is the state of GenerateBook.
type bookGen struct {
	s        *Solver
	plies    int
	progress func(BookProgress)
	start    time.Time
	from     *Book
	solved   map[uint64]uint64 // the player's positions: canonical key, packed scores
	seen     map[uint64]bool   // the opponent's positions walked: canonical key
}

// walk visits p, where the player moves if machine, else its opponent.
func (g *bookGen) walk(p Position, machine bool) error {
	if p.Moves >= g.plies || p.Won() || p.Moves == Cells {
		return nil
	}
	key, mirrored := canonical(&p)
	if !machine {
		if g.seen[key] {
			return nil
		}
		g.seen[key] = true
		for c := range Width {
			if p.CanPlay(c) {
				q := p
				q.Play(c)
				if err := g.walk(q, true); err != nil {
					return err
				}
			}
		}
		return nil
	}
	return g.play(p, key, mirrored)
}

// play solves p, the player to move (key and mirrored: its canonical key), and walks
// on after the player's move.
func (g *bookGen) play(p Position, key uint64, mirrored bool) error {
	if _, done := g.solved[key]; done {
		return nil // walked from here already, or from the mirror image
	}
	scores, ok, found := g.from.Lookup(p)
	if !found {
		var err error
		if scores, ok, err = g.s.Analyze(p, false); err != nil {
			return err
		}
	}
	// stored as the canonical orientation sees the board
	g.solved[key] = packScores(unpackScores(packScores(scores, ok), mirrored))
	if g.progress != nil {
		g.progress(BookProgress{Positions: len(g.solved), Stones: p.Moves, Nodes: g.s.Nodes(), Elapsed: time.Since(g.start)})
	}
	q := p
	q.Play(BestColumn(p, scores, ok))
	return g.walk(q, false)
}

// CountPositions counts, for each number of stones below plies, the positions that
// are not over, a position and its mirror image once: the size of a book of every
// position.
func CountPositions(plies int) []int {
	counts := make([]int, plies)
	level := map[uint64]Position{0: {}}
	for n := 0; n < plies; n++ {
		counts[n] = len(level)
		next := map[uint64]Position{}
		for _, p := range level {
			for c := range Width {
				if !p.CanPlay(c) || p.IsWinningMove(c) {
					continue
				}
				q := p
				q.Play(c)
				k, _ := canonical(&q)
				next[k] = q
			}
		}
		level = next
	}
	return counts
}
