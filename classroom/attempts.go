package classroom

import (
	"context"
	"database/sql"
	"encoding/json"
	"errors"
	"time"

	"github.com/gametree/gametree/exercise"
	"github.com/gametree/gametree/msg"
)

// Join adds a student to the class of assignment assignmentID and returns the student
// with their key (shown this once to the student: the database keeps its hash, and
// the key sealed for the teacher). A browser joins once and keeps the key. A name
// another student of the class has (nameKey: case, accents and spacing folded) is
// refused (Conflict, class.name_taken: that student comes back by their own link), and
// so is a join once the assignment has closed (class.closed); joining before it opens
// is fine.
func (s *Store) Join(ctx context.Context, assignmentID, name, number string) (Student, string, error) {
	name, ok := cleanName(name, MaxNameRunes, false)
	if !ok {
		return Student{}, "", refuse(Invalid, "class.student_name", "max", MaxNameRunes)
	}
	number, ok = cleanName(number, MaxNumberRunes, true)
	if !ok {
		return Student{}, "", refuse(Invalid, "class.student_number", "max", MaxNumberRunes)
	}
	a, err := s.Assignment(ctx, assignmentID)
	if err != nil {
		return Student{}, "", err
	}
	if a.Closed(s.now()) {
		return Student{}, "", refuse(Conflict, "class.closed", "at", a.Closes.UTC().Format(time.RFC3339))
	}
	st := Student{ID: newID(), Name: name, Number: number}
	key := newKey()
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var pub, sealed string
		if err := tx.QueryRowContext(ctx, s.q(`SELECT seal_pub FROM classes WHERE id = ?`), a.ClassID).Scan(&pub); err != nil {
			return err
		}
		if pub != "" {
			var err error
			if sealed, err = sealKey(pub, st.ID, key); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, s.q(`INSERT INTO students (id, class_id, name, number, key_hash, created_ms, name_key, key_sealed) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`),
			st.ID, a.ClassID, st.Name, st.Number, hashKey(key), s.now().UnixMilli(), nameKey(st.Name), sealed)
		if uniqueViolation(err) {
			return refuse(Conflict, "class.name_taken", "name", st.Name)
		}
		return err
	})
	if err != nil {
		return Student{}, "", err
	}
	return st, key, nil
}

// StudentOf is the student whose key this is, if they belong to class classID; else
// an Unknown refusal. The key's hash is looked up (a 256-bit digest: its lookup time
// tells nothing usable about the key).
func (s *Store) StudentOf(ctx context.Context, classID, key string) (Student, error) {
	if key == "" {
		return Student{}, refuse(Unknown, "class.student_key")
	}
	var st Student
	var class string
	err := s.db.QueryRowContext(ctx, s.q(`SELECT id, class_id, name, number FROM students WHERE key_hash = ?`), hashKey(key)).
		Scan(&st.ID, &class, &st.Name, &st.Number)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Student{}, refuse(Unknown, "class.student_key")
	case err != nil:
		return Student{}, err
	}
	if class != classID {
		return Student{}, refuse(Unknown, "class.student_key")
	}
	return st, nil
}

// HandIn is one attempt to store.
type HandIn struct {
	Assignment *Assignment
	Student    Student
	Task       int
	// Submission is the client's id for this hand-in: sent again (a retry after a
	// lost answer), the attempt stored the first time is returned, not a second one.
	Submission string
	Answers    exercise.Answers
	Seconds    int
}

// Submit grades a hand-in against its task's exercise e (exercise.New of the task's
// Spec) and stores it with its mistakes in one transaction. It returns the attempt,
// and whether it was stored before (a submission sent again). It refuses an
// assignment not open (Conflict), a task out of range (NotFound), a student out of
// attempts (Conflict), answers that name nodes the exercise lacks (Invalid).
func (s *Store) Submit(ctx context.Context, h HandIn, e *exercise.Exercise) (Attempt, bool, error) {
	a := h.Assignment
	if h.Task < 0 || h.Task >= len(a.Tasks) {
		return Attempt{}, false, refuse(NotFound, "class.task_not_found", "n", h.Task+1)
	}
	if !validSubmission(h.Submission) {
		return Attempt{}, false, refuse(Invalid, "class.submission", "max", MaxSubmission)
	}
	task := a.Tasks[h.Task]
	res, err := e.Grade(h.Answers, msg.EN)
	if err != nil {
		if c, ok := msg.Find(err); ok {
			return Attempt{}, false, &Refusal{Kind: Invalid, Err: msg.New("class.answers", "n", h.Task+1, "detail", c)}
		}
		return Attempt{}, false, err
	}
	answers, err := json.Marshal(h.Answers)
	if err != nil {
		return Attempt{}, false, err
	}
	at := Attempt{AssignmentID: a.ID, Task: h.Task, StudentID: h.Student.ID, Submission: h.Submission,
		Answers: h.Answers, Score: res.Score, OutOf: res.OutOf, Seconds: min(max(h.Seconds, 0), MaxSeconds)}
	if e.Spec.Source == exercise.SourceRandom {
		at.Seed = e.Spec.Seed
	}
	at.Mistakes = make([]Mistake, len(res.Mistakes))
	for i, m := range res.Mistakes {
		at.Mistakes[i] = Mistake{Kind: m.Kind, Field: m.Field, Node: m.Node, Edge: m.Edge, Given: m.Given, Expected: m.Expected, Step: m.Step,
			Player: m.Player, Depth: m.Depth}
	}
	var stored *Attempt
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		var err error
		if stored, err = s.storedBefore(ctx, tx, h); err != nil || stored != nil {
			return err
		}
		now := s.now().Truncate(time.Millisecond)
		n, err := s.mayHandIn(ctx, tx, h, task, now)
		if err != nil {
			return err
		}
		at.ID, at.Number, at.Created = newID(), n+1, now
		return s.insertAttempt(ctx, tx, &at, string(answers))
	})
	if err != nil {
		return Attempt{}, false, err
	}
	if stored != nil {
		return *stored, true, nil
	}
	return at, false, nil
}

// storedBefore is the attempt a submission sent before stored, or nil.
func (s *Store) storedBefore(ctx context.Context, tx *sql.Tx, h HandIn) (*Attempt, error) {
	var id string
	err := tx.QueryRowContext(ctx, s.q(`SELECT id FROM attempts WHERE student_id = ? AND submission = ?`), h.Student.ID, h.Submission).Scan(&id)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return nil, nil
	case err != nil:
		return nil, err
	}
	old, err := s.attempts(ctx, tx, `a.id = ?`, id)
	if err != nil {
		return nil, err
	}
	if len(old) != 1 {
		return nil, errors.New("attempt " + id + " vanished")
	}
	return &old[0], nil
}

// mayHandIn checks, in the transaction, that the assignment is open at now (its
// closing time read again: it may have moved since the assignment was read) and the
// student has an attempt left at the task; it returns the attempts made so far.
func (s *Store) mayHandIn(ctx context.Context, tx *sql.Tx, h HandIn, task Task, now time.Time) (int, error) {
	a := h.Assignment
	if now.Before(a.Opens) {
		return 0, refuse(Conflict, "class.not_open", "at", a.Opens.UTC().Format(time.RFC3339))
	}
	if a.Closed(now) {
		return 0, refuse(Conflict, "class.closed", "at", a.Closes.UTC().Format(time.RFC3339))
	}
	var closes sql.NullInt64
	if err := tx.QueryRowContext(ctx, s.q(`SELECT closes_ms FROM assignments WHERE id = ?`), a.ID).Scan(&closes); err != nil {
		return 0, err
	}
	if closes.Valid && now.UnixMilli() >= closes.Int64 {
		return 0, refuse(Conflict, "class.closed", "at", time.UnixMilli(closes.Int64).UTC().Format(time.RFC3339))
	}
	var n int
	if err := tx.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM attempts WHERE student_id = ? AND assignment_id = ? AND task = ?`),
		h.Student.ID, a.ID, h.Task).Scan(&n); err != nil {
		return 0, err
	}
	if n >= task.Attempts {
		return 0, refuse(Conflict, "class.no_attempts_left", "n", h.Task+1, "max", task.Attempts)
	}
	return n, nil
}

// insertAttempt stores at and its mistakes. The number is unique per student and
// task: two hand-ins at once (two servers) cannot both be attempt n+1; the loser
// tries again (inTx).
func (s *Store) insertAttempt(ctx context.Context, tx *sql.Tx, at *Attempt, answers string) error {
	if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO attempts (id, assignment_id, task, student_id, number, submission, answers, score, out_of, seconds, created_ms, seed)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`), at.ID, at.AssignmentID, at.Task, at.StudentID, at.Number, at.Submission, answers, at.Score, at.OutOf, at.Seconds, at.Created.UnixMilli(), at.Seed); err != nil {
		return err
	}
	for i, m := range at.Mistakes {
		if _, err := tx.ExecContext(ctx, s.q(`INSERT INTO mistakes (attempt_id, seq, assignment_id, task, student_id, kind, field, node, edge, given, expected, step, player, depth)
VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`), at.ID, i, at.AssignmentID, at.Task, at.StudentID, m.Kind, m.Field, m.Node, m.Edge, m.Given, m.Expected, m.Step, m.Player, m.Depth); err != nil {
			return err
		}
	}
	return nil
}

// StudentAttempts lists a student's attempts at an assignment, by task and number.
func (s *Store) StudentAttempts(ctx context.Context, assignmentID, studentID string) ([]Attempt, error) {
	return s.attempts(ctx, s.db, `a.assignment_id = ? AND a.student_id = ?`, assignmentID, studentID)
}

// AllAttempts lists every attempt at an assignment, by student, task and number.
func (s *Store) AllAttempts(ctx context.Context, assignmentID string) ([]Attempt, error) {
	return s.attempts(ctx, s.db, `a.assignment_id = ?`, assignmentID)
}

type querier interface {
	QueryContext(ctx context.Context, query string, args ...any) (*sql.Rows, error)
}

// attempts reads attempts (where: a condition on attempts a) with their mistakes.
func (s *Store) attempts(ctx context.Context, db querier, where string, args ...any) ([]Attempt, error) {
	rows, err := db.QueryContext(ctx, s.q(`SELECT a.id, a.assignment_id, a.task, a.student_id, a.number, a.submission, a.answers,
	a.score, a.out_of, a.seconds, a.created_ms, a.seed
FROM attempts a WHERE `+where+` ORDER BY a.student_id, a.task, a.number`), args...)
	if err != nil {
		return nil, err
	}
	var out []Attempt
	index := map[string]int{}
	for rows.Next() {
		var at Attempt
		var answers string
		var created int64
		if err := rows.Scan(&at.ID, &at.AssignmentID, &at.Task, &at.StudentID, &at.Number, &at.Submission, &answers,
			&at.Score, &at.OutOf, &at.Seconds, &created, &at.Seed); err != nil {
			rows.Close()
			return nil, err
		}
		if at.Answers, err = readAnswers(answers); err != nil {
			rows.Close()
			return nil, err
		}
		at.Created = time.UnixMilli(created)
		at.Mistakes = []Mistake{}
		index[at.ID] = len(out)
		out = append(out, at)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return out, nil
	}
	mrows, err := db.QueryContext(ctx, s.q(`SELECT m.attempt_id, m.kind, m.field, m.node, m.edge, m.given, m.expected, m.step, m.player, m.depth
FROM mistakes m JOIN attempts a ON a.id = m.attempt_id WHERE `+where+` ORDER BY m.attempt_id, m.seq`), args...)
	if err != nil {
		return nil, err
	}
	defer mrows.Close()
	for mrows.Next() {
		var id string
		var m Mistake
		if err := mrows.Scan(&id, &m.Kind, &m.Field, &m.Node, &m.Edge, &m.Given, &m.Expected, &m.Step, &m.Player, &m.Depth); err != nil {
			return nil, err
		}
		if i, ok := index[id]; ok {
			out[i].Mistakes = append(out[i].Mistakes, m)
		}
	}
	return out, mrows.Err()
}
