package classroom

import (
	"context"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/trace"
)

func TestInfText(t *testing.T) {
	t.Parallel()
	assert.Equal(t, strconv.Itoa(trace.Inf), infText)
}

// Answers stored with ±∞ as trace.Inf's number are read as ±∞; other unreadable
// answers are an error, not answers.
func TestReadAnswers(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		name, text string
		want       exercise.Answers
		bad        bool
	}{
		{"as written now", `{"alpha":{"B":"-inf"},"beta":{"B":"inf"}}`, exercise.Answers{Alpha: map[string]int{"B": -trace.Inf}, Beta: map[string]int{"B": trace.Inf}}, false},
		{"the old numbers", `{"alpha":{"B":-4611686018427387904,"C":3},"beta":{"B":4611686018427387904}}`,
			exercise.Answers{Alpha: map[string]int{"B": -trace.Inf, "C": 3}, Beta: map[string]int{"B": trace.Inf}}, false},
		{"the largest numbers", `{"values":{"A":4611686018427387903,"B":-4611686018427387903}}`,
			exercise.Answers{Values: map[string]int{"A": trace.Inf - 1, "B": -trace.Inf + 1}}, false},
		{"a node named by the number", `{"values":{"4611686018427387904":4611686018427387904}}`,
			exercise.Answers{Values: map[string]int{"4611686018427387904": trace.Inf}}, false},
		{"past infinity", `{"values":{"A":9611686018427387904}}`, exercise.Answers{}, true},
		{"not JSON", `{"values":`, exercise.Answers{}, true},
	} {
		got, err := readAnswers(tc.text)
		if tc.bad {
			assert.Error(t, err, tc.name)
			continue
		}
		require.NoError(t, err, tc.name)
		assert.Equal(t, tc.want, got, tc.name)
	}
}

// A database of schema 2 whose attempts hold ±∞ as trace.Inf's number (as every
// server before migration 3 wrote them) is repaired when opened: the student's
// attempts, everyone's and the results are read back, ±∞ as ±∞, the rows' text
// rewritten.
func TestMigrationRepairsInfinities(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		// the class made by this version, then the database taken back to version 2
		old, err := Open(ctx, db.Address)
		require.NoError(t, err)
		_, _, a := newClassWith(t, old, NewTask{Spec: exercise.Spec{Source: "textbook", Q: exercise.Window}, Attempts: 3})
		st, _, err := old.Join(ctx, a.ID, "Ana", "")
		require.NoError(t, err)
		downTo(t, old, 2)
		v, err := old.Version(ctx)
		require.NoError(t, err)
		require.Equal(t, 2, v)
		raw := []string{
			`{"values":{"A":3,"B":3},"alpha":{"A":-4611686018427387904,"B":-4611686018427387904},"beta":{"A":4611686018427387904,"B":3},"pruned":["C>C2"]}`,
			`{"alpha":{"A":-4611686018427387904},"beta":{"A":-4611686018427387904}}`,
			`{"values":{"A":-1000000000,"B":1000000000},"beta":{"A":4611686018427387904}}`,
		}
		for i, text := range raw {
			id := "old" + strconv.Itoa(i)
			_, err := old.db.ExecContext(ctx, old.q(`INSERT INTO attempts (id, assignment_id, task, student_id, number, submission, answers, score, out_of, seconds, created_ms)
VALUES (?, ?, 0, ?, ?, ?, ?, 1, 19, 5, 1000)`), id, a.ID, st.ID, i+1, "sub"+strconv.Itoa(i), text)
			require.NoError(t, err)
			_, err = old.db.ExecContext(ctx, old.q(`INSERT INTO mistakes (attempt_id, seq, assignment_id, task, student_id, kind, field, node, edge, given, expected, step)
VALUES (?, 0, ?, 0, ?, 'wrong', 'beta', 'A', '', '-4611686018427387904', '4611686018427387904', 3)`), id, a.ID, st.ID)
			require.NoError(t, err)
		}
		require.NoError(t, old.Close())

		s := open(t, db)
		v, err = s.Version(ctx)
		require.NoError(t, err)
		assert.Equal(t, SchemaVersion(), v)
		mine, err := s.StudentAttempts(ctx, a.ID, st.ID)
		require.NoError(t, err)
		require.Len(t, mine, 3)
		assert.Equal(t, map[string]int{"A": -trace.Inf, "B": -trace.Inf}, mine[0].Answers.Alpha)
		assert.Equal(t, map[string]int{"A": trace.Inf, "B": 3}, mine[0].Answers.Beta)
		assert.Equal(t, []string{"C>C2"}, mine[0].Answers.Pruned)
		assert.Equal(t, map[string]int{"A": -trace.Inf}, mine[1].Answers.Beta)
		assert.Equal(t, map[string]int{"A": -games.MaxLeafValue, "B": games.MaxLeafValue}, mine[2].Answers.Values)
		for _, at := range mine {
			assert.Equal(t, []Mistake{{Kind: "wrong", Field: "beta", Node: "A", Given: "-inf", Expected: "inf", Step: 3, Depth: -1}}, at.Mistakes) // a row from before migration 6: no role stored
		}
		all, err := s.AllAttempts(ctx, a.ID)
		require.NoError(t, err)
		assert.Equal(t, mine, all)
		res, err := s.Results(ctx, &a)
		require.NoError(t, err)
		assert.Equal(t, 3, res.Attempts)
		require.Len(t, res.Tasks[0].Mistakes, 1)
		assert.Equal(t, "inf", res.Tasks[0].Mistakes[0].Expected)
		var left int
		require.NoError(t, s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM attempts WHERE answers LIKE '%4611686018427387904%'`).Scan(&left))
		assert.Zero(t, left, "no row holds the number")
		var text string
		require.NoError(t, s.db.QueryRowContext(ctx, `SELECT answers FROM attempts WHERE id = 'old1'`).Scan(&text))
		assert.Equal(t, `{"alpha":{"A":"-inf"},"beta":{"A":"-inf"}}`, text)
		require.NoError(t, s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM mistakes WHERE given LIKE '%4611686018427387904%' OR expected LIKE '%4611686018427387904%'`).Scan(&left))
		assert.Zero(t, left)
	})
}

// answersCases is how many random hand-ins the round trip stores on each database.
const answersCases = 300

// Random answers of every question (minimax's values; alpha-beta's values and cuts,
// window, order) at every level, with ±∞, negatives, the largest values and empty or
// missing fields, handed in through Submit, come back equal from StudentAttempts,
// AllAttempts and a resend of the same submission; Results counts them all.
func TestAnswersRoundTrip(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		var tasks []NewTask
		for level := exercise.MinLevel; level <= exercise.MaxLevel; level++ {
			for _, q := range exercise.QuestionKinds {
				tasks = append(tasks, NewTask{Spec: exercise.Spec{Source: "random", Level: level, Seed: int64(10 + level), Q: q}, Attempts: MaxAttempts})
			}
		}
		require.LessOrEqual(t, len(tasks), MaxTasks)
		_, _, a := newClassWith(t, s, tasks...)
		exercises := make([]*exercise.Exercise, len(a.Tasks))
		for i := range a.Tasks {
			exercises[i] = exerciseOf(t, a, i)
		}
		var students []Student
		for i := range 4 {
			st, _, err := s.Join(ctx, a.ID, "Student "+strconv.Itoa(i), "")
			require.NoError(t, err)
			students = append(students, st)
		}
		const seed = 26
		r := rand.New(rand.NewPCG(seed, 3))
		sent := map[string]Attempt{} // by id
		used := map[[2]int]int{}     // attempts by student and task
		for i := range answersCases {
			task := r.IntN(len(a.Tasks))
			who := r.IntN(len(students))
			if used[[2]int{who, task}] >= MaxAttempts {
				continue
			}
			used[[2]int{who, task}]++
			h := HandIn{Assignment: &a, Student: students[who], Task: task, Submission: "case-" + strconv.Itoa(i),
				Answers: randomAnswers(r, exercises[task]), Seconds: r.IntN(100)}
			at, replayed, err := s.Submit(ctx, h, exercises[task])
			require.NoError(t, err, "case %d (seed %d): %+v", i, seed, h.Answers)
			require.False(t, replayed)
			assert.Equal(t, plain(h.Answers), plain(at.Answers), "case %d", i)
			again, replayed, err := s.Submit(ctx, h, exercises[task])
			require.NoError(t, err, "case %d resent", i)
			require.True(t, replayed)
			assert.Equal(t, plain(h.Answers), plain(again.Answers), "case %d resent (seed %d)", i, seed)
			assert.Equal(t, at.Mistakes, again.Mistakes, "case %d resent", i)
			sent[at.ID] = at
		}
		require.Greater(t, len(sent), answersCases*9/10)
		all, err := s.AllAttempts(ctx, a.ID)
		require.NoError(t, err)
		require.Len(t, all, len(sent))
		for _, got := range all {
			want, ok := sent[got.ID]
			require.True(t, ok)
			assert.Equal(t, plain(want.Answers), plain(got.Answers), "attempt %s (%s)", got.ID, got.Submission)
			assert.Equal(t, want.Mistakes, got.Mistakes, "attempt %s", got.ID)
			assert.Equal(t, want.Score, got.Score)
		}
		n := 0
		for _, st := range students {
			mine, err := s.StudentAttempts(ctx, a.ID, st.ID)
			require.NoError(t, err)
			for _, got := range mine {
				assert.Equal(t, plain(sent[got.ID].Answers), plain(got.Answers), "attempt %s", got.ID)
			}
			n += len(mine)
		}
		assert.Equal(t, len(sent), n)
		res, err := s.Results(ctx, &a)
		require.NoError(t, err)
		assert.Equal(t, len(sent), res.Attempts)
	})
}

// plain is answers with empty fields as missing ones (as JSON stores them).
func plain(a exercise.Answers) exercise.Answers {
	if len(a.Values) == 0 {
		a.Values = nil
	}
	if len(a.Alpha) == 0 {
		a.Alpha = nil
	}
	if len(a.Beta) == 0 {
		a.Beta = nil
	}
	if len(a.Pruned) == 0 {
		a.Pruned = nil
	}
	if len(a.Order) == 0 {
		a.Order = nil
	}
	return a
}

// randomAnswers answers e's question at random: some of the asked nodes, each a value
// among ±∞, the largest values, negatives and small ones; some edges cut; some leaves
// in some order. A field is left out, or empty, now and then.
func randomAnswers(r *rand.Rand, e *exercise.Exercise) exercise.Answers {
	q := e.Questions()
	var a exercise.Answers
	a.Values = randomValues(r, q.Values)
	a.Alpha = randomValues(r, q.Alpha)
	a.Beta = randomValues(r, q.Beta)
	if q.Pruned != "" {
		var edges []string
		for id := range int32(e.NodeCount()) {
			for _, c := range e.Children(id) {
				edges = append(edges, e.Name(id)+">"+e.Name(c))
			}
		}
		a.Pruned = someOf(r, edges)
	}
	if q.Order > 0 {
		var leaves []string
		for id := range int32(e.NodeCount()) {
			if len(e.Children(id)) == 0 {
				leaves = append(leaves, e.Name(id))
			}
		}
		a.Order = someOf(r, leaves)
		r.Shuffle(len(a.Order), func(i, j int) { a.Order[i], a.Order[j] = a.Order[j], a.Order[i] })
	}
	return a
}

func randomValues(r *rand.Rand, nodes []string) map[string]int {
	switch {
	case len(nodes) == 0 || r.IntN(8) == 0:
		return nil
	case r.IntN(8) == 0:
		return map[string]int{}
	}
	out := map[string]int{}
	for _, n := range someOf(r, nodes) {
		out[n] = randomValue(r)
	}
	return out
}

func randomValue(r *rand.Rand) int {
	switch r.IntN(8) {
	case 0:
		return trace.Inf
	case 1:
		return -trace.Inf
	case 2:
		return []int{games.MaxLeafValue, -games.MaxLeafValue, trace.Inf - 1, -trace.Inf + 1}[r.IntN(4)]
	case 3:
		return r.IntN(2*games.MaxLeafValue+1) - games.MaxLeafValue
	}
	return r.IntN(41) - 20
}

// someOf is a random subset of list, in its order (nil now and then).
func someOf(r *rand.Rand, list []string) []string {
	if r.IntN(8) == 0 {
		return nil
	}
	var out []string
	for _, x := range list {
		if r.IntN(2) == 0 {
			out = append(out, x)
		}
	}
	return slices.Clip(out)
}
