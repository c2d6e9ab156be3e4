//go:build browser

package web

import (
	"io"
	"net/http"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
)

// visibleText is the page's visible text, as a user reads it: every rendered text node
// (the drawings' too) and each shown menu's chosen option, but not code (<code>, <pre>,
// the code lab's editor), which is written as the course writes it.
const visibleText = `(() => {
	const skip = 'code, pre, textarea, script, style, kbd, samp, select, .lab-editor';
	const out = [];
	const w = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
	for (let n; (n = w.nextNode());) {
		const el = n.parentElement;
		if (!el || !n.data.trim() || el.closest(skip)) continue;
		if (!el.checkVisibility({ checkVisibilityCSS: true, checkOpacity: true })) continue;
		out.push(n.data.trim());
	}
	for (const s of document.querySelectorAll('select')) {
		if (s.checkVisibility({ checkVisibilityCSS: true }) && s.selectedOptions[0]) out.push(s.selectedOptions[0].textContent.trim());
	}
	return out.join('\n');
})()`

// apiNames are the API's words a user must never read on the Spanish page: the
// parameters (trace.ParamSpecs, as the command line and the address write them), the
// games' names and the algorithms' that are not the course's words too.
func apiNames() []string {
	seen := map[string]bool{}
	var out []string
	add := func(s string) {
		if !seen[s] {
			seen[s] = true
			out = append(out, s)
		}
	}
	for _, p := range trace.ParamSpecs {
		if len(p.Name) >= 4 || strings.Contains(p.Name, "-") {
			add(p.Name + "=") // as an address writes it
		}
		if strings.Contains(p.Name, "-") && !strings.HasPrefix(p.Name, "fail-") {
			add(p.Name) // max-nodes, time-limit: never a Spanish word (fail-soft and
			// fail-hard are: the course's Spanish says them so)
		}
	}
	for _, g := range games.Names() {
		if g != "tree" && g != "stones" { // English words: the English list finds them
			add(g)
		}
	}
	for _, a := range trace.Algorithms {
		if n := string(a); strings.ContainsAny(n, "-") || n == "alphabeta" {
			add(n)
		}
	}
	for _, s := range []string{"branching", "takes", "max-nodes", "time-limit", "depth=", "algo=", "position=", "game="} {
		add(s)
	}
	return out
}

// englishPhrases are pieces of the page's English words (two words or more, cut at
// placeholders and punctuation) whose Spanish is written differently: none may be read
// on the Spanish page.
func englishPhrases() []string {
	cut := regexp.MustCompile(`\{[^}]*\}|[()\[\]:;,.·—–"«»…?!¿¡/+=<>≤≥−→←↑↓0-9#*|]`)
	word := regexp.MustCompile(`^[A-Za-z][a-z']*$`)
	seen := map[string]bool{}
	for _, e := range msg.PageWords() {
		if e.EN == e.ES {
			continue
		}
		for _, piece := range cut.Split(e.EN, -1) {
			ws := strings.Fields(piece)
			n := 0
			for _, w := range ws {
				if word.MatchString(w) {
					n++
				}
			}
			if n >= 2 && n == len(ws) && !strings.Contains(e.ES, strings.Join(ws, " ")) {
				seen[strings.Join(ws, " ")] = true
			}
		}
	}
	out := make([]string, 0, len(seen))
	for s := range seen {
		out = append(out, s)
	}
	sort.Strings(out)
	return out
}

// wordsWrong says what in text a Spanish reader should not see: an API name, a piece
// of the page's English, a list of takes written as the address writes it (1,2,3) or
// the old wording the issue found.
func wordsWrong(text string, api, english []string) []string {
	var bad []string
	for _, s := range api {
		re := regexp.MustCompile(`(^|[^\pL\pN_-])` + regexp.QuoteMeta(s) + `($|[^\pL\pN_-]|=)`)
		if strings.HasSuffix(s, "=") {
			re = regexp.MustCompile(`(^|[^\pL\pN_-])` + regexp.QuoteMeta(s))
		}
		if m := re.FindString(text); m != "" {
			bad = append(bad, "API name "+strings.TrimSpace(m))
		}
	}
	for _, s := range english {
		re := regexp.MustCompile(`(^|[^\pL])` + regexp.QuoteMeta(s) + `($|[^\pL])`)
		if re.MatchString(text) {
			bad = append(bad, "English: "+s)
		}
	}
	if m := regexp.MustCompile(`\b\d+,\d+,\d+\b`).FindString(text); m != "" {
		bad = append(bad, "a list as the address writes it: "+m)
	}
	for _, s := range []string{"Profundidad límite en"} {
		if strings.Contains(text, s) {
			bad = append(bad, "old wording: "+s)
		}
	}
	return bad
}

// TestWordsWrongFindsTheFaults: the checks find what they look for, and pass the
// page's own Spanish.
func TestBrowserWordsWrongFindsTheFaults(t *testing.T) {
	t.Parallel()
	api, english := apiNames(), englishPhrases()
	require.Greater(t, len(english), 200, "the page's English phrases")
	for _, bad := range []string{
		"Nodos visitados por profundidad — connect4 4453, con profundidad limitada",
		"Quita 1,2,3 piedras por turno",
		"Profundidad límite en B1: la evaluación estática da 3.",
		"branching debe ir de 1 a 10",
		"max-nodes: entre 0 y 1.099.511.627.776",
		"Poda alfa-beta — Tres en raya · 4453 · game=tictactoe",
		"B1 is a leaf worth 3.",
	} {
		assert.NotEmpty(t, wordsWrong(bad, api, english), bad)
	}
	for _, good := range []string{
		"Conecta 4, columnas jugadas 4453, con profundidad limitada",
		"Quita 1, 2 o 3 piedras por turno; gana quien quite la última.",
		"B1 es una hoja que vale 3.",
		"Poda alfa-beta — Russell y Norvig, figura 5.2 · Paso 5 de 29 · α=3 β=+∞ · 10.400",
	} {
		assert.Empty(t, wordsWrong(good, api, english), good)
	}
}

// TestBrowserSpanishWords opens the Spanish page once and visits every view in its main
// states by clicking (a step in the middle of the textbook and of a game, a comparison
// and a sweep, an exercise checked, a game in progress, a lab result, the class view),
// and reads the visible text of each: no API name, no English. On the way it checks
// the other words of issue 29: the leaf on the call stack while its return line is lit,
// α/β legible on game boards, the connect-4 board following what is typed, the takes
// said as a list, and, on a phone, every tab reachable and Compare's table's cue.
func TestBrowserSpanishWords(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	api, english := apiNames(), englishPhrases()
	var faults []string
	check := func(state string) {
		t.Helper()
		text := eval[string](t, ctx, visibleText)
		require.NotEmpty(t, text, state)
		for _, b := range wordsWrong(text, api, english) {
			faults = append(faults, state+": "+b)
		}
	}
	defer func() {
		eval[any](t, ctx, `localStorage.removeItem('gametree.lang'), 0`)
		assert.Empty(t, faults, "API names or English on the Spanish page")
		noPageErrors(t, ctx)
	}()

	// the textbook, at the step where B1, a leaf worth 3, is evaluated
	open(t, ctx, ts.URL, "/?game=tree&position=textbook&algo=alphabeta&lang=es")
	waitTree(t, ctx)
	k := eval[int](t, ctx, `(() => { const ex = gametree.explorer; for (let k = 0; k < ex.tr.S; k++) { ex.userGo(k); if (document.getElementById('sentence').textContent.startsWith('B1 es una hoja que vale 3')) return k; } return -1; })()`)
	require.GreaterOrEqual(t, k, 0, "the step where B1 is evaluated")
	stack := eval[[]string](t, ctx, `[...document.querySelectorAll('#stack-body th')].map(e => e.textContent)`)
	require.NotEmpty(t, stack)
	assert.True(t, strings.HasSuffix(stack[0], " B1"), "B1 tops the call stack while its return line is lit: %v", stack)
	assert.Contains(t, eval[string](t, ctx, `document.querySelector('#code .lit').textContent`), "evaluar", "the lit line is the leaf's return")
	check("textbook, B1 evaluated")

	// a game: connect-4 4453 at depth 2, chosen in the form, at its middle step
	eval[any](t, ctx, `(() => { const g = document.getElementById('f-game'); g.value = 'connect4'; g.dispatchEvent(new Event('change', { bubbles: true })); document.getElementById('f-depth').value = '2'; return 0; })()`)
	waitFor(t, ctx, `!document.querySelector('fieldset.pos[data-game="connect4"]').hidden && !gametree.explorer.loadingKey`)
	eval[any](t, ctx, `(() => { const c = document.getElementById('f-c4'); c.value = '4453'; c.dispatchEvent(new Event('change', { bubbles: true })); return 0; })()`)
	waitFor(t, ctx, `location.search.includes('position=4453') && location.search.includes('depth=2') && !gametree.explorer.loadingKey`)
	waitTree(t, ctx)
	eval[any](t, ctx, `gametree.explorer.userGo(Math.floor(gametree.explorer.tr.S / 2)), 0`)
	waitTree(t, ctx)
	// α and β on the boards: at least 11 px on screen
	sizes := eval[[]float64](t, ctx, `[...document.querySelectorAll('#treebox [id$="-alpha"] text, #treebox [id$="-beta"] text')].filter(e => e.getClientRects().length && e.textContent.trim()).map(e => parseFloat(getComputedStyle(e).fontSize) * e.getScreenCTM().a)`)
	require.NotEmpty(t, sizes, "α/β on the boards")
	for _, s := range sizes {
		assert.GreaterOrEqual(t, s, 11.0-0.05, "α/β px on a board")
	}
	check("connect-4, middle step")
	// the board beside the field follows what is typed, before the field is left
	discs := `document.querySelectorAll('#c4-editor .c4-x, #c4-editor .c4-o').length`
	require.Equal(t, 4, eval[int](t, ctx, discs))
	eval[any](t, ctx, `(() => { const c = document.getElementById('f-c4'); c.focus(); c.value = '44536'; c.dispatchEvent(new InputEvent('input', { bubbles: true, data: '6' })); return 0; })()`)
	waitFor(t, ctx, discs+` === 5`)
	assert.Equal(t, "44536", eval[string](t, ctx, `document.getElementById('f-c4').value`), "what is typed stays as typed")
	eval[any](t, ctx, `(() => { const c = document.getElementById('f-c4'); c.value = '4453'; c.dispatchEvent(new InputEvent('input', { bubbles: true })); return 0; })()`)
	waitFor(t, ctx, discs+` === 4`)
	screenshot(t, ctx, "spanish-words-connect4")

	// compare: the comparison of the problem shown, then a sweep over its depth
	clickAt(t, ctx, "#tab-compare")
	waitFor(t, ctx, `gametree.view === 'compare'`)
	clickAt(t, ctx, "#cmp-go")
	waitFor(t, ctx, `gametree.compare.ready === gametree.compare.seq && document.querySelectorAll('#cmp-body tr').length > 0`)
	eval[any](t, ctx, `(() => { const w = document.getElementById('sw-what'); w.value = 'position'; w.dispatchEvent(new Event('change')); document.getElementById('sw-depth').value = '3'; return 0; })()`)
	clickAt(t, ctx, "#sw-go")
	waitFor(t, ctx, `document.getElementById('sw-chart').complete && document.getElementById('sw-chart').naturalWidth > 0 && !document.getElementById('sw-chart').hidden && document.getElementById('sw-chart').getAttribute('src').includes('connect4')`)
	check("compare, a comparison and a sweep")
	assert.False(t, eval[bool](t, ctx, `document.querySelector('#view-compare .scroll-hint').checkVisibility()`), "no scroll hint where the table fits")
	// the charts are pictures: their titles are read from their SVG
	for _, chart := range []string{"sw-chart", "cmp-chart"} {
		src := eval[string](t, ctx, `document.getElementById('`+chart+`').getAttribute('src')`)
		res, err := http.Get(ts.URL + src)
		require.NoError(t, err)
		body, err := io.ReadAll(res.Body)
		res.Body.Close()
		require.NoError(t, err)
		chartText := strings.Join(regexp.MustCompile(`>([^<>]+)<`).FindAllString(string(body), -1), " ")
		assert.Contains(t, chartText, "Conecta 4, columnas jugadas 4453", chart)
		for _, b := range wordsWrong(chartText, api, english) {
			faults = append(faults, chart+": "+b)
		}
	}
	screenshot(t, ctx, "spanish-words-compare")

	// practise: an exercise, checked as it is
	clickAt(t, ctx, "#tab-practise")
	waitFor(t, ctx, `gametree.practise && gametree.practise.ex && document.querySelector('#ex-tree svg.gt') && document.getElementById('ex-busy').hidden`)
	check("practise, an exercise")
	clickAt(t, ctx, "#ex-check")
	waitFor(t, ctx, `gametree.practise.graded && !document.getElementById('ex-result').hidden`)
	check("practise, the exercise checked")

	// play: tic-tac-toe, a move made; then the stones game's rule
	clickAt(t, ctx, "#tab-play")
	eval[any](t, ctx, `(() => { const g = document.getElementById('play-game'); g.value = 'tictactoe'; g.dispatchEvent(new Event('change', { bubbles: true })); return 0; })()`)
	clickAt(t, ctx, "#play-new")
	// the new game's turn said and the player idle (a cell of the board before it is
	// replaced: a click lost)
	ready := `gametree.player.s && !gametree.player.busy && gametree.player.s.turn === 'you' && document.querySelectorAll('#play-board .ttt-cell').length === 9 && document.getElementById('play-status').textContent.startsWith('Te toca') && document.querySelector('#play-board .ttt-cell:not(:disabled)')`
	waitFor(t, ctx, ready)
	// Under load a click can still land on a board being drawn again (a CI run waited
	// two minutes for a move never made): the move is made once a mark is on the board
	// or the machine is thinking, else the cell is clicked again.
	for try := 1; ; try++ {
		clickAt(t, ctx, `#play-board .ttt-cell:not(:disabled)`)
		if poll(ctx, `document.querySelector('#play-board .ttt-x, #play-board .ttt-o') || gametree.player.busy`) == nil {
			break
		}
		require.Less(t, try, 4, "the board took none of %d clicks", try)
		waitFor(t, ctx, ready)
	}
	waitFor(t, ctx, `document.querySelectorAll('#play-board .ttt-x, #play-board .ttt-o').length >= 2 || /Ganas|gana la máquina|Tablas/.test(document.getElementById('play-status').textContent)`)
	check("play, a game in progress")
	eval[any](t, ctx, `(() => { const g = document.getElementById('play-game'); g.value = 'stones'; g.dispatchEvent(new Event('change', { bubbles: true })); return 0; })()`)
	clickAt(t, ctx, "#play-new")
	waitFor(t, ctx, `document.getElementById('play-sides').textContent.includes('piedras')`)
	assert.Contains(t, text(t, ctx, "play-sides"), "Quita 1, 2 o 3 piedras por turno")
	check("play, the stones game")

	// the code lab: its default example run
	clickAt(t, ctx, "#tab-lab")
	waitFor(t, ctx, `gametree.view === 'lab' && document.getElementById('lab-source').value.length > 0 && !document.getElementById('lab-run').disabled`)
	clickAt(t, ctx, "#lab-run")
	waitFor(t, ctx, `!document.getElementById('lab-run').disabled && (!document.getElementById('lab-error').hidden || (window.gametree.lab.tr && !document.getElementById('lab-stepper').hidden) || !document.getElementById('lab-check').hidden)`)
	check("lab, a result")

	// the class view (its first screen)
	clickAt(t, ctx, "#tab-class")
	waitFor(t, ctx, `gametree.view === 'class'`)
	check("class")

	// a phone: every tab on the screen, and Compare's table says it scrolls
	setViewport(t, ctx, 390, 844, true)
	defer setViewport(t, ctx, 1440, 1000, false)
	clickAt(t, ctx, "#tab-compare")
	waitFor(t, ctx, `gametree.view === 'compare'`)
	off := eval[[]string](t, ctx, `[...document.querySelectorAll('.tabs [role="tab"]')].filter(b => { const r = b.getBoundingClientRect(); const p = b.parentElement.getBoundingClientRect(); return r.width === 0 || r.left < Math.max(0, p.left) - 1 || r.right > Math.min(innerWidth, p.right) + 1; }).map(b => b.textContent)`)
	assert.Empty(t, off, "tabs cut off on a phone")
	wrap := eval[map[string]any](t, ctx, `(() => { const w = document.querySelector('#view-compare .cmp-table-wrap'); const hint = document.querySelector('#view-compare .scroll-hint');
		return { scrolls: w.scrollWidth > w.clientWidth, focusable: w.tabIndex === 0, cue: getComputedStyle(w).backgroundImage.includes('gradient'), hint: !!hint && hint.checkVisibility(), marked: w.classList.contains("scrolls") }; })()`)
	assert.Equal(t, map[string]any{"scrolls": true, "focusable": true, "cue": true, "hint": true, "marked": true}, wrap, "Compare's table on a phone")
	check("compare on a phone")
	screenshot(t, ctx, "spanish-words-phone-compare")
}
