// check: alphabeta
// twin: 15_root_loop_move_only
// The root's loop inside search, which returns only the best move (a node).
function ab(node, alpha, beta) {
  if (node.is_leaf()) return node.value();
  let v;
  if (node.is_max()) {
    v = -Infinity;
    for (const c of node.children()) {
      v = Math.max(v, ab(c, alpha, beta));
      if (v >= beta) return v;
      alpha = Math.max(alpha, v);
    }
    return v;
  }
  v = Infinity;
  for (const c of node.children()) {
    v = Math.min(v, ab(c, alpha, beta));
    if (v <= alpha) return v;
    beta = Math.min(beta, v);
  }
  return v;
}

function search(root) {
  let best = null, move = null;
  let alpha = -Infinity, beta = Infinity;
  for (const c of root.children()) {
    const v = ab(c, alpha, beta);
    if (best === null || root.is_max() && v > best || !root.is_max() && v < best) {
      best = v;
      move = c;
    }
    if (root.is_max()) alpha = Math.max(alpha, v);
    else beta = Math.min(beta, v);
  }
  return move;
}
