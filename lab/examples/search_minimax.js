// Minimax con dos funciones, MAX y MIN (semilla 000):
// compruébalo como «minimax».
//
// Minimax as two functions, MAX and MIN (seed 000): check it
// with --algo minimax.

function maxValue(node) {
  if (node.is_leaf()) {
    return node.value();
  }
  let best = null;
  for (const child of node.children()) {
    const v = minValue(child);
    if (best === null || v > best) {
      best = v;
    }
  }
  return best;
}

function minValue(node) {
  if (node.is_leaf()) {
    return node.value();
  }
  let best = null;
  for (const child of node.children()) {
    const v = maxValue(child);
    if (best === null || v < best) {
      best = v;
    }
  }
  return best;
}

function search(root) {
  if (root.is_max()) {
    return maxValue(root);
  }
  return minValue(root);
}
