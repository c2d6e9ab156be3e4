package cli

import (
	"context"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"math"
	"net"
	"os"
	"os/signal"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/web"
	"github.com/gametree/gametree/web/observe"
)

// envPrefix starts the environment variable of every serve flag: --max-nodes is
// GAMETREE_MAX_NODES. A flag given on the command line wins over its variable.
const envPrefix = "GAMETREE_"

// envName is the environment variable of the flag name.
func envName(flagName string) string {
	return envPrefix + strings.ToUpper(strings.ReplaceAll(flagName, "-", "_"))
}

// serveOptions are the serve command's settings: the server's Config and the logging.
type serveOptions struct {
	cfg       web.Config
	logFormat string
	logLevel  string
	quiet     bool
	// database: the classes' database (classroom.Open); "" the default SQLite file
	database string
}

// serveFlags registers the serve command's flags on fs, each with its environment
// variable in its usage text, writing into o.
func serveFlags(fs *flag.FlagSet, o *serveOptions) {
	o.cfg = web.Defaults() // the flags write into it: their defaults are the server's
	o.logFormat, o.logLevel = "text", "info"
	def := func(name, usage string, v flag.Value) {
		fs.Var(v, name, usage+" ("+envName(name)+")")
	}
	c := &o.cfg
	def("addr", "address to listen on, `host:port`", &addrFlag{p: &c.Addr})
	def("log-format", "log `format`: text (key=value) or json", &choiceFlag{p: &o.logFormat, choices: []string{"text", "json"}})
	def("log-level", "least important log `level` written: debug, info (one line per request), warn or error", &choiceFlag{p: &o.logLevel, choices: []string{"debug", "info", "warn", "error"}})
	fs.BoolVar(&o.quiet, "quiet", false, "log warnings and errors only, not every request (as --log-level warn) ("+envName("quiet")+")")
	def("max-nodes", "node budget (`nodes`) of a request that gives none", &int64Flag{p: &c.DefaultMaxNodes, min: 1, max: 1 << 40})
	def("max-nodes-cap", "largest node budget (`nodes`) a request may ask for (a recorded search keeps at most that many nodes)", &int64Flag{p: &c.MaxNodesCap, min: 1, max: 1 << 40})
	def("time-limit-cap", "longest a search may run (a `duration`); also the time limit of a request that gives none", &durationFlag{p: &c.TimeLimitCap, min: time.Millisecond, max: time.Hour})
	def("tt-size-cap", "largest transposition table a request may ask for, in `entries`", &intFlag{p: &c.TTSizeCap, min: 1, max: 1 << 26})
	def("searches", "searches run at once, a `count` (default: 2 to 4 with the CPUs)", &intFlag{p: &c.MaxSearches, min: 1, max: 1024})
	def("queue-wait", "longest a request waits for a free search slot before 429 (a `duration`)", &durationFlag{p: &c.QueueWait, min: time.Millisecond, max: time.Hour})
	def("draw-slots", "pictures drawn at once in the server's own process, a `count` (0: the CPUs)", &intFlag{p: &c.DrawSlots, min: 0, max: 1024})
	def("draw-queue", "pictures that may wait for a drawing slot before 429, a `count`", &intFlag{p: &c.DrawQueue, min: 0, max: 1 << 20})
	def("render-workers", "Graphviz drawing worker processes (engine=graphviz), a `count` (0: the CPUs, at most 8)", &intFlag{p: &c.RenderWorkers, min: 0, max: 256})
	def("render-queue", "Graphviz drawings that may wait for a worker, a `count` (0: none: a drawing that finds no worker free gets 429 at once)", &intFlag{p: &c.RenderQueue, min: 0, max: 1 << 20})
	def("render-timeout", "longest one drawing may take (a `duration`)", &durationFlag{p: &c.RenderTimeout, min: time.Millisecond, max: time.Hour})
	def("request-timeout", "longest a whole API request may take (a `duration`), waiting, search, JSON, drawing and PNG included", &durationFlag{p: &c.RequestTimeout, min: time.Millisecond, max: time.Hour})
	def("read-timeout", "longest reading a request may take (a `duration`), body included (then 408)", &durationFlag{p: &c.ReadTimeout, min: time.Millisecond, max: time.Hour})
	def("shutdown-grace", "how long (a `duration`) a shutdown (Ctrl-C, SIGTERM) lets the requests being answered finish", &durationFlag{p: &c.ShutdownGrace, min: time.Millisecond, max: time.Hour})
	def("max-body", "largest request body, a `size` such as 64KB", &sizeFlag{p: &c.MaxBody, min: 1, max: 1 << 30})
	def("memory", "the server's memory budget, a `size` such as 448MB: the Go runtime's soft memory limit (GOMEMLIMIT), divided among the caches (20 % and 10 %), the heavy requests' work (45 %) and the rest", &sizeFlag{p: &c.Memory, min: 64 << 20, max: 1 << 40})
	def("heavy", "heavy requests run at once, a `count` (0: half the CPUs, at least 1): searches recording more than 20,000 nodes, PNGs of more than 4 million pixels, sweeps, the connect-4 solver, Graphviz's drawings; one more gets 429 at once", &intFlag{p: &c.HeavySlots, min: 0, max: 1024})
	def("trace-cache", "memory for searches kept (their trees and gzipped JSON), a `size` such as 96MB (default: 20 % of --memory)", &sizeFlag{p: &c.TraceCacheBytes, min: 1 << 20, max: 1 << 40})
	def("image-cache", "memory for drawings kept, a `size` such as 48MB (default: 10 % of --memory)", &sizeFlag{p: &c.ImageCacheBytes, min: 1 << 10, max: 1 << 40})
	def("database", "the teachers' classes' `database`: an SQLite file's path, or postgres://user:password@host:port/name (default: "+defaultDatabaseText()+")", &textFlag{p: &o.database})
	def("cache-idle", "searches and drawings nobody asked for in this long (a `duration`) are dropped and their memory given back", &durationFlag{p: &c.CacheIdle, min: time.Second, max: 24 * time.Hour})
}

// applyEnv sets every flag of fs whose environment variable is set; a bad value is a
// usage error naming the variable and the flag.
func applyEnv(fs *flag.FlagSet) error {
	var err error
	fs.VisitAll(func(fl *flag.Flag) {
		v, ok := os.LookupEnv(envName(fl.Name))
		if !ok || err != nil {
			return
		}
		if serr := fs.Set(fl.Name, v); serr != nil {
			detail := codedOrText(serr)
			if f, ok := fl.Value.(failingFlag); ok {
				if _, ferr := f.failure(); ferr != nil {
					detail = ferr
				}
			}
			err = usage("cli.env_invalid", "var", envName(fl.Name), "flag", fl.Name, "value", v, "detail", detail)
		}
	})
	return err
}

// parseServe reads the serve command's environment variables, then its flags.
func parseServe(args []string, stderr io.Writer) (serveOptions, error) {
	fs := newFlagSet("serve", stderr)
	var o serveOptions
	serveFlags(fs, &o)
	if err := applyEnv(fs); err != nil {
		return o, err
	}
	if err := parseFlags(fs, args); err != nil {
		return o, err
	}
	// the caches not given are their shares of the memory given (web.Config)
	if d := web.Defaults(); o.cfg.Memory != d.Memory {
		if o.cfg.TraceCacheBytes == d.TraceCacheBytes {
			o.cfg.TraceCacheBytes = 0
		}
		if o.cfg.ImageCacheBytes == d.ImageCacheBytes {
			o.cfg.ImageCacheBytes = 0
		}
	}
	return o, nil
}

func cmdServe(args []string, stdout, stderr io.Writer) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return serve(ctx, args, stdout, stderr)
}

// serve runs the server the flags describe until ctx ends (cmdServe: Ctrl-C or
// SIGTERM). The memory budget (--memory) becomes the Go runtime's soft memory limit.
func serve(ctx context.Context, args []string, stdout, stderr io.Writer) error {
	o, err := parseServe(args, stderr)
	if err != nil {
		return err
	}
	if o.quiet {
		o.logLevel = "warn"
	}
	logger, err := observe.NewLogger(stderr, o.logFormat, o.logLevel)
	if err != nil {
		return usageError{err}
	}
	cfg := o.cfg
	cfg.Log, cfg.Logger = stderr, logger
	cfg.Ready = func(url string) {
		fmt.Fprintf(stdout, "gametree: serving %s (Ctrl-C stops)\n", url)
	}
	store, err := openClasses(ctx, o.database, logger)
	if err != nil {
		return err
	}
	if store != nil {
		defer store.Close()
		cfg.Classes = store
		warnUnwritable(ctx, store, logger, stderr)
	}
	srv, err := web.New(cfg)
	if err != nil {
		return err
	}
	// the memory budget is the runtime's soft limit: the collector works harder near it
	// rather than let the heap grow past it (GOMEMLIMIT)
	debug.SetMemoryLimit(srv.Config().Memory)
	return srv.Run(ctx)
}

// openClasses opens the classes' database. The default SQLite file that cannot be
// made (no home folder, a read-only one) leaves the server without classes, with a
// warning: the page works without them; a database named with --database must open.
func openClasses(ctx context.Context, database string, logger *slog.Logger) (*classroom.Store, error) {
	store, err := classroom.Open(ctx, database)
	switch {
	case err == nil:
		logger.Info("classes' database", "database", store.Where(), "schema", classroom.SchemaVersion())
		return store, nil
	case database == "":
		logger.Warn("no classes: the default database cannot be opened (--database names one)", "error", err)
		return nil, nil
	}
	return nil, err
}

// defaultDatabaseText is the default database as --help writes it.
func defaultDatabaseText() string {
	p, err := classroom.DefaultPath()
	if err != nil {
		return "an SQLite file in the user's data folder"
	}
	return p
}

// textFlag is a string taken as given (spaces trimmed).
type textFlag struct {
	flagFailure
	p *string
}

func (f *textFlag) String() string {
	if f.p == nil {
		return ""
	}
	return *f.p
}

func (f *textFlag) Set(s string) error {
	*f.p = strings.TrimSpace(s)
	return nil
}

// failingFlag is a flag value that keeps the coded error of a bad value.
type failingFlag interface {
	failure() (value string, err error)
}

// The values of the serve flags. Each checks its value and keeps the coded error of
// a bad one for the message (failure), as paramFlag does.

type flagFailure struct {
	err   error
	value string
}

func (f *flagFailure) failure() (value string, err error) { return f.value, f.err }
func (f *flagFailure) fail(value string, err error) error {
	f.err, f.value = err, value
	return err
}

func rangeError(kind string, lo, hi any) error {
	return msg.New("cli.serve_"+kind, "min", lo, "max", hi)
}

type intFlag struct {
	flagFailure
	p        *int
	min, max int
}

func (f *intFlag) String() string {
	if f.p == nil { // the zero value, which flag.PrintDefaults compares a default with
		return "0"
	}
	return strconv.Itoa(*f.p)
}

func (f *intFlag) Set(s string) error {
	n, err := strconv.Atoi(strings.TrimSpace(s))
	if err != nil || n < f.min || n > f.max {
		return f.fail(s, rangeError("int", f.min, f.max))
	}
	*f.p = n
	return nil
}

type int64Flag struct {
	flagFailure
	p        *int64
	min, max int64
}

func (f *int64Flag) String() string {
	if f.p == nil {
		return "0"
	}
	return strconv.FormatInt(*f.p, 10)
}

func (f *int64Flag) Set(s string) error {
	n, err := strconv.ParseInt(strings.TrimSpace(s), 10, 64)
	if err != nil || n < f.min || n > f.max {
		return f.fail(s, rangeError("int", f.min, f.max))
	}
	*f.p = n
	return nil
}

type durationFlag struct {
	flagFailure
	p        *time.Duration
	min, max time.Duration
}

func (f *durationFlag) String() string {
	if f.p == nil {
		return "0s"
	}
	return f.p.String()
}

func (f *durationFlag) Set(s string) error {
	d, err := time.ParseDuration(strings.TrimSpace(s))
	if err != nil || d < f.min || d > f.max {
		return f.fail(s, rangeError("duration", shortDuration(f.min), shortDuration(f.max)))
	}
	*f.p = d
	return nil
}

// shortDuration writes d as a flag takes it, without zero units: 1h, not 1h0m0s.
func shortDuration(d time.Duration) string {
	t := d.String()
	if strings.HasSuffix(t, "m0s") {
		t = strings.TrimSuffix(t, "0s")
	}
	if strings.HasSuffix(t, "h0m") {
		t = strings.TrimSuffix(t, "0m")
	}
	return t
}

// sizeFlag is a number of bytes: 65536, 64KB, 96MB, 1GB (units of 1024; KiB, MiB and
// GiB too, and lower case).
type sizeFlag struct {
	flagFailure
	p        *int64
	min, max int64
}

func (f *sizeFlag) String() string {
	if f.p == nil {
		return "0"
	}
	return formatSize(*f.p)
}

func (f *sizeFlag) Set(s string) error {
	n, ok := parseSize(s)
	if !ok || n < f.min || n > f.max {
		return f.fail(s, rangeError("size", formatSize(f.min), formatSize(f.max)))
	}
	*f.p = n
	return nil
}

var sizeUnits = []struct {
	suffix string
	mult   int64
}{{"GIB", 1 << 30}, {"MIB", 1 << 20}, {"KIB", 1 << 10}, {"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10}, {"G", 1 << 30}, {"M", 1 << 20}, {"K", 1 << 10}, {"B", 1}}

func parseSize(s string) (int64, bool) {
	s = strings.ToUpper(strings.TrimSpace(s))
	mult := int64(1)
	for _, u := range sizeUnits {
		if strings.HasSuffix(s, u.suffix) {
			s, mult = strings.TrimSpace(strings.TrimSuffix(s, u.suffix)), u.mult
			break
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > math.MaxInt64/mult {
		return 0, false
	}
	return n * mult, true
}

func formatSize(n int64) string {
	for _, u := range []struct {
		suffix string
		mult   int64
	}{{"GB", 1 << 30}, {"MB", 1 << 20}, {"KB", 1 << 10}} {
		if n >= u.mult && n%u.mult == 0 {
			return strconv.FormatInt(n/u.mult, 10) + u.suffix
		}
	}
	return strconv.FormatInt(n, 10)
}

type choiceFlag struct {
	flagFailure
	p       *string
	choices []string
}

func (f *choiceFlag) String() string {
	if f.p == nil {
		return ""
	}
	return *f.p
}

func (f *choiceFlag) Set(s string) error {
	v := strings.ToLower(strings.TrimSpace(s))
	for _, c := range f.choices {
		if v == c {
			*f.p = v
			return nil
		}
	}
	return f.fail(s, msg.New("cli.serve_choice", "choices", f.choices))
}

// addrFlag is a listening address: host:port, :port or a port alone.
type addrFlag struct {
	flagFailure
	p *string
}

func (f *addrFlag) String() string {
	if f.p == nil {
		return ""
	}
	return *f.p
}

func (f *addrFlag) Set(s string) error {
	s = strings.TrimSpace(s)
	if _, err := strconv.Atoi(s); err == nil {
		s = ":" + s
	}
	_, port, err := net.SplitHostPort(s)
	if n, perr := strconv.Atoi(port); err != nil || perr != nil || n < 0 || n > 65535 {
		return f.fail(s, msg.New("cli.serve_addr"))
	}
	*f.p = s
	return nil
}
