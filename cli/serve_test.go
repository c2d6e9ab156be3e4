package cli

import (
	"flag"
	"io"
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/web"
)

// serveFlagNames are the serve command's flags.
func serveFlagNames() []string {
	fs := flag.NewFlagSet("serve", flag.ContinueOnError)
	var o serveOptions
	serveFlags(fs, &o)
	var names []string
	fs.VisitAll(func(fl *flag.Flag) { names = append(names, fl.Name) })
	return names
}

// Flags and environment variables set the server's configuration; a flag wins over
// its variable; what is not given keeps the server's default.
func TestServeFlagsAndEnvironment(t *testing.T) {
	t.Setenv("GAMETREE_MAX_NODES", "5000")
	t.Setenv("GAMETREE_SHUTDOWN_GRACE", "3s")
	t.Setenv("GAMETREE_LOG_FORMAT", "JSON")
	t.Setenv("GAMETREE_ADDR", "127.0.0.1:9999")
	t.Setenv("GAMETREE_QUIET", "true")
	o, err := parseServe([]string{"--max-nodes", "7000", "--image-cache", "10MB", "--cache-idle", "30s", "--render-workers", "3",
		"--request-timeout", "20s", "--render-queue", "50", "--addr", "8081", "--max-body", "1KiB"}, io.Discard)
	require.NoError(t, err)
	d := web.Defaults()
	c := o.cfg
	assert.Equal(t, int64(7000), c.DefaultMaxNodes, "the flag wins")
	assert.Equal(t, 3*time.Second, c.ShutdownGrace, "the variable")
	assert.Equal(t, "json", o.logFormat)
	assert.True(t, o.quiet)
	assert.Equal(t, ":8081", c.Addr, "a port alone")
	assert.Equal(t, int64(10<<20), c.ImageCacheBytes)
	assert.Equal(t, 30*time.Second, c.CacheIdle)
	assert.Equal(t, int64(1024), c.MaxBody)
	assert.Equal(t, 3, c.RenderWorkers)
	assert.Equal(t, 50, c.RenderQueue)
	assert.Equal(t, 20*time.Second, c.RequestTimeout)
	assert.Equal(t, d.MaxNodesCap, c.MaxNodesCap, "a default")
	assert.Equal(t, d.TraceCacheBytes, c.TraceCacheBytes, "a default")
	assert.Equal(t, d.TimeLimitCap, c.TimeLimitCap, "a default")
	assert.Equal(t, d.MaxSearches, c.MaxSearches, "a default")
}

// A bad value, given as a flag or as a variable, exits 2 with a message naming the
// flag (and the variable) and the value, in English or Spanish.
func TestServeBadValues(t *testing.T) {
	for _, tc := range []struct {
		name     string
		args     []string
		env      map[string]string
		en, es   string
		variable bool
	}{
		{"negative budget", []string{"--max-nodes", "-5"}, nil,
			`-max-nodes "-5": must be a whole number from 1 to 1099511627776`, `-max-nodes "-5": debe ser un número entero de 1 a 1099511627776`, false},
		{"NaN workers", []string{"--render-workers", "NaN"}, nil, `-render-workers "NaN": must be a whole number from 0 to 256`, `-render-workers "NaN": debe ser`, false},
		{"negative workers", []string{"--render-workers=-1"}, nil, `-render-workers "-1"`, `-render-workers "-1"`, false},
		{"huge searches", []string{"--searches", "99999999999999999999"}, nil, `-searches "99999999999999999999": must be`, `-searches "99999999999999999999": debe`, false},
		{"a tiny trace cache", []string{"--trace-cache", "1KB"}, nil, `-trace-cache "1KB": must be a size such as 64KB or 96MB, from 1MB to 1024GB`, `-trace-cache "1KB": debe ser un tamaño`, false},
		{"a grace that is no duration", []string{"--shutdown-grace", "forever"}, nil,
			`-shutdown-grace "forever": must be a duration such as 10s or 500ms, from 1ms to 1h`, `-shutdown-grace "forever": debe ser una duración como 10s o 500ms, de 1ms a 1h`, false},
		{"a negative timeout", []string{"--render-timeout", "-3s"}, nil, `-render-timeout "-3s"`, `-render-timeout "-3s"`, false},
		{"a size unit", []string{"--max-body", "3XB"}, nil, `-max-body "3XB": must be a size such as 64KB or 96MB, from 1 to 1GB`, `-max-body "3XB": debe ser un tamaño`, false},
		{"an overflowing size", []string{"--image-cache", "9999999999GB"}, nil, `-image-cache "9999999999GB"`, `-image-cache "9999999999GB"`, false},
		{"a log format", []string{"--log-format", "yaml"}, nil, `-log-format "yaml": must be one of text, json`, `-log-format "yaml": debe ser uno de estos: text, json`, false},
		{"a log level", []string{"--log-level", "loud"}, nil, `-log-level "loud": must be one of debug, info, warn, error`, `debe ser uno de estos`, false},
		{"an address", []string{"--addr", "nowhere"}, nil, `-addr "nowhere": must be an address to listen on`, `-addr "nowhere": debe ser una dirección`, false},
		{"a port out of range", []string{"--addr", ":70000"}, nil, `-addr ":70000"`, `-addr ":70000"`, false},
		{"an unknown flag", []string{"--workers", "2"}, nil, `flag provided but not defined: -workers`, `la opción -workers no existe`, false},
		{"a bad variable", nil, map[string]string{"GAMETREE_MAX_NODES_CAP": "lots"},
			`environment variable GAMETREE_MAX_NODES_CAP="lots" (the -max-nodes-cap flag): must be a whole number`,
			`variable de entorno GAMETREE_MAX_NODES_CAP="lots" (la opción -max-nodes-cap): debe ser un número entero`, true},
		{"a bad boolean variable", nil, map[string]string{"GAMETREE_QUIET": "maybe"},
			`environment variable GAMETREE_QUIET="maybe" (the -quiet flag)`, `variable de entorno GAMETREE_QUIET="maybe" (la opción -quiet)`, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if len(tc.env) == 0 { // t.Setenv refuses a parallel test
				t.Parallel()
			}
			for k, v := range tc.env {
				t.Setenv(k, v)
			}
			for lang, want := range map[string]string{"en": tc.en, "es": tc.es} {
				args := append([]string{"serve"}, tc.args...)
				if lang == "es" {
					args = append(args, "--lang", "es") // read before the flags, for their messages
				}
				code, out, errOut := runCLI(t, "", args...)
				assert.Equal(t, 2, code, "%s: %s", lang, errOut)
				assert.Empty(t, out)
				assert.Contains(t, errOut, want, lang)
				assert.Equal(t, 1, strings.Count(errOut, "\n"), "one line: %q", errOut)
			}
		})
	}
}

// serve --help lists every flag with its environment variable.
func TestServeHelpListsTheVariables(t *testing.T) {
	t.Parallel()
	code, _, errOut := runCLI(t, "", "serve", "--help")
	require.Equal(t, 0, code)
	names := serveFlagNames()
	require.GreaterOrEqual(t, len(names), 19)
	for _, name := range names {
		assert.Regexp(t, `(?m)^  -`+regexp.QuoteMeta(name)+`\b`, errOut)
		assert.Contains(t, errOut, "("+envName(name)+")", name)
	}
	assert.Contains(t, errOut, "(default 10s)", "the defaults are the server's")
}

// The README's table lists exactly the serve command's flags, each with its variable.
func TestReadmeListsTheServeFlags(t *testing.T) {
	t.Parallel()
	readme, err := os.ReadFile("../README.md")
	require.NoError(t, err)
	rows := regexp.MustCompile("(?m)^\\| `--([a-z-]+)` \\| `([A-Z_]+)` \\|").FindAllStringSubmatch(string(readme), -1)
	var listed []string
	for _, r := range rows {
		listed = append(listed, r[1])
		assert.Equal(t, envName(r[1]), r[2], "the variable of --%s", r[1])
	}
	names := serveFlagNames()
	sort.Strings(listed)
	sort.Strings(names)
	assert.Equal(t, names, listed)
}

func TestParseSize(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		want int64
		ok   bool
	}{
		{"65536", 65536, true}, {"64KB", 64 << 10, true}, {"64kb", 64 << 10, true}, {"64 KiB", 64 << 10, true},
		{"96MB", 96 << 20, true}, {"1G", 1 << 30, true}, {"10B", 10, true},
		{"", 0, false}, {"MB", 0, false}, {"-1MB", 0, false}, {"1.5MB", 0, false}, {"9223372036854775807KB", 0, false}, {"NaN", 0, false},
	} {
		got, ok := parseSize(tc.in)
		assert.Equal(t, tc.ok, ok, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
	assert.Equal(t, "96MB", formatSize(96<<20))
	assert.Equal(t, "1500", formatSize(1500))
}
