//go:build browser

package web

// Browser test of issue 8 ("Teach it right"): the naive memo's ready example.

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// 10. The naive memo's ready example: linked from the table option, it goes wrong
// where a student can watch it, and one click shows the bound-type table's answer.
func TestBrowserNaiveMemoExample(t *testing.T) {
	t.Parallel()
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
