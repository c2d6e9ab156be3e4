// An assignment's feedback rule as the page says it (class-feedback.js): an attempt's
// figures as its rule lets them be said, the rule as a student and a teacher read it,
// what closing shows; a tab's best score sealed; a missing answer named by its field.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setLang } from '../static/js/i18n.js';
import { scoreLine, ruleLine, rulesLine, closeText, sealed, mistakesText } from '../static/js/class-feedback.js';
import { best, attemptMistake } from '../static/js/class-model.js';
import { mistakeLabel } from '../static/js/exercise.js';

test('an attempt\'s figures as its rule lets them be said, in both languages', () => {
  const cases = [
    [{ feedback: 'none' }, 'Received', 'Recibido', false],
    [{ feedback: 'score', score: 4 }, 'Score: 4', 'Nota: 4', false],
    [{ feedback: 'score', score: 4, out_of: 7 }, 'Score: 4 out of 7', 'Nota: 4 de 7', false],
    [{ feedback: 'count', score: 4, mistake_count: 2 }, 'Score: 4 · 2 mistakes', 'Nota: 4 · 2 errores', false],
    [{ feedback: 'count', score: 0, mistake_count: 1 }, 'Score: 0 · 1 mistake', 'Nota: 0 · 1 error', false],
    [{ feedback: 'count', score: 3, mistake_count: 0 }, 'Score: 3 · no mistakes', 'Nota: 3 · ningún error', false],
    [{ feedback: 'full', score: 6, out_of: 6, mistakes: [] }, 'Full marks: 6 out of 6. Well done!', 'Todo bien: 6 de 6. ¡Enhorabuena!', true],
    [{ feedback: 'revealed', score: 5, out_of: 6, mistakes: [] }, 'Score: 5 out of 6', 'Nota: 5 de 6', false],
  ];
  for (const [at, en, es, full] of cases) {
    setLang('en');
    assert.deepEqual(scoreLine(at), { text: en, full });
    setLang('es');
    assert.deepEqual(scoreLine(at), { text: es, full });
  }
  setLang('en');
  assert.equal(sealed({ feedback: 'none' }) && sealed({ feedback: 'score' }) && sealed({ feedback: 'count' }), true);
  assert.equal(sealed({ feedback: 'full' }) || sealed({ feedback: 'revealed' }) || sealed({}), false);
  assert.equal(mistakesText(12), '12 mistakes');
});

test('the rule as the student reads it while the answers are hidden, nothing once shown', () => {
  assert.match(ruleLine({ feedback: 'none', revealed: false }), /^Your answers are marked when your teacher shows them/);
  assert.match(ruleLine({ feedback: 'count', revealed: false }), /score and how many mistakes/);
  assert.match(ruleLine({ feedback: 'odd', revealed: false }), /score and how many mistakes/, 'an unknown rule is said as the default');
  assert.equal(ruleLine({ feedback: 'none', revealed: true }), '');
  for (const feedback of ['none', 'score', 'count', 'full']) { // never shown: no promise of the answers
    assert.match(ruleLine({ feedback, reveal: 'never', revealed: false }), /this assignment does not show the (expected )?answers\.$/);
    assert.doesNotMatch(ruleLine({ feedback, reveal: 'never', revealed: false }), /when your teacher/);
  }
  setLang('es');
  assert.match(ruleLine({ feedback: 'score', revealed: false }), /^Cada entrega te dice su nota;/);
  setLang('en');
});

test('the rules as the teacher\'s list says them', () => {
  assert.equal(rulesLine({ reveal: 'after-close', feedback: 'score', revealed: false }),
    'Answers shown: once the assignment closes. Before the answers show: the score.');
  assert.equal(rulesLine({ reveal: 'after-close', feedback: 'none', revealed: true }),
    'Answers shown: once the assignment closes; the students see them now. Before the answers show: nothing: only that it was received.');
  setLang('es');
  assert.equal(rulesLine({ reveal: 'never', feedback: 'count', revealed: false }),
    'Respuestas visibles: nunca. Antes de mostrar las respuestas: la nota y el número de errores.');
  setLang('en');
});

test('closing now says what it shows under the reveal rule, and how to take it back', () => {
  const after = closeText({ reveal: 'after-close' });
  assert.equal(after.length, 3);
  assert.match(after[1], /shows every student the expected answers/);
  assert.match(after[2], /hide the answers again/);
  assert.match(closeText({ reveal: 'never' })[1], /stay hidden/);
  assert.match(closeText({ reveal: 'each-attempt' })[1], /already see the answers/);
  setLang('es');
  assert.match(closeText({ reveal: 'after-close' })[1], /^Al cerrar, todos los estudiantes ven a la vez/);
  setLang('en');
});

test('a tab\'s best score from sealed attempts: no out_of, no score', () => {
  assert.deepEqual(best([{ n: 1, score: 3 }, { n: 1, score: 5 }], 1), { score: 5, outOf: undefined });
  assert.deepEqual(best([{ n: 1, feedback: 'none' }], 1), { score: undefined, outOf: undefined });
});

test('a missing answer names its field: value, α or β, in both languages', () => {
  const cases = [
    [{ kind: 'missing', field: 'value', node: 'D' }, 'No value at D:', 'Sin valor en D:'],
    [{ kind: 'missing', field: 'alpha', node: 'D' }, 'No α at D:', 'Sin α en D:'],
    [{ kind: 'missing', field: 'beta', node: 'D' }, 'No β at D:', 'Sin β en D:'],
    [{ kind: 'missing', field: 'order', node: 'D3' }, 'D3 is missing from your order:', 'Falta D3 en tu orden:'],
  ];
  for (const [m, en, es] of cases) {
    setLang('en');
    assert.equal(mistakeLabel(m), en);
    assert.equal(attemptMistake(m).head, en);
    setLang('es');
    assert.equal(mistakeLabel(m), es);
  }
  setLang('en');
  const three = ['value', 'alpha', 'beta'].map((field) => mistakeLabel({ kind: 'missing', field, node: 'D' }));
  assert.equal(new Set(three).size, 3, 'three boxes, three sentences');
});
