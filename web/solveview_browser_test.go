//go:build browser

package web

import (
	"fmt"
	"net/http/httptest"
	"regexp"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// progressSeen records, in the page, every text the solver view's progress line
// shows (window.__progress), as the stream's lines arrive.
const progressSeen = `(() => { window.__progress = [];
	new MutationObserver(() => { const p = document.getElementById('play-solver-progress'); if (p) __progress.push(p.textContent); })
		.observe(document.getElementById('play-solver'), { subtree: true, childList: true, characterData: true }); return 0; })()`

// TestBrowserSolverProgress: the perfect player's move past the book is solved live
// (its best column only); "why this move?" then solves every column, streamed: the
// columns fill in one by one under a progress line (columns solved of 7, seconds,
// positions), in English and in Spanish, and the panel ends complete.
func TestBrowserSolverProgress(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	// 10 stones off the book, the machine (red) to move: its columns take about a
	// second, one after another
	const pos = "3672646614"
	for _, tc := range []struct{ lang, played, solved, progress, done string }{
		{"en", "The machine played", "solved exactly", `^Solved [1-6] of 7 columns · \d+\.\d s · [\d,]+ positions$`, "All 7 columns solved exactly in "},
		{"es", "La máquina jugó", "resuelto con exactitud", `^Resueltas [1-6] de 7 columnas · \d+,\d s · [\d.]+ posiciones$`, "Las 7 columnas resueltas con exactitud en "},
	} {
		open(t, ctx, ts.URL, "/?view=play&game=connect4&depth=0&position="+pos+"&you=O&lang="+tc.lang)
		waitFor(t, ctx, fmt.Sprintf(`document.getElementById('play-last').textContent.startsWith(%q)`, tc.played))
		assert.Contains(t, text(t, ctx, "play-last"), tc.solved)
		assert.Nil(t, eval[any](t, ctx, `gametree.player.s.lastMachine.scores`), "the move solved its best column only")
		eval[int](t, ctx, progressSeen)
		clickAt(t, ctx, `#play-why`)
		// mid-progress: some columns solved, some pending (a screenshot when caught)
		waitFor(t, ctx, `!!document.getElementById('play-solver-note') || document.querySelectorAll('#play-solver .solver-columns li:not(.pending)').length > 0`)
		if eval[bool](t, ctx, `document.querySelectorAll('#play-solver li.pending').length > 0`) {
			screenshot(t, ctx, "solver-progress-"+tc.lang)
		}
		waitFor(t, ctx, `!!document.getElementById('play-solver-note')`)
		seen := eval[[]string](t, ctx, `window.__progress`)
		mid := regexp.MustCompile(tc.progress)
		var some bool
		for _, s := range seen {
			some = some || mid.MatchString(s)
		}
		assert.True(t, some, "a progress line mid-solve: %q", seen)
		assert.Contains(t, text(t, ctx, "play-solver-progress"), tc.done)
		assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('#play-solver li.pending').length`))
		assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#play-solver li.chosen').length`))
		assert.Len(t, eval[[]any](t, ctx, `gametree.player.s.lastMachine.scores`), 7, "the move keeps every column's score")
	}
	noPageErrors(t, ctx)
}

// TestBrowserPerfectWaitsForBusySolver: with the server's solver busy (its one heavy
// slot held, its queue wait short), the perfect player says it waits for the solver
// and asks again, in Spanish; once the slot is free it plays the solved move, never a
// move "not proven".
func TestBrowserPerfectWaitsForBusySolver(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{HeavySlots: 1, SolveWait: 200 * time.Millisecond})
	ts := httptest.NewServer(s.Handler())
	t.Cleanup(ts.Close)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	release := holdHeavy(t, s)
	open(t, ctx, ts.URL, "/?view=play&game=connect4&depth=0&position=535314531&you=X&lang=es")
	waitFor(t, ctx, `document.getElementById('play-status').textContent.startsWith('El resolvedor está ocupado con otras peticiones: la máquina lo espera')`)
	screenshot(t, ctx, "perfect-waits-es")
	require.Empty(t, text(t, ctx, "play-last"), "no move while the solver is busy")
	release()
	waitFor(t, ctx, `document.getElementById('play-last').textContent.startsWith('La máquina jugó')`)
	last := text(t, ctx, "play-last")
	assert.Contains(t, last, "resuelto con exactitud")
	assert.NotContains(t, last, "no demostrado")
	noPageErrors(t, ctx)
}
