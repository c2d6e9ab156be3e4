package games

import (
	"math/big"
	"strconv"
)

// Probability is an exact probability Num/Den, 0 < Num <= Den, in lowest terms.
type Probability struct{ Num, Den int64 }

// String writes the probability as a fraction ("1/2") or "1".
func (p Probability) String() string {
	if p.Num == p.Den {
		return "1"
	}
	return strconv.FormatInt(p.Num, 10) + "/" + strconv.FormatInt(p.Den, 10)
}

// Float is the probability as a float64, for charts and sampling.
func (p Probability) Float() float64 { return float64(p.Num) / float64(p.Den) }

// Rat is the probability as an exact rational.
func (p Probability) Rat() *big.Rat { return big.NewRat(p.Num, p.Den) }

// Stochastic is implemented by games with chance nodes (a die, a coin, an explicit
// tree's "?" nodes). At a chance node no player chooses: the moves Moves returns are the
// outcomes, and Probability gives each one's probability (they sum to 1). Who moves
// alternates over the decision nodes only: a chance node under MAX leads to MIN's
// decision, as in backgammon's MAX, chance, MIN, chance.
type Stochastic interface {
	// HasChance reports whether any position of the game (from the current one) can be
	// a chance node; false for a tree without "?" nodes, which is then an ordinary game.
	HasChance() bool
	// AtChance reports whether the current position is a chance node.
	AtChance() bool
	// Probability is outcome m's probability at the current chance node.
	Probability(m Move) Probability
	// MaxToMove reports, at a decision node, whether MAX chooses there.
	MaxToMove() bool
	// ValueScale is a positive S such that every expectiminimax value of the positions
	// reachable from the current one, times S, is a whole number: the least common
	// multiple of the products of the probabilities' denominators along each line
	// (1 without chance). Searches record values times S, exactly.
	ValueScale() int64
	// ValueBounds are the least and greatest value a leaf can have, from MAX's point of
	// view (unscaled): the default bounds of the pruning at chance nodes (Star1).
	ValueBounds() (lo, hi int)
}

// MaxValueScale is the largest ValueScale a game may have: values times the scale must
// stay far below the searches' infinite bound. A tree whose probabilities would need
// more is refused (tree.chance_scale).
const MaxValueScale = 1 << 20
