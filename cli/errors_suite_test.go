package cli

import (
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
	"github.com/gametree/gametree/msg"
)

// suiteErrorCases makes the codes of the default check set (msg/catalog_lab_suite.go)
// for TestEveryErrorCode: the options a check refuses, through the command line and the
// lab's API, and the set's texts, which are not errors (see TestCheckSuite*).
func suiteErrorCases(h http.Handler) map[string]func(*testing.T) coded {
	search, _ := lab.ExampleSource("search_alphabeta")
	check := func(args ...string) func(*testing.T) coded {
		return func(t *testing.T) coded {
			p := filepath.Join(t.TempDir(), "search.star")
			require.NoError(t, os.WriteFile(p, []byte(search), 0o644))
			return fromCLI(t, "", append([]string{"check", p, "--algo", "alphabeta"}, args...)...)
		}
	}
	words := func(code string, kv ...any) func(*testing.T) coded { return direct(msg.New(code, kv...)) }
	return map[string]func(*testing.T) coded{
		"cli.check_option": check("--order"),
		"cli.check_root":   check("--root", "min"),
		"lab.check_option": func(t *testing.T) coded {
			form := url.Values{"source": {search}, "algo": {"alphabeta"}, "tt": {"naive"}}
			return fromAPI(t, h, http.MethodPost, "/api/lab/check", form.Encode(), "application/x-www-form-urlencoded")
		},
		"check.suite_ok":         words("check.suite_ok", "n", 6, "algo", msg.New("check.algo.alphabeta")),
		"check.suite_ok_partial": words("check.suite_ok_partial", "n", 6, "algo", msg.New("check.algo.alphabeta"), "checked", msg.New("check.checked", "what", msg.New("check.what.root_value"))),
		"check.suite_failed":     words("check.suite_failed", "tree", "min-root", "k", 4, "n", 6, "passed", 3),
		"check.suite_first":      words("check.suite_first", "tree", "textbook", "n", 6),
		"cli.check_tree":         words("cli.check_tree", "command", "gametree render --position textbook --step 3"),
		"cli.check_step":         words("cli.check_step"),
		"cli.check_suite_tree":   words("cli.check_suite_tree", "k", 1, "name", "textbook", "root", "MAX", "tree", "(A (B 3 12 8) (C 2 4 6) (D 14 5 2))"),
	}
}
