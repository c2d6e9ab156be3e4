package cli

import (
	"testing"

	"github.com/gametree/gametree/msg"
)

// coreI31ErrorCases makes the codes of the chance and mcts parameters and searches
// (msg/catalog_i31_core.go) for TestEveryErrorCode.
func coreI31ErrorCases(cli func(args ...string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	return map[string]func(*testing.T) coded{
		"compare.label_expectiminimax": direct(msg.New("compare.label_expectiminimax")), // a chart's and a slide's name of the algorithm
		"compare.label_mcts":           direct(msg.New("compare.label_mcts")),
		"compare.label_game_coin":      direct(msg.New("compare.label_game_coin")),
		"param.chance_bounds":          cli("trace", "--algo", "expectiminimax", "--star1", "--chance-bounds", "5"),
		"param.exploration":            cli("trace", "--algo", "mcts", "--exploration", "-1"),
		"search.chance_algo":           cli("trace", "--position", "chance", "--algo", "minimax"),
		"search.star1_bounds":          cli("trace", "--position", "A(B(3,3),C(3,3))", "--algo", "expectiminimax", "--star1"),
		"search.star1_outside":         cli("trace", "--position", "chance", "--algo", "expectiminimax", "--star1", "--chance-bounds", "0,4"),
	}
}
