package cli

import (
	"os"
	"testing"

	"github.com/gametree/gametree/sandbox"
)

func TestMain(m *testing.M) {
	sandbox.MaybeRunWorker() // a lab worker child serves and exits here
	os.Exit(m.Run())
}
