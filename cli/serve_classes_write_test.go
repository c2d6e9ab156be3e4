package cli

import (
	"bytes"
	"context"
	"log/slog"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom"
)

// A classes' database that cannot be written (here a file made immutable: the tests
// run as root, who writes whatever a file's mode says) is said at start, in the log
// and on stderr in both languages; a writable one says nothing.
func TestWarnUnwritable(t *testing.T) {
	ctx := context.Background()
	path := filepath.Join(t.TempDir(), "classes.db")
	st, err := classroom.Open(ctx, path)
	require.NoError(t, err)
	var log, stderr bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&log, nil))
	assert.True(t, warnUnwritable(ctx, st, logger, &stderr))
	assert.Empty(t, stderr.String())
	assert.Empty(t, log.String())
	require.NoError(t, st.Close())
	os.Remove(path + "-wal")
	os.Remove(path + "-shm")
	if out, err := exec.Command("chattr", "+i", path).CombinedOutput(); err != nil {
		t.Skipf("chattr +i: %v: %s", err, out)
	}
	t.Cleanup(func() { exec.Command("chattr", "-i", path).Run() })
	st, err = classroom.Open(ctx, path)
	require.NoError(t, err, "the server starts")
	defer st.Close()
	assert.False(t, warnUnwritable(ctx, st, logger, &stderr))
	assert.Contains(t, log.String(), "level=WARN")
	assert.Contains(t, log.String(), "cannot store anything")
	assert.Contains(t, stderr.String(), "gametree: warning: the classes' database "+path+" cannot store anything: the database is read-only. The server runs all the same")
	assert.Contains(t, stderr.String(), "gametree: aviso: la base de datos de las clases "+path+" no puede guardar nada: la base de datos es de solo lectura.")
}
