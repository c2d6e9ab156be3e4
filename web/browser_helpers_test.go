//go:build browser

package web

// Browser tests: the page in headless Chromium, driven by chromedp. They skip when no
// Chromium is installed (apt-get install chromium), except under CI=true, where a
// missing browser fails. Screenshots go to $ARTIFACTS, or web/testdata/artifacts.

import (
	"context"
	"fmt"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/css"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var shared struct {
	once   sync.Once
	srv    *Server
	ts     *httptest.Server
	err    error
	bonce  sync.Once
	bctx   context.Context
	cancel []context.CancelFunc
	berr   error
}

// sharedServer is one server for all the browser tests (its renderer worker and its
// caches are warm after the first test).
func sharedServer(t testing.TB) *httptest.Server {
	t.Helper()
	shared.once.Do(func() {
		// the browser tests run in parallel, each page asking for its searches and
		// pictures: room for several heavy ones at once, so that no test's page is
		// refused because another's is busy (the lanes' refusals have tests of their
		// own, on servers of their own); a search waits up to a minute for a slot
		// rather than QueueWait's 2 s, so that a busy moment is never a failed test
		shared.srv, shared.err = New(Config{HeavySlots: 6, MaxSearches: 6, DrawSlots: 4, QueueWait: time.Minute})
		if shared.err == nil {
			shared.ts = httptest.NewServer(shared.srv.Handler())
		}
	})
	require.NoError(t, shared.err)
	return shared.ts
}

func init() { afterTests = append(afterTests, closeBrowser, closeSharedServer) }

func closeSharedServer() {
	if shared.ts != nil {
		shared.ts.Close()
		shared.srv.Close()
	}
}

func findChromium() string {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	return ""
}

// browserCtx is a fresh tab of the one shared headless Chromium.
func browserCtx(t testing.TB) context.Context {
	t.Helper()
	return browserCtxFor(t, 5*time.Minute) // only a hang passes it, never a busy machine
}

// browserCtxFor is a fresh tab that may be used for d.
func browserCtxFor(t testing.TB, d time.Duration) context.Context {
	t.Helper()
	path := findChromium()
	if path == "" {
		msg := "no Chromium found for the browser tests: install it with `apt-get install -y chromium`"
		if os.Getenv("CI") == "true" {
			t.Fatal(msg)
		}
		t.Skip(msg)
	}
	shared.bonce.Do(func() {
		dir, err := os.MkdirTemp("", "gametree-chromium-")
		if err != nil {
			shared.berr = err
			return
		}
		opts := append(chromedp.DefaultExecAllocatorOptions[:],
			chromedp.ExecPath(path),
			chromedp.NoSandbox,
			chromedp.DisableGPU,
			chromedp.Flag("disable-background-networking", true),
			chromedp.Flag("disable-quic", true),
			chromedp.Flag("disable-component-update", true),
			chromedp.Flag("disable-sync", true),
			chromedp.Flag("lang", "en-US"),
			chromedp.UserDataDir(dir),
			chromedp.WindowSize(1440, 1000),
		)
		actx, acancel := chromedp.NewExecAllocator(context.Background(), opts...)
		bctx, bcancel := chromedp.NewContext(actx)
		// start the browser now, so that every test's tab is a child of it
		if err := chromedp.Do(bctx); err != nil {
			shared.berr = err
			bcancel()
			acancel()
			return
		}
		shared.bctx = bctx
		shared.cancel = []context.CancelFunc{bcancel, acancel, func() { os.RemoveAll(dir) }}
	})
	require.NoError(t, shared.berr, "starting Chromium")
	ctx, cancel := chromedp.NewContext(shared.bctx)
	ctx, cancel2 := context.WithTimeout(ctx, d)
	t.Cleanup(func() {
		cancel2()
		cancel()
	})
	quietTab(t, ctx)
	return ctx
}

// quietTab opens the tab of ctx and turns off the DevTools domains chromedp enables
// on every tab that no test reads: Network (every request's events sent, and every
// response's body kept for DevTools in the network service) and CSS (every style
// sheet tracked). Their traffic went through the browser process, which took as much
// CPU as all the pages together (400 s of a run of the package); no test listens to
// them (the sweep's retry intercepts requests with the Fetch domain, which stays).
func quietTab(t testing.TB, ctx context.Context) {
	t.Helper()
	_, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (cdp.Empty, error) {
		if _, err := cdp.Call(ctx, tg, network.Disable, cdp.Empty{}); err != nil {
			return cdp.Empty{}, err
		}
		return cdp.Call(ctx, tg, css.Disable, cdp.Empty{})
	})
	require.NoError(t, err, "opening a tab")
}

func closeBrowser() {
	for _, c := range shared.cancel {
		c()
	}
}

func artifactDir(t testing.TB) string {
	dir := os.Getenv("ARTIFACTS")
	if dir == "" {
		dir = filepath.Join("testdata", "artifacts")
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	return dir
}

// screenshot saves the whole page as name.png among the artifacts. It is
// chromedp.FullScreenshot(100)'s PNG of the whole page, compressed for speed rather
// than size: about a fifth larger, and ten of connect-4's tree took 1.6 s rather than
// 2.0-3.2 s (a run takes some 390 screenshots).
func screenshot(t testing.TB, ctx context.Context, name string) {
	t.Helper()
	if skipScreenshots() {
		return
	}
	buf, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) ([]byte, error) {
		yes := true
		r, err := cdp.Call(ctx, tg, page.CaptureScreenshot, page.CaptureScreenshotParams{
			CaptureBeyondViewport: &yes,
			FromSurface:           &yes,
			Format:                page.CaptureScreenshotFormatPng,
			OptimizeForSpeed:      &yes,
		})
		if err != nil {
			return nil, err
		}
		return r.Data, nil
	})
	if !assert.NoError(t, err, "screenshot") {
		return
	}
	path := filepath.Join(artifactDir(t), name+".png")
	if strings.HasSuffix(name, ".jpg") {
		path = filepath.Join(artifactDir(t), name)
	}
	require.NoError(t, os.WriteFile(path, buf, 0o644))
	t.Logf("screenshot: %s", path)
}

// skipScreenshots: under CI=true without ARTIFACTS the screenshots are not taken.
// They are for a person to look at, and a CI run keeps no files; they took a fifth of
// the browser tests' time (two of the longest tests, quiet: 46-49 s with them, 38 s
// without). Every check a test makes on the page is made either way.
func skipScreenshots() bool {
	return os.Getenv("CI") == "true" && os.Getenv("ARTIFACTS") == ""
}

// eval runs a JavaScript expression and decodes its value.
func eval[T any](t testing.TB, ctx context.Context, expr string) T {
	t.Helper()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	require.NoError(t, err, "evaluating %s", expr)
	return v
}

// waitFor polls a JavaScript condition until it holds.
func waitFor(t testing.TB, ctx context.Context, cond string) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingTimeout(2*time.Minute), chromedp.WithPollingInterval(20*time.Millisecond)))
	require.NoError(t, err, "waiting for %s", cond)
}

// open loads the page at path and waits until the search it shows is drawn.
func open(t testing.TB, ctx context.Context, base, path string) {
	t.Helper()
	require.NoError(t, chromedp.Do(ctx, chromedp.Navigate(base+path)))
	// the poll may start in the page being left: its context is gone, poll again
	var err error
	for try := 0; try < 5; try++ {
		_, err = chromedp.Run(ctx, chromedp.Poll[chromedp.Void](`document.body.classList.contains('ready')`, chromedp.WithPollingTimeout(2*time.Minute), chromedp.WithPollingInterval(20*time.Millisecond)))
		if err == nil || !strings.Contains(err.Error(), "Cannot find context") {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	require.NoError(t, err, "waiting for the page")
}

func waitTree(t testing.TB, ctx context.Context) {
	t.Helper()
	waitFor(t, ctx, `window.gametree && window.gametree.explorer && window.gametree.explorer.tr && document.querySelector('#treebox svg.gt') && document.getElementById('tree-busy').hidden`)
}

func setViewport(t testing.TB, ctx context.Context, w, h int64, mobile bool) {
	t.Helper()
	opts := []chromedp.EmulateViewportOption{}
	if mobile {
		opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateScale(2))
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.EmulateViewport(w, h, opts...)))
}

// consoleErrors installs a collector of uncaught errors for the next page loads.
func consoleErrors(t testing.TB, ctx context.Context) {
	t.Helper()
	_, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (page.ScriptIdentifier, error) {
		r, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{
			Source: `window.__errors = []; addEventListener('error', e => __errors.push(String(e.message))); addEventListener('unhandledrejection', e => __errors.push(String(e.reason))); document.addEventListener('securitypolicyviolation', e => __errors.push('CSP: ' + e.violatedDirective + ' ' + e.blockedURI));`,
		})
		return r.Identifier, err
	})
	require.NoError(t, err)
}

func noPageErrors(t testing.TB, ctx context.Context) {
	t.Helper()
	errs := eval[[]string](t, ctx, `window.__errors || []`)
	assert.Empty(t, errs, "uncaught errors in the page")
}

// classes of an element of the drawing, by id.
func classes(t testing.TB, ctx context.Context, id string) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`(document.getElementById(%q) || {getAttribute: () => 'MISSING'}).getAttribute('class')`, id))
}

func text(t testing.TB, ctx context.Context, id string) string {
	t.Helper()
	return eval[string](t, ctx, fmt.Sprintf(`document.getElementById(%q).textContent`, id))
}

// clickAt clicks with the mouse in the middle of the first element matching sel.
func clickAt(t testing.TB, ctx context.Context, sel string) {
	t.Helper()
	measure := fmt.Sprintf(`(() => { const e = document.querySelector(%q); e.scrollIntoView({block: 'center'}); const r = e.getClientRects()[0] || e.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()`, sel)
	xy := eval[[]float64](t, ctx, measure)
	// the same place two frames later, or the layout is still moving (a picture
	// loading above, a panel opening) and the click would land beside the element
	for range 20 {
		eval[any](t, ctx, `new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => r(0))))`)
		again := eval[[]float64](t, ctx, measure)
		if again[0] == xy[0] && again[1] == xy[1] {
			break
		}
		xy = again
	}
	require.NoError(t, chromedp.Do(ctx, chromedp.MouseClickXY(xy[0], xy[1])))
}

// clickStill clicks an element once the page has stopped moving: the images above it
// loaded (Compare's bar chart comes after its table) and the layout settled, so that
// the click lands where the element is (under load, a chart loading between clickAt's
// measure and its click moved the sweep's button away from it: a sweep never asked).
func clickStill(t testing.TB, ctx context.Context, sel string) {
	t.Helper()
	waitFor(t, ctx, `[...document.images].every((img) => img.hidden || img.complete)`)
	waitStill(t, ctx)
	clickAt(t, ctx, sel)
}

// px is the tolerance of a comparison of layout sizes and positions: they are
// fractional (CSS pixels at a device scale), and a size rounded to whole pixels, as an
// exported picture's, may pass the box it fits by less than one.
const px = 1.0

// waitStill waits until the page has stopped moving: its scroll position, and the
// tree box's, the same over three animation frames (smooth scrolling, a layout
// settling), instead of sleeping for a guess of how long that takes.
func waitStill(t testing.TB, ctx context.Context) {
	t.Helper()
	ok := eval[bool](t, ctx, `(async () => {
		const box = document.getElementById('treebox');
		const pos = () => [scrollX, scrollY, box ? box.scrollLeft : 0, box ? box.scrollTop : 0].join(',');
		let last = '', same = 0;
		for (let i = 0; i < 600 && same < 3; i++) {
			await new Promise((r) => requestAnimationFrame(r));
			const p = pos();
			same = p === last ? same + 1 : 0;
			last = p;
		}
		return same >= 3;
	})()`)
	require.True(t, ok, "the page kept moving for 600 frames")
}

func key(t testing.TB, ctx context.Context, k string, times int) {
	t.Helper()
	for i := 0; i < times; i++ {
		require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(k)))
	}
}
