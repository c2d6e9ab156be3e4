package cli

import (
	"bytes"
	"image/png"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// gametree exercise writes the question into -o and the solution beside it; with
// --worksheet, the page of exercises and the page of solutions; bad flags exit with 2.
func TestExerciseCommand(t *testing.T) {
	t.Parallel()
	dir := t.TempDir()
	read := func(name string) string {
		t.Helper()
		b, err := os.ReadFile(filepath.Join(dir, name))
		require.NoError(t, err)
		return string(b)
	}
	code, out, errOut := runCLI(t, "", "exercise", "--seed", "7", "--level", "2", "--lang", "es", "-o", filepath.Join(dir, "sheet.svg"))
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "sheet.solution.svg")
	q, s := read("sheet.svg"), read("sheet.solution.svg")
	assert.Contains(t, q, "Ejercicio · poda alfa-beta · nivel 2 · semilla 7")
	assert.Contains(t, q, `class="node max root inner question"`)
	assert.NotContains(t, q, "pruned")
	assert.Contains(t, s, "Solución del ejercicio · poda alfa-beta")
	assert.Contains(t, s, "pruned")
	// the printed link is absolute: --url's site, http://localhost:8080 by default
	assert.Contains(t, q, "En línea: http://localhost:8080/?view=practise&amp;source=random&amp;seed=7&amp;level=2&amp;q=prune<")
	assert.Contains(t, out, "http://localhost:8080/?view=practise&source=random&seed=7&level=2&q=prune")
	code, _, errOut = runCLI(t, "", "exercise", "--seed", "7", "--level", "2", "--url", "https://aula.example.org/gametree/", "--worksheet", "--count", "2", "-o", filepath.Join(dir, "site.svg"))
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, read("site.svg"), "Online: https://aula.example.org/gametree/?view=practise&amp;source=random&amp;seed=7&amp;level=2&amp;q=prune")
	assert.Contains(t, read("site.solution.svg"), "Online: https://aula.example.org/gametree/?view=practise&amp;")
	code, _, errOut = runCLI(t, "", "exercise", "--seed", "7", "--url", "", "-o", filepath.Join(dir, "rel.svg"))
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, read("rel.svg"), "Online: /?view=practise&amp;source=random")

	// a worksheet as PNG: two A4 pages at 144 dpi
	code, _, errOut = runCLI(t, "", "exercise", "--seed", "3", "--level", "1", "--q", "order", "--worksheet", "-o", filepath.Join(dir, "page.png"))
	require.Equal(t, 0, code, errOut)
	for _, name := range []string{"page.png", "page.solution.png"} {
		cfg, err := png.DecodeConfig(bytes.NewReader([]byte(read(name))))
		require.NoError(t, err, name)
		assert.Equal(t, [2]int{1191, 1684}, [2]int{cfg.Width, cfg.Height}, name)
	}
	// PDF from the extension: two A4 pages
	code, _, errOut = runCLI(t, "", "exercise", "--seed", "3", "--level", "1", "--worksheet", "-o", filepath.Join(dir, "page.pdf"))
	require.Equal(t, 0, code, errOut)
	for _, name := range []string{"page.pdf", "page.solution.pdf"} {
		assert.Contains(t, read(name), "/MediaBox [0 0 595.28 841.89]", name)
	}
	// --format wins over the extension; a preset; fewer exercises on a page
	code, _, errOut = runCLI(t, "", "exercise", "--source", "figure-5.2", "--q", "window", "--format", "svg", "--worksheet", "--count", "2", "-o", filepath.Join(dir, "fig.out"))
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, read("fig.out"), `<svg width="595.28pt" height="841.89pt"`)
	assert.Contains(t, read("fig.solution.out"), "α=3")

	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--seed", "7"}, "-o is needed"},
		{[]string{"--level", "9", "-o", "x.svg"}, `level "9": must be a level from 1 to 5`},
		{[]string{"--q", "maybe", "-o", "x.svg"}, "must be values, prune, window or order"},
		{[]string{"--seed", "x", "-o", "x.svg"}, "must be a whole number"},
		{[]string{"--format", "gif", "-o", "x.svg"}, `format "gif": must be svg, png or pdf`},
		{[]string{"--worksheet", "--count", "7", "-o", "x.svg"}, "a worksheet holds 1 to 6 exercises, not 7"},
		{[]string{"--source", "tree", "--position", "((1,2", "-o", "x.svg"}, ""},
		{[]string{"--lang", "fr", "-o", "x.svg"}, `"fr"`},
		{[]string{"--dpi", "9000", "-o", "x.png"}, "from 36 to 600"},
		{[]string{"--colour", "red", "-o", "x.svg"}, "colour"},
		{[]string{"--url", "localhost:8080", "-o", "x.svg"}, `--url "localhost:8080": must be a site's address`},
		{[]string{"--url", "ftp://example.org", "-o", "x.svg"}, "http:// or https://"},
		{[]string{"--url", "http://<b>/", "-o", "x.svg"}, "--url"},
	} {
		code, _, errOut := runCLI(t, "", append([]string{"exercise"}, c.args...)...)
		assert.Equal(t, 2, code, "%v: %s", c.args, errOut)
		assert.Contains(t, errOut, c.msg, "%v", c.args)
	}
	_, err := os.Stat("x.svg")
	assert.True(t, os.IsNotExist(err), "a refused command writes nothing")
}

func TestSolutionFile(t *testing.T) {
	t.Parallel()
	assert.Equal(t, "sheet.solution.svg", solutionFile("sheet.svg"))
	assert.Equal(t, "dir.v2/page.solution.png", solutionFile("dir.v2/page.png"))
	assert.Equal(t, "sheet.solution", solutionFile("sheet"))
}
