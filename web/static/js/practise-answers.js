// What a student answers to an exercise (a value, α and β per inner node, the edges
// cut, the order of the leaves), written as POST /api/grade's "answers"; the solution
// the drawing shows when asked; and the marks a grade puts on the drawing. Nothing here
// touches the page.
import { N_PRUNED, S_EVAL } from './model.js';

// The fields of an inner node's answer.
export const FIELDS = ['value', 'alpha', 'beta'];

export class Answers {
  constructor() {
    this.value = new Map(); // node id -> an answer (a number, 'inf' or '-inf')
    this.alpha = new Map();
    this.beta = new Map();
    this.cuts = new Set(); // the nodes whose edge in is cut
    this.order = []; // the leaves, in the order given
  }

  // of is the answers of a field ('value', 'alpha', 'beta') by node id.
  of(field) {
    if (!FIELDS.includes(field)) throw new Error('no answer field ' + field);
    return this[field];
  }

  // set answers a field of node i; v undefined takes the answer back.
  set(field, i, v) {
    if (v === undefined) this.of(field).delete(i);
    else this.of(field).set(i, v);
  }

  // clearNode takes back every field of node i.
  clearNode(i) {
    for (const f of FIELDS) this[f].delete(i);
  }

  toggleCut(i) {
    if (this.cuts.has(i)) this.cuts.delete(i);
    else this.cuts.add(i);
  }

  toggleOrder(i) {
    const k = this.order.indexOf(i);
    if (k >= 0) this.order.splice(k, 1);
    else this.order.push(i);
  }

  // request is the answers to question q (values, prune, window, order) as the grader
  // reads them: by node name (names[i]; an edge as "parent>child", parent: the trace's
  // parent ids), and only what was asked (asked: sets of names by field; an empty set
  // asks every node).
  request(q, names, parent, asked) {
    const out = {};
    const byName = (m, ask) => {
      const o = {};
      for (const [i, v] of m) {
        const n = names[i];
        if (ask.size === 0 || ask.has(n)) o[n] = v;
      }
      return o;
    };
    if (q !== 'order') out.values = byName(this.value, asked.values);
    if (q === 'window') {
      out.alpha = byName(this.alpha, asked.alpha);
      out.beta = byName(this.beta, asked.beta);
    }
    if (q === 'prune' || q === 'window' || q === 'star1') out.pruned = [...this.cuts].sort((a, b) => a - b).map((i) => names[parent[i]] + '>' + names[i]);
    if (q === 'order') out.order = this.order.map((i) => names[i]);
    return out;
  }
}

// INF is the server's infinity in answers it sends back (trace.Inf, 2^62).
const INF = 2 ** 62;

// answersFrom reads answers in the grader's form (request's: by node name, an edge as
// "parent>child", ±∞ as 'inf' or as the server's ±2^62) back by node id (ids: name ->
// node id). Names the tree lacks are left out.
export function answersFrom(r, ids) {
  const a = new Answers();
  // a decimal or a fraction (a chance tree's value) stays the text typed
  const num = (v) => (v === 'inf' || v >= INF ? 'inf' : v === '-inf' || v <= -INF ? '-inf' : typeof v === 'string' && /[.,/]/.test(v) ? v : Number(v));
  for (const f of FIELDS) {
    const o = (r || {})[f === 'value' ? 'values' : f] || {};
    for (const [name, v] of Object.entries(o)) if (ids.has(name)) a.set(f, ids.get(name), num(v));
  }
  for (const e of (r || {}).pruned || []) {
    const child = String(e).split('>')[1];
    if (ids.has(child)) a.cuts.add(ids.get(child));
  }
  for (const name of (r || {}).order || []) if (ids.has(name)) a.order.push(ids.get(name));
  return a;
}

// solutionCuts are the edges alpha-beta cuts: into the first node of each pruned subtree.
export function solutionCuts(tr) {
  const s = new Set();
  for (let i = 1; i < tr.N; i++) if (tr.kind[i] === N_PRUNED && tr.kind[tr.parent[i]] !== N_PRUNED) s.add(i);
  return s;
}

// solutionOrder is the leaves in the order the search evaluates them.
export function solutionOrder(tr) {
  const out = [];
  for (let k = 0; k < tr.S; k++) if (tr.sKind[k] === S_EVAL) out.push(tr.sNode[k]);
  return out;
}

// groupsMissing says whether a grade's missing answers are said in one line (more than
// three of them): the marks on the drawing show which.
export const groupsMissing = (mistakes) => mistakes.filter((m) => m.kind === 'missing').length > 3;

// targetOf is the node a mistake is about (for an edge, the node it leads to), by the
// grader's name (ids: name -> node id), or -1.
export function targetOf(m, ids) {
  if (m.edge) {
    const [, child] = String(m.edge).split('>');
    return ids.has(child) ? ids.get(child) : -1;
  }
  return m.node && ids.has(m.node) ? ids.get(m.node) : -1;
}

// marksOf is what a grade marks on the drawing: the nodes answered wrong or not at
// all, and the edges cut wrongly ('extra') or missed ('missed').
export function marksOf(mistakes, ids) {
  const marks = { nodes: new Set(), edges: new Map() };
  const grouped = groupsMissing(mistakes);
  for (const m of mistakes) {
    if (grouped && m.kind === 'missing') {
      if (m.node && ids.has(m.node)) marks.nodes.add(ids.get(m.node));
      continue;
    }
    const target = targetOf(m, ids);
    if (target < 0) continue;
    if (m.edge) marks.edges.set(target, m.kind === 'extra-cut' ? 'extra' : 'missed');
    else marks.nodes.add(target);
  }
  return marks;
}
