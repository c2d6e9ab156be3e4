// A student's answers (practise-answers.js): as the grader reads them, the solution the
// drawing shows, and the marks of a grade; and the shared stems of the drawing's edges
// (practise-drawing.js).
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trace } from './traces.js';
import { nodeName } from '../static/js/explain.js';
import { Answers, solutionCuts, solutionOrder, marksOf, targetOf, groupsMissing } from '../static/js/practise-answers.js';
import { pathPoints, pathOf, sharedStem } from '../static/js/practise-drawing.js';

// The textbook: A(0) B(1) B1(2) B2(3) C(4) C1(5) C2(6) D(7) D1(8) D2(9).
const tr = trace('textbook-alphabeta');
const names = Array.from({ length: tr.N }, (_, i) => nodeName(tr, i));
const ids = new Map(names.map((n, i) => [n, i]));
const none = { values: new Set(), alpha: new Set(), beta: new Set() };

test('the textbook\'s names', () => {
  assert.deepEqual(names, ['A', 'B', 'B1', 'B2', 'C', 'C1', 'C2', 'D', 'D1', 'D2']);
});

test('answers by node name, only what the question asks', () => {
  const a = new Answers();
  a.set('value', 0, 3);
  a.set('value', 1, 'inf');
  a.set('alpha', 4, 3);
  a.set('beta', 4, '-inf');
  a.toggleCut(9);
  a.toggleCut(6);
  a.toggleCut(3);
  a.toggleCut(3); // taken back
  a.toggleOrder(5);
  a.toggleOrder(2);
  assert.deepEqual(a.request('values', names, tr.parent, none), { values: { A: 3, B: 'inf' } });
  assert.deepEqual(a.request('prune', names, tr.parent, none), { values: { A: 3, B: 'inf' }, pruned: ['C>C2', 'D>D2'] });
  assert.deepEqual(a.request('window', names, tr.parent, { ...none, values: new Set(['A']), beta: new Set(['B']) }),
    { values: { A: 3 }, alpha: { C: 3 }, beta: {}, pruned: ['C>C2', 'D>D2'] });
  assert.deepEqual(a.request('order', names, tr.parent, none), { order: ['C1', 'B1'] });
  a.toggleOrder(5);
  assert.deepEqual(a.order, [2]);
  a.set('value', 0, undefined);
  a.clearNode(4);
  assert.deepEqual([...a.value.keys(), ...a.alpha.keys(), ...a.beta.keys()], [1]);
  assert.throws(() => a.of('gamma'));
});

test('the solution: the edges alpha-beta cuts, the leaves in the order evaluated', () => {
  assert.deepEqual([...solutionCuts(tr)].map((i) => names[i]), ['C2', 'D2']);
  assert.deepEqual(solutionOrder(tr).map((i) => names[i]), ['B1', 'B2', 'C1', 'D1']);
  assert.deepEqual([...solutionCuts(trace('textbook-minimax'))], [], 'minimax cuts nothing');
});

test('a grade\'s marks: wrong nodes, edges cut wrongly or missed; many missing answers in one line', () => {
  const mistakes = [
    { kind: 'wrong-value', node: 'C', field: 'values' },
    { kind: 'extra-cut', edge: 'B>B2', field: 'pruned' },
    { kind: 'missed-cut', edge: 'D>D2', field: 'pruned' },
    { kind: 'missing', node: 'A', field: 'values' },
    { kind: 'wrong-value', node: 'Z' }, // a name the drawing does not have
  ];
  const m = marksOf(mistakes, ids);
  assert.deepEqual([...m.nodes].map((i) => names[i]), ['C', 'A']);
  assert.deepEqual([...m.edges].map(([i, k]) => names[i] + ':' + k), ['B2:extra', 'D2:missed']);
  assert.deepEqual(mistakes.map((x) => targetOf(x, ids)), [4, 3, 9, 0, -1]);
  assert.equal(groupsMissing(mistakes), false);
  const many = ['A', 'B', 'C', 'D'].map((node) => ({ kind: 'missing', node, field: 'values' }));
  many.push({ kind: 'missing', edge: 'C>C2', field: 'pruned' });
  assert.equal(groupsMissing(many), true);
  const g = marksOf(many, ids);
  assert.deepEqual([...g.nodes].map((i) => names[i]), ['A', 'B', 'C', 'D']);
  assert.equal(g.edges.size, 0, 'grouped: the missing are marked by node only');
});

test('edges that share a stem are split below it', () => {
  const pts = pathPoints('M10,20 L10,30L 0,40 L-5.5,60');
  assert.deepEqual(pts, [[10, 20], [10, 30], [0, 40], [-5.5, 60]]);
  assert.equal(pathOf(pts), 'M10,20L10,30L0,40L-5.5,60');
  const kids = [[[10, 20], [10, 30], [0, 40]], [[10, 20], [10, 30], [20, 40]], [[10, 20], [10, 30], [10, 40]]];
  assert.deepEqual(sharedStem(kids), { stem: [[10, 20], [10, 30]], branches: [[[10, 30], [0, 40]], [[10, 30], [20, 40]], [[10, 30], [10, 40]]] });
  assert.equal(sharedStem([kids[0]]), null, 'one edge: nothing shared');
  assert.equal(sharedStem([kids[0], [[10, 20], [11, 30], [20, 40]]]), null, 'edges that part at once');
});
