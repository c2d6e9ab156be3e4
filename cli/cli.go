package cli

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"

	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// Exit codes.
const (
	exitOK    = 0
	exitError = 1 // something failed while working (output file, render)
	exitUsage = 2 // bad input: flags, positions
)

// usageError is bad input: the command exits with code 2.
type usageError struct{ error }

func (e usageError) Unwrap() error { return e.error }

// usage is a coded usage error (package msg).
func usage(code string, kv ...any) error { return usageError{msg.New(code, kv...)} }

// Run runs the command line args (without the program's name) and returns the
// process's exit code: 0 done, 1 failed while working, 2 bad input.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cmd, err := dispatch(args, stdin, stdout, stderr)
	lang := langArg(args)
	var ue usageError
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, flag.ErrHelp):
		return exitOK
	case errors.Is(err, errDiverged):
		return exitError // check: the report says where
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "gametree %s: %s\n", cmd, msg.Text(err, lang))
		return exitUsage
	default:
		fmt.Fprintf(stderr, "gametree %s: %s\n", cmd, msg.Text(err, lang))
		return exitError
	}
}

// dispatch runs the command args name (serve when none) and returns its error.
func dispatch(args []string, stdin io.Reader, stdout, stderr io.Writer) (cmd string, err error) {
	cmd = "serve"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, args = args[0], args[1:]
	}
	switch cmd {
	case "trace":
		err = cmdTrace(args, stdout, stderr)
	case "solve":
		err = cmdSolve(args, stdin, stdout, stderr)
	case "compare":
		err = cmdCompare(args, stdout, stderr)
	case "book":
		err = cmdBook(args, stdout, stderr)
	case "render":
		err = cmdRender(args, stdout, stderr)
	case "lecture":
		err = cmdLecture(args, stdout, stderr)
	case "exercise":
		err = cmdExercise(args, stdin, stdout, stderr)
	case "check":
		var code int
		code, err = cmdCheck(args, stdout, stderr)
		if err == nil && code == exitError {
			err = errDiverged
		}
	case "tournament":
		err = cmdTournament(args, stdout, stderr)
	case "serve":
		err = cmdServe(args, stdout, stderr)
	case "help":
		fmt.Fprint(stdout, helpText)
	default:
		err = usage("cli.unknown_command", "cmd", cmd)
	}
	return cmd, err
}

// langArg finds the language of the messages in the arguments (--lang es, -lang=es),
// before the flags are parsed, so that a flag error is in that language too.
// English unless es is asked for.
func langArg(args []string) string {
	lang := msg.EN
	for i, a := range args {
		name, value, hasValue := strings.Cut(strings.TrimLeft(a, "-"), "=")
		if !strings.HasPrefix(a, "-") || name != "lang" {
			continue
		}
		if !hasValue && i+1 < len(args) {
			value = args[i+1]
		}
		if l, ok := msg.Lang(value); ok {
			lang = l
		}
	}
	return lang
}

// langFlag is the --lang flag of every command but serve.
func langFlag(fs *flag.FlagSet, usageText string) *string {
	return fs.String("lang", msg.EN, usageText)
}

// checkLang checks a --lang value.
func checkLang(lang string) error {
	if lang != msg.EN && lang != msg.ES {
		return usage("param.lang", "value", lang)
	}
	return nil
}

const helpText = `gametree: minimax, negamax and alpha-beta made visible.

  gametree [serve] [--addr localhost:8080]     the web page (default)
  gametree trace  [search flags] [--format json|text]
  gametree solve  [--weak | --part N | --without LIST | search flags] < positions
                                               one "position score nodes µs" line each
  gametree compare [search flags] [--algos minimax,alphabeta,alphabeta+order,...]
                 [--sweep depth=1..6 --branching 3 --ordering best|random|worst --trees 200]
                 [--format text|json] [-o chart.svg]   several searches side by side
  gametree compare --game connect4 --lab POSITION   the solver's refinements one by one
  gametree compare --mcts-budgets 100,1000,10000 [--game tictactoe|connect4] [--positions 40]
                                               MCTS against alpha-beta at equal node budgets
  gametree compare --mcts-play connect4 [--opponents perfect,ab2,ab4] [--games 2] [--iterations 2000]
                                               MCTS in play, both colours: a tally
  gametree book [--plies N] [--out c4/book.bin]  the perfect connect-4 player's opening book
  gametree render [search flags] -o tree.svg   [--step K | --all-steps -o DIR] [--format svg|png|dot]
  gametree lecture [search flags] [--steps key|all] [--format pdf|tex] [--lang es] -o lecture.pdf
                                               a search's slides in one file (16:9 PDF, or LaTeX Beamer)
  gametree exercise --seed N --level L [--q values|prune|window|order] [--source S] [--lang es]
                    [--worksheet] [--format svg|png] -o sheet.svg
                                               the question, and its solution in sheet.solution.svg
  gametree exercise --items LIST.txt [--lang es] [--format svg|png|pdf] -o sheet.pdf
                                               a worksheet of the trees LIST names, one a line, and its solution

  gametree check F.star --position TREE --algo alphabeta [--fail-hard]
                                               a student's search(root) checked step by step
  gametree tournament --eval-file F.star [--game connect4|tictactoe] [--against LIST]
                    [--depth 4] [--games 10] [--quality]
                                               a student's evaluation in a tournament;
                                               --against: course,better,solver (connect4),
                                               course,solver (tictactoe) unless given
  --eval-file F.star and --game-file G.star: a student's evaluation or game (Starlark)
  wherever a search is made (trace, render, compare, check); F.js, G.js: JavaScript
  (--code-lang starlark|javascript says it whatever the file's name)

Run "gametree COMMAND --help" for the flags of a command.
`

// paramFlag is one search parameter as a command-line flag.
type paramFlag struct {
	p    *trace.Params
	spec trace.ParamSpec
	text string
	err  error // the coded error of a bad value, which parseFlags reports
}

func (f *paramFlag) String() string   { return f.text }
func (f *paramFlag) IsBoolFlag() bool { return f.spec.Bool }
func (f *paramFlag) Set(v string) error {
	if err := f.p.Set(f.spec.Name, v); err != nil {
		f.err = err
		return err
	}
	f.text = v
	return nil
}

// searchFlags registers every search parameter on fs, writing into p.
func searchFlags(fs *flag.FlagSet, p *trace.Params) {
	for _, spec := range trace.ParamSpecs {
		fs.Var(&paramFlag{p: p, spec: spec}, spec.Name, spec.Usage)
	}
	labFlags(fs, p) // --eval-file, --game-file: codelab.go
}

// parseFlags parses args; a flag error is a usage error.
func parseFlags(fs *flag.FlagSet, args []string) error {
	out := fs.Output()
	fs.SetOutput(io.Discard) // errors are printed once, by run
	err := fs.Parse(args)
	fs.SetOutput(out)
	if errors.Is(err, flag.ErrHelp) {
		fmt.Fprintf(out, "Usage of gametree %s:\n", fs.Name())
		fs.PrintDefaults()
		return err
	}
	if err != nil {
		return usageError{flagError(fs, err)}
	}
	if fs.NArg() > 0 {
		return usage("cli.unexpected_arg", "arg", fs.Arg(0))
	}
	return nil
}

// The errors of package flag, which are not coded.
var (
	flagUnknown  = regexp.MustCompile(`^flag provided but not defined: -+(.*)$`)
	flagNeedsArg = regexp.MustCompile(`^flag needs an argument: -+(.*)$`)
	flagInvalid  = regexp.MustCompile(`^invalid (?:boolean )?value ("(?:[^"\\]|\\.)*") for (?:flag )?-+([^:]*):`)
)

// flagError gives a flag error its code: a search parameter's own error, else the
// flag package's message read back.
func flagError(fs *flag.FlagSet, err error) error {
	var bad error
	fs.VisitAll(func(fl *flag.Flag) {
		if pf, ok := fl.Value.(*paramFlag); ok && pf.err != nil {
			bad = pf.err
		}
		if cf, ok := fl.Value.(interface{ codedError() error }); ok && cf.codedError() != nil {
			bad = cf.codedError() // --code-lang: codelab_lang.go
		}
		if ff, ok := fl.Value.(failingFlag); ok {
			if value, ferr := ff.failure(); ferr != nil {
				bad = msg.New("cli.flag_value", "flag", fl.Name, "value", value, "detail", ferr)
			}
		}
	})
	if bad != nil {
		return bad
	}
	text := err.Error()
	if m := flagUnknown.FindStringSubmatch(text); m != nil {
		return msg.New("cli.flag_unknown", "flag", m[1])
	}
	if m := flagNeedsArg.FindStringSubmatch(text); m != nil {
		return msg.New("cli.flag_needs_arg", "flag", m[1])
	}
	if m := flagInvalid.FindStringSubmatch(text); m != nil {
		if v, uerr := strconv.Unquote(m[1]); uerr == nil {
			return msg.New("cli.flag_invalid", "flag", m[2], "value", v)
		}
	}
	return msg.New("cli.flag", "detail", text)
}

func newFlagSet(name string, stderr io.Writer) *flag.FlagSet {
	fs := flag.NewFlagSet(name, flag.ContinueOnError)
	fs.SetOutput(stderr)
	return fs
}

// traceDefaults is the problem trace and render start from, with a recording budget.
func traceDefaults() trace.Params {
	p := trace.DefaultParams()
	p.Options.MaxNodes = 1_000_000
	return p
}

// search parses the game and runs the search p describes, with the command line's
// makers (a student's code from --eval-file or --game-file, the connect-4 solver).
func search(p trace.Params) (*trace.Trace, error) {
	t, err := makers().Search(context.Background(), &p)
	if err != nil {
		return nil, usageError{err}
	}
	return t, nil
}

func cmdTrace(args []string, stdout, stderr io.Writer) error {
	p := traceDefaults()
	fs := newFlagSet("trace", stderr)
	searchFlags(fs, &p)
	format := fs.String("format", "json", "output: json or text")
	lang := langFlag(fs, "language of the error messages: en or es")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if err := checkLang(*lang); err != nil {
		return err
	}
	if *format != "json" && *format != "text" {
		return usage("cli.trace_format", "value", *format)
	}
	p.Options.Record = true
	t, err := search(p)
	if err != nil {
		return err
	}
	if *format == "text" {
		return t.WriteText(stdout, shownProblem(fs, p))
	}
	return t.WriteJSON(stdout, p.Problem())
}

// codedOrText is err's coded error, to nest in another message, or its text.
func codedOrText(err error) any {
	if c, ok := msg.Find(err); ok {
		return c
	}
	return err.Error()
}
