package web

import (
	"fmt"
	"net/http"
	"net/url"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/classroom/classtest"
	"github.com/gametree/gametree/exercise"
)

// A random task gives each student their own tree, the same every time they ask, and
// the teacher sees it; a shared task, a preset and a typed tree are the same for all.
// Each student is graded against their own tree, and the teacher's ranked mistakes
// group the students' trees, an example each.
func TestClassTreePerStudent(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		s, _ := classServer(t, db)
		h := s.Handler()
		random := map[string]any{"source": "random", "level": 4, "seed": 9, "q": "prune"}
		tc := makeClass(t, h, "", map[string]any{"exercise": random},
			map[string]any{"exercise": random, "variants": "shared"}, textbookTask,
			map[string]any{"exercise": map[string]any{"source": "tree", "position": "A(B(3,5),C(2,9))"}})
		setFeedback(t, h, tc, "full") // the score out of the answers, and the mistakes, before the reveal
		info := decode[classReply](t, call(t, h, http.MethodGet, "/api/classes/"+tc.id, tc.key, nil))
		var settings []classroom.Variants
		for _, task := range info.Assignments[0].Tasks {
			settings = append(settings, task.Variants)
		}
		assert.Equal(t, []classroom.Variants{classroom.PerStudent, classroom.Shared, classroom.Shared, classroom.Shared}, settings)

		keys, tasks := map[string]string{}, map[string][]studentTask{}
		for _, name := range []string{"Ana", "Bea"} {
			keys[name] = join(t, h, tc.assignment, name)
			r := call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"?lang=en", keys[name], nil)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			tasks[name] = decode[studentAssignmentReply](t, r).Tasks
			require.Len(t, tasks[name], 4)
		}
		again := decode[studentAssignmentReply](t, call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"?lang=en", keys["Ana"], nil)).Tasks
		assert.Equal(t, tasks["Ana"], again, "the same student, the same trees")
		assert.NotEqual(t, leafValues(tasks["Ana"][0].Picture), leafValues(tasks["Bea"][0].Picture), "a tree each")
		for i := 1; i < 4; i++ {
			assert.Equal(t, tasks["Ana"][i], tasks["Bea"][i], "task %d is shared", i+1)
		}
		bad := call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment, "not a key", nil)
		assert.Equal(t, http.StatusUnauthorized, bad.code)

		// graded against their own tree: Ana's right answers are Ana's, not Bea's
		res := decode[resultsReply](t, call(t, h, http.MethodGet, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/results", tc.key, nil))
		ids := map[string]string{}
		for _, row := range res.Students {
			ids[row.Name] = row.ID
		}
		spec := exercise.Spec{Source: "random", Level: 4, Seed: 9, Q: exercise.Prune}
		own := func(name string) *exercise.Exercise {
			vs := spec
			vs.Seed = classroom.VariantSeed(tc.assignment, 0, ids[name], 9)
			e, err := exercise.New(vs)
			require.NoError(t, err)
			return e
		}
		anas := own("Ana").Solution()
		r := handIn(t, h, tc.assignment, keys["Ana"], 1, "a1", anas)
		require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
		got := decode[attemptReply](t, r)
		assert.Equal(t, got.OutOf, got.Score, "full marks in her own tree")
		assert.Empty(t, got.Mistakes)
		beas := own("Bea").Solution()
		beas.Values["B"]++ // one off at B (MIN, depth 1)
		delete(beas.Values, "A")
		r = handIn(t, h, tc.assignment, keys["Bea"], 1, "b1", beas)
		require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
		assert.Len(t, decode[attemptReply](t, r).Mistakes, 2)

		// the teacher sees each student's own tree
		for _, name := range []string{"Ana", "Bea"} {
			r := call(t, h, http.MethodGet, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/students/"+ids[name]+"?lang=en", tc.key, nil)
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			work := decode[studentWorkReply](t, r)
			assert.Equal(t, tasks[name][0].Picture, work.Tasks[0].Picture, name)
			assert.Equal(t, own(name).Params.Position, work.Tasks[0].Problem["position"], name)
			assert.NotEmpty(t, work.Tasks[0].Problem["pass"], "the teacher's pass, while it is open")
		}
		res = decode[resultsReply](t, call(t, h, http.MethodGet, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/results?lang=es", tc.key, nil))
		assert.Equal(t, classroom.PerStudent, res.Tasks[0].Variants)
		ms := res.Tasks[0].Mistakes
		require.Len(t, ms, 2)
		assert.Equal(t, exercise.WrongValue, ms[0].Kind, "wrong before missing")
		assert.Equal(t, "min", ms[0].Player)
		assert.Equal(t, 1, ms[0].Depth)
		require.Len(t, ms[0].Examples, 1)
		ex := ms[0].Examples[0]
		assert.Equal(t, "Bea", ex.Name)
		assert.Equal(t, own("Bea").Params.Position, ex.Problem["position"])
		assert.NotEmpty(t, ex.Sentence)
		assert.Equal(t, ex.Sentence, ms[0].Sentence)
		assert.Equal(t, exercise.Missing, ms[1].Kind)
		assert.Equal(t, "max", ms[1].Player)
	})
}

var leafTitle = regexp.MustCompile(`xlink:title="([^"·]+) · value (-?\d+)"`)

// leafValues are the leaves of a question picture, by name: what its leaves' titles say.
func leafValues(svg string) map[string]string {
	out := map[string]string{}
	for _, m := range leafTitle.FindAllStringSubmatch(svg, -1) {
		out[strings.TrimSpace(m[1])] = m[2]
	}
	return out
}

// rebuild writes a student's tree in parentheses from what the student routes send:
// the names, the parents and the leaves' titles of the picture (the attack).
// rename renames the inner nodes, reverse writes the children backwards, negate
// negates the leaves.
func rebuild(task studentTask, rename, reverse, negate bool) string {
	leaves := leafValues(task.Picture)
	kids := make([][]int, len(task.Names))
	for id, p := range task.Parents {
		if p >= 0 {
			kids[p] = append(kids[p], id)
		}
	}
	var write func(id int) string
	write = func(id int) string {
		if len(kids[id]) == 0 {
			v := leaves[task.Names[id]]
			if negate {
				n, _ := strconv.Atoi(v)
				v = strconv.Itoa(-n)
			}
			return v
		}
		var parts []string
		for _, k := range kids[id] {
			parts = append(parts, write(k))
		}
		if reverse {
			slices.Reverse(parts)
		}
		name := task.Names[id]
		if rename {
			name = "Z" + strconv.Itoa(id)
		}
		return name + "(" + strings.Join(parts, ",") + ")"
	}
	return write(0)
}

// While an assessment is open, the public API refuses its students' trees, rebuilt
// from the student routes (renamed, reordered, with a MIN root and negated leaves
// too): /api/exercise, its question, /api/grade, /api/trace, /api/render and a
// comparison. Practise of any other tree (and of the presets) goes on, the teacher's
// pass lets the teacher's stepper through, and once the assessment closes the same
// requests are answered.
func TestClassAssessedTreesRefused(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		s, _ := classServer(t, db)
		h := s.Handler()
		tc := makeClass(t, h, "after-close", map[string]any{"exercise": map[string]any{"source": "random", "level": 2, "seed": 3}},
			map[string]any{"exercise": map[string]any{"source": "tree", "position": "A(B(4,6),C(1,8),D(2,7))"}}, textbookTask)
		ana := join(t, h, tc.assignment, "Ana")
		sa := decode[studentAssignmentReply](t, call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment+"?lang=en", ana, nil))
		require.Len(t, sa.Tasks, 3)

		type attack struct{ name, method, target string }
		attacks := func(task studentTask) []attack {
			var out []attack
			for _, v := range []struct {
				name                    string
				rename, reverse, negate bool
				root                    string
			}{{"as sent", false, false, false, ""}, {"renamed", true, false, false, ""}, {"reordered", true, true, false, ""},
				{"MIN root, negated", false, false, true, "min"}} {
				text := rebuild(task, v.rename, v.reverse, v.negate)
				q := url.Values{"source": {"tree"}, "position": {text}, "q": {"prune"}}
				tq := url.Values{"game": {"tree"}, "position": {text}}
				if v.root != "" {
					q.Set("root", v.root)
					tq.Set("root", v.root)
				}
				exJSON := fmt.Sprintf(`{"exercise":{"source":"tree","position":%q,"q":"prune","root":%q},"answers":{}}`, text, map[string]string{"": "max"}[v.root]+v.root)
				out = append(out,
					attack{v.name + ": GET /api/exercise", http.MethodGet, "/api/exercise?" + q.Encode()},
					attack{v.name + ": GET /api/exercise/question", http.MethodGet, "/api/exercise/question?" + q.Encode()},
					attack{v.name + ": POST /api/grade", http.MethodPost, exJSON},
					attack{v.name + ": GET /api/trace", http.MethodGet, "/api/trace?" + tq.Encode()},
					attack{v.name + ": GET /api/render", http.MethodGet, "/api/render?" + tq.Encode()},
					attack{v.name + ": GET /api/compare", http.MethodGet, "/api/compare?" + tq.Encode()})
			}
			return out
		}
		send := func(at attack, lang string) response {
			if at.method == http.MethodPost {
				return call(t, h, http.MethodPost, "/api/grade?lang="+lang, "", rawJSON(at.target))
			}
			return call(t, h, http.MethodGet, at.target+"&lang="+lang, "", nil)
		}
		for _, task := range sa.Tasks[:2] {
			for _, at := range attacks(task) {
				for _, lang := range []string{"en", "es"} {
					r := send(at, lang)
					require.Equal(t, http.StatusForbidden, r.code, "%s (%s): %.300s", at.name, lang, r.body)
					assert.Equal(t, "class.assessed_open", r.json(t)["code"])
					assert.Contains(t, r.json(t)["error"], map[string]string{"en": "assessment still open", "es": "evaluación todavía abierta"}[lang])
				}
			}
		}
		// practise goes on: another random tree, the random task's own seed (no student
		// has it), the textbook (a preset: public, though a task), another typed tree
		for _, target := range []string{"/api/exercise?source=random&level=2&seed=3", "/api/exercise?source=textbook",
			"/api/trace?game=tree&position=textbook", "/api/trace?game=tree&position=A(B(4,6),C(1,8),D(2,6))", "/api/exercise?source=random&level=2&seed=4"} {
			r := call(t, h, http.MethodGet, target, "", nil)
			assert.Equal(t, http.StatusOK, r.code, "%s: %.300s", target, r.body)
		}
		r := call(t, h, http.MethodPost, "/api/grade", "", map[string]any{"exercise": map[string]any{"source": "random", "level": 2, "seed": 4}, "answers": map[string]any{}})
		assert.Equal(t, http.StatusOK, r.code, "%s", r.body)

		// the teacher's stepper: the pass lets it through, a wrong one does not
		res := decode[resultsReply](t, call(t, h, http.MethodGet, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/results", tc.key, nil))
		work := decode[studentWorkReply](t, call(t, h, http.MethodGet, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/students/"+res.Students[0].ID, tc.key, nil))
		p := work.Tasks[0].Problem
		require.NotEmpty(t, p["pass"])
		q := url.Values{}
		for k, v := range p {
			q.Set(k, v)
		}
		r = call(t, h, http.MethodGet, "/api/trace?"+q.Encode(), "", nil)
		assert.Equal(t, http.StatusOK, r.code, "%s", r.body)
		r = call(t, h, http.MethodGet, "/api/render?"+q.Encode(), "", nil)
		assert.Equal(t, http.StatusOK, r.code, "%.300s", r.body)
		q.Set("pass", strings.Repeat("0", 32))
		assert.Equal(t, http.StatusForbidden, call(t, h, http.MethodGet, "/api/trace?"+q.Encode(), "", nil).code)
		q.Set("pass", work.Tasks[1].Problem["pass"]) // another tree's pass
		assert.Equal(t, http.StatusForbidden, call(t, h, http.MethodGet, "/api/trace?"+q.Encode(), "", nil).code)

		// closed: the same requests are answered
		require.Equal(t, http.StatusOK, call(t, h, http.MethodPost, "/api/classes/"+tc.id+"/assignments/"+tc.assignment+"/close", tc.key, nil).code)
		for _, task := range sa.Tasks[:2] {
			for _, at := range attacks(task) {
				r := send(at, "en")
				assert.Equal(t, http.StatusOK, r.code, "%s: %.300s", at.name, r.body)
			}
		}
	})
}

// rawJSON is a JSON body as it is.
type rawJSON string

func (r rawJSON) MarshalJSON() ([]byte, error) { return []byte(r), nil }

// Students fetching their trees (each noted in the guard) while others practise (each
// request checked) and the teacher closes the assignment (the guard read again): no
// race (go test -race), every practise answered.
func TestClassGuardConcurrent(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	h := s.Handler()
	tc := makeClass(t, h, "", map[string]any{"exercise": map[string]any{"source": "random", "level": 1, "seed": 2}})
	const n = 8
	keys := make([]string, n)
	for i := range keys {
		keys[i] = join(t, h, tc.assignment, fmt.Sprint("Student ", i))
	}
	done := make(chan int, 2*n)
	for i := range n {
		go func() {
			r := call(t, h, http.MethodGet, "/api/assignments/"+tc.assignment, keys[i], nil)
			done <- r.code
		}()
		go func() {
			r := call(t, h, http.MethodPost, "/api/grade", "", map[string]any{"exercise": map[string]any{"source": "random", "level": 1, "seed": 100 + i}, "answers": map[string]any{}})
			done <- r.code
		}()
		if i == n/2 {
			go s.classes.guard.markStale()
		}
	}
	for range 2 * n {
		assert.Equal(t, http.StatusOK, <-done)
	}
}
