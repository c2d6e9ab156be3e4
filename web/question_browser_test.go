//go:build browser

package web

// Browser tests of the practise question's drawing: nothing in it tells which nodes
// and edges alpha-beta prunes, neither in the SVG the page receives nor in the page
// once it shows it (issue: the cutoff rules stayed in the drawing as invisible text,
// and Ctrl+A showed them).

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/internal/testsize"
)

// questionSigns is JavaScript run in the page: it loads every exercise asked for
// (random trees, each question type, level and seed) in the practise view and
// describes, for each, its drawing as received (the SVG the page fetched) and as shown
// (the page's DOM), node by node and edge by edge, with what identifies them taken
// out (ids, names, positions): what is left must be the same for every node of one
// depth and role, and every edge into one, pruned or not. It answers the differences
// found (at most 20), how many exercises were looked at, and how many pruned nodes
// they had.
const questionSigns = `async (qs, levels, seeds) => {
	const p = gametree.practise;
	if (!window.__svgTap) {
		const f = window.fetch;
		window.fetch = async (...a) => {
			const r = await f(...a);
			if ((r.headers.get('content-type') || '').startsWith('image/svg')) window.__lastSVG = await r.clone().text();
			return r;
		};
		window.__svgTap = true;
	}
	const GEOM = new Set(['x', 'y', 'd', 'points', 'transform', 'cx', 'cy', 'x1', 'y1', 'x2', 'y2', 'viewBox', 'style', 'textLength']);
	const STYLE = ['visibility', 'display', 'opacity', 'fill', 'stroke', 'stroke-width', 'stroke-dasharray', 'font-weight', 'font-size'];
	const size = (el) => {
		const pts = (el.getAttribute('points') || '').trim().split(/[\s,]+/).map(Number);
		if (pts.length < 4) return '';
		const xs = pts.filter((_, k) => k % 2 === 0), ys = pts.filter((_, k) => k % 2 === 1);
		return ' ' + (Math.max(...xs) - Math.min(...xs)).toFixed(1) + 'x' + (Math.max(...ys) - Math.min(...ys)).toFixed(1);
	};
	const sig = (el, norm, live) => {
		const attrs = [...el.attributes].filter((a) => !GEOM.has(a.name)).map((a) => a.name + '=' + norm(a.value)).sort();
		let s = el.tagName + '[' + attrs.join(' ') + ']' + size(el);
		if (el.tagName === 'path') s += ' ' + (el.getAttribute('d') || '').split(/[ML]/).length + 'pts';
		if (live) {
			const cs = getComputedStyle(el);
			// a click band's dashes are its length (it stops short of the nodes)
			const band = el.classList.contains('ex-hitband');
			s += '{' + STYLE.filter((k) => !band || k !== 'stroke-dasharray').map((k) => k + ':' + cs.getPropertyValue(k)).join(';') + '}';
		}
		for (const c of el.childNodes) {
			if (c.nodeType === 3) {
				if (c.textContent.trim()) s += '"' + norm(c.textContent) + '"';
			} else if (c.nodeType === 1) s += sig(c, norm, live);
		}
		return s;
	};
	const problems = [];
	let looked = 0, pruned = 0;
	for (const q of qs) for (const level of levels) for (const seed of seeds) {
		window.__lastSVG = '';
		const spec = { ...p.spec, source: 'random', position: '', seed, level, q, root: 'max', failHard: false };
		await p.load(spec);
		const where = 'q=' + q + ' level=' + level + ' seed=' + seed;
		if (!p.ex || !p.tr || p.spec.seed !== seed || p.spec.q !== q || p.spec.level !== level) {
			problems.push(where + ': not loaded (' + document.getElementById('ex-error').textContent + ')');
			continue;
		}
		looked++;
		const tr = p.tr;
		const nameOf = (i) => p.shown(i);
		const depthOf = (i) => {
			let d = 0;
			for (let n = i; tr.parent[n] >= 0; n = tr.parent[n]) d++;
			return d;
		};
		const received = new DOMParser().parseFromString(window.__lastSVG, 'image/svg+xml');
		if (!window.__lastSVG || received.getElementsByTagName('parsererror').length) {
			problems.push(where + ': no SVG received');
			continue;
		}
		const whole = window.__lastSVG;
		for (const word of ['a_caption', '-cut"', 'pruned', 'podad', 'stroke-dasharray']) {
			if (whole.includes(word)) problems.push(where + ': the SVG received holds ' + word);
		}
		const shown = document.querySelector('#ex-tree svg');
		// a text the page holds in the drawing, not shown: Ctrl+A would show it
		for (const tx of shown.querySelectorAll('text')) {
			if (!tx.textContent.trim() || tx.closest('.gt-hidden')) continue;
			const cs = getComputedStyle(tx);
			if (cs.visibility !== 'visible' || cs.fill === 'transparent' || cs.fill === 'none' || cs.fill === 'rgba(0, 0, 0, 0)' || Number(cs.opacity) === 0) {
				problems.push(where + ': an invisible text "' + tx.textContent + '" in ' + (tx.closest('[id]') || {}).id);
			}
		}
		const isPruned = (i) => tr.kind[i] === 4;
		for (let i = 0; i < tr.N; i++) if (isPruned(i)) pruned++;
		for (const [doc, live, what] of [[received, false, 'received'], [shown, true, 'shown']]) {
			const groups = new Map();
			for (let i = 0; i < tr.N; i++) {
				const names = [nameOf(i)];
				if (tr.parent[i] >= 0) names.push(nameOf(tr.parent[i]));
				names.sort((a, b) => b.length - a.length);
				const norm = (v) => {
					let out = v;
					for (const n of names) if (n) out = out.replace(new RegExp('(?<![\\p{L}\\d])' + n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '(?![\\p{L}\\d])', 'gu'), '@');
					return out.replace(/\d+/g, '#');
				};
				const leaf = tr.kidStart[i + 1] === tr.kidStart[i];
				const key = 'depth ' + depthOf(i) + (leaf ? ' leaf of ' + String(tr.label(i)).length + ' characters' : ' ' + (tr.player[i] > 0 ? 'max' : 'min'));
				for (const kind of ['n', 'e']) {
					const el = doc.querySelector('#' + kind + i);
					if (!el) {
						if (kind === 'n' || i > 0) problems.push(where + ': ' + what + ' has no ' + kind + i);
						continue;
					}
					const k = kind + ' ' + key, s = sig(el, norm, live);
					if (!groups.has(k)) groups.set(k, []);
					groups.get(k).push({ i, s });
				}
			}
			for (const [k, list] of groups) {
				const first = list[0];
				for (const o of list) {
					if (o.s === first.s) continue;
					let at = 0;
					while (at < o.s.length && o.s[at] === first.s[at]) at++;
					problems.push(where + ' (' + what + ', ' + k + '): ' + nameOf(o.i) + (isPruned(o.i) ? ' (pruned)' : '') + ' differs from ' + nameOf(first.i) + (isPruned(first.i) ? ' (pruned)' : '') + ': …' + o.s.slice(Math.max(0, at - 40), at + 80) + ' / …' + first.s.slice(Math.max(0, at - 40), at + 80));
					break;
				}
			}
		}
		if (problems.length > 20) break;
	}
	return { problems: problems.slice(0, 20), looked, pruned };
}`

type questionReport struct {
	Problems []string `json:"problems"`
	Looked   int      `json:"looked"`
	Pruned   int      `json:"pruned"`
}

// The practise question hides nothing: for every question type and level 1-5 over 50
// seeds, the SVG the page receives and the drawing it shows hold nothing that differs
// between a pruned node or edge and a searched one of the same depth and role
// (classes, texts, tooltips, ids, attributes, sizes, computed styles), no text that is
// there but not shown, and no cutoff rule, caption or dash; in English and Spanish.
// The seeds are shared out between the two languages (1-25 in English, 26-50 in
// Spanish) to keep the test short; each language sees every type and level: 4 seeds
// of each language's 25 (160 exercises), all 25 under -exhaustive (1,000 exercises:
// 225 s of CI's 385 s in web once; 8 seeds a language, -long's count until now, was
// the longest test of CI's package web, 131 s on a loaded machine).
func TestBrowserPractiseQuestionHidesThePruning(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtxFor(t, 10*time.Minute)
	consoleErrors(t, ctx)
	for li, lang := range []string{"en", "es"} {
		t.Run(lang, func(t *testing.T) {
			openExercise(t, ctx, ts.URL, "/?view=practise&source=random&seed=1&level=1&q=prune&lang="+lang)
			n := 4
			if testsize.Exhaustive() {
				n = 25
			}
			seeds := make([]string, n)
			for k := range seeds {
				seeds[k] = fmt.Sprint(1 + 25*li + k*25/len(seeds))
			}
			js := fmt.Sprintf(`(%s)(['values', 'prune', 'window', 'order'], [1, 2, 3, 4, 5], [%s])`, questionSigns, strings.Join(seeds, ", "))
			got := eval[questionReport](t, ctx, js)
			assert.Empty(t, got.Problems)
			assert.Equal(t, 4*5*len(seeds), got.Looked, "exercises looked at")
			assert.Positive(t, got.Pruned, "the alpha-beta questions have pruned nodes to hide")
			t.Logf("%s: %d exercises, %d pruned nodes", lang, got.Looked, got.Pruned)
		})
	}
	noPageErrors(t, ctx)
}

// The question of the issue (random tree, level 1, seed 1, "prune", in Spanish)
// after Ctrl+A: the selection shows the tree's names and leaves, nothing beside the
// edges alpha-beta prunes (C→G and E's second child).
func TestBrowserPractiseQuestionSelectAll(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	setViewport(t, ctx, 1400, 900, false)
	for _, lang := range []string{"es", "en"} {
		t.Run(lang, func(t *testing.T) {
			openExercise(t, ctx, ts.URL, "/?view=practise&source=random&seed=1&level=1&q=prune&lang="+lang)
			eval[any](t, ctx, `document.getElementById('ex-tree').scrollIntoView({block: 'center'}), 0`)
			require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("a", chromedp.KeyModifiers(chromedp.ModifierCtrl))))
			sel := eval[string](t, ctx, `(() => {
				const s = getSelection(), box = document.getElementById('ex-tree');
				const out = [];
				for (const tx of box.querySelectorAll('text')) if (s.containsNode(tx, true) && tx.textContent.trim() && !tx.closest('.gt-hidden')) out.push(tx.textContent.trim());
				return out.join(' ');
			})()`)
			// the names of the inner nodes, the leaves' values and the blanks to fill
			assert.Equal(t, "A ? B ? D ? 4 0 E ? 4 9 C ? F ? 3 0 G ? 5 4", sel)
			screenshot(t, ctx, "practise-question-select-all-"+lang)
		})
	}
	noPageErrors(t, ctx)
}

// Above an alpha-beta question the page says plainly why it does not count the
// answers yet, naming the button that shows the count (it read as a riddle: "How many
// answers are graded shows when you check: the count would tell how much is pruned");
// the minimax question counts them.
func TestBrowserPractiseAnswerCountWording(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range []struct{ lang, later, values string }{
		{"en", "The number of answers is shown once you press Check, so that it does not give the pruning away.", "4 answers to give"},
		{"es", "El número de respuestas se muestra al pulsar Corregir, para no desvelar la poda.", "4 respuestas que dar"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			for _, q := range []string{"prune", "window", "order"} {
				openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q="+q+"&lang="+tc.lang)
				assert.Equal(t, tc.later, text(t, ctx, "ex-out-of"), q)
				assert.Contains(t, tc.later, text(t, ctx, "ex-check"), "the sentence names the button")
			}
			openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=values&lang="+tc.lang)
			assert.Equal(t, tc.values, text(t, ctx, "ex-out-of"))
		})
	}
	noPageErrors(t, ctx)
}
