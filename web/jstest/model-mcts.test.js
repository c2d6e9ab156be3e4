// Monte Carlo tree search in the trace model (model-mcts.js): the visit counts and
// totals at every step (seek from anywhere equals replaying from the start, the end
// equals the nodes' final N and W), the iterations and phases, the jumps, UCB1's
// terms (the chosen child has the highest value, the first among ties, as trace's
// UCT chooses) and a sentence for every step.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { doc } from './traces.js';
import { Trace } from '../static/js/model.js';
import { S_SELECT, S_EXPAND, S_ROLLOUT, S_BACKPROP, phaseOf } from '../static/js/model-mcts.js';
import { explain } from '../static/js/explain.js';
import { setLang } from '../static/js/i18n.js';

const NAME = 'mcts-tictactoe';
const fresh = () => new Trace(doc(NAME));

const state = (tr) => Array.from({ length: tr.N }, (_, i) => `${tr.reached[i]}${tr.hasValue[i]}:${tr.value[i]}/${tr.mcts.visits[i]}`);

function replay(k) {
  const tr = fresh();
  tr.restore(tr.checkpoints[0], -1);
  for (let i = 0; i <= k; i++) tr.apply(i);
  return state(tr);
}

test('the finished search holds every node\'s N and W', () => {
  const d = doc(NAME);
  const tr = fresh();
  assert.ok(tr.mcts, 'an mcts trace');
  assert.equal(tr.mcts.iterations, d.mcts.iterations);
  tr.seek(tr.S - 1);
  for (let i = 0; i < tr.N; i++) {
    assert.equal(tr.mcts.visits[i], d.nodes.visits[i], `N of node ${i}`);
    assert.equal(tr.value[i], d.nodes.value[i] ?? 0, `W of node ${i}`);
  }
  assert.equal(tr.mcts.visits[0], d.mcts.iterations, 'the root is visited once an iteration');
});

test('seek anywhere equals replaying from the start, both ways', () => {
  const tr = fresh();
  for (const k of [10, 200, 5, tr.S - 1, 0, 333, 332, 100]) {
    tr.seek(k);
    assert.deepEqual(state(tr), replay(k), `step ${k}`);
  }
});

test('iterations and phases: each iteration selects or expands, simulates once and ends at the root', () => {
  const tr = fresh();
  const m = tr.mcts;
  assert.equal(m.iterStart.length, m.iterations);
  for (let it = 0; it < m.iterations; it++) {
    const a = m.iterStart[it], b = it + 1 < m.iterations ? m.iterStart[it + 1] : tr.S;
    const kinds = Array.from(tr.sKind.subarray(a, b));
    assert.equal(kinds.filter((x) => x === S_ROLLOUT).length, 1, `iteration ${it + 1}: one simulation`);
    assert.ok(kinds.every((x) => phaseOf(x)), `iteration ${it + 1}: mcts steps only`);
    assert.equal(tr.sKind[b - 1], S_BACKPROP);
    assert.equal(tr.sNode[b - 1], 0, 'the last backprop is the root\'s');
  }
  // the jumps: the next iteration from its first step is the next one's first step
  assert.equal(m.nextIteration(m.iterStart[3], 1), m.iterStart[4]);
  assert.equal(m.nextIteration(m.iterStart[3], -1), m.iterStart[2]);
  assert.equal(m.nextIteration(tr.S - 1, 1), tr.S - 1, 'none after the last');
  const k = m.nextPhase(0, 1);
  assert.equal(tr.sKind[k], S_EXPAND, 'the first phase is an expansion of the root');
  assert.equal(m.nextPhase(k, 1), k + 1, 'then its simulation');
});

test('UCB1: the child chosen has the highest value, the first among ties', () => {
  const tr = fresh();
  let checked = 0;
  for (let k = 0; k < tr.S; k++) {
    if (tr.sKind[k] !== S_SELECT) continue;
    tr.seek(k);
    const rows = tr.mcts.ucb(k);
    const top = Math.max(...rows.map((r) => r.value));
    const first = rows.find((r) => r.value === top);
    assert.equal(first.child, tr.sChild[k], `step ${k}`);
    for (const r of rows) if (!r.unvisited) assert.ok(Math.abs(r.value - (r.mean + r.explore)) < 1e-12);
    checked++;
  }
  assert.ok(checked > 20, `${checked} selections checked`);
});

test('a sentence for every step, in both languages', () => {
  const tr = fresh();
  for (const lang of ['en', 'es']) {
    setLang(lang);
    for (let k = 0; k < tr.S; k++) {
      tr.seek(k);
      const s = explain(tr, k, false);
      assert.ok(s && !/\{\w+\}|undefined|NaN/.test(s), `step ${k} (${lang}): ${s}`);
    }
  }
  setLang('en');
});
