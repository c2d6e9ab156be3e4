//go:build browser

package web

import (
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
)

// With every heavy slot taken (a teacher's big searches), a class still works: the
// page opens on the textbook tree, an exercise is drawn, and connect-4 against the
// machine goes on: the exact solver is heavy and refused (429), so the machine plays
// its depth-limited search instead, as when a position is too hard to solve in time.
func TestBrowserClassWorksWhileHeavyWorkRuns(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{HeavySlots: 1})
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	release := holdHeavy(t, s)
	defer release()
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?lang=en")
	waitTree(t, ctx)
	open(t, ctx, ts.URL, "/?view=play&game=connect4&depth=0&position=52753311433677442422121&you=X&lang=en")
	waitFor(t, ctx, `document.getElementById('play-last').textContent.startsWith('The machine played')`)
	assert.NotContains(t, text(t, ctx, "play-last"), "solved exactly", "the solver was refused: the search played")
	screenshot(t, ctx, "play-connect4-heavy-busy")
	assert.Positive(t, heavyCounts(s).busy, "the solver was asked, and refused")
	noPageErrors(t, ctx)
}
