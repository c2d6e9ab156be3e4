// check: alphabeta
// twin: 02_single_is_max_tuples
// One function with isMax, returning [value, move] at every node (camelCase methods).
function ab(node, alpha, beta, isMax) {
  if (node.isLeaf()) {
    return [node.value(), null];
  }
  let move = null;
  let best;
  if (isMax) {
    best = -Infinity;
    for (const c of node.children()) {
      const [v] = ab(c, alpha, beta, false);
      if (v > best) { best = v; move = c; }
      alpha = Math.max(alpha, best);
      if (alpha >= beta) break;
    }
  } else {
    best = Infinity;
    for (const c of node.children()) {
      const [v] = ab(c, alpha, beta, true);
      if (v < best) { best = v; move = c; }
      beta = Math.min(beta, best);
      if (alpha >= beta) break;
    }
  }
  return [best, move];
}

function search(root) {
  return ab(root, -Infinity, Infinity, root.isMax());
}
