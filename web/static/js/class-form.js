// A teacher's assignment forms: a new assignment (its title, its exercises: each a
// tree, a question, fail-hard and the attempts allowed; when it opens and closes; when
// its students see the answers, what a hand-in tells before then), and an assignment
// made, changed (its title, times and rules: its exercises stay, the attempts were
// graded against them). Once an assignment is made, the form is emptied.
import { t } from './i18n.js';
import { isAbort } from './api.js';
import { h, setOptions } from './dom.js';
import { QTYPES, LEVELS, GAME_SOURCES, SAMPLE_POSITIONS, Q_KEYS, LEVEL_KEYS } from './exercise.js';
import { presetTitle } from './problem.js';
import { IDS, exerciseId } from './class-ids.js';
import { REVEALS, localInput, fromLocalInput } from './class-model.js';
import { FEEDBACKS, DEFAULT_FEEDBACK } from './class-feedback.js';

// field is a labelled field: a label for the control, then the control.
export const field = (label, control, small = false) =>
  h('div', { className: small ? 'field small' : 'field' }, h('label', { htmlFor: control.id, textContent: label }), control);

// say writes a form's status: what went wrong (error), or nothing.
function say(status, text, error = false) {
  status.textContent = text;
  status.classList.toggle('error', error);
}

// onSend sends a form with send() (a request) when it is submitted: its button waits
// meanwhile, a refusal is said in its status, an aborted request says nothing.
export function onSend(form, button, status, send) {
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    say(status, '');
    button.disabled = true;
    try {
      await send();
    } catch (err) {
      if (!isAbort(err)) say(status, err.message, true);
    } finally {
      button.disabled = false;
    }
  });
}

const revealSelect = (id) => {
  const sel = h('select', { id });
  setOptions(sel, REVEALS.map(([v, k]) => [v, t(k)]));
  return sel;
};

// variantsSelect: a random exercise's tree, one per student (the default) or one for
// the whole class.
const variantsSelect = (id) => {
  const sel = h('select', { id, className: 'cl-variants' });
  setOptions(sel, [['per-student', t('clVariantsPerStudent')], ['shared', t('clVariantsShared')]]);
  return sel;
};

// feedbackSelect chooses what a hand-in tells its student before the answers show.
const feedbackSelect = (id, value = DEFAULT_FEEDBACK) => {
  const sel = h('select', { id });
  setOptions(sel, FEEDBACKS.map(([v, k]) => [v, t(k)]));
  sel.value = value;
  return sel;
};

// feedbackField is the rule's field with what it means.
const feedbackField = (sel) => h('div', { className: 'field' },
  h('label', { htmlFor: sel.id, textContent: t('clFeedback') }), sel,
  h('p', { className: 'hint', textContent: t('clFeedbackHint') }));

const timeInput = (id, iso = '') => h('input', { id, type: 'datetime-local', value: localInput(iso) });

// The times and the rules, as a new assignment and a change send them.
const timesOf = (opens, closes, reveal, feedback) => ({
  opens: fromLocalInput(opens.value), closes: fromLocalInput(closes.value), reveal: reveal.value, feedback: feedback.value,
});

// NewAssignmentForm is the form of a new assignment.
export class NewAssignmentForm {
  // presets: the ready trees (the page's meta); submit(body): makes the assignment (a
  // request: its refusal is said in the form).
  constructor(presets, submit) {
    this.presets = presets || [];
    this.rows = 0;
    const rows = h('ol', { id: IDS.exRows, className: 'cl-ex-rows' });
    this.title = h('input', { id: IDS.title, type: 'text', maxLength: 80, autocomplete: 'off' });
    this.opens = timeInput(IDS.opens);
    this.closes = timeInput(IDS.closes);
    this.reveal = revealSelect(IDS.reveal);
    this.feedback = feedbackSelect(IDS.feedback);
    this.button = h('button', { type: 'submit', id: IDS.createAssignment, className: 'btn btn-primary', textContent: t('clCreateAssignment') });
    this.status = h('p', { id: IDS.formStatus, className: 'ex-status', attrs: { role: 'status' } });
    this.el = h('form', { id: IDS.newAssignment, className: 'card cl-card', noValidate: true },
      h('h2', { textContent: t('clNewAssignment') }),
      field(t('clTitle'), this.title),
      h('fieldset', { className: 'cl-exercises' }, h('legend', { textContent: t('clExercises') }), rows,
        h('button', { type: 'button', id: IDS.addEx, className: 'btn btn-small', textContent: t('clAddExercise'), onclick: () => rows.append(this.exerciseRow()) })),
      h('div', { className: 'field-row' }, field(t('clOpens'), this.opens), field(t('clCloses'), this.closes)),
      field(t('clReveal'), this.reveal),
      feedbackField(this.feedback),
      h('div', { className: 'form-actions' }, this.button),
      this.status);
    this.list = rows;
    rows.append(this.exerciseRow());
    // made: the form is emptied, so that a second click makes no second assignment
    onSend(this.el, this.button, this.status, async () => {
      await submit(this.body());
      this.reset();
    });
  }

  // reset empties the form as a new one is: no title, one exercise (a new seed),
  // no times, the rules' defaults.
  reset() {
    this.title.value = '';
    this.opens.value = this.closes.value = '';
    this.reveal.value = REVEALS[0][0];
    this.feedback.value = DEFAULT_FEEDBACK;
    this.list.replaceChildren(this.exerciseRow());
  }

  // exerciseRow is one exercise of the new assignment: its tree (a random one by level
  // and seed, a preset, a typed tree or a game position), its question, fail-hard and
  // the attempts it allows.
  exerciseRow() {
    const n = ++this.rows;
    const id = (f) => exerciseId(n, f);
    const source = h('select', { id: id('source'), className: 'cl-source' });
    setOptions(source, [['random', t('exSrcRandom')], ...this.presets.map((p) => [p.name, presetTitle(p)]),
      ['tree', t('exSrcTree')], ['tictactoe', t('gameTTT')], ['stones', t('gameStones')]]);
    const level = h('select', { id: id('level'), className: 'cl-level' });
    setOptions(level, LEVELS.map((l) => [l, t(LEVEL_KEYS[l])]));
    const seed = h('input', { id: id('seed'), className: 'cl-seed', type: 'number', min: '1', value: String(1 + Math.floor(Math.random() * 999)), inputMode: 'numeric' });
    const position = h('input', { id: id('position'), className: 'cl-position', type: 'text', spellcheck: false, autocomplete: 'off' });
    const q = h('select', { id: id('q'), className: 'cl-q' });
    setOptions(q, QTYPES.map((x) => [x, t(Q_KEYS[x])]));
    q.value = 'prune';
    const hard = h('input', { id: id('hard'), className: 'cl-hard', type: 'checkbox' });
    // the course's alpha-beta (seed 002: α at MAX, β at MIN): not with fail-hard
    const course = h('input', { id: id('course'), className: 'cl-course', type: 'checkbox' });
    hard.addEventListener('change', () => { if (hard.checked) course.checked = false; });
    course.addEventListener('change', () => { if (course.checked) hard.checked = false; });
    const attempts = h('input', { id: id('attempts'), className: 'cl-attempts', type: 'number', min: '1', max: '20', value: '1', inputMode: 'numeric' });
    const fLevel = field(t('exLevel'), level), fSeed = field(t('fSeed'), seed, true), fPos = field(t('exPosition'), position);
    const variants = variantsSelect(id('variants')), fVariants = field(t('clVariants'), variants);
    const sync = () => {
      const src = source.value;
      fLevel.hidden = fSeed.hidden = fVariants.hidden = src !== 'random';
      fPos.hidden = !GAME_SOURCES.includes(src);
      if (GAME_SOURCES.includes(src) && !position.value.trim()) position.value = SAMPLE_POSITIONS[src] || '';
      hard.disabled = course.disabled = q.value === 'values';
    };
    source.addEventListener('change', sync);
    q.addEventListener('change', sync);
    const li = h('li', { className: 'cl-ex-row' },
      h('div', { className: 'field-row' }, field(t('exSource'), source), fLevel, fSeed, fVariants, fPos),
      h('div', { className: 'field-row' },
        field(t('exQuestion'), q),
        field(t('clAttempts'), attempts, true),
        h('label', { className: 'check' }, hard, ' ', h('span', { textContent: 'fail-hard' })),
        h('label', { className: 'check' }, course, ' ', h('span', { textContent: t('fReturnsCourse') })),
        h('button', {
          type: 'button', className: 'btn btn-small btn-ghost cl-remove', textContent: t('clRemove'),
          onclick: () => { if (this.list.children.length > 1) li.remove(); },
        })));
    li.exercise = () => {
      const ex = { source: source.value, q: q.value };
      if (source.value === 'random') {
        ex.level = level.value;
        ex.seed = seed.value;
      }
      if (GAME_SOURCES.includes(source.value)) ex.position = position.value;
      if (hard.checked && q.value !== 'values') ex['fail-hard'] = 'true';
      else if (course.checked && q.value !== 'values') ex['fail-course'] = 'true';
      const task = { exercise: ex, attempts: Number(attempts.value) || 1 };
      if (source.value === 'random') task.variants = variants.value; // the others: one shared tree
      return task;
    };
    sync();
    return li;
  }

  // body is the new assignment as POST /api/classes/ID/assignments reads it.
  body() {
    return {
      title: this.title.value,
      ...timesOf(this.opens, this.closes, this.reveal, this.feedback),
      tasks: [...this.list.children].map((li) => li.exercise()),
    };
  }

}

// ChangeForm changes an assignment made: its title, times and reveal rule.
export class ChangeForm {
  // a: the assignment (the server's); save(body): sends the change (a request: its
  // refusal is said in the form); cancel(): closes.
  constructor(a, save, cancel) {
    this.title = h('input', { id: IDS.editTitle, type: 'text', maxLength: 80, autocomplete: 'off', value: a.title });
    this.opens = timeInput(IDS.editOpens, a.opens);
    this.closes = timeInput(IDS.editCloses, a.closes);
    this.reveal = revealSelect(IDS.editReveal);
    this.reveal.value = a.reveal || 'after-close';
    this.feedback = feedbackSelect(IDS.editFeedback, a.feedback || DEFAULT_FEEDBACK);
    this.button = h('button', { type: 'submit', id: IDS.editSave, className: 'btn btn-small btn-primary', textContent: t('clSave') });
    this.status = h('p', { id: IDS.editStatus, className: 'ex-status', attrs: { role: 'status' } });
    this.el = h('form', { id: IDS.edit, className: 'cl-edit-form', noValidate: true },
      field(t('clTitle'), this.title),
      h('div', { className: 'field-row' }, field(t('clOpens'), this.opens), field(t('clCloses'), this.closes)),
      field(t('clReveal'), this.reveal),
      feedbackField(this.feedback),
      h('p', { className: 'hint', textContent: t('clEditHint') }),
      h('div', { className: 'btn-row' }, this.button,
        h('button', { type: 'button', className: 'btn btn-small btn-ghost', textContent: t('clCancel'), onclick: () => cancel() })),
      this.status);
    onSend(this.el, this.button, this.status, () => save({ title: this.title.value, ...timesOf(this.opens, this.closes, this.reveal, this.feedback) }));
  }
}
