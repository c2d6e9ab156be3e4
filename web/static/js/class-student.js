// A student's page of the class view: an assignment's exercises, answered on their
// question pictures (class-sheet.js) and handed in; each attempt graded by the server,
// its mistakes shown as the teacher allows (before the answers may be shown: the kind
// and place of each, the step's sentence with ? for the search's values).
import { t, getLang } from './i18n.js';
import { h, call, store, fmtTime, MISTAKE_KEYS, Q_KEYS } from './class.js';
import { AnswerSheet } from './class-sheet.js';
import { problemParams, edgeLabel } from './class-teacher.js';
import { parseAnswer, showAnswer } from './exercise.js';

const TASK_KEYS = { values: 'exTask_values', prune: 'exTask_prune', window: 'exTask_window', order: 'exTask_order' };
const RETRIES = 5;

// uuid names a hand-in: sent again after a lost answer, the server stores it once.
function uuid() {
  if (crypto.randomUUID) return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  return [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
}

const wait = (ms) => new Promise((r) => setTimeout(r, ms));

export class StudentPage {
  constructor(view) {
    this.view = view;
    this.app = view.app;
    this.id = '';
    this.a = null;
    this.me = null; // {key, name, number}
    this.attempts = [];
    this.cur = 0; // the task shown, from 0
    this.sheet = null; // the task's answer sheet
    window.addEventListener('resize', () => {
      clearTimeout(this.resizing);
      this.resizing = setTimeout(() => { if (this.sheet && this.sheet.svg.isConnected) this.sheet.fit(); }, 150);
    });
    this.seq = 0;
  }

  get root() { return this.view.root; }

  async open(id) {
    const seq = ++this.seq;
    this.id = id;
    this.root.replaceChildren(h('p', { class: 'muted', text: t('clLoading') }));
    try {
      this.a = await call('GET', '/api/assignments/' + encodeURIComponent(id));
    } catch (err) {
      if (seq !== this.seq) return;
      this.root.replaceChildren(h('p', { class: 'tree-error', role: 'alert', text: err.message }));
      return;
    }
    if (seq !== this.seq) return;
    this.me = store.get('student.' + this.a.class_id);
    this.attempts = [];
    if (this.me) {
      try {
        this.attempts = (await call('GET', `/api/assignments/${encodeURIComponent(id)}/me`, { key: this.me.key })).attempts;
      } catch (err) {
        if (err.status === 401 || err.status === 404) { // the class forgot this student
          store.del('student.' + this.a.class_id);
          this.me = null;
        }
      }
    }
    if (seq !== this.seq) return;
    this.render();
  }

  statusLine() {
    const a = this.a;
    if (a.status === 'closed') return t('clClosedAt', { t: fmtTime(a.closes) });
    if (a.status === 'not-open') return t('clOpensAt', { t: fmtTime(a.opens) });
    return a.closes ? t('clOpenUntil', { t: fmtTime(a.closes) }) : t('clOpenNoEnd');
  }

  render() {
    const a = this.a;
    const head = h('div', { class: 'cl-head' },
      h('p', { class: 'cl-class-name muted' }, a.class),
      h('h1', { id: 'cl-assignment-title' }, a.title),
      h('p', { class: 'result-line', id: 'cl-status' }, this.statusLine()));
    if (!this.me) {
      this.root.replaceChildren(h('div', { class: 'cl-student' }, head, this.joinForm()));
      return;
    }
    const who = h('p', { class: 'cl-who' }, t('clYouAre', { name: this.me.name + (this.me.number ? ' (' + this.me.number + ')' : '') }), ' ',
      h('button', { type: 'button', class: 'btn btn-small btn-ghost', id: 'cl-not-me', text: t('clNotYou'), onclick: () => this.forgetMe() }));
    if (!a.tasks.length) {
      this.root.replaceChildren(h('div', { class: 'cl-student' }, head, who, h('p', { class: 'muted', text: t('clNotOpenYet') })));
      return;
    }
    const tabs = h('div', { class: 'cl-tabs', role: 'tablist' }, a.tasks.map((task, i) => h('button', {
      type: 'button', role: 'tab', id: 'cl-tab-' + task.n, 'aria-selected': String(i === this.cur), class: 'btn btn-small',
      onclick: () => { this.cur = i; this.render(); },
    }, t('clExerciseN', { n: task.n }), this.bestBadge(task))));
    this.root.replaceChildren(h('div', { class: 'cl-student' }, head, who, tabs, this.taskView(a.tasks[this.cur])));
    // the picture is as large as its box, now that the box is on the page
    if (this.sheet) this.sheet.fit();
  }

  bestBadge(task) {
    const mine = this.attempts.filter((x) => x.n === task.n);
    if (!mine.length) return null;
    const best = Math.max(...mine.map((x) => x.score));
    return h('span', { class: 'cl-tab-score', text: ' ' + best + '/' + mine[0].out_of });
  }

  joinForm() {
    const name = h('input', { id: 'cl-student-name', type: 'text', maxlength: 80, autocomplete: 'name' });
    const number = h('input', { id: 'cl-student-number', type: 'text', maxlength: 32, autocomplete: 'off' });
    const status = h('p', { class: 'ex-status', role: 'status' });
    const form = h('form', { id: 'cl-join', class: 'card cl-card cl-join', novalidate: true },
      h('h2', { text: t('clJoinTitle') }),
      h('p', { class: 'hint', text: t('clJoinHint') }),
      h('div', { class: 'field' }, h('label', { for: 'cl-student-name', text: t('clYourName') }), name),
      h('div', { class: 'field' }, h('label', { for: 'cl-student-number', text: t('clYourNumber') }), number),
      h('div', { class: 'form-actions' }, h('button', { type: 'submit', id: 'cl-join-go', class: 'btn btn-primary', text: t('clJoin') })),
      status);
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      try {
        const r = await call('POST', `/api/assignments/${encodeURIComponent(this.id)}/students`, { body: { name: name.value, number: number.value } });
        this.me = { key: r.key, name: r.student.name, number: r.student.number };
        store.set('student.' + this.a.class_id, this.me);
        this.render();
      } catch (err) {
        status.textContent = err.message;
        status.classList.add('error');
      }
    });
    return form;
  }

  forgetMe() {
    store.del('student.' + this.a.class_id);
    this.me = null;
    this.attempts = [];
    this.render();
  }

  // taskView: the exercise's question, the fields of the node chosen, the hand-in and
  // the attempts so far.
  taskView(task) {
    const mine = this.attempts.filter((x) => x.n === task.n);
    const left = task.attempts - mine.length;
    const open = this.a.status === 'open';
    let task0 = t(TASK_KEYS[task.q] || 'exTask_prune');
    if (task.q !== 'values') task0 += ' ' + t(task.fail_hard ? 'exTaskFailHard' : 'exTaskFailSoft');
    const box = h('div', { class: 'treebox cl-tree', id: 'cl-tree' });
    const fields = h('div', { class: 'cl-fields', id: 'cl-fields' });
    const status = h('span', { id: 'cl-hand-status', class: 'ex-status', role: 'status', 'aria-live': 'polite' });
    const handIn = h('button', { type: 'button', id: 'cl-hand-in', class: 'btn btn-primary', text: t('clHandIn'), disabled: !open || left <= 0 });
    const clear = h('button', { type: 'button', id: 'cl-clear', class: 'btn btn-ghost', text: t('clClear') });
    const key = `${this.id}.${task.n}`;
    const view = h('section', { class: 'cl-task', 'data-n': String(task.n), 'aria-labelledby': 'cl-task-h' },
      h('h2', { id: 'cl-task-h' }, t('clExerciseN', { n: task.n }) + ' · ' + t(Q_KEYS[task.q])),
      h('p', { class: 'sentence ex-task', text: task0 }),
      h('p', { class: 'muted', id: 'cl-attempts-line', text: left > 0 ? t('clAttemptsLeft', { k: mine.length, n: task.attempts }) : t('clNoAttemptsLeft') }),
      task.out_of ? h('p', { class: 'muted', text: t('exOutOf', { n: task.out_of }) }) : null,
      h('div', { class: 'cl-work' },
        h('figure', { class: 'tree-panel cl-figure' }, box),
        h('aside', { class: 'cl-side' },
          h('section', { class: 'card cl-card' }, h('h3', { text: t('exYourAnswer') }), fields,
            h('div', { class: 'btn-row' }, handIn, clear), status),
          h('section', { class: 'card cl-card', id: 'cl-attempts' }, mine.slice().reverse().map((at) => this.attemptView(at, task))))));
    // the answers being written are kept in this browser (a draft) until handed in;
    // then the last attempt's answers show, its mistakes marked
    const sheet = new AnswerSheet(task, box, fields, () => { status.textContent = ''; this.saveDraft(key, sheet); });
    this.sheet = sheet;
    const draft = store.get('draft.' + key);
    if (draft) sheet.load(draft);
    else if (mine.length) {
      sheet.load(mine[mine.length - 1].answers);
      sheet.mark(mine[mine.length - 1].mistakes);
    }
    sheet.lock(!open || left <= 0);
    if (open && left > 0 && !store.get('started.' + key)) store.set('started.' + key, Date.now());
    clear.addEventListener('click', () => sheet.clear());
    handIn.addEventListener('click', () => this.handIn(task, sheet, handIn, status, key));
    return view;
  }

  saveDraft(key, sheet) {
    store.set('draft.' + key, sheet.answers().answers);
  }

  // handIn sends the answers under one submission id, again after a lost answer or a
  // busy server (the server stores it once), until it gets a grade or a refusal.
  async handIn(task, sheet, btn, status, key) {
    const { answers, bad } = sheet.answers();
    if (bad) {
      status.textContent = t('clBadValue', { node: bad });
      status.classList.add('error');
      return;
    }
    const started = store.get('started.' + key) || Date.now();
    const body = { submission: uuid(), answers, seconds: Math.max(0, Math.round((Date.now() - started) / 1000)) };
    btn.disabled = true;
    status.classList.remove('error');
    status.textContent = t('clHandingIn');
    let at = null;
    for (let i = 0; i < RETRIES && !at; i++) {
      try {
        at = await call('POST', `/api/assignments/${encodeURIComponent(this.id)}/tasks/${task.n}/attempts`, { key: this.me.key, body });
      } catch (err) {
        const again = err.status === 0 || err.status === 502 || err.status === 503 || err.status === 504 || err.status === 429;
        if (!again || i === RETRIES - 1) {
          status.textContent = err.message;
          status.classList.add('error');
          btn.disabled = false;
          return;
        }
        await wait(Math.max(500 * 2 ** i, (err.retryAfter || 0) * 1000));
      }
    }
    store.del('draft.' + key);
    store.set('started.' + key, Date.now());
    this.attempts = this.attempts.filter((x) => x.id !== at.id).concat([at]);
    this.render();
    const s = this.root.querySelector('#cl-hand-status');
    if (s) s.textContent = t(at.score === at.out_of ? 'exFullMarks' : 'exScore', { s: at.score, n: at.out_of });
  }

  attemptView(at, task) {
    const revealed = this.a.revealed;
    const items = at.mistakes.map((m) => {
      let head;
      if (m.field === 'order' && !m.node) head = t('clOrderFrom', { g: m.given });
      else head = t(MISTAKE_KEYS[m.kind] || 'mkOther', { node: m.node || '', edge: edgeLabel(m.edge) });
      const shown = (v) => {
        const x = parseAnswer(v);
        return x === null || x === undefined ? v : showAnswer(x);
      };
      let more = '';
      if (m.field !== 'pruned' && m.field !== 'order') {
        if (m.given && m.expected) more = t('exGivenExpected', { g: shown(m.given), e: shown(m.expected) });
        else if (m.expected) more = t('exExpected', { e: shown(m.expected) });
        else if (m.given) more = t('clYouGave', { g: shown(m.given) });
      }
      return h('li', { class: 'ex-mistake', 'data-kind': m.kind },
        h('p', { class: 'ex-mk-head' }, h('strong', { text: head }), more ? ' ' + more : ''),
        m.sentence ? h('p', { class: 'ex-mk-sentence', text: m.sentence }) : null,
        revealed && task.problem && m.step >= 0 ? h('p', { class: 'btn-row' }, h('button', {
          type: 'button', class: 'btn btn-small ex-open-step', text: t('clStepper', { k: m.step + 1 }),
          onclick: () => this.app.showExplore(problemParams(task.problem), m.step, null, 'class'),
        })) : null);
    });
    const full = at.score === at.out_of;
    return h('div', { class: 'cl-attempt', 'data-number': String(at.number) },
      h('h3', {}, t('clAttemptN', { k: at.number }) + ' · ', h('span', { class: 'ex-score' + (full ? ' full' : ''), text: t(full ? 'exFullMarks' : 'exScore', { s: at.score, n: at.out_of }) })),
      items.length ? h('ol', { class: 'ex-mistakes' }, items) : null,
      !revealed && items.length ? h('p', { class: 'hint', text: t('clHidden') }) : null);
  }

  relabel() {
    if (this.id) this.open(this.id);
  }
}
