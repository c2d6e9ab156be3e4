// The tree editor beside the typed tree of the stepper's form: the tree drawn as an
// ARIA tree (a nested list), a toolbar that acts on the selected node, a field for a
// leaf's value and one for a node's name. Every edit writes the text field (as if
// typed: its input event); the text typed redraws the editor when it is a tree, and
// leaves the last valid one shown, said quietly, when it is not (what is wrong with it
// is the form's to say). The keys are the help line's (teHelp). The edits, their
// limits and undo are tree-editor-model.js's.
import { t, onLangChange, applyI18n, fmtCount } from './i18n.js';
import {
  parse, serialise, names, at, size, addChild, remove, setValue, rename, move, moveTo, History, NEW_TREE,
} from './tree-editor-model.js';

// The most nodes the editor draws: a bigger tree is typed.
const DRAW_MAX = 2000;

// The model's refusals, by their words.
const REFUSALS = {
  tooDeep: 'teTooDeep', tooManyNodes: 'teTooManyNodes', rootStays: 'teRootStays', noSibling: 'teNoSibling',
  notNumber: 'teNotNumber', leafRange: 'teLeafRange', notLeaf: 'teNotLeaf', badName: 'teBadName',
  nameTooLong: 'teNameTooLong', nameTaken: 'teNameTaken',
};

const BUTTONS = [
  ['add', 'teAdd', 'teAddLong'], ['remove', 'teRemove', 'teRemoveLong'], ['up', 'teUp', 'teUpLong'], ['down', 'teDown', 'teDownLong'],
  ['undo', 'teUndo', 'teUndoLong'], ['redo', 'teRedo', 'teRedoLong'], ['fresh', 'teNew', 'teNewLong'],
];

const el = (tag, props = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k === 'class') e.className = v;
    else if (k === 'text') e.textContent = v;
    else if (k in e && !k.includes('-')) e[k] = v;
    else e.setAttribute(k, v);
  }
  e.append(...kids);
  return e;
};

const key = (path) => path.join('.');

export class TreeEditor {
  // field: the tree's field (its textarea and label inside); text: the textarea; root:
  // the select of who moves at the root; presets(): the ready trees ({name, aliases,
  // text}), whose names the field may hold.
  constructor(field, text, root, presets) {
    this.text = text;
    this.rootSel = root;
    this.presets = presets;
    this.tree = null; // the last valid tree
    this.path = []; // the selected node
    this.closed = new Set(); // the collapsed nodes, by path
    this.history = new History();
    this.loaded = false; // the last change was the text's: its next changes are one undo
    this.session = ''; // the field being typed in (its changes are one undo)
    this.build(field);
    root.addEventListener('change', () => this.draw());
    onLangChange(() => { this.draw(); this.say(this.said); });
  }

  build(field) {
    const id = (s) => 'te-' + s;
    this.toggle = el('button', { type: 'button', class: 'btn btn-small te-toggle', id: id('toggle'), 'aria-expanded': 'false', 'aria-controls': id('panel'), 'data-i18n': 'teOpen' });
    this.bar = el('div', { class: 'te-bar', role: 'toolbar', id: id('bar'), 'aria-controls': id('tree'), 'data-i18n-attr': 'aria-label:teToolbar' });
    this.btn = {};
    for (const [name, label, long] of BUTTONS) {
      const b = el('button', { type: 'button', class: 'btn btn-small', id: id(name), 'data-i18n': label, 'data-i18n-attr': 'title:' + long });
      this.btn[name] = b;
      this.bar.append(b);
    }
    this.treeEl = el('ul', { class: 'te-tree', role: 'tree', id: id('tree'), 'data-i18n-attr': 'aria-label:teTree' });
    this.value = el('input', { type: 'text', id: id('value'), inputMode: 'numeric', autocomplete: 'off', spellcheck: false });
    this.name = el('input', { type: 'text', id: id('name'), autocomplete: 'off', spellcheck: false, autocapitalize: 'off' });
    const fields = el('div', { class: 'te-fields' },
      el('div', { class: 'te-field' }, el('label', { htmlFor: id('value'), 'data-i18n': 'teValue' }), this.value),
      el('div', { class: 'te-field' }, el('label', { htmlFor: id('name'), 'data-i18n': 'teName' }), this.name));
    this.status = el('p', { class: 'te-status', id: id('status'), role: 'status' });
    this.help = el('p', { class: 'hint te-help', id: id('help'), 'data-i18n': 'teHelp' });
    this.panel = el('div', { class: 'te-panel', id: id('panel'), hidden: true }, this.bar, this.treeEl, fields, this.status, this.help);
    this.treeEl.setAttribute('aria-describedby', id('help'));
    field.append(this.toggle, this.panel);
    applyI18n(field);

    this.toggle.addEventListener('click', () => this.open(this.panel.hidden));
    this.btn.add.addEventListener('click', () => this.act(addChild(this.tree, this.path), 'add'));
    this.btn.remove.addEventListener('click', () => this.act(remove(this.tree, this.path), 'remove'));
    this.btn.up.addEventListener('click', () => this.act(move(this.tree, this.path, -1), 'move'));
    this.btn.down.addEventListener('click', () => this.act(move(this.tree, this.path, 1), 'move'));
    this.btn.undo.addEventListener('click', () => this.undo(false));
    this.btn.redo.addEventListener('click', () => this.undo(true));
    this.btn.fresh.addEventListener('click', () => this.act({ tree: parse(NEW_TREE).tree, path: [] }, 'fresh'));
    this.treeEl.addEventListener('keydown', (e) => this.onKey(e));
    this.treeEl.addEventListener('click', (e) => this.onClick(e));
    this.treeEl.addEventListener('dragstart', (e) => this.onDrag(e));
    this.treeEl.addEventListener('dragover', (e) => this.onDragOver(e));
    this.treeEl.addEventListener('dragleave', (e) => this.dropMark(e.target, false));
    this.treeEl.addEventListener('drop', (e) => this.onDrop(e));
    this.treeEl.addEventListener('dragend', () => {
      this.dragged = null;
      for (const li of this.treeEl.querySelectorAll('.te-drop')) li.classList.remove('te-drop');
    });
    for (const [input, kind] of [[this.value, 'value'], [this.name, 'name']]) {
      input.addEventListener('focus', () => { this.session = ''; });
      input.addEventListener('input', () => this.typed(input, kind));
      input.addEventListener('keydown', (e) => {
        if (e.key !== 'Enter' && e.key !== 'Escape') return;
        // Enter: done; Escape: the field as it was before this typing (and the form
        // stays open)
        e.preventDefault();
        e.stopPropagation();
        if (e.key === 'Escape' && this.session) this.undo(false);
        this.session = '';
        this.focusItem();
        this.fillFields();
      });
      input.addEventListener('change', () => this.fillFields());
    }
  }

  // open shows the editor (or hides it).
  open(on) {
    this.panel.hidden = !on;
    this.toggle.setAttribute('aria-expanded', String(on));
    if (on) this.follow();
  }

  // follow reads the text field: a tree redraws the editor; text that is not one
  // leaves the last valid tree, said quietly.
  follow() {
    if (this.writing || this.panel.hidden) return;
    const src = this.text.value;
    const low = src.trim().toLowerCase();
    const preset = (this.presets() || []).find((p) => p.name === low || (p.aliases || []).includes(low));
    const r = parse(preset ? preset.text : src);
    if (!r.tree) {
      this.stale = true;
      this.draw();
      this.say(this.tree ? 'teStale' : 'teNone');
      return;
    }
    this.stale = false;
    const now = this.tree && serialise(this.tree);
    if (now !== serialise(r.tree)) {
      if (now !== null && !this.loaded) this.history.push(this.state());
      this.loaded = true;
      this.session = '';
      this.tree = r.tree;
      if (!at(this.tree, this.path)) this.path = [];
      this.closed.clear();
    }
    this.say('');
    this.draw();
  }

  // act takes an edit's result: a refusal is said; an edit is written to the field.
  act(r, what) {
    if ((!this.tree || this.big) && what !== 'fresh') return;
    if (r.error) {
      this.say(REFUSALS[r.error] || 'teNotNumber', { max: fmtCount(r.max || 0) });
      return;
    }
    const shown = this.tree && names(this.tree);
    const before = this.tree && at(this.tree, this.path);
    this.commit(r.tree, r.path);
    const nm = names(this.tree);
    const node = at(this.tree, this.path);
    if (what === 'add') this.say('teAdded', { child: nm.get(node.children[node.children.length - 1]), parent: nm.get(node) });
    else if (what === 'remove') this.say('teRemoved', { name: shown.get(before) });
    else if (what === 'move') this.say('teMoved', { name: nm.get(node), k: this.path[this.path.length - 1] + 1, parent: nm.get(at(this.tree, this.path.slice(0, -1))) });
    else this.say('');
  }

  // commit makes tree the editor's (the one before it undoable) and writes it to the
  // field, as if typed there.
  commit(tree, path, push = true) {
    if (push && this.tree) this.history.push(this.state());
    if (push) this.loaded = false;
    this.tree = tree;
    this.path = path;
    this.stale = false;
    this.writing = true;
    this.text.value = serialise(tree);
    this.text.dispatchEvent(new Event('input', { bubbles: true }));
    this.writing = false;
    const focused = this.treeEl.contains(document.activeElement);
    this.draw();
    if (focused) this.focusItem();
  }

  // state is what undo goes back to: the tree's text and the node selected.
  state() { return { text: this.tree ? serialise(this.tree) : '', path: this.path }; }

  // undo goes back to the tree before the last edit (redo: forth again), its node
  // selected as it was then.
  undo(redo) {
    const back = redo ? this.history.redo(this.state()) : this.history.undo(this.state());
    if (back === null) return;
    const r = parse(back.text);
    if (!r.tree) return;
    this.session = '';
    this.loaded = false;
    this.commit(r.tree, at(r.tree, back.path) ? back.path : [], false);
    this.say(redo ? 'teRedone' : 'teUndone');
  }

  // typed applies what the value or name field holds as it is typed: one undo for
  // all of it.
  typed(input, kind) {
    if (!this.tree) return;
    const r = kind === 'value' ? setValue(this.tree, this.path, input.value) : rename(this.tree, this.path, input.value);
    if (r.error) {
      this.say(REFUSALS[r.error], { max: fmtCount(r.max || 0) });
      return;
    }
    const s = kind + ':' + key(this.path);
    const first = this.session !== s;
    this.session = s;
    if (first) this.history.push(this.state());
    this.loaded = false;
    this.commit(r.tree, r.path, false);
    this.say('');
  }

  say(k, params) {
    this.said = k;
    this.saidParams = params || this.saidParams;
    this.status.textContent = k ? t(k, params || this.saidParams) : '';
    this.status.classList.toggle('te-quiet', k === 'teStale');
  }

  // draw writes the tree list, the toolbar's states and the fields.
  draw() {
    if (this.panel.hidden) return;
    const ul = this.treeEl;
    ul.replaceChildren();
    const n = this.tree ? size(this.tree) : 0;
    ul.classList.toggle('te-stale', !!this.stale);
    this.big = n > DRAW_MAX;
    if (this.big) this.say('teTooBig', { n: fmtCount(n) });
    if (this.tree && !this.big) {
      const nm = names(this.tree);
      const rootMax = this.rootSel.value !== 'min';
      // a flat list, its nesting said by aria-level (and drawn by indenting): a
      // treeitem holds its own row only, so that its name is its own
      const item = (node, path, setsize) => {
        const level = path.length + 1;
        const max = rootMax === (path.length % 2 === 0);
        const inner = node.children.length > 0;
        const open = inner && !this.closed.has(key(path));
        const sel = key(path) === key(this.path);
        const name = nm.get(node);
        const label = inner
          ? t(node.children.length === 1 ? 'teItemOne' : 'teItemInner', { name, side: max ? 'MAX' : 'MIN', n: node.children.length })
          : t('teItemLeaf', { name, value: node.value });
        const row = el('span', { class: 'te-row', draggable: path.length > 0 },
          el('span', { class: 'te-caret', 'aria-hidden': 'true', text: inner ? (open ? '▾' : '▸') : '' }),
          el('span', { class: 'te-side ' + (max ? 'te-max' : 'te-min'), 'aria-hidden': 'true', text: max ? '▲' : '▼' }),
          el('span', { class: 'te-label' }, el('span', { class: 'te-name', text: name }),
            ...(inner ? [] : [': ', el('span', { class: 'te-val', text: node.value })])));
        const li = el('li', {
          role: 'treeitem', class: 'te-item', id: 'te-n-' + (key(path) || 'root'), 'aria-level': String(level),
          'aria-setsize': String(setsize), 'aria-posinset': String((path[path.length - 1] ?? 0) + 1),
          'aria-selected': String(sel), 'aria-label': label, tabindex: sel ? '0' : '-1',
        }, row);
        li.style.paddingLeft = (path.length * 1.1) + 'em';
        li.dataset.path = key(path);
        if (inner) li.setAttribute('aria-expanded', String(open));
        ul.append(li);
        if (open) node.children.forEach((c, i) => item(c, [...path, i], node.children.length));
      };
      item(this.tree, [], 1);
    }
    this.fillFields();
    const node = this.tree && !this.big && at(this.tree, this.path);
    const i = this.path[this.path.length - 1];
    const parent = node && this.path.length ? at(this.tree, this.path.slice(0, -1)) : null;
    this.btn.add.disabled = !node;
    this.btn.remove.disabled = !parent;
    this.btn.up.disabled = !parent || i === 0;
    this.btn.down.disabled = !parent || i === parent.children.length - 1;
    this.btn.undo.disabled = !this.history.canUndo;
    this.btn.redo.disabled = !this.history.canRedo;
  }

  // fillFields writes the selected node's value and name into their fields.
  fillFields() {
    const node = this.tree && !this.big && at(this.tree, this.path);
    const leaf = !!node && !node.children.length;
    if (document.activeElement !== this.value) this.value.value = leaf ? node.value : '';
    this.value.disabled = !leaf;
    if (document.activeElement !== this.name) this.name.value = node ? names(this.tree).get(node) : '';
    this.name.disabled = !node;
  }

  // items are the tree items shown, in order.
  items() { return [...this.treeEl.querySelectorAll('[role=treeitem]')]; }

  itemOf(path) { return this.treeEl.querySelector(`[data-path="${key(path)}"]`); }

  // select makes the node at path the selected one (focused when focus is true).
  select(path, focus = true) {
    if (!this.tree || !at(this.tree, path)) return;
    this.path = path;
    this.session = '';
    this.draw();
    if (focus) this.focusItem();
  }

  focusItem() {
    const li = this.itemOf(this.path);
    if (li) li.focus();
  }

  pathOf(li) { return li.dataset.path === '' ? [] : li.dataset.path.split('.').map(Number); }

  onClick(e) {
    const li = e.target.closest('[role=treeitem]');
    if (!li) return;
    const path = this.pathOf(li);
    if (e.target.closest('.te-caret') && at(this.tree, path).children.length) {
      this.fold(path, !this.closed.has(key(path)));
    }
    this.select(path);
  }

  fold(path, close) {
    if (close) this.closed.add(key(path));
    else this.closed.delete(key(path));
    this.draw();
    this.focusItem();
  }

  onKey(e) {
    // the stepper's keys (arrows, space) are not for the page while here
    if (e.key !== 'Tab' && e.key !== 'Escape') e.stopPropagation();
    if (!this.tree || this.big) return;
    const node = at(this.tree, this.path);
    const inner = node.children.length > 0;
    const open = inner && !this.closed.has(key(this.path));
    const items = this.items();
    const here = items.findIndex((li) => li.dataset.path === key(this.path));
    const go = (i) => { if (items[i]) this.select(this.pathOf(items[i])); };
    const ctrl = e.ctrlKey || e.metaKey;
    let done = true;
    if (ctrl && !e.altKey && (e.key === 'z' || e.key === 'Z')) this.undo(e.shiftKey);
    else if (ctrl && !e.altKey && (e.key === 'y' || e.key === 'Y')) this.undo(true);
    else if (e.altKey && e.key === 'ArrowUp') this.act(move(this.tree, this.path, -1), 'move');
    else if (e.altKey && e.key === 'ArrowDown') this.act(move(this.tree, this.path, 1), 'move');
    else if (ctrl || e.altKey) done = false;
    else if (e.key === 'ArrowDown') go(here + 1);
    else if (e.key === 'ArrowUp') go(here - 1);
    else if (e.key === 'Home') go(0);
    else if (e.key === 'End') go(items.length - 1);
    else if (e.key === 'ArrowRight') {
      if (inner && !open) this.fold(this.path, false);
      else if (inner) this.select([...this.path, 0]);
    } else if (e.key === 'ArrowLeft') {
      if (open) this.fold(this.path, true);
      else if (this.path.length) this.select(this.path.slice(0, -1));
    } else if (e.key === 'Insert' || e.key === '+') this.act(addChild(this.tree, this.path), 'add');
    else if (e.key === 'Delete') this.act(remove(this.tree, this.path), 'remove');
    else if (e.key === 'Enter' || e.key === 'F2') {
      const f = e.key === 'F2' || inner ? this.name : this.value;
      f.focus();
      f.select();
    } else if (!inner && /^[0-9-]$/.test(e.key)) {
      // the key's character goes to the field that has the focus now: the value's,
      // whose old value it replaces
      this.value.focus();
      this.value.select();
      done = false;
    } else if (/^\p{L}$/u.test(e.key)) {
      // a letter: the next node whose name starts with it
      const nm = names(this.tree);
      const low = e.key.toLowerCase();
      for (let j = 1; j <= items.length; j++) {
        const li = items[(here + j) % items.length];
        if (nm.get(at(this.tree, this.pathOf(li))).toLowerCase().startsWith(low)) { this.select(this.pathOf(li)); break; }
      }
    } else done = false;
    if (done) e.preventDefault();
  }

  // Dragging a node's row onto a sibling's puts it in that sibling's place.
  onDrag(e) {
    const li = e.target.closest && e.target.closest('[role=treeitem]');
    if (!li) return;
    this.dragged = this.pathOf(li);
    e.dataTransfer.effectAllowed = 'move';
    e.dataTransfer.setData('text/plain', li.dataset.path);
  }

  siblingTarget(e) {
    const li = e.target.closest && e.target.closest('[role=treeitem]');
    if (!li || !this.dragged) return null;
    const p = this.pathOf(li);
    const same = p.length === this.dragged.length && key(p.slice(0, -1)) === key(this.dragged.slice(0, -1));
    return same && key(p) !== key(this.dragged) ? { li, p } : null;
  }

  onDragOver(e) {
    const s = this.siblingTarget(e);
    if (!s) return;
    e.preventDefault();
    e.dataTransfer.dropEffect = 'move';
    this.dropMark(s.li, true);
  }

  dropMark(li, on) {
    const item = li && li.closest && li.closest('[role=treeitem]');
    if (item) item.classList.toggle('te-drop', on);
  }

  onDrop(e) {
    const s = this.siblingTarget(e);
    const from = this.dragged;
    this.dragged = null;
    if (!s) return;
    e.preventDefault();
    this.path = from;
    this.act(moveTo(this.tree, from, s.p[s.p.length - 1]), 'move');
  }
}
