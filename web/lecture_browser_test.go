//go:build browser

package web

// The stepper's downloads offer the search's lecture: the key steps' slides as PDF,
// every step's, and the key steps as Beamer source, in the page's language, named by
// what they hold; the links answer the files they name.

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestBrowserLectureLinks(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		setViewport(t, ctx, 1400, 900, false)
		open(t, ctx, ts.URL, "/?lang="+lang)
		waitTree(t, ctx)
		eval[any](t, ctx, `document.querySelector('details.downloads').open = true, 0`)
		screenshot(t, ctx, "lecture-links-"+lang)
		words := map[string][]string{
			"en": {"Lecture (PDF)", "Key steps", "Every step", "Beamer (LaTeX source)"},
			"es": {"Clase en diapositivas (PDF)", "Pasos clave", "Todos los pasos", "Beamer (fuente LaTeX)"},
		}[lang]
		menu := eval[string](t, ctx, `document.querySelector('details.downloads .menu').innerText`)
		for _, w := range words {
			assert.Contains(t, menu, w)
		}
		for id, want := range map[string]struct{ file, head string }{
			"dl-lecture-key-pdf": {"gametree-tree-lecture-key.pdf", "%PDF"},
			"dl-lecture-all-pdf": {"gametree-tree-lecture-all.pdf", "%PDF"},
			"dl-lecture-key-tex": {"gametree-tree-lecture-key.tex", "% "},
		} {
			file := eval[string](t, ctx, `document.getElementById('`+id+`').getAttribute('download')`)
			assert.Equal(t, want.file, file, id)
			href := eval[string](t, ctx, `document.getElementById('`+id+`').getAttribute('href')`)
			assert.Contains(t, href, "lang="+lang, id)
			got := eval[[]string](t, ctx, `fetch(document.getElementById('`+id+`').href).then(async r => [String(r.status), r.headers.get('Content-Disposition') || '', (await r.text()).slice(0, 200)])`)
			require.Len(t, got, 3)
			assert.Equal(t, "200", got[0], "%s: %s", id, got[2])
			assert.Contains(t, got[1], `filename="`+want.file+`"`, id)
			assert.True(t, strings.HasPrefix(got[2], want.head), "%s: %q", id, got[2])
			if strings.HasSuffix(file, ".tex") && lang == "es" {
				assert.Contains(t, got[2], "Hecho con gametree")
			}
		}
		noPageErrors(t, ctx)
	})
}
