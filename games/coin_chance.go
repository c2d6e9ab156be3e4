package games

// The coin game's chance (games.Stochastic): a fair coin before every take.

// coinHalf is the probability of each side of the coin.
var coinHalf = Probability{Num: 1, Den: 2}

// HasChance reports whether a toss lies ahead: the coin of this turn not yet tossed
// with stones left, or a turn after this one (two stones or more left).
func (g *Coin) HasChance() bool {
	if g.coin == coinNotTossed {
		return g.remaining >= 1
	}
	return g.remaining >= 2
}

// AtChance reports whether the position is a toss: stones left and the turn's coin not
// yet tossed.
func (g *Coin) AtChance() bool { return g.remaining > 0 && g.coin == coinNotTossed }

// Probability is 1/2 for each outcome of the toss.
func (g *Coin) Probability(Move) Probability { return coinHalf }

// MaxToMove reports whether MAX takes next: MAX makes the first take, so after an even
// number of takes. At a toss it names the side whose take the toss decides.
func (g *Coin) MaxToMove() bool { return g.takes%2 == 0 }

// ValueScale is 2 to the most tosses left on any line: one per take, and a line takes
// one stone at a time, so the stones left (one fewer when this turn's coin is already
// tossed). Every expectiminimax value from here times it is a whole number.
func (g *Coin) ValueScale() int64 { return 1 << g.tossesLeft() }

// tossesLeft is the most tosses on any line from the position.
func (g *Coin) tossesLeft() int {
	if g.coin == coinNotTossed || g.remaining == 0 {
		return g.remaining
	}
	return g.remaining - 1
}

// ValueBounds are the least and greatest final score reachable from the position, from
// MAX's point of view, widened to hold 0 (Evaluate's value at a depth limit). A game
// ending after j more takes scores ±(n0 + 1 - takes - j), won by whoever made the last
// take; j runs from the fewest takes that can empty the pile (the first take capped by
// the coin if it is tossed, 3 a turn after) to one stone a take.
func (g *Coin) ValueBounds() (lo, hi int) {
	if g.remaining == 0 {
		_, score := g.Result()
		v := g.maxView(0, score)
		return min(v, 0), max(v, 0)
	}
	first := g.coin.cap()
	fewest := 1
	if g.remaining > first {
		fewest += (g.remaining - first + 2) / 3
	}
	for j := fewest; j <= g.remaining; j++ {
		// after j takes the side to move lost: its score is -(n0 + 1 - takes - j)
		v := g.maxView(j, g.takes+j-g.n0-1)
		lo, hi = min(lo, v), max(hi, v)
	}
	return lo, hi
}

// maxView turns the score of the side to move after j more takes into MAX's view.
func (g *Coin) maxView(j, score int) int {
	if (g.takes+j)%2 == 0 {
		return score
	}
	return -score
}
