package web

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestBrowserPerfectConnect4 plays connect-4 against the exact solver from a
// middle-game position: the machine's move says its score, "why this move?" lists
// every column's score, and the solver lab shows the refinements one by one.
func TestBrowserPerfectConnect4(t *testing.T) {
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	// 23 stones: the second player (the machine) to move, a win with its 8th stone away.
	open(t, ctx, ts.URL, "/?view=play&game=connect4&depth=0&position=52753311433677442422121&you=X&lang=en")
	waitFor(t, ctx, `document.getElementById('play-last').textContent.startsWith('The machine played')`)
	assert.Contains(t, text(t, ctx, "play-last"), "win in ")
	assert.Contains(t, text(t, ctx, "play-last"), "solved exactly")
	clickAt(t, ctx, `#play-why`)
	waitFor(t, ctx, `!document.getElementById('play-solver').hidden && document.querySelectorAll('#play-solver .solver-columns li').length === 7`)
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#play-solver li.chosen').length`))
	assert.Contains(t, eval[string](t, ctx, `document.querySelector('#play-solver li.chosen').textContent`), "win in ")
	clickAt(t, ctx, `#play-solver button`)
	waitFor(t, ctx, `document.querySelectorAll('#play-solver table.solver-lab tr').length === 10`)
	assert.Equal(t, "+ lower bounds", eval[string](t, ctx, `document.querySelector('#play-solver table.solver-lab tr:last-child td:nth-child(2)').textContent`))
	screenshot(t, ctx, "play-connect4-solver")
	noPageErrors(t, ctx)
}
