//go:build browser

package web

// The page's drawing holds nothing of what the search has not reached at the step
// shown: no node, edge, class, title, value or count of it, shown or hidden, in the
// page or in the "what the page shows" download, at every step of the textbook and of
// a connect-4 search. The checker reads the DOM against the trace model's state at the
// step (model.js, tested against the server's trace in jstest/model.test.js) in its
// own words, not through the code that draws (view-step.js).

import (
	"bytes"
	"context"
	"encoding/base64"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// noFutureChecker defines window.__nf(root, k): what in the drawing under root (the
// page's svg, or a download's) says more than step k has reached, as a list of faults.
// The page must show step k (the model is at it).
const noFutureChecker = `(async () => {
	const src = document.querySelector('script[type=module]').src;
	const i18n = await import(src.replace(/main\.js$/, 'i18n.js'));
	const KINDS = { terminal: 1, horizon: 2, tt: 3 };
	const ALLOWED = new Set(['node', 'edge', 'max', 'min', 'root', 'inner', 'leaf', 'folded', 'board', 'terminal', 'horizon', 'tt', 'quiesce',
		'pruned', 'stopped', 'pv', 'st-open', 'st-done', 'st-cut', 'st-current', 'rule-on', 'rule', 'move', 'shape', 'val',
		'gt', 'explicit', 'hide-unreached', 'fin', 'graph', 'gametree', 'gt-bg', 'gt-hidden']);
	const clean = (s) => (s || '').replace(/\u00a0/g, ' ').trim();
	window.__nf = (root, k, download) => {
		const ex = gametree.explorer, tr = ex.tr, view = ex.view, bad = [];
		// a typed tree drawn faint: its unreached nodes are in the page, their shapes only
		const ghost = !view.hide;
		const fin = k === tr.S - 1, cur = tr.current(k), typed = tr.doc.game === 'tree';
		if (tr.k !== k) return ['the model is at ' + tr.k + ', not ' + k];
		const say = (s) => { if (bad.length < 30) bad.push('step ' + (k + 1) + ': ' + s); };
		// a drawn element: trace node i itself (n, e) or the fold standing for i's subtree (f)
		const inside = (f) => { const out = []; for (let n = f; n < f + tr.size[f]; n++) if (view.rep[n] === f) out.push(n); return out; };
		const reachedIn = (f) => inside(f).filter((n) => tr.reached[n]).length;
		const openIn = (f) => inside(f).some((n) => tr.open[n]);
		const folded = (i) => !!view.folded[i];
		const reachedEl = (i) => (folded(i) ? reachedIn(i) > 0 : !!tr.reached[i]);
		const kidsOf = (i) => tr.kidStart[i + 1] - tr.kidStart[i];
		// every id: of an element the step has reached
		const ids = new Set();
		for (const el of root.querySelectorAll('[id]')) {
			const id = el.id;
			ids.add(id);
			let m;
			if (id === 'tree') continue;
			if ((m = /^(?:a_)?([nfe])(\d+)(?:-(v|alpha|beta|move|cut))?$/.exec(id))) {
				const i = Number(m[2]);
				if (!(i < tr.N)) { say('id ' + id + ': no such node'); continue; }
				if (!reachedEl(i) && !(ghost && m[3] !== 'cut')) say(id + ' of a node not reached');
				if (m[3] === 'cut' && !(tr.cutStepOf[i] >= 0 && tr.cutStepOf[i] <= k)) say(id + ': a cutoff to come');
			} else say('an id of no node: ' + id);
		}
		// and every element reached is there
		for (let i = 0; i < tr.N; i++) {
			if (!tr.reached[i] || view.rep[i] < 0) continue;
			const f = view.rep[i], id = (folded(f) ? 'f' : 'n') + f;
			if (!ids.has(id)) say(id + ' reached, not in the drawing');
			if (f > 0 && !ids.has('e' + f)) say('e' + f + ' reached, not in the drawing');
		}
		// classes: only the step's
		for (const el of root.querySelectorAll('[class]')) {
			for (const c of el.classList) if (!ALLOWED.has(c) && !(ghost && c === 'st-unreached') && c !== 'lab-diverge') say((el.id || el.tagName) + ': class ' + c);
		}
		for (const g of root.querySelectorAll('g.node, g.edge')) {
			const m = /^([nfe])(\d+)$/.exec(g.id);
			if (!m) { say('a drawn element without a node id: ' + g.id); continue; }
			const i = Number(m[2]), fold = folded(i), open = !!tr.open[i] || (fold && openIn(i));
			const has = (c) => g.classList.contains(c);
			const states = [...g.classList].filter((c) => /^st-(open|done|cut|unreached)$/.test(c));
			if (has('st-unreached') && [...g.classList].some((c) => !['node', 'edge', 'max', 'min', 'root', 'inner', 'leaf', 'st-unreached'].includes(c))) say(g.id + ': not reached, classes ' + g.getAttribute('class'));
			const want = !tr.reached[i] ? 'st-unreached' : open ? 'st-open' : tr.cut[i] ? 'st-cut' : 'st-done';
			if (states.length !== 1 || states[0] !== want) say(g.id + ': state ' + states.join(',') + ', the step says ' + want);
			if (has('st-current') !== (view.rep[cur] === i)) say(g.id + ': current ' + has('st-current'));
			if (has('pv') && !(fin && tr.pv[i])) say(g.id + ': pv before the end');
			if (has('pruned') && !(tr.cut[i] && tr.kind[i] === 4)) say(g.id + ': pruned before its cutoff');
			for (const [c, kind] of Object.entries(KINDS)) if (has(c) && !(tr.kind[i] === kind && tr.reached[i] && !open)) say(g.id + ': ' + c + ' before it is known');
			if (has('stopped') && !(tr.kind[i] === 5 && tr.reached[i])) say(g.id + ': stopped');
			if (has('rule-on') && !(tr.cutStepOf[i] >= 0 && tr.cutStepOf[i] <= k)) say(g.id + ': its rule before its cutoff');
			if (g.id[0] === 'n' && !typed) {
				if (has('inner') && !(kidsOf(i) > 0 && tr.reached[tr.kids[tr.kidStart[i]]])) say(g.id + ': inner before its first child');
				if (has('leaf') && !(kidsOf(i) === 0 && tr.reached[i] && !open)) say(g.id + ': leaf before it is done');
			}
			if (g.id[0] === 'e') continue;
			// texts: the value, the window, the count, the table's mark
			const v = clean((root.querySelector('#a_' + g.id + '-v text') || {}).textContent);
			let value = tr.hasValue[i] && tr.reached[i] ? i18n.fmtBounded(tr.value[i], tr.bound[i]) : '';
			if (typed && !fold && kidsOf(i) === 0 && /^[+-]?\d+$/.test(tr.label(i))) value = tr.label(i);
			if (tr.kind[i] === 5 && tr.reached[i] && !open && !tr.hasValue[i]) value = '?';
			if (fold && value) value = i18n.t('valueWord') + ' ' + value;
			if (root.querySelector('#a_' + g.id + '-v') && v !== value) say(g.id + ': value ' + JSON.stringify(v) + ', the step has ' + JSON.stringify(value));
			const win = tr.windowed && tr.open[i] && view.windowed;
			for (const [side, arr, sym] of [['alpha', tr.alpha, 'α='], ['beta', tr.beta, 'β=']]) {
				const el = root.querySelector('#a_' + g.id + '-' + side + ' text');
				const w = win ? sym + i18n.fmtValue(arr[i]) : '';
				if (el && clean(el.textContent) !== w) say(g.id + ': ' + side + ' ' + JSON.stringify(clean(el.textContent)) + ', the step has ' + JSON.stringify(w));
			}
			const texts = [...g.querySelectorAll('text')].map((x) => clean(x.textContent));
			if (texts.some((s) => /\bTT$/.test(s)) && !(tr.kind[i] === 3 && tr.reached[i] && !open)) say(g.id + ': TT before its hit');
			if (fold) {
				const n = reachedIn(i), c = n ? '+' + i18n.fmtCount(n) + ' ' + i18n.t(n === 1 ? 'nodeWord' : 'nodesWord') : '';
				if (texts[0] !== c) say(g.id + ': count ' + JSON.stringify(texts[0]) + ', the step has ' + JSON.stringify(c));
			}
			const val = root.querySelector('#a_' + g.id + '-v text');
			if (val && !download && val.hasAttribute('font-weight')) say(g.id + ': the finished search\'s bold');
			if (val && download && !['400', 'normal', null].includes(val.getAttribute('font-weight')) && !(fin && tr.pv[i])) say(g.id + ': bold before the end');
			for (const s of g.querySelectorAll('.shape')) for (const a of ['stroke', 'stroke-width', 'stroke-dasharray']) if (!download && s.hasAttribute(a)) say(g.id + ': the finished search\'s ' + a);
			// a title: the step's tooltip, written for this step
			const tip = g.querySelector(':scope > title');
			if (tip && !download && tip.textContent !== view.describe(i, fold)) say(g.id + ': a tooltip of another step: ' + tip.textContent);
		}
		// the rules: written from their cutoffs on
		for (const r of root.querySelectorAll('[id$="-cut"] text')) {
			const i = Number(/^a_e(\d+)-cut$/.exec(r.closest('[id]').id)[1]);
			if (clean(r.textContent) && !(tr.cutStepOf[i] >= 0 && tr.cutStepOf[i] <= k)) say('a_e' + i + '-cut: a rule before its cutoff');
		}
		// nothing hidden: no comment holding anything, no element hidden by an attribute
		const w = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
		while (w.nextNode()) if (w.currentNode.data.trim()) say('a comment: ' + w.currentNode.data);
		if (root.querySelector('[visibility="hidden"]:not(.gt-bg), [display="none"]')) say('an element hidden by an attribute');
		return bad;
	};
	// __walk checks every step of the search shown, from the first to the last, then
	// back down a few, and jumps: the faults of all.
	window.__walk = () => {
		const ex = gametree.explorer, tr = ex.tr, svg = () => ex.view.svg, out = [];
		let steps = 0;
		const at = (k) => { ex.go(k); steps++; out.push(...window.__nf(svg(), k)); };
		for (let k = 0; k < tr.S; k++) at(k);
		for (let k = tr.S - 1; k >= Math.max(0, tr.S - 40); k--) at(k);
		for (const k of [0, tr.S - 1, Math.floor(tr.S / 2), 3, tr.S - 2, Math.floor(tr.S / 3)]) at(Math.max(0, Math.min(tr.S - 1, k)));
		return { steps, faults: out.slice(0, 30) };
	};
	return 0;
})()`

// walked is what window.__walk found: the steps it looked at, the faults.
type walked struct {
	Steps  int
	Faults []string
}

// grabDownloads catches the files the page hands to the browser: their blobs and names.
const grabDownloads = `(() => {
	window.__files = [];
	const make = URL.createObjectURL;
	URL.createObjectURL = (b) => { const u = make(b); window.__files.push({ url: u, blob: b, name: '' }); return u; };
	const click = HTMLAnchorElement.prototype.click;
	HTMLAnchorElement.prototype.click = function () {
		const f = window.__files.find((x) => x.url === this.href);
		if (f) { f.name = this.download; return; }
		return click.call(this);
	};
	return 0;
})()`

// viewDownload has the page make its "what the page shows" file (format svg or png)
// at the step shown, and returns its name and its bytes (base64).
func viewDownload(t *testing.T, ctx context.Context, format string) (string, []byte) {
	t.Helper()
	eval[any](t, ctx, `(window.__files = [], 0)`)
	eval[any](t, ctx, fmt.Sprintf(`(gametree.explorer.exports.exportView(%q), 0)`, format))
	waitFor(t, ctx, `window.__files.some((f) => f.name)`)
	got := eval[[]string](t, ctx, `(async () => { const f = window.__files.find((x) => x.name); const b = new Uint8Array(await f.blob.arrayBuffer()); let s = ''; for (const x of b) s += String.fromCharCode(x); return [f.name, btoa(s)]; })()`)
	data, err := base64.StdEncoding.DecodeString(got[1])
	require.NoError(t, err)
	return got[0], data
}

// At every step of the textbook and of a connect-4 search (alpha-beta, depth 3: some
// of its subtrees folded), forwards, backwards and by jumps, the drawing in the page
// holds what the step has reached, and only that.
func TestBrowserNoFutureInThePage(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	for _, tc := range []struct{ name, query string }{
		{"textbook", "game=tree&position=textbook&algo=alphabeta"},
		{"connect4", "game=connect4&position=4453&depth=3&algo=alphabeta"},
		// a typed tree drawn faint: its shape ahead, nothing of the search
		{"textbook-faint", "game=tree&position=textbook&algo=alphabeta&unreached=ghost"},
		// a game's tree is never drawn ahead: faint is not offered, and not drawn
		{"connect4-faint", "game=connect4&position=4453&depth=3&algo=alphabeta&unreached=ghost"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			ctx := browserCtx(t)
			consoleErrors(t, ctx)
			setViewport(t, ctx, 1400, 900, false)
			open(t, ctx, ts.URL, "/?"+tc.query+"&lang=en")
			waitTree(t, ctx)
			eval[any](t, ctx, noFutureChecker)
			faint := tc.name == "textbook-faint"
			assert.Equal(t, faint, !eval[bool](t, ctx, `gametree.explorer.view.hide`), "drawn faint")
			assert.Equal(t, !strings.HasPrefix(tc.name, "connect4"), eval[bool](t, ctx, `!document.getElementById('f-unreached').closest('label').hidden`), "the choice offered")
			if tc.name == "connect4-faint" {
				waitFor(t, ctx, `!location.search.includes('unreached=ghost')`)
			}
			res := eval[walked](t, ctx, `window.__walk()`)
			S := eval[int](t, ctx, `gametree.explorer.tr.S`)
			assert.Greater(t, res.Steps, S, "every step walked")
			t.Logf("%s: %d steps of %d checked (every one, 40 back, 6 jumps)", tc.name, res.Steps, S)
			assert.Empty(t, res.Faults, "%s: what the page holds ahead of its step", tc.name)
			if tc.name == "connect4" {
				assert.Greater(t, eval[int](t, ctx, `gametree.explorer.view.list.filter((r) => r.fold).length`), 0, "the drawing folds some subtrees")
			}
			// the middle of the search, in both languages
			mid := map[string]int{"textbook": 12, "connect4": S / 2, "textbook-faint": 12, "connect4-faint": S / 2}[tc.name]
			if faint {
				// every node drawn, the unreached ones with their shape only
				assert.Equal(t, 10, eval[int](t, ctx, fmt.Sprintf(`(gametree.explorer.go(%d), gametree.explorer.view.svg.querySelectorAll('g.node').length)`, mid)))
				assert.Equal(t, 5, eval[int](t, ctx, `gametree.explorer.view.svg.querySelectorAll('g.node.st-unreached').length`))
			}
			if strings.HasSuffix(tc.name, "-faint") {
				return
			}
			for _, lang := range []string{"en", "es"} {
				if lang == "es" {
					open(t, ctx, ts.URL, fmt.Sprintf("/?%s&lang=es&step=%d", tc.query, mid+1))
					waitTree(t, ctx)
					eval[any](t, ctx, noFutureChecker)
				}
				for _, k := range []int{0, mid, S - 1, mid} {
					eval[any](t, ctx, fmt.Sprintf(`gametree.explorer.go(%d), 0`, k))
					assert.Empty(t, eval[[]string](t, ctx, fmt.Sprintf(`window.__nf(gametree.explorer.view.svg, %d)`, k)), "%s %s step %d", tc.name, lang, k+1)
				}
				// a tooltip written at one step is not left for another
				eval[any](t, ctx, fmt.Sprintf(`gametree.explorer.go(%d), 0`, S-1))
				eval[any](t, ctx, `(() => { const g = gametree.explorer.view.elementOf(0); g.querySelector('text').dispatchEvent(new PointerEvent('pointerover', { bubbles: true })); return 0; })()`)
				eval[any](t, ctx, fmt.Sprintf(`gametree.explorer.go(%d), 0`, mid))
				assert.Empty(t, eval[[]string](t, ctx, fmt.Sprintf(`window.__nf(gametree.explorer.view.svg, %d)`, mid)), "%s %s: tooltips", tc.name, lang)
				waitStill(t, ctx)
				screenshot(t, ctx, fmt.Sprintf("nofuture-%s-step%d-%s", tc.name, mid+1, lang))
			}
			noPageErrors(t, ctx)
		})
	}
}

// "What the page shows", downloaded at a few steps: only what the step has reached,
// named by what it holds, and drawn alike by other renderers (rsvg-convert,
// ImageMagick) at the textbook's step 13.
func TestBrowserNoFutureInTheViewDownload(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	for _, tc := range []struct{ name, query, game string }{
		{"textbook", "game=tree&position=textbook&algo=alphabeta", "tree"},
		{"connect4", "game=connect4&position=4453&depth=3&algo=alphabeta", "connect4"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			t.Parallel()
			forBothLanguages(t, func(t *testing.T, lang string) {
				ctx := browserCtx(t)
				consoleErrors(t, ctx)
				setViewport(t, ctx, 1400, 900, false)
				open(t, ctx, ts.URL, "/?"+tc.query+"&lang="+lang)
				waitTree(t, ctx)
				eval[any](t, ctx, noFutureChecker)
				eval[any](t, ctx, grabDownloads)
				S := eval[int](t, ctx, `gametree.explorer.tr.S`)
				steps := map[string][]int{"textbook": {0, 12, 17, S - 1}, "connect4": {0, S / 3, S / 2, S - 1}}[tc.name]
				for _, k := range steps {
					eval[any](t, ctx, fmt.Sprintf(`(gametree.explorer.userGo(%d), gametree.explorer.tree.fit(), 0)`, k))
					// a step whose node the drawing folds gets a drawing focused on it: the
					// file is of that one
					waitFor(t, ctx, `(() => { const ex = gametree.explorer, c = ex.tr.current(ex.k); return ex.view.rep[c] === c && !ex.view.folded[c]; })()`)
					eval[any](t, ctx, `(gametree.explorer.tree.fit(), 0)`)
					waitStill(t, ctx)
					name, svg := viewDownload(t, ctx, "svg")
					assert.Equal(t, fmt.Sprintf("gametree-%s-step-%d-view.svg", tc.game, k+1), name)
					faults := eval[[]string](t, ctx, fmt.Sprintf(`window.__nf(new DOMParser().parseFromString(%q, 'image/svg+xml').documentElement, %d, true)`, string(svg), k))
					assert.Empty(t, faults, "%s %s: the download at step %d", tc.name, lang, k+1)
					assert.NotContains(t, string(svg), "<!--", "no marks of the parts left out")
					if tc.name == "connect4" && k == S/2 {
						drawWith(t, svg, fmt.Sprintf("nofuture-view-c4-step%d-%s", k+1, lang))
					}
					if tc.name == "textbook" && k == 12 {
						checkOtherRenderers(t, svg, lang)
						pngName, png := viewDownload(t, ctx, "png")
						assert.Equal(t, "gametree-tree-step-13-view.png", pngName)
						assert.True(t, bytes.HasPrefix(png, []byte("\x89PNG")))
						require.NoError(t, os.WriteFile(filepath.Join(artifactDir(t), "nofuture-view-step13-"+lang+".png"), png, 0o644))
					}
				}
				noPageErrors(t, ctx)
			})
		})
	}
}

// checkOtherRenderers draws the textbook's step-13 download with rsvg-convert and
// ImageMagick (when installed): each draws it, and neither draws what is not in it
// (D and its leaves, the leaves of C: 2, 9, 0, 7), read from the file itself.
func checkOtherRenderers(t *testing.T, svg []byte, lang string) {
	t.Helper()
	text := string(svg)
	for _, gone := range []string{">D<", ">2<", ">9<", ">0<", ">7<", "pruned", "pv"} {
		assert.NotContains(t, text, gone, "the step-13 download holds %s", gone)
	}
	for _, here := range []string{">A<", ">B<", ">C<", ">3<", ">5<"} {
		assert.Contains(t, text, here, "the step-13 download holds what is reached")
	}
	drawWith(t, svg, "nofuture-view-step13-"+lang)
}

// drawWith writes svg among the artifacts as name.svg and draws it with rsvg-convert
// (name-rsvg.png) and ImageMagick (name-magick.png), those installed.
func drawWith(t *testing.T, svg []byte, name string) {
	t.Helper()
	dir := artifactDir(t)
	in := filepath.Join(dir, name+".svg")
	require.NoError(t, os.WriteFile(in, svg, 0o644))
	for _, r := range []struct {
		tool string
		args []string
	}{
		{"rsvg-convert", []string{"-o", filepath.Join(dir, name+"-rsvg.png"), in}},
		{"convert", []string{in, filepath.Join(dir, name+"-magick.png")}},
	} {
		if !installed(r.tool) {
			t.Logf("%s not installed: not drawn with it", r.tool)
			continue
		}
		out, err := exec.Command(r.tool, r.args...).CombinedOutput()
		assert.NoError(t, err, "%s: %s", r.tool, out)
		t.Logf("%s drew %s", r.tool, r.args[len(r.args)-1])
	}
}

// installed reports whether tool is on the PATH and is the renderer itself: a
// "convert" that is not ImageMagick's (some machines have a stand-in that only turns
// PNG into PPM) is not.
func installed(tool string) bool {
	if _, err := exec.LookPath(tool); err != nil {
		return false
	}
	if tool != "convert" {
		return true
	}
	out, _ := exec.Command(tool, "-version").CombinedOutput()
	return strings.HasPrefix(string(out), "Version: ImageMagick")
}

// The step's node is never inside a folded summary: at a step whose node the drawing
// folds away, the page asks for its drawing again with render's focus and draws the
// node as itself, with its path from the root; between such drawings, stepping moves
// no node.
func TestBrowserStepNodeNeverFolded(t *testing.T) {
	t.Parallel()
	ts := sharedServer(t)
	const problem = "game=connect4&position=4453&depth=3&order=true&eval=course8"
	forBothLanguages(t, func(t *testing.T, lang string) {
		ctx := browserCtx(t)
		consoleErrors(t, ctx)
		setViewport(t, ctx, 1400, 900, false)
		open(t, ctx, ts.URL, "/?"+problem+"&lang="+lang)
		waitTree(t, ctx)
		eval[any](t, ctx, noFutureChecker)
		// the steps whose node the first drawing folds away, spread over the search
		folded := eval[[]int](t, ctx, `(() => {
			const ex = gametree.explorer, tr = ex.tr, v = ex.view, out = [];
			for (let k = 0; k < tr.S; k++) { const f = v.rep[tr.sNode[k]]; if (f < 0 || v.folded[f]) out.push(k); }
			return out;
		})()`)
		require.NotEmpty(t, folded, "the drawing folds the nodes of some steps")
		picks := []int{folded[0], folded[len(folded)/2], folded[len(folded)-1]}
		if lang == "es" {
			picks = picks[1:2]
		}
		for _, k := range picks {
			asked := eval[int](t, ctx, `gametree.explorer.focus.count`)
			// stepping moves nothing: the nodes in the page before and after one step
			// sit where they sat
			moved := eval[[]string](t, ctx, fmt.Sprintf(`(() => {
				const ex = gametree.explorer, v = ex.view;
				ex.go(%d);
				const at = (g) => { const b = g.getBBox(); return (b.x + b.width / 2).toFixed(1) + ',' + (b.y + b.height / 2).toFixed(1); };
				const before = new Map([...v.svg.querySelectorAll('g.node')].map((g) => [g.id, at(g)]));
				ex.go(%d);
				const out = [];
				if (ex.view !== v) return ['the drawing changed on a step'];
				for (const g of v.svg.querySelectorAll('g.node')) if (before.has(g.id) && before.get(g.id) !== at(g)) out.push(g.id);
				return out;
			})()`, max(0, k-1), k))
			assert.Empty(t, moved, "step %d: nodes moved", k+1)
			// the drawing asked again, the step's node drawn as itself, its path too
			waitFor(t, ctx, fmt.Sprintf(`gametree.explorer.focus.count > %d && gametree.explorer.focus.focus === gametree.explorer.tr.current(%d) && gametree.explorer.k === %d`, asked, k, k))
			path := eval[[]string](t, ctx, `(() => {
				const ex = gametree.explorer, tr = ex.tr, v = ex.view, out = [];
				for (let n = tr.current(ex.k); n >= 0; n = tr.parent[n]) {
					const el = v.elementOf(n);
					out.push(el && el.isConnected ? el.id : 'none for ' + n);
				}
				return out;
			})()`)
			cur := eval[int](t, ctx, fmt.Sprintf(`gametree.explorer.tr.current(%d)`, k))
			require.NotEmpty(t, path)
			assert.Equal(t, fmt.Sprintf("n%d", cur), path[0], "step %d: the step's node is drawn as itself", k+1)
			for _, id := range path {
				assert.True(t, strings.HasPrefix(id, "n"), "step %d: the path from the root is drawn: %v", k+1, path)
			}
			assert.True(t, eval[bool](t, ctx, `gametree.explorer.view.elementOf(gametree.explorer.tr.current(gametree.explorer.k)).classList.contains('st-current')`))
			assert.Empty(t, eval[[]string](t, ctx, fmt.Sprintf(`window.__nf(gametree.explorer.view.svg, %d)`, k)), "step %d: the focused drawing", k+1)
			waitStill(t, ctx)
			screenshot(t, ctx, fmt.Sprintf("nofuture-focus-step%d-%s", k+1, lang))
		}
		noPageErrors(t, ctx)
	})
}
