//go:build browser

package web

import (
	"context"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

// Monte Carlo tree search in the explore page, in both languages: tic-tac-toe's empty
// board, 50 iterations, seed 1 (a link that names them). The form shows mcts's fields
// with the link's values; the phase and iteration buttons step by phase and by
// iteration; at the first selection below the root's children the table lists every
// child's UCB1 terms with the chosen one lit, and the sentence gives the chosen
// child's terms, the same numbers package trace's UCB gives (its own computation); at
// a backpropagation into a MIN node's child the sentence gives N, W and W/N and says
// why MIN prefers a low W/N; the convergence chart has a line per root move and the
// exact values (all draws: 0) as dashed lines. One page load per language; a screenshot
// of each state (in the temp dir the test logs), and axe finds nothing.
func TestBrowserMCTS(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	setViewport(t, ctx, 1500, 1100, false)
	tr := mctsTrace(t)
	sel, back := mctsSteps(t, tr)
	shots := t.TempDir()
	if dir := os.Getenv("GAMETREE_SHOTS"); dir != "" {
		shots = dir
	}
	for _, lang := range []string{"en", "es"} {
		open(t, ctx, ts.URL, "/?game=tictactoe&position=.........&algo=mcts&iterations=50&seed=1&lang="+lang)
		waitTree(t, ctx)
		assert.False(t, eval[bool](t, ctx, `document.getElementById('mcts-opts').hidden`), "mcts's fields shown")
		assert.Equal(t, "50", eval[string](t, ctx, `document.getElementById('f-iterations').value`))
		assert.Equal(t, "1", eval[string](t, ctx, `document.getElementById('f-mseed').value`))
		assert.Equal(t, tr.StepCount(), eval[int](t, ctx, `gametree.explorer.tr.S`), "the page's run is the trace's")
		link := eval[string](t, ctx, `location.search`)
		assert.Contains(t, link, "iterations=50", "the link names the run")
		assert.Contains(t, link, "seed=1")
		assert.True(t, eval[bool](t, ctx, `document.getElementById('f-depth').disabled`), "alpha-beta's depth greyed out")

		// the buttons: the next phase after the root's enter step is the first
		// expansion; the next iteration starts with the second one
		eval[any](t, ctx, `document.getElementById('mcts-next-phase').click(), 0`)
		assert.Equal(t, 1, eval[int](t, ctx, `gametree.explorer.k`), lang)
		eval[any](t, ctx, `document.getElementById('mcts-next-iter').click(), 0`)
		assert.Equal(t, 5, eval[int](t, ctx, `gametree.explorer.k`), "iteration 2 starts at step 6 (enter, expand, rollout, 2 backprops)")
		assert.Contains(t, text(t, ctx, "mcts-phase"), map[string]string{"en": "Iteration 2 of 50", "es": "Iteración 2 de 50"}[lang])
		// the keyboard: the period goes to the next phase (the simulation)
		key(t, ctx, ".", 1)
		waitFor(t, ctx, `gametree.explorer.k === 6`)
		assert.Contains(t, text(t, ctx, "mcts-phase"), map[string]string{"en": "simulation", "es": "simulación"}[lang])

		// a selection step
		eval[any](t, ctx, fmt.Sprintf(`gametree.explorer.userGo(%d), 0`, sel.k))
		waitFor(t, ctx, `!document.getElementById('mcts-ucb').hidden`)
		assert.Equal(t, sel.sentence[lang], text(t, ctx, "sentence"), lang)
		rows := eval[[]string](t, ctx, `[...document.querySelectorAll('#mcts-ucb-body tr')].map((r) => r.textContent)`)
		assert.Len(t, rows, sel.children, lang)
		chosen := eval[string](t, ctx, `document.querySelector('#mcts-ucb-body tr.chosen').textContent`)
		assert.Contains(t, chosen, sel.value, "the chosen row has the highest UCB1")
		assert.Contains(t, text(t, ctx, "mcts-phase"), map[string]string{"en": "selection", "es": "selección"}[lang])
		assert.Equal(t, map[string]string{"en": "node := the child with the highest UCB1", "es": "nodo := el hijo de mayor UCB1"}[lang],
			strings.SplitN(eval[string](t, ctx, `document.querySelector('#code .code-line.lit').textContent`), " = ", 2)[0], "the selection's line lit")
		waitStill(t, ctx)
		mctsShot(t, ctx, filepath.Join(shots, "mcts-select-"+lang+".png"), "#stepper")
		// axe over the page with every mcts part in it: the table, the chart
		reportAxe(t, lang, axeViolations(t, ctx, "selection"))

		// the simulation before the backpropagation: its rollout drawn below its node
		eval[any](t, ctx, fmt.Sprintf(`gametree.explorer.userGo(%d), 0`, back.k-1))
		waitFor(t, ctx, `document.getElementById('mcts-ucb').hidden`)
		assert.Equal(t, back.rollout[lang], text(t, ctx, "sentence"), lang)
		assert.True(t, eval[bool](t, ctx, `!!document.querySelector('#treebox svg.gt g.rollout .rollout-result')`), "the rollout drawn")
		waitStill(t, ctx)
		mctsShot(t, ctx, filepath.Join(shots, "mcts-rollout-"+lang+".png"), ".workspace")

		// the backpropagation step
		eval[any](t, ctx, fmt.Sprintf(`gametree.explorer.userGo(%d), 0`, back.k))
		waitFor(t, ctx, `document.getElementById('mcts-ucb').hidden`)
		assert.Equal(t, back.sentence[lang], text(t, ctx, "sentence"), lang)
		assert.Contains(t, text(t, ctx, "mcts-phase"), map[string]string{"en": "backpropagation", "es": "retropropagación"}[lang])

		// the convergence chart, with the exact values (every first move draws)
		waitFor(t, ctx, `document.querySelectorAll('#mcts-chart-means .mc-exact').length === 9`)
		assert.False(t, eval[bool](t, ctx, `document.getElementById('mcts-chart-card').hidden`))
		assert.Equal(t, 9, eval[int](t, ctx, `document.querySelectorAll('#mcts-chart-visits .mc-line').length`), "a line per root move")
		assert.Equal(t, 9, eval[int](t, ctx, `document.querySelectorAll('#mcts-chart-tablebox tbody tr').length`), "the table fallback")
		assert.False(t, eval[bool](t, ctx, `!!document.querySelector('#treebox svg.gt g.rollout')`), "no rollout drawn at a backpropagation")
		waitStill(t, ctx)
		mctsShot(t, ctx, filepath.Join(shots, "mcts-backprop-"+lang+".png"), "#stepper")
	}
	t.Logf("screenshots in %s", shots)
	noPageErrors(t, ctx)
}

// mctsTrace is package trace's run of the page's problem.
func mctsTrace(t *testing.T) *trace.Trace {
	t.Helper()
	p := trace.DefaultParams()
	for k, v := range map[string]string{"game": "tictactoe", "position": ".........", "algo": "mcts", "iterations": "50", "seed": "1"} {
		require.NoError(t, p.Set(k, v))
	}
	p.Options.Record = true
	tr, err := trace.Makers{}.Search(context.Background(), &p)
	require.NoError(t, err)
	return tr
}

// mctsStep is a step the test stops at: its index, its sentence in each language, the
// number of children in its table and the chosen child's UCB1 as the page writes it.
type mctsStep struct {
	k        int
	sentence map[string]string
	rollout  map[string]string // a backprop's: the sentence of the simulation before it
	children int
	value    string
}

// two decimals and a true minus sign, as the page writes them
func dec(x float64) string {
	s := fmt.Sprintf("%.2f", math.Abs(x))
	if x < 0 && s != "0.00" {
		return "\u2212" + s
	}
	return s
}

// pathName names node id as the page does: its moves from the root.
func pathName(tr *trace.Trace, id int32) string {
	names := tr.Names()
	var moves []string
	for n := id; n > 0; n = tr.Parent(n) {
		moves = append([]string{names.Move(n)}, moves...)
	}
	if len(moves) == 0 {
		return ""
	}
	return strings.Join(moves, " ")
}

// mctsSteps finds the first selection at the root and the first backpropagation into
// a child of a MIN node after it, and writes their sentences from package trace's own
// numbers (UCB's terms; a backprop step's N and W).
func mctsSteps(t *testing.T, tr *trace.Trace) (sel, back mctsStep) {
	t.Helper()
	sel.k, back.k = -1, -1
	// the last selection at the root: its children have been visited unevenly
	for k := range tr.StepCount() {
		if s := tr.Step(k); s.Kind == trace.StepSelect && s.Node == 0 {
			sel.k = k
		}
	}
	for k := sel.k; k >= 0 && k < tr.StepCount(); k++ {
		if s := tr.Step(k); s.Kind == trace.StepBackprop && s.Node > 0 && tr.Node(tr.Parent(s.Node)).Player == trace.Min {
			back.k = k
			break
		}
	}
	require.True(t, sel.k >= 0 && back.k >= 0, "no selection or backprop step")
	terms := tr.UCB(sel.k)
	c := tr.Step(sel.k).Child
	var chosen trace.UCBTerms
	parentN := 0
	for _, u := range terms {
		parentN += u.N // every iteration went through one child of the root
		if u.Child == c {
			chosen = u
		}
	}
	var tied []string
	for _, u := range terms {
		if u.Child != c && math.Abs(u.Value-chosen.Value) < 1e-9 {
			tied = append(tied, pathName(tr, u.Child))
		}
	}
	tie := map[string]string{"en": "", "es": ""}
	if len(tied) > 0 {
		tie["en"] = " (Tied with " + strings.Join(tied, ", ") + ": the first in the order of the moves is taken.)"
		tie["es"] = " (Empata con " + strings.Join(tied, ", ") + ": se toma el primero en el orden de las jugadas.)"
	}
	sel.children = len(terms)
	sel.value = dec(chosen.Value)
	child := pathName(tr, c)
	sel.sentence = map[string]string{
		"en": fmt.Sprintf("Selection: at the root MAX chooses %s: UCB1 = %s + %s·√(ln %d / %d) = %s, the highest of %d children.",
			child, dec(chosen.Mean), dec(tr.MCTS.Exploration), parentN, chosen.N, dec(chosen.Value), len(terms)) + tie["en"],
		"es": fmt.Sprintf("Selección: en la raíz MAX elige %s: UCB1 = %s + %s·√(ln %d / %d) = %s, el mayor de %d hijos.",
			child, dec(chosen.Mean), dec(tr.MCTS.Exploration), parentN, chosen.N, dec(chosen.Value), len(terms)) + tie["es"],
	}
	// the simulation before it: its moves and result
	ro := tr.Step(back.k - 1)
	require.Equal(t, trace.StepRollout, ro.Kind)
	moves := strings.Join(tr.Names().Line(ro.Node, tr.Rollout(back.k-1)), " ")
	res := map[int]map[string]string{1: {"en": "MAX wins: +1", "es": "Gana MAX: +1"}, -1: {"en": "MIN wins: −1", "es": "Gana MIN: −1"}, 0: {"en": "A draw: 0", "es": "Tablas: 0"}}[ro.Value]
	roName := pathName(tr, ro.Node)
	back.rollout = map[string]string{
		"en": fmt.Sprintf("Simulation: from %s, random moves to the end of the game: %s. %s.", roName, moves, res["en"]),
		"es": fmt.Sprintf("Simulación: desde %s, jugadas al azar hasta el final de la partida: %s. %s.", roName, moves, res["es"]),
	}
	if moves == "" {
		back.rollout = map[string]string{
			"en": fmt.Sprintf("Simulation: %s is already an end, nothing to play. %s.", roName, res["en"]),
			"es": fmt.Sprintf("Simulación: %s ya es un final, no hay nada que jugar. %s.", roName, res["es"]),
		}
	}
	s := tr.Step(back.k)
	name, parent := pathName(tr, s.Node), pathName(tr, tr.Parent(s.Node))
	w := fmt.Sprint(s.Value)
	if s.Value > 0 {
		w = "+" + w
	} else if s.Value < 0 {
		w = "\u2212" + fmt.Sprint(-s.Value)
	}
	mean := dec(float64(s.Value) / float64(s.Visits))
	back.sentence = map[string]string{
		"en": fmt.Sprintf("Backpropagation: %s now has N = %d visits and W = %s, so W/N = %s (MAX's point of view, as every value here). Its parent %s is MIN's to choose from: MIN prefers a low W/N, so it counts 1 − W/N as its mean.",
			name, s.Visits, w, mean, parent),
		"es": fmt.Sprintf("Retropropagación: %s tiene ahora N = %d visitas y W = %s, así que W/N = %s (desde el punto de vista de MAX, como todo valor aquí). Su padre %s es de MIN, que elige: MIN prefiere una W/N baja, así que cuenta 1 − W/N como su media.",
			name, s.Visits, w, mean, parent),
	}
	return sel, back
}

// mctsShot saves a screenshot of the element sel as path.
func mctsShot(t *testing.T, ctx context.Context, path, sel string) {
	t.Helper()
	buf, err := chromedp.Run(ctx, chromedp.Screenshot(chromedp.CSS(sel)))
	require.NoError(t, err, "screenshot of %s", sel)
	require.NoError(t, os.WriteFile(path, buf, 0o644))
}
