// Practise: a graded exercise. The tree of a search is drawn with the values of its
// inner nodes hidden; the student answers on the drawing (a value per node, α and β,
// the edges cut, the order of the leaves) with the mouse, a finger or the keyboard;
// "Check" asks the server to grade the answers (POST /api/grade) and shows each
// mistake with the stepper's sentence for the step that decides it, and a way to open
// the stepper at that step. The Practise loads an exercise and holds its state; each
// part of the view is a module of its own:
//
//	practise-form.js     the form: which exercise, which question
//	practise-answers.js  the answers given (and the solution, and a grade's marks)
//	practise-drawing.js  the drawing as the answer sheet
//	practise-input.js    answering with the mouse, a finger or the keyboard
//	practise-place.js    where the answer's fields open (never over what they ask)
//	practise-grade.js    checking, and the mistakes listed
//	practise-rules.js    the rule a mistake breaks, the remark on a pruned node
//	practise-hints.js    the hints, one step at a time
//	practise-ladder.js   a hint's rungs: a question, a narrower one, the value
//	practise-chosen.js   the worksheet of chosen trees (the sheet area's form)
//
// The exercise itself (its spec, link, search and sheets) is exercise.js.
import { t } from './i18n.js';
import { Requests, isAbort, errorText } from './api.js';
import { FieldErrors, showRefusal } from './field-errors.js';
import { StaleMark } from './keep-view.js';
import { elements, copyLink } from './dom.js';
import {
  defaultSpec, specFromURL, specQuery, specKey, normalSpec, problemOf, problemParams, exerciseLink, sheets, SHEET_FORMATS, Q_KEYS, TASK_KEYS,
} from './exercise.js';
import { Trace } from './model.js';
import { TreeView, fitZoom } from './view.js';
import { nodeName } from './explain.js';
import { ExerciseForm } from './practise-form.js';
import { Answers } from './practise-answers.js';
import { ExerciseDrawing } from './practise-drawing.js';
import { AnswerInput } from './practise-input.js';
import { Grading } from './practise-grade.js';
import { Hints } from './practise-hints.js';
import { IDS } from './practise-ids.js';
import { ChosenSheet } from './practise-chosen.js';
import { chanceTask, chanceTitleKey } from './practise-chance.js';

// READABLE_PX is the height on screen, in CSS pixels, of the smallest word Fit draws.
export const READABLE_PX = 12.5;

// smallestText is the height on screen of the smallest word of a drawing (0: none).
function smallestText(svg) {
  let min = 0;
  for (const el of svg.querySelectorAll('text')) {
    if (!el.textContent.trim()) continue;
    const hgt = el.getBoundingClientRect().height;
    if (hgt > 0 && (min === 0 || hgt < min)) min = hgt;
  }
  return min;
}

export class Practise {
  constructor(app) {
    this.app = app;
    const ui = (this.ui = elements(IDS));
    this.fieldErrors = new FieldErrors(); // the form's errors, beside their fields
    const main = document.querySelector('#view-practise .ex-main');
    this.staleMark = new StaleMark(main, main && main.querySelector('.ex-task'), 'kvStaleExercise', 'ex-kept'); // the exercise shown while they stand
    // requests by kind: 'exercise' (an exercise, then its trace and question), 'grade'
    this.req = new Requests();
    this.spec = defaultSpec();
    this.ex = null;
    this.tr = null;
    this.view = null;
    this.zoom = 1;
    this.loading = false; // an exercise is on its way
    this.interrupted = false; // the view was left while it was
    this.ans = new Answers();
    this.form = new ExerciseForm(ui, app, () => this.submit());
    this.drawing = new ExerciseDrawing(this);
    this.input = new AnswerInput(ui, this);
    this.grading = new Grading(ui, this.req, this);
    this.hints = new Hints(ui, this);
    this.chosen = new ChosenSheet(this); // the worksheet of chosen trees
    ui.check.addEventListener('click', () => this.grading.check());
    ui.hint.addEventListener('click', () => this.hints.next());
    ui.solution.addEventListener('click', () => this.toggleSolution());
    ui.clear.addEventListener('click', () => {
      this.resetAnswers();
      this.drawing.restyleAll();
      this.say('');
    });
    ui.copy.addEventListener('click', () => this.copyLink());
    ui.zoomIn.addEventListener('click', () => this.setZoom(this.zoom * 1.25));
    ui.zoomOut.addEventListener('click', () => this.setZoom(this.zoom / 1.25));
    ui.zoomFit.addEventListener('click', () => this.fit());
    ui.up.addEventListener('click', () => history.back());
  }

  // The state the parts share, and the browser tests read.
  get items() { return this.drawing.items; }
  get graded() { return this.grading.graded; }
  get marks() { return this.grading.marks; }

  // ---------- the form ----------

  fillForm() { this.form.fill(this.spec); }

  submit() {
    const s = this.form.read();
    if (this.ex && specKey(s) === specKey(this.spec)) {
      // the exercise shown again: no error of the form stands, the address is its own
      if (this.fieldErrors.size) {
        this.fieldErrors.clearAll();
        this.staleMark.set(false);
        this.typedSpec = null;
        this.saveURL();
      }
      return;
    }
    this.load(s);
  }

  // start opens the exercise of a link (the view's address). The exercise shown stays
  // as it is, answers and all, when the link names it (the way back from the stepper).
  start(q) {
    const s = specFromURL(q);
    if (!this.interrupted && (this.ex || this.loading) && specKey(s) === specKey(this.spec)) {
      this.form.write(this.spec);
      this.syncUp();
      if (this.ex) this.saveURL();
      return;
    }
    this.form.write(s);
    this.load(s);
  }

  // enter: the view is shown (its tab chosen). An exercise the view was left loading
  // is loaded again; with none, the form's opens.
  enter() {
    if (this.interrupted) this.load(this.spec);
    else if (!this.ex && !this.loading) this.start(new URLSearchParams());
    else this.saveURL();
  }

  // leave: the view is left; every request on its way is aborted.
  leave() {
    if (this.loading) {
      this.loading = false;
      this.interrupted = true;
      this.setBusy('');
    }
    this.grading.stop();
    this.req.abortAll();
  }

  // ---------- loading ----------

  async load(s) {
    const job = this.req.start('exercise');
    this.grading.stop();
    const shown = this.spec;
    this.spec = s;
    this.loading = true;
    this.interrupted = false;
    this.showError('');
    this.setBusy(t('exLoading'));
    let ex, doc, svg;
    try {
      ex = await job.getJSON('/api/exercise', specQuery(s));
      const pq = problemParams(problemOf(ex, s.q));
      [doc, svg] = await Promise.all([
        job.getJSON('/api/trace', { ...pq, form: 'columns' }),
        // the question as printed: drawn alike, pruned or not (not the finished search)
        job.getText('/api/exercise/question', { ...specQuery(s), lang: this.app.lang() }),
      ]);
    } catch (e) {
      if (isAbort(e)) return;
      job.abort(); // the other half is of no use
      this.loading = false;
      this.setBusy('');
      // a field's error stands beside it, the address keeps what was typed, and the
      // exercise shown stays (field-errors.js)
      if (this.ex && showRefusal(this.fieldErrors, e, { position: this.ui.position, seed: this.ui.seed })) {
        if (this.app.view === 'practise') history.replaceState(history.state, '', exerciseLink(s));
        this.typedSpec = s;
        this.spec = shown; // what is graded: the exercise shown
        this.staleMark.set(true);
        return;
      }
      this.clear();
      this.showError(errorText(e));
      return;
    }
    this.fieldErrors.clearAll();
    this.staleMark.set(false);
    this.typedSpec = null;
    this.loading = false;
    this.setBusy('');
    try {
      this.show(ex, doc, svg);
    } catch (e) {
      this.clear();
      this.showError(errorText(e));
      return;
    }
    this.saveURL();
    if (this.onLoaded) this.onLoaded();
  }

  clear() {
    const ui = this.ui;
    this.staleMark.set(false);
    this.ex = null;
    this.tr = null;
    this.view = null;
    ui.tree.replaceChildren();
    ui.task.textContent = '';
    ui.outOf.textContent = '';
    ui.result.hidden = true;
    ui.hints.hidden = true;
    this.input.closePop();
    this.usable(false);
  }

  // usable enables what works on an exercise (Check, Hint, the solution, clearing the
  // answers, its sheets to print) once one is shown; without one (it could not be
  // made: the message says why) they are disabled and the sheets hidden.
  usable(on) {
    const ui = this.ui;
    for (const b of [ui.check, ui.hint, ui.solution, ui.clear]) b.disabled = !on;
    ui.q_svg.closest('.ex-downloads').hidden = !on;
  }

  show(ex, doc, svg) {
    const ui = this.ui;
    this.input.closePop();
    this.ex = ex;
    this.usable(true);
    if (ex.spec) this.spec = normalSpec(ex.spec);
    this.form.write(this.spec);
    this.problem = problemOf(ex, this.spec.q);
    const tr = (this.tr = new Trace(doc));
    const windowed = /alphabeta/.test(tr.doc.algorithm);
    this.view = new TreeView(ui.tree, svg, tr, { windowed, game: this.problem.game, hide: false, labelledBy: ui.desc.id, role: 'group' });
    this.view.svg.classList.add('ex');
    // the names the grader knows the nodes by, and the other way round
    // (an explicit tree's node by its name; a game position by the trace's moves from
    // the root, "root" for the root: the grader's key, whatever the page's language)
    this.names = [];
    this.ids = new Map();
    for (let i = 0; i < tr.N; i++) {
      const n = tr.explicit ? nodeName(tr, i) : i === 0 ? 'root' : tr.path(i).join(' ');
      this.names.push(n);
      this.ids.set(n, i);
    }
    const qs = ex.questions || {};
    this.asked = {
      values: new Set(qs.values || []), alpha: new Set(qs.alpha || []), beta: new Set(qs.beta || []),
    };
    this.sel = undefined;
    this.hintNode = undefined;
    this.grading.graded = null;
    this.drawing.prepare();
    ui.desc.textContent = t('exTreeDesc', { n: tr.N });
    this.resetAnswers();
    this.hints.reset();
    this.renderTask();
    this.drawing.restyleAll();
    // a wide tree takes the whole width, the answers' panels go under it
    const ws = ui.tree.closest('.ex-workspace');
    ws.classList.remove('wide');
    if (this.view.width * (4 / 3) * 0.6 > ui.tree.clientWidth) ws.classList.add('wide');
    this.fit();
    this.syncUp();
    this.updateDownloads();
  }

  // shown is node i's name as the page shows it (sentences, the fields' title).
  shown(i) { return nodeName(this.tr, i); }

  resetAnswers() {
    const ui = this.ui;
    this.ans = new Answers();
    this.grading.marks = null;
    this.solution = false;
    ui.solution.setAttribute('aria-pressed', 'false');
    ui.result.hidden = true;
    ui.mistakes.replaceChildren();
    this.input.closePop();
  }

  renderTask() {
    const ui = this.ui, q = this.spec.q;
    let s = chanceTask(this.ex, q) || t(TASK_KEYS[q]);
    if (q !== 'values' && this.problem.failHard) s += ' ' + t('exTaskFailHard');
    else if (q !== 'values' && this.problem.failCourse) s += ' ' + t('exTaskFailCourse');
    else if (q !== 'values') s += ' ' + t('exTaskFailSoft');
    ui.task.textContent = s;
    // Only the minimax question may say how many answers it wants: under alpha-beta the
    // count (visited nodes, cuts, evaluated leaves) would tell how much is pruned, until
    // a Check has told it with the score.
    const out = this.ex.out_of;
    const told = q === 'values' || !!(this.grading && this.grading.graded);
    ui.outOf.textContent = !out ? '' : told ? t('exOutOf', { n: out }) : t('exOutOfLater');
    ui.title.textContent = t('exTitle', { q: t(chanceTitleKey(this.spec.chance, q) || Q_KEYS[q]) });
    ui.fAlpha.hidden = ui.fBeta.hidden = q !== 'window';
    ui.editor.hidden = q === 'order';
    ui.sel.textContent = t(this.pickKey());
    ui.keys.textContent = t(q === 'order' ? 'exKeysOrder' : q === 'values' ? 'exKeysValues' : 'exKeys');
  }

  pickKey() {
    return this.spec.q === 'values' ? 'exPickNodeValues' : 'exPickNode';
  }

  toggleSolution() {
    if (!this.tr) return;
    this.solution = !this.solution;
    this.ui.solution.setAttribute('aria-pressed', String(this.solution));
    this.ui.solution.textContent = t(this.solution ? 'exHideSolution' : 'exShowSolution');
    this.input.closePop();
    this.drawing.restyleAll();
  }

  // changed: an answer changed; the old marks no longer describe it.
  changed() {
    if (this.grading.marks) {
      this.grading.marks = null;
      this.drawing.restyleAll();
      // the result was of other answers
      this.ui.result.classList.add('stale');
      this.ui.stale.hidden = false;
    }
    this.ui.status.textContent = '';
  }

  // answers is the request's "answers" object: by node name, only what was asked.
  answers() {
    return this.ans.request(this.spec.q, this.names, this.tr.parent, this.asked);
  }

  // openStepper shows the exercise's search in the stepper at step k (Back returns).
  openStepper(k) {
    this.app.showExplore({ ...this.problem }, k, null, 'practise');
  }

  // ---------- zoom ----------

  setZoom(z) {
    if (!this.view) return;
    this.zoom = Math.max(0.2, Math.min(3, z));
    this.view.zoomTo(this.zoom);
    this.input.closePop();
  }

  fit() {
    if (!this.view) return;
    const box = this.ui.tree;
    // as tall as the box may grow (its max-height), so that a tree that fits shows whole
    const maxH = parseFloat(getComputedStyle(box).maxHeight) || Math.max(260, window.innerHeight * 0.62);
    this.setZoom(Math.max(0.35, Math.min(1.6, fitZoom(this.view, box.clientWidth, maxH).whole)));
    // never smaller than readable: the smallest word of the drawing (a name, a value,
    // α and β) at least READABLE_PX high on screen; a bigger tree scrolls
    // (a browser rounds a font's size: measured again until it is)
    for (let k = 0; k < 4; k++) {
      const small = smallestText(this.view.svg);
      if (!(small > 0 && small < READABLE_PX) || this.zoom >= 3) break;
      this.setZoom(this.zoom * Math.max(1.04, READABLE_PX / small));
    }
    // a tree wider than the box opens on its root, in the middle, not on its left edge
    this.view.centreRoot(box);
  }

  // ---------- links, downloads, status ----------

  link() {
    return exerciseLink(this.spec);
  }

  saveURL() {
    if (this.app.view !== 'practise') return;
    history.replaceState(history.state, '', this.link());
  }

  async copyLink() {
    const href = new URL(this.link(), location.href);
    href.searchParams.delete('lang'); // each student reads it in their language
    await copyLink(href.toString(), this.ui.copyStatus, this.ui.link);
    this.lastLink = href.toString();
  }

  updateDownloads() {
    const links = sheets(this.spec);
    // a worksheet is six random exercises (of another source, its one exercise: the sheet)
    for (const name of ['w_svg', 'ws_svg']) this.ui[name].parentElement.hidden = !links.worksheets;
    for (const sheet of ['q', 's', 'w', 'ws']) {
      for (const f of SHEET_FORMATS) {
        const a = this.ui[`${sheet}_${f}`];
        a.href = links[sheet][f].href;
        a.setAttribute('download', links[sheet][f].file);
      }
    }
  }

  say(msg, error) {
    this.ui.status.textContent = msg;
    this.ui.status.classList.toggle('error', !!error);
  }

  setBusy(msg) {
    this.ui.busy.textContent = msg;
    this.ui.busy.hidden = !msg;
  }

  showError(msg) {
    this.ui.error.textContent = msg;
    this.ui.error.hidden = !msg;
  }

  syncUp() {
    const st = history.state && history.state.sub;
    this.ui.up.hidden = !st;
    this.ui.up.textContent = t('backToParent');
  }

  // relabel redraws what depends on the language; the marks and mistakes are the
  // server's sentences, so a graded exercise is graded again in the new language.
  relabel() {
    this.fillForm();
    this.form.write(this.fieldErrors.size && this.typedSpec ? this.typedSpec : this.spec); // not over what was typed
    this.fieldErrors.relabel();
    this.staleMark.relabel();
    this.chosen.relabel();
    if (!this.ex) return;
    this.renderTask();
    this.ui.desc.textContent = t('exTreeDesc', { n: this.tr.N });
    this.ui.solution.textContent = t(this.solution ? 'exHideSolution' : 'exShowSolution');
    this.drawing.restyleAll();
    this.updateDownloads();
    if (this.graded && this.marks) this.grading.check();
    this.hints.relabel();
    if (this.app.view === 'practise') this.saveURL();
  }
}
