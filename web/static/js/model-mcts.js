// Monte Carlo tree search in the trace model (model.js calls these hooks): each node's
// visit count N at any step beside its total W (the model's value, MAX's view, scaled
// as every value: Trace.Scale), the iteration and the phase of each step, the
// rollouts' moves, the header's account (iterations, c, seed, the reward bounds, the
// root's children and the convergence points), and UCB1's terms at a selection step.
//
// A step's effect on the model mirrors trace.(*Trace).Apply: expand reaches its child;
// backprop writes its node's N and W; select and rollout change no node. The root is
// reached (and stays open) by its enter step. The iteration's path (the call stack
// panel's rows) is the step's node and its ancestors.

export const S_CHANCE = 10, S_SELECT = 11, S_EXPAND = 12, S_ROLLOUT = 13, S_BACKPROP = 14;

// The phases of an iteration, by step kind, as the page names them.
export const PHASES = ['select', 'expand', 'rollout', 'backprop'];
export const phaseOf = (kind) => (kind >= S_SELECT && kind <= S_BACKPROP ? PHASES[kind - S_SELECT] : '');

// splitMoves reads a rollout's moves as the columns form sends them: an array of
// names, or one text of names separated by "|" or spaces (an index into strings). A
// stones move's name has a space in it ("take 2"): it is read whole.
function splitMoves(r, strings) {
  if (r === null || r === undefined || r === -1) return null;
  if (Array.isArray(r)) return r.map((m) => (typeof m === 'number' ? strings[m] || '' : String(m)));
  const s = typeof r === 'number' ? strings[r] : String(r);
  if (s === undefined) return null;
  if (s === '') return [];
  if (s.includes('|')) return s.split('|');
  return s.match(/take\s+\d+|\S+/g) || []; // "take 2" (stones, the coin game) whole
}

export class MCTSState {
  // tr: the model being built (its steps read); sc: the steps' columns (visits and
  // rollout are taken from it); info: the header's "mcts".
  constructor(tr, sc, info) {
    const S = tr.S, N = tr.N;
    this.tr = tr;
    this.info = info || {};
    this.scale = tr.doc.scale || 1;
    this.sVisits = new Int32Array(S);
    const vc = sc.visits;
    sc.visits = null;
    if (vc) for (let k = 0; k < S; k++) this.sVisits[k] = vc[k] || 0;
    // the rollouts' moves: an index into strings a step, read when a step is shown (a
    // search of 100,000 iterations keeps one number a step, not a list)
    const rc = sc.rollout || sc.rollouts;
    sc.rollout = sc.rollouts = null;
    this.rolloutAt = new Int32Array(S).fill(-1);
    this.rolloutLists = null; // the object form's lists, if the document has them
    if (rc) {
      for (let k = 0; k < S; k++) {
        if (tr.sKind[k] !== S_ROLLOUT) continue;
        if (typeof rc[k] === 'number') this.rolloutAt[k] = rc[k];
        else (this.rolloutLists || (this.rolloutLists = new Map())).set(k, rc[k]);
      }
    }
    this.visits = new Int32Array(N);
    this.uVisits = new Int32Array(S);
    // iterations: one from a step after the root's backprop (or the first) on
    this.iterOf = new Int32Array(S);
    this.iterStart = [];
    let it = 0, fresh = true;
    for (let k = 0; k < S; k++) {
      const kind = tr.sKind[k];
      if (fresh && kind >= S_SELECT && kind <= S_BACKPROP) {
        it++;
        this.iterStart.push(k);
        fresh = false;
      }
      this.iterOf[k] = it;
      if (kind === S_BACKPROP && tr.sNode[k] === 0) fresh = true;
    }
    this.iterations = it;
  }

  // The header's numbers.
  get exploration() { return Number(this.info.exploration) || Math.SQRT2; }
  get rewardLow() { return Number(this.info.reward_low ?? -1); }
  get rewardHigh() { return Number(this.info.reward_high ?? 1); }

  snapshot(c) { c.visits = this.visits.slice(); }
  restore(c) { this.visits.set(c.visits); }

  // apply step i at node n (model.js has recorded n's flags and value for undo).
  apply(i, n) {
    const tr = this.tr;
    this.uVisits[i] = this.visits[n];
    switch (tr.sKind[i]) {
      case S_EXPAND: {
        const c = tr.sChild[i];
        if (c >= 0 && c < tr.N) tr.reached[c] = 1;
        break;
      }
      case S_BACKPROP:
        tr.value[n] = tr.sValue[i]; tr.hasValue[n] = 1;
        this.visits[n] = this.sVisits[i];
        break;
    }
  }

  // undo step i at node n (model.js restores n's flags and value).
  undo(i, n) {
    const tr = this.tr;
    this.visits[n] = this.uVisits[i];
    if (tr.sKind[i] === S_EXPAND) {
      const c = tr.sChild[i];
      if (c >= 0 && c < tr.N) tr.reached[c] = 0;
    }
  }

  // touch adds to touched the nodes step i changes besides its own.
  touch(i, touched) {
    const tr = this.tr;
    if (tr.sKind[i] === S_EXPAND && tr.sChild[i] >= 0) touched.push(tr.sChild[i]);
    // a backprop changes its children's share of its visits (their edges' classes)
    if (tr.sKind[i] === S_BACKPROP) for (const c of tr.children(tr.sNode[i])) if (tr.reached[c]) touched.push(c);
  }

  // current is the node step k lights, as render's picture of it: the child chosen
  // by a selection or added by an expansion, else the step's node.
  current(k) {
    const tr = this.tr;
    if (k < 0 || k >= tr.S) return -1;
    const kind = tr.sKind[k], c = tr.sChild[k];
    if ((kind === S_SELECT || kind === S_EXPAND) && c >= 0 && c < tr.N) return c;
    return tr.sNode[k];
  }

  // path is the iteration's path at step k, root first: the step's current node and
  // its ancestors.
  path(k) {
    const tr = this.tr;
    const out = [];
    for (let n = this.current(k); n >= 0; n = tr.parent[n]) out.push(n);
    return out.reverse();
  }

  // marks are step k's iteration marks, as render draws them: path, the nodes above
  // the current one on the iteration's path (at a backpropagation, above the step's
  // node); updated, the nodes a backpropagation has updated so far (its node and
  // those below, bottom up).
  marks(k) {
    const tr = this.tr, path = [], updated = [];
    if (k < 0 || k >= tr.S || !phaseOf(tr.sKind[k])) return { path, updated };
    if (tr.sKind[k] === S_BACKPROP) for (let j = k; j >= 0 && tr.sKind[j] === S_BACKPROP; j--) updated.push(tr.sNode[j]);
    for (let n = tr.parent[this.current(k)]; n >= 0; n = tr.parent[n]) path.push(n);
    return { path, updated };
  }

  // rollout(k): the moves of rollout step k, or null.
  rollout(k) {
    if (k < 0 || k >= this.tr.S) return null;
    const r = this.rolloutLists && this.rolloutLists.has(k) ? this.rolloutLists.get(k) : this.rolloutAt[k];
    return splitMoves(r, this.tr.strings);
  }

  // mean is node i's W/N at the step shown (MAX's view, unscaled), or null unvisited.
  mean(i) {
    const n = this.visits[i];
    return n > 0 ? this.tr.value[i] / this.scale / n : null;
  }

  // ucb lists, at selection step k (the model standing at k: a selection changes no N
  // or W), every child of the step's node with its UCB1 terms from the point of view
  // of the player choosing: mean = W/N mapped into [0, 1] by the reward bounds (for MIN,
  // 1 minus it), explore = c·√(ln N(parent) / N(child)), value = mean + explore; an
  // unvisited child's value is +∞. chosen marks the step's child.
  ucb(k) {
    const tr = this.tr, n = tr.sNode[k], c = this.exploration;
    const lo = this.rewardLow, hi = this.rewardHigh, span = hi - lo || 1;
    const parentN = this.visits[n];
    const out = [];
    for (const j of tr.children(n)) {
      const N = tr.reached[j] ? this.visits[j] : 0;
      const W = N > 0 ? tr.value[j] / this.scale : 0;
      const row = { child: j, N, W, chosen: j === tr.sChild[k], unvisited: N === 0, mean: 0, explore: 0, value: Infinity };
      if (N > 0) {
        // ½ when every result is the same (trace's mctsMean01)
        let q = hi > lo ? (W / N - lo) / span : 0.5;
        if (tr.player[n] < 0 && hi > lo) q = 1 - q;
        row.mean = q;
        row.explore = c * Math.sqrt(Math.log(Math.max(parentN, 1)) / N);
        row.value = q + row.explore;
      }
      out.push(row);
    }
    return out;
  }

  // nextPhase is the next step (dir 1) or previous one (dir -1) from k that starts a
  // phase (a step whose kind differs from the one before it), else k.
  nextPhase(k, dir) {
    const sk = this.tr.sKind;
    const starts = (i) => i >= 0 && i < this.tr.S && phaseOf(sk[i]) && (i === 0 || sk[i - 1] !== sk[i]);
    for (let i = k + dir; i >= 0 && i < this.tr.S; i += dir) if (starts(i)) return i;
    return k;
  }

  // nextIteration is the first step of the next (dir 1) or previous (dir -1)
  // iteration from step k, else k.
  nextIteration(k, dir) {
    const it = k >= 0 ? this.iterOf[k] : 0;
    const want = it + dir;
    if (want < 1 || want > this.iterations) return k;
    return this.iterStart[want - 1];
  }

  // visitClass is the class of the edge into node i by its share of its parent's
  // visits at the step shown, as render's: v0 (no visit yet), then v1 to v5 by fifths.
  visitClass(i) {
    const tr = this.tr, p = tr.parent[i];
    const n = this.visits[i];
    if (p < 0 || n <= 0 || this.visits[p] <= 0) return 'v0';
    return 'v' + Math.min(5, 1 + Math.floor((n / this.visits[p]) * 5));
  }
}
