package cli

import "testing"

// jsplumbErrorCases makes the codes the code's language brings to the command line
// (msg/catalog_i32_lang.go: a --code-lang the lab does not know) for
// TestEveryErrorCode.
func jsplumbErrorCases(cli func(args ...string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	return map[string]func(*testing.T) coded{
		"lab.lang": cli("trace", "--game", "tictactoe", "--code-lang", "cobol"),
	}
}
