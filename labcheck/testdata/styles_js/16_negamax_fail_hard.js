// check: negamax-alphabeta fail-hard
// twin: 16_negamax_fail_hard
// Negamax with fail-hard alpha-beta: returns alpha, or beta at a cutoff.
function negamax(node, alpha, beta, color) {
  if (node.is_leaf()) return color * node.value();
  for (const child of node.children()) {
    const v = -negamax(child, -beta, -alpha, -color);
    if (v >= beta) return beta;
    if (v > alpha) alpha = v;
  }
  return alpha;
}

function search(root) {
  return negamax(root, -Infinity, Infinity, root.is_max() ? 1 : -1);
}
