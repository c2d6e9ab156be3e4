//go:build browser

package web

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The stepper's choice of the value alpha-beta returns, in both languages: choosing
// the course's alpha-beta (seed 002) searches it (fail-course=true, kept in the link),
// the pseudo-code panel shows the seed's pseudo-code in the page's language, and at C
// of the MIN-root textbook tree (a MAX node whose children are leaves 2 and 9, window
// (−∞, 5)) the sentence says that it returns α = 9, more than β = 5, with the seed's
// "return α" lit. A reload of the link keeps the choice.
func TestBrowserCoursesVariant(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range []struct{ lang, option, sentence, lit, fn string }{
		{"en", "course's: α at MAX, β at MIN",
			"C is done and returns 9 to A. (The course's alpha-beta returns α at MAX: α = 9, more than β = 5; fail-hard would return β.)",
			"return α", "function alpha-beta(node, depth, α, β, player)"},
		{"es", "del curso: α en MAX, β en MIN",
			"C termina y devuelve 9 a A. (El alfa-beta del curso devuelve α en MAX: α = 9, más que β = 5; fail-hard devolvería β.)",
			"devolver α", "función alfa-beta(nodo, profundidad, α, β, jugador)"},
	} {
		open(t, ctx, ts.URL, "/?game=tree&position=textbook&root=min&algo=alphabeta&lang="+tc.lang)
		waitTree(t, ctx)
		assert.Equal(t, "soft", eval[string](t, ctx, `document.getElementById('f-returns').value`), "fail-soft by default")
		assert.Equal(t, tc.option, eval[string](t, ctx, `document.querySelector('#f-returns option[value=course]').textContent`))
		// choose the course's variant as a user does: the select, then its change
		eval[any](t, ctx, `(() => { const s = document.getElementById('f-returns'); s.value = 'course'; s.dispatchEvent(new Event('change', { bubbles: true })); return 0; })()`)
		waitFor(t, ctx, `gametree.explorer.tr && gametree.explorer.tr.doc.options.fail_course === true && document.getElementById('tree-busy').hidden`)
		assert.Contains(t, eval[string](t, ctx, `location.search`), "fail-course=true", tc.lang)
		assert.False(t, eval[bool](t, ctx, `document.getElementById('course-hint').hidden`), "the course's hint shown")
		assert.True(t, eval[bool](t, ctx, `document.getElementById('failhard-hint').hidden`), "fail-hard's hint hidden")
		code := eval[string](t, ctx, `[...document.querySelectorAll('#code .code-line')].map(e => e.textContent).join('\n')`)
		assert.Contains(t, code, tc.fn, tc.lang)

		// step 22: C returns
		eval[any](t, ctx, `gametree.explorer.userGo(22), 0`)
		waitFor(t, ctx, `document.getElementById('tree-busy').hidden`)
		assert.Equal(t, tc.sentence, text(t, ctx, "sentence"), tc.lang)
		assert.Equal(t, tc.lit, strings.TrimSpace(eval[string](t, ctx, `(document.querySelector('#code .code-line.lit') || {}).textContent || ''`)), tc.lang)
		shown := eval[string](t, ctx, `[...document.querySelectorAll('#treebox svg.gt text')].map(e => e.textContent).join(' ')`)
		assert.Contains(t, shown, "9", tc.lang)
		eval[any](t, ctx, `document.getElementById('sentence').scrollIntoView({block: 'center'}), 0`)
		screenshot(t, ctx, "course-variant-"+tc.lang)

		// the link keeps the choice
		link := eval[string](t, ctx, `location.pathname + location.search`)
		open(t, ctx, ts.URL, link)
		waitTree(t, ctx)
		require.Equal(t, "course", eval[string](t, ctx, `document.getElementById('f-returns').value`), tc.lang)
		assert.True(t, eval[bool](t, ctx, `gametree.explorer.tr.doc.options.fail_course === true`))
		eval[any](t, ctx, `document.getElementById('f-returns').scrollIntoView({block: 'center'}), 0`)
		screenshot(t, ctx, "course-variant-form-"+tc.lang)
	}
	noPageErrors(t, ctx)
}

// The practise view offers the same choice: a link with fail-course opens the course's
// variant, says so in the task, keeps it in its link; choosing fail-soft drops it.
func TestBrowserPractiseCoursesVariant(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range []struct{ lang, task string }{
		{"en", "The course's alpha-beta: a MAX node returns α, a MIN node β."},
		{"es", "Alfa-beta del curso: un nodo MAX devuelve α y un nodo MIN, β."},
	} {
		openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=window&root=min&fail-course=true&lang="+tc.lang)
		assert.Equal(t, "course", eval[string](t, ctx, `document.getElementById('ex-returns').value`), tc.lang)
		assert.Contains(t, text(t, ctx, "ex-task"), tc.task, tc.lang)
		assert.Contains(t, eval[string](t, ctx, `location.search`), "fail-course=true", tc.lang)
		screenshot(t, ctx, "practise-course-variant-"+tc.lang)
		eval[any](t, ctx, `(() => { const s = document.getElementById('ex-returns'); s.value = 'soft'; s.dispatchEvent(new Event('change', { bubbles: true })); return 0; })()`)
		waitFor(t, ctx, `!location.search.includes('fail-course')`)
		waitFor(t, ctx, `!document.getElementById('ex-task').textContent.includes('α at MAX') && !document.getElementById('ex-task').textContent.includes('del curso')`)
	}
	noPageErrors(t, ctx)
}
