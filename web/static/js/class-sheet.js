// AnswerSheet: a student answers an assessed exercise on its question picture (the
// server's render.LookQuestion drawing: every inner node an empty box, nothing pruned,
// no value the search finds). A node's value (and α and β) is typed in the fields
// beside the tree; an edge is cut with a click or space; leaves are put in order with
// clicks. The picture's elements are the render package's ids: n12 (a node), e12 (the
// edge into node 12), a_n12-v, a_n12-alpha, a_n12-beta (its texts), a_e12-order (a
// leaf's order box).
//
// What is answered is practise's Answers (practise-answers.js), by node id; a field
// whose text is not a value is kept as typed (unread) until it is mended, and stops a
// hand-in.
import { t } from './i18n.js';
import { h } from './dom.js';
import { parseAnswer, showAnswer } from './exercise.js';
import { Answers, FIELDS, answersFrom, marksOf } from './practise-answers.js';
import { IDS } from './class-ids.js';
import { fitPicture } from './class-fit.js';

const INPUT_IDS = { value: IDS.inValue, alpha: IDS.inAlpha, beta: IDS.inBeta };

// typed is an answer as a field shows it again: "3", "-2", "inf", "-inf".
const typed = (v) => String(v);

// sanitize keeps the picture a picture (the renderer escapes every text; this removes
// anything active all the same).
function sanitize(root) {
  for (const el of root.querySelectorAll('script, foreignObject, iframe, object, embed, use, image')) el.remove();
  for (const el of [root, ...root.querySelectorAll('*')]) {
    for (const a of [...el.attributes]) {
      const n = a.name.toLowerCase();
      if (n.startsWith('on') || ((n === 'href' || n === 'xlink:href') && !a.value.startsWith('#')) || n === 'style') el.removeAttribute(a.name);
    }
  }
}

export class AnswerSheet {
  // task: the server's task (names, parents, asks, picture); box: where the picture
  // goes; fields: where a node's fields go; onChange: called on every change.
  constructor(task, box, fields, onChange) {
    this.task = task;
    this.box = box;
    this.fields = fields;
    this.onChange = onChange || (() => {});
    const n = task.names.length;
    this.kids = Array.from({ length: n }, () => []);
    task.parents.forEach((p, i) => { if (p >= 0) this.kids[p].push(i); });
    this.ids = new Map(task.names.map((name, i) => [name, i]));
    this.asked = new Set(task.asks.value_of || []);
    this.ans = new Answers();
    this.unread = { value: new Map(), alpha: new Map(), beta: new Map() }; // text that is not a value, by node
    this.marks = { nodes: new Set(), edges: new Map() };
    this.sel = -1;
    this.draw();
  }

  leaf(i) { return this.kids[i].length === 0; }

  el(id) { return this.svg.querySelector('[id="' + id + '"]'); }

  text(id) {
    const g = this.el(id);
    return g ? g.querySelector('text') : null;
  }

  draw() {
    const doc = new DOMParser().parseFromString(this.task.picture, 'image/svg+xml');
    const svg = document.importNode(doc.documentElement, true);
    sanitize(svg);
    svg.classList.add('cl-svg');
    svg.setAttribute('role', 'group');
    svg.setAttribute('aria-label', t('exTreeDesc', { n: this.task.names.length }));
    this.svg = svg;
    this.box.replaceChildren(svg);
    const a = this.task.asks;
    for (let i = 0; i < this.task.names.length; i++) {
      const g = this.el('n' + i);
      if (!g) continue;
      g.dataset.node = String(i);
      const answers = a.leaf_order ? this.leaf(i) : !this.leaf(i) && this.asked.has(this.task.names[i]);
      if (answers) {
        g.setAttribute('tabindex', '0');
        g.setAttribute('role', 'button');
        g.classList.add('cl-answerable');
      }
      const e = this.el('e' + i);
      if (e && a.cut_edges) {
        e.dataset.edge = String(i);
        e.setAttribute('tabindex', '0');
        e.setAttribute('role', 'button');
        e.classList.add('cl-edge');
        const path = e.querySelector('path');
        if (path) {
          const band = path.cloneNode(false);
          band.setAttribute('class', 'cl-hit');
          for (const at of ['stroke', 'stroke-width', 'fill']) band.removeAttribute(at);
          e.appendChild(band);
        }
      }
    }
    // the tab order: a node, then the edges down to its children, in tree order
    const root = svg.querySelector('g.graph') || svg;
    for (let i = 0; i < this.task.names.length; i++) {
      const e = this.el('e' + i), g = this.el('n' + i);
      if (e) root.appendChild(e);
      if (g) root.appendChild(g);
    }
    svg.addEventListener('click', (ev) => this.onClick(ev));
    svg.addEventListener('keydown', (ev) => this.onKey(ev));
    this.restyle();
    this.showFields();
  }

  // fit draws the picture to fit the screen (class-fit.js), once the box is on the
  // page; it returns its smallest text's size in CSS px.
  fit() {
    return fitPicture(this.svg, this.box);
  }

  hit(target) {
    const g = target && target.closest ? target.closest('[data-node], [data-edge]') : null;
    if (!g || !this.svg.contains(g)) return null;
    return g.dataset.edge !== undefined && !g.dataset.node ? { edge: Number(g.dataset.edge), el: g } : { node: Number(g.dataset.node), el: g };
  }

  onClick(ev) {
    const hit = this.hit(ev.target);
    if (!hit || this.locked) return;
    if (hit.edge !== undefined) return this.toggleCut(hit.edge);
    if (this.task.asks.leaf_order) {
      if (this.leaf(hit.node)) this.toggleOrder(hit.node);
      return;
    }
    if (hit.el.getAttribute('tabindex') === '0') this.select(hit.node, true);
  }

  onKey(ev) {
    const hit = this.hit(ev.target);
    if (!hit || this.locked || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    if (ev.key !== ' ' && ev.key !== 'Enter') return;
    ev.preventDefault();
    this.onClick({ target: ev.target });
  }

  toggleCut(i) {
    this.ans.toggleCut(i);
    this.changed();
  }

  toggleOrder(i) {
    this.ans.toggleOrder(i);
    this.changed();
  }

  // shown is field f of node i as the picture and its field write it: the value, the
  // text typed when it is not one, '' for none.
  shown(f, i, forField = false) {
    if (this.unread[f].has(i)) return this.unread[f].get(i);
    const v = this.ans.of(f).get(i);
    if (v === undefined) return '';
    return forField ? typed(v) : showAnswer(v);
  }

  // write answers field f of node i with what was typed.
  write(f, i, text) {
    const v = parseAnswer(text);
    this.unread[f].delete(i);
    if (v === null) this.unread[f].set(i, text);
    this.ans.set(f, i, v === null ? undefined : v);
  }

  select(i, focus) {
    this.sel = i;
    this.restyle();
    this.showFields();
    if (focus) {
      const input = this.fields.querySelector('input');
      if (input) input.focus();
    }
  }

  // showFields: the selected node's value (α, β) fields, or what to do.
  showFields() {
    if (this.task.asks.leaf_order) {
      this.fields.replaceChildren();
      return;
    }
    const i = this.sel;
    if (i < 0) {
      this.fields.replaceChildren(h('p', { className: 'muted', textContent: t('clPickNode') }));
      return;
    }
    const name = this.task.names[i];
    const rows = [['value', t('stackValue')]];
    if (this.task.asks.window) rows.push(['alpha', 'α'], ['beta', 'β']);
    const inputs = rows.map(([f, label]) => {
      const id = INPUT_IDS[f];
      const input = h('input', { id, type: 'text', autocomplete: 'off', spellcheck: false, inputMode: 'text', value: this.shown(f, i, true) });
      input.setAttribute('aria-invalid', String(this.unread[f].has(i)));
      input.addEventListener('input', () => {
        this.write(f, i, input.value);
        input.setAttribute('aria-invalid', String(this.unread[f].has(i)));
        this.changed();
      });
      input.addEventListener('keydown', (ev) => {
        if (ev.key === 'Enter' || ev.key === 'Escape') {
          ev.preventDefault();
          const g = this.el('n' + i);
          if (g) g.focus();
        }
      });
      return h('div', { className: 'field small' }, h('label', { htmlFor: id, className: f === 'alpha' ? 'col-alpha' : f === 'beta' ? 'col-beta' : '', textContent: label }), input);
    });
    this.fields.replaceChildren(
      h('p', { className: 'cl-fields-title', textContent: t('clNodeFields', { name, player: this.player(i) }) }),
      h('div', { className: 'field-row' }, ...inputs),
      h('p', { className: 'hint', textContent: t('exInfHint') }));
  }

  player(i) {
    const g = this.el('n' + i);
    return g && g.classList.contains('min') ? 'MIN' : 'MAX';
  }

  changed() {
    this.marks = { nodes: new Set(), edges: new Map() };
    this.restyle();
    this.onChange();
  }

  // under: node i lies below an edge cut.
  under(i) {
    for (let n = i; n > 0; n = this.task.parents[n]) if (this.ans.cuts.has(n)) return true;
    return false;
  }

  restyle() {
    const a = this.task.asks;
    for (let i = 0; i < this.task.names.length; i++) {
      const g = this.el('n' + i);
      if (!g) continue;
      g.classList.toggle('cl-sel', this.sel === i);
      g.classList.toggle('cl-under', this.under(i));
      g.classList.toggle('cl-wrong', this.marks.nodes.has(i));
      const label = [this.task.names[i], this.player(i)];
      if (!this.leaf(i) && this.asked.has(this.task.names[i])) {
        const v = this.text('a_n' + i + '-v');
        const ans = this.shown('value', i);
        if (v) v.textContent = ans || '\u00a0';
        label.push(ans ? t('exYours', { v: ans }) : t('exNoAnswer'));
        if (a.window) {
          for (const [f, sym] of [['alpha', 'α'], ['beta', 'β']]) {
            const el = this.text('a_n' + i + '-' + f);
            if (el) el.textContent = sym + '=' + this.shown(f, i);
          }
        }
      }
      if (a.leaf_order && this.leaf(i)) {
        const k = this.ans.order.indexOf(i);
        const box = this.text('a_e' + i + '-order');
        if (box) box.textContent = k >= 0 ? String(k + 1) : '\u00a0';
        if (k >= 0) label.push(t('exOrderN', { n: k + 1 }));
      }
      if (g.getAttribute('role') === 'button') g.setAttribute('aria-label', label.join(', '));
      const e = this.el('e' + i);
      if (e && a.cut_edges) {
        const cut = this.ans.cuts.has(i);
        e.classList.toggle('cl-cut', cut);
        e.classList.toggle('cl-under', this.under(this.task.parents[i]));
        e.classList.toggle('cl-wrong', this.marks.edges.has(i));
        e.setAttribute('aria-pressed', String(cut));
        const name = this.task.names[this.task.parents[i]] + ' → ' + this.task.names[i];
        e.setAttribute('aria-label', t('clCutLabel', { e: name }) + (cut ? ', ' + t('clCutWord') : ''));
      }
    }
  }

  // answers is the hand-in's "answers" (the grader's form, by node name) and the first
  // node whose field is not a value (bad), or null.
  answers() {
    let bad = null;
    for (const f of FIELDS) for (const i of this.unread[f].keys()) bad = bad || this.task.names[i];
    const none = { values: new Set(), alpha: new Set(), beta: new Set() }; // every node: only the asked ones are answered
    return { answers: this.ans.request(this.task.q, this.task.names, this.task.parents, none), bad };
  }

  // load shows answers (the grader's form, by node name: a draft, an attempt).
  load(ans) {
    this.ans = answersFrom(ans, this.ids);
    this.unread = { value: new Map(), alpha: new Map(), beta: new Map() };
    this.restyle();
    this.showFields();
  }

  clear() {
    this.load({});
    this.changed();
  }

  // mark shows an attempt's mistakes on the tree.
  mark(mistakes) {
    this.marks = marksOf(mistakes || [], this.ids);
    this.restyle();
  }

  // lock: nothing may be answered any more (the attempts are used up, the assignment
  // is closed, or the teacher reads an attempt): the nodes and edges leave the tab order.
  lock(on) {
    this.locked = on;
    this.svg.classList.toggle('cl-locked', on);
    for (const el of this.svg.querySelectorAll('.cl-answerable, .cl-edge')) {
      el.setAttribute('tabindex', on ? '-1' : '0');
      el.setAttribute('aria-disabled', String(on));
    }
  }
}

