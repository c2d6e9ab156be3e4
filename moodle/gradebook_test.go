package moodle

import (
	"bytes"
	"encoding/csv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/msg"
)

func sampleResults() (*classroom.Assignment, *classroom.Results) {
	a := &classroom.Assignment{Title: "Poda, semana 3", Tasks: []classroom.Task{{Index: 0, OutOf: 7}, {Index: 1, OutOf: 21}}}
	r := &classroom.Results{Students: []classroom.StudentRow{
		{Student: classroom.Student{Name: "Ana Pérez", Number: "A-17"}, Cells: []classroom.Cell{{Attempts: 2, Best: 7}, {Attempts: 1, Best: 12}}, Total: 19},
		{Student: classroom.Student{Name: "=HYPERLINK(\"x\")", Number: "@cmd"}, Cells: []classroom.Cell{{Attempts: 1, Best: 0}, {}}, Total: 0},
		{Student: classroom.Student{Name: "Luis", Number: ""}, Cells: []classroom.Cell{{}, {}}, Total: 0},
	}}
	return a, r
}

// TestGradebookReadsAsMoodleReadsIt: the file is UTF-8 with a byte-order mark (which
// Moodle drops), a header row of unique names, rows of as many cells, grades as
// numbers with a dot or "-" for none, the per cent at most 100; a name or number a
// spreadsheet would run is neutralised.
func TestGradebookReadsAsMoodleReadsIt(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lang string
		head []string
	}{
		{msg.EN, []string{"ID number", "Full name", "Poda, semana 3: exercise 1 (out of 7)", "Poda, semana 3: exercise 2 (out of 21)", "Poda, semana 3: total (out of 28)", "Poda, semana 3: total (%)"}},
		{msg.ES, []string{"Número de ID", "Nombre completo", "Poda, semana 3: ejercicio 1 (sobre 7)", "Poda, semana 3: ejercicio 2 (sobre 21)", "Poda, semana 3: total (sobre 28)", "Poda, semana 3: total (en %)"}},
	} {
		a, r := sampleResults()
		var b bytes.Buffer
		require.NoError(t, Gradebook(&b, a, r, tc.lang))
		text, ok := strings.CutPrefix(b.String(), "\ufeff")
		require.True(t, ok, "a byte-order mark")
		rows, err := csv.NewReader(strings.NewReader(text)).ReadAll()
		require.NoError(t, err)
		require.Len(t, rows, 4)
		assert.Equal(t, tc.head, rows[0])
		assert.Equal(t, []string{"A-17", "Ana Pérez", "7", "12", "19", "67.86"}, rows[1])
		assert.Equal(t, []string{"'@cmd", "'=HYPERLINK(\"x\")", "0", "-", "0", "0"}, rows[2])
		assert.Equal(t, []string{"", "Luis", "-", "-", "-", "-"}, rows[3])
	}
}

func TestPercent(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		score, out int
		want       string
	}{{19, 28, "67.86"}, {28, 28, "100"}, {0, 28, "0"}, {1, 3, "33.33"}, {1, 8, "12.5"}, {3, 0, "0"}} {
		assert.Equal(t, tc.want, Percent(tc.score, tc.out), "%d/%d", tc.score, tc.out)
	}
}

func TestSafeCell(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]string{"=1+2": "'=1+2", "+1": "'+1", "-1": "'-1", "@x": "'@x", "\tx": "'\tx", "Ana": "Ana", "": "", "1=2": "1=2"} {
		assert.Equal(t, want, SafeCell(in), in)
	}
}
