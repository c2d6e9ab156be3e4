package main

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"
	"syscall"

	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/web"
)

// Exit codes.
const (
	exitOK    = 0
	exitError = 1 // something failed while working (output file, render)
	exitUsage = 2 // bad input: flags, positions
)

// usageError is bad input: the command exits with code 2.
type usageError struct{ error }

func usagef(format string, a ...any) error { return usageError{fmt.Errorf(format, a...)} }

func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	cmd := "serve"
	if len(args) > 0 && !strings.HasPrefix(args[0], "-") {
		cmd, args = args[0], args[1:]
	}
	var err error
	switch cmd {
	case "trace":
		err = cmdTrace(args, stdout, stderr)
	case "solve":
		err = cmdSolve(args, stdin, stdout, stderr)
	case "render":
		err = cmdRender(args, stdout, stderr)
	case "serve":
		err = cmdServe(args, stdout, stderr)
	case "help":
		fmt.Fprint(stdout, helpText)
		return exitOK
	default:
		err = usagef("unknown command %q (commands: serve, trace, solve, render, help)", cmd)
	}
	var ue usageError
	switch {
	case err == nil:
		return exitOK
	case errors.Is(err, flag.ErrHelp):
		return exitOK
	case errors.As(err, &ue):
		fmt.Fprintf(stderr, "gametree %s: %v\n", cmd, err)
		return exitUsage
	default:
		fmt.Fprintf(stderr, "gametree %s: %v\n", cmd, err)
		return exitError
	}
}

const helpText = `gametree: minimax, negamax and alpha-beta made visible.

  gametree [serve] [--addr localhost:8080]     the web page (default)
  gametree trace  [search flags] [--format json|text]
  gametree solve  [search flags] < positions   one "position score nodes µs" line each
  gametree render [search flags] -o tree.svg   [--step K | --all-steps -o DIR] [--format svg|png|dot]

Run "gametree COMMAND --help" for the flags of a command.
`

// paramFlag is one search parameter as a command-line flag.
type paramFlag struct {
	p    *trace.Params
	spec trace.ParamSpec
	text string
}

func (f *paramFlag) String() string   { return f.text }
func (f *paramFlag) IsBoolFlag() bool { return f.spec.Bool }
func (f *paramFlag) Set(v string) error {
	if err := f.p.Set(f.spec.Name, v); err != nil {
		// The flag package names the flag and the value itself; keep what is wrong.
		var pe *trace.ParamError
		if errors.As(err, &pe) {
			return pe.Err
		}
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
		return usageError{err}
	}
	if fs.NArg() > 0 {
		return usagef("unexpected argument %q", fs.Arg(0))
	}
	return nil
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

// search parses the game and runs the search p describes.
func search(p trace.Params) (*trace.Trace, error) {
	g, err := p.NewGame()
	if err != nil {
		return nil, usageError{err}
	}
	t, err := trace.Search(g, p.Options)
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
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if *format != "json" && *format != "text" {
		return usagef("format %q: must be json or text", *format)
	}
	p.Options.Record = true
	t, err := search(p)
	if err != nil {
		return err
	}
	if *format == "text" {
		return t.WriteText(stdout, p.Problem())
	}
	return t.WriteJSON(stdout, p.Problem())
}

// cmdSolve reads positions, one a line (extra fields ignored), and prints
// "position score nodes microseconds" for each, the score for the side to move.
func cmdSolve(args []string, stdin io.Reader, stdout, stderr io.Writer) error {
	// The same defaults as trace (so --algo minimax means plain minimax), without a
	// budget; connect-4 wants --algo negamax-alphabeta --order --tt.
	p := trace.Params{Game: "connect4", Options: trace.Options{Algorithm: trace.AlphaBeta, TTSize: 1 << 20}}
	fs := newFlagSet("solve", stderr)
	searchFlags(fs, &p)
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	if p.Position != "" {
		return usagef("solve reads its positions from standard input, one a line; --position is for trace and render")
	}
	in := bufio.NewScanner(stdin)
	in.Buffer(make([]byte, 64*1024), 1<<20)
	out := bufio.NewWriter(stdout)
	defer out.Flush()
	for line := 1; in.Scan(); line++ {
		fields := strings.Fields(in.Text())
		if len(fields) == 0 || strings.HasPrefix(fields[0], "#") {
			continue
		}
		p.Position = fields[0]
		t, err := search(p)
		if err != nil {
			return usagef("line %d: %v", line, err)
		}
		if !t.Complete {
			return fmt.Errorf("line %d: %s: %s", line, p.Position, t.Stopped)
		}
		fmt.Fprintf(out, "%s %d %d %d\n", p.Position, t.Score, t.Stats.Nodes, t.Stats.Elapsed.Microseconds())
		if t.Stopped != "" {
			// An unfinished search gives no exact score: say so rather than print a guess.
			return fmt.Errorf("line %d: %s: %s; the score above is not exact", line, p.Position, t.Stopped)
		}
	}
	if err := in.Err(); err != nil {
		return fmt.Errorf("reading positions: %v", err)
	}
	return nil
}

func cmdServe(args []string, stdout, stderr io.Writer) error {
	fs := newFlagSet("serve", stderr)
	addr := fs.String("addr", "localhost:8080", "address to listen on")
	quiet := fs.Bool("quiet", false, "do not log requests")
	if err := parseFlags(fs, args); err != nil {
		return err
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	logw := stderr
	if *quiet {
		logw = io.Discard
	}
	srv, err := web.New(web.Config{
		Addr: *addr,
		Log:  logw,
		Ready: func(url string) {
			fmt.Fprintf(stdout, "gametree: serving %s (Ctrl-C stops)\n", url)
		},
	})
	if err != nil {
		return err
	}
	return srv.Run(ctx)
}
