// Hints: one click, one step of the search, said with the stepper's sentence (and a
// way to see that step in the stepper), its node marked on the drawing. The steps are
// the exercise's hint steps (the server's "hints": the steps that decide an answer),
// else every step.
import { t } from './i18n.js';
import { h } from './dom.js';
import { explain } from './explain.js';

export class Hints {
  // ui: the practise view's elements; x: the Practise (its exercise ex, spec, trace tr,
  // hintNode, drawing, openStepper(k)).
  constructor(ui, x) {
    this.ui = ui;
    this.x = x;
    this.count = 0; // the hints shown
  }

  // reset: a new exercise, no hint shown.
  reset() {
    const ui = this.ui;
    this.count = 0;
    ui.hint.textContent = t('exHint');
    ui.hintList.replaceChildren();
    ui.hints.hidden = true;
    ui.hint.disabled = false;
  }

  steps() {
    const { ex, tr } = this.x;
    // the server's hints count from 1, as the stepper's buttons do; here from 0
    const h = ex && Array.isArray(ex.hints) ? ex.hints.map((k) => k - 1).filter((k) => Number.isInteger(k) && k >= 0 && k < tr.S) : [];
    if (h.length) return h;
    return Array.from({ length: tr.S }, (_, k) => k);
  }

  // label counts the hints shown; the total only for the minimax question, since
  // under alpha-beta it counts the cutoffs too and would tell how many there are.
  label(steps) {
    if (this.x.spec.q === 'values') return t('exHintN', { n: this.count, m: steps.length });
    return t(this.count >= steps.length ? 'exHintAll' : 'exHintSome', { n: this.count });
  }

  // next shows the next hint.
  next() {
    const x = this.x, tr = x.tr, ui = this.ui;
    if (!tr) return;
    const steps = this.steps();
    if (this.count >= steps.length) return;
    const k = steps[this.count++];
    const li = this.item(k);
    ui.hintList.appendChild(li);
    ui.hints.hidden = false;
    li.scrollIntoView({ block: 'nearest' });
    const old = x.hintNode;
    x.hintNode = tr.sNode[k];
    x.drawing.restyleNode(old);
    x.drawing.restyleNode(x.hintNode);
    ui.hint.disabled = this.count >= steps.length;
    ui.hint.textContent = this.label(steps);
  }

  // item is the hint of step k: the step's sentence, and a way to see that step in the
  // stepper.
  item(k) {
    const tr = this.x.tr;
    tr.seek(k);
    const b = h('button', { type: 'button', className: 'btn btn-small btn-ghost ex-hint-open', textContent: t('exHintOpen') });
    // named by its words ("in the stepper", after the hint's sentence); which step, its description
    b.title = t('exOpenStepper', { k: k + 1 });
    b.addEventListener('click', () => this.x.openStepper(k));
    return h('li', { value: k + 1 }, explain(tr, k, /alphabeta/.test(tr.doc.algorithm)), ' ', b);
  }

  // relabel says the hints shown in the page's language.
  relabel() {
    if (this.count === 0) return;
    const steps = this.steps();
    this.ui.hintList.replaceChildren(...steps.slice(0, this.count).map((k) => this.item(k)));
    this.ui.hint.textContent = this.label(steps);
  }
}
