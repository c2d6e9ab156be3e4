// A teacher's pages of the class view: the classes' home (class-home.js) and a class:
// its assignments (make, change, close, delete one), an assignment's results
// (class-results.js; CSV), one student's work (class-work.js). Its requests are the
// view's (api.js), by kind: 'new-class', 'class', 'create', 'edit', 'close', 'delete',
// 'results', 'work', 'csv'; a newer one of a kind aborts the older, leaving the view
// aborts them all, and what was cut off is asked again on return.
import { t } from './i18n.js';
import { isAbort } from './api.js';
import { h, copyLink } from './dom.js';
import { problemOf } from './exercise.js';
import { IDS } from './class-ids.js';
import { STATUS_KEYS, classAddress, downloadName, fmtClock, keepClass, forgetClass, keptKey } from './class-model.js';
import { resultsView, assignmentView, saveFile } from './class-results.js';
import { homeView } from './class-home.js';
import { NewAssignmentForm, ChangeForm } from './class-form.js';
import { StudentWork } from './class-work.js';
import { moodleButtons } from './class-moodle.js';
import { confirmDialog } from './confirm-dialog.js';
import { closeText } from './class-feedback.js';
import { secretField } from './class-secret.js';

const REFRESH_MS = 10000;

export class TeacherPage {
  constructor(view) {
    this.view = view;
    this.app = view.app;
    this.req = view.req;
    this.id = '';
    this.key = '';
    this.cls = null; // the class and its assignments, once loaded
    this.shown = ''; // the assignment whose results are shown
    this.results = null; // its results, as last shown
    this.editing = ''; // the assignment being changed
    this.stale = false; // a change was cut off by leaving the view: the list is asked again
    this.timer = 0;
    this.work = null;
    this.wanted = { results: '', work: null };
  }

  get root() { return this.view.root; }

  // the class's API paths and key
  classPath() { return '/api/classes/' + encodeURIComponent(this.id); }
  assignmentPath(a) { return this.classPath() + '/assignments/' + encodeURIComponent(a); }
  auth() { return { Authorization: 'Bearer ' + this.key }; }

  // address is what the teacher's page shows, as classAddress reads it.
  address() {
    if (!this.cls) { // loading: what it will show
      const w = this.wanted.work;
      return { cls: this.id, key: this.key, results: this.wanted.results, student: w ? w.student : '', task: w ? w.task : 0 };
    }
    const w = this.work && this.work.student ? this.work : null;
    return { cls: this.id, key: this.key, results: this.shown, student: w ? w.student : '', task: w ? w.n : 0 };
  }

  // ---------- the home ----------

  home() {
    this.stop();
    this.id = this.key = this.shown = '';
    this.cls = this.work = null;
    this.wanted = { results: '', work: null };
    this.root.replaceChildren(homeView({
      create: async (name) => {
        const r = await this.req.call('new-class', 'POST', '/api/classes', { body: { name } });
        keepClass({ id: r.class.id, name: r.class.name, key: r.key });
        this.view.showTeacher(r.class.id, r.key);
      },
      open: (id, key) => this.view.showTeacher(id, key),
      forget: (c) => {
        if (!window.confirm(t('clForgetClassConfirm', { name: c.name }))) return;
        forgetClass(c.id);
        this.home();
        this.root.prepend(h('p', { id: IDS.note, className: 'cl-note', attrs: { role: 'status' }, textContent: t('clForgotten', { name: c.name }) }));
      },
    }));
  }

  // ---------- a class ----------

  // start shows what an address names: as it is when the class is the one shown (the
  // way back from the stepper), else loaded; then its results and a student's work.
  start(at) {
    if (at.cls === this.id && this.cls && (!at.key || at.key === this.key)) {
      this.resume();
      if (at.results !== this.shown) this.showResults(at.results, at.student ? { student: at.student, task: at.task } : null);
      else if (at.results && at.student && (at.student !== this.work.student || at.task !== this.work.n)) this.work.open(at.student, at.task);
      else if (!at.student && this.work.student) this.work.close();
      return;
    }
    this.open(at.cls, at.key, at.results, at.student ? { student: at.student, task: at.task } : null);
  }

  // resume: the view is shown again. What leaving it cut off is asked again; the
  // results, if shown, are refreshed and kept fresh.
  resume() {
    if (!this.cls) {
      if (this.id) this.open(this.id, this.key, this.wanted.results, this.wanted.work);
      return;
    }
    if (this.stale) this.reload();
    if (this.shown) {
      this.refresh();
      this.keepFresh();
    }
    if (this.work) this.work.reopen();
  }

  // stop: the view is left (its requests are aborted); the results are not refreshed.
  stop() {
    clearInterval(this.timer);
    this.timer = 0;
  }

  async open(id, key, results = '', work = null) {
    this.stop();
    this.id = id;
    this.key = key || keptKey(id);
    this.cls = null;
    this.shown = '';
    this.results = null;
    this.editing = '';
    this.work = null;
    this.wanted = { results, work }; // what to show once the class is loaded
    if (!this.key) {
      this.req.abort('class');
      this.root.replaceChildren(h('p', { className: 'tree-error', attrs: { role: 'alert' }, textContent: t('clNoKey') }));
      return;
    }
    this.root.replaceChildren(h('p', { className: 'muted', textContent: t('clLoading') }));
    let cls;
    try {
      cls = await this.req.call('class', 'GET', this.classPath(), { headers: this.auth() });
    } catch (err) {
      if (!isAbort(err)) this.root.replaceChildren(h('p', { className: 'tree-error', attrs: { role: 'alert' }, textContent: err.message }));
      return;
    }
    this.cls = cls;
    keepClass({ id, name: cls.class.name, key: this.key });
    this.render();
    if (results && cls.assignments.some((a) => a.id === results)) this.showResults(results, work, false);
    this.view.saveURL();
  }

  // reload asks for the class's assignments again and lists them.
  async reload() {
    let cls;
    try {
      cls = await this.req.call('class', 'GET', this.classPath(), { headers: this.auth() });
    } catch (err) {
      if (!isAbort(err)) window.alert(err.message);
      return;
    }
    this.stale = false;
    this.cls = cls;
    this.renderAssignments();
  }

  teacherLink() {
    return new URL(classAddress({ cls: this.id, key: this.key }), location.href).toString();
  }

  render() {
    const c = this.cls.class;
    this.form = new NewAssignmentForm(this.app.meta.presets, (body) => this.createAssignment(body));
    const workBox = h('section', { id: IDS.work, className: 'card cl-card cl-results cl-student-work', hidden: true, attrs: { 'aria-labelledby': IDS.workHeading } });
    this.root.replaceChildren(h('div', { className: 'cl-teacher' },
      h('div', { className: 'cl-head' },
        h('h1', { id: IDS.classTitle, textContent: c.name }),
        secretField(t('clTeacherLink'), this.teacherLink(), { field: IDS.teacherLink, show: IDS.teacherShow, copied: IDS.teacherCopied }),
        h('div', { className: 'btn-row' },
          h('button', { type: 'button', id: IDS.forgetClass, className: 'btn btn-small btn-ghost', textContent: t('clForgetClass'), onclick: () => this.forgetHere() }),
          h('button', { type: 'button', id: IDS.deleteClass, className: 'btn btn-small btn-danger', textContent: t('clDeleteClass'), onclick: () => this.deleteClass() }))),
      h('div', { className: 'cl-cols' },
        this.form.el,
        h('section', { className: 'card cl-card', attrs: { 'aria-labelledby': IDS.listHeading } },
          h('h2', { id: IDS.listHeading, textContent: t('clAssignments') }),
          h('div', { id: IDS.assignments }))),
      h('section', { id: IDS.results, className: 'card cl-card cl-results', hidden: true, attrs: { 'aria-labelledby': IDS.resultsHeading } }),
      workBox));
    this.work = new StudentWork(this, workBox);
    this.renderAssignments();
  }

  async copy(link, status, field) {
    await copyLink(link, status, field);
    setTimeout(() => { status.textContent = ''; }, 3000);
  }

  // forgetHere: "Forget this class on this computer" (a shared one): its key leaves
  // this browser and the address; the class stays on the server.
  forgetHere() {
    const name = this.cls.class.name;
    if (!window.confirm(t('clForgetClassConfirm', { name }))) return;
    forgetClass(this.id);
    history.replaceState(null, '', classAddress({}));
    this.key = '';
    this.view.showHome();
    this.root.prepend(h('p', { id: IDS.note, className: 'cl-note', attrs: { role: 'status' }, textContent: t('clForgotten', { name }) }));
  }

  async deleteClass() {
    const name = this.cls.class.name;
    if (!window.confirm(t('clDeleteConfirm', { name }))) return;
    try {
      await this.req.call('delete', 'DELETE', this.classPath(), { headers: this.auth() });
    } catch (err) {
      if (!isAbort(err)) window.alert(err.message);
      return;
    }
    forgetClass(this.id);
    this.view.showHome();
    this.root.prepend(h('p', { id: IDS.note, className: 'cl-note', attrs: { role: 'status' }, textContent: t('clDeleted', { name }) }));
  }

  // ---------- the assignments ----------

  // changing sends a change of the class's assignments (a request of kind); cut off by
  // leaving the view, it leaves the list to be asked for again.
  async changing(kind, method, path, body) {
    try {
      return await this.req.call(kind, method, path, { headers: this.auth(), body });
    } catch (err) {
      if (isAbort(err)) this.stale = true;
      throw err;
    }
  }

  async createAssignment(body) {
    const a = await this.changing('create', 'POST', this.classPath() + '/assignments', body);
    this.cls.assignments.unshift(a);
    this.renderAssignments();
    this.showResults(a.id);
  }

  renderAssignments() {
    const box = this.root.querySelector('#' + IDS.assignments);
    if (!box) return;
    const as = this.cls.assignments || [];
    if (!as.length) {
      box.replaceChildren(h('p', { className: 'muted', textContent: t('clNoAssignments') }));
      return;
    }
    box.replaceChildren(h('ul', { className: 'cl-assignment-list' }, ...as.map((a) => this.assignmentItem(a))));
  }

  assignmentItem(a) {
    const li = h('li', { className: 'cl-assignment', dataset: { id: a.id } });
    const head = h('p', { className: 'cl-a-head' }, h('strong', { textContent: a.title }), ' ',
      h('span', { className: 'cl-badge cl-' + a.status, textContent: t(STATUS_KEYS[a.status]) }));
    if (this.editing === a.id) {
      const form = new ChangeForm(a, (body) => this.changeAssignment(a, body), () => { this.editing = ''; this.renderAssignments(); });
      li.append(head, form.el);
      return li;
    }
    li.append(head, ...assignmentView(a, {
      copy: (link, copied, field) => this.copy(link, copied, field),
      results: () => this.showResults(a.id),
      edit: () => { this.editing = a.id; this.renderAssignments(); this.root.querySelector('#' + IDS.editTitle).focus(); },
      close: () => this.closeAssignment(a),
      hide: () => this.revealRule(a, 'never'),
      show: () => this.showAnswers(a),
      remove: () => this.deleteAssignment(a),
    }));
    return li;
  }

  // replace puts the server's answer for an assignment in the list (and in the results'
  // head when they are its).
  replace(a) {
    this.cls.assignments = this.cls.assignments.map((x) => (x.id === a.id ? a : x));
    this.renderAssignments();
    if (this.shown === a.id) this.refresh();
  }

  async changeAssignment(a, body) {
    const got = await this.changing('edit', 'PATCH', this.assignmentPath(a.id), body);
    this.editing = '';
    this.replace(got);
  }

  // closeAssignment closes assignment a now, once the teacher confirms it knowing what
  // closing shows under its reveal rule.
  async closeAssignment(a) {
    const yes = await confirmDialog({
      id: IDS.closeDialog, title: t('clCloseTitle', { title: a.title }), paragraphs: closeText(a), ok: t('clCloseConfirm'), danger: a.reveal === 'after-close',
    });
    if (!yes) return;
    let got;
    try {
      got = await this.changing('close', 'POST', this.assignmentPath(a.id) + '/close');
    } catch (err) {
      if (!isAbort(err)) window.alert(err.message);
      return;
    }
    this.replace(got);
  }

  // showAnswers shows a closed assignment's answers (its reveal rule: once closed),
  // once the teacher confirms it.
  async showAnswers(a) {
    const yes = await confirmDialog({ id: IDS.showDialog, title: t('clShowTitle', { title: a.title }), paragraphs: [t('clShowText')], ok: t('clShowAnswers') });
    if (yes) this.revealRule(a, 'after-close');
  }

  // revealRule sets assignment a's reveal rule: 'never' hides its answers again (the
  // reveal taken back), 'after-close' shows them once it is closed.
  async revealRule(a, reveal) {
    let got;
    try {
      got = await this.changing('edit', 'PATCH', this.assignmentPath(a.id), { reveal });
    } catch (err) {
      if (!isAbort(err)) window.alert(err.message);
      return;
    }
    this.replace(got);
  }

  async deleteAssignment(a) {
    if (!window.confirm(t('clDeleteAssignmentConfirm', { title: a.title }))) return;
    try {
      await this.changing('delete', 'DELETE', this.assignmentPath(a.id));
    } catch (err) {
      if (!isAbort(err)) window.alert(err.message);
      return;
    }
    this.cls.assignments = this.cls.assignments.filter((x) => x.id !== a.id);
    if (this.editing === a.id) this.editing = '';
    this.renderAssignments();
    if (this.shown === a.id) this.hideResults();
  }

  // ---------- the results ----------

  // showResults shows assignment id's results (then a student's work: {student,
  // task}), refreshed every few seconds while the view is shown.
  showResults(id, work = null, scroll = true) {
    if (!id) {
      this.hideResults();
      return;
    }
    this.shown = id;
    this.results = null;
    if (this.work && this.work.student) this.work.close();
    this.refresh(scroll).then(() => {
      if (work && this.shown === id && this.work) this.work.open(work.student, work.task);
    });
    this.keepFresh();
    this.view.saveURL();
  }

  hideResults() {
    this.stop();
    this.req.abort('results');
    this.shown = '';
    this.results = null;
    if (this.work && this.work.student) this.work.close();
    const box = this.root.querySelector('#' + IDS.results);
    if (box) {
      box.hidden = true;
      box.replaceChildren();
    }
    this.view.saveURL();
  }

  keepFresh() {
    this.stop();
    this.timer = setInterval(() => {
      if (this.app.view === 'class' && this.view.mode === 'teacher' && document.visibilityState === 'visible') this.refresh();
    }, REFRESH_MS);
  }

  // refresh asks for the results again; they are drawn again only when they changed
  // (a refresh keeps the reader's place and focus).
  async refresh(scroll = false) {
    const box = this.root.querySelector('#' + IDS.results);
    if (!box || !this.shown) return;
    let r;
    try {
      r = await this.req.call('results', 'GET', this.assignmentPath(this.shown) + '/results', { headers: this.auth() });
    } catch (err) {
      if (isAbort(err)) return;
      box.hidden = false;
      box.replaceChildren(h('p', { className: 'tree-error', attrs: { role: 'alert' }, textContent: err.message }));
      this.results = null;
      return;
    }
    const same = this.results && JSON.stringify(r) === JSON.stringify(this.results);
    this.results = r;
    if (same) {
      const clock = box.querySelector('#' + IDS.updated);
      if (clock) clock.textContent = t('clUpdated', { t: fmtClock(new Date()) });
    } else this.renderResults(box, r);
    if (scroll) box.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  renderResults(box, r) {
    const a = r.assignment;
    box.hidden = false;
    box.replaceChildren(
      h('div', { className: 'cl-results-head' },
        h('h2', { id: IDS.resultsHeading, textContent: t('clResults') + ' · ' + a.title }),
        h('span', { className: 'cl-badge cl-' + a.status, textContent: t(STATUS_KEYS[a.status]) }),
        h('div', { className: 'btn-row' },
          h('button', { type: 'button', id: IDS.refresh, className: 'btn btn-small btn-ghost', textContent: t('clRefresh'), onclick: () => this.refresh() }),
          h('button', { type: 'button', id: IDS.csv, className: 'btn btn-small', textContent: t('clDownloadCSV'), onclick: () => this.download(a, '/results?format=csv', 'csv') }),
          ...moodleButtons((path, ext) => this.download(a, path, ext)),
          h('span', { id: IDS.updated, className: 'muted cl-updated', textContent: t('clUpdated', { t: fmtClock(new Date()) }) }))),
      ...resultsView(r, this.app.meta.presets, {
        openWork: (student, task) => this.work.open(student, task),
        openStep: (tk, step, problem) => this.app.showExplore(problemOf({ problem: problem || tk.problem }, tk.exercise.q), step - 1, null, 'class'),
      }));
    this.markShown();
  }

  // markShown marks the row of the student whose work is shown.
  markShown() {
    const who = this.work ? this.work.student : '';
    for (const tr of this.root.querySelectorAll(`#${IDS.table} tbody tr`)) tr.classList.toggle('cl-shown', !!who && tr.dataset.student === who);
  }

  // download saves the assignment's file at path (below its API path) as the server
  // names it (fallback: gametree.EXT).
  async download(a, path, ext) {
    let got;
    try {
      got = await this.req.call('csv', 'GET', this.assignmentPath(a.id) + path, { headers: this.auth(), file: true });
    } catch (err) {
      if (!isAbort(err)) window.alert(err.message);
      return;
    }
    saveFile(got.blob, downloadName(got.disposition, 'gametree.' + ext));
  }

  // relabel draws the page again in the page's language, asking again for what the
  // server writes in it (the sentences, the pictures).
  relabel() {
    if (!this.id) {
      this.home();
      return;
    }
    if (!this.cls) return;
    const shown = this.shown, work = this.work && this.work.student ? { student: this.work.student, task: this.work.n } : null;
    this.render();
    this.results = null;
    if (shown) this.showResults(shown, work, false);
  }
}
