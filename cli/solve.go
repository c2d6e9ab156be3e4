package cli

import (
	"bufio"
	"flag"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// The two ways solve works.
const (
	methodSolver = "solver" // package c4, connect-4 only: the default there
	methodSearch = "search" // the traced search of package trace: the other games' default
)

// searchOnlyFlags are the search parameters the connect-4 solver does not take: giving
// one chooses the traced search.
var searchOnlyFlags = []string{"algo", "depth", "order", "tt", "iterative", "fail-hard", "fail-course",
	"fail-soft", "plain-scores", "eval", "pruned-whole"}

// solverOnlyFlags are the flags of the connect-4 solver only.
var solverOnlyFlags = []string{"weak", "part", "without", "threads"}

// solveConfig is what solve was asked for, read from the flags.
type solveConfig struct {
	p       trace.Params
	method  string
	weak    bool
	part    int
	threads int
	without string
	lang    string
	summary bool
	set     map[string]bool // the flags given
}

// cmdSolve reads positions, one a line (extra fields ignored; a line starting with #
// is a comment), and prints "position score nodes microseconds" for each as soon as it
// is solved, the score for the side to move, then a summary line starting with #. A
// blank line is the game's starting position, printed as the game writes it ("-" when
// that is empty: connect-4's empty board).
//
// By default each game is solved by its fastest exact method: connect-4 by package
// c4's solver, the other games by alpha-beta with a transposition table and move
// ordering. Any search flag (--algo, --order, --tt, ...) chooses the traced search
// with exactly those options, as before; --method says it outright.
func cmdSolve(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	cfg := solveConfig{p: trace.Params{Game: "connect4", Options: trace.Options{Algorithm: trace.AlphaBeta}}}
	fs := newFlagSet("solve", stderr)
	searchFlags(fs, &cfg.p)
	lang := langFlag(fs, "language of the error messages and the summary: en or es")
	fs.StringVar(&cfg.method, "method", "", "solver (connect-4's own solver, its default) or search (the traced search with the search flags, the default of the other games)")
	fs.BoolVar(&cfg.weak, "weak", false, "connect-4 solver: only win (1), draw (0) or loss (-1), faster")
	fs.IntVar(&cfg.part, "part", 0, "connect-4 solver: the refinements of Pons' tutorial part 3 to 12, or 13 to 32: part 12 and the techniques beyond the tutorial one by one, as the lab shows them (default: every one)")
	fs.StringVar(&cfg.without, "without", "", "connect-4 solver: refinements switched off, comma-separated (one of the tutorial's switches off the techniques beyond it too): "+strings.Join(c4.SwitchNames, ", "))
	fs.IntVar(&cfg.threads, "threads", 0, "connect-4 solver: cores searching at once with lazy-smp (0: all)")
	fs.BoolVar(&cfg.summary, "summary", true, "end with a summary line: positions, mean µs, mean nodes, nodes/s")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	cfg.lang = *lang
	if cfg.p.Position != "" {
		return usage("cli.solve_position")
	}
	cfg.set = map[string]bool{}
	fs.Visit(func(f *flag.Flag) { cfg.set[f.Name] = true })
	if err := cfg.chooseMethod(); err != nil {
		return err
	}
	var solve solveFunc
	if cfg.method == methodSolver {
		s, err := cfg.newSolver()
		if err != nil {
			return err
		}
		solve = s.solve
	} else {
		solve = cfg.searchOne
	}
	return solveLines(stdin, stdout, cfg, solve)
}

// chooseMethod settles the method: given, or the game's default unless a search flag
// asks for the traced search; and checks that the flags fit it.
func (cfg *solveConfig) chooseMethod() error {
	game := strings.ToLower(cfg.p.Game)
	if game == "c4" {
		game = "connect4"
	}
	searchFlag, solverFlag := "", ""
	for _, f := range searchOnlyFlags {
		if cfg.set[f] && searchFlag == "" {
			searchFlag = f
		}
	}
	for _, f := range solverOnlyFlags {
		if cfg.set[f] && solverFlag == "" {
			solverFlag = f
		}
	}
	switch cfg.method {
	case "":
		cfg.method = methodSearch
		if game == "connect4" && searchFlag == "" {
			cfg.method = methodSolver
		}
	case methodSolver, methodSearch:
	default:
		return usage("cli.solve_method", "value", cfg.method)
	}
	if cfg.method == methodSolver {
		if game != "connect4" {
			return usage("cli.solve_solver_game", "game", cfg.p.Game)
		}
		if searchFlag != "" {
			return usage("cli.solve_solver_flag", "flag", searchFlag)
		}
		return nil
	}
	if solverFlag != "" {
		return usage("cli.solve_search_flag", "flag", solverFlag)
	}
	if searchFlag == "" {
		// No search option given: the fastest exact search.
		o := &cfg.p.Options
		o.Algorithm, o.TT, o.Order = trace.AlphaBeta, trace.TTBounds, true
	}
	return nil // the table's size is trace's default unless --tt-size says (as trace and compare)
}

// solveFunc solves one position: its text as shown, its score, nodes and the time the
// search took (not the clearing of the table before it).
type solveFunc func(position string) (shown string, score int, nodes int64, took time.Duration, err error)

// c4Solve is the connect-4 solver with solve's options.
type c4Solve struct {
	s    *c4.Solver
	weak bool
	opt  trace.Options
}

// newSolver makes the connect-4 solver the flags ask for.
func (cfg *solveConfig) newSolver() (*c4Solve, error) {
	ref, entries := c4.Fastest, 0
	if cfg.set["part"] {
		st, ok := c4.StepOfPart(cfg.part)
		if !ok {
			return nil, usage("cli.solve_part", "value", cfg.part)
		}
		ref, entries = st.Refinements, st.TableEntries
	}
	if cfg.without != "" {
		names := strings.Split(cfg.without, ",")
		if !cfg.set["part"] && slices.ContainsFunc(names, func(n string) bool {
			return slices.Contains(c4.RefinementNames, strings.TrimSpace(n))
		}) {
			// a tutorial refinement off: the tutorial's solver, whose techniques
			// beyond it need them all
			ref = c4.All
		}
		for _, name := range names {
			if !ref.Set(strings.TrimSpace(name), false) {
				return nil, usage("cli.solve_refinement", "value", strings.TrimSpace(name), "choices", c4.SwitchNames)
			}
		}
	}
	if cfg.p.Options.TTSize > 0 {
		entries = cfg.p.Options.TTSize
	}
	s, err := c4.New(ref, entries)
	if err != nil {
		return nil, usageError{err}
	}
	if cfg.threads > 0 {
		s.SetThreads(cfg.threads)
	}
	return &c4Solve{s: s, weak: cfg.weak, opt: cfg.p.Options}, nil
}

func (c *c4Solve) solve(position string) (string, int, int64, time.Duration, error) {
	p, err := c4.Parse(position)
	if err != nil {
		return "", 0, 0, 0, usageError{err}
	}
	shown := strings.TrimSpace(position)
	if shown == "" {
		shown = "-"
	}
	c.s.Reset() // clearing the table is not part of the position's time
	c.s.SetLimits(c.opt.MaxNodes, c.opt.TimeLimit)
	start := time.Now()
	score, err := c.s.Solve(p, c.weak)
	took := time.Since(start)
	return shown, score, c.s.Nodes(), took, err
}

// searchOne solves one position with the traced search.
func (cfg *solveConfig) searchOne(position string) (string, int, int64, time.Duration, error) {
	p := cfg.p
	p.Position = position
	t, err := search(p)
	if err != nil {
		return "", 0, 0, 0, err
	}
	shown := p.Start()
	if shown == "" {
		shown = "-"
	}
	if !t.Complete || t.Stopped != "" {
		return shown, 0, t.Stats.Nodes, t.Stats.Elapsed, fmt.Errorf("%s", t.Stopped)
	}
	return shown, t.Score, t.Stats.Nodes, t.Stats.Elapsed, nil
}

// solveLines solves every line of in, writing each result as soon as it is known, and
// the summary at the end.
func solveLines(stdin io.Reader, stdout io.Writer, cfg solveConfig, solve solveFunc) error {
	in := bufio.NewScanner(stdin)
	in.Buffer(make([]byte, 64*1024), 1<<20)
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	var positions, nodes int64
	var took time.Duration
	for line := 1; in.Scan(); line++ {
		fields := strings.Fields(in.Text())
		if len(fields) > 0 && strings.HasPrefix(fields[0], "#") {
			continue
		}
		position := ""
		if len(fields) > 0 {
			position = fields[0]
		}
		shown, score, n, d, err := solve(position)
		if err != nil {
			if shown == "" {
				return usage("cli.solve_line", "line", line, "detail", codedOrText(err))
			}
			return msg.New("cli.solve_line", "line", line, "detail", codedOrText(err)) // exit code 1: not bad input
		}
		positions++
		nodes += n
		took += d
		fmt.Fprintf(out, "%s %d %d %s\n", shown, score, n, micros(d))
		if err := out.Flush(); err != nil {
			return err
		}
	}
	if err := in.Err(); err != nil {
		return fmt.Errorf("reading positions: %v", err)
	}
	if cfg.summary && positions > 0 {
		fmt.Fprintln(out, summaryLine(cfg.lang, positions, nodes, took))
	}
	return nil
}

// micros writes d in microseconds with one decimal.
func micros(d time.Duration) string {
	return strconv.FormatFloat(float64(d.Nanoseconds())/1e3, 'f', 1, 64)
}

// summaryLine is "# N positions: mean X µs, mean Y nodes, Z nodes/s", in lang.
func summaryLine(lang string, positions, nodes int64, took time.Duration) string {
	us := float64(took.Nanoseconds()) / 1e3 / float64(positions)
	mean := float64(nodes) / float64(positions)
	rate := int64(0)
	if took > 0 {
		rate = int64(float64(nodes) / took.Seconds())
	}
	return msg.Format(lang, "cli.solve_summary", map[string]any{
		"positions": positions,
		"us":        decimal(lang, us, 2),
		"nodes":     decimal(lang, mean, 2),
		"rate":      msg.Number(lang, rate),
	})
}

// decimal writes x with prec decimals, a decimal comma in Spanish.
func decimal(lang string, x float64, prec int) string {
	s := strconv.FormatFloat(x, 'f', prec, 64)
	if lang == msg.ES {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}
