package cli

import (
	"testing"

	"github.com/gametree/gametree/msg"
)

// versusErrorCases makes the codes of MCTS against alpha-beta (msg/catalog_i31_versus.go)
// for TestEveryErrorCode: through the command line or the API where an input makes it.
func versusErrorCases(cli func(...string) func(*testing.T) coded, api func(string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	words := func(code string, kv ...any) func(*testing.T) coded { return direct(msg.New(code, kv...)) }
	return map[string]func(*testing.T) coded{
		"versus.game":         cli("compare", "--mcts-play", "stones"),
		"versus.budgets":      cli("compare", "--mcts-budgets", "100,lots"),
		"versus.budget_range": api("/api/compare/mcts?budgets=0"),
		"versus.positions":    cli("compare", "--mcts-budgets", "100", "--positions", "0"),
		"versus.opponent":     api("/api/compare/mcts?kind=play&opponents=ab99"),
		"versus.games":        cli("compare", "--mcts-play", "connect4", "--games", "0"),
		"versus.iterations":   api("/api/compare/mcts?kind=play&iterations=0"),
		"versus.no_move":      words("versus.no_move", "position", "X........"), // a search with no best move in a game not over: never, but said
		"versus.too_big":      api("/api/compare/mcts?budgets=1000000&positions=1000"),
		"versus.time":         words("versus.time", "seconds", 5), // see TestVersusAPIDeadline
		"versus.kind":         api("/api/compare/mcts?kind=race"),
		"versus.number":       api("/api/compare/mcts?positions=many"),
		// the command line's words: see TestVersusSweepTable and TestVersusPlayTable
		"cli.versus_one":           cli("compare", "--mcts-budgets", "100", "--mcts-play", "connect4"),
		"cli.versus_sweep_header":  words("cli.versus_sweep_header", "game", "tictactoe", "positions", 40, "seed", 1),
		"cli.versus_sweep_columns": words("cli.versus_sweep_columns"),
		"cli.versus_play_header":   words("cli.versus_play_header", "game", "connect4", "iterations", 2000, "games", 2, "seed", 1),
		"cli.versus_play_columns":  words("cli.versus_play_columns"),
		"cli.versus_first":         words("cli.versus_first"),
		"cli.versus_second":        words("cli.versus_second"),
	}
}
