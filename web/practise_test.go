package web

import (
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/render"
	"github.com/gametree/gametree/worksheet"
)

func postJSON(t *testing.T, h http.Handler, target, body string, header map[string]string) response {
	t.Helper()
	hd := map[string]string{"Content-Type": "application/json"}
	for k, v := range header {
		hd[k] = v
	}
	return do(t, h, http.MethodPost, target, strings.NewReader(body), hd)
}

// An exercise: its spec, link, the problem /api/trace reproduces step for step, the
// questions; graded through /api/grade, a copied answer scores full marks and a wrong
// value is explained at its step in the request's language.
func TestExerciseAndGradeAPI(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	r := get(t, h, "/api/exercise?source=random&seed=7&level=3&q=prune&view=practise")
	require.Equal(t, http.StatusOK, r.code, "%s", r.body)
	var ex struct {
		Spec      exercise.Spec         `json:"spec"`
		Link      string                `json:"link"`
		Problem   map[string]string     `json:"problem"`
		Trace     map[string]any        `json:"trace"`
		Questions exercise.QuestionList `json:"questions"`
		OutOf     int                   `json:"out_of"`
		Hints     []int                 `json:"hints"`
	}
	require.NoError(t, json.Unmarshal(r.body, &ex))
	assert.Equal(t, exercise.Spec{Source: "random", Seed: 7, Level: 3, Q: exercise.Prune, Root: "max"}, ex.Spec)
	assert.Equal(t, "/?view=practise&source=random&seed=7&level=3&q=prune", ex.Link)
	assert.Equal(t, "alphabeta", ex.Problem["algo"])
	assert.Equal(t, "edges", ex.Questions.Pruned)
	assert.Len(t, ex.Questions.Values, 15)
	assert.Equal(t, 16, ex.OutOf)
	assert.Equal(t, []int{13, 24, 27, 39, 50, 53, 56, 69, 77, 78, 80, 91, 94, 95, 97, 100}, ex.Hints, "returns and cutoffs, counted from 1")

	// /api/trace with the problem gives the same steps, so a mistake's step opens the
	// stepper at the right place
	q := url.Values{}
	for k, v := range ex.Problem {
		q.Set(k, v)
	}
	tr := get(t, h, "/api/trace?"+q.Encode())
	require.Equal(t, http.StatusOK, tr.code, "%s", tr.body)
	assert.Equal(t, ex.Trace["steps"], tr.json(t)["steps"])
	assert.Equal(t, ex.Trace["nodes"], tr.json(t)["nodes"])

	e, err := exercise.New(ex.Spec)
	require.NoError(t, err)
	sol := e.Solution()
	body := func(a exercise.Answers) string {
		b, err := json.Marshal(map[string]any{"exercise": ex.Spec, "answers": a})
		require.NoError(t, err)
		return string(b)
	}
	g := postJSON(t, h, "/api/grade", body(sol), nil)
	require.Equal(t, http.StatusOK, g.code, "%s", g.body)
	var res exercise.Result
	require.NoError(t, json.Unmarshal(g.body, &res))
	assert.Equal(t, exercise.Result{Score: 16, OutOf: 16, Lang: "en", Mistakes: []exercise.Mistake{}, FirstStep: 0}, res)

	sol.Values["B"] = 9
	sol.Pruned = append(sol.Pruned, "C>G")
	for _, tc := range []struct {
		target string
		header map[string]string
		lang   string
	}{
		{"/api/grade?lang=es", nil, "es"},
		{"/api/grade", map[string]string{"Accept-Language": "es-ES,es;q=0.9"}, "es"},
		{"/api/grade", map[string]string{"Accept-Language": "fr, en;q=0.5"}, "en"},
	} {
		g = postJSON(t, h, tc.target, body(sol), tc.header)
		require.Equal(t, http.StatusOK, g.code, "%s", g.body)
		res = exercise.Result{}
		require.NoError(t, json.Unmarshal(g.body, &res))
		require.Len(t, res.Mistakes, 2)
		assert.Equal(t, tc.lang, res.Lang)
		assert.Equal(t, 14, res.Score)
		assert.Equal(t, exercise.WrongValue, res.Mistakes[0].Kind)
		assert.Equal(t, "B", res.Mistakes[0].Node)
		assert.Equal(t, 56, res.Mistakes[0].Step, "steps count from 1: the trace's step 55 is Step 56")
		assert.Equal(t, 56, res.FirstStep)
		assert.Equal(t, e.Explain(55, tc.lang), res.Mistakes[0].Sentence)
		assert.Equal(t, exercise.ExtraCut, res.Mistakes[1].Kind)
		assert.Equal(t, "C>G", res.Mistakes[1].Edge)
	}
	assert.Equal(t, "B termina y devuelve 3 a A.", e.Explain(55, "es"))
}

// /api/grade numbers a mistake's step from 1, as /api/render?step=K and the stepper's
// "Step K of N" do: the README's example misses the cut under D, which is Step 26
// (Step 25 is D's β falling to 0).
func TestGradeStepIsTheRenderStep(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	g := postJSON(t, h, "/api/grade?lang=en", `{"exercise":{"source":"textbook","q":"prune"},"answers":{"values":{"A":3,"B":3,"C":2,"D":2},"pruned":["C>C2"]}}`, nil)
	require.Equal(t, http.StatusOK, g.code, "%s", g.body)
	var res exercise.Result
	require.NoError(t, json.Unmarshal(g.body, &res))
	require.Len(t, res.Mistakes, 2)
	assert.Equal(t, "D>D2", res.Mistakes[0].Edge)
	assert.Equal(t, 26, res.Mistakes[0].Step)
	assert.Equal(t, 26, res.FirstStep)
	for _, m := range res.Mistakes {
		r := get(t, h, fmt.Sprintf("/api/render?game=tree&position=textbook&algo=alphabeta&format=svg&lang=en&step=%d", m.Step))
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		head := regexp.MustCompile(`Step \d+ of \d+: [^<"]*`).Find(r.body)
		switch m.Kind {
		case exercise.MissedCut:
			assert.Equal(t, "Step 26 of 29: cutoff at D: β=0 ≤ α=3", string(head))
		case exercise.WrongValue:
			assert.Contains(t, string(head), "Step 27 of 29: D returns")
		}
	}
}

// A game exercise's trace, and the /api/trace of its problem (what the page draws),
// hold the full game tree: every leaf has a value, pruned ones too; the problem says
// pruned-whole, and the plain search of the same position (the stepper's) does not
// change.
func TestGameExerciseTraceIsTheFullTree(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	for _, target := range []string{
		"/api/exercise?source=stones&position=5&q=window",
		"/api/exercise?source=tictactoe&position=XOX.O.X..&q=prune",
	} {
		r := get(t, h, target)
		require.Equal(t, http.StatusOK, r.code, "%s", r.body)
		var ex struct {
			Problem map[string]string `json:"problem"`
			Trace   struct {
				Nodes []map[string]any `json:"nodes"`
			} `json:"trace"`
		}
		require.NoError(t, json.Unmarshal(r.body, &ex))
		assert.Equal(t, "true", ex.Problem["pruned-whole"], target)
		parents := map[float64]bool{}
		for _, n := range ex.Trace.Nodes {
			parents[n["parent"].(float64)] = true
		}
		prunedLeaves := 0
		for _, n := range ex.Trace.Nodes {
			if !parents[n["id"].(float64)] {
				assert.NotNil(t, n["value"], "%s: leaf %v has a value", target, n["id"])
				if n["pruned"] == true {
					prunedLeaves++
				}
			}
		}
		assert.Positive(t, prunedLeaves, target)

		q := url.Values{}
		for k, v := range ex.Problem {
			q.Set(k, v)
		}
		tr := get(t, h, "/api/trace?"+q.Encode())
		require.Equal(t, http.StatusOK, tr.code, "%s", tr.body)
		assert.Len(t, tr.json(t)["nodes"], len(ex.Trace.Nodes), target)
		q.Del("pruned-whole")
		plain := get(t, h, "/api/trace?"+q.Encode())
		require.Equal(t, http.StatusOK, plain.code, "%s", plain.body)
		assert.Less(t, len(plain.json(t)["nodes"].([]any)), len(ex.Trace.Nodes), target)
		assert.Equal(t, plain.json(t)["steps"].([]any)[0], tr.json(t)["steps"].([]any)[0], target)
	}
}

// Bad input gets a 4xx with a coded message in the request's language.
func TestPractiseBadRequests(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{MaxBody: 2048}).Handler()
	ok := `{"exercise":{"source":"textbook","q":"prune"},"answers":{}}`
	for _, tc := range []struct {
		method, target, ctype, body string
		status                      int
		code                        string
	}{
		{"GET", "/api/exercise?level=9", "", "", 400, "exercise.level"},
		{"GET", "/api/exercise?seed=1&seed=2", "", "", 400, "web.repeated"},
		{"GET", "/api/exercise?colour=red", "", "", 400, "exercise.unknown"},
		{"GET", "/api/exercise?source=tictactoe&position=X........", "", "", 400, "exercise.too_big"},
		{"GET", "/api/exercise?source=tree&position=((1,2)", "", "", 400, "tree.unclosed"},
		{"GET", "/api/exercise?source=tree&position=%ff", "", "", 400, "web.utf8"},
		{"GET", "/api/grade", "", "", 405, "web.method"},
		{"POST", "/api/grade", "application/x-www-form-urlencoded", "a=1", 415, "grade.media_type"},
		{"POST", "/api/grade", "application/json", "{", 400, "grade.body"},
		{"POST", "/api/grade", "application/json", "null", 400, "grade.body"},
		{"POST", "/api/grade", "application/json", `{"exercise":{},"more":1}`, 400, "grade.unknown_field"},
		{"POST", "/api/grade", "application/json", `{"answers":{}}`, 400, "grade.no_exercise"},
		{"POST", "/api/grade", "application/json", `{"exercise":{"level":0.5}}`, 400, "exercise.level"},
		{"POST", "/api/grade", "application/json", `{"exercise":{"source":"textbook"},"answers":{"values":{"Z":1}}}`, 400, "answers.unknown_node"},
		{"POST", "/api/grade", "application/json", `{"exercise":{"source":"textbook"},"answers":{"pruned":["A>C2"]}}`, 400, "answers.edge"},
		{"POST", "/api/grade", "application/json", `{"exercise":{"source":"textbook"},"answers":{"values":{"A":"x"}}}`, 400, "answers.number"},
		{"POST", "/api/grade", "application/json", `{"exercise":{"source":"textbook"},"answers":{"cuts":[]}}`, 400, "answers.unknown"},
		{"POST", "/api/grade", "application/json", `{"exercise":{"source":"textbook"},"answers":{"values":{"A":"` + strings.Repeat("1", 3000) + `"}}}`, 413, "web.body_too_large"},
		{"POST", "/api/grade", "application/json", ok, 200, ""},
	} {
		for _, lang := range []string{"en", "es"} {
			target := tc.target + map[bool]string{true: "&", false: "?"}[strings.Contains(tc.target, "?")] + "lang=" + lang
			var r response
			if tc.method == "GET" {
				r = get(t, h, target)
			} else {
				r = do(t, h, tc.method, target, strings.NewReader(tc.body), map[string]string{"Content-Type": tc.ctype})
			}
			require.Equal(t, tc.status, r.code, "%s %s: %s", tc.method, target, r.body)
			noStack(t, r.body)
			if tc.code == "" {
				continue
			}
			v := r.json(t)
			assert.Equal(t, tc.code, v["code"], "%s %s", tc.method, target)
			assert.NotEmpty(t, v["error"])
			if lang == "es" {
				en := do(t, h, tc.method, strings.Replace(target, "lang=es", "lang=en", 1), strings.NewReader(tc.body), map[string]string{"Content-Type": tc.ctype}).json(t)
				assert.NotEqual(t, en["error"], v["error"], "%s: the Spanish is the English", tc.code)
			}
		}
	}
}

// The practise question's drawing is the printed question's tree (worksheet
// TreeOptions, drawn from the exercise's own trace) in the request's language, with a
// node for every node of the trace the page steps through (the problem's /api/trace),
// and nothing of the search: no pruned mark, dash, cutoff rule or caption. A bad
// field answers 400 with a coded message in the user's language.
func TestExerciseQuestionAPI(t *testing.T) {
	t.Parallel()
	h := newTestServer(t, Config{}).Handler()
	for _, q := range []exercise.Question{exercise.Values, exercise.Prune, exercise.Window, exercise.Order} {
		for _, lang := range []string{"en", "es"} {
			spec := exercise.Spec{Source: "random", Seed: 3, Level: 2, Q: q, Root: "max"}
			r := get(t, h, "/api/exercise/question?source=random&seed=3&level=2&q="+string(q)+"&lang="+lang)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			assert.Equal(t, "image/svg+xml", r.header.Get("Content-Type"))
			e, err := exercise.New(spec)
			require.NoError(t, err)
			assert.Equal(t, string(render.DrawSVG(e.Trace, worksheet.TreeOptions(e.Spec, worksheet.Question, lang))), string(r.body), "%s %s", q, lang)
			svg := string(r.body)
			for _, word := range []string{"pruned", "pv", "dasharray", "-cut\"", "a_caption"} {
				assert.NotContains(t, svg, word, "%s %s", q, lang)
			}
			assert.Equal(t, q == exercise.Window, strings.Contains(svg, `-alpha"`), "α and β lines for question c only")
			assert.Equal(t, q == exercise.Order, strings.Contains(svg, `-order"`), "order boxes for question d only")
			qv := url.Values{}
			for k, v := range e.Params.Values() {
				qv.Set(k, v)
			}
			tr := get(t, h, "/api/trace?"+qv.Encode())
			require.Equal(t, http.StatusOK, tr.code, "%s", tr.body)
			n := len(tr.json(t)["nodes"].([]any))
			assert.Equal(t, n, strings.Count(svg, `class="node `), "a node drawn for every node of the trace")
			assert.Contains(t, svg, fmt.Sprintf(`id="n%d"`, n-1))
		}
	}
	r := get(t, h, "/api/exercise/question?source=random&level=9&lang=es")
	assert.Equal(t, http.StatusBadRequest, r.code)
	assert.Equal(t, "exercise.level", r.json(t)["code"])
	assert.Contains(t, r.json(t)["error"], "debe ser un nivel del 1 al 5")
}
