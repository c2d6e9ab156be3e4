package cli

import "testing"

// slidefitErrorCases makes every code of msg/catalog_slidefit.go for TestEveryErrorCode.
func slidefitErrorCases(cli func(...string) func(*testing.T) coded, api func(string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	return map[string]func(*testing.T) coded{
		"picture.ratio":      api("/api/render?ratio=square"),
		"picture.focus":      cli("render", "--focus", "-7"),
		"picture.ghost_game": api("/api/render?game=tictactoe&step=3&unreached=ghost"),
	}
}
