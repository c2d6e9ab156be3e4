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

// svgGroups reads exercise n's groups on a page (ids x{n}-...): the text inside each
// (by its id without the prefix) and each one's class.
func svgGroups(t *testing.T, svg []byte, n int) (texts, classes map[string]string) {
	t.Helper()
	prefix := fmt.Sprintf("x%d-", n)
	texts, classes = map[string]string{}, map[string]string{}
	d := xml.NewDecoder(bytes.NewReader(svg))
	var open []string // the ids of the groups the decoder is in ("" for others)
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return texts, classes
		}
		require.NoError(t, err)
		switch e := tok.(type) {
		case xml.StartElement:
			id, class := "", ""
			for _, a := range e.Attr {
				switch a.Name.Local {
				case "id":
					id = a.Value
				case "class":
					class = a.Value
				}
			}
			if rest, ok := strings.CutPrefix(id, prefix); ok {
				open = append(open, rest)
				classes[rest] = class
			} else {
				open = append(open, "")
			}
		case xml.EndElement:
			open = open[:len(open)-1]
		case xml.CharData:
			for _, id := range open {
				if id != "" {
					texts[id] += string(e)
				}
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

// The solution page gives every answer of the exercise's key (exercise.Solution, read
// from its recorded search): each visited inner node's value (and α and β for the
// window question), each cut edge drawn pruned, each leaf's evaluation order; the
// question page none of them: empty boxes, no edge marked pruned. Every question kind,
// on a typed tree, a preset, tic-tac-toe, connect-4 and stones, in both languages.
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
			for i, e := range exs {
				where := fmt.Sprintf("%s %s item %d", q, lang, i+1)
				key := e.Solution()
				got, classes := svgGroups(t, sol, i+1)
				blank, qclasses := svgGroups(t, qst, i+1)
				id := func(name string) int32 {
					n, ok := e.Lookup(name)
					require.True(t, ok, "%s: node %q", where, name)
					return n
				}
				checked := 0
				for name, v := range key.Values {
					n := id(name)
					box := fmt.Sprintf("a_n%d-v", n)
					if want, ok := showValue(lang, v, e.Trace.Node(n).Bound); ok {
						assert.Equal(t, want, strings.TrimSpace(got[box]), "%s node %s: the solution's value", where, name)
					} else {
						assert.NotEmpty(t, strings.TrimSpace(got[box]), "%s node %s: the solution's value", where, name)
					}
					assert.Empty(t, strings.TrimSpace(blank[box]), "%s node %s: the question gives the value", where, name)
					checked++
				}
				for field, m := range map[string]map[string]int{"alpha": key.Alpha, "beta": key.Beta} {
					sign := map[string]string{"alpha": "α=", "beta": "β="}[field]
					for name, v := range m {
						box := fmt.Sprintf("a_n%d-%s", id(name), field)
						want, _ := showValue(lang, v, trace.Exact)
						assert.Equal(t, sign+want, strings.TrimSpace(got[box]), "%s node %s: the solution's %s", where, name, field)
						assert.Equal(t, sign, strings.TrimSpace(strings.Trim(blank[box], "?_ \u00a0")), "%s node %s: the question gives %s", where, name, field)
						checked++
					}
				}
				for _, edge := range key.Pruned {
					_, child, _ := strings.Cut(edge, ">")
					g := fmt.Sprintf("e%d", id(child))
					assert.Contains(t, classes[g], "pruned", "%s edge %s: the solution does not cut it", where, edge)
					assert.NotContains(t, qclasses[g], "pruned", "%s edge %s: the question cuts it", where, edge)
					checked++
				}
				for k, leaf := range key.Order {
					box := fmt.Sprintf("a_e%d-order", id(leaf))
					assert.Equal(t, strconv.Itoa(k+1), strings.TrimSpace(got[box]), "%s leaf %s: the solution's order", where, leaf)
					assert.Empty(t, strings.TrimSpace(blank[box]), "%s leaf %s: the question gives its order", where, leaf)
					checked++
				}
				assert.Positive(t, checked, "%s: nothing checked", where)
				if q != exercise.Values && q != exercise.Order {
					assert.NotEmpty(t, key.Pruned, "%s: a search without a cut checks no cut", where)
				}
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

// A cell's label fits its cell: whole on one line when it can (smaller if need be), a
// teacher's tree's on two lines when one is not enough, cut short only past that.
func TestFitLabel(t *testing.T) {
	t.Parallel()
	short := "1 · level 1 · seed 7"
	size, lines := fitLabel(short, 200, 1)
	assert.Equal(t, []string{short}, lines)
	assert.InDelta(t, labelSize, size, 1e-9)
	long := "2 · alpha-beta evaluation order · tic-tac-toe XOX/OO./X.."
	size, lines = fitLabel(long, 180, 2)
	assert.Len(t, lines, 2)
	assert.Equal(t, long, strings.Join(lines, " "), "wrapped, not cut")
	assert.InDelta(t, minLabelSize, size, 1e-9)
	_, lines = fitLabel(long, 180, 1)
	require.Len(t, lines, 1)
	assert.True(t, strings.HasSuffix(lines[0], "…"), lines[0])
	for _, l := range append(lines, "") {
		assert.LessOrEqual(t, textWidth(l, minLabelSize, true), 180.0)
	}
	_, lines = fitLabel(strings.Repeat("word ", 80), 100, 2)
	require.Len(t, lines, 2)
	assert.True(t, strings.HasSuffix(lines[1], "…"))
	for _, l := range lines {
		assert.LessOrEqual(t, textWidth(l, minLabelSize, true), 100.0)
	}
}
