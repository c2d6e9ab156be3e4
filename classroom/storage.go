package classroom

import (
	"context"
	"database/sql"
	"errors"

	"github.com/jackc/pgx/v5/pgconn"
	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"

	"github.com/gametree/gametree/msg"
)

// The reasons a database cannot store what it is given (StorageError.Reason).
const (
	ReasonFull       = "full"       // the disk (or the database's quota) is full
	ReasonReadOnly   = "read_only"  // the database, its file or its folder is read-only
	ReasonPermission = "permission" // the server's user may not write (a privilege, a file's mode)
	ReasonIO         = "io"         // the disk reports an input/output error
	ReasonCantOpen   = "cant_open"  // the database file cannot be opened
	ReasonCorrupt    = "corrupt"    // the database is damaged
	ReasonMemory     = "memory"     // the database ran out of memory
)

// StorageError is a database that cannot store anything now, for a reason another try
// in a moment will not change (a full disk, a read-only file, a revoked privilege):
// said as such, in both languages (Message), rather than as a database not answering.
type StorageError struct {
	Reason string // one of the Reason constants
	Err    error  // the database's own error
}

func (e *StorageError) Error() string {
	return "the classes' database cannot store anything (" + e.Reason + "): " + e.Err.Error()
}

func (e *StorageError) Unwrap() error { return e.Err }

// Message is what the user is told: class.storage with the reason in plain words.
func (e *StorageError) Message() *msg.Error {
	return msg.New("class.storage", "reason", msg.New("class.storage_"+e.Reason))
}

// TeacherMessage is the failure said to a teacher (a class, an assignment, a student
// changed: nothing of it stored), with its reason coded.
func (e *StorageError) TeacherMessage() *msg.Error {
	return msg.New("class.storage_teacher", "reason", msg.New("class.storage_"+e.Reason))
}

// AsStorage is the StorageError err is, or says (a database error whose code tells
// that nothing can be stored now), or false.
func AsStorage(err error) (*StorageError, bool) {
	if err == nil {
		return nil, false
	}
	var se *StorageError
	if errors.As(err, &se) {
		return se, true
	}
	if reason := storageReason(err); reason != "" {
		return &StorageError{Reason: reason, Err: err}, true
	}
	return nil, false
}

// storageReason reads a database error's code: the Reason it says, or "".
func storageReason(err error) string {
	var pe *pgconn.PgError
	if errors.As(err, &pe) {
		switch pe.Code {
		case "53100": // disk_full
			return ReasonFull
		case "53200": // out_of_memory
			return ReasonMemory
		case "25006": // read_only_sql_transaction
			return ReasonReadOnly
		case "42501": // insufficient_privilege
			return ReasonPermission
		case "58030": // io_error
			return ReasonIO
		case "XX001", "XX002": // data_corrupted, index_corrupted
			return ReasonCorrupt
		}
		return ""
	}
	var e *sqlite.Error
	if errors.As(err, &e) {
		switch e.Code() & 0xff {
		case sqlite3.SQLITE_FULL:
			return ReasonFull
		case sqlite3.SQLITE_READONLY:
			return ReasonReadOnly
		case sqlite3.SQLITE_PERM, sqlite3.SQLITE_AUTH:
			return ReasonPermission
		case sqlite3.SQLITE_IOERR:
			return ReasonIO
		case sqlite3.SQLITE_CANTOPEN:
			return ReasonCantOpen
		case sqlite3.SQLITE_CORRUPT, sqlite3.SQLITE_NOTADB:
			return ReasonCorrupt
		case sqlite3.SQLITE_NOMEM:
			return ReasonMemory
		}
	}
	return ""
}

// storageError is err as a StorageError when it is one (see AsStorage), else err.
func storageError(err error) error {
	if se, ok := AsStorage(err); ok {
		return se
	}
	return err
}

// CanWrite checks that the database takes writes: it commits a write of one row of
// its own (write_probe; a full disk or a file that may not be written shows only when
// a write is committed). It answers nil, a StorageError (a full disk, a read-only file
// or database, a missing privilege), or another error.
func (s *Store) CanWrite(ctx context.Context) error {
	return s.inTx(ctx, func(tx *sql.Tx) error {
		_, err := tx.ExecContext(ctx, s.q(`INSERT INTO write_probe (id, at_ms) VALUES (1, ?)
ON CONFLICT (id) DO UPDATE SET at_ms = excluded.at_ms`), s.now().UnixMilli())
		return err
	})
}
