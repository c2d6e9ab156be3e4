//go:build browser

package web

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// A search with a tie bug (MIN cuts only when v < alpha) is accepted on the textbook
// tree alone, and rejected by default, on every check tree: the verdict names the
// tree it failed on (the smallest that shows the mistake), the stepper draws it, and
// a button opens it in the stepper at the step where the code went wrong.
func TestBrowserLabSuite(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	src := strings.Replace(exampleSource(t, "search_alphabeta"), "if v <= alpha:", "if v < alpha:", 1)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "search")
		// every check tree is the default choice, the tree field hidden
		require.Equal(t, "suite", eval[string](t, ctx, `document.getElementById('lab-sgame').value`))
		assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-tree-field').hidden`))
		setCode(t, ctx, src)
		setField(t, ctx, "lab-algo", "alphabeta")

		// one tree: the textbook's accepts it
		setField(t, ctx, "lab-sgame", "tree")
		assert.False(t, eval[bool](t, ctx, `document.getElementById('lab-tree-field').hidden`))
		setField(t, ctx, "lab-tree", "textbook")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `!document.getElementById('lab-check').hidden && window.gametree.lab.report && !document.getElementById('lab-run').disabled`)
		assert.Contains(t, classes(t, ctx, "lab-verdict"), "ok")
		assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-suite').hidden`))
		screenshot(t, ctx, "lab-suite-textbook-"+lang)

		// every check tree: rejected on "min-root", named
		setField(t, ctx, "lab-sgame", "suite")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `window.gametree.lab.report && window.gametree.lab.report.suite && document.querySelector('#lab-treebox .lab-diverge')`)
		verdict := text(t, ctx, "lab-verdict")
		suite := text(t, ctx, "lab-suite")
		if lang == "es" {
			assert.True(t, strings.HasPrefix(verdict, "En el árbol de comprobación 4 de 6, «min-root» (tu código pasó los 3 anteriores): En el paso"), verdict)
			assert.Contains(t, suite, "Falla en el árbol de comprobación «min-root» (4 de 6)")
			assert.Contains(t, suite, "Abrir «min-root» en el paso a paso")
		} else {
			assert.True(t, strings.HasPrefix(verdict, `On check tree 4 of 6, "min-root" (your code passed the 3 before it): At step`), verdict)
			assert.Contains(t, suite, "Wrong on check tree “min-root” (4 of 6)")
			assert.Contains(t, suite, "Open “min-root” in the stepper")
		}
		assert.Contains(t, classes(t, ctx, "lab-verdict"), "wrong")
		assert.Equal(t, "min-root", eval[string](t, ctx, `document.querySelector('#lab-suite .lab-suite-failed').textContent`))
		assert.Equal(t, 3, eval[int](t, ctx, `document.querySelectorAll('#lab-suite .lab-suite-passed').length`))
		// the lab's stepper draws that tree, MIN at the root
		assert.Equal(t, "min", eval[string](t, ctx, `window.gametree.lab.report.params.root`))
		assert.Equal(t, "(((6,3,1,-4),(2,0,-4,-2)),((6,-1,-3,1),5))", eval[string](t, ctx, `window.gametree.lab.report.params.position`))
		step := eval[int](t, ctx, `window.gametree.lab.report.divergence.step`)
		screenshot(t, ctx, "lab-suite-failed-"+lang)
		// the lab's address says the choice: opened again, it is every check tree
		waitFor(t, ctx, `location.search.includes('position=suite')`)
		href := eval[string](t, ctx, `location.href`)

		// one tree picked again from a link, then the set again
		open(t, ctx, ts.URL, "/?view=lab&lang="+lang+"&kind=search&algo=alphabeta&position=figure-5.2")
		waitFor(t, ctx, `window.gametree.lab && window.gametree.lab.examples.length > 0`)
		assert.Equal(t, "tree", eval[string](t, ctx, `document.getElementById('lab-sgame').value`))
		assert.Equal(t, "figure-5.2", eval[string](t, ctx, `document.getElementById('lab-tree').value`))
		require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(href)))
		waitFor(t, ctx, `window.gametree && window.gametree.lab && window.gametree.lab.report && window.gametree.lab.report.suite && document.querySelector('#lab-treebox .lab-diverge')`)
		assert.Equal(t, "suite", eval[string](t, ctx, `document.getElementById('lab-sgame').value`))
		assert.Equal(t, "min-root", eval[string](t, ctx, `window.gametree.lab.report.suite.tree`))

		// the button opens it in the stepper, at the step the verdict explains
		clickAt(t, ctx, "#lab-suite-open")
		waitTree(t, ctx)
		assert.Equal(t, step, eval[int](t, ctx, `window.gametree.explorer.k`))
		assert.Contains(t, eval[string](t, ctx, `location.search`), "root=min")
		label := text(t, ctx, "step-label")
		if lang == "es" {
			assert.Contains(t, label, "Paso 36 de 62")
		} else {
			assert.Contains(t, label, "Step 36 of 62")
		}
		screenshot(t, ctx, "lab-suite-stepper-"+lang)
		noPageErrors(t, ctx)
	})
}
