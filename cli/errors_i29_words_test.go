package cli

import (
	"testing"

	"github.com/gametree/gametree/msg"
)

// wordsI29ErrorCases makes every code of msg/catalog_i29_words.go (the depth sweep's
// subtitle in the page's words) for TestEveryErrorCode.
func wordsI29ErrorCases() map[string]func(*testing.T) coded {
	words := func(code string, kv ...any) func(*testing.T) coded { return direct(msg.New(code, kv...)) }
	return map[string]func(*testing.T) coded{
		"compare.sweep_at_connect4":       words("compare.sweep_at_connect4", "moves", "4453"),
		"compare.sweep_at_connect4_empty": words("compare.sweep_at_connect4_empty"),
		"compare.sweep_at_tictactoe":      words("compare.sweep_at_tictactoe", "board", "X.O......"),
		"compare.sweep_at_stones":         words("compare.sweep_at_stones", "n", "21"),
		"compare.sweep_at_start":          words("compare.sweep_at_start"),
		"compare.sweep_at_lab":            words("compare.sweep_at_lab", "position", "3"),
	}
}
