package render

import (
	"bytes"
	"context"
	"fmt"
	"image/png"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/gametree/gametree/games"
	"github.com/gametree/gametree/internal/golden"
	"github.com/gametree/gametree/internal/testsize"
	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Plain minimax and negamax have no α or β: no window cells, none in captions or the
// legend, no cutoff wording, at any step.
func TestNoWindowWithoutAlphaBeta(t *testing.T) {
	t.Parallel()
	for _, alg := range []trace.Algorithm{trace.Minimax, trace.Negamax} {
		for _, lang := range []string{"en", "es"} {
			t.Run(string(alg)+"/"+lang, func(t *testing.T) {
				t.Parallel()
				tr := search(t, "tree", "textbook", trace.Options{Algorithm: alg})
				check := func(dot []byte, what string) {
					s := string(dot)
					for _, w := range []string{"α", "β", "alpha", "alfa", "-alpha", "window", "ventana", "cutoff", "poda"} {
						assert.NotContains(t, s, w, what)
					}
				}
				require.NoError(t, EachStepDOT(tr, Options{Lang: lang}, func(k int, dot []byte) error {
					check(dot, fmt.Sprintf("step %d", k+1))
					return nil
				}))
				check(DOT(tr, Options{Step: Finished, Lang: lang}), "finished")
			})
		}
	}
	// alpha-beta keeps them
	tr := search(t, "tree", "textbook", trace.Options{})
	assert.Contains(t, string(DOT(tr, Options{Step: 0})), "enter A with α=−∞, β=+∞")
}

func TestMinimaxGolden(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", "textbook", trace.Options{Algorithm: trace.Minimax})
	golden.Check(t, "minimax-step3.dot", DOT(tr, Options{Step: 2, Title: "Minimax"}))
	golden.Check(t, "minimax.dot", DOT(tr, Options{Step: Finished, Title: "Minimax", Lang: "es"}))
}

// Numbers are written as the page writes them (grouping always, the language's
// separator, a true minus sign); "win"/"loss" are translated.
func TestNumbers(t *testing.T) {
	t.Parallel()
	en, es := langFor("en"), langFor("es")
	cases := []struct {
		v      int
		en, es string
	}{
		{0, "0", "0"}, {-3, "−3", "−3"}, {1613, "1,613", "1.613"}, {-10009500, "−10,009,500", "−10.009.500"},
		{trace.Inf, "+∞", "+∞"}, {-trace.Inf, "−∞", "−∞"},
		{games.WinBase + 3, "win 3", "gana 3"}, {-games.WinBase - 18, "loss 18", "pierde 18"},
	}
	for _, c := range cases {
		assert.Equal(t, c.en, en.val(c.v), c.v)
		assert.Equal(t, c.es, es.val(c.v), c.v)
	}
	assert.Equal(t, "≥1,000", en.bounded(1000, trace.Lower))
	assert.Equal(t, "≤−2.000", es.bounded(-2000, trace.Upper))

	// connect-4's course heuristic: grouped in the values, windows and rules
	tr := search(t, "connect4", "4453", trace.Options{Depth: 2})
	dot := string(DOT(tr, Options{Step: len(tracetest.Steps(tr)) / 2, Lang: "es", Unreached: UnreachedGhost}))
	assert.Regexp(t, `[−]?[0-9]{1,3}(\.[0-9]{3})+`, dot)
	assert.NotRegexp(t, `[>=(]-?[0-9]{5,}[<, )]`, dot, "an ungrouped number")
	fin := string(DOT(tr, Options{Step: Finished, Lang: "en"}))
	assert.NotRegexp(t, `[>=(]-?[0-9]{5,}[<, )]`, fin, "an ungrouped number")
	// step numbers and counts
	big := search(t, "tictactoe", "XO./.X./...", trace.Options{})
	require.Greater(t, len(tracetest.Steps(big)), 1000)
	assert.Contains(t, string(DOT(big, Options{Step: 1200, Lang: "es"})), "Paso 1.201 de "+es.count(len(tracetest.Steps(big))))
}

// Stones moves are named by what they do, before and after the games package renames
// them.
func TestStonesMoveNames(t *testing.T) {
	t.Parallel()
	tr := search(t, "stones", "5", trace.Options{})
	en := string(DOT(tr, Options{Step: Finished}))
	es := string(DOT(tr, Options{Step: Finished, Lang: "es"}))
	assert.Contains(t, en, ">take 2<")
	assert.Contains(t, es, ">quita 2<")
	assert.Contains(t, en, "best move take ")
	for _, s := range []string{en, es} {
		assert.NotRegexp(t, `>-[0-9]+<`, s)
		assert.NotRegexp(t, `"-[0-9] `, s)
	}
	l := langFor("es")
	assert.Equal(t, "quita 3", l.move("-3", true))
	assert.Equal(t, "quita 3", l.move("take 3", true))
	assert.Equal(t, "-3", l.move("-3", false), "only stones takes are renamed")
}

// Faster-wins scores are explained in the legend, per game; plain scores need no
// explanation; connect-4 names its colours; a draw is "tablas".
func TestScoreLegend(t *testing.T) {
	t.Parallel()
	cases := []struct {
		game, pos string
		opt       trace.Options
		lang      string
		want      []string
		absent    []string
	}{
		{"tictactoe", "XO./.X./...", trace.Options{}, "en", []string{"s = 6 − the winner&#39;s marks (+3: MAX wins with its 3rd mark)", "0: draw", "MAX ▲ plays O / MIN ▼ plays X"}, nil},
		{"tictactoe", "XO./.X./...", trace.Options{}, "es", []string{"s = 6 − fichas del ganador", "0: tablas", "MAX ▲ juega O"}, []string{"mpat"}},
		{"tictactoe", "XO./.X./...", trace.Options{PlainScores: true}, "en", nil, []string{"wins: "}},
		{"connect4", "4453", trace.Options{Depth: 2}, "en", []string{"MAX ▲ red discs (first player) / MIN ▼ yellow"}, []string{"wins: "}},
		{"connect4", "445", trace.Options{Depth: 2}, "es", []string{"MAX ▲ fichas amarillas / MIN ▼ rojas (empiezan)"}, nil},
		{"stones", "5", trace.Options{}, "en", []string{"s = 6 − the moves played (+5: MAX takes the last stone at once)"}, nil},
		{"stones", "4", trace.Options{Depth: 2}, "es", []string{"gana s / pierde s: partida terminada"}, nil},
	}
	for _, c := range cases {
		t.Run(c.game+c.pos+c.lang, func(t *testing.T) {
			t.Parallel()
			tr := search(t, c.game, c.pos, c.opt)
			dot := string(DOT(tr, Options{Step: Finished, Lang: c.lang}))
			for _, w := range c.want {
				assert.Contains(t, dot, w)
			}
			for _, a := range c.absent {
				assert.NotContains(t, dot, a)
			}
		})
	}
}

// A stopped search says so where its value is shown, and the value is a bound.
func TestStoppedResult(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", "((1,2),(5,6))", trace.Options{MaxNodes: 4})
	require.NotEmpty(t, tr.Stopped)
	dot := string(DOT(tr, Options{Step: Finished}))
	assert.Contains(t, dot, "Value ≥1 (a bound: the search stopped)")
	es := string(DOT(tr, Options{Step: Finished, Lang: "es"}))
	assert.Contains(t, es, "(una cota: la búsqueda se detuvo)")
}

// A region holds the path from the root to the step's node, the path's siblings (each
// with one summary of its subtree), the node's subtree to the chosen depth, and
// nothing else.
func TestRegion(t *testing.T) {
	t.Parallel()
	tr := search(t, "tictactoe", "XO./.X./...", trace.Options{})
	kids := tr.Children()
	// a deep step: the deepest node entered
	k := 0
	for i, s := range tracetest.Steps(tr) {
		if s.Kind == trace.StepEnter && tracetest.Nodes(tr)[s.Node].Depth > tracetest.Nodes(tr)[tracetest.Steps(tr)[k].Node].Depth && kids.Count(s.Node) > 0 {
			k = i
		}
	}
	for _, depth := range []int{1, 2} {
		t.Run(strconv.Itoa(depth), func(t *testing.T) {
			t.Parallel()
			c := tracetest.Steps(tr)[k].Node
			require.GreaterOrEqual(t, int(tracetest.Nodes(tr)[c].Depth), 3)
			want := regionIDs(tr, c, depth)
			// the picture's own shape: on a slide, the ghosts' region is too wide to
			// read and its path (three plies) folds its top (pathfold.go)
			root := parseSVG(t, DrawSVG(tr, Options{Step: k, Region: true, RegionDepth: depth, Unreached: UnreachedGhost, Ratio: RatioFree}))
			assert.Equal(t, sorted(want), sorted(nodeIDs(root)))
			assert.True(t, classes(byID(root)[fmt.Sprintf("n%d", c)])["current"])

			// hidden (the default): the same, less what the search has not reached
			st := tr.States(k)
			hidden := parseSVG(t, DrawSVG(tr, Options{Step: k, Region: true, RegionDepth: depth}))
			drawn := nodeIDs(hidden)
			for id := range want {
				var i int
				_, err := fmt.Sscanf(id[1:], "%d", &i)
				require.NoError(t, err)
				reached := st[i].Reached
				if id[0] == 's' { // a summary shows once a node under it is reached
					reached = false
					for _, d := range walkDown(kids, int32(i), 99)[1:] {
						reached = reached || st[d].Reached
					}
				}
				assert.Equal(t, reached, drawn[id], "%s drawn when reached", id)
			}
			assert.Subset(t, sorted(want), sorted(drawn))
		})
	}
}

// regionIDs are the ids of the nodes and summaries a region around node c shows, to
// depth plies below c, when it shows every node (UnreachedGhost).
func regionIDs(tr *trace.Trace, c int32, depth int) map[string]bool {
	kids := tr.Children()
	want := map[string]bool{}
	collapsed := func(v int32) {
		want[fmt.Sprintf("n%d", v)] = true
		if kids.Count(v) > 0 {
			want[fmt.Sprintf("s%d", v)] = true
		}
	}
	for v := c; v >= 0; v = tracetest.Nodes(tr)[v].Parent {
		want[fmt.Sprintf("n%d", v)] = true
		if v != c {
			for _, ch := range kids.Of(v) {
				collapsed(ch)
			}
		}
	}
	level := []int32{c}
	for d := 0; d < depth; d++ {
		var next []int32
		for _, v := range level {
			for _, ch := range kids.Of(v) {
				collapsed(ch)
				next = append(next, ch)
			}
		}
		level = next
	}
	// the summaries of nodes drawn with their children are not there
	for v := c; v >= 0; v = tracetest.Nodes(tr)[v].Parent {
		delete(want, fmt.Sprintf("s%d", v))
	}
	for _, v := range walkDown(kids, c, depth-1) {
		delete(want, fmt.Sprintf("s%d", v))
	}
	return want
}

// nodeIDs are the ids of the elements of class node under root.
func nodeIDs(root *xnode) map[string]bool {
	ids := map[string]bool{}
	root.walk(func(n *xnode) {
		if classes(n)["node"] {
			ids[n.attr("id")] = true
		}
	})
	return ids
}

// walkDown lists v and its descendants to depth plies below it.
func walkDown(kids trace.Children, v int32, depth int) []int32 {
	out := []int32{v}
	if depth <= 0 {
		return out
	}
	for _, ch := range kids.Of(v) {
		out = append(out, walkDown(kids, ch, depth-1)...)
	}
	return out
}

func sorted(m map[string]bool) []string {
	var s []string
	for k := range m {
		s = append(s, k)
	}
	sort.Strings(s)
	return s
}

// Within the region option, the steps about the same node share one layout, and the
// slide sequence is the pictures of its steps.
func TestRegionLayout(t *testing.T) {
	t.Parallel()
	tr := search(t, "tictactoe", "XO./.X./...", trace.Options{})
	steps := map[int32][]int{}
	for k, s := range tracetest.Steps(tr) {
		steps[s.Node] = append(steps[s.Node], k)
	}
	n := 0
	for node, ks := range steps {
		if len(ks) < 3 || tracetest.Nodes(tr)[node].Depth < 2 || n >= 3 {
			continue
		}
		n++
		for _, u := range []Unreached{UnreachedGhost} { // hiding them, a step is laid out for what it has reached
			opt := Options{Region: true, Unreached: u, Step: ks[len(ks)-1]}
			want := geometry(parseSVG(t, DrawSVG(tr, opt)))
			for _, k := range ks[:len(ks)-1] {
				opt.Step = k
				got := geometry(parseSVG(t, DrawSVG(tr, opt)))
				for id, g := range got {
					assert.Equal(t, want[id], g, "node %d, step %d moved %s", node, k, id)
				}
				if u == UnreachedGhost {
					assert.Len(t, got, len(want))
				}
			}
		}
	}
	require.Equal(t, 3, n)
	small := search(t, "tree", "figure-5.2", trace.Options{})
	opt := Options{Region: true, RegionDepth: 1}
	require.NoError(t, EachStepDOT(small, opt, func(k int, dot []byte) error {
		o := opt
		o.Step = k
		assert.Equal(t, string(DOT(small, o)), string(dot), "step %d", k)
		return nil
	}))
}

// Pictures fit a 16:9 slide 1920 pixels wide unless asked otherwise; --dpi sets the
// PNG's resolution.
func TestSlideSize(t *testing.T) {
	t.Parallel()
	tr := search(t, "tictactoe", "XO./.X./...", trace.Options{})
	ctx := context.Background()
	size := func(opt Options, format Format) (w, h float64) {
		data, err := Picture(ctx, nil, tr, opt, format)
		require.NoError(t, err)
		if format == FormatPNG {
			cfg, err := png.DecodeConfig(bytes.NewReader(data))
			require.NoError(t, err)
			return float64(cfg.Width), float64(cfg.Height)
		}
		root := parseSVG(t, data)
		pt := func(s string) float64 {
			v, err := strconv.ParseFloat(strings.TrimSuffix(s, "pt"), 64)
			require.NoError(t, err)
			return v * 96 / 72 // CSS pixels
		}
		return pt(root.attr("width")), pt(root.attr("height"))
	}
	step := Options{Step: 200}
	for _, f := range []Format{FormatPNG, FormatSVG} {
		w, h := size(step, f)
		assert.LessOrEqual(t, w, 1920.0, f)
		assert.LessOrEqual(t, h, 1080.0, f)
	}
	w, _ := size(Options{Step: 200, MaxWidth: 1280}, FormatPNG)
	// the bound reaches the layout in inches to 4 digits, and the PNG's width is
	// rounded up to a whole pixel: a pixel or two off
	assert.InDelta(t, 1280, w, 2)
	// Full size lifts the slide's bound. Drawing this tree's finished search at full
	// size (over 10,000 pixels wide; a step draws only what is reached) takes seconds:
	// unless -long, a tree a little wider than the slide.
	if testsize.Long() {
		full, _ := size(Options{Step: Finished, MaxWidth: FullSize}, FormatPNG)
		assert.Greater(t, full, 10000.0, "full size")
	} else {
		big := tr
		tr = search(t, "tictactoe", "XOX/OX./...", trace.Options{})
		bounded, _ := size(Options{Step: Finished}, FormatPNG)
		full, _ := size(Options{Step: Finished, MaxWidth: FullSize}, FormatPNG)
		assert.LessOrEqual(t, bounded, 1920.0)
		assert.Greater(t, full, 1920.0, "full size")
		tr = big
	}
	// the region of the same step fills the slide
	rw, rh := size(Options{Step: 200, Region: true}, FormatPNG)
	assert.True(t, rw > 1200 || rh > 900, "%gx%g", rw, rh)
	// resolution: a small picture doubles from 144 to 288 dpi
	small := search(t, "tree", "textbook", trace.Options{})
	tr = small
	w1, h1 := size(Options{Step: Finished, MaxWidth: FullSize}, FormatPNG)
	w2, h2 := size(Options{Step: Finished, MaxWidth: FullSize, DPI: 288}, FormatPNG)
	// both are the same size in points rounded up to a whole pixel: twice the first
	// is up to 2 pixels more than the second (3 leaves a pixel to spare)
	assert.InDelta(t, 2*w1, w2, 3)
	assert.InDelta(t, 2*h1, h2, 3)
	// the SVG itself does not change with the resolution
	s1, _ := size(Options{Step: Finished, MaxWidth: FullSize}, FormatSVG)
	s2, _ := size(Options{Step: Finished, MaxWidth: FullSize, DPI: 288}, FormatSVG)
	assert.Equal(t, s1, s2)
	// bounded, the same number of pixels at any resolution
	w3, _ := size(Options{Step: Finished, DPI: 288}, FormatPNG)
	assert.LessOrEqual(t, w3, 1920.0)
}

// The compact header is the title and the caption, no legend.
func TestCompactHeader(t *testing.T) {
	t.Parallel()
	tr := search(t, "tree", "textbook", trace.Options{})
	full := byID(parseSVG(t, DrawSVG(tr, Options{Step: 3, Title: "T"})))
	compact := byID(parseSVG(t, DrawSVG(tr, Options{Step: 3, Title: "T", Header: HeaderCompact})))
	assert.Contains(t, full, "a_legend")
	assert.NotContains(t, compact, "a_legend")
	assert.Contains(t, compact, "a_title")
	assert.Equal(t, full["a_caption"].texts(), compact["a_caption"].texts())
}

func TestOptionsSet(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name, value string
		want        Options
		err         string
	}{
		{"unreached", "ghost", Options{Unreached: UnreachedGhost}, ""},
		{"unreached", "HIDE", Options{Unreached: UnreachedHide}, ""},
		{"unreached", "dim", Options{}, `unreached "dim": must be hide or ghost`},
		{"region", "true", Options{Region: true}, ""},
		{"region", "maybe", Options{}, `region "maybe": must be true or false`},
		{"region-depth", "3", Options{RegionDepth: 3}, ""},
		{"region-depth", "0", Options{}, "region-depth \"0\": must be a number of plies from 1 to 20"},
		{"width", "1280", Options{MaxWidth: 1280}, ""},
		{"width", "full", Options{MaxWidth: FullSize}, ""},
		{"width", "-5", Options{}, `width "-5": must be a width in pixels from 100 to 20000, or full`},
		{"dpi", "300", Options{DPI: 300}, ""},
		{"dpi", "9000", Options{}, `dpi "9000": must be a resolution from 36 to 600 pixels per inch`},
		{"header", "compact", Options{Header: HeaderCompact}, ""},
		{"header", "tiny", Options{}, `header "tiny": must be full or compact`},
		{"colour", "red", Options{}, `unknown picture option "colour"`},
	}
	for _, c := range cases {
		t.Run(c.name+"="+c.value, func(t *testing.T) {
			t.Parallel()
			var o Options
			err := o.Set(c.name, c.value)
			if c.err != "" {
				require.EqualError(t, err, c.err)
				return
			}
			require.NoError(t, err)
			assert.Equal(t, c.want, o)
		})
	}
}
