// Expectiminimax in the stepper (issue 31): values divided by the trace's scale by
// trace.FormatScaled's rules, the sentences at chance nodes in both languages (the
// issue's tree, Star1's cutoff, the coin game in negamax form), a lit pseudo-code line
// for every step, chance nodes named in the stack's and tooltips' words, and the
// problem's options in links.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { doc } from './traces.js';
import { Trace } from '../static/js/model.js';
import { setLang, fmtScaled, fmtBoundedScaled, fmtRatio, fmtValue, moveName } from '../static/js/i18n.js';
import { explain, playerName, cutoffRule } from '../static/js/explain.js';
import { parseProb, fracText, chanceTip } from '../static/js/explain-chance.js';
import { S_CHANCE } from '../static/js/model-chance.js';
import { Pseudo, lineText } from '../static/js/pseudo.js';
import { chanceCodeOpts, codePlayer } from '../static/js/pseudo-chance.js';
import { windowedTrace, algoForGame } from '../static/js/problem-chance.js';
import { paramsFromURL, problemQuery, defaultParams } from '../static/js/problem.js';
import { coinPosition } from '../static/js/explore-form-chance.js';

const trace = (name) => new Trace(doc(name));
const say = (tr, k) => {
  tr.seek(k);
  return explain(tr, k, windowedTrace(tr));
};
const S_CUTOFF = 6, S_RETURN = 7;
const stepWhere = (tr, f) => {
  for (let k = 0; k < tr.S; k++) if (f(k)) return k;
  return -1;
};

test('values divided by the scale, as trace.FormatScaled writes them', () => {
  for (const [v, scale, want] of [
    [5, 2, '2.5'], [-1, 8, '−0.125'], [7, 3, '7/3'], [6, 3, '2'], [0, 4, '0'], [-12, 4, '−3'], [1, 3, '1/3'], [12345, 10000, '1.2345'], [1, 20000, '1/20000'],
    [3, 1, '3'], [-Infinity, 4, '−∞'], [Infinity, 2, '+∞'],
  ]) assert.equal(fmtScaled(v, scale), want, `${v}/${scale}`);
  for (const v of [0, 7, -10009500, 2 ** 40 + 3, -(2 ** 40) - 2]) assert.equal(fmtScaled(v, 1), fmtValue(v), 'scale 1: as ever');
  assert.equal(fmtBoundedScaled(5, 1, 2), '≥2.5');
  assert.equal(fmtBoundedScaled(-3, 2, 2), '≤−1.5');
  assert.equal(fmtRatio(10n, -4n), '−2.5');
  assert.deepEqual([parseProb('1/2'), parseProb('0.25'), parseProb('1'), parseProb('x')], [{ n: 1n, d: 2n }, { n: 1n, d: 4n }, { n: 1n, d: 1n }, null]);
  assert.equal(fracText(parseProb('2/6')), '1/3');
});

const ISSUE = {
  en: {
    1: 'D is a chance node: its value is the mean of its outcomes, weighted by their probabilities (B 1/2, C 1/2).',
    10: 'B returns 3 with probability 1/2: running sum 1/2·3 = 1.5; probability left 1/2.',
    19: 'C returns 2 with probability 1/2: D = 1/2·3 + 1/2·2 = 2.5, every outcome counted.',
    20: 'D = 1/2·3 + 1/2·2 = 2.5: its expected value, returned to A.',
    21: 'D returns 2.5: the best so far for MAX, so A is now worth 2.5.',
    22: 'The search is over: A is worth 2.5; the best move is D.',
  },
  es: {
    1: 'D es un nodo de azar: su valor es la media de sus resultados ponderada por sus probabilidades, su valor esperado (B 1/2, C 1/2).',
    10: 'B devuelve 3 con probabilidad 1/2: suma acumulada 1/2·3 = 1.5; queda probabilidad 1/2.',
    19: 'C devuelve 2 con probabilidad 1/2: D = 1/2·3 + 1/2·2 = 2.5, con todos sus resultados.',
    20: 'D = 1/2·3 + 1/2·2 = 2.5: su valor esperado, que devuelve a A.',
  },
};

for (const lang of ['en', 'es']) {
  test(`the issue's tree A(?(1/2: B(3,5), 1/2: C(2,9))), in ${lang}`, () => {
    setLang(lang);
    const tr = trace('chance-expecti');
    assert.equal(tr.scale, 2);
    for (const [k, want] of Object.entries(ISSUE[lang])) assert.equal(say(tr, Number(k)), want, `step ${k}`);
    assert.equal(tr.sKind[10], S_CHANCE);
    tr.seek(10);
    assert.equal(playerName(tr, 1), lang === 'en' ? 'CHANCE' : 'AZAR');
    assert.deepEqual(chanceTip(tr, 1), lang === 'en' ? ['chance node: the mean of its outcomes, weighted by their probabilities', 'sum so far 1.5'] : ['nodo de azar: la media de sus resultados ponderada por sus probabilidades', 'suma hasta ahora 1.5']);
    assert.deepEqual(chanceTip(tr, 2), lang === 'en' ? ['probability 1/2', 'value 3'] : ['probabilidad 1/2', 'valor 3']);
    assert.deepEqual(chanceTip(tr, 0), [], 'the root is no outcome');
    setLang('en');
  });
}

test('Star1 cuts at the chance node and says why, in both languages', () => {
  const tr = trace('chance-star1');
  assert.deepEqual(tr.doc.options.chance_bounds, [1, 6]);
  assert.ok(windowedTrace(tr), 'Star1 sends its windows');
  const cut = stepWhere(tr, (k) => tr.sKind[k] === S_CUTOFF && tr.player[tr.sNode[k]] === 0);
  assert.ok(cut > 0);
  setLang('en');
  assert.equal(say(tr, cut), "With every leaf at most U=6, D's value is at most 0.5 + 1/2·6 = 3.5 ≤ α=5: the remaining outcomes cannot change MAX's choice; they are pruned (C).");
  assert.equal(cutoffRule(tr, cut), '3.5 ≤ α=5');
  const enterB = stepWhere(tr, (k) => tr.sKind[k] === 0 && tr.label(tr.sNode[k]) === 'B');
  assert.equal(say(tr, enterB), "Star1 narrows B's window, from D's sum so far, the probability left and the leaf bounds. Enter B (MIN) with α=4, β=6: MIN will keep the smallest value of its children.");
  const sum = stepWhere(tr, (k) => tr.sKind[k] === S_CHANCE);
  assert.equal(say(tr, sum), 'B returns ≤1 with probability 1/2: running sum 1/2·1 = 0.5; probability left 1/2. So D will end between 0.5 + 1/2·1 = 1 and 0.5 + 1/2·6 = 3.5.');
  setLang('es');
  assert.equal(say(tr, cut), 'Como ninguna hoja pasa de U=6, el valor de D es como mucho 0.5 + 1/2·6 = 3.5 ≤ α=5: los resultados que faltan no pueden cambiar la elección de MAX; se podan (C).');
  const ret = stepWhere(tr, (k) => tr.sKind[k] === S_RETURN && tr.player[tr.sNode[k]] === 0);
  assert.equal(say(tr, ret), 'D devuelve ≤3.5 a A: una cota superior, su valor real es como mucho 3.5.');
  setLang('en');
});

test('the coin game in negamax form: heads and tails, MAX\'s view, its scores', () => {
  setLang('en');
  const tr = trace('coin-negamax');
  assert.equal(say(tr, 0), 'Start at the root, a chance node: its value is the mean of its outcomes, weighted by their probabilities (heads 1/2, tails 1/2).');
  const k = stepWhere(tr, (k) => tr.sKind[k] === S_CHANCE && tr.sValue[k] < 0);
  assert.match(say(tr, k), /^(heads|tails) returns −[\d./]+ with probability 1\/2: .*1\/2·\(−[\d./]+\)/, 'a negative value in a sum is in brackets');
  assert.match(say(tr, tr.S - 1), /^The search is over: the root = 1\/2·.* \+ 1\/2·.* = .*, its expected value\.$/);
  setLang('es');
  assert.equal(moveName('coin', 'T'), 'cruz');
  assert.equal(moveName('coin', '2'), 'quita 2');
  assert.match(say(tr, 0), /\(cara 1\/2, cruz 1\/2\)\.$/);
  setLang('en');
});

test('every step of the chance traces says something whole and lights one line of its code', () => {
  for (const name of ['chance-expecti', 'chance-star1', 'coin-negamax']) {
    const tr = trace(name);
    const o = tr.doc.options;
    const code = new Pseudo({ algo: tr.doc.algorithm, depth: o.depth, order: o.order, tt: o.tt !== 'off', iterative: o.iterative, failSoft: true, stopped: false, ttMode: o.tt, ...chanceCodeOpts(tr) });
    assert.equal(code.lines.some((l) => l.key === 'pcExNegFunc'), name === 'coin-negamax', `${name}: negamax form's code`);
    assert.equal(code.lines.some((l) => l.key === 'pcExCut'), name === 'chance-star1', `${name}: Star1's code`);
    for (const lang of ['en', 'es']) {
      setLang(lang);
      for (let k = 0; k < tr.S; k++) {
        const s = say(tr, k);
        assert.ok(s.length > 10 && !/[{}]|undefined|NaN|null/.test(s), `${name} ${lang} step ${k}: ${s}`);
        const line = code.lineFor(tr.sKind[k], codePlayer(tr, tr.sNode[k]));
        assert.ok(line >= 0, `${name} step ${k} (kind ${tr.sKind[k]}) lights a line`);
        if (tr.sKind[k] === S_CHANCE) assert.match(lineText(code.lines[line]), /^s ← s \+ p · /);
      }
    }
  }
  setLang('en');
});

test('expectiminimax\'s options travel in links, only under expectiminimax', () => {
  const p = { ...defaultParams(), algo: 'expectiminimax', position: 'chance', star1: true, chanceBounds: '-10, 10', negamaxForm: true };
  const q = problemQuery(p);
  assert.equal(q.star1, 'true');
  assert.equal(q['chance-bounds'], '-10,10');
  assert.equal(q['negamax-form'], 'true');
  const back = paramsFromURL(new URLSearchParams(q));
  assert.deepEqual([back.algo, back.star1, back.chanceBounds, back.negamaxForm], ['expectiminimax', true, '-10,10', true]);
  const ab = problemQuery({ ...p, algo: 'alphabeta' });
  assert.equal(ab.star1, undefined);
  assert.equal(ab['negamax-form'], undefined);
  assert.equal(problemQuery({ ...p, star1: false })['chance-bounds'], undefined, 'the bounds are Star1\'s');
  // a game with chance opens on expectiminimax; a typed tree with "?(" switches to it
  assert.equal(paramsFromURL(new URLSearchParams('game=coin')).algo, 'expectiminimax');
  assert.equal(paramsFromURL(new URLSearchParams('game=coin&algo=mcts')).algo, 'mcts');
  assert.equal(algoForGame('tree', 'alphabeta', 'A(?(1/2: 3, 1/2: 5))'), 'expectiminimax');
  assert.equal(algoForGame('tree', 'alphabeta', 'A(B(3,5))'), 'alphabeta');
  assert.equal(algoForGame('stones', 'minimax'), 'minimax');
  assert.deepEqual(coinPosition('5h'), { pile: '5', side: 'h' });
  assert.deepEqual(coinPosition(' 7 cruz'), { pile: '7', side: 't' });
  assert.deepEqual(coinPosition('12'), { pile: '12', side: '' });
});

test('errors of chance are said beside their field, in the page\'s words', async () => {
  const { sayError, say: sayIt } = await import('../static/js/field-errors.js');
  const { FORM_FIELDS } = await import('../static/js/problem-check.js');
  setLang('es');
  const out = sayError({ code: 'search.star1_outside', params: { value: '5', lo: 1, hi: 4 } });
  assert.equal(out.field, 'chance-bounds');
  assert.equal(FORM_FIELDS[out.field], 'chanceBounds');
  assert.match(sayIt(out), /^Una hoja vale 5, fuera de los límites 1,4 dados a Star1/);
  assert.equal(FORM_FIELDS[sayError({ code: 'search.chance_algo', params: { algo: 'alphabeta' } }).field], 'algo');
  const sum = sayError({ code: 'tree.chance_sum', field: 'position', params: { at: 3, sum: '5/6' } }, 'A(?(1/2: B, 1/3: C))');
  assert.equal(sum.field, 'position');
  assert.match(sayIt({ key: sum.detail[0], params: sum.detail[1] }), /5\/6/);
  setLang('en');
  assert.match(sayIt(sayError({ code: 'param.chance_bounds', field: 'chance-bounds', params: { name: 'chance-bounds', value: 'x' } })), /two whole numbers/);
});
