package games

import (
	"strconv"
	"strings"
)

// Coin is "stones and a coin" (piedras y moneda), the course's stones game with one
// twist of chance: each turn starts with a fair coin toss (a chance node, outcomes
// heads and tails, 1/2 each). On tails the player to move takes 1, 2 or 3 stones, as in
// the stones game (never more than are left); on heads only 1. Whoever takes the last
// stone wins. MAX moves first; the sides alternate over the takes (the decision nodes)
// only, so a toss before MAX's take leads to MAX's decision.
//
// It was chosen as the built-in stochastic game because its chance is a fair coin:
// every expectiminimax value is an exact decimal (its denominator a power of 2), and a
// plain recursion over the rules checks it in a few lines. Heads allows 1 stone, not 1
// or 2: with 1 or 2, a pile of 3 is a pure coin flip for the side to move and both
// sides can steer to it, so every pile from 4 on is won half the time and every value
// from 8 stones on is exactly 0; with 1, the coin matters at every pile. Its exact
// values (MAX's view, the coin not yet tossed; "h"/"t": shown) for piles 1 to 8: 1,
// 1/2, 5/4, -7/8, 7/8, 1/8, 5/8, -3/8 (3h -1/2, 3t 3).
//
// Position text, read by ParseCoin: the number of stones, 0 to CoinMax ("5"; the empty
// string is CoinDefault), then, when the coin has already been tossed for the first
// turn, its side: "5h" (heads) or "5t" (tails), case-insensitive, a space allowed
// before it, the words heads, tails, cara and cruz read too ("5 cara"). With the coin
// tossed, the root is MAX's decision; without, it is the toss.
//
// Moves: a take is its number of stones (Move 1, 2, 3; MoveName "1", "2", "3"); an
// outcome is CoinHeads or CoinTails (MoveName "H", "T": one token in every language,
// which pages and pictures write as "heads"/"cara" and "tails"/"cruz").
//
// The game is over when no stone is left: the side to move has lost. Its score is
// -(n0 + 1 - takes), n0 being the pile at parse time and takes the takes played since
// (the tosses do not count), so a faster win is worth more, as in the stones game; the
// magnitude is at least 1. There is no static evaluation: Evaluate is
// 0.
type Coin struct {
	remaining int
	n0        int      // the stones at parse time
	takes     int      // the takes played since
	coin      coinSide // the coin of the current turn: not tossed, heads or tails
	tails     uint32   // bit i: the coin of take i was tails (to undo take i)
}

// coinSide is the state of the current turn's coin.
type coinSide uint8

const (
	coinNotTossed coinSide = iota
	coinHeads
	coinTails
)

// CoinHeads and CoinTails are the outcomes of a toss, the moves of a chance node.
const (
	CoinHeads Move = 'H'
	CoinTails Move = 'T'
)

// CoinMax is the largest pile ParseCoin accepts (so a value's scale, 2 to the tosses
// left, stays at most 2^16); CoinDefault is the pile of the empty position.
const (
	CoinMax     = 16
	CoinDefault = 5
)

// cap is the most stones a take may remove after heads (1) and after tails (3); before
// the toss, the most of either.
func (s coinSide) cap() int {
	if s == coinHeads {
		return 1
	}
	return 3
}

func init() {
	Register("coin", func(position string, opt Options) (Game, error) {
		g, err := ParseCoin(position, opt)
		if err != nil {
			return nil, err
		}
		return g, nil
	})
}

// NewCoin returns a pile of n stones (0..CoinMax), the coin not yet tossed.
func NewCoin(n int) (*Coin, error) { return ParseCoin(strconv.Itoa(n), Options{}) }

// Remaining is the number of stones left.
func (g *Coin) Remaining() int { return g.remaining }

// Moves appends the outcomes H, T at a chance node, else every allowed take not larger
// than the pile, ascending; a finished game has none.
func (g *Coin) Moves(buf []Move) []Move {
	if g.remaining == 0 {
		return buf
	}
	if g.coin == coinNotTossed {
		return append(buf, CoinHeads, CoinTails)
	}
	for k := 1; k <= min(g.coin.cap(), g.remaining); k++ {
		buf = append(buf, Move(k))
	}
	return buf
}

// Play tosses the coin (an outcome) or takes m stones.
func (g *Coin) Play(m Move) {
	switch m {
	case CoinHeads:
		g.coin = coinHeads
	case CoinTails:
		g.coin = coinTails
	default:
		if g.coin == coinTails {
			g.tails |= 1 << g.takes
		} else {
			g.tails &^= 1 << g.takes
		}
		g.remaining -= int(m)
		g.takes++
		g.coin = coinNotTossed
	}
}

// Undo takes back the last move, m: a toss leaves the coin untossed, a take puts the
// stones back with the coin it was played under.
func (g *Coin) Undo(m Move) {
	if m == CoinHeads || m == CoinTails {
		g.coin = coinNotTossed
		return
	}
	g.takes--
	g.remaining += int(m)
	g.coin = coinHeads
	if g.tails&(1<<g.takes) != 0 {
		g.coin = coinTails
	}
}

// Result reports whether the game is over (no stone left); then the side to move has
// lost, with score -(n0 + 1 - takes).
func (g *Coin) Result() (over bool, score int) {
	if g.remaining == 0 {
		return true, g.takes - g.n0 - 1
	}
	return false, 0
}

// Evaluate is 0: the game has no static evaluation.
func (g *Coin) Evaluate() int { return 0 }

// MoveName names a take by its number of stones ("2") and an outcome "H" or "T".
func (g *Coin) MoveName(m Move) string {
	switch m {
	case CoinHeads:
		return "H"
	case CoinTails:
		return "T"
	}
	return strconv.Itoa(int(m))
}

// ParseMove reads a move: at a chance node an outcome ("H", "heads", "cara", "T",
// "tails", "cruz"), at a decision a take ("2", "take 2", "quita 2"); ok is false
// unless the move is legal here.
func (g *Coin) ParseMove(s string) (Move, bool) {
	s = strings.ToLower(strings.TrimSpace(s))
	if g.remaining == 0 {
		return 0, false
	}
	if g.coin == coinNotTossed {
		switch coinWord(s) {
		case coinHeads:
			return CoinHeads, true
		case coinTails:
			return CoinTails, true
		}
		return 0, false
	}
	for _, prefix := range []string{"take", "quita"} {
		if rest, found := strings.CutPrefix(s, prefix); found {
			s = strings.TrimSpace(rest)
			break
		}
	}
	n, err := strconv.Atoi(s)
	if err != nil || n < 1 || n > min(g.coin.cap(), g.remaining) {
		return 0, false
	}
	return Move(n), true
}

// Key is the pile, the takes played and the coin: remaining<<32 | takes<<8 | coin (the
// score depends on the takes).
func (g *Coin) Key() uint64 {
	return uint64(g.remaining)<<32 | uint64(uint32(g.takes))<<8 | uint64(g.coin)
}

// Position is the number of stones left, followed by "h" or "t" when the coin of the
// turn has been tossed: the text ParseCoin reads back.
func (g *Coin) Position() string {
	s := strconv.Itoa(g.remaining)
	switch g.coin {
	case coinHeads:
		s += "h"
	case coinTails:
		s += "t"
	}
	return s
}

// Board is one row, the position ("5", "5h"): the stones left and the coin, drawn, as
// the stones game's count, as a label rather than a grid.
func (g *Coin) Board() []string { return []string{g.Position()} }

// Clone returns an independent copy of the position.
func (g *Coin) Clone() Game {
	c := *g
	return &c
}

// MaxPlies bounds the moves left, tosses included: every turn a toss and a take of one
// stone.
func (g *Coin) MaxPlies() int {
	if g.coin == coinNotTossed {
		return 2 * g.remaining
	}
	return 2*g.remaining - 1
}
