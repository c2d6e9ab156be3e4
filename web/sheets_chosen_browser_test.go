//go:build browser

package web

// The Practise view's worksheet of chosen trees (practise-chosen.js): a teacher fills
// the form in each language (typed tree, preset, tic-tac-toe and connect-4 positions,
// the exercise on the screen), reorders and removes items, and downloads the sheet and
// its solution from POST /api/worksheet/chosen; a refused item is named.

import (
	"context"
	"encoding/base64"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chChoose sets a select of the form and tells the form, as a choice by hand does.
func chChoose(t *testing.T, ctx context.Context, id, value string) {
	t.Helper()
	eval[any](t, ctx, `(() => { const el = document.getElementById('`+id+`'); el.value = '`+value+`'; el.dispatchEvent(new Event('change', { bubbles: true })); return 0; })()`)
	require.Equal(t, value, eval[string](t, ctx, `document.getElementById('`+id+`').value`), id)
}

// chType replaces a text field's content by typing.
func chType(t *testing.T, ctx context.Context, id, s string) {
	t.Helper()
	eval[any](t, ctx, `(() => { const e = document.getElementById('`+id+`'); e.value = ''; e.scrollIntoView({block: 'center'}); e.focus(); return 0; })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(s)))
	require.Equal(t, s, eval[string](t, ctx, `document.getElementById('`+id+`').value`), id)
}

// chAddItem fills the form with one item and adds it.
func chAddItem(t *testing.T, ctx context.Context, kind, text, depth, q string) {
	t.Helper()
	chChoose(t, ctx, "ch-kind", kind)
	if kind == "preset" {
		chChoose(t, ctx, "ch-preset", text)
	} else {
		chType(t, ctx, "ch-text", text)
	}
	if depth != "" {
		chType(t, ctx, "ch-depth", depth)
	}
	chChoose(t, ctx, "ch-q", q)
	clickAt(t, ctx, "#ch-add")
}

// chDownload clicks a download button and returns the file the page saved: its name
// and its bytes (the blob handed to URL.createObjectURL).
func chDownload(t *testing.T, ctx context.Context, button string) (string, []byte) {
	t.Helper()
	eval[any](t, ctx, `(() => { window.__blobs = []; if (!window.__hooked) { const orig = URL.createObjectURL; URL.createObjectURL = (b) => { window.__blobs.push(b); return orig(b); }; window.__hooked = true; }
		gametree.practise.chosen.lastDownload = null; return 0; })()`)
	clickAt(t, ctx, "#"+button)
	waitFor(t, ctx, `!!gametree.practise.chosen.lastDownload || document.getElementById('ch-status').classList.contains('error')`)
	require.False(t, eval[bool](t, ctx, `document.getElementById('ch-status').classList.contains('error')`), text(t, ctx, "ch-status"))
	name := eval[string](t, ctx, `gametree.practise.chosen.lastDownload.name`)
	b64 := eval[string](t, ctx, `(async () => { const b = new Uint8Array(await window.__blobs[0].arrayBuffer()); let s = ''; for (const c of b) s += String.fromCharCode(c); return btoa(s); })()`)
	body, err := base64.StdEncoding.DecodeString(b64)
	require.NoError(t, err)
	return name, body
}

func TestBrowserChosenSheet(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	for _, lang := range []string{"en", "es"} {
		t.Run(lang, func(t *testing.T) {
			ctx := browserCtx(t)
			consoleErrors(t, ctx)
			setViewport(t, ctx, 1400, 1400, false)
			openExercise(t, ctx, ts.URL, "/?view=practise&source=textbook&q=window&lang="+lang)
			want := map[string]map[string]string{
				"en": {"title": "Worksheet of chosen trees", "empty": "No trees yet: add one.", "sheet": "Worksheet · 5 exercises", "sol": "Solutions · Worksheet · 5 exercises",
					"t1": "1 · minimax values · given tree", "t2": "2 · alpha-beta evaluation order · tic-tac-toe XOX/OO./X..", "t3": "3 · alpha-beta pruning · connect-4 4453 · depth 1",
					"t4": "4 · alpha-beta with α and β at each node · textbook", "t5": "5 · alpha-beta pruning · given tree", "bad": "item 6: "},
				"es": {"title": "Hoja de árboles elegidos", "empty": "Aún no hay árboles: añade uno.", "sheet": "Hoja de ejercicios · 5 ejercicios", "sol": "Soluciones · Hoja de ejercicios · 5 ejercicios",
					"t1": "1 · valores minimax · árbol dado", "t2": "2 · orden de evaluación alfa-beta · tres en raya XOX/OO./X..", "t3": "3 · poda alfa-beta · conecta 4 4453 · profundidad 1",
					"t4": "4 · alfa-beta con α y β en cada nodo · textbook", "t5": "5 · poda alfa-beta · árbol dado", "bad": "elemento 6: "},
			}[lang]
			clickAt(t, ctx, "#ch-title")
			waitFor(t, ctx, `document.getElementById('ch-details').open`)
			assert.Equal(t, want["title"], text(t, ctx, "ch-title"))
			assert.Equal(t, want["empty"], text(t, ctx, "ch-empty"))
			assert.True(t, eval[bool](t, ctx, `document.getElementById('ch-dl-question-pdf').disabled`), "nothing to download yet")

			chAddItem(t, ctx, "tree", "((3,5),(2,9),(0,7))", "", "values")
			chAddItem(t, ctx, "preset", "figure-5.2", "", "prune")
			chAddItem(t, ctx, "tictactoe", "XOX/OO./X..", "0", "order")
			chAddItem(t, ctx, "connect4", "4453", "1", "prune")
			clickAt(t, ctx, "#ch-add-current") // the textbook's window exercise on the screen
			chAddItem(t, ctx, "tree", "A(B(3,5),C(2,9))", "", "prune")
			labels := `Array.from(document.querySelectorAll('#ch-items .ch-item-label'), (e) => e.textContent)`
			require.Len(t, eval[[]string](t, ctx, labels), 6)
			// a seventh is refused by the page: the sheet holds six
			assert.True(t, eval[bool](t, ctx, `document.getElementById('ch-add').disabled`))
			// remove the preset (2nd), move the current exercise (now 4th) below the connect-4 ... and back up
			clickAt(t, ctx, "#ch-items li:nth-child(2) .ch-remove")
			clickAt(t, ctx, "#ch-items li:nth-child(4) .ch-down")
			clickAt(t, ctx, "#ch-items li:nth-child(5) .ch-up")
			got := eval[[]string](t, ctx, labels)
			require.Len(t, got, 5)
			assert.Contains(t, got[0], "((3,5),(2,9),(0,7))")
			assert.Contains(t, got[1], "XOX/OO./X..")
			assert.Contains(t, got[2], "4453")
			assert.Contains(t, got[3], "α") // the textbook's window exercise, the preset named by its title
			assert.Contains(t, got[4], "A(B(3,5),C(2,9))")
			chChoose(t, ctx, "ch-lang", lang)
			screenshot(t, ctx, "sheets-form-"+lang)

			name, svg := chDownload(t, ctx, "ch-dl-question-svg")
			assert.Equal(t, "gametree-worksheet-chosen-5-question-"+lang+".svg", name)
			s := svgWords(svg)
			for _, k := range []string{"sheet", "t1", "t2", "t3", "t4", "t5"} {
				assert.Contains(t, s, want[k], k)
			}
			assert.Less(t, strings.Index(s, want["t1"]), strings.Index(s, want["t5"]), "in the list's order")
			assert.NotContains(t, string(svg), `pruned"`, "the question tells nothing of the search")
			name, pdf := chDownload(t, ctx, "ch-dl-solution-pdf")
			assert.Equal(t, "gametree-worksheet-chosen-5-solution-"+lang+".pdf", name)
			assert.True(t, strings.HasPrefix(string(pdf), "%PDF-"))
			require.NoError(t, os.WriteFile(filepath.Join(artifactDir(t), "sheets-chosen-solution-"+lang+".pdf"), pdf, 0o644))
			name, png := chDownload(t, ctx, "ch-dl-question-png")
			assert.Equal(t, "gametree-worksheet-chosen-5-question-"+lang+".png", name)
			assert.True(t, strings.HasPrefix(string(png), "\x89PNG"))
			require.NoError(t, os.WriteFile(filepath.Join(artifactDir(t), "sheets-chosen-question-"+lang+".png"), png, 0o644))
			_, sol := chDownload(t, ctx, "ch-dl-solution-svg")
			assert.Contains(t, svgWords(sol), want["sol"])

			// the other language's sheet, from the same list
			other := map[string]string{"en": "es", "es": "en"}[lang]
			chChoose(t, ctx, "ch-lang", other)
			name, _ = chDownload(t, ctx, "ch-dl-question-pdf")
			assert.Equal(t, "gametree-worksheet-chosen-5-question-"+other+".pdf", name)

			// a connect-4 position too deep for an exercise: the server names the item,
			// in the page's language whatever the sheet's
			chAddItem(t, ctx, "connect4", "4453", "3", "values")
			eval[any](t, ctx, `(gametree.practise.chosen.lastDownload = null, 0)`)
			clickAt(t, ctx, "#ch-dl-question-svg")
			waitFor(t, ctx, `document.getElementById('ch-status').classList.contains('error')`)
			assert.True(t, strings.HasPrefix(text(t, ctx, "ch-status"), want["bad"]), text(t, ctx, "ch-status"))
			screenshot(t, ctx, "sheets-form-error-"+lang)
			chChoose(t, ctx, "ch-lang", lang)
			clickAt(t, ctx, "#ch-items li:nth-child(6) .ch-remove")
			require.Len(t, eval[[]string](t, ctx, labels), 5)

			// the page's language relabels the form and keeps the list
			require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`[data-lang="`+other+`"]`))))
			waitFor(t, ctx, `document.getElementById('ch-title').textContent !== '`+want["title"]+`'`)
			assert.Len(t, eval[[]string](t, ctx, labels), 5)
			noPageErrors(t, ctx)
		})
	}
}
