package classroom

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"time"

	"github.com/jackc/pgx/v5/pgconn"
	_ "github.com/jackc/pgx/v5/stdlib" // the "pgx" database/sql driver
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// Store is the classes' database. Its methods are safe for concurrent use, and so are
// several Stores (several servers) on one PostgreSQL database.
type Store struct {
	db       *sql.DB
	postgres bool
	where    string // the database, for messages: a file's path, or PostgreSQL's host/name
	// now is the clock (tests set it).
	now func() time.Time
}

// DefaultPath is where the SQLite database lives when none is named: the user's data
// folder ($XDG_DATA_HOME, else ~/.local/share, on Linux and the BSDs; the user's
// configuration folder elsewhere: ~/Library/Application Support, %AppData%), in
// gametree/classes.db.
func DefaultPath() (string, error) {
	var dir string
	switch runtime.GOOS {
	case "linux", "freebsd", "openbsd", "netbsd", "dragonfly":
		dir = os.Getenv("XDG_DATA_HOME")
		if dir == "" {
			home, err := os.UserHomeDir()
			if err != nil {
				return "", err
			}
			dir = filepath.Join(home, ".local", "share")
		}
	default:
		d, err := os.UserConfigDir()
		if err != nil {
			return "", err
		}
		dir = d
	}
	return filepath.Join(dir, "gametree", "classes.db"), nil
}

// IsPostgres reports whether a database name is a PostgreSQL address
// (postgres://... or postgresql://...).
func IsPostgres(database string) bool {
	d := strings.ToLower(strings.TrimSpace(database))
	return strings.HasPrefix(d, "postgres://") || strings.HasPrefix(d, "postgresql://")
}

// Open opens a database and brings its schema up to date: a PostgreSQL address
// (postgres://user:password@host:port/name?sslmode=disable), or an SQLite file
// (its path, or sqlite:PATH), created with its folder when missing; "" is DefaultPath.
func Open(ctx context.Context, database string) (*Store, error) {
	return openAt(ctx, database, SchemaVersion())
}

// openAt is Open with the schema brought up to version upto only (tests make a
// database of an older version with it).
func openAt(ctx context.Context, database string, upto int) (*Store, error) {
	database = strings.TrimSpace(database)
	s := &Store{now: time.Now}
	var err error
	if IsPostgres(database) {
		s.postgres = true
		s.where = redact(database)
		s.db, err = sql.Open("pgx", database)
		if err != nil {
			return nil, fmt.Errorf("database %s: %w", s.where, err)
		}
		s.db.SetMaxOpenConns(16)
		s.db.SetMaxIdleConns(8)
		s.db.SetConnMaxIdleTime(5 * time.Minute)
	} else {
		path := strings.TrimPrefix(database, "sqlite:")
		if path == "" {
			if path, err = DefaultPath(); err != nil {
				return nil, fmt.Errorf("no folder for the classes' database (give one with --database): %w", err)
			}
		}
		if strings.ContainsAny(path, "?#") {
			return nil, fmt.Errorf("database %q: an SQLite file's path may not hold ? or #", path)
		}
		s.where = path
		if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
			return nil, fmt.Errorf("database %s: %w", path, err)
		}
		// a new file is the server's user's only (names and attempts are in it);
		// SQLite gives its journal files the same permissions
		if f, err := os.OpenFile(path, os.O_CREATE|os.O_EXCL|os.O_WRONLY, 0o600); err == nil {
			f.Close()
		}
		// WAL: readers do not wait for the writer; synchronous=FULL: a commit is on
		// disk when it returns; BEGIN IMMEDIATE (txlock): a write transaction takes
		// the write lock first, so two never deadlock upgrading a read lock, and
		// waits up to busy_timeout for it.
		dsn := "file:" + path + "?_pragma=busy_timeout(10000)&_pragma=journal_mode(WAL)&_pragma=synchronous(FULL)" +
			"&_pragma=foreign_keys(1)&_txlock=immediate"
		s.db, err = sql.Open("sqlite", dsn)
		if err != nil {
			return nil, fmt.Errorf("database %s: %w", path, err)
		}
		s.db.SetMaxOpenConns(8)
	}
	if err := s.migrate(ctx, upto); err != nil {
		s.db.Close()
		return nil, fmt.Errorf("database %s: %w", s.where, err)
	}
	return s, nil
}

// Close closes the database.
func (s *Store) Close() error { return s.db.Close() }

// Where names the database: an SQLite file's path, or a PostgreSQL address without
// its password.
func (s *Store) Where() string { return s.where }

// Postgres reports whether the database is PostgreSQL (else SQLite).
func (s *Store) Postgres() bool { return s.postgres }

// redact drops the password from a PostgreSQL address.
func redact(addr string) string {
	at := strings.LastIndex(addr, "@")
	scheme := strings.Index(addr, "://")
	if at < 0 || scheme < 0 || at < scheme {
		return addr
	}
	user := addr[scheme+3 : at]
	if name, _, ok := strings.Cut(user, ":"); ok {
		return addr[:scheme+3] + name + ":***" + addr[at:]
	}
	return addr
}

// q writes a query for the database: the package's queries use ?, PostgreSQL $1, $2, ...
func (s *Store) q(query string) string {
	if !s.postgres {
		return query
	}
	var b strings.Builder
	n := 0
	for _, r := range query {
		if r == '?' {
			n++
			b.WriteString("$" + strconv.Itoa(n))
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// uniqueViolation reports whether err is a unique constraint's refusal.
func uniqueViolation(err error) bool {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return pe.Code == "23505"
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE || se.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY
	}
	return false
}

// transient reports whether a transaction failed for a reason another try may not
// meet: a unique number taken meanwhile, a serialization failure or a deadlock
// (PostgreSQL), a busy database (SQLite, past its busy timeout).
func transient(err error) bool {
	if uniqueViolation(err) {
		return true
	}
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		return pe.Code == "40001" || pe.Code == "40P01"
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		return se.Code()&0xff == sqlite3.SQLITE_BUSY || se.Code()&0xff == sqlite3.SQLITE_LOCKED
	}
	return false
}

// inTx runs f in a transaction and commits it, trying again (up to 5 times) when it
// failed for a transient reason. Nothing f wrote is kept unless the commit succeeds. A
// database that cannot store anything now is a *StorageError.
func (s *Store) inTx(ctx context.Context, f func(tx *sql.Tx) error) error {
	return storageError(s.retryTx(ctx, f))
}

func (s *Store) retryTx(ctx context.Context, f func(tx *sql.Tx) error) error {
	var err error
	for try := 0; try < 5; try++ {
		if try > 0 {
			select {
			case <-ctx.Done():
				return ctx.Err()
			case <-time.After(time.Duration(try*try) * 5 * time.Millisecond):
			}
		}
		err = s.tryTx(ctx, f)
		if err == nil || !transient(err) {
			return err
		}
	}
	return err
}

func (s *Store) tryTx(ctx context.Context, f func(tx *sql.Tx) error) error {
	tx, err := s.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := f(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}
