package web

import (
	"os"
	"testing"

	"github.com/gametree/gametree/render"
)

func TestMain(m *testing.M) {
	// The server renders through a worker process: this test binary started again with
	// render.WorkerEnv set, which must serve and exit here.
	render.MaybeRunWorker()
	code := m.Run()
	closeBrowser()
	closeSharedServer()
	os.Exit(code)
}
