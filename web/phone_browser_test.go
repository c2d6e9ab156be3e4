//go:build browser

package web

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// overflowReport names what sticks out past the viewport's right edge (the widest
// first), for a failure's message.
const overflowReport = `(() => {
  const out = [];
  for (const e of document.querySelectorAll('body *')) {
    const r = e.getBoundingClientRect();
    if (r.width > 0 && r.right > innerWidth + 0.5 && e.offsetParent !== null) out.push([r.right, (e.id ? '#' + e.id : e.tagName.toLowerCase()) + '.' + [...e.classList].join('.') + ' ' + Math.round(r.right)]);
  }
  return out.sort((a, b) => b[0] - a[0]).slice(0, 6).map((x) => x[1]).join(', ');
})()`

// On a phone (390 and 360 CSS pixels wide) no view scrolls sideways, in either
// language: Step through (the textbook, a connect-4 tree), Practise, Compare, Play
// (each game; connect-4's "why this move?"), Code lab, the classes' home, a student's
// assignment (joined, with a long name) and a teacher's results. The page is no wider than the phone.
func TestBrowserNoSidewaysScrollOnPhones(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	tc := makeClass(t, s.Handler(), "after-close")
	type phonePage struct {
		name, path, ready string
		act               func(t *testing.T, ctx context.Context) // what a user does there first
	}
	var joined atomic.Int32 // one name, one student: a number after the long name
	pages := []phonePage{
		{"step-through", "/?", `!!document.querySelector('#treebox svg.gt')`, nil},
		{"step-through-connect4", "/?game=connect4&position=4453&depth=3&", `!!document.querySelector('#treebox svg.gt')`, nil},
		{"practise", "/?view=practise&", `!!document.querySelector('#ex-tree svg')`, nil},
		{"compare", "/?view=compare&", `!document.getElementById('view-compare').hidden`, nil},
		{"play-tictactoe", "/?view=play&game=tictactoe&", `!!document.querySelector('#play-board *')`, nil},
		{"play-connect4", "/?view=play&game=connect4&", `!!document.querySelector('#play-board .c4-col')`, nil},
		{"play-connect4-why", "/?view=play&game=connect4&depth=0&first=machine&", `!!document.querySelector('#play-board .c4-x, #play-board .c4-o')`,
			func(t *testing.T, ctx context.Context) {
				clickAt(t, ctx, `#play-why`)
				waitFor(t, ctx, `!document.getElementById('play-solver').hidden && document.querySelectorAll('#play-solver .solver-columns li').length === 7`)
			}},
		{"play-stones", "/?view=play&game=stones&stones=13&takes=1,2,3&", `!!document.querySelector('#play-board *')`, nil},
		{"codelab", "/?view=lab&", `!document.getElementById('view-lab').hidden`, nil},
		{"class-home", "/?view=class&", `!!document.getElementById('cl-new-class')`, nil},
		{"class-student", "/?view=class&a=" + tc.assignment + "&", `!!document.getElementById('cl-join')`,
			func(t *testing.T, ctx context.Context) {
				fillIn(t, ctx, "#cl-student-name", fmt.Sprintf("Ana García Fernández-Villaverde %d", joined.Add(1)))
				clickAt(t, ctx, "#cl-join-go")
				waitFor(t, ctx, `!!document.querySelector('#cl-tree svg [id="n1"]')`)
			}},
		{"class-teacher", "/?view=class&class=" + tc.id + "&results=" + tc.assignment + "&", `!!document.getElementById('cl-class-title')`,
			func(t *testing.T, ctx context.Context) {
				waitFor(t, ctx, `!document.getElementById('cl-results').hidden && !!document.getElementById('cl-table')`)
			}},
	}
	for _, width := range []int{390, 360} {
		forBothLanguages(t, func(t *testing.T, lang string) {
			ctx := studentCtx(t, nil)
			consoleErrors(t, ctx)
			require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(int64(width), 800, chromedp.EmulateMobile, chromedp.EmulateScale(2))))
			for _, p := range pages {
				path := p.path + "lang=" + lang
				if p.name == "class-teacher" {
					path += "#key=" + tc.key
				}
				open(t, ctx, ts.URL, path)
				waitFor(t, ctx, p.ready)
				if p.act != nil {
					p.act(t, ctx)
				}
				if p.name == "play-connect4-why" {
					screenshot(t, ctx, fmt.Sprintf("phone-%s-%d-%s", p.name, width, lang))
				}
				waitFor(t, ctx, `document.fonts.status === 'loaded'`)
				// a phone widens its layout viewport (innerWidth) to a page that is too
				// wide: the page must fit the device's width
				sw := eval[[]float64](t, ctx, `[document.documentElement.scrollWidth, innerWidth, screen.width]`)
				require.Equal(t, float64(width), sw[2])
				if !assert.LessOrEqual(t, max(sw[0], sw[1]), float64(width), "%s at %d px (%s): the page is %.0f px wide; past the edge: %s",
					p.name, width, lang, max(sw[0], sw[1]), eval[string](t, ctx, strings.ReplaceAll(overflowReport, "innerWidth", strconv.Itoa(width)))) {
					screenshot(t, ctx, fmt.Sprintf("phone-%s-%d-%s", p.name, width, lang))
				}
			}
			screenshot(t, ctx, fmt.Sprintf("phone-last-%d-%s", width, lang))
			noPageErrors(t, ctx)
		})
	}
}
