// Minimax as two functions, MAX and MIN (seed 000), the twin of search_minimax.star.
function max_value(node) {
  if (node.is_leaf()) {
    return node.value();
  }
  let best = null;
  for (const child of node.children()) {
    const v = min_value(child);
    if (best === null || v > best) {
      best = v;
    }
  }
  return best;
}

function min_value(node) {
  if (node.is_leaf()) {
    return node.value();
  }
  let best = null;
  for (const child of node.children()) {
    const v = max_value(child);
    if (best === null || v < best) {
      best = v;
    }
  }
  return best;
}

function search(root) {
  if (root.is_max()) {
    return max_value(root);
  }
  return min_value(root);
}
