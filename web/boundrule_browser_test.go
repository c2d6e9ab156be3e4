//go:build browser

package web

import (
	"net/url"
	"testing"

	"github.com/stretchr/testify/assert"
)

// The page states when an alpha-beta value is exact and when a bound, in both
// languages, under the fail-hard box: exact only strictly inside the window the node
// was searched with, whether or not the node had a cutoff of its own. E, in this tree,
// has no cutoff and all its children searched, and shows ≤3 at the end.
func TestBrowserBoundRuleStated(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	tree := url.QueryEscape("A(B(C(5)),D(E(E1(3,1),E2(2,0)),G(7,8)))")
	for _, tc := range []struct{ lang, rule, bound string }{
		{"en", "returns v, exact only when α < v < β: v ≤ α is an upper bound", "even when the node had no cutoff of its own and searched all its children"},
		{"es", "devuelve v, que es exacto solo si α < v < β: si v ≤ α es una cota superior", "aunque el nodo no haya tenido poda propia y haya explorado todos sus hijos"},
	} {
		open(t, ctx, ts.URL, "/?game=tree&position="+tree+"&algo=alphabeta&lang="+tc.lang)
		waitTree(t, ctx)
		hint := text(t, ctx, "failhard-hint")
		assert.Contains(t, hint, tc.rule, tc.lang)
		assert.Contains(t, hint, tc.bound, tc.lang)
		assert.NotContains(t, hint, "when a cutoff leaves it a bound", tc.lang)
		assert.True(t, eval[bool](t, ctx, `!document.getElementById('failhard-hint').hidden`))
		eval[any](t, ctx, `gametree.explorer.userGo(Infinity), 0`)
		waitFor(t, ctx, `document.getElementById('tree-busy').hidden`)
		shown := eval[string](t, ctx, `[...document.querySelectorAll('#treebox svg.gt text')].map(e => e.textContent).join(' ')`)
		assert.Contains(t, shown, "≤3", tc.lang)
		eval[any](t, ctx, `document.getElementById('failhard-hint').scrollIntoView({block: 'center'}), 0`)
		screenshot(t, ctx, "bound-rule-"+tc.lang)
	}
	noPageErrors(t, ctx)
}
