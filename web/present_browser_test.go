//go:build browser

package web

// Browser tests of the stepper's presentation mode (present.js): the tree and the
// step's sentence alone over the whole screen, stepped by the keys a lecturer's
// clicker sends, the step's node always on screen, labels legible at 1920 × 1080 and
// 1280 × 720; and of Fit filling a projector's screen (explore-fit.js).

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// presentState describes the stepper as shown: in the mode or not, the step, the
// sentence (and whether it is cut), the tree's box, the step's node and the tree on
// screen, the smallest node value shown (px on screen), and which of the page's
// other parts show.
const presentState = `(() => {
	const ex = gametree.explorer, box = document.getElementById('treebox'), sen = document.getElementById('sentence');
	const rect = (e) => { const q = e.getBoundingClientRect(); return { left: q.left, top: q.top, right: q.right, bottom: q.bottom }; };
	const shown = (e) => !!e && e.getClientRects().length > 0 && getComputedStyle(e).visibility === 'visible' && getComputedStyle(e).opacity !== '0';
	const others = ['btn-fwd', 'slider', 'step-label', 'code', 'stack', 'cnt-nodes', 'problem-title', 'zoom-fit', 'f-game', 'tab-explore', 'copy-link', 'score-legend', 'lg-pruned']
		.filter((id) => { const e = document.getElementById(id); if (!shown(e)) return false;
			// under the mode's layer: not what the screen shows
			const r = e.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
			if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return false;
			const top = document.elementFromPoint(x, y); return !!top && (top === e || e.contains(top)); });
	const svg = ex.view.svg, scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
	let minValue = 0;
	for (const v of svg.querySelectorAll('text.val')) {
		if (!shown(v) || !v.textContent.replace(/\u00a0/g, '').trim()) continue;
		const px = parseFloat(v.getAttribute('font-size')) * scale;
		if (!minValue || px < minValue) minValue = px;
	}
	const cur = ex.view.elementOf(ex.tr.current(ex.k));
	const step = document.querySelector('.present-chrome');
	return {
		on: document.getElementById('stepper').classList.contains('presenting'),
		k: ex.k, steps: ex.tr.S,
		sentence: sen.textContent, sentencePx: parseFloat(getComputedStyle(sen).fontSize),
		sentenceCut: sen.scrollHeight > sen.clientHeight + 1 || sen.scrollWidth > sen.clientWidth + 1,
		sentenceBox: rect(sen), box: rect(box), current: cur ? rect(cur) : null,
		// the drawing's extent (the page holds only the nodes the step has reached: the
		// whole tree's place is the svg's)
		tree: rect(svg),
		step: step && !step.hidden ? step.querySelector('.present-step').textContent : '',
		minValue, zoom: ex.tree.zoom, others,
		view: { w: innerWidth, h: innerHeight },
	};
})()`

type box struct {
	Left, Top, Right, Bottom float64
}

func (b box) inside(o box) bool {
	return b.Left >= o.Left-px && b.Top >= o.Top-px && b.Right <= o.Right+px && b.Bottom <= o.Bottom+px
}

type presentReport struct {
	On          bool     `json:"on"`
	K           int      `json:"k"`
	Steps       int      `json:"steps"`
	Sentence    string   `json:"sentence"`
	SentencePx  float64  `json:"sentencePx"`
	SentenceCut bool     `json:"sentenceCut"`
	SentenceBox box      `json:"sentenceBox"`
	Box         box      `json:"box"`
	Current     *box     `json:"current"`
	Tree        box      `json:"tree"`
	Step        string   `json:"step"`
	MinValue    float64  `json:"minValue"`
	Zoom        float64  `json:"zoom"`
	Others      []string `json:"others"`
	View        struct {
		W float64 `json:"w"`
		H float64 `json:"h"`
	} `json:"view"`
}

func presentNow(t *testing.T, ctx context.Context) presentReport {
	t.Helper()
	waitStill(t, ctx)
	return eval[presentReport](t, ctx, presentState)
}

// viewportShot saves what the screen shows (not the whole page) as name.png among
// the artifacts.
func viewportShot(t *testing.T, ctx context.Context, name string) {
	t.Helper()
	buf, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if !assert.NoError(t, err, "screenshot") {
		return
	}
	path := filepath.Join(artifactDir(t), name+".png")
	require.NoError(t, os.WriteFile(path, buf, 0o644))
	t.Logf("screenshot: %s", path)
}

var presentScreens = []struct {
	name string
	w, h int64
}{{"1920x1080", 1920, 1080}, {"1280x720", 1280, 720}}

// checkPresenting: the mode shows the tree and the sentence alone, the whole window
// theirs, the sentence whole and large, the step's node on screen, values legible.
func checkPresenting(t *testing.T, st presentReport, what string) {
	t.Helper()
	assert.True(t, st.On, "%s: in the mode", what)
	assert.Empty(t, st.Others, "%s: nothing but the tree and the sentence shows", what)
	assert.False(t, st.SentenceCut, "%s: the sentence is whole: %q", what, st.Sentence)
	assert.NotEmpty(t, strings.TrimSpace(st.Sentence), what)
	assert.GreaterOrEqual(t, st.SentencePx, 18.0, "%s: the sentence is large", what)
	screen := box{0, 0, st.View.W, st.View.H}
	assert.True(t, st.SentenceBox.inside(screen), "%s: the sentence on screen %+v", what, st.SentenceBox)
	assert.InDelta(t, st.View.W, st.Box.Right-st.Box.Left, 2, "%s: the tree has the screen's width", what)
	assert.Greater(t, st.Box.Bottom-st.Box.Top, 0.6*st.View.H, "%s: the tree has most of the screen's height", what)
	assert.LessOrEqual(t, st.Box.Bottom, st.SentenceBox.Top+px, "%s: the tree above the sentence", what)
	if assert.NotNil(t, st.Current, "%s: the step's node is drawn", what) {
		assert.True(t, st.Current.inside(st.Box), "%s: the step's node %+v in view %+v", what, *st.Current, st.Box)
	}
	if st.MinValue > 0 {
		assert.GreaterOrEqual(t, st.MinValue, 14.0, "%s: node values legible", what)
	}
}

// The textbook's search in presentation mode, at 1920 × 1080 and 1280 × 720, in both
// languages: P and the button open it, the arrows, Page Up/Down, Home and End step
// (the step's number and sentence change with them), switching the language rewrites
// the sentence, Esc and P leave it; the tree is large and its values legible.
func TestBrowserPresentationMode(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for _, sc := range presentScreens {
		for _, lang := range []string{"en", "es"} {
			t.Run(sc.name+"/"+lang, func(t *testing.T) {
				other := map[string]string{"en": "es", "es": "en"}[lang]
				stepWord := map[string]string{"en": "Step", "es": "Paso"}
				setViewport(t, ctx, sc.w, sc.h, false)
				open(t, ctx, ts.URL, "/?position=textbook&algo=alphabeta&lang="+lang)
				waitTree(t, ctx)
				before := presentNow(t, ctx)
				require.False(t, before.On)
				assert.Contains(t, eval[string](t, ctx, `document.getElementById('btn-present').title`), "(P)", "the button's tooltip names its key")

				// P opens it on the step shown
				key(t, ctx, "p", 1)
				st := presentNow(t, ctx)
				checkPresenting(t, st, "opened by P")
				assert.Equal(t, 0, st.K)
				assert.Equal(t, fmt.Sprintf("%s 1 %s %d", stepWord[lang], map[string]string{"en": "of", "es": "de"}[lang], st.Steps), st.Step)
				// the whole textbook tree, large: most of the screen's width or height
				assert.True(t, st.Tree.Right-st.Tree.Left > 0.5*st.View.W || st.Tree.Bottom-st.Tree.Top > 0.5*(st.Box.Bottom-st.Box.Top),
					"the tree fills the screen: %+v in %+v", st.Tree, st.Box)
				assert.True(t, st.Tree.inside(st.Box), "the textbook's tree whole on screen")

				// stepping: → and Page Down forward, Page Up back, End, Home
				for _, s := range []struct {
					key  string
					want func(n int) int
				}{
					{kb.ArrowRight, func(int) int { return 1 }},
					{kb.PageDown, func(int) int { return 2 }},
					{kb.ArrowRight, func(int) int { return 3 }},
					{kb.PageUp, func(int) int { return 2 }},
					{kb.ArrowLeft, func(int) int { return 1 }},
					{kb.End, func(n int) int { return n - 1 }},
					{kb.Home, func(int) int { return 0 }},
					{kb.PageDown, func(int) int { return 1 }},
				} {
					was := presentNow(t, ctx)
					key(t, ctx, s.key, 1)
					now := presentNow(t, ctx)
					want := s.want(now.Steps)
					require.Equal(t, want, now.K, "after %q", s.key)
					assert.Contains(t, now.Step, fmt.Sprintf(" %d ", want+1), "the step's number after %q", s.key)
					if want != was.K {
						assert.NotEqual(t, was.Sentence, now.Sentence, "the sentence changes after %q", s.key)
					}
					checkPresenting(t, now, fmt.Sprintf("step %d", want+1))
				}
				// at the end every value shows: all legible
				key(t, ctx, kb.End, 1)
				end := presentNow(t, ctx)
				assert.GreaterOrEqual(t, end.MinValue, 14.0, "the values at the end")
				assert.Greater(t, end.MinValue, 0.0)

				// a middle step on the screen, as a lecturer shows it
				eval[any](t, ctx, `gametree.explorer.userGo(12), 0`)
				mid := presentNow(t, ctx)
				checkPresenting(t, mid, "step 13")
				viewportShot(t, ctx, fmt.Sprintf("present-%s-%s", sc.name, lang))
				// a sentence twice as long as any the stepper says (about 450 letters): a
				// smaller font, the whole of it shown; the next step's at the mode's size
				long := eval[[]float64](t, ctx, `(() => { const s = document.getElementById('sentence');
					s.textContent = (mid => mid + ' ' + mid + ' ' + mid)(s.textContent);
					gametree.explorer.present.fitSentence();
					return [s.textContent.length, s.scrollHeight - s.clientHeight, parseFloat(getComputedStyle(s).fontSize)]; })()`)
				assert.Greater(t, long[0], 300.0)
				assert.LessOrEqual(t, long[1], 1.0, "the long sentence is whole")
				assert.Less(t, long[2], mid.SentencePx, "in a smaller font")
				assert.GreaterOrEqual(t, long[2], 16.0)
				eval[any](t, ctx, `gametree.explorer.go(12), 0`)
				assert.Equal(t, mid.SentencePx, presentNow(t, ctx).SentencePx)

				// the other language: the sentence and the step's number rewritten
				clickAt(t, ctx, ".present-lang button[lang="+other+"]")
				waitFor(t, ctx, fmt.Sprintf(`document.documentElement.lang === %q`, other))
				switched := presentNow(t, ctx)
				checkPresenting(t, switched, "the other language")
				assert.Equal(t, 12, switched.K)
				assert.NotEqual(t, mid.Sentence, switched.Sentence, "the sentence in the other language")
				assert.True(t, strings.HasPrefix(switched.Step, stepWord[other]), switched.Step)
				clickAt(t, ctx, ".present-lang button[lang="+lang+"]")
				waitFor(t, ctx, fmt.Sprintf(`document.documentElement.lang === %q`, lang))
				assert.Equal(t, mid.Sentence, presentNow(t, ctx).Sentence, "back in the page's language")

				// Esc leaves it: the page as it was, at the step reached
				key(t, ctx, kb.Escape, 1)
				out := presentNow(t, ctx)
				assert.False(t, out.On, "Esc leaves")
				assert.Equal(t, 12, out.K)
				assert.Contains(t, out.Others, "btn-fwd", "the controls again")
				assert.InDelta(t, before.Zoom, out.Zoom, 1e-9, "the page's zoom again")
				assert.Equal(t, "", out.Step)

				// the button opens it, P leaves it
				clickAt(t, ctx, "#btn-present")
				byButton := presentNow(t, ctx)
				checkPresenting(t, byButton, "opened by the button")
				assert.Equal(t, 12, byButton.K)
				key(t, ctx, kb.ArrowRight, 1)
				assert.Equal(t, 13, presentNow(t, ctx).K)
				key(t, ctx, "p", 1)
				assert.False(t, presentNow(t, ctx).On, "P leaves")

				// P typed in a field is a letter, not the mode
				eval[any](t, ctx, `document.getElementById('problem-details').open = true, document.getElementById('f-tree').focus(), 0`)
				key(t, ctx, "p", 1)
				assert.False(t, presentNow(t, ctx).On, "P in the tree's field")
				assert.Contains(t, eval[string](t, ctx, `document.getElementById('f-tree').value`), "p")
			})
		}
	}
	noPageErrors(t, ctx)
}

// walkSteps(limit) steps through the search in the mode by its keys (→, Page Down),
// as a lecturer would, at most limit steps (0: to the end), waiting for each scroll
// to end (a frame when no animation is wanted), and answers the steps at which the
// step's node was not inside the tree's box on screen, and the smallest node value
// shown (px).
func walkSteps(limit int) string {
	return strings.Replace(walkAll, "LIMIT", strconv.Itoa(limit), 1)
}

const walkAll = `(async () => {
	const limit = LIMIT, first = gametree.explorer.k;
	const ex = gametree.explorer, box = document.getElementById('treebox'), bad = [];
	const frame = () => new Promise((r) => requestAnimationFrame(r));
	// no animation asked for: the node is scrolled to at once, a frame is enough
	const instant = matchMedia('(prefers-reduced-motion: reduce)').matches;
	const still = async () => { let last = '', same = 0;
		for (let i = 0; i < 600 && same < (instant ? 1 : 3); i++) { await frame(); const p = box.scrollLeft + ',' + box.scrollTop; same = p === last ? same + 1 : 0; last = p; } };
	let minValue = Infinity;
	for (let k = ex.k; ; ) {
		const b = box.getBoundingClientRect(), cur = ex.view.elementOf(ex.tr.current(ex.k));
		const r = cur ? cur.getBoundingClientRect() : null;
		if (!r || r.left < b.left - 1 || r.right > b.right + 1 || r.top < b.top - 1 || r.bottom > b.bottom + 1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1)
			bad.push('step ' + (ex.k + 1) + ': the node at ' + (r ? [r.left, r.top, r.right, r.bottom].map(Math.round) : 'none') + ', the box ' + [b.left, b.top, b.right, b.bottom].map(Math.round));
		if (ex.k % 25 === 0 || ex.k === ex.tr.S - 1) {
			const svg = ex.view.svg, scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
			for (const v of svg.querySelectorAll('text.val')) {
				if (getComputedStyle(v).visibility !== 'visible' || !v.textContent.replace(/\u00a0/g, '').trim()) continue;
				minValue = Math.min(minValue, parseFloat(v.getAttribute('font-size')) * scale);
			}
		}
		if (ex.k === ex.tr.S - 1 || bad.length > 8 || (limit && ex.k - first >= limit)) break;
		k = ex.k;
		document.dispatchEvent(new KeyboardEvent('keydown', { key: ex.k % 2 ? 'ArrowRight' : 'PageDown', bubbles: true, cancelable: true }));
		if (ex.k !== k + 1) { bad.push('step ' + (k + 1) + ': the key went to ' + (ex.k + 1)); break; }
		await still();
	}
	return { bad, minValue, steps: ex.tr.S, walked: ex.k - first, zoom: ex.tree.zoom };
})()`

type walkReport struct {
	Bad      []string `json:"bad"`
	MinValue float64  `json:"minValue"`
	Steps    int      `json:"steps"`
	Walked   int      `json:"walked"`
	Zoom     float64  `json:"zoom"`
}

// reducedMotion has the page told that its reader wants no animation (no smooth
// scrolling: the step's node is brought into view at once), or not.
func reducedMotion(t *testing.T, ctx context.Context, on bool) {
	t.Helper()
	value := "no-preference"
	if on {
		value = "reduce"
	}
	_, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (cdp.Empty, error) {
		return cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: value}},
		})
	})
	require.NoError(t, err)
}

// A connect-4 search (4453, depth 3, alpha-beta: 1,278 steps over boards) in the mode:
// too large to read whole, it is drawn with legible values and the step's node is on
// screen at every step at 1920 × 1080 and at the first 400 at 1280 × 720, for a
// reader who wants no animation (scrolled to at once: a frame a step); and over its
// first 150 steps at 1920 × 1080 scrolled to smoothly, as a lecturer sees it (every
// step so, at both sizes, took over 3 minutes of CI).
func TestBrowserPresentationFollowsTheNode(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	for i, sc := range presentScreens {
		lang := []string{"en", "es"}[i]
		t.Run(sc.name+"/"+lang, func(t *testing.T) {
			setViewport(t, ctx, sc.w, sc.h, false)
			if i == 0 {
				// smoothly, as a lecturer sees it: the first 150 steps
				reducedMotion(t, ctx, false)
				open(t, ctx, ts.URL, "/?game=connect4&position=4453&depth=3&algo=alphabeta&lang="+lang)
				waitTree(t, ctx)
				key(t, ctx, "p", 1)
				checkPresenting(t, presentNow(t, ctx), "connect 4")
				got := eval[walkReport](t, ctx, walkSteps(150))
				assert.Empty(t, got.Bad, "smooth")
				assert.Equal(t, 150, got.Walked, "smooth")
				key(t, ctx, kb.Escape, 1)
			}
			reducedMotion(t, ctx, true)
			open(t, ctx, ts.URL, "/?game=connect4&position=4453&depth=3&algo=alphabeta&lang="+lang)
			waitTree(t, ctx)
			key(t, ctx, "p", 1)
			st := presentNow(t, ctx)
			checkPresenting(t, st, "connect 4")
			// every step at 1920 × 1080; the first 400 at 1280 × 720
			limit, want := 0, 0
			if i == 1 {
				limit, want = 400, 400
			}
			got := eval[walkReport](t, ctx, walkSteps(limit))
			assert.Empty(t, got.Bad)
			assert.Greater(t, got.Steps, 1000)
			if want == 0 {
				want = got.Steps - 1
			}
			assert.Equal(t, want, got.Walked, "steps walked")
			assert.GreaterOrEqual(t, got.MinValue, 14.0, "node values legible (zoom %.2f)", got.Zoom)
			t.Logf("%s: %d steps, smallest value %.1f px, zoom %.0f%%", sc.name, got.Steps, got.MinValue, got.Zoom*100)
			end := presentNow(t, ctx)
			checkPresenting(t, end, "connect 4 at the end")
			eval[any](t, ctx, `gametree.explorer.userGo(600), 0`)
			// step 601's node is folded in the first drawing: the page asks for one
			// focused on it, and the mode shows the node itself, never the fold
			waitFor(t, ctx, `(() => { const ex = gametree.explorer, g = ex.view.elementOf(ex.tr.current(ex.k)); return ex.k === 600 && !!g && g.id.startsWith('n'); })()`)
			checkPresenting(t, presentNow(t, ctx), "connect 4 at step 601")
			viewportShot(t, ctx, fmt.Sprintf("present-connect4-%s-%s", sc.name, lang))
			key(t, ctx, kb.Escape, 1)
			assert.False(t, presentNow(t, ctx).On)
		})
	}
	noPageErrors(t, ctx)
}

// fitState describes the stepper's tree after Fit: its zoom, the box and the tree on
// screen, whether the tree shows whole, the smallest node value shown (px) and where
// the step's node is.
const fitState = `(() => {
	const ex = gametree.explorer, box = document.getElementById('treebox'), svg = ex.view.svg;
	const rect = (e) => { const q = e.getBoundingClientRect(); return { left: q.left, top: q.top, right: q.right, bottom: q.bottom }; };
	const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
	let minValue = 0;
	for (const v of svg.querySelectorAll('text.val')) {
		if (getComputedStyle(v).visibility !== 'visible' || !v.textContent.replace(/\u00a0/g, '').trim()) continue;
		const px = parseFloat(v.getAttribute('font-size')) * scale;
		if (!minValue || px < minValue) minValue = px;
	}
	const cur = ex.view.elementOf(ex.tr.current(ex.k));
	return { zoom: ex.tree.zoom, box: rect(box), tree: rect(svg.querySelector('g.graph')), current: rect(cur), root: rect(ex.view.elementOf(0)),
		whole: box.scrollHeight <= box.clientHeight + 1 && box.scrollWidth <= box.clientWidth + 1, minValue, view: { w: innerWidth, h: innerHeight } };
})()`

type fitReport struct {
	Zoom     float64 `json:"zoom"`
	Box      box     `json:"box"`
	Tree     box     `json:"tree"`
	Current  box     `json:"current"`
	Root     box     `json:"root"`
	Whole    bool    `json:"whole"`
	MinValue float64 `json:"minValue"`
	View     struct {
		W float64 `json:"w"`
		H float64 `json:"h"`
	} `json:"view"`
}

// Fit on a projector (1920 × 1080): the textbook's tree stopped at 150 %, a third of
// the screen; it now fills its box (and the box the window's height under it; a tall
// tree's first view is in the window too). A large
// search stopped at 10 %, unreadable in a 220-px box with its best line off screen:
// now its values stay legible (10 px or more) and the step's node, and at the end
// the best line from the root, are in view. Both languages.
func TestBrowserFitFillsAProjector(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	setViewport(t, ctx, 1920, 1080, false)
	for _, lang := range []string{"en", "es"} {
		t.Run(lang, func(t *testing.T) {
			// a tall tree's first view: whole, and in the window (the box ends there)
			open(t, ctx, ts.URL, "/?position=A(B(C(D(E(1,2),3),4),5),6)&algo=alphabeta&step=100&lang="+lang)
			waitTree(t, ctx)
			first := eval[fitReport](t, ctx, fitState)
			assert.True(t, first.Whole, "the tall tree opens whole")
			assert.True(t, first.Tree.inside(box{0, 0, first.View.W, first.View.H}), "the tall tree opens in the window: %+v", first.Tree)
			assert.LessOrEqual(t, first.Box.Bottom, first.View.H+px, "its box ends in the window")

			open(t, ctx, ts.URL, "/?position=textbook&algo=alphabeta&step=29&lang="+lang)
			waitTree(t, ctx)
			clickAt(t, ctx, "#zoom-fit")
			waitStill(t, ctx)
			small := eval[fitReport](t, ctx, fitState)
			assert.True(t, small.Whole, "the textbook's tree whole after Fit")
			assert.Greater(t, small.Zoom, 1.5, "beyond 150 %%")
			assert.LessOrEqual(t, small.Zoom, 4.0)
			assert.True(t, small.Tree.inside(box{0, 0, small.View.W, small.View.H}), "the whole tree on screen: %+v", small.Tree)
			w, h := small.Tree.Right-small.Tree.Left, small.Tree.Bottom-small.Tree.Top
			assert.True(t, w > 0.9*(small.Box.Right-small.Box.Left) || h > 0.6*small.View.H, "the tree fills its box: %.0f × %.0f in %+v", w, h, small.Box)
			assert.Less(t, small.MinValue, 41.0, "labels not absurd")
			t.Logf("textbook after Fit: zoom %.0f%%, tree %.0f × %.0f px in a box %.0f × %.0f, values %.1f px", small.Zoom*100, w, h,
				small.Box.Right-small.Box.Left, small.Box.Bottom-small.Box.Top, small.MinValue)
			viewportShot(t, ctx, "fit-projector-textbook-"+lang)

			for _, q := range []string{
				"game=tree&position=random:b%3D3,d%3D6,seed%3D2&algo=alphabeta",
				"game=connect4&position=4453&depth=3&algo=alphabeta",
			} {
				open(t, ctx, ts.URL, "/?"+q+"&step=100000&lang="+lang)
				waitTree(t, ctx)
				clickAt(t, ctx, "#zoom-fit")
				waitStill(t, ctx)
				large := eval[fitReport](t, ctx, fitState)
				assert.False(t, large.Whole, "%s: too large to read whole", q)
				assert.GreaterOrEqual(t, large.MinValue, 10.0, "%s: values legible after Fit (zoom %.2f)", q, large.Zoom)
				assert.Greater(t, large.Box.Bottom-large.Box.Top, 500.0, "%s: the box is not a 220-px strip", q)
				assert.True(t, large.Current.inside(large.Box), "%s: the step's node in view", q)
				assert.LessOrEqual(t, large.Box.Bottom, large.View.H+px, "%s: the box ends in the window", q)
				assert.True(t, large.Root.inside(large.Box), "%s: the best line from the root in view", q)
				t.Logf("%s after Fit: zoom %.0f%%, box %.0f px tall, smallest value %.1f px", q, large.Zoom*100, large.Box.Bottom-large.Box.Top, large.MinValue)
				// an earlier step: its node in view after Fit
				eval[any](t, ctx, `gametree.explorer.userGo(Math.floor(gametree.explorer.tr.S / 2)), 0`)
				// a node folded in the drawing is drawn again, focused on it (the page asks
				// the server): Fit is pressed once it is there, as a lecturer sees it
				waitFor(t, ctx, `(() => { const ex = gametree.explorer, g = ex.view.elementOf(ex.tr.current(ex.k)); return !!g && g.id.startsWith('n'); })()`)
				clickAt(t, ctx, "#zoom-fit")
				waitStill(t, ctx)
				mid := eval[fitReport](t, ctx, fitState)
				assert.True(t, mid.Current.inside(mid.Box), "%s: the middle step's node in view", q)
			}
			viewportShot(t, ctx, "fit-projector-connect4-"+lang)
		})
	}
	noPageErrors(t, ctx)
}
