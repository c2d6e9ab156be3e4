//go:build browser

package web

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The lab's quality score, for the course's F at depth 1: a row per evaluation, the
// student's equal to the course's, and a last row for a move at random, the baseline
// the others beat; the note says how ties count.
func TestBrowserLabQuality(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		openLab(t, ctx, ts.URL, lang, "eval")
		setField(t, ctx, "lab-mdepth", "1")
		clickAt(t, ctx, "#lab-quality")
		waitFor(t, ctx, `!document.getElementById('lab-qtable').hidden && !document.getElementById('lab-quality').disabled`)
		rows := eval[[][]string](t, ctx, `[...document.querySelectorAll('#lab-qtable tbody tr')].map(tr => [...tr.cells].map(td => td.textContent))`)
		require.Len(t, rows, 4, "%v", rows)
		assert.Equal(t, rows[0][1], rows[1][1], "the example is the course's F")
		want := map[string][2]string{"en": {"a move at random", "Moves tied for the best value count as a pick at random"},
			"es": {"una jugada al azar", "Las jugadas empatadas en el mejor valor cuentan como una elegida al azar"}}[lang]
		assert.Equal(t, want[0], rows[3][0])
		assert.Contains(t, rows[3][1], "100")
		if lang == "es" {
			assert.Contains(t, rows[0][1], "52,8 de 100", "a decimal comma")
		} else {
			assert.Contains(t, rows[0][1], "52.8 of 100")
		}
		assert.Contains(t, text(t, ctx, "lab-progress-text"), want[1])
		screenshot(t, ctx, "lab-quality-"+lang)
		noPageErrors(t, ctx)
	})
}
