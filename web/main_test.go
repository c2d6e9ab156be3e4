package web

import (
	"os"
	"testing"

	"github.com/gametree/gametree/render/workers"
)

func TestMain(m *testing.M) {
	// The server renders through a worker process: this test binary started again with
	// workers.WorkerEnv set, which must serve and exit here.
	workers.MaybeRunWorker()
	code := m.Run()
	closeBrowser()
	closeSharedServer()
	os.Exit(code)
}
