//go:build browser

package web

// The whole tic-tac-toe minimax from the empty board (549,946 nodes, 1,649,837 steps)
// in the page: loaded, stepped with the keyboard, jumped to its end, start and middle,
// in English and Spanish, with the tab's time and memory measured.

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/heapprofiler"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const (
	fullTicTacToe      = "game=tictactoe&position=.........&algo=minimax&max-nodes=600000"
	fullTicTacToeNodes = 549_946
	fullTicTacToeSteps = 1_649_837
)

// tabMemory is what the tab holds: its renderer process's resident memory now and at
// its peak (/proc), and its JavaScript heap with the array buffers (typed arrays)
// outside it (the DevTools protocol), in MB.
type tabMemory struct {
	RSS, PeakRSS         float64
	JSHeap, ArrayBuffers float64
}

func (m tabMemory) String() string {
	return fmt.Sprintf("renderer RSS %.0f MB (peak %.0f MB), JS heap %.0f MB + array buffers %.0f MB", m.RSS, m.PeakRSS, m.JSHeap, m.ArrayBuffers)
}

// measureTab collects the garbage and measures the tab. The renderer is the largest
// renderer process under this test's browser (the tab holding the big trace).
func measureTab(t *testing.T, ctx context.Context) tabMemory {
	t.Helper()
	var m tabMemory
	_, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (cdp.Empty, error) {
		return cdp.Call(ctx, tg, heapprofiler.CollectGarbage, cdp.Empty{})
	})
	require.NoError(t, err)
	heap, err := chromedp.Run(ctx, func(ctx context.Context, tg *chromedp.Target) (runtime.GetHeapUsageResult, error) {
		return cdp.Call(ctx, tg, runtime.GetHeapUsage, cdp.Empty{})
	})
	require.NoError(t, err)
	m.JSHeap, m.ArrayBuffers = heap.UsedSize/1e6, heap.BackingStorageSize/1e6
	if c := chromedp.FromContext(ctx); c != nil && c.Browser != nil && c.Browser.Process() != nil {
		m.RSS, m.PeakRSS = largestRenderer(c.Browser.Process().Pid)
	}
	return m
}

// largestRenderer finds the renderer processes descending from the browser process
// and returns the largest one's VmRSS and VmHWM in MB (0 where /proc is not there).
func largestRenderer(browser int) (rss, peak float64) {
	entries, _ := os.ReadDir("/proc")
	parent := map[int]int{}
	renderers := []int{}
	for _, e := range entries {
		pid, err := strconv.Atoi(e.Name())
		if err != nil {
			continue
		}
		stat, err := os.ReadFile(filepath.Join("/proc", e.Name(), "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid ...: the command may hold spaces, the fields after ')' do not
		f := strings.Fields(string(stat[strings.LastIndexByte(string(stat), ')')+1:]))
		if len(f) > 1 {
			parent[pid], _ = strconv.Atoi(f[1])
		}
		cmd, _ := os.ReadFile(filepath.Join("/proc", e.Name(), "cmdline"))
		if strings.Contains(string(cmd), "--type=renderer") && !strings.Contains(string(cmd), "--extension-process") {
			renderers = append(renderers, pid)
		}
	}
	for _, pid := range renderers {
		ours := false
		for p, n := pid, 0; p > 1 && n < 10; p, n = parent[p], n+1 {
			if p == browser {
				ours = true
				break
			}
		}
		if !ours {
			continue
		}
		status, err := os.ReadFile(filepath.Join("/proc", strconv.Itoa(pid), "status"))
		if err != nil {
			continue
		}
		var r, h float64
		for _, line := range strings.Split(string(status), "\n") {
			f := strings.Fields(line)
			if len(f) < 2 {
				continue
			}
			kb, _ := strconv.ParseFloat(f[1], 64)
			switch f[0] {
			case "VmRSS:":
				r = kb / 1024
			case "VmHWM:":
				h = kb / 1024
			}
		}
		if r > rss {
			rss, peak = r, h
		}
	}
	return rss, peak
}

// waitLong polls a JavaScript condition for up to d.
func waitLong(t *testing.T, ctx context.Context, cond string, d time.Duration) {
	t.Helper()
	_, err := chromedp.Run(ctx, chromedp.Poll[chromedp.Void](cond, chromedp.WithPollingTimeout(d), chromedp.WithPollingInterval(50*time.Millisecond)))
	require.NoError(t, err, "waiting for %s", cond)
}

// stepTimes is what the page measures of its own stepping, in ms.
type stepTimes struct {
	KeyAvg, KeyMax, BackAvg, JumpAvg, JumpMax, EndMs, HomeMs, MiddleMs float64
}

const measureStepping = `(() => {
	const ex = gametree.explorer, tr = ex.tr, S = tr.S;
	const time = (f) => { const t0 = performance.now(); f(); return performance.now() - t0; };
	const avg = (a) => a.reduce((x, y) => x + y, 0) / a.length;
	const key = (k, shift) => document.dispatchEvent(new KeyboardEvent('keydown', { key: k, shiftKey: !!shift, bubbles: true, cancelable: true }));
	ex.follow = false;
	ex.userGo(0);
	// the keyboard: → and ← as a user presses them (the page's key handler)
	const fwd = [], back = [], jump = [];
	for (let i = 0; i < 1000; i++) fwd.push(time(() => key('ArrowRight')));
	for (let i = 0; i < 500; i++) back.push(time(() => key('ArrowLeft')));
	let seed = 11;
	const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
	for (let i = 0; i < 40; i++) { const k = Math.floor(rnd() * S); jump.push(time(() => ex.userGo(k))); }
	const EndMs = time(() => key('End')), HomeMs = time(() => key('Home'));
	const MiddleMs = time(() => ex.userGo(Math.floor(S / 2)));
	ex.follow = true;
	return { KeyAvg: avg(fwd), KeyMax: Math.max(...fwd), BackAvg: avg(back), JumpAvg: avg(jump), JumpMax: Math.max(...jump), EndMs, HomeMs, MiddleMs };
})()`

// checkState checks the model at the step shown against what the trace says
// independently of it: the counters against a count of the steps so far, and the
// open nodes (the call stack) against the current node's path from the root.
const checkState = `(() => {
	const ex = gametree.explorer, tr = ex.tr, k = ex.k;
	const c = { nodes: 0, leaves: 0, cutoffs: 0, tt: 0 };
	for (let i = 0; i <= k; i++) {
		const s = tr.sKind[i];
		if (s === 0) c.nodes++; else if (s === 1) c.leaves++; else if (s === 6) c.cutoffs++; else if (s === 2) c.tt++;
	}
	const got = tr.countsAt(k);
	if (JSON.stringify(got) !== JSON.stringify(c)) return 'counters ' + JSON.stringify(got) + ', counted ' + JSON.stringify(c);
	const path = new Set();
	for (let n = tr.current(k); n >= 0; n = tr.parent[n]) path.add(n);
	let open = 0;
	for (let i = 0; i < tr.N; i++) {
		if (!tr.open[i]) continue;
		open++;
		if (!path.has(i)) return 'node ' + i + ' is open off the current path';
		if (!tr.reached[i]) return 'node ' + i + ' is open, not reached';
	}
	const stack = [...document.querySelectorAll('#stack-body th')].length;
	const returning = tr.returning(k) ? 1 : 0; // the step's node, still on the stack while it returns
	if (stack !== Math.max(open + returning, 1) && open + returning > 0) return 'the stack shows ' + stack + ' rows for ' + open + ' open nodes';
	return 'ok ' + open;
})()`

// checkJumps jumps to steps on both sides of the model's checkpoints (reached by
// replaying forward from the one before or undoing back from the one after) and
// compares every node's state with a replay of all the steps from the start.
const checkJumps = `(() => {
	const tr = gametree.explorer.tr, e = tr.every, S = tr.S;
	const targets = [e - 3, e + 3, 2 * e - 2, 2 * e + 1, Math.floor(S / 2), S - 4, S - 2];
	const eq = (a, b) => Object.keys(a).every((f) => a[f].length === b[f].length && a[f].every((v, i) => Object.is(v, b[f][i])));
	const out = [];
	for (const k of targets) {
		if (k < 0 || k >= S) continue;
		tr.seek(k < S / 2 ? S - 1 : 0); // from far away
		const res = tr.seek(k);
		const jumped = tr.snapshot();
		tr.restore(tr.checkpoints[0], -1);
		while (tr.k < k) tr.apply(tr.k + 1);
		out.push(k + (res.all ? '' : ' (stepped)') + (eq(jumped, tr.snapshot()) ? ' ok' : ' differs'));
	}
	gametree.explorer.go(gametree.explorer.k);
	return out;
})()`

func TestBrowserFullTicTacToe(t *testing.T) {
	t.Parallel()
	if testing.Short() {
		t.Skip("the whole tic-tac-toe tree takes a while")
	}
	ts := sharedServer(t)
	ctx := browserCtxFor(t, 4*time.Minute) // a cold search on a busy machine
	consoleErrors(t, ctx)
	setViewport(t, ctx, 1440, 1000, false)

	// the server's figures: the same search, not recorded
	res, err := http.Get(ts.URL + "/api/trace?" + fullTicTacToe + "&record=false")
	require.NoError(t, err)
	var want struct {
		Value    float64 `json:"value"`
		BestMove string  `json:"best_move"`
		Complete bool    `json:"complete"`
		Stats    struct{ Nodes, Leaves int }
	}
	require.NoError(t, json.NewDecoder(res.Body).Decode(&want))
	res.Body.Close()
	require.True(t, want.Complete)
	require.Equal(t, fullTicTacToeNodes, want.Stats.Nodes)

	// the tab with the page and a small search, for comparison
	open(t, ctx, ts.URL, "/?lang=en")
	waitTree(t, ctx)
	memSmall := measureTab(t, ctx)
	t.Logf("the page with the textbook tree: %s", memSmall)

	start := time.Now()
	open(t, ctx, ts.URL, "/?"+fullTicTacToe+"&lang=en")
	waitLong(t, ctx, `window.gametree && gametree.explorer && gametree.explorer.tr && document.querySelector('#treebox svg.gt') && document.getElementById('tree-busy').hidden`, 3*time.Minute)
	loaded := time.Since(start)
	load := eval[map[string]float64](t, ctx, `gametree.explorer.lastLoad`)
	memLoaded := measureTab(t, ctx)
	t.Logf("loaded in %.1f s (page: trace fetched and parsed %.0f ms, drawing fetched %.0f ms (in parallel), model %.0f ms, drawing set up %.0f ms, total %.0f ms); %s",
		loaded.Seconds(), load["trace"], load["svg"], load["model"], load["view"], load["total"], memLoaded)

	got := eval[map[string]float64](t, ctx, `(() => { const tr = gametree.explorer.tr; return { N: tr.N, S: tr.S, nodes: tr.doc.stats.nodes, leaves: tr.doc.stats.leaves, value: tr.doc.value, drawn: gametree.explorer.view.list.length }; })()`)
	assert.Equal(t, float64(fullTicTacToeNodes), got["N"])
	assert.Equal(t, float64(fullTicTacToeSteps), got["S"])
	assert.Equal(t, float64(want.Stats.Nodes), got["nodes"])
	assert.Equal(t, float64(want.Stats.Leaves), got["leaves"])
	assert.Equal(t, want.Value, got["value"])
	assert.Less(t, got["drawn"], 2000.0, "the server folds the drawing: a few hundred nodes drawn, not half a million")
	assert.Equal(t, "Step 1 of 1,649,837", text(t, ctx, "step-label"))
	assert.Equal(t, "1", text(t, ctx, "cnt-nodes"), "no total before the last step")

	// the keyboard: → 30 times, ← 10 times, shift+→ (ten)
	eval[any](t, ctx, `document.activeElement && document.activeElement.blur(), 0`)
	key(t, ctx, kb.ArrowRight, 30)
	waitFor(t, ctx, `gametree.explorer.k === 30`)
	key(t, ctx, kb.ArrowLeft, 10)
	waitFor(t, ctx, `gametree.explorer.k === 20`)
	require.NoError(t, chromedp.Do(ctx, chromedp.KeyEvent(kb.ArrowRight, chromedp.KeyModifiers(chromedp.ModifierShift))))
	waitFor(t, ctx, `gametree.explorer.k === 30`)
	assert.Equal(t, "Step 31 of 1,649,837", text(t, ctx, "step-label"))
	assert.True(t, strings.HasPrefix(eval[string](t, ctx, checkState), "ok "), eval[string](t, ctx, checkState))

	// End: the finished search, the server's answer
	key(t, ctx, kb.End, 1)
	waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.k === %d`, fullTicTacToeSteps-1))
	assert.Equal(t, "549,946 / 549,946", text(t, ctx, "cnt-nodes"))
	line := text(t, ctx, "result-line")
	assert.Contains(t, line, fmt.Sprintf("Value %v", want.Value))
	assert.Contains(t, line, "best move "+want.BestMove)
	assert.Contains(t, line, "549,946 nodes visited")
	assert.Contains(t, text(t, ctx, "sentence"), "The search is over: the root is worth")
	assert.Equal(t, "ok 0", eval[string](t, ctx, checkState))
	screenshot(t, ctx, "full-tictactoe-end")

	// Home: back to the start
	key(t, ctx, kb.Home, 1)
	waitFor(t, ctx, `gametree.explorer.k === 0`)
	assert.Equal(t, "1", text(t, ctx, "cnt-nodes"), "no total before the last step")
	assert.Equal(t, "ok 1", eval[string](t, ctx, checkState))

	// the middle, with the slider
	middle := fullTicTacToeSteps / 2
	eval[any](t, ctx, fmt.Sprintf(`(() => { const s = document.getElementById('slider'); s.value = '%d'; s.dispatchEvent(new Event('input')); return 0; })()`, middle))
	waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.k === %d`, middle))
	assert.Equal(t, "Step 824,919 of 1,649,837", text(t, ctx, "step-label"))
	assert.True(t, strings.HasPrefix(eval[string](t, ctx, checkState), "ok "), eval[string](t, ctx, checkState))
	waitStill(t, ctx) // the drawing scrolls to the step's node
	screenshot(t, ctx, "full-tictactoe-middle")

	// in Spanish, at the same step and at the end
	require.NoError(t, chromedp.Do(ctx, chromedp.Click(chromedp.CSS(`[data-lang="es"]`))))
	waitFor(t, ctx, `document.documentElement.lang === 'es'`)
	assert.Equal(t, "Paso 824.919 de 1.649.837", text(t, ctx, "step-label"))
	assert.Equal(t, "Valor, mejor jugada y totales: en el último paso", text(t, ctx, "result-line"), "no totals before the end")
	assert.Equal(t, middle, eval[int](t, ctx, `gametree.explorer.k`))
	waitStill(t, ctx)
	screenshot(t, ctx, "full-tictactoe-middle-es")
	key(t, ctx, kb.End, 1)
	waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.k === %d`, fullTicTacToeSteps-1))
	assert.Equal(t, "549.946 / 549.946", text(t, ctx, "cnt-nodes"))
	assert.Contains(t, text(t, ctx, "result-line"), fmt.Sprintf("Valor %v", want.Value))
	assert.Contains(t, text(t, ctx, "sentence"), "Fin de la búsqueda: la raíz vale")
	screenshot(t, ctx, "full-tictactoe-end-es")
	eval[any](t, ctx, `localStorage.removeItem('gametree.lang'), 0`)

	// how fast stepping is, measured by the page itself
	st := eval[stepTimes](t, ctx, measureStepping)
	memEnd := measureTab(t, ctx)
	t.Logf("stepping (ms): key → avg %.3f max %.2f, key ← avg %.3f; random jump avg %.1f max %.1f; End %.1f, Home %.1f, middle %.1f; %s",
		st.KeyAvg, st.KeyMax, st.BackAvg, st.JumpAvg, st.JumpMax, st.EndMs, st.HomeMs, st.MiddleMs, memEnd)
	// generous ceilings: the tab must hold the trace in hundreds of MB, not GBs
	if memEnd.RSS > 0 {
		assert.Less(t, memEnd.PeakRSS, 1500.0, "the tab's peak memory (MB)")
	}
	assert.Less(t, memEnd.JSHeap+memEnd.ArrayBuffers, 600.0, "the page's memory after loading (MB)")

	// a jump gives the state that stepping there gives
	jumps := eval[[]string](t, ctx, checkJumps)
	t.Logf("jumps checked: %v", jumps)
	for _, j := range jumps {
		assert.True(t, strings.HasSuffix(j, " ok"), j)
		assert.NotContains(t, j, "stepped", "a jump from far away uses a checkpoint")
	}
	assert.Len(t, jumps, 7)
	noPageErrors(t, ctx)
}
