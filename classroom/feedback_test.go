package classroom

import (
	"context"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
	"github.com/gametree/gametree/exercise"
)

// An assignment's feedback rule is stored and read back, changed, defaulted and
// checked; a change refused writes nothing.
func TestFeedbackRule(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		c, _, a := newClassWith(t, s)
		assert.Equal(t, DefaultFeedback, a.Feedback, "made without one: the default")
		stored, err := s.Assignment(ctx, a.ID)
		require.NoError(t, err)
		assert.Equal(t, FeedbackCount, stored.Feedback)

		tasks := []NewTask{{Spec: exercise.Spec{Source: "textbook", Q: exercise.Prune}}}
		for _, f := range Feedbacks {
			made, err := s.CreateAssignment(ctx, c.ID, NewAssignment{Title: "t", Feedback: f, Tasks: tasks})
			require.NoError(t, err, f)
			got, err := s.Assignment(ctx, made.ID)
			require.NoError(t, err)
			assert.Equal(t, f, got.Feedback)
		}
		_, err = s.CreateAssignment(ctx, c.ID, NewAssignment{Title: "t", Feedback: "sometimes", Tasks: tasks})
		refusal(t, err, Invalid, "class.feedback")

		for _, f := range []Feedback{FeedbackNone, FeedbackFull, FeedbackScore, ""} {
			got, err := s.UpdateAssignment(ctx, c.ID, a.ID, Change{Feedback: ptr(f)})
			require.NoError(t, err)
			want := f
			if f == "" {
				want = DefaultFeedback
			}
			assert.Equal(t, want, got.Feedback)
			stored, err := s.Assignment(ctx, a.ID)
			require.NoError(t, err)
			assert.Equal(t, want, stored.Feedback)
		}
		_, err = s.UpdateAssignment(ctx, c.ID, a.ID, Change{Feedback: ptr(FeedbackNone), Title: ptr("kept?")})
		require.NoError(t, err)
		_, err = s.UpdateAssignment(ctx, c.ID, a.ID, Change{Feedback: ptr(Feedback("all")), Title: ptr("not written")})
		refusal(t, err, Invalid, "class.feedback")
		stored, _ = s.Assignment(ctx, a.ID)
		assert.Equal(t, FeedbackNone, stored.Feedback)
		assert.Equal(t, "kept?", stored.Title)
	})
}

func TestParseFeedback(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in   string
		want Feedback
		ok   bool
	}{
		{"", DefaultFeedback, true}, {"none", FeedbackNone, true}, {" Score ", FeedbackScore, true},
		{"COUNT", FeedbackCount, true}, {"full", FeedbackFull, true},
		{"all", "", false}, {"revealed", "", false}, {"score only", "", false},
	} {
		got, err := ParseFeedback(tc.in)
		if !tc.ok {
			refusal(t, err, Invalid, "class.feedback")
			continue
		}
		require.NoError(t, err, tc.in)
		assert.Equal(t, tc.want, got, tc.in)
	}
}

// Migration 4 gives the assignments made before it the default rule, the score and
// the number of mistakes (not the mistakes by kind and place they had, which give the
// search's structure away). The database is taken back to version 3 (downTo) to
// stand for one of before.
func TestMigrationFeedbackDefault(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		ctx := context.Background()
		s := open(t, db)
		_, _, a := newClassWith(t, s)
		// the database as a server before migration 4 left it
		downTo(t, s, 3)
		s.Close()

		s = open(t, db)
		got, err := s.Assignment(ctx, a.ID)
		require.NoError(t, err)
		assert.Equal(t, FeedbackCount, got.Feedback)
		assert.Equal(t, a.Title, got.Title)
	})
}
