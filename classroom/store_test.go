package classroom

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
	"github.com/gametree/gametree/exercise"
)

func open(t *testing.T, db classtest.Database) *Store {
	t.Helper()
	s, err := Open(context.Background(), db.Address)
	require.NoError(t, err)
	t.Cleanup(func() { s.Close() })
	return s
}

// textbook is the textbook tree's pruning question: A(B(3,5),C(2,9),D(0,7)); alpha-beta
// gives A 3, B 3, C 2, D 0 and cuts C>C2 and D>D2 (6 answers).
var textbook = exercise.Spec{Source: "textbook", Q: exercise.Prune}

var (
	rightAnswers = exercise.Answers{Values: map[string]int{"A": 3, "B": 3, "C": 2, "D": 0}, Pruned: []string{"C>C2", "D>D2"}}
	// D wrong, D>D2 missed: 4 of 6
	twoWrong = exercise.Answers{Values: map[string]int{"A": 3, "B": 3, "C": 2, "D": 2}, Pruned: []string{"C>C2"}}
	// D>D2 missed: 5 of 6
	oneWrong = exercise.Answers{Values: map[string]int{"A": 3, "B": 3, "C": 2, "D": 0}, Pruned: []string{"C>C2"}}
)

func refusal(t *testing.T, err error, kind Kind, code string) {
	t.Helper()
	var r *Refusal
	require.True(t, errors.As(err, &r), "a refusal: %v", err)
	assert.Equal(t, kind, r.Kind)
	assert.Equal(t, code, r.Err.Code())
}

func newClassWith(t *testing.T, s *Store, tasks ...NewTask) (Class, string, Assignment) {
	t.Helper()
	ctx := context.Background()
	c, key, err := s.CreateClass(ctx, "Algorithms 2B")
	require.NoError(t, err)
	if len(tasks) == 0 {
		tasks = []NewTask{{Spec: textbook, Attempts: 2}, {Spec: exercise.Spec{Source: "random", Level: 1, Seed: 3}}}
	}
	a, err := s.CreateAssignment(ctx, c.ID, NewAssignment{Title: "Pruning, week 3", Tasks: tasks})
	require.NoError(t, err)
	return c, key, a
}

func exerciseOf(t *testing.T, a Assignment, i int) *exercise.Exercise {
	t.Helper()
	e, err := exercise.New(a.Tasks[i].Spec)
	require.NoError(t, err)
	return e
}

// The schema is versioned: opening again applies nothing, a newer database is refused.
func TestMigrations(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		v, err := s.Version(ctx)
		require.NoError(t, err)
		assert.Equal(t, SchemaVersion(), v)
		s2 := open(t, db) // again: nothing to apply
		var n int
		require.NoError(t, s2.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM schema_migrations`).Scan(&n))
		assert.Equal(t, len(migrations), n)
		_, err = s2.db.ExecContext(ctx, s2.q(`INSERT INTO schema_migrations (version, name, applied_ms) VALUES (?, 'from the future', 0)`), SchemaVersion()+1)
		require.NoError(t, err)
		_, err = Open(ctx, db.Address)
		require.Error(t, err)
		assert.Contains(t, err.Error(), "newer than this gametree's")
	})
}

// Migration 2 renumbers the steps of the mistakes stored before from 1: an attempt
// stored by a version-1 server (its cut missed under D at the trace's step 25) reads
// back at Step 26, as /api/grade and the stepper number it. The rows are written by
// this version, then taken back to version 1 (the columns of later versions dropped:
// see downTo).
func TestMigrationStepsFromOne(t *testing.T) {
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		ctx := context.Background()
		s, err := Open(ctx, db.Address)
		require.NoError(t, err)
		_, _, a := newClassWith(t, s)
		st, _, err := s.Join(ctx, a.ID, "Ana García", "")
		require.NoError(t, err)
		_, _, err = s.Submit(ctx, HandIn{Assignment: &a, Student: st, Task: 0, Submission: "s1", Answers: twoWrong}, exerciseOf(t, a, 0))
		require.NoError(t, err)
		// the rows as a version-1 server wrote them: the trace's index of each step
		_, err = s.db.ExecContext(ctx, `UPDATE mistakes SET step = step - 1`)
		require.NoError(t, err)
		downTo(t, s, 1)
		var old int
		require.NoError(t, s.db.QueryRowContext(ctx, s.q(`SELECT MIN(step) FROM mistakes`)).Scan(&old))
		require.Equal(t, 25, old)
		s.Close()

		s = open(t, db)
		v, err := s.Version(ctx)
		require.NoError(t, err)
		assert.Equal(t, SchemaVersion(), v)
		list, err := s.StudentAttempts(ctx, a.ID, st.ID)
		require.NoError(t, err)
		require.Len(t, list, 1)
		m := list[0].Mistakes[0]
		assert.Equal(t, "D>D2", m.Edge)
		assert.Equal(t, 26, m.Step)
		kind, node := exerciseOf(t, a, 0).Trace.StepKindAt(m.Step - 1)
		assert.Equal(t, "cutoff", kind.String())
		assert.Equal(t, "D", exerciseOf(t, a, 0).Name(node))
		s2 := open(t, db) // opened again: not renumbered twice
		list, err = s2.StudentAttempts(ctx, a.ID, st.ID)
		require.NoError(t, err)
		assert.Equal(t, 26, list[0].Mistakes[0].Step)
	})
}

// Two servers opening one new database at once migrate it once.
func TestMigrationsAtOnce(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		var wg sync.WaitGroup
		errs := make([]error, 4)
		for i := range errs {
			wg.Add(1)
			go func() {
				defer wg.Done()
				s, err := Open(context.Background(), db.Address)
				if err == nil {
					s.Close()
				}
				errs[i] = err
			}()
		}
		wg.Wait()
		for _, err := range errs {
			require.NoError(t, err)
		}
		s := open(t, db)
		var n int
		require.NoError(t, s.db.QueryRow(`SELECT COUNT(*) FROM schema_migrations`).Scan(&n))
		assert.Equal(t, len(migrations), n)
	})
}

// A class answers to its key only; an unknown class and a wrong key look the same.
func TestClassKey(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		c, key, err := s.CreateClass(ctx, "  Algorithms   2B ")
		require.NoError(t, err)
		assert.Equal(t, "Algorithms 2B", c.Name, "spaces trimmed")
		got, err := s.Class(ctx, c.ID, key)
		require.NoError(t, err)
		assert.Equal(t, c.ID, got.ID)
		for _, bad := range []struct{ id, key string }{{c.ID, ""}, {c.ID, key + "x"}, {c.ID, key[:len(key)-1]}, {"nope", key}, {"", ""}} {
			_, err := s.Class(ctx, bad.id, bad.key)
			refusal(t, err, NotFound, "class.not_found")
		}
		var stored string
		require.NoError(t, s.db.QueryRow(s.q(`SELECT key_hash FROM classes WHERE id = ?`), c.ID).Scan(&stored))
		assert.NotContains(t, stored, key, "the key itself is not stored")
	})
}

func TestBadInput(t *testing.T) {
	t.Parallel()
	s := open(t, classtest.SQLite(t))
	ctx := context.Background()
	_, _, err := s.CreateClass(ctx, " ")
	refusal(t, err, Invalid, "class.name")
	_, _, err = s.CreateClass(ctx, "a\x00b")
	refusal(t, err, Invalid, "class.name")
	c, _, err := s.CreateClass(ctx, "c")
	require.NoError(t, err)
	ok := []NewTask{{Spec: textbook}}
	now := time.Now()
	for _, tc := range []struct {
		na   NewAssignment
		code string
	}{
		{NewAssignment{Title: "", Tasks: ok}, "class.title"},
		{NewAssignment{Title: "t"}, "class.tasks"},
		{NewAssignment{Title: "t", Tasks: make([]NewTask, MaxTasks+1)}, "class.tasks"},
		{NewAssignment{Title: "t", Tasks: []NewTask{{Spec: textbook, Attempts: MaxAttempts + 1}}}, "class.attempts"},
		{NewAssignment{Title: "t", Tasks: []NewTask{{Spec: textbook, Attempts: -1}}}, "class.attempts"},
		{NewAssignment{Title: "t", Tasks: []NewTask{{Spec: exercise.Spec{Source: "tree", Position: "((1,2"}}}}, "class.task"},
		{NewAssignment{Title: "t", Tasks: []NewTask{{Spec: exercise.Spec{Source: "lab:0123456789abcdef0123"}}}}, "class.lab_task"},
		{NewAssignment{Title: "t", Tasks: ok, Reveal: "sometimes"}, "class.reveal"},
		{NewAssignment{Title: "t", Tasks: ok, Opens: now, Closes: now.Add(-time.Hour)}, "class.times"},
	} {
		_, err := s.CreateAssignment(ctx, c.ID, tc.na)
		refusal(t, err, Invalid, tc.code)
	}
	_, _, err = s.Join(ctx, "nope", "Ana", "")
	refusal(t, err, NotFound, "class.assignment_not_found")
}

// An attempt is graded and stored with its mistakes; sent again, it is not stored
// twice; attempts past the limit, before the opening or after the closing are refused.
func TestSubmit(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		c, _, a := newClassWith(t, s)
		e := exerciseOf(t, a, 0)
		st, key, err := s.Join(ctx, a.ID, "Ana <b>", "42")
		require.NoError(t, err)
		got, err := s.StudentOf(ctx, c.ID, key)
		require.NoError(t, err)
		assert.Equal(t, st, got)
		_, err = s.StudentOf(ctx, c.ID, key+"x")
		refusal(t, err, Unknown, "class.student_key")
		_, err = s.StudentOf(ctx, "another class", key)
		refusal(t, err, Unknown, "class.student_key")

		h := HandIn{Assignment: &a, Student: st, Task: 0, Submission: "s1", Answers: twoWrong, Seconds: 95}
		at, replayed, err := s.Submit(ctx, h, e)
		require.NoError(t, err)
		assert.False(t, replayed)
		assert.Equal(t, 1, at.Number)
		assert.Equal(t, 4, at.Score)
		assert.Equal(t, 6, at.OutOf)
		require.Len(t, at.Mistakes, 2)
		assert.Equal(t, Mistake{Kind: exercise.MissedCut, Field: "pruned", Node: "D2", Edge: "D>D2", Expected: "cut", Step: 26, Player: "min", Depth: 1}, at.Mistakes[0])
		assert.Equal(t, Mistake{Kind: exercise.WrongValue, Field: "value", Node: "D", Given: "2", Expected: "0", Step: at.Mistakes[1].Step, Player: "min", Depth: 1}, at.Mistakes[1])
		assert.Greater(t, at.Mistakes[1].Step, 26, "by step")

		again, replayed, err := s.Submit(ctx, h, e)
		require.NoError(t, err)
		assert.True(t, replayed, "the same submission")
		assert.Equal(t, at.ID, again.ID)
		assert.Equal(t, at.Mistakes, again.Mistakes)
		assert.Equal(t, twoWrong, again.Answers)

		h2 := h
		h2.Submission, h2.Answers = "s2", rightAnswers
		at2, _, err := s.Submit(ctx, h2, e)
		require.NoError(t, err)
		assert.Equal(t, 2, at2.Number)
		assert.Equal(t, 6, at2.Score)
		assert.Empty(t, at2.Mistakes)
		h3 := h
		h3.Submission = "s3"
		_, _, err = s.Submit(ctx, h3, e)
		refusal(t, err, Conflict, "class.no_attempts_left")

		list, err := s.StudentAttempts(ctx, a.ID, st.ID)
		require.NoError(t, err)
		require.Len(t, list, 2)
		assert.Equal(t, 95, list[0].Seconds)

		// bad input
		bad := h
		bad.Submission = "has space"
		_, _, err = s.Submit(ctx, bad, e)
		refusal(t, err, Invalid, "class.submission")
		bad = h
		bad.Task = 2
		_, _, err = s.Submit(ctx, bad, e)
		refusal(t, err, NotFound, "class.task_not_found")
		bad = HandIn{Assignment: &a, Student: st, Task: 1, Submission: "s9", Answers: exercise.Answers{Values: map[string]int{"Z": 1}}}
		_, _, err = s.Submit(ctx, bad, exerciseOf(t, a, 1))
		refusal(t, err, Invalid, "class.answers")

		// closed: refused, but a submission stored before still answers
		closed, err := s.CloseAssignment(ctx, c.ID, a.ID)
		require.NoError(t, err)
		// closed from the millisecond it was closed in: at once, with no clock to wait for
		assert.True(t, closed.Closed(time.Now()))
		h4 := HandIn{Assignment: &closed, Student: st, Task: 1, Submission: "s4", Answers: exercise.Answers{}}
		_, _, err = s.Submit(ctx, h4, exerciseOf(t, a, 1))
		refusal(t, err, Conflict, "class.closed")
		h4.Assignment = &a // read before it closed: the transaction reads it again
		_, _, err = s.Submit(ctx, h4, exerciseOf(t, a, 1))
		refusal(t, err, Conflict, "class.closed")
		_, replayed, err = s.Submit(ctx, HandIn{Assignment: &closed, Student: st, Task: 0, Submission: "s1", Answers: twoWrong}, e)
		require.NoError(t, err)
		assert.True(t, replayed)

		// not open yet
		later, err := s.CreateAssignment(ctx, c.ID, NewAssignment{Title: "later", Opens: time.Now().Add(time.Hour), Tasks: []NewTask{{Spec: textbook}}})
		require.NoError(t, err)
		_, _, err = s.Submit(ctx, HandIn{Assignment: &later, Student: st, Task: 0, Submission: "s5"}, e)
		refusal(t, err, Conflict, "class.not_open")
	})
}

// The teacher's view: every student by every task, and the mistakes ranked by how many
// students made them.
func TestResults(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		c, _, a := newClassWith(t, s)
		e := exerciseOf(t, a, 0)
		students := map[string]exercise.Answers{"Carla": rightAnswers, "Ana": twoWrong, "Bruno": oneWrong}
		ids := map[string]Student{}
		for _, name := range []string{"Carla", "Ana", "Bruno", "Dani"} {
			st, _, err := s.Join(ctx, a.ID, name, "")
			require.NoError(t, err)
			ids[name] = st
			if ans, ok := students[name]; ok {
				_, _, err = s.Submit(ctx, HandIn{Assignment: &a, Student: st, Task: 0, Submission: "x", Answers: ans, Seconds: 60}, e)
				require.NoError(t, err)
			}
		}
		// Ana tries again and gets it right
		_, _, err := s.Submit(ctx, HandIn{Assignment: &a, Student: ids["Ana"], Task: 0, Submission: "y", Answers: rightAnswers, Seconds: 30}, e)
		require.NoError(t, err)

		r, err := s.Results(ctx, &a)
		require.NoError(t, err)
		assert.Equal(t, 4, r.Attempts)
		var names []string
		for _, row := range r.Students {
			names = append(names, row.Name)
		}
		assert.Equal(t, []string{"Ana", "Bruno", "Carla", "Dani"}, names, "by name")
		assert.Equal(t, Cell{Attempts: 2, Best: 6, Last: 6, Seconds: 90, OutOf: 6}, r.Students[0].Cells[0])
		assert.Equal(t, Cell{Attempts: 1, Best: 5, Last: 5, Seconds: 60, OutOf: 6}, r.Students[1].Cells[0])
		assert.Equal(t, Cell{}, r.Students[3].Cells[0], "Dani did nothing")
		assert.Equal(t, Cell{}, r.Students[0].Cells[1])
		assert.Equal(t, 6, r.Students[0].Total)
		require.Len(t, r.Tasks, 2)
		assert.Equal(t, 3, r.Tasks[0].Students)
		assert.Equal(t, 4, r.Tasks[0].Attempts)
		assert.Equal(t, 0, r.Tasks[1].Students)
		require.Len(t, r.Tasks[0].Mistakes, 2)
		first, second := r.Tasks[0].Mistakes[0], r.Tasks[0].Mistakes[1]
		assert.Equal(t, exercise.MissedCut, first.Kind, "Ana and Bruno missed D>D2")
		assert.Equal(t, "D>D2", first.Edge)
		assert.Equal(t, "cut", first.Expected)
		assert.Equal(t, 2, first.Students)
		assert.Equal(t, exercise.WrongValue, second.Kind)
		assert.Equal(t, "D", second.Node)
		assert.Equal(t, 1, second.Students)
		assert.Equal(t, 26, first.Step, "the cutoff at D: Step 26")
		_ = c
	})
}

// Deleting a class deletes everything in it, and nothing of another class.
func TestDeleteClass(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		counts := func(class string) map[string]int {
			out := map[string]int{}
			for table, q := range map[string]string{
				"classes":     `SELECT COUNT(*) FROM classes WHERE id = ?`,
				"assignments": `SELECT COUNT(*) FROM assignments WHERE class_id = ?`,
				"tasks":       `SELECT COUNT(*) FROM tasks WHERE assignment_id IN (SELECT id FROM assignments WHERE class_id = ?)`,
				"students":    `SELECT COUNT(*) FROM students WHERE class_id = ?`,
				"attempts":    `SELECT COUNT(*) FROM attempts WHERE student_id IN (SELECT id FROM students WHERE class_id = ?)`,
				"mistakes":    `SELECT COUNT(*) FROM mistakes WHERE student_id IN (SELECT id FROM students WHERE class_id = ?)`,
			} {
				var n int
				require.NoError(t, s.db.QueryRowContext(ctx, s.q(q), class).Scan(&n))
				out[table] = n
			}
			return out
		}
		var classes []Class
		for range 2 {
			c, _, a := newClassWith(t, s)
			classes = append(classes, c)
			st, _, err := s.Join(ctx, a.ID, "Ana", "")
			require.NoError(t, err)
			_, _, err = s.Submit(ctx, HandIn{Assignment: &a, Student: st, Task: 0, Submission: "x", Answers: twoWrong}, exerciseOf(t, a, 0))
			require.NoError(t, err)
		}
		before := counts(classes[1].ID)
		for table, n := range counts(classes[0].ID) {
			assert.Positive(t, n, table)
		}
		require.NoError(t, s.DeleteClass(ctx, classes[0].ID))
		for table, n := range counts(classes[0].ID) {
			assert.Zero(t, n, table)
		}
		var orphans int
		require.NoError(t, s.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM mistakes WHERE attempt_id NOT IN (SELECT id FROM attempts)`).Scan(&orphans))
		assert.Zero(t, orphans)
		assert.Equal(t, before, counts(classes[1].ID), "the other class is whole")
	})
}

// Thirty students hand in at once (each task, each sent twice as a lost answer's
// retry is): every attempt is stored exactly once and the teacher's counts match.
func TestThirtyAtOnce(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		_, _, a := newClassWith(t, s)
		exs := []*exercise.Exercise{exerciseOf(t, a, 0), exerciseOf(t, a, 1)}
		const n = 30
		answers := []exercise.Answers{rightAnswers, twoWrong, oneWrong}
		var wg sync.WaitGroup
		start := make(chan struct{})
		errs := make(chan error, 4*n)
		for i := range n {
			wg.Add(1)
			go func() {
				defer wg.Done()
				<-start
				st, _, err := s.Join(ctx, a.ID, fmt.Sprintf("Student %02d", i), "")
				if err != nil {
					errs <- err
					return
				}
				for task := range 2 {
					h := HandIn{Assignment: &a, Student: st, Task: task, Submission: fmt.Sprintf("sub-%d-%d", i, task), Seconds: i}
					if task == 0 {
						h.Answers = answers[i%3]
					}
					for range 2 { // sent twice
						if _, _, err := s.Submit(ctx, h, exs[task]); err != nil {
							errs <- err
						}
					}
				}
			}()
		}
		close(start)
		wg.Wait()
		close(errs)
		for err := range errs {
			require.NoError(t, err)
		}
		var stored, distinct int
		require.NoError(t, s.db.QueryRowContext(ctx, s.q(`SELECT COUNT(*), COUNT(DISTINCT submission) FROM attempts WHERE assignment_id = ?`), a.ID).Scan(&stored, &distinct))
		assert.Equal(t, 2*n, stored, "every attempt once")
		assert.Equal(t, 2*n, distinct)
		r, err := s.Results(ctx, &a)
		require.NoError(t, err)
		assert.Equal(t, 2*n, r.Attempts)
		require.Len(t, r.Students, n)
		for _, row := range r.Students {
			assert.Equal(t, 1, row.Cells[0].Attempts, row.Name)
			assert.Equal(t, 1, row.Cells[1].Attempts, row.Name)
		}
		assert.Equal(t, n, r.Tasks[0].Students)
		// twoWrong and oneWrong both miss D>D2: 20 of 30; twoWrong's D: 10 of 30
		require.NotEmpty(t, r.Tasks[0].Mistakes)
		m := r.Tasks[0].Mistakes[0]
		m.Examples = nil
		assert.Equal(t, Ranked{Kind: exercise.MissedCut, Field: "pruned", Player: "min", Depth: 1, Node: "D2", Edge: "D>D2", Expected: "cut", Step: 26, Students: 20}, m)
		assert.Equal(t, 10, r.Tasks[0].Mistakes[1].Students)
		// the empty hand-ins of task 2: every value missing, by all 30
		for _, m := range r.Tasks[1].Mistakes {
			assert.Equal(t, n, m.Students, m.Node)
		}
	})
}

var _ = sql.ErrNoRows

// downSteps undo the migrations after the first, each under its version: a migration
// that adds a column or a table adds its DROP here (see downTo).
var downSteps = []struct {
	version int
	stmts   []string
}{
	{3, []string{`DROP TABLE write_probe`}},
	{4, []string{`ALTER TABLE assignments DROP COLUMN feedback`}},
	{5, []string{
		`DROP INDEX students_name_key`,
		`ALTER TABLE students DROP COLUMN name_key`,
		`ALTER TABLE students DROP COLUMN key_sealed`,
		`ALTER TABLE classes DROP COLUMN seal_pub`,
	}},
	{6, []string{
		`ALTER TABLE tasks DROP COLUMN variants`,
		`ALTER TABLE mistakes DROP COLUMN player`,
		`ALTER TABLE mistakes DROP COLUMN depth`,
		`ALTER TABLE attempts DROP COLUMN seed`,
	}},
}

// downTo takes a database of this version back to version v: the columns and tables
// of the later migrations dropped, latest first, their rows in schema_migrations
// deleted.
func downTo(t *testing.T, s *Store, v int) {
	t.Helper()
	ctx := context.Background()
	for i := len(downSteps) - 1; i >= 0; i-- {
		if downSteps[i].version <= v {
			continue
		}
		for _, stmt := range downSteps[i].stmts {
			_, err := s.db.ExecContext(ctx, stmt)
			require.NoError(t, err, stmt)
		}
	}
	_, err := s.db.ExecContext(ctx, s.q(`DELETE FROM schema_migrations WHERE version > ?`), v)
	require.NoError(t, err)
}
