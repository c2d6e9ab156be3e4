package classroom

import (
	"context"
	"database/sql"
	"errors"
	"time"
)

// Change is what a teacher changes of an assignment made: a nil field is kept. Its
// exercises are not changed (the attempts were graded against them): a teacher
// deletes the assignment and makes another instead. A zero Opens is now; a zero
// Closes never closes (until CloseAssignment); reopening a closed assignment is
// giving it a later Closes (or none).
//
// Reveal is also how a teacher takes a reveal back: RevealNever hides again
// everything the answers showed (the expected answers, the sentences, the search for
// the stepper), and so does reopening an assignment revealed by its closing.
type Change struct {
	Title    *string
	Reveal   *Reveal
	Feedback *Feedback
	Opens    *time.Time
	Closes   *time.Time
}

// UpdateAssignment applies a change to assignment id of class classID, checked as
// CreateAssignment checks a new one, and returns the assignment as it is now.
func (s *Store) UpdateAssignment(ctx context.Context, classID, id string, ch Change) (Assignment, error) {
	a, err := s.Assignment(ctx, id)
	if err == nil && a.ClassID != classID {
		err = refuse(NotFound, "class.assignment_not_found")
	}
	if err != nil {
		return Assignment{}, err
	}
	now := s.now().Truncate(time.Millisecond)
	if ch.Title != nil {
		title, ok := cleanName(*ch.Title, MaxNameRunes, false)
		if !ok {
			return Assignment{}, refuse(Invalid, "class.title", "max", MaxNameRunes)
		}
		a.Title = title
	}
	if ch.Reveal != nil {
		r := *ch.Reveal
		if r == "" {
			r = RevealAfterClose
		}
		if !validReveal(r) {
			return Assignment{}, refuse(Invalid, "class.reveal", "choices", revealNames())
		}
		a.Reveal = r
	}
	if ch.Feedback != nil {
		f := *ch.Feedback
		if f == "" {
			f = DefaultFeedback
		}
		if !validFeedback(f) {
			return Assignment{}, refuse(Invalid, "class.feedback", "choices", feedbackNames())
		}
		a.Feedback = f
	}
	if ch.Opens != nil {
		a.Opens = ch.Opens.Truncate(time.Millisecond)
		if a.Opens.IsZero() {
			a.Opens = now
		}
	}
	if ch.Closes != nil {
		a.Closes = ch.Closes.Truncate(time.Millisecond)
	}
	if !a.Closes.IsZero() && !a.Closes.After(a.Opens) {
		return Assignment{}, refuse(Invalid, "class.times")
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.q(`UPDATE assignments SET title = ?, reveal = ?, feedback = ?, opens_ms = ?, closes_ms = ?
WHERE id = ? AND class_id = ?`), a.Title, string(a.Reveal), string(a.Feedback), a.Opens.UnixMilli(), nullTime(a.Closes), id, classID)
		if err != nil {
			return err
		}
		return oneRow(res)
	})
	if err != nil {
		return Assignment{}, err
	}
	return a, nil
}

// DeleteAssignment deletes assignment id of class classID with its tasks and every
// attempt at it and their mistakes; the class and its students stay.
func (s *Store) DeleteAssignment(ctx context.Context, classID, id string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		var n int
		if err := tx.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM assignments WHERE id = ? AND class_id = ?`), id, classID).Scan(&n); err != nil {
			return err
		}
		if n == 0 {
			return refuse(NotFound, "class.assignment_not_found")
		}
		for _, stmt := range []string{
			`DELETE FROM mistakes WHERE assignment_id = ?`,
			`DELETE FROM attempts WHERE assignment_id = ?`,
			`DELETE FROM tasks WHERE assignment_id = ?`,
			`DELETE FROM assignments WHERE id = ?`,
		} {
			if _, err := tx.ExecContext(ctx, s.q(stmt), id); err != nil {
				return err
			}
		}
		return nil
	})
}

// Student is student id of class classID (NotFound when the class has none).
func (s *Store) Student(ctx context.Context, classID, id string) (Student, error) {
	var st Student
	err := s.db.QueryRowContext(ctx, s.q(`SELECT id, name, number FROM students WHERE id = ? AND class_id = ?`), id, classID).
		Scan(&st.ID, &st.Name, &st.Number)
	if errors.Is(err, sql.ErrNoRows) {
		return Student{}, refuse(NotFound, "class.student_not_found")
	}
	return st, err
}

// oneRow is nil when res changed a row, else a NotFound refusal (the assignment went
// meanwhile: deleted with its class).
func oneRow(res sql.Result) error {
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return refuse(NotFound, "class.assignment_not_found")
	}
	return nil
}
