//go:build browser

package web

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserPerfectOpening plays the first four moves of the perfect connect-4
// player in each colour from the empty board, in English and in Spanish: a move the
// opening book or the solver proves says so and keeps the best exact score of every
// column the server gives; any other says "not proven", never "perfect". It logs the
// time, the column and the text of each move.
func TestBrowserPerfectOpening(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, tc := range []struct {
		lang, first, proven, notProven string
		replies                        []int
	}{
		{"en", "machine", "proven:", "not proven", []int{1, 7, 2, 6}},
		{"es", "you", "demostrado:", "no demostrado", []int{4, 1, 7, 2}},
	} {
		open(t, ctx, ts.URL, "/?view=play&game=connect4&depth=0&first="+tc.first+"&lang="+tc.lang)
		waitFor(t, ctx, `document.querySelectorAll('#play-board button.c4-col').length === 7`)
		stones := 0
		for move := 0; move < 4; move++ {
			start := time.Now()
			if tc.first == "you" || move > 0 {
				col := tc.replies[move]
				clickAt(t, ctx, fmt.Sprintf(`#play-board button.c4-col[data-col="%d"]`, col))
				stones++
			}
			stones++
			waitFor(t, ctx, fmt.Sprintf(`document.querySelectorAll('#play-board .c4-x, #play-board .c4-o').length === %d && document.getElementById('play-last').textContent !== ''`, stones))
			took := time.Since(start)
			last := text(t, ctx, "play-last")
			m := eval[map[string]any](t, ctx, `(() => { const m = gametree.player.s.lastMachine;
				return { solver: !!m.solver, book: !!m.book, move: m.move, scores: m.solver ? m.scores : null, score: m.solver ? m.score : null }; })()`)
			t.Logf("%s, machine %s, move %d: %v, column %v, scores %v: %s", tc.lang, tc.first, move+1, took.Round(time.Millisecond), m["move"], m["scores"], last)
			if m["solver"] == true && m["scores"] == nil {
				assert.NotContains(t, last, tc.notProven) // a live solve of the best column only
			} else if m["solver"] == true {
				assert.Contains(t, last, tc.proven)
				best := -100.0
				for _, v := range m["scores"].([]any) {
					if v != nil {
						best = max(best, v.(float64))
					}
				}
				col := m["move"].(string)
				assert.Equal(t, best, m["scores"].([]any)[col[0]-'1'], "the column played keeps the best score")
			} else {
				assert.Contains(t, last, tc.notProven)
			}
			if move == 0 && tc.first == "machine" {
				assert.Equal(t, true, m["book"], "the first move comes from the book")
			}
		}
		screenshot(t, ctx, "perfect-opening-"+tc.lang)
		if tc.lang == "en" {
			// "why this move?" on the first move lists every column's exact score
			open(t, ctx, ts.URL, "/?view=play&game=connect4&depth=0&first=machine&lang=en")
			waitFor(t, ctx, `document.getElementById('play-last').textContent.startsWith('The machine played')`)
			clickAt(t, ctx, `#play-why`)
			waitFor(t, ctx, `!document.getElementById('play-solver').hidden && document.querySelectorAll('#play-solver .solver-columns li').length === 7`)
			items := eval[string](t, ctx, `[...document.querySelectorAll('#play-solver .solver-columns li')].map(li => li.textContent).join('; ')`)
			t.Logf("empty board: %s", items)
			require.True(t, strings.Contains(items, "column 4: win in 21"), items)
			assert.Equal(t, "column 4: win in 21", eval[string](t, ctx, `document.querySelector('#play-solver li.chosen').textContent`))
			screenshot(t, ctx, "perfect-first-move-en")
		}
	}
	noPageErrors(t, ctx)
}
