// The code lab's drawing of a search, stepped through: the tree (the stepper's
// TreeView), the step controls, the stepper's sentence for the step, and the node
// where a student's search first went wrong ringed.
import { t } from './i18n.js';
import { Trace } from './model.js';
import { TreeView, fitZoom } from './view.js';
import { explain } from './explain.js';
import { algoLabel } from './problem.js';

// MIN_ZOOM is the least zoom of the drawing: a wide tree scrolls in its box.
const MIN_ZOOM = 0.5;

// LAST_STEP asks show for the search's last step, whatever its number.
export const LAST_STEP = Infinity;

export class LabStepper {
  // ui: the lab's elements (stepper, treebox, desc, first, prev, next, last, slider,
  // stepno, say).
  constructor(ui) {
    this.ui = ui;
    this.tr = null;
    this.view = null;
    this.k = 0;
    this.divergence = null;
    ui.first.addEventListener('click', () => this.step(0));
    ui.prev.addEventListener('click', () => this.step(this.k - 1));
    ui.next.addEventListener('click', () => this.step(this.k + 1));
    ui.last.addEventListener('click', () => this.step(this.tr ? this.tr.S - 1 : 0));
    ui.slider.addEventListener('input', () => this.step(Number(ui.slider.value)));
  }

  // show draws a search (its trace doc and drawing svg) at step k; divergence: the
  // check's, whose node is ringed. k past the end (LAST_STEP) is the last step.
  show(doc, svg, k, divergence = null) {
    const tr = (this.tr = new Trace(doc));
    this.windowed = /alphabeta/.test(doc.algorithm);
    this.divergence = divergence;
    this.ui.stepper.hidden = false;
    const box = this.ui.treebox;
    this.view = new TreeView(box, svg, tr, { windowed: this.windowed, hide: false, labelledBy: this.ui.desc.id });
    // as wide as the box, but never so small that its values cannot be read
    this.view.zoomTo(Math.max(MIN_ZOOM, Math.min(1, fitZoom(this.view, box.clientWidth, Infinity).width)));
    this.view.centreRoot(box);
    this.ui.slider.max = String(tr.S - 1);
    this.step(k);
  }

  hide() {
    this.ui.stepper.hidden = true;
    this.tr = null;
    this.view = null;
  }

  step(k) {
    const tr = this.tr;
    if (!tr) return;
    k = Math.max(0, Math.min(tr.S - 1, Number.isNaN(k) ? 0 : k));
    this.k = k;
    this.view.show(k, tr.seek(k));
    this.ui.slider.value = String(k);
    this.ui.stepno.textContent = t('labStepOf', { k: k + 1, n: tr.S });
    this.ui.say.textContent = explain(tr, k, this.windowed);
    // the drawing's text alternative (its role is img): what it shows, said above it
    this.ui.desc.textContent = t('treeDescStep', { algo: algoLabel(tr.doc.algorithm) });
    this.ring();
    this.follow();
  }

  // follow scrolls the step's node into the middle of the box when it is out of it.
  follow() {
    const el = this.view.elementOf(this.tr.current(this.k));
    if (!el) return;
    const box = this.ui.treebox;
    const r = el.getBoundingClientRect(), b = box.getBoundingClientRect();
    if (r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom) return;
    box.scrollBy(r.left + r.width / 2 - (b.left + b.width / 2), r.top + r.height / 2 - (b.top + b.height / 2));
  }

  // ring marks the node where the student's code first went wrong.
  ring() {
    for (const el of this.view.svg.querySelectorAll('.lab-diverge')) el.classList.remove('lab-diverge');
    const d = this.divergence;
    if (!d || d.node < 0) return;
    const el = this.view.elementOf ? this.view.elementOf(d.node) : this.view.svg.querySelector('#n' + d.node);
    if (el) el.classList.add('lab-diverge');
  }

  relabel() {
    if (!this.view) return;
    this.view.relabel();
    this.step(this.k);
  }
}
