package sandbox

import (
	"os"
	"testing"

	"github.com/gametree/gametree/internal/procpool"
)

func TestMain(m *testing.M) {
	procpool.MaybeServe(Kind) // a worker child serves and exits here
	os.Exit(m.Run())
}
