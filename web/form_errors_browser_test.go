//go:build browser

package web

import (
	"context"
	"fmt"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// formErrorHelpers are the test's hands in the page: set a field as a user types it,
// search, and read what the page says beside a field.
const formErrorHelpers = `window.__fe = {
  set(id, v) {
    const el = document.getElementById(id);
    el.value = v;
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
  },
  search(form = 'problem-form') { document.getElementById(form).requestSubmit(); },
  // the error said of field id: its text, whether it stands in the field's group,
  // and what the field, the address and the stepper hold
  state(id) {
    const el = document.getElementById(id);
    const ids = (el.getAttribute('aria-describedby') || '').split(/\s+/).filter(Boolean);
    const err = ids.map((x) => document.getElementById(x)).find((x) => x && (x.classList.contains('field-error') || x.classList.contains('error')));
    const group = err && (err.closest('.field') || err.closest('fieldset'));
    const ex = window.gametree.explorer;
    return {
      text: err ? err.textContent : '',
      invalid: el.getAttribute('aria-invalid') === 'true',
      inGroup: !!group && group.contains(el),
      visible: !!err && err.offsetParent !== null,
      value: el.value,
      search: decodeURIComponent(location.search),
      shown: !!ex.tr && !!document.querySelector('#treebox svg.gt'),
      title: document.getElementById('problem-title').textContent,
    };
  },
};`

// formErrorCase is a bad input typed into the stepper's form: the field to type in
// (after the setup), and what its error must say in each language.
type formErrorCase struct {
	name  string
	setup [][2]string // field id, value: set in order (a game, a preset)
	id    string      // the field typed and expected to be refused
	value string
	en    string // in the error, English
	es    string // in the error, Spanish
	board bool   // a board editor's field: its status line says it, without Search
}

// poll waits a while for a condition of the page (an error that never comes fails
// the case, not the test).
func poll(ctx context.Context, cond string) error {
	_, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingTimeout(20*time.Second), chromedp.WithPollingInterval(20*time.Millisecond)))
	return err
}

// The API's words the page must never say: parameter names and offsets into text the
// user never typed.
var apiWords = []string{"max-nodes", "time-limit", "takes", "branching=", "b=-2", "character", "carácter", "position \"", "position=", "seed=", "random:"}

// Every error of the stepper's form stands beside its field, in the page's language
// (and is said again in the other when the language changes), in the page's words,
// with what was typed kept in the field and the address, and the search shown still
// there. One page load a language; every input typed into it.
func TestBrowserFormErrors(t *testing.T) {
	t.Parallel()
	base := sharedServer(t).URL
	leaves := make([]string, 1000)
	for i := range leaves {
		leaves[i] = strconv.Itoa(i % 50)
	}
	big := "A(" + strings.Join(leaves, ",") + ")"
	tree := [][2]string{{"f-game", "tree"}, {"f-preset", "custom"}}
	random := [][2]string{{"f-game", "tree"}, {"f-preset", "random"}}
	stones := [][2]string{{"f-game", "stones"}}
	cases := []formErrorCase{
		{name: "a malformed tree", setup: tree, id: "f-tree", value: "A(B(3,", en: "At “A(B(3,”: unexpected end of input", es: "En «A(B(3,»: el texto se acaba"},
		{name: "a unicode name left open", setup: tree, id: "f-tree", value: "Ñandú(3,4", en: "Ñandú(3,4", es: "Ñandú(3,4"},
		{name: "a tree with text after it", setup: tree, id: "f-tree", value: "(1,2))", en: "text after the tree", es: "sobra texto"},
		{name: "an empty tree", setup: tree, id: "f-tree", value: "", en: "Type a tree", es: "Escribe un árbol"},
		{name: "a negative branching", setup: random, id: "f-rb", value: "-2", en: "from 1 to 10; you typed -2", es: "de 1 a 10; has escrito -2"},
		{name: "a random depth of 50", setup: random, id: "f-rd", value: "50", en: "from 1 to 12; you typed 50", es: "de 1 a 12; has escrito 50"},
		{name: "a depth limit of -1", setup: tree, id: "f-depth", value: "-1", en: "from 0 to 200; you typed -1", es: "de 0 a 200; has escrito -1"},
		{name: "a depth limit of 50 on a two-level tree", setup: tree, id: "f-depth", value: "50", en: "the game goes no deeper; you typed 50", es: "el juego no llega más hondo; has escrito 50"},
		{name: "a depth limit of 500", setup: tree, id: "f-depth", value: "500", en: "from 0 to 200", es: "de 0 a 200"},
		{name: "a node budget over the cap", setup: tree, id: "f-maxnodes", value: "9999999", en: "from 0 to 600,000", es: "de 0 a 600.000"},
		{name: "a time limit that is no time", setup: tree, id: "f-timelimit", value: "xx", en: "such as 2s", es: "como 2s"},
		{name: "negative stones", setup: stones, id: "f-stones", value: "-5", en: "from 0 to 10,000; you typed -5", es: "de 0 a 10.000; has escrito -5"},
		{name: "no stones", setup: stones, id: "f-stones", value: "", en: "Write a number of stones", es: "Escribe un número de piedras"},
		{name: "takes that are not numbers", setup: stones, id: "f-takes", value: "0,x", en: "“0”: each take is from 1 to 20", es: "«0»: cada cantidad va de 1 a 20"},
		{name: "a take listed twice", setup: stones, id: "f-takes", value: "1,1", en: "1 is listed twice", es: "1 aparece dos veces"},
		{name: "a full column", setup: [][2]string{{"f-game", "connect4"}}, id: "f-c4", value: "1111111", en: "column 1 is full", es: "la columna 1 está llena", board: true},
		{name: "moves after a won game", setup: [][2]string{{"f-game", "connect4"}}, id: "f-c4", value: "44556677", en: "already won at move 7", es: "ya estaba ganada en la jugada 7", board: true},
		{name: "a depth limit of 50 on tic-tac-toe", setup: [][2]string{{"f-game", "tictactoe"}}, id: "f-depth", value: "50", en: "from 0 to 9: the game goes no deeper", es: "de 0 a 9: el juego no llega más hondo"},
		{name: "an illegal tic-tac-toe board", setup: [][2]string{{"f-game", "tictactoe"}}, id: "f-ttt", value: "XXXX.....", en: "X has 4", es: "X tiene 4", board: true},
	}
	for _, lang := range []string{"en", "es"} {
		t.Run(lang, func(t *testing.T) {
			t.Parallel()
			other := map[string]string{"en": "es", "es": "en"}[lang]
			ctx := browserCtx(t)
			open(t, ctx, base, "/?lang="+lang)
			waitTree(t, ctx)
			eval[any](t, ctx, formErrorHelpers)
			for _, tc := range cases {
				t.Run(tc.name, func(t *testing.T) {
					for _, s := range tc.setup {
						eval[any](t, ctx, fmt.Sprintf(`__fe.set(%q, %q)`, s[0], s[1]))
					}
					// the game chosen is shown: the view a bad input must not take away
					waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.tr && gametree.explorer.p.game === %q && !gametree.explorer.loadingKey && !gametree.explorer.form.submitPending`, tc.setup[0][1]))
					waitTree(t, ctx)
					orig := eval[string](t, ctx, fmt.Sprintf(`document.getElementById(%q).value`, tc.id))
					// the next case starts from a form without this error
					defer eval[any](t, ctx, fmt.Sprintf(`__fe.set(%q, %q)`, tc.id, orig))
					eval[any](t, ctx, fmt.Sprintf(`__fe.set(%q, %q)`, tc.id, tc.value))
					if !tc.board {
						eval[any](t, ctx, `__fe.search()`)
					}
					want := map[string]string{"en": tc.en, "es": tc.es}
					cond := func(l string) string {
						return fmt.Sprintf(`__fe.state(%q).text.includes(%q)`, tc.id, want[l])
					}
					if !assert.NoError(t, poll(ctx, cond(lang))) {
						t.Logf("state: %v", eval[any](t, ctx, fmt.Sprintf(`__fe.state(%q)`, tc.id)))
						t.Logf("errors: %v", eval[any](t, ctx, `[...document.querySelectorAll('.field-error, .tree-error, .status-line.error')].map((e) => e.id + ': ' + e.textContent)`))
						return
					}
					type state struct {
						Text, Value, Search, Title string
						Invalid, InGroup, Visible  bool
						Shown                      bool
					}
					st := eval[state](t, ctx, fmt.Sprintf(`__fe.state(%q)`, tc.id))
					assert.True(t, st.Invalid, "the field is marked invalid")
					assert.True(t, st.InGroup, "the error stands in the field's group: %q", st.Text)
					assert.True(t, st.Visible, "the error is seen")
					for _, w := range apiWords {
						assert.NotContains(t, st.Text, w, "the API's words")
					}
					assert.Equal(t, tc.value, st.Value, "the field keeps what was typed")
					assert.True(t, st.Shown, "the search shown stays")
					assert.Contains(t, st.Search, "="+tc.value, "the address keeps what was typed")
					assert.True(t, eval[bool](t, ctx, `!document.querySelector('.stale-note').hidden`), "the search shown is marked the previous one")
					if tc.id == "f-tree" {
						assert.Contains(t, st.Search, "position="+tc.value+"&", "the address keeps the tree typed")
					}
					// said again in the other language, and back
					eval[any](t, ctx, fmt.Sprintf(`document.querySelector('button[data-lang=%s]').click()`, other))
					waitFor(t, ctx, cond(other))
					eval[any](t, ctx, fmt.Sprintf(`document.querySelector('button[data-lang=%s]').click()`, lang))
					waitFor(t, ctx, cond(lang))
					assert.Equal(t, tc.value, eval[string](t, ctx, fmt.Sprintf(`document.getElementById(%q).value`, tc.id)), "the field keeps what was typed across languages")
				})
			}
			screenshot(t, ctx, "form-errors-"+lang)
			otherViews(t, ctx, lang, other)
			// a 1,000-leaf tree is searched, and titled shortened
			eval[any](t, ctx, `__fe.set('f-game', 'tree')`)
			waitTree(t, ctx)
			eval[any](t, ctx, `__fe.set('f-preset', 'custom')`)
			eval[any](t, ctx, fmt.Sprintf(`__fe.set('f-tree', %q)`, big))
			eval[any](t, ctx, `__fe.search()`)
			leavesWord := map[string]string{"en": "1,000 leaves", "es": "1.000 hojas"}[lang]
			waitFor(t, ctx, fmt.Sprintf(`document.getElementById('problem-title').textContent.includes(%q)`, leavesWord))
			title := eval[string](t, ctx, `document.getElementById('problem-title').textContent`)
			assert.Less(t, len([]rune(title)), 80, "a short title: %s", title)
			assert.Empty(t, eval[[]string](t, ctx, `[...document.querySelectorAll('[aria-invalid=true]')].map((e) => e.id)`), "no error stands after a valid search")
			assert.True(t, eval[bool](t, ctx, `document.querySelector('.stale-note').hidden`), "the search shown is the one asked for")
		})
	}
}

// viewErrorCase is a bad input typed into another view's form: its field, and what
// its error must say in each language.
type viewErrorCase struct {
	name, id, value, en, es string
	form                    string // the form to submit after typing (a text area's change asks nothing), or ""

}

// otherViews feeds the practise, play and compare forms their bad inputs on the page
// already loaded: each error beside its field, in the page's words and language (said
// again after a change), what was typed kept, the view shown still there.
func otherViews(t *testing.T, ctx context.Context, lang, other string) {
	shot := map[string]bool{} // a screenshot of each field's first error
	check := func(t *testing.T, tc viewErrorCase, shown string) {
		want := map[string]string{"en": tc.en, "es": tc.es}
		cond := func(l string) string { return fmt.Sprintf(`__fe.state(%q).text.includes(%q)`, tc.id, want[l]) }
		orig := eval[string](t, ctx, fmt.Sprintf(`document.getElementById(%q).value`, tc.id))
		defer eval[any](t, ctx, fmt.Sprintf(`__fe.set(%q, %q)`, tc.id, orig))
		eval[any](t, ctx, fmt.Sprintf(`__fe.set(%q, %q)`, tc.id, tc.value))
		if tc.form != "" {
			eval[any](t, ctx, fmt.Sprintf(`__fe.search(%q)`, tc.form))
		}
		if !assert.NoError(t, poll(ctx, cond(lang)), "%s", tc.name) {
			t.Logf("state: %v", eval[any](t, ctx, fmt.Sprintf(`__fe.state(%q)`, tc.id)))
			return
		}
		type state struct {
			Text, Value      string
			Invalid, InGroup bool
		}
		st := eval[state](t, ctx, fmt.Sprintf(`__fe.state(%q)`, tc.id))
		assert.True(t, st.Invalid && st.InGroup, "%s: beside its field: %+v", tc.name, st)
		for _, w := range apiWords {
			assert.NotContains(t, st.Text, w, tc.name)
		}
		assert.Equal(t, tc.value, st.Value, tc.name)
		assert.True(t, eval[bool](t, ctx, shown), "%s: the view shown stays (%s)", tc.name, shown)
		if !shot[tc.id] {
			shot[tc.id] = true
			screenshot(t, ctx, "form-errors-"+tc.id+"-"+lang)
		}
		eval[any](t, ctx, fmt.Sprintf(`document.querySelector('button[data-lang=%s]').click()`, other))
		if !assert.NoError(t, poll(ctx, cond(other)), "%s: said again in %s", tc.name, other) {
			t.Logf("state: %v", eval[any](t, ctx, fmt.Sprintf(`__fe.state(%q)`, tc.id)))
		}
		eval[any](t, ctx, fmt.Sprintf(`document.querySelector('button[data-lang=%s]').click()`, lang))
		assert.NoError(t, poll(ctx, cond(lang)))
		assert.Equal(t, tc.value, eval[string](t, ctx, fmt.Sprintf(`document.getElementById(%q).value`, tc.id)), "%s: kept across languages", tc.name)
	}

	t.Run("practise", func(t *testing.T) {
		eval[any](t, ctx, `document.getElementById('tab-practise').click()`)
		waitFor(t, ctx, `gametree.practise.ex && !gametree.practise.loading`)
		eval[any](t, ctx, `__fe.set('ex-source', 'tree')`)
		waitFor(t, ctx, `gametree.practise.ex && !gametree.practise.loading && gametree.practise.spec.source === 'tree'`)
		shown := `!!gametree.practise.ex && !!document.querySelector('#view-practise svg')`
		for _, tc := range []viewErrorCase{
			{"a malformed tree", "ex-position", "((3,5),(2,9", "At “((3,5),(2,9”", "En «((3,5),(2,9»", ""},
			{"an empty position", "ex-position", "", "Write a position here", "Escribe aquí una posición", ""},
		} {
			check(t, tc, shown)
		}
		assert.Contains(t, eval[string](t, ctx, `decodeURIComponent(location.search)`), "view=practise")
	})

	t.Run("play", func(t *testing.T) {
		eval[any](t, ctx, `document.getElementById('tab-play').click()`)
		eval[any](t, ctx, `__fe.set('play-game', 'stones')`)
		waitFor(t, ctx, `gametree.player.s && gametree.player.s.game === 'stones' && gametree.player.s.info && document.querySelector('#play-board button')`)
		shown := `!!document.querySelector('#play-board button') && document.getElementById('play-board').inert`
		for _, tc := range []viewErrorCase{
			{"negative stones", "play-stones", "-5", "from 1 to 200; you typed -5", "de 1 a 200; has escrito -5", ""},
			{"no stones", "play-stones", "", "Write a whole number", "Escribe un número entero", ""},
			{"takes not numbers", "play-takes", "0,x", "“0”: each take is from 1 to 20", "«0»: cada cantidad va de 1 a 20", ""},
			{"a take twice (the server's)", "play-takes", "1,1", "1 is listed twice", "1 aparece dos veces", ""},
		} {
			check(t, tc, shown)
		}
		waitFor(t, ctx, `!document.getElementById('play-board').inert`)
	})

	t.Run("compare", func(t *testing.T) {
		eval[any](t, ctx, `document.getElementById('tab-compare').click()`)
		eval[any](t, ctx, `__fe.set('f-game', 'tree')`)
		waitFor(t, ctx, `gametree.compare.rows && !gametree.compare.loading && document.querySelector('#cmp-body tr')`)
		shown := `!!document.querySelector('#cmp-body tr')`
		eval[any](t, ctx, `__fe.set('f-preset', 'custom')`)
		for _, tc := range []viewErrorCase{
			{"a malformed tree", "f-tree", "(1,2))", "text after the tree", "sobra texto", "problem-form"},
			{"a depth limit of -1", "f-depth", "-1", "from 0 to 200", "de 0 a 200", ""},
			{"a sweep over -2 trees", "sw-trees", "-2", "from 1 to 10,000; you typed -2", "de 1 a 10.000; has escrito -2", "cmp-sweep-form"},
			{"a sweep 20 deep", "sw-depth", "20", "from 1 to 12; you typed 20", "de 1 a 12; has escrito 20", "cmp-sweep-form"},
		} {
			check(t, tc, shown)
		}
		// a sweep it can take: no error stands by the sweep's fields
		eval[any](t, ctx, `__fe.set('sw-depth', '2'); __fe.set('sw-trees', '5'); __fe.search('cmp-sweep-form')`)
		waitFor(t, ctx, `!document.querySelector('#cmp-sweep-form [aria-invalid=true]')`)
		eval[any](t, ctx, `document.getElementById('tab-explore').click()`)
	})
}

// TestBrowserFormErrorOnALink: a link whose field is wrong (depth 50 on a two-level
// tree) opens with the error beside that field and the stepper saying that no search
// is shown, not an empty sentence; the field and the address keep what the link
// holds; a language switch says both again.
func TestBrowserFormErrorOnALink(t *testing.T) {
	t.Parallel()
	base := sharedServer(t).URL
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(base+"/?game=tree&position=A(B(3,12),C(2,4))&depth=50&lang=es")))
	waitFor(t, ctx, `document.body.classList.contains('ready') && document.getElementById('f-depth').getAttribute('aria-invalid') === 'true'`)
	said := func() (field, note string) {
		field = eval[string](t, ctx, `document.getElementById(document.getElementById('f-depth').getAttribute('aria-describedby')).textContent`)
		note = eval[string](t, ctx, `(() => { const n = document.querySelector('#stepper .stale-note'); return n && !n.hidden ? n.textContent : ''; })()`)
		return
	}
	field, note := said()
	assert.Contains(t, field, "Debe ir de 0 a 2")
	assert.Equal(t, "No se muestra ninguna búsqueda: corrige el campo marcado para buscar.", note)
	assert.Equal(t, "50", eval[string](t, ctx, `document.getElementById('f-depth').value`))
	assert.Contains(t, eval[string](t, ctx, `location.search`), "depth=50")
	eval[any](t, ctx, `document.querySelector('button[data-lang=en]').click()`)
	waitFor(t, ctx, `document.documentElement.lang === 'en'`)
	field, note = said()
	assert.Contains(t, field, "Must be from 0 to 2")
	assert.Equal(t, "No search is shown: correct the marked field to search.", note)
	assert.Equal(t, "gametree", eval[string](t, ctx, `document.getElementById('problem-title').textContent`), "no title of a problem not shown (the default's)")
	screenshot(t, ctx, "form-error-link-en")
	noPageErrors(t, ctx)
}
