package cli

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
)

// cmdLab is "compare --game connect4 --lab POSITION": the connect-4 solver's
// refinements switched on one by one (Pons' tutorial steps) on one position, a row a
// step: nodes, time and score.
func cmdLab(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("compare", stderr)
	game := fs.String("game", "connect4", "game: connect4 (the solver lab)")
	position := fs.String("lab", "", "connect-4 position (columns played, 4453): solve it with each tutorial step")
	weak := fs.Bool("weak", false, "only win, draw or loss")
	entries := fs.Int("tt-size", 0, "table entries of every step (0: each step's own, about 42 MB)")
	maxNodes := fs.Int64("max-nodes", 0, "node budget of each step (0: none)")
	limit := fs.Duration("time-limit", 5*time.Second, "time limit of each step (0: none)")
	format := fs.String("format", "text", "output: text or json")
	lang := langFlag(fs, "language of the table and the error messages: en or es")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	if g := strings.ToLower(*game); g != "connect4" && g != "c4" {
		return usage("cli.compare_game", "game", *game)
	}
	if *position == "" {
		return usage("cli.compare_lab")
	}
	if *format != "json" && *format != "text" {
		return usage("cli.trace_format", "value", *format)
	}
	if *entries < 0 || *entries > c4.MaxTableEntries {
		return usageError{msg.New("cli.flag_invalid", "flag", "tt-size", "value", strconv.Itoa(*entries))}
	}
	p, err := c4.Parse(*position)
	if err != nil {
		return usageError{err}
	}
	rows, err := c4.Lab(p, *weak, *entries, *maxNodes, *limit)
	if err != nil {
		return usageError{err}
	}
	if *format == "json" {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		return enc.Encode(struct {
			Game     string      `json:"game"`
			Position string      `json:"position"`
			Weak     bool        `json:"weak"`
			Steps    []c4.LabRow `json:"steps"`
		}{"connect4", strings.TrimSpace(*position), *weak, rows})
	}
	fmt.Fprintln(stdout, msg.Format(*lang, "cli.lab_header", nil))
	for _, r := range rows {
		score := strconv.Itoa(r.Score)
		if r.Stopped {
			score = msg.Format(*lang, "cli.lab_stopped", nil)
		}
		name := msg.Format(*lang, "c4.step_"+strconv.Itoa(r.Part), nil)
		fmt.Fprintf(stdout, "%4d  %-*s %12s %12s  %s\n", r.Part, labNameWidth, name,
			msg.Number(*lang, r.Nodes), decimal(*lang, r.Micros, 1), score)
	}
	writeLabNotes(stdout, *lang, rows)
	return nil
}

// labNameWidth is the column of a step's name in the lab's table, as its header has it.
const labNameWidth = 46
