// The pseudo-code panel's three codes (the textbook's, seed 003's alfabeta in C++, seed
// 002's variant): at every step of a search, each lights a line whose text does that
// step's action; seed 003's code is the seed's, line for line; the note says whether
// the search shown is the chosen code's and which options make it so; the choice is
// remembered.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { setLang } from '../static/js/i18n.js';
import { Pseudo, lineText, shownCode } from '../static/js/pseudo.js';
import { codeNote, savedCode, saveCode } from '../static/js/pseudo-choice.js';
import { S_ENTER, S_EVAL, S_BACKUP, S_ALPHA, S_BETA, S_CUTOFF, S_RETURN } from '../static/js/model.js';
import { trace } from './traces.js';

// optsOf is the panel's options for a trace (explore-panels.js reset).
const optsOf = (tr, code) => {
  const o = tr.doc.options;
  return {
    algo: tr.doc.algorithm, depth: o.depth, order: o.order, tt: o.tt !== 'off', iterative: o.iterative, ttMode: o.tt,
    failSoft: !o.fail_hard && !o.fail_course, failHard: !!o.fail_hard, failCourse: !!o.fail_course, stopped: !!tr.doc.stopped, quiescence: !!o.quiescence, code,
  };
};

// What each step does, as each code writes it: a pattern for the lit line's text by
// step kind, for a MAX node (p > 0) or a MIN one, in either language.
const ACTIONS = {
  textbook: {
    [S_ENTER]: (p) => (p > 0 ? /^(function MAX-VALUE|función VALOR-MAX)\(/ : /^(function MIN-VALUE|función VALOR-MIN)\(/),
    [S_EVAL]: () => /^(return evaluate|devolver evaluar)\(/,
    [S_BACKUP]: (p) => (p > 0 ? /^v ← max\(v, / : /^v ← min\(v, /),
    [S_ALPHA]: () => /α ← v$/,
    [S_BETA]: () => /β ← v$/,
    [S_CUTOFF]: (p) => (p > 0 ? /^(if α ≥ β: prune|si α ≥ β: podar)/ : /^(if β ≤ α: prune|si β ≤ α: podar)/),
    [S_RETURN]: () => /^(return|devolver) v\b/,
  },
  c003: {
    [S_ENTER]: () => /^int alfabeta\(Estado estado, int profundidad, int alfa, int beta, bool esMax\) \{$/,
    [S_EVAL]: () => /^return estado\.evaluar\(\);$/,
    [S_BACKUP]: (p) => (p > 0 ? /^maxEval = max\(maxEval, eval\);$/ : /^minEval = min\(minEval, eval\);$/),
    [S_ALPHA]: () => /^alfa = max\(alfa, eval\);$/,
    [S_BETA]: () => /^beta = min\(beta, eval\);$/,
    [S_CUTOFF]: (p) => (p > 0 ? /^if \(beta <= alfa\) break;  \/\/ (Poda beta|Beta cutoff)$/ : /^if \(beta <= alfa\) break;  \/\/ (Poda alfa|Alpha cutoff)$/),
    [S_RETURN]: (p) => (p > 0 ? /^return maxEval;$/ : /^return minEval;$/),
  },
  c002: {
    [S_ENTER]: () => /^(function alpha-beta\(node|función alfa-beta\(nodo)/,
    [S_EVAL]: () => /^(return the heuristic value|devolver el valor heurístico)/,
    [S_BACKUP]: (p) => (p > 0 ? /^α := max\(α, / : /^β := min\(β, /),
    [S_ALPHA]: () => /^α := max\(α, /,
    [S_BETA]: () => /^β := min\(β, /,
    [S_CUTOFF]: (p) => (p > 0 ? /\(\* (β cutoff|poda β) \*\)$/ : /\(\* (α cutoff|poda α) \*\)$/),
    [S_RETURN]: (p) => (p > 0 ? /^(return|devolver) α$/ : /^(return|devolver) β$/),
  },
};

// litTexts walks every step of tr and returns, step by step, the text of the line the
// code lights (undefined where none is).
function litTexts(tr, code) {
  const ps = new Pseudo(optsOf(tr, code));
  const out = [];
  for (let k = 0; k < tr.S; k++) {
    const i = ps.lineFor(tr.sKind[k], tr.player[tr.sNode[k]]);
    out.push(i >= 0 ? lineText(ps.lines[i]) : undefined);
  }
  return { ps, out };
}

test('the textbook tree\'s alpha-beta: every step lights the line that does it, in each code and language', () => {
  const tr = trace('textbook-alphabeta');
  const kinds = new Set(tr.sKind);
  for (const kind of [S_ENTER, S_EVAL, S_BACKUP, S_ALPHA, S_BETA, S_CUTOFF, S_RETURN]) assert.ok(kinds.has(kind), `the trace has step kind ${kind}`);
  for (const lang of ['en', 'es']) {
    setLang(lang);
    for (const code of ['textbook', 'c003', 'c002']) {
      const { ps, out } = litTexts(tr, code);
      assert.equal(ps.code, code);
      for (let k = 0; k < tr.S; k++) {
        const kind = tr.sKind[k], p = tr.player[tr.sNode[k]];
        const want = ACTIONS[code][kind];
        assert.ok(want, `${code}: no action for step kind ${kind}`);
        assert.ok(out[k] !== undefined, `${lang} ${code} step ${k} (kind ${kind}): no line lit`);
        assert.match(out[k], want(p), `${lang} ${code} step ${k} (kind ${kind}, player ${p})`);
      }
    }
  }
  setLang('en');
});

test('the patterns tell the lines apart: a MIN step never matches the MAX line', () => {
  const tr = trace('textbook-alphabeta');
  for (const code of ['textbook', 'c003', 'c002']) {
    const ps = new Pseudo(optsOf(tr, code));
    for (const kind of [S_BACKUP, S_CUTOFF]) {
      const max = lineText(ps.lines[ps.lineFor(kind, 1)]), min = lineText(ps.lines[ps.lineFor(kind, -1)]);
      assert.notEqual(max, min, `${code} ${kind}`);
      assert.doesNotMatch(min, ACTIONS[code][kind](1), `${code}: MIN's line is not MAX's`);
    }
  }
});

// seedLines is a seed 003 block (testdata, copied from the seed) without blank lines
// or indentation.
const seedLines = (name) => readFileSync(new URL(`./testdata/seed003-${name}.txt`, import.meta.url), 'utf8').split('\n').map((l) => l.trim()).filter(Boolean);
const codeOnly = (s) => s.replace(/\s*\/\/.*$/, '');

test('seed 003\'s code is the seed\'s, line for line: its names in both languages, its comments translated', () => {
  for (const [name, algo] of [['alfabeta', 'alphabeta'], ['negamax', 'negamax-alphabeta'], ['minimax', 'minimax']]) {
    const want = seedLines(name);
    setLang('es');
    const ps = new Pseudo({ algo, code: 'c003' });
    const es = ps.lines.map(lineText).map((l) => l.trim()).filter(Boolean);
    assert.deepEqual(es, want, `${name}: the Spanish page shows the seed as it is`);
    setLang('en');
    const en = ps.lines.map(lineText).map((l) => l.trim()).filter(Boolean);
    assert.deepEqual(en.map(codeOnly), want.map(codeOnly), `${name}: the English page, the same code`);
    assert.notDeepEqual(en, es, `${name}: the comments are translated`);
    for (const id of ['esMax', 'maxEval', 'mejorValor', 'alfa'].filter((n) => want.join(' ').includes(n))) {
      assert.ok(en.join(' ').includes(id), `${name}: ${id} kept in English`);
    }
  }
  setLang('en');
});

test('seed 003\'s negamax and minimax light their lines at every step', () => {
  const cases = [
    ['tictactoe-negamax-ab', { [S_ENTER]: /^int negamax\(/, [S_EVAL]: /^return color \* estado\.evaluar\(\);$/, [S_BACKUP]: /^maxEval = max\(maxEval, eval\);$/, [S_ALPHA]: /^alfa = max\(alfa, eval\);$/, [S_BETA]: /^alfa = max\(alfa, eval\);$/, [S_CUTOFF]: /^if \(alfa >= beta\) break;$/, [S_RETURN]: /^return maxEval;$/ }],
    ['textbook-minimax', { [S_ENTER]: /^int minimax\(/, [S_EVAL]: /^return estado\.evaluar\(\);$/, [S_BACKUP]: /^(maxEval = max\(maxEval|minEval = min\(minEval), eval\);$/, [S_RETURN]: /^return (maxEval|minEval);$/ }],
  ];
  for (const [name, want] of cases) {
    const tr = trace(name);
    const { ps, out } = litTexts(tr, 'c003');
    assert.equal(ps.code, 'c003', name);
    for (let k = 0; k < tr.S; k++) {
      assert.ok(want[tr.sKind[k]], `${name}: step kind ${tr.sKind[k]}`);
      assert.match(out[k] || '', want[tr.sKind[k]], `${name} step ${k}`);
    }
  }
});

test('the seed\'s own extras: busquedaIterativa, the sort by heuristica, tablaTrans; "+" for what it has not', () => {
  const text = (o) => new Pseudo({ algo: 'alphabeta', code: 'c003', ...o }).lines.map(lineText).join('\n');
  assert.match(text({ iterative: true }), /int busquedaIterativa\(Estado estado, int maxProf\) \{\n.*\n.*\n\s*mejorMov = alfabeta\(estado, prof, INT_MIN, INT_MAX, true\);/);
  assert.match(text({ order: true }), /sort\(hijos\.begin\(\), hijos\.end\(\)/);
  assert.match(text({ order: true }), /for \(Estado& hijo : hijos\) \{/);
  assert.doesNotMatch(text({}), /hijos\.begin|tablaTrans|busquedaIterativa|\/\/ \+/);
  const memo = new Pseudo({ algo: 'alphabeta', code: 'c003', tt: true, ttMode: 'naive' });
  assert.match(lineText(memo.lines[memo.lineFor(2 /* S_TT */, 1)]), /^return tablaTrans\[estado\];$/);
  assert.match(lineText(memo.lines[memo.lineFor(S_RETURN, 1)]), /^return tablaTrans\[estado\] = maxEval;$/);
  const bounds = new Pseudo({ algo: 'alphabeta', code: 'c003', tt: true, ttMode: 'bounds', quiescence: true });
  assert.match(lineText(bounds.lines[bounds.lineFor(2, 1)]), /^\/\/ \+ /, 'a table with bound types is not the seed\'s');
  assert.match(lineText(bounds.lines[bounds.lineFor(9 /* S_QUIESCE */, 1)]), /^\/\/ \+ /);
});

test('which code is shown: the chosen one where it has the algorithm', () => {
  assert.equal(shownCode(null, 'alphabeta', true), 'c002', 'none chosen: the variant\'s searches show its code');
  assert.equal(shownCode(null, 'alphabeta', false), 'textbook');
  assert.equal(shownCode('textbook', 'alphabeta', true), 'textbook', 'a choice is kept');
  assert.equal(shownCode('c002', 'minimax', false), 'textbook', 'the variant is alpha-beta');
  assert.equal(shownCode('c003', 'negamax', false), 'textbook', 'seed 003 has no plain negamax');
  assert.equal(shownCode('c003', 'minimax', false), 'c003');
  assert.equal(shownCode('c003', 'negamax-alphabeta', true), 'c003');
  // the textbook's code for the variant's search returns the variant's values
  setLang('en');
  const tb = new Pseudo({ algo: 'alphabeta', code: 'textbook', failCourse: true });
  assert.match(lineText(tb.lines[tb.lineFor(S_RETURN, 1)]), /^return max\(v, α₀\)/);
  assert.match(lineText(tb.lines[tb.lineFor(S_RETURN, -1)]), /^return min\(v, β₀\)/);
});

test('the note: which trace options each course\'s code is, and the switch to them', () => {
  const soft = { algo: 'alphabeta', failHard: false, failCourse: false };
  const hard = { ...soft, failHard: true }, course = { ...soft, failCourse: true };
  assert.equal(codeNote('textbook', hard), null);
  assert.equal(codeNote(null, soft), null);
  // seed 003 is fail-soft: the default options
  assert.deepEqual(codeNote('c003', soft), { key: 'c3Same', params: {}, differs: false });
  assert.equal(codeNote('c003', { ...soft, algo: 'negamax-alphabeta' }).key, 'c3SameNegamax');
  for (const s of [hard, course]) {
    const n = codeNote('c003', s);
    assert.equal(n.differs, true);
    assert.deepEqual(n.fix, { failHard: false, failCourse: false });
    assert.equal(n.params.name, s.failHard ? 'fail-hard' : 'fail-course');
  }
  assert.deepEqual(codeNote('c003', { ...soft, algo: 'negamax' }).fix, { algo: 'negamax-alphabeta', failHard: false, failCourse: false });
  assert.equal(codeNote('c003', { ...soft, algo: 'minimax' }).differs, false);
  // seed 002 is the variant: fail-course
  assert.equal(codeNote('c002', course).differs, false);
  for (const s of [soft, hard]) assert.deepEqual(codeNote('c002', s).fix, { failHard: false, failCourse: true });
  assert.deepEqual(codeNote('c002', { ...soft, algo: 'minimax' }).fix, { algo: 'alphabeta', failHard: false, failCourse: true });
  assert.deepEqual(codeNote('c002', { ...soft, algo: 'negamax' }).fix, { algo: 'negamax-alphabeta', failHard: false, failCourse: true });
});

test('the choice is remembered by the browser, and only a known code', () => {
  const store = new Map();
  const was = globalThis.localStorage;
  globalThis.localStorage = { getItem: (k) => (store.has(k) ? store.get(k) : null), setItem: (k, v) => store.set(k, String(v)), removeItem: (k) => store.delete(k) };
  try {
    assert.equal(savedCode(), null);
    saveCode('c003');
    assert.equal(savedCode(), 'c003');
    setLang('es');
    assert.equal(savedCode(), 'c003', 'a language switch keeps it');
    store.set('gametree.pseudoCode', 'nonsense');
    assert.equal(savedCode(), null);
  } finally {
    globalThis.localStorage = was;
    setLang('en');
  }
});

test('every word of every code and note is in the dictionary, in both languages', async () => {
  const { STRINGS } = await import('../static/js/strings.js');
  const variants = [{}, { iterative: true }, { order: true }, { tt: true, ttMode: 'naive' }, { tt: true, ttMode: 'bounds', quiescence: true, stopped: true }];
  for (const code of ['textbook', 'c003', 'c002']) {
    for (const algo of ['alphabeta', 'negamax-alphabeta', 'minimax', 'negamax']) {
      for (const v of variants) {
        for (const l of new Pseudo({ algo, code, failCourse: code === 'c002', ...v }).lines) {
          if (l.key) assert.ok(STRINGS[l.key] && STRINGS[l.key].en && STRINGS[l.key].es, `${code} ${algo}: ${l.key}`);
        }
      }
      for (const s of [{ failHard: true }, { failCourse: true }, {}]) {
        const n = codeNote(code, { algo, ...s });
        if (n) for (const k of [n.key, n.fixKey].filter(Boolean)) assert.ok(STRINGS[k] && STRINGS[k].es, `note ${k}`);
      }
    }
  }
  for (const k of ['codeChoice', 'codeTextbook', 'codeC003', 'codeC002']) assert.ok(STRINGS[k], k);
});
