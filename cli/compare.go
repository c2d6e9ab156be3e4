package cli

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/gametree/gametree/compare"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// cmdCompare is "compare": one problem under several searches (package compare), a
// row per search as it finishes, or a sweep over depth; "compare --lab POSITION" is
// the connect-4 solver's lab (lab.go).
func cmdCompare(args []string, stdout, stderr io.Writer) error {
	if slices.ContainsFunc(args, isLabFlag) {
		return cmdLab(args, stdout, stderr)
	}
	if slices.ContainsFunc(args, isVersusFlag) {
		return cmdVersus(args, stdout, stderr) // MCTS against alpha-beta: versus.go
	}
	p := traceDefaults()
	fs := newFlagSet("compare", stderr)
	searchFlags(fs, &p)
	algos := fs.String("algos", compare.DefaultAlgos, "the searches, comma-separated: minimax, negamax, alphabeta, negamax-alphabeta, each with refinements joined by + (order, tt, naive-tt, iterative, fail-hard), which replace --algo, --order, --tt and --iterative")
	sweep := fs.String("sweep", "", "a sweep over depth, e.g. depth=1..6: random trees (--game tree) or the position, depth-limited")
	branching := fs.Int("branching", 3, "sweep: branching of the random trees")
	ordering := fs.String("ordering", "random", "sweep: children of the random trees ordered best, random or worst (best first for alpha-beta)")
	trees := fs.Int("trees", compare.DefaultTrees, "sweep: random trees averaged at each depth")
	values := fs.String("values", "distinct", "sweep: leaf values of the random trees, distinct or a range such as 0..9 (ties let alpha-beta cut more)")
	metric := fs.String("metric", compare.MetricLeaves, "sweep: what the chart shows, leaves or nodes")
	format := fs.String("format", "text", "output: text or json")
	out := fs.String("o", "", "write the chart (SVG) to this file")
	lang := langFlag(fs, "language of the table, the chart and the error messages: en or es")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	var setByAlgos error
	fs.Visit(func(f *flag.Flag) {
		if slices.Contains(algosFlags, f.Name) && setByAlgos == nil {
			setByAlgos = usage("cli.compare_algo_flag", "flag", f.Name)
		}
	})
	if setByAlgos != nil {
		return setByAlgos
	}
	if *format != "json" && *format != "text" {
		return usage("cli.compare_format", "value", *format)
	}
	list, err := compare.ParseAlgos(*algos)
	if err != nil {
		return usageError{err}
	}
	if _, err := compare.ParseMetric(*metric); err != nil {
		return usageError{err}
	}
	if _, err := makers().NewGame(context.Background(), &p); err != nil {
		return usageError{err}
	}
	if err := p.Options.Check(); err != nil {
		return usageError{err}
	}
	if *sweep != "" {
		from, to, err := compare.ParseDepths(*sweep)
		if err != nil {
			return usageError{err}
		}
		sp := compare.SweepSpec{Problem: p, Makers: makers(), From: from, To: to, Branching: *branching, Ordering: *ordering,
			Trees: *trees, Seed: sweepSeed(p.Options.Seed), Values: *values, Algos: list}
		return runSweep(sp, *format, *out, *metric, *lang, stdout)
	}
	return runCompare(p, list, *format, *out, *lang, stdout)
}

// algosFlags are the search flags each name of --algos sets for its search.
var algosFlags = []string{"algo", "order", "tt", "iterative"}

// isLabFlag reports whether a is the --lab flag, which makes compare the solver's lab.
func isLabFlag(a string) bool {
	name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
	return strings.HasPrefix(a, "-") && name == "lab"
}

// compareLine is a row of `compare --format json`: the problem, then the search.
type compareLine struct {
	Game     string `json:"game"`
	Position string `json:"position"`
	compare.Row
}

func runCompare(p trace.Params, list []compare.Algo, format, out, lang string, stdout io.Writer) error {
	prob := p.Problem()
	enc := json.NewEncoder(stdout)
	if format == "text" {
		fmt.Fprintln(stdout, compareHeader(lang))
	}
	rows, err := compare.Run(context.Background(), makers(), p, list, func(r compare.Row) error {
		if format == "json" {
			return enc.Encode(compareLine{prob.Game, prob.Position, r})
		}
		_, err := fmt.Fprintln(stdout, compareText(r, lang))
		return err
	})
	if err != nil {
		return usageError{err}
	}
	if out == "" {
		return nil
	}
	return writeChart(out, func(w io.Writer) error {
		return compare.BarChart(w, compare.ProblemLabel(prob.Game, prob.Position, lang), rows, lang)
	})
}

// compareColumns are the widths of the text table's columns.
var compareColumns = []int{-28, 10, 12, 12, 12, 12, 12}

func compareHeader(lang string) string {
	names := strings.Split(msg.Format(lang, "cli.compare_columns", nil), "|")
	return tableLine(names)
}

func compareText(r compare.Row, lang string) string {
	value := r.ValueText
	if !r.Complete {
		value = msg.Format(lang, "cli.compare_stopped", nil)
	}
	s := r.Stats
	return tableLine([]string{r.Algo, value, msg.Number(lang, s.Nodes), msg.Number(lang, s.Leaves),
		msg.Number(lang, s.Cutoffs), msg.Number(lang, s.TTHits), decimal(lang, r.TimeMS, 3)})
}

// tableLine aligns cells to compareColumns (negative: left-aligned).
func tableLine(cells []string) string {
	var b strings.Builder
	for i, c := range cells {
		w := 12
		if i < len(compareColumns) {
			w = compareColumns[i]
		}
		if i > 0 {
			b.WriteByte(' ')
		}
		pad := max(abs(w)-len([]rune(c)), 0)
		if w < 0 {
			b.WriteString(c + strings.Repeat(" ", pad))
		} else {
			b.WriteString(strings.Repeat(" ", pad) + c)
		}
	}
	return strings.TrimRight(b.String(), " ")
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

func runSweep(sp compare.SweepSpec, format, out, metric, lang string, stdout io.Writer) error {
	res, err := compare.Sweep(context.Background(), sp)
	if err != nil {
		return usageError{err}
	}
	if format == "json" {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if err := enc.Encode(res); err != nil {
			return err
		}
	} else {
		writeSweepText(stdout, res, metric, lang)
	}
	if out == "" {
		return nil
	}
	return writeChart(out, func(w io.Writer) error { return compare.SweepChart(w, res, metric, lang) })
}

// writeSweepText writes the sweep as a table: a line per depth, a column per
// algorithm, then the minimal and the whole tree (random trees).
func writeSweepText(w io.Writer, res *compare.SweepResult, metric, lang string) {
	what := res.Describe(lang)
	code := "cli.sweep_header"
	if metric == compare.MetricNodes {
		code = "cli.sweep_header_nodes"
	}
	fmt.Fprintln(w, msg.Format(lang, code, nil), what)
	head := []string{msg.Format(lang, "compare.depth_column", nil)}
	for _, s := range res.Series {
		head = append(head, s.Algo)
	}
	minimal, full := res.Minimal, res.Full
	if metric == compare.MetricNodes {
		minimal, full = res.MinimalNodes, res.FullNodes
	}
	if len(minimal) > 0 {
		head = append(head, msg.Format(lang, "compare.minimal_column", nil), "b^d")
	}
	widths := make([]int, len(head))
	for i, h := range head {
		widths[i] = max(len([]rune(h)), 10)
	}
	widths[0] = max(len([]rune(head[0])), 5)
	line := func(cells []string) {
		for i, c := range cells {
			if i > 0 {
				io.WriteString(w, "  ")
			}
			fmt.Fprintf(w, "%*s", widths[i], c)
		}
		io.WriteString(w, "\n")
	}
	line(head)
	prec := 0
	if res.Trees > 1 {
		prec = 1
	}
	for i, d := range res.Depths {
		cells := []string{strconv.Itoa(d)}
		for _, s := range res.Series {
			v := s.Leaves
			if metric == compare.MetricNodes {
				v = s.Nodes
			}
			if v[i] == nil {
				cells = append(cells, msg.Format(lang, "cli.compare_stopped", nil))
				continue
			}
			if prec == 0 {
				cells = append(cells, msg.Number(lang, int64(*v[i])))
			} else {
				cells = append(cells, decimal(lang, *v[i], prec))
			}
		}
		if len(minimal) > 0 {
			cells = append(cells, msg.Number(lang, minimal[i]), msg.Number(lang, full[i]))
		}
		line(cells)
	}
}

// writeChart writes a chart to the file path (a failure there is not bad input: exit 1).
func writeChart(path string, draw func(io.Writer) error) error {
	var buf bytes.Buffer
	if err := draw(&buf); err != nil {
		return err
	}
	return os.WriteFile(path, buf.Bytes(), 0o644)
}

// sweepSeed is the sweep's first random tree's seed: --seed (the search parameter mcts
// reads too), 1 when not given.
func sweepSeed(seed int64) int64 {
	if seed == 0 {
		return 1
	}
	return seed
}
