package web

import (
	"context"
	"fmt"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// studentCtx is a tab in a browser context of its own: its own localStorage, as
// another student's browser has.
func studentCtx(t *testing.T, teacher context.Context) context.Context {
	t.Helper()
	_ = browserCtx(t) // the shared browser is up
	ctx, cancel := chromedp.NewContext(shared.bctx, chromedp.WithNewBrowserContext())
	ctx, cancel2 := context.WithTimeout(ctx, 90*time.Second)
	t.Cleanup(func() {
		cancel2()
		cancel()
	})
	return ctx
}

// setSelect chooses a value of a select and tells the page.
func setSelect(t *testing.T, ctx context.Context, sel, value string) {
	t.Helper()
	ok := eval[bool](t, ctx, fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.value = %q; e.dispatchEvent(new Event('change', {bubbles: true})); return e.value === %q; })()`, sel, value, value))
	require.True(t, ok, "%s = %s", sel, value)
}

func fillIn(t *testing.T, ctx context.Context, sel, text string) {
	t.Helper()
	eval[any](t, ctx, fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.scrollIntoView({block: 'center'}); e.focus(); e.select(); return 0; })()`, sel))
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Delete)))
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(text)))
}

// answerNode clicks a node's value box in the question picture and types its value.
func answerNode(t *testing.T, ctx context.Context, id int, value string) {
	t.Helper()
	clickAt(t, ctx, fmt.Sprintf(`#cl-tree [id="a_n%d-v"] text`, id))
	waitFor(t, ctx, `document.activeElement && document.activeElement.id === 'cl-in-value'`)
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(value+kb.Enter)))
}

// cutEdge clicks the edge into node id.
func cutEdge(t *testing.T, ctx context.Context, id int) {
	t.Helper()
	clickAt(t, ctx, fmt.Sprintf(`#cl-tree [id="e%d"] path`, id))
	waitFor(t, ctx, fmt.Sprintf(`document.querySelector('#cl-tree [id="e%d"]').classList.contains('cl-cut')`, id))
}

// The class in the browser, in Spanish and in English: a teacher makes a class and an
// assignment (the textbook's pruning question, two attempts, and a minimax one), three
// students answer on the question's picture, and the teacher's table and ranked
// mistakes are right; a mistake opens the stepper at its step.
func TestBrowserClass(t *testing.T) {
	for _, lang := range []string{"es", "en"} {
		t.Run(lang, func(t *testing.T) { browserClass(t, lang) })
	}
}

func browserClass(t *testing.T, lang string) {
	s, _ := classServer(t, classtest.SQLite(t))
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	words := map[string]map[string]string{
		"es": {"class": "Algoritmos 2ºB", "title": "Poda, semana 3", "of": "2 de 3", "label": "Falta la poda D → D2:", "score": "Nota: 4 de 6"},
		"en": {"class": "Algorithms 2B", "title": "Pruning, week 3", "of": "2 of 3", "label": "Missed cut D → D2:", "score": "Score: 4 out of 6"},
	}[lang]
	teacher := browserCtx(t)
	consoleErrors(t, teacher)
	open(t, teacher, ts.URL, "/?view=class&lang="+lang)
	waitFor(t, teacher, `!!document.getElementById('cl-new-class')`)
	fillIn(t, teacher, "#cl-class-name", words["class"])
	clickAt(t, teacher, "#cl-create-class")
	waitFor(t, teacher, `!!document.getElementById('cl-class-title')`)
	assert.Equal(t, words["class"], text(t, teacher, "cl-class-title"))
	assert.Contains(t, eval[string](t, teacher, `location.href`), "#key=", "the teacher's link holds the key")

	fillIn(t, teacher, "#cl-title", words["title"])
	setSelect(t, teacher, "#cl-ex1-source", "textbook")
	setSelect(t, teacher, "#cl-ex1-q", "prune")
	fillIn(t, teacher, "#cl-ex1-attempts", "2")
	clickAt(t, teacher, "#cl-add-ex")
	setSelect(t, teacher, "#cl-ex2-source", "random")
	setSelect(t, teacher, "#cl-ex2-level", "1")
	fillIn(t, teacher, "#cl-ex2-seed", "3")
	setSelect(t, teacher, "#cl-ex2-q", "values")
	clickAt(t, teacher, "#cl-create-assignment")
	waitFor(t, teacher, `!!document.querySelector('.cl-student-link') && !document.getElementById('cl-results').hidden`)
	link := eval[string](t, teacher, `document.querySelector('.cl-student-link').value`)
	require.Contains(t, link, ts.URL+"/?view=class&a=")

	// three students: Ana (a name that is HTML) gets all right; Bruno misses D's value
	// and the cut D → D2; Carla misses the cut
	type student struct {
		name       string
		d          string
		cutD       bool
		screenshot bool
	}
	for _, st := range []student{
		{name: `<img src=x id=pwned> Ana & "Bea"`, d: "0", cutD: true},
		{name: "Bruno", d: "2", cutD: false, screenshot: true},
		{name: "Carla", d: "0", cutD: false},
	} {
		ctx := studentCtx(t, teacher)
		consoleErrors(t, ctx)
		open(t, ctx, link, "&lang="+lang)
		waitFor(t, ctx, `!!document.getElementById('cl-join')`)
		fillIn(t, ctx, "#cl-student-name", st.name)
		clickAt(t, ctx, "#cl-join-go")
		waitFor(t, ctx, `!!document.querySelector('#cl-tree svg [id="n7"]')`)
		assert.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#pwned').length`), "a name is text")
		// A(B(3,5),C(2,9),D(0,7)): ids A 0, B 1, C 4, D 7; C2 is 6, D2 is 9
		answerNode(t, ctx, 0, "3")
		answerNode(t, ctx, 1, "3")
		answerNode(t, ctx, 4, "2")
		answerNode(t, ctx, 7, st.d)
		cutEdge(t, ctx, 6)
		if st.cutD {
			cutEdge(t, ctx, 9)
		}
		assert.Equal(t, st.d, eval[string](t, ctx, `document.querySelector('#cl-tree [id="a_n7-v"] text').textContent`), "the value written in its box")
		clickAt(t, ctx, "#cl-hand-in")
		waitFor(t, ctx, `!!document.querySelector('.cl-attempt')`)
		score := eval[string](t, ctx, `document.querySelector('.cl-attempt .ex-score').textContent`)
		if st.name == "Bruno" {
			assert.Equal(t, words["score"], score)
			// the mistakes, without the answers: the kind and the place, ? for values
			mk := eval[[]string](t, ctx, `[...document.querySelectorAll('.cl-attempt .ex-mistake')].map(e => e.textContent)`)
			require.Len(t, mk, 2)
			assert.Contains(t, mk[0], words["label"])
			assert.Contains(t, mk[0], "β ≤ α")
			assert.NotContains(t, mk[1], "0.", "no expected value")
			assert.Contains(t, mk[1], "?")
			assert.True(t, eval[bool](t, ctx, `document.querySelector('#cl-tree [id="e9"]').classList.contains('cl-wrong')`), "the missed cut marked")
		}
		if st.screenshot {
			screenshot(t, ctx, "class-student-"+lang)
			// on a phone: the page keeps its width, the picture fits
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateScale(2))))
			waitFor(t, ctx, `document.documentElement.scrollWidth <= window.innerWidth`)
			waitFor(t, ctx, `document.querySelector('#cl-tree svg').getBoundingClientRect().right <= 390`) // refitted
			screenshot(t, ctx, "class-student-phone-"+lang)
		}
		noPageErrors(t, ctx)
	}

	// the teacher's view
	clickAt(t, teacher, "#cl-results .btn-ghost") // refresh
	waitFor(t, teacher, `document.querySelectorAll('#cl-table tbody tr').length === 3`)
	rows := eval[[]string](t, teacher, `[...document.querySelectorAll('#cl-table tbody tr')].map(r => [...r.children].map(c => c.textContent.trim()).join(' | '))`)
	assert.Equal(t, []string{`<img src=x id=pwned> Ana & "Bea" |  | 6/6 | — | 6`, `Bruno |  | 4/6 | — | 4`, `Carla |  | 5/6 | — | 5`}, rows)
	assert.Equal(t, 0, eval[int](t, teacher, `document.querySelectorAll('#pwned').length`), "the name is text on the teacher's page too")
	first := eval[map[string]string](t, teacher, `(() => { const li = document.querySelector('.cl-task-mistakes[data-n="1"] .cl-mistake'); return {kind: li.dataset.kind, n: li.dataset.students, text: li.textContent}; })()`)
	assert.Equal(t, "missed-cut", first["kind"])
	assert.Equal(t, "2", first["n"])
	assert.Contains(t, first["text"], words["of"])
	assert.Contains(t, first["text"], words["label"])
	assert.Contains(t, first["text"], "β=0 ≤ α=3", "the teacher sees the sentence whole")
	second := eval[string](t, teacher, `document.querySelectorAll('.cl-task-mistakes[data-n="1"] .cl-mistake')[1].dataset.students`)
	assert.Equal(t, "1", second)
	screenshot(t, teacher, "class-teacher-"+lang)
	// the mistake opens the stepper at its step
	clickAt(t, teacher, `.cl-task-mistakes[data-n="1"] .cl-open-step`)
	waitTree(t, teacher)
	waitFor(t, teacher, `window.gametree.view === 'explore' && window.gametree.explorer.k === 25`)
	assert.Contains(t, text(t, teacher, "sentence"), "D")
	assert.False(t, eval[bool](t, teacher, `document.getElementById('btn-up').hidden`), "a way back to the class")
	screenshot(t, teacher, "class-stepper-"+lang)
	noPageErrors(t, teacher)
}
