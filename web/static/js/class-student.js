// A student's page of the class view: an assignment's exercises, answered on their
// question pictures (class-sheet.js) and handed in; each attempt graded by the server,
// its mistakes shown as the teacher allows (before the answers may be shown: the kind
// and place of each, the step's sentence with ? for the search's values).
//
// Its requests are the view's (api.js), by kind: 'assignment' (the assignment, then
// this student's attempts), 'join', 'hand-in'. Leaving the view aborts them; a hand-in
// cut off so is sent again, under its submission id (the server stores it once), when
// its assignment is shown again.
import { t } from './i18n.js';
import { isAbort } from './api.js';
import { h } from './dom.js';
import { Q_KEYS, TASK_KEYS, problemOf } from './exercise.js';
import { IDS, tabId } from './class-ids.js';
import { statusLine, best, store, retryIn, mayTryAgain, submissionId, classAddress } from './class-model.js';
import { secretField } from './class-secret.js';
import { AnswerSheet } from './class-sheet.js';
import { attemptCard } from './class-attempt.js';
import { field, onSend } from './class-form.js';
import { scoreLine, ruleLine } from './class-feedback.js';

const wait = (ms, signal) => new Promise((resolve, reject) => {
  const id = setTimeout(resolve, ms);
  signal.addEventListener('abort', () => { clearTimeout(id); reject(new DOMException('aborted', 'AbortError')); }, { once: true });
});

const bearer = (key) => ({ Authorization: 'Bearer ' + key });

// TRY_AGAIN is the id of the button a failed hand-in offers (the server could not
// store it: the answers stay in the form).
const TRY_AGAIN = 'cl-try-again';

export class StudentPage {
  constructor(view) {
    this.view = view;
    this.app = view.app;
    this.req = view.req;
    this.id = '';
    this.a = null; // the assignment, once loaded
    this.me = null; // {key, id, name, number}
    this.attempts = [];
    this.cur = 0; // the task shown, from 0
    this.sheet = null; // the task's answer sheet
    this.pending = null; // a hand-in cut off by leaving the view: {id, n, key, body}
  }

  get root() { return this.view.root; }

  // start shows assignment id: as it is when it is the one shown (the way back from
  // the stepper), else loaded; own is the key of a student's own link (#student=KEY),
  // which this browser keeps once the server knows it.
  start(id, own = '') {
    this.own = own;
    if (id === this.id && this.a && !own) this.resume();
    else this.open(id);
  }

  // resume: the view is shown again. What leaving it cut off is asked again.
  resume() {
    if (!this.a) this.open(this.id);
    else if (this.pending && this.pending.id === this.id) this.send(this.pending);
  }

  async open(id) {
    if (id !== this.id) this.cur = 0;
    this.id = id;
    this.a = null;
    this.root.replaceChildren(h('p', { className: 'muted', textContent: t('clLoading') }));
    const job = this.req.start('assignment');
    let a, me, attempts = [];
    try {
      a = await job.call('GET', '/api/assignments/' + encodeURIComponent(id));
      ({ me, attempts } = await this.whoAmI(job, a));
      if (me) {
        try { // the exercises are the student's own trees: asked again with the key
          a = await job.call('GET', '/api/assignments/' + encodeURIComponent(id), { headers: bearer(me.key) });
        } catch (err) {
          if (isAbort(err)) throw err;
        }
      }
    } catch (err) {
      if (isAbort(err)) return;
      this.root.replaceChildren(h('p', { className: 'tree-error', attrs: { role: 'alert' }, textContent: err.message }));
      return;
    }
    this.a = a;
    this.me = me;
    this.attempts = attempts;
    this.cur = Math.min(this.cur, Math.max(0, a.tasks.length - 1));
    this.render();
    if (this.pending && this.pending.id === id) this.send(this.pending);
  }

  // whoAmI is this browser's student in assignment a's class, with their attempts: by
  // the key of the own link opened (kept from then on), else by the key kept here. A
  // key the class does not know is dropped (its student was deleted, or their link
  // reset): the student joins, or asks for their new link (ownBad).
  async whoAmI(job, a) {
    const kept = store.get('student.' + a.class_id);
    const own = this.own || '';
    this.ownBad = false;
    const keys = [own, kept && kept.key].filter((k, i, all) => k && all.indexOf(k) === i);
    for (const key of keys) {
      try {
        const mine = await job.call('GET', `/api/assignments/${encodeURIComponent(a.id)}/me`, { headers: bearer(key) });
        const me = { key, id: mine.student.id, name: mine.student.name, number: mine.student.number };
        store.set('student.' + a.class_id, me);
        this.own = '';
        return { me, attempts: mine.attempts };
      } catch (err) {
        if (isAbort(err)) throw err;
        if (err.status !== 401 && err.status !== 404) { // not answering now: as kept
          if (kept && key === kept.key) {
            this.own = '';
            return { me: kept, attempts: [] };
          }
          continue;
        }
        if (key === own) this.ownBad = true;
        else store.del('student.' + a.class_id); // the class forgot this student
      }
    }
    this.own = '';
    return { me: null, attempts: [] };
  }

  // ownLink is this student's own link: their key in its fragment.
  ownLink() {
    return new URL(classAddress({ a: this.id }) + '#student=' + encodeURIComponent(this.me.key), location.href).toString();
  }

  render() {
    const a = this.a;
    const head = h('div', { className: 'cl-head' },
      h('p', { className: 'cl-class-name muted', textContent: a.class }),
      h('h1', { id: IDS.assignmentTitle, textContent: a.title }),
      h('p', { className: 'result-line', id: IDS.status, textContent: statusLine(a) }),
      ruleLine(a) ? h('p', { className: 'muted cl-rule', id: IDS.rule, textContent: ruleLine(a) }) : null);
    if (!this.me) {
      this.sheet = null;
      const bad = this.ownBad ? h('p', { className: 'cl-alert', attrs: { role: 'alert' }, textContent: t('clOwnLinkBad') }) : null;
      this.root.replaceChildren(h('div', { className: 'cl-student' }, head, bad, this.joinForm()));
      return;
    }
    const who = h('div', { className: 'cl-who-box' },
      h('p', { className: 'cl-who' }, t('clYouAre', { name: this.me.name + (this.me.number ? ' (' + this.me.number + ')' : '') }), ' ',
        h('button', { type: 'button', className: 'btn btn-small btn-ghost', id: IDS.notMe, textContent: t('clForgetMe'), onclick: () => this.forgetMe() })),
      // one line until opened: the question keeps its room
      h('details', { className: 'cl-own' }, h('summary', { textContent: t('clOwnLinkSummary') }),
        secretField(t('clOwnLink'), this.ownLink(), { field: IDS.ownLink, show: IDS.ownShow, copied: IDS.ownCopied })));
    if (!a.tasks.length) {
      this.sheet = null;
      this.root.replaceChildren(h('div', { className: 'cl-student' }, head, who, h('p', { className: 'muted', textContent: t('clNotOpenYet') })));
      return;
    }
    const tabs = h('div', { className: 'cl-tabs', attrs: { role: 'tablist', 'aria-label': t('clExercises') } }, ...a.tasks.map((task, i) => {
      const b = best(this.attempts, task.n);
      return h('button', {
        type: 'button', id: tabId(task.n), className: 'btn btn-small', attrs: { role: 'tab', 'aria-selected': String(i === this.cur) },
        onclick: () => { this.cur = i; this.render(); },
      }, t('clExerciseN', { n: task.n }), b ? h('span', { className: 'cl-tab-score', textContent: ' ' + tabScore(b) }) : null);
    }));
    this.root.replaceChildren(h('div', { className: 'cl-student' }, head, who, tabs, this.taskView(a.tasks[this.cur])));
    // the picture is as large as its box, now that the box is on the page
    if (this.sheet) this.sheet.fit();
  }

  joinForm() {
    const name = h('input', { id: IDS.studentName, type: 'text', maxLength: 80, autocomplete: 'name' });
    const number = h('input', { id: IDS.studentNumber, type: 'text', maxLength: 32, autocomplete: 'off' });
    const status = h('p', { id: IDS.joinStatus, className: 'ex-status', attrs: { role: 'status' } });
    const go = h('button', { type: 'submit', id: IDS.joinGo, className: 'btn btn-primary', textContent: t('clJoin') });
    const form = h('form', { id: IDS.join, className: 'card cl-card cl-join', noValidate: true },
      h('h2', { textContent: t('clJoinTitle') }),
      h('p', { className: 'hint', textContent: t('clJoinHint') }),
      field(t('clYourName'), name),
      field(t('clYourNumber'), number),
      h('div', { className: 'form-actions' }, go),
      status);
    onSend(form, go, status, async () => {
      const r = await this.req.call('join', 'POST', `/api/assignments/${encodeURIComponent(this.id)}/students`, { body: { name: name.value, number: number.value } });
      this.me = { key: r.key, id: r.student.id, name: r.student.name, number: r.student.number };
      this.ownBad = false;
      store.set('student.' + this.a.class_id, this.me);
      this.cur = 0; // a student starts at the first exercise
      this.open(this.id); // the exercises: the student's own trees
    });
    return form;
  }

  // forgetMe: "Forget me on this computer" (a shared one, or not you), once the
  // student agrees (their own link is the way back). Nothing of this student stays for
  // the next one: not the key, the exercise shown, the drafts or the times started.
  forgetMe() {
    if (!window.confirm(t('clForgetMeConfirm', { name: this.me.name }))) return;
    this.req.abort('hand-in');
    this.pending = null;
    for (const task of this.a.tasks) {
      store.del('draft.' + this.draftKey(task));
      store.del('started.' + this.draftKey(task));
    }
    store.del('student.' + this.a.class_id);
    this.me = null;
    this.attempts = [];
    this.cur = 0;
    this.sheet = null;
    this.render();
  }

  // draftKey names what this browser keeps of task for this student (the answers
  // being written, when it was started): each student's own.
  draftKey(task) {
    return `${this.id}.${this.me.id || this.me.key}.${task.n}`;
  }

  // taskView: the exercise's question, the fields of the node chosen, the hand-in and
  // the attempts so far.
  taskView(task) {
    const mine = this.attempts.filter((x) => x.n === task.n);
    const left = task.attempts - mine.length;
    const open = this.a.status === 'open';
    let task0 = t(TASK_KEYS[task.q] || 'exTask_prune');
    if (task.q !== 'values') task0 += ' ' + t(task.fail_hard ? 'exTaskFailHard' : task.fail_course ? 'exTaskFailCourse' : 'exTaskFailSoft');
    const box = h('div', { className: 'treebox cl-tree', id: IDS.tree });
    const fields = h('div', { className: 'cl-fields', id: IDS.fields });
    const status = h('span', { id: IDS.handStatus, className: 'ex-status', attrs: { role: 'status', 'aria-live': 'polite' } });
    const sending = this.pending && this.pending.id === this.id && this.pending.n === task.n;
    const handIn = h('button', { type: 'button', id: IDS.handIn, className: 'btn btn-primary', textContent: t('clHandIn'), disabled: !open || left <= 0 || sending });
    const clear = h('button', { type: 'button', id: IDS.clear, className: 'btn btn-ghost', textContent: t('clClear') });
    const key = this.draftKey(task);
    const revealed = this.a.revealed;
    const openStep = revealed && task.problem ? (k) => this.app.showExplore(problemOf({ problem: task.problem }, task.q), k, null, 'class') : null;
    const view = h('section', { className: 'cl-task', dataset: { n: String(task.n) }, attrs: { 'aria-labelledby': IDS.taskHeading } },
      h('h2', { id: IDS.taskHeading, textContent: t('clExerciseN', { n: task.n }) + ' · ' + t(Q_KEYS[task.q]) }),
      h('p', { className: 'sentence ex-task', textContent: task0 }),
      h('p', { className: 'muted', id: IDS.attemptsLine, textContent: left > 0 ? t('clAttemptsLeft', { k: mine.length, n: task.attempts }) : t('clNoAttemptsLeft') }),
      task.out_of ? h('p', { className: 'muted', textContent: t('exOutOf', { n: task.out_of }) }) : null,
      h('div', { className: 'cl-work' },
        h('figure', { className: 'tree-panel cl-figure' }, box),
        h('aside', { className: 'cl-side' },
          h('section', { className: 'card cl-card' }, h('h3', { textContent: t('exYourAnswer') }), fields,
            h('div', { className: 'btn-row' }, handIn, clear), status),
          h('section', { className: 'card cl-card', id: IDS.attempts },
            ...mine.slice().reverse().map((at) => attemptCard(at, { revealed, openStep, task, review: !open }))))));
    // the answers being written are kept in this browser (a draft) until handed in;
    // then the last attempt's answers show, its mistakes marked
    const sheet = new AnswerSheet(task, box, fields, () => { status.textContent = ''; store.set('draft.' + key, sheet.answers().answers); });
    this.sheet = sheet;
    const draft = store.get('draft.' + key);
    if (draft) sheet.load(draft);
    else if (mine.length) {
      sheet.load(mine[mine.length - 1].answers);
      sheet.mark(mine[mine.length - 1].mistakes || []);
    }
    // nothing more to answer: the picture shows the last answers, nothing invites more
    const locked = !open || left <= 0;
    sheet.lock(locked);
    if (locked) {
      fields.replaceChildren(h('p', { className: 'muted', textContent: t(open ? 'clNoAttemptsLeft' : 'clNoMoreAnswers') }));
      handIn.hidden = clear.hidden = true;
    }
    if (open && left > 0 && !store.get('started.' + key)) store.set('started.' + key, Date.now());
    if (sending) status.textContent = t('clHandingIn');
    clear.addEventListener('click', () => sheet.clear());
    handIn.addEventListener('click', () => this.handIn(task, sheet, key));
    return view;
  }

  // handIn sends the answers of task under a new submission id, or, trying again
  // after failed (a hand-in the server could not store), under its id when the
  // answers are the same (the server stores it once, should it have stored it).
  handIn(task, sheet, key, failed = null) {
    const { answers, bad } = sheet.answers();
    const status = this.root.querySelector('#' + IDS.handStatus);
    if (bad) {
      status.textContent = t('clBadValue', { node: bad });
      status.classList.add('error');
      return;
    }
    const started = store.get('started.' + key) || Date.now();
    const same = failed && failed.id === this.id && failed.n === task.n && JSON.stringify(failed.body.answers) === JSON.stringify(answers);
    const body = { submission: same ? failed.body.submission : submissionId(), answers, seconds: Math.max(0, Math.round((Date.now() - started) / 1000)) };
    this.send({ id: this.id, n: task.n, key, body });
  }

  // send sends a hand-in, again after a lost answer or a busy server under the same
  // submission id (the server stores it once), until it gets a grade or a refusal.
  // Until then it is pending: cut off by leaving the view, it is sent again on return.
  async send(p) {
    this.pending = p;
    const ui = () => ({ btn: this.root.querySelector('#' + IDS.handIn), status: this.root.querySelector('#' + IDS.handStatus) });
    const say = (text, error = false) => {
      const { status } = ui();
      if (!status) return;
      status.textContent = text;
      status.classList.toggle('error', error);
    };
    const { btn } = ui();
    if (btn) btn.disabled = true;
    const old = this.root.querySelector('#' + TRY_AGAIN + '-row');
    if (old) old.remove();
    say(t('clHandingIn'));
    const job = this.req.start('hand-in');
    let at = null;
    for (let i = 0; !at; i++) {
      try {
        at = await job.call('POST', `/api/assignments/${encodeURIComponent(p.id)}/tasks/${p.n}/attempts`, { headers: bearer(this.me.key), body: p.body });
      } catch (err) {
        if (isAbort(err)) return; // still pending
        const again = retryIn(err, i);
        if (again < 0) {
          this.pending = null;
          const { btn: b } = ui();
          if (b) b.disabled = false;
          say(err.message, true);
          // the server could not store it: the answers stay in the form, and the
          // student tries again when they choose (never on their own)
          const { status } = ui();
          const sheet = this.sheet;
          const here = this.id === p.id && this.a && this.a.tasks[this.cur] && this.a.tasks[this.cur].n === p.n;
          if (mayTryAgain(err) && status && sheet && here) {
            const tryAgain = h('button', { type: 'button', id: TRY_AGAIN, className: 'btn', textContent: t('clTryAgain') });
            tryAgain.addEventListener('click', () => {
              const task = this.a && this.a.tasks.find((x) => x.n === p.n);
              if (task) this.handIn(task, sheet, p.key, p);
            });
            status.after(h('div', { className: 'btn-row', id: TRY_AGAIN + '-row' }, tryAgain));
          }
          return;
        }
        try {
          await wait(again, job.signal);
        } catch {
          return; // aborted while waiting: still pending
        }
      }
    }
    this.pending = null;
    store.del('draft.' + p.key);
    store.set('started.' + p.key, Date.now());
    this.attempts = this.attempts.filter((x) => x.id !== at.id).concat([at]);
    if (this.id !== p.id || !this.a) return;
    this.render();
    if (this.a.tasks[this.cur] && this.a.tasks[this.cur].n === p.n) say(scoreLine(at).text);
  }

  relabel() {
    if (this.id) this.open(this.id);
  }
}

// tabScore is a tab's best attempt as its rule lets it be said: "4/7", "4" (no number
// of answers before the answers show), "✓" (received, not marked yet).
function tabScore(b) {
  if (b.score === undefined) return '✓';
  return typeof b.outOf === 'number' ? b.score + '/' + b.outOf : String(b.score);
}
