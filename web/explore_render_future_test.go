package web

import (
	"fmt"
	"net/http"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/trace"
	"github.com/gametree/gametree/trace/tracetest"
)

// pictureID reads the node an id of a picture stands for (n12, f12, e12, s12, es12,
// a_n12-v, a_e12-move, ...); ok is false for the picture's own ids (tree, a_title, ...).
var pictureID = regexp.MustCompile(`^(?:a_)?(?:es|e|s|n|f)(\d+)(?:-|$)`)

var (
	idAttr    = regexp.MustCompile(` id="([^"]*)"`)
	classAttr = regexp.MustCompile(` class="([^"]*)"`)
	tipAttr   = regexp.MustCompile(`xlink:title="([^"]*)"|<title>([^<]*)</title>`)
)

// Nothing of the future in a server picture: at every step of the textbook tree and
// of a connect-4 search, the step's SVG and the region's hold no id, class, tooltip or
// <title> of a node the search has not reached at the step (compared with the
// trace's states at the step), and no "not reached" word. The PNG and the PDF are
// drawn from this SVG (render.Picture: svgconv.Rasterize, svgconv.PDF), so they hold
// no more; the PDF is checked to be one.
func TestServerPicturesHoldNoFuture(t *testing.T) {
	t.Parallel()
	s := newTestServer(t, Config{})
	h := s.Handler()
	for _, c := range []struct {
		name, game, pos, query string
		opt                    trace.Options
		every                  int // the steps checked: every one (1), or every n-th and the last
	}{
		{"textbook", "tree", "textbook", "game=tree&position=textbook&algo=alphabeta", trace.Options{Algorithm: trace.AlphaBeta}, 1},
		{"connect4-depth2", "connect4", "4453", "game=connect4&position=4453&depth=2&algo=alphabeta", trace.Options{Algorithm: trace.AlphaBeta, Depth: 2}, 1},
		// 1,278 steps: every one took 47 s of CI (two pictures a step); the page's
		// walk (TestBrowserNoFutureInThePage) takes all of them
		{"connect4-depth3", "connect4", "4453", "game=connect4&position=4453&depth=3&algo=alphabeta", trace.Options{Algorithm: trace.AlphaBeta, Depth: 3}, 7},
	} {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			tr := tracetest.Search(t, c.game, c.pos, c.opt)
			n := tr.StepCount()
			require.Greater(t, n, 10)
			names := map[int32]string{}
			if c.game == "tree" { // a typed tree's node names: A, B, B1, ...
				for i := range tr.NodeCount() {
					if l := tr.Names().Label(int32(i)); l != "" {
						if _, err := strconv.Atoi(l); err != nil {
							names[int32(i)] = l
						}
					}
				}
			}
			for k := range n {
				if k%c.every != 0 && k != n-1 {
					continue
				}
				st := tr.States(k)
				reached := func(i int) bool { return i < len(st) && (st[i].Reached || st[i].Open) }
				for _, extra := range []string{"", "&region=true"} {
					where := fmt.Sprintf("step %d%s", k+1, extra)
					r := get(t, h, fmt.Sprintf("/api/render?%s&step=%d&format=svg%s", c.query, k+1, extra))
					require.Equal(t, http.StatusOK, r.code, "%s: %s", where, r.body)
					svg := string(r.body)
					for _, m := range idAttr.FindAllStringSubmatch(svg, -1) {
						if id := pictureID.FindStringSubmatch(m[1]); id != nil {
							i, _ := strconv.Atoi(id[1])
							assert.True(t, reached(i), "%s: id %s of a node not reached", where, m[1])
						}
					}
					for _, m := range classAttr.FindAllStringSubmatch(svg, -1) {
						assert.NotContains(t, strings.Fields(m[1]), "unreached", "%s: class %q", where, m[1])
					}
					assert.NotContains(t, svg, "not reached", where)
					for _, m := range tipAttr.FindAllStringSubmatch(svg, -1) {
						tip := m[1] + m[2]
						for _, w := range regexp.MustCompile(`\bn(\d+)\b`).FindAllStringSubmatch(tip, -1) {
							i, _ := strconv.Atoi(w[1])
							assert.True(t, reached(i), "%s: title %q names a node not reached", where, tip)
						}
						for i, name := range names {
							if !reached(int(i)) && regexp.MustCompile(`(^|[^\pL\pN])`+regexp.QuoteMeta(name)+`($|[^\pL\pN])`).MatchString(tip) {
								t.Errorf("%s: tooltip %q names %s, not reached", where, tip, name)
							}
						}
					}
				}
			}
			// the PDF of a middle step: drawn from the same SVG
			r := get(t, h, fmt.Sprintf("/api/render?%s&step=%d&format=pdf", c.query, n/2))
			require.Equal(t, http.StatusOK, r.code, "%s", r.body)
			assert.True(t, strings.HasPrefix(string(r.body), "%PDF"))
		})
	}
}
