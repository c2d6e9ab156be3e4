// The convergence chart shows nothing of iterations after the step's (mcts-chart.js's
// upTo): at each step, its points are the trace's convergence points up to the step's
// iteration, and at the last step all of them.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { doc } from './traces.js';
import { Trace } from '../static/js/model.js';
import { series, upTo } from '../static/js/mcts-chart.js';

test('the chart at a step holds no point after its iteration', () => {
  const tr = new Trace(doc('mcts-tictactoe'));
  const full = series(tr);
  assert.ok(full.x.length > 5, 'convergence points');
  for (let k = 0; k < tr.S; k++) {
    const it = tr.mcts.iterOf[k] || 0;
    const d = upTo(full, it);
    assert.ok(d.x.every((x) => x <= it), `step ${k}: a point after iteration ${it}`);
    assert.equal(d.x.length, full.x.filter((x) => x <= it).length, `step ${k}: every point up to iteration ${it}`);
    for (const kid of d.kids) assert.equal(kid.visits.length, d.x.length);
  }
  assert.deepEqual(upTo(full, tr.mcts.iterOf[tr.S - 1]), full, 'the last step shows the whole run');
  assert.equal(upTo(full, 0).x.length, 0, 'before the first iteration: nothing');
});
