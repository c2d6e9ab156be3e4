// The trace model (model.js) against a plain reading of the same document: the node
// states at every step (seek from anywhere, by steps or from checkpoints, equals
// replaying the steps from the start), the counters, the call stack, the paths.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TRACES, doc, trace } from './traces.js';
import { S_ENTER, S_EVAL, S_TT, S_CUTOFF, S_RETURN, N_PRUNED } from '../static/js/model.js';

// state is every node's state after the model's current step, as one string a node.
function state(tr) {
  const out = [];
  for (let i = 0; i < tr.N; i++) {
    let s = `${tr.reached[i]}${tr.open[i]}${tr.cut[i]}${tr.hasValue[i]}:${tr.hasValue[i] ? tr.value[i] + '/' + tr.bound[i] : ''}`;
    if (tr.windowed) s += `[${tr.alpha[i]},${tr.beta[i]}]`;
    out.push(s);
  }
  return out;
}

// replay is the state after step k, by applying every step from the start.
function replay(name, k) {
  const tr = trace(name);
  tr.restore(tr.checkpoints[0], -1);
  for (let i = 0; i <= k; i++) tr.apply(i);
  return state(tr);
}

test('the document is read whole', () => {
  const d = doc('textbook-alphabeta');
  const tr = trace('textbook-alphabeta');
  assert.equal(tr.N, d.nodes.count);
  assert.equal(tr.S, d.steps.count);
  assert.equal(tr.doc.algorithm, 'alphabeta');
  assert.ok(tr.windowed && tr.explicit);
  assert.equal(tr.doc.nodes, undefined, 'the header keeps no columns');
  // the textbook: A, B, B1, B2, C, C1, C2 (pruned), D, D1, D2 (pruned)
  assert.deepEqual(Array.from({ length: tr.N }, (_, i) => (i ? tr.move(i) : tr.label(i))), ['A', 'B', 'B1', 'B2', 'C', 'C1', 'C2', 'D', 'D1', 'D2']);
  assert.equal(tr.label(2), '3', 'a leaf is labelled with its value');
  assert.equal(tr.prunedCount, 2);
  assert.equal(tr.kind.filter((k) => k === N_PRUNED).length, 2);
  assert.deepEqual([...tr.children(0)].map((i) => tr.move(i)), ['B', 'C', 'D']);
  assert.deepEqual(tr.path(tr.kids[tr.kidStart[1]]), ['B', 'B1']);
  assert.equal(tr.nodeValue(0), 3);
});

for (const name of TRACES) {
  test(`${name}: every step, forward, back and by jumps, equals a replay from the start`, () => {
    const tr = trace(name);
    const want = [];
    {
      const r = trace(name);
      r.restore(r.checkpoints[0], -1);
      want[-1] = state(r);
      for (let k = 0; k < r.S; k++) {
        r.apply(k);
        want.push(state(r));
      }
    }
    const check = (k, how) => {
      tr.seek(k);
      assert.equal(tr.k, k, how);
      const got = state(tr);
      for (let i = 0; i < tr.N; i++) if (got[i] !== want[k][i]) assert.fail(`${how}: step ${k}, node ${i}: ${got[i]}, replayed ${want[k][i]}`);
    };
    for (let k = 0; k < tr.S; k++) check(k, 'forward');
    for (let k = tr.S - 1; k >= -1; k--) check(k, 'back');
    let seed = 7;
    const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let j = 0; j < 200; j++) check(Math.floor(rnd() * tr.S), 'jump');
    check(tr.S - 1, 'end');
    check(0, 'start');
  });

  test(`${name}: the counters, the stack and the step's node`, () => {
    const tr = trace(name);
    const c = { nodes: 0, leaves: 0, cutoffs: 0, tt: 0 };
    for (let k = 0; k < tr.S; k++) {
      const s = tr.sKind[k];
      if (s === S_ENTER) c.nodes++;
      else if (s === S_EVAL) c.leaves++;
      else if (s === S_CUTOFF) c.cutoffs++;
      else if (s === S_TT) c.tt++;
      assert.deepEqual(tr.countsAt(k), c, `counters at step ${k}`);
      tr.seek(k);
      // the stack: the open nodes on the way from the root to the step's node
      const path = [];
      for (let n = tr.current(k); n >= 0; n = tr.parent[n]) if (tr.open[n]) path.unshift(n);
      // and the step's node while it returns: its frame is there while its return line is lit
      if (s === S_EVAL || s === S_TT || s === S_RETURN) path.push(tr.current(k));
      assert.deepEqual(tr.stack(), path, `stack at step ${k}`);
      if (s === S_EVAL) assert.equal(tr.stack().at(-1), tr.current(k), `the evaluated leaf tops the stack at step ${k}`);
    }
    const st = tr.doc.stats;
    if (!tr.doc.stopped) assert.deepEqual(c, { nodes: st.nodes, leaves: st.leaves, cutoffs: st.cutoffs, tt: st.tt_hits });
    assert.equal(tr.current(-1), -1);
    assert.equal(tr.current(tr.S), -1);
    assert.equal(tr.hasAny(S_CUTOFF), c.cutoffs > 0);
  });
}

test('a cutoff reaches and cuts its pruned children; undo takes them back', () => {
  const tr = trace('textbook-alphabeta');
  const k = tr.sKind.indexOf(S_CUTOFF);
  assert.ok(k > 0);
  tr.seek(k - 1);
  const first = tr.sChild[k], end = tr.prunedEnd(k);
  assert.ok(end > first);
  for (let c = first; c < end; c++) assert.equal(tr.cut[c], 0);
  tr.seek(k);
  for (let c = first; c < end; c++) assert.deepEqual([tr.reached[c], tr.cut[c], tr.cutStepOf[c] === k || c > first], [1, 1, true]);
  tr.seek(k - 1);
  for (let c = first; c < end; c++) assert.deepEqual([tr.reached[c], tr.cut[c]], [0, 0]);
});

test('the checkpoints of a long trace', () => {
  const tr = trace('random-b3-d5');
  assert.ok(tr.checkpoints.length > 5, 'several checkpoints');
  assert.ok(tr.every < tr.S);
  // the final snapshot is the finished search
  tr.seek(tr.S - 1);
  assert.deepEqual(state(tr), replay('random-b3-d5', tr.S - 1));
});
