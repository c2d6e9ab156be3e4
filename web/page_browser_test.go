//go:build browser

package web

// Browser tests of the page's form: the board editor's status and the Search button.

import (
	"fmt"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The board editors say who is to move in the page's language, also after the
// language is switched (and a wrong position's message too).
func TestBrowserEditorStatusFollowsLanguage(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range []struct {
		name, path, id, en, es string
	}{
		{"tictactoe", "/?game=tictactoe&position=XOX.O....&lang=en", "ttt-status", "X to move.", "Mueve X."},
		{"connect4", "/?game=connect4&position=4453&depth=2&lang=en", "c4-status", "Red to move.", "Mueven las rojas."},
	} {
		t.Run(tc.name, func(t *testing.T) {
			open(t, ctx, ts.URL, tc.path)
			waitTree(t, ctx)
			waitFor(t, ctx, fmt.Sprintf(`document.getElementById(%q).textContent !== ''`, tc.id))
			assert.Equal(t, tc.en, text(t, ctx, tc.id))
			require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`[data-lang="es"]`))))
			waitFor(t, ctx, `document.documentElement.lang === 'es'`)
			assert.Equal(t, tc.es, text(t, ctx, tc.id))
			require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`[data-lang="en"]`))))
			waitFor(t, ctx, `document.documentElement.lang === 'en'`)
			assert.Equal(t, tc.en, text(t, ctx, tc.id))
		})
	}
	// a wrong position: the server's message, asked again in the new language
	open(t, ctx, ts.URL, "/?game=tictactoe&position=XOX.O....&lang=en")
	waitTree(t, ctx)
	typeInto(t, ctx, "f-ttt", "XXXXXXXXX")
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)))
	waitFor(t, ctx, `document.getElementById('ttt-status').classList.contains('error')`)
	en := text(t, ctx, "ttt-status")
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`[data-lang="es"]`))))
	waitFor(t, ctx, fmt.Sprintf(`document.getElementById('ttt-status').textContent !== %q`, en))
	assert.True(t, eval[bool](t, ctx, `document.getElementById('ttt-status').classList.contains('error')`))
	t.Logf("wrong position: %q, then %q", en, text(t, ctx, "ttt-status"))
	eval[any](t, ctx, `localStorage.removeItem('gametree.lang'), 0`)
	noPageErrors(t, ctx)
}

// The Search button is whole in view in the form's panel, however long the form (the
// Spanish one with a board editor is the longest), on a desktop and a laptop screen.
func TestBrowserSearchButtonInView(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range []struct {
		name string
		w, h int64
		path string
	}{
		{"desktop-tictactoe-es", 1440, 1000, "/?game=tictactoe&position=.........&lang=es"},
		{"desktop-connect4-es", 1440, 900, "/?game=connect4&lang=es"},
		{"laptop-tictactoe-es", 1280, 720, "/?game=tictactoe&position=XOX.O....&lang=es"},
		{"phone-connect4-es", 390, 844, "/?game=connect4&lang=es"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setViewport(t, ctx, tc.w, tc.h, false)
			open(t, ctx, ts.URL, tc.path)
			waitTree(t, ctx)
			// the laptop's form is a bar: opened, it drops over the page
			eval[any](t, ctx, `document.getElementById('problem-details').open = true, document.querySelector('.advanced').open = true, 0`)
			r := eval[map[string]any](t, ctx, `(() => {
				const b = document.getElementById('f-run'), r = b.getBoundingClientRect();
				let clip = { top: 0, bottom: innerHeight };
				for (let e = b.parentElement; e; e = e.parentElement) {
					const o = getComputedStyle(e).overflowY;
					if (o !== 'auto' && o !== 'scroll' && o !== 'hidden') continue;
					const c = e.getBoundingClientRect();
					clip = { top: Math.max(clip.top, c.top), bottom: Math.min(clip.bottom, c.bottom) };
				}
				const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
				return { top: r.top, bottom: r.bottom, clipTop: clip.top, clipBottom: clip.bottom, onTop: !!hit && b.contains(hit), text: b.textContent };
			})()`)
			screenshot(t, ctx, "search-button-"+tc.name)
			assert.Equal(t, "Buscar", r["text"])
			assert.GreaterOrEqual(t, r["top"].(float64), r["clipTop"].(float64)-px, "the button's top is in view: %v", r)
			assert.LessOrEqual(t, r["bottom"].(float64), r["clipBottom"].(float64)+px, "the button's bottom is in view: %v", r)
			assert.True(t, r["onTop"].(bool), "nothing covers the button: %v", r)
		})
	}
	setViewport(t, ctx, 1440, 1000, false)
	noPageErrors(t, ctx)
}

// The α and β the page writes into a node's window cells never run into each other
// (on a board, a row each under it),
// though the drawing sized the cells for "α=−∞" and the page writes "α=pierde 14".
func TestBrowserWindowTextsFit(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?game=connect4&position=44444433332&algo=alphabeta&depth=5&order=true&lang=es")
	waitTree(t, ctx)
	r := eval[struct {
		Checked, Long int
		Overlaps      []string
	}](t, ctx, `(() => {
		const ex = gametree.explorer, tr = ex.tr, v = ex.view;
		const out = { Checked: 0, Long: 0, Overlaps: [] };
		for (let k = 0; k < tr.S; k += 3) {
			ex.go(k);
			for (const r of v.list) {
				if (!r.al || !r.be || r.al.textContent === '\u00a0') continue;
				out.Checked++;
				if (r.al.textContent.length > 6) out.Long++;
				const a = r.al.getBBox(), b = r.be.getBBox();
				// side by side (slides) or one row each (the page's boards): never crossing
				const apart = a.x + a.width <= b.x + 0.5 || b.x + b.width <= a.x + 0.5 || a.y + a.height <= b.y + 0.5 || b.y + b.height <= a.y + 0.5;
				if (!apart && out.Overlaps.length < 5) out.Overlaps.push(k + ': ' + r.al.textContent + ' | ' + r.be.textContent);
			}
		}
		return out;
	})()`)
	t.Logf("%d windows checked, %d with a long α", r.Checked, r.Long)
	assert.Greater(t, r.Long, 100, "the search has windows with names of wins and losses")
	assert.Empty(t, r.Overlaps)
	noPageErrors(t, ctx)
}

// At 1400x900 the problem's form drops over the stepper; once Search starts it closes,
// and the step buttons under it take the clicks.
func TestBrowserFormClosesOnSearch(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		setViewport(t, ctx, 1400, 900, false)
		open(t, ctx, ts.URL, "/?lang="+lang)
		waitTree(t, ctx)
		clickAt(t, ctx, "#problem-details > summary")
		waitFor(t, ctx, `document.getElementById('problem-details').open`)
		seq := eval[int](t, ctx, `gametree.explorer.seq`)
		eval[any](t, ctx, `(() => { const s = document.getElementById('f-preset'); s.value = 'random'; s.dispatchEvent(new Event('change')); return 0; })()`)
		clickAt(t, ctx, "#f-run")
		waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.seq > %d && gametree.explorer.tr && !gametree.explorer.loadingKey && document.getElementById('tree-busy').hidden`, seq))
		assert.False(t, eval[bool](t, ctx, `document.getElementById('problem-details').open`), "the form closed")
		screenshot(t, ctx, "form-closed-after-search-"+lang)
		// what lies at the middle of ⏭ is ⏭
		assert.True(t, eval[bool](t, ctx, `(() => { const b = document.getElementById('btn-last'), r = b.getBoundingClientRect(); return b.contains(document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)); })()`))
		clickAt(t, ctx, "#btn-last")
		waitFor(t, ctx, `gametree.explorer.k === gametree.explorer.tr.S - 1`)
		noPageErrors(t, ctx)
	})
}
