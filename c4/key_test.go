package c4

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// randomPosition plays up to n random moves that do not win at once from the empty
// board; ok is false if a side had no such move (randomOpening without the moves).
func randomPosition(rng *rand.Rand, n int) (p Position, ok bool) {
	p, _, ok = randomOpening(rng, n)
	return p, ok
}

// TestDeadStonesKeepValue: the opponent's dead stones, made the side to move's, leave
// the exact value unchanged (the tutorial's solver as the reference), on random
// middle-game positions; and many positions have some.
func TestDeadStonesKeepValue(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(1, 2))
	s := newAll(t)
	folded := 0
	for range 4000 {
		p, ok := randomPosition(rng, 20+rng.IntN(14))
		if !ok {
			continue
		}
		d := deadStones(p.Current, p.Current^p.Mask)
		require.Zero(t, d&^(p.Current^p.Mask), "only the opponent's stones")
		if d == 0 {
			continue
		}
		folded++
		q := p
		q.Current |= d
		s.Reset()
		v1, err := s.Solve(p, false)
		require.NoError(t, err)
		s.Reset()
		v2, err := s.Solve(q, false)
		require.NoError(t, err)
		require.Equal(t, v1, v2, "dead %x", d)
	}
	assert.Greater(t, folded, 1000)
}

// TestMirrorKey: the mirror image's key is the key of the position played in the
// mirrored columns, and mirroring twice gives the key back.
func TestMirrorKey(t *testing.T) {
	t.Parallel()
	rng := rand.New(rand.NewPCG(3, 4))
	for range 1000 {
		var p, m Position
		for range rng.IntN(Cells) {
			var cols []int
			for c := range Width {
				if p.CanPlay(c) {
					cols = append(cols, c)
				}
			}
			c := cols[rng.IntN(len(cols))]
			p.Play(c)
			m.Play(Width - 1 - c)
		}
		assert.Equal(t, m.Key(), mirrorKey(p.Key()))
		assert.Equal(t, p.Key(), mirrorKey(mirrorKey(p.Key())))
	}
}
