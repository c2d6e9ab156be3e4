package lab

import (
	"math"
	"math/big"
	"strconv"
	"strings"

	"github.com/gametree/gametree/games"
)

// A probability chance(state) gives is written one of three ways, in both languages:
// a number (0.5, 1), a text ("1/6", "0.25") or a pair of whole numbers (1, 6) / [1, 6].
// Decimals are read exactly as decimals (0.1 is 1/10): a float is read through its
// shortest decimal text, the one Python and JavaScript print. A probability is above 0,
// at most 1, and its denominator at most games.MaxValueScale (0.3333333333333333, a
// float's 1/3, is refused: "1/3" is the third); the outcomes' probabilities sum to 1
// exactly.

// ratOfText reads a probability's text exactly (games.ParseProbability, spaces
// anywhere ignored: " 0.3", "070 / 100"), false when it is not one.
func ratOfText(s string) (*big.Rat, bool) {
	p, code := games.ParseProbability(strings.Join(strings.Fields(s), ""))
	if code != "" {
		return nil, false
	}
	return p.Rat(), true
}

// ratOfFloat reads a float through its shortest decimal text.
func ratOfFloat(f float64) (*big.Rat, bool) {
	if math.IsNaN(f) || math.IsInf(f, 0) || f < 0 {
		return nil, false
	}
	return ratOfText(strconv.FormatFloat(f, 'f', -1, 64))
}

// ratOfPair reads a pair num/den.
func ratOfPair(num, den int64) (*big.Rat, bool) {
	if den <= 0 || num < 0 {
		return nil, false
	}
	return big.NewRat(num, den), true
}

// probabilityOf checks a read probability: above 0, at most 1, a denominator of at
// most games.MaxValueScale.
func probabilityOf(r *big.Rat) (games.Probability, bool) {
	if r == nil || r.Sign() <= 0 || r.Cmp(big.NewRat(1, 1)) > 0 || !r.Denom().IsInt64() || r.Denom().Int64() > games.MaxValueScale {
		return games.Probability{}, false
	}
	return games.Probability{Num: r.Num().Int64(), Den: r.Denom().Int64()}, true
}

// probSum adds probabilities exactly; one says whether they sum to 1.
type probSum struct{ r big.Rat }

func (s *probSum) add(p games.Probability) { s.r.Add(&s.r, big.NewRat(p.Num, p.Den)) }

func (s *probSum) one() bool { return s.r.Cmp(big.NewRat(1, 1)) == 0 }

func (s *probSum) String() string { return s.r.RatString() }
