// An exercise (exercise.js): its spec read from a link and written back, its search as
// the stepper's problem, its sheets, and the answers a student types.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang } from '../static/js/i18n.js';
import {
  defaultSpec, specFromURL, specQuery, specKey, specJSON, parseAnswer, showAnswer, normalSpec, problemOf, problemParams, exerciseLink, sheets, SAMPLE_POSITIONS, mistakeLabel,
} from '../static/js/exercise.js';
import { problemQuery } from '../static/js/problem.js';

const q = (s) => new URLSearchParams(s);

test('a link reads as an exercise; the defaults fill the rest', () => {
  assert.deepEqual(specFromURL(q('')), defaultSpec());
  assert.deepEqual(specFromURL(q('source=RANDOM&seed=12.7&level=3&q=Window&root=min&fail-hard=yes')),
    { source: 'random', position: '', seed: 12, level: 3, q: 'window', root: 'min', failHard: true, chance: false });
  assert.equal(specFromURL(q('level=9')).level, 1, 'no level 9');
  assert.equal(specFromURL(q('q=essay')).q, 'values');
  assert.equal(specFromURL(q('source=tictactoe')).position, SAMPLE_POSITIONS.tictactoe, 'a game without a position opens on a sample');
  assert.equal(specFromURL(q('source=stones&position=7')).position, '7');
});

test('the spec as the link\'s and the API\'s parameters, and as the grader\'s object', () => {
  const r = { ...defaultSpec(), seed: 5, level: 2, q: 'prune', root: 'min', failHard: true };
  assert.deepEqual(specQuery(r), { source: 'random', level: '2', seed: '5', q: 'prune', root: 'min', 'fail-hard': 'true' });
  assert.deepEqual(specFromURL(q(new URLSearchParams(specQuery(r)).toString())), r, 'a round trip');
  const g = { ...defaultSpec(), source: 'stones', position: '5', q: 'window' };
  assert.deepEqual(specQuery(g), { source: 'stones', position: '5', seed: '1', q: 'window' });
  assert.deepEqual(specJSON(g), { source: 'stones', seed: 1, q: 'window', root: 'max', fail_hard: false, position: '5' });
  assert.deepEqual(specJSON(r), { source: 'random', seed: 5, q: 'prune', root: 'min', fail_hard: true, level: 2 });
  assert.equal(specKey({ ...r, position: 'ignored' }), specKey(r), 'a random exercise has no position');
});

test('the server\'s normalized spec', () => {
  assert.deepEqual(normalSpec({ source: 'figure-5.2', position: 'x', seed: '3', level: 2, q: 'order', root: 'min', fail_hard: true }),
    { source: 'figure-5.2', position: '', seed: 3, level: 2, q: 'order', root: 'min', failHard: true, chance: false });
  assert.equal(normalSpec({ 'fail-hard': true }).failHard, true);
  assert.equal(normalSpec({ source: 'tictactoe', position: 'XO.......' }).position, 'XO.......');
});

test('an exercise\'s search as the stepper\'s problem', () => {
  const tree = problemOf({ problem: { game: 'tree', position: '((3,5),(2,9))', root: 'min', algo: 'alphabeta', 'fail-hard': 'true' } }, 'prune');
  assert.deepEqual(problemParams(tree), { game: 'tree', position: '((3,5),(2,9))', algo: 'alphabeta', root: 'min', 'fail-hard': 'true' });
  assert.equal(tree.unreached, 'hide');
  const game = problemOf({ problem: { game: 'stones', position: 5, takes: '1,2', depth: 3, 'pruned-whole': 'true' } }, 'values');
  assert.deepEqual(problemParams(game), { game: 'stones', position: '5', algo: 'minimax', takes: '1,2', depth: '3', 'pruned-whole': 'true' });
  // no "problem": what the trace says
  const old = problemOf({ trace: { game: 'tree', position: 'textbook', root_player: 'min', algorithm: 'alphabeta', options: { fail_hard: true } } }, 'window');
  assert.deepEqual(problemQuery(old), { game: 'tree', position: 'textbook', algo: 'alphabeta', root: 'min', 'fail-hard': 'true' });
});

test('the exercise\'s link and its sheets', () => {
  setLang('es');
  const r = { ...defaultSpec(), seed: 5, level: 2, q: 'prune' };
  assert.equal(exerciseLink(r), '?view=practise&source=random&level=2&seed=5&q=prune&lang=es');
  const s = sheets(r);
  assert.equal(s.worksheets, true);
  assert.equal(s.q.pdf.file, 'gametree-exercise-random-2-5-question.pdf');
  assert.equal(s.ws.svg.file, 'gametree-exercise-random-2-5-worksheet-solutions.svg');
  assert.equal(s.s.png.href, '/api/exercise/sheet?source=random&level=2&seed=5&q=prune&lang=es&part=solution&format=png');
  assert.equal(s.w.svg.href, '/api/worksheet?source=random&level=2&seed=5&q=prune&lang=es&part=question&format=svg');
  const g = sheets({ ...defaultSpec(), source: 'tictactoe', position: 'XOX.O.X..' });
  assert.equal(g.worksheets, false, 'a worksheet is of random exercises only');
  assert.equal(g.q.svg.file, 'gametree-exercise-tictactoe-question.svg');
  setLang('en');
});

test('an answer typed: integers and ±∞, or nothing, or unreadable', () => {
  for (const [typed, want] of [['3', 3], [' −12 ', -12], ['+7', 7], ['inf', 'inf'], ['∞', 'inf'], ['+Infinity', 'inf'], ['-inf', '-inf'], ['−∞', '-inf'], ['1 0', 10]]) {
    assert.equal(parseAnswer(typed), want, typed);
  }
  for (const typed of ['', '  ', null, undefined]) assert.equal(parseAnswer(typed), undefined);
  for (const typed of ['x', '1e3', '--2', '1234567890', '5/0', '2.5.1', '1/2/3']) assert.equal(parseAnswer(typed), null, typed);
  assert.deepEqual([showAnswer('inf'), showAnswer('-inf'), showAnswer(-2), showAnswer(0)], ['+∞', '−∞', '−2', '0']);
});

test('an exercise on a student\'s game: its moves as the position, its link and sheets', () => {
  const s = specFromURL(new URLSearchParams('view=practise&source=lab:ab12&position=-3, -2&q=values'));
  assert.deepEqual([s.source, s.position, s.q], ['lab:ab12', '-3, -2', 'values']);
  assert.equal(specQuery(s).position, '-3, -2');
  assert.equal(specJSON(s).position, '-3, -2');
  assert.equal(normalSpec({ source: 'lab:ab12', position: '' }).source, 'lab:ab12');
  assert.ok(!sheets(s).q.svg.file.includes(':'), sheets(s).q.svg.file);
});

// The order's mistakes are named as what they are, in both languages: a leaf missing
// from the order, a leaf that is never evaluated, a leaf out of order.
test('mistakeLabel names the order\'s mistakes', () => {
  const cases = [
    [{ kind: 'missing', field: 'order', node: 'D3' }, 'D3 is missing from your order:', 'Falta D3 en tu orden:'],
    [{ kind: 'never-evaluated', field: 'order', node: 'C2', given: 'C2' }, 'C2 is never evaluated:', 'C2 no llega a evaluarse:'],
    [{ kind: 'wrong-order', field: 'order', node: 'B1', given: 'B2' }, 'Wrong order at B1:', 'Orden erróneo en B1:'],
    [{ kind: 'missing', field: 'values', node: 'A' }, 'No answer at A:', 'Sin respuesta en A:'],
  ];
  for (const [m, en, es] of cases) {
    setLang('en');
    assert.equal(mistakeLabel(m), en);
    setLang('es');
    assert.equal(mistakeLabel(m), es);
  }
  setLang('en');
});
