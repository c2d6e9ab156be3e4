package cli

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/versus"
)

// cmdVersus is "compare --mcts-budgets 100,1000 --game tictactoe" (MCTS against
// alpha-beta at equal node budgets, on positions with exact values: the share of
// optimal moves) or "compare --mcts-play connect4" (MCTS in play against the perfect
// player and depth-limited alpha-beta, both colours): package versus, a row as it
// finishes.
func cmdVersus(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("compare", stderr)
	budgets := fs.String("mcts-budgets", "", "node budgets of the sweep, e.g. 100,1000,10000: MCTS's iterations and alpha-beta's max-nodes")
	play := fs.String("mcts-play", "", "the game MCTS plays against --opponents: tictactoe or connect4")
	game := fs.String("game", versus.TicTacToe, "the sweep's game: tictactoe or connect4")
	positions := fs.Int("positions", 40, "sweep: positions with exact values (connect-4: at most 40, the kept set)")
	opponents := fs.String("opponents", strings.Join(versus.DefaultOpponents, ","), "play: perfect, ab1 .. ab12 (alpha-beta to that depth), comma-separated")
	games := fs.Int("games", 2, "play: games per opponent and colour")
	iterations := fs.Int("iterations", 2000, "play: MCTS's iterations a move")
	seed := fs.Int64("seed", 1, "seed of the positions and of MCTS")
	format := fs.String("format", "text", "output: text or json (a line per row)")
	lang := langFlag(fs, "language of the table and the error messages: en or es")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	if (*budgets == "") == (*play == "") {
		return usage("cli.versus_one")
	}
	if *format != "json" && *format != "text" {
		return usage("cli.compare_format", "value", *format)
	}
	w := versusWriter{out: stdout, lang: *lang, json: *format == "json"}
	if *play != "" {
		list, err := versus.ParseOpponents(*opponents)
		if err != nil {
			return usageError{err}
		}
		sp := versus.PlaySpec{Game: strings.ToLower(*play), Opponents: list, Games: *games, Iterations: *iterations, Seed: *seed}
		if err := sp.Check(); err != nil {
			return usageError{err}
		}
		w.playHeader(sp)
		_, err = versus.Play(context.Background(), sp, w.tally)
		return err
	}
	list, err := versus.ParseBudgets(*budgets)
	if err != nil {
		return usageError{err}
	}
	sp := versus.SweepSpec{Game: strings.ToLower(*game), Budgets: list, Seed: *seed, Positions: *positions}
	if err := sp.Check(); err != nil {
		return usageError{err}
	}
	w.sweepHeader(sp)
	_, err = versus.Sweep(context.Background(), sp, w.sweepRow)
	return err
}

// isVersusFlag reports whether a is --mcts-budgets or --mcts-play, which make compare
// MCTS against alpha-beta.
func isVersusFlag(a string) bool {
	name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
	return strings.HasPrefix(a, "-") && slices.Contains([]string{"mcts-budgets", "mcts-play"}, name)
}

// versusWriter writes the rows as text (a table) or JSON (a line per row).
type versusWriter struct {
	out  io.Writer
	lang string
	json bool
}

// The widths of the tables' columns (negative: left-aligned).
var (
	versusSweepColumns = []int{8, -10, 9, 7, 11, 10}
	versusPlayColumns  = []int{-9, -12, 6, 6, 6, 7, 12, 10}
)

func (w versusWriter) line(widths []int, cells []string) error {
	var b strings.Builder
	for i, c := range cells {
		if i > 0 {
			b.WriteString("  ")
		}
		pad := strings.Repeat(" ", max(abs(widths[i])-len([]rune(c)), 0))
		if widths[i] < 0 {
			b.WriteString(c + pad)
		} else {
			b.WriteString(pad + c)
		}
	}
	_, err := fmt.Fprintln(w.out, strings.TrimRight(b.String(), " "))
	return err
}

func (w versusWriter) sweepHeader(sp versus.SweepSpec) {
	if w.json {
		return
	}
	fmt.Fprintln(w.out, msg.Format(w.lang, "cli.versus_sweep_header", map[string]any{"game": sp.Game, "positions": sp.Positions, "seed": sp.Seed}))
	w.line(versusSweepColumns, strings.Split(msg.Format(w.lang, "cli.versus_sweep_columns", nil), "|"))
}

func (w versusWriter) sweepRow(r versus.SweepRow) error {
	if w.json {
		return json.NewEncoder(w.out).Encode(r)
	}
	return w.line(versusSweepColumns, []string{msg.Number(w.lang, int64(r.Budget)), r.Algo,
		fmt.Sprintf("%d/%d", r.Optimal, r.Positions), decimal(w.lang, 100*r.Share, 1) + "%",
		decimal(w.lang, r.MeanNodes, 1), decimal(w.lang, r.TimeMS, 1)})
}

func (w versusWriter) playHeader(sp versus.PlaySpec) {
	if w.json {
		return
	}
	fmt.Fprintln(w.out, msg.Format(w.lang, "cli.versus_play_header", map[string]any{"game": sp.Game, "iterations": sp.Iterations, "games": sp.Games, "seed": sp.Seed}))
	w.line(versusPlayColumns, strings.Split(msg.Format(w.lang, "cli.versus_play_columns", nil), "|"))
}

func (w versusWriter) tally(t versus.Tally) error {
	if w.json {
		return json.NewEncoder(w.out).Encode(t)
	}
	colour := "cli.versus_second"
	if t.MCTSFirst {
		colour = "cli.versus_first"
	}
	return w.line(versusPlayColumns, []string{t.Opponent, msg.Format(w.lang, colour, nil), msg.Number(w.lang, int64(t.Games)),
		msg.Number(w.lang, int64(t.Wins)), msg.Number(w.lang, int64(t.Draws)), msg.Number(w.lang, int64(t.Losses)),
		decimal(w.lang, t.MeanLength, 1), decimal(w.lang, t.TimeMS, 1)})
}
