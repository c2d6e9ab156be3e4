// The trace of one search, as /api/trace?form=columns sends it (one array a field,
// texts interned), read straight into typed arrays: no object per node or step, so a
// search of half a million nodes and a million and a half steps fits in a tab. The
// rest of the page reads nodes and steps through this model: typed arrays by id
// (parent, depth, player, kind, sNode, sKind, ...) and accessors for the texts
// (move, label, board).
//
// The state of every node at any step: apply() mirrors trace.(*Trace).Apply exactly;
// undo() takes a step back; seek() moves anywhere, one step at a time for short moves
// and from the nearest checkpoint for long ones.

import { MCTSState, S_SELECT, S_EXPAND, S_ROLLOUT, S_BACKPROP } from './model-mcts.js';
// chance nodes: their step, their player, the outcomes' probabilities
import { S_CHANCE, P_CHANCE, readProbs } from './model-chance.js';

export const STEP_KINDS = ['enter', 'eval', 'tt-hit', 'backup', 'alpha', 'beta', 'cutoff', 'return', 'stop', 'quiesce', 'chance', 'select', 'expand', 'rollout', 'backprop'];
export const S_ENTER = 0, S_EVAL = 1, S_TT = 2, S_BACKUP = 3, S_ALPHA = 4, S_BETA = 5, S_CUTOFF = 6, S_RETURN = 7, S_STOP = 8, S_QUIESCE = 9;
export { S_CHANCE, S_SELECT, S_EXPAND, S_ROLLOUT, S_BACKPROP } from './model-mcts.js';

export const NODE_KINDS = ['inner', 'terminal', 'horizon', 'tt-hit', 'pruned', 'unfinished', 'quiesce'];
export const N_INNER = 0, N_TERMINAL = 1, N_HORIZON = 2, N_TT = 3, N_PRUNED = 4, N_UNFINISHED = 5, N_QUIESCE = 6;

export const BOUNDS = ['exact', 'lower', 'upper'];
export const B_EXACT = 0, B_LOWER = 1, B_UPPER = 2;

// Undo flags: the state of a step's node before the step.
export const F_REACHED = 1, F_OPEN = 2, F_VALUE = 4;

// Checkpoints take at most this many bytes in all.
const CHECKPOINT_BYTES = 48e6;
// The counters are kept every COUNT_EVERY steps; the steps between are counted.
const COUNT_EVERY = 64;

// take hands a column over: the document no longer holds it, so that the garbage
// collector can free each array once read, while the next ones are read.
function take(cols, name) {
  const col = cols[name];
  cols[name] = null;
  return col;
}

// The columns of a node or step field: the wire's names mapped to the page's codes.
function codes(names, known) {
  return Int8Array.from(names || known, (n) => Math.max(0, known.indexOf(n)));
}

// Typed-array readers of one column (a JSON array). A missing column reads as fill.
function ints(Type, col, n, fill = 0) {
  const a = new Type(n);
  if (!col) return fill ? a.fill(fill) : a;
  for (let i = 0; i < n; i++) a[i] = col[i];
  return a;
}
function coded(col, n, map) {
  const a = new Uint8Array(n);
  if (col) for (let i = 0; i < n; i++) a[i] = map[col[i]] ?? 0;
  return a;
}
// numbers: null is no value (has[i] = 0, the value 0), or an infinite window edge (inf).
function numbers(col, n, has, inf) {
  const a = new Float64Array(n);
  if (!col) return inf ? a.fill(inf) : a;
  for (let i = 0; i < n; i++) {
    const v = col[i];
    if (v === null || v === undefined) {
      if (inf) a[i] = inf;
    } else {
      a[i] = v;
      if (has) has[i] = 1;
    }
  }
  return a;
}

export class Trace {
  // doc is the columns form of /api/trace. The model keeps its header (doc: game,
  // options, value, stats, ...) and its strings; it takes doc's arrays (they are
  // gone from doc afterwards).
  constructor(doc) {
    const { nodes: nc = { count: 0 }, steps: sc = { count: 0 }, strings = [''], ...header } = doc;
    delete header.node_kinds; delete header.step_kinds; delete header.bounds;
    this.doc = header;
    this.strings = strings;
    const N = (this.N = nc.count | 0);
    const S = (this.S = sc.count | 0);
    const nodeKind = codes(doc.node_kinds, NODE_KINDS), stepKind = codes(doc.step_kinds, STEP_KINDS), bound = codes(doc.bounds, BOUNDS);
    // alpha-beta has windows; the others send none
    this.windowed = !!(sc.alpha && sc.beta);
    // chance nodes' weighted means are kept whole: every value, α and β is the value
    // times scale (fmtScaled shows them divided)
    this.scale = header.scale > 1 ? header.scale : 1;

    // nodes
    this.parent = ints(Int32Array, take(nc, 'parent'), N, -1);
    this.depth = ints(Int16Array, take(nc, 'depth'), N);
    this.player = ints(Int8Array, take(nc, 'player'), N, 1); // 1 MAX, -1 MIN, 0 chance
    this.hasChance = this.player.includes(P_CHANCE);
    this.probs = readProbs(take(nc, 'prob'), N, strings); // an outcome's probability
    this.kind = coded(take(nc, 'kind'), N, nodeKind);
    const prunedKind = NODE_KINDS.indexOf('pruned');
    this.prunedCount = 0; // the nodes recorded as pruned (never visited)
    for (let i = 0; i < N; i++) if (this.kind[i] === prunedKind) this.prunedCount++;
    this.moveId = ints(Int32Array, take(nc, 'move'), N);
    this.labelId = ints(Int32Array, take(nc, 'label'), N);
    this.boardId = nc.board ? ints(Int32Array, take(nc, 'board'), N) : null;
    this.nHasValue = new Uint8Array(N);
    this.nValue = numbers(take(nc, 'value'), N, this.nHasValue, 0);
    this.nBound = coded(take(nc, 'bound'), N, bound);
    this.nAlpha = this.windowed && nc.alpha ? numbers(take(nc, 'alpha'), N, null, -Infinity) : null;
    this.nBeta = this.windowed && nc.beta ? numbers(take(nc, 'beta'), N, null, Infinity) : null;
    this.pv = ints(Uint8Array, take(nc, 'pv'), N);
    this.same = ints(Int32Array, take(nc, 'same'), N, -1);
    this.firstStep = ints(Int32Array, take(nc, 'first_step'), N, -1);
    this.lastStep = ints(Int32Array, take(nc, 'last_step'), N, -1);
    // an explicit tree draws no boards: its nodes are named by their labels
    this.explicit = !(this.boardId && this.boardId.some((b) => b !== 0));

    // children, in search order (a parent's id is smaller than its children's)
    const kidStart = (this.kidStart = new Int32Array(N + 1));
    for (let i = 1; i < N; i++) if (this.parent[i] >= 0) kidStart[this.parent[i] + 1]++;
    for (let i = 0; i < N; i++) kidStart[i + 1] += kidStart[i];
    const kids = (this.kids = new Int32Array(kidStart[N]));
    const fill = new Int32Array(N);
    for (let i = 1; i < N; i++) {
      const p = this.parent[i];
      if (p >= 0) kids[kidStart[p] + fill[p]++] = i;
    }
    this.size = new Int32Array(N);
    for (let i = N - 1; i >= 0; i--) {
      this.size[i]++;
      if (this.parent[i] >= 0) this.size[this.parent[i]] += this.size[i];
    }

    // steps
    this.sKind = coded(take(sc, 'kind'), S, stepKind);
    this.sNode = ints(Int32Array, take(sc, 'node'), S);
    this.sChild = ints(Int32Array, take(sc, 'child'), S, -1);
    this.sDepth = ints(Int16Array, take(sc, 'depth'), S);
    this.sHasValue = new Uint8Array(S);
    this.sValue = numbers(take(sc, 'value'), S, this.sHasValue, 0);
    this.sBound = coded(take(sc, 'bound'), S, bound);
    this.sAlpha = this.windowed ? numbers(take(sc, 'alpha'), S, null, -Infinity) : null;
    this.sBeta = this.windowed ? numbers(take(sc, 'beta'), S, null, Infinity) : null;
    this.rules = new Map(); // cutoff step -> index into strings
    this.cutStepOf = new Int32Array(N).fill(-1); // the cutoff step whose first pruned child is the node
    const C = Math.floor(S / COUNT_EVERY) + 1;
    const cnt = (this.counts = { nodes: new Int32Array(C), leaves: new Int32Array(C), cutoffs: new Int32Array(C), tt: new Int32Array(C) });
    const rules = take(sc, 'rule');
    // quiescence: a quiesce step's threat (its move, an index into strings) and who (±1)
    const threats = take(sc, 'threat'), threatBy = take(sc, 'threat_by');
    this.threats = new Map();
    if (threats && threatBy) for (let i = 0; i < S; i++) if (threatBy[i]) this.threats.set(i, { m: threats[i], by: threatBy[i] });
    // Monte Carlo tree search: visit counts, iterations, rollouts (model-mcts.js)
    this.mcts = header.mcts ? new MCTSState(this, sc, header.mcts) : null;
    let nn = 0, nl = 0, nc_ = 0, nt = 0;
    this.anyCutoff = false;
    for (let i = 0; i < S; i++) {
      if (i % COUNT_EVERY === 0) {
        const j = i / COUNT_EVERY;
        cnt.nodes[j] = nn; cnt.leaves[j] = nl; cnt.cutoffs[j] = nc_; cnt.tt[j] = nt;
      }
      const k = this.sKind[i];
      if (k === S_ENTER || k === S_EXPAND) nn++;
      else if (k === S_EVAL || k === S_ROLLOUT) nl++;
      else if (k === S_TT) nt++;
      else if (k === S_CUTOFF) {
        nc_++;
        this.anyCutoff = true;
        const c = this.sChild[i];
        if (c >= 0 && c < N) this.cutStepOf[c] = i;
        const r = rules ? rules[i] : 0;
        if (r) this.rules.set(i, r);
      }
    }
    if (S % COUNT_EVERY === 0) {
      const j = S / COUNT_EVERY;
      cnt.nodes[j] = nn; cnt.leaves[j] = nl; cnt.cutoffs[j] = nc_; cnt.tt[j] = nt;
    }

    // node states after step this.k (-1: before the search starts)
    this.reached = new Uint8Array(N);
    this.open = new Uint8Array(N);
    this.cut = new Uint8Array(N);
    this.hasValue = new Uint8Array(N);
    this.value = new Float64Array(N);
    this.bound = new Int8Array(N);
    this.alpha = new Float64Array(this.windowed ? N : 0).fill(-Infinity);
    this.beta = new Float64Array(this.windowed ? N : 0).fill(Infinity);
    this.k = -1;

    // undo log: each step's node as it was before the step
    this.uFlags = new Uint8Array(S);
    this.uValue = new Float64Array(S);
    this.uBound = new Int8Array(S);
    this.uAlpha = new Float64Array(this.windowed ? S : 0);
    this.uBeta = new Float64Array(this.windowed ? S : 0);

    // one pass over the whole search fills the undo log and the checkpoints
    const per = (this.windowed ? 30 : 14) * Math.max(N, 1) + (this.mcts ? 4 * N : 0);
    const count = Math.max(1, Math.min(Math.ceil(S / 64), Math.floor(CHECKPOINT_BYTES / per)));
    this.every = Math.max(1, Math.ceil(S / count));
    this.checkpoints = [this.snapshot()];
    for (let i = 0; i < S; i++) {
      this.apply(i);
      if ((i + 1) % this.every === 0) this.checkpoints.push(this.snapshot());
    }
    this.final = this.snapshot();
    this.restore(this.checkpoints[0], -1);
  }

  // ---------- texts and values by id ----------

  move(i) { return this.strings[this.moveId[i]] || ''; }
  label(i) { return this.strings[this.labelId[i]] || ''; }
  // prob(i): the probability of outcome i of a chance node ("1/2"), '' for a decision's child.
  prob(i) { return (this.probs && this.probs[i]) || ''; }
  // board(i): the rows of node i's board, or null (an explicit tree's node).
  board(i) {
    const b = this.boardId ? this.boardId[i] : 0;
    return b ? this.strings[b].split('/') : null;
  }
  // nodeValue(i): the node's value at the end of the search (null: none), and its bound.
  nodeValue(i) { return this.nHasValue[i] ? this.nValue[i] : null; }
  nodeBound(i) { return this.nBound[i]; }
  // the window a node was searched with (±∞ outside alpha-beta)
  nodeAlpha(i) { return this.nAlpha ? this.nAlpha[i] : -Infinity; }
  nodeBeta(i) { return this.nBeta ? this.nBeta[i] : Infinity; }
  // the window at step k (±∞ outside alpha-beta)
  stepAlpha(k) { return this.sAlpha ? this.sAlpha[k] : -Infinity; }
  stepBeta(k) { return this.sBeta ? this.sBeta[k] : Infinity; }
  stepValue(k) { return this.sHasValue[k] ? this.sValue[k] : null; }
  // rule(k): the cutoff rule the server wrote for step k ('' for none).
  rule(k) { return this.strings[this.rules.get(k) || 0] || ''; }

  // threat(k): a quiesce step's threat, { m: the move's name, by: 1 MAX, -1 MIN }, or null.
  threat(k) {
    const q = this.threats.get(k);
    return q ? { m: this.strings[q.m] || '', by: q.by } : null;
  }
  // prunedEnd(k): a cutoff's pruned nodes are sChild[k] .. prunedEnd(k)-1.
  prunedEnd(k) {
    let c = this.sChild[k];
    if (this.sKind[k] !== S_CUTOFF || c < 0) return c;
    while (c < this.N && this.firstStep[c] === k) c++;
    return c;
  }

  // ---------- the state at a step ----------

  snapshot() {
    const c = {
      reached: this.reached.slice(), open: this.open.slice(), cut: this.cut.slice(), hasValue: this.hasValue.slice(),
      value: this.value.slice(), bound: this.bound.slice(),
    };
    if (this.windowed) { c.alpha = this.alpha.slice(); c.beta = this.beta.slice(); }
    if (this.mcts) this.mcts.snapshot(c);
    return c;
  }

  restore(c, k) {
    this.reached.set(c.reached); this.open.set(c.open); this.cut.set(c.cut); this.hasValue.set(c.hasValue);
    this.value.set(c.value); this.bound.set(c.bound);
    if (this.windowed) { this.alpha.set(c.alpha); this.beta.set(c.beta); }
    if (this.mcts) this.mcts.restore(c);
    this.k = k;
  }

  // apply step i (the state must be the one after step i-1).
  apply(i) {
    const n = this.sNode[i];
    this.uFlags[i] = (this.reached[n] ? F_REACHED : 0) | (this.open[n] ? F_OPEN : 0) | (this.hasValue[n] ? F_VALUE : 0);
    this.uValue[i] = this.value[n];
    this.uBound[i] = this.bound[n];
    if (this.windowed) {
      this.uAlpha[i] = this.alpha[n];
      this.uBeta[i] = this.beta[n];
      this.alpha[n] = this.sAlpha[i];
      this.beta[n] = this.sBeta[i];
    }
    switch (this.sKind[i]) {
      case S_ENTER:
        this.reached[n] = 1; this.open[n] = 1;
        break;
      case S_EVAL: case S_TT: case S_RETURN:
        this.value[n] = this.sValue[i]; this.hasValue[n] = 1; this.bound[n] = this.sBound[i]; this.open[n] = 0;
        break;
      case S_BACKUP: case S_CHANCE:
        this.value[n] = this.sValue[i]; this.hasValue[n] = 1;
        break;
      case S_ALPHA: case S_BETA:
        if (this.sHasValue[i]) { this.value[n] = this.sValue[i]; this.hasValue[n] = 1; }
        break;
      case S_CUTOFF:
        for (let c = this.sChild[i]; c >= 0 && c < this.N && this.firstStep[c] === i; c++) { this.reached[c] = 1; this.cut[c] = 1; }
        break;
      case S_STOP:
        this.open[n] = 0;
        // what the finished children prove, as a bound (trace.(*Trace).Apply)
        if (this.sHasValue[i]) { this.value[n] = this.sValue[i]; this.hasValue[n] = 1; this.bound[n] = this.sBound[i]; }
        break;
      case S_SELECT: case S_EXPAND: case S_ROLLOUT: case S_BACKPROP:
        if (this.mcts) this.mcts.apply(i, n);
        break;
    }
    this.k = i;
  }

  // undo step i (the state must be the one after step i).
  undo(i) {
    const n = this.sNode[i], f = this.uFlags[i];
    this.reached[n] = f & F_REACHED ? 1 : 0;
    this.open[n] = f & F_OPEN ? 1 : 0;
    this.hasValue[n] = f & F_VALUE ? 1 : 0;
    this.value[n] = this.uValue[i];
    this.bound[n] = this.uBound[i];
    if (this.windowed) {
      this.alpha[n] = this.uAlpha[i];
      this.beta[n] = this.uBeta[i];
    }
    if (this.sKind[i] === S_CUTOFF) {
      for (let c = this.sChild[i]; c >= 0 && c < this.N && this.firstStep[c] === i; c++) { this.reached[c] = 0; this.cut[c] = 0; }
    }
    if (this.mcts) this.mcts.undo(i, n);
    this.k = i - 1;
  }

  // seek moves the state to step k and says which nodes may have changed: touched
  // lists them, or all is true.
  seek(k) {
    k = Math.max(-1, Math.min(this.S - 1, k));
    const touched = [];
    const d = k - this.k;
    if (d === 0) return { all: false, touched };
    if (Math.abs(d) <= Math.max(64, Math.min(this.every, 4096))) {
      const add = (i) => {
        touched.push(this.sNode[i]);
        if (this.sKind[i] === S_CUTOFF) for (let c = this.sChild[i], e = this.prunedEnd(i); c >= 0 && c < e; c++) touched.push(c);
        if (this.mcts) this.mcts.touch(i, touched);
      };
      while (this.k < k) { this.apply(this.k + 1); add(this.k); }
      while (this.k > k) { add(this.k); this.undo(this.k); }
      return { all: false, touched };
    }
    // from the nearest checkpoint, forward or back (the last one is the finished search)
    const c = Math.floor((k + 1) / this.every);
    const atC = c * this.every - 1;
    const next = c + 1 < this.checkpoints.length ? [this.checkpoints[c + 1], (c + 1) * this.every - 1] : [this.final, this.S - 1];
    if (next[1] - k < k - atC) {
      this.restore(next[0], next[1]);
      while (this.k > k) this.undo(this.k);
    } else {
      this.restore(this.checkpoints[c], atC);
      while (this.k < k) this.apply(this.k + 1);
    }
    return { all: true, touched };
  }

  // The node a step is about (-1 for none).
  current(k) {
    if (this.mcts) return this.mcts.current(k); // a selection's or expansion's child
    return k >= 0 && k < this.S ? this.sNode[k] : -1;
  }

  children(i) { return this.kids.subarray(this.kidStart[i], this.kidStart[i + 1]); }

  // The call stack at the current step, root first: the open nodes on the way to the
  // step's node, and the step's node itself while it returns (a leaf evaluated, a table
  // hit, a return): its call is still on the stack while its return line is lit.
  stack() {
    if (this.mcts) return this.mcts.path(this.k); // the iteration's path
    const out = [];
    const cur = this.current(this.k);
    if (cur >= 0 && !this.open[cur] && this.returning(this.k)) out.push(cur);
    for (let n = cur; n >= 0; n = this.parent[n]) if (this.open[n]) out.push(n);
    return out.reverse();
  }

  // returning says whether step k is a call's return (its node closes at it).
  returning(k) {
    const s = k >= 0 && k < this.S ? this.sKind[k] : -1;
    return s === S_EVAL || s === S_TT || s === S_RETURN;
  }

  // The moves from the root to node i.
  path(i) {
    const moves = [];
    for (let n = i; n > 0; n = this.parent[n]) moves.push(this.move(n));
    return moves.reverse();
  }

  // Counters after step k: nodes entered, leaves evaluated, cutoffs, table hits.
  countsAt(k) {
    const end = Math.max(0, Math.min(this.S, k + 1));
    const j = Math.floor(end / COUNT_EVERY), c = this.counts;
    const out = { nodes: c.nodes[j], leaves: c.leaves[j], cutoffs: c.cutoffs[j], tt: c.tt[j] };
    for (let i = j * COUNT_EVERY; i < end; i++) {
      switch (this.sKind[i]) {
        case S_ENTER: case S_EXPAND: out.nodes++; break;
        case S_EVAL: case S_ROLLOUT: out.leaves++; break;
        case S_CUTOFF: out.cutoffs++; break;
        case S_TT: out.tt++; break;
      }
    }
    return out;
  }

  hasAny(kind) {
    if (kind === S_CUTOFF) return this.anyCutoff;
    for (let i = 0; i < this.S; i++) if (this.sKind[i] === kind) return true;
    return false;
  }
}
