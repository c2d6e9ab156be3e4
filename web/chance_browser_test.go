//go:build browser

package web

import (
	"context"
	"fmt"
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chanceWords are what the stepper says of expectiminimax, in each language: the
// issue's tree A(?(1/2: B(3,5), 1/2: C(2,9))) (its chance node is named D) at its
// first chance step and at the chance node's return; Star1's cutoff on
// A(5, D?(1/2: B(1,2), 1/2: C(3,6))), whose leaves lie in [1, 6]: after B (1) the
// chance node can reach at most 0.5 + 1/2·6 = 3.5 ≤ α = 5, so C is pruned; and the coin
// game's first chance step.
var chanceWords = map[string]struct{ step, ret, value, cut, coin, sumLine, cutLine string }{
	"en": {
		step:    "B returns 3 with probability 1/2: running sum 1/2·3 = 1.5; probability left 1/2.",
		ret:     "D = 1/2·3 + 1/2·2 = 2.5: its expected value, returned to A.",
		value:   "Value 2.5",
		cut:     "With every leaf at most U=6, D's value is at most 0.5 + 1/2·6 = 3.5 ≤ α=5: the remaining outcomes cannot change MAX's choice; they are pruned (C).",
		coin:    "heads returns",
		sumLine: "s ← s + p · VALUE(c)",
		cutLine: "if s + q·U ≤ α or s + q·L ≥ β",
	},
	"es": {
		step:    "B devuelve 3 con probabilidad 1/2: suma acumulada 1/2·3 = 1.5; queda probabilidad 1/2.",
		ret:     "D = 1/2·3 + 1/2·2 = 2.5: su valor esperado, que devuelve a A.",
		value:   "Valor 2.5",
		cut:     "Como ninguna hoja pasa de U=6, el valor de D es como mucho 0.5 + 1/2·6 = 3.5 ≤ α=5: los resultados que faltan no pueden cambiar la elección de MAX; se podan (C).",
		coin:    "cara devuelve",
		sumLine: "s ← s + p · VALOR(c)",
		cutLine: "si s + q·U ≤ α o s + q·L ≥ β",
	},
}

// goToStep shows the first step for which the JavaScript condition cond(tr, k) holds
// (model.js's kinds: 6 cutoff, 7 return, 10 chance; player 0 is chance) and returns it.
func goToStep(t *testing.T, ctx context.Context, cond string) int {
	t.Helper()
	k := eval[int](t, ctx, fmt.Sprintf(`(() => { const e = gametree.explorer, tr = e.tr; let k = 0; while (k < tr.S && !((tr, k) => %s)(tr, k)) k++; if (k < tr.S) e.userGo(k); return k < tr.S ? k : -1; })()`, cond))
	require.GreaterOrEqual(t, k, 0, "no step where %s", cond)
	waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.k === %d`, k))
	return k
}

// Expectiminimax in the stepper, in both languages, one page load each: the issue's
// tree stepped to its first chance step (the sentence, 1.5 drawn and in the stack, the
// sum's line lit) and to the chance node's return; Star1 asked for with the form on a
// tree where it cuts at the chance node (the link says so, the cutoff's sentence and
// line, the pruned outcome); the coin game chosen in the game menu (heads and tails as
// words). A screenshot of each, looked at by hand; axe finds nothing wrong with the
// form's new fields.
func TestBrowserChance(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		w := chanceWords[lang]
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		setViewport(t, ctx, 1440, 1000, false)
		tree := "A(?(1/2: B(3,5), 1/2: C(2,9)))"
		open(t, ctx, ts.URL, "/?game=tree&algo=expectiminimax&position="+url.QueryEscape(tree)+"&lang="+lang)
		waitTree(t, ctx)
		assert.Equal(t, []string{"minimax", "negamax", "alphabeta", "negamax-alphabeta", "expectiminimax"},
			eval[[]string](t, ctx, `[...document.querySelectorAll('#f-algo option')].map(o => o.value).filter(v => v !== 'mcts')`), "the menu in /api/meta's order")
		assert.False(t, eval[bool](t, ctx, `document.getElementById('chance-opts').hidden`), "expectiminimax's options show")

		// the first chance step: B (3) returned to the chance node D
		goToStep(t, ctx, `tr.sKind[k] === 10`)
		assert.Equal(t, w.step, text(t, ctx, "sentence"))
		assert.Equal(t, "Σ1.5", eval[string](t, ctx, `document.querySelector('#a_n1-v text').textContent`), "D's running sum drawn as the pictures write it (Σ: not yet its value)")
		assert.Contains(t, eval[[]string](t, ctx, `[...document.querySelectorAll('#stack-body tr')].map(r => r.textContent)`), "○ DΣ 1.5")
		assert.Equal(t, w.sumLine, eval[string](t, ctx, `document.querySelector('#code .lit').textContent`))
		assert.False(t, eval[bool](t, ctx, `document.getElementById('lg-chance').hidden`), "the legend has the chance node")
		waitStill(t, ctx)
		screenshot(t, ctx, "chance-"+lang+"-sum")
		goToStep(t, ctx, `tr.sKind[k] === 7 && tr.player[tr.sNode[k]] === 0`)
		assert.Equal(t, w.ret, text(t, ctx, "sentence"))
		goToStep(t, ctx, `k === tr.S - 1`)
		assert.Contains(t, text(t, ctx, "result-line"), w.value, "the answer divided by the scale")

		// Star1, asked for with the form: the typed tree, the box ticked, Search
		star1 := "A(5, D?(1/2: B(1,2), 1/2: C(3,6)))"
		eval[any](t, ctx, fmt.Sprintf(`(() => { const f = document.getElementById('f-tree'); f.value = %q; f.dispatchEvent(new Event('input', { bubbles: true })); document.getElementById('f-star1').checked = true; document.getElementById('f-run').click(); return 0; })()`, star1))
		waitFor(t, ctx, `gametree.explorer.tr.doc.options.star1 === true && !gametree.explorer.loadingKey && document.getElementById('tree-busy').hidden`)
		waitFor(t, ctx, `location.search.includes('star1=true')`)
		assert.Equal(t, []any{1.0, 6.0}, eval[[]any](t, ctx, `gametree.explorer.tr.doc.options.chance_bounds`), "the tree's own leaf bounds")
		goToStep(t, ctx, `tr.sKind[k] === 6 && tr.player[tr.sNode[k]] === 0`)
		assert.Equal(t, w.cut, text(t, ctx, "sentence"))
		assert.Contains(t, eval[string](t, ctx, `document.querySelector('#code .lit').textContent`), w.cutLine)
		cNode := eval[int](t, ctx, `gametree.explorer.tr.sChild[gametree.explorer.k]`)
		assert.Contains(t, classes(t, ctx, fmt.Sprintf("n%d", cNode)), "st-cut", "C is cut")
		assert.Empty(t, axeViolations(t, ctx, lang+" star1"))
		waitStill(t, ctx)
		screenshot(t, ctx, "chance-"+lang+"-star1-cutoff")

		// the coin game, from the game menu (Star1 off): expectiminimax on its pile of 5;
		// then a pile of 3, its tree small enough to see: heads and tails in words
		eval[any](t, ctx, `(() => { document.getElementById('f-star1').checked = false; const g = document.getElementById('f-game'); g.value = 'coin'; g.dispatchEvent(new Event('change', { bubbles: true })); return 0; })()`)
		waitFor(t, ctx, `gametree.explorer.tr.doc.game === 'coin' && !gametree.explorer.loadingKey && document.getElementById('tree-busy').hidden`)
		assert.Equal(t, "expectiminimax", eval[string](t, ctx, `gametree.explorer.tr.doc.algorithm`))
		assert.Equal(t, "5", eval[string](t, ctx, `document.getElementById('f-coin').value`))
		eval[any](t, ctx, `(() => { const f = document.getElementById('f-coin'); f.value = '3'; f.dispatchEvent(new Event('change', { bubbles: true })); return 0; })()`)
		waitFor(t, ctx, `gametree.explorer.tr.doc.position === '3' && !gametree.explorer.loadingKey && document.getElementById('tree-busy').hidden`)
		waitFor(t, ctx, `location.search.includes('game=coin') && location.search.includes('position=3')`)
		goToStep(t, ctx, `tr.sKind[k] === 10 && tr.sNode[k] !== 0`)
		assert.Contains(t, text(t, ctx, "sentence"), w.coin)
		waitStill(t, ctx)
		screenshot(t, ctx, "chance-"+lang+"-coin")
		noPageErrors(t, ctx)
	})
}
