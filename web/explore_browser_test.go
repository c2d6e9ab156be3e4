//go:build browser

package web

import (
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The textbook example, stepped with the keyboard to its first cutoff: C is the step's
// node, its second leaf (9) is pruned, and the sentence says why.
func TestBrowserTextbookCutoff(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?lang=en")
	waitTree(t, ctx)

	assert.Equal(t, "Start at A, a MAX node, with α=−∞ and β=+∞: MAX will keep the largest value of its children.", text(t, ctx, "sentence"))
	assert.Contains(t, classes(t, ctx, "n0"), "st-current")
	assert.Equal(t, "MISSING", classes(t, ctx, "n6"), "C2 is not reached at the start: not in the page")

	// focus the page, not a control, then step with → to the first cutoff (step 17)
	eval[any](t, ctx, `document.activeElement && document.activeElement.blur(), 0`)
	key(t, ctx, kb.ArrowRight, 17)
	waitFor(t, ctx, `gametree.explorer.k === 17`)

	c2 := classes(t, ctx, "n6")
	assert.Contains(t, c2, "pruned")
	assert.Contains(t, c2, "st-cut", "C2 (the leaf 9) is cut at this step")
	assert.Contains(t, classes(t, ctx, "n4"), "st-current", "C is the step's node")
	assert.Contains(t, classes(t, ctx, "n0"), "st-open", "A is still on the stack")
	assert.Contains(t, classes(t, ctx, "e6"), "rule-on", "the cutoff rule shows on the edge into C2")
	assert.Equal(t, "MISSING", classes(t, ctx, "n7"), "D is not reached yet: not in the page")
	assert.Equal(t, "β=2 ≤ α=3 at C: the rest of C's children cannot change the result, pruned (C2).", text(t, ctx, "sentence"))
	assert.Equal(t, "9", eval[string](t, ctx, `document.querySelector('#a_n6-v text').textContent`))
	assert.Equal(t, "2", eval[string](t, ctx, `document.querySelector('#a_n4-v text').textContent`))
	assert.Equal(t, "β=2", eval[string](t, ctx, `document.querySelector('#a_n4-beta text').textContent`))
	assert.Contains(t, eval[string](t, ctx, `document.querySelector('#code .lit').textContent`), "β ≤ α")
	assert.Equal(t, []string{"▼ C", "▲ A"}, eval[[]string](t, ctx, `[...document.querySelectorAll('#stack-body th')].map(e => e.textContent)`))
	assert.Equal(t, "1", text(t, ctx, "cnt-cutoffs"), "no total before the last step")
	assert.Equal(t, "Step 18 of 29", text(t, ctx, "step-label"))
	waitFor(t, ctx, `location.search.includes('step=18')`)
	screenshot(t, ctx, "textbook-first-cutoff")

	// End: the finished search, best line bold; Home: back to the start
	key(t, ctx, kb.End, 1)
	waitFor(t, ctx, `gametree.explorer.k === 28`)
	assert.Equal(t, "The search is over: A is worth 3; the best move is B.", text(t, ctx, "sentence"))
	assert.Contains(t, eval[string](t, ctx, `document.querySelector('#treebox svg').getAttribute('class')`), "fin")
	assert.Contains(t, classes(t, ctx, "n1"), "pv")
	assert.Contains(t, classes(t, ctx, "n9"), "st-cut")
	screenshot(t, ctx, "textbook-finished")
	key(t, ctx, kb.Home, 1)
	waitFor(t, ctx, `gametree.explorer.k === 0`)
	assert.Equal(t, "MISSING", classes(t, ctx, "n6"), "stepping back undoes the cutoff")

	// the buttons: next cutoff, back
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("btn-nextcut"))))
	waitFor(t, ctx, `gametree.explorer.k === 17`)
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.ID("btn-back"))))
	waitFor(t, ctx, `gametree.explorer.k === 16`)
	assert.Equal(t, "MISSING", classes(t, ctx, "n6"))
	assert.Equal(t, "β of C falls to 2: MIN can already hold MAX to 2.", text(t, ctx, "sentence"))
	noPageErrors(t, ctx)
}

// A link restores the view: problem, options, step and language.
func TestBrowserLinkRestores(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?game=tree&position=figure-5.2&algo=minimax&step=6&lang=es")
	waitTree(t, ctx)
	waitFor(t, ctx, `gametree.explorer.k === 5`)
	assert.Equal(t, "minimax", eval[string](t, ctx, `document.getElementById('f-algo').value`))
	assert.Equal(t, "figure-5.2", eval[string](t, ctx, `document.getElementById('f-preset').value`))
	assert.Equal(t, "5", eval[string](t, ctx, `document.getElementById('slider').value`))
	steps := eval[int](t, ctx, `gametree.explorer.tr.S`)
	assert.Equal(t, fmt.Sprintf("Paso 6 de %d", steps), text(t, ctx, "step-label"))
	assert.Equal(t, "es", eval[string](t, ctx, `document.documentElement.lang`))
	loc := eval[string](t, ctx, `location.search`)
	q, err := url.ParseQuery(strings.TrimPrefix(loc, "?"))
	require.NoError(t, err)
	assert.Equal(t, "figure-5.2", q.Get("position"))
	assert.Equal(t, "minimax", q.Get("algo"))
	assert.Equal(t, "6", q.Get("step"), "step=K is Step K of N, as on the command line")
	// the download links draw the same view
	href := eval[string](t, ctx, `document.getElementById('dl-step-svg').getAttribute('href')`)
	assert.Contains(t, href, "step=6")
	assert.Contains(t, href, "position=figure-5.2")
	// a game whose page defaults differ from the API's: the link still reproduces it
	open(t, ctx, ts.URL, "/?game=connect4&position=4453&depth=2&order=false&step=4&lang=en")
	waitTree(t, ctx)
	waitFor(t, ctx, `gametree.explorer.k === 3`)
	assert.Equal(t, "2", eval[string](t, ctx, `document.getElementById('f-depth').value`))
	assert.False(t, eval[bool](t, ctx, `document.getElementById('f-order').checked`))
	assert.Equal(t, "4453", eval[string](t, ctx, `document.getElementById('f-c4').value`))
	waitFor(t, ctx, `location.search.includes('step=4')`)
	q, err = url.ParseQuery(strings.TrimPrefix(eval[string](t, ctx, `location.search`), "?"))
	require.NoError(t, err)
	assert.Equal(t, "2", q.Get("depth"))
	assert.Equal(t, "false", q.Get("order"))
	noPageErrors(t, ctx)
}

// A link searches what the API searches with the same parameters: an ordering it does
// not ask for is off.
func TestBrowserLinkSearchesAsTheAPI(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	const problem = "game=connect4&position=4453&depth=3&algo=alphabeta"
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		open(t, ctx, ts.URL, "/?"+problem+"&lang="+lang)
		waitTree(t, ctx)
		assert.False(t, eval[bool](t, ctx, `document.getElementById('f-order').checked`), "move ordering is not ticked")
		assert.False(t, eval[bool](t, ctx, `gametree.explorer.tr.doc.options.order`))
		api := eval[[]int](t, ctx, fmt.Sprintf(`fetch('/api/trace?%s&record=false').then(r => r.json()).then(d => [d.stats.nodes, d.stats.cutoffs])`, problem))
		page := eval[[]int](t, ctx, `[gametree.explorer.tr.doc.stats.nodes, gametree.explorer.tr.doc.stats.cutoffs]`)
		assert.Equal(t, api, page, "nodes and cutoffs: the API's search")
		assert.NotContains(t, eval[string](t, ctx, `location.search`), "order=true", "the page's link")
		noPageErrors(t, ctx)
	})
}

// The language switch changes the page's strings, the sentence and the pseudo-code.
func TestBrowserLanguage(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?lang=en")
	waitTree(t, ctx)
	before := map[string]string{}
	ids := []string{"tab-explore", "tab-play", "code-h", "stack-h", "sentence"}
	for _, id := range ids {
		before[id] = text(t, ctx, id)
	}
	assert.Equal(t, "Step through", before["tab-explore"])
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`[data-lang="es"]`))))
	waitFor(t, ctx, `document.documentElement.lang === 'es'`)
	for _, tc := range []struct{ id, want string }{
		{"tab-explore", "Paso a paso"},
		{"tab-play", "Jugar"},
		{"code-h", "Pseudocódigo"},
		{"stack-h", "Pila de llamadas"},
		{"sentence", "Empezamos en A, un nodo MAX, con α=−∞ y β=+∞: MAX se quedará con el mayor valor de sus hijos."},
	} {
		got := text(t, ctx, tc.id)
		assert.Equal(t, tc.want, got, tc.id)
		assert.NotEqual(t, before[tc.id], got, tc.id)
	}
	assert.Contains(t, eval[string](t, ctx, `document.getElementById('code').textContent`), "función VALOR-MAX(nodo, α, β)")
	assert.Equal(t, "Ejemplo de libro: MAX sobre tres nodos MIN", eval[string](t, ctx, `document.getElementById('f-preset').selectedOptions[0].textContent`))
	waitFor(t, ctx, `location.search.includes('lang=es')`)
	// the cutoff sentence in Spanish
	eval[any](t, ctx, `gametree.explorer.userGo(17), 0`)
	assert.Equal(t, "β=2 ≤ α=3 en C: el resto de hijos de C no puede cambiar el resultado, se podan (C2).", text(t, ctx, "sentence"))
	screenshot(t, ctx, "textbook-cutoff-es")
	// the choice is kept for the next visit
	open(t, ctx, ts.URL, "/")
	waitTree(t, ctx)
	assert.Equal(t, "Paso a paso", text(t, ctx, "tab-explore"))
	eval[any](t, ctx, `localStorage.removeItem('gametree.lang'), 0`)
	noPageErrors(t, ctx)
}

// Stepping a trace of 2,047 nodes, every one drawn, back and forth and by jumps leaves
// the drawing as a fresh walk to the step draws it. (How long a step change takes:
// BenchmarkBrowserStepChange.)
func TestBrowserSteppingKeepsTheDrawingRight(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?"+stepTimingQuery)
	waitTree(t, ctx)
	n := eval[int](t, ctx, `gametree.explorer.view.list.length`)
	require.Equal(t, 2047, n, "every node drawn")
	require.Equal(t, 0, eval[int](t, ctx, `document.querySelectorAll('#treebox g.node.folded').length`))
	steps := eval[int](t, ctx, `(() => {
		const ex = gametree.explorer, S = ex.tr.S;
		ex.follow = false;
		ex.userGo(0);
		for (let k = 1; k < Math.min(S, 2000); k++) ex.go(k);
		for (let k = ex.k - 1; k >= Math.max(0, ex.k - 1000); k--) ex.go(k);
		let seed = 7;
		const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
		for (let i = 0; i < 100; i++) ex.go(Math.floor(rnd() * S));
		return S;
	})()`)
	assert.Greater(t, steps, 6000)
	// after all that stepping, the drawing still agrees with a fresh walk to the step
	eval[any](t, ctx, `gametree.explorer.userGo(3000), 0`)
	check := eval[string](t, ctx, `(() => {
		const ex = gametree.explorer, tr = ex.tr, k = ex.k;
		const states = [];
		for (let i = 0; i < tr.N; i++) states.push(tr.reached[i] + '' + tr.open[i] + tr.cut[i] + tr.value[i]);
		tr.restore(tr.checkpoints[0], -1);
		for (let i = 0; i <= k; i++) tr.apply(i);
		for (let i = 0; i < tr.N; i++) if (states[i] !== tr.reached[i] + '' + tr.open[i] + tr.cut[i] + tr.value[i]) return 'node ' + i + ' differs';
		// the page holds the nodes reached, each one
		const inPage = [...ex.view.svg.querySelectorAll('g.node')].map((g) => Number(g.id.slice(1)));
		const reached = [];
		for (let i = 0; i < tr.N; i++) if (tr.reached[i]) reached.push(i);
		if (inPage.sort((a, b) => a - b).join() !== reached.join()) return 'the page holds ' + inPage.length + ' nodes, ' + reached.length + ' reached';
		return 'ok';
	})()`)
	assert.Equal(t, "ok", check)
	screenshot(t, ctx, "timing-2047-nodes")
	noPageErrors(t, ctx)
}

// stepTimingQuery is a random tree of 2,047 nodes under minimax, every node drawn.
const stepTimingQuery = "game=tree&position=random:b=2,d=10,seed=3&algo=minimax&budget=2100&lang=en"

// BenchmarkBrowserStepChange times a step change on a trace of 2,047 nodes, every one
// drawn (the goal: under one frame, 16 ms): forward, back and random jumps, and with
// the browser's style and layout work forced. go test -tags browser ./web -run '^$'
// -bench BrowserStepChange -benchtime 5x
func BenchmarkBrowserStepChange(b *testing.B) {
	ts := sharedServer(b)
	ctx := browserCtx(b)
	open(b, ctx, ts.URL, "/?"+stepTimingQuery)
	waitTree(b, ctx)
	type stat struct{ Avg, Max, P95 float64 }
	type result struct{ Forward, Back, Jump, Flushed stat }
	var sum result
	runs := 0
	for b.Loop() {
		r := eval[result](b, ctx, `(() => {
			const ex = gametree.explorer, S = ex.tr.S;
			const stat = (a) => { const s = [...a].sort((x, y) => x - y); return { Avg: a.reduce((x, y) => x + y, 0) / a.length, Max: s[s.length - 1], P95: s[Math.floor(s.length * 0.95)] }; };
			const time = (f) => { const t0 = performance.now(); f(); return performance.now() - t0; };
			ex.follow = false;
			ex.userGo(0);
			const fwd = [], back = [], jump = [], flushed = [];
			for (let k = 1; k < Math.min(S, 2000); k++) fwd.push(time(() => ex.go(k)));
			for (let k = ex.k - 1; k >= Math.max(0, ex.k - 1000); k--) back.push(time(() => ex.go(k)));
			let seed = 7;
			const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
			for (let i = 0; i < 100; i++) { const k = Math.floor(rnd() * S); jump.push(time(() => ex.go(k))); }
			const node = () => document.getElementById('n' + ex.tr.current(ex.k));
			for (let k = 1; k < 600; k++) flushed.push(time(() => { ex.go(k); node().getBoundingClientRect(); }));
			return { Forward: stat(fwd), Back: stat(back), Jump: stat(jump), Flushed: stat(flushed) };
		})()`)
		sum.Forward.Avg += r.Forward.Avg
		sum.Back.Avg += r.Back.Avg
		sum.Jump.Avg += r.Jump.Avg
		sum.Flushed.Avg += r.Flushed.Avg
		sum.Flushed.P95 = max(sum.Flushed.P95, r.Flushed.P95)
		runs++
	}
	n := float64(runs)
	b.ReportMetric(sum.Forward.Avg/n, "ms/step-forward")
	b.ReportMetric(sum.Back.Avg/n, "ms/step-back")
	b.ReportMetric(sum.Jump.Avg/n, "ms/jump")
	b.ReportMetric(sum.Flushed.Avg/n, "ms/step-with-layout")
	b.ReportMetric(sum.Flushed.P95, "ms/step-with-layout-p95")
}

// A large search folds; clicking a folded subtree opens it as a view of its own, and
// Back returns.
func TestBrowserFoldedSubtree(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	// the unreached part drawn faint: a folded subtree can be opened before the search reaches it
	open(t, ctx, ts.URL, "/?game=tree&position=random:b=3,d=6,seed=2&algo=alphabeta&budget=120&unreached=ghost&lang=en")
	waitTree(t, ctx)
	total := eval[int](t, ctx, `gametree.explorer.tr.N`)
	folded := eval[string](t, ctx, `document.querySelector('#treebox g.node.folded').id`)
	require.NotEmpty(t, folded)
	screenshot(t, ctx, "folded-whole")
	name := eval[string](t, ctx, fmt.Sprintf(`gametree.explorer.tr.label(%s)`, strings.TrimPrefix(folded, "f")))
	clickAt(t, ctx, "#"+folded)
	waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.tr && gametree.explorer.tr.N < %d && document.getElementById('tree-busy').hidden`, total))
	pos := eval[string](t, ctx, `new URLSearchParams(location.search).get('position')`)
	assert.True(t, strings.HasPrefix(pos, name+"("), "the new view is the subtree of %s: %s", name, pos)
	assert.False(t, eval[bool](t, ctx, `document.getElementById('btn-up').hidden`))
	screenshot(t, ctx, "folded-subtree")
	eval[any](t, ctx, `history.back(), 0`)
	waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.tr && gametree.explorer.tr.N === %d && document.getElementById('tree-busy').hidden`, total))
	noPageErrors(t, ctx)
}

// Every step of searches that use every step kind gets a sentence, in both
// languages, with no placeholder left unfilled, and a pseudo-code line.
func TestBrowserEveryStep(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range []struct{ name, query string }{
		{"alphabeta tt iterative", "game=tictactoe&position=X...O....&algo=alphabeta&tt=bounds&iterative=true&depth=4"},
		{"negamax-alphabeta stopped", "game=connect4&position=4453&algo=negamax-alphabeta&depth=5&order=true&tt=bounds&max-nodes=300"},
		{"minimax horizon", "game=stones&position=9&algo=minimax&depth=3"},
		{"negamax fail-soft naive tt", "game=tree&position=deep&algo=negamax-alphabeta&fail-hard=true&root=min"},
		{"negamax", "game=tree&position=figure-5.2&algo=negamax"},
		{"quiescence", "game=connect4&position=4455&algo=negamax-alphabeta&depth=2&quiescence=true"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			for _, lang := range []string{"en", "es"} {
				open(t, ctx, ts.URL, "/?"+tc.query+"&lang="+lang)
				waitTree(t, ctx)
				r := eval[map[string]any](t, ctx, `(() => {
					const ex = gametree.explorer, tr = ex.tr, kinds = {}, bad = [];
					for (let k = 0; k < tr.S; k++) {
						ex.go(k);
						const s = document.getElementById('sentence').textContent;
						const kind = ['enter', 'eval', 'tt-hit', 'backup', 'alpha', 'beta', 'cutoff', 'return', 'stop', 'quiesce'][tr.sKind[k]];
						kinds[kind] = (kinds[kind] || 0) + 1;
						if (!s || /[{}]|undefined|NaN|null/.test(s)) bad.push(k + ' ' + kind + ': ' + s);
						if (!document.querySelector('#code .lit')) bad.push(k + ' ' + kind + ': no code line');
					}
					return { kinds, bad: bad.slice(0, 5), steps: tr.S };
				})()`)
				assert.Empty(t, r["bad"], lang)
				t.Logf("%s (%s): %v steps, kinds %v", tc.name, lang, r["steps"], r["kinds"])
			}
		})
	}
	noPageErrors(t, ctx)
}

// The other games, and the page on a phone.
func TestBrowserLooks(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range []struct {
		name, path string
		w, h       int64
		mobile     bool
		step       string // a JavaScript expression for the step to show
	}{
		{"tictactoe", "/?game=tictactoe&lang=en", 1440, 1000, false, "Math.floor(ex.tr.S / 3)"},
		{"connect4", "/?game=connect4&lang=es", 1440, 1000, false, "ex.tr.S - 1"},
		{"stones", "/?game=stones&position=7&tt=bounds&lang=en", 1440, 1000, false, "Math.floor(ex.tr.S / 2)"},
		{"phone-textbook", "/?lang=es&step=18", 390, 844, true, "17"},
		{"phone-play", "/?view=play&game=connect4&lang=en", 390, 844, true, ""},
		{"laptop-figure52", "/?game=tree&position=figure-5.2&lang=en&step=13", 1280, 720, false, "12"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			setViewport(t, ctx, tc.w, tc.h, tc.mobile)
			open(t, ctx, ts.URL, tc.path)
			if tc.step != "" {
				waitTree(t, ctx)
				eval[any](t, ctx, `(() => { const ex = gametree.explorer; ex.userGo(`+tc.step+`); return 0; })()`)
			} else {
				waitFor(t, ctx, `document.querySelector('#play-board .c4, #play-board .ttt, #play-board .stones')`)
			}
			waitStill(t, ctx) // smooth scrolling to the node
			overflow := eval[int](t, ctx, `document.documentElement.scrollWidth - window.innerWidth`)
			assert.LessOrEqual(t, overflow, 1, "the page does not scroll sideways")
			screenshot(t, ctx, "look-"+tc.name)
		})
	}
	noPageErrors(t, ctx)
}
