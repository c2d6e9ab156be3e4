//go:build browser

package web

// Browser tests of the Practise view: an exercise answered on the drawing with the
// mouse and the keyboard, checked by POST /api/grade, each mistake explained by the
// stepper's own sentence at the step that decides it.

import (
	"context"
	"fmt"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// openExercise loads the page at an exercise's link and waits for its drawing.
func openExercise(t *testing.T, ctx context.Context, base, path string) {
	t.Helper()
	open(t, ctx, base, path)
	waitFor(t, ctx, `gametree.practise && gametree.practise.ex && document.querySelector('#ex-tree svg.gt') && document.getElementById('ex-busy').hidden`)
}

// answerByMouse clicks node n of the exercise and types its answers in the fields that
// open beside it: the value, then (Tab) α and β when given.
func answerByMouse(t *testing.T, ctx context.Context, n int, fields ...string) {
	t.Helper()
	clickAt(t, ctx, fmt.Sprintf("#ex-tree #n%d .shape", n))
	waitFor(t, ctx, `!document.getElementById('ex-fields').hidden && document.activeElement.id === 'ex-in-value'`)
	typeFields(t, ctx, fields)
}

// answerByKeys gives node n the focus (as Tab would) and types its value on it: the
// fields open with what was typed; Tab goes on to α and β.
func answerByKeys(t *testing.T, ctx context.Context, n int, fields ...string) {
	t.Helper()
	eval[any](t, ctx, fmt.Sprintf(`document.querySelector('#ex-tree #n%d').focus(), 0`, n))
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(fields[0][:1])))
	waitFor(t, ctx, `document.activeElement.id === 'ex-in-value'`)
	fields[0] = fields[0][1:]
	typeFields(t, ctx, fields)
}

func typeFields(t *testing.T, ctx context.Context, fields []string) {
	t.Helper()
	for i, f := range fields {
		if i > 0 {
			require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Tab)))
		}
		if f != "" {
			require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(f)))
		}
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.Enter)))
	waitFor(t, ctx, `document.getElementById('ex-fields').hidden`)
}

// cutByMouse clicks the middle of the edge into node n (the edge's own line, not the
// middle of its box: an edge may bend).
func cutByMouse(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	xy := eval[[]float64](t, ctx, fmt.Sprintf(`(() => {
		const p = document.querySelector('#ex-tree #e%d path');
		p.scrollIntoView({block: 'center'});
		const pt = p.getPointAtLength(p.getTotalLength() / 2), m = p.getScreenCTM();
		return [m.a * pt.x + m.c * pt.y + m.e, m.b * pt.x + m.d * pt.y + m.f];
	})()`, n))
	require.NoError(t, chromedp.Do(ctx, chromedp.MouseClickXY(xy[0], xy[1])))
}

// cutByKeys gives the edge into node n the focus and presses space.
func cutByKeys(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	eval[any](t, ctx, fmt.Sprintf(`document.querySelector('#ex-tree #e%d').focus(), 0`, n))
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(" ")))
}

func checkExercise(t *testing.T, ctx context.Context) {
	t.Helper()
	eval[any](t, ctx, `gametree.practise.graded = null, 0`)
	clickAt(t, ctx, "#ex-check")
	waitFor(t, ctx, `gametree.practise.graded && !document.getElementById('ex-result').hidden`)
}

// The textbook tree (A; B: 3 5; C: 2 9; D: 0 7) by node id: A 0, B 1, B1 2, B2 3, C 4,
// C1 5, C2 6, D 7, D1 8, D2 9. Alpha-beta visits B's two leaves, prunes C2 (β=2 ≤ α=3)
// and D2 (β=0 ≤ α=3): A=3, B=3, C=2, D=0.
const textbookA, textbookB, textbookB2, textbookC, textbookC2, textbookD, textbookD2 = 0, 1, 3, 4, 6, 7, 9

// solveTextbook answers the alpha-beta question on the textbook tree, half with the
// mouse, half with the keyboard; window adds α and β.
func solveTextbook(t *testing.T, ctx context.Context, window bool, betaC string) {
	t.Helper()
	ab := func(a, b string) []string {
		if window {
			return []string{a, b}
		}
		return nil
	}
	answerByMouse(t, ctx, textbookA, append([]string{"3"}, ab("3", "inf")...)...)
	answerByKeys(t, ctx, textbookB, append([]string{"3"}, ab("-inf", "3")...)...)
	answerByMouse(t, ctx, textbookC, append([]string{"2"}, ab("3", betaC)...)...)
	answerByKeys(t, ctx, textbookD, append([]string{"0"}, ab("3", "0")...)...)
	cutByMouse(t, ctx, textbookC2)
	cutByKeys(t, ctx, textbookD2)
}

var practiseLangs = []struct {
	lang, full, score string
}{
	{"en", "Full marks: %d out of %[2]d. Well done!", "Score: %d out of %d"},
	{"es", "Todo bien: %d de %[2]d. ¡Enhorabuena!", "Nota: %d de %d"},
}

// A correct answer, given on the drawing with the mouse and the keyboard, gets full marks.
func TestBrowserPractiseFullMarks(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range practiseLangs {
		t.Run(tc.lang, func(t *testing.T) {
			openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=prune&lang="+tc.lang)
			assert.Equal(t, 6, eval[int](t, ctx, `gametree.practise.ex.out_of`))
			// Tab goes through the tree in search order: a node, the edge down to its
			// child, the child... (leaves answer nothing here: skipped)
			eval[any](t, ctx, `document.querySelector('#ex-tree #n0').focus(), 0`)
			var order []string
			for i := 0; i < 6; i++ {
				key(t, ctx, kb.Tab, 1)
				order = append(order, eval[string](t, ctx, `document.activeElement.id`))
			}
			assert.Equal(t, []string{"e1", "n1", "e2", "e3", "e4", "n4"}, order)
			solveTextbook(t, ctx, false, "")
			// what was typed shows in the tree; the cut edges and what they cut off too
			assert.Equal(t, "2", eval[string](t, ctx, `document.querySelector('#ex-tree #a_n4-v text').textContent`))
			assert.Contains(t, eval[string](t, ctx, `document.querySelector('#ex-tree #e6').getAttribute('class')`), "ex-cut")
			assert.Equal(t, "true", eval[string](t, ctx, `document.querySelector('#ex-tree #e9').getAttribute('aria-pressed')`))
			checkExercise(t, ctx)
			assert.Equal(t, fmt.Sprintf(tc.full, 6, 6), text(t, ctx, "ex-score"))
			assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('#ex-mistakes li').length`))
			assert.Zero(t, eval[int](t, ctx, `document.querySelectorAll('#ex-tree .ex-wrong').length`))
			// a hint: the first deciding step, asked, narrowed, then told with the
			// stepper's sentence, and a way there
			for i := 0; i < 3; i++ {
				clickAt(t, ctx, "#ex-hint")
			}
			waitFor(t, ctx, `document.querySelectorAll('#ex-hint-list li').length === 1 && document.querySelector('#ex-hint-list .ex-hint-tell')`)
			k := eval[int](t, ctx, `gametree.practise.ex.hints[0]`) - 1 // the API counts from 1, the stepper's k from 0
			hint := eval[string](t, ctx, `document.querySelector('#ex-hint-list li .ex-hint-tell').textContent`)
			assert.Contains(t, eval[string](t, ctx, `document.querySelector('#ex-tree .ex-hint').id`), "n")
			clickAt(t, ctx, "#ex-hint-list li .ex-hint-open")
			waitFor(t, ctx, fmt.Sprintf(`gametree.view === 'explore' && gametree.explorer.tr && gametree.explorer.k === %d && !gametree.explorer.loadingKey`, k))
			assert.Equal(t, hint, text(t, ctx, "sentence"))
			clickAt(t, ctx, "#btn-up")
			waitFor(t, ctx, `gametree.view === 'practise'`)
			screenshot(t, ctx, "practise-full-marks-"+tc.lang)
			// a changed answer makes the result one of other answers
			cutByKeys(t, ctx, textbookB2)
			assert.Contains(t, eval[string](t, ctx, `document.getElementById('ex-result').className`), "stale")
			assert.False(t, eval[bool](t, ctx, `document.getElementById('ex-stale').hidden`))
		})
	}
	noPageErrors(t, ctx)
}

// openMistakeInStepper clicks the mistake's "open the stepper at this step" and checks
// that the stepper shows that step with the mistake's sentence; Back returns to the
// exercise as it was. step is the mistake's, from 1 as /api/grade numbers it: the
// button says it and the stepper shows "Step K of N" (its index K-1).
func openMistakeInStepper(t *testing.T, ctx context.Context, sentence string, step int, shot string) {
	t.Helper()
	assert.Regexp(t, fmt.Sprintf(`\b%d\)?$`, step), eval[string](t, ctx, `document.querySelector('#ex-mistakes li .ex-open-step').textContent`))
	clickAt(t, ctx, "#ex-mistakes li .ex-open-step")
	waitFor(t, ctx, fmt.Sprintf(`gametree.view === 'explore' && gametree.explorer.tr && gametree.explorer.k === %d && !gametree.explorer.loadingKey`, step-1))
	assert.Equal(t, sentence, text(t, ctx, "sentence"), "the stepper's sentence at the mistake's step")
	screenshot(t, ctx, shot)
	assert.False(t, eval[bool](t, ctx, `document.getElementById('btn-up').hidden`), "a way back to the exercise")
	clickAt(t, ctx, "#btn-up")
	waitFor(t, ctx, `gametree.view === 'practise' && !document.getElementById('view-practise').hidden`)
	assert.False(t, eval[bool](t, ctx, `document.getElementById('ex-result').hidden`), "the graded exercise is still there")
}

// A cut that should not be there costs a mark and is explained by the step that enters
// the node cut off, with the stepper's sentence; the edge is marked on the drawing.
func TestBrowserPractiseExtraCut(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range practiseLangs {
		t.Run(tc.lang, func(t *testing.T) {
			openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=prune&lang="+tc.lang)
			solveTextbook(t, ctx, false, "")
			cutByMouse(t, ctx, textbookB2) // B2 is searched: β=3 > α=−∞ at B
			checkExercise(t, ctx)
			assert.Equal(t, fmt.Sprintf(tc.score, 5, 6), text(t, ctx, "ex-score"))
			m := eval[map[string]any](t, ctx, `gametree.practise.graded.mistakes[0]`)
			require.Len(t, eval[[]any](t, ctx, `gametree.practise.graded.mistakes`), 1)
			assert.Equal(t, "extra-cut", m["kind"])
			assert.Equal(t, "B>B2", m["edge"])
			sentence := m["sentence"].(string)
			if tc.lang == "en" {
				assert.Equal(t, "β=3 > α=−∞ at B: no cutoff, so B2 is searched. Reach B2: a leaf.", sentence)
			} else {
				assert.Equal(t, "β=3 > α=−∞ en B: no hay poda, así que se explora B2. Llegamos a B2: una hoja.", sentence)
			}
			assert.Equal(t, sentence, eval[string](t, ctx, `document.querySelector('#ex-mistakes li .ex-mk-sentence').textContent`))
			assert.Contains(t, eval[string](t, ctx, `document.querySelector('#ex-tree #e3').getAttribute('class')`), "ex-wrong")
			screenshot(t, ctx, "practise-extra-cut-"+tc.lang)
			openMistakeInStepper(t, ctx, sentence, int(m["step"].(float64)), "practise-extra-cut-stepper-"+tc.lang)
		})
	}
	noPageErrors(t, ctx)
}

// A wrong β (question c: α and β at each node) costs a mark and is explained by the
// step where β comes down at that node, with the stepper's sentence.
func TestBrowserPractiseWrongBeta(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range practiseLangs {
		t.Run(tc.lang, func(t *testing.T) {
			openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=window&lang="+tc.lang)
			require.Equal(t, 14, eval[int](t, ctx, `gametree.practise.ex.out_of`))
			solveTextbook(t, ctx, true, "5") // C's β is 2, not 5
			assert.Equal(t, "β=5", eval[string](t, ctx, `document.querySelector('#ex-tree #a_n4-beta text').textContent`))
			checkExercise(t, ctx)
			assert.Equal(t, fmt.Sprintf(tc.score, 13, 14), text(t, ctx, "ex-score"))
			require.Len(t, eval[[]any](t, ctx, `gametree.practise.graded.mistakes`), 1)
			m := eval[map[string]any](t, ctx, `gametree.practise.graded.mistakes[0]`)
			assert.Equal(t, "wrong-beta", m["kind"])
			assert.Equal(t, "C", m["node"])
			assert.Equal(t, "2", m["expected"])
			sentence := m["sentence"].(string)
			if tc.lang == "en" {
				assert.Contains(t, text(t, ctx, "ex-mistakes"), "Wrong β at C: you wrote 5.")
				assert.Contains(t, text(t, ctx, "ex-mistakes"), "It is 2.")
			} else {
				assert.Contains(t, text(t, ctx, "ex-mistakes"), "β erróneo en C: escribiste 5.")
				assert.Contains(t, text(t, ctx, "ex-mistakes"), "Es 2.")
			}
			// the step where C's β comes down to 2 (after its first leaf, C1 = 2)
			if tc.lang == "en" {
				assert.Equal(t, "β of C falls to 2: MIN can already hold MAX to 2.", sentence)
			} else {
				assert.Equal(t, "β de C baja a 2: MIN ya puede dejar a MAX en 2.", sentence)
			}
			assert.Contains(t, eval[string](t, ctx, `document.querySelector('#ex-tree #n4').getAttribute('class')`), "ex-wrong")
			screenshot(t, ctx, "practise-wrong-beta-"+tc.lang)
			openMistakeInStepper(t, ctx, sentence, int(m["step"].(float64)), "practise-wrong-beta-stepper-"+tc.lang)
		})
	}
	noPageErrors(t, ctx)
}

// A graded exercise follows the language switch (graded again: the sentences are the
// server's), keeps its answers, and its link, copied for a class, opens the same
// exercise in the reader's language.
func TestBrowserPractiseLanguageAndLink(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=prune&lang=en")
	solveTextbook(t, ctx, false, "")
	cutByMouse(t, ctx, textbookB2)
	checkExercise(t, ctx)
	assert.Equal(t, "Score: 5 out of 6", text(t, ctx, "ex-score"))
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`[data-lang="es"]`))))
	waitFor(t, ctx, `document.getElementById('ex-score').textContent === 'Nota: 5 de 6'`)
	waitFor(t, ctx, `(document.querySelector('#ex-mistakes .ex-mk-sentence') || {}).textContent === 'β=3 > α=−∞ en B: no hay poda, así que se explora B2. Llegamos a B2: una hoja.'`)
	assert.Equal(t, "2", eval[string](t, ctx, `document.querySelector('#ex-tree #a_n4-v text').textContent`), "the answers stay")
	assert.Equal(t, "Corregir", text(t, ctx, "ex-check"))
	assert.Contains(t, eval[string](t, ctx, `location.search`), "lang=es")

	clickAt(t, ctx, "#ex-copy")
	waitFor(t, ctx, `!!gametree.practise.lastLink`)
	link := eval[string](t, ctx, `gametree.practise.lastLink`)
	for _, want := range []string{"view=practise", "source=textbook", "q=prune"} {
		assert.Contains(t, link, want)
	}
	assert.NotContains(t, link, "lang=", "each student reads the exercise in their own language")
	eval[any](t, ctx, `localStorage.removeItem('gametree.lang'), 0`)
	openExercise(t, ctx, "", link+"&lang=en")
	assert.Equal(t, "prune", eval[string](t, ctx, `gametree.practise.spec.q`))
	assert.Equal(t, "textbook", eval[string](t, ctx, `gametree.practise.spec.source`))
	assert.Equal(t, "?", eval[string](t, ctx, `document.querySelector('#ex-tree #a_n4-v text').textContent`), "a new student starts blank")
	noPageErrors(t, ctx)
}

// tap touches the page at x, y (CSS pixels) as a finger would: a touch starts and ends
// there (as Puppeteer's tap does).
func tap(t *testing.T, ctx context.Context, xy []float64) {
	t.Helper()
	_, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (cdp.Empty, error) {
		if _, err := cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchStart, TouchPoints: []*input.TouchPoint{{X: xy[0], Y: xy[1]}}}); err != nil {
			return cdp.Empty{}, err
		}
		return cdp.Call(ctx, tg, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: input.DispatchTouchEventTypeTouchEnd, TouchPoints: []*input.TouchPoint{}})
	})
	require.NoError(t, err)
}

// On a phone, a finger cuts an edge and opens a node's fields.
func TestBrowserPractiseTouch(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	// a phone: small, and touch (a tap makes a click only where touch is on)
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateScale(2), chromedp.EmulateTouch)))
	defer setViewport(t, ctx, 1440, 1000, false)
	openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=prune&lang=es")
	edge := eval[[]float64](t, ctx, `(() => {
		const p = document.querySelector('#ex-tree #e6 path');
		p.scrollIntoView({block: 'center'});
		const pt = p.getPointAtLength(p.getTotalLength() / 2), m = p.getScreenCTM();
		return [m.a * pt.x + m.c * pt.y + m.e, m.b * pt.x + m.d * pt.y + m.f];
	})()`)
	tap(t, ctx, edge)
	waitFor(t, ctx, `document.querySelector('#ex-tree #e6').getAttribute('aria-pressed') === 'true'`)
	node := eval[[]float64](t, ctx, `(() => { const e = document.querySelector('#ex-tree #n4 .shape'); e.scrollIntoView({block: 'center'}); const r = e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height * 0.5]; })()`)
	tap(t, ctx, node)
	waitFor(t, ctx, `!document.getElementById('ex-fields').hidden && document.activeElement.id === 'ex-in-value'`)
	assert.Equal(t, "Nodo C (MIN)", text(t, ctx, "ex-fields-title"))
	screenshot(t, ctx, "practise-touch-es")
	noPageErrors(t, ctx)
}
