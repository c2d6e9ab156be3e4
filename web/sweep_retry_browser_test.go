//go:build browser

package web

import (
	"context"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/chromedp/cdproto/cdp"
	cdpfetch "github.com/chromedp/cdproto/fetch"
	"github.com/chromedp/chromedp"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBrowserSweepChartRetried: a depth sweep whose chart a busy server refuses (429)
// though the sweep itself is fine is asked for once more and shown; refused twice, the
// page says so beside the sweep in its own words, and the next Sweep shows the chart.
func TestBrowserSweepChartRetried(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	ctx := browserCtx(t)
	consoleErrors(t, ctx)
	// the chart's requests (format=svg) refused while refuse > 0; the rest pass
	var refuse atomic.Int32
	// (the listener only starts a goroutine: it may run no command itself)
	require.NoError(t, chromedp.Listen(ctx, func(ev any) {
		e, ok := ev.(*cdpfetch.EventRequestPaused)
		if !ok {
			return
		}
		go func() {
			_, _ = chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (cdp.Empty, error) {
				if strings.Contains(e.Request.URL, "format=svg") && refuse.Add(-1) >= 0 {
					return cdp.Call(ctx, tg, cdpfetch.FulfillRequest, cdpfetch.FulfillRequestParams{
						RequestID: e.RequestID, ResponseCode: 429, Body: []byte(`{"code":"web.busy","error":"busy"}`),
						ResponseHeaders: []*cdpfetch.HeaderEntry{{Name: "Content-Type", Value: "application/json"}}})
				}
				return cdp.Call(ctx, tg, cdpfetch.ContinueRequest, cdpfetch.ContinueRequestParams{RequestID: e.RequestID})
			})
		}()
	}))
	_, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (cdp.Empty, error) {
		return cdp.Call(ctx, tg, cdpfetch.Enable, cdpfetch.EnableParams{Patterns: []*cdpfetch.RequestPattern{{URLPattern: "*/api/compare/sweep*"}}})
	})
	require.NoError(t, err)
	open(t, ctx, ts.URL, "/?lang=es")
	clickAt(t, ctx, "#tab-compare")
	waitFor(t, ctx, `gametree.view === 'compare' && !document.getElementById('cmp-go').disabled`)
	sweep := func(trees string, refused int32) {
		refuse.Store(refused)
		eval[any](t, ctx, `(() => { document.getElementById('sw-depth').value = '3'; document.getElementById('sw-trees').value = '`+trees+`'; return 0; })()`)
		clickStill(t, ctx, "#sw-go")
	}
	const shown = `(() => { const img = document.getElementById('sw-chart'); return img.complete && img.naturalWidth > 0 && !img.hidden && img.src.includes('trees=%s'); })()`

	sweep("5", 1) // refused once: asked again, shown
	waitFor(t, ctx, strings.ReplaceAll(shown, "%s", "5")+` || !document.getElementById('sw-error').hidden`)
	assert.True(t, eval[bool](t, ctx, `document.getElementById('sw-error').hidden`), "no error: %s", text(t, ctx, "sw-error"))
	assert.LessOrEqual(t, refuse.Load(), int32(0), "the refusal was met")

	sweep("6", 2) // refused twice: said, in the page's words
	waitFor(t, ctx, `!document.getElementById('sw-error').hidden`)
	assert.Equal(t, "El servidor estaba ocupado y la gráfica no llegó: pulsa Barrer de nuevo.", text(t, ctx, "sw-error"))

	sweep("7", 0) // the next Sweep: the chart, the message gone
	waitFor(t, ctx, strings.ReplaceAll(shown, "%s", "7"))
	assert.True(t, eval[bool](t, ctx, `document.getElementById('sw-error').hidden`))
	noPageErrors(t, ctx)
}
