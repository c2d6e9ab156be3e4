package web

import (
	"encoding/json"
	"net/http"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/worksheet"
)

// Practise on a chance tree through the API (a handler test, no browser): a random
// chance exercise of the star1 question with its leaf bounds, its problem that
// /api/trace steps alike; answers typed as decimals and fractions graded in both
// languages; the question's picture tells no pruning.
func TestChanceExerciseAPI(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	r := get(t, h, "/api/exercise?source=random&chance=true&seed=4&level=2&view=practise")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var ex struct {
		Spec      exercise.Spec         `json:"spec"`
		Link      string                `json:"link"`
		Problem   map[string]string     `json:"problem"`
		Trace     map[string]any        `json:"trace"`
		Questions exercise.QuestionList `json:"questions"`
	}
	require.NoError(t, json.Unmarshal(r.body, &ex))
	assert.Equal(t, exercise.Spec{Source: "random", Seed: 4, Level: 2, Q: exercise.Star1, Root: "max", Chance: true}, ex.Spec)
	assert.Equal(t, "/?view=practise&source=random&seed=4&level=2&q=star1&chance=true", ex.Link)
	assert.Equal(t, "expectiminimax", ex.Problem["algo"])
	assert.Equal(t, []int{0, 9}, ex.Questions.LeafBounds)
	assert.Equal(t, "edges", ex.Questions.Pruned)
	assert.NotNil(t, ex.Trace["scale"], "values times the scale")
	q := url.Values{}
	for k, v := range ex.Problem {
		q.Set(k, v)
	}
	tr := get(t, h, "/api/trace?"+q.Encode())
	require.Equal(t, http.StatusOK, tr.code, "%s", tr.body)
	assert.Equal(t, ex.Trace["steps"], tr.json(t)["steps"], "the stepper steps the exercise's search")
}

func TestChanceGradeAPI(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	grade := func(values map[string]any, lang string) (int, exercise.Result, string) {
		b, err := json.Marshal(map[string]any{"exercise": map[string]any{"source": "chance", "q": "values"}, "answers": map[string]any{"values": values}})
		require.NoError(t, err)
		g := postJSON(t, h, "/api/grade?lang="+lang, string(b), nil)
		var res exercise.Result
		if g.code == http.StatusOK {
			require.NoError(t, json.Unmarshal(g.body, &res))
		}
		return g.code, res, string(g.body)
	}
	for _, lang := range []string{"en", "es"} {
		for _, a := range []any{"2.5", "2,5", "5/2", "+2.5", 2.5} {
			code, res, body := grade(map[string]any{"A": a, "D": a, "B": 3, "C": "2"}, lang)
			require.Equal(t, http.StatusOK, code, body)
			assert.Equal(t, 4, res.Score, "%v (%s)", a, lang)
		}
		for _, a := range []any{"2.4", "5/3", 2} {
			code, res, body := grade(map[string]any{"A": "2.5", "D": a, "B": 3, "C": 2}, lang)
			require.Equal(t, http.StatusOK, code, body)
			assert.Equal(t, 3, res.Score, "%v (%s)", a, lang)
			require.Len(t, res.Mistakes, 1)
			assert.Equal(t, "2.5", res.Mistakes[0].Expected)
			want := map[string]string{"en": "its expected value", "es": "su valor esperado"}[lang]
			assert.Contains(t, res.Mistakes[0].Sentence, want)
		}
	}
	// a tree without chance nodes still wants whole numbers
	b := `{"exercise":{"source":"textbook","q":"values"},"answers":{"values":{"B":"2.5"}}}`
	g := postJSON(t, h, "/api/grade?lang=es", b, nil)
	assert.Equal(t, http.StatusBadRequest, g.code)
	assert.Equal(t, "answers.number", g.json(t)["code"])
}

func TestChanceQuestionPicture(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	for _, lang := range []string{"en", "es"} {
		r := get(t, h, "/api/exercise/question?source=chance&q=star1&lang="+lang)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		e, err := exercise.New(exercise.Spec{Source: "chance", Q: exercise.Star1})
		require.NoError(t, err)
		require.NotEmpty(t, e.Solution().Pruned, "Star1 cuts C2")
		svg := string(r.body)
		assert.Equal(t, string(render.DrawSVG(e.Trace, worksheet.TreeOptions(e.Spec, worksheet.Question, lang))), svg)
		for _, word := range []string{"pruned", "pv", "dasharray", "-cut\"", "a_caption", "≤ α"} {
			assert.NotContains(t, svg, word, lang)
		}
		assert.Equal(t, 8, strings.Count(svg, `class="node `), "every node of the tree drawn, C2 too")
	}
}

// practiseChanceTraces are the searches of chance exercises the page's unit tests read
// (web/jstest/testdata, beside TestPageModules' own), as the page gets them: a star1
// exercise's search, which cuts at a chance node. go test ./web -run
// TestPractiseChanceTraces -update rewrites them.
var practiseChanceTraces = []struct{ name, query string }{
	{"practise-chance-star1", "game=tree&position=" + url.QueryEscape("A(?(1/2: B(5), 1/2: C(5)), ?(1/2: E(0), 1/2: F(9)))") + "&algo=expectiminimax&star1=true&chance-bounds=0,9"},
}

func TestPractiseChanceTraces(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	for _, tc := range practiseChanceTraces {
		r := get(t, h, "/api/trace?form=columns&"+tc.query)
		require.Equal(t, http.StatusOK, r.code, "%s: %s", tc.name, r.body)
		got := elapsed.ReplaceAll(r.body, []byte(`"elapsed_us":0`))
		path := filepath.Join("jstest", "testdata", tc.name+".json")
		if golden.Update() {
			require.NoError(t, os.WriteFile(path, append(got, '\n'), 0o644))
		}
		want, err := os.ReadFile(path)
		require.NoError(t, err, "go test ./web -run TestPractiseChanceTraces -update writes it")
		assert.JSONEq(t, string(want), string(got), "%s is not what the server sends now", path)
	}
}
