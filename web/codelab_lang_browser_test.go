//go:build browser

package web

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// The code lab in JavaScript, in Spanish, in one page load: JavaScript chosen (its
// examples only, its hint, Tab's two spaces), an evaluation pasted and run (its value
// drawn, the link saying the language), then a syntax error shown at its line and
// column in Spanish.
func TestBrowserLabJavaScript(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	openLab(t, ctx, ts.URL, "es", "eval")
	assert.Equal(t, "starlark", eval[string](t, ctx, `document.getElementById('lab-codelang').value`), "Starlark unless said")
	setField(t, ctx, "lab-egame", "tictactoe")
	setField(t, ctx, "lab-codelang", "javascript")
	assert.Contains(t, text(t, ctx, "lab-lang-hint"), "JavaScript: los bloques van entre llaves")
	assert.Contains(t, eval[string](t, ctx, `document.getElementById('lab-source').value`), "function evaluate(board, player)", "JavaScript in the editor")
	assert.True(t, eval[bool](t, ctx, `[...document.getElementById('lab-example').options].every((o) => {
		if (!o.value) return true;
		const x = window.gametree.lab.examples.find((e) => e.name === o.value && e.kind === 'eval' && e.lang === 'javascript');
		return !!x;
	})`), "only JavaScript examples offered")
	assert.Equal(t, "Starlark (como Python)", eval[string](t, ctx, `document.querySelector('#lab-codelang option[value=starlark]').textContent`))

	setCode(t, ctx, countJS)
	setField(t, ctx, "lab-epos", "")
	setField(t, ctx, "lab-edepth", "1")
	clickAt(t, ctx, "#lab-run")
	waitFor(t, ctx, `(window.gametree.lab.tr && document.querySelector('#lab-treebox svg.gt')) || !document.getElementById('lab-error').hidden`)
	assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-error').hidden`), "%s", text(t, ctx, "lab-error-text"))
	// depth 1 on the empty board: after X's move O is to move with one mark against
	// it, -1 for O, so 1 for MAX
	assert.Equal(t, 1, eval[int](t, ctx, `window.gametree.lab.tr.doc.value`))
	waitFor(t, ctx, `location.search.includes('code-lang=js')`)
	assert.Contains(t, eval[string](t, ctx, `location.hash`), "eval-lang=js")
	screenshot(t, ctx, "lab-javascript-value-es")

	setCode(t, ctx, "function evaluate(board, player) {\n  var n = 0;\n  return n +;\n}\n")
	clickAt(t, ctx, "#lab-run")
	waitFor(t, ctx, `!document.getElementById('lab-error').hidden`)
	assert.Equal(t, "3", eval[string](t, ctx, `document.querySelector('#lab-gutter .lab-errline').textContent`))
	msg := text(t, ctx, "lab-error-text")
	assert.Regexp(t, `^línea 3, columna \d+: error de sintaxis`, msg)
	t.Logf("the syntax error: %s", msg)
	screenshot(t, ctx, "lab-javascript-syntax-es")
	noPageErrors(t, ctx)
}
