package classroom

import (
	"cmp"
	"context"
	"database/sql"
	"errors"
	"fmt"
	"slices"
)

// A class's students as their teacher keeps them: one student per name (nameKey), a
// student's own key shown again (sealed, seal.go) or made anew, a student renamed,
// merged into another (a student who joined twice) or deleted.

// StudentKey is student id's key, opened with the teacher's key (the caller checked
// it: Class). A student who joined before keys were sealed, or before the teacher
// opened the class since, has none: a Conflict refusal (class.no_student_link) that
// says to reset it.
func (s *Store) StudentKey(ctx context.Context, classID, teacherKey, id string) (Student, string, error) {
	var st Student
	var sealed string
	err := s.db.QueryRowContext(ctx, s.q(`SELECT id, name, number, key_sealed FROM students WHERE id = ? AND class_id = ?`), id, classID).
		Scan(&st.ID, &st.Name, &st.Number, &sealed)
	switch {
	case errors.Is(err, sql.ErrNoRows):
		return Student{}, "", refuse(NotFound, "class.student_not_found")
	case err != nil:
		return Student{}, "", err
	}
	if sealed == "" {
		return st, "", refuse(Conflict, "class.no_student_link", "name", st.Name)
	}
	priv, err := classPrivateKey(classID, teacherKey)
	if err != nil {
		return Student{}, "", err
	}
	key, err := openKey(priv, st.ID, sealed)
	if err != nil {
		return st, "", refuse(Conflict, "class.no_student_link", "name", st.Name)
	}
	return st, key, nil
}

// ResetStudentKey gives student id a new key (the old one stops working at once),
// sealed for the teacher, and returns it.
func (s *Store) ResetStudentKey(ctx context.Context, classID, teacherKey, id string) (Student, string, error) {
	pub, err := classPublicKey(classID, teacherKey)
	if err != nil {
		return Student{}, "", err
	}
	key := newKey()
	sealed, err := sealKey(pub, id, key)
	if err != nil {
		return Student{}, "", err
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.q(`UPDATE students SET key_hash = ?, key_sealed = ? WHERE id = ? AND class_id = ?`), hashKey(key), sealed, id, classID)
		if err != nil {
			return err
		}
		return oneStudent(res)
	})
	if err != nil {
		return Student{}, "", err
	}
	st, err := s.Student(ctx, classID, id)
	return st, key, err
}

// RenameStudent changes student id's name and number (a nil one is kept); a name
// another student of the class has (nameKey) is refused (Conflict, class.name_taken).
func (s *Store) RenameStudent(ctx context.Context, classID, id string, name, number *string) (Student, error) {
	st, err := s.Student(ctx, classID, id)
	if err != nil {
		return Student{}, err
	}
	if name != nil {
		n, ok := cleanName(*name, MaxNameRunes, false)
		if !ok {
			return Student{}, refuse(Invalid, "class.student_name", "max", MaxNameRunes)
		}
		st.Name = n
	}
	if number != nil {
		n, ok := cleanName(*number, MaxNumberRunes, true)
		if !ok {
			return Student{}, refuse(Invalid, "class.student_number", "max", MaxNumberRunes)
		}
		st.Number = n
	}
	err = s.inTx(ctx, func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, s.q(`UPDATE students SET name = ?, number = ?, name_key = ? WHERE id = ? AND class_id = ?`),
			st.Name, st.Number, nameKey(st.Name), id, classID)
		if uniqueViolation(err) {
			return refuse(Conflict, "class.name_taken_teacher", "name", st.Name)
		}
		if err != nil {
			return err
		}
		return oneStudent(res)
	})
	if err != nil {
		return Student{}, err
	}
	return st, nil
}

// DeleteStudent deletes student id of class classID with all their attempts and
// mistakes.
func (s *Store) DeleteStudent(ctx context.Context, classID, id string) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		if err := studentIn(ctx, s, tx, classID, id); err != nil {
			return err
		}
		for _, stmt := range []string{
			`DELETE FROM mistakes WHERE student_id = ?`,
			`DELETE FROM attempts WHERE student_id = ?`,
			`DELETE FROM students WHERE id = ?`,
		} {
			if _, err := tx.ExecContext(ctx, s.q(stmt), id); err != nil {
				return err
			}
		}
		return nil
	})
}

// MergeStudents moves every attempt of student from to student into (a student who
// joined twice) and deletes from. The attempts at each task are numbered again 1..n
// by the time they were handed in; a submission id both had (never, in practice) is
// renamed in from's attempt so that each stays unique. Into keeps its name, number
// and key.
func (s *Store) MergeStudents(ctx context.Context, classID, from, into string) (Student, error) {
	if from == into {
		return Student{}, refuse(Invalid, "class.merge_self")
	}
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		for _, id := range []string{from, into} {
			if err := studentIn(ctx, s, tx, classID, id); err != nil {
				return err
			}
		}
		rows, err := tx.QueryContext(ctx, s.q(`SELECT id, assignment_id, task, student_id, submission, created_ms FROM attempts
WHERE student_id = ? OR student_id = ?`), from, into)
		if err != nil {
			return err
		}
		type row struct {
			id, assignment, student, submission string
			task                                int
			created                             int64
		}
		var list []row
		for rows.Next() {
			var r row
			if err := rows.Scan(&r.id, &r.assignment, &r.task, &r.student, &r.submission, &r.created); err != nil {
				rows.Close()
				return err
			}
			list = append(list, r)
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		slices.SortFunc(list, func(x, y row) int {
			return cmp.Or(cmp.Compare(x.assignment, y.assignment), cmp.Compare(x.task, y.task), cmp.Compare(x.created, y.created), cmp.Compare(x.id, y.id))
		})
		kept := map[string]bool{}
		for _, r := range list {
			if r.student == into {
				kept[r.submission] = true
			}
		}
		// first every number out of the way (negative), then 1..n per task
		for i, r := range list {
			sub := r.submission
			if r.student == from && kept[sub] {
				sub = "merged-" + r.id
			}
			if _, err := tx.ExecContext(ctx, s.q(`UPDATE attempts SET student_id = ?, submission = ?, number = ? WHERE id = ?`), into, sub, -(i + 1), r.id); err != nil {
				return err
			}
		}
		n := 0
		for i, r := range list {
			if i == 0 || r.assignment != list[i-1].assignment || r.task != list[i-1].task {
				n = 0
			}
			n++
			if _, err := tx.ExecContext(ctx, s.q(`UPDATE attempts SET number = ? WHERE id = ?`), n, r.id); err != nil {
				return err
			}
		}
		if _, err := tx.ExecContext(ctx, s.q(`UPDATE mistakes SET student_id = ? WHERE student_id = ?`), into, from); err != nil {
			return err
		}
		_, err = tx.ExecContext(ctx, s.q(`DELETE FROM students WHERE id = ?`), from)
		return err
	})
	if err != nil {
		return Student{}, err
	}
	// a student who had no name key (a duplicate stored before names were unique)
	// takes theirs once the name is free
	if err := s.fillNameKeys(ctx); err != nil {
		return Student{}, err
	}
	return s.Student(ctx, classID, into)
}

// studentIn is nil when student id is of class classID, else a NotFound refusal.
func studentIn(ctx context.Context, s *Store, tx *sql.Tx, classID, id string) error {
	var n int
	if err := tx.QueryRowContext(ctx, s.q(`SELECT COUNT(*) FROM students WHERE id = ? AND class_id = ?`), id, classID).Scan(&n); err != nil {
		return err
	}
	if n == 0 {
		return refuse(NotFound, "class.student_not_found")
	}
	return nil
}

// oneStudent is nil when res changed a row, else a NotFound refusal.
func oneStudent(res sql.Result) error {
	n, err := res.RowsAffected()
	if err != nil {
		return err
	}
	if n == 0 {
		return refuse(NotFound, "class.student_not_found")
	}
	return nil
}

// fillNameKeys gives the students stored before names were unique (migration 5) their
// name key, the earliest of each name first; a later one of a name already taken
// keeps ” (left out of the unique index) until the teacher renames or merges them.
// Each row is its own statement: a name taken meanwhile (another server) fails that
// row alone.
func (s *Store) fillNameKeys(ctx context.Context) error {
	if SchemaVersion() < 5 { // a test's older schema
		return nil
	}
	rows, err := s.db.QueryContext(ctx, `SELECT id, class_id, name FROM students WHERE name_key = '' ORDER BY created_ms, id`)
	if err != nil {
		return fmt.Errorf("students' name keys: %w", err)
	}
	type row struct{ id, class, name string }
	var list []row
	for rows.Next() {
		var r row
		if err := rows.Scan(&r.id, &r.class, &r.name); err != nil {
			rows.Close()
			return err
		}
		list = append(list, r)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	for _, r := range list {
		k := nameKey(r.name)
		_, err := s.db.ExecContext(ctx, s.q(`UPDATE students SET name_key = ? WHERE id = ? AND name_key = '' AND NOT EXISTS
(SELECT 1 FROM students o WHERE o.class_id = ? AND o.name_key = ?)`), k, r.id, r.class, k)
		if err != nil && !uniqueViolation(err) {
			return fmt.Errorf("students' name keys: %w", err)
		}
	}
	return nil
}

// sealPubFor makes sure class id has the public key of its seals (a class made
// before them gets it at its teacher's first request since).
func (s *Store) sealPubFor(ctx context.Context, id, teacherKey, stored string) error {
	if stored != "" {
		return nil
	}
	pub, err := classPublicKey(id, teacherKey)
	if err != nil {
		return err
	}
	_, err = s.db.ExecContext(ctx, s.q(`UPDATE classes SET seal_pub = ? WHERE id = ? AND seal_pub = ''`), pub, id)
	return err
}
