// One student's work at an assignment, as their teacher sees it (GET
// /api/classes/ID/assignments/A/students/S): a tab per exercise with the student's
// best score; for the exercise chosen, each attempt (its score, when it was handed
// in, the time taken, its mistakes with the expected answers and the stepper's
// sentences), the answers of the attempt chosen drawn on the question's picture with
// its mistakes marked; and the student as the teacher keeps them (class-roster.js).
import { t } from './i18n.js';
import { isAbort } from './api.js';
import { h } from './dom.js';
import { Q_KEYS, problemOf } from './exercise.js';
import { IDS, tabId } from './class-ids.js';
import { best } from './class-model.js';
import { AnswerSheet } from './class-sheet.js';
import { attemptCard } from './class-attempt.js';
import { rosterBar } from './class-roster.js';

export class StudentWork {
  // page: the teacher's page (its class, key, requests, the assignment shown); box:
  // the section the work is shown in.
  constructor(page, box) {
    this.page = page;
    this.box = box;
    this.student = ''; // the student shown, by id ('' for none)
    this.n = 0; // the exercise shown, from 1
    this.number = 0; // the attempt shown (0: the last)
    this.data = null;
    this.stale = false; // its request was cut off (the view left)
    this.sheet = null;
  }

  // open shows student's work at exercise n (0: the first).
  async open(student, n) {
    this.student = student;
    this.n = n;
    this.number = 0;
    this.data = null;
    this.stale = false;
    const box = this.box;
    this.page.markShown();
    box.hidden = false;
    box.replaceChildren(h('p', { className: 'muted', textContent: t('clLoading') }));
    const p = this.page;
    let data;
    try {
      data = await p.req.call('work', 'GET', `${p.assignmentPath(p.shown)}/students/${encodeURIComponent(student)}`, { headers: p.auth() });
    } catch (err) {
      if (isAbort(err)) {
        this.stale = true;
        return;
      }
      // headed as what failed: this student's work (by their name when the table has it)
      const row = ((p.results && p.results.students) || []).find((x) => x.id === student);
      box.replaceChildren(this.head(row ? row.name : ''), h('p', { className: 'cl-alert', attrs: { role: 'alert' }, textContent: err.message }));
      return;
    }
    this.data = data;
    if (!data.tasks.some((x) => x.n === this.n)) this.n = data.tasks.length ? data.tasks[0].n : 0;
    this.render();
    p.view.saveURL();
    box.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  // reopen asks again for what a cut-off request was asking.
  reopen() {
    if (this.stale && this.student) this.open(this.student, this.n);
  }

  close() {
    this.page.req.abort('work');
    this.student = '';
    this.data = null;
    this.sheet = null;
    this.box.hidden = true;
    this.box.replaceChildren();
    this.page.markShown();
    this.page.view.saveURL();
  }

  head(name) {
    return h('div', { className: 'cl-results-head' },
      h('h2', { id: IDS.workHeading, textContent: name ? t('clWorkTitle', { name }) : t('clWorkTitleNone') }),
      h('button', { type: 'button', id: IDS.workClose, className: 'btn btn-small btn-ghost', textContent: t('clClose'), onclick: () => this.close() }));
  }

  render() {
    const d = this.data;
    const st = d.student;
    const task = d.tasks.find((x) => x.n === this.n);
    const tabs = h('div', { className: 'cl-tabs', attrs: { role: 'tablist', 'aria-label': t('clExercises') } }, ...d.tasks.map((x) => {
      const b = best(d.attempts, x.n);
      return h('button', {
        type: 'button', id: tabId(x.n, IDS.workTab), className: 'btn btn-small', attrs: { role: 'tab', 'aria-selected': String(x.n === this.n) },
        onclick: () => { this.n = x.n; this.number = 0; this.render(); this.page.view.saveURL(); },
      }, t('clExerciseN', { n: x.n }), h('span', { className: 'cl-tab-score', textContent: ' ' + (b ? b.score + '/' + b.outOf : '—') }));
    }));
    const name = st.name + (st.number ? ' (' + st.number + ')' : '');
    const roster = rosterBar(this.page, st, {
      renamed: () => { this.page.refresh(); this.open(st.id, this.n); },
      merged: (into) => { this.page.refresh(); this.open(into, this.n); },
      deleted: () => { this.close(); this.page.refresh(); },
    });
    this.box.replaceChildren(this.head(name), roster, tabs, task ? this.taskView(task) : null);
    if (this.sheet) this.sheet.fit();
  }

  taskView(task) {
    const mine = this.data.attempts.filter((x) => x.n === task.n);
    const title = h('h3', { textContent: t('clExerciseN', { n: task.n }) + ' · ' + t(Q_KEYS[task.q]) });
    this.sheet = null;
    if (!mine.length) return h('section', { className: 'cl-task' }, title, h('p', { className: 'muted', textContent: t('clNotTriedYet') }));
    const at = mine.find((x) => x.number === this.number) || mine[mine.length - 1];
    const picker = h('div', { className: 'btn-row cl-pick-attempt' }, ...mine.map((x) => h('button', {
      type: 'button', className: 'btn btn-small', attrs: { 'aria-pressed': String(x === at) },
      textContent: t('clAttemptN', { k: x.number }) + ' · ' + x.score + '/' + x.out_of,
      onclick: () => { this.number = x.number; this.render(); },
    })));
    const box = h('div', { className: 'treebox cl-tree', id: IDS.workTree });
    const openStep = task.problem ? (k) => this.page.app.showExplore(problemOf({ problem: task.problem }, task.q), k, null, 'class') : null;
    const view = h('section', { className: 'cl-task', dataset: { n: String(task.n) } }, title, picker,
      h('div', { className: 'cl-work' },
        h('figure', { className: 'tree-panel cl-figure' }, box),
        h('aside', { className: 'cl-side' }, h('section', { className: 'card cl-card' }, attemptCard(at, { teacher: true, openStep })))));
    // the attempt's answers on the question's picture, its mistakes marked
    const sheet = new AnswerSheet(task, box, h('div'), null);
    sheet.load(at.answers);
    sheet.mark(at.mistakes);
    sheet.lock(true);
    this.sheet = sheet;
    return view;
  }

  // relabel asks again in the page's language (the sentences and the picture are the
  // server's).
  relabel() {
    if (this.student) this.open(this.student, this.n);
  }
}
