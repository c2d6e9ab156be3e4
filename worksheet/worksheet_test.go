package worksheet

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image/png"
	"io"
	"reflect"
	"strings"
	"testing"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/msg"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/trace"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newExercise(t *testing.T, s exercise.Spec) *exercise.Exercise {
	t.Helper()
	e, err := exercise.New(s)
	require.NoError(t, err)
	return e
}

// ids parses an SVG (it must be well-formed) and returns its ids.
func ids(t *testing.T, svg []byte) []string {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(svg))
	var out []string
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return out
		}
		require.NoError(t, err)
		if e, ok := tok.(xml.StartElement); ok {
			for _, a := range e.Attr {
				if a.Name.Local == "id" {
					out = append(out, a.Value)
				}
			}
		}
	}
}

// plain is the text of an SVG's <text> elements, joined by spaces (a wrapped title
// reads as one line).
func plain(t *testing.T, svg []byte) string {
	t.Helper()
	d := xml.NewDecoder(bytes.NewReader(svg))
	var parts []string
	in := false
	for {
		tok, err := d.Token()
		if err == io.EOF {
			return strings.Join(parts, " ")
		}
		require.NoError(t, err)
		switch e := tok.(type) {
		case xml.StartElement:
			in = e.Name.Local == "text"
		case xml.EndElement:
			in = false
		case xml.CharData:
			if in {
				parts = append(parts, string(e))
			}
		}
	}
}

// The sheets, kept: look at them, then go test ./worksheet -update.
func TestGolden(t *testing.T) {
	t.Parallel()
	e := newExercise(t, exercise.Spec{Seed: 7, Level: 2, Q: exercise.Prune})
	w := newExercise(t, exercise.Spec{Source: "figure-5.2", Q: exercise.Window})
	var page []*exercise.Exercise
	for seed := int64(1); seed <= PageSize; seed++ {
		page = append(page, newExercise(t, exercise.Spec{Seed: seed, Level: 1}))
	}
	for _, c := range []struct {
		file string
		draw func() ([]byte, error)
	}{
		{"exercise-es-question.svg", func() ([]byte, error) { return Exercise(e, Question, Options{Lang: "es", Number: 3}) }},
		{"exercise-en-solution.svg", func() ([]byte, error) { return Exercise(e, Solution, Options{Lang: "en", Number: 3}) }},
		{"window-en-question.svg", func() ([]byte, error) { return Exercise(w, Question, Options{}) }},
		{"window-es-solution.svg", func() ([]byte, error) { return Exercise(w, Solution, Options{Lang: "es"}) }},
		{"page-es-question.svg", func() ([]byte, error) { svg, _, err := Page(page, Question, Options{Lang: "es"}); return svg, err }},
		{"page-en-solution.svg", func() ([]byte, error) { svg, _, err := Page(page, Solution, Options{}); return svg, err }},
		{"page2-en-question.svg", pageOf(t, 2, Question, "en")},
		{"page3-es-solution.svg", pageOf(t, 3, Solution, "es")},
		// Level 5 pages (81-leaf trees) have no golden: one is about 500 KB of SVG. Their
		// sizes and counts are checked by TestPageScales and TestExercisesFit.
	} {
		t.Run(c.file, func(t *testing.T) {
			t.Parallel()
			svg, err := c.draw()
			require.NoError(t, err)
			ids(t, svg)
			golden.Check(t, c.file, svg)
		})
	}
}

// pageOf draws the worksheet of a level's random exercises, seeds 1, 2, ..., as many
// as Exercises chooses (count 0: as many as print readably).
func pageOf(t *testing.T, level int, part Part, lang string) func() ([]byte, error) {
	return func() ([]byte, error) {
		exs, err := Exercises(exercise.Spec{Seed: 1, Level: level}, 0)
		require.NoError(t, err)
		svg, _, err := Page(exs, part, Options{Lang: lang, Fitted: true})
		return svg, err
	}
}

func TestTitles(t *testing.T) {
	t.Parallel()
	e := newExercise(t, exercise.Spec{Seed: 7, Level: 2, Q: exercise.Prune})
	for _, c := range []struct {
		lang string
		part Part
		want string
	}{
		{"es", Question, "Ejercicio 3 · poda alfa-beta · nivel 2 · semilla 7"},
		{"en", Question, "Exercise 3 · alpha-beta pruning · level 2 · seed 7"},
		{"es", Solution, "Solución del ejercicio 3 · poda alfa-beta · nivel 2 · semilla 7"},
		{"en", Solution, "Solution of exercise 3 · alpha-beta pruning · level 2 · seed 7"},
	} {
		svg, err := Exercise(e, c.part, Options{Lang: c.lang, Number: 3})
		require.NoError(t, err)
		assert.Contains(t, plain(t, svg), c.want, "%s %s", c.lang, c.part)
		assert.True(t, bytes.Contains(svg, []byte("/?view=practise&amp;source=random&amp;seed=7&amp;level=2&amp;q=prune")), "the link")
	}
	hard := newExercise(t, exercise.Spec{Source: "tictactoe", Position: "XOX/OO./X..", Q: exercise.Prune, FailHard: true})
	svg, err := Exercise(hard, Question, Options{Lang: "es"})
	require.NoError(t, err)
	text := plain(t, svg)
	assert.Contains(t, text, "Ejercicio · poda alfa-beta · tres en raya XOX/OO./X.. · fail-hard")
	assert.Contains(t, text, "tacha las ramas que poda (fail-hard).")
	assert.Contains(t, text, "source=tictactoe&position=XOX/OO./X..&q=prune", "the link, its slashes as themselves")
	// the course's alpha-beta (seed 002) is named in the title, the instruction and the link
	course := newExercise(t, exercise.Spec{Source: "textbook", Q: exercise.Window, FailCourse: true})
	for lang, want := range map[string][]string{
		"es": {"alfa-beta del curso: α en MAX y β en MIN", "(alfa-beta del curso: α en MAX y β en MIN).", "fail-course=true"},
		"en": {"the course's alpha-beta: α at MAX, β at MIN", "(the course's alpha-beta: α at MAX, β at MIN).", "fail-course=true"},
	} {
		svg, err := Exercise(course, Question, Options{Lang: lang})
		require.NoError(t, err)
		text := plain(t, svg)
		for _, w := range want {
			assert.Contains(t, text, w, lang)
		}
		assert.NotContains(t, text, "fail-hard", lang)
	}
}

// A worksheet is one A4 page of six exercises with unique ids; its question page
// shows no value but the leaves', its PNG is the A4 page at 144 dpi.
func TestPage(t *testing.T) {
	t.Parallel()
	var exs []*exercise.Exercise
	for seed := int64(7); seed < 7+PageSize; seed++ {
		exs = append(exs, newExercise(t, exercise.Spec{Seed: seed, Level: 3}))
	}
	for _, part := range []Part{Question, Solution} {
		svg, lay, err := Page(exs, part, Options{Lang: "es"})
		require.NoError(t, err)
		size := `<svg width="595.28pt" height="841.89pt"`
		w, h := 1191, 1684
		if lay.Landscape {
			size, w, h = `<svg width="841.89pt" height="595.28pt"`, h, w
		}
		assert.Contains(t, string(svg), size)
		// six level-3 trees (boxes 8 mm square) print too small to read: the page
		// says how small
		assert.False(t, lay.Readable())
		assert.Contains(t, plain(t, svg), "Impreso pequeño")
		all := ids(t, svg)
		seen := map[string]bool{}
		for _, id := range all {
			require.False(t, seen[id], "id %s twice", id)
			seen[id] = true
		}
		for i := 1; i <= PageSize; i++ {
			assert.True(t, seen[prefixOf(i)+"tree"], "tree %d", i)
		}
		assert.GreaterOrEqual(t, lay.Columns*lay.Rows, PageSize, "a cell for every exercise")
		assert.Less(t, (lay.Rows-1)*lay.Columns, PageSize, "no empty row")
		assert.Greater(t, lay.Scale, 0.3)
		assert.LessOrEqual(t, lay.Scale, MaxScale)
		s, text := string(svg), plain(t, svg)
		if part == Question {
			assert.False(t, strings.ContainsAny(s, "≤≥"), "a bound in a question")
			assert.NotContains(t, s, "pruned")
			assert.Contains(t, text, "Nombre:")
			assert.Contains(t, text, "Hoja de ejercicios · poda alfa-beta · nivel 3 · semillas 7–12")
			assert.Contains(t, text, "1 · nivel 3 · semilla 7")
			assert.Contains(t, text, "6 · nivel 3 · semilla 12")
		} else {
			assert.Contains(t, s, "pruned")
			assert.Contains(t, text, "Soluciones · Hoja de ejercicios")
		}
		img, err := Rasterize(svg, 0)
		require.NoError(t, err)
		cfg, err := png.DecodeConfig(bytes.NewReader(img))
		require.NoError(t, err)
		assert.Equal(t, w, cfg.Width)
		assert.Equal(t, h, cfg.Height)
	}
	svg, one, err := Page(exs[:1], Question, Options{})
	require.NoError(t, err)
	img, err := Rasterize(svg, 300)
	require.NoError(t, err)
	cfg, err := png.DecodeConfig(bytes.NewReader(img))
	require.NoError(t, err)
	a4 := [2]int{2481, 3508}
	if one.Landscape {
		a4 = [2]int{3508, 2481}
	}
	assert.Equal(t, a4, [2]int{cfg.Width, cfg.Height}, "A4 at 300 dpi")
	_, err = Rasterize(svg, 5000)
	var m *msg.Error
	require.ErrorAs(t, err, &m)
	assert.Equal(t, "picture.dpi", m.Code())
	_, _, err = Page(append(exs, exs[0]), Question, Options{})
	require.ErrorAs(t, err, &m)
	assert.Equal(t, "worksheet.count", m.Code())
	_, _, err = Page(nil, Question, Options{})
	require.ErrorAs(t, err, &m)
}

func prefixOf(i int) string { return "x" + string(rune('0'+i)) + "-" }

// A game's question is the full game tree: what alpha-beta prunes is there, with its
// finished positions' values, as plainly as the rest; it is the very picture of the
// position's minimax search.
func TestGameQuestionShowsTheWholeTree(t *testing.T) {
	t.Parallel()
	for _, spec := range []exercise.Spec{
		{Source: "tictactoe", Position: "XOX/O../X..", Q: exercise.Prune},
		{Source: "stones", Position: "6", Q: exercise.Window},
	} {
		e := newExercise(t, spec)
		pruned := 0
		for i := range e.Trace.NodeCount() {
			if e.Trace.Node(int32(i)).Kind == trace.Pruned {
				pruned++
			}
		}
		require.Positive(t, pruned, "the search must prune for this test to mean anything")
		svg, err := Exercise(e, Question, Options{})
		require.NoError(t, err)
		assert.NotContains(t, string(svg), "pruned")

		p := e.Params
		p.Options.Algorithm, p.Options.FailHard = trace.Minimax, false
		g, err := p.NewGame()
		require.NoError(t, err)
		mm, err := trace.Search(g, p.Options)
		require.NoError(t, err)
		require.Equal(t, mm.NodeCount(), e.Trace.NodeCount(), "%v: the pruned subtrees are whole", spec)
		opt := render.Options{MaxWidth: render.FullSize, Look: render.LookQuestion, Window: spec.Q == exercise.Window}
		want, got := render.DrawSVG(mm, opt), render.DrawSVG(e.Trace, opt)
		assert.Equal(t, string(want), string(got), "%v: the question is the minimax tree's picture", spec)
	}
}

func TestParse(t *testing.T) {
	t.Parallel()
	p, err := ParsePart(" Solution ")
	require.NoError(t, err)
	assert.Equal(t, Solution, p)
	p, err = ParsePart("")
	require.NoError(t, err)
	assert.Equal(t, Question, p)
	f, err := ParseFormat("PNG")
	require.NoError(t, err)
	assert.Equal(t, PNG, f)
	var m *msg.Error
	_, err = ParsePart("answers")
	require.ErrorAs(t, err, &m)
	assert.Equal(t, "worksheet.part", m.Code())
	assert.Contains(t, m.Text("es"), "pregunta")
	f, err = ParseFormat("pdf")
	require.NoError(t, err)
	assert.Equal(t, PDF, f)
	_, err = ParseFormat("gif")
	require.ErrorAs(t, err, &m)
	assert.Equal(t, "worksheet.format", m.Code())
}

// Every text exists in every language, for every question.
func TestTextsComplete(t *testing.T) {
	t.Parallel()
	for _, lang := range Langs {
		w := texts[lang]
		require.NotNil(t, w, lang)
		v := reflect.ValueOf(*w)
		for i := range v.NumField() {
			f := v.Field(i)
			switch f.Kind() {
			case reflect.String:
				assert.NotEmpty(t, f.String(), "%s: %s", lang, v.Type().Field(i).Name)
			case reflect.Map:
				for _, q := range exercise.QuestionKinds {
					assert.NotEmpty(t, f.MapIndex(reflect.ValueOf(q)).String(), "%s: %s[%s]", lang, v.Type().Field(i).Name, q)
				}
			}
		}
	}
}

// How large the trees of a six-exercise page are drawn, level by level (the levels'
// own questions); level 1 must stay readable: its values at 9 points or more.
// TestPageScales computes, from the layout, what a worksheet prints at each level:
// the leaf digits' height in points and the write-in boxes' width in millimetres.
// Levels 1 to 3 must be readable with six on a page (MinLeafPt, MinBoxMM). At every
// level the count Fit chooses prints readably and one more would not, or, when even
// one alone is not readable (a tree wider than A4 allows), prints as large as one
// alone does.
func TestPageScales(t *testing.T) {
	t.Parallel()
	for level := exercise.MinLevel; level <= exercise.MaxLevel; level++ {
		var exs []*exercise.Exercise
		for seed := int64(1); seed <= PageSize; seed++ {
			exs = append(exs, newExercise(t, exercise.Spec{Seed: seed, Level: level}))
		}
		fit, err := Fit(exs)
		require.NoError(t, err)
		layouts := func(n int) (q, s Layout) {
			q, err := PageLayout(exs[:n], Question)
			require.NoError(t, err)
			s, err = PageLayout(exs[:n], Solution)
			require.NoError(t, err)
			return q, s
		}
		six, sixS := layouts(PageSize)
		one, oneS := layouts(1)
		q, s := layouts(fit)
		for _, l := range []struct {
			name string
			l    Layout
		}{{"6 per page, question", six}, {"6 per page, solution", sixS}, {"1 per page, question", one}, {"1 per page, solution", oneS},
			{fmt.Sprintf("fit %d per page, question", fit), q}, {fmt.Sprintf("fit %d per page, solution", fit), s}} {
			t.Logf("level %d (%s), %s: %d columns × %d rows, landscape %v, scale %.2f: leaf digits %.1f pt, boxes %.1f mm",
				level, exs[0].Spec.Q, l.name, l.l.Columns, l.l.Rows, l.l.Landscape, l.l.Scale, l.l.LeafPt, l.l.BoxMM)
			// the same products, computed apart: equal but for float rounding (1e-9)
			assert.InDelta(t, l.l.Scale*render.SheetLeafSize, l.l.LeafPt, 1e-9)
			assert.InDelta(t, l.l.Scale*min(render.SheetBlankW, render.SheetBlankH)*25.4/72, l.l.BoxMM, 1e-9)
		}
		// boxes 8 mm square: six level-1 trees on a page, three of level 2, two of
		// level 3
		if want := map[int]int{1: PageSize, 2: 3, 3: 2}[level]; want > 0 {
			assert.Equal(t, want, fit, "level %d", level)
			assert.True(t, q.Readable() && s.Readable(), "level %d: %d per page print readably", level, fit)
		}
		if level == 1 {
			for _, l := range []Layout{six, sixS} {
				assert.GreaterOrEqual(t, l.LeafPt, MinLeafPt, "level %d: six per page print leaf digits of 7 pt", level)
				assert.GreaterOrEqual(t, l.BoxMM, MinBoxMM, "level %d: six per page print boxes 8 mm square", level)
			}
		}
		if one.Readable() && oneS.Readable() {
			assert.True(t, q.Readable() && s.Readable(), "level %d: %d per page are readable", level, fit)
			if fit < PageSize {
				q1, s1 := layouts(fit + 1)
				assert.False(t, q1.Readable() && s1.Readable(), "level %d: %d per page would be readable too", level, fit+1)
			}
		} else {
			assert.GreaterOrEqual(t, min(q.Scale, s.Scale), min(one.Scale, oneS.Scale)-1e-9, "level %d: %d per page print as large as one", level, fit)
		}
	}
}

// A solution shows what grading expects: for every inner node the search visits, the
// α and β of its return step (the step grading reads), on random exercises.
func TestSolutionWindowsAreGradingsWindows(t *testing.T) {
	t.Parallel()
	minus := strings.NewReplacer("-", "−")
	checked := 0
	for seed := int64(1); seed <= 20; seed++ {
		e := newExercise(t, exercise.Spec{Seed: seed, Level: 4 + int(seed%2), Q: exercise.Window, FailHard: seed%3 == 0})
		svg, err := Exercise(e, Solution, Options{})
		require.NoError(t, err)
		s := string(svg)
		for id := range e.Trace.NodeCount() {
			nd := e.Trace.Node(int32(id))
			if nd.Kind != trace.Inner {
				continue
			}
			ret := e.Trace.Step(int(nd.LastStep))
			require.Equal(t, trace.StepReturn, ret.Kind)
			for _, c := range []struct{ cell, want string }{
				{"alpha", "α=" + minus.Replace(trace.FormatValue(ret.Alpha))},
				{"beta", "β=" + minus.Replace(trace.FormatValue(ret.Beta))},
			} {
				at := strings.Index(s, fmt.Sprintf(`<g id="a_n%d-%s">`, id, c.cell))
				require.GreaterOrEqual(t, at, 0, "seed %d node %d: no %s cell", seed, id, c.cell)
				cell := s[at : at+strings.Index(s[at:], "</text>")]
				require.True(t, strings.HasSuffix(cell, ">"+c.want), "seed %d node %d: %s, want %s", seed, id, cell, c.want)
			}
			checked++
		}
	}
	require.Greater(t, checked, 200)
}

// Count 0 asks for as many exercises as print readably; a larger count is refused
// with the count that fits; a page that prints too small says so.
func TestExercisesFit(t *testing.T) {
	t.Parallel()
	for level, want := range map[int]int{1: PageSize, 2: 3, 3: 2} {
		exs, err := Exercises(exercise.Spec{Seed: 1, Level: level}, 0)
		require.NoError(t, err)
		assert.Len(t, exs, want, "level %d", level)
	}
	// level 5: no tree prints readably on A4; as many as print as large as one alone
	exs, err := Exercises(exercise.Spec{Seed: 1, Level: 5}, 0)
	require.NoError(t, err)
	fit := len(exs)
	require.Less(t, fit, PageSize)
	_, err = Exercises(exercise.Spec{Seed: 1, Level: 5}, fit+1)
	var m *msg.Error
	require.ErrorAs(t, err, &m)
	assert.Equal(t, "worksheet.unreadable", m.Code())
	assert.Equal(t, fit, m.Params()["fit"])
	assert.Contains(t, m.Text("es"), "pide como mucho")
	svg, lay, err := Page(exs, Question, Options{Lang: "es", Fitted: true})
	require.NoError(t, err)
	require.False(t, lay.Readable())
	assert.Contains(t, plain(t, svg), fmt.Sprintf("Impreso pequeño: cifras de %.1f pt", lay.LeafPt))
	// fewer than six that print readably: the page says why
	exs, err = Exercises(exercise.Spec{Seed: 1, Level: 2}, 0)
	require.NoError(t, err)
	svg, _, err = Page(exs, Solution, Options{Fitted: true})
	require.NoError(t, err)
	assert.Contains(t, plain(t, svg), "3 per page: more of these trees would print too small to read")
	svg, _, err = Page(exs, Solution, Options{})
	require.NoError(t, err)
	assert.NotContains(t, plain(t, svg), "per page")
}

// A printed link's site: an http or https address with a host, kept without its
// trailing slash; anything else is refused (coded); a request's Host gives one.
func TestSite(t *testing.T) {
	t.Parallel()
	for _, c := range []struct{ in, want string }{
		{"", ""},
		{"http://localhost:8080", "http://localhost:8080"},
		{" https://example.org/gametree/ ", "https://example.org/gametree"},
		{"http://[::1]:8080/", "http://[::1]:8080"},
	} {
		got, err := CheckSite(c.in)
		require.NoError(t, err, c.in)
		assert.Equal(t, c.want, got, c.in)
	}
	for _, in := range []string{"localhost:8080", "ftp://example.org", "http://", "http://user:pw@example.org", "http://example.org/?a=1", "http://example.org/#x", "http://a<b>.org", "javascript:alert(1)"} {
		_, err := CheckSite(in)
		var m *msg.Error
		require.ErrorAs(t, err, &m, in)
		assert.Equal(t, "worksheet.site", m.Code())
		assert.Contains(t, m.Text("es"), "debe ser la dirección de un sitio")
	}
	assert.Equal(t, "http://example.org:8080", SiteOf(false, "example.org:8080"))
	assert.Equal(t, "https://example.org", SiteOf(true, "example.org"))
	for _, host := range []string{"", "a b", "evil/x", "u@example.org", "x?y"} {
		assert.Equal(t, "", SiteOf(false, host), host)
	}
	e := newExercise(t, exercise.Spec{Seed: 7, Level: 1})
	svg, err := Exercise(e, Question, Options{Site: "https://example.org"})
	require.NoError(t, err)
	assert.Contains(t, plain(t, svg), "Online: https://example.org/?view=practise&source=random&seed=7&level=1&q=values")
}

// The count Fit chooses prints readably on the page printed with it (its "N per
// page" line and its language's title take room), at levels 1 to 3, every question.
func TestFittedPagesAreReadable(t *testing.T) {
	t.Parallel()
	for level := 1; level <= 3; level++ {
		for _, q := range []exercise.Question{exercise.Values, exercise.Prune, exercise.Window, exercise.Order} {
			exs, err := Exercises(exercise.Spec{Seed: 1, Level: level, Q: q}, 0)
			require.NoError(t, err)
			for _, lang := range Langs {
				for _, part := range []Part{Question, Solution} {
					_, lay, err := Page(exs, part, Options{Lang: lang, Fitted: true})
					require.NoError(t, err)
					assert.True(t, lay.Readable(), "level %d, %s, %s, %s: %d per page print leaf digits of %.2f pt, boxes of %.2f mm", level, q, lang, part, len(exs), lay.LeafPt, lay.BoxMM)
				}
			}
		}
	}
}
