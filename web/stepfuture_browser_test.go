//go:build browser

package web

// The stepper tells a student nothing of what comes after the step shown: not in what
// the page shows, not in text a copy of the page picks up (hidden captions, tooltips,
// descriptions), not in the counts of folded subtrees.

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// At step 1 of the textbook example nothing in the page's text, shown or hidden, says
// the value, the best move or the totals of the finished search; the last step says
// them all.
func TestBrowserStepKeepsTheFutureHidden(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		setViewport(t, ctx, 1400, 900, false)
		open(t, ctx, ts.URL, "/?lang="+lang)
		waitTree(t, ctx)

		// what the finished search says: the result line's parts, the counters'
		// totals and the caption of the server's finished picture
		eval[any](t, ctx, `gametree.explorer.go(gametree.explorer.tr.S - 1), 0`)
		result := text(t, ctx, "result-line")
		parts := strings.Split(result, " · ")
		require.GreaterOrEqual(t, len(parts), 3, "value, best move, totals: %q", result)
		for id, want := range map[string]string{"cnt-nodes": "8 / 8", "cnt-leaves": "4 / 4", "cnt-cutoffs": "2 / 2"} {
			assert.Equal(t, want, text(t, ctx, id), "%s at the last step", id)
		}
		caption := eval[string](t, ctx, fmt.Sprintf(`fetch('/api/render?game=tree&position=textbook&algo=alphabeta&step=0&format=svg&lang=%s').then(r => r.text()).then(s => new DOMParser().parseFromString(s, 'image/svg+xml').getElementById('a_caption').textContent.trim())`, lang))
		require.NotEmpty(t, caption)
		// hover over the root at the last step: its tooltip says its value
		hoverRoot := `(() => { const g = document.getElementById('n0'); g.querySelector('text').dispatchEvent(new PointerEvent('pointerover', {bubbles: true})); const tt = g.querySelector(':scope > title'); return tt ? tt.textContent : ''; })()`
		assert.Contains(t, eval[string](t, ctx, hoverRoot), map[string]string{"en": "value 3", "es": "valor 3"}[lang])

		eval[any](t, ctx, `gametree.explorer.go(0), 0`)
		screenshot(t, ctx, "step1-nothing-ahead-"+lang)
		assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#a_caption, #a_legend, #a_title').length`), "the finished picture's caption and legend are not in the page")
		for id, want := range map[string]string{"cnt-nodes": "1", "cnt-leaves": "0", "cnt-cutoffs": "0"} {
			assert.Equal(t, want, text(t, ctx, id), "%s at step 1: no total", id)
		}
		// the page's whole text, shown or not: what of the finished search is in it
		total := eval[int](t, ctx, `gametree.explorer.tr.N`)
		forbidden := append(append([]string{}, parts...), caption, "/ 8", "/ 4", "/ 2")
		nodes := regexp.MustCompile(fmt.Sprintf(`\b(8|%d)\s+(nodes|nodos)\b`, total))
		for _, what := range []string{"textContent", "innerText"} {
			page := eval[string](t, ctx, "document.body."+what)
			for _, f := range forbidden {
				if i := strings.Index(page, f); i >= 0 {
					t.Errorf("%s at step 1 says %q: …%s…", what, f, page[max(0, i-60):min(len(page), i+len(f)+20)])
				}
			}
			if m := nodes.FindStringIndex(page); m != nil {
				t.Errorf("%s at step 1 counts the tree's nodes: …%s…", what, page[max(0, m[0]-60):m[1]])
			}
		}
		// the tooltips: the root's written at the last step no longer says its value,
		// and no node's title says a value the step has not reached
		titles := eval[[]string](t, ctx, `[...document.querySelectorAll('#treebox title')].map(e => e.textContent)`)
		for _, tt := range titles {
			assert.NotRegexp(t, `(value|valor) \d`, tt, "a tooltip at step 1")
		}
		// the cutoff rules are written as the cutoffs happen
		assert.Equal(t, "", strings.TrimSpace(eval[string](t, ctx, `[...document.querySelectorAll('#treebox g.rule text')].map(e => e.textContent.replace(/\u00a0/g, '')).join('')`)))
		eval[any](t, ctx, `gametree.explorer.go(gametree.explorer.tr.S - 1), 0`)
		assert.NotEmpty(t, strings.TrimSpace(eval[string](t, ctx, `[...document.querySelectorAll('#treebox g.rule text')].map(e => e.textContent.replace(/\u00a0/g, '')).join('')`)))
		noPageErrors(t, ctx)
	})
}

// A folded subtree counts the nodes inside it the search has reached at the step
// shown, as the server's picture of that step does.
func TestBrowserFoldedCountsAsOfTheStep(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	// the 8-direction evaluation (course8) whose tree this test's steps were chosen on
	const problem = "game=connect4&position=4453&depth=3&order=true&eval=course8"
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		setViewport(t, ctx, 1400, 900, false)
		open(t, ctx, ts.URL, "/?"+problem+"&step=149&lang="+lang)
		waitTree(t, ctx)
		require.Equal(t, 148, eval[int](t, ctx, `gametree.explorer.k`))
		screenshot(t, ctx, "c4-folded-step149-"+lang)
		for _, step := range []int{1, 149, 400} {
			eval[any](t, ctx, fmt.Sprintf(`gametree.explorer.go(%d), 0`, step-1))
			// each folded element's count, on the page and from the server's trace: the
			// nodes it stands for that a step up to this one reached (first_step). (The
			// server's own picture of the step is laid out for what is reached: its
			// folds are not the page's.)
			diff := eval[[]string](t, ctx, fmt.Sprintf(`(async () => {
				const count = (g) => { const t = g.querySelector('text'); return t ? t.textContent.replace(/\u00a0/g, ' ').trim() : ''; };
				const doc = await fetch('/api/trace?%s&form=columns').then(r => r.json());
				const first = doc.nodes.first_step, k = %d - 1, es = %q === 'es';
				const ex = gametree.explorer, v = ex.view, size = ex.tr.size;
				const out = [];
				let n = 0;
				for (const g of document.querySelectorAll('#treebox g.node.folded')) {
					const f = Number(g.id.slice(1));
					let reached = 0;
					for (let i = f; i < f + size[f]; i++) if (v.rep[i] === f && first[i] !== null && first[i] >= 0 && first[i] <= k) reached++;
					const want = reached ? '+' + reached + ' ' + (es ? (reached === 1 ? 'nodo' : 'nodos') : (reached === 1 ? 'node' : 'nodes')) : '';
					if (reached) n++;
					if (count(g) !== want) out.push(g.id + ': page ' + JSON.stringify(count(g)) + ', the trace ' + JSON.stringify(want));
				}
				return n || k === 0 ? out : ['no folded node compared'];
			})()`, problem, step, lang))
			assert.Empty(t, diff, "step %d: folded counts", step)
		}
		// the folded node the search enters at step 149 ("4 1"): one node reached, until
		// the page asks for its drawing again with that node unfolded (explore-focus.js)
		open(t, ctx, ts.URL, "/?"+problem+"&lang="+lang)
		waitTree(t, ctx)
		got := eval[[]string](t, ctx, `(() => { const ex = gametree.explorer; ex.go(148); const el = ex.view.elementOf(ex.tr.current(ex.k)); return [el.id, el.querySelector('text').textContent]; })()`)
		require.True(t, strings.HasPrefix(got[0], "f"), "the step's node is folded: %s", got[0])
		assert.Equal(t, map[string]string{"en": "+1 node", "es": "+1 nodo"}[lang], got[1])
		waitFor(t, ctx, `(() => { const ex = gametree.explorer, el = ex.view.elementOf(ex.tr.current(148)); return ex.k === 148 && el.id === 'n' + ex.tr.current(148) && el.isConnected; })()`)
		noPageErrors(t, ctx)
	})
}
