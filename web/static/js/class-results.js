// An assignment's results as the teacher sees them: the table of students × exercises
// (each cell opening that student's work) and each exercise's mistakes ranked by how
// many students made them (each opening the stepper at its step).
import { t } from './i18n.js';
import { h } from './dom.js';
import { IDS } from './class-ids.js';
import { resultsTable, rankedMistakes, statusLine } from './class-model.js';
import { rulesLine } from './class-feedback.js';

// resultsView is the results' table and ranked mistakes of r, as elements; on.openWork
// (student, task) opens a student's work, on.openStep(task, step) the stepper.
export function resultsView(r, presets, on) {
  const n = r.students.length;
  const tb = resultsTable(r, presets);
  const head = h('tr', {}, h('th', { scope: 'col', textContent: t('clStudent') }), h('th', { scope: 'col', textContent: t('clNumber') }),
    ...tb.columns.map((c) => h('th', { scope: 'col', title: c.title }, t('clExerciseN', { n: c.n }), c.outOf ? h('br') : null, c.outOf ? h('span', { className: 'muted', textContent: '/' + c.outOf }) : null)),
    h('th', { scope: 'col' }, t('clTotal'), tb.outOf ? h('br') : null, tb.outOf ? h('span', { className: 'muted', textContent: '/' + tb.outOf }) : null));
  const rows = tb.rows.map((row) => h('tr', { dataset: { student: row.id } },
    h('th', { scope: 'row', className: 'cl-name' },
      h('button', { type: 'button', className: 'cl-name-btn', textContent: row.name, title: t('clOpenWork', { name: row.name }), onclick: () => on.openWork(row.id, 0) })),
    h('td', { className: 'muted', textContent: row.number }),
    ...row.cells.map((c) => h('td', { className: 'cl-cell' + (c.full ? ' cl-full' : '') + (c.tried ? '' : ' cl-none') },
      c.tried
        ? h('button', { type: 'button', className: 'cl-cell-btn', title: c.title + ' · ' + t('clOpenWork', { name: row.name }), onclick: () => on.openWork(row.id, c.n) },
          c.text, c.more ? h('small', { className: 'muted', textContent: ' ' + c.more }) : null)
        : h('span', { title: c.title, textContent: c.text }))),
    h('td', { className: 'cl-total', textContent: String(row.total) })));
  const table = n
    ? h('div', { className: 'cmp-table-wrap' }, h('table', { id: IDS.table, className: 'cl-table' }, h('thead', {}, head), h('tbody', {}, ...rows)))
    : h('p', { className: 'muted', textContent: t('clNoStudents') });
  const tasks = r.tasks.map((tk, i) => h('section', { className: 'cl-task-mistakes', dataset: { n: String(tk.n) } },
    h('h3', { textContent: t('clExerciseN', { n: tk.n }) + ' · ' + tb.columns[i].title + (tk.variants === 'per-student' ? ' · ' + t('clVariantsPerStudent') : '') }),
    h('p', { className: 'muted', textContent: t('clTried', { k: tk.students, n }) + ' · ' + (tk.attempts === 1 ? t('clCellTry') : t('clCellTries', { k: tk.attempts })) }),
    tk.mistakes.length ? rankedLists(rankedMistakes(tk, n), tk, on.openStep) : h('p', { className: 'muted', textContent: t('clNoMistakes') })));
  return [table, h('h2', { className: 'cl-mistakes-h', textContent: t('clMistakesTitle') }), ...tasks];
}

// rankedLists: the wrong answers ranked, then the answers not given in a list of their
// own (a blank says less than a mistake, and would crowd the mistakes out of the
// top); a note when each student has their own tree.
function rankedLists(ms, tk, openStep) {
  const wrong = ms.filter((m) => !m.missing), missing = ms.filter((m) => m.missing);
  const list = (items) => h('ol', { className: 'cl-ranked' }, ...items.map((m) => rankedItem(m, tk, openStep)));
  return h('div', { className: 'cl-ranked-lists' },
    tk.variants === 'per-student' ? h('p', { className: 'hint cl-variants-note', textContent: t('clVariantsNote') }) : null,
    wrong.length ? list(wrong) : null,
    missing.length ? h('div', { className: 'cl-missing' },
      h('h4', { className: 'cl-missing-h', textContent: t('clMissingHead') }),
      h('p', { className: 'hint', textContent: t('clMissingHint') }),
      list(missing)) : null);
}

// stepButton opens the stepper at step k (of the exercise's tree, or of problem: a
// student's own).
const stepButton = (tk, k, openStep, problem = null) => h('button', {
  type: 'button', className: 'btn btn-small ex-open-step cl-open-step', dataset: { step: String(k) }, textContent: t('clStepper', { k }),
  onclick: () => openStep(tk, k, problem),
});

// rankedItem: "2 of 3 · Missed cut D → D2: <the stepper's sentence>" and a button
// that opens the stepper at the step (openStep(tk, step, problem)); in the students'
// own trees, an example from each tree.
function rankedItem(m, tk, openStep) {
  return h('li', { className: 'cl-mistake', dataset: { kind: m.kind, students: String(m.students) } },
    h('p', { className: 'cl-mk-head' },
      h('span', { className: 'cl-count', textContent: m.count }), ' ',
      h('strong', { textContent: m.label }), m.expected ? ' ' + m.expected : null),
    m.sentence ? h('p', { className: 'ex-mk-sentence', textContent: m.sentence }) : null,
    m.step >= 1 && !m.examples.length ? h('p', { className: 'btn-row' }, stepButton(tk, m.step, openStep)) : null,
    m.examples.length ? h('details', { className: 'cl-examples', open: m.examples.length <= 3 },
      h('summary', { textContent: t('clExamples', { k: m.examples.length }) }),
      h('ul', {}, ...m.examples.map((x) => h('li', { className: 'cl-example' },
        h('strong', { textContent: x.name }), ' ', x.where, x.more ? ' · ' + x.more : '', ' ',
        x.step >= 1 ? stepButton(tk, x.step, openStep, x.problem) : null)))) : null);
}

// assignmentView is an assignment's line in the list but its head: its status, its
// rules, its student link to copy and its buttons (on.copy, on.results, on.edit,
// on.close, on.hide and on.show: the answers hidden again or shown, on.remove).
export function assignmentView(a, on) {
  const link = new URL(a.student_link, location.href).toString();
  const field = h('input', { className: 'cl-link cl-student-link', type: 'text', readOnly: true, value: link, attrs: { 'aria-label': t('clStudentLink') } });
  const copied = h('span', { className: 'copy-status', attrs: { role: 'status' } });
  const button = (cls, key, onclick, extra = '') => h('button', { type: 'button', className: 'btn btn-small ' + extra + ' ' + cls, textContent: t(key), onclick });
  return [
    h('p', { className: 'muted', textContent: statusLine(a) + ' · ' + ((a.tasks || []).length === 1 ? t('clOneExercise') : t('clExercisesN', { n: (a.tasks || []).length })) }),
    h('p', { className: 'muted cl-rules', textContent: rulesLine(a) }),
    h('div', { className: 'btn-row' }, field, h('button', { type: 'button', className: 'btn btn-small', textContent: t('clCopy'), onclick: () => on.copy(link, copied, field) }), copied),
    h('div', { className: 'btn-row' },
      button('cl-show-results', 'clResults', on.results, 'btn-primary'),
      button('cl-change', 'clEdit', on.edit, 'btn-ghost'),
      a.status !== 'closed' ? button('cl-close', 'clCloseNow', on.close, 'btn-ghost') : null,
      a.revealed ? button('cl-hide-answers', 'clHideAnswers', on.hide, 'btn-ghost') : null,
      !a.revealed && a.status === 'closed' && a.reveal === 'never' ? button('cl-show-answers', 'clShowAnswers', on.show, 'btn-ghost') : null,
      button('cl-delete-assignment', 'clDeleteAssignment', on.remove, 'btn-ghost btn-danger')),
  ];
}

// saveFile saves a downloaded file (a Blob, with the server's bytes: a CSV's byte
// order mark, by which spreadsheets read it as UTF-8) as name.
export function saveFile(blob, name) {
  const el = h('a', { href: URL.createObjectURL(blob), download: name });
  document.body.append(el);
  el.click();
  el.remove();
  setTimeout(() => URL.revokeObjectURL(el.href), 10000);
}
