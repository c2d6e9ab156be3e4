package cli

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/labcheck"
	"github.com/gametree/gametree/labmatch"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/sandbox"
	"github.com/gametree/gametree/trace"
)

// The code lab on the command line: --eval-file and --game-file wherever a search is
// made (trace, render, compare), and the commands check and tournament. The student's
// code runs in sandbox workers, this program started again (procpool.MaybeServe).

// searchBudget is what a student's code may spend on one search or one check from the
// command line: a billion steps, a minute.
var searchBudget = sandbox.Budget{Steps: 1_000_000_000, Time: time.Minute}

// labPool is the command line's sandbox: one worker, as one command runs one thing at
// a time (the tests, which run many commands at once in one process, give it more).
var labPool = sandbox.Config{Workers: 1}

var labRT struct {
	once  sync.Once
	pool  *sandbox.Pool
	store *sandbox.Store
}

// labRuntime starts the command line's sandbox, once: its pool and its store.
func labRuntime() (*sandbox.Pool, *sandbox.Store) {
	labRT.once.Do(func() {
		labRT.pool = sandbox.NewPool(labPool)
		labRT.store = sandbox.NewStore(64 << 20)
	})
	return labRT.pool, labRT.store
}

// makers are the games the command line searches beyond package games': a student's
// code (lab:HASH, run in the sandbox, started with the first such game) and the
// connect-4 solver's recorded search.
func makers() trace.Makers {
	return trace.Makers{
		Lab: func(ctx context.Context, p *trace.Params) (trace.Game, error) {
			pool, store := labRuntime()
			return sandbox.NewGame(ctx, pool, store, p, searchBudget)
		},
		Solver: c4.Maker(0),
	}
}

// checkBudget bounds a check: a search over a tree of at most labcheck.MaxNodes nodes
// needs far less; an endless loop stops in seconds.
var checkBudget = sandbox.Budget{Steps: 100_000_000, Time: 10 * time.Second}

// readLabFile reads a student's source.
func readLabFile(path string) (string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return "", msg.New("cli.lab_file", "file", path, "detail", err.Error())
	}
	if len(b) > lab.DefaultLimits.SourceBytes {
		return "", &lab.Error{Kind: lab.CodeSourceSize, Limit: int64(lab.DefaultLimits.SourceBytes)}
	}
	return string(b), nil
}

// labFileFlag is --eval-file or --game-file: the file's code becomes the problem's
// evaluation or game, "lab:HASH".
type labFileFlag struct {
	p     *trace.Params
	kind  lab.Kind
	langs *labLangs // --code-lang (codelab_lang.go)
	text  string
	src   string
	err   error
}

func (f *labFileFlag) String() string { return f.text }

func (f *labFileFlag) Set(v string) error {
	src, err := readLabFile(v)
	if err != nil {
		f.err, f.text = err, v
		return err
	}
	f.text, f.src = v, src
	if f.langs != nil && !slices.Contains(f.langs.files, f) {
		f.langs.files = append(f.langs.files, f)
	}
	f.put()
	return nil
}

// put keeps the file's code in the store, in its language, and names it in the
// problem (again when --code-lang comes after the file).
func (f *labFileFlag) put() {
	_, store := labRuntime()
	h := trace.ExternalPrefix + store.Put(f.kind, f.langs.of(f.text), f.src)
	if f.kind == lab.KindEval {
		f.p.Eval = h
	} else {
		f.p.Game = h
	}
}

// shownProblem is the problem as a reader is told it: a student's game (--game-file)
// by its file's name ("nim.star"), not by the hash it is kept under.
func shownProblem(fs *flag.FlagSet, p trace.Params) trace.Problem {
	prob := p.Problem()
	if f, ok := fs.Lookup("game-file").Value.(*labFileFlag); ok && f.text != "" && f.err == nil {
		prob.Game = filepath.Base(f.text)
	}
	return prob
}

// labFlags registers --eval-file, --game-file and their --code-lang.
func labFlags(fs *flag.FlagSet, p *trace.Params) {
	langs := registerCodeLang(fs)
	fs.Var(&labFileFlag{p: p, kind: lab.KindEval, langs: langs}, "eval-file", "a Starlark or JavaScript file defining evaluate(board, player): the static evaluation (connect4, tictactoe)")
	fs.Var(&labFileFlag{p: p, kind: lab.KindGame, langs: langs}, "game-file", "a Starlark or JavaScript file defining initial(), moves(state), play(state, move), result(state): the game; --position is the moves from initial(), by name, comma-separated")
}

// splitFileArg takes the file argument of check and tournament from the front or the
// back of args.
func splitFileArg(args []string) (file string, rest []string) {
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		return args[0], args[1:]
	}
	if n := len(args); n > 0 && !strings.HasPrefix(args[n-1], "-") && (n < 2 || !flagTakesValue(args[n-2])) {
		return args[n-1], args[:n-1]
	}
	return "", args
}

// flagTakesValue: "--position" takes the next argument, "--fail-hard" does not.
func flagTakesValue(a string) bool {
	name := strings.TrimLeft(a, "-")
	if strings.Contains(name, "=") {
		return false
	}
	for _, s := range trace.ParamSpecs {
		if s.Name == name {
			return !s.Bool
		}
	}
	switch name {
	case "fail-hard", "help", "h":
		return false
	}
	return true
}

// cmdCheck is "check F.star --position TREE --algo alphabeta [--fail-hard]": exit 0
// when the code does what the algorithm does, 1 with the first divergence, 2 on bad
// input or a failing script.
func cmdCheck(args []string, stdout, stderr io.Writer) (int, error) {
	file, args := splitFileArg(args)
	p := trace.DefaultParams()
	fs := newFlagSet("check", stderr)
	searchFlags(fs, &p)
	format := fs.String("format", "text", "output: text or json")
	lang := langFlag(fs, "language of the report and the error messages: en or es")
	if err := parseFlags(fs, args); err != nil {
		return exitUsage, err
	}
	if err := checkLang(*lang); err != nil {
		return exitUsage, err
	}
	if file == "" {
		return exitUsage, usage("cli.check_file")
	}
	if *format != "json" && *format != "text" {
		return exitUsage, usage("cli.trace_format", "value", *format)
	}
	if err := checkPlainOnly(fs, p); err != nil { // codelab_suite.go
		return exitUsage, err
	}
	src, err := readLabFile(file)
	if err != nil {
		return exitUsage, usageError{err}
	}
	codeLang := codeLangOf(fs).of(file)
	pool, _ := labRuntime()
	vals := p.Values()
	if p.IsExternal() {
		vals["game"] = p.Game
		if p.Eval != "" {
			vals["eval"] = p.Eval
		}
	}
	var rep *labcheck.Report
	var suite *labcheck.SuiteReport // no tree named: the default set (codelab_suite.go)
	if p.IsExternal() {
		// a student's game or evaluation: the check runs here, its calls in workers
		var g trace.Game
		if g, err = makers().NewGame(context.Background(), &p); err == nil {
			rep, err = labcheck.CheckOnLang(codeLang, src, g, p, lab.Limits{Steps: checkBudget.Steps, Time: checkBudget.Time})
		}
	} else if labcheck.AsksSuite(p.Game, p.Position) {
		if suite, err = pool.CheckSuite(context.Background(), codeLang, src, vals, checkBudget); err == nil {
			rep = suite.Report
		}
	} else {
		rep, err = pool.Check(context.Background(), codeLang, src, vals, checkBudget)
	}
	if err != nil {
		writeLabError(stderr, err, *lang)
		return exitUsage, usageError{err}
	}
	if *format == "json" {
		enc := json.NewEncoder(stdout)
		enc.SetIndent("", "  ")
		if suite != nil {
			enc.Encode(suite)
		} else {
			enc.Encode(rep)
		}
	} else {
		writeCheckText(stdout, rep, suite, *lang) // codelab_suite.go
	}
	if !rep.OK {
		return exitError, nil
	}
	return exitOK, nil
}

// writeLabError writes a failing script's traceback (the message itself is Run's).
func writeLabError(w io.Writer, err error, lang string) {
	if le, ok := err.(*lab.Error); ok && le.Traceback != "" {
		fmt.Fprintln(w, le.TracebackIn(lang))
	}
}

// writeReport writes a check: the verdict, then the student's run and the reference
// side by side up to a little past the first divergence.
func writeReport(w io.Writer, rep *labcheck.Report, lang string) {
	fmt.Fprintln(w, rep.Summary[lang])
	fmt.Fprintln(w)
	fmt.Fprintf(w, "%-5s %-34s %-34s %s\n", "#", msg.Format(lang, "cli.check_yours", nil), msg.Format(lang, "cli.check_ref", nil), msg.Format(lang, "cli.check_step", nil))
	last := max(len(rep.Student), len(rep.Reference))
	if rep.First != nil {
		last = min(last, rep.First.Index+3)
	}
	for i := 0; i < last; i++ {
		mark := " "
		if rep.First != nil && i == rep.First.Index {
			mark = ">"
		}
		fmt.Fprintf(w, "%s%-4d %-34s %-34s %s\n", mark, i+1, eventText(rep.Student, i, lang), eventText(rep.Reference, i, lang), stepperStep(rep.Reference, i))
	}
}

func eventText(evs []labcheck.Event, i int, lang string) string {
	if i >= len(evs) {
		return "—"
	}
	e := evs[i]
	switch e.Kind {
	case labcheck.EventVisit:
		return msg.Format(lang, "check.did_visit", map[string]any{"name": e.Name})
	case labcheck.EventEval:
		return msg.Format(lang, "check.did_eval", map[string]any{"name": e.Name, "v": e.Value})
	}
	v := fmt.Sprint(e.Value)
	if e.NotNumber {
		v = e.Returned
	}
	return msg.Format(lang, "check.did_return", map[string]any{"name": e.Name, "v": v})
}

// cmdTournament is "tournament --eval-file F.star [--game connect4] [--against
// course,better,solver] [--depth 4] [--games 10]": a line per game as it finishes,
// then the tally. The defaults are per game (tournamentAgainst); --games 0 and --depth
// 0 are errors (exit 2), not the defaults.
func cmdTournament(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("tournament", stderr)
	file := fs.String("eval-file", "", "the Starlark or JavaScript file defining evaluate(board, player)")
	langs := registerCodeLang(fs)
	game := fs.String("game", "connect4", "connect4 or tictactoe")
	against := fs.String("against", "", "opponents, comma-separated: course, better (connect4 only), solver (default: "+
		strings.Join(tournamentAgainst("connect4"), ",")+" in connect4, "+strings.Join(tournamentAgainst("tictactoe"), ",")+" in tictactoe)")
	depth := fs.Int("depth", 4, "the depth of the student's search, 1 to 8")
	oppDepth := fs.Int("opp-depth", 0, "the opponents' depth (0: --depth)")
	games := fs.Int("games", 10, "games against each opponent, even, 2 to 100 (half the openings, each with both colours)")
	opening := fs.Int("opening", 0, "random moves opening each game (0: 4 in connect4, 1 in tictactoe)")
	seed := fs.Uint64("seed", 1, "seed of the openings")
	quality := fs.Bool("quality", false, "also the quality score: how often the depth-d choice is optimal on 100 solved positions (moves tied for the best value count as a pick at random among them)")
	lang := langFlag(fs, "language of the output and the error messages: en or es")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	if *file == "" {
		return usage("cli.tournament_file")
	}
	// labmatch.Spec reads 0 as "the default" (a form's field left out); on the
	// command line the defaults are the flags' own, so a 0 is a mistake.
	if *games == 0 {
		return usage("match.games", "max", labmatch.MaxGames)
	}
	if *depth == 0 {
		return usage("match.depth", "max", 8)
	}
	src, err := readLabFile(*file)
	if err != nil {
		return usageError{err}
	}
	opponents := tournamentAgainst(*game)
	if *against != "" {
		opponents = strings.Split(*against, ",")
	}
	spec := labmatch.Spec{Game: *game, Opponents: opponents, Depth: *depth, OppDepth: *oppDepth, Games: *games, Opening: *opening, Seed: *seed}
	if spec, err = spec.Normalize(); err != nil {
		return usageError{err}
	}
	codeLang := langs.of(*file)
	pool, _ := labRuntime()
	budget := sandbox.Budget{Steps: 1 << 50, Time: 24 * time.Hour} // it streams; ^C stops it
	res, err := pool.Tournament(context.Background(), codeLang, src, spec, budget, func(g labmatch.GameResult) {
		fmt.Fprintln(stdout, msg.Format(*lang, "cli.tournament_game", map[string]any{"n": g.N, "of": g.Of, "opponent": g.Opponent,
			"side": g.StudentAs, "result": msg.New("cli.result_" + g.Result), "moves": g.Moves, "ms": g.Millis}))
	})
	if err != nil {
		writeLabError(stderr, err, *lang)
		return usageError{err}
	}
	for _, opp := range spec.Opponents {
		t := res.Tally[opp]
		fmt.Fprintln(stdout, msg.Format(*lang, "cli.tournament_tally", map[string]any{"opponent": opp, "win": t.Win, "draw": t.Draw, "loss": t.Loss}))
	}
	if !*quality {
		return nil
	}
	qs, err := pool.Quality(context.Background(), codeLang, src, sandbox.QualityArgs{Game: spec.Game, Depth: spec.Depth}, budget, nil)
	if err != nil {
		writeLabError(stderr, err, *lang)
		return usageError{err}
	}
	for _, q := range qs {
		fmt.Fprintln(stdout, msg.Format(*lang, "cli.quality", map[string]any{"eval": q.Eval, "depth": q.Depth, "optimal": tenths(*lang, q.Optimal), "of": q.Positions, "pct": fmt.Sprintf("%.0f", 100*q.Score)}))
	}
	return nil
}

// tenths writes a count to a tenth with the language's decimal mark (52.8, 52,8).
func tenths(lang string, x float64) string {
	s := strconv.FormatFloat(math.Round(x*10)/10, 'f', -1, 64)
	if lang == msg.ES {
		s = strings.Replace(s, ".", ",", 1)
	}
	return s
}

// tournamentAgainst is --against's default for game: every opponent the game has
// (better is connect-4's only).
func tournamentAgainst(game string) []string {
	if game == "tictactoe" {
		return []string{labmatch.PlayerCourse, labmatch.PlayerSolver}
	}
	return []string{labmatch.PlayerCourse, labmatch.PlayerBetter, labmatch.PlayerSolver}
}

// errDiverged is check's "the code does not do what the algorithm does": exit 1, the
// report already written.
var errDiverged = fmt.Errorf("the search diverges")
