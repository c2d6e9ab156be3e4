//go:build browser

package web

// Browser tests of the Compare view: one problem, several searches; the table, the bar
// chart, the trees stepping together, the depth sweep.

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The textbook tree compared: minimax visits all 10 nodes and 6 leaves; alpha-beta 8
// nodes and 4 leaves with 2 cutoffs; both find 3. The chart is drawn, the trees step
// together (by share of the steps, and leaf by leaf), in English and Spanish.
func TestBrowserCompareTextbook(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range []struct {
		lang, head, minimax, alphabeta, leaf string
	}{
		{"en", "Nodes visited", "Minimax", "Alpha-beta", "Leaf 2 of 6"},
		{"es", "Nodos visitados", "Minimax", "Poda alfa-beta", "Hoja 2 de 6"},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			open(t, ctx, ts.URL, "/?view=compare&game=tree&position=textbook&algos=minimax,alphabeta&lang="+tc.lang)
			waitFor(t, ctx, `gametree.compare.rows && gametree.compare.trees.length === 2 && document.querySelectorAll('#cmp-body tr').length === 2`)
			waitFor(t, ctx, `document.getElementById('cmp-chart').complete && document.getElementById('cmp-chart').naturalWidth > 0`)
			rows := eval[[][]string](t, ctx, `[...document.querySelectorAll('#cmp-body tr')].map(r => [...r.children].map(c => c.textContent))`)
			require.Len(t, rows, 2)
			// search, nodes, leaves, cutoffs, table hits, time, value
			assert.Equal(t, []string{tc.minimax, "10", "6", "0", "0"}, rows[0][:5])
			assert.Equal(t, []string{tc.alphabeta, "8", "4", "2", "0"}, rows[1][:5])
			assert.Equal(t, "3", rows[0][6])
			assert.Equal(t, "3", rows[1][6])
			assert.Contains(t, rows[0][5], "ms")
			assert.Equal(t, tc.head, eval[string](t, ctx, `document.querySelector('#cmp-table thead th:nth-child(2)').textContent`))
			// the chart is an SVG of the same problem in the page's language, to download too
			src := eval[string](t, ctx, `document.getElementById('cmp-chart').getAttribute('src')`)
			assert.Contains(t, src, "/api/compare/chart?")
			assert.Contains(t, src, "lang="+tc.lang)
			assert.Equal(t, src, eval[string](t, ctx, `document.getElementById('cmp-chart-dl').getAttribute('href')`))
			// the trees: both drawn, at the end first; halfway through the steps each
			// shows its own halfway step
			assert.Equal(t, 2, eval[int](t, ctx, `document.querySelectorAll('#cmp-trees svg.gt').length`))
			eval[any](t, ctx, `(() => { const s = document.getElementById('cmp-slider'); s.value = '500'; s.dispatchEvent(new Event('input')); return 0; })()`)
			ks := eval[[]int](t, ctx, `gametree.compare.trees.map(x => x.k)`)
			ss := eval[[]int](t, ctx, `gametree.compare.trees.map(x => x.tr.S)`)
			for i := range ks {
				assert.Equal(t, (ss[i]-1+1)/2, ks[i], "tree %d halfway", i) // Math.round((S-1)/2)
			}
			// leaf by leaf: at leaf 2 both searches have evaluated their second leaf
			eval[any](t, ctx, `(() => { const s = document.getElementById('cmp-sync'); s.value = 'leaf'; s.dispatchEvent(new Event('change')); const r = document.getElementById('cmp-slider'); r.value = '2'; r.dispatchEvent(new Event('input')); return 0; })()`)
			assert.Equal(t, tc.leaf, text(t, ctx, "cmp-pos"))
			leaves := eval[[]int](t, ctx, `gametree.compare.trees.map(x => x.tr.countsAt(x.k).leaves)`)
			assert.Equal(t, []int{2, 2}, leaves)
			// each tree says what its search does there, as the stepper would
			if tc.lang == "en" {
				assert.Equal(t, []string{"B2 is a leaf worth 5.", "B2 is a leaf worth 5."}, eval[[]string](t, ctx, `[...document.querySelectorAll('.cmp-tree-say')].map(p => p.textContent)`))
			}
			// a tree opens in the stepper at the step it shows (Back returns)
			say := eval[string](t, ctx, `document.querySelectorAll('.cmp-tree-say')[1].textContent`)
			k := eval[int](t, ctx, `gametree.compare.trees[1].k`)
			clickAt(t, ctx, ".cmp-tree:nth-child(2) .cmp-open")
			waitFor(t, ctx, fmt.Sprintf(`gametree.view === 'explore' && gametree.explorer.tr && gametree.explorer.k === %d && !gametree.explorer.loadingKey`, k))
			assert.Equal(t, say, text(t, ctx, "sentence"))
			assert.Equal(t, "alphabeta", eval[string](t, ctx, `gametree.explorer.tr.doc.algorithm`))
			clickAt(t, ctx, "#btn-up")
			waitFor(t, ctx, `gametree.view === 'compare' && document.querySelector('aside.problem').parentElement.id === 'cmp-form-slot'`)
			assert.Equal(t, 2, eval[int](t, ctx, `document.querySelectorAll('#cmp-body tr').length`))
			// the cut part of alpha-beta's tree shows as pruned at the end
			clickAt(t, ctx, "#cmp-last")
			assert.Equal(t, 2, eval[int](t, ctx, `document.querySelectorAll('#cmp-trees .cmp-tree:nth-child(2) .node.st-cut').length`), "C2 and D2 pruned")
			screenshot(t, ctx, "compare-textbook-"+tc.lang)
		})
	}
	noPageErrors(t, ctx)
}

// The depth sweep draws its log-scale chart (small: a few trees, depth 3).
func TestBrowserCompareSweep(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	open(t, ctx, ts.URL, "/?view=compare&game=tree&position=textbook&algos=minimax,alphabeta&lang=en")
	waitFor(t, ctx, `gametree.compare.ready === gametree.compare.seq`)
	eval[any](t, ctx, `(() => { document.getElementById('sw-depth').value = '3'; document.getElementById('sw-trees').value = '5'; return 0; })()`)
	clickAt(t, ctx, "#sw-go")
	waitFor(t, ctx, `document.getElementById('sw-chart').complete && document.getElementById('sw-chart').naturalWidth > 0 && !document.getElementById('sw-chart').hidden`)
	src := eval[string](t, ctx, `document.getElementById('sw-chart').getAttribute('src')`)
	for _, want := range []string{"/api/compare/sweep?", "format=svg", "depth=1..3", "trees=5", "algos=minimax%2Calphabeta"} {
		assert.Contains(t, src, want)
	}
	assert.True(t, eval[bool](t, ctx, `document.getElementById('sw-error').hidden`))
	screenshot(t, ctx, fmt.Sprintf("compare-sweep-%s", "en"))
	// the random trees are the only sweep of an explicit tree
	assert.True(t, eval[bool](t, ctx, `document.querySelector('#sw-what option[value="position"]').disabled`))

	// a game's position: one depth-limited search per depth, nodes counted
	open(t, ctx, ts.URL, "/?view=compare&game=tictactoe&position=XOX.O....&algos=minimax,alphabeta&lang=es")
	waitFor(t, ctx, `gametree.compare.ready === gametree.compare.seq`)
	eval[any](t, ctx, `(() => { const w = document.getElementById('sw-what'); w.value = 'position'; w.dispatchEvent(new Event('change')); document.getElementById('sw-metric').value = 'nodes'; document.getElementById('sw-depth').value = '4'; return 0; })()`)
	assert.True(t, eval[bool](t, ctx, `document.getElementById('sw-b').closest('.field').hidden`), "no branching for a position")
	clickAt(t, ctx, "#sw-go")
	waitFor(t, ctx, `document.getElementById('sw-chart').complete && document.getElementById('sw-chart').naturalWidth > 0 && !document.getElementById('sw-chart').hidden && document.getElementById('sw-chart').getAttribute('src').includes('tictactoe')`)
	src = eval[string](t, ctx, `document.getElementById('sw-chart').getAttribute('src')`)
	for _, want := range []string{"game=tictactoe", "position=XOX.O....", "depth=1..4", "metric=nodes", "lang=es"} {
		assert.Contains(t, src, want)
	}
	assert.NotContains(t, src, "trees=")
	// MCTS against alpha-beta (compare-mcts.js), in Spanish: the shares of optimal moves
	// by node budget, each with its bar, and a tally in both colours
	eval[any](t, ctx, `(() => { document.getElementById('mv-budgets').value = '100,1000'; document.getElementById('mv-positions').value = '10'; return 0; })()`)
	clickAt(t, ctx, "#mv-go")
	waitFor(t, ctx, `document.querySelectorAll('#mv-body tr').length === 2`)
	assert.Equal(t, "MCTS: jugadas óptimas", eval[string](t, ctx, `document.querySelector('#mv-table thead th:nth-child(2)').textContent`))
	cells := eval[[]string](t, ctx, `[...document.querySelectorAll('#mv-body tr:first-child > *')].map(c => c.textContent)`)
	require.Len(t, cells, 3)
	assert.Equal(t, "100", cells[0])
	assert.Regexp(t, `^\d+ de 10 \(\d+(,\d)? %\)$`, cells[1])
	assert.Equal(t, 4, eval[int](t, ctx, `document.querySelectorAll('#mv-body .mv-bar').length`))
	eval[any](t, ctx, `(() => { document.getElementById('mv-play-game').value = 'tictactoe'; document.getElementById('mv-opponents').value = 'ab1'; document.getElementById('mv-iterations').value = '50'; return 0; })()`)
	clickAt(t, ctx, "#mv-play-go")
	waitFor(t, ctx, `document.querySelectorAll('#mv-tally-body tr').length === 2`)
	row := eval[[]string](t, ctx, `[...document.querySelectorAll('#mv-tally-body tr:first-child > *')].map(c => c.textContent)`)
	assert.Equal(t, []string{"alfa-beta, profundidad 1", "primero"}, row[:2])
	assert.True(t, eval[bool](t, ctx, `document.getElementById('mv-error').hidden && document.getElementById('mv-play-error').hidden`))
	screenshot(t, ctx, "compare-sweep-tictactoe-es") // the MCTS section too
	eval[any](t, ctx, `localStorage.removeItem('gametree.lang'), 0`)
	noPageErrors(t, ctx)
}
