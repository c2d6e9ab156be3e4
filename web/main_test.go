package web

import (
	"os"
	"testing"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/sandbox"
)

// afterTests are called once every test of the package has run (the browser tests'
// Chromium and server: browser_helpers_test.go).
var afterTests []func()

func TestMain(m *testing.M) {
	// The server renders, and runs students' code, in worker processes: this test
	// binary started again with procpool.Env set, which must serve and exit here.
	procpool.MaybeServe(workers.Kind, sandbox.Kind)
	code := m.Run()
	for _, f := range afterTests {
		f()
	}
	os.Exit(code)
}
