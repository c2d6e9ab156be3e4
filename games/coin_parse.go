package games

import (
	"strings"

	"github.com/gametree/gametree/msg"
)

// ParseCoin reads a position of the coin game: the number of stones, 0..CoinMax (spaces
// around it are ignored; "" is CoinDefault), then optionally the side the coin of the
// first turn has already shown: "h" or "t", or the words "heads", "tails", "cara",
// "cruz" (case-insensitive, a space allowed before). An empty pile has no toss: "0h" is
// refused. Errors are *ParseError (codes coin.*). The game has no takes, no MIN root
// and no evaluation to choose: those options are refused.
func ParseCoin(position string, opt Options) (*Coin, error) {
	fail := func(off int, code string, kv ...any) (*Coin, error) {
		return nil, parseError("coin", position, off, code, kv...)
	}
	if err := checkOptions("coin", opt); err != nil {
		return nil, err
	}
	if err := noEvaluation("coin", opt); err != nil {
		return nil, err
	}
	start := len(position) - len(strings.TrimLeft(position, " \t\r\n"))
	body := strings.TrimRight(position[start:], " \t\r\n")
	if body == "" {
		return &Coin{remaining: CoinDefault, n0: CoinDefault}, nil
	}
	n, i := 0, 0
	for ; i < len(body) && body[i] >= '0' && body[i] <= '9'; i++ {
		n = 10*n + int(body[i]-'0')
		if n > CoinMax {
			end := i + 1
			for end < len(body) && body[end] >= '0' && body[end] <= '9' {
				end++
			}
			return fail(-1, "coin.count_range", "count", body[:end], "max", CoinMax)
		}
	}
	if i == 0 {
		return fail(start, "coin.bad_char", "char", quoteCharAt(body, 0))
	}
	g := &Coin{remaining: n, n0: n}
	rest := strings.TrimLeft(body[i:], " \t")
	if rest == "" {
		return g, nil
	}
	at := start + len(body) - len(rest)
	side := coinWord(strings.ToLower(rest))
	if side == coinNotTossed {
		return fail(at, "coin.bad_side", "side", msg.Shorten(rest))
	}
	if n == 0 {
		return fail(at, "coin.tossed_over")
	}
	g.coin = side
	return g, nil
}

// coinWord reads a side of the coin written in lower case: h, heads, cara; t, tails,
// cruz. Anything else is coinNotTossed.
func coinWord(s string) coinSide {
	switch s {
	case "h", "heads", "cara":
		return coinHeads
	case "t", "tails", "cruz":
		return coinTails
	}
	return coinNotTossed
}
