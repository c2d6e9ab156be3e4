// The tree editor's model: a typed tree (games/tree.go's syntax) read into nodes,
// written back, edited and undone. Nothing here touches the page (tested under
// Node.js in jstest/tree-editor.test.js).
//
// A node is {name, value, children}: name is '' when the text gives none (the server
// names it: nameOf), value the leaf's number as written ('3', '-2', '07') or null for
// an inner node, children [] for a leaf. A node is found by its path: the child
// indices from the root ([] is the root). Edits never change a tree: each returns a
// new one, {tree, path} (path: the node to select after it), or {error, max?}.

// The server's limits of a typed tree (games.MaxTreeNodes, MaxTreeDepth, MaxTreeName,
// MaxLeafValue; tree_editor_limits_test.go holds them equal).
export const MAX_NODES = 100000;
export const MAX_DEPTH = 64;
export const MAX_NAME = 32;
export const MAX_LEAF = 1000000000;

// The tree a new one starts from: one leaf, the root.
export const NEW_TREE = '0';

const isSpace = (c) => /^[\s\u0085]$/u.test(c) && c !== '\ufeff';
const nameStart = (c) => /^[\p{L}_]$/u.test(c);
const namePart = (c) => /^[\p{L}\p{Nd}_]$/u.test(c);
const isDigit = (c) => c >= '0' && c <= '9';

// isName says whether s may name a node: a letter or underscore, then letters,
// digits and underscores, at most MAX_NAME characters.
export function isName(s) {
  const cs = [...s];
  return cs.length > 0 && cs.length <= MAX_NAME && nameStart(cs[0]) && cs.every(namePart);
}

// leafError is why text is no leaf value ('' when it is one): a whole number within
// ±MAX_LEAF.
export function leafError(text) {
  if (!/^[+-]?[0-9]+$/.test(text)) return 'notNumber';
  return Math.abs(Number(text)) > MAX_LEAF ? 'leafRange' : '';
}

// parse reads a tree in parentheses as the server does: {tree} or {error} (the
// server's code without "tree."; the server says where and why, this only whether).
export function parse(text) {
  const cs = [...String(text)];
  let pos = 0, count = 0;
  const names = new Set();
  const peek = () => (pos < cs.length ? cs[pos] : '');
  const space = () => { const s = pos; while (pos < cs.length && isSpace(cs[pos])) pos++; return pos > s; };
  const fail = (error) => { throw { error }; };
  const add = (n) => { if (++count > MAX_NODES) fail('too_many_nodes'); return n; };
  const readName = () => {
    const s = pos;
    while (pos < cs.length && namePart(cs[pos])) pos++;
    const name = cs.slice(s, pos).join('');
    if (pos - s > MAX_NAME) fail('name_too_long');
    if (names.has(name)) fail('duplicate_name');
    names.add(name);
    return name;
  };
  const leaf = (name) => {
    const s = pos;
    if (peek() === '-' || peek() === '+') pos++;
    const d = pos;
    while (pos < cs.length && isDigit(cs[pos])) pos++;
    if (pos === d) fail('expected_number');
    const value = cs.slice(s, pos).join('');
    if (leafError(value)) fail('leaf_range');
    return add({ name, value, children: [] });
  };
  const node = (depth) => {
    const c = peek();
    if (c === '') fail('unclosed');
    if (c === '(') return inner('', depth);
    if (c === '-' || c === '+' || isDigit(c)) return leaf('');
    if (!nameStart(c)) fail('expected_node');
    const name = readName();
    space();
    if (peek() === '(') return inner(name, depth);
    if (peek() === ':') { pos++; space(); return leaf(name); }
    return fail('expected_after_name');
  };
  const inner = (name, depth) => {
    if (depth + 1 > MAX_DEPTH) fail('too_deep');
    const n = add({ name, value: null, children: [] });
    pos++;
    space();
    if (peek() === ')') fail('empty_children');
    for (;;) {
      n.children.push(node(depth + 1));
      const spaced = space();
      const c = peek();
      if (c === ')') { pos++; return n; }
      if (c === ',') { pos++; space(); continue; }
      if (c === '') fail('unclosed');
      if (!(spaced && (c === '(' || c === '-' || c === '+' || isDigit(c) || nameStart(c)))) fail('expected_close');
    }
  };
  try {
    space();
    if (pos === cs.length) fail('empty');
    const tree = node(0);
    space();
    if (pos < cs.length) fail('trailing');
    return { tree };
  } catch (e) {
    if (e && e.error) return { error: e.error };
    throw e;
  }
}

// serialise writes a tree in the server's syntax, as short as it reads: names where
// the tree has them, commas between children, no spaces.
export function serialise(n) {
  if (!n.children.length) return n.name ? n.name + ':' + n.value : n.value;
  return n.name + '(' + n.children.map(serialise).join(',') + ')';
}

// letters is the k-th of A, B, ..., Z, AA, AB, ... (k from 0).
export function letters(k) {
  let s = '';
  for (k++; k > 0; k = Math.floor((k - 1) / 26)) s = String.fromCharCode(65 + ((k - 1) % 26)) + s;
  return s;
}

// fitName joins prefix and suffix, prefix cut so that the name is at most MAX_NAME
// characters (games.treeFitName).
const fitName = (prefix, suffix) => [...prefix].slice(0, MAX_NAME - [...suffix].length).join('') + suffix;

// names are the names the server gives every node (games.buildTree): a name given
// stays; unnamed inner nodes and the root get A, B, ... in breadth-first order,
// skipping the names given; an unnamed leaf is its parent's name and its place (B1),
// or the first free of B1_2, B1_3, ... A Map from node to name.
export function names(tree) {
  const order = [tree], parent = new Map();
  for (let i = 0; i < order.length; i++) for (const c of order[i].children) { parent.set(c, order[i]); order.push(c); }
  const taken = new Set(order.filter((n) => n.name).map((n) => n.name));
  const out = new Map();
  let next = 0;
  const suffixes = new Map();
  for (const n of order) {
    if (n.name) { out.set(n, n.name); continue; }
    const p = parent.get(n);
    let s;
    if (n.children.length || !p) {
      do s = letters(next++); while (taken.has(s));
    } else {
      const base = fitName(out.get(p), String(p.children.indexOf(n) + 1));
      s = base;
      if (taken.has(s)) {
        let j = Math.max(suffixes.get(base) || 0, 2);
        while (taken.has(fitName(base, '_' + j))) j++;
        s = fitName(base, '_' + j);
        suffixes.set(base, j + 1);
      }
    }
    taken.add(s);
    out.set(n, s);
  }
  return out;
}

// size is the tree's count of nodes; height its levels below the root.
export const size = (n) => 1 + n.children.reduce((s, c) => s + size(c), 0);
export const height = (n) => (n.children.length ? 1 + Math.max(...n.children.map(height)) : 0);

// at is the node at path (undefined when there is none).
export function at(tree, path) {
  let n = tree;
  for (const i of path) n = n && n.children[i];
  return n;
}

const copy = (n) => ({ name: n.name, value: n.value, children: n.children.map(copy) });

// edit copies the tree and hands f the copy and the copy of the node at path and its
// parent; f returns the path to select, or {error}.
function edit(tree, path, f) {
  const t = copy(tree);
  const n = at(t, path);
  if (!n) return { error: 'noNode' };
  const parent = path.length ? at(t, path.slice(0, -1)) : null;
  const r = f(t, n, parent);
  return Array.isArray(r) ? { tree: t, path: r } : r;
}

// addChild gives the node at path one more child, a leaf, last. A leaf so made a
// parent keeps its name, or takes the name the server shows for it when that is a
// letter name (the root's A), else the first letter name free in the tree; its first
// child takes its value (nothing typed is lost). The path stays the parent's.
export function addChild(tree, path) {
  if (size(tree) + 1 > MAX_NODES) return { error: 'tooManyNodes', max: MAX_NODES };
  if (path.length + 1 > MAX_DEPTH) return { error: 'tooDeep', max: MAX_DEPTH };
  const shown = names(tree);
  const taken = new Set(shown.values());
  const was = at(tree, path);
  return edit(tree, path, (t, n) => {
    if (!n.children.length) {
      if (!n.name) {
        const own = was && shown.get(was);
        if (own && /^[A-Z]+$/.test(own)) n.name = own;
        else for (let k = 0; !n.name; k++) if (!taken.has(letters(k))) n.name = letters(k);
      }
      n.children.push({ name: '', value: n.value ?? '0', children: [] });
      n.value = null;
    } else {
      n.children.push({ name: '', value: '0', children: [] });
    }
    return path;
  });
}

// remove takes the node at path (and all below it) out of the tree. A parent left
// without children becomes a leaf of the value of the leaf removed (0 for a subtree).
// The root stays. The path is the next sibling's, else the one before, else the parent.
export function remove(tree, path) {
  if (!path.length) return { error: 'rootStays' };
  return edit(tree, path, (t, n, parent) => {
    const i = path[path.length - 1];
    parent.children.splice(i, 1);
    const up = path.slice(0, -1);
    if (!parent.children.length) {
      parent.value = n.children.length ? '0' : n.value;
      return up;
    }
    return [...up, Math.min(i, parent.children.length - 1)];
  });
}

// setValue writes a leaf's value.
export function setValue(tree, path, text) {
  const v = String(text).trim();
  const why = leafError(v);
  if (why) return { error: why, max: MAX_LEAF };
  return edit(tree, path, (t, n) => {
    if (n.children.length) return { error: 'notLeaf' };
    n.value = v;
    return path;
  });
}

// rename names the node at path; '' leaves the name to the server. A name another
// node shows (given or the server's) is taken: the server would rename that one.
export function rename(tree, path, name) {
  const s = String(name).trim();
  if (s && !isName(s)) return { error: [...s].length > MAX_NAME ? 'nameTooLong' : 'badName', max: MAX_NAME };
  const shown = names(tree);
  const self = at(tree, path);
  if (s && [...shown].some(([n, nm]) => nm === s && n !== self)) return { error: 'nameTaken' };
  return edit(tree, path, (t, n) => {
    n.name = s;
    return path;
  });
}

// moveTo moves the node at path to place j among its siblings.
export function moveTo(tree, path, j) {
  if (!path.length) return { error: 'rootStays' };
  return edit(tree, path, (t, n, parent) => {
    const i = path[path.length - 1];
    if (j < 0 || j >= parent.children.length) return { error: 'noSibling' };
    parent.children.splice(i, 1);
    parent.children.splice(j, 0, n);
    return [...path.slice(0, -1), j];
  });
}

// move moves the node at path by delta places among its siblings (−1: before the one
// before it).
export const move = (tree, path, delta) => moveTo(tree, path, (path[path.length - 1] ?? 0) + delta);

// History is the undo and redo of a text: push(before) records the text an edit
// replaced; undo(now) and redo(now) give the text to go back (or forth) to, or null.
// A state may be an object with the text as its .text (and more, as the node
// selected): two states of one text in a row are one.
const textOf = (x) => (x && typeof x === 'object' ? x.text : x);

export class History {
  constructor(limit = 200) {
    this.limit = limit;
    this.past = [];
    this.future = [];
  }

  push(before) {
    if (this.past.length && textOf(this.past[this.past.length - 1]) === textOf(before)) return;
    this.past.push(before);
    if (this.past.length > this.limit) this.past.shift();
    this.future = [];
  }

  undo(now) {
    if (!this.past.length) return null;
    this.future.push(now);
    return this.past.pop();
  }

  redo(now) {
    if (!this.future.length) return null;
    this.past.push(now);
    return this.future.pop();
  }

  get canUndo() { return this.past.length > 0; }
  get canRedo() { return this.future.length > 0; }
}
