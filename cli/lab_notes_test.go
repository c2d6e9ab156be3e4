package cli

import (
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/c4"
	"github.com/gametree/gametree/msg"
)

// labRiseParts are the lab's steps with a reason of their own for a count above the
// step before: what they buy instead of nodes, or why they change nothing here.
var labRiseParts = []int{8, 11, 23, 24, 25, 26, 27, 28}

// TestLabStepWords: every lab step has a name and says what it does, in both languages
// (Spanish its own), on the command line and on the page; the steps whose count can
// rise say why.
func TestLabStepWords(t *testing.T) {
	t.Parallel()
	page := map[string]msg.PageWord{}
	for _, w := range msg.PageWords() {
		page[w.Key] = w
	}
	for _, st := range c4.LabSteps() {
		part := strconv.Itoa(st.Part)
		cases := []struct{ code, pageKey string }{
			{"c4.step_" + part, "labStep" + part},
			{"c4.step_" + part + "_about", "labAbout" + part},
		}
		for _, c := range cases {
			t.Run(c.code, func(t *testing.T) {
				t.Parallel()
				en, es := msg.Template(msg.EN, c.code), msg.Template(msg.ES, c.code)
				require.NotEmpty(t, en)
				require.NotEmpty(t, es)
				assert.NotEqual(t, en, es, "the Spanish is its own")
				assert.Equal(t, msg.PageWord{Key: c.pageKey, EN: en, ES: es}, page[c.pageKey], "the page shows it")
			})
		}
	}
	for _, part := range labRiseParts {
		code := "c4.step_" + strconv.Itoa(part) + "_rise"
		t.Run(code, func(t *testing.T) {
			t.Parallel()
			_, ok := c4.StepOfPart(part)
			require.True(t, ok, "a lab step")
			for _, lang := range []string{msg.EN, msg.ES} {
				assert.NotEmpty(t, msg.Template(lang, code), lang)
				assert.Equal(t, msg.Format(lang, code, nil), LabRiseReason(lang, part), lang)
			}
			assert.Equal(t, msg.Template(msg.EN, code), page["labRise"+strconv.Itoa(part)].EN)
		})
	}
	// a step without a reason of its own gives the general one
	assert.Equal(t, msg.Format(msg.ES, "c4.lab_rose", nil), LabRiseReason(msg.ES, 13))
	assert.NotEmpty(t, page["labRose"].ES)
}

// TestLabNotes: under the lab's table, what each step adds, then why each row that
// rose did, and no such heading when none rose.
func TestLabNotes(t *testing.T) {
	t.Parallel()
	rows := []c4.LabRow{{Part: 10, Nodes: 100}, {Part: 11, Nodes: 101, Rose: true}, {Part: 12, Nodes: 90},
		{Part: 13, Nodes: 95, Rose: true}}
	cases := []struct {
		name, lang string
		rows       []c4.LabRow
		want, not  []string
	}{
		{"rises en", msg.EN, rows,
			[]string{"What each step adds:\n  10  Moves are tried", "\n  12  The table also keeps",
				"\n\nWhy a row has more nodes than the row above:\n  11  It buys memory, not nodes",
				"\n  13  More nodes than the step before on this position"},
			[]string{"  12  More nodes", "  10  It buys"}},
		{"rises es", msg.ES, rows,
			[]string{"Qué añade cada paso:\n  10  Las jugadas", "Por qué una fila tiene más nodos que la de arriba:\n  11  Compra memoria"},
			[]string{"What each step"}},
		{"none rose", msg.EN, []c4.LabRow{{Part: 22, Nodes: 10}, {Part: 23, Nodes: 9}},
			[]string{"What each step adds:\n  22  The opponent's stones", "\n  23  Every core searches"},
			[]string{"Why a row", "lazy SMP: no core waits for another).\n\n"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			var b strings.Builder
			writeLabNotes(&b, c.lang, c.rows)
			for _, w := range c.want {
				assert.Contains(t, b.String(), w)
			}
			for _, n := range c.not {
				assert.NotContains(t, b.String(), n)
			}
		})
	}
}
