//go:build browser

package web

import (
	"fmt"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// Closing now, in Spanish and in English: a student's attempts come sealed by the
// assignment's feedback rule (the score only: no mistakes, no number of answers); the
// teacher's "Close now" asks first, in a dialog that says closing shows every answer
// at once (cancelled with its button or Escape, nothing closes); confirmed, the
// student sees the answers (a missing α named as such); the teacher hides them again
// (the student's attempts sealed again, no stepper) and shows them again, asked
// first. The new assignment's form is emptied once made: a second click makes nothing.
func TestBrowserClassCloseAndTakeBack(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	h := s.Handler()
	ts := httptest.NewServer(h)
	defer ts.Close()
	forBothLanguages(t, func(t *testing.T, lang string) {
		w := map[string]map[string]string{
			"en": {"rule": "Each hand-in tells you its score; your mistakes show when your teacher shows the answers.", "score": "Score: 4",
				"ruleHidden": "Each hand-in tells you its score; this assignment does not show the answers.",
				"reveals":    "Closing shows every student the expected answers", "noAlpha": "No α at A:", "title": "Second week",
				"rules": "Before the answers show: the score.", "shown": "the students see them now", "titleErr": "an assignment's title", "show": "Show the right answer"},
			"es": {"rule": "Cada entrega te dice su nota; tus errores se verán cuando tu profesor muestre las respuestas.", "score": "Nota: 4",
				"ruleHidden": "Cada entrega te dice su nota; esta tarea no muestra las respuestas.",
				"reveals":    "Al cerrar, todos los estudiantes ven a la vez las respuestas correctas", "noAlpha": "Sin α en A:", "title": "Segunda semana",
				"rules": "Antes de mostrar las respuestas: la nota.", "shown": "los estudiantes ya las ven", "titleErr": "el título de una tarea", "show": "Ver la respuesta correcta"},
		}[lang]
		window := map[string]any{"exercise": map[string]any{"source": "figure-5.2", "q": "window"}}
		tc := makeClass(t, h, "after-close", textbookTask, window)
		setFeedback(t, h, tc, "score")
		ana := join(t, h, tc.assignment, "Ana")
		require.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, ana, 1, "t1", twoWrong).code)
		require.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, ana, 2, "w1", map[string]any{"values": map[string]int{"A": 3}}).code)

		// Ana's page, her key kept as the page keeps it
		student := studentCtx(t, nil)
		consoleErrors(t, student)
		studentPage := "/?view=class&a=" + tc.assignment + "&lang=" + lang
		open(t, student, ts.URL, studentPage)
		eval[any](t, student, fmt.Sprintf(`(() => { localStorage.setItem('gametree.student.%s', JSON.stringify({key: %q, id: '', name: 'Ana', number: '7'})); return 0; })()`, tc.id, ana))
		reload := func() {
			t.Helper()
			open(t, student, ts.URL, studentPage)
			waitFor(t, student, `!!document.querySelector('.cl-attempt') && !!document.querySelector('#cl-tree svg')`)
		}
		sealedNow := func(when, rule string) {
			t.Helper()
			reload()
			assert.Equal(t, rule, text(t, student, "cl-rule"), when)
			assert.Equal(t, w["score"], eval[string](t, student, `document.querySelector('.cl-attempt .ex-score').textContent`), when)
			assert.Zero(t, eval[int](t, student, `document.querySelectorAll('.ex-mistake').length`), "no mistakes: %s", when)
			assert.Equal(t, " 4", eval[string](t, student, `document.querySelector('#cl-tab-1 .cl-tab-score').textContent`), "no number of answers: %s", when)
			clickAt(t, student, "#cl-tab-2")
			waitFor(t, student, `document.querySelector('.cl-task').dataset.n === '2' && !!document.querySelector('.cl-attempt')`)
			assert.Zero(t, eval[int](t, student, `document.querySelectorAll('.ex-mistake, .ex-open-step').length`), "no mistakes, no stepper: %s", when)
		}
		sealedNow("open", w["rule"])
		clickAt(t, student, "#cl-tab-1")
		waitFor(t, student, `document.querySelector('.cl-task').dataset.n === '1'`)
		screenshot(t, student, "class-sealed-student-"+lang)

		// the teacher's page
		teacher := studentCtx(t, nil)
		consoleErrors(t, teacher)
		open(t, teacher, ts.URL, "/?view=class&class="+tc.id+"&lang="+lang+"#key="+tc.key)
		waitFor(t, teacher, `!!document.querySelector('.cl-assignment .cl-close')`)
		assert.Contains(t, eval[string](t, teacher, `document.querySelector('.cl-assignment .cl-rules').textContent`), w["rules"])
		closeDialog := func() {
			t.Helper()
			clickAt(t, teacher, ".cl-assignment .cl-close")
			waitFor(t, teacher, `!!document.getElementById('cl-close-dialog')?.open`)
			assert.Contains(t, text(t, teacher, "cl-close-dialog"), w["reveals"])
			assert.Equal(t, "cl-close-dialog-cancel", eval[string](t, teacher, `document.activeElement.id`), "the safe answer first")
		}
		closeDialog()
		screenshot(t, teacher, "class-close-dialog-"+lang)
		clickAt(t, teacher, "#cl-close-dialog-cancel")
		waitFor(t, teacher, `!document.getElementById('cl-close-dialog')`)
		closeDialog()
		require.NoError(t, chromedp.Do(teacher, chromedp.KeyEvent(kb.Escape)))
		waitFor(t, teacher, `!document.getElementById('cl-close-dialog')`)
		assert.Equal(t, "open", classStatus(t, h, tc), "cancelled twice: still open")
		assert.NotZero(t, eval[int](t, teacher, `document.querySelectorAll('.cl-assignment .cl-badge.cl-open').length`))

		closeDialog()
		clickAt(t, teacher, "#cl-close-dialog-ok")
		waitFor(t, teacher, `!!document.querySelector('.cl-assignment .cl-badge.cl-closed') && !!document.querySelector('.cl-assignment .cl-hide-answers')`)
		assert.Equal(t, "closed", classStatus(t, h, tc))
		assert.Contains(t, eval[string](t, teacher, `document.querySelector('.cl-assignment .cl-rules').textContent`), w["shown"])

		// revealed: Ana sees her mistakes with the answers, each empty box named by its field
		reload()
		assert.Zero(t, eval[int](t, student, `document.querySelectorAll('#cl-rule').length`), "no rule to say once shown")
		assert.NotZero(t, eval[int](t, student, `document.querySelectorAll('.ex-mistake').length`))
		clickAt(t, student, "#cl-tab-2")
		waitFor(t, student, `document.querySelector('.cl-task').dataset.n === '2' && !!document.querySelector('.ex-mistake')`)
		heads := eval[[]string](t, student, `[...document.querySelectorAll('.cl-attempt .ex-mk-head strong')].map(e => e.textContent)`)
		assert.Contains(t, heads, w["noAlpha"])
		// the right answers behind "Show the right answer", opened: the assignment is
		// closed, its answers shown for review (class-mistake.js)
		assert.Equal(t, w["show"], eval[string](t, student, `document.querySelector('.cl-attempt details.ex-mk-answer summary').textContent`))
		assert.True(t, eval[bool](t, student, `[...document.querySelectorAll('.cl-attempt details.ex-mk-answer')].every((d) => d.open) && !!document.querySelector('.cl-attempt details .ex-mk-answer-is')`))
		assert.NotZero(t, eval[int](t, student, `document.querySelectorAll('.ex-open-step').length`), "the stepper, now")
		screenshot(t, student, "class-revealed-student-"+lang)
		// the answers shown with each grade while the assignment is still open (practice):
		// asked first, each right answer behind a closed "Show the right answer" (the
		// page drawn again as such an assignment draws it, then back)
		closedDetails := `(() => { const s = gametree.classview.student, was = s.a.status; s.a.status = 'open'; s.render();
			const d = [...document.querySelectorAll('.cl-attempt details.ex-mk-answer')];
			const out = d.length > 0 && d.every((x) => !x.open) && !!document.querySelector('.cl-attempt .ex-mk-rule');
			s.a.status = was; s.render(); return out; })()`
		assert.True(t, eval[bool](t, student, closedDetails), "asked first while open")

		// hidden again, then shown again (asked first)
		clickAt(t, teacher, ".cl-assignment .cl-hide-answers")
		waitFor(t, teacher, `!!document.querySelector('.cl-assignment .cl-show-answers') && !document.querySelector('.cl-assignment .cl-hide-answers')`)
		assert.NotContains(t, eval[string](t, teacher, `document.querySelector('.cl-assignment .cl-rules').textContent`), w["shown"])
		screenshot(t, teacher, "class-hidden-again-"+lang)
		sealedNow("hidden again", w["ruleHidden"]) // the rule is now "never": no promise of the answers
		clickAt(t, teacher, ".cl-assignment .cl-show-answers")
		waitFor(t, teacher, `!!document.getElementById('cl-show-dialog')?.open`)
		clickAt(t, teacher, "#cl-show-dialog-ok")
		waitFor(t, teacher, `!!document.querySelector('.cl-assignment .cl-hide-answers')`)
		reload()
		assert.NotZero(t, eval[int](t, student, `document.querySelectorAll('.ex-mistake').length`), "shown again")

		// a new assignment from the form: made once, the form emptied; clicked again,
		// nothing is made
		fillIn(t, teacher, "#cl-title", w["title"])
		setSelect(t, teacher, "#cl-feedback", "none")
		clickAt(t, teacher, "#cl-add-ex")
		clickAt(t, teacher, "#cl-create-assignment")
		waitFor(t, teacher, `document.querySelectorAll('.cl-assignment').length === 2`)
		waitFor(t, teacher, `document.getElementById('cl-title').value === '' && document.querySelectorAll('#cl-ex-rows > li').length === 1`)
		assert.Equal(t, "count", eval[string](t, teacher, `document.getElementById('cl-feedback').value`), "the rules' defaults again")
		assert.Equal(t, "after-close", eval[string](t, teacher, `document.getElementById('cl-reveal').value`))
		// the button comes back once the form is emptied; a click before that is
		// ignored (seen in CI under load: two minutes waiting for an error never asked)
		waitFor(t, teacher, `!document.getElementById('cl-create-assignment').disabled`)
		clickAt(t, teacher, "#cl-create-assignment")
		waitFor(t, teacher, `document.getElementById('cl-form-status').classList.contains('error') && !document.getElementById('cl-create-assignment').disabled`)
		assert.Contains(t, text(t, teacher, "cl-form-status"), w["titleErr"])
		assert.Equal(t, 2, eval[int](t, teacher, `document.querySelectorAll('.cl-assignment').length`), "no duplicate")
		info := decode[classReply](t, call(t, h, http.MethodGet, "/api/classes/"+tc.id, tc.key, nil))
		require.Len(t, info.Assignments, 2)
		assert.Equal(t, w["title"], info.Assignments[0].Title)
		assert.Equal(t, "none", string(info.Assignments[0].Feedback))
		assert.Len(t, info.Assignments[0].Tasks, 2)
		screenshot(t, teacher, "class-form-emptied-"+lang)
		noPageErrors(t, teacher)
		noPageErrors(t, student)
	})
}

// classStatus is the status of tc's assignment, as the server says it.
func classStatus(t *testing.T, h http.Handler, tc testClass) string {
	t.Helper()
	info := decode[classReply](t, call(t, h, http.MethodGet, "/api/classes/"+tc.id, tc.key, nil))
	for _, a := range info.Assignments {
		if a.ID == tc.assignment {
			return a.Status
		}
	}
	return "missing"
}
