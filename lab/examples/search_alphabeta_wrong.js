// Un alfa-beta con un error, para ver cómo lo encuentra la
// comprobación: la ventana no se pasa a los hijos (cada hijo
// empieza otra vez con -inf, +inf). Compruébalo como «poda
// alfa-beta».
//
// An alpha-beta with a mistake, to see the checker find it: the
// window is not passed down (each child starts again from -inf,
// +inf). Check it with --algo alphabeta.

function maxValue(node, alpha, beta) {
  if (node.is_leaf()) {
    return node.value();
  }
  let v = -Infinity;
  for (const child of node.children()) {
    v = Math.max(v, minValue(child, -Infinity, Infinity)); // wrong: alpha and beta are lost
    if (v >= beta) {
      return v;
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
    v = Math.min(v, maxValue(child, -Infinity, Infinity)); // wrong: alpha and beta are lost
    if (v <= alpha) {
      return v;
    }
    beta = Math.min(beta, v);
  }
  return v;
}

function search(root) {
  return maxValue(root, -Infinity, Infinity);
}
