// What the drawing says of Monte Carlo tree search at the step shown, as render's
// picture of that step says it (view.js and view-step.js call these hooks): a node's
// mean W/N (MAX's view) in its value cell and its visits "N=12" in its own cell
// (a_n<i>-n); the edge into it as wide as its share of its parent's visits (v0..v5);
// the iteration's path and the nodes a backpropagation has updated (classes path and
// updated); at a simulation, the rollout drawn below its node as a dashed chain of
// dots, one a move (at most 8), ending in its result.
import { num } from './explain-mcts.js';
import { S_ROLLOUT } from './model-mcts.js';
import { moveName } from './i18n.js';
import { resultText } from './explain-mcts.js';

// mctsValueText is node v's mean W/N ("0.62", '' before its first visit).
export function mctsValueText(tr, v) {
  const m = tr.mcts;
  if (!v.reached || !m.visits[v.i]) return '';
  return num(m.mean(v.i));
}

// mctsVisitsText is node v's "N=9" ('' unreached).
export const mctsVisitsText = (tr, v) => (v.reached ? 'N=' + tr.mcts.visits[v.i] : '');

// mctsNodeText is what the stack's value column says of node i: "N=9 · 0.62".
export function mctsNodeText(tr, i) {
  const v = { i, reached: tr.reached[i] };
  const mean = mctsValueText(tr, v);
  return mean ? mctsVisitsText(tr, v) + ' · ' + mean : mctsVisitsText(tr, v);
}

// mctsEdgeClass is the class of the edge into node v by its visits.
export const mctsEdgeClass = (tr, v) => (v.reached ? tr.mcts.visitClass(v.i) : 'v0');

// IterationMarks keeps the classes path and updated of the step shown: marked(i) tells
// a node's, dirty(k) the nodes whose marks change from the step shown before.
export class IterationMarks {
  constructor(tr) {
    this.tr = tr;
    this.mark = new Uint8Array(tr.N); // 1 path, 2 updated
    this.list = [];
  }

  // move marks step k's nodes and returns every node whose marks changed.
  move(k) {
    const changed = new Set(this.list);
    for (const i of this.list) this.mark[i] = 0;
    const { path, updated } = this.tr.mcts.marks(k);
    this.list = [...path, ...updated];
    for (const i of path) this.mark[i] |= 1;
    for (const i of updated) this.mark[i] |= 2;
    for (const i of this.list) changed.add(i);
    return changed;
  }

  // classes of node i ('' none).
  classes(i) {
    const m = this.mark[i];
    return (m & 1 ? ' path' : '') + (m & 2 ? ' updated' : '');
  }
}

const SVG = 'http://www.w3.org/2000/svg';
const DOTS = 8, GAP = 6, R = 2;

// ROLLOUT_ROOM is the room (points) the drawing keeps below its lowest level for a
// rollout, as render's picture keeps it.
export const ROLLOUT_ROOM = GAP * (DOTS + 1) + 16 + 4;

// RolloutOverlay draws a simulation's rollout below its node, over the drawing.
export class RolloutOverlay {
  constructor(svg, tr) {
    this.tr = tr;
    this.root = svg.querySelector('g.graph') || svg;
    this.g = null;
    this.k = -1;
  }

  // show draws step k's rollout (nothing at another step); el is the node's element.
  show(k, el) {
    const tr = this.tr;
    if (k === this.k && (this.g !== null) === (tr.sKind[k] === S_ROLLOUT)) return;
    this.k = k;
    if (this.g) { this.g.remove(); this.g = null; }
    if (k < 0 || k >= tr.S || tr.sKind[k] !== S_ROLLOUT || !el) return;
    const moves = (tr.mcts.rollout(k) || []).map((m) => moveName(tr.doc.game, m));
    let bb;
    try { bb = el.getBBox(); } catch { return; }
    const x = bb.x + bb.width / 2;
    let y = bb.y + bb.height + 4;
    const g = document.createElementNS(SVG, 'g');
    g.setAttribute('class', 'rollout');
    const title = document.createElementNS(SVG, 'title');
    const r = tr.sValue[k] / tr.mcts.scale;
    title.textContent = (moves.join(' ') + ' → ' + resultText(tr, r)).trim();
    g.appendChild(title);
    const n = Math.min(DOTS, moves.length);
    const line = document.createElementNS(SVG, 'line');
    line.setAttribute('x1', x); line.setAttribute('x2', x);
    line.setAttribute('y1', y); line.setAttribute('y2', y + GAP * (n + 1));
    line.setAttribute('class', 'rollout-line');
    g.appendChild(line);
    for (let j = 1; j <= n; j++) {
      const c = document.createElementNS(SVG, 'circle');
      c.setAttribute('cx', x); c.setAttribute('cy', y + GAP * j); c.setAttribute('r', R);
      c.setAttribute('class', 'rollout-dot');
      g.appendChild(c);
    }
    y += GAP * (n + 1) + 9;
    const t = document.createElementNS(SVG, 'text');
    t.setAttribute('x', x); t.setAttribute('y', y);
    t.setAttribute('text-anchor', 'middle');
    t.setAttribute('class', 'rollout-result');
    t.textContent = (r > 0 ? '+' : r < 0 ? '\u2212' : '') + num(Math.abs(r)).replace(/\.00$/, '');
    g.appendChild(t);
    this.root.appendChild(g);
    this.g = g;
  }
}
