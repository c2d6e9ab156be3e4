// check: alphabeta
// twin: 01_two_functions
// Two function declarations, fail-soft.
function max_value(node, alpha, beta) {
  if (node.is_leaf()) return node.value();
  let best = -Infinity;
  for (const child of node.children()) {
    best = Math.max(best, min_value(child, alpha, beta));
    if (best >= beta) return best;
    alpha = Math.max(alpha, best);
  }
  return best;
}

function min_value(node, alpha, beta) {
  if (node.is_leaf()) return node.value();
  let best = Infinity;
  for (const child of node.children()) {
    best = Math.min(best, max_value(child, alpha, beta));
    if (best <= alpha) return best;
    beta = Math.min(beta, best);
  }
  return best;
}

function search(root) {
  if (root.is_max()) return max_value(root, -Infinity, Infinity);
  return min_value(root, -Infinity, Infinity);
}
