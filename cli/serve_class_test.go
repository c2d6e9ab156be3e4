package cli

import (
	"bytes"
	"context"
	"log/slog"
	"path/filepath"
	"runtime"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The classes' database: the default SQLite file is made in the user's data folder;
// when it cannot be, the server runs without classes and says why; a database named
// with --database must open.
func TestServeClassesDatabase(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("the default folder is $XDG_DATA_HOME on Linux")
	}
	ctx := context.Background()
	var log bytes.Buffer
	logger := slog.New(slog.NewTextHandler(&log, nil))
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	st, err := openClasses(ctx, "", logger)
	require.NoError(t, err)
	require.NotNil(t, st)
	assert.Equal(t, filepath.Join(dir, "gametree", "classes.db"), st.Where())
	st.Close()
	assert.FileExists(t, filepath.Join(dir, "gametree", "classes.db"))

	t.Setenv("XDG_DATA_HOME", "/proc/no-such-folder")
	st, err = openClasses(ctx, "", logger)
	require.NoError(t, err)
	assert.Nil(t, st, "no classes, but a server")
	assert.Contains(t, log.String(), "no classes: the default database cannot be opened")

	_, err = openClasses(ctx, "/proc/no-such-folder/classes.db", logger)
	assert.Error(t, err)
	o, err := parseServe([]string{"--database", filepath.Join(dir, "x.db")}, &log)
	require.NoError(t, err)
	assert.Equal(t, filepath.Join(dir, "x.db"), o.database)
}
