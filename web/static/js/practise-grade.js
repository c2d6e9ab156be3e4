// Grading: "Check" asks the server to grade the answers (POST /api/grade), then the
// score and each mistake are listed: what was written, the rule it breaks
// (practise-rules.js), and, behind "Show the right answer", the right value with the
// stepper's sentence for the step that decides it; a way to see it on the drawing and
// a way to open the stepper at that step. A value written on a pruned node gets a
// remark of its own. The mistakes are marked on the drawing.
import { t, getLang } from './i18n.js';
import { isAbort, errorText } from './api.js';
import { h } from './dom.js';
import { specJSON, shownAnswer as given, mistakeLabel } from './exercise.js';
import { groupsMissing, targetOf, marksOf } from './practise-answers.js';
import { ruleOf, prunedRemarks } from './practise-rules.js';

const said = (v) => v !== undefined && v !== null && v !== '';

export class Grading {
  // ui: the practise view's elements; req: its requests; x: the Practise (its exercise
  // ex, spec, trace tr, view, ids, shown(i), answers(); say(), openStepper(k)).
  constructor(ui, req, x) {
    this.ui = ui;
    this.req = req;
    this.x = x;
    this.graded = null; // the last grade shown
    this.marks = null; // what it marks on the drawing, while the answers are the ones graded
  }

  async check() {
    const x = this.x, ui = this.ui;
    if (!x.ex) return;
    x.input.closePop();
    ui.check.disabled = true;
    x.say(t('exChecking'));
    let res;
    try {
      res = await this.req.postJSON('grade', '/api/grade?lang=' + getLang(), { exercise: specJSON(x.spec), answers: x.answers() });
    } catch (e) {
      if (!isAbort(e)) {
        ui.check.disabled = false;
        x.say(errorText(e), true);
      }
      return;
    }
    ui.check.disabled = false;
    x.say('');
    this.graded = res;
    // the number of answers is no secret any more: the score says it
    if (res.out_of) ui.outOf.textContent = t('exOutOf', { n: res.out_of });
    this.show(res);
  }

  // stop: the grade on its way is aborted (the view is left, or another exercise
  // shown); nothing is checking any more.
  stop() {
    this.req.abort('grade');
    if (this.ui.check.disabled) {
      this.ui.check.disabled = false;
      this.x.say('');
    }
  }

  show(res) {
    const x = this.x, ui = this.ui;
    const all = res.mistakes || [];
    const items = [];
    // many nodes left without an answer: one line names them all (the marks show
    // them on the tree); each other mistake is explained
    const grouped = groupsMissing(all);
    if (grouped) {
      const missing = all.filter((m) => m.kind === 'missing');
      const names = missing.map((m) => {
        const n = m.node && x.ids.has(m.node) ? x.shown(x.ids.get(m.node)) : m.node || '';
        return m.field === 'alpha' ? 'α ' + n : m.field === 'beta' ? 'β ' + n : n;
      });
      const head = h('p', { className: 'ex-mk-head' }, h('strong', { textContent: t('mkMissingMany', { n: missing.length }) }), ' ', names.join(', '));
      items.push(h('li', { className: 'ex-mistake', dataset: { kind: 'missing' } }, head));
    }
    for (const m of all) {
      if (grouped && m.kind === 'missing') continue;
      items.push(this.mistake(m));
    }
    // a value written on a pruned node: the grade ignores it, the remark says why
    const remarks = prunedRemarks(x.tr, x.ans);
    for (const r of remarks) {
      const head = h('p', { className: 'ex-mk-head' }, h('strong', { textContent: r.head }), ' ', r.text);
      items.push(h('li', { className: 'ex-mistake ex-pruned-remark', dataset: { kind: 'pruned-value', node: String(r.node) } }, head));
    }
    ui.mistakes.replaceChildren(...items);
    this.marks = marksOf(all, x.ids);
    for (const r of remarks) this.marks.nodes.add(r.node);
    ui.result.classList.remove('stale');
    ui.stale.hidden = true;
    const full = res.score === res.out_of;
    ui.score.textContent = t(full ? 'exFullMarks' : 'exScore', { s: res.score, n: res.out_of });
    ui.score.classList.toggle('full', full);
    ui.result.hidden = false;
    x.drawing.restyleAll();
  }

  // mistake is the list item of one mistake.
  mistake(m) {
    const x = this.x;
    const target = targetOf(m, x.ids);
    let node = m.node || '', edge = String(m.edge || '').replace('>', ' → ');
    if (m.node && x.ids.has(m.node)) node = x.shown(x.ids.get(m.node));
    if (m.edge && target >= 0) edge = x.shown(x.tr.parent[target]) + ' → ' + x.shown(target);
    const head = h('p', { className: 'ex-mk-head' }, h('strong', { textContent: mistakeLabel(m, node, edge) }));
    // a cut's head says it all ("Missed cut C → C2:"), and so does
    // an order's without a leaf written in the place of another ("D3 is missing from
    // your order:", "C2 is never evaluated:")
    const plain = m.field === 'pruned' || (m.field === 'order' && !said(m.given));
    // (a leaf never evaluated is the leaf written: its head names it)
    if (!plain && said(m.given) && m.kind !== 'never-evaluated') head.append(' ', t('exGiven', { g: given(m.given) }));
    const li = h('li', { className: 'ex-mistake', dataset: { kind: m.kind } }, head);
    // the rule broken first; the right value only when asked for
    const rule = ruleOf(m, { alphabeta: /alphabeta/.test(x.tr.doc.algorithm || '') || !!x.problem.star1, failHard: !!x.problem.failHard, failCourse: !!x.problem.failCourse });
    if (rule) li.appendChild(h('p', { className: 'ex-mk-rule', textContent: rule }));
    const answer = [];
    if (!plain && said(m.expected)) answer.push(h('p', { className: 'ex-mk-answer-is', textContent: t('exAnswerIs', { e: given(m.expected) }) }));
    if (m.sentence) answer.push(h('p', { className: 'ex-mk-sentence', textContent: m.sentence }));
    if (answer.length) {
      li.appendChild(h('details', { className: 'ex-mk-answer' }, h('summary', { textContent: t('exShowAnswer') }), ...answer));
    }
    const row = h('p', { className: 'btn-row' });
    if (target >= 0) {
      const show = h('button', { type: 'button', className: 'btn btn-small btn-ghost', textContent: t('exShowInTree') });
      show.addEventListener('click', () => this.reveal(target, !!m.edge));
      row.appendChild(show);
    }
    if (Number.isInteger(m.step) && m.step >= 1) { // from 1, as the stepper counts
      const open = h('button', { type: 'button', className: 'btn btn-small ex-open-step', dataset: { step: String(m.step) }, textContent: t('exOpenStepper', { k: m.step }) });
      open.addEventListener('click', () => x.openStepper(m.step - 1));
      row.appendChild(open);
    }
    li.appendChild(row);
    return li;
  }

  // reveal brings a node (or the edge into it) into view and gives it the focus.
  reveal(i, edge) {
    const view = this.x.view;
    const r = view.els.get(view.rep[i]);
    if (!r) return;
    const el = edge && r.edge ? r.edge : r.g;
    el.scrollIntoView({ block: 'nearest', inline: 'center', behavior: 'smooth' });
    el.focus({ preventScroll: true });
  }
}
