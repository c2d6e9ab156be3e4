package render

import (
	"bytes"
	"fmt"
	"image"
	_ "image/png"
	"regexp"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/render/svgconv"
	"github.com/gametree/gametree/trace"
)

// valueCell is the id of a node's value cell: its value text is inside.
var valueCell = regexp.MustCompile(`^a_n\d+-v$`)

var scaleAttr = regexp.MustCompile(`scale\(([0-9.]+)`)

// smallestValuePx is the height, in pixels of the picture drawn 1920 pixels wide, of
// the smallest node value an SVG writes (font-size times the tree's scale times
// 1920 / the SVG's width), and how many values it writes.
func smallestValuePx(t *testing.T, svg []byte) (px float64, values int) {
	t.Helper()
	root := parseSVG(t, svg)
	w := svgSize(t, svg)[0]
	scale := 1.0
	px = 1e9
	root.walk(func(x *xnode) {
		if x.attr("id") == "tree" {
			m := scaleAttr.FindStringSubmatch(x.attr("transform"))
			require.NotNil(t, m)
			scale, _ = strconv.ParseFloat(m[1], 64)
		}
		if !valueCell.MatchString(x.attr("id")) {
			return
		}
		x.walk(func(tx *xnode) {
			if tx.XMLName.Local != "text" {
				return
			}
			fs, err := strconv.ParseFloat(tx.attr("font-size"), 64)
			require.NoError(t, err)
			px = min(px, fs*scale*1920/w)
			values++
		})
	})
	return px, values
}

// Every picture of a search fills a 16:9 slide (or the ratio asked for), and its node
// values are at least MinValuePx high at 1920x1080; where a tree cannot be read
// whole, it is folded until they are, and a focus path too deep for the slide
// (tic-tac-toe's ten plies, connect-4's region of three) folds its top into one box
// (pathfold.go).
// The tolerance: 0.05 pixel (sizes are written to hundredths of a point), and the
// slide's size to the hundredth of a point.
func TestPicturesFitASlide(t *testing.T) {
	t.Parallel()
	type problem struct {
		game, pos string
		opt       trace.Options
		steps     []int // 1-based; 0: the finished search
	}
	problems := []problem{
		{"tictactoe", "", trace.Options{}, []int{1, 200, 2000, 5000, 0}},
		{"connect4", "4453", trace.Options{Depth: 4, Order: true}, []int{1201, 50, 2400, 0}},
		{"tree", "random:b=2,d=3,seed=1", trace.Options{}, []int{3, 9, 0}},                                          // 15 nodes
		{"tree", "random:b=3,d=3,seed=2", trace.Options{}, []int{5, 30, 0}},                                         // 40 nodes
		{"tree", "random:b=3,d=5,seed=4", trace.Options{}, []int{100, 300, 0}},                                      // 364 nodes
		{"tree", "random:b=2,d=10,seed=1", trace.Options{Algorithm: trace.Minimax}, []int{10, 1000, 2500, 4000, 0}}, // 2,047 nodes
	}
	for _, pr := range problems {
		tr := search(t, pr.game, pr.pos, pr.opt)
		for _, step := range pr.steps {
			for _, ratio := range []Ratio{"", Ratio4x3} {
				for _, region := range []bool{false, true} {
					name := fmt.Sprintf("%s %s step %d ratio %q region %t", pr.game, pr.pos, step, ratio, region)
					t.Run(name, func(t *testing.T) {
						t.Parallel()
						opt := Options{Step: step - 1, Ratio: ratio, Region: region}
						if step == 0 {
							opt.Step = Finished
						}
						svg := DrawSVG(tr, opt)
						wh := svgSize(t, svg)
						wantH := 540.0
						if ratio == Ratio4x3 {
							wantH = 720
						}
						assert.InDelta(t, 960, wh[0], 0.01)
						assert.InDelta(t, wantH, wh[1], 0.01)
						px, values := smallestValuePx(t, svg)
						require.Positive(t, values)
						assert.GreaterOrEqual(t, px, MinValuePx-0.05, "values %.2f px high", px)
					})
				}
			}
		}
	}
}

// The PNG is the slide at 1920x1080 (144 dpi), whatever the tree; ratio=free keeps
// today's pictures, strips included.
func TestPictureSizesAndRatio(t *testing.T) {
	t.Parallel()
	tr := search(t, "connect4", "4453", trace.Options{Depth: 2})
	for _, c := range []struct {
		opt  Options
		w, h int
	}{
		{Options{Step: 40}, 1920, 1080},
		{Options{Step: Finished}, 1920, 1080},
		{Options{Step: Finished, Ratio: Ratio4x3}, 1920, 1440},
		{Options{Step: Finished, Ratio: Ratio4x3, MaxWidth: 1024}, 1024, 768},
		{Options{Step: 40, Ratio: "2:1"}, 1920, 960},
		{Options{Step: 40, Ratio: "1920:710"}, 1920, 710},
		{Options{Step: 40, Ratio: "9:16"}, 1920, 3414},
	} {
		png, err := svgconv.Rasterize(DrawSVG(tr, c.opt), 0)
		require.NoError(t, err)
		cfg, _, err := image.DecodeConfig(bytes.NewReader(png))
		require.NoError(t, err)
		assert.Equal(t, [2]int{c.w, c.h}, [2]int{cfg.Width, cfg.Height}, "%+v", c.opt)
		r := float64(cfg.Width) / float64(cfg.Height)
		assert.True(t, r >= 1.0/3 && r <= 3, "aspect %.2f", r)
	}
	// free: the old strip of a wide finished search
	free := svgSize(t, DrawSVG(tr, Options{Step: Finished, Ratio: RatioFree}))
	assert.Greater(t, free[0]/free[1], 3.0, "ratio=free keeps the picture's own shape")
	var o Options
	require.NoError(t, o.Set("ratio", "4:3"))
	assert.Equal(t, Ratio4x3, o.Ratio)
	require.NoError(t, o.Set("ratio", " 2:1 "))
	assert.Equal(t, Ratio("2:1"), o.Ratio)
	for _, bad := range []string{"square", "5:1", "1:5", "0:1", "-2:1", "2:", ":1", "NaN:1", "inf:1", "1:1:1"} {
		assert.Error(t, o.Set("ratio", bad), bad)
	}
}
