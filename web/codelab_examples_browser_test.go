//go:build browser

package web

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/lab"
)

// Every shipped example runs in the page, as a student picks it: its kind chosen, its
// code's language, the example chosen, Run. The Starlark ones in English, and one of
// each kind in Spanish (the same code, the page's words: TestBrowserSpanishWords reads
// every view's); of the JavaScript ones, whose twins give the same values and verdicts
// (lab's and labcheck's tests), one of each kind, in English (the tutorial's has a
// test of its own: codelab_tutorial_browser_test.go). No error under the editor; the search is
// drawn with its step number and the stepper's sentence; a search that does what the
// course's algorithm does opens the course's search at its last step, the wrong one
// at its first divergence.
func TestBrowserLabEveryExample(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		stepOf := map[string]string{"en": "Step %d of %d", "es": "Paso %d de %d"}[lang]
		for _, x := range lab.Examples() {
			if lang != "en" && (x.Lang == lab.JavaScript || !oneOfEachKind[x.Name]) {
				continue
			}
			if x.Lang == lab.JavaScript && !oneOfEachKind[x.Name] {
				continue
			}
			t.Run(x.Name+"-"+string(x.Lang), func(t *testing.T) {
				openLab(t, ctx, ts.URL, lang, string(x.Kind))
				setField(t, ctx, "lab-codelang", string(x.Lang))
				setField(t, ctx, "lab-example", x.Name)
				require.Equal(t, x.Name, eval[string](t, ctx, `document.getElementById('lab-example').value`))
				clickAt(t, ctx, "#lab-run")
				waitFor(t, ctx, `!document.getElementById('lab-run').disabled && (!document.getElementById('lab-error').hidden || (window.gametree.lab.tr && !document.getElementById('lab-stepper').hidden))`)
				assert.True(t, eval[bool](t, ctx, `document.getElementById('lab-error').hidden`), "error shown: %s", text(t, ctx, "lab-error-text"))
				k, n := eval[int](t, ctx, `window.gametree.lab.k`), eval[int](t, ctx, `window.gametree.lab.tr.S`)
				assert.Equal(t, fmt.Sprintf(stepOf, k+1, n), text(t, ctx, "lab-stepno"))
				assert.NotEmpty(t, text(t, ctx, "lab-say"), "the stepper's sentence")
				if x.Kind == lab.KindSearch {
					ok := eval[bool](t, ctx, `window.gametree.lab.report.ok`)
					// seed 002's Java transcription overwrites α: not alpha-beta either
					wrong := strings.HasSuffix(x.Name, "_wrong") || strings.HasSuffix(x.Name, "_java")
					assert.Equal(t, !wrong, ok, "verdict: %s", text(t, ctx, "lab-verdict"))
					if ok {
						assert.Equal(t, n-1, k, "a search that matches opens at the last step")
					}
				}
				if x.Game != "" {
					assert.Equal(t, x.Game, eval[string](t, ctx, `document.getElementById('lab-sgame').value`), "the example's problem")
				}
				screenshot(t, ctx, "lab-example-"+x.Name+"-"+string(x.Lang)+"-"+lang)
				noPageErrors(t, ctx)
			})
		}
	})
}

// oneOfEachKind are the examples run in the page in JavaScript, and in Spanish: an
// evaluation, a game, a search (and the wrong search, whose verdict is a divergence).
var oneOfEachKind = map[string]bool{"connect4_course": true, "nim": true, "search_alphabeta": true, "search_alphabeta_wrong": true}
