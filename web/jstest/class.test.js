// The class view's logic without the page (class-model.js): its addresses, times, the
// teacher's table and ranked mistakes, an attempt's mistakes, the CSV file's name,
// when a hand-in is sent again, what this browser keeps; and a hand-in's answers read
// back (practise-answers.js's answersFrom).
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang } from '../static/js/i18n.js';
import {
  classAddress, readAddress, fmtTime, fmtSeconds, localInput, fromLocalInput, statusLine, taskTitle, best, resultsTable, rankedMistakes,
  attemptMistake, downloadName, retryIn, mayTryAgain, HAND_IN_TRIES, submissionId, store, keptClasses, keepClass, forgetClass, keptKey,
} from '../static/js/class-model.js';
import { Answers, answersFrom } from '../static/js/practise-answers.js';

const PRESETS = [{ name: 'textbook', title: 'The textbook example', title_es: 'El ejemplo del libro' }];

// The results of the browser test's class: three students, the textbook's pruning
// question (2 attempts) and a minimax one nobody tried.
const RESULTS = {
  assignment: { id: 'a1', title: 'Pruning, week 3', status: 'open' },
  out_of: 13,
  students: [
    { id: 's1', name: '<img src=x> Ana', number: '', total: 6, cells: [{ attempts: 1, best: 6, last: 6, seconds: 42 }, { attempts: 0, best: 0, last: 0, seconds: 0 }] },
    { id: 's2', name: 'Bruno', number: '17', total: 4, cells: [{ attempts: 2, best: 4, last: 3, seconds: 185 }, { attempts: 0, best: 0, last: 0, seconds: 0 }] },
  ],
  tasks: [
    {
      n: 1, out_of: 6, students: 2, attempts: 3, exercise: { source: 'textbook', q: 'prune' },
      mistakes: [
        { kind: 'missed-cut', field: 'pruned', node: 'D2', edge: 'D>D2', expected: 'cut', step: 26, students: 2, sentence: 'β=0 ≤ α=3 at D: …' },
        { kind: 'wrong-value', field: 'value', node: 'D', expected: '0', step: 27, students: 1, sentence: 'D returns ≤0 to A' },
        { kind: 'wrong-beta', field: 'beta', node: 'C', expected: 'inf', step: 13, students: 1 },
      ],
    },
    { n: 2, out_of: 7, students: 0, attempts: 0, exercise: { source: 'random', level: '1', seed: '3', q: 'values' }, mistakes: [] },
  ],
};

test('the view\'s addresses: a student\'s, a teacher\'s with what it shows, the key in the fragment', () => {
  assert.equal(classAddress({ a: 'A1', lang: 'es' }), '?view=class&a=A1&lang=es');
  assert.equal(classAddress({ a: 'A1', cls: 'C1', key: 'K' }), '?view=class&a=A1', 'a student\'s link holds no class key');
  assert.equal(classAddress({ cls: 'C1', key: 'k/+=', results: 'A1', student: 'S1', task: 2, lang: 'en' }),
    '?view=class&class=C1&results=A1&student=S1&task=2&lang=en#key=k%2F%2B%3D');
  assert.equal(classAddress({ cls: 'C1', key: 'K', student: 'S1', task: 2 }), '?view=class&class=C1#key=K', 'a student\'s work belongs to results shown');
  assert.equal(classAddress({}), '?view=class');
  const back = (addr) => {
    const [query, hash] = addr.split('#');
    return readAddress(new URLSearchParams(query), hash ? '#' + hash : '');
  };
  assert.deepEqual(back(classAddress({ cls: 'C1', key: 'k/+=', results: 'A1', student: 'S1', task: 2 })),
    { a: '', cls: 'C1', key: 'k/+=', own: '', results: 'A1', student: 'S1', task: 2 });
  assert.equal(back('?view=class&class=C1&task=-1').task, 0);
  assert.equal(back('?view=class&class=C1&task=x').task, 0);
});

test('times: written in the page\'s language, none for Go\'s zero time; a time taken', () => {
  setLang('en');
  assert.match(fmtTime('2025-03-14T09:30:00Z'), /2025/);
  assert.equal(fmtTime(''), '');
  assert.equal(fmtTime('0001-01-01T00:00:00Z'), '', 'Go\'s zero time is none');
  assert.equal(fmtTime('soon'), '');
  setLang('es');
  assert.match(fmtTime('2025-03-14T12:30:00Z'), /mar/);
  setLang('en');
  assert.deepEqual([0, 45, 60, 185, 3600, 3725, -3, 'x'].map(fmtSeconds), ['0 s', '45 s', '1 min 00 s', '3 min 05 s', '1 h 00 min', '1 h 02 min', '0 s', '0 s']);
});

test('a time in a datetime-local field and back, in this browser\'s zone', () => {
  const iso = '2025-03-14T09:30:00.000Z';
  assert.match(localInput(iso), /^2025-03-1[345]T\d\d:30$/);
  assert.equal(fromLocalInput(localInput(iso)), iso, 'a round trip');
  assert.equal(localInput(''), '');
  assert.equal(localInput('0001-01-01T00:00:00Z'), '');
  assert.equal(fromLocalInput(''), '', 'empty: the API\'s now or never');
  assert.equal(fromLocalInput('  '), '');
  assert.equal(fromLocalInput('tomorrow'), 'tomorrow', 'sent as it is, for the server to refuse');
});

test('an assignment\'s status line', () => {
  setLang('en');
  assert.equal(statusLine({ status: 'open' }), 'Open until the teacher closes it.');
  assert.equal(statusLine({ status: 'open', closes: '0001-01-01T00:00:00Z' }), 'Open until the teacher closes it.');
  assert.match(statusLine({ status: 'open', closes: '2030-03-14T09:30:00Z' }), /^Open until .*2030.*\.$/);
  assert.match(statusLine({ status: 'closed', closes: '2025-03-14T09:30:00Z' }), /^Closed on .*2025/);
  assert.match(statusLine({ status: 'not-open', opens: '2030-03-14T09:30:00Z' }), /^Opens on .*2030/);
});

test('an exercise\'s title: a preset, a random tree, a game; fail-hard said', () => {
  setLang('en');
  assert.equal(taskTitle({ source: 'textbook', q: 'prune' }, PRESETS), 'The textbook example · Alpha-beta: values and pruned branches');
  assert.equal(taskTitle({ source: 'random', level: '1', seed: '3', q: 'values' }, PRESETS), '1 · binary, depth 3 · Seed 3 · Minimax values of the inner nodes');
  assert.equal(taskTitle({ source: 'stones', position: '5', q: 'window', 'fail-hard': 'true' }, []), 'Stones 5 · Alpha-beta with α and β at each node · fail-hard');
  assert.equal(taskTitle({ source: 'random', q: 'values', 'fail-hard': 'true' }, []), '1 · binary, depth 3 · Seed 1 · Minimax values of the inner nodes', 'minimax has no fail-hard');
  assert.equal(taskTitle({ source: 'unknown-preset', q: 'order' }, PRESETS), 'unknown-preset · Order in which leaves are evaluated');
  setLang('es');
  assert.equal(taskTitle({ source: 'textbook', q: 'prune' }, PRESETS), 'El ejemplo del libro · Alfa-beta: valores y ramas podadas');
  setLang('en');
});

test('a student\'s best score at an exercise', () => {
  const at = [{ n: 1, score: 3, out_of: 6 }, { n: 1, score: 5, out_of: 6 }, { n: 2, score: 0, out_of: 7 }];
  assert.deepEqual(best(at, 1), { score: 5, outOf: 6 });
  assert.deepEqual(best(at, 2), { score: 0, outOf: 7 });
  assert.equal(best(at, 3), null);
});

test('the teacher\'s table: students × exercises, best scores, attempts and time taken', () => {
  setLang('en');
  const tb = resultsTable(RESULTS, PRESETS);
  assert.equal(tb.outOf, 13);
  assert.deepEqual(tb.columns.map((c) => [c.n, c.outOf]), [[1, 6], [2, 7]]);
  assert.equal(tb.columns[0].title, 'The textbook example · Alpha-beta: values and pruned branches');
  assert.deepEqual(tb.rows.map((r) => [r.id, r.name, r.number, r.total]), [['s1', '<img src=x> Ana', '', 6], ['s2', 'Bruno', '17', 4]]);
  const [ana, bruno] = tb.rows;
  assert.deepEqual(ana.cells[0], { n: 1, tried: true, full: true, text: '6/6', more: '', title: '1 attempt · 42 s' });
  assert.deepEqual(bruno.cells[0], { n: 1, tried: true, full: false, text: '4/6', more: '×2', title: '2 attempts · 3 min 05 s' });
  assert.deepEqual(bruno.cells[1], { n: 2, tried: false, full: false, text: '—', more: '', title: 'not tried' });
  setLang('es');
  assert.equal(resultsTable(RESULTS, PRESETS).rows[1].cells[0].title, '2 intentos · 3 min 05 s');
  setLang('en');
});

test('the class\'s mistakes ranked: how many students, the kind and place, the answer, the sentence', () => {
  setLang('en');
  const r = rankedMistakes(RESULTS.tasks[0], 2);
  assert.deepEqual(r.map((m) => [m.count, m.label, m.expected]), [
    ['2 of 2', 'Missed cut D → D2:', ''],
    ['1 of 2', 'Wrong value at D:', 'Expected: 0.'],
    ['1 of 2', 'Wrong β at C:', 'Expected: +∞.'],
  ]);
  assert.deepEqual([r[0].kind, r[0].students, r[0].step, r[0].sentence], ['missed-cut', 2, 26, 'β=0 ≤ α=3 at D: …']);
  assert.equal(r[2].sentence, '');
  // nobody tried it yet: "of" the class
  assert.equal(rankedMistakes({ ...RESULTS.tasks[0], students: 0 }, 5)[0].count, '2 of 5');
  setLang('es');
  assert.deepEqual(rankedMistakes(RESULTS.tasks[0], 2)[1].count + ' ' + rankedMistakes(RESULTS.tasks[0], 2)[1].label, '1 de 2 Valor erróneo en D:');
  setLang('en');
});

test('an attempt\'s mistakes, as its student and as their teacher read them', () => {
  setLang('en');
  const value = { kind: 'wrong-value', field: 'value', node: 'D', given: '2', expected: '0' };
  assert.deepEqual(attemptMistake(value), { head: 'Wrong value at D:', more: 'you wrote 2, it is 0.' });
  assert.deepEqual(attemptMistake(value, true), { head: 'Wrong value at D:', more: 'they wrote 2, it is 0.' });
  assert.deepEqual(attemptMistake({ ...value, expected: '' }), { head: 'Wrong value at D:', more: 'you wrote 2.' }, 'before the answers are shown');
  assert.deepEqual(attemptMistake({ ...value, expected: '' }, true).more, 'they wrote 2.');
  assert.deepEqual(attemptMistake({ kind: 'missing', field: 'alpha', node: 'B', given: '', expected: '-inf' }), { head: 'No α at B:', more: 'it is −∞.' });
  assert.deepEqual(attemptMistake({ kind: 'missed-cut', field: 'pruned', node: 'D2', edge: 'D>D2', given: '', expected: 'cut' }), { head: 'Missed cut D → D2:', more: '' });
  assert.deepEqual(attemptMistake({ kind: 'wrong-order', field: 'order' }), { head: 'Your order of the leaves is not right.', more: '' }, 'before the answers are shown');
  assert.deepEqual(attemptMistake({ kind: 'missed-cut', field: 'pruned', count: 2 }), { head: '2 cuts are missing.', more: '' }, 'counted, not named');
  assert.deepEqual(attemptMistake({ kind: 'missed-cut', field: 'pruned', count: 1 }).head, '1 cut is missing.');
  assert.deepEqual(attemptMistake({ kind: 'wrong-order', field: 'order', node: 'B2', given: 'C1', expected: 'B2' }), { head: 'Wrong order at B2:', more: '' });
  setLang('es');
  assert.deepEqual(attemptMistake(value, true), { head: 'Valor erróneo en D:', more: 'escribió 2, es 0.' });
  assert.deepEqual(attemptMistake({ kind: 'missed-cut', field: 'pruned', count: 2 }).head, 'Faltan 2 podas.');
  setLang('en');
});

test('a download is saved under the name its server gives (web/class_csv.go downloadName)', () => {
  // as the server writes it (TestClassDownloadNames)
  assert.equal(downloadName('attachment; filename="gametree-algoritmos-2-b-poda-semana-3-20250314.csv"', 'gametree.csv'),
    'gametree-algoritmos-2-b-poda-semana-3-20250314.csv');
  assert.equal(downloadName('attachment; filename="gametree-x-y-moodle-20250314.xml"', 'gametree.xml'), 'gametree-x-y-moodle-20250314.xml');
  assert.equal(downloadName("attachment; filename=\"a.csv\"; filename*=UTF-8''%C3%A1rboles.csv", 'x'), 'árboles.csv');
  assert.equal(downloadName('attachment; filename=plain.csv', 'x'), 'plain.csv');
  // none, or one that would name a folder: the fallback
  assert.equal(downloadName('', 'gametree.csv'), 'gametree.csv');
  assert.equal(downloadName(null, 'gametree.csv'), 'gametree.csv');
  assert.equal(downloadName('attachment; filename="../x.csv"', 'gametree.csv'), 'gametree.csv');
});

test('a hand-in is sent again after a lost answer or a busy server, never after a refusal', () => {
  assert.equal(retryIn({ status: 0 }, 0), 500, 'the network: again soon');
  assert.equal(retryIn({ status: 503 }, 2), 2000, 'backing off');
  assert.equal(retryIn({ status: 429, retryAfter: 7 }, 0), 7000, 'as long as the server asks');
  assert.equal(retryIn({ status: 429, retryAfter: 0 }, 1), 1000);
  for (const status of [400, 401, 404, 409, 500]) assert.equal(retryIn({ status }, 0), -1, String(status));
  assert.equal(retryIn({ status: 0 }, HAND_IN_TRIES - 1), -1, 'the last try');
  assert.equal(retryIn({ status: 503, code: 'class.storage' }, 0), -1, 'a server that cannot save answers: not on its own');
  assert.equal(retryIn({ status: 503, code: 'class.database', retryAfter: 2 }, 0), 2000, 'a database not answering: again');
  for (const status of [0, 500, 503]) assert.ok(mayTryAgain({ status }), 'the student may try again after ' + status);
  for (const status of [400, 401, 404, 409, 429]) assert.ok(!mayTryAgain({ status }), 'not after ' + status);
  const a = submissionId(), b = submissionId();
  assert.match(a, /^[0-9a-f-]{32,36}$/);
  assert.notEqual(a, b);
});

test('what this browser keeps: the classes opened, the latest first', () => {
  const saved = globalThis.localStorage;
  const m = new Map();
  globalThis.localStorage = { getItem: (k) => (m.has(k) ? m.get(k) : null), setItem: (k, v) => m.set(k, String(v)), removeItem: (k) => m.delete(k) };
  try {
    assert.deepEqual(keptClasses(), []);
    keepClass({ id: 'c1', name: 'One', key: 'k1', extra: 1 });
    keepClass({ id: 'c2', name: 'Two', key: 'k2' });
    keepClass({ id: 'c1', name: 'One, renamed', key: 'k1' });
    assert.deepEqual(keptClasses(), [{ id: 'c1', name: 'One, renamed', key: 'k1' }, { id: 'c2', name: 'Two', key: 'k2' }]);
    assert.equal(keptKey('c2'), 'k2');
    assert.equal(keptKey('nope'), '');
    forgetClass('c1');
    assert.deepEqual(keptClasses().map((c) => c.id), ['c2']);
    for (let i = 0; i < 60; i++) keepClass({ id: 'x' + i, name: 'x', key: 'k' });
    assert.equal(keptClasses().length, 50, 'at most 50');
    assert.ok(m.has('gametree.classes'), 'under gametree.*');
    store.set('draft.a.1', { values: { A: 3 } });
    assert.deepEqual(store.get('draft.a.1'), { values: { A: 3 } });
    store.del('draft.a.1');
    assert.equal(store.get('draft.a.1', 'none'), 'none');
    m.set('gametree.bad', '{not json');
    assert.equal(store.get('bad', 'def'), 'def', 'a broken value reads as none');
    // localStorage refused (private windows, policies): nothing kept, nothing thrown
    globalThis.localStorage = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('denied'); }, removeItem() { throw new Error('denied'); } };
    keepClass({ id: 'c3', name: 'Three', key: 'k3' });
    assert.deepEqual(keptClasses(), []);
    store.del('x');
  } finally {
    globalThis.localStorage = saved;
  }
});

test('a hand-in\'s answers read back by node id (a draft, an attempt shown again)', () => {
  // the textbook: A(0) B(1) B1(2) B2(3) C(4) C1(5) C2(6) D(7) D1(8) D2(9)
  const names = ['A', 'B', 'B1', 'B2', 'C', 'C1', 'C2', 'D', 'D1', 'D2'];
  const parent = [-1, 0, 1, 1, 0, 4, 4, 0, 7, 7];
  const ids = new Map(names.map((n, i) => [n, i]));
  const sent = { values: { A: 3, B: 'inf', D: -2 }, alpha: { C: '-inf' }, beta: { C: 4611686018427387904 }, pruned: ['C>C2', 'D>D2'] };
  const a = answersFrom(sent, ids);
  assert.deepEqual([...a.value], [[0, 3], [1, 'inf'], [7, -2]]);
  assert.deepEqual([...a.alpha], [[4, '-inf']]);
  assert.deepEqual([...a.beta], [[4, 'inf']], 'the server\'s 2^62 is +∞');
  assert.deepEqual([...a.cuts], [6, 9]);
  assert.deepEqual(a.request('window', names, parent, { values: new Set(), alpha: new Set(), beta: new Set() }),
    { values: { A: 3, B: 'inf', D: -2 }, alpha: { C: '-inf' }, beta: { C: 'inf' }, pruned: ['C>C2', 'D>D2'] }, 'a round trip');
  assert.deepEqual(answersFrom({ order: ['C1', 'B1', 'Z9'], values: { Z: 1 }, pruned: ['Z>Z1'] }, ids).order, [5, 2], 'unknown names left out');
  assert.deepEqual(answersFrom(null, ids), new Answers());
  assert.equal(answersFrom({ values: { A: -4611686018427387904 } }, ids).value.get(0), '-inf');
});
