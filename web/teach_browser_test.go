//go:build browser

package web

// Browser tests of issue 8 ("Teach it right"), the page's side: the search behind a
// machine move, one search per edit, no α/β outside alpha-beta, names and numbers,
// errors once, stopped searches, no future on the drawing,
// downloads that fit a slide, and the layouts of a laptop and a phone.

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// viewShot saves what the window shows (not the whole page) as name.png.
func viewShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if !assert.NoError(t, err, "screenshot") {
		return
	}
	path := filepath.Join(artifactDir(t), name+".png")
	require.NoError(t, os.WriteFile(path, buf, 0o644))
	t.Logf("screenshot: %s", path)
}

// countFetches records every fetch the next pages make: window.__fetches lists
// {path, query, lang} (lang: the Accept-Language header sent).
func countFetches(t *testing.T, ctx context.Context) {
	t.Helper()
	_, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (page.ScriptIdentifier, error) {
		r, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
			Source: `window.__fetches = []; (() => { const f = window.fetch; window.fetch = function (u, o) {
				const url = new URL(String(u), location.href); const h = (o && o.headers) || {};
				window.__fetches.push({ path: url.pathname, query: url.search, lang: h['Accept-Language'] || '' });
				return f.apply(this, arguments); }; })();`,
		})
		return r.Identifier, err
	})
	require.NoError(t, err)
}

func fetchesTo(t *testing.T, ctx context.Context, path string) []string {
	t.Helper()
	return eval[[]string](t, ctx, fmt.Sprintf(`window.__fetches.filter(f => f.path === %q).map(f => f.query)`, path))
}

// typeInto replaces a field's text by typing, as a user does (focus, select all, keys).
func typeInto(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	eval[any](t, ctx, fmt.Sprintf(`(() => { const d = document.getElementById('problem-details'); d.open = true; const e = document.getElementById(%q); e.scrollIntoView({block: 'center'}); e.focus(); e.select && e.select(); return 0; })()`, id))
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Delete)))
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(value)))
}

// settled waits until no search is on its way (none asked for by an edit and not sent
// yet: the editors wait 350 ms before searching; none loading) and a drawing or an
// error shows.
func settled(t *testing.T, ctx context.Context) {
	t.Helper()
	waitFor(t, ctx, `!gametree.explorer.form.submitPending && !gametree.explorer.loadingKey && document.getElementById('tree-busy').hidden && (document.querySelector('#treebox svg.gt') || !document.getElementById('tree-error').hidden)`)
}

// 1. "Why this move?" opens the search that chose the move: in each game, three
// machine moves, and each one's "why" tree's best move is the move played.
func TestBrowserWhyIsTheSearchPlayed(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range []struct {
		game, path string
		human      []string // a JavaScript expression for the button of the human's i-th move
	}{
		{"connect4", "/?view=play&game=connect4&lang=es", []string{`#play-board .c4-col[data-col="4"]`, `#play-board .c4-col[data-col="3"]`, `#play-board .c4-col[data-col="2"]`}},
		{"tictactoe", "/?view=play&game=tictactoe&lang=en", nil},
		{"stones", "/?view=play&game=stones&stones=13&takes=1,2,3&lang=es", nil},
	} {
		t.Run(tc.game, func(t *testing.T) {
			open(t, ctx, ts.URL, tc.path)
			for i := 0; i < 3; i++ {
				yourTurn := `document.getElementById('play-status').textContent.match(/^(Te toca|Your turn)/) && document.querySelector('#play-board button:not(:disabled)')`
				waitFor(t, ctx, yourTurn)
				sel := `#play-board .ttt-cell:not(:disabled), #play-board .stones-takes button:not(:disabled)`
				if tc.human != nil {
					sel = tc.human[i]
				}
				before := eval[int](t, ctx, `gametree.player.seq + (gametree.player.s.lastMachine ? 1 : 0) * 0`)
				_ = before
				eval[any](t, ctx, `(window.__lastMove = gametree.player.s.lastMachine), 0`)
				clickAt(t, ctx, sel)
				waitFor(t, ctx, `gametree.player.s.lastMachine && gametree.player.s.lastMachine !== window.__lastMove && !gametree.player.busy`)
				played := eval[string](t, ctx, `gametree.player.s.lastMachine.move`)
				nodes := eval[int](t, ctx, `gametree.player.s.lastMachine.nodes`)
				require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("play-why"))))
				waitFor(t, ctx, `!document.getElementById('view-explore').hidden`)
				waitFor(t, ctx, `gametree.explorer.tr && !gametree.explorer.loadingKey && document.getElementById('tree-busy').hidden && gametree.explorer.k === gametree.explorer.tr.S - 1`)
				best := eval[string](t, ctx, `gametree.explorer.tr.doc.best_move`)
				whyNodes := eval[int](t, ctx, `gametree.explorer.tr.doc.stats.nodes`)
				assert.Equal(t, played, best, "%s move %d: the why view's best move is the move played", tc.game, i+1)
				assert.Equal(t, nodes, whyNodes, "%s move %d: the why view is the same search (nodes)", tc.game, i+1)
				assert.True(t, eval[bool](t, ctx, `document.getElementById('result-warn').hidden || !/machine played|máquina jugó/.test(document.getElementById('result-warn').textContent)`))
				if i == 2 {
					screenshot(t, ctx, "why-"+tc.game)
				}
				eval[any](t, ctx, `history.back(), 0`)
				// the game comes back from its link: wait until its board is the link's
				waitFor(t, ctx, `!document.getElementById('view-play').hidden && new URLSearchParams(location.search).get('view') === 'play' && gametree.player.s && gametree.player.s.info && !gametree.player.busy && gametree.player.s.info.position === new URLSearchParams(location.search).get('position')`)
				waitStill(t, ctx)
				if eval[bool](t, ctx, `gametree.player.s.over`) {
					break
				}
			}
		})
	}
	noPageErrors(t, ctx)
}

// 2. One edit, one search: a depth typed and Enter (connect-4 4453), a depth typed and
// a click on Search (tic-tac-toe), a random tree's two fields: each shows the search
// its form says, with no error, and the one edit starts one search.
func TestBrowserOneEditOneSearch(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	countFetches(t, ctx)

	open(t, ctx, ts.URL, "/?game=connect4&position=4453&depth=2&order=true&lang=en")
	waitTree(t, ctx)
	settled(t, ctx)
	eval[any](t, ctx, `(window.__fetches.length = 0), 0`)
	typeInto(t, ctx, "f-depth", "3")
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)))
	settled(t, ctx)
	waitFor(t, ctx, `gametree.explorer.tr && gametree.explorer.tr.doc.options.depth === 3`)
	assert.Len(t, fetchesTo(t, ctx, "/api/trace"), 1, "Enter in the depth field: one search")
	assert.True(t, eval[bool](t, ctx, `document.getElementById('tree-error').hidden`), "no error: %s", text(t, ctx, "tree-error"))
	assert.Equal(t, "4453", eval[string](t, ctx, `gametree.explorer.tr.doc.position`))

	open(t, ctx, ts.URL, "/?game=tictactoe&lang=en")
	waitTree(t, ctx)
	settled(t, ctx)
	eval[any](t, ctx, `(window.__fetches.length = 0), 0`)
	typeInto(t, ctx, "f-depth", "3")
	clickAt(t, ctx, "#f-run")
	settled(t, ctx)
	waitFor(t, ctx, `gametree.explorer.tr && gametree.explorer.tr.doc.options.depth === 3`)
	assert.Len(t, fetchesTo(t, ctx, "/api/trace"), 1, "a depth typed, then a click on Search: one search")
	assert.True(t, eval[bool](t, ctx, `document.getElementById('tree-error').hidden`), "no error: %s", text(t, ctx, "tree-error"))

	open(t, ctx, ts.URL, "/?game=tree&position=random:b=2,d=3,seed=1&lang=en")
	waitTree(t, ctx)
	settled(t, ctx)
	typeInto(t, ctx, "f-rb", "3")
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab)))
	typeInto(t, ctx, "f-rd", "4")
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)))
	settled(t, ctx)
	assert.True(t, eval[bool](t, ctx, `document.getElementById('tree-error').hidden`), "no error: %s", text(t, ctx, "tree-error"))
	assert.Equal(t, "random:b=3,d=4,seed=1", eval[string](t, ctx, `gametree.explorer.tr.doc.position`), "the tree drawn is the one the form says")
	assert.Equal(t, 4, eval[int](t, ctx, `Math.max(...gametree.explorer.tr.depth)`))
	assert.Contains(t, text(t, ctx, "problem-title"), "b=3,d=4")
	noPageErrors(t, ctx)
}

// 2 and 6. A failed search's error shows once, beside the field that caused it, in the
// page's language and words (issue 29: pointing at what was typed, not at a
// character); the drawing shown stays, marked as the previous search; every request
// says the page's language.
func TestBrowserErrorOnceInLanguage(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	countFetches(t, ctx)
	open(t, ctx, ts.URL, "/?lang=es")
	waitTree(t, ctx)
	eval[any](t, ctx, `(() => { document.getElementById('problem-details').open = true; const f = document.getElementById('f-tree'); f.value = '((3,5),(2,9'; f.dispatchEvent(new Event('input')); document.getElementById('f-run').click(); return 0; })()`)
	waitFor(t, ctx, `!!document.getElementById('f-tree-error')`)
	msg := text(t, ctx, "f-tree-error")
	require.NotEmpty(t, msg)
	assert.Contains(t, msg, "En «((3,5),(2,9»", "the page's words, in its language, at what was typed: %s", msg)
	assert.NotContains(t, msg, "carácter")
	shown := eval[int](t, ctx, fmt.Sprintf(`[...document.querySelectorAll('body *')].filter(e => e.children.length === 0 && e.offsetParent !== null && e.textContent.includes(%q)).length`, msg))
	assert.Equal(t, 1, shown, "the error shows once")
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#treebox svg.gt').length`), "the drawing shown stays")
	assert.True(t, eval[bool](t, ctx, `document.getElementById('stepper').classList.contains('stale')`), "marked as the previous search")
	assert.True(t, eval[bool](t, ctx, `document.getElementById('tree-error').hidden`))
	langs := eval[[]string](t, ctx, `[...new Set(window.__fetches.filter(f => f.path.startsWith('/api/')).map(f => f.lang))]`)
	assert.Equal(t, []string{"es"}, langs, "every API request says the page's language")
	screenshot(t, ctx, "error-once-es")
	noPageErrors(t, ctx)
}

// 4. Plain minimax and negamax show no α or β: not on nodes, in the stack, the
// counters, the sentences, the legend or the note under the page.
func TestBrowserNoWindowOutsideAlphaBeta(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	visible := `(() => { const out = []; for (const root of [document.getElementById('stepper'), document.querySelector('.foot')]) {
		const w = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
		for (let n = w.nextNode(); n; n = w.nextNode()) { const el = n.parentElement; if (!el || !n.textContent.trim()) continue;
			const cs = getComputedStyle(el); if (el.closest('[hidden]') || cs.display === 'none' || cs.visibility === 'hidden' || !el.getClientRects().length) continue;
			if (el.closest('svg') && getComputedStyle(el.closest('g') || el).visibility === 'hidden') continue;
			out.push(n.textContent); } } return out.join(' | '); })()`
	for _, algo := range []string{"minimax", "negamax"} {
		for _, lang := range []string{"en", "es"} {
			open(t, ctx, ts.URL, "/?game=tree&position=figure-5.2&algo="+algo+"&lang="+lang)
			waitTree(t, ctx)
			for _, k := range []int{0, 3, 12} {
				eval[any](t, ctx, fmt.Sprintf(`gametree.explorer.userGo(%d), 0`, k))
				s := eval[string](t, ctx, visible)
				assert.NotRegexp(t, `[αβ]`, s, "%s %s step %d shows α or β", algo, lang, k+1)
			}
			assert.Equal(t, 2, eval[int](t, ctx, `document.querySelectorAll('#stack-body tr:first-child > *').length`), "stack: node and value")
			if algo == "minimax" && lang == "en" {
				screenshot(t, ctx, "minimax-figure52-en")
			}
		}
	}
	// alpha-beta keeps them
	open(t, ctx, ts.URL, "/?game=tree&position=figure-5.2&algo=alphabeta&lang=en")
	waitTree(t, ctx)
	assert.Contains(t, eval[string](t, ctx, visible), "α=−∞")
	noPageErrors(t, ctx)
}

// 5. Names and numbers a student can read.
func TestBrowserNamesAndNumbers(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	// stones: "quita 2", never "-2", in sentences and the stack
	open(t, ctx, ts.URL, "/?game=stones&position=10&algo=alphabeta&lang=es")
	waitTree(t, ctx)
	r := eval[map[string]any](t, ctx, `(() => { const ex = gametree.explorer, tr = ex.tr, bad = []; let takes = 0;
		for (let k = 0; k < tr.S; k++) { ex.go(k);
			const s = document.getElementById('sentence').textContent + ' | ' + [...document.querySelectorAll('#stack-body th, #stack-body td')].map(e => e.textContent).join(' | ');
			if (/(^|[\s,(])[-−]\d+ [-−]\d/.test(s)) bad.push(k + ': ' + s);
			if (/quita \d/.test(s)) takes++; }
		return { bad: bad.slice(0, 3), takes }; })()`)
	assert.Empty(t, r["bad"], "stones moves read as moves")
	assert.Greater(t, r["takes"], 10.0)
	eval[any](t, ctx, `gametree.explorer.userGo(Infinity), 0`)
	assert.Contains(t, text(t, ctx, "result-line"), "mejor jugada quita ")
	assert.Contains(t, text(t, ctx, "score-legend"), "10 + 1 − p")

	// connect-4's course heuristic: digits grouped as counts are
	open(t, ctx, ts.URL, "/?game=connect4&position=4453&depth=2&order=true&lang=es")
	waitTree(t, ctx)
	r = eval[map[string]any](t, ctx, `(() => { const ex = gametree.explorer, tr = ex.tr, bad = []; let big = 0;
		for (let k = 0; k < tr.S; k++) { ex.go(k);
			const s = document.getElementById('sentence').textContent + ' | ' + [...document.querySelectorAll('#stack-body th, #stack-body td, #treebox .val')].map(e => e.textContent).join(' | ');
			if (/\d{4}/.test(s)) bad.push(k + ': ' + s.slice(0, 200));
			if (/\d\.\d{3}/.test(s)) big++; }
		return { bad: bad.slice(0, 3), big }; })()`)
	assert.Empty(t, r["bad"], "no run of 4 digits")
	assert.Greater(t, r["big"], 0.0, "large values are grouped: 10.009.500")
	// the editor names the colours of the board
	eval[any](t, ctx, `document.getElementById('problem-details').open = true, 0`)
	waitFor(t, ctx, `document.getElementById('c4-status').textContent !== ''`)
	assert.Equal(t, "Mueven las rojas.", text(t, ctx, "c4-status"))
	// tic-tac-toe: the score legend, a note on a finished game
	open(t, ctx, ts.URL, "/?game=tictactoe&lang=en")
	waitTree(t, ctx)
	assert.Contains(t, text(t, ctx, "score-legend"), "6 − k")
	// play: "1 jugada", "Tablas"
	open(t, ctx, ts.URL, "/?view=play&game=tictactoe&lang=es")
	waitFor(t, ctx, `document.querySelectorAll('#play-depth option').length > 1`)
	opts := eval[string](t, ctx, `[...document.querySelectorAll('#play-depth option')].map(o => o.textContent).join('|')`)
	assert.Contains(t, opts, "|1 jugada|")
	assert.NotContains(t, opts, "1 jugadas")
	tally := eval[string](t, ctx, `document.querySelector('.tally thead').textContent`)
	assert.Contains(t, tally, "Tablas")
	assert.NotContains(t, eval[string](t, ctx, `document.body.textContent`), "Empatadas")
	noPageErrors(t, ctx)
}

// 3. The pseudo-code defines every symbol it uses, and fail-hard says what it changes.
func TestBrowserPseudoCodeDefinesSymbols(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range []struct{ q, name string }{
		{"algo=alphabeta&fail-hard=true", "failhard"},
		{"algo=alphabeta", "failsoft"},
		{"algo=negamax-alphabeta&fail-hard=true", "nab-failhard"},
		{"game=tictactoe&algo=alphabeta&tt=bounds", "tt-bounds"},
	} {
		for _, lang := range []string{"en", "es"} {
			open(t, ctx, ts.URL, "/?"+tc.q+"&lang="+lang)
			waitTree(t, ctx)
			lines := eval[[]string](t, ctx, `[...document.querySelectorAll('#code .code-line')].map(e => e.textContent)`)
			defined := false
			for _, l := range lines {
				if strings.Contains(l, "α₀, β₀ ←") {
					defined = true
				}
				if strings.Contains(l, "α₀") && !strings.Contains(l, "α₀, β₀ ←") {
					assert.True(t, defined, "%s %s: α₀ used before it is defined: %q", tc.name, lang, l)
				}
			}
			if strings.Contains(tc.q, "fail-hard") {
				assert.True(t, defined, tc.name)
				assert.Contains(t, strings.Join(lines, "\n"), "min(max(v, α₀), β₀)")
			}
			hint := text(t, ctx, "failhard-hint")
			assert.True(t, eval[bool](t, ctx, `!document.getElementById('failhard-hint').hidden`))
			if lang == "en" {
				assert.Contains(t, hint, "shows α or β instead of the value it found")
			} else {
				assert.Contains(t, hint, "muestra α o β en lugar del valor que encontró")
			}
		}
	}
	// figure 5.2, fail-soft and fail-hard, both languages: screenshots of the end
	for _, hard := range []string{"false", "true"} {
		for _, lang := range []string{"en", "es"} {
			open(t, ctx, ts.URL, "/?game=tree&position=figure-5.2&algo=alphabeta&fail-hard="+hard+"&lang="+lang)
			waitTree(t, ctx)
			eval[any](t, ctx, `gametree.explorer.userGo(Infinity), 0`)
			name := "figure52-failsoft-" + lang
			if hard == "true" {
				name = "figure52-failhard-" + lang
			}
			screenshot(t, ctx, name)
		}
	}
	noPageErrors(t, ctx)
}

// 8. A search stopped by its budget says so where the value shows, never as the answer.
func TestBrowserStoppedSearch(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, lang := range []string{"en", "es"} {
		open(t, ctx, ts.URL, "/?game=tree&position=((1,2),(5,6))&algo=alphabeta&max-nodes=4&lang="+lang)
		waitTree(t, ctx)
		eval[any](t, ctx, `gametree.explorer.userGo(Infinity), 0`)
		line := text(t, ctx, "result-line")
		if lang == "en" {
			assert.Contains(t, line, "Stopped before the end")
			assert.Contains(t, line, "not the answer")
			assert.NotContains(t, line, "Value 1")
		} else {
			assert.Contains(t, line, "Detenida antes del final")
			assert.NotContains(t, line, "Valor 1")
		}
	}
	screenshot(t, ctx, "stopped-es")
	noPageErrors(t, ctx)
}
