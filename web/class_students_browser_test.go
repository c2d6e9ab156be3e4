//go:build browser

package web

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// One name, one student, in the browser, in Spanish and in English: a student joins
// and sees her own link masked; a second join under her name in another browser is
// refused with a message that asks for her own link, and the first browser still
// works; her own link opens her record in the other browser; the teacher's key is
// masked, the header's "Copy link" carries no key; the teacher shows her link and
// resets it (the old one stops working); the teacher forgets the class here.
func TestBrowserClassStudents(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	h := s.Handler()
	ts := httptest.NewServer(h)
	defer ts.Close()
	forBothLanguages(t, func(t *testing.T, lang string) {
		words := map[string]map[string]string{
			"en": {"taken": "open your own link", "you": "You are Marta", "own": "Your own link", "reset": "has a new link", "bad": "ask your teacher for your link",
				"forgot": "no longer keeps the class", "show": "Hide", "workNone": "A student's work", "noStudent": "no such student"},
			"es": {"taken": "abre tu propio enlace", "you": "Eres Marta", "own": "Tu propio enlace", "reset": "tiene un enlace nuevo", "bad": "pídele tu enlace a tu profesor",
				"forgot": "ya no guarda la clase", "show": "Ocultar", "workNone": "El trabajo de un estudiante", "noStudent": "no tiene ese estudiante"},
		}[lang]
		tc := makeClass(t, h, "")
		name := "Marta " + lang

		// Marta joins; her own link stands masked until she asks for it
		marta := studentCtx(t, nil)
		consoleErrors(t, marta)
		open(t, marta, ts.URL, "/?view=class&a="+tc.assignment+"&lang="+lang)
		waitFor(t, marta, `!!document.getElementById('cl-join')`)
		fillIn(t, marta, "#cl-student-name", name)
		clickAt(t, marta, "#cl-join-go")
		waitFor(t, marta, `!!document.querySelector('#cl-tree svg [id="n1"]')`)
		assert.Contains(t, eval[string](t, marta, `document.querySelector('.cl-who').textContent`), words["you"])
		key := eval[string](t, marta, fmt.Sprintf(`JSON.parse(localStorage.getItem('gametree.student.%s')).key`, tc.id))
		require.NotEmpty(t, key)
		assert.Contains(t, eval[string](t, marta, `document.querySelector('.cl-secret').textContent`), words["own"])
		field := eval[string](t, marta, `document.getElementById('cl-own-link').value`)
		assert.NotContains(t, field, key, "masked")
		assert.Contains(t, field, "#student=••")
		eval[any](t, marta, `(() => { document.querySelector('.cl-own').open = true; return 0; })()`)
		screenshot(t, marta, "class-students-own-link-"+lang)
		clickAt(t, marta, "#cl-own-show")
		own := eval[string](t, marta, `document.getElementById('cl-own-link').value`)
		assert.True(t, strings.HasSuffix(own, "/?view=class&a="+tc.assignment+"#student="+key), own)
		assert.Equal(t, words["show"], text(t, marta, "cl-own-show"))

		// another browser, the same name in other letters: refused, asking for her link
		other := studentCtx(t, nil)
		consoleErrors(t, other)
		open(t, other, ts.URL, "/?view=class&a="+tc.assignment+"&lang="+lang)
		waitFor(t, other, `!!document.getElementById('cl-join')`)
		fillIn(t, other, "#cl-student-name", strings.ToUpper(name))
		clickAt(t, other, "#cl-join-go")
		waitFor(t, other, `document.getElementById('cl-join-status').textContent !== ''`)
		assert.Contains(t, text(t, other, "cl-join-status"), words["taken"])
		assert.True(t, eval[bool](t, other, `!!document.getElementById('cl-join') && !document.querySelector('#cl-tree')`), "still the join form")
		screenshot(t, other, "class-students-name-taken-"+lang)

		// the first browser still works: Marta hands in
		answerNode(t, marta, 0, "3")
		clickAt(t, marta, "#cl-hand-in")
		waitFor(t, marta, `!!document.querySelector('.cl-attempt')`)

		// her own link opens her record in the other browser, and leaves the address
		open(t, other, ts.URL, "/?view=class&a="+tc.assignment+"&lang="+lang+"#student="+key)
		waitFor(t, other, `!!document.querySelector('.cl-attempt')`)
		assert.Contains(t, eval[string](t, other, `document.querySelector('.cl-who').textContent`), words["you"])
		assert.NotContains(t, eval[string](t, other, `location.href`), key, "the key leaves the address bar")

		// the teacher: the key masked, the header's link without it
		teacher := studentCtx(t, nil)
		consoleErrors(t, teacher)
		open(t, teacher, ts.URL, "/?view=class&class="+tc.id+"&lang="+lang+"#key="+tc.key)
		waitFor(t, teacher, `!!document.getElementById('cl-class-title')`)
		link := eval[string](t, teacher, `document.getElementById('cl-teacher-link').value`)
		assert.NotContains(t, link, tc.key, "the teacher's key masked")
		assert.Contains(t, link, "#key=••")
		eval[any](t, teacher, `(() => { window.__copied = []; navigator.clipboard.writeText = async (s) => { window.__copied.push(s); }; window.confirm = () => true; return 0; })()`)
		clickAt(t, teacher, "#copy-link")
		waitFor(t, teacher, `window.__copied.length === 1`)
		copied := eval[string](t, teacher, `window.__copied[0]`)
		assert.NotContains(t, copied, tc.key)
		assert.NotContains(t, copied, "key=")
		assert.Contains(t, copied, "class="+tc.id)
		clickAt(t, teacher, "#cl-teacher-show")
		assert.Contains(t, eval[string](t, teacher, `document.getElementById('cl-teacher-link').value`), "#key="+tc.key, "shown when asked for")
		clickAt(t, teacher, "#cl-teacher-show")
		assert.NotContains(t, eval[string](t, teacher, `document.getElementById('cl-teacher-link').value`), tc.key, "masked again")
		screenshot(t, teacher, "class-students-teacher-masked-"+lang)

		// her link shown again, then reset
		clickAt(t, teacher, ".cl-show-results")
		waitFor(t, teacher, `!!document.querySelector('#cl-table .cl-name-btn')`)
		waitStill(t, teacher)
		clickAt(t, teacher, "#cl-table .cl-name-btn")
		waitFor(t, teacher, `!!document.getElementById('cl-roster')`)
		waitStill(t, teacher) // the panel scrolls into view
		clickAt(t, teacher, "#cl-show-link")
		waitFor(t, teacher, `!!document.getElementById('cl-student-own-link') || document.getElementById('cl-roster-status').textContent !== ''`)
		require.Empty(t, text(t, teacher, "cl-roster-status"))
		assert.NotContains(t, eval[string](t, teacher, `document.getElementById('cl-student-own-link').value`), key, "masked")
		clickAt(t, teacher, "#cl-roster .cl-copy-secret")
		waitFor(t, teacher, `window.__copied.length === 2`)
		assert.True(t, strings.HasSuffix(eval[string](t, teacher, `window.__copied[1]`), "#student="+key), "her link, as she was given it")
		clickAt(t, teacher, "#cl-reset-link")
		waitFor(t, teacher, `document.getElementById('cl-roster-status').textContent !== ''`)
		assert.Contains(t, text(t, teacher, "cl-roster-status"), words["reset"])
		clickAt(t, teacher, "#cl-roster .cl-copy-secret")
		waitFor(t, teacher, `window.__copied.length === 3`)
		fresh := eval[string](t, teacher, `window.__copied[2]`)
		assert.NotContains(t, fresh, key)
		screenshot(t, teacher, "class-students-roster-"+lang)
		r := call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me", key, nil)
		assert.Equal(t, http.StatusUnauthorized, r.code, "the old key stops working")

		// the old link says so; the new one opens her record
		open(t, other, ts.URL, "/?view=class&a="+tc.assignment+"&lang="+lang+"#student="+key)
		waitFor(t, other, `!!document.getElementById('cl-join')`)
		assert.Contains(t, eval[string](t, other, `document.querySelector('.cl-student .cl-alert').textContent`), words["bad"])
		screenshot(t, other, "class-students-old-link-"+lang)
		open(t, other, fresh, "")
		waitFor(t, other, `!!document.querySelector('.cl-attempt')`)

		// a student who joined twice: renamed, merged into Marta, then Marta deleted
		eval[any](t, teacher, `(() => { window.workH = () => (document.getElementById('cl-student-work-h') || {}).textContent || ''; return 0; })()`)
		dup := join(t, h, tc.assignment, "Dup "+lang)
		require.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, dup, 1, "d1", twoWrong).code)
		clickAt(t, teacher, "#cl-refresh")
		waitFor(t, teacher, `document.querySelectorAll('#cl-table tbody tr').length === 2`)
		eval[any](t, teacher, `(() => { [...document.querySelectorAll('#cl-table .cl-name-btn')].find(b => b.textContent.startsWith('Dup')).click(); return 0; })()`)
		waitFor(t, teacher, `workH().includes('Dup') && !!document.getElementById('cl-rename')`)
		waitStill(t, teacher)
		clickAt(t, teacher, "#cl-rename")
		fillIn(t, teacher, "#cl-rename-name", "Marta "+strings.ToUpper(lang))
		clickAt(t, teacher, "#cl-rename-save")
		waitFor(t, teacher, `document.getElementById('cl-roster-status').textContent !== ''`)
		assert.Contains(t, text(t, teacher, "cl-roster-status"), map[string]string{"en": "another student", "es": "otro estudiante"}[lang], "her name is taken")
		fillIn(t, teacher, "#cl-rename-name", "Dup B "+lang)
		clickAt(t, teacher, "#cl-rename-save")
		waitFor(t, teacher, `workH().includes('Dup B')`)
		martaID := eval[string](t, teacher, `[...document.querySelectorAll('#cl-merge-into option')].find(o => o.textContent.startsWith('Marta')).value`)
		setSelect(t, teacher, "#cl-merge-into", martaID)
		screenshot(t, teacher, "class-students-merge-"+lang)
		waitStill(t, teacher)
		clickAt(t, teacher, "#cl-merge-go")
		waitFor(t, teacher, `workH().includes('Marta') && document.querySelectorAll('#cl-table tbody tr').length === 1`)
		waitFor(t, teacher, `document.querySelector('#cl-table tbody .cl-cell small') && document.querySelector('#cl-table tbody .cl-cell small').textContent.includes('×2')`)
		waitStill(t, teacher)
		clickAt(t, teacher, "#cl-delete-student")
		waitFor(t, teacher, `document.getElementById('cl-student-work').hidden && !document.getElementById('cl-table')`)
		r = call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"/me", dup, nil)
		assert.Equal(t, http.StatusUnauthorized, r.code, "merged, then deleted")

		// a student's work that cannot be had is headed as such, with the reason
		open(t, teacher, ts.URL, "/?view=class&class="+tc.id+"&results="+tc.assignment+"&student=nobody&lang="+lang+"#key="+tc.key)
		waitFor(t, teacher, `!!document.querySelector('#cl-student-work .cl-alert')`)
		assert.Equal(t, words["workNone"], text(t, teacher, "cl-student-work-h"))
		assert.Contains(t, eval[string](t, teacher, `document.querySelector('#cl-student-work .cl-alert').textContent`), words["noStudent"])
		screenshot(t, teacher, "class-students-work-failed-"+lang)
		eval[any](t, teacher, `(() => { window.confirm = () => true; return 0; })()`)

		// the teacher forgets the class on this computer
		clickAt(t, teacher, "#cl-forget-class")
		waitFor(t, teacher, `!!document.getElementById('cl-home')`)
		assert.Contains(t, text(t, teacher, "cl-note"), words["forgot"])
		assert.NotContains(t, eval[string](t, teacher, `localStorage.getItem('gametree.classes') || ''`), tc.id)
		assert.NotContains(t, eval[string](t, teacher, `location.href`), tc.key)
		// or from the list of the classes kept here
		open(t, teacher, ts.URL, "/?view=class&class="+tc.id+"&lang="+lang+"#key="+tc.key)
		waitFor(t, teacher, `!!document.getElementById('cl-class-title')`)
		open(t, teacher, ts.URL, "/?view=class&lang="+lang)
		waitFor(t, teacher, `!!document.querySelector('#cl-home .cl-forget-kept')`)
		assert.NotContains(t, eval[string](t, teacher, `document.querySelector('.cl-kept a').getAttribute('href')`), "key=", "the kept class's link holds no key")
		eval[any](t, teacher, `(() => { window.confirm = () => true; return 0; })()`)
		clickAt(t, teacher, "#cl-home .cl-forget-kept")
		waitFor(t, teacher, `!!document.getElementById('cl-note') && !document.querySelector('.cl-kept')`)
		assert.NotContains(t, eval[string](t, teacher, `localStorage.getItem('gametree.classes') || ''`), tc.id)
		for _, ctx := range []context.Context{marta, other, teacher} {
			noPageErrors(t, ctx)
		}
	})
}
