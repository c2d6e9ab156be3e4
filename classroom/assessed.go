package classroom

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"time"

	"github.com/gametree/gametree/exercise"
)

// AssessedTree is a tree students answer in an assignment open now whose answers are
// not shown yet (an open assessment): the public API refuses to grade, search or
// draw it (package web). Secret, a digest of the class's key hash, lets the class's
// teacher through (a pass made from it); it never leaves the server.
type AssessedTree struct {
	Assignment Assignment // without its tasks
	Secret     string
	Task       int
	Spec       exercise.Spec
}

// AssessedTrees lists the trees of the assignments open at now that do not show their
// answers yet: each shared task's tree, each student's own at a task with a tree per
// student.
func (s *Store) AssessedTrees(ctx context.Context, now time.Time) ([]AssessedTree, error) {
	ms := now.UnixMilli()
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT a.id, c.key_hash FROM assignments a JOIN classes c ON c.id = a.class_id
WHERE a.opens_ms <= ? AND (a.closes_ms IS NULL OR a.closes_ms > ?) ORDER BY a.id`), ms, ms)
	if err != nil {
		return nil, err
	}
	type open struct{ id, hash string }
	var list []open
	for rows.Next() {
		var o open
		if err := rows.Scan(&o.id, &o.hash); err != nil {
			rows.Close()
			return nil, err
		}
		list = append(list, o)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return nil, err
	}
	var out []AssessedTree
	for _, o := range list {
		a, err := s.Assignment(ctx, o.id)
		if err != nil {
			if _, gone := err.(*Refusal); gone { // deleted meanwhile
				continue
			}
			return nil, err
		}
		if !a.Open(now) || a.Revealed(now) {
			continue
		}
		students, err := s.studentIDs(ctx, a.ClassID)
		if err != nil {
			return nil, err
		}
		head := a
		head.Tasks = nil
		secret := classSecret(o.hash)
		for _, t := range a.Tasks {
			if t.Variants != PerStudent { // a task's own tree is answered when shared only
				out = append(out, AssessedTree{Assignment: head, Secret: secret, Task: t.Index, Spec: t.Spec})
				continue
			}
			for _, st := range students {
				out = append(out, AssessedTree{Assignment: head, Secret: secret, Task: t.Index, Spec: t.SpecFor(a.ID, st)})
			}
		}
	}
	return out, nil
}

// ClassSecret is the secret of class id's passes (AssessedTree.Secret).
func (s *Store) ClassSecret(ctx context.Context, id string) (string, error) {
	var hash string
	if err := s.db.QueryRowContext(ctx, s.q(`SELECT key_hash FROM classes WHERE id = ?`), id).Scan(&hash); err != nil {
		return "", err
	}
	return classSecret(hash), nil
}

func classSecret(keyHash string) string {
	sum := sha256.Sum256([]byte("gametree assessed pass\x00" + keyHash))
	return hex.EncodeToString(sum[:])
}

func (s *Store) studentIDs(ctx context.Context, classID string) ([]string, error) {
	rows, err := s.db.QueryContext(ctx, s.q(`SELECT id FROM students WHERE class_id = ? ORDER BY id`), classID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, err
		}
		out = append(out, id)
	}
	return out, rows.Err()
}
