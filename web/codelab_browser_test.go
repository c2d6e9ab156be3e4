//go:build browser

package web

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openLab opens the code lab in lang and waits for its examples.
func openLab(t *testing.T, ctx context.Context, base, lang, kind string) {
	t.Helper()
	open(t, ctx, base, "/?view=lab&lang="+lang+"&kind="+kind)
	waitFor(t, ctx, `window.gametree.lab && window.gametree.lab.examples.length > 0 && document.getElementById('lab-source').value.length > 0`)
}

// setCode types code into the editor (as a paste would) and fires its input event.
func setCode(t *testing.T, ctx context.Context, code string) {
	t.Helper()
	js, _ := json.Marshal(code)
	eval[bool](t, ctx, fmt.Sprintf(`(() => { const e = document.getElementById('lab-source'); e.value = %s; e.dispatchEvent(new Event('input')); return true; })()`, js))
}

func setField(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	js, _ := json.Marshal(value)
	eval[bool](t, ctx, fmt.Sprintf(`(() => { const e = document.getElementById(%q); e.value = %s; e.dispatchEvent(new Event('change')); return true; })()`, id, js))
}

func forBothLanguages(t *testing.T, f func(t *testing.T, lang string)) {
	for _, lang := range []string{"en", "es"} {
		t.Run(lang, func(t *testing.T) { f(t, lang) })
	}
}

// A student writes an evaluation and sees its values in the tree.
func TestBrowserLabEvaluationValues(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "eval")
		setCode(t, ctx, "def evaluate(board, player):\n    # my own: the centre column counts\n    mine = \"\".join([r[3] for r in board]).count(player)\n    return 40 + mine\n")
		setField(t, ctx, "lab-epos", "4453")
		setField(t, ctx, "lab-edepth", "1")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `window.gametree.lab.tr && document.querySelector('#lab-treebox svg.gt')`)
		// depth 1 from 4453: every child is O to move, which has one centre stone: 41
		// for O, so −41 for MAX; the drawing shows it at the last step (not before:
		// no step tells what is to come)
		assert.Equal(t, -41, eval[int](t, ctx, `window.gametree.lab.tr.doc.value`))
		assert.NotContains(t, eval[string](t, ctx, `document.querySelector('#lab-treebox svg').textContent`), "−41")
		clickAt(t, ctx, "#lab-last")
		waitFor(t, ctx, `window.gametree.lab.stepper.k === window.gametree.lab.stepper.tr.S - 1`)
		assert.Contains(t, eval[string](t, ctx, `document.querySelector('#lab-treebox svg').textContent`), "−41")
		// the link holds the code, by its kind
		assert.Contains(t, eval[string](t, ctx, `location.hash`), "#eval=")
		screenshot(t, ctx, "lab-eval-"+lang)
		noPageErrors(t, ctx)
	})
}

// A 10-game tournament, streamed: the progress bar and the tally fill game by game.
func TestBrowserLabTournament(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "eval")
		setField(t, ctx, "lab-games", "10")
		setField(t, ctx, "lab-mdepth", "1")
		clickAt(t, ctx, "#lab-tournament")
		waitFor(t, ctx, `document.querySelectorAll('#lab-games-list li').length === 10 && !document.getElementById('lab-tournament').disabled`)
		assert.Equal(t, 10, eval[int](t, ctx, `document.getElementById('lab-progress').value`))
		assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-progress').hidden`), "the progress bar is gone once the games are done")
		row := eval[[]string](t, ctx, `[...document.querySelectorAll('#lab-tally tbody td')].map(td => td.textContent)`)
		require.Len(t, row, 4)
		total := 0
		for _, s := range row[1:] {
			var n int
			fmt.Sscan(s, &n)
			total += n
		}
		assert.Equal(t, 10, total, "%v", row)
		done := text(t, ctx, "lab-progress-text")
		if lang == "es" {
			assert.Equal(t, "Terminado: 10 partidas.", done)
		} else {
			assert.Equal(t, "Done: 10 games.", done)
		}
		screenshot(t, ctx, "lab-tournament-"+lang)
		noPageErrors(t, ctx)
	})
}

// A student defines Nim and steps its alpha-beta.
func TestBrowserLabNimSteps(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "game")
		setCode(t, ctx, "# Nim: two heaps; take any number from one; whoever takes the last wins\ndef initial():\n    return (2, 1)\ndef moves(s):\n    return [(i, k) for i in range(len(s)) for k in range(1, s[i] + 1)]\ndef play(s, m):\n    i, k = m\n    return s[:i] + (s[i] - k,) + s[i + 1:]\ndef result(s):\n    return -1 if sum(s) == 0 else None\ndef move_name(s, m):\n    return '%d from %s' % (m[1], 'AB'[m[0]])\n")
		setField(t, ctx, "lab-algo", "alphabeta")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `window.gametree.lab.tr && document.querySelector('#lab-treebox svg.gt')`)
		// 2 ^ 1 != 0: the first player wins
		assert.Equal(t, 1, eval[int](t, ctx, `window.gametree.lab.tr.doc.value`))
		first := text(t, ctx, "lab-say")
		for i := 0; i < 3; i++ {
			clickAt(t, ctx, "#lab-next")
		}
		assert.Equal(t, 3, eval[int](t, ctx, `window.gametree.lab.k`))
		say := text(t, ctx, "lab-say")
		assert.NotEqual(t, first, say)
		if lang == "es" {
			assert.Contains(t, text(t, ctx, "lab-stepno"), "Paso 4 de")
			assert.True(t, strings.HasPrefix(first, "Empezamos en la raíz"), first)
		} else {
			assert.Contains(t, text(t, ctx, "lab-stepno"), "Step 4 of")
			assert.True(t, strings.HasPrefix(first, "Start at the root"), first)
		}
		assert.Contains(t, say, "from") // the moves' names: "1 from A"
		screenshot(t, ctx, "lab-nim-"+lang)
		noPageErrors(t, ctx)
	})
}

// A student submits a wrong alpha-beta and sees the first divergence marked.
func TestBrowserLabWrongAlphaBeta(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "search")
		require.Equal(t, "search_alphabeta_wrong", eval[string](t, ctx, `document.getElementById('lab-example').value`))
		setField(t, ctx, "lab-tree", "textbook")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `!document.getElementById('lab-check').hidden && window.gametree.lab.tr && document.querySelector('#lab-treebox .lab-diverge')`)
		verdict := text(t, ctx, "lab-verdict")
		if lang == "es" {
			assert.Contains(t, verdict, "En el paso 18 tu código visitó C2; el alfa-beta no llega ahí, lo poda: β=2 ≤ α=3 en C")
		} else {
			assert.Contains(t, verdict, "At step 18 your code visited C2; alpha-beta never gets there, it prunes it: β=2 ≤ α=3 at C")
		}
		// the table's rows are numbered by the stepper's steps: the divergence's row by the verdict's
		assert.Equal(t, "18", eval[string](t, ctx, `document.querySelector('#lab-events tr.lab-diverge-row td').textContent`))
		assert.Equal(t, "1", eval[string](t, ctx, `document.querySelector('#lab-events tbody tr td').textContent`))
		// the tree is at the cutoff that prunes C2, the step the verdict names, and C2 is ringed
		if lang == "es" {
			assert.Contains(t, text(t, ctx, "lab-stepno"), "Paso 18 de 29")
		} else {
			assert.Contains(t, text(t, ctx, "lab-stepno"), "Step 18 of 29")
		}
		assert.Contains(t, text(t, ctx, "lab-say"), "C2")
		assert.Equal(t, "C2", eval[string](t, ctx, `(() => { const r = window.gametree.lab.report; return r.names[r.divergence.node]; })()`))
		screenshot(t, ctx, "lab-check-"+lang)

		// a syntax error: its line is marked beside the code
		setCode(t, ctx, "def search(root)\n    return 0\n")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `!document.getElementById('lab-error').hidden`)
		assert.Equal(t, "1", eval[string](t, ctx, `document.querySelector('#lab-gutter .lab-errline').textContent`))
		if lang == "es" {
			assert.Contains(t, text(t, ctx, "lab-error-text"), "línea 1, columna 17: error de sintaxis")
		} else {
			assert.Contains(t, text(t, ctx, "lab-error-text"), "line 1, column 17: syntax error")
		}
		screenshot(t, ctx, "lab-error-"+lang)
		noPageErrors(t, ctx)
	})
}

// Play against one's own connect-4 evaluation: the play view's machine searches with it.
func TestBrowserLabPlayAgainst(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	openLab(t, ctx, ts.URL, "en", "eval")
	clickAt(t, ctx, "#lab-playit")
	waitFor(t, ctx, `!document.getElementById('view-play').hidden && location.search.includes('eval=lab%3A')`)
	assert.Regexp(t, `^lab:[0-9a-f]{20}$`, eval[string](t, ctx, `window.gametree.player.machineParams('').eval`))
	// the machine moves first: its move is chosen by the student's evaluation
	eval[bool](t, ctx, `(() => { document.getElementById('play-first').value = 'machine'; window.gametree.player.newGame(); return true; })()`)
	waitFor(t, ctx, `window.gametree.player.s && window.gametree.player.s.lastMachine`)
	screenshot(t, ctx, "lab-play-en")
	noPageErrors(t, ctx)
}
