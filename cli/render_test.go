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

// The picture options of the render command: what is drawn of the unreached part,
// regions, the slide bound, the resolution and the header; bad values exit with 2
// and say what is expected.
func TestRenderPictureOptions(t *testing.T) {
	t.Parallel()
	base := []string{"render", "--game", "tree", "--position", "textbook", "--algo", "alphabeta", "--format", "dot"}
	run := func(args ...string) string {
		t.Helper()
		code, out, errOut := runCLI(t, "", append(append([]string{}, base...), args...)...)
		require.Equal(t, 0, code, "%v: %s", args, errOut)
		return out
	}
	// by default, step 1 leaves out the nodes not reached yet: it is laid out for what
	// it has reached; ghosts draw the whole tree's shape
	assert.NotContains(t, run("--step", "1"), `id="n1"`)
	assert.NotContains(t, run("--step", "1", "--hide-unreached"), `id="n1"`)
	assert.Contains(t, run("--step", "1", "--unreached", "ghost"), `id="n1"`)
	assert.NotContains(t, run("--step", "1", "--unreached", "ghost"), `style="invis"`)
	// region: the step's node and its neighbourhood only
	region := run("--step", "5", "--region", "--region-depth", "1")
	assert.Contains(t, region, `id="n0"`)
	assert.NotContains(t, region, `id="n8"`, "D's first leaf is outside the region of step 5")
	// size and header
	assert.Contains(t, run(), `size="13.33,7.5"`)
	assert.Contains(t, run("--width", "1280", "--dpi", "96"), `size="13.33,7.5"`)
	assert.NotContains(t, run("--width", "full"), `, size="`)
	assert.Contains(t, run("--dpi", "300"), `comment="gametree png dpi 300"`)
	assert.NotContains(t, run("--header", "compact"), `ID="legend"`)

	// a PNG at 288 dpi has twice the pixels of one at 144
	dir := t.TempDir()
	sizeOf := func(dpi string) int {
		path := filepath.Join(dir, dpi+".png")
		code, _, errOut := runCLI(t, "", "render", "--position", "textbook", "--algo", "alphabeta", "--width", "full", "--dpi", dpi, "-o", path)
		require.Equal(t, 0, code, errOut)
		data, err := os.ReadFile(path)
		require.NoError(t, err)
		cfg, err := png.DecodeConfig(bytes.NewReader(data))
		require.NoError(t, err)
		return cfg.Width
	}
	// each width is the same size in points rounded up to a whole pixel: twice the
	// first is up to 2 pixels more than the second (3 leaves a pixel to spare)
	assert.InDelta(t, 2*sizeOf("144"), sizeOf("288"), 3)

	for _, c := range []struct {
		args []string
		msg  string
	}{
		{[]string{"--unreached", "dim"}, `unreached "dim": must be hide or ghost`},
		{[]string{"--unreached", "ghost", "--hide-unreached"}, "exclude each other"},
		{[]string{"--region-depth", "0"}, "region-depth \"0\": must be a number of plies from 1 to 20"},
		{[]string{"--width", "10"}, "must be a width in pixels from 100 to 20000, or full"},
		{[]string{"--dpi", "1000"}, "must be a resolution from 36 to 600 pixels per inch"},
		{[]string{"--header", "big"}, `header "big": must be full or compact`},
	} {
		code, _, errOut := runCLI(t, "", append(append([]string{}, base...), c.args...)...)
		assert.Equal(t, 2, code, "%v", c.args)
		assert.Contains(t, errOut, c.msg, "%v", c.args)
	}
}

// The default title names the algorithm and the position in the legend's language.
func TestRenderTitle(t *testing.T) {
	t.Parallel()
	cases := []struct{ algo, lang, want string }{
		{"minimax", "en", "Minimax: "},
		{"negamax", "es", "Negamax: "},
		{"alphabeta", "en", "Alpha-beta: "},
		{"alphabeta", "es", "Poda alfa-beta: "},
		{"negamax-alphabeta", "en", "Negamax with alpha-beta: "},
		{"negamax-alphabeta", "es", "Negamax con poda alfa-beta: "},
	}
	for _, c := range cases {
		code, out, errOut := runCLI(t, "", "render", "--game", "tree", "--position", "textbook", "--algo", c.algo, "--lang", c.lang, "--format", "svg")
		require.Equal(t, 0, code, "%v: %s", c, errOut)
		assert.Contains(t, out, ">"+c.want, c)
	}
}
