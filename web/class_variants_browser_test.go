//go:build browser

package web

import (
	"fmt"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// A tree per student in the browser, in Spanish and in English: the form offers the
// setting for a random exercise only; two students get two trees; the teacher's
// ranked mistakes name the mistake by its node's role with an example from each tree,
// the answers not given listed apart; an example opens the stepper on that student's
// tree while the assignment is open (the teacher's pass).
func TestBrowserClassTreePerStudent(t *testing.T) {
	t.Parallel()
	for _, lang := range []string{"es", "en"} {
		t.Run(lang, func(t *testing.T) { browserClassVariants(t, lang) })
	}
}

func browserClassVariants(t *testing.T, lang string) {
	s, _ := classServer(t, classtest.SQLite(t))
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	words := map[string]map[string]string{
		"es": {"label": "Valor erróneo en la raíz (MAX):", "of": "2 de 2", "missing": "Respuestas sin dar", "examples": "Un ejemplo de cada árbol (2)"},
		"en": {"label": "Wrong value at the root (MAX):", "of": "2 of 2", "missing": "Answers not given", "examples": "An example from each tree (2)"},
	}[lang]
	teacher := browserCtx(t)
	consoleErrors(t, teacher)
	open(t, teacher, ts.URL, "/?view=class&lang="+lang)
	waitFor(t, teacher, `!!document.getElementById('cl-new-class')`)
	fillIn(t, teacher, "#cl-class-name", "2B")
	clickAt(t, teacher, "#cl-create-class")
	waitFor(t, teacher, `!!document.getElementById('cl-class-title')`)
	fillIn(t, teacher, "#cl-title", "Trees")
	setSelect(t, teacher, "#cl-ex1-source", "textbook")
	assert.True(t, eval[bool](t, teacher, `document.getElementById('cl-ex1-variants').closest('.field').hidden`), "a preset has one tree")
	setSelect(t, teacher, "#cl-ex1-source", "random")
	assert.False(t, eval[bool](t, teacher, `document.getElementById('cl-ex1-variants').closest('.field').hidden`))
	assert.Equal(t, "per-student", eval[string](t, teacher, `document.getElementById('cl-ex1-variants').value`), "a tree per student by default")
	setSelect(t, teacher, "#cl-ex1-level", "2")
	setSelect(t, teacher, "#cl-ex1-q", "prune")
	screenshot(t, teacher, "class-variants-form-"+lang)
	clickAt(t, teacher, "#cl-create-assignment")
	waitFor(t, teacher, `!!document.querySelector('.cl-student-link') && !document.getElementById('cl-results').hidden`)
	link := eval[string](t, teacher, `document.querySelector('.cl-student-link').value`)

	// two students, two trees; each writes 99 at the root and hands in
	var leaves []string
	for _, name := range []string{"Ana", "Bruno"} {
		ctx := studentCtx(t, teacher)
		consoleErrors(t, ctx)
		open(t, ctx, link, "&lang="+lang)
		waitFor(t, ctx, `!!document.getElementById('cl-join')`)
		fillIn(t, ctx, "#cl-student-name", name)
		clickAt(t, ctx, "#cl-join-go")
		waitFor(t, ctx, `!!document.querySelector('#cl-tree svg [id="n0"]')`)
		leaves = append(leaves, eval[string](t, ctx, `[...document.querySelectorAll('#cl-tree svg .leaf text')].map(e => e.textContent).join(',')`))
		answerNode(t, ctx, 0, "99")
		clickAt(t, ctx, "#cl-hand-in")
		waitFor(t, ctx, `!!document.querySelector('.cl-attempt')`)
		noPageErrors(t, ctx)
	}
	require.Len(t, leaves, 2)
	assert.NotEqual(t, leaves[0], leaves[1], "a tree each: %s", leaves)

	// refresh; the page's own timer may have drawn the results between Bruno's joining
	// and his handing in (two rows, one attempt): wait for both attempts' examples
	clickAt(t, teacher, "#cl-results .btn-ghost")
	waitFor(t, teacher, `document.querySelectorAll('#cl-table tbody tr').length === 2 && document.querySelectorAll('.cl-task-mistakes[data-n="1"] .cl-mistake[data-kind="wrong-value"] .cl-example').length === 2`)
	first := eval[string](t, teacher, `document.querySelector('.cl-task-mistakes[data-n="1"] .cl-mistake[data-kind="wrong-value"]').textContent`)
	assert.Contains(t, first, words["of"])
	assert.Contains(t, first, words["label"])
	assert.Contains(t, first, words["examples"])
	assert.Contains(t, first, "Ana")
	assert.Contains(t, first, "Bruno")
	assert.Equal(t, 2, eval[int](t, teacher, `document.querySelector('.cl-task-mistakes[data-n="1"] .cl-mistake[data-kind="wrong-value"]').querySelectorAll('.cl-example').length`))
	assert.Equal(t, words["missing"], eval[string](t, teacher, `document.querySelector('.cl-missing-h').textContent`))
	assert.Zero(t, eval[int](t, teacher, `document.querySelectorAll('.cl-missing .cl-mistake[data-kind="wrong-value"]').length`), "the wrong answers are not among the blanks")
	screenshot(t, teacher, "class-variants-results-"+lang)

	// Bruno's example opens the stepper on his tree, the assignment still open
	step := eval[int](t, teacher, `+document.querySelector('.cl-mistake[data-kind="wrong-value"]').querySelectorAll('.cl-example .cl-open-step')[1].dataset.step`)
	clickAt(t, teacher, `.cl-mistake[data-kind="wrong-value"] .cl-example:nth-child(2) .cl-open-step`)
	waitTree(t, teacher)
	waitFor(t, teacher, fmt.Sprintf(`window.gametree.view === 'explore' && window.gametree.explorer.k === %d`, step-1))
	leafValues := eval[string](t, teacher, `[...document.querySelectorAll('#treebox svg .leaf')].length > 0 ? 'ok' : ''`)
	assert.Equal(t, "ok", leafValues)
	screenshot(t, teacher, "class-variants-stepper-"+lang)
	noPageErrors(t, teacher)
}
