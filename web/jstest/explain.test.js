// The stepper's sentences (explain.js), in both languages: the textbook example step
// by step as the course tells it, the naive memo's warning, a stopped search, a game's
// scores; and every step of every trace says something whole.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TRACES, trace } from './traces.js';
import { setLang } from '../static/js/i18n.js';
import { explain, nodeName, playerName, stopReason, scoreLegend, scoreNote, cutoffRule } from '../static/js/explain.js';
import { S_TT, S_STOP, S_CUTOFF } from '../static/js/model.js';

const windowed = (tr) => tr.doc.algorithm === 'alphabeta' || tr.doc.algorithm === 'negamax-alphabeta';
const say = (tr, k) => {
  tr.seek(k);
  return explain(tr, k, windowed(tr));
};

const TEXTBOOK = {
  en: {
    0: 'Start at A, a MAX node, with α=−∞ and β=+∞: MAX will keep the largest value of its children.',
    5: 'β of B falls to 3: MIN can already hold MAX to 3.',
    12: 'α=3 < β=+∞ at A: no cutoff, so C is searched. Enter C (MIN) with α=3, β=+∞: MIN will keep the smallest value of its children.',
    17: 'β=2 ≤ α=3 at C: the rest of C\'s children cannot change the result, pruned (C2).',
    18: 'C returns ≤2 to A: an upper bound, its true value is at most 2.',
    28: 'The search is over: A is worth 3; the best move is B.',
  },
  es: {
    0: 'Empezamos en A, un nodo MAX, con α=−∞ y β=+∞: MAX se quedará con el mayor valor de sus hijos.',
    5: 'β de B baja a 3: MIN ya puede dejar a MAX en 3.',
    12: 'α=3 < β=+∞ en A: no hay poda, así que se explora C. Entramos en C (MIN) con α=3, β=+∞: MIN se quedará con el menor valor de sus hijos.',
    17: 'β=2 ≤ α=3 en C: el resto de hijos de C no puede cambiar el resultado, se podan (C2).',
    18: 'C devuelve ≤2 a A: una cota superior, su valor real es como mucho 2.',
    28: 'Fin de la búsqueda: A vale 3; la mejor jugada es B.',
  },
};

for (const lang of ['en', 'es']) {
  test(`the textbook under alpha-beta, in ${lang}`, () => {
    setLang(lang);
    const tr = trace('textbook-alphabeta');
    for (const [k, want] of Object.entries(TEXTBOOK[lang])) assert.equal(say(tr, Number(k)), want, `step ${k}`);
    const cut = tr.sKind.indexOf(S_CUTOFF);
    assert.equal(cutoffRule(tr, cut), 'β=2 ≤ α=3');
    assert.deepEqual([nodeName(tr, 0), playerName(tr, 0), playerName(tr, 1)], ['A', 'MAX', 'MIN']);
    setLang('en');
  });
}

test('minimax says no window', () => {
  setLang('en');
  const tr = trace('textbook-minimax');
  assert.equal(say(tr, 1), 'Enter B (MIN): MIN will keep the smallest value of its children.');
  for (let k = 0; k < tr.S; k++) assert.doesNotMatch(say(tr, k), /[αβ]/, `step ${k}`);
});

test('the naive memo\'s hit says it forgot a bound', () => {
  for (const [lang, careful] of [['en', /^take 2 take 1 is in the naive memo: it answers −2, without searching\. Careful: that value was stored at take 1 take 2, where a cutoff left it only a bound \(≥−2\)/], ['es', /^quita 2 quita 1 está en la memo ingenua: .* Cuidado: ese valor se guardó en quita 1 quita 2, donde una poda lo dejó solo como cota \(≥−2\)/]]) {
    setLang(lang);
    const tr = trace('stones-naive');
    const hits = [];
    for (let k = 0; k < tr.S; k++) if (tr.sKind[k] === S_TT) hits.push(say(tr, k));
    assert.equal(hits.length, 2);
    assert.doesNotMatch(hits[0], /Careful|Cuidado/, 'the first hit reuses an exact value');
    assert.match(hits[1], careful);
  }
  setLang('en');
});

test('a stopped search says why and what it proves', () => {
  setLang('es');
  const tr = trace('stopped');
  assert.equal(stopReason(tr.doc), 'se agotó el máximo de 300 nodos');
  const k = tr.sKind.indexOf(S_STOP);
  assert.equal(say(tr, k), 'La búsqueda se detiene en a1 b1 c1 b2 c2: se agotó el máximo de 300 nodos. Lo que prueban sus hijos terminados: ≤2, una cota, no su valor.');
  setLang('en');
  assert.equal(stopReason(tr.doc), 'the budget of 300 nodes is used up');
  assert.equal(stopReason({ stopped: 'time limit of 2s reached' }), 'the time limit of 2s is up');
  assert.equal(stopReason({}), '');
});

test('a game names its positions by their moves and explains its scores', () => {
  setLang('en');
  const tr = trace('tictactoe-negamax-ab');
  assert.equal(nodeName(tr, 0), 'the root');
  tr.seek(tr.S - 1);
  const leaf = Array.from({ length: tr.N }, (_, i) => i).find((i) => scoreNote(tr, i));
  assert.equal(nodeName(tr, leaf), 'a2 c2 a3');
  assert.equal(scoreNote(tr, leaf), '2: MAX wins with 4 marks on the board, 6 − 4 = 2');
  assert.match(scoreLegend(tr), /^Scores: a win is worth 6 − k/);
  assert.equal(scoreLegend(trace('textbook-alphabeta')), '', 'a tree has no scores to explain');
  setLang('es');
  assert.equal(scoreNote(tr, leaf), '2: gana MAX con 4 casillas marcadas, 6 − 4 = 2');
  setLang('en');
});

for (const lang of ['en', 'es']) {
  test(`every step of every trace has a whole sentence, in ${lang}`, () => {
    setLang(lang);
    for (const name of TRACES) {
      const tr = trace(name);
      for (let k = 0; k < tr.S; k++) {
        const s = say(tr, k);
        assert.ok(s.length > 8, `${name} step ${k}: "${s}"`);
        assert.doesNotMatch(s, /undefined|NaN|null|\{\w+\}/, `${name} step ${k}: "${s}"`);
      }
      assert.equal(explain(tr, -1, true), '');
      assert.equal(explain(tr, tr.S, true), '');
    }
    setLang('en');
  });
}
