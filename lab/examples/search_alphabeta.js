// Alfa-beta como lo escriben Russell y Norvig
// (ALPHA-BETA-SEARCH, fail-soft): compruébalo como «poda
// alfa-beta». Un nodo ofrece node.children(), node.is_leaf(),
// node.is_max() y node.value() (el valor de una hoja, desde el
// punto de vista de MAX).
//
// Alpha-beta as Russell & Norvig write it (ALPHA-BETA-SEARCH,
// fail-soft): check it with --algo alphabeta. A node offers
// node.children(), node.is_leaf(), node.is_max() and
// node.value() (a leaf's value, from MAX's point of view).

function maxValue(node, alpha, beta) {
  if (node.is_leaf()) {
    return node.value();
  }
  let v = -Infinity;
  for (const child of node.children()) {
    v = Math.max(v, minValue(child, alpha, beta));
    if (v >= beta) {
      return v; // MIN will never let the game come here
    }
    alpha = Math.max(alpha, v);
  }
  return v;
}

function minValue(node, alpha, beta) {
  if (node.is_leaf()) {
    return node.value();
  }
  let v = Infinity;
  for (const child of node.children()) {
    v = Math.min(v, maxValue(child, alpha, beta));
    if (v <= alpha) {
      return v; // MAX already has something better
    }
    beta = Math.min(beta, v);
  }
  return v;
}

function search(root) {
  if (root.is_max()) {
    return maxValue(root, -Infinity, Infinity);
  }
  return minValue(root, -Infinity, Infinity);
}
