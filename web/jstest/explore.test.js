// What the stepper says of a search as a whole (explore-summary.js): the answer only at
// the last step, a stopped search's bound, the warnings; and the zoom that fits a
// drawing (view.js).
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { trace } from './traces.js';
import { setLang } from '../static/js/i18n.js';
import { resultLine, warnings } from '../static/js/explore-summary.js';
import { fitZoom } from '../static/js/view.js';

test('the answer shows at the last step only', () => {
  for (const [lang, hidden, end] of [
    ['en', 'Value, best move and totals: at the last step', 'Value 3 · best move B · best line B B1 · 8 nodes visited, 2 pruned'],
    ['es', 'Valor, mejor jugada y totales: en el último paso', 'Valor 3 · mejor jugada B · variante principal B B1 · 8 nodos visitados, 2 podados'],
  ]) {
    setLang(lang);
    const tr = trace('textbook-alphabeta');
    for (let k = 0; k < tr.S - 1; k++) assert.equal(resultLine(tr, k, 'tree'), hidden, `step ${k}`);
    assert.equal(resultLine(tr, tr.S - 1, 'tree'), end);
  }
  setLang('en');
  const mm = trace('textbook-minimax');
  assert.equal(resultLine(mm, mm.S - 1, 'tree'), 'Value 3 · best move B · best line B B1 · 10 nodes visited', 'nothing pruned, nothing said of it');
  const st = trace('stones-naive');
  assert.equal(resultLine(st, st.S - 1, 'stones'), 'Value −2 · best move take 1 · best line take 1 take 1 take 1 take 2 · 13 nodes visited, 2 pruned');
});

test('a stopped search gives no answer, and says why', () => {
  setLang('en');
  const tr = trace('stopped');
  assert.equal(resultLine(tr, tr.S - 1, 'tictactoe'), 'Stopped before the end: no value · 300 nodes visited');
  assert.deepEqual(warnings(tr.doc, 'tictactoe', null, false), ['The search stopped early: the budget of 300 nodes is used up.']);
  // a stopped search's value is the bound it is
  const doc = { ...tr.doc, value: 5, value_bound: 'lower', best_move: 'b2' };
  assert.equal(resultLine({ doc, S: tr.S, prunedCount: 0 }, tr.S - 1, 'tictactoe'), 'Stopped before the end: value so far ≥5, not the answer · best move so far b2 · 300 nodes visited');
});

test('"why this move?" says when the search shown is not the one that chose the move', () => {
  setLang('es');
  const doc = trace('stones-naive').doc;
  assert.deepEqual(warnings(doc, 'stones', 'take 2', false), ['Esta búsqueda elige quita 1, pero la máquina jugó quita 2.']);
  assert.deepEqual(warnings(doc, 'stones', '-1', false), [], 'the same move, named otherwise');
  assert.deepEqual(warnings(doc, 'stones', null, true), ['Árbol grande: los niveles profundos están plegados; pulsa una caja plegada para abrirla.']);
  setLang('en');
});

test('the zoom at which a drawing fits', () => {
  // a drawing of 300 x 150 points is 400 x 200 px at zoom 1; 8 px kept in each direction
  assert.deepEqual(fitZoom({ width: 300, height: 150 }, 808, 1000), { whole: 2, width: 2 });
  assert.deepEqual(fitZoom({ width: 300, height: 150 }, 808, 108), { whole: 0.5, width: 2 });
  assert.equal(fitZoom({ width: 300, height: 150 }, 408, Infinity).whole, 1);
});
