//go:build browser

package web

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// keepViewHelpers stub the page's fetch of /api/trace: busy() answers 429 (the server
// busy), down() fails as a network does, real() takes the stub away; boardFont(game)
// is the smallest on-screen font size (CSS px) of the boards' header values drawn.
const keepViewHelpers = `window.__kv = {
  real: window.fetch.bind(window),
  stub(f) { window.fetch = (u, o) => String(u).startsWith('/api/trace') ? f() : __kv.real(u, o); },
  busy() { __kv.stub(() => Promise.resolve(new Response(JSON.stringify({ error: 'busy', code: 'web.busy' }), { status: 429, headers: { 'Content-Type': 'application/json' } }))); },
  down() { __kv.stub(() => Promise.reject(new TypeError('Failed to fetch'))); },
  restore() { window.fetch = __kv.real; },
  // boardFont is the smallest on-screen font size (CSS px) of the texts of the
  // board nodes drawn: part 'val' their header values.
  boardFont(part = 'val') {
    let min = 0;
    const els = [...gametree.explorer.view.els.values()].filter((r) => !r.fold).map((r) => r[part]);
    for (const el of els) {
      if (!el) continue;
      if (!el.textContent.trim() || !el.getScreenCTM()) continue;
      const px = parseFloat(getComputedStyle(el).fontSize) * Math.abs(el.getScreenCTM().a);
      if (px > 0 && (min === 0 || px < min)) min = px;
    }
    return min;
  },
  // the header values drawn, with their font size in the drawing's units
  boardValues() {
    return [...gametree.explorer.view.els.values()].filter((r) => !r.fold && r.val && r.val.textContent.trim()).map((r) => r.val.textContent + '@' + r.val.getAttribute('font-size')).slice(0, 12).join(' ');
  },
  state() {
    const ex = gametree.explorer, note = document.getElementById('search-failure');
    const retry = document.getElementById('search-retry');
    return {
      shown: !!ex.tr && !!document.querySelector('#treebox svg.gt') && !!document.querySelector('#slider') && Number(document.getElementById('slider').max) > 0,
      stale: document.getElementById('stepper').classList.contains('stale'),
      text: note && !note.hidden ? note.textContent : '',
      retry: !!retry && !retry.hidden && retry.offsetParent !== null,
      depth: document.getElementById('f-depth').value,
      search: decodeURIComponent(location.search),
    };
  },
};`

// kvState is what keepViewHelpers' state() reads.
type kvState struct {
	Shown, Stale, Retry bool
	Text, Depth, Search string
}

// A search that fails with no field to blame (the server busy, the network down)
// leaves the search shown in place, faded and marked as the previous one, says why
// above the tree in the page's language (again after a change), keeps what was asked
// in the form and the address, and offers a retry that works once the server answers.
// Practise's exercise and Compare's comparison are marked as the previous ones after
// an input error. One page load a language.
func TestBrowserKeepView(t *testing.T) {
	t.Parallel()
	base := sharedServer(t).URL
	busy := map[string]string{"en": "the server is busy", "es": "el servidor está ocupado"}
	down := map[string]string{"en": "the server cannot be reached", "es": "no se puede contactar con el servidor"}
	previous := map[string]string{"en": "The search shown is the previous one", "es": "La búsqueda que se muestra es la anterior"}
	for _, lang := range []string{"en", "es"} {
		t.Run(lang, func(t *testing.T) {
			t.Parallel()
			other := map[string]string{"en": "es", "es": "en"}[lang]
			ctx := browserCtx(t)
			setViewport(t, ctx, 1440, 1000, false)
			open(t, ctx, base, "/?lang="+lang)
			waitTree(t, ctx)
			eval[any](t, ctx, formErrorHelpers)
			eval[any](t, ctx, keepViewHelpers)
			lang1 := func(l string) {
				eval[any](t, ctx, fmt.Sprintf(`document.querySelector('button[data-lang=%s]').click()`, l))
			}

			// the boards' header values, read on screen at 1440x1000 (logged: a wider
			// board for them made connect-4's tree too wide for the presentation mode's
			// 14 px values; see TestBrowserPresentationFollowsTheNode)
			for _, game := range []string{"connect4", "tictactoe"} {
				eval[any](t, ctx, fmt.Sprintf(`__fe.set('f-game', %q)`, game))
				waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.tr && gametree.explorer.p.game === %q && !gametree.explorer.loadingKey && !gametree.explorer.form.submitPending`, game))
				if game == "connect4" {
					eval[any](t, ctx, `__fe.set('f-c4', '4453'); __fe.set('f-depth', '3'); __fe.search()`)
					waitFor(t, ctx, `gametree.explorer.tr && gametree.explorer.p.position === '4453' && gametree.explorer.p.depth === '3' && !gametree.explorer.loadingKey`)
				}
				waitTree(t, ctx)
				eval[any](t, ctx, `gametree.explorer.userGo(gametree.explorer.tr.S - 1)`) // every value written
				px := eval[float64](t, ctx, `__kv.boardFont()`)
				screenshot(t, ctx, "keepview-board-"+game+"-"+lang)
				t.Logf("values: %s", eval[string](t, ctx, `__kv.boardValues()`))
				t.Logf("%s: smallest header value %.1f px at zoom %s", game, px, eval[string](t, ctx, `document.getElementById('zoom-level').textContent`))
			}
			eval[any](t, ctx, `gametree.explorer.userGo(0)`)

			// the server busy: the search shown stays, marked, the new one's depth kept
			eval[any](t, ctx, `__kv.busy(); __fe.set('f-depth', '2'); __fe.search()`)
			waitFor(t, ctx, `!!__kv.state().text`)
			st := eval[kvState](t, ctx, `__kv.state()`)
			assert.True(t, st.Shown, "the drawing and the stepper stay")
			assert.True(t, st.Stale, "faded as the previous search")
			assert.Contains(t, st.Text, previous[lang])
			assert.Contains(t, st.Text, busy[lang])
			assert.True(t, st.Retry, "a retry is offered")
			assert.Equal(t, "2", st.Depth, "the form keeps what was asked")
			assert.Contains(t, st.Search, "depth=2", "the address keeps what was asked")
			screenshot(t, ctx, "keepview-busy-"+lang)
			// said again in the other language, and back
			lang1(other)
			waitFor(t, ctx, fmt.Sprintf(`__kv.state().text.includes(%q) && __kv.state().text.includes(%q)`, previous[other], busy[other]))
			assert.Equal(t, "2", eval[string](t, ctx, `document.getElementById('f-depth').value`), "kept across languages")
			lang1(lang)
			waitFor(t, ctx, fmt.Sprintf(`__kv.state().text.includes(%q)`, busy[lang]))

			// the network down: the retry fails again, said so
			eval[any](t, ctx, `__kv.down(); document.getElementById('search-retry').click()`)
			waitFor(t, ctx, fmt.Sprintf(`__kv.state().text.includes(%q)`, down[lang]))
			st = eval[kvState](t, ctx, `__kv.state()`)
			assert.True(t, st.Shown && st.Stale && st.Retry, "still shown, marked, with a retry: %+v", st)
			lang1(other)
			waitFor(t, ctx, fmt.Sprintf(`__kv.state().text.includes(%q)`, down[other]))
			lang1(lang)
			waitFor(t, ctx, fmt.Sprintf(`__kv.state().text.includes(%q)`, down[lang]))

			// the server back: the retry shows the search asked for, unmarked
			eval[any](t, ctx, `__kv.restore(); document.getElementById('search-retry').click()`)
			waitFor(t, ctx, `gametree.explorer.p.depth === '2' && !gametree.explorer.loadingKey && !__kv.state().text`)
			waitTree(t, ctx)
			st = eval[kvState](t, ctx, `__kv.state()`)
			assert.False(t, st.Stale, "no longer marked")
			assert.Contains(t, st.Search, "depth=2")

			// Practise: an input error marks the exercise shown as the previous one
			eval[any](t, ctx, `document.getElementById('tab-practise').click()`)
			waitFor(t, ctx, `gametree.practise.ex && !gametree.practise.loading`)
			eval[any](t, ctx, `__fe.set('ex-source', 'tree')`)
			waitFor(t, ctx, `gametree.practise.ex && !gametree.practise.loading && gametree.practise.spec.source === 'tree'`)
			exWords := map[string]string{"en": "The exercise shown is the previous one", "es": "El ejercicio que se muestra es el anterior"}
			kept := func(id, words string) string {
				return fmt.Sprintf(`(() => { const e = document.getElementById(%q); return !!e && !e.hidden && e.offsetParent !== null && e.textContent.includes(%q); })()`, id, words)
			}
			orig := eval[string](t, ctx, `document.getElementById('ex-position').value`)
			eval[any](t, ctx, `__fe.set('ex-position', '((3,5),(2,9')`)
			waitFor(t, ctx, kept("ex-kept", exWords[lang]))
			assert.True(t, eval[bool](t, ctx, `!!document.querySelector('#view-practise svg') && document.querySelector('#view-practise .ex-main').classList.contains('stale')`), "the exercise shown stays, faded")
			screenshot(t, ctx, "keepview-practise-"+lang)
			lang1(other)
			waitFor(t, ctx, kept("ex-kept", exWords[other]))
			lang1(lang)
			waitFor(t, ctx, kept("ex-kept", exWords[lang]))
			eval[any](t, ctx, fmt.Sprintf(`__fe.set('ex-position', %q)`, orig))
			eval[any](t, ctx, `__fe.search('ex-form')`)
			waitFor(t, ctx, `!gametree.practise.loading && document.getElementById('ex-kept').hidden`)

			// Compare: an input error marks the comparison shown as the previous one
			eval[any](t, ctx, `document.getElementById('tab-compare').click()`)
			waitFor(t, ctx, `gametree.compare.rows && !gametree.compare.loading && document.querySelector('#cmp-body tr')`)
			cmpWords := map[string]string{"en": "The comparison shown is the previous one", "es": "La comparación que se muestra es la anterior"}
			eval[any](t, ctx, `__fe.set('f-depth', '-1'); __fe.search()`)
			waitFor(t, ctx, kept("cmp-kept", cmpWords[lang]))
			assert.True(t, eval[bool](t, ctx, `!!document.querySelector('#cmp-body tr')`), "the comparison shown stays")
			screenshot(t, ctx, "keepview-compare-"+lang)
			lang1(other)
			waitFor(t, ctx, kept("cmp-kept", cmpWords[other]))
			lang1(lang)
			eval[any](t, ctx, `__fe.set('f-depth', '2'); __fe.search()`)
			waitFor(t, ctx, `!gametree.compare.loading && document.getElementById('cmp-kept').hidden && !!document.querySelector('#cmp-body tr')`)
			require.NotContains(t, eval[string](t, ctx, `document.querySelector('#view-compare .cmp-main').className`), "stale", "no longer marked")
		})
	}
}
