package classroom

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"strings"
	"time"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
)

// CreateClass makes a class and returns it with its teacher's key, which is shown
// this once: the database keeps only its hash.
func (s *Store) CreateClass(ctx context.Context, name string) (Class, string, error) {
	name, ok := cleanName(name, MaxNameRunes, false)
	if !ok {
		return Class{}, "", refuse(Invalid, "class.name", "max", MaxNameRunes)
	}
	c := Class{ID: newID(), Name: name, Created: s.now().Truncate(time.Millisecond)}
	key := newKey()
	pub, err := classPublicKey(c.ID, key)
	if err != nil {
		return Class{}, "", err
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, s.q(`INSERT INTO classes (id, name, key_hash, created_ms, seal_pub) VALUES (?, ?, ?, ?, ?)`),
			c.ID, c.Name, hashKey(key), c.Created.UnixMilli(), pub)
		return err
	})
	if err != nil {
		return Class{}, "", err
	}
	return c, key, nil
}

// unknownHash is compared with a key given for a class that does not exist, so that
// an unknown class takes as long to refuse as a wrong key.
var unknownHash = hashKey("no such class")

// Class is the class id if key is its teacher's key; else a NotFound refusal (the
// same for an unknown class and a wrong key).
func (s *Store) Class(ctx context.Context, id, key string) (Class, error) {
	var c Class
	var hash, pub string
	var created int64
	err := s.db.QueryRowContext(ctx, s.q(`SELECT id, name, key_hash, created_ms, seal_pub FROM classes WHERE id = ?`), id).
		Scan(&c.ID, &c.Name, &hash, &created, &pub)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		keyMatches(key, unknownHash)
		return Class{}, refuse(NotFound, "class.not_found")
	case err != nil:
		return Class{}, err
	}
	if key == "" || !keyMatches(key, hash) {
		return Class{}, refuse(NotFound, "class.not_found")
	}
	c.Created = time.UnixMilli(created)
	return c, s.sealPubFor(ctx, c.ID, key, pub)
}

// DeleteClass deletes a class with everything in it: its assignments and their
// tasks, its students, their attempts and mistakes. The caller has checked the key
// (Class).
func (s *Store) DeleteClass(ctx context.Context, id string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		for _, stmt := range []string{
			`DELETE FROM mistakes WHERE assignment_id IN (SELECT id FROM assignments WHERE class_id = ?)`,
			`DELETE FROM attempts WHERE assignment_id IN (SELECT id FROM assignments WHERE class_id = ?)`,
			`DELETE FROM tasks WHERE assignment_id IN (SELECT id FROM assignments WHERE class_id = ?)`,
			`DELETE FROM assignments WHERE class_id = ?`,
			`DELETE FROM students WHERE class_id = ?`,
			`DELETE FROM classes WHERE id = ?`,
		} {
			if _, err := tx.ExecContext(ctx, s.q(stmt), id); err != nil {
				return err
			}
		}
		return nil
	})
}

// NewTask is a task to add: an exercise and the attempts it allows (0: 1).
type NewTask struct {
	Spec     exercise.Spec
	Attempts int
	// Variants: "" is the spec's default (DefaultVariants).
	Variants Variants
}

// NewAssignment is an assignment to make. A zero Opens is now; a zero Closes never
// closes (until CloseAssignment); an empty Reveal is RevealAfterClose, an empty
// Feedback DefaultFeedback.
type NewAssignment struct {
	Title    string
	Reveal   Reveal
	Feedback Feedback
	Opens    time.Time
	Closes   time.Time
	Tasks    []NewTask
}

// CreateAssignment checks and adds an assignment to class classID. Each exercise is
// made (exercise.New) to check it and count its answers; its errors are coded and
// name the task ("exercise 2: ...").
func (s *Store) CreateAssignment(ctx context.Context, classID string, na NewAssignment) (Assignment, error) {
	title, ok := cleanName(na.Title, MaxNameRunes, false)
	if !ok {
		return Assignment{}, refuse(Invalid, "class.title", "max", MaxNameRunes)
	}
	if na.Reveal == "" {
		na.Reveal = RevealAfterClose
	}
	if !validReveal(na.Reveal) {
		return Assignment{}, refuse(Invalid, "class.reveal", "choices", revealNames())
	}
	if na.Feedback == "" {
		na.Feedback = DefaultFeedback
	}
	if !validFeedback(na.Feedback) {
		return Assignment{}, refuse(Invalid, "class.feedback", "choices", feedbackNames())
	}
	if len(na.Tasks) == 0 || len(na.Tasks) > MaxTasks {
		return Assignment{}, refuse(Invalid, "class.tasks", "n", len(na.Tasks), "max", MaxTasks)
	}
	now := s.now().Truncate(time.Millisecond)
	a := Assignment{ID: newID(), ClassID: classID, Title: title, Reveal: na.Reveal, Feedback: na.Feedback,
		Opens: na.Opens.Truncate(time.Millisecond), Closes: na.Closes.Truncate(time.Millisecond), Created: now}
	if a.Opens.IsZero() {
		a.Opens = now
	}
	if !a.Closes.IsZero() && !a.Closes.After(a.Opens) {
		return Assignment{}, refuse(Invalid, "class.times")
	}
	for i, nt := range na.Tasks {
		if nt.Attempts == 0 {
			nt.Attempts = defaultAttempts
		}
		if nt.Attempts < 1 || nt.Attempts > MaxAttempts {
			return Assignment{}, refuse(Invalid, "class.attempts", "n", i+1, "max", MaxAttempts)
		}
		if exercise.IsLab(strings.ToLower(strings.TrimSpace(nt.Spec.Source))) {
			// the server keeps a student's code only for a while: a class's task must last
			return Assignment{}, refuse(Invalid, "class.lab_task", "n", i+1)
		}
		e, err := exercise.New(nt.Spec)
		if err != nil {
			c, ok := msg.Find(err)
			if !ok {
				return Assignment{}, err
			}
			return Assignment{}, &Refusal{Kind: Invalid, Err: msg.New("class.task", "n", i+1, "detail", c)}
		}
		v, err := taskVariants(i, e.Spec, nt.Variants)
		if err != nil {
			return Assignment{}, err
		}
		a.Tasks = append(a.Tasks, Task{Index: i, Spec: e.Spec, Attempts: nt.Attempts, OutOf: e.OutOf(), Variants: v})
	}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO assignments (id, class_id, title, reveal, feedback, opens_ms, closes_ms, created_ms)
VALUES (?, ?, ?, ?, ?, ?, ?, ?)`), a.ID, classID, a.Title, string(a.Reveal), string(a.Feedback), a.Opens.UnixMilli(), nullTime(a.Closes), now.UnixMilli()); err != nil {
			return err
		}
		for _, t := range a.Tasks {
			// the spec as its link writes it (exercise.Spec.Query): FromValues reads it back
			if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO tasks (assignment_id, position, spec, attempts, out_of, variants) VALUES (?, ?, ?, ?, ?, ?)`),
				a.ID, t.Index, t.Spec.Query(), t.Attempts, t.OutOf, string(t.Variants)); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return Assignment{}, err
	}
	return a, nil
}

func validReveal(r Reveal) bool {
	for _, x := range Reveals {
		if r == x {
			return true
		}
	}
	return false
}

func revealNames() []string {
	var out []string
	for _, r := range Reveals {
		out = append(out, string(r))
	}
	return out
}

// ParseReveal reads a reveal rule's name ("" is RevealAfterClose).
func ParseReveal(s string) (Reveal, error) {
	r := Reveal(strings.ToLower(strings.TrimSpace(s)))
	if r == "" {
		return RevealAfterClose, nil
	}
	if !validReveal(r) {
		return "", refuse(Invalid, "class.reveal", "choices", revealNames())
	}
	return r, nil
}

func nullTime(t time.Time) sql.NullInt64 {
	if t.IsZero() {
		return sql.NullInt64{}
	}
	return sql.NullInt64{Int64: t.UnixMilli(), Valid: true}
}

// Assignment is the assignment id with its tasks (NotFound when there is none).
func (s *Store) Assignment(ctx context.Context, id string) (Assignment, error) {
	as, err := s.assignments(ctx, `a.id = ?`, id)
	if err != nil {
		return Assignment{}, err
	}
	if len(as) == 0 {
		return Assignment{}, refuse(NotFound, "class.assignment_not_found")
	}
	return as[0], nil
}

// Assignments lists a class's assignments, the newest first.
func (s *Store) Assignments(ctx context.Context, classID string) ([]Assignment, error) {
	return s.assignments(ctx, `a.class_id = ?`, classID)
}

func (s *Store) assignments(ctx context.Context, where string, arg string) ([]Assignment, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT a.id, a.class_id, a.title, a.reveal, a.feedback, a.opens_ms, a.closes_ms, a.created_ms,
	t.position, t.spec, t.attempts, t.out_of, t.variants
FROM assignments a JOIN tasks t ON t.assignment_id = a.id
WHERE `+where+` ORDER BY a.created_ms DESC, a.id, t.position`), arg)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []Assignment
	for rows.Next() {
		var a Assignment
		var opens, created int64
		var closes sql.NullInt64
		var t Task
		var spec string
		if err := rows.Scan(&a.ID, &a.ClassID, &a.Title, &a.Reveal, &a.Feedback, &opens, &closes, &created, &t.Index, &spec, &t.Attempts, &t.OutOf, &t.Variants); err != nil {
			return nil, err
		}
		vals, err := url.ParseQuery(spec)
		if err != nil {
			return nil, fmt.Errorf("assignment %s, task %d: %w", a.ID, t.Index, err)
		}
		if t.Spec, err = exercise.FromValues(vals); err != nil {
			return nil, fmt.Errorf("assignment %s, task %d: %w", a.ID, t.Index, err)
		}
		if n := len(out); n > 0 && out[n-1].ID == a.ID {
			out[n-1].Tasks = append(out[n-1].Tasks, t)
			continue
		}
		a.Opens, a.Created = time.UnixMilli(opens), time.UnixMilli(created)
		if closes.Valid {
			a.Closes = time.UnixMilli(closes.Int64)
		}
		a.Tasks = []Task{t}
		out = append(out, a)
	}
	return out, rows.Err()
}

// CloseAssignment closes an assignment of class classID now (when it closes later or
// never), so that it takes no more answers (and, by RevealAfterClose, shows its
// answers). Closing a closed assignment changes nothing.
func (s *Store) CloseAssignment(ctx context.Context, classID, id string) (Assignment, error) {
	now := s.now().Truncate(time.Millisecond)
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.q(`UPDATE assignments SET closes_ms = ?
WHERE id = ? AND class_id = ? AND (closes_ms IS NULL OR closes_ms > ?)`), now.UnixMilli(), id, classID, now.UnixMilli())
		if err != nil {
			return err
		}
		_, err = res.RowsAffected()
		return err
	})
	if err != nil {
		return Assignment{}, err
	}
	a, err := s.Assignment(ctx, id)
	if err != nil {
		return Assignment{}, err
	}
	if a.ClassID != classID {
		return Assignment{}, refuse(NotFound, "class.assignment_not_found")
	}
	return a, nil
}

// ClassName is the name of class id (students see it; NotFound when there is none).
func (s *Store) ClassName(ctx context.Context, id string) (string, error) {
	var name string
	err := s.db.QueryRowContext(ctx, s.q(`SELECT name FROM classes WHERE id = ?`), id).Scan(&name)
	if errors.Is(err, sql.ErrNoRows) {
		return "", refuse(NotFound, "class.assignment_not_found")
	}
	return name, err
}
