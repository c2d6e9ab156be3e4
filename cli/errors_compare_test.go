package cli

import (
	"net/http"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web"
)

// compareErrorCases makes every code of package compare's catalogue (msg/catalog_compare.go)
// for TestEveryErrorCode: through the command line or the API where an input makes it.
func compareErrorCases(cli func(...string) func(*testing.T) coded, api func(string) func(*testing.T) coded) map[string]func(*testing.T) coded {
	many := "minimax,negamax,alphabeta,negamax-alphabeta,minimax+order,negamax+order,alphabeta+order," +
		"negamax-alphabeta+order,minimax+tt,negamax+tt,alphabeta+tt,negamax-alphabeta+tt,alphabeta+iterative"
	words := func(code string, kv ...any) func(*testing.T) coded { return direct(msg.New(code, kv...)) }
	return map[string]func(*testing.T) coded{
		"compare.algos_none":         cli("compare", "--algos", " "),
		"compare.algos_empty_item":   cli("compare", "--algos", "minimax,,alphabeta"),
		"compare.algos_twice":        cli("compare", "--algos", "minimax,MINIMAX"),
		"compare.algos_many":         cli("compare", "--algos", many),
		"compare.algo_unknown":       api("/api/compare?algos=alphabet"),
		"compare.refinement_unknown": cli("compare", "--algos", "alphabeta+magic"),
		"compare.refinement_twice":   cli("compare", "--algos", "alphabeta+tt+tt"),
		"compare.depths":             api("/api/compare/sweep?depth=deep"),
		"compare.depths_range":       cli("compare", "--sweep", "1..13"),
		"compare.trees":              cli("compare", "--sweep", "1..2", "--trees", "-1"),
		"compare.ordering":           api("/api/compare/sweep?ordering=sideways"),
		"compare.branching":          cli("compare", "--sweep", "1..2", "--branching", "11"),
		"compare.sweep_position":     cli("compare", "--sweep", "1..2", "--position", "textbook"),
		"compare.sweep_too_big":      api("/api/compare/sweep?b=4&depth=1..8&trees=1000"),
		"compare.sweep_time":         sweepTimeout,
		"compare.values":             api("/api/compare/sweep?values=0..0"),
		"compare.chart_values":       words("compare.chart_values", "values", "0..9"),
		"compare.seed":               api("/api/compare/sweep?seed=x"),
		"compare.format":             api("/api/compare/sweep?format=png"),
		"compare.metric":             cli("compare", "--metric", "edges"),
		"cli.compare_algo_flag":      cli("compare", "--order"),
		"cli.compare_format":         cli("compare", "--format", "xml"),
		// the words of the table and the charts: see TestCompareTable and compare's golden charts
		"cli.compare_columns":             words("cli.compare_columns"),
		"cli.compare_stopped":             words("cli.compare_stopped"),
		"cli.sweep_header":                words("cli.sweep_header"),
		"cli.sweep_header_nodes":          words("cli.sweep_header_nodes"),
		"compare.depth_column":            words("compare.depth_column"),
		"compare.minimal_column":          words("compare.minimal_column"),
		"compare.chart_title":             words("compare.chart_title", "problem", "tree textbook"),
		"compare.label_minimax":           words("compare.label_minimax"),
		"compare.label_negamax":           words("compare.label_negamax"),
		"compare.label_alphabeta":         words("compare.label_alphabeta"),
		"compare.label_negamax_alphabeta": words("compare.label_negamax_alphabeta"),
		"compare.label_plus_order":        words("compare.label_plus_order"),
		"compare.label_plus_tt":           words("compare.label_plus_tt"),
		"compare.label_plus_naive_tt":     words("compare.label_plus_naive_tt"),
		"compare.label_plus_iterative":    words("compare.label_plus_iterative"),
		"compare.label_plus_fail_hard":    words("compare.label_plus_fail_hard"),
		"compare.label_plus_fail_course":  words("compare.label_plus_fail_course"),
		"options.fail_both":               cli("trace", "--fail-hard", "--fail-course"), // the course's alpha-beta beside fail-hard
		"compare.label_game_tree":         words("compare.label_game_tree"),
		"compare.label_game_tictactoe":    words("compare.label_game_tictactoe"),
		"compare.label_game_connect4":     words("compare.label_game_connect4"),
		"compare.label_game_stones":       words("compare.label_game_stones"),
		"compare.chart_nodes":             words("compare.chart_nodes"),
		"compare.chart_leaves":            words("compare.chart_leaves"),
		"compare.chart_cutoffs":           words("compare.chart_cutoffs"),
		"compare.chart_tt_hits":           words("compare.chart_tt_hits"),
		"compare.chart_count":             words("compare.chart_count"),
		"compare.chart_depth":             words("compare.chart_depth"),
		"compare.chart_leaves_log":        words("compare.chart_leaves_log"),
		"compare.chart_nodes_log":         words("compare.chart_nodes_log"),
		"compare.chart_minimal":           words("compare.chart_minimal"),
		"compare.chart_minimal_nodes":     words("compare.chart_minimal_nodes"),
		"compare.chart_full":              words("compare.chart_full"),
		"compare.chart_full_nodes":        words("compare.chart_full_nodes"),
		"compare.chart_sweep_trees":       words("compare.chart_sweep_trees", "b", 3, "ordering", "random", "trees", 200),
		"compare.chart_sweep_game":        words("compare.chart_sweep_game", "game", "connect4", "position", "4453"),
		"compare.chart_sweep_leaves":      words("compare.chart_sweep_leaves"),
		"compare.chart_sweep_nodes":       words("compare.chart_sweep_nodes"),
		"compare.chart_stopped":           words("compare.chart_stopped"),
		"compare.chart_gaps":              words("compare.chart_gaps"),
		"compare.order_best":              words("compare.order_best"),
		"compare.order_random":            words("compare.order_random"),
		"compare.order_worst":             words("compare.order_worst"),
	}
}

// sweepTimeout asks a server whose searches may take 1 ms for a sweep that needs more.
func sweepTimeout(t *testing.T) coded {
	s, err := web.New(web.Config{TimeLimitCap: time.Millisecond})
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return fromAPI(t, s.Handler(), http.MethodGet, "/api/compare/sweep?depth=1..7&trees=2000&algos=minimax", "", "")
}
