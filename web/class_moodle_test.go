package web

import (
	"encoding/csv"
	"encoding/xml"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// TestDownloadName: every download of a class is named by downloadName alone (the
// page saves it under the server's Content-Disposition).
func TestDownloadName(t *testing.T) {
	t.Parallel()
	day := time.Date(2025, 3, 14, 23, 30, 0, 0, time.FixedZone("CET", 3600))
	for _, tc := range []struct {
		class, title, kind, ext, want string
	}{
		{"Algorithms 2B", "Pruning, week 3", "", "csv", "gametree-algorithms-2b-pruning-week-3-20250314.csv"},
		{"Algoritmos 2ºB", "¡Poda! (semana 3)", "moodle", "csv", "gametree-algoritmos-2-b-poda-semana-3-moodle-20250314.csv"},
		{"Árboles", "Año ñandú", "moodle", "xml", "gametree-arboles-ano-nandu-moodle-20250314.xml"},
		{`"; x=../../etc`, `</a>`, "", "csv", "gametree-x-etc-a-20250314.csv"},
		{"***", "日本", "", "csv", "gametree-class-class-20250314.csv"},
	} {
		got := downloadName(tc.class, tc.title, tc.kind, tc.ext, day)
		assert.Equal(t, tc.want, got)
		assert.NotContains(t, got, `"`)
		assert.NotContains(t, got, "/")
	}
}

// disposition is the Content-Disposition of a class's download named by
// downloadName, on one of the days around the request.
func assertNamed(t *testing.T, r response, kind, ext string, before time.Time) {
	t.Helper()
	got := r.header.Get("Content-Disposition")
	var names []string
	for _, day := range []time.Time{before, time.Now()} {
		names = append(names, `attachment; filename="`+downloadName("Algorithms 2B", "Pruning, week 3", kind, ext, day)+`"`)
	}
	assert.Contains(t, names, got)
}

// TestClassMoodleDownloads: the teacher's results as Moodle's gradebook CSV and the
// assignment's exercises as Moodle XML, in both languages, on both databases; named
// as the page names them; refused without the teacher's key.
func TestClassMoodleDownloads(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		s, _ := classServer(t, db)
		h := s.Handler()
		tc := makeClass(t, h, "")
		ana := join(t, h, tc.assignment, "Ana")
		join(t, h, tc.assignment, "=cmd|' /C calc'!A0")
		require.Equal(t, http.StatusCreated, handIn(t, h, tc.assignment, ana, 1, "s1", oneWrong).code)
		base := "/api/classes/" + tc.id + "/assignments/" + tc.assignment
		before := time.Now()

		for _, lang := range []string{"en", "es"} {
			r := call(t, h, http.MethodGet, base+"/results?format=moodle-csv&lang="+lang, tc.key, nil)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			assert.Equal(t, "text/csv; charset=utf-8", r.header.Get("Content-Type"))
			assertNamed(t, r, "moodle", "csv", before)
			rows, err := csv.NewReader(strings.NewReader(strings.TrimPrefix(string(r.body), "\ufeff"))).ReadAll()
			require.NoError(t, err)
			require.Len(t, rows, 3)
			head := map[string]string{"en": "ID number", "es": "Número de ID"}[lang]
			assert.Equal(t, head, rows[0][0])
			byName := map[string][]string{}
			for _, row := range rows[1:] {
				byName[row[1]] = row
			}
			assert.Equal(t, []string{"7", "Ana", "5", "-", "5", "38.46"}, byName["Ana"], "the textbook: 5 of 6 (a cut missed), no minimax attempt: 5 of 13")
			assert.Equal(t, []string{"7", "'=cmd|' /C calc'!A0", "-", "-", "-", "-"}, byName["'=cmd|' /C calc'!A0"])

			r = call(t, h, http.MethodGet, base+"/moodle.xml?lang="+lang, tc.key, nil)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			assert.Equal(t, "application/xml; charset=utf-8", r.header.Get("Content-Type"))
			assertNamed(t, r, "moodle", "xml", before)
			var q struct {
				Questions []struct {
					Type string `xml:"type,attr"`
					Name string `xml:"name>text"`
				} `xml:"question"`
			}
			require.NoError(t, xml.Unmarshal(r.body, &q))
			require.Len(t, q.Questions, 3)
			assert.Equal(t, []string{"category", "cloze", "cloze"}, []string{q.Questions[0].Type, q.Questions[1].Type, q.Questions[2].Type})
			want := map[string]string{"en": "Pruning, week 3 · 2 · Minimax values of the inner nodes", "es": "Pruning, week 3 · 2 · Valores minimax de los nodos interiores"}[lang]
			assert.Equal(t, want, q.Questions[2].Name)
		}
		r := call(t, h, http.MethodGet, base+"/results?format=csv", tc.key, nil)
		require.Equal(t, http.StatusOK, r.code)
		assertNamed(t, r, "", "csv", before)

		// refusals
		for _, c := range []struct {
			target, key string
			code        int
		}{
			{base + "/moodle.xml", "wrong", http.StatusNotFound},
			{base + "/moodle.xml", "", http.StatusNotFound},
			{base + "/results?format=moodle-csv", "wrong", http.StatusNotFound},
			{"/api/classes/" + tc.id + "/assignments/nope/moodle.xml", tc.key, http.StatusNotFound},
			{base + "/results?format=moodle", tc.key, http.StatusBadRequest},
		} {
			r := call(t, h, http.MethodGet, c.target, c.key, nil)
			assert.Equal(t, c.code, r.code, "%s %s", c.target, r.body)
			assert.Contains(t, r.header.Get("Content-Type"), "application/json", c.target)
		}
	})
}
