// The course's alpha-beta (seed 002: α at MAX, β at MIN) on the page: read from a link
// and written back (the stepper's and the exercise's), never beside fail-hard, and the
// pseudo-code panel's seed's own lines, in both languages.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang, t } from '../static/js/i18n.js';
import { defaultParams, paramsFromURL, problemQuery, returnsChoice } from '../static/js/problem.js';
import { specFromURL, specQuery, specJSON, normalSpec, problemOf, problemParams } from '../static/js/exercise.js';
import { Pseudo } from '../static/js/pseudo.js';
import { S_RETURN, S_BACKUP, S_CUTOFF, S_EVAL } from '../static/js/model.js';

const q = (s) => new URLSearchParams(s);

test('the stepper\'s link keeps the course\'s variant; fail-hard wins over it', () => {
  const p = paramsFromURL(q('game=tree&position=textbook&algo=alphabeta&fail-course=true'));
  assert.equal(p.failCourse, true);
  assert.equal(returnsChoice(p), 'course');
  assert.deepEqual(problemQuery(p), { game: 'tree', position: 'textbook', algo: 'alphabeta', 'fail-course': 'true' });
  const both = paramsFromURL(q('game=tree&algo=alphabeta&fail-course=true&fail-hard=true'));
  assert.equal(returnsChoice(both), 'hard', 'one value returned: fail-hard as the link says it');
  assert.equal(problemQuery(both)['fail-course'], undefined);
  assert.equal(problemQuery({ ...p, algo: 'minimax' })['fail-course'], undefined, 'minimax has no window');
  assert.equal(returnsChoice(defaultParams()), 'soft');
  assert.equal(returnsChoice({ ...defaultParams(), failHard: true }), 'hard');
});

test('an exercise\'s link, grader object and problem keep the course\'s variant', () => {
  const s = specFromURL(q('source=textbook&q=window&fail-course=1'));
  assert.equal(s.failCourse, true);
  assert.equal(specQuery(s)['fail-course'], 'true');
  assert.equal(specQuery(s)['fail-hard'], undefined);
  assert.equal(specJSON(s).fail_course, true);
  assert.equal(specFromURL(q('fail-course=true&fail-hard=true')).failCourse, undefined, 'not beside fail-hard');
  assert.equal(normalSpec({ fail_course: true }).failCourse, true);
  const pr = problemOf({ problem: { game: 'tree', position: 'textbook', algo: 'alphabeta', 'fail-course': 'true' } }, 'window');
  assert.equal(problemParams(pr)['fail-course'], 'true');
  const old = problemOf({ trace: { game: 'tree', position: 'textbook', algorithm: 'alphabeta', options: { fail_course: true } } }, 'window');
  assert.equal(problemParams(old)['fail-course'], 'true');
});

test('the pseudo-code panel shows the seed\'s pseudo-code for the course\'s variant', () => {
  for (const lang of ['en', 'es']) {
    setLang(lang);
    const ps = new Pseudo({ algo: 'alphabeta', failCourse: true, failSoft: false });
    const text = ps.lines.map((l) => (l.key ? t(l.key, l.params || {}) : ''));
    const want = lang === 'es'
      ? ['función alfa-beta(nodo, profundidad, α, β, jugador)', 'α := max(α, alfa-beta(hijo, profundidad−1, α, β, jugador2))', 'romper (* poda β *)', 'devolver α', 'β := min(β, alfa-beta(hijo, profundidad−1, α, β, jugador1))', 'romper (* poda α *)', 'devolver β']
      : ['function alpha-beta(node, depth, α, β, player)', 'α := max(α, alpha-beta(child, depth−1, α, β, player2))', 'break (* β cutoff *)', 'return α', 'β := min(β, alpha-beta(child, depth−1, α, β, player1))', 'break (* α cutoff *)', 'return β'];
    for (const w of want) assert.ok(text.includes(w), `${lang}: ${w} in ${text.join(' | ')}`);
    // the steps light the seed's lines: a MAX return "return α", a MIN one "return β"
    assert.equal(text[ps.lineFor(S_RETURN, 1)], lang === 'es' ? 'devolver α' : 'return α');
    assert.equal(text[ps.lineFor(S_RETURN, -1)], lang === 'es' ? 'devolver β' : 'return β');
    assert.match(text[ps.lineFor(S_BACKUP, -1)], /^β := min/);
    assert.match(text[ps.lineFor(S_CUTOFF, 1)], /\(\* /);
    assert.ok(ps.lineFor(S_EVAL, 1) >= 0);
    // fail-soft keeps its own pseudo-code
    const soft = new Pseudo({ algo: 'alphabeta', failSoft: true }).lines.map((l) => l.key);
    assert.ok(!soft.includes('pcCourseFunc'));
    const neg = new Pseudo({ algo: 'negamax-alphabeta', failCourse: true }).lines.map((l) => l.key);
    assert.ok(neg.includes('pcCourseNegUp') && neg.includes('pcCourseRetA'));
    assert.ok(!new Pseudo({ algo: 'minimax', failCourse: true }).lines.some((l) => l.key === 'pcCourseFunc'), 'minimax has its own');
  }
  setLang('en');
});

test('a class\'s exercise title names the course\'s variant', async () => {
  const { taskTitle } = await import('../static/js/class-model.js');
  setLang('en');
  assert.equal(taskTitle({ source: 'stones', position: '5', q: 'window', 'fail-course': 'true' }, []), 'Stones 5 · Alpha-beta with α and β at each node · course\'s: α at MAX, β at MIN');
  assert.ok(!taskTitle({ source: 'stones', position: '5', q: 'values', 'fail-course': 'true' }, []).includes('course'), 'minimax has no window');
  setLang('es');
  assert.match(taskTitle({ source: 'stones', position: '5', q: 'prune', 'fail-course': 'true' }, []), / · del curso: α en MAX, β en MIN$/);
  setLang('en');
});
