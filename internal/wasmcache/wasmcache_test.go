package wasmcache

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestUsable(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	file := filepath.Join(dir, "a-file")
	assert.NoError(t, os.WriteFile(file, nil, 0o600))
	for _, tc := range []struct {
		name string
		dir  string
		want bool
	}{
		{"a new folder", filepath.Join(dir, "new"), true},
		{"under a file", filepath.Join(file, "cache"), false},
		{"under /dev/null", filepath.Join(os.DevNull, "gametree-no-cache"), false},
		{"relative", "cache", false},
	} {
		assert.Equal(t, tc.want, usable(tc.dir), tc.name)
	}
	_, err := os.Stat(filepath.Join(dir, "new", sub))
	assert.NoError(t, err, "the go-graphviz folder is made")
}

func TestChooseTheVariable(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("GAMETREE_WASM_CACHE", "off")
	assert.Equal(t, "", Choose())
	t.Setenv("GAMETREE_WASM_CACHE", dir)
	assert.Equal(t, dir, Choose())
	t.Setenv("GAMETREE_WASM_CACHE", filepath.Join(os.DevNull, "x"))
	assert.Equal(t, "", Choose(), "a folder that cannot be made: none")
}

func TestRestore(t *testing.T) {
	t.Setenv("TMPDIR", "/somewhere")
	oldTMPDIR, hadTMPDIR, set = "/before", true, true
	Restore()
	assert.Equal(t, "/before", os.Getenv("TMPDIR"))
	os.Setenv("TMPDIR", "/later")
	Restore()
	assert.Equal(t, "/later", os.Getenv("TMPDIR"), "a second call does nothing")
}
