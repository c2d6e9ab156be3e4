// Answering on the exercise's drawing with the mouse, a finger or the keyboard: a
// click or Enter on an edge cuts it (or takes the cut back), on a leaf puts it in
// order (question d), on an inner node opens its fields beside it (a value; α and β
// for question c); a digit typed on a node opens them with the digit; Backspace takes
// the node's answers back; Tab walks the tree in search order.
import { t } from './i18n.js';
import { playerName } from './explain.js';
import { parseAnswer } from './exercise.js';
import { FIELDS } from './practise-answers.js';
import { placePop } from './practise-place.js';

export class AnswerInput {
  // ui: the practise view's elements; x: the Practise (its trace tr, view, spec,
  // answers ans, solution, sel; drawing, changed()).
  constructor(ui, x) {
    this.ui = ui;
    this.x = x;
    this.popNode = undefined; // the node whose fields are open
    const box = ui.tree;
    // a press on a node or an edge does not move the focus itself (focusing would
    // scroll the page under a finger before its click lands): the click does
    box.addEventListener('pointerdown', (e) => {
      if (this.hitOf(e.target)) e.preventDefault();
    });
    box.addEventListener('click', (e) => this.onClick(e));
    box.addEventListener('keydown', (e) => this.onTreeKey(e));
    box.addEventListener('focusin', (e) => {
      const hit = this.hitOf(e.target);
      if (hit && hit.node !== undefined && x.sel !== hit.node) this.select(hit.node, false);
    });
    for (const f of FIELDS) {
      const input = this.input(f);
      input.addEventListener('input', () => this.onInput(f));
      input.addEventListener('keydown', (e) => this.onFieldKey(e, f));
    }
  }

  // input is the text field of an answer's field; field its label and field together.
  input(f) { return this.ui[{ value: 'inValue', alpha: 'inAlpha', beta: 'inBeta' }[f]]; }
  field(f) { return this.ui[{ value: 'fValue', alpha: 'fAlpha', beta: 'fBeta' }[f]]; }

  // hitOf is the node or the edge of the drawing under an event's target, or null.
  hitOf(target) {
    const view = this.x.view;
    const g = target && target.closest ? target.closest('[data-node], [data-edge]') : null;
    if (!g || !view || !view.svg.contains(g)) return null;
    if (g.dataset.node !== undefined) return { node: Number(g.dataset.node), el: g };
    return { edge: Number(g.dataset.edge), el: g };
  }

  onClick(e) {
    const x = this.x;
    const hit = this.hitOf(e.target);
    if (!hit || x.solution) return;
    if (hit.el.tabIndex >= 0) hit.el.focus({ preventScroll: true });
    if (hit.edge !== undefined) {
      this.toggleCut(hit.edge);
      return;
    }
    const it = x.drawing.items.get(hit.node);
    if (x.spec.q === 'order') {
      if (it.leaf) this.toggleOrder(hit.node);
      return;
    }
    this.select(hit.node, it.inner);
  }

  toggleCut(i) {
    this.x.ans.toggleCut(i);
    this.x.changed();
    // the whole subtree below greys out (or comes back)
    this.x.drawing.restyleSubtree(i);
  }

  toggleOrder(i) {
    this.x.ans.toggleOrder(i);
    this.x.changed();
    this.x.drawing.restyleAll();
  }

  // select makes node i the one answered; edit: open its fields.
  select(i, edit) {
    const x = this.x, view = x.view;
    const old = x.sel;
    x.sel = i;
    if (old !== undefined && old !== i && view.els.get(old)) x.drawing.restyle(view.els.get(old));
    x.drawing.restyle(view.els.get(i));
    const it = x.drawing.items.get(i);
    this.ui.sel.textContent = it.inner && x.spec.q !== 'order'
      ? t('exSelNode', { name: x.shown(i), player: playerName(x.tr, i) })
      : t(x.pickKey());
    if (edit && it.inner && x.spec.q !== 'order') this.openPop(i);
  }

  // openPop shows the fields of node i next to it in the drawing; first, if given,
  // is what the value field starts with (a key typed on the node).
  openPop(i, first) {
    const x = this.x, ui = this.ui;
    const pop = ui.fields;
    const frame = ui.tree.parentElement;
    if (pop.parentElement !== frame) frame.appendChild(pop);
    this.popNode = i;
    for (const f of FIELDS) {
      const v = x.ans.of(f).get(i);
      const input = this.input(f);
      input.value = v === undefined ? '' : String(v);
      input.removeAttribute('aria-invalid');
    }
    ui.fieldsTitle.textContent = t('exSelNode', { name: x.shown(i), player: playerName(x.tr, i) });
    pop.hidden = false;
    const at = this.placeOf(i, pop, frame);
    pop.style.left = at.left + 'px';
    pop.style.top = at.top + 'px';
    const input = this.input('value');
    input.focus();
    if (first !== undefined) input.value = first;
    else input.select();
  }

  // placeOf is where the fields of node i open in the frame: beside the node and its
  // children, never over them (their values are what the answer is read from).
  placeOf(i, pop, frame) {
    const { tr, view } = this.x;
    const fr = frame.getBoundingClientRect();
    const rect = (n) => {
      const r = view.els.get(view.rep[n]).g.getBoundingClientRect();
      return { left: r.left - fr.left, top: r.top - fr.top, right: r.right - fr.left, bottom: r.bottom - fr.top };
    };
    const keepIds = [i];
    for (let j = tr.kidStart[i]; j < tr.kidStart[i + 1]; j++) keepIds.push(tr.kids[j]);
    const keep = keepIds.filter((n) => view.els.get(view.rep[n])).map(rect);
    const others = [];
    for (const r of view.list) if (!keepIds.includes(r.i)) others.push(rect(r.i));
    const w = pop.offsetWidth || 200, h = pop.offsetHeight || 90;
    // under the frame only when it is seen there without scrolling the page
    const under = fr.bottom + h + 8 <= window.innerHeight;
    return placePop(keep, others, w, h, { width: fr.width, height: fr.height }, under);
  }

  // closePop hides the fields; focusNode: the focus goes back to their node.
  closePop(focusNode) {
    const pop = this.ui.fields;
    if (pop.hidden) return;
    const i = this.popNode;
    pop.hidden = true;
    this.popNode = undefined;
    if (focusNode && i !== undefined && this.x.view) this.x.view.els.get(i).g.focus();
  }

  onInput(f) {
    const x = this.x, i = this.popNode;
    if (i === undefined) return;
    const input = this.input(f);
    const v = parseAnswer(input.value);
    // a decimal or a fraction only for a chance tree's value (whole numbers elsewhere)
    if (v === null || (typeof v === 'string' && !/^-?inf$/.test(v) && !(x.spec.chance && f === 'value'))) {
      input.setAttribute('aria-invalid', 'true');
      return;
    }
    input.removeAttribute('aria-invalid');
    x.ans.set(f, i, v);
    x.changed();
    x.drawing.restyle(x.view.els.get(i));
  }

  onFieldKey(e, f) {
    if (e.key === 'Enter' || e.key === 'Escape') {
      e.preventDefault();
      this.closePop(true);
      return;
    }
    if (e.key !== 'Tab') return;
    // Tab leaves the fields for the next control of the tree (Shift+Tab: the previous)
    const fields = FIELDS.filter((g) => !this.field(g).hidden);
    const k = fields.indexOf(f);
    if ((!e.shiftKey && k < fields.length - 1) || (e.shiftKey && k > 0)) return;
    e.preventDefault();
    const i = this.popNode;
    this.closePop(false);
    this.focusNext(this.x.view.els.get(i).g, e.shiftKey ? -1 : 1);
  }

  focusNext(from, dir) {
    const all = [...this.x.view.svg.querySelectorAll('[tabindex="0"]')];
    const to = all[all.indexOf(from) + dir];
    if (to) to.focus();
    else from.focus();
  }

  onTreeKey(e) {
    const x = this.x;
    if (this.ui.fields.contains(e.target)) return;
    const hit = this.hitOf(e.target);
    if (!hit || e.altKey || e.ctrlKey || e.metaKey || x.solution) return;
    if (hit.edge !== undefined) {
      if (e.key === ' ' || e.key === 'Enter') {
        e.preventDefault();
        this.toggleCut(hit.edge);
      }
      return;
    }
    const i = hit.node, it = x.drawing.items.get(i);
    if (x.spec.q === 'order') {
      if ((e.key === ' ' || e.key === 'Enter') && it.leaf) {
        e.preventDefault();
        this.toggleOrder(i);
      }
      return;
    }
    if (!it.inner) return;
    if (/^[0-9+-]$/.test(e.key) || e.key === '\u2212' || e.key === '∞') {
      // the value field opens empty and takes the focus: the key typed lands in it
      this.select(i, false);
      this.openPop(i, '');
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      this.select(i, true);
    } else if (e.key === 'Backspace' || e.key === 'Delete') {
      e.preventDefault();
      x.ans.clearNode(i);
      x.changed();
      x.drawing.restyle(x.view.els.get(i));
    }
  }
}
