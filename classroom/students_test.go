package classroom

import (
	"context"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
	"github.com/gametree/gametree/exercise"
)

func TestNameKey(t *testing.T) {
	t.Parallel()
	for _, tt := range []struct {
		a, b string
		same bool
	}{
		{"Ana", "ana", true},
		{"  Ana   García ", "ana garcia", true},
		{"JOSÉ", "jose", true},
		{"Peña", "PENA", true},
		{"Ana", "Ana María", false},
		{"Ana", "Anna", false},
		{"Ana García", "AnaGarcía", false},
	} {
		assert.Equal(t, tt.same, nameKey(tt.a) == nameKey(tt.b), "%q, %q", tt.a, tt.b)
	}
}

// One name, one student: a name taken in any case, accents or spacing is refused (in
// this class only); two joins of one name at once make one student and one refusal;
// a closed assignment takes nobody, one not yet open does.
func TestJoinOneNameOneStudent(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		_, _, a := newClassWith(t, s)
		_, _, other := newClassWith(t, s)
		_, _, err := s.Join(ctx, a.ID, "Ana García", "1")
		require.NoError(t, err)
		for _, name := range []string{"Ana García", " ana   garcia", "ANA GARCÍA"} {
			_, _, err := s.Join(ctx, a.ID, name, "2")
			refusal(t, err, Conflict, "class.name_taken")
		}
		for _, name := range []string{"Ana García Pérez", "Ana"} {
			_, _, err := s.Join(ctx, a.ID, name, "")
			require.NoError(t, err, name)
		}
		_, _, err = s.Join(ctx, other.ID, "Ana García", "")
		require.NoError(t, err, "another class")

		for i := range 6 { // two at once, six times
			name := "Twin " + string(rune('A'+i))
			var wg sync.WaitGroup
			errs := make([]error, 2)
			for j := range errs {
				wg.Add(1)
				go func() {
					defer wg.Done()
					_, _, errs[j] = s.Join(ctx, a.ID, name, "")
				}()
			}
			wg.Wait()
			ok := 0
			for _, err := range errs {
				if err == nil {
					ok++
					continue
				}
				refusal(t, err, Conflict, "class.name_taken")
			}
			assert.Equal(t, 1, ok, name)
			var n int
			require.NoError(t, s.db.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM students WHERE class_id = ? AND name = ?`), a.ClassID, name).Scan(&n))
			assert.Equal(t, 1, n, name)
		}

		_, err = s.CloseAssignment(ctx, a.ClassID, a.ID)
		require.NoError(t, err)
		_, _, err = s.Join(ctx, a.ID, "Late Larry", "")
		refusal(t, err, Conflict, "class.closed")

		later, err := s.CreateAssignment(ctx, a.ClassID, NewAssignment{Title: "Next week", Opens: time.Now().Add(24 * time.Hour), Tasks: []NewTask{{Spec: textbook}}})
		require.NoError(t, err)
		_, _, err = s.Join(ctx, later.ID, "Early Eva", "")
		require.NoError(t, err, "joining before the opening is fine")
	})
}

// A student's key is kept sealed: the teacher's key opens it, another does not, the
// database does not hold it; a reset makes a new one and the old stops working.
func TestStudentKeySealed(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		c, teacher, a := newClassWith(t, s)
		st, key, err := s.Join(ctx, a.ID, "Ana", "")
		require.NoError(t, err)
		got, shown, err := s.StudentKey(ctx, c.ID, teacher, st.ID)
		require.NoError(t, err)
		assert.Equal(t, key, shown)
		assert.Equal(t, "Ana", got.Name)
		_, _, err = s.StudentKey(ctx, c.ID, teacher+"x", st.ID)
		refusal(t, err, Conflict, "class.no_student_link")
		_, _, err = s.StudentKey(ctx, c.ID, teacher, "nobody")
		refusal(t, err, NotFound, "class.student_not_found")
		c2, teacher2, _ := newClassWith(t, s)
		_, _, err = s.StudentKey(ctx, c2.ID, teacher2, st.ID)
		refusal(t, err, NotFound, "class.student_not_found")

		var row string
		require.NoError(t, s.db.QueryRowContext(ctx, s.q(`SELECT id || name || number || key_hash || key_sealed || name_key FROM students WHERE id = ?`), st.ID).Scan(&row))
		assert.NotContains(t, row, key, "the database does not hold the key")
		var sealed string
		require.NoError(t, s.db.QueryRowContext(ctx, s.q(`SELECT key_sealed FROM students WHERE id = ?`), st.ID).Scan(&sealed))
		// moved to another student's row, it does not open (the id is its associated data)
		bea, _, err := s.Join(ctx, a.ID, "Bea", "")
		require.NoError(t, err)
		_, err = s.db.ExecContext(ctx, s.q(`UPDATE students SET key_sealed = ? WHERE id = ?`), sealed, bea.ID)
		require.NoError(t, err)
		_, _, err = s.StudentKey(ctx, c.ID, teacher, bea.ID)
		refusal(t, err, Conflict, "class.no_student_link")

		_, fresh, err := s.ResetStudentKey(ctx, c.ID, teacher, st.ID)
		require.NoError(t, err)
		assert.NotEqual(t, key, fresh)
		_, err = s.StudentOf(ctx, c.ID, key)
		refusal(t, err, Unknown, "class.student_key")
		me, err := s.StudentOf(ctx, c.ID, fresh)
		require.NoError(t, err)
		assert.Equal(t, st.ID, me.ID)
		_, shown, err = s.StudentKey(ctx, c.ID, teacher, st.ID)
		require.NoError(t, err)
		assert.Equal(t, fresh, shown)
		_, _, err = s.ResetStudentKey(ctx, c2.ID, teacher2, st.ID)
		refusal(t, err, NotFound, "class.student_not_found")
	})
}

// A student renamed keeps their attempts; a name another has is refused.
func TestRenameStudent(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		c, _, a := newClassWith(t, s)
		ana, _, err := s.Join(ctx, a.ID, "Ana", "1")
		require.NoError(t, err)
		_, _, err = s.Join(ctx, a.ID, "Bea", "2")
		require.NoError(t, err)
		str := func(s string) *string { return &s }
		got, err := s.RenameStudent(ctx, c.ID, ana.ID, str("  ANA  "), nil)
		require.NoError(t, err, "her own name in another case")
		assert.Equal(t, Student{ID: ana.ID, Name: "ANA", Number: "1"}, got)
		_, err = s.RenameStudent(ctx, c.ID, ana.ID, str("béa"), nil)
		refusal(t, err, Conflict, "class.name_taken_teacher")
		_, err = s.RenameStudent(ctx, c.ID, ana.ID, str(" "), nil)
		refusal(t, err, Invalid, "class.student_name")
		_, err = s.RenameStudent(ctx, c.ID, "nobody", str("X"), nil)
		refusal(t, err, NotFound, "class.student_not_found")
		got, err = s.RenameStudent(ctx, c.ID, ana.ID, str("Ana Ruiz"), str("7"))
		require.NoError(t, err)
		assert.Equal(t, Student{ID: ana.ID, Name: "Ana Ruiz", Number: "7"}, got)
		_, _, err = s.Join(ctx, a.ID, "Ana", "")
		require.NoError(t, err, "her old name is free")
		_, _, err = s.Join(ctx, a.ID, "ana ruiz", "")
		refusal(t, err, Conflict, "class.name_taken")
	})
}

// Merging moves every attempt and mistake, numbers each task's attempts 1..n by time,
// keeps the submission ids unique, and deletes the student merged; the results count
// the merged student's attempts.
func TestMergeStudents(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		clock := time.Now().Add(-time.Hour)
		var mu sync.Mutex
		s.now = func() time.Time { mu.Lock(); defer mu.Unlock(); clock = clock.Add(time.Second); return clock }
		c, _, a := newClassWith(t, s, NewTask{Spec: textbook, Attempts: 3}, NewTask{Spec: exercise.Spec{Source: "random", Level: 1, Seed: 3}, Attempts: 2})
		e := exerciseOf(t, a, 0)
		ana, _, err := s.Join(ctx, a.ID, "Ana", "")
		require.NoError(t, err)
		ana2, key2, err := s.Join(ctx, a.ID, "Ana 2", "")
		require.NoError(t, err)
		hand := func(st Student, sub string, ans exercise.Answers) {
			_, _, err := s.Submit(ctx, HandIn{Assignment: &a, Student: st, Task: 0, Submission: sub, Answers: ans}, e)
			require.NoError(t, err)
		}
		hand(ana2, "s1", twoWrong)     // 1st in time
		hand(ana, "s1", oneWrong)      // 2nd, the same submission id
		hand(ana2, "s2", rightAnswers) // 3rd
		_, _, err = s.Submit(ctx, HandIn{Assignment: &a, Student: ana2, Task: 1, Submission: "t1"}, exerciseOf(t, a, 1))
		require.NoError(t, err)

		_, err = s.MergeStudents(ctx, c.ID, ana.ID, ana.ID)
		refusal(t, err, Invalid, "class.merge_self")
		_, err = s.MergeStudents(ctx, c.ID, "nobody", ana.ID)
		refusal(t, err, NotFound, "class.student_not_found")
		got, err := s.MergeStudents(ctx, c.ID, ana2.ID, ana.ID)
		require.NoError(t, err)
		assert.Equal(t, ana, got)

		list, err := s.StudentAttempts(ctx, a.ID, ana.ID)
		require.NoError(t, err)
		require.Len(t, list, 4)
		subs := map[string]bool{}
		for i, at := range list[:3] {
			assert.Equal(t, 0, at.Task)
			assert.Equal(t, i+1, at.Number)
			subs[at.Submission] = true
		}
		assert.Len(t, subs, 3, "submission ids unique")
		assert.Equal(t, []int{4, 5, 6}, []int{list[0].Score, list[1].Score, list[2].Score}, "by time: twoWrong, oneWrong, right")
		assert.True(t, list[0].Created.Before(list[1].Created) && list[1].Created.Before(list[2].Created))
		assert.Equal(t, "s1", list[1].Submission, "her own keeps its id")
		assert.Equal(t, 1, list[3].Task)
		assert.Equal(t, 1, list[3].Number)
		assert.NotEmpty(t, list[0].Mistakes, "the mistakes moved with it")

		_, err = s.Student(ctx, c.ID, ana2.ID)
		refusal(t, err, NotFound, "class.student_not_found")
		_, err = s.StudentOf(ctx, c.ID, key2)
		refusal(t, err, Unknown, "class.student_key")
		var orphans int
		require.NoError(t, s.db.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM mistakes WHERE student_id = ?`), ana2.ID).Scan(&orphans))
		assert.Zero(t, orphans)

		r, err := s.Results(ctx, &a)
		require.NoError(t, err)
		require.Len(t, r.Students, 1)
		assert.Equal(t, Cell{Attempts: 3, Best: 6, Last: 6, OutOf: 6}, r.Students[0].Cells[0])
		assert.Equal(t, 1, r.Students[0].Cells[1].Attempts)
		assert.Equal(t, 4, r.Attempts)
		for _, m := range r.Tasks[0].Mistakes {
			assert.Equal(t, 1, m.Students, m.Node)
		}
		// the merged record hands in as any: its task 0 is used up (3 of 3)
		_, _, err = s.Submit(ctx, HandIn{Assignment: &a, Student: ana, Task: 0, Submission: "s9", Answers: rightAnswers}, e)
		refusal(t, err, Conflict, "class.no_attempts_left")
		_, _, err = s.Join(ctx, a.ID, "Ana 2", "")
		require.NoError(t, err, "the merged name is free again")
	})
}

// Deleting a student deletes their attempts and mistakes, and nobody else's.
func TestDeleteStudent(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		c, _, a := newClassWith(t, s)
		e := exerciseOf(t, a, 0)
		var sts []Student
		for _, name := range []string{"Ana", "Bea"} {
			st, _, err := s.Join(ctx, a.ID, name, "")
			require.NoError(t, err)
			_, _, err = s.Submit(ctx, HandIn{Assignment: &a, Student: st, Task: 0, Submission: "x", Answers: twoWrong}, e)
			require.NoError(t, err)
			sts = append(sts, st)
		}
		count := func(table, id string) int {
			var n int
			require.NoError(t, s.db.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM `+table+` WHERE `+map[bool]string{true: "id", false: "student_id"}[table == "students"]+` = ?`), id).Scan(&n))
			return n
		}
		require.NoError(t, s.DeleteStudent(ctx, c.ID, sts[0].ID))
		for _, table := range []string{"students", "attempts", "mistakes"} {
			assert.Zero(t, count(table, sts[0].ID), table)
			assert.Positive(t, count(table, sts[1].ID), table)
		}
		refusal(t, s.DeleteStudent(ctx, c.ID, sts[0].ID), NotFound, "class.student_not_found")
		c2, _, _ := newClassWith(t, s)
		refusal(t, s.DeleteStudent(ctx, c2.ID, sts[1].ID), NotFound, "class.student_not_found")
		_, _, err := s.Join(ctx, a.ID, "Ana", "")
		require.NoError(t, err, "her name is free again")
	})
}

// Migration 5 on a database holding duplicate names (stored before): it does not
// fail; the first of each name takes it, the later ones wait for their teacher (rename,
// merge); a class made before gets its seals' key at its teacher's next request, and
// its students' links by a reset.
func TestMigrationFiveDuplicates(t *testing.T) {
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		ctx := context.Background()
		s, err := Open(ctx, db.Address)
		require.NoError(t, err)
		teacher := "the-teachers-key"
		exec := func(q string, args ...any) {
			t.Helper()
			_, err := s.db.ExecContext(ctx, s.q(q), args...)
			require.NoError(t, err)
		}
		exec(`INSERT INTO classes (id, name, key_hash, created_ms) VALUES (?, ?, ?, ?)`, "c1", "Old class", hashKey(teacher), 1)
		exec(`INSERT INTO classes (id, name, key_hash, created_ms) VALUES (?, ?, ?, ?)`, "c2", "Other", hashKey("k2"), 1)
		a, err := s.CreateAssignment(ctx, "c1", NewAssignment{Title: "Old", Tasks: []NewTask{{Spec: textbook, Attempts: 2}}})
		require.NoError(t, err)
		// the database taken back to before migration 5, its students written as then
		downTo(t, s, 4)
		for i, st := range []struct{ id, class, name string }{
			{"s1", "c1", "Ana"}, {"s2", "c1", "ana "}, {"s3", "c1", "ANA"}, {"s4", "c1", "Bea"}, {"s5", "c2", "Ana"},
		} {
			exec(`INSERT INTO students (id, class_id, name, number, key_hash, created_ms) VALUES (?, ?, ?, '', ?, ?)`, st.id, st.class, st.name, hashKey("key-"+st.id), 10+i)
		}
		s.Close()

		s = open(t, db)
		keys := map[string]string{}
		rows, err := s.db.QueryContext(ctx, `SELECT id, name_key FROM students`)
		require.NoError(t, err)
		for rows.Next() {
			var id, k string
			require.NoError(t, rows.Scan(&id, &k))
			keys[id] = k
		}
		require.NoError(t, rows.Close())
		assert.Equal(t, map[string]string{"s1": "ana", "s2": "", "s3": "", "s4": "bea", "s5": "ana"}, keys)

		_, _, err = s.Join(ctx, a.ID, "Ana", "")
		refusal(t, err, Conflict, "class.name_taken")
		_, err = s.MergeStudents(ctx, "c1", "s2", "s1")
		require.NoError(t, err)
		name := "Ana B"
		_, err = s.RenameStudent(ctx, "c1", "s3", &name, nil)
		require.NoError(t, err)
		_, _, err = s.Join(ctx, a.ID, "ana b", "")
		refusal(t, err, Conflict, "class.name_taken")

		// their keys were never sealed: a reset makes one the teacher can show again
		_, _, err = s.StudentKey(ctx, "c1", teacher, "s4")
		refusal(t, err, Conflict, "class.no_student_link")
		_, err = s.Class(ctx, "c1", teacher)
		require.NoError(t, err)
		var pub string
		require.NoError(t, s.db.QueryRowContext(ctx, s.q(`SELECT seal_pub FROM classes WHERE id = ?`), "c1").Scan(&pub))
		assert.NotEmpty(t, pub, "the class's seals' key, made at its teacher's request")
		st, _, err := s.Join(ctx, a.ID, "Carla", "")
		require.NoError(t, err)
		_, _, err = s.StudentKey(ctx, "c1", teacher, st.ID)
		require.NoError(t, err, "a student joining since is sealed")
		_, fresh, err := s.ResetStudentKey(ctx, "c1", teacher, "s4")
		require.NoError(t, err)
		_, shown, err := s.StudentKey(ctx, "c1", teacher, "s4")
		require.NoError(t, err)
		assert.Equal(t, fresh, shown)
		s2 := open(t, db) // opened again: nothing changes
		var empty int
		require.NoError(t, s2.db.QueryRowContext(ctx, `SELECT COUNT(*) FROM students WHERE name_key = ''`).Scan(&empty))
		assert.Zero(t, empty)
	})
}
