// Hints: they ask before they tell. Each step a hint is about is climbed in three
// clicks (practise-ladder.js): a question, a narrower one, and only then the stepper's
// sentence, which gives the value (with a way to see that step in the stepper); the
// node each rung is about is marked on the drawing. The steps are the exercise's hint
// steps (the server's "hints": the steps that decide an answer), else every step.
import { t } from './i18n.js';
import { h } from './dom.js';
import { rungs, Ladder, RUNGS } from './practise-ladder.js';

export class Hints {
  // ui: the practise view's elements; x: the Practise (its exercise ex, spec, trace tr,
  // hintNode, drawing, openStepper(k)).
  constructor(ui, x) {
    this.ui = ui;
    this.x = x;
    this.count = 0; // the hints shown (rungs climbed)
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
  // Midway up a step's ladder the button says that it narrows this hint.
  label(lad) {
    if (lad.midway) return t('exHintMore', { n: this.count });
    if (this.x.spec.q === 'values') return t('exHintN', { n: this.count, m: lad.total });
    return t(lad.done ? 'exHintAll' : 'exHintSome', { n: this.count });
  }

  ladder() {
    const lad = new Ladder(this.steps());
    lad.shown = this.count;
    return lad;
  }

  // next shows the next hint: the next rung of the step being hinted, or the first
  // rung (a question) of the next step.
  next() {
    const x = this.x, tr = x.tr, ui = this.ui;
    if (!tr) return;
    const lad = this.ladder();
    const at = lad.next();
    if (!at) return;
    this.count = lad.shown;
    let li;
    if (at.rung === 0) {
      li = this.item(at.step, 0);
      ui.hintList.appendChild(li);
    } else {
      li = ui.hintList.lastElementChild;
      li.replaceWith((li = this.item(at.step, at.rung)));
    }
    ui.hints.hidden = false;
    li.scrollIntoView({ block: 'nearest' });
    const old = x.hintNode;
    const node = rungs(tr, at.step)[at.rung].node;
    x.hintNode = node >= 0 ? node : undefined;
    x.drawing.restyleNode(old);
    x.drawing.restyleNode(x.hintNode);
    ui.hint.disabled = lad.done;
    ui.hint.textContent = this.label(lad);
  }

  // item is the hint of step k up to rung last: the question (.ex-hint-ask), the
  // narrower one (.ex-hint-narrow), then the step's sentence (.ex-hint-tell) and a way
  // to see that step in the stepper.
  item(k, last) {
    const rs = rungs(this.x.tr, k);
    const li = h('li', { value: k + 1, className: 'ex-hint', dataset: { rung: String(last + 1) } });
    const cls = ['ex-hint-ask', 'ex-hint-narrow', 'ex-hint-tell'];
    for (let r = 0, said = ''; r <= last && r < RUNGS; r++) {
      if (!rs[r].text || rs[r].text === said) continue;
      said = rs[r].text;
      li.appendChild(h('span', { className: cls[r], textContent: rs[r].text }));
      li.appendChild(document.createTextNode(' '));
    }
    if (last === RUNGS - 1) {
      const b = h('button', { type: 'button', className: 'btn btn-small btn-ghost ex-hint-open', textContent: t('exHintOpen') });
      // named by its words ("in the stepper", after the hint's sentence); which step, its description
      b.title = t('exOpenStepper', { k: k + 1 });
      b.addEventListener('click', () => this.x.openStepper(k));
      li.appendChild(b);
    }
    return li;
  }

  // relabel says the hints shown in the page's language.
  relabel() {
    if (this.count === 0) return;
    const lad = this.ladder();
    const items = [];
    for (let s = 0; s * RUNGS < this.count; s++) {
      const last = Math.min(RUNGS, this.count - s * RUNGS) - 1;
      items.push(this.item(lad.steps[s], last));
    }
    this.ui.hintList.replaceChildren(...items);
    this.ui.hint.textContent = this.label(lad);
  }
}
