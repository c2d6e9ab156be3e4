// Command playload plays connect-4 games against the page's perfect player through a
// running server's /api/solve, as the play view does (the position's moves, strong),
// while something else loads the server (tools/loadtest's 100 clients), and checks
// every move the player made afterwards against exact scores computed here with
// c4's Analyze: the column played must be among the best and the score given must
// be the position's.
//
// The opponents, each in both colours:
//
//	random   a random column (seeded), -games games a colour
//	perfect  the book's choice (c4.BestColumn over the embedded book's scores: every
//	         position of the book player's other colour is in the book) below
//	         c4.LiveStones stones, then c4's BestMove solved here: one game a colour
//	         (both sides choose alike, so the game is always the same)
//	mixed    random below c4.LiveStones stones (the player's book lines, every reply),
//	         then perfect: -games games a colour
//
// With -edge N it then asks for N of the player's positions at the book's edge (9 and
// 10 stones on its lines, the slowest it solves; the games meet few of them).
//
// A refused or failed solve (429 busy, 422 stopped) is what the page would have
// played unproven: it is counted, the answer's time recorded, and the game goes on
// with the column BestMove gives here. It reports every solve's latency (wall clock,
// client side) as p50/p95/p99/max, overall and for the live solves (not from the
// book), how many answers came from the book, the refusals, and the check: positions
// checked, moves not among the best, scores wrong. Positions of fewer than
// -check-from stones (the book's: Analyze takes minutes there) are checked against the
// embedded book instead, unless -check-from 0. With -record the moves are written to a
// file and checked later with -check, once the load is over:
//
//	go build -o /tmp/gt . && /tmp/gt serve --addr 127.0.0.1:8931 &
//	go run ./tools/loadtest -url http://127.0.0.1:8931/ -pid $! -duration 5m &
//	go run ./tools/playload -url http://127.0.0.1:8931 -games 5 -record /tmp/moves.txt
//	go run ./tools/playload -check /tmp/moves.txt -out playload.txt
//
// The exit status is 1 when a move is wrong or a solve was refused, 2 for bad flags.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/gametree/gametree/c4"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// config is what the flags say.
type config struct {
	base      string
	games     int
	edge      int
	seed      uint64
	best      bool
	checkFrom int
	timeout   time.Duration
	out       string
	threads   int
	record    string // write the moves here and stop before the check
	checkOnly string // check and report the moves of this record instead of playing
}

func parseFlags(args []string, stderr io.Writer) (*config, error) {
	c := &config{}
	fs := flag.NewFlagSet("playload", flag.ContinueOnError)
	fs.SetOutput(stderr)
	fs.StringVar(&c.base, "url", "", "the running server, http://127.0.0.1:PORT (required)")
	fs.IntVar(&c.games, "games", 3, "games a colour against the random opponent and against the mixed one")
	fs.IntVar(&c.edge, "edge", 0, "after the games, ask for this many of the player's positions at the book's edge (9 and 10 stones), at random")
	fs.Uint64Var(&c.seed, "seed", 1, "random seed of the opponents")
	fs.BoolVar(&c.best, "best", false, "ask /api/solve with best=true (the best column only), as the player does once the server has it")
	fs.IntVar(&c.checkFrom, "check-from", 8, "positions of at least this many stones are checked with Analyze, the others against the book")
	fs.DurationVar(&c.timeout, "timeout", 60*time.Second, "longest wait for one answer")
	fs.StringVar(&c.out, "out", "", "also write the report to this file")
	fs.IntVar(&c.threads, "threads", 2, "cores of the check's solver (after the games)")
	fs.StringVar(&c.record, "record", "", "write the player's moves to this file and stop there: check them later with -check")
	fs.StringVar(&c.checkOnly, "check", "", "check and report the moves of a -record file instead of playing")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	switch {
	case fs.NArg() > 0:
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	case c.checkOnly != "":
		return c, nil
	case c.base == "":
		return nil, errors.New("-url is required")
	case c.games < 0 || c.games > 100:
		return nil, errors.New("-games must be 0 to 100")
	case c.edge < 0 || c.edge > 10_000:
		return nil, errors.New("-edge must be 0 to 10000")
	case c.checkFrom < 0 || c.checkFrom > c4.Cells:
		return nil, errors.New("-check-from must be 0 to 42")
	}
	u, err := url.Parse(c.base)
	if err != nil || (u.Hostname() != "127.0.0.1" && u.Hostname() != "localhost" && u.Hostname() != "::1") {
		return nil, fmt.Errorf("-url must be a loopback address: %q", c.base)
	}
	c.base = strings.TrimSuffix(c.base, "/")
	return c, nil
}

func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c, err := parseFlags(args, stderr)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return 0
		}
		fmt.Fprintln(stderr, "playload:", err)
		return 2
	}
	out := stdout
	if c.out != "" {
		f, err := os.Create(c.out)
		if err != nil {
			fmt.Fprintln(stderr, "playload:", err)
			return 2
		}
		defer f.Close()
		out = io.MultiWriter(stdout, f)
	}
	p := newPlayer(c)
	if c.checkOnly != "" {
		f, err := os.Open(c.checkOnly)
		if err == nil {
			err = p.readRecord(f)
			f.Close()
		}
		if err != nil {
			fmt.Fprintln(stderr, "playload:", err)
			return 2
		}
		return p.checkAndReport(ctx, out, 0)
	}
	start := time.Now()
	for _, g := range c.schedule() {
		if ctx.Err() != nil {
			break
		}
		moves, err := p.play(ctx, g)
		if err != nil {
			fmt.Fprintln(stderr, "playload:", err)
			return 1
		}
		fmt.Fprintf(out, "game %-8s player %-6s seed %2d: %s\n", g.opponent, colourName(g.playerFirst), g.seed, moves)
	}
	if err := p.edge(ctx, c.edge); err != nil {
		fmt.Fprintln(stderr, "playload:", err)
		return 1
	}
	played := time.Since(start)
	if c.record != "" {
		if err := p.writeRecord(c.record); err != nil {
			fmt.Fprintln(stderr, "playload:", err)
			return 1
		}
		fmt.Fprintf(out, "%d player moves in %.1f s written to %s: check them with -check\n", len(p.played), played.Seconds(), c.record)
		return 0
	}
	return p.checkAndReport(ctx, out, played)
}

// checkAndReport checks the player's moves and writes the report: 1 when a move is
// wrong or unproven.
func (p *player) checkAndReport(ctx context.Context, out io.Writer, played time.Duration) int {
	checkStart := time.Now()
	ck := p.check(ctx)
	if !p.report(out, played, time.Since(checkStart), ck) {
		return 1
	}
	return 0
}

// game is one game to play.
type game struct {
	opponent    string // random, perfect, mixed
	playerFirst bool
	seed        uint64
}

// schedule is the games: random and mixed -games a colour, perfect once a colour,
// interleaved so that every kind meets the load.
func (c *config) schedule() []game {
	var gs []game
	for _, first := range []bool{true, false} {
		gs = append(gs, game{"perfect", first, 0})
	}
	for i := range c.games {
		for _, first := range []bool{true, false} {
			seed := c.seed*1000 + uint64(i)
			gs = append(gs, game{"random", first, seed}, game{"mixed", first, seed + 500})
		}
	}
	return gs
}

func colourName(first bool) string {
	if first {
		return "first"
	}
	return "second"
}
