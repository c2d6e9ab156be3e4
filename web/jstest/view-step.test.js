// What the page's drawing may say of a node at a step (view-step.js): at every step of
// every trace, nothing of a node the search has not reached (no class but its state, no
// value but a typed leaf's number, no window), the finished search's marks only once
// they are known (pv at the end, a kind once the node is done, pruned once cut), and
// the drawing's own classes stripped of the finished search's.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TRACES, trace } from './traces.js';
import { setLang } from '../static/js/i18n.js';
import { N_TT, N_PRUNED, N_HORIZON, N_TERMINAL } from '../static/js/model.js';
import {
  shapeClass, ghostable, stopStepOf, seenOf, nodeClasses, edgeClasses, ttKnown, valueText, windowTexts, drawnReached, unreachedMode,
} from '../static/js/view-step.js';

// walk calls f(k, v, cls, ecls) for every node at every step of trace name.
function walk(name, f) {
  const tr = trace(name);
  const stopStep = stopStepOf(tr);
  for (let k = 0; k < tr.S; k++) {
    tr.seek(k);
    const at = { k, fin: k === tr.S - 1, current: tr.current(k), stopStep };
    for (let i = 0; i < tr.N; i++) {
      const v = seenOf(tr, i, false, !!tr.open[i], at);
      f(tr, k, v, nodeClasses(tr, v, ghostable(tr)), edgeClasses(tr, v));
    }
  }
}

test('the drawing keeps only the classes that tell nothing of the search', () => {
  assert.equal(shapeClass('node max root inner pv done', true), 'node max root inner');
  assert.equal(shapeClass('node max root inner pv done', false), 'node max root');
  assert.equal(shapeClass('node min leaf board pruned cut current', false), 'node min board');
  assert.equal(shapeClass('node max leaf terminal tt quiesce stopped horizon unreached open', true), 'node max leaf');
  assert.equal(shapeClass('edge pv done', false), 'edge');
  assert.equal(shapeClass('node max folded open', false), 'node max folded');
  assert.equal(shapeClass('', true), '');
  assert.equal(shapeClass(null, true), '');
});

test('a node not reached says nothing but that, at every step of every trace', () => {
  setLang('en');
  for (const name of TRACES) {
    let unreached = 0;
    walk(name, (tr, k, v, cls, ecls) => {
      if (v.reached) return;
      unreached++;
      assert.equal(cls, 'st-unreached', `${name} step ${k} node ${v.i}`);
      assert.equal(ecls, 'st-unreached', `${name} step ${k} edge ${v.i}`);
      assert.equal(valueText(tr, v, null), '', `${name} step ${k} node ${v.i}: a value`);
      assert.deepEqual(windowTexts(tr, v, true), ['', ''], `${name} step ${k} node ${v.i}: a window`);
      assert.equal(ttKnown(tr, v), false);
      assert.equal(drawnReached(tr, v.i, false, 0), false);
    });
    assert.ok(unreached > 0, `${name}: some node is unreached at some step`);
  }
});

test('the finished search\'s marks come as the search finds them', () => {
  setLang('en');
  for (const name of TRACES) {
    const seen = { pv: 0, tt: 0, pruned: 0, kind: 0, stopped: 0 };
    walk(name, (tr, k, v, cls, ecls) => {
      const has = (c) => cls.split(' ').includes(c);
      const i = v.i, fin = k === tr.S - 1;
      // pv: the finished search's only
      assert.equal(has('pv'), fin && !!tr.pv[i] && v.reached, `${name} step ${k} node ${i}: pv`);
      assert.equal(ecls.split(' ').includes('pv'), has('pv'));
      if (has('pv')) seen.pv++;
      // a table hit once it has happened
      assert.equal(has('tt'), tr.kind[i] === N_TT && !!tr.reached[i] && !tr.open[i], `${name} step ${k} node ${i}: tt`);
      if (has('tt')) seen.tt++;
      // pruned once cut
      assert.equal(has('pruned'), tr.kind[i] === N_PRUNED && !!tr.cut[i], `${name} step ${k} node ${i}: pruned`);
      if (has('pruned')) seen.pruned++;
      // terminal, horizon: once the node is done
      for (const [c, kind] of [['terminal', N_TERMINAL], ['horizon', N_HORIZON]]) {
        assert.equal(has(c), tr.kind[i] === kind && !!tr.reached[i] && !tr.open[i], `${name} step ${k} node ${i}: ${c}`);
        if (has(c)) seen.kind++;
      }
      if (has('stopped')) {
        seen.stopped++;
        assert.ok(k >= stopStepOf(tr), `${name} step ${k}: stopped before the stop`);
      }
      // a game node's place: inner from its first child on, leaf once done without one
      if (!ghostable(tr)) {
        const first = tr.kidStart[i + 1] > tr.kidStart[i] ? tr.kids[tr.kidStart[i]] : -1;
        assert.equal(has('inner'), first >= 0 && !!tr.reached[first], `${name} step ${k} node ${i}: inner`);
        assert.equal(has('leaf'), first < 0 && v.known, `${name} step ${k} node ${i}: leaf`);
      } else {
        assert.ok(!has('inner') && !has('leaf'), 'a typed tree\'s place is its drawing\'s');
      }
      assert.equal(has('st-current'), i === tr.current(k));
    });
    if (trace(name).doc.complete) assert.ok(seen.pv > 0, `${name}: a pv at the end`);
    if (name === 'textbook-alphabeta' || name === 'stones-naive') assert.ok(seen.pruned > 0, `${name}: pruned once cut`);
    if (name === 'stones-naive') assert.ok(seen.tt > 0, `${name}: a table hit`);
    if (name === 'stopped') assert.ok(seen.stopped > 0, `${name}: stopped nodes`);
  }
});

test('the textbook at step 13: what is reached, and what it says', () => {
  setLang('en');
  const tr = trace('textbook-alphabeta');
  // step 13: the search enters C
  let k = 12;
  tr.seek(k);
  let at = { k, fin: false, current: tr.current(k), stopStep: -1 };
  const reached = () => {
    const out = [];
    for (let i = 0; i < tr.N; i++) if (tr.reached[i]) out.push(i ? tr.move(i) : tr.label(i));
    return out;
  };
  // A, B and its leaves, C: C's leaves, D and its leaves not yet
  assert.deepEqual(reached(), ['A', 'B', 'B1', 'B2', 'C']);
  const v = (i) => seenOf(tr, i, false, !!tr.open[i], at);
  assert.equal(valueText(tr, v(0), null), '3', 'A has 3 from B');
  assert.equal(valueText(tr, v(7), '0'), '0', 'a typed leaf\'s number is the statement');
  assert.equal(valueText(tr, v(7), null), '', 'D: nothing yet');
  assert.equal(nodeClasses(tr, v(1), true), 'st-done', 'B: done, not yet pv');
  assert.equal(nodeClasses(tr, v(4), true), 'st-open st-current', 'C: open, the step\'s');
  assert.deepEqual(windowTexts(tr, v(4), true), ['α=3', 'β=+∞']);
  assert.deepEqual(windowTexts(tr, v(4), false), ['', ''], 'minimax has no window');
  // step 18: C's cutoff prunes C2
  k = 17;
  tr.seek(k);
  at = { k, fin: false, current: tr.current(k), stopStep: -1 };
  assert.deepEqual(reached(), ['A', 'B', 'B1', 'B2', 'C', 'C1', 'C2']);
  assert.equal(nodeClasses(tr, v(6), true), 'pruned st-cut');
  assert.equal(edgeClasses(tr, v(6)), 'pruned st-cut');
  // step 19: C returns its bound
  k = 18;
  tr.seek(k);
  at = { k, fin: false, current: tr.current(k), stopStep: -1 };
  assert.equal(valueText(tr, v(4), null), '≤2', 'C: a bound');
  tr.seek(tr.S - 1);
  const end = { k: tr.S - 1, fin: true, current: tr.current(tr.S - 1), stopStep: -1 };
  assert.equal(nodeClasses(tr, seenOf(tr, 1, false, false, end), true), 'pv st-done');
});

test('a fold is in the page once a node inside it is reached', () => {
  const tr = trace('textbook-alphabeta');
  tr.seek(0);
  assert.equal(drawnReached(tr, 1, true, 0), false);
  assert.equal(drawnReached(tr, 1, true, 2), true);
  assert.equal(drawnReached(tr, 0, true, 0), true);
});

test('only a typed tree is drawn ahead of its search', () => {
  assert.equal(ghostable(trace('textbook-alphabeta')), true);
  assert.equal(ghostable(trace('random-b3-d5')), true);
  assert.equal(ghostable(trace('stones-naive')), false);
  assert.equal(ghostable(trace('tictactoe-negamax-ab')), false);
  assert.equal(unreachedMode('tree', 'ghost'), 'ghost');
  assert.equal(unreachedMode('tree', 'hide'), 'hide');
  assert.equal(unreachedMode('connect4', 'ghost'), 'hide');
  assert.equal(unreachedMode('stones', 'ghost'), 'hide');
  assert.equal(unreachedMode('tree', 'bogus'), 'hide');
});
