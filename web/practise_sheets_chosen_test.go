package web

import (
	"bytes"
	"encoding/json"
	"html"
	"image/png"
	"net/http"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// postChosen posts a chosen sheet's body (JSON) to /api/worksheet/chosen?query.
func postChosen(t *testing.T, h http.Handler, query, body string) response {
	t.Helper()
	return do(t, h, http.MethodPost, "/api/worksheet/chosen?"+query, strings.NewReader(body), map[string]string{"Content-Type": "application/json"})
}

// svgWords is the text of a sheet's <text> elements joined by spaces: a label that
// wraps reads as one line.
func svgWords(svg []byte) string {
	var parts []string
	for _, m := range svgText.FindAllSubmatch(svg, -1) {
		parts = append(parts, html.UnescapeString(string(m[1])))
	}
	return strings.Join(parts, " ")
}

var svgText = regexp.MustCompile(`<text[^>]*>([^<]*)</text>`)

// A teacher's items, as JSON objects or as lines, give the sheet and its solution in
// both languages and every format, the exercises in the items' order.
func TestChosenSheet(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	items := `{"items": [{"source": "tree", "position": "((3,5),(2,9),(0,7))", "q": "values"},
		{"source": "textbook", "q": "window", "fail-hard": true},
		{"source": "tictactoe", "position": "XOX/OO./X..", "q": "prune"},
		{"source": "connect4", "position": "4453", "depth": 1, "q": "order"}]}`
	r := postChosen(t, h, "lang=es", items)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "image/svg+xml", r.header.Get("Content-Type"))
	assert.Equal(t, `attachment; filename="gametree-worksheet-chosen-4-question-es.svg"`, r.header.Get("Content-Disposition"))
	q := svgWords(r.body)
	for _, want := range []string{"Hoja de ejercicios · 4 ejercicios", "1 · valores minimax · árbol dado", "2 · alfa-beta con α y β en cada nodo · textbook · fail-hard",
		"3 · poda alfa-beta · tres en raya XOX/OO./X..", "4 · orden de evaluación alfa-beta · conecta 4 4453 · profundidad 1"} {
		assert.Contains(t, q, want)
	}
	assert.Less(t, strings.Index(q, "1 · valores"), strings.Index(q, "4 · orden"), "in the items' order")
	assert.NotContains(t, string(r.body), `pruned"`, "a question tells nothing of the search")
	assert.NotContains(t, q, "semilla")

	r = postChosen(t, h, "part=solution&lang=en", items)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Contains(t, string(r.body), "Solutions · Worksheet · 4 exercises")
	assert.Contains(t, string(r.body), "pruned")

	r = postChosen(t, h, "format=pdf", items)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Equal(t, "application/pdf", r.header.Get("Content-Type"))
	assert.True(t, bytes.HasPrefix(r.body, []byte("%PDF-")))
	r = postChosen(t, h, "format=png&dpi=72&part=solution", items)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	_, err := png.DecodeConfig(bytes.NewReader(r.body))
	require.NoError(t, err)

	// a page in English prints a Spanish sheet; its refusals stay in English
	r = postChosen(t, h, "lang=en&sheet-lang=es&part=solution", items)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Contains(t, svgWords(r.body), "Soluciones · Hoja de ejercicios · 4 ejercicios")
	assert.Equal(t, `attachment; filename="gametree-worksheet-chosen-4-solution-es.svg"`, r.header.Get("Content-Disposition"))
	r = postChosen(t, h, "lang=en&sheet-lang=es", `{"items":[{"source":"chess"}]}`)
	require.Equal(t, http.StatusBadRequest, r.code)
	assert.Contains(t, string(r.body), `"error":"item 1: `)

	// the same list as lines
	text, _ := json.Marshal("tree ((3,5),(2,9),(0,7)) q=values\n# a comment\ntextbook q=window fail-hard")
	r = postChosen(t, h, "lang=en", `{"text": `+string(text)+`}`)
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	assert.Contains(t, svgWords(r.body), "2 · alpha-beta with α and β at each node · textbook · fail-hard")
}

// Bad requests answer 4xx with a coded message in the user's language, naming the
// item (or the line).
func TestChosenSheetErrors(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	six := strings.Repeat(`{"source":"textbook"},`, 6)
	for _, c := range []struct {
		query, body, ctype string
		status             int
		code, es           string
	}{
		{"lang=es", `{"items":[{"source":"textbook"},{"source":"tree","position":"((3,5),(2"}]}`, "", 400, "worksheet.item", "elemento 2: "},
		{"lang=es", `{"items":[{"source":"textbook"},{"source":"connect4","position":"4453","depth":3}]}`, "", 400, "worksheet.item", "elemento 2: el árbol de este ejercicio tiene 66 nodos"},
		{"lang=es", `{"items":[{"source":"connect4","position":"4453"}]}`, "", 400, "worksheet.item", "elemento 1: depth"},
		{"lang=es", `{"items":[{"source":"textbook"},{"source":"textbook"},{"source":"chess"}]}`, "", 400, "worksheet.item", "elemento 3: source"},
		{"lang=es", `{"items":[{"source":"lab:abcd"}]}`, "", 400, "worksheet.item", "elemento 1: un juego de un estudiante"},
		{"lang=es", `{"items":[` + six + `{"source":"textbook"}]}`, "", 400, "worksheet.items", "una hoja de árboles elegidos lleva de 1 a 6 elementos, no 7"},
		{"lang=es", `{"items":[]}`, "", 400, "worksheet.items", "una hoja de árboles elegidos"},
		{"lang=es", `{"text":"textbook\nchess e4"}`, "", 400, "worksheet.line", "línea 2: \"chess\" no es un tipo de árbol"},
		{"lang=es", `{"items":[{"source":"textbook"}],"text":"textbook"}`, "", 400, "worksheet.item_json", "el cuerpo debe ser"},
		{"lang=es", `{"item":[]}`, "", 400, "worksheet.chosen_name", "nombre desconocido \"item\""},
		{"lang=es", `[1]`, "", 400, "worksheet.item_json", "el cuerpo debe ser"},
		{"lang=es&count=3", `{"items":[{"source":"textbook"}]}`, "", 400, "worksheet.chosen_name", "nombre desconocido \"count\""},
		{"lang=es&sheet-lang=fr", `{"items":[{"source":"textbook"}]}`, "", 400, "worksheet.sheet_lang", "sheet-lang \"fr\": una hoja se escribe"},
		{"lang=es&format=gif", `{"items":[{"source":"textbook"}]}`, "", 400, "worksheet.format", "format \"gif\""},
		{"lang=es&dpi=5000&format=png", `{"items":[{"source":"textbook"}]}`, "", 400, "picture.dpi", ""},
		{"lang=es", `items=textbook`, "application/x-www-form-urlencoded", 415, "worksheet.chosen_type", "POST /api/worksheet/chosen lee un cuerpo JSON"},
	} {
		ctype := c.ctype
		if ctype == "" {
			ctype = "application/json"
		}
		r := do(t, h, http.MethodPost, "/api/worksheet/chosen?"+c.query, strings.NewReader(c.body), map[string]string{"Content-Type": ctype})
		require.Equal(t, c.status, r.code, "%s: %s", c.body, r.body)
		var e struct{ Error, Code string }
		require.NoError(t, json.Unmarshal(r.body, &e), "%s", r.body)
		assert.Equal(t, c.code, e.Code, c.body)
		assert.True(t, strings.HasPrefix(e.Error, c.es), "%s: %s", c.body, e.Error)
	}
	// English too
	r := postChosen(t, h, "lang=en", `{"items":[{"source":"textbook"},{"source":"tree","position":"((3,5),(2"}]}`)
	require.Equal(t, http.StatusBadRequest, r.code)
	assert.Contains(t, string(r.body), `"error":"item 2: `)
}
