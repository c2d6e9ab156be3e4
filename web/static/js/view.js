// TreeView shows the drawing of a finished search (render's SVG at step -1) and
// restyles it in place for any step: classes and texts on the elements the render
// package names (n12, f123, e12, a_n12-v, a_n12-alpha, a_n12-beta, a_e12-cut). No new
// layout is ever made, so nodes never move; only the elements whose state changed are
// touched. The page holds only what the step has reached: every class, paint and text
// the finished search wrote goes when the drawing is read, each comes back from the
// step's own state (view-step.js), and an element the step has not reached is out of
// the page (a Slot), unless a typed tree's unreached part is drawn faint.
import { t, fmtScaled, fmtBoundedScaled, fmtCount, moveName } from './i18n.js';
import { chanceTip } from './explain-chance.js';
import { SaidError } from './api.js';
import { N_PRUNED, N_TT } from './model.js';
import { nodeName, playerName, scoreNote, cutoffRule } from './explain.js';
import { idsOf, sanitize, fitTexts, centre, Slot, unpaint } from './view-svg.js';
import { IterationMarks, RolloutOverlay, ROLLOUT_ROOM, mctsVisitsText, mctsNodeText } from './view-mcts.js';
import {
  shapeClass, ghostable, stopStepOf, seenOf, nodeClasses, edgeClasses, ttKnown, valueText, windowTexts, drawnReached,
} from './view-step.js';

const XLINK = 'http://www.w3.org/1999/xlink';
const isNumber = (s) => /^[+-]?\d+$/.test(s);
// wordMoves says whether a game's moves are drawn as words (moveName): stones' takes,
// the coin game's takes and sides.
const wordMoves = (game) => game === 'stones' || game === 'coin';

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
  // algorithm has α and β (alpha-beta); opts.hide: the unreached part is out of the
  // page (else drawn faint: a typed tree's only, see ghostable); opts.game names moves
  // (stones: "take 2").
  constructor(host, svgText, tr, opts = {}) {
    this.host = host;
    this.tr = tr;
    this.windowed = !!opts.windowed;
    this.game = opts.game || '';
    // a typed tree is the problem's statement: its shape may be drawn ahead of the
    // search, and its nodes' places (inner, leaf) are known from the start
    this.typed = ghostable(tr);
    this.hide = !this.typed || opts.hide !== false;
    this.stopStep = stopStepOf(tr);
    const doc = new DOMParser().parseFromString(svgText, 'image/svg+xml');
    if (doc.getElementsByTagName('parsererror').length || doc.documentElement.nodeName !== 'svg') {
      throw new SaidError(t('errDrawing'));
    }
    sanitize(doc.documentElement);
    const svg = document.importNode(doc.documentElement, true);
    svg.removeAttribute('width');
    svg.removeAttribute('height');
    svg.setAttribute('role', opts.role || 'img');
    svg.setAttribute('aria-labelledby', opts.labelledBy || 'tree-desc');
    svg.classList.add('gt');
    if (tr.explicit) svg.classList.add('explicit');
    svg.classList.toggle('hide-unreached', this.hide);
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
    this.fitViewBox(root, tr.mcts ? ROLLOUT_ROOM : 0);

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
      // the drawing's classes that tell nothing of the search (cls0, as an exercise's
      // answer sheet uses them), and those the steps add to (a game node's place is
      // the step's)
      const cls = g.getAttribute('class');
      const r = { i, g, fold, cls0: shapeClass(cls, true), base: shapeClass(cls, this.typed), slot: new Slot(g) };
      const a = g.querySelector('a') || g;
      // the node's outline: the shapes Graphviz draws before the label
      r.shapes = [];
      for (const ch of a.children) {
        if (ch.tagName === 'polygon' || ch.tagName === 'path' || ch.tagName === 'ellipse' || ch.tagName === 'circle') { // circle: a chance node
          ch.classList.add('shape');
          r.shapes.push(ch);
        } else break;
      }
      unpaint(r.shapes);
      // a table hit's second outline is news of the step that hits the table
      r.extra = tr.kind[i] === N_TT ? r.shapes.slice(1).map((el) => new Slot(el)) : [];
      // a table hit's mark ("TT") is news of the step that hits the table: written then
      for (const tx of a.querySelectorAll(':scope > text')) {
        if (/\sTT$/.test(tx.textContent)) {
          r.ttText = tx;
          r.ttFull = tx.textContent;
          r.ttBare = tx.textContent.replace(/\s*TT$/, '');
        }
      }
      r.val = textIn('a_' + (fold ? 'f' : 'n') + i + '-v');
      r.visits = tr.mcts && !fold ? textIn('a_n' + i + '-n') : null; // mcts: "N=9"
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
      if (r.val) {
        r.val.classList.add('val');
        r.val.removeAttribute('font-weight'); // the principal variation's bold
      }
      if (fold) {
        const texts = a.querySelectorAll(':scope > text');
        r.count = texts.length ? texts[0] : null;
        r.lcount = null;
      }
      const e = byId('e' + i);
      if (e) {
        r.edge = e;
        r.ecls0 = shapeClass(e.getAttribute('class'), false);
        r.eslot = new Slot(e);
        unpaint(e.querySelectorAll(':scope > path, :scope > polygon'));
        const rule = byId('a_e' + i + '-cut');
        if (rule) rule.classList.add('rule');
        r.hasRule = !!rule && tr.cutStepOf[i] >= 0;
        // the rule's cell is in the page from its cutoff on (its id says where one is)
        r.ruleSlot = rule ? new Slot(rule) : null;
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
      // the drawing's own tooltip of the node ("n12"): the page writes the step's
      const tip = g.querySelector(':scope > title');
      if (tip) tip.remove();
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
      if (r.moveText && wordMoves(this.game)) texts.push(r.moveText);
      if (r.ruleText && r.hasRule) texts.push(r.ruleText);
    }
    centre(texts);
    // every text the finished search wrote is gone before the page is shown: each
    // comes back as its step writes it (an exercise writes its own)
    for (const r of this.list) {
      if (r.val) r.val.textContent = r.leafLabel !== null ? r.leafLabel : '\u00a0';
      if (r.ttText) r.ttText.textContent = r.ttBare;
      for (const el of [r.al, r.be, r.count, r.ruleText, r.visits]) if (el) el.textContent = '\u00a0';
    }
    // mcts: the iteration's marks and the rollout drawn over the tree (view-mcts.js)
    this.marks = tr.mcts ? new IterationMarks(tr) : null;
    this.rollout = tr.mcts ? new RolloutOverlay(svg, tr) : null;
    this.k = -2;
    this.curEl = -1;
    this.relabel();
  }

  // fitViewBox crops the picture to the tree (the legend and caption are the page's).
  fitViewBox(root, below = 0) {
    if (!root) return;
    try {
      const bb = root.getBBox();
      const m = root.transform.baseVal.consolidate();
      const dx = m ? m.matrix.e : 0, dy = m ? m.matrix.f : 0;
      const pad = 8;
      // below: room under the lowest level (mcts's rollout, drawn there)
      const x = bb.x + dx - pad, y = bb.y + dy - pad, w = bb.width + 2 * pad, h = bb.height + 2 * pad + below;
      if (w > 0 && h > 0) this.svg.setAttribute('viewBox', `${x.toFixed(1)} ${y.toFixed(1)} ${w.toFixed(1)} ${h.toFixed(1)}`);
    } catch { /* keep Graphviz's viewBox */ }
    const vb = this.svg.viewBox.baseVal;
    this.width = vb.width;
    this.height = vb.height;
  }

  // relabel writes the texts that depend on the language (folded subtrees' counts).
  relabel() {
    for (const r of this.list) {
      // a stones move says what it does, in the page's language (a coin's side too)
      if (r.moveText && wordMoves(this.game)) r.moveText.textContent = moveName(this.game, this.tr.move(r.i));
      // the cutoff rule with the page's numbers (−2, 10.009.500)
      if (r.hasRule) r.rule = cutoffRule(this.tr, this.tr.cutStepOf[r.i]);
      r.lval = r.lal = r.lbe = r.lcount = r.lrule = r.lvis = null;
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

  // setHide takes the unreached part of the drawing out of the page (true) or draws
  // it faint (a typed tree's only).
  setHide(on) {
    this.hide = on || !this.typed;
    this.svg.classList.toggle('hide-unreached', this.hide);
    if (this.k >= -1) this.show(this.k, { all: true, touched: [] });
  }

  // show restyles the drawing for step k; res is what Trace.seek returned.
  show(k, res) {
    const tr = this.tr;
    const dirty = this.dirty || (this.dirty = new Set());
    dirty.clear();
    const fin = k === tr.S - 1;
    const stopped = this.stopStep >= 0 && k >= this.stopStep;
    // the principal variation is known at the end only; a stopped search's nodes are
    // "stopped" from its stop on: every element is looked at again then
    const all = res.all || this.k < -1 || fin !== this.fin || stopped !== this.stopped;
    this.fin = fin;
    this.stopped = stopped;
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
    } else {
      const parent = tr.parent, kids = tr.kids, kidStart = tr.kidStart;
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
        // a game node is inner from its first child on
        const par = parent[n];
        if (par >= 0 && kids[kidStart[par]] === n && this.rep[par] >= 0) dirty.add(this.rep[par]);
      }
    }
    if (all) for (const r of this.list) dirty.add(r.i);
    const cur = tr.current(k);
    const curEl = cur >= 0 ? this.rep[cur] : -1;
    if (this.curEl >= 0) dirty.add(this.curEl);
    if (curEl >= 0) dirty.add(curEl);
    this.curEl = curEl;
    this.k = k;
    this.at = { k, fin, current: curEl, stopStep: this.stopStep };
    this.svg.classList.toggle('fin', fin);
    // many elements in or out of the page at once (a jump): moved while the drawing is
    // out of the page itself, which the browser then takes in once
    const root = dirty.size > 64 ? this.svg.querySelector('g.graph') : null;
    const next = root ? root.nextSibling : null;
    if (this.marks) {
      for (const i of this.marks.move(k)) {
        const f = i >= 0 ? this.rep[i] : -1;
        if (f >= 0) dirty.add(f);
      }
    }
    if (root) root.remove();
    for (const i of dirty) this.restyle(this.els.get(i), k);
    if (root) this.svg.insertBefore(root, next);
    if (this.rollout) this.rollout.show(k, this.elementOf(tr.sNode[k]));
  }

  // restyle writes drawn element r for step k, from the step's state only, and puts it
  // in the page or takes it out.
  restyle(r, k) {
    const tr = this.tr, i = r.i;
    const v = seenOf(tr, i, r.fold, tr.open[i] || (r.fold && this.openIn[i] > 0), this.at);
    const on = !this.hide || drawnReached(tr, i, r.fold, this.reachedIn[i]);
    if (!on) {
      // out of the page: what it says is written when it comes back
      this.detach(r);
      return;
    }
    const marks = this.marks ? this.marks.classes(i) : '';
    const cls = r.base + ' ' + nodeClasses(tr, v, this.typed) + marks;
    if (cls !== r.lcls) { r.g.setAttribute('class', cls); r.lcls = cls; }
    const tt = ttKnown(tr, v);
    if (r.ttText) {
      const s = tt ? r.ttFull : r.ttBare;
      if (r.ttText.textContent !== s) r.ttText.textContent = s;
    }
    for (const x of r.extra) x.set(tt);
    if (r.edge) {
      const ruleOn = r.hasRule && tr.cutStepOf[i] <= k;
      const ecls = r.ecls0 + ' ' + edgeClasses(tr, v) + (ruleOn ? ' rule-on' : '') + (marks.includes('path') ? ' path' : '');
      if (ecls !== r.lecls) { r.edge.setAttribute('class', ecls); r.lecls = ecls; }
      // the rule of a cutoff yet to come is not in the page, hidden or not
      const rule = ruleOn ? r.rule : '';
      if (r.ruleText && rule !== r.lrule) { r.ruleText.textContent = rule || '\u00a0'; r.lrule = rule; }
      if (r.ruleSlot) r.ruleSlot.set(ruleOn);
    }
    if (r.count) {
      const c = foldCount(this.reachedIn[i]) || '\u00a0';
      if (c !== r.lcount) { r.count.textContent = c; r.lcount = c; }
    }
    if (r.val) {
      const s = valueText(tr, v, r.leafLabel) || '\u00a0';
      if (s !== r.lval) { r.val.textContent = s; r.lval = s; }
    }
    if (r.visits) {
      const s = mctsVisitsText(tr, v) || '\u00a0';
      if (s !== r.lvis) { r.visits.textContent = s; r.lvis = s; }
    }
    if (r.al) {
      const [wa, wb] = windowTexts(tr, v, this.windowed);
      const a = wa || '\u00a0', b = wb || '\u00a0';
      if (a !== r.lal || b !== r.lbe) {
        if (a !== r.lal) { r.al.textContent = a; r.lal = a; }
        if (b !== r.lbe) { r.be.textContent = b; r.lbe = b; }
        fitTexts([r.al, r.be], [a, b], r.abCell);
      }
    }
    r.slot.set(true);
    if (r.eslot) r.eslot.set(true);
  }

  // detach takes drawn element r, and the edge into it, out of the page, with the
  // tooltip the page wrote on it.
  detach(r) {
    if (!r.slot.on) return;
    const tip = r.g.querySelector(':scope > title');
    if (tip) tip.remove();
    r.slot.set(false);
    if (r.eslot) r.eslot.set(false);
  }

  // inPage says whether the drawn element of trace node i is in the page at the step
  // shown.
  inPage(i) {
    const f = i >= 0 ? this.rep[i] : -1;
    return f >= 0 && this.els.get(f).slot.on;
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
    const chance = chanceTip(tr, i); // a chance node's mean so far, an outcome's probability
    if (tr.mcts && tr.reached[i]) parts.push(mctsNodeText(tr, i)); // N and W/N
    else if (chance.length) parts.push(...chance);
    else if (tr.hasValue[i] && tr.reached[i]) parts.push(t('valueWord') + ' ' + fmtBoundedScaled(tr.value[i], tr.bound[i], tr.scale));
    if (tr.open[i] && this.windowed) parts.push('α=' + fmtScaled(tr.alpha[i], tr.scale) + ' β=' + fmtScaled(tr.beta[i], tr.scale));
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
    // a node reached: a click goes back to the step that reached it (of a node not
    // reached, the tooltip would tell whether the search will visit it)
    else if (tr.reached[i] && tr.firstStep[i] >= 0 && tr.kind[i] !== N_PRUNED) parts.push(t('tipClick'));
    return parts.join(' · ');
  }
}
