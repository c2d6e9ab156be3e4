// An attempt as its reader sees it: its number and score, each mistake with what was
// given and expected (as far as the reader may know it: a student before the answers
// are shown sees neither the expected answer nor the search's values), the step's
// sentence, and a way to open the stepper at that step (m.step counts from 1, as the
// stepper's "Step K of N").
import { t } from './i18n.js';
import { h } from './dom.js';
import { attemptMistake, fmtSeconds, fmtTime } from './class-model.js';
import { scoreLine, sealed } from './class-feedback.js';

// attemptCard is attempt at: for its teacher (teacher: "they wrote", the time taken and
// when), or its student; openStep(k), when given, opens the stepper at step k. An
// attempt sealed by its assignment's feedback rule (class-feedback.js) says only what
// the rule lets it: received, its score, the number of its mistakes.
export function attemptCard(at, { teacher = false, revealed = true, openStep = null } = {}) {
  const { text, full } = scoreLine(at);
  const items = (at.mistakes || []).map((m) => {
    const { head, more } = attemptMistake(m, teacher);
    return h('li', { className: 'ex-mistake', dataset: { kind: m.kind } },
      h('p', { className: 'ex-mk-head' }, h('strong', { textContent: head }), more ? ' ' + more : null),
      m.sentence ? h('p', { className: 'ex-mk-sentence', textContent: m.sentence }) : null,
      openStep && m.step >= 1 ? h('p', { className: 'btn-row' }, h('button', {
        type: 'button', className: 'btn btn-small ex-open-step', dataset: { step: String(m.step) },
        textContent: t('clStepper', { k: m.step }), onclick: () => openStep(m.step - 1),
      })) : null);
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
