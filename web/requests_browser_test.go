//go:build browser

package web

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// holdRequests wraps the page's fetch: a request whose address holds one of the keys
// in window.__holds (each key holds one request) is sent without the page's signal,
// and its answer kept in window.__held until released, then handed to the page
// whether or not the page aborted it meanwhile: an answer that arrives late, after a
// newer request's.
const holdRequests = `(() => {
	window.__holds = [];
	window.__held = [];
	const real = window.fetch;
	window.fetch = (u, o = {}) => {
		const url = String(u);
		const i = window.__holds.findIndex((k) => url.includes(k));
		if (i < 0) return real(u, o);
		window.__holds.splice(i, 1);
		const answer = real(u, { ...o, signal: undefined });
		return new Promise((resolve, reject) => {
			window.__held.push({ url, signal: o.signal, release: () => answer.then(resolve, reject) });
		});
	};
	return 0;
})()`

// releaseHeld hands the held answers to the page and gives it a moment to use them.
const releaseHeld = `(async () => {
	await Promise.all(window.__held.map((h) => h.release()));
	await new Promise((r) => setTimeout(r, 400));
	return window.__held.length;
})()`

// An answer to a request that a newer one of its kind superseded never reaches the
// page, even when it arrives after the newer one's answer: the stepper and an exercise
// keep showing the newer problem. Leaving a view aborts its requests (their connections
// close, so the server stops), and coming back asks again: an exercise left loading
// loads, a game left while the machine was thinking goes on.
func TestBrowserStaleAnswersDropped(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)

	// the stepper: search A is held, B is typed and shown, then A's answer arrives
	open(t, ctx, ts.URL, "/?lang=en")
	waitTree(t, ctx)
	eval[any](t, ctx, holdRequests)
	eval[any](t, ctx, `(window.__holds = ['/api/trace?' + new URLSearchParams({ game: 'tree', position: '((3,5),(2,9))' }), '/api/render?' + new URLSearchParams({ game: 'tree', position: '((3,5),(2,9))' })], 0)`)
	typeTree := `((tree) => { const f = document.getElementById('f-tree'); f.value = tree; f.dispatchEvent(new Event('input')); document.getElementById('f-run').click(); return 0; })`
	eval[any](t, ctx, typeTree+`('((3,5),(2,9))')`)
	waitFor(t, ctx, `window.__held.length === 2`)
	eval[any](t, ctx, typeTree+`('((1,4),(8,2))')`)
	waitFor(t, ctx, `gametree.explorer.tr && gametree.explorer.tr.doc.position === '((1,4),(8,2))' && !gametree.explorer.loadingKey && document.getElementById('tree-busy').hidden`)
	assert.True(t, eval[bool](t, ctx, `window.__held.every((h) => h.signal.aborted)`), "the superseded search's requests are aborted")
	assert.Equal(t, 2, eval[int](t, ctx, releaseHeld))
	assert.Equal(t, "((1,4),(8,2))", eval[string](t, ctx, `gametree.explorer.tr.doc.position`), "the late answer did not replace the newer search")
	assert.Contains(t, text(t, ctx, "problem-title"), "((1,4),(8,2))")
	// (at the last step: the page holds a node once the search reaches it)
	assert.Equal(t, "1", eval[string](t, ctx, `(gametree.explorer.go(gametree.explorer.tr.S - 1), document.querySelector('#treebox #n2 .val').textContent)`), "the first leaf of the newer tree")

	// an exercise: seed 11 is held, seed 12 asked and shown, then 11's answer arrives
	open(t, ctx, ts.URL, "/?view=practise&source=random&seed=10&level=1&q=values&lang=en")
	waitFor(t, ctx, `gametree.practise.ex && document.getElementById('ex-busy').hidden`)
	eval[any](t, ctx, holdRequests)
	setSeed := `((seed) => { const s = document.getElementById('ex-seed'); s.value = String(seed); s.dispatchEvent(new Event('change')); return 0; })`
	eval[any](t, ctx, `(window.__holds = ['/api/exercise?source=random&level=1&seed=11&'], 0)`)
	eval[any](t, ctx, setSeed+`(11)`)
	waitFor(t, ctx, `window.__held.length === 1`)
	eval[any](t, ctx, setSeed+`(12)`)
	waitFor(t, ctx, `gametree.practise.ex && gametree.practise.spec.seed === 12 && document.getElementById('ex-busy').hidden && new URLSearchParams(location.search).get('seed') === '12'`)
	tree12 := eval[string](t, ctx, `document.getElementById('ex-desc').textContent + ' ' + gametree.practise.names.join(',')`)
	assert.True(t, eval[bool](t, ctx, `window.__held[0].signal.aborted`))
	assert.Equal(t, 1, eval[int](t, ctx, releaseHeld))
	assert.Equal(t, 12, eval[int](t, ctx, `gametree.practise.spec.seed`))
	assert.Equal(t, "12", eval[string](t, ctx, `document.getElementById('ex-seed').value`))
	assert.Equal(t, tree12, eval[string](t, ctx, `document.getElementById('ex-desc').textContent + ' ' + gametree.practise.names.join(',')`))

	// leaving a view aborts its requests; coming back loads what was left loading
	eval[any](t, ctx, `(window.__holds = ['/api/exercise?source=random&level=1&seed=13&'], window.__held = [], 0)`)
	eval[any](t, ctx, setSeed+`(13)`)
	waitFor(t, ctx, `window.__held.length === 1 && !document.getElementById('ex-busy').hidden`)
	clickAt(t, ctx, "#tab-explore")
	waitFor(t, ctx, `gametree.view === 'explore' && window.__held[0].signal.aborted`)
	clickAt(t, ctx, "#tab-practise")
	waitFor(t, ctx, `gametree.practise.ex && gametree.practise.spec.seed === 13 && document.getElementById('ex-busy').hidden && new URLSearchParams(location.search).get('seed') === '13'`)
	assert.Equal(t, 1, eval[int](t, ctx, releaseHeld))
	assert.Equal(t, 13, eval[int](t, ctx, `gametree.practise.spec.seed`))

	// a game left while the machine thinks: its search is aborted; back, it plays
	open(t, ctx, ts.URL, "/?view=play&game=tictactoe&first=machine&lang=en")
	waitFor(t, ctx, `gametree.player.s && gametree.player.s.lastMachine && !gametree.player.busy`)
	eval[any](t, ctx, holdRequests)
	eval[any](t, ctx, `(window.__holds = ['/api/trace?'], 0)`)
	clickAt(t, ctx, "#play-new")
	waitFor(t, ctx, `window.__held.length === 1 && gametree.player.busy`)
	clickAt(t, ctx, "#tab-compare")
	waitFor(t, ctx, `gametree.view === 'compare' && window.__held[0].signal.aborted`)
	clickAt(t, ctx, "#tab-play")
	waitFor(t, ctx, `gametree.player.s.lastMachine && !gametree.player.busy && gametree.player.s.turn === 'you' && document.querySelectorAll('#play-board .ttt-x').length === 1`)
	assert.Equal(t, 1, eval[int](t, ctx, releaseHeld))
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#play-board .ttt-x').length`), "the machine played once")
	noPageErrors(t, ctx)
}
