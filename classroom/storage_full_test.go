package classroom

import (
	"context"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// tinyDisk mounts a file system of size bytes (tmpfs) for t, or skips t where mounting
// is not permitted (it needs root, or CAP_SYS_ADMIN).
func tinyDisk(t *testing.T, size int) string {
	t.Helper()
	dir := t.TempDir()
	if out, err := exec.Command("mount", "-t", "tmpfs", "-o", fmt.Sprintf("size=%d", size), "tmpfs", dir).CombinedOutput(); err != nil {
		t.Skipf("mounting a small file system: %v: %s", err, out)
	}
	t.Cleanup(func() { exec.Command("umount", "-l", dir).Run() })
	return dir
}

// fill writes a file on the disk of dir until it is full; the file is returned, to
// remove.
func fill(t *testing.T, dir string) string {
	t.Helper()
	path := filepath.Join(dir, "filler")
	f, err := os.Create(path)
	require.NoError(t, err)
	defer f.Close()
	block := make([]byte, 4096)
	for {
		if _, err := f.Write(block); err != nil {
			return path
		}
	}
}

// An SQLite database on a full disk (a small tmpfs, filled) refuses hand-ins with a
// StorageError "full" until room is made; then they are stored.
func TestFullDiskSQLite(t *testing.T) {
	t.Parallel()
	dir := tinyDisk(t, 2<<20)
	db := classtest.Database{Name: "sqlite", Address: filepath.Join(dir, "classes.db")}
	ctx := context.Background()
	s := open(t, db)
	_, _, a := newClassWith(t, s)
	st, _, err := s.Join(ctx, a.ID, "Ana", "")
	require.NoError(t, err)
	filler := fill(t, dir)
	var se *StorageError
	var stored int
	for i := 0; i < 200 && se == nil; i++ { // until a write needs a page the disk has not got
		_, _, err := s.Submit(ctx, HandIn{Assignment: &a, Student: st, Task: 1, Submission: fmt.Sprintf("s%d", i), Answers: rightAnswers}, exerciseOf(t, a, 1))
		if err == nil {
			stored++
			continue
		}
		var r *Refusal
		if errors.As(err, &r) && r.Err.Code() == "class.no_attempts_left" {
			// a student per hand-in: their own attempts
			st, _, err = s.Join(ctx, a.ID, fmt.Sprintf("Ana %d", i), "")
			if err != nil {
				require.ErrorAs(t, err, &se)
			}
			continue
		}
		require.ErrorAs(t, err, &se, "%v", err)
	}
	require.NotNil(t, se, "the full disk was never met (%d stored)", stored)
	t.Logf("%d hand-ins stored on the full disk, then: %v", stored, se)
	assert.Equal(t, ReasonFull, se.Reason, "%v", se)
	assert.Equal(t, "the server cannot save answers now: the disk is full; your answers are kept on this page", se.Message().Text("en"))

	require.NoError(t, os.Remove(filler))
	st, _, err = s.Join(ctx, a.ID, "Bea", "")
	require.NoError(t, err, "room again")
	_, _, err = s.Submit(ctx, HandIn{Assignment: &a, Student: st, Task: 0, Submission: "after", Answers: rightAnswers}, exerciseOf(t, a, 0))
	require.NoError(t, err)
	require.NoError(t, s.CanWrite(ctx))
}
