package render

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
	"github.com/stretchr/testify/require"
)

// TestLook writes pictures to look at into $RENDER_LOOK (skipped when unset).
func TestLook(t *testing.T) {
	t.Parallel()
	dir := os.Getenv("RENDER_LOOK")
	if dir == "" {
		t.Skip("set RENDER_LOOK=/some/dir to write pictures")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	write := func(name string, tr *trace.Trace, opt Options) {
		dot := DOT(tr, opt)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name+".dot"), dot, 0o644))
		svg := svgOf(t, dot)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name+".svg"), svg, 0o644))
		png, err := svgconv.Rasterize(svg, 0)
		require.NoError(t, err)
		require.NoError(t, os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644))
	}
	tb := search(t, "tree", "((3,5),(2,9),(0,7))", trace.Options{})
	write("textbook-mid", tb, Options{Step: len(tracetest.Steps(tb)) / 2, Title: "Alpha-beta: ((3,5),(2,9),(0,7))"})
	write("textbook-end", tb, Options{Step: Finished, Title: "Alpha-beta: ((3,5),(2,9),(0,7))"})
	rn := search(t, "tree", "A(B(3,12,8),C(2,4,6),D(14,5,2))", trace.Options{})
	write("fig52", rn, Options{Step: Finished, Title: "Russell & Norvig, figure 5.2", Lang: "es"})
	for k := range tracetest.Steps(rn) {
		if tracetest.Steps(rn)[k].Kind == trace.StepCutoff {
			write("fig52-cut", rn, Options{Step: k + 1})
			break
		}
	}
	ttt := search(t, "tictactoe", "XOX/.O./...", trace.Options{})
	write("ttt", ttt, Options{Step: Finished, Title: "Tic-tac-toe"})
	write("ttt-mid", ttt, Options{Step: len(tracetest.Steps(ttt)) / 3})
	c4 := search(t, "connect4", "", trace.Options{Depth: 2})
	write("c4", c4, Options{Step: Finished, Title: "Connect 4, depth 2"})
	st := search(t, "stones", "5", trace.Options{})
	write("stones", st, Options{Step: Finished, Title: "Stones (5)"})
	tt := search(t, "tictactoe", "XO./.X./...", trace.Options{TT: trace.TTBounds})
	write("tt", tt, Options{Step: Finished, Title: "TT"})
	stop := search(t, "tictactoe", "", trace.Options{MaxNodes: 40})
	write("stopped", stop, Options{Step: Finished, Title: "Stopped", Lang: "es"})
	big := search(t, "tictactoe", "", trace.Options{Algorithm: trace.Minimax})
	write("big", big, Options{Step: Finished, Title: "Tic-tac-toe, full minimax", Budget: 300})
}
