// Practise on chance trees (practise-chance.js, exercise.js): values typed as
// decimals or fractions, a chance exercise's spec, the solution's values divided by
// the trace's scale, and the task with Star1's leaf bounds.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang } from '../static/js/i18n.js';
import { specFromURL, specQuery, specJSON, normalSpec, parseAnswer, showAnswer, defaultSpec, problemOf, problemParams } from '../static/js/exercise.js';
import { fmtScaledValue, chanceTask, chanceTitleKey } from '../static/js/practise-chance.js';
import { Answers, answersFrom } from '../static/js/practise-answers.js';

test('a chance tree\'s values are typed as decimals or fractions, kept as typed', () => {
  for (const [typed, want] of [['2.5', '2.5'], ['2,5', '2,5'], ['+2.5', '+2.5'], ['5/2', '5/2'], [' −5 / 2 ', '-5/2'], ['.5', '.5'], ['3', 3]]) {
    assert.equal(parseAnswer(typed), want, typed);
  }
  for (const typed of ['5/0', '1e3', '2,5,0', 'x']) assert.equal(parseAnswer(typed), null, typed);
  assert.equal(showAnswer('-2,5'), '−2.5');
  assert.equal(showAnswer('5/2'), '5/2');
});

test('answers with decimals go to the grader as typed, and come back', () => {
  const a = new Answers();
  a.set('value', 0, '2,5');
  a.set('value', 1, 3);
  a.cuts.add(2);
  const names = ['A', 'D', 'C2'], parent = [-1, 0, 1];
  const r = a.request('star1', names, parent, { values: new Set() });
  assert.deepEqual(r, { values: { A: '2,5', D: 3 }, pruned: ['D>C2'] });
  const back = answersFrom(r, new Map([['A', 0], ['D', 1], ['C2', 2]]));
  assert.equal(back.value.get(0), '2,5');
  assert.equal(back.value.get(1), 3);
});

test('a random chance exercise\'s spec: chance=true to the server, and back', () => {
  const s = specFromURL(new URLSearchParams('source=random&level=2&seed=4&q=star1&chance=true'));
  assert.equal(s.chance, true);
  assert.deepEqual(specQuery(s), { source: 'random', level: '2', seed: '4', q: 'star1', chance: 'true' });
  assert.equal(specJSON(s).chance, true);
  assert.equal(specJSON(defaultSpec()).chance, undefined);
  assert.equal(normalSpec({ source: 'chance', chance: true }).chance, true, 'a preset\'s, as the server says');
  assert.equal(specQuery(normalSpec({ source: 'chance', chance: true })).chance, undefined, 'the server knows a preset\'s');
});

test('values divided by the scale, as trace.FormatScaled writes them', () => {
  assert.equal(fmtScaledValue(5, 2), '2.5');
  assert.equal(fmtScaledValue(-3, 24), '−0.125');
  assert.equal(fmtScaledValue(7, 3), '7/3');
  assert.equal(fmtScaledValue(-7, 3), '−7/3');
  assert.equal(fmtScaledValue(10, 2), '5');
  assert.equal(fmtScaledValue(1, 32), '1/32');
  assert.equal(fmtScaledValue(4, 1), '4');
});

test('the task says Star1\'s leaf bounds and how to write values, in both languages', () => {
  const ex = { spec: { chance: true }, questions: { leaf_bounds: [0, 9] } };
  setLang('en');
  assert.match(chanceTask(ex, 'star1'), /L=0 and U=9.*decimal \(2\.5 or 2,5\)/);
  assert.match(chanceTask(ex, 'values'), /expectiminimax value of every inner node/);
  assert.equal(chanceTask({ spec: {} }, 'values'), '', 'a tree without chance nodes');
  assert.equal(chanceTitleKey(true, 'values'), 'exQ_valuesChance');
  assert.equal(chanceTitleKey(false, 'values'), '');
  setLang('es');
  assert.match(chanceTask(ex, 'star1'), /L=0 y U=9.*fracción \(5\/2\)/);
  setLang('en');
});

test('a star1 exercise\'s problem keeps Star1 and its leaf bounds for the stepper', () => {
  const ex = { problem: { game: 'tree', position: 'random:branching=3', algo: 'expectiminimax', star1: 'true', 'chance-bounds': '0,9' } };
  const q = problemParams(problemOf(ex, 'star1'));
  assert.equal(q.algo, 'expectiminimax');
  assert.equal(q.star1, 'true');
  assert.equal(q['chance-bounds'], '0,9');
  const plain = problemParams(problemOf({ problem: { game: 'tree', position: '(1,2)', algo: 'alphabeta', star1: 'true' } }, 'prune'));
  assert.equal(plain.star1, undefined, 'only expectiminimax\'s');
});

test('a mistake at a chance node names the chance node\'s rule', async () => {
  const { ruleOf } = await import('../static/js/practise-rules.js');
  setLang('en');
  assert.match(ruleOf({ kind: 'wrong-value', player: 'chance' }), /mean of its outcomes/);
  assert.match(ruleOf({ kind: 'missed-cut', player: 'chance' }), /Star1/);
  assert.doesNotMatch(ruleOf({ kind: 'wrong-value', player: 'min' }), /mean/);
  setLang('es');
  assert.match(ruleOf({ kind: 'wrong-value', player: 'chance' }), /media de los valores/);
  setLang('en');
});

test('a hint at a chance node: its weighted mean, and Star1\'s cut', async () => {
  const { Trace, S_RETURN, S_CUTOFF } = await import('../static/js/model.js');
  const { doc } = await import('./traces.js');
  const { rungs } = await import('../static/js/practise-ladder.js');
  const { isChanceNode } = await import('../static/js/practise-chance.js');
  const tr = new Trace(doc('practise-chance-star1')); // A(?(1/2: B(5), 1/2: C(5)), ?(1/2: E(0), 1/2: F(9)))
  const ret = [...Array(tr.S).keys()].find((k) => tr.sKind[k] === S_RETURN && isChanceNode(tr, tr.sNode[k]));
  const cut = [...Array(tr.S).keys()].find((k) => tr.sKind[k] === S_CUTOFF);
  assert.ok(ret !== undefined && cut !== undefined);
  assert.ok(isChanceNode(tr, tr.sNode[cut]), 'Star1 cuts at the chance node G');
  assert.ok(!isChanceNode(tr, 0));
  setLang('en');
  assert.match(rungs(tr, ret)[1].text, /is a chance node: nobody chooses there/);
  assert.match(rungs(tr, cut)[1].text, /at least L and at most U/);
  setLang('es');
  assert.match(rungs(tr, ret)[1].text, /es un nodo de azar/);
  setLang('en');
});

test('a value written on an outcome Star1 prunes: the remark says the chance node\'s rule', async () => {
  const { Trace, N_PRUNED } = await import('../static/js/model.js');
  const { doc } = await import('./traces.js');
  const { cutOf } = await import('../static/js/practise-rules.js');
  const tr = new Trace(doc('practise-chance-star1'));
  const pruned = [...Array(tr.N).keys()].find((i) => tr.kind[i] === N_PRUNED);
  setLang('en');
  assert.match(cutOf(tr, pruned).rule, /weighted sum/);
  assert.equal(cutOf(tr, pruned).child >= 0, true);
});
