// check: alphabeta fail-hard
// twin: 09_fail_hard
// Fail-hard, as methods of an object literal.
const AB = {
  max_value(node, alpha, beta) {
    if (node.is_leaf()) return node.value();
    for (const child of node.children()) {
      const v = AB.min_value(child, alpha, beta);
      if (v >= beta) return beta;
      if (v > alpha) alpha = v;
    }
    return alpha;
  },
  min_value: function (node, alpha, beta) {
    if (node.is_leaf()) return node.value();
    for (const child of node.children()) {
      const v = AB.max_value(child, alpha, beta);
      if (v <= alpha) return alpha;
      if (v < beta) beta = v;
    }
    return beta;
  },
};

function search(root) {
  return root.is_max() ? AB.max_value(root, -Infinity, Infinity) : AB.min_value(root, -Infinity, Infinity);
}
