package web

import (
	"os"
	"testing"

	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/sandbox"
)

// afterTests are called once every test of the package has run (the browser tests'
// Chromium and server: browser_helpers_test.go).
var afterTests []func()

func TestMain(m *testing.M) {
	// The server renders through a worker process: this test binary started again with
	// workers.WorkerEnv set, which must serve and exit here; so must a code-lab worker.
	workers.MaybeRunWorker()
	sandbox.MaybeRunWorker()
	code := m.Run()
	for _, f := range afterTests {
		f()
	}
	os.Exit(code)
}
