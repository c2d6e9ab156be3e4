package classroom

import (
	"context"
	"errors"
	"os"
	"testing"

	"github.com/jackc/pgx/v5/pgconn"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
	"github.com/gametree/gametree/msg"
)

// The codes of a database that cannot store anything are read as such; a connection
// refused, a unique number taken or a plain error are not.
func TestAsStorage(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		code, want string
	}{
		{"53100", ReasonFull}, {"25006", ReasonReadOnly}, {"42501", ReasonPermission}, {"58030", ReasonIO},
		{"XX001", ReasonCorrupt}, {"23505", ""}, {"40001", ""}, {"08006", ""},
	} {
		se, ok := AsStorage(&pgconn.PgError{Code: tc.code})
		assert.Equal(t, tc.want != "", ok, tc.code)
		if ok {
			assert.Equal(t, tc.want, se.Reason, tc.code)
		}
	}
	_, ok := AsStorage(errors.New("dial tcp: connection refused"))
	assert.False(t, ok)
	_, ok = AsStorage(nil)
	assert.False(t, ok)
	// the message names the reason in plain words, in both languages
	m := (&StorageError{Reason: ReasonFull, Err: errors.New("x")}).Message()
	assert.Equal(t, "the server cannot save answers now: the disk is full; your answers are kept on this page", m.Text(msg.EN))
	assert.Equal(t, "el servidor no puede guardar respuestas ahora: el disco está lleno; tus respuestas siguen en esta página", m.Text(msg.ES))
	for _, r := range []string{ReasonFull, ReasonReadOnly, ReasonPermission, ReasonIO, ReasonCantOpen, ReasonCorrupt, ReasonMemory} {
		for _, lang := range []string{msg.EN, msg.ES} {
			text := (&StorageError{Reason: r, Err: errors.New("x")}).Message().Text(lang)
			assert.NotContains(t, text, "class.storage_", "%s %s: %s", r, lang, text)
		}
	}
}

// A database made read-only while the store has it open (classtest.SetReadOnly:
// PostgreSQL set read-only, an SQLite file made immutable) refuses a hand-in with a
// StorageError, stores nothing, and CanWrite says so; reading still works; writable
// again, the same hand-in is stored.
func TestReadOnlyAndBack(t *testing.T) {
	t.Parallel()
	classtest.Databases(t, func(t *testing.T, db classtest.Database) {
		t.Parallel()
		ctx := context.Background()
		s := open(t, db)
		require.NoError(t, s.CanWrite(ctx))
		_, _, a := newClassWith(t, s)
		st, _, err := s.Join(ctx, a.ID, "Ana", "")
		require.NoError(t, err)
		classtest.SetReadOnly(t, db, true)
		h := HandIn{Assignment: &a, Student: st, Task: 0, Submission: "s1", Answers: rightAnswers}
		var se *StorageError
		for try := 0; try < 3; try++ { // the first may meet a connection that was ended
			_, _, err = s.Submit(ctx, h, exerciseOf(t, a, 0))
			if errors.As(err, &se) {
				break
			}
		}
		require.ErrorAs(t, err, &se)
		want := map[string][]string{"postgres": {ReasonReadOnly}, "sqlite": {ReasonIO, ReasonReadOnly}}[db.Name]
		assert.Contains(t, want, se.Reason, "%v", err)
		err = s.CanWrite(ctx)
		require.ErrorAs(t, err, &se)
		assert.Contains(t, want, se.Reason, "%v", err)
		list, err := s.StudentAttempts(ctx, a.ID, st.ID)
		require.NoError(t, err, "reading still works")
		assert.Empty(t, list)

		classtest.SetReadOnly(t, db, false)
		var at Attempt
		for try := 0; try < 3; try++ {
			if at, _, err = s.Submit(ctx, h, exerciseOf(t, a, 0)); err == nil {
				break
			}
		}
		require.NoError(t, err)
		assert.Equal(t, 1, at.Number)
		assert.NoError(t, s.CanWrite(ctx))
		list, err = s.StudentAttempts(ctx, a.ID, st.ID)
		require.NoError(t, err)
		assert.Len(t, list, 1, "stored once")
	})
}

// An SQLite file the server may not write (made immutable: the tests run as root,
// who writes whatever a file's mode says) opens read-only, as a file of mode 0444
// does for its owner: Open succeeds, CanWrite and a hand-in say "read-only".
func TestReadOnlySQLite(t *testing.T) {
	t.Parallel()
	db := classtest.SQLite(t)
	ctx := context.Background()
	s, err := Open(ctx, db.Address)
	require.NoError(t, err)
	_, _, a := newClassWith(t, s)
	st, _, err := s.Join(ctx, a.ID, "Ana", "")
	require.NoError(t, err)
	require.NoError(t, s.Close())
	// a clean file: no write-ahead log left
	for _, f := range []string{"-wal", "-shm"} {
		os.Remove(db.Address + f)
	}
	classtest.Immutable(t, db.Address, true)
	s = open(t, db)
	err = s.CanWrite(ctx)
	var se *StorageError
	require.ErrorAs(t, err, &se, "%v", err)
	assert.Contains(t, []string{ReasonReadOnly, ReasonCantOpen, ReasonPermission}, se.Reason)
	_, _, err = s.Submit(ctx, HandIn{Assignment: &a, Student: st, Task: 0, Submission: "s1", Answers: rightAnswers}, exerciseOf(t, a, 0))
	require.ErrorAs(t, err, &se, "%v", err)
	_, err = s.StudentAttempts(ctx, a.ID, st.ID)
	assert.NoError(t, err, "reading still works")
}
