// TreeView shows the drawing of a finished search (render's SVG at step -1) and
// restyles it in place for any step: classes and texts on the elements the render
// package names (n12, f123, e12, a_n12-v, a_n12-alpha, a_n12-beta, a_e12-cut). No new
// layout is ever made, so nodes never move; only the elements whose state changed are
// touched.
import { t, fmtValue, fmtBounded, fmtCount, moveName } from './i18n.js';
import { SaidError } from './api.js';
import { N_PRUNED, N_UNFINISHED } from './model.js';
import { nodeName, playerName, scoreNote, cutoffRule } from './explain.js';
import { baseClass, idsOf, sanitize, fitTexts, centre } from './view-svg.js';

const XLINK = 'http://www.w3.org/1999/xlink';
const isNumber = (s) => /^[+-]?\d+$/.test(s);

// foldCount is what a folded subtree says of the n nodes inside it the search has
// reached ("+12 nodes", "+1 node"; nothing before it gets there), as the server's
// picture of the same step does.
export function foldCount(n) {
  if (n <= 0) return '';
  return '+' + fmtCount(n) + ' ' + t(n === 1 ? 'nodeWord' : 'nodesWord');
}

// fitZoom is the zoom at which a drawing of size {width, height} (in points, drawn at
// 4/3 px a point) fits whole in a box boxWidth wide and at most maxHeight tall, and
// the zoom at which its width does (a margin of 8 px kept in each).
export function fitZoom(size, boxWidth, maxHeight) {
  const w = size.width * (4 / 3), h = size.height * (4 / 3);
  const width = (boxWidth - 8) / w;
  return { whole: Math.min(width, (maxHeight - 8) / h), width };
}

export class TreeView {
  // host: the element that holds the drawing; tr: the Trace model. opts.windowed: the
  // algorithm has α and β (alpha-beta); opts.hide: the unreached part is hidden (else
  // drawn faint); opts.game names moves (stones: "take 2").
  constructor(host, svgText, tr, opts = {}) {
    this.host = host;
    this.tr = tr;
    this.windowed = !!opts.windowed;
    this.game = opts.game || '';
    const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
    if (doc.getElementsByTagName('parsererror').length || doc.documentElement.nodeName !== 'svg') {
      throw new SaidError(t('errDrawing'));
    }
    sanitize(doc.documentElement);
    const svg = document.importNode(doc.documentElement, true);
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-labelledby', opts.labelledBy || 'tree-desc');
    svg.classList.add('gt');
    if (tr.explicit) svg.classList.add('explicit');
    svg.classList.toggle('hide-unreached', opts.hide !== false);
    host.replaceChildren(svg);
    this.svg = svg;
    const ids = (this.ids = idsOf(svg));
    const byId = (id) => ids.get(id) || null;
    const textIn = (id) => {
      const g = byId(id);
      return g ? g.querySelector('text') : null;
    };
    // measure at the natural size: at a tiny scale the browser's text metrics (and so
    // every bounding box below) are wrong
    const vb0 = svg.viewBox.baseVal;
    if (vb0 && vb0.width > 0) {
      svg.style.width = Math.round(vb0.width * 4 / 3) + 'px';
      svg.style.height = Math.round(vb0.height * 4 / 3) + 'px';
    }

    // the picture's own tooltips describe the finished search: gone; the page writes
    // each node's <title> for the step shown when the pointer comes over it. Its
    // legend, caption (the value and the best move) and title are the page's to say,
    // at the step it shows: gone too, not merely hidden (a copy of the page, a screen
    // reader would read them)
    for (const a of svg.querySelectorAll('a')) {
      a.removeAttributeNS(XLINK, 'title');
      a.removeAttribute('xlink:title');
    }
    for (const id of ['a_legend', 'a_caption', 'a_title']) {
      const el = byId(id);
      if (el) el.remove();
      ids.delete(id);
    }
    const root = svg.querySelector('g.graph') || svg.firstElementChild;
    const bg = root && root.querySelector(':scope > polygon');
    if (bg) bg.classList.add('gt-bg', 'gt-hidden');
    this.fitViewBox(root);

    // the drawn element of every trace node: itself, or the folded node standing for it
    const N = tr.N;
    this.rep = new Int32Array(N).fill(-1);
    // the drawn elements by node id (a Map: an array as long as a big trace would be a
    // slow dictionary), and which of them are folded
    this.els = new Map();
    this.folded = new Uint8Array(N);
    this.list = [];
    this.openIn = new Int32Array(N); // folded elements: how many nodes inside are open
    this.lastOpen = new Uint8Array(N);
    // folded elements: how many nodes they stand for (themselves included) the search
    // has reached at the step shown, the count they show ("+12 nodes")
    this.reachedIn = new Int32Array(N);
    this.lastReached = new Uint8Array(N);
    // the drawn nodes, found once (a search of half a million nodes draws a few
    // hundred: the render folds the rest)
    const drawn = new Map();
    let abFamily = '';
    for (const g of svg.querySelectorAll('g.node')) {
      const m = /^([nf])(\d+)$/.exec(g.id || '');
      if (!m) continue;
      const i = Number(m[2]);
      if (i < N && (m[1] === 'n' || !drawn.has(i))) drawn.set(i, g);
    }
    for (const i of [...drawn.keys()].sort((a, b) => a - b)) {
      const g = drawn.get(i);
      const fold = g.id.charCodeAt(0) === 102; // 'f'
      this.rep[i] = i;
      const r = { i, g, fold, cls0: baseClass(g) };
      const a = g.querySelector('a') || g;
      // the node's outline: the shapes Graphviz draws before the label
      r.shapes = [];
      for (const ch of a.children) {
        if (ch.tagName === 'polygon' || ch.tagName === 'path' || ch.tagName === 'ellipse') {
          ch.classList.add('shape');
          r.shapes.push(ch);
        } else break;
      }
      // a table hit's mark ("TT") is news of the step that hits the table: written then
      for (const tx of a.querySelectorAll(':scope > text')) {
        if (/\sTT$/.test(tx.textContent)) {
          r.ttText = tx;
          r.ttFull = tx.textContent;
          r.ttBare = tx.textContent.replace(/\s*TT$/, '');
        }
      }
      r.val = textIn('a_' + (fold ? 'f' : 'n') + i + '-v');
      r.al = textIn('a_n' + i + '-alpha');
      r.be = textIn('a_n' + i + '-beta');
      if (r.al && r.be) {
        // α and β sit side by side, each in half of the node: their cells' width, and
        // the font the drawing gave them (the family is the drawing's, read once)
        const w = Number(r.be.getAttribute('x')) - Number(r.al.getAttribute('x'));
        if (!abFamily) abFamily = getComputedStyle(r.al).fontFamily || 'sans-serif';
        const size = Number(r.al.getAttribute('font-size')) || parseFloat(getComputedStyle(r.al).fontSize) || 9;
        r.abCell = { width: Number.isFinite(w) && w > 8 ? w - 3 : 0, size, family: abFamily };
      }
      if (r.val) r.val.classList.add('val');
      if (fold) {
        const texts = a.querySelectorAll(':scope > text');
        r.count = texts.length ? texts[0] : null;
        r.lcount = null;
      }
      const e = byId('e' + i);
      if (e) {
        r.edge = e;
        r.ecls0 = baseClass(e);
        const rule = byId('a_e' + i + '-cut');
        if (rule) rule.classList.add('rule');
        r.hasRule = !!rule && tr.cutStepOf[i] >= 0;
        r.ruleText = rule ? rule.querySelector('text') : null;
        r.rule = ''; // the rule's text, written once its cutoff happens (none: never)
        r.lrule = null;
        const move = byId('a_e' + i + '-move');
        if (move) {
          move.classList.add('move');
          r.moveText = move.querySelector('text');
        }
      }
      r.leafLabel = tr.explicit && tr.kidStart[i + 1] === tr.kidStart[i] && isNumber(tr.label(i)) ? tr.label(i) : null;
      r.lcls = r.lecls = r.lval = r.lal = r.lbe = null;
      this.els.set(i, r);
      this.folded[i] = fold ? 1 : 0;
      this.list.push(r);
    }
    // every other node is drawn as its nearest drawn ancestor (a parent's id is
    // smaller than its children's)
    const rep = this.rep, parent = tr.parent;
    for (let i = 0; i < N; i++) if (rep[i] !== i) rep[i] = parent[i] >= 0 ? rep[parent[i]] : -1;
    const texts = [];
    for (const r of this.list) {
      if (r.val) texts.push(r.val);
      if (r.count) texts.push(r.count);
      if (r.moveText && this.game === 'stones') texts.push(r.moveText);
      if (r.ruleText && r.hasRule) texts.push(r.ruleText);
    }
    centre(texts);
    this.k = -2;
    this.curEl = -1;
    this.relabel();
  }

  // fitViewBox crops the picture to the tree (the legend and caption are the page's).
  fitViewBox(root) {
    if (!root) return;
    try {
      const bb = root.getBBox();
      const m = root.transform.baseVal.consolidate();
      const dx = m ? m.matrix.e : 0, dy = m ? m.matrix.f : 0;
      const pad = 8;
      const x = bb.x + dx - pad, y = bb.y + dy - pad, w = bb.width + 2 * pad, h = bb.height + 2 * pad;
      if (w > 0 && h > 0) this.svg.setAttribute('viewBox', `${x.toFixed(1)} ${y.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`);
    } catch { /* keep Graphviz's viewBox */ }
    const vb = this.svg.viewBox.baseVal;
    this.width = vb.width;
    this.height = vb.height;
  }

  // relabel writes the texts that depend on the language (folded subtrees' counts).
  relabel() {
    for (const r of this.list) {
      // a stones move says what it does, in the page's language
      if (r.moveText && this.game === 'stones') r.moveText.textContent = moveName('stones', this.tr.move(r.i));
      // the cutoff rule with the page's numbers (−2, 10.009.500)
      if (r.hasRule) r.rule = cutoffRule(this.tr, this.tr.cutStepOf[r.i]);
      r.lval = r.lal = r.lbe = r.lcount = r.lrule = null;
    }
    if (this.k >= -1) this.show(this.k, { all: true, touched: [] });
  }

  // zoomTo draws the picture at zoom z (1: its natural size).
  zoomTo(z) {
    this.svg.style.width = Math.round(this.width * (4 / 3) * z) + 'px';
    this.svg.style.height = Math.round(this.height * (4 / 3) * z) + 'px';
  }

  // centreRoot scrolls box, when the drawing is wider than it, to the root in the
  // middle (a wide tree opens on its root, not on its left edge).
  centreRoot(box) {
    const root = this.elementOf(0);
    if (!root || this.svg.clientWidth <= box.clientWidth) return;
    const r = root.getBoundingClientRect(), b = box.getBoundingClientRect();
    box.scrollLeft += r.left + r.width / 2 - (b.left + b.width / 2);
  }

  // setHide hides the unreached part of the drawing (true) or draws it faint.
  setHide(on) {
    this.svg.classList.toggle('hide-unreached', on);
  }

  // show restyles the drawing for step k; res is what Trace.seek returned.
  show(k, res) {
    const tr = this.tr;
    const dirty = this.dirty || (this.dirty = new Set());
    dirty.clear();
    if (res.all || this.k < -1) {
      const open = tr.open, reached = tr.reached, rep = this.rep, folded = this.folded, openIn = this.openIn, reachedIn = this.reachedIn;
      openIn.fill(0);
      reachedIn.fill(0);
      this.lastOpen.set(open);
      this.lastReached.set(reached);
      for (let i = 0; i < tr.N; i++) {
        if (!open[i] && !reached[i]) continue;
        const f = rep[i];
        if (f < 0 || !folded[f]) continue;
        if (open[i]) openIn[f]++;
        if (reached[i]) reachedIn[f]++;
      }
      for (const r of this.list) dirty.add(r.i);
    } else {
      for (const n of res.touched) {
        const f = this.rep[n];
        if (f < 0) continue;
        if (this.folded[f]) {
          if (this.lastOpen[n] !== tr.open[n]) this.openIn[f] += tr.open[n] ? 1 : -1;
          if (this.lastReached[n] !== tr.reached[n]) this.reachedIn[f] += tr.reached[n] ? 1 : -1;
        }
        this.lastOpen[n] = tr.open[n];
        this.lastReached[n] = tr.reached[n];
        dirty.add(f);
      }
    }
    const cur = tr.current(k);
    const curEl = cur >= 0 ? this.rep[cur] : -1;
    if (this.curEl >= 0) dirty.add(this.curEl);
    if (curEl >= 0) dirty.add(curEl);
    this.curEl = curEl;
    this.k = k;
    this.svg.classList.toggle('fin', k === tr.S - 1);
    for (const i of dirty) this.restyle(this.els.get(i), k);
  }

  restyle(r, k) {
    const tr = this.tr, i = r.i;
    const open = tr.open[i] || (r.fold && this.openIn[i] > 0);
    const reached = tr.reached[i];
    const state = !reached ? 'unreached' : open ? 'open' : tr.cut[i] ? 'cut' : 'done';
    const cur = i === this.curEl ? ' st-current' : '';
    const cls = r.cls0 + ' st-' + state + cur;
    if (cls !== r.lcls) { r.g.setAttribute('class', cls); r.lcls = cls; }
    if (r.ttText) {
      const tt = reached ? r.ttFull : r.ttBare;
      if (r.ttText.textContent !== tt) r.ttText.textContent = tt;
    }
    if (r.edge) {
      const on = r.hasRule && tr.cutStepOf[i] <= k ? ' rule-on' : '';
      const ecls = r.ecls0 + ' st-' + state + cur + on;
      if (ecls !== r.lecls) { r.edge.setAttribute('class', ecls); r.lecls = ecls; }
      // the rule of a cutoff yet to come is not in the page, hidden or not
      const rule = on ? r.rule : '';
      if (r.ruleText && rule !== r.lrule) { r.ruleText.textContent = rule; r.lrule = rule; }
    }
    if (r.count) {
      const c = foldCount(this.reachedIn[i]);
      if (c !== r.lcount) { r.count.textContent = c; r.lcount = c; }
    }
    if (r.val) {
      let v = '';
      if (tr.hasValue[i] && reached) v = fmtBounded(tr.value[i], tr.bound[i]);
      if (r.leafLabel !== null) v = r.leafLabel;
      if (tr.kind[i] === N_UNFINISHED && !tr.hasValue[i] && reached && !open) v = '?';
      if (r.fold && v) v = t('valueWord') + ' ' + v;
      if (!v) v = '\u00a0';
      if (v !== r.lval) { r.val.textContent = v; r.lval = v; }
    }
    if (r.al) {
      const win = this.windowed && open && tr.open[i];
      const a = win ? 'α=' + fmtValue(tr.alpha[i]) : '\u00a0';
      const b = win ? 'β=' + fmtValue(tr.beta[i]) : '\u00a0';
      if (a !== r.lal || b !== r.lbe) {
        if (a !== r.lal) { r.al.textContent = a; r.lal = a; }
        if (b !== r.lbe) { r.be.textContent = b; r.lbe = b; }
        fitTexts([r.al, r.be], [a, b], r.abCell);
      }
    }
  }

  // element of trace node i (itself or its folded summary), or null.
  elementOf(i) {
    const f = i >= 0 ? this.rep[i] : -1;
    return f >= 0 ? this.els.get(f).g : null;
  }

  // nodeAt finds the trace node of a drawn element under an event target.
  nodeAt(target) {
    const g = target && target.closest ? target.closest('g.node') : null;
    if (!g || !g.id) return null;
    const m = /^([nf])(\d+)$/.exec(g.id);
    if (!m) return null;
    return { i: Number(m[2]), folded: m[1] === 'f', g };
  }

  // describe writes the tooltip of node i at the step shown.
  describe(i, folded) {
    const tr = this.tr;
    const parts = [nodeName(tr, i), playerName(tr, i)];
    const open = tr.open[i] || (folded && this.openIn[i] > 0);
    if (tr.hasValue[i] && tr.reached[i]) parts.push(t('valueWord') + ' ' + fmtBounded(tr.value[i], tr.bound[i]));
    if (tr.open[i] && this.windowed) parts.push('α=' + fmtValue(tr.alpha[i]) + ' β=' + fmtValue(tr.beta[i]));
    if (tr.hasValue[i] && tr.reached[i]) {
      const note = scoreNote(tr, i, this.game);
      if (note) parts.push(note);
    }
    if (!tr.reached[i]) parts.push(t('tipUnreached'));
    else if (tr.cut[i]) parts.push(t('tipPruned'));
    else if (open) parts.push(t('tipOpen'));
    if (folded) {
      const c = foldCount(this.reachedIn[i]);
      if (c) parts.push(c);
      parts.push(t('tipFolded'));
    }
    else if (tr.firstStep[i] >= 0 && tr.kind[i] !== N_PRUNED) parts.push(t('tipClick'));
    return parts.join(' · ');
  }
}
