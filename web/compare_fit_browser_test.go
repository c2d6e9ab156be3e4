//go:build browser

package web

// Browser test of the comparison's trees side by side: however many searches, their
// panels stay on the page, and tic-tac-toe boards in them can be read.

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// comparePanels describes the compared trees as shown: how far each panel (and its
// "open in the stepper" button) reaches past the page's right edge, and the smallest
// tic-tac-toe cell drawn in it (on screen, in CSS pixels: a board's grid is three
// cells wide).
const comparePanels = `(() => {
	const page = document.documentElement.clientWidth;
	const out = { panels: [], cells: [] };
	for (const card of document.querySelectorAll('#cmp-trees .cmp-tree')) {
		const r = card.getBoundingClientRect(), open = card.querySelector('.cmp-open').getBoundingClientRect();
		out.panels.push({ right: r.right - page, open: open.right - page, width: r.width });
		let cell = Infinity;
		for (const g of card.querySelectorAll('g.node.board')) {
			const grid = g.querySelector('a > path');
			if (!grid || getComputedStyle(g).visibility !== 'visible') continue;
			cell = Math.min(cell, grid.getBoundingClientRect().width / 3);
		}
		out.cells.push(cell === Infinity ? 0 : cell);
	}
	return out;
})()`

type comparePanelsReport struct {
	Panels []struct {
		Right, Open, Width float64
	} `json:"panels"`
	Cells []float64 `json:"cells"`
}

// Four searches compared at 1400 px: the fourth panel ran off the page (its "open in
// the stepper" clipped) and the tic-tac-toe boards in the trees were too small to
// read (cells of 5 pixels). Every panel ends inside the page, wrapping to the next
// row on a narrower one, and the boards' cells are 12 CSS pixels at least (a wider
// tree scrolls in its panel); in both languages.
func TestBrowserCompareFourSearchesFit(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, vp := range []struct {
		name   string
		w, h   int64
		mobile bool
	}{{"1400x900", 1400, 900, false}, {"1000x800", 1000, 800, false}, {"390x844", 390, 844, true}} {
		for _, lang := range []string{"en", "es"} {
			t.Run(vp.name+"/"+lang, func(t *testing.T) {
				setViewport(t, ctx, vp.w, vp.h, vp.mobile)
				open(t, ctx, ts.URL, "/?view=compare&game=tictactoe&position=XOX.O....&algos=minimax,alphabeta,alphabeta%2Border,negamax&lang="+lang)
				waitFor(t, ctx, `gametree.compare && gametree.compare.ready && gametree.compare.trees.length === 4`)
				got := eval[comparePanelsReport](t, ctx, comparePanels)
				require.Len(t, got.Panels, 4)
				for k, p := range got.Panels {
					assert.LessOrEqual(t, p.Right, 0.5, "panel %d ends inside the page", k+1)
					assert.LessOrEqual(t, p.Open, 0.5, "panel %d's open button inside the page", k+1)
				}
				for k, c := range got.Cells {
					assert.GreaterOrEqual(t, c, 12.0, "panel %d: its boards' cells can be read", k+1)
				}
				if !vp.mobile {
					screenshot(t, ctx, "compare-four-searches-"+vp.name+"-"+lang)
				}
			})
		}
	}
	noPageErrors(t, ctx)
}
