//go:build browser

package web

import (
	"context"
	"net/url"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
)

// endlessMinimax recurses for ever on line 9 (issue 27: the box grew 96,231 px tall
// and pointed at line 8).
const endlessMinimax = "def minimax(node):\n" +
	"    if node.is_leaf():\n" +
	"        return node.value()\n" +
	"    best = None\n" +
	"    for child in node.children():\n" +
	"        v = minimax(child)\n" +
	"        if best == None or v > best:\n" +
	"            best = v\n" +
	"    return minimax(node)\n" +
	"\n" +
	"def search(root):\n" +
	"    return minimax(root)\n"

// errorBox reads the lab's error box: its height, the window's, whether its traceback
// is folded (a closed <details>), the summary, the student's line shown.
type errorBox struct {
	Height, Window float64
	Folded         bool
	Summary, Line  string
}

func readErrorBox(t *testing.T, ctx context.Context) errorBox {
	t.Helper()
	return eval[errorBox](t, ctx, `(() => {
		const box = document.getElementById('lab-error'), d = box.querySelector('details');
		const line = box.querySelector('.lab-error-line');
		return { Height: box.getBoundingClientRect().height, Window: innerHeight, Folded: !!d && !d.open && !d.hidden,
			Summary: d ? d.querySelector('summary').textContent : '', Line: line ? line.textContent : '' };
	})()`)
}

// Endless recursion: a bounded box at line 9, the student's line with a caret under
// column 19, the traceback folded with its 5,000 repeated calls said in one line; a
// missing colon: at the end of line 1, said in the page's language.
func TestBrowserLabErrorBox(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "search")
		setCode(t, ctx, endlessMinimax)
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `!document.getElementById('lab-error').hidden`)
		assert.Equal(t, "9", eval[string](t, ctx, `document.querySelector('#lab-gutter .lab-errline').textContent`))
		msg, tb := text(t, ctx, "lab-error-text"), text(t, ctx, "lab-traceback")
		box := readErrorBox(t, ctx)
		if lang == "es" {
			assert.Equal(t, "línea 9, columna 19: llamadas anidadas a más de 5.000 niveles (¿recursión infinita?)", msg)
			assert.Regexp(t, `(?m)^  … [\d.]+ llamadas más a minimax \(línea 9\)$`, tb)
			assert.Regexp(t, `^Traza: [\d.]+ llamadas$`, box.Summary)
		} else {
			assert.Equal(t, "line 9, column 19: calls nested more than 5,000 deep (endless recursion?)", msg)
			assert.Regexp(t, `(?m)^  … [\d,]+ more calls of minimax \(line 9\)$`, tb)
			assert.Regexp(t, `^Traceback: [\d,]+ calls$`, box.Summary)
		}
		assert.Less(t, strings.Count(tb, "\n"), 12, tb)
		assert.True(t, box.Folded, "the traceback folded")
		assert.LessOrEqual(t, box.Height, box.Window*0.4+1, "a bounded box")
		t.Logf("the box of endless recursion: %.0f px high in a %.0f px window", box.Height, box.Window)
		assert.Equal(t, "9 │     return minimax(node)\n"+strings.Repeat(" ", len("9 | ")+18)+"^", box.Line)
		screenshot(t, ctx, "lab-error-recursion-"+lang)
		clickAt(t, ctx, "#lab-error summary")
		assert.False(t, readErrorBox(t, ctx).Folded, "opened")
		opened := readErrorBox(t, ctx)
		assert.LessOrEqual(t, opened.Height, box.Window*0.4+1, "still bounded")
		t.Logf("opened: %.0f px high", opened.Height)
		screenshot(t, ctx, "lab-error-recursion-open-"+lang)

		// a missing colon: the end of its own line, in the page's language
		setCode(t, ctx, strings.Replace(endlessMinimax, "def minimax(node):", "def minimax(node)", 1))
		assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-error').hidden`), "an edit clears the error")
		clickAt(t, ctx, "#lab-run")
		waitFor(t, ctx, `!document.getElementById('lab-error').hidden`)
		assert.Equal(t, "1", eval[string](t, ctx, `document.querySelector('#lab-gutter .lab-errline').textContent`))
		if lang == "es" {
			assert.Equal(t, "línea 1, columna 18: error de sintaxis: falta «:» al final de esta línea", text(t, ctx, "lab-error-text"))
		} else {
			assert.Equal(t, "line 1, column 18: syntax error: a ':' is missing at the end of this line", text(t, ctx, "lab-error-text"))
		}
		box = readErrorBox(t, ctx)
		assert.False(t, box.Folded, "no traceback: no fold shown")
		assert.Equal(t, "1 │ def minimax(node)\n"+strings.Repeat(" ", len("1 | ")+17)+"^", box.Line)
		assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#lab-error .lab-error-line').length`), "the last error's line only")
		screenshot(t, ctx, "lab-error-colon-"+lang)
		noPageErrors(t, ctx)
	})
}

// The play view says when the machine plays with the student's evaluation, and how
// deep; a student's own game is said too, and "Your results" has its row.
func TestBrowserPlayWithYourCode(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		src := freshCode(t, "connect4_course", "play notice "+lang)
		h := "lab:" + lab.Hash(src)
		open(t, ctx, ts.URL, "/?view=play&game=connect4&depth=4&eval="+url.QueryEscape(h)+"&lang="+lang+"#eval="+packCode(t, src))
		waitFor(t, ctx, `gametree.player.s && gametree.player.s.info && !document.getElementById('play-notice').hidden`)
		notice := text(t, ctx, "play-notice")
		if lang == "es" {
			assert.Equal(t, "La máquina juega con TU evaluación (evaluate del laboratorio), mirando 4 jugadas por delante (Poda alfa-beta).", notice)
		} else {
			assert.Equal(t, "The machine plays with YOUR evaluation (evaluate from the code lab), looking 4 plies ahead (Alpha-beta).", notice)
		}
		screenshot(t, ctx, "play-your-eval-"+lang)

		// without the student's evaluation: nothing said
		open(t, ctx, ts.URL, "/?view=play&game=tictactoe&lang="+lang)
		waitFor(t, ctx, `gametree.player.s && gametree.player.s.info`)
		assert.True(t, eval[bool](t, ctx, `document.getElementById('play-notice').hidden`))
		clickAt(t, ctx, "#tally-reset") // the browser keeps the tally: start it again
		assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('#tally-body tr[data-game="lab"]').length`), "no game of your own played: no row")

		// a student's own game: said, and its row in the results
		game := strings.Replace(freshCode(t, "nim_one_heap", "play notice game "+lang), "MONTON = 8", "MONTON = 5", 1)
		gh := "lab:" + lab.Hash(game)
		open(t, ctx, ts.URL, "/?view=play&game="+url.QueryEscape(gh)+"&depth=2&lang="+lang+"#game="+packCode(t, game))
		waitFor(t, ctx, `gametree.player.s && gametree.player.s.info && !document.getElementById('play-notice').hidden`)
		assert.Contains(t, text(t, ctx, "play-notice"), map[string]string{"en": "The machine plays YOUR game", "es": "La máquina juega TU juego"}[lang])
		row := eval[string](t, ctx, `(() => { const r = document.querySelector('#tally-body tr[data-game="lab"]'); return r ? r.textContent : ''; })()`)
		require.NotEmpty(t, row, "a row for your own game")
		assert.True(t, strings.HasPrefix(row, map[string]string{"en": "Your game", "es": "Tu juego"}[lang]), row)
		// play it to the end: the row counts it (another test may have played one too)
		won := eval[int](t, ctx, `Number(document.querySelector('#tally-body tr[data-game="lab"] td[data-k="won"]').textContent)`)
		clickAt(t, ctx, `#play-board button[data-move="-1"]`)
		waitFor(t, ctx, `gametree.player.s.lastMachine && !gametree.player.busy && gametree.player.s.turn === 'you'`)
		left := eval[int](t, ctx, `gametree.player.s.info.board[0].length`)
		require.True(t, left >= 1 && left <= 3, "left %d", left)
		clickAt(t, ctx, `#play-board button[data-move="-`+string(rune('0'+left))+`"]`)
		waitFor(t, ctx, `gametree.player.s.over`)
		assert.Equal(t, won+1, eval[int](t, ctx, `Number(document.querySelector('#tally-body tr[data-game="lab"] td[data-k="won"]').textContent)`))
		screenshot(t, ctx, "play-your-game-"+lang)
		noPageErrors(t, ctx)
	})
}
