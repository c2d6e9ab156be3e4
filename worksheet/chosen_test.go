package worksheet

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/trace"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// chosenItems is a teacher's list: a typed tree, a preset, a tic-tac-toe position
// and a connect-4 position with a depth limit, one question kind each.
const chosenItems = `# a teacher's sheet
tree ((3,5),(2,9),(0,7)) q=values
preset figure-5.2 q=window fail-hard
tictactoe XOX/OO./X.. q=prune

connect4 4453 depth=1 q=order`

func chosen(t *testing.T, text string) []*exercise.Exercise {
	t.Helper()
	items, err := ParseItems(text)
	require.NoError(t, err)
	exs, err := Chosen(context.Background(), items)
	require.NoError(t, err)
	return exs
}

// The chosen sheets, kept: look at them, then go test ./worksheet -update.
func TestChosenGolden(t *testing.T) {
	t.Parallel()
	exs := chosen(t, chosenItems)
	for _, c := range []struct {
		file string
		part Part
		lang string
	}{
		{"chosen-en-question.svg", Question, "en"},
		{"chosen-es-question.svg", Question, "es"},
		{"chosen-en-solution.svg", Solution, "en"},
		{"chosen-es-solution.svg", Solution, "es"},
	} {
		t.Run(c.file, func(t *testing.T) {
			t.Parallel()
			svg, _, err := Page(exs, c.part, Options{Lang: c.lang, Site: "http://localhost:8080"})
			require.NoError(t, err)
			ids(t, svg)
			golden.Check(t, c.file, svg)
		})
	}
}

// A chosen sheet numbers the items in the given order and titles each with what it
// is, in both languages, with no seed; the footer links the practise page.
func TestChosenTitles(t *testing.T) {
	t.Parallel()
	exs := chosen(t, chosenItems)
	for _, c := range []struct {
		lang string
		part Part
		want []string
	}{
		{"en", Question, []string{"Worksheet · 4 exercises", "Name:", "1 · minimax values · given tree", "2 · alpha-beta with α and β at each node · figure-5.2 · fail-hard",
			"3 · alpha-beta pruning · tic-tac-toe XOX/OO./X..", "4 · alpha-beta evaluation order · connect-4 4453 · depth 1", "Online: http://localhost:8080/?view=practise"}},
		{"es", Solution, []string{"Soluciones · Hoja de ejercicios · 4 ejercicios", "1 · valores minimax · árbol dado",
			"3 · poda alfa-beta · tres en raya XOX/OO./X..", "4 · orden de evaluación alfa-beta · conecta 4 4453 · profundidad 1", "En línea: http://localhost:8080/?view=practise"}},
	} {
		svg, _, err := Page(exs, c.part, Options{Lang: c.lang, Site: "http://localhost:8080"})
		require.NoError(t, err)
		text := plain(t, svg)
		for _, w := range c.want {
			assert.True(t, strings.Contains(text, w), "%s: %q not in %.300s", c.lang, w, text)
		}
		assert.NotContains(t, strings.ToLower(text), "seed", c.lang)
		assert.NotContains(t, strings.ToLower(text), "semilla", c.lang)
	}
}

// cellTexts are the texts of the value boxes of exercise n's tree on a page (the
// groups x{n}-a_n{id}-v), by node id.
func cellTexts(t *testing.T, svg []byte, n int) map[int32]string {
	t.Helper()
	prefix := fmt.Sprintf("x%d-a_n", n)
	out := map[int32]string{}
	d := xml.NewDecoder(bytes.NewReader(svg))
	var cur int32 = -1
	depth := 0
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out
		}
		require.NoError(t, err)
		switch e := tok.(type) {
		case xml.StartElement:
			if cur >= 0 {
				depth++
			}
			for _, a := range e.Attr {
				if rest, ok := strings.CutPrefix(a.Value, prefix); a.Name.Local == "id" && ok && strings.HasSuffix(rest, "-v") {
					id, err := strconv.Atoi(strings.TrimSuffix(rest, "-v"))
					require.NoError(t, err)
					cur, depth = int32(id), 0
				}
			}
		case xml.EndElement:
			if cur >= 0 {
				if depth == 0 {
					cur = -1
				} else {
					depth--
				}
			}
		case xml.CharData:
			if cur >= 0 {
				out[cur] += string(e)
			}
		}
	}
}

// showValue is a value as a picture writes it in lang, with its bound ("≥5", "≤2"),
// grouped digits and a true minus sign; ok is false for a finished game's score in a
// depth-limited search ("win 18"), which this test does not spell.
func showValue(lang string, v int, b trace.Bound) (string, bool) {
	if _, lifted := trace.GameScore(v); lifted && v > -trace.Inf && v < trace.Inf {
		return "", false
	}
	s := strings.Replace(msg.Number(lang, int64(v)), "-", "−", 1)
	switch {
	case v >= trace.Inf:
		s = "+∞"
	case v <= -trace.Inf:
		s = "−∞"
	}
	switch b {
	case trace.Lower:
		s = "≥" + s
	case trace.Upper:
		s = "≤" + s
	}
	return s, true
}

// prunedClass is an element drawn as pruned.
var prunedClass = regexp.MustCompile(`class="[^"]*\bpruned\b`)

// The solution page gives every visited inner node its value as the exercise's
// search found it (of each question kind, on typed trees, presets and games); the
// question page none: its inner nodes' boxes are empty and nothing is marked pruned.
func TestChosenAnswersMatchTheTrace(t *testing.T) {
	t.Parallel()
	trees := []string{"tree ((3,5),(2,9),(0,7))", "preset textbook", "tictactoe XOX/O../X..", "connect4 4453 depth=2", "stones 5"}
	for _, q := range exercise.QuestionKinds {
		var lines []string
		for _, tr := range trees {
			lines = append(lines, tr+" q="+string(q))
		}
		exs := chosen(t, strings.Join(lines, "\n"))
		for _, lang := range Langs {
			sol, _, err := Page(exs, Solution, Options{Lang: lang})
			require.NoError(t, err)
			qst, _, err := Page(exs, Question, Options{Lang: lang})
			require.NoError(t, err)
			assert.False(t, prunedClass.Match(qst), "%s %s: the question tells what is pruned", q, lang)
			if q != exercise.Values {
				assert.True(t, prunedClass.Match(sol), "%s %s: the solution shows no cut", q, lang)
			}
			for i, e := range exs {
				got, blank := cellTexts(t, sol, i+1), cellTexts(t, qst, i+1)
				checked := 0
				for id := range int32(e.Trace.NodeCount()) {
					nd := e.Trace.Node(id)
					if nd.Kind != trace.Inner {
						continue
					}
					if want, ok := showValue(lang, nd.Value, nd.Bound); ok {
						assert.Equal(t, want, strings.TrimSpace(got[id]), "%s %s item %d node %d: the solution's value", q, lang, i+1, id)
					} else {
						assert.NotEmpty(t, strings.TrimSpace(got[id]), "%s %s item %d node %d: the solution's value", q, lang, i+1, id)
					}
					assert.Empty(t, strings.TrimSpace(blank[id]), "%s %s item %d node %d: the question gives the answer", q, lang, i+1, id)
					checked++
				}
				assert.Positive(t, checked, "%s item %d: no inner node checked", q, i+1)
			}
		}
	}
}

// A teacher's list: too many or no items, and a bad item, named by its number in the
// user's language.
func TestChosenErrors(t *testing.T) {
	t.Parallel()
	ok := exercise.Spec{Source: "textbook"}
	var m *msg.Error
	_, err := Chosen(context.Background(), nil)
	require.ErrorAs(t, err, &m)
	assert.Equal(t, "worksheet.items", m.Code())
	_, err = Chosen(context.Background(), []exercise.Spec{ok, ok, ok, ok, ok, ok, ok})
	require.ErrorAs(t, err, &m)
	assert.Equal(t, "worksheet.items", m.Code())
	assert.Contains(t, m.Text("es"), "no 7")
	exs, err := Chosen(context.Background(), []exercise.Spec{ok, ok, ok, ok, ok, ok})
	require.NoError(t, err)
	assert.Len(t, exs, PageSize)

	for _, c := range []struct {
		bad    exercise.Spec
		en, es string
	}{
		{exercise.Spec{Source: "tree", Position: "((3,5),(2"}, "item 3: ", "elemento 3: "},
		{exercise.Spec{Source: "connect4", Position: "4453", Depth: 3}, "item 3: this exercise's tree has", "elemento 3: "},
		{exercise.Spec{Source: "connect4", Position: "4453"}, "item 3: depth", "elemento 3: depth"},
		{exercise.Spec{Source: "lab:abc"}, "item 3: a student's game", "elemento 3: un juego de un estudiante"},
	} {
		_, err := Chosen(context.Background(), []exercise.Spec{ok, ok, c.bad})
		require.ErrorAs(t, err, &m, "%v", c.bad)
		assert.Equal(t, "worksheet.item", m.Code())
		assert.True(t, strings.HasPrefix(m.Text("en"), c.en), m.Text("en"))
		assert.True(t, strings.HasPrefix(m.Text("es"), c.es), m.Text("es"))
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = Chosen(ctx, []exercise.Spec{ok})
	assert.ErrorIs(t, err, context.Canceled)
}
