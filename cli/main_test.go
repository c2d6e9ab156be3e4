package cli

import (
	"encoding/json"
	"os"
	"testing"

	"github.com/gametree/gametree/internal/procpool"
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
	os.Exit(m.Run())
}
