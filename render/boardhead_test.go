package render

import (
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
)

// headValue finds a drawn node's value (its header's, on a board) and its font size.
var headValue = regexp.MustCompile(`id="a_n\d+-v">\s*<a[^>]*>\s*<text[^>]*font-size="([\d.]+)"[^>]*>([^<]+)<`)

// On the page's drawings (natural size, shrunk to fit the tree box) a board's header
// value is never smaller than its α/β rows (boardABSize, about 11 px on screen):
// the board is as wide as its widest value needs, connect-4's thousands included.
func TestBoardHeaderValuesLegible(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, game, pos string
		opt             trace.Options
	}{
		{"connect-4 at the start, depth 3", "connect4", "", trace.Options{Depth: 3}},
		{"connect-4 4453, depth 3", "connect4", "4453", trace.Options{Depth: 3}},
		{"tic-tac-toe X", "tictactoe", "X........", trace.Options{Depth: 3}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			tr := search(t, tc.game, tc.pos, tc.opt)
			svg := DrawSVG(tr, Options{Step: Finished, MaxWidth: FullSize})
			found := headValue.FindAllSubmatch(svg, -1)
			require.NotEmpty(t, found)
			least, text := 100.0, ""
			for _, m := range found {
				size, err := strconv.ParseFloat(string(m[1]), 64)
				require.NoError(t, err)
				if size < least {
					least, text = size, string(m[2])
				}
			}
			assert.GreaterOrEqual(t, least, boardABSize, "the smallest header value %q", text)
			t.Logf("smallest header value %q at %g pt", text, least)
		})
	}
}
