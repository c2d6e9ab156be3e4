//go:build browser

package web

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/gametree/gametree/classroom/classtest"
)

// The sizes the question's picture must fit (issue 26): two common laptop screens.
var laptopScreens = []struct{ w, h int64 }{{1366, 768}, {1280, 800}}

const (
	fitMinText  = 11.0 // CSS px: the smallest text of a fitted picture, or it has a lens
	fitLensText = 13.0 // CSS px: the smallest text in the lens
	phoneText   = 11.0 // CSS px: the smallest text on a phone
)

// fitQuestions are the four questions of a random exercise, in the order the fit
// test's assignment has them for each level.
var fitQuestions = []string{"values", "window", "prune", "order"}

// fitMeasure measures the task shown after scrolling its picture into view (the page
// may scroll; its box may not): each node outside the window or its box's visible
// rectangle, the box's scrolling, the page's sideways scrolling, the answer controls
// overlapping the picture, the smallest text on screen and whether a lens magnifies.
const fitMeasure = `(async () => {
	const box = document.getElementById('cl-tree'), svg = box.querySelector('svg');
	box.scrollIntoView({block: 'nearest'});
	await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
	const b = box.getBoundingClientRect(), s = svg.getBoundingClientRect();
	const inner = {left: b.left + box.clientLeft, top: b.top + box.clientTop, right: b.left + box.clientLeft + box.clientWidth, bottom: b.top + box.clientTop + box.clientHeight};
	const tol = 1;
	const outside = [];
	let nodes = 0;
	for (const g of svg.querySelectorAll('[data-node]')) {
		nodes++;
		const r = g.getBoundingClientRect();
		const inView = r.left >= -tol && r.top >= -tol && r.right <= innerWidth + tol && r.bottom <= innerHeight + tol;
		const inBox = r.left >= inner.left - tol && r.top >= inner.top - tol && r.right <= inner.right + tol && r.bottom <= inner.bottom + tol;
		if (!inView || !inBox || r.width === 0) outside.push(g.id + (inView ? '' : ' (window)') + (inBox ? '' : ' (box)'));
	}
	const hits = (r) => r.left < b.right - tol && r.right > b.left + tol && r.top < b.bottom - tol && r.bottom > b.top + tol;
	const overlap = [...document.querySelectorAll('.cl-side input, .cl-side button, .cl-side select')].filter((e) => hits(e.getBoundingClientRect())).map((e) => e.id || e.textContent);
	const font = Math.min(...[...svg.querySelectorAll('text[font-size]')].map((e) => parseFloat(e.getAttribute('font-size'))));
	return {nodes, outside, overlap,
		boxScrolls: box.scrollWidth > box.clientWidth + 1 || box.scrollHeight > box.clientHeight + 1,
		pageSideways: document.documentElement.scrollWidth > innerWidth,
		textPx: font * s.width / svg.viewBox.baseVal.width,
		lens: !!document.querySelector('.cl-lens'), pan: box.classList.contains('cl-pan'),
		side: document.querySelector('.cl-side').getBoundingClientRect().toJSON(), box: b.toJSON()};
})()`

type fitMeasured struct {
	Nodes        int      `json:"nodes"`
	Outside      []string `json:"outside"`
	Overlap      []string `json:"overlap"`
	BoxScrolls   bool     `json:"boxScrolls"`
	PageSideways bool     `json:"pageSideways"`
	TextPx       float64  `json:"textPx"`
	Lens         bool     `json:"lens"`
	Pan          bool     `json:"pan"`
	Side, Box    struct {
		Left, Top, Right, Bottom float64
	}
}

// showTask opens exercise n of the student's assignment and waits for its fitted picture.
func showTask(t *testing.T, ctx context.Context, n int) {
	t.Helper()
	eval[any](t, ctx, fmt.Sprintf(`(() => { document.getElementById('cl-tab-%d').click(); return 0; })()`, n))
	waitFor(t, ctx, fmt.Sprintf(`(() => { const s = document.querySelector('.cl-task[data-n="%d"] #cl-tree svg'); return !!s && !!s.dataset.textPx; })()`, n))
}

// openAsStudent opens the assignment in lang as the student of key (kept in the
// browser as the page keeps it), at a window of w x h.
func openAsStudent(t *testing.T, ctx context.Context, base string, tc testClass, me map[string]any, lang string, w, h int64, mobile bool) {
	t.Helper()
	setViewport(t, ctx, w, h, mobile)
	consoleErrors(t, ctx)
	open(t, ctx, base, "/?view=class&a="+tc.assignment+"&lang="+lang)
	eval[any](t, ctx, fmt.Sprintf(`(() => { localStorage.setItem('gametree.student.%s', JSON.stringify(%s)); return 0; })()`, tc.id, jsonOf(t, me)))

	open(t, ctx, base, "/?view=class&a="+tc.assignment+"&lang="+lang)
	waitFor(t, ctx, `!!document.getElementById('cl-tab-1')`)
}

// jsonOf is v as JSON text.
func jsonOf(t *testing.T, v any) string {
	t.Helper()
	b, err := json.Marshal(v)
	require.NoError(t, err)
	return string(b)
}

// The question fits the screen (issue 26): at 1366x768 and 1280x800 (English at
// 1280x800 only), for random exercises of levels 1-5 and each question, every node
// and leaf of the picture lies inside the window and inside its box, which does not
// scroll; the answer controls are beside the picture, not over it; the picture's text is at least fitMinText px,
// or a lens shows it at fitLensText px at least (and a click through the lens lands
// on the tree). On a phone the text is phoneText px at least, the picture pans inside
// its box and the page never scrolls sideways.
func TestBrowserClassFit(t *testing.T) {
	t.Parallel()
	s, _ := classServer(t, classtest.SQLite(t))
	ts := httptest.NewServer(s.Handler())
	defer ts.Close()
	var tasks []map[string]any
	for level := 1; level <= 5; level++ {
		for k, q := range fitQuestions {
			tasks = append(tasks, map[string]any{"exercise": map[string]any{"source": "random", "level": level, "seed": 100*level + k + 1, "q": q}})
		}
	}
	tc := makeClass(t, s.Handler(), "after-close", tasks...)
	r := call(t, s.Handler(), http.MethodPost, "/api/assignments/"+tc.assignment+"/students", "", map[string]any{"name": "Fit", "number": ""})
	require.Equal(t, http.StatusCreated, r.code, "%s", r.body)
	joined := decode[struct {
		Key     string
		Student struct{ ID, Name string }
	}](t, r)
	me := map[string]any{"key": joined.Key, "id": joined.Student.ID, "name": joined.Student.Name, "number": ""}

	for _, lang := range []string{"es", "en"} {
		for _, screen := range laptopScreens {
			// every screen in Spanish, whose longer words leave the picture least room;
			// English at the narrower (the sweep is half a minute a screen)
			if lang == "en" && screen.w != 1280 {
				continue
			}
			t.Run(fmt.Sprintf("%s-%dx%d", lang, screen.w, screen.h), func(t *testing.T) {
				ctx := browserCtx(t)
				openAsStudent(t, ctx, ts.URL, tc, me, lang, screen.w, screen.h, false)
				for n := 1; n <= len(tasks); n++ {
					level, q := (n-1)/len(fitQuestions)+1, fitQuestions[(n-1)%len(fitQuestions)]
					what := fmt.Sprintf("level %d, %s (exercise %d)", level, q, n)
					showTask(t, ctx, n)
					if q != "order" { // a node chosen: its fields show
						clickAt(t, ctx, `#cl-tree [id="n0"] polygon`)
						waitFor(t, ctx, `!!document.getElementById('cl-in-value')`)
					}
					m := eval[fitMeasured](t, ctx, fitMeasure)
					assert.Greater(t, m.Nodes, 10, what)
					assert.Empty(t, m.Outside, "%s: nodes off the window or the box", what)
					assert.False(t, m.BoxScrolls, "%s: the picture's box scrolls", what)
					assert.False(t, m.PageSideways, "%s: the page scrolls sideways", what)
					assert.Empty(t, m.Overlap, "%s: answer controls over the picture", what)
					assert.GreaterOrEqual(t, m.Side.Left, m.Box.Right, "%s: the answers beside the picture", what)
					if m.TextPx < fitMinText {
						require.True(t, m.Lens, "%s: text %.1f px and no lens", what, m.TextPx)
						checkLens(t, ctx, what, q == "order")
					} else {
						assert.False(t, m.Lens, "%s: a lens over text %.1f px", what, m.TextPx)
					}
					t.Logf("%s: %d nodes, text %.1f px, lens %v", what, m.Nodes, m.TextPx, m.Lens)
					if n == 17 {
						checkLarger(t, ctx, what)
					}
					if n == 1 || n == 18 {
						screenshot(t, ctx, fmt.Sprintf("class-fit-%dx%d-%d-%s", screen.w, screen.h, n, lang))
					}
				}
				noPageErrors(t, ctx)
			})
		}
		t.Run(lang+"-phone", func(t *testing.T) {
			ctx := browserCtx(t)
			openAsStudent(t, ctx, ts.URL, tc, me, lang, 390, 844, true)
			for _, n := range []int{2, 10, 18, 20} {
				what := fmt.Sprintf("phone, exercise %d", n)
				showTask(t, ctx, n)
				m := eval[fitMeasured](t, ctx, fitMeasure)
				assert.True(t, m.Pan, what)
				assert.False(t, m.Lens, what)
				assert.GreaterOrEqual(t, m.TextPx, phoneText, "%s: text", what)
				assert.False(t, m.PageSideways, "%s: the page scrolls sideways", what)
				assert.GreaterOrEqual(t, m.Side.Top, m.Box.Bottom, "%s: the answers below the picture", what)
				// the box opens on the root
				assert.True(t, eval[bool](t, ctx, `(() => { const r = document.querySelector('#cl-tree [id="n0"]').getBoundingClientRect(), b = document.getElementById('cl-tree').getBoundingClientRect();
					return r.left >= b.left && r.right <= b.right; })()`), "%s: the root in view", what)
				t.Logf("%s: text %.1f px, box scrolls %v", what, m.TextPx, m.BoxScrolls)
				if n == 10 {
					screenshot(t, ctx, "class-fit-phone-"+lang)
				}
			}
			noPageErrors(t, ctx)
		})
	}
}

// checkLens moves the mouse onto the last leaf: the lens shows, inside the window,
// with that leaf in it at fitLensText px or more; order: a click there puts the leaf
// in order, and another takes it out.
func checkLens(t *testing.T, ctx context.Context, what string, order bool) {
	t.Helper()
	leaf := eval[[]float64](t, ctx, `(() => { const leaves = [...document.querySelectorAll('#cl-tree svg g.node.leaf')];
		const r = leaves[leaves.length - 1].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2, leaves.length - 1]; })()`)
	require.NoError(t, chromedp.Do(ctx, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, leaf[0]-3, leaf[1]), chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, leaf[0], leaf[1])))
	waitFor(t, ctx, `!document.querySelector('.cl-lens').hidden`)
	got := eval[map[string]any](t, ctx, `(() => { const lens = document.querySelector('.cl-lens'), l = lens.getBoundingClientRect(), copy = lens.querySelector('svg');
		const leaves = [...document.querySelectorAll('#cl-tree svg g.node.leaf')], id = leaves[leaves.length - 1].id;
		const r = copy.querySelector('[data-lens-of="' + id + '"]').getBoundingClientRect();
		const font = Math.min(...[...copy.querySelectorAll('text[font-size]')].map((e) => parseFloat(e.getAttribute('font-size'))));
		return {inView: l.left >= 0 && l.top >= 0 && l.right <= innerWidth && l.bottom <= innerHeight,
			leafIn: r.left >= l.left && r.right <= l.right && r.top >= l.top && r.bottom <= l.bottom,
			text: font * copy.getBoundingClientRect().width / copy.viewBox.baseVal.width}; })()`)
	assert.Equal(t, true, got["inView"], "%s: the lens inside the window", what)
	assert.Equal(t, true, got["leafIn"], "%s: the leaf under the pointer in the lens", what)
	assert.GreaterOrEqual(t, got["text"].(float64), fitLensText, "%s: the lens's text", what)
	if strings.HasPrefix(what, "level 5, values") {
		screenshot(t, ctx, "class-fit-lens-"+eval[string](t, ctx, `document.documentElement.lang`)+fmt.Sprintf("-%.0f", eval[float64](t, ctx, `innerWidth`)))
	}
	// the keyboard's focus on the first control of the tree (the root, or the first
	// leaf to put in order): the lens shows it
	assert.True(t, eval[bool](t, ctx, `(() => { const el = document.querySelector('#cl-tree svg [tabindex="0"]'); el.focus();
		const lens = document.querySelector('.cl-lens'), l = lens.getBoundingClientRect();
		const r = lens.querySelector('[data-lens-of="' + el.id + '"]').getBoundingClientRect();
		return !lens.hidden && r.left >= l.left && r.right <= l.right && r.top >= l.top && r.bottom <= l.bottom; })()`), "%s: the lens on the focused control", what)
	if order {
		id := eval[string](t, ctx, `[...document.querySelectorAll('#cl-tree svg g.node.leaf')].pop().id.slice(1)`)
		orderText := fmt.Sprintf(`document.querySelector('#cl-tree [id="a_e%s-order"] text').textContent`, id)
		require.NoError(t, chromedp.Do(ctx, chromedp.MouseClickXY(leaf[0], leaf[1])))
		waitFor(t, ctx, orderText+` === '1'`)
		require.NoError(t, chromedp.Do(ctx, chromedp.MouseClickXY(leaf[0], leaf[1])))
		waitFor(t, ctx, orderText+` !== '1'`)
	}
}

// checkLarger: the button under a tree drawn small draws it larger (its text
// fitMinText px at least, its box scrolling, the page not) and whole again.
func checkLarger(t *testing.T, ctx context.Context, what string) {
	t.Helper()
	clickStill(t, ctx, ".cl-larger")
	waitFor(t, ctx, `document.querySelector('.cl-larger').getAttribute('aria-pressed') === 'true'`)
	m := eval[fitMeasured](t, ctx, fitMeasure)
	assert.GreaterOrEqual(t, m.TextPx, fitMinText, "%s, larger: text", what)
	assert.True(t, m.BoxScrolls, "%s, larger: the box scrolls", what)
	assert.False(t, m.PageSideways, "%s, larger: the page scrolls sideways", what)
	assert.False(t, m.Lens, "%s, larger: no lens", what)
	assert.Empty(t, m.Overlap, "%s, larger: answer controls over the picture", what)
	// a mouse drags it: the box scrolls
	xy := eval[[]float64](t, ctx, `(() => { const b = document.getElementById('cl-tree').getBoundingClientRect(); return [b.left + b.width / 2, b.top + b.height / 2, document.getElementById('cl-tree').scrollLeft]; })()`)
	require.NoError(t, chromedp.Do(ctx,
		chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, xy[0], xy[1], chromedp.ButtonLeft, chromedp.ClickCount(1)),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, xy[0]-100, xy[1], chromedp.ButtonLeft),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, xy[0]-200, xy[1], chromedp.ButtonLeft),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, xy[0]-200, xy[1], chromedp.ButtonLeft, chromedp.ClickCount(1))))
	assert.InDelta(t, xy[2]+200, eval[float64](t, ctx, `document.getElementById('cl-tree').scrollLeft`), 2, "%s, larger: dragged 200 px", what)
	screenshot(t, ctx, "class-fit-larger-"+eval[string](t, ctx, `document.documentElement.lang`))
	clickStill(t, ctx, ".cl-larger")
	waitFor(t, ctx, `document.querySelector('.cl-larger').getAttribute('aria-pressed') === 'false'`)
	m = eval[fitMeasured](t, ctx, fitMeasure)
	assert.Empty(t, m.Outside, "%s, whole again", what)
	assert.False(t, m.BoxScrolls, "%s, whole again: the box scrolls", what)
	assert.True(t, m.Lens, "%s, whole again: the lens", what)
}
