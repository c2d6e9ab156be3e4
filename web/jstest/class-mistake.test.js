// A student's mistake in the Class view asks before it tells (class-mistake.js): the
// rule broken (practise-rules.js's, named by the node's player and the task's search),
// the right value kept apart for "Show the right answer"; before the answers may be
// shown, no value to keep; the teacher's words unchanged (class-model.js).
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang } from '../static/js/i18n.js';
import { studentMistake, classRule, taskRules } from '../static/js/class-mistake.js';
import { attemptMistake } from '../static/js/class-model.js';

const prune = { q: 'prune' };

test('a wrong value: the rule first, the value kept for the details, in both languages', () => {
  const m = { kind: 'wrong-value', field: 'value', node: 'D', given: '2', expected: '0', player: 'min', step: 26, sentence: 'D is done and returns 0 to A.' };
  for (const [lang, want] of [
    ['en', { head: 'Wrong value at D:', more: 'you wrote 2.', rule: 'A MIN node takes the smallest of its children\'s values.', answer: 'It is 0.' }],
    ['es', { head: 'Valor erróneo en D:', more: 'escribiste 2.', rule: 'Un nodo MIN se queda con el menor de los valores de sus sucesores.', answer: 'Es 0.' }],
  ]) {
    setLang(lang);
    const s = studentMistake(m, { q: 'values' });
    assert.equal(s.head, want.head, lang);
    assert.equal(s.more, want.more, lang);
    assert.equal(s.rule, want.rule, lang);
    assert.equal(s.answer, want.answer, lang);
    assert.equal(s.hidden, false);
    for (const said of [s.head, s.more, s.rule]) assert.doesNotMatch(said, /0/, `${lang}: the right value is not said before it is asked for: ${said}`);
    assert.notEqual(attemptMistake(m).more, s.more, 'the old words gave the value outright');
  }
  setLang('en');
  assert.match(studentMistake({ ...m, player: 'max' }, { q: 'values' }).rule, /^A MAX node takes the largest/);
  assert.match(studentMistake(m, prune).rule, /Under alpha-beta only the children searched count/, 'alpha-beta\'s rule too');
  assert.match(studentMistake(m, { q: 'window', fail_hard: true }).rule, /Fail-hard/);
});

test('the other kinds: each its rule; a cut and an order say no value', () => {
  setLang('en');
  const cut = studentMistake({ kind: 'missed-cut', field: 'pruned', node: 'D2', edge: 'D>D2', expected: 'cut', player: 'min' }, prune);
  assert.equal(cut.head, 'Missed cut D → D2:');
  assert.match(cut.rule, /^At a MIN node the search prunes as soon as β ≤ α/);
  assert.equal(cut.answer, '', 'the head says it all');
  const extra = studentMistake({ kind: 'extra-cut', field: 'pruned', node: 'B2', edge: 'B>B2', given: 'cut', player: 'min' }, prune);
  assert.match(extra.rule, /prunes only when α ≥ β/);
  const alpha = studentMistake({ kind: 'missing', field: 'alpha', node: 'B', given: '', expected: '-inf', player: 'min' }, { q: 'window' });
  assert.equal(alpha.head, 'No α at B:');
  assert.equal(alpha.more, '', 'not "it is −∞."');
  assert.equal(alpha.answer, 'It is −∞.');
  const order = studentMistake({ kind: 'wrong-order', field: 'order', node: 'D1', given: 'C1', expected: 'D1' }, { q: 'order' });
  assert.match(order.rule, /depth first, children left to right/);
  assert.equal(order.more, 'you wrote C1.');
  assert.equal(order.answer, 'It is D1.');
});

test('before the answers are shown: the rule, the hidden sentence, nothing to show', () => {
  setLang('en');
  const m = { kind: 'wrong-value', field: 'value', node: 'D', given: '2', player: 'min', sentence: 'D is done and returns ? to A.' };
  const s = studentMistake(m, prune);
  assert.deepEqual([s.hidden, s.answer, s.more, s.sentence], [true, '', 'you wrote 2.', 'D is done and returns ? to A.']);
  assert.match(s.rule, /^A MIN node/);
  assert.equal(classRule({ kind: 'missed-cut', field: 'pruned', count: 2 }, prune), '', 'the cuts counted: no player, no rule');
  assert.equal(classRule({ kind: 'wrong-value', field: 'value', node: 'D', given: '2' }, prune), '', 'stored before the player was kept: no rule that could be wrong');
  assert.match(classRule({ kind: 'wrong-order', field: 'order' }, { q: 'order' }), /depth first/, 'the order counted: its rule needs no player');
  assert.deepEqual(taskRules({ q: 'values' }), { alphabeta: false, failHard: false, failCourse: false });
  assert.deepEqual(taskRules({ q: 'order', fail_course: true }), { alphabeta: true, failHard: false, failCourse: true });
});
