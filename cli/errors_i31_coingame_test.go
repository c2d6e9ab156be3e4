package cli

import (
	"testing"

	"github.com/gametree/gametree/msg"
)

// coingameErrorCases makes the codes of the coin game's positions
// (msg/catalog_i31_coingame.go) for TestEveryErrorCode, each from the command line
// but where.coin, the template that places them.
func coingameErrorCases(cli func(args ...string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	coin := func(pos string) func(*testing.T) coded { return cli("trace", "--game", "coin", "--position", pos) }
	return map[string]func(*testing.T) coded{
		"where.coin":       direct(msg.New("where.coin", "input", "5x")),
		"coin.bad_char":    coin("five"),
		"coin.count_range": coin("17"),
		"coin.bad_side":    coin("5x"),
		"coin.tossed_over": coin("0h"),
	}
}
