// check: minimax
// Minimax with a memo keyed by the node object (a Map: the same node is the same object).
const memo = new Map();

function minimax(node) {
  if (memo.has(node)) return memo.get(node);
  let v;
  if (node.is_leaf()) {
    v = node.value();
  } else {
    const values = node.children().map(minimax);
    v = node.is_max() ? Math.max(...values) : Math.min(...values);
  }
  memo.set(node, v);
  return v;
}

function search(root) {
  return minimax(root);
}
