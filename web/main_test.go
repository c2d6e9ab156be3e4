package web

import (
	"flag"
	"os"
	"strconv"
	"testing"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/sandbox"
)

// afterTests are called once every test of the package has run (the browser tests'
// Chromium and server: browser_helpers_test.go).
var afterTests []func()

// browserParallel, when above GOMAXPROCS, is how many of the package's parallel tests
// run at once unless -parallel is given: the browser tests (browser_parallel_test.go)
// spend most of their time waiting on Chromium and the server, not on the test's CPU.
var browserParallel int

// raiseParallel sets -test.parallel to browserParallel when it was not given.
func raiseParallel() {
	given := false
	flag.Visit(func(f *flag.Flag) { given = given || f.Name == "test.parallel" })
	if f := flag.Lookup("test.parallel"); !given && f != nil && browserParallel > 0 {
		if n, err := strconv.Atoi(f.Value.String()); err == nil && browserParallel > n {
			_ = f.Value.Set(strconv.Itoa(browserParallel))
		}
	}
}

func TestMain(m *testing.M) {
	// The server renders, and runs students' code, in worker processes: this test
	// binary started again with procpool.Env set, which must serve and exit here.
	procpool.MaybeServe(workers.Kind, sandbox.Kind)
	flag.Parse()
	raiseParallel()
	code := m.Run()
	for _, f := range afterTests {
		f()
	}
	os.Exit(code)
}
