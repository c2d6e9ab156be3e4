//go:build browser

package web

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A game of tic-tac-toe against the machine, played to its end by clicking; then
// "why this move?" opens the search behind the machine's last move.
func TestBrowserPlayTicTacToe(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?view=play&game=tictactoe&lang=en")
	eval[any](t, ctx, `localStorage.removeItem('gametree.tally.v1'), 0`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("play-new"))))
	waitFor(t, ctx, `document.querySelectorAll('#play-board .ttt-cell').length === 9`)
	over := `['You win! 🎉', 'The machine wins.', 'A draw.'].includes(document.getElementById('play-status').textContent)`
	for move := 0; move < 5; move++ {
		waitFor(t, ctx, `(`+over+`) || (document.getElementById('play-status').textContent.startsWith('Your turn') && document.querySelector('#play-board .ttt-cell:not(:disabled)'))`)
		if eval[bool](t, ctx, over) {
			break
		}
		if move == 1 {
			screenshot(t, ctx, "play-tictactoe-midgame")
		}
		clickAt(t, ctx, `#play-board .ttt-cell:not(:disabled)`)
	}
	waitFor(t, ctx, over)
	status := text(t, ctx, "play-status")
	t.Logf("tic-tac-toe against the machine: %s", status)
	assert.NotEqual(t, "You win! 🎉", status, "the machine plays perfectly")
	tally := eval[map[string]map[string]int](t, ctx, `JSON.parse(localStorage.getItem('gametree.tally.v1'))`)
	g := tally["tictactoe"]
	assert.Equal(t, 1, g["won"]+g["lost"]+g["drawn"], "one game in the tally")
	shown := eval[string](t, ctx, `[...document.querySelectorAll('#tally-body tr[data-game="tictactoe"] td')].map(e => e.textContent).join(',')`)
	assert.Equal(t, fmt.Sprintf("%d,%d,%d", g["won"], g["lost"], g["drawn"]), shown)
	screenshot(t, ctx, "play-tictactoe-over")

	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("play-why"))))
	waitFor(t, ctx, `!document.getElementById('view-explore').hidden`)
	waitTree(t, ctx)
	waitFor(t, ctx, `gametree.explorer.k === gametree.explorer.tr.S - 1`)
	assert.Equal(t, "tictactoe", eval[string](t, ctx, `gametree.explorer.p.game`))
	assert.Contains(t, text(t, ctx, "sentence"), "The search is over")
	screenshot(t, ctx, "play-why")
	// Back returns to the game
	eval[any](t, ctx, `history.back(), 0`)
	waitFor(t, ctx, `!document.getElementById('view-play').hidden`)
	noPageErrors(t, ctx)
}

// Connect-4 and stones against the machine: a human move by clicking, the machine's
// answer, and a stones game to its end.
func TestBrowserPlayOthers(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?view=play&game=connect4&lang=es")
	waitFor(t, ctx, `document.querySelectorAll('#play-board .c4-col').length === 7 && document.getElementById('play-status').textContent.startsWith('Te toca')`)
	clickAt(t, ctx, `#play-board .c4-col[data-col="4"]`)
	waitFor(t, ctx, `document.querySelectorAll('#play-board .c4-x, #play-board .c4-o').length === 2 && document.getElementById('play-status').textContent.startsWith('Te toca')`)
	assert.Contains(t, text(t, ctx, "play-last"), "La máquina jugó la columna")
	assert.Equal(t, "Tú juegas con las rojas, la máquina con las amarillas.", text(t, ctx, "play-sides"))
	assert.LessOrEqual(t, eval[int](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`), 1, "no sideways scrolling")
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#play-board .c4-x').length`))
	screenshot(t, ctx, "play-connect4")

	// stones: 5 stones, take 1 or 2, the machine first; it wins by leaving a multiple of 3
	open(t, ctx, ts.URL, "/?view=play&game=stones&stones=5&takes=1,2&first=machine&lang=en")
	over := `['You win! 🎉', 'The machine wins.'].includes(document.getElementById('play-status').textContent)`
	for i := 0; i < 5; i++ {
		waitFor(t, ctx, `(`+over+`) || document.querySelector('#play-board .stones-takes button:not(:disabled)')`)
		if eval[bool](t, ctx, over) {
			break
		}
		clickAt(t, ctx, `#play-board .stones-takes button:not(:disabled)`)
	}
	waitFor(t, ctx, over)
	assert.Equal(t, "The machine wins.", text(t, ctx, "play-status"))
	screenshot(t, ctx, "play-stones")
	noPageErrors(t, ctx)
}

// The results card holds its table whole in Spanish, at the usual widths: "Tablas" was
// cut off (the card scrolled sideways) at 1280 and 1440 pixels.
func TestBrowserTallyFits(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	for _, w := range []int64{1440, 1280} {
		setViewport(t, ctx, w, 900, false)
		open(t, ctx, ts.URL, "/?view=play&game=tictactoe&lang=es")
		waitFor(t, ctx, `document.querySelectorAll('#tally-body tr').length > 0`)
		got := eval[[]float64](t, ctx, `(() => { const e = document.querySelector('.play-tally'); return [e.scrollWidth, e.clientWidth]; })()`)
		assert.LessOrEqual(t, got[0], got[1]+px, "width %d: the results table is wider than its card", w)
	}
	setViewport(t, ctx, 1440, 1000, false)
}
