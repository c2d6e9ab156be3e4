// Errors beside their fields (field-errors.js, problem-check.js): a server's coded
// error said in the page's words and language, pointing at what was typed; the form's
// fields checked before a search is asked for.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang } from '../static/js/i18n.js';
import { near, sayError, say } from '../static/js/field-errors.js';
import { checkForm } from '../static/js/problem-check.js';
import { shortTree } from '../static/js/problem.js';

const API_NAMES = /max-nodes|time-limit|takes|branching|character|carácter|random:/;

test('near is the typed text up to the place, cut at its start', () => {
  assert.equal(near('A(B(3,', 7), 'A(B(3,');
  assert.equal(near('Ñandú(3,4', 10), 'Ñandú(3,4');
  assert.equal(near('(' + '1,'.repeat(20) + ')', 42), '…,1,1,1,1,1,1,1,)');
  assert.equal(near('', 3), '');
});

test('a server error is said in the page words, in each language, again after a change', () => {
  const cases = [
    [{ code: 'param.range', field: 'depth', params: { lo: 0, hi: 200, value: '-1', name: 'depth' } }, '', 'depth',
      'Must be from 0 to 200; you typed -1.', 'Debe ir de 0 a 200; has escrito -1.'],
    [{ code: 'param.range', field: 'max-nodes', params: { lo: 0, hi: 600000, value: '-1', name: 'max-nodes' } }, '', 'max-nodes',
      'Must be from 0 to 600,000; you typed -1.', 'Debe ir de 0 a 600.000; has escrito -1.'],
    [{ code: 'random.branching', field: 'position', params: { at: 8, max: 10, value: -2, input: 'random:b=-2,d=3,seed=1' } }, '', 'rb',
      'Must be from 1 to 10; you typed -2.', 'Debe ir de 1 a 10; has escrito -2.'],
    [{ code: 'tree.unclosed', field: 'position', params: { at: 7, open: 2, input: 'A(B(3,' } }, 'A(B(3,', 'position',
      'At “A(B(3,”: unexpected end of input: 2 \'(\' not closed', 'En «A(B(3,»: el texto se acaba antes de cerrar los 2 paréntesis'],
    [{ code: 'param.takes_range', field: 'takes', params: { item: '0', lo: 1, hi: 20, name: 'takes', value: '0,x' } }, '', 'takes',
      '“0”: each take is from 1 to 20 stones.', '«0»: cada cantidad va de 1 a 20 piedras.'],
    [{ code: 'connect4.column_full', field: 'position', params: { at: 7, column: '1', input: '1111111' } }, '1111111', 'position',
      'At “1111111”: column 1 is full', 'En «1111111»: la columna 1 está llena'],
  ];
  for (const [err, typed, field, en, es] of cases) {
    const words = sayError(err, typed);
    assert.equal(words.field, field, err.code);
    setLang('en');
    assert.equal(say(words), en);
    setLang('es');
    assert.equal(say(words), es);
    for (const s of [en, es]) assert.doesNotMatch(s, API_NAMES, s);
  }
  setLang('en');
  assert.equal(sayError({ code: 'web.busy', params: {} }), null, 'no words of its own: the server\'s text');
});

test('the form is checked as typed: each wrong field once, a good form not at all', () => {
  const good = { game: 'tree', preset: 'textbook', tree: '', depth: '0', maxNodes: '', timeLimit: '', budget: '' };
  assert.deepEqual(checkForm(good), []);
  assert.deepEqual(checkForm({ ...good, game: 'lab:ab12', depth: '150' }), [], 'a student\'s game: the server\'s range');
  const fields = (f) => checkForm({ ...good, ...f }).map((w) => w.field);
  assert.deepEqual(fields({ preset: 'custom', tree: '  ' }), ['tree']);
  assert.deepEqual(fields({ preset: 'random', rb: '-2', rd: '50', rseed: '7' }), ['rb', 'rd']);
  assert.deepEqual(fields({ depth: '-1' }), ['depth']);
  assert.deepEqual(fields({ preset: 'custom', tree: '(' + '('.repeat(199) + '1' + ')'.repeat(200), depth: '200' }), []);
  // no deeper than the game goes: a typed tree's height, a random tree's depth, a
  // board's moves, a pile's stones
  assert.deepEqual(fields({ preset: 'custom', tree: 'A(B(3,12),C(2,4))', depth: '50' }), ['depth']);
  assert.deepEqual(fields({ preset: 'custom', tree: 'A(B(3,12),C(2,4))', depth: '2' }), []);
  assert.deepEqual(fields({ preset: 'random', rd: '4', depth: '5' }), ['depth']);
  assert.deepEqual(fields({ game: 'tictactoe', depth: '9' }), []);
  assert.deepEqual(fields({ game: 'tictactoe', depth: '50' }), ['depth']);
  assert.deepEqual(fields({ game: 'connect4', depth: '42' }), []);
  assert.deepEqual(fields({ game: 'stones', stones: '10', depth: '11' }), ['depth']);
  const deep = checkForm({ ...good, preset: 'custom', tree: '((3,5),(2,9))', depth: '50' })[0];
  assert.equal(say(deep), 'Must be from 0 to 2: the game goes no deeper; you typed 50.');
  assert.deepEqual(fields({ maxNodes: '600001' }), ['maxNodes']);
  assert.deepEqual(checkForm({ ...good, maxNodes: '700' }, { max_nodes: 500 }).map((w) => w.field), ['maxNodes']);
  assert.deepEqual(fields({ timeLimit: 'xx' }), ['timeLimit']);
  assert.deepEqual(fields({ timeLimit: '2s' }), []);
  assert.deepEqual(fields({ timeLimit: '1.5' }), []);
  assert.deepEqual(fields({ budget: '5' }), ['budget']);
  assert.deepEqual(fields({ game: 'stones', stones: '-5', takes: '0,x' }), ['stones', 'takes']);
  assert.deepEqual(fields({ game: 'stones', stones: '', takes: '' }), ['stones']);
  assert.deepEqual(fields({ game: 'stones', stones: '10', takes: '1, 2,3' }), []);
  const range = checkForm({ ...good, depth: '-1' })[0];
  setLang('es');
  assert.equal(say(range), 'Debe ir de 0 a 200; has escrito -1.');
  setLang('en');
});

test('a long typed tree is titled by its start and its count of leaves', () => {
  const big = 'A(' + Array.from({ length: 1000 }, (_, i) => i % 50).join(',') + ')';
  setLang('en');
  assert.equal(shortTree(big), 'A(0,1,2,3,4,5,6,7,8,9,10… (1,000 leaves)');
  setLang('es');
  assert.equal(shortTree(big), 'A(0,1,2,3,4,5,6,7,8,9,10… (1.000 hojas)');
  setLang('en');
  assert.equal(shortTree('A(B(3,12),C(2,4))'), 'A(B(3,12),C(2,4))');
  assert.equal(shortTree('A(B:3,' + 'C:4,'.repeat(20) + 'D:5)').endsWith('(22 leaves)'), true);
});

test('the sweep\'s refusals stand beside the sweep\'s fields, in the page\'s words', async () => {
  const { sweepError } = await import('../static/js/compare-errors.js');
  const typed = { swB: '3', swDepth: '60', swTrees: '-2' };
  const trees = sweepError({ code: 'compare.trees', params: { max: 10000, value: '-2' } }, typed);
  assert.equal(trees.field, 'swTrees');
  setLang('es');
  assert.equal(say(trees), 'Debe ir de 1 a 10.000; has escrito -2.');
  setLang('en');
  assert.equal(say(trees), 'Must be from 1 to 10,000; you typed -2.');
  const depth = sweepError({ code: 'compare.depths_range', params: { max: 12, value: '1..60' } }, typed);
  assert.equal(depth.field, 'swDepth');
  assert.equal(say(depth), 'Must be from 1 to 12; you typed 60.', 'what was typed, not the API\'s 1..60');
  const nodes = sweepError({ code: 'random.too_many_nodes', params: { branching: 9, depth: 6, max: 100000 } }, typed);
  assert.equal(say(nodes), 'Branching 9 and depth 6 make more than 100,000 nodes.');
  assert.equal(sweepError({ code: 'web.busy', params: {} }, typed), null);
});
