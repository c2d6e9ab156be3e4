//go:build browser

package web

// axe-core in the page: the accessibility checker's script, installed from npm by
// .ci/run (GAMETREE_AXE names its axe.min.js), is evaluated in the tab and run over
// the whole document; every violation, whatever its impact, is reported by its rule,
// impact, elements and help. Without the script the tests skip, except under CI=true,
// where they fail (as without Chromium).

import (
	"context"
	"fmt"
	"os"
	"strings"
	"sync"
	"testing"

	"github.com/stretchr/testify/require"
)

var axeScript struct {
	once sync.Once
	src  string
	err  error
}

// axeSource is axe.min.js's text, read once from $GAMETREE_AXE.
func axeSource(t testing.TB) string {
	t.Helper()
	path := os.Getenv("GAMETREE_AXE")
	if path == "" {
		msg := "no axe-core for the accessibility tests: GAMETREE_AXE names axe.min.js (.ci/run installs it: npm install axe-core@4.14.1)"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	axeScript.once.Do(func() {
		b, err := os.ReadFile(path)
		axeScript.src, axeScript.err = string(b), err
	})
	require.NoError(t, axeScript.err, "reading axe-core from GAMETREE_AXE")
	return axeScript.src
}

// axeViolations runs axe-core over the page as it stands and returns one line per
// violation: the state's name, the rule, its impact, the elements (at most 5) and
// axe's help, so that a failing run says what to fix and where.
func axeViolations(t testing.TB, ctx context.Context, state string) []string {
	t.Helper()
	if !eval[bool](t, ctx, `!!window.axe`) {
		eval[any](t, ctx, axeSource(t)+"\n;0")
	}
	type violation struct {
		ID      string   `json:"id"`
		Impact  string   `json:"impact"`
		Help    string   `json:"help"`
		Targets []string `json:"targets"`
		Why     []string `json:"why"`
	}
	vs := eval[[]violation](t, ctx, `axe.run(document, {resultTypes: ['violations']}).then((r) => r.violations.map((v) => ({
		id: v.id, impact: v.impact || '', help: v.help,
		targets: v.nodes.map((n) => n.target.join(' ')),
		why: v.nodes.map((n) => n.failureSummary.replace(/\s+/g, ' ').slice(0, 240) + ' ' + (n.html || '').replace(/\s+/g, ' ').slice(0, 160)),
	})))`)
	var out []string
	for _, v := range vs {
		targets, why := v.Targets, ""
		if len(v.Why) > 0 {
			why = v.Why[0]
		}
		more := ""
		if len(targets) > 5 {
			more = fmt.Sprintf(" and %d more", len(targets)-5)
			targets = targets[:5]
		}
		out = append(out, fmt.Sprintf("%s: %s (%s) at %s%s: %s [%s]", state, v.ID, v.Impact, strings.Join(targets, ", "), more, v.Help, why))
	}
	return out
}

// reportAxe fails the test with every violation found, one a line.
func reportAxe(t testing.TB, lang string, found []string) {
	t.Helper()
	if len(found) > 0 {
		t.Errorf("%d axe-core violations in the %s page (state: rule (impact) at elements: help [why]):\n%s", len(found), lang, strings.Join(found, "\n"))
	}
}
