package web

// Browser tests of issue 8 ("Teach it right"), the page's side: the search behind a
// machine move, one search per edit, no α/β outside alpha-beta, names and numbers,
// errors once, stopped searches, the naive memo's example, no future on the drawing,
// downloads that fit a slide, and the layouts of a laptop and a phone.

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

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

// settled waits until no search is on its way and a drawing or an error shows.
func settled(t *testing.T, ctx context.Context) {
	t.Helper()
	time.Sleep(500 * time.Millisecond) // the editors wait 350 ms before searching
	waitFor(t, ctx, `!gametree.explorer.loadingKey && document.getElementById('tree-busy').hidden && (document.querySelector('#treebox svg.gt') || !document.getElementById('tree-error').hidden)`)
}

// 1. "Why this move?" opens the search that chose the move: in each game, three
// machine moves, and each one's "why" tree's best move is the move played.
func TestBrowserWhyIsTheSearchPlayed(t *testing.T) {
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
				time.Sleep(200 * time.Millisecond)
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

// 2 and 6. A failed search leaves no drawing that does not match the form; its error
// shows once; every request says the page's language.
func TestBrowserErrorOnceInLanguage(t *testing.T) {
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	countFetches(t, ctx)
	open(t, ctx, ts.URL, "/?lang=es")
	waitTree(t, ctx)
	eval[any](t, ctx, `(() => { document.getElementById('problem-details').open = true; const f = document.getElementById('f-tree'); f.value = '((3,5),(2,9'; f.dispatchEvent(new Event('input')); document.getElementById('f-run').click(); return 0; })()`)
	settled(t, ctx)
	msg := text(t, ctx, "tree-error")
	require.NotEmpty(t, msg)
	assert.Contains(t, msg, "carácter", "the server's message in the page's language: %s", msg)
	shown := eval[int](t, ctx, fmt.Sprintf(`[...document.querySelectorAll('body *')].filter(e => e.children.length === 0 && e.offsetParent !== null && e.textContent.includes(%q)).length`, msg))
	assert.Equal(t, 1, shown, "the error shows once")
	assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#treebox svg').length`), "no drawing of another problem under this form")
	assert.Equal(t, "", text(t, ctx, "sentence"))
	langs := eval[[]string](t, ctx, `[...new Set(window.__fetches.filter(f => f.path.startsWith('/api/')).map(f => f.lang))]`)
	assert.Equal(t, []string{"es"}, langs, "every API request says the page's language")
	screenshot(t, ctx, "error-once-es")
	noPageErrors(t, ctx)
}

// 4. Plain minimax and negamax show no α or β: not on nodes, in the stack, the
// counters, the sentences, the legend or the note under the page.
func TestBrowserNoWindowOutsideAlphaBeta(t *testing.T) {
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

// 10. The naive memo's ready example: linked from the table option, it goes wrong
// where a student can watch it, and one click shows the bound-type table's answer.
func TestBrowserNaiveMemoExample(t *testing.T) {
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, lang := range []string{"en", "es"} {
		open(t, ctx, ts.URL, "/?lang="+lang)
		waitTree(t, ctx)
		eval[any](t, ctx, `document.getElementById('problem-details').open = true, 0`)
		clickAt(t, ctx, "#tt-example")
		waitFor(t, ctx, `gametree.explorer.tr && gametree.explorer.tr.doc.options.tt === 'naive' && document.getElementById('tree-busy').hidden`)
		assert.Equal(t, "naive", eval[string](t, ctx, `document.getElementById('f-tt').value`))
		// the step where the memo answers with a value that was only a bound
		k := eval[int](t, ctx, `(() => { const ex = gametree.explorer, tr = ex.tr; for (let k = 0; k < tr.S; k++) { ex.go(k); if (/Careful|Cuidado/.test(document.getElementById('sentence').textContent)) return k; } return -1; })()`)
		require.GreaterOrEqual(t, k, 0, "a sentence says where the memo goes wrong")
		eval[any](t, ctx, fmt.Sprintf(`gametree.explorer.userGo(%d), 0`, k))
		t.Logf("%s step %d: %s", lang, k+1, text(t, ctx, "sentence"))
		if lang == "en" {
			screenshot(t, ctx, "naive-memo-wrong-step")
		}
		eval[any](t, ctx, `gametree.explorer.userGo(Infinity), 0`)
		waitFor(t, ctx, `!document.getElementById('naive-check').hidden`)
		check := text(t, ctx, "naive-check")
		t.Logf("%s: %s", lang, check)
		assert.Regexp(t, `(wrong|error).*3`, check)
		assert.Contains(t, text(t, ctx, "result-line"), "−2")
		if lang == "en" {
			screenshot(t, ctx, "naive-memo-end")
		}
		clickAt(t, ctx, "#naive-check a")
		waitFor(t, ctx, `gametree.explorer.tr && gametree.explorer.tr.doc.options.tt === 'bounds' && gametree.explorer.k === gametree.explorer.tr.S - 1`)
		assert.Equal(t, 3, eval[int](t, ctx, `gametree.explorer.tr.doc.value`))
		assert.Contains(t, text(t, ctx, "result-line"), "3")
	}
	noPageErrors(t, ctx)
}

// 11. The page never shows what the search has not reached: for every step of the
// textbook and figure 5.2, a node shows iff it is reached (hidden mode), a value iff
// it has one, a pruned mark iff the cutoff has happened, a rule label iff its cutoff
// is done, the best line only at the end. The "this step" download says the choice.
func TestBrowserNoFutureOnTheDrawing(t *testing.T) {
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	check := `(() => { const ex = gametree.explorer, tr = ex.tr, bad = [], ghost = ex.p.unreached === 'ghost';
		const vis = (el) => el && getComputedStyle(el).visibility !== 'hidden' && getComputedStyle(el).display !== 'none';
		for (let k = 0; k < tr.S; k++) { ex.go(k);
			for (let i = 0; i < tr.N; i++) {
				const g = document.getElementById('n' + i); if (!g) continue;
				const e = document.getElementById('e' + i);
				const reached = !!tr.reached[i];
				if (!ghost && vis(g) !== reached) bad.push(k + ' n' + i + ' visible=' + vis(g));
				if (e && !ghost && vis(e) !== reached) bad.push(k + ' e' + i + ' visible=' + vis(e));
				const cls = g.getAttribute('class');
				if (cls.includes('st-cut') !== !!(tr.cut[i] && reached)) bad.push(k + ' n' + i + ' cut');
				const v = document.querySelector('#a_n' + i + '-v text');
				const leaf = tr.explicit && tr.kidStart[i + 1] === tr.kidStart[i];
				if (v && !leaf && (v.textContent.trim() !== '') !== !!(tr.hasValue[i] && reached)) bad.push(k + ' n' + i + ' value ' + v.textContent);
				if (e) { const rule = document.querySelector('#a_e' + i + '-cut text');
					if (rule && getComputedStyle(rule).fill !== 'rgba(0, 0, 0, 0)' && !(tr.cutStepOf[i] >= 0 && tr.cutStepOf[i] <= k)) bad.push(k + ' e' + i + ' rule shown early');
					const dashed = getComputedStyle(e.querySelector('path')).strokeDasharray;
					if (dashed !== 'none' && !(tr.cut[i] && reached)) bad.push(k + ' e' + i + ' dashed early'); }
				if (k < tr.S - 1 && tr.pv[i] && getComputedStyle(g.querySelector('.shape')).strokeWidth === '3px' && !cls.includes('st-current')) bad.push(k + ' n' + i + ' pv early');
			} }
		return bad.slice(0, 8); })()`
	for _, pos := range []string{"textbook", "figure-5.2"} {
		for _, mode := range []string{"hide", "ghost"} {
			q := "/?game=tree&position=" + pos + "&algo=alphabeta&lang=en"
			if mode == "ghost" {
				q += "&unreached=ghost"
			}
			open(t, ctx, ts.URL, q)
			waitTree(t, ctx)
			assert.Equal(t, mode, eval[string](t, ctx, `document.getElementById('f-unreached').value`))
			assert.Empty(t, eval[[]string](t, ctx, check), "%s %s", pos, mode)
			eval[any](t, ctx, `gametree.explorer.userGo(17), gametree.explorer.saveURL(true), 0`)
			href := eval[string](t, ctx, `document.getElementById('dl-step-svg').getAttribute('href')`)
			assert.Contains(t, href, "unreached="+mode)
			if pos == "textbook" {
				screenshot(t, ctx, "textbook-step18-"+mode)
			}
		}
	}
	// drawn faint, a future table hit is not marked as one before its step
	open(t, ctx, ts.URL, "/?game=stones&position=5&takes=1,2&algo=alphabeta&tt=naive&unreached=ghost&lang=en")
	waitTree(t, ctx)
	tt := `(() => { const ex = gametree.explorer, tr = ex.tr, bad = [];
		for (let k = 0; k < tr.S; k++) { ex.go(k);
			for (const g of document.querySelectorAll('#treebox g.node.tt')) { const i = Number(g.id.slice(1)); if (tr.reached[i]) continue;
				if (/TT/.test(g.textContent.replace(g.querySelector('title').textContent, ''))) bad.push(k + ' ' + g.id + ' TT');
				const sh = g.querySelectorAll('.shape'); if (sh.length > 1 && getComputedStyle(sh[1]).visibility !== 'hidden') bad.push(k + ' ' + g.id + ' double outline'); } }
		return bad.slice(0, 5); })()`
	assert.Empty(t, eval[[]string](t, ctx, tt))
	assert.Greater(t, eval[int](t, ctx, `document.querySelectorAll('#treebox g.node.tt').length`), 0)

	// the choice on the page, without a new search
	open(t, ctx, ts.URL, "/?game=tree&position=textbook&lang=en&step=2")
	waitTree(t, ctx)
	n := eval[int](t, ctx, `gametree.explorer.seq`)
	assert.Equal(t, 2, eval[int](t, ctx, `[...document.querySelectorAll('#treebox g.node')].filter(g => getComputedStyle(g).visibility !== 'hidden').length`), "step 2: the root and B")
	eval[any](t, ctx, `(() => { const s = document.getElementById('f-unreached'); s.value = 'ghost'; s.dispatchEvent(new Event('change')); return 0; })()`)
	assert.Equal(t, 10, eval[int](t, ctx, `[...document.querySelectorAll('#treebox g.node')].filter(g => getComputedStyle(g).visibility !== 'hidden').length`))
	assert.Equal(t, n, eval[int](t, ctx, `gametree.explorer.seq`), "no new search")
	waitFor(t, ctx, `location.search.includes('unreached=ghost')`)
	noPageErrors(t, ctx)
}

// 12. Downloads that fit a slide: the region around the current node, and what the
// page shows (the visible part of the drawing, cropped in the page).
func TestBrowserSlideDownloads(t *testing.T) {
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?game=tictactoe&position=X...O....&algo=alphabeta&lang=en&step=40")
	waitTree(t, ctx)
	waitFor(t, ctx, `gametree.explorer.k === 39 && location.search.includes('step=40')`)
	href := eval[string](t, ctx, `document.getElementById('dl-region-png').getAttribute('href')`)
	for _, want := range []string{"region=true", "region-depth=2", "step=40", "format=png", "unreached=hide"} {
		assert.Contains(t, href, want)
	}
	// what the page shows: an SVG of the box's size, cropped to the part in view
	eval[any](t, ctx, `(window.__saved = null, URL.createObjectURL = ((f) => (b) => { window.__saved = b; return f(b); })(URL.createObjectURL), 0)`)
	eval[any](t, ctx, `(() => { document.querySelector('.downloads').open = true; document.getElementById('dl-view-svg').click(); return 0; })()`)
	waitFor(t, ctx, `window.__saved`)
	r := eval[map[string]float64](t, ctx, `(async () => { const b = document.getElementById('treebox').getBoundingClientRect(); const e = gametree.explorer.lastExport; const s = await window.__saved.text();
		const d = new DOMParser().parseFromString(s, 'image/svg+xml').documentElement;
		return { w: e.width, h: e.height, bw: b.width, bh: b.height, nodes: d.querySelectorAll('g.node').length, ok: d.nodeName === 'svg' ? 1 : 0 }; })()`)
	assert.Equal(t, 1.0, r["ok"])
	assert.LessOrEqual(t, r["w"], r["bw"])
	assert.LessOrEqual(t, r["h"], r["bh"])
	assert.Greater(t, r["nodes"], 0.0)
	// the PNG of it, kept among the artifacts to look at
	eval[any](t, ctx, `(window.__saved = null, document.getElementById('dl-view-png').click(), 0)`)
	waitFor(t, ctx, `window.__saved && window.__saved.type === 'image/png'`)
	b64 := eval[string](t, ctx, `(async () => { const b = new Uint8Array(await window.__saved.arrayBuffer()); let s = ''; for (const x of b) s += String.fromCharCode(x); return btoa(s); })()`)
	png, err := base64.StdEncoding.DecodeString(b64)
	require.NoError(t, err)
	assert.True(t, bytes.HasPrefix(png, []byte("\x89PNG")))
	require.NoError(t, os.WriteFile(filepath.Join(artifactDir(t), "download-what-the-page-shows.png"), png, 0o644))
	screenshot(t, ctx, "download-page-at-step-40")
	noPageErrors(t, ctx)
}

// 13. A laptop (1400 × 900): the tree, the step's sentence, the pseudo-code and the
// call stack show together without scrolling, and opening the problem form does not
// push the tree off the screen. A phone (390 × 844): the step controls stay on screen
// while reading the pseudo-code and the stack, and the stack is compact. Spanish
// column heads are not clipped.
func TestBrowserLayouts(t *testing.T) {
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	type box struct{ Top, Bottom, Left, Right, Height float64 }
	rect := func(sel string) box {
		return eval[box](t, ctx, fmt.Sprintf(`(() => { const r = document.querySelector(%q).getBoundingClientRect(); return { Top: r.top, Bottom: r.bottom, Left: r.left, Right: r.right, Height: r.height }; })()`, sel))
	}
	for _, lang := range []string{"en", "es"} {
		for _, q := range []string{"game=tree&position=textbook&algo=alphabeta&step=18", "game=tree&position=figure-5.2&algo=minimax&step=13", "game=tictactoe&position=XOX.O....&algo=alphabeta&fail-hard=true&step=30"} {
			setViewport(t, ctx, 1400, 900, false)
			open(t, ctx, ts.URL, "/?"+q+"&lang="+lang)
			waitTree(t, ctx)
			time.Sleep(300 * time.Millisecond)
			assert.Equal(t, 0, eval[int](t, ctx, `Math.round(window.scrollY)`))
			for _, sel := range []string{"#treebox", "#sentence", "#code", "#stack-card", ".controls"} {
				r := rect(sel)
				assert.GreaterOrEqual(t, r.Top, 0.0, "%s %s: %s top", lang, q, sel)
				assert.LessOrEqual(t, r.Bottom, 900.0, "%s %s: %s bottom %.0f", lang, q, sel, r.Bottom)
			}
			assert.GreaterOrEqual(t, rect("#treebox").Height, 300.0, "the tree has room")
			assert.LessOrEqual(t, eval[int](t, ctx, `(() => { const c = document.getElementById('code'); return c.scrollWidth - c.clientWidth; })()`), 1, "%s %s: pseudo-code lines not clipped", lang, q)
			if strings.Contains(q, "figure-5.2") {
				viewShot(t, ctx, "laptop-figure52-minimax-"+lang)
			}
			before := rect("#treebox")
			eval[any](t, ctx, `document.querySelector('#problem-details > summary').click(), 0`)
			time.Sleep(100 * time.Millisecond)
			assert.True(t, eval[bool](t, ctx, `document.getElementById('problem-details').open`))
			after := rect("#treebox")
			assert.InDelta(t, before.Top, after.Top, 1, "%s: opening the form does not move the tree", q)
			if strings.Contains(q, "textbook") {
				viewShot(t, ctx, "laptop-textbook-form-open-"+lang)
				eval[any](t, ctx, `document.querySelector('#problem-details > summary').click(), 0`)
				viewShot(t, ctx, "laptop-textbook-"+lang)
			}
		}
		// phone
		setViewport(t, ctx, 390, 844, true)
		open(t, ctx, ts.URL, "/?game=tictactoe&position=XOX.O....&algo=alphabeta&step=30&lang="+lang)
		waitTree(t, ctx)
		for _, sel := range []string{"#code", "#stack-card"} {
			eval[any](t, ctx, fmt.Sprintf(`document.querySelector(%q).scrollIntoView({block: 'center'}), 0`, sel))
			time.Sleep(150 * time.Millisecond)
			c := rect(".controls")
			assert.GreaterOrEqual(t, c.Top, -1.0, "%s phone: controls on screen while reading %s", lang, sel)
			assert.LessOrEqual(t, c.Bottom, 844.0, "%s phone: controls on screen while reading %s", lang, sel)
			if sel == "#stack-card" {
				viewShot(t, ctx, "phone-stack-"+lang)
			}
		}
		rowH := eval[float64](t, ctx, `Math.max(...[...document.querySelectorAll('#stack-body tr')].map(r => r.getBoundingClientRect().height))`)
		assert.LessOrEqual(t, rowH, 26.0, "a compact stack: one line a frame")
		assert.LessOrEqual(t, eval[int](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`), 1)
		clipped := eval[[]string](t, ctx, `[...document.querySelectorAll('#stack th, #stack td')].filter(e => e.getClientRects().length && e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)`)
		assert.Empty(t, clipped, "stack cells not clipped")
		open(t, ctx, ts.URL, "/?view=play&game=tictactoe&lang="+lang)
		waitFor(t, ctx, `document.querySelector('#play-board .ttt')`)
		clipped = eval[[]string](t, ctx, `[...document.querySelectorAll('.tally th, .tally td')].filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.textContent)`)
		assert.Empty(t, clipped, "tally cells not clipped")
		viewShot(t, ctx, "phone-play-"+lang)
	}
	setViewport(t, ctx, 1440, 1000, false)
	noPageErrors(t, ctx)
}
