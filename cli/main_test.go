package cli

import (
	"encoding/json"
	"flag"
	"os"
	"testing"
	"time"

	"github.com/gametree/gametree/internal/procpool"
	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/render/workers"
	"github.com/gametree/gametree/sandbox"
)

// cliArgsEnv makes this test binary the gametree command: started with it set (a
// JSON list of arguments), it runs them as main does and exits. The process tests
// (class_process_test.go) start servers that way, to kill them.
const cliArgsEnv = "GAMETREE_TEST_CLI_ARGS"

func TestMain(m *testing.M) {
	procpool.MaybeServe(workers.Kind, sandbox.Kind) // a worker child serves and exits here
	if v := os.Getenv(cliArgsEnv); v != "" {
		var args []string
		if err := json.Unmarshal([]byte(v), &args); err != nil {
			os.Stderr.WriteString("bad " + cliArgsEnv + ": " + err.Error() + "\n")
			os.Exit(2)
		}
		os.Exit(Run(args, os.Stdin, os.Stdout, os.Stderr))
	}
	flag.Parse()
	// The tests run many commands at once in this one process: the lab's pool gets a
	// worker for each core, and a check waits for one as long as it must.
	labPool.Workers, labPool.Wait = 2, time.Minute
	if !testsize.Long() {
		// A sample of the endless-loop checks: they stop at 20 M steps, not 100 M, well
		// within the time bound on a loaded machine (-long runs the real budget). Where
		// the loop is stopped depends on the budget: at 10 M it is reported at the
		// function's line 1 (a lab quirk), at 20 M, as at 100 M, at line 4.
		checkBudget.Steps = 20_000_000
	}
	os.Exit(m.Run())
}
