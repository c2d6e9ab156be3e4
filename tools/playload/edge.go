package main

import (
	"context"
	"math/rand/v2"

	"github.com/gametree/gametree/c4"
)

// edge asks the server for -edge of the player's positions at the book's edge (the
// first it solves live: c4.LiveStones and one more stones on its book lines,
// c4.PlayerPositions), chosen at random (seeded) half of each size, one after the
// other as the player would meet them; the games alone meet few of them.
func (pl *player) edge(ctx context.Context, n int) error {
	rng := rand.New(rand.NewPCG(pl.c.seed, 9))
	book := c4.EmbeddedBook()
	for i, stones := range []int{c4.LiveStones, c4.LiveStones + 1} {
		all := c4.PlayerPositions(book, stones)
		for range n/2 + i*(n%2) {
			m, err := pl.ask(ctx, all[rng.IntN(len(all))])
			if err != nil {
				return err
			}
			if !m.proven {
				p, err := c4.Parse(m.moves)
				if err != nil {
					return err
				}
				if m.col, m.score, err = pl.local.BestMove(p, false); err != nil {
					return err
				}
			}
			pl.played = append(pl.played, m)
		}
	}
	return nil
}
