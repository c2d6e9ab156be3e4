//go:build browser

package web

import (
	"bytes"
	"compress/flate"
	"context"
	"encoding/base64"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
)

// A student's code in the page's other views: an evaluation chosen in Step through
// and in Compare, a practise exercise and a game played on a student's Nim, a search
// checked on it, and the node API's errors in the page's language. Links carry the
// code in their fragment; a server that does not have it (these tests' code is new to
// it) answers lab.unknown and the page sends the code again.

// packCode is code as a link's fragment holds it: deflate-raw, base64url (labcode.js).
func packCode(t *testing.T, src string) string {
	t.Helper()
	var b bytes.Buffer
	w, err := flate.NewWriter(&b, flate.BestCompression)
	require.NoError(t, err)
	_, err = w.Write([]byte(src))
	require.NoError(t, err)
	require.NoError(t, w.Close())
	return base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// freshCode is an example's source the server has never seen: the example with a
// comment naming the test (and a heap of n stones, for nim_one_heap).
func freshCode(t *testing.T, example, name string) string {
	t.Helper()
	src, ok := lab.ExampleSource(example)
	require.True(t, ok, example)
	return "# " + name + "\n" + src
}

// resent says whether the page sent a student's code to the server (POST
// /api/lab/code): the server did not have the code a link named.
func resent(t *testing.T, ctx context.Context) bool {
	return eval[bool](t, ctx, `performance.getEntriesByType('resource').some((e) => e.name.includes('/api/lab/code'))`)
}

// selectedText is the text of a select's chosen option.
func selectedText(t *testing.T, ctx context.Context, id string) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById(%q); return s.options[s.selectedIndex] ? s.options[s.selectedIndex].textContent : ''; })()`, id))
}

var yourEval = map[string]string{"en": "Your evaluation (code lab)", "es": "Tu evaluación (laboratorio)"}
var yourGame = map[string]string{"en": "Your game (code lab)", "es": "Tu juego (laboratorio)"}

// A student's evaluation, run in the lab, chosen in Step through: the stepper
// searches with it (the course's F written by hand gives eval=course's values), its
// link holds the code, and the link opened where the server does not have the code
// shows the same search.
func TestBrowserLabEvaluationInStepper(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "eval")
		setCode(t, ctx, freshCode(t, "connect4_course", "stepper "+lang))
		setField(t, ctx, "lab-epos", "4453")
		setField(t, ctx, "lab-edepth", "2")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `window.gametree.lab.tr && !document.getElementById('lab-use').hidden`)

		// the stepper: Connect 4 at 4453, depth 2, the student's evaluation chosen
		clickAt(t, ctx, "#tab-explore")
		setField(t, ctx, "f-game", "connect4")
		waitTree(t, ctx)
		setField(t, ctx, "f-c4", "4453")
		setField(t, ctx, "f-depth", "2")
		opt := eval[string](t, ctx, `[...document.getElementById('f-eval').options].find((o) => o.value.startsWith('lab:')).value`)
		require.Regexp(t, `^lab:[0-9a-f]{20}$`, opt)
		assert.Equal(t, yourEval[lang], eval[string](t, ctx, `[...document.getElementById('f-eval').options].find((o) => o.value.startsWith('lab:')).textContent`))
		setField(t, ctx, "f-eval", opt)
		waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.tr && gametree.explorer.p.eval === %q && document.getElementById('tree-busy').hidden`, opt))
		got := eval[float64](t, ctx, `gametree.explorer.tr.doc.value`)
		want := eval[float64](t, ctx, `fetch('/api/trace?game=connect4&position=4453&depth=2&order=true&algo=alphabeta&eval=course').then((r) => r.json()).then((j) => j.value)`)
		assert.Equal(t, want, got, "the course's F by hand: eval=course's value")
		title := text(t, ctx, "problem-title")
		assert.Contains(t, location(t, ctx), "eval="+url.QueryEscape(opt))
		assert.Contains(t, eval[string](t, ctx, `location.hash`), "#eval=")
		screenshot(t, ctx, "lab-in-stepper-"+lang)

		// the link, in a fresh tab, on a server that never saw this code
		src := freshCode(t, "connect4_course", "stepper link "+lang)
		h := "lab:" + lab.Hash(src)
		ctx2 := browserCtx(t)
		consoleErrors(t, ctx2)
		open(t, ctx2, ts.URL, "/?game=connect4&position=4453&depth=2&order=true&eval="+url.QueryEscape(h)+"&lang="+lang+"#eval="+packCode(t, src))
		waitTree(t, ctx2)
		assert.Equal(t, want, eval[float64](t, ctx2, `gametree.explorer.tr.doc.value`))
		assert.Equal(t, yourEval[lang], selectedText(t, ctx2, "f-eval"))
		assert.True(t, resent(t, ctx2), "the page sent the code the server did not have")
		assert.Equal(t, title, text(t, ctx2, "problem-title"))
		noPageErrors(t, ctx)
		noPageErrors(t, ctx2)
	})
}

func location(t *testing.T, ctx context.Context) string {
	return eval[string](t, ctx, `location.href`)
}

// Compare opened by a link with a student's evaluation the server never saw: the
// table is the built-in evaluation's, the form names "your evaluation".
func TestBrowserLabEvaluationInCompare(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		src := freshCode(t, "connect4_course", "compare "+lang)
		h := "lab:" + lab.Hash(src)
		open(t, ctx, ts.URL, "/?view=compare&game=connect4&position=4453&depth=3&order=false&algos=minimax,alphabeta&eval="+url.QueryEscape(h)+"&lang="+lang+"#eval="+packCode(t, src))
		waitFor(t, ctx, `gametree.compare && gametree.compare.ready === gametree.compare.seq && gametree.compare.trees.length === 2`)
		assert.True(t, resent(t, ctx))
		assert.Equal(t, yourEval[lang], selectedText(t, ctx, "f-eval"))
		rows := eval[[]string](t, ctx, `[...document.querySelectorAll('#cmp-body tr')].map((r) => r.textContent)`)
		require.Len(t, rows, 2)
		want := eval[[]any](t, ctx, `fetch('/api/compare?game=connect4&position=4453&depth=3&algos=minimax,alphabeta&eval=course').then((r) => r.json()).then((j) => j.rows.map((r) => [r.value, r.stats.nodes]))`)
		got := eval[[]any](t, ctx, `gametree.compare.rows.map((r) => [r.value, r.stats.nodes])`)
		assert.Equal(t, want, got)
		assert.Contains(t, eval[string](t, ctx, `location.hash`), "#eval=", "the comparison's link holds the code")
		screenshot(t, ctx, "lab-in-compare-"+lang)
		noPageErrors(t, ctx)
	})
}

// A student writes Nim (one heap) in the lab and practises on it: the exercise is
// made from the student's game, answered on its drawing and graded in full.
func TestBrowserLabPractiseOnNim(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	for _, tc := range practiseLangs {
		t.Run(tc.lang, func(t *testing.T) {
			ctx := browserCtx(t)
			consoleErrors(t, ctx)
			openLab(t, ctx, ts.URL, tc.lang, "game")
			setField(t, ctx, "lab-example", "nim_one_heap")
			setField(t, ctx, "lab-gpos", "-3, -2") // 3 stones left, MAX to move
			clickAt(t, ctx, "#lab-run")
			waitFor(t, ctx, `window.gametree.lab.tr && !document.getElementById('lab-use').hidden`)
			clickAt(t, ctx, "#lab-use-practise")
			waitFor(t, ctx, `!document.getElementById('view-practise').hidden && gametree.practise.ex && document.getElementById('ex-busy').hidden`)
			assert.Equal(t, yourGame[tc.lang], selectedText(t, ctx, "ex-source"))
			assert.Equal(t, "-3, -2", eval[string](t, ctx, `document.getElementById('ex-position').value`))
			setField(t, ctx, "ex-q", "values")
			waitFor(t, ctx, `gametree.practise.spec.q === 'values' && gametree.practise.ex && gametree.practise.ex.spec.q === 'values' && document.getElementById('ex-busy').hidden`)
			assert.Contains(t, eval[string](t, ctx, `location.hash`), "#game=", "the exercise's link holds the game")
			// root: take 3 and win (+1); after -1 or -2, MIN takes the rest (−1); after
			// -1 -1, MAX takes the last (+1)
			for _, a := range []struct{ name, v string }{{"root", "1"}, {"-1", "-1"}, {"-2", "-1"}, {"-1 -1", "1"}} {
				answerByMouse(t, ctx, eval[int](t, ctx, fmt.Sprintf(`gametree.practise.ids.get(%q)`, a.name)), a.v)
			}
			checkExercise(t, ctx)
			assert.Equal(t, fmt.Sprintf(tc.full, 4, 4), text(t, ctx, "ex-score"))
			screenshot(t, ctx, "lab-practise-nim-"+tc.lang)
			noPageErrors(t, ctx)

			// an exercise's link on a server that does not have the game's code
			src := freshCode(t, "nim_one_heap", "practise link "+tc.lang)
			ctx2 := browserCtx(t)
			consoleErrors(t, ctx2)
			openExercise(t, ctx2, ts.URL, "/?view=practise&source="+url.QueryEscape("lab:"+lab.Hash(src))+"&position="+url.QueryEscape("-3, -2")+"&q=values&lang="+tc.lang+"#game="+packCode(t, src))
			assert.True(t, resent(t, ctx2))
			assert.Equal(t, yourGame[tc.lang], selectedText(t, ctx2, "ex-source"))
			assert.Equal(t, 4, eval[int](t, ctx2, `gametree.practise.ex.out_of`))
			noPageErrors(t, ctx2)
		})
	}
}

// A student's Nim played in the play view, from a link the server has not seen the
// code of: the moves are buttons named by move_name; taking what leaves a multiple of
// 4 wins.
func TestBrowserLabPlayGame(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		src := strings.Replace(freshCode(t, "nim_one_heap", "play "+lang), "MONTON = 8", "MONTON = 5", 1)
		h := "lab:" + lab.Hash(src)
		open(t, ctx, ts.URL, "/?view=play&game="+url.QueryEscape(h)+"&lang="+lang+"#game="+packCode(t, src))
		waitFor(t, ctx, `gametree.player.s && gametree.player.s.info && document.querySelectorAll('#play-board .lab-play-moves button:not([disabled])').length === 3`)
		assert.True(t, resent(t, ctx))
		assert.Equal(t, yourGame[lang], selectedText(t, ctx, "play-game"))
		assert.Equal(t, "ooooo", eval[string](t, ctx, `document.querySelector('#play-board .lab-play-board').textContent`))
		clickAt(t, ctx, `#play-board button[data-move="-1"]`)
		// the machine answers; then take what is left (1 to 3 stones) and win
		waitFor(t, ctx, `gametree.player.s.lastMachine && !gametree.player.busy && gametree.player.s.turn === 'you'`)
		left := eval[int](t, ctx, `gametree.player.s.info.board[0].length`)
		require.True(t, left >= 1 && left <= 3, "left %d", left)
		screenshot(t, ctx, "lab-play-game-"+lang)
		clickAt(t, ctx, fmt.Sprintf(`#play-board button[data-move="-%d"]`, left))
		waitFor(t, ctx, `gametree.player.s.over`)
		if lang == "es" {
			assert.Equal(t, "¡Has ganado! 🎉", text(t, ctx, "play-status"))
			assert.Contains(t, text(t, ctx, "play-sides"), "Tú mueves primero, la máquina segundo.")
		} else {
			assert.Equal(t, "You win! 🎉", text(t, ctx, "play-status"))
			assert.Contains(t, text(t, ctx, "play-sides"), "You move first, the machine second.")
		}
		assert.Contains(t, eval[string](t, ctx, `location.hash`), "#game=")
		noPageErrors(t, ctx)
	})
}

// The node API's errors in the page's language: value() asked of an inner node, its
// line marked beside the code, its traceback's words translated.
func TestBrowserLabNodeAPIError(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "search")
		setCode(t, ctx, "def search(root):\n    # the root is no leaf\n    return root.value()\n")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `!document.getElementById('lab-error').hidden`)
		assert.Equal(t, "3", eval[string](t, ctx, `document.querySelector('#lab-gutter .lab-errline').textContent`))
		msg, tb := text(t, ctx, "lab-error-text"), text(t, ctx, "lab-traceback")
		if lang == "es" {
			assert.Equal(t, "línea 3, columna 22: value(): A no es una hoja (pregunta antes con is_leaf())", msg)
			assert.Equal(t, "Traza (la llamada más reciente, al final):\n  code.star:3:22: en search", tb)
		} else {
			assert.Equal(t, "line 3, column 22: value(): A is not a leaf (ask is_leaf() first)", msg)
			assert.Equal(t, "Traceback (the most recent call last):\n  code.star:3:22: in search", tb)
		}
		screenshot(t, ctx, "lab-node-error-"+lang)
		noPageErrors(t, ctx)
	})
}

// A student's search checked on the student's own game from the page: Nim written as
// "A game", then a wrong alpha-beta checked on it, its first divergence marked.
func TestBrowserLabCheckOnYourGame(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "game")
		setField(t, ctx, "lab-example", "nim_one_heap")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `window.gametree.lab.tr && !document.getElementById('lab-use').hidden`)
		setField(t, ctx, "lab-kind", "search")
		setField(t, ctx, "lab-example", "search_alphabeta_wrong")
		require.False(t, eval[bool](t, ctx, `document.querySelector('#lab-sgame option[value="game"]').disabled`))
		setField(t, ctx, "lab-sgame", "game")
		setField(t, ctx, "lab-spos", "-2")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `!document.getElementById('lab-check').hidden && window.gametree.lab.tr && document.querySelector('#lab-treebox .lab-diverge')`)
		verdict := text(t, ctx, "lab-verdict")
		if lang == "es" {
			assert.Contains(t, verdict, "tu código visitó")
			assert.Contains(t, verdict, "el alfa-beta no llega ahí, lo poda")
		} else {
			assert.Contains(t, verdict, "your code visited")
			assert.Contains(t, verdict, "alpha-beta never gets there, it prunes it")
		}
		assert.Contains(t, eval[string](t, ctx, `window.gametree.lab.tr.doc.game`), "lab:")
		waitFor(t, ctx, `location.search.includes('kind=search') && location.hash.includes('search=')`) // written once the code is packed
		link := location(t, ctx)
		assert.Contains(t, link, "game=lab%3A")
		assert.Contains(t, link, "#search=")
		assert.Contains(t, link, "&game=")
		screenshot(t, ctx, "lab-check-on-game-"+lang)

		// the link reproduces the check, both codes in it
		ctx2 := browserCtx(t)
		consoleErrors(t, ctx2)
		open(t, ctx2, ts.URL, strings.TrimPrefix(link, ts.URL))
		waitFor(t, ctx2, `!document.getElementById('lab-check').hidden && document.querySelector('#lab-treebox .lab-diverge')`)
		assert.Equal(t, verdict, text(t, ctx2, "lab-verdict"))
		assert.Equal(t, "game", eval[string](t, ctx2, `document.getElementById('lab-sgame').value`))
		noPageErrors(t, ctx)
		noPageErrors(t, ctx2)
	})
}

// A student's game opened from the lab in Step through: the form names "your game"
// and its moves, the search is the game's, the link holds its code.
func TestBrowserLabGameInStepper(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "game")
		setField(t, ctx, "lab-example", "nim_one_heap")
		setField(t, ctx, "lab-gpos", "-3")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `window.gametree.lab.tr && !document.getElementById('lab-use').hidden`)
		value := eval[float64](t, ctx, `window.gametree.lab.tr.doc.value`)
		clickAt(t, ctx, "#lab-use-explore")
		waitTree(t, ctx)
		waitFor(t, ctx, `gametree.explorer.p.game.startsWith('lab:')`)
		assert.Equal(t, yourGame[lang], selectedText(t, ctx, "f-game"))
		assert.Equal(t, "-3", eval[string](t, ctx, `document.getElementById('f-labpos').value`))
		assert.False(t, eval[bool](t, ctx, `document.querySelector('fieldset.pos[data-game="lab"]').hidden`))
		assert.Equal(t, value, eval[float64](t, ctx, `gametree.explorer.tr.doc.value`), "5 stones left: the player to move wins")
		assert.Contains(t, text(t, ctx, "problem-title"), strings.TrimSuffix(strings.SplitN(yourGame[lang], " (", 2)[0], " "))
		assert.Contains(t, eval[string](t, ctx, `location.hash`), "#game=")
		// the moves typed are a position of the game: 4 stones left, a loss
		setField(t, ctx, "f-labpos", "-3, -1")
		waitFor(t, ctx, `gametree.explorer.p.position === '-3, -1' && gametree.explorer.tr && document.getElementById('tree-busy').hidden`)
		assert.Equal(t, float64(-1), eval[float64](t, ctx, `gametree.explorer.tr.doc.value`))
		screenshot(t, ctx, "lab-game-in-stepper-"+lang)
		noPageErrors(t, ctx)
	})
}

// The lab's own Nim (3, 4, 5) offered to practise from its start: its tree is far too
// big for an exercise, so the exercise starts at the nearest position on whose tree
// fits; Check, Hint and the print links work. A practise link whose tree is too big
// says why and disables what cannot work (Check and Hint did nothing, and the print
// links pointed to #).
func TestBrowserLabPractiseFits(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	tooBig := map[string]string{"en": "this exercise's tree has", "es": "el árbol de este ejercicio tiene"}
	for _, tc := range practiseLangs {
		t.Run(tc.lang, func(t *testing.T) {
			ctx := browserCtx(t)
			consoleErrors(t, ctx)
			openLab(t, ctx, ts.URL, tc.lang, "game")
			setField(t, ctx, "lab-example", "nim")
			clickAt(t, ctx, "#lab-run")
			waitFor(t, ctx, `window.gametree.lab.tr && !document.getElementById('lab-use').hidden`)
			clickAt(t, ctx, "#lab-use-practise")
			waitFor(t, ctx, `!document.getElementById('view-practise').hidden && (gametree.practise.ex || !document.getElementById('ex-error').hidden) && document.getElementById('ex-busy').hidden`)
			assert.True(t, eval[bool](t, ctx, `document.getElementById('ex-error').hidden`), "error: %s", text(t, ctx, "ex-error"))
			require.True(t, eval[bool](t, ctx, `!!gametree.practise.ex`))
			pos := eval[string](t, ctx, `document.getElementById('ex-position').value`)
			assert.NotEmpty(t, pos, "a position on from the start")
			assert.Equal(t, pos, eval[string](t, ctx, `gametree.practise.ex.spec.position`))
			assert.LessOrEqual(t, eval[int](t, ctx, `gametree.practise.tr.N`), 65)
			assert.False(t, eval[bool](t, ctx, `document.getElementById('ex-check').disabled || document.getElementById('ex-hint').disabled`))
			assert.NotContains(t, eval[[]string](t, ctx, `[...document.querySelectorAll('.ex-downloads a')].filter((a) => !a.closest('[hidden]')).map((a) => a.getAttribute('href'))`), "#")
			screenshot(t, ctx, "lab-practise-fits-"+tc.lang)
			noPageErrors(t, ctx)

			// a link to an exercise too big: the reason, and nothing that cannot work
			openExerciseFailing(t, ctx, ts.URL, "/?view=practise&source=tictactoe&position=.........&q=prune&lang="+tc.lang)
			assert.Contains(t, text(t, ctx, "ex-error"), tooBig[tc.lang])
			assert.True(t, eval[bool](t, ctx, `['ex-check', 'ex-hint', 'ex-solution', 'ex-clear'].every((id) => document.getElementById(id).disabled)`))
			assert.True(t, eval[bool](t, ctx, `document.querySelector('.ex-downloads').hidden`))
			screenshot(t, ctx, "practise-too-big-"+tc.lang)
		})
	}
}

// openExerciseFailing opens an exercise that cannot be made and waits for its error.
func openExerciseFailing(t *testing.T, ctx context.Context, base, path string) {
	t.Helper()
	open(t, ctx, base, path)
	waitFor(t, ctx, `gametree.practise && !document.getElementById('ex-error').hidden && document.getElementById('ex-busy').hidden`)
}
