//go:build browser

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
	ctx, cancel2 := context.WithTimeout(ctx, 5*time.Minute) // only a hang passes it, never a busy machine (a class test took 99 s in CI)
	t.Cleanup(func() {
		cancel2()
		cancel()
	})
	quietTab(t, ctx)
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
	t.Parallel()
	for _, lang := range []string{"es", "en"} {
		t.Run(lang, func(t *testing.T) { browserClass(t, lang) })
	}
}

func browserClass(t *testing.T, lang string) {
	s, _ := classServer(t, classtest.SQLite(t))
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	words := map[string]map[string]string{
		"es": {"class": "Algoritmos 2ºB", "title": "Poda, semana 3", "of": "2 de 3", "label": "Falta la poda D → D2:", "missing": "Falta 1 poda.", "score": "Nota: 4 de 6",
			"work": "El trabajo de Bruno", "wrote": "Valor erróneo en D: escribió 2, es 0.", "title2": "Poda, semana 4", "none": "Aún no hay tareas.",
			"rule": "Un nodo MIN se queda con el menor de los valores de sus sucesores. Con la poda alfa-beta solo cuentan los sucesores explorados: un nodo podado no aporta valor."},
		"en": {"class": "Algorithms 2B", "title": "Pruning, week 3", "of": "2 of 3", "label": "Missed cut D → D2:", "missing": "1 cut is missing.", "score": "Score: 4 out of 6",
			"work": "The work of Bruno", "wrote": "Wrong value at D: they wrote 2, it is 0.", "title2": "Pruning, week 4", "none": "No assignment yet.",
			"rule": "A MIN node takes the smallest of its children's values. Under alpha-beta only the children searched count: a pruned node gives no value."},
	}[lang]
	teacher := browserCtx(t)
	consoleErrors(t, teacher)
	open(t, teacher, ts.URL, "/?view=class&lang="+lang)
	waitFor(t, teacher, `!!document.getElementById('cl-new-class')`)
	fillIn(t, teacher, "#cl-class-name", words["class"])
	clickAt(t, teacher, "#cl-create-class")
	waitFor(t, teacher, `!!document.getElementById('cl-class-title')`)
	assert.Equal(t, words["class"], text(t, teacher, "cl-class-title"))
	// kept in this browser, the key leaves the address bar (projected in class)
	waitFor(t, teacher, `!location.href.includes('#key=')`)
	assert.NotContains(t, eval[string](t, teacher, `location.href`), "key=", "the address bar shows no key")

	fillIn(t, teacher, "#cl-title", words["title"])
	setSelect(t, teacher, "#cl-ex1-source", "textbook")
	setSelect(t, teacher, "#cl-ex1-q", "prune")
	fillIn(t, teacher, "#cl-ex1-attempts", "2")
	clickAt(t, teacher, "#cl-add-ex")
	setSelect(t, teacher, "#cl-ex2-source", "random")
	setSelect(t, teacher, "#cl-ex2-level", "1")
	fillIn(t, teacher, "#cl-ex2-seed", "3")
	setSelect(t, teacher, "#cl-ex2-q", "values")
	setSelect(t, teacher, "#cl-feedback", "full") // the mistakes by kind and place before the reveal
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
		score      int // of 6
		screenshot bool
	}
	for _, st := range []student{
		{name: `<img src=x id=pwned> Ana & "Bea"`, d: "0", cutD: true, score: 6},
		{name: "Bruno", d: "2", cutD: false, score: 4, screenshot: true},
		{name: "Carla", d: "0", cutD: false, score: 5},
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
		if st.name == "Carla" {
			// Carla leaves the view as her hand-in is stored but before its answer
			// arrives: the answer is dropped, and on her return the hand-in is sent again
			// under its submission id, which the server stores once
			eval[any](t, ctx, `(() => { window.__fetch = window.fetch; window.fetch = async (u, o) => { const r = await window.__fetch(u, o);
				if (/attempts$/.test(u)) { window.__stored = true; await new Promise((res) => setTimeout(res, 1500)); window.__answered = true; } return r; }; return 0; })()`)
			clickAt(t, ctx, "#cl-hand-in")
			waitFor(t, ctx, `window.__stored === true`)
			clickAt(t, ctx, "#tab-explore")
			waitFor(t, ctx, `window.gametree.view === 'explore'`)
			assert.True(t, eval[bool](t, ctx, `window.gametree.classview.student.pending !== null && window.gametree.classview.req.jobs.size === 0`), "cut off, still to be sent")
			eval[any](t, ctx, `(() => { window.fetch = window.__fetch; return 0; })()`)
			waitFor(t, ctx, `window.__answered === true`) // the dropped answer has arrived
			assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('.cl-attempt').length`), "the dropped answer never reached the page")
			clickAt(t, ctx, "#tab-class")
			waitFor(t, ctx, `!!document.querySelector('.cl-attempt') && window.gametree.classview.student.pending === null`)
			assert.Equal(t, 1, eval[int](t, ctx, `window.gametree.classview.student.attempts.length`))
			assert.True(t, eval[bool](t, ctx, `window.gametree.classview.student.attempts[0].replayed === true`), "the server had it: stored once")
		} else {
			clickAt(t, ctx, "#cl-hand-in")
		}
		waitFor(t, ctx, `!!document.querySelector('.cl-attempt')`)
		score := eval[string](t, ctx, `document.querySelector('.cl-attempt .ex-score').textContent`)
		assert.Contains(t, score, fmt.Sprintf(" %d ", st.score), "the attempt's score")
		assert.Equal(t, st.score, eval[int](t, ctx, `window.gametree.classview.student.attempts[0].score`))
		if st.name == "Bruno" {
			assert.Equal(t, words["score"], score)
			// the mistakes, without the answers: a missed cut counted, not named; the
			// wrong value's place, ? for values
			mk := eval[[]string](t, ctx, `[...document.querySelectorAll('.cl-attempt .ex-mistake')].map(e => e.textContent)`)
			require.Len(t, mk, 2)
			assert.Equal(t, words["missing"], mk[0])
			assert.NotContains(t, mk[1], "0.", "no expected value")
			assert.Contains(t, mk[1], "?")
			// the rule broken named (class-mistake.js), no right answer to show
			assert.Equal(t, words["rule"], eval[string](t, ctx, `document.querySelector('.cl-attempt .ex-mistake[data-kind="wrong-value"] .ex-mk-rule').textContent`))
			assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('.cl-attempt details').length`), "nothing to show before the answers are")
			assert.NotContains(t, eval[string](t, ctx, `document.querySelector('.cl-attempt').textContent`), "D2", "the cut missed is not named")
			assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('#cl-tree .cl-wrong').length - document.querySelectorAll('#cl-tree [id="n7"].cl-wrong').length`),
				"only D, the wrong value, is marked: not the missed cut's edge")
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
	// the refreshed table: three rows, each with the first exercise handed in (an
	// earlier refresh may show a student who had joined and not handed in yet)
	waitFor(t, teacher, `(() => { const rows = [...document.querySelectorAll('#cl-table tbody tr')];
		return rows.length === 3 && rows.every((r) => r.children[2].textContent.trim() !== '—'); })()`)
	rows := eval[[]string](t, teacher, `[...document.querySelectorAll('#cl-table tbody tr')].map(r => [...r.children].map(c => c.textContent.trim()).join(' | '))`)
	assert.Equal(t, []string{`<img src=x id=pwned> Ana & "Bea" |  | 6/6 | — | 6`, `Bruno |  | 4/6 | — | 4`, `Carla |  | 5/6 | — | 5`}, rows)
	assert.Equal(t, 0, eval[int](t, teacher, `document.querySelectorAll('#pwned').length`), "the name is text on the teacher's page too")
	// the table uses the card's width; every name shows whole, not cut to "Ana Ga…"
	tw := eval[[]float64](t, teacher, `[document.getElementById('cl-table').getBoundingClientRect().width, document.getElementById('cl-results').clientWidth, innerWidth]`)
	assert.Greater(t, tw[0], 0.9*(tw[1]-60), "the table is %.0f px wide in a %.0f px card (%.0f px page)", tw[0], tw[1], tw[2])
	for _, name := range eval[[]map[string]any](t, teacher, `[...document.querySelectorAll('#cl-table .cl-name-btn')].map(b => { const r = document.createRange(); r.selectNodeContents(b);
		const text = r.getBoundingClientRect(), box = b.closest('th').getBoundingClientRect();
		return {name: b.textContent, cut: b.scrollWidth > b.clientWidth + 1 || text.right > box.right + 1 || getComputedStyle(b).textOverflow === 'ellipsis'}; })`) {
		assert.False(t, name["cut"].(bool), "%s is cut", name["name"])
	}
	first := eval[map[string]string](t, teacher, `(() => { const li = document.querySelector('.cl-task-mistakes[data-n="1"] .cl-mistake'); return {kind: li.dataset.kind, n: li.dataset.students, text: li.textContent}; })()`)
	assert.Equal(t, "missed-cut", first["kind"])
	assert.Equal(t, "2", first["n"])
	assert.Contains(t, first["text"], words["of"])
	assert.Contains(t, first["text"], words["label"])
	assert.Contains(t, first["text"], "β=0 ≤ α=3", "the teacher sees the sentence whole")
	second := eval[string](t, teacher, `document.querySelectorAll('.cl-task-mistakes[data-n="1"] .cl-mistake')[1].dataset.students`)
	assert.Equal(t, "1", second)
	screenshot(t, teacher, "class-teacher-"+lang)

	// Bruno's score opens his work: his answers on the question's picture, his
	// mistakes with the expected answers, the time he took
	clickAt(t, teacher, `#cl-table tbody tr:nth-child(2) td:nth-child(3) .cl-cell-btn`)
	waitFor(t, teacher, `!!document.querySelector('#cl-student-work-tree svg [id="n7"]')`)
	assert.Equal(t, words["work"], text(t, teacher, "cl-student-work-h"))
	assert.Equal(t, "2", eval[string](t, teacher, `document.querySelector('#cl-student-work-tree [id="a_n7-v"] text').textContent`), "his answer in its box")
	assert.True(t, eval[bool](t, teacher, `document.querySelector('#cl-student-work-tree [id="e9"]').classList.contains('cl-wrong')`), "the missed cut marked")
	assert.True(t, eval[bool](t, teacher, `document.querySelector('#cl-student-work-tree svg').classList.contains('cl-locked')`), "nothing to answer")
	mk := eval[[]string](t, teacher, `[...document.querySelectorAll('#cl-student-work .ex-mistake .ex-mk-head')].map(e => e.textContent)`)
	assert.Equal(t, []string{words["label"], words["wrote"]}, mk)
	assert.Contains(t, eval[string](t, teacher, `document.querySelector('#cl-student-work .cl-when').textContent`), " s.", "the time taken")
	assert.True(t, eval[bool](t, teacher, `document.querySelector('#cl-table tbody tr:nth-child(2)').classList.contains('cl-shown')`), "his row marked")
	assert.Contains(t, eval[string](t, teacher, `location.search`), "&student=", "the address shows his work")
	screenshot(t, teacher, "class-work-"+lang)

	// the mistake opens the stepper at its step; the way back finds the results and
	// the work as they were
	assert.Regexp(t, `\b26$`, eval[string](t, teacher, `document.querySelector('.cl-task-mistakes[data-n="1"] .cl-open-step').textContent`),
		"the cutoff at D is Step 26, as /api/render numbers it")
	clickAt(t, teacher, `.cl-task-mistakes[data-n="1"] .cl-open-step`)
	waitTree(t, teacher)
	waitFor(t, teacher, `window.gametree.view === 'explore' && window.gametree.explorer.k === 25`)
	assert.Contains(t, text(t, teacher, "sentence"), "D")
	assert.False(t, eval[bool](t, teacher, `document.getElementById('btn-up').hidden`), "a way back to the class")
	assert.Zero(t, eval[int](t, teacher, `window.gametree.classview.req.jobs.size`), "leaving the class aborted its requests")
	assert.Zero(t, eval[int](t, teacher, `window.gametree.classview.teacher.timer`), "and stopped refreshing")
	screenshot(t, teacher, "class-stepper-"+lang)
	clickAt(t, teacher, "#btn-up")
	waitFor(t, teacher, `window.gametree.view === 'class' && !document.getElementById('cl-results').hidden && document.querySelectorAll('#cl-table tbody tr').length === 3`)
	waitFor(t, teacher, `!!document.querySelector('#cl-student-work-tree svg')`)
	assert.Equal(t, words["work"], text(t, teacher, "cl-student-work-h"))
	assert.NotZero(t, eval[int](t, teacher, `window.gametree.classview.teacher.timer`), "refreshing again")

	// the teacher changes the assignment: its title and reveal rule; closes it, then
	// opens it again (no closing time)
	clickAt(t, teacher, ".cl-assignment .cl-change")
	waitFor(t, teacher, `document.activeElement && document.activeElement.id === 'cl-edit-title'`)
	fillIn(t, teacher, "#cl-edit-title", " ")
	clickAt(t, teacher, "#cl-edit-save")
	waitFor(t, teacher, `document.getElementById('cl-edit-status').classList.contains('error') && !document.getElementById('cl-edit-save').disabled`)
	assert.Contains(t, text(t, teacher, "cl-edit-status"), map[string]string{"es": "el título de una tarea", "en": "an assignment's title"}[lang], "the server's refusal, in the page's language")
	fillIn(t, teacher, "#cl-edit-title", words["title2"])
	setSelect(t, teacher, "#cl-edit-reveal", "each-attempt")
	clickAt(t, teacher, "#cl-edit-save")
	waitFor(t, teacher, `!document.getElementById('cl-edit') && document.querySelector('.cl-assignment strong').textContent === `+fmt.Sprintf("%q", words["title2"]))
	waitFor(t, teacher, `document.getElementById('cl-results-h').textContent.endsWith(`+fmt.Sprintf("%q", words["title2"])+`)`)
	clickAt(t, teacher, ".cl-assignment .cl-close")
	waitFor(t, teacher, `!!document.getElementById('cl-close-dialog')?.open`)
	clickAt(t, teacher, "#cl-close-dialog-ok")
	waitFor(t, teacher, `!!document.querySelector('.cl-assignment .cl-badge.cl-closed') && !document.querySelector('.cl-assignment .cl-close')`)
	clickAt(t, teacher, ".cl-assignment .cl-change")
	waitFor(t, teacher, `document.getElementById('cl-edit-closes').value !== ''`)
	eval[any](t, teacher, `(() => { const e = document.getElementById('cl-edit-closes'); e.value = ''; return 0; })()`)
	screenshot(t, teacher, "class-change-"+lang)
	clickAt(t, teacher, "#cl-edit-save")
	waitFor(t, teacher, `!!document.querySelector('.cl-assignment .cl-badge.cl-open') && !!document.querySelector('.cl-assignment .cl-close')`)

	// and deletes it: its results go, the class stays
	eval[any](t, teacher, `(() => { window.confirm = () => true; return 0; })()`)
	clickAt(t, teacher, ".cl-assignment .cl-delete-assignment")
	waitFor(t, teacher, `document.getElementById('cl-results').hidden && document.getElementById('cl-student-work').hidden`)
	assert.Equal(t, words["none"], eval[string](t, teacher, `document.getElementById('cl-assignments').textContent`))
	assert.NotContains(t, eval[string](t, teacher, `location.search`), "results=")
	assert.Equal(t, words["class"], text(t, teacher, "cl-class-title"))
	noPageErrors(t, teacher)
}

// "Not you?" on a shared computer: the next student starts at the first exercise, with
// none of the previous student's answers (the draft written on exercise 2) nor their
// attempts; what the first one wrote stays theirs.
func TestBrowserClassNotYou(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	tc := makeClass(t, s.Handler(), "after-close")
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := studentCtx(t, nil)
		consoleErrors(t, ctx)
		open(t, ctx, ts.URL, "/?view=class&a="+tc.assignment+"&lang="+lang)
		joinAs := func(name string) {
			t.Helper()
			waitFor(t, ctx, `!!document.getElementById('cl-join')`)
			fillIn(t, ctx, "#cl-student-name", name)
			clickAt(t, ctx, "#cl-join-go")
			waitFor(t, ctx, `!!document.querySelector('#cl-tree svg [id="n1"]')`)
		}
		joinAs("Ana " + lang)
		// Ana hands in exercise 1, then opens exercise 2 and writes a value there
		answerNode(t, ctx, 0, "3")
		clickAt(t, ctx, "#cl-hand-in")
		waitFor(t, ctx, `!!document.querySelector('.cl-attempt')`)
		clickAt(t, ctx, "#cl-tab-2")
		waitFor(t, ctx, `document.querySelector('.cl-task').dataset.n === '2' && !!document.querySelector('#cl-tree svg [id="n1"]')`)
		answerNode(t, ctx, 0, "4")
		assert.Equal(t, "4", eval[string](t, ctx, `document.querySelector('#cl-tree [id="a_n0-v"] text').textContent`))

		eval[any](t, ctx, `(() => { window.confirm = () => true; return 0; })()`) // "forget me on this computer?"
		clickAt(t, ctx, "#cl-not-me")
		joinAs("Luis " + lang)
		assert.Equal(t, "1", eval[string](t, ctx, `document.querySelector('.cl-task').dataset.n`), "Luis starts at exercise 1")
		assert.Equal(t, "true", eval[string](t, ctx, `document.getElementById('cl-tab-1').getAttribute('aria-selected')`))
		assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('.cl-attempt').length`), "none of Ana's attempts")
		assert.NotContains(t, eval[string](t, ctx, `document.getElementById('cl-tab-1').textContent`), "/", "no score on his tab")
		assert.Equal(t, "\u00a0", eval[string](t, ctx, `document.querySelector('#cl-tree [id="a_n0-v"] text').textContent`), "an empty box")
		screenshot(t, ctx, "class-not-you-"+lang)
		clickAt(t, ctx, "#cl-tab-2")
		waitFor(t, ctx, `document.querySelector('.cl-task').dataset.n === '2' && !!document.querySelector('#cl-tree svg [id="n1"]')`)
		assert.Equal(t, "\u00a0", eval[string](t, ctx, `document.querySelector('#cl-tree [id="a_n0-v"] text').textContent`), "not Ana's draft")
		assert.False(t, eval[bool](t, ctx, `document.getElementById('cl-hand-in').disabled`), "his attempt is still his to use")
		assert.Empty(t, eval[[]string](t, ctx, `Object.keys(localStorage).filter(k => /^gametree\.draft\./.test(k) && localStorage.getItem(k).includes(':4'))`), "Ana's draft is gone")
		noPageErrors(t, ctx)
	})
}
