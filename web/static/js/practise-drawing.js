// The exercise's drawing as the student's answer sheet: every node and edge that
// takes an answer made a control, and each redrawn for the answers given (a value, α
// and β, an edge cut and what hangs under it, a leaf's place in the order), the node
// selected, the marks of a grade, the hint's node, or the solution when it is asked for.
import { t, fmtValue, fmtBounded } from './i18n.js';
import { N_PRUNED, B_LOWER, B_UPPER } from './model.js';
import { playerName } from './explain.js';
import { showAnswer } from './exercise.js';
import { fmtScaledValue, traceScale } from './practise-chance.js';
import { solutionCuts, solutionOrder } from './practise-answers.js';

// solutionText writes a solution's value: a chance tree's divided by its scale.
function solutionText(tr, v, b) {
  const S = traceScale(tr);
  if (S <= 1) return fmtBounded(v, b);
  const s = fmtScaledValue(v, S);
  return b === B_LOWER ? '≥' + s : b === B_UPPER ? '≤' + s : s;
}

// pathPoints reads the points of a drawn edge ("M x,y L x,y ...", as the render
// package writes it); pathOf writes them.
export const pathPoints = (d) => [...d.matchAll(/[ML]\s*(-?[\d.]+)[ ,](-?[\d.]+)/g)].map((m) => [Number(m[1]), Number(m[2])]);
export const pathOf = (pts) => pts.map((q, k) => (k ? 'L' : 'M') + q[0] + ',' + q[1]).join('');

// sharedStem: when the edges out of a node (their points, each of 3 or more) all run
// down one stem before they part, the stem (its two points) and each edge below it;
// else null.
export function sharedStem(edges) {
  if (edges.length < 2) return null;
  const [a, b] = edges[0];
  const shared = (pts) => pts[0][0] === a[0] && pts[0][1] === a[1] && pts[1][0] === b[0] && pts[1][1] === b[1];
  if (!edges.every(shared)) return null;
  return { stem: [a, b], branches: edges.map((pts) => pts.slice(1)) };
}

export class ExerciseDrawing {
  // x: the Practise (its trace tr, view, spec, answers ans, marks, sel, hintNode,
  // solution, shown(i)).
  constructor(x) {
    this.x = x;
    this.items = new Map(); // node id -> { r: the view's row, inner, leaf }
    this.solCuts = null;
    this.solOrder = null;
  }

  // prepare makes every node and edge a control: focusable in tree order (a node, then
  // the edge down to each child in turn: the DOM order is the tab order), named for
  // screen readers, with a wide invisible band along each edge to click. The drawing is
  // the exercise's question (GET /api/exercise/question): every node and edge drawn
  // alike, pruned or not, with empty α and β (question c) and order boxes (question d)
  // where the printed question has them.
  prepare() {
    const { view: v, tr, spec } = this.x;
    const q = spec.q;
    const root = v.svg.querySelector('g.graph') || v.svg;
    this.items = new Map();
    this.solCuts = this.solOrder = null;
    this.splitStems(v);
    for (const r of v.list) {
      const i = r.i;
      const leaf = tr.kidStart[i + 1] === tr.kidStart[i];
      r.g.setAttribute('class', r.cls0);
      r.exCls = r.cls0 + ' ex-node';
      // what answers what: inner nodes take values; edges are cut (alpha-beta's
      // questions); leaves are put in order (question d). Only those are controls.
      const answers = q === 'order' ? leaf : !leaf;
      r.g.setAttribute('tabindex', answers ? '0' : '-1');
      if (answers) r.g.setAttribute('role', 'button');
      r.g.dataset.node = String(i);
      if (r.edge && (q === 'prune' || q === 'window' || q === 'star1')) {
        r.exEcls = r.ecls0 + ' ex-edge';
        r.edge.setAttribute('tabindex', '0');
        r.edge.setAttribute('role', 'button');
        r.edge.dataset.edge = String(i);
        const path = r.edge.querySelector('path');
        if (path) {
          const hit = path.cloneNode(false);
          hit.setAttribute('class', 'ex-hitband');
          for (const a of ['stroke', 'stroke-dasharray', 'stroke-width', 'fill']) hit.removeAttribute(a);
          r.edge.appendChild(hit);
          // the band stops short of the two nodes (a tap near a node is the node's)
          const len = path.getTotalLength();
          if (len > 24) hit.style.strokeDasharray = `0 8 ${(len - 16).toFixed(1)} ${len.toFixed(1)}`;
        }
      }
      // the order of a leaf (question d): in the box on the edge into it
      const box = q === 'order' && leaf ? v.ids.get('a_e' + i + '-order') : null;
      if (box && box.querySelector('text')) {
        r.badge = box.querySelector('text');
        r.badge.classList.add('ex-badge');
      }
      // (the order question asks nothing of an inner node: the server draws no empty
      // box on it, render's blankValue)
      this.items.set(i, { r, inner: !leaf, leaf });
    }
    // α and β are written wider than the drawing had them ("α=−∞" for "α=")
    if (q === 'window') this.roomForWindowCells(v);
    // the tab order: each node, then the edges to its children, in search order
    for (const r of [...v.list].sort((a, b) => a.i - b.i)) {
      if (r.edge) root.appendChild(r.edge);
      root.appendChild(r.g);
    }
  }

  // splitStems: the edges out of a node may run down a stem they share before they
  // part (the render package's stems, under a MIN node whose edges would otherwise
  // cross its sides). An edge is then the branch below the stem: marked cut, wrong or
  // under the pointer alone; the stem is drawn once, with its node.
  splitStems(v) {
    const byParent = new Map();
    for (const r of v.list) {
      const path = r.edge && r.edge.querySelector('path');
      const par = this.x.tr.parent[r.i];
      if (!path || par < 0 || !v.els.has(par)) continue;
      const pts = pathPoints(path.getAttribute('d') || '');
      if (pts.length < 3) continue;
      if (!byParent.has(par)) byParent.set(par, []);
      byParent.get(par).push({ path, pts });
    }
    for (const [par, kids] of byParent) {
      const split = sharedStem(kids.map((k) => k.pts));
      if (!split) continue;
      kids.forEach((k, j) => k.path.setAttribute('d', pathOf(split.branches[j])));
      const stem = kids[0].path.cloneNode(false);
      stem.setAttribute('d', pathOf(split.stem));
      stem.setAttribute('class', 'ex-stem');
      v.els.get(par).g.appendChild(stem);
    }
  }

  // roomForWindowCells widens the picture to the right so that the rightmost node's
  // α and β stay whole when they are widest (the tree was cropped before they were
  // written: "α=?" of the last node was cut off).
  roomForWindowCells(v) {
    const vb = v.svg.viewBox.baseVal;
    if (!vb || vb.width <= 0) return;
    const cells = v.list.flatMap((r) => (r.al && r.be ? [r.al, r.be] : []));
    const old = cells.map((el) => el.textContent);
    for (const el of cells) el.textContent = 'α=−∞';
    let right = vb.x + vb.width;
    try {
      const bb = v.svg.getBBox();
      right = Math.max(right, bb.x + bb.width + 4);
    } catch { /* not drawn: keep the width */ }
    cells.forEach((el, k) => { el.textContent = old[k]; });
    if (right > vb.x + vb.width) {
      v.svg.setAttribute('viewBox', `${vb.x} ${vb.y} ${(right - vb.x).toFixed(1)} ${vb.height}`);
      v.width = vb.width;
    }
  }

  // cuts are the edges drawn cut: the student's, or the solution's.
  cuts() {
    if (!this.x.solution) return this.x.ans.cuts;
    return this.solCuts || (this.solCuts = solutionCuts(this.x.tr));
  }

  // order is the leaves drawn in order: the student's, or the solution's.
  order() {
    if (!this.x.solution) return this.x.ans.order;
    return this.solOrder || (this.solOrder = solutionOrder(this.x.tr));
  }

  // below says whether node i is under an edge drawn cut.
  below(i) {
    const cuts = this.cuts();
    for (let n = i; n > 0; n = this.x.tr.parent[n]) if (cuts.has(n)) return true;
    return false;
  }

  restyleAll() {
    if (!this.x.view) return;
    for (const r of this.x.view.list) this.restyle(r);
  }

  // restyleNode redraws the drawn element of node i (itself or its folded summary).
  restyleNode(i) {
    const v = this.x.view;
    const r = i !== undefined && v.els.get(v.rep[i]);
    if (r) this.restyle(r);
  }

  // restyleSubtree redraws node i and every node under it (a cut greys them out).
  restyleSubtree(i) {
    const { tr, view } = this.x;
    const end = i + tr.size[i]; // a subtree's ids are consecutive (preorder)
    for (let n = i; n < end && n < tr.N; n++) {
      if (view.rep[n] === n) this.restyle(view.els.get(n));
    }
  }

  restyle(r) {
    const x = this.x, tr = x.tr, i = r.i, it = this.items.get(i);
    const q = x.spec.q, sol = x.solution, ans = x.ans;
    const marks = x.marks;
    let cls = r.exCls;
    if (it.inner && q !== 'order') cls += ' ex-answerable';
    if (it.leaf && q === 'order') cls += ' ex-answerable';
    if (x.sel === i) cls += ' ex-sel';
    if (marks && marks.nodes.has(i)) cls += ' ex-wrong';
    if (x.hintNode === i) cls += ' ex-hint';
    if (this.below(i)) cls += ' ex-under';
    r.g.setAttribute('class', cls);
    // the value
    let v = '';
    if (it.leaf && r.leafLabel !== null) v = r.leafLabel;
    // a pruned leaf has a value only as an exercise's finished game: the question gives it
    else if (it.leaf && tr.hasValue && tr.nodeValue(i) !== null) v = fmtValue(tr.nodeValue(i));
    else if (sol) v = tr.nodeValue(i) !== null && tr.kind[i] !== N_PRUNED ? solutionText(tr, tr.nodeValue(i), tr.nodeBound(i)) : '';
    else if (ans.value.has(i)) v = showAnswer(ans.value.get(i));
    else if (q !== 'order') v = '?';
    if (r.val) {
      r.val.textContent = v || '\u00a0';
      r.val.classList.toggle('ex-blank', v === '?');
    }
    if (r.al) {
      const win = q === 'window' && it.inner;
      let a = win ? 'α=' + (ans.alpha.has(i) ? showAnswer(ans.alpha.get(i)) : '?') : '\u00a0';
      let b = win ? 'β=' + (ans.beta.has(i) ? showAnswer(ans.beta.get(i)) : '?') : '\u00a0';
      if (win && sol) {
        // the window of the node's last step (its return): the finished model's α, β
        const visited = tr.kind[i] !== N_PRUNED;
        a = visited ? 'α=' + fmtValue(tr.final.alpha[i]) : '\u00a0';
        b = visited ? 'β=' + fmtValue(tr.final.beta[i]) : '\u00a0';
      }
      r.al.textContent = a;
      r.be.textContent = b;
    }
    if (r.badge) {
      const k = this.order().indexOf(i);
      r.badge.textContent = k >= 0 ? String(k + 1) : '';
    }
    // the edge into the node
    if (r.edge && r.exEcls) {
      const cut = this.cuts().has(i);
      let ecls = r.exEcls;
      if (cut) ecls += ' ex-cut';
      if (this.below(tr.parent[i])) ecls += ' ex-under';
      const em = marks && marks.edges.get(i);
      if (em) ecls += ' ex-wrong ex-' + em;
      r.edge.setAttribute('class', ecls);
      r.edge.setAttribute('aria-pressed', String(cut));
      r.edge.setAttribute('aria-label', t('exEdgeLabel', { e: x.shown(tr.parent[i]) + ' → ' + x.shown(i) }) + (cut ? ', ' + t('exCutWord') : ''));
    }
    // what a screen reader says of the node
    // first the words it shows, in their order (a name holds its visible text: WCAG's
    // label in name), the unanswered's "?" left out
    const drawn = [...r.g.querySelectorAll('text')].map((e) => e.textContent.trim()).filter((s) => s && s !== '?').join(' ');
    const parts = [drawn.startsWith(x.shown(i)) ? drawn : x.shown(i), playerName(tr, i)];
    if (it.leaf && v) parts.push(t('valueWord') + ' ' + v);
    if (it.inner && q !== 'order') parts.push(ans.value.has(i) ? t('exYours', { v: showAnswer(ans.value.get(i)) }) : t('exNoAnswer'));
    if (q === 'order' && it.leaf && ans.order.includes(i)) parts.push(t('exOrderN', { n: ans.order.indexOf(i) + 1 }));
    if (marks && marks.nodes.has(i)) parts.push(t('exMarkedWrong'));
    r.g.setAttribute('aria-label', parts.join(', '));
  }
}
