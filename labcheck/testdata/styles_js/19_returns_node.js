// check: minimax
// search returns the best child (a node) found by a helper that returns a node: the
// helper is not a value function; minimax is.
function minimax(node) {
  if (node.is_leaf()) return node.value();
  let best = node.is_max() ? -Infinity : Infinity;
  for (const c of node.children()) {
    const v = minimax(c);
    best = node.is_max() ? Math.max(best, v) : Math.min(best, v);
  }
  return best;
}

function bestChild(node) {
  let best = null, bestValue = 0;
  for (const c of node.children()) {
    const v = minimax(c);
    if (best === null || (node.is_max() ? v > bestValue : v < bestValue)) {
      best = c;
      bestValue = v;
    }
  }
  return best;
}

function search(root) {
  return bestChild(root);
}
