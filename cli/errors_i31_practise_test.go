package cli

import "testing"

// practiseI31ErrorCases makes the codes of practise on chance trees
// (msg/catalog_i31_practise.go) for TestEveryErrorCode.
func practiseI31ErrorCases(cli func(args ...string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	return map[string]func(*testing.T) coded{
		"exercise.chance_question": cli("exercise", "--source", "chance", "--q", "window", "-o", "x.svg"),
	}
}
