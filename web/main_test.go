package web

import (
	"os"
	"testing"

	"github.com/gametree/gametree/internal/procpool"
)

func TestMain(m *testing.M) {
	// The server renders, and runs students' code, in worker processes: this test
	// binary started again with procpool.Env set, which must serve and exit here.
	procpool.MaybeServe()
	code := m.Run()
	closeBrowser()
	closeSharedServer()
	os.Exit(code)
}
