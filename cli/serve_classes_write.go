package cli

import (
	"context"
	"fmt"
	"io"
	"log/slog"
	"time"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/msg"
)

// warnUnwritable checks that the classes' database takes writes (a write rolled back:
// classroom.Store.CanWrite) and, when it does not (a read-only file, a full disk, a
// read-only database, a missing privilege), says so as a warning in the log and as a
// line on stderr a teacher can read, in English and Spanish. The server starts all the
// same: everything but the classes works, and the classes' routes answer
// "class.storage" until the database can be written to again. It reports whether the
// database takes writes.
func warnUnwritable(ctx context.Context, store *classroom.Store, logger *slog.Logger, stderr io.Writer) bool {
	ctx, cancel := context.WithTimeout(ctx, 15*time.Second)
	defer cancel()
	err := store.CanWrite(ctx)
	if err == nil {
		return true
	}
	se, ok := classroom.AsStorage(err)
	if !ok {
		// not answering (yet): the routes say so when it lasts
		logger.Warn("the classes' database did not take a trial write", "database", store.Where(), "error", err)
		return false
	}
	logger.Warn("the classes' database cannot store anything: students' answers will be refused until it can",
		"database", store.Where(), "reason", se.Reason, "error", err)
	for _, lang := range []string{msg.EN, msg.ES} {
		fmt.Fprintln(stderr, "gametree: "+startWarning(store.Where(), se).Text(lang))
	}
	return false
}

// startWarning is the line a teacher reads when the server starts on a database it
// cannot write to.
func startWarning(where string, se *classroom.StorageError) *msg.Error {
	return msg.New("class.storage_start", "where", where, "reason", msg.New("class.storage_"+se.Reason))
}
