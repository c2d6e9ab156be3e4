//go:build browser

package web

import (
	"context"
	"fmt"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// practiseAt opens, within the page, the random exercise of a level and question
// (no page load) and waits until it is drawn.
func practiseAt(t *testing.T, ctx context.Context, level int, q string) {
	t.Helper()
	eval[any](t, ctx, fmt.Sprintf(`gametree.practise.start(new URLSearchParams('source=random&seed=1&level=%d&q=%s')), 0`, level, q))
	waitFor(t, ctx, fmt.Sprintf(`(() => { const p = gametree.practise; return !p.loading && p.ex && p.spec.level === %d && p.spec.q === %q && document.getElementById('ex-busy').hidden && document.querySelector('#ex-tree svg.gt'); })()`, level, q))
}

// nodeNames are a tree's node names (A, B1, AA3): stripNames takes them out of a
// hint, so that what is left has a number only if it gives a value.
var nodeNames = regexp.MustCompile(`\b[A-Z]+\d*\b`)

func stripNames(s string) string { return nodeNames.ReplaceAllString(s, "") }

// asksJS are the page-side measures of the test: the smallest word and box of the
// drawing on screen, the inner nodes' boxes in the order question, and whether the
// answer's fields cover a node asked about or its children.
const asksJS = `window.__asks = {
	smallest() {
		let min = Infinity, what = '';
		for (const el of document.querySelectorAll('#ex-tree svg .node text, #ex-tree svg .node rect')) {
			if (el.tagName === 'text' && !el.textContent.trim()) continue;
			const r = el.getBoundingClientRect();
			if (r.height > 0 && r.height < min) { min = r.height; what = (el.closest('.node') || {}).id + ' ' + el.tagName + ' ' + el.textContent; }
		}
		return [min, what];
	},
	innerBoxes() {
		const p = gametree.practise, tr = p.tr;
		let n = 0;
		// render's svgBlank: a white box with a thin grey outline
		for (const r of p.view.list) if (tr.kidStart[r.i + 1] > tr.kidStart[r.i]) n += r.g.querySelectorAll('polygon[fill="#ffffff"][stroke="#666666"]').length;
		return n;
	},
	// innerWithKids is an inner node whose children are drawn: the root, or the last
	// inner node (its children leaves)
	innerWithKids(last) {
		const p = gametree.practise, tr = p.tr;
		const inner = p.view.list.map((r) => r.i).filter((i) => tr.kidStart[i + 1] > tr.kidStart[i]);
		return last ? inner[inner.length - 1] : inner[0];
	},
	// covered: the nodes (node i, its children) the open fields cover
	covered(i) {
		const p = gametree.practise, tr = p.tr, v = p.view;
		const pop = document.getElementById('ex-fields').getBoundingClientRect();
		const ids = [i];
		for (let j = tr.kidStart[i]; j < tr.kidStart[i + 1]; j++) ids.push(tr.kids[j]);
		const out = [];
		for (const n of ids) {
			const el = v.els.get(v.rep[n]);
			if (!el) continue;
			const r = el.g.getBoundingClientRect();
			const w = Math.min(r.right, pop.right) - Math.max(r.left, pop.left), h = Math.min(r.bottom, pop.bottom) - Math.max(r.top, pop.top);
			if (w > 0 && h > 0) out.push(el.g.id);
		}
		return out;
	},
	open(i) {
		const p = gametree.practise;
		p.view.els.get(i).g.scrollIntoView({ block: 'nearest', inline: 'nearest' });
		p.input.select(i, true);
		return !document.getElementById('ex-fields').hidden;
	},
	prunedInner() {
		const tr = gametree.practise.tr;
		for (let i = 1; i < tr.N; i++) if (tr.kind[i] === 4 && tr.kidStart[i + 1] > tr.kidStart[i]) return i;
		return -1;
	},
}, 0`

// A hint asks before it tells, at every level and question kind, in both languages:
// the first hint is a question without a number, the next narrows it, the third gives
// the stepper's sentence; the answer's fields never cover the node asked about nor its
// children; every question of levels 1-5 is readable at Fit on a 1366x768 window
// (its smallest word or box at least 11.5 px high); the order question has no empty
// box on an inner node; a wrong value names its rule with the right value kept behind
// "Show the right answer"; a value written on a pruned node gets its remark.
func TestBrowserPractiseAsksBeforeTelling(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	setViewport(t, ctx, 1366, 768, false)
	// the question of each level whose hints and fields are tried (every question's
	// sizes are measured)
	tried := map[int]string{1: "values", 2: "order", 3: "prune", 4: "window", 5: "values"}
	words := map[string]map[string]string{
		"en": {"rule": "A MAX node takes the largest", "show": "Show the right answer", "pruned": "is never evaluated: the search pruned"},
		"es": {"rule": "Un nodo MAX se queda con el mayor", "show": "Ver la respuesta correcta", "pruned": "no llega a evaluarse: la búsqueda poda"},
	}
	for _, lang := range []string{"en", "es"} {
		openExercise(t, ctx, ts.URL, "/?view=practise&source=random&level=1&q=values&lang="+lang)
		eval[any](t, ctx, asksJS)
		for level := 1; level <= 5; level++ {
			for _, q := range []string{"values", "prune", "window", "order"} {
				where := fmt.Sprintf("%s level %d %s", lang, level, q)
				practiseAt(t, ctx, level, q)
				small := eval[[]any](t, ctx, `__asks.smallest()`)
				assert.GreaterOrEqual(t, small[0].(float64), 11.5, "%s: readable at Fit (smallest: %v)", where, small[1])
				if q == "order" {
					assert.Zero(t, eval[int](t, ctx, `__asks.innerBoxes()`), "%s: no empty box on an inner node", where)
				} else if q == "values" {
					assert.Positive(t, eval[int](t, ctx, `__asks.innerBoxes()`), "%s: the inner nodes' empty boxes (what innerBoxes counts)", where)
				}
				if tried[level] != q {
					continue
				}
				// the ladder: ask, narrow, tell
				clickAt(t, ctx, "#ex-hint")
				waitFor(t, ctx, `document.querySelectorAll('#ex-hint-list li').length === 1`)
				ask := eval[string](t, ctx, `document.querySelector('#ex-hint-list li .ex-hint-ask').textContent`)
				assert.Contains(t, ask, "?", "%s: the first hint is a question", where)
				assert.NotRegexp(t, `\d`, stripNames(ask), "%s: the first hint gives no value: %q", where, ask)
				assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('#ex-hint-list .ex-hint-tell').length`), where)
				clickAt(t, ctx, "#ex-hint")
				narrow := eval[string](t, ctx, `document.querySelector('#ex-hint-list li .ex-hint-narrow').textContent`)
				assert.NotRegexp(t, `\d`, stripNames(narrow), "%s: the second hint gives no value: %q", where, narrow)
				assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('#ex-hint-list .ex-hint-tell').length`), where)
				clickAt(t, ctx, "#ex-hint")
				tell := eval[string](t, ctx, `document.querySelector('#ex-hint-list li .ex-hint-tell').textContent`)
				assert.Regexp(t, `[0-9∞]`, stripNames(tell), "%s: the third hint tells: %q", where, tell)
				assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#ex-hint-list li').length`), "%s: one step, three rungs", where)
				if q != "order" {
					// the fields never cover what they ask about
					for _, last := range []bool{false, true} {
						i := eval[int](t, ctx, fmt.Sprintf(`__asks.innerWithKids(%t)`, last))
						require.True(t, eval[bool](t, ctx, fmt.Sprintf(`__asks.open(%d)`, i)), where)
						assert.Empty(t, eval[[]string](t, ctx, fmt.Sprintf(`__asks.covered(%d)`, i)), "%s: the fields of node %d cover it or its children", where, i)
						if level == 4 && !last {
							screenshot(t, ctx, "practise-asks-level4-window-"+lang)
						}
						eval[any](t, ctx, `gametree.practise.input.closePop(), 0`)
					}
				} else {
					screenshot(t, ctx, "practise-asks-level2-order-"+lang)
				}
			}
		}
		// a wrong value names the rule; the right value waits behind its summary
		practiseAt(t, ctx, 1, "values")
		// (B, the root's first child, answered right: no remark on it)
		eval[any](t, ctx, `(() => { const p = gametree.practise, b = p.tr.kids[p.tr.kidStart[0]]; p.ans.set('value', 0, 999); p.ans.set('value', b, p.tr.nodeValue(b)); p.changed(); p.grading.check(); })(), 0`)
		waitFor(t, ctx, `!document.getElementById('ex-result').hidden && document.querySelector('#ex-mistakes li[data-kind="wrong-value"]')`)
		li := `document.querySelector('#ex-mistakes li[data-kind="wrong-value"]')`
		assert.Contains(t, eval[string](t, ctx, li+`.querySelector('.ex-mk-rule').textContent`), words[lang]["rule"], lang)
		assert.False(t, eval[bool](t, ctx, li+`.querySelector('details.ex-mk-answer').open`), "%s: the value is not shown before it is asked for", lang)
		assert.Equal(t, words[lang]["show"], eval[string](t, ctx, li+`.querySelector('details.ex-mk-answer summary').textContent`), lang)
		assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('#ex-mistakes li[data-kind="missing"] .ex-mk-rule').length`), "%s: an answer left out names no rule", lang)
		assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#ex-mistakes .ex-mk-rule').length`), "%s: one rule, for the one wrong answer", lang)
		assert.True(t, eval[bool](t, ctx, `(() => { const p = gametree.practise, b = p.names[p.tr.kids[p.tr.kidStart[0]]]; return p.graded.mistakes.every((m) => m.node !== b); })()`), "%s: the right answer is no mistake", lang)
		screenshot(t, ctx, "practise-asks-feedback-"+lang)
		// a value written on a pruned node gets its own remark; none on a visited one
		practiseAt(t, ctx, 3, "prune")
		i := eval[int](t, ctx, `__asks.prunedInner()`)
		require.GreaterOrEqual(t, i, 0, "level 3 prunes an inner node")
		eval[any](t, ctx, fmt.Sprintf(`(() => { const p = gametree.practise; p.ans.set('value', %d, 5); p.ans.set('value', 0, 5); p.changed(); p.grading.check(); })(), 0`, i))
		waitFor(t, ctx, `!document.getElementById('ex-result').hidden && document.querySelector('#ex-mistakes li')`)
		remarks := eval[[]string](t, ctx, `[...document.querySelectorAll('#ex-mistakes .ex-pruned-remark')].map((li) => li.dataset.node + ' ' + li.textContent)`)
		if assert.Len(t, remarks, 1, lang) {
			assert.Contains(t, remarks[0], fmt.Sprintf("%d ", i), lang)
			assert.Contains(t, remarks[0], words[lang]["pruned"], lang)
		}
		screenshot(t, ctx, "practise-asks-pruned-"+lang)
	}
	noPageErrors(t, ctx)
}
