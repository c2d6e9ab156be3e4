package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/url"
	"os"
	"os/signal"
	"slices"
	"strings"
	"syscall"
	"time"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	os.Exit(run(ctx, os.Args[1:], os.Stdout, os.Stderr))
}

// config is what the flags say.
type config struct {
	bin, url   string
	pid        int
	serverArgs []string
	clients    int
	duration   time.Duration
	idle       time.Duration
	timeout    time.Duration
	maxReqs    int
	bad        float64
	seed       uint64
	soak       bool
	think      time.Duration
	render     string // more query parameters for every drawing ("engine=graphviz")
	// heavy clients beside the classroom's (heavy.go), or the width=full repro (widthfull.go)
	heavy     int
	widthFull bool
	// the classroom scenario (classroom.go)
	classroom                                 bool
	phases                                    []string
	students, grades, sheets, sweeps, hostile int
	maxBody                                   int64
	settle                                    time.Duration
}

// Bounds of the flags: a load test on loopback, not a denial of service.
const (
	maxClients  = 500
	maxDuration = 30 * time.Minute
	maxIdle     = 10 * time.Minute
)

// parseFlags reads the flags into a config and checks them.
func parseFlags(args []string, stderr io.Writer) (*config, error) {
	c := &config{}
	fs := flag.NewFlagSet("loadtest", flag.ContinueOnError)
	fs.SetOutput(stderr)
	serverArgs, phases := c.flags(fs)
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		return nil, fmt.Errorf("unexpected argument %q", fs.Arg(0))
	}
	c.serverArgs = strings.Fields(*serverArgs)
	if c.duration == 0 {
		c.duration = time.Minute
		if c.classroom {
			c.duration = 2 * time.Minute
		}
		if c.soak {
			c.duration = 10 * time.Minute
		}
	}
	if err := c.check(); err != nil {
		return nil, err
	}
	for _, p := range strings.Split(*phases, ",") {
		if p = strings.TrimSpace(p); !slices.Contains(classroomPhases, p) {
			return nil, fmt.Errorf("-phases: %q is not one of %s", p, strings.Join(classroomPhases, ","))
		}
		c.phases = append(c.phases, p)
	}
	if _, err := url.ParseQuery(c.render); err != nil || strings.ContainsAny(c.render, "?#") {
		return nil, fmt.Errorf("-render-query %q: name=value pairs joined by &", c.render)
	}
	if c.url != "" {
		if err := loopbackOnly(c.url); err != nil {
			return nil, err
		}
		c.url = strings.TrimSuffix(c.url, "/")
	}
	return c, nil
}

// flags defines the flags into c; -server-args and -phases are read after parsing.
func (c *config) flags(fs *flag.FlagSet) (serverArgs, phases *string) {
	fs.StringVar(&c.bin, "bin", "", "the gametree binary to start (default: build it from this module)")
	fs.StringVar(&c.url, "url", "", "load a server already running on loopback at this address instead of starting one")
	fs.IntVar(&c.pid, "pid", 0, "with -url: the server's process id, to sample its memory")
	serverArgs = fs.String("server-args", "", "more arguments for `gametree serve`, space-separated")
	fs.IntVar(&c.clients, "clients", 100, "concurrent clients, each sending its next request when answered")
	fs.DurationVar(&c.duration, "duration", 0, "how long the load lasts (default 60s; 10m with -soak)")
	fs.DurationVar(&c.idle, "idle", 30*time.Second, "pause without load after it, before the last memory sample")
	fs.DurationVar(&c.timeout, "timeout", 60*time.Second, "longest wait for one answer (then it counts as dropped)")
	fs.IntVar(&c.maxReqs, "max-requests", 2_000_000, "stop after this many requests")
	fs.Float64Var(&c.bad, "bad", 0.05, "share of bad requests (0 to 1)")
	fs.Uint64Var(&c.seed, "seed", 1, "random seed of the request mix")
	fs.BoolVar(&c.soak, "soak", false, "soak: distinct renders of 364-node random trees only")
	fs.StringVar(&c.render, "render-query", "", "more query parameters for every drawing requested, e.g. engine=graphviz")
	fs.IntVar(&c.heavy, "heavy", 0, "heavy clients beside the -clients, each asking in turn for the whole tic-tac-toe trace, 600,000-node connect-4 traces, sweeps, 600 dpi sheets, Graphviz drawings and full-size PNGs; checks the issue's targets (see heavy.go)")
	fs.BoolVar(&c.widthFull, "widthfull", false, "the width=full repro: -heavy clients (default 4) asking for 45,284 x 884 PNGs while one asks for the textbook SVG")
	fs.DurationVar(&c.think, "think", 0, "mean pause of a client between an answer and its next request (0: none, as fast as answered)")
	fs.BoolVar(&c.classroom, "classroom", false, "classroom scenario: practise, worksheets and sweeps in phases (see -phases)")
	phases = fs.String("phases", strings.Join(classroomPhases, ","), "with -classroom: the phases to run, in order")
	fs.IntVar(&c.students, "students", 30, "with -classroom: students opening one exercise and grading it")
	fs.IntVar(&c.grades, "grades", 5, "with -classroom: answers each student sends to /api/grade")
	fs.IntVar(&c.sheets, "sheets", 30, "with -classroom: worksheets downloaded at once, PNG then PDF")
	fs.IntVar(&c.sweeps, "sweeps", 50, "with -classroom: distinct sweeps at once")
	fs.IntVar(&c.hostile, "hostile", 100, "with -classroom: sweeps at the size limit at once, with as many grading bodies at the body limit")
	fs.Int64Var(&c.maxBody, "max-body", 64<<10, "with -classroom: the server's body limit in bytes (its --max-body)")
	fs.DurationVar(&c.settle, "settle", 5*time.Second, "with -classroom: pause after each phase before its last memory sample")
	return serverArgs, phases
}

// check checks the flags' bounds and the flags that exclude each other.
func (c *config) check() error {
	switch {
	case c.clients < 1 || c.clients > maxClients:
		return fmt.Errorf("-clients %d: from 1 to %d", c.clients, maxClients)
	case c.duration <= 0 || c.duration > maxDuration:
		return fmt.Errorf("-duration %v: more than 0, at most %v", c.duration, maxDuration)
	case c.idle < 0 || c.idle > maxIdle:
		return fmt.Errorf("-idle %v: from 0 to %v", c.idle, maxIdle)
	case c.timeout <= 0:
		return fmt.Errorf("-timeout %v: more than 0", c.timeout)
	case c.think < 0 || c.think > time.Minute:
		return fmt.Errorf("-think %v: from 0 to 1m", c.think)
	case c.maxReqs < 1:
		return fmt.Errorf("-max-requests %d: at least 1", c.maxReqs)
	case !(c.bad >= 0 && c.bad <= 1):
		return fmt.Errorf("-bad %v: from 0 to 1", c.bad)
	case c.classroom && c.soak:
		return errors.New("-classroom and -soak: give one")
	case c.heavy < 0 || c.heavy > maxClients:
		return fmt.Errorf("-heavy %d: from 0 to %d", c.heavy, maxClients)
	case c.widthFull && (c.classroom || c.soak):
		return errors.New("-widthfull goes alone, without -classroom or -soak")
	case c.students < 1 || c.students > maxClients || c.grades < 1 || c.grades > 100 ||
		c.sheets < 1 || c.sheets > maxClients || c.sweeps < 1 || c.sweeps > maxClients ||
		c.hostile < 1 || c.hostile > maxClients:
		return fmt.Errorf("-students, -sheets, -sweeps, -hostile: from 1 to %d; -grades from 1 to 100", maxClients)
	case c.maxBody < 1 || c.settle < 0 || c.settle > maxIdle:
		return fmt.Errorf("-max-body at least 1, -settle from 0 to %v", maxIdle)
	case c.url != "" && c.bin != "":
		return errors.New("-url and -bin: give one")
	case c.url == "" && c.pid != 0:
		return errors.New("-pid goes with -url")
	case c.url != "" && len(c.serverArgs) > 0:
		return errors.New("-server-args goes with a server this tool starts, not with -url")
	}
	return nil
}

// loopbackOnly refuses any address but this machine's own.
func loopbackOnly(raw string) error {
	u, err := url.Parse(raw)
	if err != nil || u.Scheme != "http" || u.Host == "" {
		return fmt.Errorf("-url %q: an http:// address on loopback", raw)
	}
	host := u.Hostname()
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip != nil && ip.IsLoopback() {
		return nil
	}
	return fmt.Errorf("-url %q: only loopback addresses (127.0.0.1, ::1, localhost)", raw)
}

// run is the whole command; it returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	c, err := parseFlags(args, stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "loadtest:", err)
		}
		return 2
	}
	srv, err := c.server(ctx, stderr)
	if err != nil {
		fmt.Fprintln(stderr, "loadtest:", err)
		return 1
	}
	defer srv.stop(stderr)
	if c.classroom {
		if !c.runClassroom(ctx, srv, stdout) {
			return 1
		}
		return 0
	}
	if c.widthFull {
		if !c.runWidthFull(ctx, srv, stdout) {
			return 1
		}
		return 0
	}
	rep, err := c.load(ctx, srv, stdout)
	if err != nil {
		fmt.Fprintln(stderr, "loadtest:", err)
		return 1
	}
	if !rep.ok() {
		return 1
	}
	return 0
}
