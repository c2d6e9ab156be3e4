package sandbox

import (
	"os"
	"testing"
)

func TestMain(m *testing.M) {
	MaybeRunWorker() // a worker child serves and exits here
	os.Exit(m.Run())
}
