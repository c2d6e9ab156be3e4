// Russell & Norvig's alpha-beta (fail-soft), the twin of lab/examples/search_alphabeta.star.
function max_value(node, alpha, beta) {
  if (node.is_leaf()) {
    return node.value();
  }
  let v = -Infinity;
  for (const child of node.children()) {
    v = Math.max(v, min_value(child, alpha, beta));
    if (v >= beta) {
      return v; // MIN will never let the game come here
    }
    alpha = Math.max(alpha, v);
  }
  return v;
}

function min_value(node, alpha, beta) {
  if (node.is_leaf()) {
    return node.value();
  }
  let v = Infinity;
  for (const child of node.children()) {
    v = Math.min(v, max_value(child, alpha, beta));
    if (v <= alpha) {
      return v; // MAX already has something better
    }
    beta = Math.min(beta, v);
  }
  return v;
}

function search(root) {
  if (root.is_max()) {
    return max_value(root, -Infinity, Infinity);
  }
  return min_value(root, -Infinity, Infinity);
}
