package classroom

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
)

// migration is one version of the schema: the statements that bring the version
// before it to this one. Migrations are never edited once released: a change is a new
// one. The SQL is what SQLite and PostgreSQL both read (text ids made by the server,
// times as Unix milliseconds, no auto-increment).
type migration struct {
	version int
	name    string
	sql     string
}

var migrations = []migration{
	{1, "classes, assignments, students, attempts and their mistakes", `
CREATE TABLE classes (
	id         TEXT PRIMARY KEY,
	name       TEXT NOT NULL,
	key_hash   TEXT NOT NULL,
	created_ms BIGINT NOT NULL
);
CREATE TABLE assignments (
	id         TEXT PRIMARY KEY,
	class_id   TEXT NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
	title      TEXT NOT NULL,
	reveal     TEXT NOT NULL,
	opens_ms   BIGINT NOT NULL,
	closes_ms  BIGINT,
	created_ms BIGINT NOT NULL
);
CREATE INDEX assignments_class ON assignments(class_id);
CREATE TABLE tasks (
	assignment_id TEXT NOT NULL REFERENCES assignments(id) ON DELETE CASCADE,
	position      INTEGER NOT NULL,
	spec          TEXT NOT NULL,
	attempts      INTEGER NOT NULL,
	out_of        INTEGER NOT NULL,
	PRIMARY KEY (assignment_id, position)
);
CREATE TABLE students (
	id         TEXT PRIMARY KEY,
	class_id   TEXT NOT NULL REFERENCES classes(id) ON DELETE CASCADE,
	name       TEXT NOT NULL,
	number     TEXT NOT NULL,
	key_hash   TEXT NOT NULL UNIQUE,
	created_ms BIGINT NOT NULL
);
CREATE INDEX students_class ON students(class_id);
CREATE TABLE attempts (
	id            TEXT PRIMARY KEY,
	assignment_id TEXT NOT NULL REFERENCES assignments(id) ON DELETE CASCADE,
	task          INTEGER NOT NULL,
	student_id    TEXT NOT NULL REFERENCES students(id) ON DELETE CASCADE,
	number        INTEGER NOT NULL,
	submission    TEXT NOT NULL,
	answers       TEXT NOT NULL,
	score         INTEGER NOT NULL,
	out_of        INTEGER NOT NULL,
	seconds       INTEGER NOT NULL,
	created_ms    BIGINT NOT NULL,
	UNIQUE (student_id, submission),
	UNIQUE (student_id, assignment_id, task, number)
);
CREATE INDEX attempts_assignment ON attempts(assignment_id, task);
CREATE TABLE mistakes (
	attempt_id    TEXT NOT NULL REFERENCES attempts(id) ON DELETE CASCADE,
	seq           INTEGER NOT NULL,
	assignment_id TEXT NOT NULL,
	task          INTEGER NOT NULL,
	student_id    TEXT NOT NULL,
	kind          TEXT NOT NULL,
	field         TEXT NOT NULL,
	node          TEXT NOT NULL,
	edge          TEXT NOT NULL,
	given         TEXT NOT NULL,
	expected      TEXT NOT NULL,
	step          INTEGER NOT NULL,
	PRIMARY KEY (attempt_id, seq)
);
CREATE INDEX mistakes_task ON mistakes(assignment_id, task)`},
	// a mistake's step counted from 0 (the trace's index) until /api/grade counted
	// from 1, as the stepper, --step and /api/render do: the rows stored so far are
	// renumbered, so that every step read from the database counts from 1
	{2, "mistakes' steps counted from 1", `
UPDATE mistakes SET step = step + 1`},
	// ±∞ was stored as trace.Inf's number (4611686018427387904), which answers refuse
	// when read back (a student cannot type it): every answer at ±∞ becomes "inf" or
	// "-inf", as exercise.Answers writes it since. A number in the answers' JSON
	// follows `":` (a node's name, then the value: encoding/json writes no spaces);
	// the negative one first, so that its digits are not taken for the positive's. A
	// mistake's given or expected answer was written "inf" from the start: one that
	// holds the number all the same is repaired too.
	// write_probe: the one row a server writes when it starts (Store.CanWrite), to
	// learn whether the database takes writes (a full disk or a file that may not be
	// written shows only when a write is committed).
	{3, "answers at ±∞ stored as \"inf\" and \"-inf\"; the trial write's row", `
UPDATE attempts SET answers = REPLACE(answers, '":-4611686018427387904', '":"-inf"') WHERE answers LIKE '%-4611686018427387904%';
UPDATE attempts SET answers = REPLACE(answers, '":4611686018427387904', '":"inf"') WHERE answers LIKE '%4611686018427387904%';
UPDATE mistakes SET given = 'inf' WHERE given = '4611686018427387904';
UPDATE mistakes SET given = '-inf' WHERE given = '-4611686018427387904';
UPDATE mistakes SET expected = 'inf' WHERE expected = '4611686018427387904';
UPDATE mistakes SET expected = '-inf' WHERE expected = '-4611686018427387904';
CREATE TABLE write_probe (
	id    INTEGER PRIMARY KEY,
	at_ms BIGINT NOT NULL
)`},
	// what a graded attempt tells its student before the answers are revealed
	// (Feedback): the assignments made before the rules had the mistakes by kind
	// and place, which give the search's structure away; they get the default, the
	// score and the number of mistakes, which tells nothing the score does not
	{4, "assignments' feedback rules", `
ALTER TABLE assignments ADD COLUMN feedback TEXT NOT NULL DEFAULT 'count'`},
	// one name, one student per class: a student's name as a teacher compares names
	// (nameKey), unique in the class. The rows stored before get theirs from the server
	// after the migration (fillNameKeys: SQL cannot fold accents alike on both
	// databases); until then, and for the duplicates stored before (the later ones
	// keep ''), the index leaves '' out, so existing duplicates never fail it: the
	// teacher merges them. A student's key sealed for the teacher (seal.go) and the
	// class's public key of the seals ('' until the teacher's next request).
	{5, "one student per name in a class; students' keys sealed for the teacher", `
ALTER TABLE students ADD COLUMN name_key TEXT NOT NULL DEFAULT '';
ALTER TABLE students ADD COLUMN key_sealed TEXT NOT NULL DEFAULT '';
ALTER TABLE classes ADD COLUMN seal_pub TEXT NOT NULL DEFAULT '';
CREATE UNIQUE INDEX students_name_key ON students(class_id, name_key) WHERE name_key <> ''`},
	// a task's tree shared by its students or one per student (the tasks made so far
	// were shared); a mistake's node's role (who moves there, its depth), so that the
	// same mistake is ranked as one across the students' trees; the seed of the random
	// tree an attempt was graded against (0: not a random one)
	{6, "a tree per student; the role of a mistake's node", `
ALTER TABLE tasks ADD COLUMN variants TEXT NOT NULL DEFAULT 'shared';
ALTER TABLE mistakes ADD COLUMN player TEXT NOT NULL DEFAULT '';
ALTER TABLE mistakes ADD COLUMN depth INTEGER NOT NULL DEFAULT -1;
ALTER TABLE attempts ADD COLUMN seed BIGINT NOT NULL DEFAULT 0`},
}

// SchemaVersion is the schema version this build writes.
func SchemaVersion() int { return migrations[len(migrations)-1].version }

// migrationLock is PostgreSQL's advisory lock key of the migrations: two servers
// starting at once migrate one after the other (SQLite's write transaction is the lock
// there).
const migrationLock = 7_351_906_184

// migrate applies the migrations the database lacks up to version upto (the last,
// SchemaVersion, but in tests), each in its own transaction with its row in
// schema_migrations. A database of a newer schema than this build knows is refused
// rather than written.
func (s *Store) migrate(ctx context.Context, upto int) error {
	// the table of versions, made under the lock (PostgreSQL's CREATE TABLE IF NOT
	// EXISTS is not safe against another server making it at the same moment)
	err := s.inTx(ctx, func(tx *sql.Tx) error {
		if s.postgres {
			if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, migrationLock); err != nil {
				return err
			}
		}
		_, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
	version    INTEGER PRIMARY KEY,
	name       TEXT NOT NULL,
	applied_ms BIGINT NOT NULL
)`)
		return err
	})
	if err != nil {
		return fmt.Errorf("schema_migrations: %w", err)
	}
	for _, m := range migrations {
		if m.version > upto {
			break
		}
		err := s.inTx(ctx, func(tx *sql.Tx) error {
			if s.postgres {
				if _, err := tx.ExecContext(ctx, `SELECT pg_advisory_xact_lock($1)`, migrationLock); err != nil {
					return err
				}
			}
			var have int
			if err := tx.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&have); err != nil {
				return err
			}
			if have > SchemaVersion() {
				return fmt.Errorf("its schema is version %d, newer than this gametree's %d: run a newer gametree", have, SchemaVersion())
			}
			if have >= m.version {
				return nil
			}
			for _, stmt := range strings.Split(m.sql, ";\n") {
				if strings.TrimSpace(stmt) == "" {
					continue
				}
				if _, err := tx.ExecContext(ctx, stmt); err != nil {
					return fmt.Errorf("migration %d (%s): %w", m.version, m.name, err)
				}
			}
			_, err := tx.ExecContext(ctx, s.q(`INSERT INTO schema_migrations (version, name, applied_ms) VALUES (?, ?, ?)`),
				m.version, m.name, s.now().UnixMilli())
			return err
		})
		if err != nil {
			return err
		}
	}
	return s.fillNameKeys(ctx)
}

// Version is the database's schema version.
func (s *Store) Version(ctx context.Context) (int, error) {
	var v int
	err := s.db.QueryRowContext(ctx, `SELECT COALESCE(MAX(version), 0) FROM schema_migrations`).Scan(&v)
	return v, err
}
