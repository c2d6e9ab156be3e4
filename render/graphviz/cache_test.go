package graphviz

import (
	"context"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// drawHelperEnv makes the test binary, started by TestAnotherUsersCacheFolder, draw
// one tree and say "drawn" instead of running the tests.
const drawHelperEnv = "GAMETREE_TEST_DRAW_HELPER"

func TestMain(m *testing.M) {
	if os.Getenv(drawHelperEnv) == "1" {
		svg, err := SVG(context.Background(), []byte(`digraph { a -> b }`))
		if err != nil || !strings.Contains(string(svg), "<svg") {
			os.Stderr.WriteString("not drawn: " + errString(err) + "\n")
			os.Exit(1)
		}
		os.Stdout.WriteString("drawn; cache " + CacheDir() + "\n")
		os.Exit(0)
	}
	os.Exit(m.Run())
}

func errString(err error) string {
	if err == nil {
		return "no SVG"
	}
	return err.Error()
}

// $TMPDIR is as it was once go-graphviz has started.
func TestTMPDIRPutBack(t *testing.T) {
	t.Parallel()
	assert.NotEqual(t, filepath.Join(os.DevNull, "gametree-no-cache"), os.Getenv("TMPDIR"))
	if d := CacheDir(); d != "" {
		assert.NotEqual(t, d, os.Getenv("TMPDIR"), "TMPDIR is put back")
	}
}

// A temporary folder whose go-graphviz cache another user (root) made, unreadable to
// this one, panicked go-graphviz's init in every process of the program. Run as user
// nobody (the test needs root to switch users), the test binary draws a tree: with a
// temporary folder nobody may write in (no cache at all) and with one they may (a
// folder of their own in it).
func TestAnotherUsersCacheFolder(t *testing.T) {
	if os.Getuid() != 0 {
		t.Skip("switching to user nobody needs root")
	}
	for _, tc := range []struct {
		name      string
		mode      os.FileMode // of the temporary folder
		wantCache bool
	}{
		{"temporary folder read-only to nobody", 0o755, false},
		{"temporary folder open to all", 0o1777, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			tmp, err := os.MkdirTemp("", "gametree-graphviz-cache-")
			require.NoError(t, err)
			t.Cleanup(func() { os.RemoveAll(tmp) })
			require.NoError(t, os.Chmod(tmp, tc.mode))
			// root's cache as go-graphviz leaves it: a folder and a file nobody cannot read
			root := filepath.Join(tmp, "go-graphviz", "wazero-v1.10.1-amd64-linux")
			require.NoError(t, os.MkdirAll(root, 0o755))
			require.NoError(t, os.WriteFile(filepath.Join(root, "65d05e8bbea8a6610d0686e4cb2ab62ff93a257de48b3587eb75f15ddf3c84ca"), []byte("root's"), 0o600))
			// the test binary, where nobody may run it
			bin := filepath.Join(tmp, "bin")
			require.NoError(t, os.Mkdir(bin, 0o755))
			exe := filepath.Join(bin, "graphviz.test")
			copyFile(t, os.Args[0], exe)
			cmd := exec.Command(exe, "-test.run=^$")
			cmd.Env = []string{drawHelperEnv + "=1", "TMPDIR=" + tmp, "HOME=/nonexistent", "PATH=/usr/bin:/bin"}
			cmd.Dir = bin
			cmd.SysProcAttr = &syscall.SysProcAttr{Credential: &syscall.Credential{Uid: 65534, Gid: 65534}}
			out, err := cmd.CombinedOutput()
			require.NoError(t, err, "%s", out)
			assert.Contains(t, string(out), "drawn")
			assert.NotContains(t, string(out), "panic")
			if tc.wantCache {
				assert.Contains(t, string(out), "cache "+filepath.Join(tmp, "gametree-65534"))
				_, err := os.Stat(filepath.Join(tmp, "gametree-65534", "go-graphviz"))
				assert.NoError(t, err, "nobody's own cache folder")
			} else {
				assert.Contains(t, string(out), "cache \n", "no cache")
			}
		})
	}
}

func copyFile(t *testing.T, from, to string) {
	t.Helper()
	in, err := os.Open(from)
	require.NoError(t, err)
	defer in.Close()
	out, err := os.OpenFile(to, os.O_CREATE|os.O_WRONLY|os.O_TRUNC, 0o755)
	require.NoError(t, err)
	_, err = io.Copy(out, in)
	require.NoError(t, err)
	require.NoError(t, out.Close())
}
