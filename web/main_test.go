package web

import (
	"os"
	"testing"

	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/sandbox"
)

func TestMain(m *testing.M) {
	// The server renders through a worker process: this test binary started again with
	// render.WorkerEnv set, which must serve and exit here.
	render.MaybeRunWorker()
	sandbox.MaybeRunWorker()
	code := m.Run()
	closeBrowser()
	closeSharedServer()
	os.Exit(code)
}
