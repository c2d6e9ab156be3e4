//go:build browser

package web

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Seed 000's tutorial code (movimientoAI, min and max, pasted as its web page gives
// them, indented with non-breaking spaces) in the JavaScript code lab, in both
// languages, one page load each: checked as minimax while the check trees are chosen,
// the lab checks it on a tic-tac-toe board (and the choice says so), accepts it and
// draws the tutorial's tree; a max that keeps the smaller value is caught with a
// sentence in the tutorial's terms; the link keeps the board and the language.
func TestBrowserLabTutorial(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	b, err := os.ReadFile("testdata/seed000_tutorial.js")
	require.NoError(t, err)
	seed := string(b)
	// a max that keeps the smaller value: its comparison turned
	i := strings.Index(seed, "Juego.prototype.max")
	require.Greater(t, i, 0)
	broken := seed[:i] + strings.Replace(seed[i:], "if (aux>mejor)", "if (aux<mejor)", 1)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "search")
		setField(t, ctx, "lab-codelang", "javascript")
		assert.Contains(t, text(t, ctx, "lab-api"), "Juego.prototype.movimientoAI", "the API says the tutorial's names")
		assert.Equal(t, "suite", eval[string](t, ctx, `document.getElementById('lab-sgame').value`))
		setCode(t, ctx, seed)
		setField(t, ctx, "lab-algo", "minimax")
		verdict := rerunCheck(t, ctx, "#lab-run")
		assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-verdict').classList.contains('ok')`), "%s", verdict)
		assert.Contains(t, verdict, byLang(lang, "minimax", "minimax"))
		assert.Equal(t, "tictactoe", eval[string](t, ctx, `document.getElementById('lab-sgame').value`), "the tutorial's board chosen")
		assert.False(t, eval[bool](t, ctx, `document.getElementById('lab-tpos-field').hidden`))
		assert.Equal(t, "....OX..X", eval[string](t, ctx, `document.getElementById('lab-tpos').value`))
		assert.True(t, eval[bool](t, ctx, `!!document.querySelector('#lab-treebox svg')`), "the tutorial's tree drawn")
		waitFor(t, ctx, `location.search.includes('game=tictactoe') && location.search.includes('code-lang=js')`)
		screenshot(t, ctx, "lab-tutorial-ok-"+lang)

		setCode(t, ctx, broken)
		verdict = rerunCheck(t, ctx, "#lab-run")
		assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-verdict').classList.contains('wrong')`), "%s", verdict)
		check := text(t, ctx, "lab-check")
		// it keeps its start, -9999, where a child gave 1
		assert.Contains(t, check, byLang(lang, "Your `max` keeps -9999 where 1 is larger", "Tu `max` se queda con -9999 donde 1 es mayor"))
		t.Logf("%s: %s", lang, verdict)
		waitFor(t, ctx, `!!document.querySelector('#lab-treebox svg')`)
		waitStill(t, ctx)
		screenshot(t, ctx, "lab-tutorial-max-"+lang)
		noPageErrors(t, ctx)
	})
}
