//go:build browser

package web

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// 11. The page never shows what the search has not reached: for every step of the
// textbook and figure 5.2, a node shows iff it is reached (hidden mode), a value iff
// it has one, a pruned mark iff the cutoff has happened, a rule label iff its cutoff
// is done, the best line only at the end. The "this step" download says the choice.
func TestBrowserNoFutureOnTheDrawing(t *testing.T) {
	t.Parallel()
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
	t.Parallel()
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
	assert.LessOrEqual(t, r["w"], r["bw"]+px, "the export is no wider than the box")
	assert.LessOrEqual(t, r["h"], r["bh"]+px, "the export is no taller than the box")
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
	t.Parallel()
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
			waitStill(t, ctx)
			assert.Equal(t, 0, eval[int](t, ctx, `Math.round(window.scrollY)`))
			for _, sel := range []string{"#treebox", "#sentence", "#code", "#stack-card", ".controls"} {
				r := rect(sel)
				assert.GreaterOrEqual(t, r.Top, -px, "%s %s: %s top", lang, q, sel)
				assert.LessOrEqual(t, r.Bottom, 900.0+px, "%s %s: %s bottom %.0f", lang, q, sel, r.Bottom)
			}
			assert.GreaterOrEqual(t, rect("#treebox").Height, 300.0, "the tree has room")
			assert.LessOrEqual(t, eval[int](t, ctx, `(() => { const c = document.getElementById('code'); return c.scrollWidth - c.clientWidth; })()`), 1, "%s %s: pseudo-code lines not clipped", lang, q)
			if strings.Contains(q, "figure-5.2") {
				viewShot(t, ctx, "laptop-figure52-minimax-"+lang)
			}
			before := rect("#treebox")
			eval[any](t, ctx, `document.querySelector('#problem-details > summary').click(), 0`)
			waitStill(t, ctx)
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
			waitStill(t, ctx)
			c := rect(".controls")
			assert.GreaterOrEqual(t, c.Top, -px, "%s phone: controls on screen while reading %s", lang, sel)
			assert.LessOrEqual(t, c.Bottom, 844.0+px, "%s phone: controls on screen while reading %s", lang, sel)
			if sel == "#stack-card" {
				viewShot(t, ctx, "phone-stack-"+lang)
			}
		}
		rowH := eval[float64](t, ctx, `Math.max(...[...document.querySelectorAll('#stack-body tr')].map(r => r.getBoundingClientRect().height))`)
		assert.LessOrEqual(t, rowH, 26.0+px, "a compact stack: one line a frame")
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
