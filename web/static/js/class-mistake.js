// A mistake of a student's own attempt as the Class view says it, asking before it
// tells as Practise does (practise-grade.js): what was written, the rule broken
// (practise-rules.js's ruleOf, the one copy of the rules), and the right value with
// the step's sentence behind a "Show the right answer" the student opens. Once the
// assignment is closed its answers are shown for review: the same, opened. Before the
// answers may be shown (the feedback rule "full") there is no right value to show:
// the rule and the sentence with its values hidden. The teacher reads "they wrote 2,
// it is 0." (class-model.js's attemptMistake). Nothing here touches the page.
import { t } from './i18n.js';
import { shownAnswer } from './exercise.js';
import { attemptMistake } from './class-model.js';
import { ruleOf } from './practise-rules.js';

// the kinds whose rule depends on who moves at the node: named only when the reply
// says who (a mistake stored before it was kept does not)
const BY_PLAYER = new Set(['wrong-value', 'missed-cut']);

// taskRules are ruleOf's options for a class task ({q, fail_hard, fail_course}): every
// question but the minimax values one is alpha-beta's.
export const taskRules = (task = {}) => ({ alphabeta: !!task.q && task.q !== 'values', failHard: !!task.fail_hard, failCourse: !!task.fail_course });

// classRule is the rule mistake m breaks under task's search, in the page's language;
// '' when there is none to name (an answer left out, the missed cuts counted, a
// player not known).
export function classRule(m, task) {
  if (m.count > 0) return '';
  if (BY_PLAYER.has(m.kind) && m.player !== 'max' && m.player !== 'min') return '';
  return ruleOf(m, taskRules(task));
}

// studentMistake is mistake m of a student's attempt at task: { head, more, rule,
// answer, sentence, hidden }. head and more as attemptMistake says them but without
// the right value ("Wrong value at D:", "you wrote 2."); answer the right value ("It
// is 0.") and sentence the step's, both kept for the "Show the right answer"; hidden:
// the answers are not shown yet, the sentence (values as ?) is said openly.
export function studentMistake(m, task) {
  const hidden = !m.expected;
  const { head, more } = attemptMistake({ ...m, expected: '' });
  // a cut's head says it all, and so does an order's without a leaf written in the
  // place of another (practise-grade.js)
  const plain = m.field === 'pruned' || (m.field === 'order' && !m.given);
  let answer = '';
  if (!hidden && !plain) answer = t('exAnswerIs', { e: shownAnswer(m.expected) });
  // an order's head names the leaf expected ("D3 is missing from your order:"), the
  // leaf written said after it
  const given = m.field === 'order' && m.given && m.kind !== 'never-evaluated' ? t('exGiven', { g: shownAnswer(m.given) }) : '';
  return { head, more: more || given, rule: classRule(m, task), answer, sentence: m.sentence || '', hidden };
}
