package web

import (
	"os"
	"testing"

	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/sandbox"
)

func TestMain(m *testing.M) {
	// The server renders through a worker process: this test binary started again with
	// workers.WorkerEnv set, which must serve and exit here; so must a code-lab worker.
	workers.MaybeRunWorker()
	sandbox.MaybeRunWorker()
	code := m.Run()
	closeBrowser()
	closeSharedServer()
	os.Exit(code)
}
