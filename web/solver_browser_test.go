//go:build browser

package web

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
)

// labRows are the rows of the page's solver lab table: a header, then a row a step.
var labRows = strconv.Itoa(1 + len(c4.LabSteps()))

// lastLabStep is the name of the lab's last step in lang, as the page shows it.
func lastLabStep(lang string) string {
	steps := c4.LabSteps()
	return msg.Format(lang, "c4.step_"+strconv.Itoa(steps[len(steps)-1].Part), nil)
}

// TestBrowserPerfectConnect4 plays connect-4 against the exact solver from a
// middle-game position: the machine's move says its score, "why this move?" lists
// every column's score (solved then, streamed: the move solved its best column only),
// and the solver lab shows the refinements one by one.
func TestBrowserPerfectConnect4(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	// 23 stones: the second player (the machine) to move, a win with its 8th stone away.
	open(t, ctx, ts.URL, "/?view=play&game=connect4&depth=0&position=52753311433677442422121&you=X&lang=en")
	waitFor(t, ctx, `document.getElementById('play-last').textContent.startsWith('The machine played')`)
	assert.Contains(t, text(t, ctx, "play-last"), "win in ")
	assert.Contains(t, text(t, ctx, "play-last"), "solved exactly")
	clickAt(t, ctx, `#play-why`)
	waitFor(t, ctx, `!document.getElementById('play-solver').hidden && document.querySelectorAll('#play-solver .solver-columns li').length === 7 && !!document.getElementById('play-solver-note')`)
	assert.Equal(t, 1, eval[int](t, ctx, `document.querySelectorAll('#play-solver li.chosen').length`))
	assert.Contains(t, eval[string](t, ctx, `document.querySelector('#play-solver li.chosen').textContent`), "win in ")
	clickAt(t, ctx, `#play-solver button`)
	waitFor(t, ctx, `document.querySelectorAll('#play-solver table.solver-lab tr').length === `+labRows)
	assert.Equal(t, lastLabStep("en"), eval[string](t, ctx, `document.querySelector('#play-solver table.solver-lab tr:last-child .lab-name').textContent`))
	screenshot(t, ctx, "play-connect4-solver")

	// in Spanish, a list item reads "columna 1: gana en 9", not "la columna 1: …"
	open(t, ctx, ts.URL, "/?view=play&game=connect4&depth=0&position=52753311433677442422121&you=X&lang=es")
	waitFor(t, ctx, `document.getElementById('play-last').textContent.startsWith('La máquina jugó la columna')`)
	clickAt(t, ctx, `#play-why`)
	waitFor(t, ctx, `!document.getElementById('play-solver').hidden && document.querySelectorAll('#play-solver .solver-columns li').length === 7 && !!document.getElementById('play-solver-note')`)
	assert.Equal(t, "columna 5: gana en 3", eval[string](t, ctx, `document.querySelector('#play-solver li.chosen').textContent`))
	// the note under the search's button reads the root's score as the chosen column's
	note := eval[string](t, ctx, `document.getElementById('play-solver-note').textContent`)
	assert.Contains(t, note, "es decir, gana en 3.")
	assert.Contains(t, note, "una sola pasada alfa-beta")
	// the lab in Spanish: under each step's name what it does, and why a row rose
	clickAt(t, ctx, `#play-solver button`)
	waitFor(t, ctx, `document.querySelectorAll('#play-solver table.solver-lab tr').length === `+labRows)
	lab := eval[map[string]any](t, ctx, `(() => {
		const rows = [...document.querySelectorAll('#play-solver table.solver-lab tr')].slice(1);
		return { about: rows.filter((r) => r.querySelector('.lab-about')).length,
			first: rows[0].querySelector('.lab-about').textContent,
			rose: rows.filter((r) => r.classList.contains('lab-rose')).length,
			why: rows.filter((r) => r.classList.contains('lab-rose') && r.querySelector('.lab-why-rose').textContent.startsWith('▲ ')).length };
	})()`)
	t.Logf("lab: %v", lab)
	assert.Equal(t, float64(len(c4.LabSteps())), lab["about"], "what every step does")
	assert.True(t, strings.HasPrefix(lab["first"].(string), "Negamax sin más"), lab["first"])
	assert.Equal(t, lab["rose"], lab["why"], "every row that rose says why")
	screenshot(t, ctx, "play-connect4-solver-lab-es")
	noPageErrors(t, ctx)
}

// TestBrowserSolverSearch: on a Middle-Easy position (Pons' set Test_L2_R1), the
// solver lab shows its table inside the play view, and "why this move?" leads to the
// solver's own search, recorded (about 19,000 nodes visited) and drawn folded in the
// stepper, at its last step.
func TestBrowserSolverSearch(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	// 17 stones: the machine (O) to move; the biggest solver search of the set's first 150 lines
	const pos = "47254525565152712"
	open(t, ctx, ts.URL, "/?view=play&game=connect4&depth=0&position="+pos+"&you=X&lang=en")
	waitFor(t, ctx, `document.getElementById('play-last').textContent.startsWith('The machine played')`)
	clickAt(t, ctx, `#play-why`)
	waitFor(t, ctx, `!document.getElementById('play-solver').hidden && document.querySelectorAll('#play-solver .solver-columns li').length === 7 && !!document.getElementById('play-solver-note')`)
	clickAt(t, ctx, `#play-solver button`)
	waitFor(t, ctx, `document.querySelectorAll('#play-solver table.solver-lab tr').length === `+labRows)
	// the lab is a panel of the play view, shown with it
	assert.True(t, eval[bool](t, ctx, `!document.getElementById('view-play').hidden && document.getElementById('view-explore').hidden`))
	assert.True(t, eval[bool](t, ctx, `document.getElementById('view-play').contains(document.querySelector('table.solver-lab'))`))
	assert.Positive(t, eval[float64](t, ctx, `document.querySelector("table.solver-lab").getBoundingClientRect().height`))
	screenshot(t, ctx, "play-solver-lab")

	clickAt(t, ctx, `#play-solver-search`)
	waitTree(t, ctx)
	waitFor(t, ctx, `!document.getElementById('view-explore').hidden`)
	r := eval[map[string]any](t, ctx, `(() => {
		const ex = gametree.explorer, tr = ex.tr;
		return { n: tr.N, steps: tr.S, k: tr.k, position: tr.doc.position, folded: document.querySelectorAll('#treebox g.node.folded').length,
			warn: document.getElementById('result-warn').textContent, sentence: document.getElementById('sentence').textContent,
			complete: tr.doc.complete, score: tr.doc.score };
	})()`)
	t.Logf("solver search: %v", r)
	assert.Equal(t, pos, r["position"])
	assert.Equal(t, true, r["complete"])
	assert.Greater(t, r["n"], 10_000.0, "the whole search is recorded")
	assert.Positive(t, r["folded"], "drawn folded")
	assert.Contains(t, r["warn"], "folded")
	assert.Equal(t, r["steps"].(float64)-1, r["k"], "at the last step")
	assert.NotEmpty(t, r["sentence"])
	assert.True(t, strings.HasPrefix(text(t, ctx, "problem-title"), "The exact solver"), text(t, ctx, "problem-title"))
	screenshot(t, ctx, "solver-search-folded")
	noPageErrors(t, ctx)
}

// TestBrowserQuiescence: the quiescence box beside the depth limit comes from the
// link, the drawing marks the quiesce nodes and the stepper says who threatens what.
func TestBrowserQuiescence(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, lang := range []string{"en", "es"} {
		open(t, ctx, ts.URL, "/?game=connect4&position=4455&algo=negamax&depth=1&order=true&quiescence=true&step=6&lang="+lang)
		waitTree(t, ctx)
		assert.True(t, eval[bool](t, ctx, `document.getElementById('f-quiescence').checked`))
		assert.Equal(t, "quiesce", eval[string](t, ctx, `['enter','eval','tt-hit','backup','alpha','beta','cutoff','return','stop','quiesce'][gametree.explorer.tr.sKind[gametree.explorer.tr.k]]`))
		s := text(t, ctx, "sentence")
		if lang == "en" {
			assert.Contains(t, s, "not quiet")
			assert.Contains(t, s, "MAX")
		} else {
			assert.Contains(t, s, "está en la profundidad límite pero la posición no es tranquila")
		}
		eval[any](t, ctx, `gametree.explorer.go(gametree.explorer.tr.S - 1), 0`)
		waitFor(t, ctx, `document.querySelectorAll('#treebox g.node.quiesce').length > 0`)
		assert.False(t, eval[bool](t, ctx, `document.getElementById('lg-quiet').hidden`), "the legend says what purple means")
		screenshot(t, ctx, "quiescence-"+lang)
	}
	noPageErrors(t, ctx)
}
