package cli

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gametree lecture writes the PDF or the Beamer source the -o extension names, in the
// language asked for, tells its progress on stderr, and exits 2 on bad input.
func TestLectureCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	pdf := filepath.Join(dir, "l.pdf")
	code, out, errOut := runCLI(t, "", "lecture", "--lang", "es", "-o", pdf)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "9 slides")
	assert.Contains(t, errOut, "8 de 8 diapositivas hechas")
	b, err := os.ReadFile(pdf)
	require.NoError(t, err)
	assert.True(t, strings.HasPrefix(string(b), "%PDF"))

	tex := filepath.Join(dir, "l.tex")
	code, _, errOut = runCLI(t, "", "lecture", "--game", "connect4", "--position", "4453", "--depth", "2", "--steps", "key", "--quiet", "-o", tex)
	require.Equal(t, 0, code, errOut)
	assert.Empty(t, errOut, "--quiet")
	b, err = os.ReadFile(tex)
	require.NoError(t, err)
	assert.Contains(t, string(b), `\documentclass[aspectratio=169,11pt]{beamer}`)
	assert.Contains(t, string(b), "Connect 4, position 4453")

	code, out, _ = runCLI(t, "", "lecture", "--format", "tex", "--steps", "all", "--quiet")
	require.Equal(t, 0, code)
	assert.Equal(t, 30, strings.Count(out, `\begin{frame}`), "a title frame and 29 steps, on stdout")

	for _, args := range [][]string{
		{"--steps", "some"},
		{"--format", "docx"},
		{"-o", filepath.Join(dir, "l.docx")},
		{"--lang", "fr"},
		{"--budget", "1"},
		{"--position", "((3,5)"},
		{"--game", "tictactoe", "--steps", "all"},
	} {
		code, _, errOut := runCLI(t, "", append([]string{"lecture"}, args...)...)
		assert.Equal(t, 2, code, "%v: %s", args, errOut)
	}
}
