package cli

import "testing"

// solveviewErrorCases makes the codes of /api/solve's own flags (msg/
// catalog_i30_solveview.go: best and stream are true or false) for TestEveryErrorCode.
func solveviewErrorCases(api func(target string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	return map[string]func(*testing.T) coded{
		"web.solve_flag": api("/api/solve?position=4&best=maybe"),
	}
}
