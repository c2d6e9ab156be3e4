// The trace of one search, as /api/trace returns it (trace.WriteJSON), turned into
// typed arrays, and the state of every node at any step. apply() mirrors
// trace.(*Trace).Apply exactly; undo() takes a step back; seek() moves anywhere,
// one step at a time for short moves and from a checkpoint for long ones.

export const STEP_KINDS = ['enter', 'eval', 'tt-hit', 'backup', 'alpha', 'beta', 'cutoff', 'return', 'stop'];
export const S_ENTER = 0, S_EVAL = 1, S_TT = 2, S_BACKUP = 3, S_ALPHA = 4, S_BETA = 5, S_CUTOFF = 6, S_RETURN = 7, S_STOP = 8;

export const NODE_KINDS = ['inner', 'terminal', 'horizon', 'tt-hit', 'pruned', 'unfinished'];
export const N_INNER = 0, N_TERMINAL = 1, N_HORIZON = 2, N_TT = 3, N_PRUNED = 4, N_UNFINISHED = 5;

export const B_EXACT = 0, B_LOWER = 1, B_UPPER = 2;
const BOUNDS = { '': B_EXACT, exact: B_EXACT, lower: B_LOWER, upper: B_UPPER };

// Undo flags: the state of a step's node before the step.
const F_REACHED = 1, F_OPEN = 2, F_VALUE = 4;

// Checkpoints take at most this many bytes in all.
const CHECKPOINT_BYTES = 48e6;

export class Trace {
  constructor(doc) {
    this.doc = doc;
    const nodes = doc.nodes || [], steps = doc.steps || [];
    const N = (this.N = nodes.length);
    const S = (this.S = steps.length);
    this.parent = new Int32Array(N);
    this.depth = new Int16Array(N);
    this.player = new Int8Array(N); // 1 MAX, -1 MIN
    this.kind = new Uint8Array(N);
    this.pv = new Uint8Array(N);
    this.firstStep = new Int32Array(N);
    this.lastStep = new Int32Array(N);
    this.explicit = true;
    for (let i = 0; i < N; i++) {
      const n = nodes[i];
      this.parent[i] = n.parent;
      this.depth[i] = n.depth;
      this.player[i] = n.player === 'max' ? 1 : -1;
      this.kind[i] = Math.max(0, NODE_KINDS.indexOf(n.kind));
      this.pv[i] = n.pv ? 1 : 0;
      this.firstStep[i] = n.first_step;
      this.lastStep[i] = n.last_step;
      if (n.board) this.explicit = false;
    }
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
    this.sKind = new Uint8Array(S);
    this.sNode = new Int32Array(S);
    this.sChild = new Int32Array(S);
    this.sAlpha = new Float64Array(S);
    this.sBeta = new Float64Array(S);
    this.sValue = new Float64Array(S);
    this.sHasValue = new Uint8Array(S);
    this.sBound = new Int8Array(S);
    this.cutEnd = new Int32Array(S); // cutoff: the pruned nodes are sChild .. cutEnd-1
    this.cutStepOf = new Int32Array(N).fill(-1); // the cutoff step whose first pruned child is the node
    const cnt = (this.counts = { nodes: new Int32Array(S + 1), leaves: new Int32Array(S + 1), cutoffs: new Int32Array(S + 1), tt: new Int32Array(S + 1) });
    for (let i = 0; i < S; i++) {
      const s = steps[i];
      const k = STEP_KINDS.indexOf(s.kind);
      this.sKind[i] = k;
      this.sNode[i] = s.node;
      this.sChild[i] = s.child == null ? -1 : s.child;
      this.sAlpha[i] = s.alpha == null ? -Infinity : s.alpha;
      this.sBeta[i] = s.beta == null ? Infinity : s.beta;
      this.sHasValue[i] = s.value == null ? 0 : 1;
      this.sValue[i] = s.value == null ? 0 : s.value;
      this.sBound[i] = BOUNDS[s.bound || ''] || 0;
      if (k === S_CUTOFF) {
        let c = this.sChild[i];
        if (c >= 0 && c < N) this.cutStepOf[c] = i;
        while (c >= 0 && c < N && this.firstStep[c] === i) c++;
        this.cutEnd[i] = c;
      }
      cnt.nodes[i + 1] = cnt.nodes[i] + (k === S_ENTER ? 1 : 0);
      cnt.leaves[i + 1] = cnt.leaves[i] + (k === S_EVAL ? 1 : 0);
      cnt.cutoffs[i + 1] = cnt.cutoffs[i] + (k === S_CUTOFF ? 1 : 0);
      cnt.tt[i + 1] = cnt.tt[i] + (k === S_TT ? 1 : 0);
    }

    // node states after step this.k (-1: before the search starts)
    this.reached = new Uint8Array(N);
    this.open = new Uint8Array(N);
    this.cut = new Uint8Array(N);
    this.hasValue = new Uint8Array(N);
    this.value = new Float64Array(N);
    this.bound = new Int8Array(N);
    this.alpha = new Float64Array(N).fill(-Infinity);
    this.beta = new Float64Array(N).fill(Infinity);
    this.k = -1;

    // undo log: each step's node as it was before the step
    this.uFlags = new Uint8Array(S);
    this.uValue = new Float64Array(S);
    this.uBound = new Int8Array(S);
    this.uAlpha = new Float64Array(S);
    this.uBeta = new Float64Array(S);

    // one pass over the whole search fills the undo log and the checkpoints
    const per = 29 * Math.max(N, 1);
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

  snapshot() {
    return {
      reached: this.reached.slice(), open: this.open.slice(), cut: this.cut.slice(), hasValue: this.hasValue.slice(),
      value: this.value.slice(), bound: this.bound.slice(), alpha: this.alpha.slice(), beta: this.beta.slice(),
    };
  }

  restore(c, k) {
    this.reached.set(c.reached); this.open.set(c.open); this.cut.set(c.cut); this.hasValue.set(c.hasValue);
    this.value.set(c.value); this.bound.set(c.bound); this.alpha.set(c.alpha); this.beta.set(c.beta);
    this.k = k;
  }

  // apply step i (the state must be the one after step i-1).
  apply(i) {
    const n = this.sNode[i];
    this.uFlags[i] = (this.reached[n] ? F_REACHED : 0) | (this.open[n] ? F_OPEN : 0) | (this.hasValue[n] ? F_VALUE : 0);
    this.uValue[i] = this.value[n];
    this.uBound[i] = this.bound[n];
    this.uAlpha[i] = this.alpha[n];
    this.uBeta[i] = this.beta[n];
    this.alpha[n] = this.sAlpha[i];
    this.beta[n] = this.sBeta[i];
    switch (this.sKind[i]) {
      case S_ENTER:
        this.reached[n] = 1; this.open[n] = 1;
        break;
      case S_EVAL: case S_TT: case S_RETURN:
        this.value[n] = this.sValue[i]; this.hasValue[n] = 1; this.bound[n] = this.sBound[i]; this.open[n] = 0;
        break;
      case S_BACKUP:
        this.value[n] = this.sValue[i]; this.hasValue[n] = 1;
        break;
      case S_ALPHA: case S_BETA:
        if (this.sHasValue[i]) { this.value[n] = this.sValue[i]; this.hasValue[n] = 1; }
        break;
      case S_CUTOFF:
        for (let c = this.sChild[i], e = this.cutEnd[i]; c >= 0 && c < e; c++) { this.reached[c] = 1; this.cut[c] = 1; }
        break;
      case S_STOP:
        this.open[n] = 0;
        // what the finished children prove, as a bound (trace.(*Trace).Apply)
        if (this.sHasValue[i]) { this.value[n] = this.sValue[i]; this.hasValue[n] = 1; this.bound[n] = this.sBound[i]; }
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
    this.alpha[n] = this.uAlpha[i];
    this.beta[n] = this.uBeta[i];
    if (this.sKind[i] === S_CUTOFF) {
      for (let c = this.sChild[i], e = this.cutEnd[i]; c >= 0 && c < e; c++) { this.reached[c] = 0; this.cut[c] = 0; }
    }
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
        if (this.sKind[i] === S_CUTOFF) for (let c = this.sChild[i], e = this.cutEnd[i]; c >= 0 && c < e; c++) touched.push(c);
      };
      while (this.k < k) { this.apply(this.k + 1); add(this.k); }
      while (this.k > k) { add(this.k); this.undo(this.k); }
      return { all: false, touched };
    }
    if (k === this.S - 1) {
      this.restore(this.final, k);
    } else {
      const c = Math.floor((k + 1) / this.every);
      this.restore(this.checkpoints[c], c * this.every - 1);
      while (this.k < k) this.apply(this.k + 1);
    }
    return { all: true, touched };
  }

  // The node a step is about (-1 for none).
  current(k) { return k >= 0 && k < this.S ? this.sNode[k] : -1; }

  children(i) { return this.kids.subarray(this.kidStart[i], this.kidStart[i + 1]); }

  // The open nodes at the current step, root first: the call stack.
  stack() {
    const out = [];
    for (let n = this.current(this.k); n >= 0; n = this.parent[n]) if (this.open[n]) out.push(n);
    return out.reverse();
  }

  // The moves from the root to node i.
  path(i) {
    const moves = [];
    for (let n = i; n > 0; n = this.parent[n]) moves.push(this.doc.nodes[n].move);
    return moves.reverse();
  }

  // Counters after step k: nodes entered, leaves evaluated, cutoffs, table hits.
  countsAt(k) {
    const j = k + 1, c = this.counts;
    return { nodes: c.nodes[j], leaves: c.leaves[j], cutoffs: c.cutoffs[j], tt: c.tt[j] };
  }

  hasAny(kind) {
    for (let i = 0; i < this.S; i++) if (this.sKind[i] === kind) return true;
    return false;
  }
}
