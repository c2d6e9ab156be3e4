// Package classroom keeps a teacher's classes: assignments of exercises, the students
// who answer them, every attempt they hand in, graded, and what the teacher sees of
// it: students by exercises with their scores, and per exercise the mistakes ranked by
// how many students made them.
//
// The words: a Class has a name and a teacher's key (a secret; no accounts). An
// Assignment of a class is a list of Tasks (an exercise.Spec, how many attempts it
// allows) with an opening and a closing time and a Reveal rule (when its students see
// the expected answers). A Student joins a class through an assignment's link with a
// name (and an optional student number) and gets a student's key; an Attempt is one
// hand-in of one task by one student: the answers, the score, the mistakes (kind,
// node, the step of the search that decides it) and the time taken.
//
// Keys are 192-bit random secrets; only their SHA-256 is stored, and a teacher's key is
// compared in constant time (crypto/subtle). Every write is one transaction: an
// attempt, its number and its mistakes are stored together or not at all, and an
// attempt is stored once however often it is sent (its submission id, chosen by the
// client, is unique per student).
//
// Storage is SQL through database/sql: SQLite by default (modernc.org/sqlite, pure Go:
// a file, write-ahead log, synchronous=FULL, so a committed attempt survives a crash),
// or PostgreSQL (github.com/jackc/pgx/v5) for several servers sharing one database.
// The schema is versioned (migrate.go): Open brings a database up to date, in a
// transaction, under a lock, so that two servers starting at once migrate it once.
//
// This package depends on exercise and msg only.
package classroom
