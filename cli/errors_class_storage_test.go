package cli

import (
	"context"
	"errors"
	"os"
	"os/exec"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom"
	"github.com/gametree/gametree/classroom/classtest"
	"github.com/gametree/gametree/web"
)

// classStorageErrorCases makes the codes of a classes' database that cannot store
// anything, for TestEveryErrorCode: class.storage_teacher from a server whose SQLite
// file may not be written (made immutable; where chattr is not permitted, the message as the
// store makes it), its reasons, and the line the server writes at start.
func classStorageErrorCases(t *testing.T) map[string]func(*testing.T) coded {
	cases := map[string]func(*testing.T) coded{}
	for _, r := range []string{classroom.ReasonFull, classroom.ReasonReadOnly, classroom.ReasonPermission, classroom.ReasonIO,
		classroom.ReasonCantOpen, classroom.ReasonCorrupt, classroom.ReasonMemory} {
		se := &classroom.StorageError{Reason: r, Err: errors.New("x")}
		cases["class.storage_"+r] = direct(se.Message().Params()["reason"].(error))
	}
	cases["class.storage_start"] = func(t *testing.T) coded {
		se := &classroom.StorageError{Reason: classroom.ReasonReadOnly, Err: errors.New("x")}
		return direct(startWarning("/srv/classes.db", se))(t)
	}
	// a student's hand-in (web.TestClassStorageFailure makes it for real)
	cases["class.storage"] = direct((&classroom.StorageError{Reason: classroom.ReasonFull, Err: errors.New("x")}).Message())
	// a teacher's change, for real
	cases["class.storage_teacher"] = func(t *testing.T) coded {
		ctx := context.Background()
		db := classtest.SQLite(t)
		store, err := classroom.Open(ctx, db.Address)
		require.NoError(t, err)
		t.Cleanup(func() { store.Close() })
		for _, f := range []string{db.Address, db.Address + "-wal"} {
			if _, err := os.Stat(f); err != nil {
				continue
			}
			if out, err := exec.Command("chattr", "+i", f).CombinedOutput(); err != nil {
				t.Logf("chattr: %v: %s: the message as the store makes it", err, out)
				return direct((&classroom.StorageError{Reason: classroom.ReasonReadOnly, Err: errors.New("x")}).TeacherMessage())(t)
			}
			t.Cleanup(func() { exec.Command("chattr", "-i", f).Run() })
		}
		s, err := web.New(web.Config{Classes: store})
		require.NoError(t, err)
		t.Cleanup(func() { s.Close() })
		return fromAPI(t, s.Handler(), "POST", "/api/classes", `{"name":"x"}`, "application/json")
	}
	return cases
}
