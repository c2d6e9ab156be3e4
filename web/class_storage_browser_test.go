//go:build browser

package web

import (
	"context"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// joinInBrowser opens an assignment's page in lang and joins as name.
func joinInBrowser(t *testing.T, ctx context.Context, base, assignment, lang, name string) {
	t.Helper()
	open(t, ctx, base, "/?view=class&a="+assignment+"&lang="+lang)
	waitFor(t, ctx, `!!document.getElementById('cl-join')`)
	fillIn(t, ctx, "#cl-student-name", name)
	clickAt(t, ctx, "#cl-join-go")
	waitFor(t, ctx, `!!document.querySelector('#cl-tree svg [id="n7"]')`)
}

// typeIn types text into the field sel of the node chosen (replacing what is there).
func typeIn(t *testing.T, ctx context.Context, sel, text string) {
	t.Helper()
	fillIn(t, ctx, sel, text)
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)))
}

// An α/β answer of ∞ and −∞ typed on the question's picture is handed in and, after
// the page is reloaded, read back: the attempt is there (1 of 3 used), the picture and
// the fields show ±∞ again, in English and in Spanish.
func TestBrowserClassInfinity(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	tc := makeClass(t, s.Handler(), "after-close", windowTask)
	used := map[string]string{"en": "Attempts: 1 of 3 used", "es": "Intentos: 1 de 3 usados"}
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := studentCtx(t, nil)
		consoleErrors(t, ctx)
		joinInBrowser(t, ctx, ts.URL, tc.assignment, lang, "Ana "+lang)
		// A(B(3,5),C(2,9),D(0,7)): A is node 0
		answerNode(t, ctx, 0, "3")
		typeIn(t, ctx, "#cl-in-alpha", "−∞")
		clickAt(t, ctx, `#cl-tree [id="a_n0-v"] text`)
		typeIn(t, ctx, "#cl-in-beta", "∞")
		waitFor(t, ctx, `document.querySelector('#cl-tree [id="a_n0-beta"]').textContent.includes('∞')`)
		clickAt(t, ctx, "#cl-hand-in")
		waitFor(t, ctx, `!!document.querySelector('.cl-attempt')`)
		reply := eval[map[string]any](t, ctx, `window.gametree.classview.student.attempts[0].answers`)
		assert.Equal(t, map[string]any{"A": "-inf"}, reply["alpha"])
		assert.Equal(t, map[string]any{"A": "inf"}, reply["beta"])

		require.NoError(t, chromedp.Do(ctx, chromedp.Reload()))
		waitFor(t, ctx, `document.body.classList.contains('ready') && !!document.querySelector('#cl-tree svg [id="n7"]') && !!document.querySelector('.cl-attempt')`)
		assert.Contains(t, eval[string](t, ctx, `document.getElementById('cl-attempts-line') ? document.getElementById('cl-attempts-line').textContent : document.querySelector('.cl-task').textContent`), used[lang])
		assert.Equal(t, 1, eval[int](t, ctx, `window.gametree.classview.student.attempts.length`))
		assert.Contains(t, eval[string](t, ctx, `document.querySelector('#cl-tree [id="a_n0-alpha"]').textContent`), "−∞")
		assert.Contains(t, eval[string](t, ctx, `document.querySelector('#cl-tree [id="a_n0-beta"]').textContent`), "∞")
		clickAt(t, ctx, `#cl-tree [id="a_n0-v"] text`)
		waitFor(t, ctx, `!!document.getElementById('cl-in-beta')`)
		assert.Equal(t, "inf", eval[string](t, ctx, `document.getElementById('cl-in-beta').value`))
		assert.Equal(t, "-inf", eval[string](t, ctx, `document.getElementById('cl-in-alpha').value`))
		assert.False(t, eval[bool](t, ctx, `document.getElementById('cl-hand-in').disabled`), "2 attempts left")
		screenshot(t, ctx, "class-infinity-"+lang)
		noPageErrors(t, ctx)
	})
}

// A student hands in while the database refuses writes: the page says that the
// server cannot save answers now, and why, in its language; the answers stay in the
// form; nothing is sent again on its own; once the database takes writes again, "Try
// again" stores the attempt.
func TestBrowserClassStorage(t *testing.T) {
	t.Parallel()
	words := map[string]map[string]string{
		"en": {"says": "the server cannot save answers now: the disk reports a read or write error; your answers are kept on this page", "again": "Try again", "score": "Score: 6 · no mistakes"},
		"es": {"says": "el servidor no puede guardar respuestas ahora: el disco da un error de lectura o escritura; tus respuestas siguen en esta página", "again": "Intentar de nuevo", "score": "Nota: 6 · ningún error"},
	}
	forBothLanguages(t, func(t *testing.T, lang string) {
		db := classtest.SQLite(t)
		s, _ := classServer(t, db)
		ts := httptest.NewServer(s.Handler())
		defer ts.Close()
		tc := makeClass(t, s.Handler(), "after-close")
		ctx := studentCtx(t, nil)
		consoleErrors(t, ctx)
		joinInBrowser(t, ctx, ts.URL, tc.assignment, lang, "Ana "+lang)
		// the textbook's pruning question, all right: A 3, B 3, C 2, D 0, cuts C>C2, D>D2
		for id, v := range map[int]string{0: "3", 1: "3", 4: "2", 7: "0"} {
			answerNode(t, ctx, id, v)
		}
		cutEdge(t, ctx, 6)
		cutEdge(t, ctx, 9)
		eval[any](t, ctx, `(() => { window.__sent = 0; window.__fetch = window.fetch; window.fetch = (u, o) => { if (/attempts$/.test(u)) window.__sent++; return window.__fetch(u, o); }; return 0; })()`)

		classtest.SetReadOnly(t, db, true)
		clickAt(t, ctx, "#cl-hand-in")
		waitFor(t, ctx, `!!document.getElementById('cl-try-again')`)
		assert.Equal(t, words[lang]["says"], text(t, ctx, "cl-hand-status"))
		assert.Contains(t, classes(t, ctx, "cl-hand-status"), "error")
		assert.Equal(t, words[lang]["again"], text(t, ctx, "cl-try-again"))
		assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('.cl-attempt').length`), "nothing stored")
		// the answers stay: in the picture, and in the answers the page would send
		for id, v := range map[int]string{0: "3", 1: "3", 4: "2", 7: "0"} {
			assert.Equal(t, v, eval[string](t, ctx, `document.querySelector('#cl-tree [id="a_n`+itoa(id)+`-v"] text').textContent`))
		}
		assert.Equal(t, 2, eval[int](t, ctx, `document.querySelectorAll('#cl-tree .cl-cut').length`), "the cuts stay")
		assert.False(t, eval[bool](t, ctx, `document.getElementById('cl-hand-in').disabled`))
		time.Sleep(3 * time.Second)
		assert.Equal(t, 1, eval[int](t, ctx, `window.__sent`), "not sent again on its own")
		screenshot(t, ctx, "class-storage-failed-"+lang)

		classtest.SetReadOnly(t, db, false)
		clickAt(t, ctx, "#cl-try-again")
		waitFor(t, ctx, `!!document.querySelector('.cl-attempt')`)
		assert.Equal(t, 2, eval[int](t, ctx, `window.__sent`))
		assert.Equal(t, words[lang]["score"], eval[string](t, ctx, `document.querySelector('.cl-attempt .ex-score').textContent`))
		assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll("#cl-try-again, #cl-try-again-row").length`), "no more Try again")
		screenshot(t, ctx, "class-storage-recovered-"+lang)
		noPageErrors(t, ctx)
	})
}

func itoa(n int) string { return string(rune('0' + n)) }
