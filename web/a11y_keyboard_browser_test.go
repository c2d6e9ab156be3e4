//go:build browser

package web

// The page with the keyboard alone: from each view's tab, Tab walks the whole page
// round to that tab again; every element it stops on is on the screen and shows that
// it has the focus (its look, or its box's, changes); the view's main controls are
// among the stops; Shift+Tab goes back one stop; one main action is done with Enter or
// Space; the arrow keys go from tab to tab. The step's sentence is said by the page's
// one live region that changes on a step.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// kbProbe is the page's side of the walk: what has the focus, whether it is on the
// screen, whether its look changes with the focus (its style, its parents' up to
// three, and its drawn shape's, focused and as the walk began: the ring may be drawn by
// a box around a text area, or on an SVG node's shape), and which of the wanted selectors it
// matches. Transitions are off, so that a style is read as it ends.
const kbProbe = `(() => {
	if (window.__kb) return 0;
	const still = new CSSStyleSheet(); // a constructed sheet: the page's CSP refuses a <style>
	still.replaceSync('*, *::before, *::after { transition: none !important; animation: none !important; }');
	document.adoptedStyleSheets = [...document.adoptedStyleSheets, still];
	const props = ['outline-style', 'outline-width', 'outline-color', 'box-shadow', 'border-top-color', 'stroke', 'stroke-width', 'background-color', 'text-decoration-line'];
	const snap = (el) => {
		const els = [el];
		for (let p = el.parentElement, i = 0; p && i < 3; p = p.parentElement, i++) els.push(p);
		const shape = el.querySelector && el.querySelector('.shape, polygon, path');
		if (shape) els.push(shape);
		return els.map((e) => { const s = getComputedStyle(e); return props.map((p) => s.getPropertyValue(p)).join('|'); }).join('||');
	};
	const desc = (el) => {
		if (el.id) return '#' + el.id;
		const host = el.closest('[id]');
		const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/).slice(0, 2).join('.') : '';
		const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 24);
		return (host ? '#' + host.id + ' ' : '') + el.tagName.toLowerCase() + (cls ? '.' + cls : '') + (text ? ' "' + text + '"' : '');
	};
	// clipped: the element's focus ring (its outline) is cut away on a side, to less
	// than half its width, by a box around it that hides what overflows
	const clipped = (el) => {
		const st = getComputedStyle(el);
		if (st.outlineStyle === 'none') return '';
		const w = parseFloat(st.outlineWidth) || 0, o = (parseFloat(st.outlineOffset) || 0) + w;
		if (w === 0 || o <= 0) return '';
		const r = el.getBoundingClientRect();
		for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
			const ps = getComputedStyle(p);
			if (ps.overflowX === 'visible' && ps.overflowY === 'visible') continue;
			const b = p.getBoundingClientRect();
			const c = {left: b.left + p.clientLeft, top: b.top + p.clientTop};
			c.right = c.left + p.clientWidth;
			c.bottom = c.top + p.clientHeight;
			const shown = Math.min(o - Math.max(0, c.left - (r.left - o)), o - Math.max(0, c.top - (r.top - o)),
				o - Math.max(0, (r.right + o) - c.right), o - Math.max(0, (r.bottom + o) - c.bottom));
			if (shown < o - w + w / 2) return (p.id ? '#' + p.id : p.tagName.toLowerCase() + '.' + String(p.className.baseVal ?? p.className).split(' ')[0]);
		}
		return '';
	};
	let base = new WeakMap();
	window.__kbBase = () => {
		base = new WeakMap();
		for (const el of document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]')) {
			if (el !== document.activeElement) base.set(el, snap(el));
		}
		return 0;
	};
	window.__kb = (wanted) => {
		const el = document.activeElement;
		if (!el || el === document.body || el === document.documentElement) return {key: 'BODY', body: true};
		const r = el.getBoundingClientRect();
		const visible = r.width > 0 && r.height > 0 && r.bottom > 0 && r.right > 0 && r.top < innerHeight && r.left < innerWidth &&
			el.checkVisibility({opacityProperty: true, visibilityProperty: true});
		// its look unfocused: as the walk began (focusing may select, as a tree's node),
		// else with the focus taken away a moment
		const on = snap(el);
		let off = base.get(el);
		if (off === undefined) {
			el.blur();
			off = snap(el);
			el.focus({preventScroll: true});
		}
		return {key: desc(el), visible, indicated: on !== off, clipped: clipped(el), same: document.activeElement === el,
			matches: wanted.filter((s) => el.matches(s)), editor: el.id === 'lab-source'};
	};
	return 0;
})()`

type kbStop struct {
	Key       string   `json:"key"`
	Body      bool     `json:"body"`
	Visible   bool     `json:"visible"`
	Indicated bool     `json:"indicated"`
	Clipped   string   `json:"clipped"`
	Same      bool     `json:"same"`
	Matches   []string `json:"matches"`
	Editor    bool     `json:"editor"`
}

func probeFocus(t *testing.T, ctx context.Context, wanted []string) kbStop {
	t.Helper()
	if wanted == nil {
		wanted = []string{}
	}
	w, _ := json.Marshal(wanted)
	return eval[kbStop](t, ctx, fmt.Sprintf(`window.__kb(%s)`, w))
}

// tabOn presses Tab (Shift+Tab when back); the code lab's editor takes Tab to indent:
// Escape first lets it go, as its hint says.
func tabOn(t *testing.T, ctx context.Context, back bool) {
	t.Helper()
	if eval[bool](t, ctx, `document.activeElement && document.activeElement.id === 'lab-source'`) {
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Escape)))
	}
	var opts []chromedp.KeyOption
	if back {
		opts = append(opts, chromedp.KeyModifiers(chromedp.ModifierShift))
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab, opts...)))
}

// tabUntil presses Tab (or Shift+Tab) until the focus is on an element matching sel.
func tabUntil(t *testing.T, ctx context.Context, sel string, back bool) {
	t.Helper()
	for i := 0; i < 200; i++ {
		if eval[bool](t, ctx, fmt.Sprintf(`!!document.activeElement && document.activeElement.matches(%q)`, sel)) {
			return
		}
		tabOn(t, ctx, back)
	}
	t.Fatalf("Tab never reached %s", sel)
}

// kbView is a view walked with the keyboard: the controls Tab must reach, the main
// action (focused by Tab, pressed with key: before, typed into a field first) and what
// shows that it was done.
type kbView struct {
	view   string
	ready  string
	wanted []string
	before func(t *testing.T, ctx context.Context)
	action string
	key    string
	done   string
	// after checks what the action did; then Tab walks the view again, reaching these
	after   func(t *testing.T, ctx context.Context, lang string)
	wanted2 []string
}

// liveWatch records, from now on, which live regions of the page change their text (a
// screen reader says a polite or assertive region's, a status's, an alert's, a log's
// new text).
const liveWatch = `(() => {
	window.__live = [];
	const live = [...document.querySelectorAll('[aria-live]:not([aria-live="off"]), [role="status"], [role="alert"], [role="log"]')];
	window.__liveObs && window.__liveObs.disconnect();
	window.__liveObs = new MutationObserver((ms) => {
		for (const m of ms) {
			const r = live.find((el) => el.contains(m.target));
			if (r && !__live.some((x) => x.el === r)) __live.push({el: r});
		}
	});
	for (const el of live) window.__liveObs.observe(el, {childList: true, characterData: true, subtree: true});
	return 0;
})()`

// stepAnnounced: one step forward changed one live region, the step's sentence
// (polite, read whole), to the sentence of the step now shown.
func stepAnnounced(t *testing.T, ctx context.Context, lang string) {
	t.Helper()
	waitFor(t, ctx, `window.__live.length > 0`)
	changed := eval[[]string](t, ctx, `window.__live.map((x) => '#' + x.el.id + ' ' + x.el.getAttribute('aria-live') + ' ' + x.el.getAttribute('aria-atomic') + ': ' + x.el.textContent)`)
	require.Len(t, changed, 1, "one live region changes on a step (%s): %v", lang, changed)
	said := eval[string](t, ctx, `document.getElementById('sentence').textContent`)
	assert.Equal(t, "#sentence polite true: "+said, changed[0])
	assert.NotEqual(t, eval[string](t, ctx, `window.__said0`), said, "the sentence is the new step's")
	assert.NotEmpty(t, said)
}

// hintLadderByKeys climbs the first hint's ladder with Space on the Hint button (still
// focused): the question, the narrower hint, then the step's sentence with its way to
// the stepper.
func hintLadderByKeys(t *testing.T, ctx context.Context, lang string) {
	t.Helper()
	for rung := 2; rung <= 3; rung++ {
		require.Equal(t, "ex-hint", eval[string](t, ctx, `document.activeElement.id`), "Hint keeps the focus (%s)", lang)
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(" ")))
		waitFor(t, ctx, fmt.Sprintf(`document.querySelector('#ex-hint-list li') && document.querySelector('#ex-hint-list li').dataset.rung === '%d'`, rung))
	}
	waitFor(t, ctx, `document.querySelector('#ex-hint-list .ex-hint-open')`)
}

var kbViews = []kbView{
	{"explore", `gametree.explorer && gametree.explorer.tr && document.querySelector('#treebox svg.gt')`,
		[]string{".skip", ".brand", "#f-game", "#btn-fwd", "#slider", "#treebox", "[data-lang=es]", "#copy-link"},
		func(t *testing.T, ctx context.Context) {
			eval[any](t, ctx, `(window.__k0 = gametree.explorer.k, window.__said0 = document.getElementById('sentence').textContent, 0)`)
			eval[any](t, ctx, liveWatch)
		},
		"#btn-fwd", kb.Enter, `gametree.explorer.k === window.__k0 + 1`,
		stepAnnounced, []string{"#btn-first", "#btn-back", "#btn-fwd"}},
	{"practise", `gametree.practise.ex && document.querySelector('#ex-tree svg.gt') && document.getElementById('ex-busy').hidden`,
		[]string{"#ex-source", "#ex-check", "#ex-hint", "#ex-solution", `#ex-tree [role="button"]`},
		nil, "#ex-hint", " ", `!document.getElementById('ex-hints').hidden && document.querySelectorAll('#ex-hint-list li').length > 0`,
		hintLadderByKeys, []string{".ex-hint-open", "#ex-check"}},
	{"compare", `!document.getElementById('cmp-go').disabled`,
		[]string{"#cmp-go", "#sw-go"},
		nil, "#cmp-go", kb.Enter, `gametree.compare.rows && document.querySelectorAll('#cmp-body tr').length > 0 && !document.getElementById('cmp-go').disabled`,
		nil, []string{"#cmp-go", "#cmp-fwd"}},
	{"play", `gametree.player.s && !gametree.player.busy && document.querySelector('#play-board button:not([disabled])')`,
		[]string{"#play-game", "#play-new", "#play-board button", "#tally-reset"},
		nil, "#play-board button:not([disabled])", kb.Enter, `gametree.player.s.lastMachine && !gametree.player.busy`,
		nil, []string{"#play-new", "#play-board button"}},
	{"lab", `gametree.lab.examples.length > 0 && document.getElementById('lab-source').value.length > 0`,
		[]string{"#lab-kind", "#lab-source", "#lab-run"},
		nil, "#lab-run", kb.Enter, `gametree.lab.tr && document.querySelector('#lab-treebox svg.gt') && !document.getElementById('lab-run').disabled`,
		nil, []string{"#lab-run", "#lab-next", "#lab-slider", "#lab-treebox"}},
	{"class", `!!document.getElementById('cl-class-name')`,
		[]string{"#cl-class-name", "#cl-create-class"},
		func(t *testing.T, ctx context.Context) {
			tabUntil(t, ctx, "#cl-class-name", false)
			require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent("Keys")))
		},
		"#cl-create-class", kb.Enter, `!!document.getElementById('cl-class-title')`,
		nil, []string{"#cl-title", "#cl-create-assignment"}},
}

// TestBrowserKeyboard: every view with the keyboard alone, in both languages (a server
// with classes, so that the Class view can make one).
func TestBrowserKeyboard(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		open(t, ctx, ts.URL, "/?lang="+lang)
		eval[any](t, ctx, kbProbe)
		// from the top of the page, Tab: the skip link, the brand, the selected tab
		tabUntil(t, ctx, "#tab-explore", false)
		for i, v := range kbViews {
			t.Run(v.view, func(t *testing.T) { keyboardView(t, ctx, lang, v) })
			if i+1 < len(kbViews) {
				tabUntil(t, ctx, "#tab-"+v.view, true)
				require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)))
				next := kbViews[i+1].view
				waitFor(t, ctx, fmt.Sprintf(`gametree.view === %q && document.activeElement.id === 'tab-%s' && document.getElementById('tab-%s').getAttribute('aria-selected') === 'true'`, next, next, next))
			}
		}
		// and back round: ArrowLeft from the first tab is the last
		tabUntil(t, ctx, "#tab-class", true)
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight)))
		waitFor(t, ctx, `gametree.view === 'explore' && document.activeElement.id === 'tab-explore'`)
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowLeft)))
		waitFor(t, ctx, `gametree.view === 'class' && document.activeElement.id === 'tab-class'`)
		noPageErrors(t, ctx)
	})
}

// skipLeadsIntoView: the skip link, first on the page, names where it leads in the view
// shown (the tree in Step through, the view's name elsewhere) and Enter on it puts the
// focus inside that view, the address unchanged.
func skipLeadsIntoView(t *testing.T, ctx context.Context, lang, view string) {
	t.Helper()
	tabUntil(t, ctx, ".skip", true)
	said := eval[string](t, ctx, `document.activeElement.textContent`)
	if view == "explore" {
		assert.Equal(t, map[string]string{"en": "Skip to the tree", "es": "Ir al árbol"}[lang], said)
	} else {
		tab := eval[string](t, ctx, fmt.Sprintf(`document.getElementById('tab-%s').textContent.trim()`, view))
		assert.Equal(t, map[string]string{"en": "Skip to ", "es": "Ir a "}[lang]+tab, said, "the skip link in %s (%s)", view, lang)
	}
	address := eval[string](t, ctx, `location.href`)
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)))
	waitFor(t, ctx, fmt.Sprintf(`document.getElementById('view-%s').contains(document.activeElement)`, view))
	assert.Equal(t, address, eval[string](t, ctx, `location.href`), "the skip link leaves the address alone")
}

// keyboardView walks one view, its tab focused, and does its main action.
func keyboardView(t *testing.T, ctx context.Context, lang string, v kbView) {
	waitFor(t, ctx, v.ready)
	start := "#tab-" + v.view
	require.True(t, eval[bool](t, ctx, fmt.Sprintf(`document.activeElement.matches(%q)`, start)))
	skipLeadsIntoView(t, ctx, lang, v.view)
	tabUntil(t, ctx, start, true)
	stops := tabWalk(t, ctx, lang, v.view, "", v.wanted)
	// Shift+Tab goes back one stop: from the tab to the last stop before it
	last := stops[len(stops)-1]
	if last == "BODY" && len(stops) > 1 {
		last = stops[len(stops)-2]
	}
	tabOn(t, ctx, true)
	assert.Equal(t, last, probeFocus(t, ctx, nil).Key, "%s (%s): Shift+Tab from the tab", v.view, lang)
	tabUntil(t, ctx, start, false)

	// the main action, by the keyboard
	if v.before != nil {
		v.before(t, ctx)
	}
	tabUntil(t, ctx, v.action, false)
	kbScreenshot(t, ctx, fmt.Sprintf("keyboard-%s-%s", v.view, lang))
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(v.key)))
	waitFor(t, ctx, v.done)
	if v.after != nil {
		v.after(t, ctx, lang)
	}
	// the state it made walked round again, from the view's tab
	tabUntil(t, ctx, start, true)
	tabWalk(t, ctx, lang, v.view, " (after "+v.action+")", v.wanted2)
}

// tabWalk presses Tab from the view's tab (focused) until the focus comes back to it;
// every stop is on the screen and shows its focus, and the wanted are among them.
func tabWalk(t *testing.T, ctx context.Context, lang, view, state string, wanted []string) []string {
	t.Helper()
	start := "#tab-" + view
	eval[any](t, ctx, `window.__kbBase()`)
	seen := map[string]bool{}
	var stops []string
	var bad []string
	for i := 0; ; i++ {
		require.Less(t, i, 400, "Tab never came back to %s (a trap?): %s", start, strings.Join(stops, ", "))
		tabOn(t, ctx, false)
		s := probeFocus(t, ctx, wanted)
		if s.Key == start {
			break
		}
		stops = append(stops, s.Key)
		for _, m := range s.Matches {
			seen[m] = true
		}
		if s.Body {
			continue // past the last stop, the focus leaves the page before it comes round
		}
		if !s.Visible {
			bad = append(bad, s.Key+": not on the screen")
		}
		if !s.Indicated {
			bad = append(bad, s.Key+": no visible sign of the focus")
		}
		if s.Clipped != "" {
			bad = append(bad, s.Key+": its focus ring cut off by "+s.Clipped)
		}
		if !s.Same {
			bad = append(bad, s.Key+": the focus moved when probed")
		}
	}
	t.Logf("%s %s%s: %d Tab stops: %s", lang, view, state, len(stops), strings.Join(stops, ", "))
	if len(bad) > 0 {
		t.Errorf("%s%s (%s), %d Tab stops wrong:\n%s", view, state, lang, len(bad), strings.Join(bad, "\n"))
	}
	for _, w := range wanted {
		assert.True(t, seen[w], "%s%s (%s): Tab never reaches %s", view, state, lang, w)
	}
	return stops
}

// kbScreenshot saves what the window shows (the focus ring in it).
func kbScreenshot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if !assert.NoError(t, err) {
		return
	}
	path := filepath.Join(artifactDir(t), name+".png")
	require.NoError(t, os.WriteFile(path, buf, 0o644))
}
