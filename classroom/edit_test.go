package classroom

import (
	"context"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

func ptr[T any](v T) *T { return &v }

// A teacher changes an assignment's title, reveal rule and times (the exercises stay);
// a change is checked as a new assignment is; another class's key changes nothing.
func TestUpdateAssignment(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		c, _, a := newClassWith(t, s)
		other, _, _ := newClassWith(t, s)
		closes := time.Now().Add(48 * time.Hour).Truncate(time.Millisecond)
		got, err := s.UpdateAssignment(ctx, c.ID, a.ID, Change{Title: ptr("  Pruning,  week 4 "), Reveal: ptr(RevealEachAttempt), Closes: &closes})
		require.NoError(t, err)
		assert.Equal(t, "Pruning, week 4", got.Title)
		assert.Equal(t, RevealEachAttempt, got.Reveal)
		assert.True(t, closes.Equal(got.Closes))
		assert.True(t, a.Opens.Equal(got.Opens), "opens kept")
		stored, err := s.Assignment(ctx, a.ID)
		require.NoError(t, err)
		assert.Equal(t, got.Title, stored.Title)
		assert.Equal(t, got.Reveal, stored.Reveal)
		assert.True(t, closes.Equal(stored.Closes))
		assert.Equal(t, a.Tasks, stored.Tasks, "the exercises are not changed")

		// closed, then reopened: a later closing time, or none
		_, err = s.CloseAssignment(ctx, c.ID, a.ID)
		require.NoError(t, err)
		closed, _ := s.Assignment(ctx, a.ID)
		assert.True(t, closed.Closed(time.Now()))
		reopened, err := s.UpdateAssignment(ctx, c.ID, a.ID, Change{Closes: ptr(time.Time{})})
		require.NoError(t, err)
		assert.True(t, reopened.Open(time.Now()), "no closing time: open again")
		stored, _ = s.Assignment(ctx, a.ID)
		assert.True(t, stored.Closes.IsZero())

		// an empty opening time is now; a closing before the opening is refused
		later := time.Now().Add(time.Hour)
		_, err = s.UpdateAssignment(ctx, c.ID, a.ID, Change{Opens: ptr(time.Time{}), Closes: ptr(time.Now().Add(-time.Hour))})
		refusal(t, err, Invalid, "class.times")
		_, err = s.UpdateAssignment(ctx, c.ID, a.ID, Change{Opens: &later, Closes: ptr(later.Add(-time.Minute))})
		refusal(t, err, Invalid, "class.times")
		_, err = s.UpdateAssignment(ctx, c.ID, a.ID, Change{Title: ptr(" ")})
		refusal(t, err, Invalid, "class.title")
		_, err = s.UpdateAssignment(ctx, c.ID, a.ID, Change{Reveal: ptr(Reveal("sometimes"))})
		refusal(t, err, Invalid, "class.reveal")
		_, err = s.UpdateAssignment(ctx, other.ID, a.ID, Change{Title: ptr("theirs")})
		refusal(t, err, NotFound, "class.assignment_not_found")
		_, err = s.UpdateAssignment(ctx, c.ID, "nope", Change{Title: ptr("x")})
		refusal(t, err, NotFound, "class.assignment_not_found")
		stored, _ = s.Assignment(ctx, a.ID)
		assert.Equal(t, "Pruning, week 4", stored.Title, "nothing refused was written")
		assert.True(t, stored.Closes.IsZero())
	})
}

// Deleting an assignment deletes its tasks, attempts and mistakes, and nothing of
// another assignment; its class and students stay.
func TestDeleteAssignment(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		c, _, a := newClassWith(t, s)
		b, err := s.CreateAssignment(ctx, c.ID, NewAssignment{Title: "week 4", Tasks: []NewTask{{Spec: textbook}}})
		require.NoError(t, err)
		st, _, err := s.Join(ctx, a.ID, "Ana", "")
		require.NoError(t, err)
		for _, x := range []Assignment{a, b} {
			_, _, err = s.Submit(ctx, HandIn{Assignment: &x, Student: st, Task: 0, Submission: "s" + x.ID, Answers: twoWrong}, exerciseOf(t, x, 0))
			require.NoError(t, err)
		}
		count := func(q, id string) int {
			var n int
			require.NoError(t, s.db.QueryRowContext(ctx, s.q(q), id).Scan(&n))
			return n
		}
		tables := []string{`SELECT COUNT(*) FROM assignments WHERE id = ?`, `SELECT COUNT(*) FROM tasks WHERE assignment_id = ?`,
			`SELECT COUNT(*) FROM attempts WHERE assignment_id = ?`, `SELECT COUNT(*) FROM mistakes WHERE assignment_id = ?`}
		for _, q := range tables {
			require.Positive(t, count(q, a.ID), q)
		}
		other, _, _ := newClassWith(t, s)
		refusal(t, s.DeleteAssignment(ctx, other.ID, a.ID), NotFound, "class.assignment_not_found")
		require.Positive(t, count(tables[0], a.ID), "another class's key deletes nothing")

		require.NoError(t, s.DeleteAssignment(ctx, c.ID, a.ID))
		for _, q := range tables {
			assert.Zero(t, count(q, a.ID), q)
			assert.Positive(t, count(q, b.ID), "the other assignment is whole: %s", q)
		}
		_, err = s.Assignment(ctx, a.ID)
		refusal(t, err, NotFound, "class.assignment_not_found")
		refusal(t, s.DeleteAssignment(ctx, c.ID, a.ID), NotFound, "class.assignment_not_found")
		got, err := s.Student(ctx, c.ID, st.ID)
		require.NoError(t, err)
		assert.Equal(t, st, got, "the class's students stay")
	})
}

// A student is found by id in their class only.
func TestStudent(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		c, _, a := newClassWith(t, s)
		other, _, _ := newClassWith(t, s)
		st, _, err := s.Join(ctx, a.ID, "Bruno", "17")
		require.NoError(t, err)
		got, err := s.Student(ctx, c.ID, st.ID)
		require.NoError(t, err)
		assert.Equal(t, Student{ID: st.ID, Name: "Bruno", Number: "17"}, got)
		_, err = s.Student(ctx, other.ID, st.ID)
		refusal(t, err, NotFound, "class.student_not_found")
		_, err = s.Student(ctx, c.ID, "nope")
		refusal(t, err, NotFound, "class.student_not_found")
	})
}
