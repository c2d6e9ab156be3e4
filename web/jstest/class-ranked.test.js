// The teacher's ranked mistakes of an exercise whose students each have their own tree
// (class-ranked.js, through class-model.js's rankedMistakes): named by the role of
// their node in both languages, an example from each tree, the answers not given
// flagged to be listed apart.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang } from '../static/js/i18n.js';
import { rankedMistakes, resultsTable } from '../static/js/class-model.js';
import { role, roleLabel } from '../static/js/class-ranked.js';

const TASK = {
  n: 1, students: 3, variants: 'per-student', exercise: { source: 'random', level: '4', seed: '9', q: 'prune' },
  mistakes: [
    {
      kind: 'missed-cut', field: 'pruned', player: 'min', depth: 2, per_student: true, node: 'E2', edge: 'E>E2', expected: 'cut', step: 12, students: 2,
      sentence: 'β=1 ≤ α=3 at E: …',
      examples: [
        { student: 's1', name: 'Ana', seed: 101, node: 'E2', edge: 'E>E2', given: '', expected: 'cut', step: 12, problem: { game: 'tree', position: '((1,2),(3,4))', pass: 'p1' } },
        { student: 's2', name: 'Bea', seed: 202, node: 'F3', edge: 'F>F3', given: '', expected: 'cut', step: 15, problem: { game: 'tree', position: '((5,6),(7,8))' } },
      ],
    },
    {
      kind: 'wrong-value', field: 'value', player: 'max', depth: 0, per_student: true, node: 'A', expected: '3', step: 30, students: 1,
      examples: [{ student: 's2', name: 'Bea', seed: 202, node: 'A', given: '4', expected: '3', step: 30 }],
    },
    { kind: 'missing', field: 'alpha', player: 'min', depth: 1, per_student: true, node: 'B', expected: '-inf', step: 3, students: 3, examples: [] },
  ],
};

test('a mistake in the students\' own trees is named by its node\'s role', () => {
  setLang('en');
  assert.equal(role({ player: 'min', depth: 2, field: 'pruned' }), 'a MIN node, depth 2');
  assert.equal(role({ player: 'max', depth: 0, field: 'value' }), 'the root (MAX)');
  assert.equal(role({ player: 'min', depth: 3, field: 'order' }), 'a leaf at depth 3');
  const r = rankedMistakes(TASK, 3);
  assert.deepEqual(r.map((m) => [m.count, m.label, m.missing]), [
    ['2 of 3', 'Missed cut at a MIN node, depth 2 (where the cutoff happens):', false],
    ['1 of 3', 'Wrong value at the root (MAX):', false],
    ['3 of 3', 'No α given at a MIN node, depth 1:', true],
  ]);
  assert.equal(r[0].expected, '', 'each tree its own answer: in the examples');
  assert.deepEqual(r[0].examples.map((x) => [x.name, x.where, x.more, x.step, x.seed]),
    [['Ana', 'at E → E2', '', 12, 101], ['Bea', 'at F → F3', '', 15, 202]]);
  assert.deepEqual(r[0].problem, TASK.mistakes[0].examples[0].problem, 'the stepper opens the first example\'s tree, with its pass');
  assert.equal(r[1].examples[0].more, 'they wrote 4, it is 3.');
  setLang('es');
  const es = rankedMistakes(TASK, 3);
  assert.equal(es[0].label, 'Falta una poda en un nodo MIN, profundidad 2 (donde se produce el corte):');
  assert.equal(es[1].label, 'Valor erróneo en la raíz (MAX):');
  assert.equal(es[2].label, 'Sin α en un nodo MIN, profundidad 1:');
  assert.equal(es[0].examples[0].where, 'en E → E2');
  assert.equal(roleLabel({ kind: 'wrong-order', field: 'order', player: 'min', depth: 3 }), 'Hoja fuera de orden, una hoja a profundidad 3:');
  setLang('en');
});

test('a shared exercise\'s mistakes stay by node, with no examples', () => {
  setLang('en');
  const r = rankedMistakes({ n: 1, students: 2, mistakes: [{ kind: 'wrong-value', field: 'value', node: 'D', expected: '0', step: 27, students: 1, examples: [{ student: 's1' }] }] }, 2);
  assert.deepEqual([r[0].label, r[0].expected, r[0].examples, r[0].problem], ['Wrong value at D:', 'Expected: 0.', [], null]);
});

test('a cell out of the student\'s own tree\'s best score', () => {
  setLang('en');
  const r = {
    out_of: 15, tasks: [{ n: 1, out_of: 15, exercise: { source: 'random', level: '2', seed: '8', q: 'prune' }, mistakes: [] }],
    students: [{ id: 's1', name: 'Ana', total: 14, cells: [{ attempts: 1, best: 14, last: 14, seconds: 9, out_of: 14 }] },
      { id: 's2', name: 'Bea', total: 3, cells: [{ attempts: 1, best: 3, last: 3, seconds: 9 }] }],
  };
  const tb = resultsTable(r, []);
  assert.deepEqual(tb.rows.map((row) => [row.cells[0].text, row.cells[0].full]), [['14/14', true], ['3/15', false]]);
});

test('a tree per student: no one total for the column nor for the assignment', () => {
  setLang('en');
  const task = (n, variants) => ({ n, out_of: 15, variants, exercise: { source: 'random', level: '2', seed: '8', q: 'prune' }, mistakes: [] });
  const students = [{ id: 's1', name: 'Ana', total: 14, cells: [{ attempts: 1, best: 14, last: 14, seconds: 9, out_of: 14 }, { attempts: 0 }] }];
  const mixed = resultsTable({ out_of: 30, tasks: [task(1, 'per-student'), task(2, 'shared')], students }, []);
  assert.deepEqual(mixed.columns.map((c) => c.outOf), [0, 15]);
  assert.equal(mixed.outOf, 0);
  const shared = resultsTable({ out_of: 30, tasks: [task(1, 'shared'), task(2, 'shared')], students }, []);
  assert.deepEqual(shared.columns.map((c) => c.outOf), [15, 15]);
  assert.equal(shared.outOf, 30);
});
