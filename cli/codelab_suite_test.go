package cli

import (
	"encoding/json"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// tieBug is Russell & Norvig's alpha-beta cutting at MIN only when v < alpha.
func tieBug(t *testing.T) string {
	b, err := os.ReadFile(examples + "search_alphabeta.star")
	require.NoError(t, err)
	return writeFile(t, "tie.star", strings.Replace(string(b), "if v <= alpha:", "if v < alpha:", 1))
}

// check with no tree runs the default set: a tie bug that passes the textbook tree is
// rejected on the set's tree that shows it, named, with the command that opens it in
// the stepper at the stepper's step; a tree named checks that tree only.
func TestCheckDefaultSet(t *testing.T) {
	t.Parallel()
	tie := tieBug(t)
	code, out, errOut := runCLI(t, "", "check", tie, "--algo", "alphabeta")
	assert.Equal(t, 1, code, errOut)
	assert.True(t, strings.HasPrefix(out, `On check tree 4 of 6, "min-root" (your code passed the 3 before it): At step `), out)
	assert.Contains(t, out, "your code                          the algorithm                      stepper's step")
	assert.Contains(t, out, "Open this tree in the stepper: gametree render --algo alphabeta --game tree --position '(((6,3,1,-4),(2,0,-4,-2)),((6,-1,-3,1),5))' --pruned-whole --root min --step ")

	code, out, _ = runCLI(t, "", "check", tie, "--algo", "alphabeta", "--lang", "es")
	assert.Equal(t, 1, code)
	assert.True(t, strings.HasPrefix(out, `En el árbol de comprobación 4 de 6, «min-root» (tu código pasó los 3 anteriores): En el paso `), out)
	assert.Contains(t, out, "Abre este árbol en el paso a paso: gametree render")

	code, out, errOut = runCLI(t, "", "check", tie, "--algo", "alphabeta", "--position", "textbook")
	assert.Equal(t, 0, code, errOut)
	assert.NotContains(t, out, "check tree")
	assert.NotContains(t, out, "Open this tree")

	code, out, errOut = runCLI(t, "", "check", examples+"search_minimax.star", "--algo", "minimax")
	assert.Equal(t, 0, code, errOut)
	assert.True(t, strings.HasPrefix(out, "Accepted on all 6 check trees: your code does what minimax does on each"), out)
	assert.Contains(t, out, `  4. "min-root", root MIN: (((6,3,1,-4),(2,0,-4,-2)),((6,-1,-3,1),5))`)

	code, out, errOut = runCLI(t, "", "check", tie, "--algo", "alphabeta", "--format", "json")
	assert.Equal(t, 1, code, errOut)
	var j map[string]any
	require.NoError(t, json.Unmarshal([]byte(out), &j))
	assert.Equal(t, "min-root", j["suite"].(map[string]any)["tree"])
	assert.Equal(t, "min", j["params"].(map[string]any)["root"])
}

// check compares with the plain algorithm: --order, --tt, --iterative and
// --quiescence are refused (exit 2) in the language asked, never silently dropped;
// --root without a tree too (the set's trees say their roots).
func TestCheckRefusesWhatItCannotFollow(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		args   []string
		en, es string
	}{
		{[]string{"--order"}, "--order is not checked", "--order no se comprueba"},
		{[]string{"--tt"}, "--tt is not checked", "--tt no se comprueba"},
		{[]string{"--tt=naive", "--position", "textbook"}, "--tt is not checked", "--tt no se comprueba"},
		{[]string{"--iterative", "--position", "figure-5.2"}, "--iterative is not checked", "--iterative no se comprueba"},
		{[]string{"--quiescence"}, "--quiescence is not checked", "--quiescence no se comprueba"},
		{[]string{"--root", "min"}, "give that tree with --position", "da ese árbol con --position"},
	} {
		for lang, want := range map[string]string{"en": tc.en, "es": tc.es} {
			args := append([]string{"check", examples + "search_alphabeta.star", "--algo", "alphabeta", "--lang", lang}, tc.args...)
			code, out, errOut := runCLI(t, "", args...)
			assert.Equal(t, 2, code, "%v: %s", tc.args, out)
			assert.Contains(t, errOut, want, "%v", tc.args)
		}
	}
	// --tt=false and --root with a tree are fine
	code, _, errOut := runCLI(t, "", "check", examples+"search_alphabeta.star", "--algo", "alphabeta", "--tt=false", "--root", "min", "--position", "textbook")
	assert.Equal(t, 0, code, errOut)
}
