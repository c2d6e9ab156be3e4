//go:build browser

package web

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The exercise's printable sheets: the links ask for this exercise in the page's
// language, and the server draws them.
func TestBrowserPractiseDownloads(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	openExercise(t, ctx, ts.URL, "/?view=practise&source=random&level=2&seed=7&q=prune&lang=es")
	got := eval[map[string]string](t, ctx, `(async () => {
		const out = {};
		for (const id of ['ex-dl-q-svg', 'ex-dl-s-svg', 'ex-dl-w-svg', 'ex-dl-s-pdf']) {
			const a = document.getElementById(id);
			const r = await fetch(a.href);
			out[id] = r.status + ' ' + r.headers.get('Content-Type') + ' ' + a.getAttribute('download');
			out[id + ' href'] = a.getAttribute('href');
		}
		return out;
	})()`)
	assert.Equal(t, "200 image/svg+xml gametree-exercise-random-2-7-question.svg", got["ex-dl-q-svg"])
	assert.Equal(t, "200 image/svg+xml gametree-exercise-random-2-7-solution.svg", got["ex-dl-s-svg"])
	assert.Equal(t, "200 image/svg+xml gametree-exercise-random-2-7-worksheet.svg", got["ex-dl-w-svg"])
	assert.Equal(t, "200 application/pdf gametree-exercise-random-2-7-solution.pdf", got["ex-dl-s-pdf"])
	for _, want := range []string{"source=random", "level=2", "seed=7", "q=prune", "lang=es", "part=question"} {
		assert.Contains(t, got["ex-dl-q-svg href"], want)
	}
	// a preset has no worksheet of six
	openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=prune&lang=en")
	assert.True(t, eval[bool](t, ctx, `document.getElementById('ex-dl-w-svg').parentElement.hidden`))
	noPageErrors(t, ctx)
}

// A mistake's head writes values as the drawing does (−∞, not -inf) and a missed cut
// says no more than its name: the page wrote "it is cut." ("es cut." in Spanish). The
// right value waits behind "Show the right answer" (issue 29), written as the drawing
// does too.
func TestBrowserPractiseMistakeHeads(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	heads := map[string][]string{
		"en": {"Wrong β at C: you wrote −∞.", "Missed cut C → C2:"},
		"es": {"β erróneo en C: escribiste −∞.", "Falta la poda C → C2:"},
	}
	for _, tc := range practiseLangs {
		t.Run(tc.lang, func(t *testing.T) {
			openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=window&lang="+tc.lang)
			solveTextbook(t, ctx, true, "-inf") // C's β is 2
			cutByKeys(t, ctx, textbookC2)       // takes the cut back
			checkExercise(t, ctx)
			assert.Equal(t, fmt.Sprintf(tc.score, 12, 14), text(t, ctx, "ex-score"))
			got := eval[[]string](t, ctx, `[...document.querySelectorAll('#ex-mistakes .ex-mk-head')].map((p) => p.textContent)`)
			assert.Equal(t, heads[tc.lang], got)
			assert.Equal(t, map[string]string{"en": "It is 2.", "es": "Es 2."}[tc.lang], eval[string](t, ctx, `document.querySelector('#ex-mistakes details.ex-mk-answer .ex-mk-answer-is').textContent`))

			// a leaf left out of the order: its head names it once, as missing from the order
			openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=order&lang="+tc.lang)
			for _, leaf := range []int{2, 3, 5} { // B1, B2, C1; D1 (8) missing
				clickAt(t, ctx, fmt.Sprintf("#ex-tree #n%d .shape", leaf))
			}
			checkExercise(t, ctx)
			got = eval[[]string](t, ctx, `[...document.querySelectorAll('#ex-mistakes .ex-mk-head')].map((p) => p.textContent)`)
			assert.Equal(t, []string{map[string]string{"en": "D1 is missing from your order:", "es": "Falta D1 en tu orden:"}[tc.lang]}, got)
		})
	}
	noPageErrors(t, ctx)
}

// The α and β written beside the rightmost node stay inside the picture, even at their
// widest (the tree was cropped before they were written, and "α=?" was cut off).
func TestBrowserPractiseWindowCellsInside(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	openExercise(t, ctx, ts.URL, "/?view=practise&source=random&seed=5&level=1&q=window&root=min")
	out := eval[[]string](t, ctx, `(() => {
		const p = gametree.practise, svg = document.querySelector('#ex-tree svg.gt');
		const right = svg.getBoundingClientRect().right, out = [];
		for (const { r } of p.items.values()) {
			for (const el of [r.al, r.be]) {
				if (!el) continue;
				el.textContent = 'α=−∞';
				const b = el.getBoundingClientRect();
				if (b.right > right + 0.5) out.push(p.names[r.i] + ': ' + b.right.toFixed(1) + ' > ' + right.toFixed(1));
			}
		}
		return out;
	})()`)
	assert.Empty(t, out, "cells beyond the picture's right edge")
}

// A game exercise's question is the full game tree: every position not finished has
// its moves drawn under it, and every leaf (a finished game, pruned or not) shows its
// value, never "?"; in the solution too.
func TestBrowserPractiseGameQuestionWhole(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	for _, path := range []string{
		"/?view=practise&source=stones&position=5&q=window&lang=es",
		"/?view=practise&source=tictactoe&position=XOX.O.X..&q=prune",
	} {
		openExercise(t, ctx, ts.URL, path)
		for _, solution := range []bool{false, true} {
			got := eval[[]int](t, ctx, `((solution) => {
			const p = gametree.practise, tr = p.tr;
			if (solution) p.toggleSolution();
			let leaves = 0, pruned = 0, blank = 0;
			for (const { r, leaf } of p.items.values()) {
				if (!leaf) continue;
				leaves++;
				if (tr.kind[r.i] === 4) pruned++;
				const v = r.val ? r.val.textContent.trim() : '';
				if (v === '' || v === '?') blank++;
			}
			return [leaves, pruned, blank, tr.N, p.items.size];
		})(`+fmt.Sprint(solution)+`)`)
			require.Len(t, got, 5)
			assert.Positive(t, got[1], "%s: pruned leaves drawn", path)
			assert.Zero(t, got[2], "%s (solution %v): leaves without a value", path, solution)
			assert.Equal(t, got[3], got[4], "%s: every node drawn", path)
		}
	}
}

// A link naming a game without a position opens the sample position the form offers
// (it showed "the tictactoe source needs a position" under an empty instruction bar),
// a tree wider than its box opens with its root in the middle, and the count of answers
// does not give the pruning away.
func TestBrowserPractiseLinkDefaults(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	openExercise(t, ctx, ts.URL, "/?view=practise&source=tictactoe&lang=es")
	assert.Equal(t, "XOX.O.X..", eval[string](t, ctx, `document.getElementById('ex-position').value`))
	assert.Positive(t, eval[float64](t, ctx, `document.querySelectorAll('#ex-tree g.node').length`))

	openExercise(t, ctx, ts.URL, "/?view=practise&source=random&seed=2&level=5&q=window&lang=en")
	inView := eval[bool](t, ctx, `(() => {
		const box = document.getElementById('ex-tree'), root = document.querySelector('#ex-tree #n0');
		const b = box.getBoundingClientRect(), r = root.getBoundingClientRect();
		const mid = (r.left + r.right) / 2; // in the box's middle third (it was near its right edge)
		return box.scrollWidth > box.clientWidth && mid > b.left + b.width / 3 && mid < b.right - b.width / 3;
	})()`)
	assert.True(t, inView, "a wide tree opens with its root in the middle")

	// before Check, only the minimax question says how many answers it grades: under
	// alpha-beta the count would tell how much is pruned
	openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=values&lang=en")
	assert.Equal(t, "4 answers to give", text(t, ctx, "ex-out-of"))
	for _, q := range []string{"prune", "window", "order"} {
		openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q="+q+"&lang=es")
		assert.NotRegexp(t, `\d`, text(t, ctx, "ex-out-of"), q)
		assert.Contains(t, text(t, ctx, "ex-out-of"), "al pulsar Corregir", q)
		clickAt(t, ctx, "#ex-hint") // nor does the hint button count the hints (cutoffs among them)
		assert.Equal(t, "Afinar la pista (vistas: 1)", text(t, ctx, "ex-hint"), q)
	}

	// a chance tree (issue 31): A(?(1/2: B(3,5), 1/2: C(2,9))), Star1 between L=2 and
	// U=9; values typed as a Spanish decimal and a fraction, C2 cut: full marks
	openExercise(t, ctx, ts.URL, "/?view=practise&source=chance&q=star1&lang=es")
	assert.Contains(t, text(t, ctx, "ex-task"), "L=2 y U=9")
	answerByMouse(t, ctx, 0, "2,5")        // A
	clickAt(t, ctx, "#ex-tree #n1 circle") // D, the chance node (a circle)
	waitFor(t, ctx, `!document.getElementById('ex-fields').hidden && document.activeElement.id === 'ex-in-value'`)
	typeFields(t, ctx, []string{"5/2"})
	answerByMouse(t, ctx, 2, "3") // B
	answerByMouse(t, ctx, 5, "2") // C
	cutByKeys(t, ctx, 7)          // C>C2
	assert.Equal(t, "2.5", eval[string](t, ctx, `document.querySelector('#ex-tree #a_n0-v text').textContent`))
	checkExercise(t, ctx)
	assert.Equal(t, []int{5, 5}, eval[[]int](t, ctx, `[gametree.practise.graded.score, gametree.practise.graded.out_of]`))
	noPageErrors(t, ctx)
}

// figure-5.2 by node id: A 0; B 1: B1 2, B2 3, B3 4; C 5: C1 6, C2 7, C3 8; D 9: D1 10,
// D2 11, D3 12. The review's order: 3, 12, 8, 2, 4, 14, 5 (C2 is pruned, D3 never
// placed) scores 5 of 7, and both marks lost are named; once checked, the line that
// kept the number of answers for Check is gone: the number is said.
func TestBrowserPractiseOrderNamesEveryMarkLost(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	heads := map[string][]string{
		"en": {"C2 is never evaluated:", "D3 is missing from your order:"},
		"es": {"C2 no llega a evaluarse:", "Falta D3 en tu orden:"},
	}
	later := map[string]string{"en": "The number of answers is shown once you press Check", "es": "El número de respuestas se muestra al pulsar Corregir"}
	told := map[string]string{"en": "7 answers to give", "es": "7 respuestas que dar"}
	for _, tc := range practiseLangs {
		t.Run(tc.lang, func(t *testing.T) {
			openExercise(t, ctx, ts.URL, "/?view=practise&source=figure-5.2&q=order&lang="+tc.lang)
			assert.Contains(t, text(t, ctx, "ex-out-of"), later[tc.lang])
			for _, leaf := range []int{2, 3, 4, 6, 7, 10, 11} { // 3 12 8 2 4 14 5
				clickAt(t, ctx, fmt.Sprintf("#ex-tree #n%d .shape", leaf))
			}
			checkExercise(t, ctx)
			assert.Equal(t, fmt.Sprintf(tc.score, 5, 7), text(t, ctx, "ex-score"))
			got := eval[[]string](t, ctx, `[...document.querySelectorAll('#ex-mistakes .ex-mk-head')].map((p) => p.textContent)`)
			assert.Equal(t, heads[tc.lang], got, "as many named as marks lost")
			assert.Equal(t, told[tc.lang], text(t, ctx, "ex-out-of"))
			screenshot(t, ctx, "practise-order-every-mark-"+tc.lang)
		})
	}
	noPageErrors(t, ctx)
}
