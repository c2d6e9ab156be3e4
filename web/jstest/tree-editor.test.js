// The tree editor's model (tree-editor-model.js): the server's syntax read and written
// back (a round trip), the names the server gives, the edits, their limits and undo.
import './env.js';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  parse, serialise, names, size, height, at, addChild, remove, setValue, rename, move, moveTo, History, isName, leafError, letters,
  MAX_NODES, MAX_DEPTH, MAX_NAME, NEW_TREE,
} from '../static/js/tree-editor-model.js';

const FIG52 = 'A(B(3,12,8),C(2,4,6),D(14,5,2))';
const tree = (s) => {
  const r = parse(s);
  assert.ok(r.tree, `${s}: ${r.error}`);
  return r.tree;
};
// shown is every node's name as the server shows it, leaves as name:value, in preorder.
const shown = (t) => {
  const nm = names(t);
  const w = (n) => (n.children.length ? nm.get(n) + '(' + n.children.map(w).join(',') + ')' : nm.get(n) + ':' + n.value);
  return w(t);
};
// apply runs edits one after the other: [f, path, arg] each, and gives the text.
const apply = (s, ...edits) => {
  let t = tree(s);
  for (const [f, path, arg] of edits) {
    const r = f(t, path, arg);
    assert.ok(r.tree, `${f.name} ${path}: ${r.error}`);
    t = r.tree;
  }
  return serialise(t);
};

test('a tree written as short as it reads comes back the same', () => {
  for (const s of [
    FIG52, '0', '-7', '+3', '07', '((3,5),(2,9),(0,7))', 'A(B(B1:3,B2:12),C(-2,4))', '(((((1)))))',
    'Ñandú(ß(1,2),(7))', '根(枝(1,2),葉:3)', '_x(_1:5,a_b_2:-1000000000)', '((((17,9),(4,15)),((16,19),(8,3))),(((7,13),(20,6)),((1,2),(0,12))))',
    'x:5', 'Z(AA(1),AB:2)',
  ]) assert.equal(serialise(tree(s)), s);
});

test('white space and spaces for commas read as the server reads them', () => {
  for (const [s, want] of [
    ['((3 5) (2 9) (0 7))', '((3,5),(2,9),(0,7))'],
    ['  A ( B : 3 ,\n\tC:4 )  ', 'A(B:3,C:4)'],
    ['x:\u00a03', 'x:3'],
    [' ( 1 ,2 ) ', '(1,2)'],
  ]) {
    assert.equal(serialise(tree(s)), want, s);
    assert.deepEqual(tree(serialise(tree(s))), tree(s));
  }
});

test('what the server refuses, the editor refuses', () => {
  for (const [s, why] of [
    ['', 'empty'], ['   ', 'empty'], ['(', 'unclosed'], ['((1,2)', 'unclosed'], ['()', 'empty_children'], ['A', 'expected_after_name'],
    ['A:', 'expected_number'], ['A(1,A:2)', 'duplicate_name'], ['1 2', 'trailing'], ['(1)(2)', 'trailing'], ['(1,,2)', 'expected_node'],
    ['-', 'expected_number'], ['+x', 'expected_number'], ['5000000000', 'leaf_range'], ['(a b:1)', 'expected_after_name'],
    ['((1,2),B:(3))', 'expected_number'], ['(1;2)', 'expected_close'], ['textbook', 'expected_after_name'],
    ['a'.repeat(MAX_NAME + 1) + ':1', 'name_too_long'],
  ]) assert.equal(parse(s).error, why, JSON.stringify(s));
  assert.ok(parse('a'.repeat(MAX_NAME) + ':1').tree);
  assert.ok(parse('ñ'.repeat(MAX_NAME) + ':1').tree, 'a name\'s length is in characters');
});

test('the depth and node limits are the server\'s', () => {
  const deep = (d) => '('.repeat(d) + '1' + ')'.repeat(d);
  assert.equal(height(tree(deep(MAX_DEPTH))), MAX_DEPTH);
  assert.equal(parse(deep(MAX_DEPTH + 1)).error, 'too_deep');
  const wide = (n) => '(' + Array(n).fill('1').join(',') + ')';
  assert.equal(size(tree(wide(MAX_NODES - 1))), MAX_NODES);
  assert.equal(parse(wide(MAX_NODES)).error, 'too_many_nodes');
});

test('the names are the server\'s (games.buildTree)', () => {
  for (const [s, want] of [
    ['((3,5),(2,9),(0,7))', 'A(B(B1:3,B2:5),C(C1:2,C2:9),D(D1:0,D2:7))'],
    [FIG52, 'A(B(B1:3,B2:12,B3:8),C(C1:2,C2:4,C3:6),D(D1:14,D2:5,D3:2))'],
    ['(B(1,2),(A1:3,4))', 'A(B(B1:1,B2:2),C(A1:3,C2:4))'],
    ['0', 'A:0'],
    ['Ñandú(ß(1,2),(7))', 'Ñandú(ß(ß1:1,ß2:2),A(A1:7))'],
    ['(A(B1:1,2),3)', 'B(A(B1:1,A2:2),B2:3)'],
  ]) assert.equal(shown(tree(s)), want, s);
  assert.deepEqual([0, 25, 26, 27, 701, 702].map(letters), ['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
});

test('figure 5.2 built by edits from a new tree', () => {
  const fig = apply(NEW_TREE,
    [addChild, []], [addChild, []], [addChild, []],
    [addChild, [0]], [addChild, [0]], [addChild, [0]],
    [addChild, [1]], [addChild, [1]], [addChild, [1]],
    [addChild, [2]], [addChild, [2]], [addChild, [2]],
    ...[[0, 0, '3'], [0, 1, '12'], [0, 2, '8'], [1, 0, '2'], [1, 1, '4'], [1, 2, '6'], [2, 0, '14'], [2, 1, '5'], [2, 2, '2']]
      .map(([i, j, v]) => [setValue, [i, j], v]));
  assert.equal(fig, FIG52);
});

test('a leaf made a parent keeps its name and its value; its last child removed gives them back', () => {
  assert.equal(apply('(x:7,2)', [addChild, [0]]), '(x(7),2)');
  assert.equal(apply('(x:7,2)', [addChild, [0]], [remove, [0, 0]]), '(x:7,2)');
  // an unnamed leaf under the textbook's root takes a letter no node shows
  assert.equal(apply('((3,5),(2,9),(0,7))', [addChild, [0, 0]]), '((E(3),5),(2,9),(0,7))');
  assert.equal(apply('((3,5),(2,9),(0,7))', [addChild, [0, 0]], [remove, [0, 0, 0]]), '((E:3,5),(2,9),(0,7))');
  // a subtree removed leaves 0
  assert.equal(apply('A(B(1,2))', [remove, [0]]), 'A:0');
});

test('remove selects the next sibling, else the one before, else the parent; the root stays', () => {
  const t = tree(FIG52);
  assert.deepEqual(remove(t, [0, 1]).path, [0, 1]);
  assert.deepEqual(remove(t, [0, 2]).path, [0, 1]);
  assert.deepEqual(remove(tree('A(B(1))'), [0, 0]).path, [0]);
  assert.equal(remove(t, []).error, 'rootStays');
  assert.equal(serialise(t), FIG52, 'an edit leaves the tree it was given');
});

test('siblings reorder; a move past the ends is refused', () => {
  assert.equal(apply(FIG52, [move, [2], -1]), 'A(B(3,12,8),D(14,5,2),C(2,4,6))');
  assert.equal(apply(FIG52, [moveTo, [0, 2], 0]), 'A(B(8,3,12),C(2,4,6),D(14,5,2))');
  assert.deepEqual(move(tree(FIG52), [1], 1).path, [2]);
  assert.equal(move(tree(FIG52), [0], -1).error, 'noSibling');
  assert.equal(move(tree(FIG52), [2], 1).error, 'noSibling');
  assert.equal(move(tree(FIG52), [], 1).error, 'rootStays');
});

test('values and names are checked as the server checks them', () => {
  const t = tree(FIG52);
  assert.equal(serialise(setValue(t, [0, 0], ' -5 ').tree), 'A(B(-5,12,8),C(2,4,6),D(14,5,2))');
  assert.equal(setValue(t, [0, 0], 'x').error, 'notNumber');
  assert.equal(setValue(t, [0, 0], '').error, 'notNumber');
  assert.equal(setValue(t, [0, 0], '1000000001').error, 'leafRange');
  assert.ok(setValue(t, [0, 0], '-1000000000').tree);
  assert.equal(setValue(t, [0], '3').error, 'notLeaf');
  assert.equal(serialise(rename(t, [0, 0], 'Ñu').tree), 'A(B(Ñu:3,12,8),C(2,4,6),D(14,5,2))');
  assert.equal(serialise(rename(t, [1], 'Nodo_2').tree), 'A(B(3,12,8),Nodo_2(2,4,6),D(14,5,2))');
  assert.equal(rename(t, [0, 0], 'C').error, 'nameTaken');
  assert.equal(rename(t, [0, 0], 'C1').error, 'nameTaken', 'a name the server shows is taken too');
  assert.ok(rename(t, [0, 0], 'B1').tree, 'a node keeps its own name');
  assert.equal(rename(t, [0], '1x').error, 'badName');
  assert.equal(rename(t, [0], 'a b').error, 'badName');
  assert.equal(rename(t, [0], 'x'.repeat(MAX_NAME + 1)).error, 'nameTooLong');
  assert.equal(serialise(rename(tree('x:3'), [], '').tree), '3');
  assert.ok(isName('ß_1') && !isName('') && !isName('_-'));
  assert.equal(leafError('+07'), '');
});

test('an edit past the server\'s limits is refused', () => {
  const deep = '('.repeat(MAX_DEPTH) + '1' + ')'.repeat(MAX_DEPTH);
  const path = Array(MAX_DEPTH).fill(0);
  assert.deepEqual(addChild(tree(deep), path), { error: 'tooDeep', max: MAX_DEPTH });
  assert.ok(addChild(tree(deep), path.slice(1)).tree, 'a sibling is one level higher');
  const full = tree('(' + Array(MAX_NODES - 1).fill('1').join(',') + ')');
  assert.deepEqual(addChild(full, []), { error: 'tooManyNodes', max: MAX_NODES });
  assert.equal(at(full, [5]).value, '1');
  assert.equal(at(full, [MAX_NODES]), undefined);
});

test('undo and redo go back and forth over the texts; a new edit drops the redo', () => {
  const h = new History(3);
  assert.equal(h.undo('a'), null);
  h.push('a'); h.push('b'); h.push('b');
  assert.equal(h.undo('c'), 'b');
  assert.equal(h.undo('b'), 'a');
  assert.equal(h.undo('a'), null);
  assert.equal(h.redo('a'), 'b');
  assert.ok(h.canRedo);
  h.push('b');
  assert.ok(!h.canRedo);
  for (const s of ['1', '2', '3', '4']) h.push(s);
  assert.deepEqual(h.past, ['2', '3', '4'], 'the oldest go past the limit');
  // states with more than their text: one text in a row is one state
  const s = new History();
  s.push({ text: 'a', path: [0] });
  s.push({ text: 'a', path: [1] });
  assert.deepEqual(s.undo({ text: 'b', path: [] }), { text: 'a', path: [0] });
  assert.deepEqual(s.redo({ text: 'a', path: [2] }), { text: 'b', path: [] });
});
