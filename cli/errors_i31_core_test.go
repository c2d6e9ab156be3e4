package cli

import "testing"

// coreI31ErrorCases makes the codes of the chance and mcts parameters and searches
// (msg/catalog_i31_core.go) for TestEveryErrorCode.
func coreI31ErrorCases(cli func(args ...string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	return map[string]func(*testing.T) coded{
		"param.chance_bounds":  cli("trace", "--algo", "expectiminimax", "--star1", "--chance-bounds", "5"),
		"param.exploration":    cli("trace", "--algo", "mcts", "--exploration", "-1"),
		"search.chance_algo":   cli("trace", "--position", "chance", "--algo", "minimax"),
		"search.star1_bounds":  cli("trace", "--position", "A(B(3,3),C(3,3))", "--algo", "expectiminimax", "--star1"),
		"search.star1_outside": cli("trace", "--position", "chance", "--algo", "expectiminimax", "--star1", "--chance-bounds", "0,4"),
	}
}
