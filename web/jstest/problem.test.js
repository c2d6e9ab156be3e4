// The stepper's problem (problem.js): read from a link, written as the API's
// parameters and as the page's link (a round trip), named, and its pictures' addresses.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../static/js/i18n.js';
import {
  defaultParams, paramsFromURL, problemQuery, problemKey, stepperLink, downloads, titleOf, randomTree, findPreset, defaultBudget, isWindowed, budgetOf,
} from '../static/js/problem.js';

const q = (s) => new URLSearchParams(s);
const PRESETS = [{ name: 'textbook', aliases: ['classic'], title: 'The textbook example', title_es: 'El ejemplo del libro', text: '((3,5),(2,9),(0,7))' }];

test('a link without a problem is the textbook under alpha-beta', () => {
  assert.deepEqual(paramsFromURL(q('')), defaultParams());
  assert.deepEqual(problemQuery(defaultParams()), { game: 'tree', position: 'textbook', algo: 'alphabeta' });
});

test('a game takes its own defaults, the link\'s words override them', () => {
  const c4 = paramsFromURL(q('game=connect4'));
  assert.deepEqual([c4.position, c4.depth, c4.order], ['', '4', true]);
  const p = paramsFromURL(q('game=Connect4&position=4453&depth=2&order=false&tt=yes&fail-soft=false&max-nodes=500&unreached=ghost&root=MIN'));
  assert.deepEqual([p.game, p.position, p.depth, p.order, p.tt, p.failHard, p.maxNodes, p.unreached, p.root], ['connect4', '4453', '2', false, 'bounds', true, '500', 'ghost', 'min']);
  assert.equal(paramsFromURL(q('tt=naive')).tt, 'naive');
  assert.equal(paramsFromURL(q('tt=off')).tt, 'off');
  assert.equal(paramsFromURL(q('unreached=bogus')).unreached, 'hide');
});

test('a link that says something of the search is read as the API reads it', () => {
  // absent means the API's default: no ordering, no depth limit, the API's position
  const c4 = paramsFromURL(q('game=connect4&position=4453&depth=3&algo=alphabeta'));
  assert.deepEqual([c4.position, c4.depth, c4.order], ['4453', '3', false]);
  assert.deepEqual(problemQuery(c4), { game: 'connect4', position: '4453', algo: 'alphabeta', depth: '3' });
  const deep = paramsFromURL(q('game=connect4&position=4453'));
  assert.deepEqual([deep.depth, deep.order], ['0', false]);
  const ttt = paramsFromURL(q('game=tictactoe&algo=minimax'));
  assert.deepEqual([ttt.position, ttt.depth, ttt.order], ['', '0', false]);
  assert.equal(paramsFromURL(q('game=tree&algo=minimax')).position, 'textbook');
  assert.equal(paramsFromURL(q('game=stones&takes=1,2')).position, '10');
  // said, it is kept
  assert.equal(paramsFromURL(q('game=connect4&position=4453&order=true')).order, true);
});

test('the API gets only what applies to the game and the algorithm', () => {
  const p = { ...defaultParams(), root: 'min', takes: '1,2', eval: 'better', failHard: true, plainScores: true, order: true, depth: '03' };
  assert.deepEqual(problemQuery(p), { game: 'tree', position: 'textbook', algo: 'alphabeta', root: 'min', depth: '3', order: 'true', 'fail-hard': 'true' });
  assert.deepEqual(problemQuery({ ...p, algo: 'minimax', game: 'stones', position: '5' }), { game: 'stones', position: '5', algo: 'minimax', takes: '1,2', depth: '3', order: 'true', 'plain-scores': 'true' });
  assert.ok(isWindowed('negamax-alphabeta') && !isWindowed('negamax'));
});

test('two forms that mean one search have one key; the budget is part of it', () => {
  const a = { ...defaultParams(), failHard: true, algo: 'minimax' };
  const b = { ...defaultParams(), algo: 'minimax' };
  assert.equal(problemKey(a), problemKey(b));
  assert.equal(problemKey(b), problemKey({ ...b, budget: String(defaultBudget('tree')) }));
  assert.notEqual(problemKey(b), problemKey({ ...b, budget: '40' }));
  assert.equal(budgetOf({ game: 'connect4' }), '300');
});

test('the page\'s link reads back as the same problem, at the same step', () => {
  setLang('es');
  for (const p of [
    defaultParams(),
    { ...defaultParams(), game: 'connect4', position: '4453', depth: '2', order: false, eval: 'better', budget: '200' },
    { ...defaultParams(), game: 'stones', position: '7', takes: '1,3', tt: 'naive', unreached: 'ghost' },
    { ...defaultParams(), position: '((3,5),(2,9))', root: 'min', algo: 'negamax-alphabeta', failHard: true, iterative: true, maxNodes: '50' },
  ]) {
    const link = stepperLink(p, 16);
    const back = q(link.slice(1));
    assert.equal(back.get('step'), '17', 'the link counts steps from 1');
    assert.equal(back.get('lang'), 'es');
    const r = paramsFromURL(back);
    assert.deepEqual(problemQuery(r), problemQuery(p), link);
    assert.equal(problemKey(r), problemKey(p), link);
    assert.equal(r.unreached, p.unreached);
  }
  setLang('en');
});

test('the pictures to download: the step, its region, the whole search', () => {
  setLang('es');
  const d = downloads({ ...defaultParams(), unreached: 'ghost' }, 4, 'x'.repeat(80));
  assert.equal(d.stepSvg.file, 'gametree-tree-step-5.svg');
  assert.equal(d.allPng.file, 'gametree-tree-finished.png');
  assert.equal(d.regionSvg.file, 'gametree-tree-step-5-region.svg', 'the region is named as the region, not as the step');
  const step = q(d.stepPng.href.split('?')[1]);
  assert.deepEqual([step.get('step'), step.get('format'), step.get('unreached'), step.get('budget'), step.get('lang'), step.get('title').length], ['5', 'png', 'ghost', '1500', 'es', 64]);
  const region = q(d.regionSvg.href.split('?')[1]);
  assert.deepEqual([region.get('region'), region.get('region-depth')], ['true', '2']);
  assert.equal(q(d.allSvg.href.split('?')[1]).get('step'), '0', 'step 0 is the finished search');
  assert.ok(d.stepSvg.href.startsWith('/api/render?game=tree&position=textbook&algo=alphabeta&budget=1500&lang=es&title=xxx'));
  setLang('en');
});

test('a problem\'s title', () => {
  setLang('en');
  assert.equal(titleOf(defaultParams(), PRESETS), 'Alpha-beta — The textbook example');
  assert.equal(titleOf({ ...defaultParams(), position: 'CLASSIC', algo: 'minimax' }, PRESETS), 'Minimax — The textbook example');
  assert.equal(titleOf({ ...defaultParams(), position: 'random:b=2,d=3,seed=5' }, PRESETS), 'Alpha-beta — random tree b=2,d=3,seed=5');
  assert.equal(titleOf({ ...defaultParams(), game: 'stones', position: '5', takes: '1,2' }, PRESETS), 'Alpha-beta — Stones · 5 · takes 1 or 2');
  assert.equal(titleOf({ ...defaultParams(), game: 'connect4', position: '44', solver: true }, PRESETS), t('solverTitle') + ' — Connect 4 · 44');
  setLang('es');
  assert.equal(titleOf(defaultParams(), PRESETS), 'Poda alfa-beta — El ejemplo del libro');
  setLang('en');
});

test('a ready tree by name or alias; a random tree\'s settings', () => {
  assert.equal(findPreset(PRESETS, ' Classic ').name, 'textbook');
  assert.equal(findPreset(PRESETS, 'nope'), undefined);
  assert.deepEqual(randomTree('random:b=3,d=4,seed=7'), { b: '3', d: '4', seed: '7' });
  assert.deepEqual(randomTree('random:branching=4,depth=2'), { b: '4', d: '2', seed: '1' });
  assert.deepEqual(randomTree('random:b'), { b: '2', d: '3', seed: '1' }, 'a setting without a value is the default');
});

test('a student\'s game and evaluation (the code lab\'s, by hash)', () => {
  const g = paramsFromURL(q('game=lab:ab12&position=-3, -2&algo=minimax'));
  assert.deepEqual([g.game, g.position, g.depth, g.order], ['lab:ab12', '-3, -2', '0', false]);
  assert.deepEqual(problemQuery(g), { game: 'lab:ab12', position: '-3, -2', algo: 'minimax' });
  assert.deepEqual(paramsFromURL(q(stepperLink(g, 4).slice(1))), { ...g, budget: '' });
  setLang('es');
  assert.equal(titleOf(g, []), 'Minimax — Tu juego (laboratorio) · -3, -2');
  setLang('en');
  assert.equal(downloads(g, 0, '').allSvg.file, 'gametree-lab-ab12-finished.svg', 'no colon in a file\'s name');
  const c4 = downloads({ ...defaultParams(), game: 'connect4', position: '4453', unreached: 'ghost' }, 2, '');
  assert.equal(q(c4.stepSvg.href.split('?')[1]).get('unreached'), 'hide', 'a game\'s search is never drawn with ghosts');
  // an evaluation of the student's for either board game
  const ttt = paramsFromURL(q('game=tictactoe&position=X........&depth=2&eval=lab:cd34'));
  assert.equal(problemQuery(ttt).eval, 'lab:cd34');
  assert.equal(problemQuery({ ...ttt, game: 'stones' }).eval, undefined);
});
