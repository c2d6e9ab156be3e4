//go:build browser

package web

import (
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
)

// With every heavy slot taken (a teacher's big searches), a class still works: the
// page opens on the textbook tree, and connect-4 against the machine goes on: the
// exact solver is heavy, so the machine waits for it (it says so) rather than play a
// move it has not proven, and plays the solved move once the slot is free.
func TestBrowserClassWorksWhileHeavyWorkRuns(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{HeavySlots: 1, SolveWait: 200 * time.Millisecond})
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	release := holdHeavy(t, s)
	defer release()
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?lang=en")
	waitTree(t, ctx)
	open(t, ctx, ts.URL, "/?view=play&game=connect4&depth=0&position=52753311433677442422121&you=X&lang=en")
	waitFor(t, ctx, `document.getElementById('play-status').textContent.startsWith('The solver is busy with other requests: the machine waits')`)
	screenshot(t, ctx, "play-connect4-heavy-busy")
	assert.Empty(t, text(t, ctx, "play-last"), "no unproven move while the solver is busy")
	assert.Positive(t, heavyCounts(s).busy, "the solver was asked, and answered busy after its wait")
	release()
	waitFor(t, ctx, `document.getElementById('play-last').textContent.startsWith('The machine played')`)
	assert.Contains(t, text(t, ctx, "play-last"), "solved exactly")
	noPageErrors(t, ctx)
}
