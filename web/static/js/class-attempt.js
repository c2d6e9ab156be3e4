// An attempt as its reader sees it: its number and score, each mistake with what was
// given and expected (as far as the reader may know it: a student before the answers
// are shown sees neither the expected answer nor the search's values; a student sees
// the rule broken first and the expected answer when asked for it), the step's
// sentence, and a way to open the stepper at that step (m.step counts from 1, as the
// stepper's "Step K of N").
import { t } from './i18n.js';
import { h } from './dom.js';
import { attemptMistake, fmtSeconds, fmtTime } from './class-model.js';
import { scoreLine, sealed } from './class-feedback.js';
import { studentMistake } from './class-mistake.js';

// attemptCard is attempt at: for its teacher (teacher: "they wrote", the time taken and
// when), or its student (class-mistake.js: the rule broken first, the right value
// behind "Show the right answer", opened once the assignment is closed: review);
// openStep(k), when given, opens the stepper at step k; task is the attempt's task
// ({q, fail_hard, fail_course}: which rules). An attempt sealed by its assignment's
// feedback rule (class-feedback.js) says only what the rule lets it: received, its
// score, the number of its mistakes.
export function attemptCard(at, { teacher = false, revealed = true, openStep = null, task = {}, review = false } = {}) {
  const { text, full } = scoreLine(at);
  const items = (at.mistakes || []).map((m) => {
    if (!teacher) return studentItem(m, task, review, openStep);
    const { head, more } = attemptMistake(m, teacher);
    return h('li', { className: 'ex-mistake', dataset: { kind: m.kind } },
      h('p', { className: 'ex-mk-head' }, h('strong', { textContent: head }), more ? ' ' + more : null),
      m.sentence ? h('p', { className: 'ex-mk-sentence', textContent: m.sentence }) : null,
      stepRow(m, openStep));
  });
  return h('div', { className: 'cl-attempt', dataset: { number: String(at.number) } },
    h('h3', {}, t('clAttemptN', { k: at.number }) + ' · ',
      h('span', { className: 'ex-score' + (full ? ' full' : ''), textContent: text })),
    teacher ? h('p', { className: 'muted cl-when', textContent: t('clHandedIn', { t: fmtTime(at.created), d: fmtSeconds(at.seconds) }) }) : null,
    items.length ? h('ol', { className: 'ex-mistakes' }, ...items) : null,
    at.feedback === 'none' ? h('p', { className: 'hint cl-sealed', textContent: t('clReceivedMsg') }) : null,
    at.feedback === 'count' ? h('p', { className: 'hint cl-sealed', textContent: t('clCountHint') }) : null,
    !revealed && !sealed(at) && items.length ? h('p', { className: 'hint', textContent: t('clHidden') }) : null);
}

// stepRow is a mistake's way to open the stepper at its step (none without one).
function stepRow(m, openStep) {
  if (!openStep || !(m.step >= 1)) return null;
  return h('p', { className: 'btn-row' }, h('button', {
    type: 'button', className: 'btn btn-small ex-open-step', dataset: { step: String(m.step) },
    textContent: t('clStepper', { k: m.step }), onclick: () => openStep(m.step - 1),
  }));
}

// studentItem is a mistake of the student's own attempt: what was written, the rule
// broken, then the right value and the step's sentence behind "Show the right answer"
// (open in review); before the answers may be shown, the sentence (its values ?) as it
// is.
function studentItem(m, task, review, openStep) {
  const s = studentMistake(m, task);
  const li = h('li', { className: 'ex-mistake', dataset: { kind: m.kind } },
    h('p', { className: 'ex-mk-head' }, h('strong', { textContent: s.head }), s.more ? ' ' + s.more : null));
  if (s.rule) li.appendChild(h('p', { className: 'ex-mk-rule', textContent: s.rule }));
  const answer = [];
  if (s.answer) answer.push(h('p', { className: 'ex-mk-answer-is', textContent: s.answer }));
  if (s.sentence && !s.hidden) answer.push(h('p', { className: 'ex-mk-sentence', textContent: s.sentence }));
  if (answer.length) {
    li.appendChild(h('details', { className: 'ex-mk-answer', open: review }, h('summary', { textContent: t('exShowAnswer') }), ...answer));
  }
  if (s.sentence && s.hidden) li.appendChild(h('p', { className: 'ex-mk-sentence', textContent: s.sentence }));
  const row = stepRow(m, openStep);
  if (row) li.appendChild(row);
  return li;
}
