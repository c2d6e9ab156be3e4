// A teacher's pages of the class view: the classes' home (make a class; the classes
// this browser opened) and a class (its assignments: make one, close one, its
// results: students × exercises, the mistakes ranked by how many students made them,
// each opening the stepper at its step; CSV).
import { t, getLang } from './i18n.js';
import { QTYPES, LEVELS, GAME_SOURCES, SAMPLE_POSITIONS, truthy } from './exercise.js';
import { defaultParams } from './explore.js';
import { h, call, store, fmtTime, copyText, MISTAKE_KEYS, Q_KEYS } from './class.js';

const LEVEL_KEYS = { 1: 'exLevel1', 2: 'exLevel2', 3: 'exLevel3', 4: 'exLevel4', 5: 'exLevel5' };
const REVEALS = [['after-close', 'clRevealAfterClose'], ['never', 'clRevealNever'], ['each-attempt', 'clRevealEachAttempt']];
const STATUS_KEYS = { open: 'clStatus_open', closed: 'clStatus_closed', 'not-open': 'clStatus_notopen' };
const REFRESH_MS = 10000;

// kept are the classes this browser opened: [{id, name, key}].
const kept = () => store.get('classes', []) || [];
function keep(c) {
  const list = kept().filter((x) => x.id !== c.id);
  list.unshift({ id: c.id, name: c.name, key: c.key });
  store.set('classes', list.slice(0, 50));
}
const forget = (id) => store.set('classes', kept().filter((x) => x.id !== id));

// problemParams is a task's search as the stepper's problem.
export function problemParams(pr) {
  const p = defaultParams();
  p.game = pr.game || 'tree';
  p.position = String(pr.position || '');
  p.root = pr.root === 'min' ? 'min' : 'max';
  p.algo = pr.algo || 'alphabeta';
  p.failHard = truthy(pr['fail-hard'] === undefined ? null : String(pr['fail-hard']));
  if (pr.takes) p.takes = String(pr.takes);
  if (pr['pruned-whole'] !== undefined) p.prunedWhole = truthy(String(pr['pruned-whole']));
  p.unreached = 'hide';
  return p;
}

// taskTitle names an exercise: "textbook · Alpha-beta: values and pruned branches".
export function taskTitle(ex, app) {
  let src = ex.source;
  if (src === 'random') src = t('exLevel' + (ex.level || 1)) + ' · ' + t('fSeed') + ' ' + (ex.seed || 1);
  else if (GAME_SOURCES.includes(src)) src = (src === 'tree' ? t('exSrcTree') : t(src === 'tictactoe' ? 'gameTTT' : 'gameStones')) + ' ' + (ex.position || '');
  else {
    const p = (app.meta.presets || []).find((x) => x.name === src);
    if (p) src = getLang() === 'es' ? p.title_es : p.title;
  }
  let q = t(Q_KEYS[ex.q] || 'exQ_prune');
  if (truthy(ex['fail-hard'] === undefined ? null : String(ex['fail-hard'])) && ex.q !== 'values') q += ' · fail-hard';
  return src + ' · ' + q;
}

// nodeLabel writes a mistake's place: a node, or an edge "D → D2".
export const edgeLabel = (e) => String(e || '').replace('>', ' → ');

export class TeacherPage {
  constructor(view) {
    this.view = view;
    this.app = view.app;
    this.id = '';
    this.key = '';
    this.cls = null;
    this.shown = ''; // the assignment whose results are shown
    this.timer = 0;
    this.seq = 0;
  }

  get root() { return this.view.root; }

  // ---------- the home ----------

  home() {
    this.stopRefresh();
    this.id = this.key = '';
    this.cls = null;
    const list = kept();
    const name = h('input', { id: 'cl-class-name', type: 'text', maxlength: 80, autocomplete: 'off', required: true });
    const status = h('p', { id: 'cl-home-status', class: 'ex-status', role: 'status' });
    const form = h('form', { id: 'cl-new-class', class: 'card cl-card', novalidate: true },
      h('h2', { text: t('clNewClass') }),
      h('div', { class: 'field' }, h('label', { for: 'cl-class-name', text: t('clClassName') }), name),
      h('div', { class: 'form-actions' }, h('button', { type: 'submit', id: 'cl-create-class', class: 'btn btn-primary', text: t('clCreateClass') })),
      status);
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      status.textContent = '';
      try {
        const r = await call('POST', '/api/classes', { body: { name: name.value } });
        keep({ id: r.class.id, name: r.class.name, key: r.key });
        this.view.showTeacher(r.class.id, r.key);
      } catch (err) {
        status.textContent = err.message;
        status.classList.add('error');
      }
    });
    const items = list.map((c) => h('li', {}, h('a', {
      href: '?view=class&class=' + encodeURIComponent(c.id) + '#key=' + encodeURIComponent(c.key),
      onclick: (e) => { e.preventDefault(); this.view.showTeacher(c.id, c.key); },
    }, c.name)));
    this.root.replaceChildren(h('div', { class: 'cl-home' },
      h('div', { class: 'cl-head' }, h('h1', { text: t('clHomeTitle') }), h('p', { class: 'result-line', text: t('clHomeIntro') })),
      form,
      h('section', { class: 'card cl-card', 'aria-labelledby': 'cl-kept-h' },
        h('h2', { id: 'cl-kept-h', text: t('clKept') }),
        items.length ? h('ul', { class: 'cl-kept' }, items) : h('p', { class: 'muted', text: t('clNoneKept') }))));
  }

  // ---------- a class ----------

  async open(id, key) {
    this.stopRefresh();
    this.id = id;
    this.key = key || (kept().find((c) => c.id === id) || {}).key || '';
    this.shown = '';
    const seq = ++this.seq;
    if (!this.key) {
      this.root.replaceChildren(h('p', { class: 'tree-error', role: 'alert', text: t('clNoKey') }));
      return;
    }
    this.root.replaceChildren(h('p', { class: 'muted', text: t('clLoading') }));
    let cls;
    try {
      cls = await call('GET', '/api/classes/' + encodeURIComponent(id), { key: this.key });
    } catch (err) {
      if (seq !== this.seq) return;
      this.root.replaceChildren(h('p', { class: 'tree-error', role: 'alert', text: err.message }));
      return;
    }
    if (seq !== this.seq) return;
    this.cls = cls;
    keep({ id, name: cls.class.name, key: this.key });
    this.render();
  }

  async reload() {
    const cls = await call('GET', '/api/classes/' + encodeURIComponent(this.id), { key: this.key });
    this.cls = cls;
    this.renderAssignments();
  }

  teacherLink() {
    return new URL('?view=class&class=' + encodeURIComponent(this.id) + '#key=' + encodeURIComponent(this.key), location.href).toString();
  }

  render() {
    const c = this.cls.class;
    const linkField = h('input', { id: 'cl-teacher-link', class: 'cl-link', type: 'text', readonly: true, value: this.teacherLink() });
    const copied = h('span', { class: 'copy-status', role: 'status' });
    this.root.replaceChildren(h('div', { class: 'cl-teacher' },
      h('div', { class: 'cl-head' },
        h('h1', { id: 'cl-class-title' }, c.name),
        h('div', { class: 'field cl-linkrow' },
          h('label', { for: 'cl-teacher-link', text: t('clTeacherLink') }),
          h('div', { class: 'btn-row' }, linkField,
            h('button', { type: 'button', class: 'btn btn-small', text: t('clCopy'), onclick: () => copyText(linkField.value, copied) }), copied)),
        h('button', { type: 'button', id: 'cl-delete', class: 'btn btn-small btn-danger', text: t('clDeleteClass'), onclick: () => this.deleteClass() })),
      h('div', { class: 'cl-cols' },
        this.assignmentForm(),
        h('section', { class: 'card cl-card', 'aria-labelledby': 'cl-list-h' },
          h('h2', { id: 'cl-list-h', text: t('clAssignments') }),
          h('div', { id: 'cl-assignments' }))),
      h('section', { id: 'cl-results', class: 'card cl-card cl-results', hidden: true })));
    this.renderAssignments();
  }

  async deleteClass() {
    const name = this.cls.class.name;
    if (!window.confirm(t('clDeleteConfirm', { name }))) return;
    try {
      await call('DELETE', '/api/classes/' + encodeURIComponent(this.id), { key: this.key });
    } catch (err) {
      window.alert(err.message);
      return;
    }
    forget(this.id);
    this.view.showHome();
    const note = h('p', { class: 'cl-note', role: 'status', text: t('clDeleted', { name }) });
    this.root.prepend(note);
  }

  // ---------- making an assignment ----------

  assignmentForm() {
    const rows = h('ol', { id: 'cl-ex-rows', class: 'cl-ex-rows' });
    const status = h('p', { id: 'cl-form-status', class: 'ex-status', role: 'status' });
    const reveal = h('select', { id: 'cl-reveal' }, REVEALS.map(([v, k]) => h('option', { value: v, text: t(k) })));
    const form = h('form', { id: 'cl-new-assignment', class: 'card cl-card', novalidate: true },
      h('h2', { text: t('clNewAssignment') }),
      h('div', { class: 'field' }, h('label', { for: 'cl-title', text: t('clTitle') }), h('input', { id: 'cl-title', type: 'text', maxlength: 80, autocomplete: 'off' })),
      h('fieldset', { class: 'cl-exercises' }, h('legend', { text: t('clExercises') }), rows,
        h('button', { type: 'button', id: 'cl-add-ex', class: 'btn btn-small', text: t('clAddExercise'), onclick: () => rows.append(this.exerciseRow()) })),
      h('div', { class: 'field-row' },
        h('div', { class: 'field' }, h('label', { for: 'cl-opens', text: t('clOpens') }), h('input', { id: 'cl-opens', type: 'datetime-local' })),
        h('div', { class: 'field' }, h('label', { for: 'cl-closes', text: t('clCloses') }), h('input', { id: 'cl-closes', type: 'datetime-local' }))),
      h('div', { class: 'field' }, h('label', { for: 'cl-reveal', text: t('clReveal') }), reveal),
      h('div', { class: 'form-actions' }, h('button', { type: 'submit', id: 'cl-create-assignment', class: 'btn btn-primary', text: t('clCreateAssignment') })),
      status);
    rows.append(this.exerciseRow());
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      this.createAssignment(form, status);
    });
    return form;
  }

  // exerciseRow is one exercise of the new assignment: its tree (a random one by level
  // and seed, a preset, a typed tree or a game position), its question, fail-hard and
  // the attempts it allows.
  exerciseRow() {
    const n = (this.rowSeq = (this.rowSeq || 0) + 1);
    const id = (f) => `cl-ex${n}-${f}`;
    const source = h('select', { id: id('source'), class: 'cl-source' },
      h('option', { value: 'random', text: t('exSrcRandom') }),
      (this.app.meta.presets || []).map((p) => h('option', { value: p.name, text: getLang() === 'es' ? p.title_es : p.title })),
      h('option', { value: 'tree', text: t('exSrcTree') }),
      h('option', { value: 'tictactoe', text: t('gameTTT') }),
      h('option', { value: 'stones', text: t('gameStones') }));
    const level = h('select', { id: id('level'), class: 'cl-level' }, LEVELS.map((l) => h('option', { value: String(l), text: t(LEVEL_KEYS[l]) })));
    const seed = h('input', { id: id('seed'), class: 'cl-seed', type: 'number', min: 1, value: String(1 + Math.floor(Math.random() * 999)), inputmode: 'numeric' });
    const position = h('input', { id: id('position'), class: 'cl-position', type: 'text', spellcheck: 'false', autocomplete: 'off' });
    const q = h('select', { id: id('q'), class: 'cl-q' }, QTYPES.map((x) => h('option', { value: x, text: t(Q_KEYS[x]) })));
    q.value = 'prune';
    const hard = h('input', { id: id('hard'), class: 'cl-hard', type: 'checkbox' });
    const attempts = h('input', { id: id('attempts'), class: 'cl-attempts', type: 'number', min: 1, max: 20, value: '1', inputmode: 'numeric' });
    const fLevel = h('div', { class: 'field' }, h('label', { for: id('level'), text: t('exLevel') }), level);
    const fSeed = h('div', { class: 'field small' }, h('label', { for: id('seed'), text: t('fSeed') }), seed);
    const fPos = h('div', { class: 'field' }, h('label', { for: id('position'), text: t('exPosition') }), position);
    const sync = () => {
      const src = source.value;
      fLevel.hidden = fSeed.hidden = src !== 'random';
      fPos.hidden = !GAME_SOURCES.includes(src);
      if (GAME_SOURCES.includes(src) && !position.value.trim()) position.value = SAMPLE_POSITIONS[src] || '';
    };
    source.addEventListener('change', sync);
    const li = h('li', { class: 'cl-ex-row' },
      h('div', { class: 'field-row' },
        h('div', { class: 'field' }, h('label', { for: id('source'), text: t('exSource') }), source), fLevel, fSeed, fPos),
      h('div', { class: 'field-row' },
        h('div', { class: 'field' }, h('label', { for: id('q'), text: t('exQuestion') }), q),
        h('div', { class: 'field small' }, h('label', { for: id('attempts'), text: t('clAttempts') }), attempts),
        h('label', { class: 'check' }, hard, ' ', h('span', { text: 'fail-hard' })),
        h('button', { type: 'button', class: 'btn btn-small btn-ghost cl-remove', text: t('clRemove'), onclick: () => { if (li.parentElement.children.length > 1) li.remove(); } })));
    li.exercise = () => {
      const ex = { source: source.value, q: q.value };
      if (source.value === 'random') {
        ex.level = level.value;
        ex.seed = seed.value;
      }
      if (GAME_SOURCES.includes(source.value)) ex.position = position.value;
      if (hard.checked && q.value !== 'values') ex['fail-hard'] = 'true';
      return { exercise: ex, attempts: Number(attempts.value) || 1 };
    };
    sync();
    return li;
  }

  async createAssignment(form, status) {
    const when = (id) => {
      const v = form.querySelector('#' + id).value;
      if (!v) return '';
      const d = new Date(v);
      return Number.isNaN(d.getTime()) ? v : d.toISOString();
    };
    const body = {
      title: form.querySelector('#cl-title').value,
      reveal: form.querySelector('#cl-reveal').value,
      opens: when('cl-opens'),
      closes: when('cl-closes'),
      tasks: [...form.querySelectorAll('.cl-ex-row')].map((li) => li.exercise()),
    };
    status.textContent = '';
    status.classList.remove('error');
    const btn = form.querySelector('#cl-create-assignment');
    btn.disabled = true;
    try {
      const a = await call('POST', '/api/classes/' + encodeURIComponent(this.id) + '/assignments', { key: this.key, body });
      await this.reload();
      this.showResults(a.id);
    } catch (err) {
      status.textContent = err.message;
      status.classList.add('error');
    } finally {
      btn.disabled = false;
    }
  }

  // ---------- the assignments ----------

  renderAssignments() {
    const box = this.root.querySelector('#cl-assignments');
    if (!box) return;
    const as = this.cls.assignments || [];
    if (!as.length) {
      box.replaceChildren(h('p', { class: 'muted', text: t('clNoAssignments') }));
      return;
    }
    box.replaceChildren(h('ul', { class: 'cl-assignment-list' }, as.map((a) => {
      const link = new URL(a.student_link, location.href).toString();
      const field = h('input', { class: 'cl-link cl-student-link', type: 'text', readonly: true, value: link, 'aria-label': t('clStudentLink') });
      const copied = h('span', { class: 'copy-status', role: 'status' });
      let when = a.closes ? t('clOpenUntil', { t: fmtTime(a.closes) }) : t('clOpenNoEnd');
      if (a.status === 'closed') when = t('clClosedAt', { t: fmtTime(a.closes) });
      if (a.status === 'not-open') when = t('clOpensAt', { t: fmtTime(a.opens) });
      return h('li', { class: 'cl-assignment', 'data-id': a.id },
        h('p', { class: 'cl-a-head' }, h('strong', {}, a.title), ' ', h('span', { class: 'cl-badge cl-' + a.status, text: t(STATUS_KEYS[a.status]) })),
        h('p', { class: 'muted', text: when + ' · ' + (a.tasks || []).length + ' × ' + t('clExercises').toLowerCase() }),
        h('div', { class: 'btn-row' }, field, h('button', { type: 'button', class: 'btn btn-small', text: t('clCopy'), onclick: () => copyText(link, copied) }), copied),
        h('div', { class: 'btn-row' },
          h('button', { type: 'button', class: 'btn btn-small btn-primary cl-show-results', text: t('clResults'), onclick: () => this.showResults(a.id) }),
          a.status !== 'closed' ? h('button', { type: 'button', class: 'btn btn-small btn-ghost cl-close', text: t('clCloseNow'), onclick: () => this.closeAssignment(a.id) }) : null));
    })));
  }

  async closeAssignment(id) {
    try {
      await call('POST', `/api/classes/${encodeURIComponent(this.id)}/assignments/${encodeURIComponent(id)}/close`, { key: this.key });
      await this.reload();
      if (this.shown === id) this.refresh();
    } catch (err) {
      window.alert(err.message);
    }
  }

  // ---------- the results ----------

  showResults(id) {
    this.shown = id;
    this.refresh(true);
    this.stopRefresh();
    this.timer = setInterval(() => {
      if (this.app.view === 'class' && this.view.mode === 'teacher' && document.visibilityState === 'visible') this.refresh();
    }, REFRESH_MS);
  }

  stopRefresh() {
    clearInterval(this.timer);
    this.timer = 0;
  }

  resultsPath() {
    return `/api/classes/${encodeURIComponent(this.id)}/assignments/${encodeURIComponent(this.shown)}/results`;
  }

  async refresh(scroll) {
    const box = this.root.querySelector('#cl-results');
    if (!box || !this.shown) return;
    const seq = ++this.seq;
    let r;
    try {
      r = await call('GET', this.resultsPath(), { key: this.key });
    } catch (err) {
      if (seq !== this.seq) return;
      box.hidden = false;
      box.replaceChildren(h('p', { class: 'tree-error', role: 'alert', text: err.message }));
      return;
    }
    if (seq !== this.seq) return;
    this.results = r;
    this.renderResults(box, r);
    if (scroll) box.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  renderResults(box, r) {
    const a = r.assignment;
    const n = r.students.length;
    const head = h('tr', {}, h('th', { scope: 'col', text: t('clStudent') }), h('th', { scope: 'col', text: t('clNumber') }),
      r.tasks.map((tk) => h('th', { scope: 'col', title: taskTitle(tk.exercise, this.app) }, t('clExerciseN', { n: tk.n }), h('br'), h('span', { class: 'muted', text: '/' + tk.out_of }))),
      h('th', { scope: 'col' }, t('clTotal'), h('br'), h('span', { class: 'muted', text: '/' + r.out_of })));
    const rows = r.students.map((st) => h('tr', {},
      h('th', { scope: 'row', class: 'cl-name' }, st.name),
      h('td', { class: 'muted' }, st.number || ''),
      st.cells.map((c, i) => {
        if (!c.attempts) return h('td', { class: 'cl-cell cl-none', title: t('clNotTried'), text: '—' });
        const full = c.best === r.tasks[i].out_of;
        return h('td', { class: 'cl-cell' + (full ? ' cl-full' : ''), title: c.attempts === 1 ? t('clCellTry') : t('clCellTries', { k: c.attempts }) },
          t('clCell', { s: c.best, n: r.tasks[i].out_of }), c.attempts > 1 ? h('small', { class: 'muted', text: ' ×' + c.attempts }) : null);
      }),
      h('td', { class: 'cl-total', text: String(st.total) })));
    const table = n
      ? h('div', { class: 'cmp-table-wrap' }, h('table', { id: 'cl-table', class: 'cl-table' }, h('thead', {}, head), h('tbody', {}, rows)))
      : h('p', { class: 'muted', text: t('clNoStudents') });
    const csv = h('button', { type: 'button', id: 'cl-csv', class: 'btn btn-small', text: t('clDownloadCSV'), onclick: () => this.downloadCSV(a) });
    const tasks = r.tasks.map((tk) => h('section', { class: 'cl-task-mistakes', 'data-n': String(tk.n) },
      h('h3', {}, t('clExerciseN', { n: tk.n }) + ' · ' + taskTitle(tk.exercise, this.app)),
      h('p', { class: 'muted', text: t('clTried', { k: tk.students, n, a: tk.attempts }) }),
      tk.mistakes.length
        ? h('ol', { class: 'cl-ranked' }, tk.mistakes.map((m) => this.rankedItem(m, tk, n)))
        : h('p', { class: 'muted', text: t('clNoMistakes') })));
    box.hidden = false;
    box.replaceChildren(
      h('div', { class: 'cl-results-head' },
        h('h2', { id: 'cl-results-h' }, t('clResults') + ' · ' + a.title),
        h('span', { class: 'cl-badge cl-' + a.status, text: t(STATUS_KEYS[a.status]) }),
        h('div', { class: 'btn-row' },
          h('button', { type: 'button', class: 'btn btn-small btn-ghost', text: t('clRefresh'), onclick: () => this.refresh() }), csv,
          h('span', { class: 'muted cl-updated', text: t('clUpdated', { t: new Date().toLocaleTimeString(getLang() === 'es' ? 'es-ES' : 'en-GB') }) }))),
      table,
      h('h2', { class: 'cl-mistakes-h', text: t('clMistakesTitle') }),
      ...tasks);
  }

  // rankedItem: "2 of 3 · Missed cut D → D2: <the stepper's sentence>" and a button
  // that opens the stepper at the step.
  rankedItem(m, tk, n) {
    const label = t(MISTAKE_KEYS[m.kind] || 'mkOther', { node: m.node || '', edge: edgeLabel(m.edge) });
    const expected = m.expected && m.field !== 'pruned' ? ' ' + t('clExpectedIs', { e: m.expected }) : '';
    return h('li', { class: 'cl-mistake', 'data-kind': m.kind, 'data-students': String(m.students) },
      h('p', { class: 'cl-mk-head' },
        h('span', { class: 'cl-count', text: t('clHowMany', { k: m.students, n: tk.students || n }) }), ' ',
        h('strong', { text: label }), expected),
      m.sentence ? h('p', { class: 'ex-mk-sentence', text: m.sentence }) : null,
      m.step >= 0 ? h('p', { class: 'btn-row' }, h('button', {
        type: 'button', class: 'btn btn-small ex-open-step cl-open-step', 'data-step': String(m.step), text: t('clStepper', { k: m.step + 1 }),
        onclick: () => this.app.showExplore(problemParams(tk.problem), m.step, null, 'class'),
      })) : null);
  }

  async downloadCSV(a) {
    try {
      const text = await call('GET', this.resultsPath() + '?format=csv', { key: this.key, text: true });
      const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
      const el = h('a', { href: URL.createObjectURL(blob), download: 'gametree-' + a.title.replace(/[^\p{L}\p{N}]+/gu, '-').toLowerCase() + '.csv' });
      document.body.append(el);
      el.click();
      el.remove();
      setTimeout(() => URL.revokeObjectURL(el.href), 10000);
    } catch (err) {
      window.alert(err.message);
    }
  }

  relabel() {
    if (!this.id) {
      this.home();
      return;
    }
    if (!this.cls) return;
    const shown = this.shown;
    this.render();
    if (shown) {
      this.shown = shown;
      this.refresh();
    }
  }
}
