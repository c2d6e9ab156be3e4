//go:build browser

package web

// Accessibility in the browser: axe-core finds no violation, of any impact, in any view
// and in the main states of each (a step in the middle, an exercise checked, a
// comparison run, a game in progress, a lab result, a teacher's table), in English and
// in Spanish. One page load per language walks the views by their tabs; the teacher's
// table needs a server with classes, a second load.

import (
	"context"
	"net/http/httptest"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// a11yState is a state of the page reached by clicking within it: reach waits for it.
type a11yState struct {
	name  string
	reach func(t *testing.T, ctx context.Context)
}

// a11yStates are the views and their main states, in the order one page walks them.
var a11yStates = []a11yState{
	{"explore", func(t *testing.T, ctx context.Context) { waitTree(t, ctx) }},
	{"explore-step", func(t *testing.T, ctx context.Context) {
		for i := 0; i < 4; i++ {
			clickAt(t, ctx, "#btn-fwd")
		}
		waitFor(t, ctx, `gametree.explorer.k === 4 && document.getElementById('sentence').textContent !== ''`)
	}},
	{"practise", func(t *testing.T, ctx context.Context) {
		clickAt(t, ctx, "#tab-practise")
		waitFor(t, ctx, `gametree.view === 'practise' && gametree.practise.ex && document.querySelector('#ex-tree svg.gt') && document.getElementById('ex-busy').hidden`)
	}},
	{"practise-editing", func(t *testing.T, ctx context.Context) {
		clickAt(t, ctx, `#ex-tree g[role="button"][id^="n"] .shape`)
		waitFor(t, ctx, `!document.getElementById('ex-fields').hidden && document.activeElement.id === 'ex-in-value'`)
	}},
	{"practise-checked", func(t *testing.T, ctx context.Context) {
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("3"+kb.Enter)))
		waitFor(t, ctx, `document.getElementById('ex-fields').hidden`)
		eval[any](t, ctx, `gametree.practise.graded = null, 0`)
		clickAt(t, ctx, "#ex-check")
		waitFor(t, ctx, `gametree.practise.graded && !document.getElementById('ex-result').hidden`)
	}},
	{"practise-hint", func(t *testing.T, ctx context.Context) {
		clickAt(t, ctx, "#ex-hint")
		waitFor(t, ctx, `!document.getElementById('ex-hints').hidden && document.querySelectorAll('#ex-hint-list li').length > 0`)
	}},
	{"compare", func(t *testing.T, ctx context.Context) {
		clickAt(t, ctx, "#tab-compare")
		waitFor(t, ctx, `gametree.view === 'compare' && !document.getElementById('cmp-go').disabled`)
	}},
	{"compare-run", func(t *testing.T, ctx context.Context) {
		clickAt(t, ctx, "#cmp-go")
		waitFor(t, ctx, `gametree.compare.rows && document.querySelectorAll('#cmp-body tr').length > 0 && !document.getElementById('cmp-go').disabled`)
	}},
	{"compare-sweep", func(t *testing.T, ctx context.Context) {
		eval[any](t, ctx, `(() => { document.getElementById('sw-depth').value = '3'; document.getElementById('sw-trees').value = '5'; return 0; })()`)
		clickStill(t, ctx, "#sw-go")
		waitFor(t, ctx, `(document.getElementById('sw-chart').complete && document.getElementById('sw-chart').naturalWidth > 0 && !document.getElementById('sw-chart').hidden) || !document.getElementById('sw-error').hidden`)
		require.Equal(t, "", eval[string](t, ctx, `document.getElementById('sw-error').hidden ? '' : document.getElementById('sw-error').textContent`), "the sweep's chart, not an error")
	}},
	{"play", func(t *testing.T, ctx context.Context) {
		clickAt(t, ctx, "#tab-play")
		waitFor(t, ctx, `gametree.view === 'play' && gametree.player.s && !gametree.player.busy && document.querySelector('#play-board button:not([disabled])')`)
	}},
	{"play-game", func(t *testing.T, ctx context.Context) {
		clickAt(t, ctx, "#play-board button:not([disabled])")
		waitFor(t, ctx, `gametree.player.s.lastMachine && !gametree.player.busy`)
	}},
	{"lab", func(t *testing.T, ctx context.Context) {
		clickAt(t, ctx, "#tab-lab")
		waitFor(t, ctx, `gametree.view === 'lab' && gametree.lab.examples.length > 0 && document.getElementById('lab-source').value.length > 0`)
	}},
	{"lab-result", func(t *testing.T, ctx context.Context) {
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `gametree.lab.tr && document.querySelector('#lab-treebox svg.gt') && !document.getElementById('lab-run').disabled`)
	}},
	{"class", func(t *testing.T, ctx context.Context) {
		clickAt(t, ctx, "#tab-class")
		waitFor(t, ctx, `gametree.view === 'class' && document.getElementById('view-class').children.length > 0`)
	}},
}

// TestBrowserAxe: no axe-core violation in any view or main state, in either language.
func TestBrowserAxe(t *testing.T) {
	t.Parallel()
	axeSource(t)
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		open(t, ctx, ts.URL, "/?lang="+lang)
		var found []string
		for _, st := range a11yStates {
			st.reach(t, ctx)
			found = append(found, axeViolations(t, ctx, st.name)...)
		}
		reportAxe(t, lang, found)
		noPageErrors(t, ctx)
	})
}

// TestBrowserAxeTeacher: the teacher's table of a class with an assignment (a server
// with classes of its own), in either language.
func TestBrowserAxeTeacher(t *testing.T) {
	t.Parallel()
	axeSource(t)
	s, _ := classServer(t, classtest.SQLite(t))
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		open(t, ctx, ts.URL, "/?view=class&lang="+lang)
		waitFor(t, ctx, `!!document.getElementById('cl-new-class')`)
		found := axeViolations(t, ctx, "class-home")
		fillIn(t, ctx, "#cl-class-name", "2ºB "+lang)
		clickAt(t, ctx, "#cl-create-class")
		waitFor(t, ctx, `!!document.getElementById('cl-class-title')`)
		found = append(found, axeViolations(t, ctx, "class-new")...)
		fillIn(t, ctx, "#cl-title", "week 3")
		clickAt(t, ctx, "#cl-create-assignment")
		waitFor(t, ctx, `!!document.querySelector('.cl-student-link') && !document.getElementById('cl-results').hidden`)
		found = append(found, axeViolations(t, ctx, "class-table")...)
		// a student's side: joining, then the question on its picture
		link := eval[string](t, ctx, `document.querySelector('.cl-student-link').value`)
		student := studentCtx(t, ctx)
		consoleErrors(t, student)
		open(t, student, link, "&lang="+lang)
		waitFor(t, student, `!!document.getElementById('cl-join')`)
		found = append(found, axeViolations(t, student, "class-join")...)
		fillIn(t, student, "#cl-student-name", "Ana")
		clickAt(t, student, "#cl-join-go")
		waitFor(t, student, `!!document.querySelector('#cl-tree svg [id="n0"]')`)
		found = append(found, axeViolations(t, student, "class-question")...)
		noPageErrors(t, student)
		reportAxe(t, lang, found)
		noPageErrors(t, ctx)
	})
}
