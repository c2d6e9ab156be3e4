package games

import (
	"math/big"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// coinBrute is an independent brute force of the coin game's rules (no games.Game):
// the exact expectiminimax value, from MAX's point of view, of a game that began with
// n0 stones, by plain recursion over the rules (memo keeps the values found, by stones
// left and takes played).
type coinBrute struct {
	n0   int
	memo map[[2]int]*big.Rat
}

// toss is the value with left stones left after takes takes, the turn's coin not yet
// tossed: the mean of the take after heads and after tails. The side to move when no
// stone is left has lost, by n0 + 1 - takes.
func (b *coinBrute) toss(left, takes int) *big.Rat {
	if v, ok := b.memo[[2]int{left, takes}]; ok {
		return v
	}
	var v *big.Rat
	if left == 0 {
		s := int64(b.n0 + 1 - takes)
		if takes%2 == 0 { // MAX to move: MIN took the last stone
			s = -s
		}
		v = big.NewRat(s, 1)
	} else {
		v = new(big.Rat).Add(b.take(left, takes, 1), b.take(left, takes, 3))
		v.Mul(v, big.NewRat(1, 2))
	}
	b.memo[[2]int{left, takes}] = v
	return v
}

// take is the value of a take of 1..most stones (1 on heads, 3 on tails): MAX (an even
// number of takes played) takes the best for MAX, MIN the worst.
func (b *coinBrute) take(left, takes, most int) *big.Rat {
	var best *big.Rat
	for k := 1; k <= most && k <= left; k++ {
		v := b.toss(left-k, takes+1)
		if best == nil || (takes%2 == 0) == (v.Cmp(best) > 0) {
			best = v
		}
	}
	return best
}

// coinBruteAt is the brute force's value of a position as ParseCoin reads it: "n",
// "nh" or "nt".
func coinBruteAt(n int, side string) *big.Rat {
	b := &coinBrute{n0: n, memo: map[[2]int]*big.Rat{}}
	switch side {
	case "h":
		return b.take(n, 0, 1)
	case "t":
		return b.take(n, 0, 3)
	}
	return b.toss(n, 0)
}

// coinWalk is the expectiminimax value of g's position found through the game's own
// interfaces (Moves, Play, Undo, Result, AtChance, Probability, MaxToMove), MAX's
// view: the implementation checked against the rules.
func coinWalk(t *testing.T, g *Coin) *big.Rat {
	if over, score := g.Result(); over {
		if !g.MaxToMove() {
			score = -score
		}
		return big.NewRat(int64(score), 1)
	}
	moves := g.Moves(nil)
	require.NotEmpty(t, moves, g.Position())
	if g.AtChance() {
		sum, total := new(big.Rat), new(big.Rat)
		for _, m := range moves {
			p := g.Probability(m).Rat()
			total.Add(total, p)
			g.Play(m)
			sum.Add(sum, new(big.Rat).Mul(p, coinWalk(t, g)))
			g.Undo(m)
		}
		require.Equal(t, 0, total.Cmp(big.NewRat(1, 1)), "the outcomes' probabilities sum to 1")
		return sum
	}
	var best *big.Rat
	for _, m := range moves {
		g.Play(m)
		v := coinWalk(t, g)
		g.Undo(m)
		if best == nil || g.MaxToMove() == (v.Cmp(best) > 0) {
			best = v
		}
	}
	return best
}

// Every position from 1 to 12 stones, coin untossed or shown: the game's own rules give
// the brute force's exact value; the value times ValueScale is a whole number.
func TestCoinValuesAgreeWithBruteForce(t *testing.T) {
	t.Parallel()
	for n := 1; n <= 12; n++ {
		for _, side := range []string{"", "h", "t"} {
			pos := strconv.Itoa(n) + side
			t.Run(pos, func(t *testing.T) {
				t.Parallel()
				want := coinBruteAt(n, side)
				g := coinParse(t, pos)
				if n <= 10 { // 11 and 12: 3 s of walking; the brute force checks them
					assert.Equal(t, want.RatString(), coinWalk(t, g).RatString())
					assert.Equal(t, pos, g.Position(), "the walk undid every move")
				}
				scaled := new(big.Rat).Mul(want, big.NewRat(g.ValueScale(), 1))
				assert.True(t, scaled.IsInt(), "%s × %d = %s", want.RatString(), g.ValueScale(), scaled.RatString())
				lo, hi := g.ValueBounds()
				assert.True(t, want.Cmp(big.NewRat(int64(lo), 1)) >= 0 && want.Cmp(big.NewRat(int64(hi), 1)) <= 0,
					"%s within the bounds %d,%d", want.RatString(), lo, hi)
			})
		}
	}
}

// The brute force itself, checked by hand on the smallest piles.
func TestCoinBruteForceByHand(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		n    int
		side string
		want string
		why  string
	}{
		{1, "", "1", "MAX takes the only stone on either side: +(1 + 1 - 1)"},
		{2, "t", "2", "tails: MAX takes both, +(2 + 1 - 1)"},
		{2, "h", "-1", "heads: MAX takes 1, MIN the last whatever its coin: -(2 + 1 - 2)"},
		{2, "", "1/2", "the mean of -1 and 2"},
		{3, "t", "3", "tails: MAX takes all 3 at once"},
		{3, "h", "-1/2", "heads: MAX takes 1, MIN faces 2: -1/2 in MAX's view (2 tossed for MIN: heads +1, tails -2)"},
		{3, "", "5/4", "the mean of -1/2 and 3"},
	} {
		assert.Equal(t, tc.want, coinBruteAt(tc.n, tc.side).RatString(), "%d%s: %s", tc.n, tc.side, tc.why)
	}
}

// ValueBounds hold every final score reachable from the position, and each bound is
// reached (or is Evaluate's 0): they are the leaves' least and greatest values.
func TestCoinBoundsHoldEveryLeaf(t *testing.T) {
	t.Parallel()
	for n := 0; n <= 9; n++ {
		for _, side := range []string{"", "h", "t"} {
			if n == 0 && side != "" {
				continue
			}
			pos := strconv.Itoa(n) + side
			g := coinParse(t, pos)
			lo, hi := g.ValueBounds()
			least, most := 0, 0
			var walk func()
			walk = func() {
				if over, score := g.Result(); over {
					if !g.MaxToMove() {
						score = -score
					}
					least, most = min(least, score), max(most, score)
					return
				}
				for _, m := range g.Moves(nil) {
					g.Play(m)
					walk()
					g.Undo(m)
				}
			}
			walk()
			assert.Equal(t, [2]int{least, most}, [2]int{lo, hi}, pos)
		}
	}
}

// The values of piles 1..8 (the table of the game's documentation), coin untossed,
// heads, tails: the brute force's, and through the game's own rules.
func TestCoinValuesPiles1To8(t *testing.T) {
	t.Parallel()
	want := map[int][3]string{
		1: {"1", "1", "1"}, 2: {"1/2", "-1", "2"}, 3: {"5/4", "-1/2", "3"}, 4: {"-7/8", "-5/4", "-1/2"},
		5: {"7/8", "7/8", "7/8"}, 6: {"1/8", "-7/8", "9/8"}, 7: {"5/8", "-1/8", "11/8"}, 8: {"-3/8", "-5/8", "-1/8"},
	}
	for n, w := range want {
		for i, side := range []string{"", "h", "t"} {
			pos := strconv.Itoa(n) + side
			assert.Equal(t, w[i], coinBruteAt(n, side).RatString(), pos)
			assert.Equal(t, w[i], coinWalk(t, coinParse(t, pos)).RatString(), pos)
		}
	}
}
