package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/worksheet"
)

// gametree exercise --items FILE writes the worksheet of the listed trees and its
// solution; a bad line exits with 2 and names the line, in the chosen language.
func TestExerciseItems(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	write := func(name, text string) string {
		p := filepath.Join(dir, name)
		require.NoError(t, os.WriteFile(p, []byte(text), 0o644))
		return p
	}
	list := write("items.txt", "# my class\ntree ((3,5),(2,9),(0,7)) q=values\n\ntextbook q=window fail-hard\nconnect4 4453 depth=1 q=prune\n")
	code, out, errOut := runCLI(t, "", "exercise", "--items", list, "--lang", "es", "-o", filepath.Join(dir, "sheet.pdf"))
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "3 items on the page")
	for _, name := range []string{"sheet.pdf", "sheet.solution.pdf"} {
		b, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err)
		assert.True(t, bytes.HasPrefix(b, []byte("%PDF-")), name)
	}
	// standard input, SVG
	code, _, errOut = runCLI(t, "tictactoe XOX/OO./X.. q=order\n", "exercise", "--items", "-", "-o", filepath.Join(dir, "in.svg"))
	require.Equal(t, 0, code, errOut)
	b, err := os.ReadFile(filepath.Join(dir, "in.solution.svg"))
	require.NoError(t, err)
	assert.Contains(t, string(b), "Solutions · Worksheet · alpha-beta evaluation order · tic-tac-toe XOX/OO./X..")

	for _, c := range []struct {
		list, lang, want string
		args             []string
	}{
		{"textbook\n\n# x\ntree ((3,5),(2", "en", "line 4: tree position", nil},
		{"textbook\nconnect4 4453 depth=3", "es", "línea 2: el árbol de este ejercicio tiene 66 nodos o más", nil},
		{"textbook\nchess", "es", "línea 2: \"chess\" no es un tipo de árbol", nil},
		{strings.Repeat("textbook\n", 7), "en", "a worksheet of chosen trees holds 1 to 6 items, not 7", nil},
		{"", "en", "a worksheet of chosen trees holds 1 to 6 items, not 0", nil},
		{"textbook", "en", "--q is a field of one exercise", []string{"--q", "values"}},
	} {
		p := write("bad.txt", c.list)
		code, _, errOut := runCLI(t, "", append([]string{"exercise", "--items", p, "--lang", c.lang, "-o", filepath.Join(dir, "bad.svg")}, c.args...)...)
		assert.Equal(t, 2, code, "%q: %s", c.list, errOut)
		assert.Contains(t, errOut, c.want, "%q", c.list)
	}
	code, _, errOut = runCLI(t, "", "exercise", "--items", filepath.Join(dir, "none.txt"), "-o", filepath.Join(dir, "x.svg"))
	assert.Equal(t, 2, code)
	assert.Contains(t, errOut, "cannot be read")
	code, out, errOut = runCLI(t, "", "exercise", "--help")
	assert.Equal(t, 0, code)
	assert.Contains(t, out+errOut, "KIND [POSITION] [NAME=VALUE ...]")
	// the help's example is a list that makes a sheet
	example := worksheet.ItemsHelp[strings.Index(worksheet.ItemsHelp, "Example:")+len("Example:"):]
	code, _, errOut = runCLI(t, example, "exercise", "--items", "-", "-o", filepath.Join(dir, "example.svg"))
	assert.Equal(t, 0, code, errOut)
	// one connect-4 exercise, with its depth, from the flags
	code, _, errOut = runCLI(t, "", "exercise", "--source", "connect4", "--position", "4453", "--depth", "1", "-o", filepath.Join(dir, "c4.svg"))
	require.Equal(t, 0, code, errOut)
	b, err = os.ReadFile(filepath.Join(dir, "c4.svg"))
	require.NoError(t, err)
	assert.Contains(t, string(b), "connect-4 4453 · depth 1")
}
